"""A bot that picks uniformly among the legal actions."""

from __future__ import annotations

from typing import Any

from ..model import Action, Seat
from ..rng import Rng
from .bot import legal_or_raise


class RandomBot:
    """Uniform over ``rules.legal_actions``.

    It draws from the rng passed to ``choose``; when that is None it falls back
    on its own generator seeded at construction, so it is reproducible either way.
    """

    def __init__(self, seed: int = 0, name: str = "Random"):
        self.name = name
        self._rng = Rng(seed)

    def choose(self, rules: Any, state: Any, seat: Seat, rng: Any = None) -> Action:
        legal = legal_or_raise(rules, state, seat)
        return (rng if rng is not None else self._rng).choice(legal)


def random_playout_policy(rules: Any, state: Any, seat: Seat, rng: Any) -> Action:
    """The default playout policy of ISMCTS: a uniformly random legal action."""
    return rng.choice(rules.legal_actions(state, seat))
