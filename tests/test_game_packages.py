"""Every game has the same shape (game/games/README.md): rules/ with its parts,
one table of bot levels, content/ for its data, table/ for its pygame part."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from game import games
from game.core.ai.levels import Level
from game.core.model import BaseRules, PartsRules

RULE_PARTS = ("state", "setup", "turn", "refusals", "observe", "determinize", "checks")
DATA = (".json", ".toml")
NOT_DATA = {"learn.json"}  # the lesson sits beside the package's parts, read by game.core.lesson

# What a game still lacks, as game/games/README.md says: (game, part) -> where it is instead.
DIFFERS = {
}


def _folder(game_id: str) -> Path:
    return Path(importlib.import_module(games.entry(game_id).package).__file__).parent


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_rules_have_every_part_in_its_place(game_id):
    rules = _folder(game_id) / "rules"
    assert (rules / "__init__.py").is_file(), f"{game_id}: rules/ is a package"
    missing = [part for part in RULE_PARTS
               if not (rules / f"{part}.py").is_file() and (game_id, part) not in DIFFERS]
    assert not missing, f"{game_id}: rules/ lacks {', '.join(missing)} (see game/games/README.md)"
    assert hasattr(importlib.import_module(games.entry(game_id).package + ".rules"), "RULES")


def test_every_listed_difference_is_still_a_difference():
    """A part that has arrived comes off the list (and off the README's)."""
    arrived = [key for key in DIFFERS if (_folder(key[0]) / "rules" / f"{key[1]}.py").is_file()]
    assert not arrived


# Its rules are functions around a context object, not the parts above (game/games/README.md).
RULES_AROUND_A_CONTEXT = {"few-and-cursed"}


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_rules_object_hands_its_calls_to_modules_not_to_mixed_in_classes(game_id):
    """A rules class stands on BaseRules alone; its work lives in the rules modules' functions."""
    rules = importlib.import_module(games.entry(game_id).package + ".rules").RULES
    bases = [c.__name__ for c in type(rules).__mro__[1:] if c not in (PartsRules, BaseRules, object)]
    assert not bases, f"{game_id}: its rules class mixes in {bases}"
    if game_id not in RULES_AROUND_A_CONTEXT:
        assert isinstance(rules, PartsRules), f"{game_id}: its rules object does not hand its calls to its parts"


BOT_PARTS = ("heuristic", "hard")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_bots_are_one_table_of_levels_in_an_ai_package(game_id):
    ai = _folder(game_id) / "ai"
    assert (ai / "__init__.py").is_file(), f"{game_id}: the bots are a package, ai/"
    missing = [part for part in BOT_PARTS if not (ai / f"{part}.py").is_file()]
    assert not missing, f"{game_id}: ai/ lacks {', '.join(missing)} (see game/games/README.md)"
    strays = sorted(p.name for p in _folder(game_id).glob("ai*.py"))
    assert not strays, f"{game_id}: bot modules outside ai/: {strays}"
    levels = importlib.import_module(games.entry(game_id).package + ".ai").LEVELS
    assert levels and all(isinstance(level, Level) for level in levels.values())


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_data_lives_in_content_and_pygame_in_table(game_id):
    folder = _folder(game_id)
    strays = [p.relative_to(folder).as_posix() for p in folder.rglob("*")
              if p.suffix in DATA and p.name not in NOT_DATA and "content" not in p.relative_to(folder).parts]
    assert not strays, f"{game_id}: data outside content/: {strays}"
    assert (folder / "table" / "scene.py").is_file()
