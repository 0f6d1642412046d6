"""Bots: the Bot protocol, a random bot, generic ISMCTS, plan comparison by
rollouts and a threaded runner."""

from .bot import Bot, NoLegalAction, stop_requested, stop_scope
from .ismcts import ISMCTS, NEUTRAL_REWARD, RootChoice, SearchStats
from .plans import PlanStats, compare_plans
from .random_bot import RandomBot, random_playout_policy
from .runner import BotError, BotRunner

__all__ = [
    "Bot", "BotError", "BotRunner", "ISMCTS", "NEUTRAL_REWARD", "NoLegalAction", "PlanStats", "RandomBot",
    "RootChoice", "SearchStats", "compare_plans", "random_playout_policy", "stop_requested", "stop_scope",
]
