"""A hint at the table: what the game's best bot would do for the seat to act.

    ask = HintAsk(match, seat, make_bot, seed, pending)   starts thinking at once, off the UI thread
    hint = ask.poll()                              None while thinking; then a Hint
    ask.cancel()                                   the turn passed: forget it

The bot is the game's best level (``best_level``: the last of its
``GameInfo.bot_levels``), made by the table's own bot factory so it thinks
within the budget it has at the table.  It is handed a determinization of the
match from the asking seat's view (``rules.determinize(state, seat, rng)``),
never the real state: whatever it reads, it can only know what that seat knows.

``pending`` is what the seat has already chosen at the table without the match
having it yet (``TableScene.pending_actions``: Scotland Yard's armed double
move); the bot is asked on the view with those choices made, so the hint is
for the next click the player has to make, not for the one they just made.

The reason says why in the game's own terms, from what the seat may know: the
game's table names it (``<table package>.hints.why(match, seat, action)``, such
as "Mister X may be on 3 stations; from 46 this piece could ride to 2 of them
next round").  Where the game has no words for a move, the reason falls back
to one line from the bot's own figures: a search bot's share of won
look-ahead games (``last_stats``, see ``game.core.ai.ismcts``), a
plan-comparing bot's mean rollout score against the next best
(``game.core.ai.plans``), or which level picked it.

The same position gives the same hint: the seed is drawn from the position as
the seat sees it (``position_seed``), and the bot thinks for a fixed count of
look-ahead games (the table passes its game's levels on their simulation
budget), never for a time that depends on the machine.
"""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.core.ai.runner import BotRunner
from game.core.model import Action
from game.core.rng import Rng
from game.core.words import advice

FEW_GAMES = 20              # fewer look-ahead games than this say little: the reason says so


