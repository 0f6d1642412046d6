"""Bot matches of a registered game: the registry's rules and bots handed to
the rules core's ``simulate`` (which knows no game), for ``python -m game simulate``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.simulate import simulate
from game import games


@dataclass(frozen=True)
class RegistrySource:
    """A registered game: ``game.games.rules_for`` and ``bot_for`` (a searching
    level on its fixed simulation budget, so a seed replays the same games)."""

    game_id: str

    def rules(self) -> Any:
        return games.rules_for(self.game_id)

    def make_bot(self, level: str, seed: int) -> Any:
        return games.bot_for(self.game_id, level, seed)


def run_simulation(game_id: str, games: int, **options: Any) -> dict:
    """Play ``games`` matches of a registered game between bots; ``options``
    as for ``simulate`` (seed, players, bots, variants, workers, max_actions,
    rotate_seats)."""
    return simulate(RegistrySource(game_id), games, **options)
