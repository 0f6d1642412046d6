"""Bot matches of a registered game: the registry's rules and bots handed to
the rules core's ``simulate`` (which knows no game), for ``python -m game simulate``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.ai.random_bot import RandomBot
from game.core.simulate import simulate


@dataclass(frozen=True)
class RegistrySource:
    """A registered game: ``game.games.rules_for`` and ``bot_for``; the level
    "random" falls back on ``RandomBot`` when the game has no bot of that name."""

    game_id: str

    def rules(self) -> Any:
        from game.games import rules_for

        return rules_for(self.game_id)

    def make_bot(self, level: str, seed: int) -> Any:
        from game.games import bot_for

        if level == "random":
            try:
                return bot_for(self.game_id, level, seed)
            except (KeyError, ValueError, ImportError):
                return RandomBot(seed)
        return bot_for(self.game_id, level, seed)


def run_simulation(game_id: str, games: int, **options: Any) -> dict:
    """Play ``games`` matches of a registered game between bots; ``options``
    as for ``simulate`` (seed, players, bots, variants, workers, max_actions,
    rotate_seats)."""
    return simulate(RegistrySource(game_id), games, **options)