def _plain(value):
    """``value`` with its sets sorted and its tuples as lists: one text for one position."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def position_seed(match: Any, seat: int, pending: Sequence[Action] = ()) -> int:
    """A seed drawn from the position as ``seat`` sees it (and what it armed at the table):
    the same position, in any match, asks the same question."""
    obs = _plain(match.observe(seat))
    obs.pop("last_events", None)   # how the position was reached is not the position
    words = json.dumps([obs, [[a.kind, list(a.args)] for a in pending]], sort_keys=True, default=str)
    return zlib.crc32(words.encode("utf-8"))


def best_level(info) -> str:
    """The strongest bot level the game has (its GameInfo lists them weakest first)."""
    levels = tuple(getattr(info, "bot_levels", ()) or ("normal",))
    return levels[-1]


@dataclass(frozen=True)
class Hint:
    seat: int
    moves_at: int           # len(match.history) when it was asked: the turn it is for
    action: Action
    words: str              # the move, as the rules name it to that seat
    reason: str             # one line from the bot's figures
    level: str
    seconds: float          # think time


def _root_choice(stats, action: Action):
    root = tuple(getattr(stats, "root", ()) or ())
    for choice in root:
        if choice.action == action:
            return choice, root
    return (root[0] if root else None), root


def reason_from(bot: Any, action: Action, level: str, legal_count: int) -> str:
    """One line of why, from what the bot itself counted."""
    name = level.capitalize()
    if legal_count == 1:
        return "It is the only move you have."
    stats = getattr(bot, "last_stats", None)
    if stats is not None and getattr(stats, "means", None):
        return _plans_reason(stats, name)
    if stats is None or not getattr(stats, "iterations", 0):
        return f"The {name} bot's own plan picks this move (it does not search here)."
    if stats.iterations < FEW_GAMES:
        return (f"{name} bot: its search had time for only {stats.iterations} look-ahead "
                f"game{'s' if stats.iterations != 1 else ''} here, so this is mostly its own plan.")
    choice, root = _root_choice(stats, action)
    if choice is None or not choice.visits:
        return f"The {name} bot tried {stats.iterations} look-ahead games and settled on this move."
    most = choice.visits >= max(c.visits for c in root)   # a bot may keep its own plan over the search's
    line = (f"{name} bot: its search tried this move {'most ' if most else ''}({choice.visits} of "
            f"{stats.iterations} look-ahead games) and won {choice.mean_reward:.0%} of them")
    others = [c.mean_reward for c in root if c is not choice and c.visits >= max(3, choice.visits // 10)]
    if others and max(others) < choice.mean_reward:
        line += f"; the next best won {max(others):.0%}"
    elif others:
        line += f"; no other move won clearly more, so it keeps its own plan (the best other: {max(others):.0%})"
    return line + "."


def _plans_reason(stats, name: str) -> str:
    """A bot that compared whole plans (``game.core.ai.plans.PlanStats``): the pick's mean
    rollout score against the best of the others."""
    means = stats.means
    pick = stats.chosen if stats.chosen is not None else max(range(len(means)), key=lambda k: means[k])
    others = [m for k, m in enumerate(means) if k != pick]
    deals = f"{stats.samples} sampled deal{'s' if stats.samples != 1 else ''}"
    line = (f"{name} bot: it played out {len(means)} plans on the same {deals}; this one scored "
            f"{means[pick]:.1f} points on average")
    if not others:
        return line + "."
    best_other = max(others)
    if best_other > means[pick]:  # its own plan stands unless another is clearly better
        return line + f", and no other beat it by enough to switch (the best other: {best_other:.1f})."
    return line + f", the next best {best_other:.1f}."


class HintAsk:
    """One question to the best bot, for ``seat`` at the match as it stands now."""

    def __init__(self, match: Any, seat: int, make_bot: Callable[[str, int], Any], seed: int | None = None,
                 pending: Sequence[Action] = (), why: Callable[[Any, int, Action], str | None] | None = None):
        self.match = match
        self.seat = seat
        self.why = why
        self.moves_at = len(match.history)
        self.pending = tuple(pending)
        self.level = best_level(match.rules.info)
        self.seed = seed if seed is not None else position_seed(match, seat, self.pending)
        rules = match.rules
        view = rules.determinize(match.state, seat, Rng(self.seed ^ 0x417))  # the seat's view, not the truth
        for action in self.pending:  # as the player sees the turn: what they armed is made
            reason = rules.refusal(view, seat, action)
            if reason is not None:
                raise ValueError(f"the choice made at the table is refused: {reason}")
            rules.apply(view, seat, action, Rng(self.seed ^ 0x5EED))
        self.legal_count = len(rules.legal_actions(view, seat))
        self.bot = make_bot(self.level, self.seed)
        self.runner = BotRunner(0.0)
        self.runner.start(self.bot, rules, view, seat, self.seed)
        self.hint: Hint | None = None
        self.error: str | None = None

    @property
    def thinking(self) -> bool:
        return self.hint is None and self.error is None

    def poll(self) -> Hint | None:
        if self.hint is not None or self.error is not None:
            return self.hint
        action = self.runner.poll()
        if action is None:
            if self.runner.error is not None and self.runner.error.fatal:
                self.error = self.runner.error.message
            return None
        if self.runner.error is not None:  # the bot failed: a random move is no hint
            self.error = self.runner.error.message
            return None
        words = advice(self.match.rules.describe(action, self.seat))
        reason = self._why(action) or reason_from(self.bot, action, self.level, self.legal_count)
        self.hint = Hint(self.seat, self.moves_at, action, words, reason, self.level, self.runner.think_seconds)
        return self.hint

    def _why(self, action: Action) -> str | None:
        if self.why is None or self.pending:   # words for the position as the match has it
            return None
        if self.legal_count == 1:
            return "It is the only move you have."
        try:
            return self.why(self.match, self.seat, action)
        except Exception:  # no words for this one: the bot's figures say it
            return None

    def wait(self, timeout: float | None = None) -> bool:
        return self.runner.wait(timeout)

    def cancel(self) -> None:
        self.runner.cancel()


__all__ = ["Hint", "HintAsk", "best_level", "position_seed", "reason_from"]
