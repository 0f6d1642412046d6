"""Each game's emblem is its own art, kept in its table package and found
through its registry entry: the shared scenes draw any game's emblem without
naming a game, and a game without one (or with a broken one) shows the
sheriff's star instead of stopping the menus."""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import games
from game.scenes import emblems
from game.engine import gfx

ROOT = Path(__file__).resolve().parent.parent.parent
SIZE = (200, 140)


@pytest.fixture(autouse=True)
def fresh_cache():
    pygame.init()
    emblems.emblem.cache_clear()
    yield
    emblems.emblem.cache_clear()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(gfx.pixels_of(surface), "RGBA")


def badge() -> bytes:
    surf = gfx.Surface(SIZE, pygame.SRCALPHA)
    emblems._badge(surf)
    return pixels(surf)


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_game_draws_its_own_emblem_from_its_table_package(game_id):
    entry = games.entry(game_id)
    assert entry.table_package is not None and entry.table_package.startswith("game.games.")
    module = entry.table_package + ".emblem"
    own = gfx.Surface(SIZE, pygame.SRCALPHA)
    importlib.import_module(module).draw_emblem(own)
    shown = emblems.emblem(game_id, SIZE)
    assert pixels(shown) == pixels(own)
    assert pixels(shown) != badge()
    assert shown.get_bounding_rect().w > SIZE[0] // 2  # it fills its box, not a speck


def test_the_emblems_differ_from_game_to_game():
    drawn = {pixels(emblems.emblem(g, SIZE)) for g in games.GAME_IDS}
    assert len(drawn) == len(games.GAME_IDS)


def test_the_shared_scenes_name_no_game():
    text = (ROOT / "game" / "scenes" / "emblems.py").read_text(encoding="utf-8").lower()
    for entry in games.GAMES:
        for word in (entry.id, entry.title.lower(), entry.id.replace("-", "_")):
            assert word not in text, word


def test_a_game_without_an_emblem_shows_the_star_quietly(monkeypatch, capsys):
    plain = games.GameEntry("plain-game", "tests.nowhere")
    monkeypatch.setattr(games, "GAMES", games.GAMES + (plain,))
    assert pixels(emblems.emblem("plain-game", SIZE)) == badge()
    assert pixels(emblems.emblem("no-such-game", SIZE)) == badge()
    assert capsys.readouterr().err == ""


def test_a_broken_emblem_shows_the_star_and_says_why(monkeypatch, capsys, tmp_path):
    for package, emblem_text in (("broken_art", "def draw_emblem(surface):\n    raise ValueError('no paint')\n"),
                                 ("unloadable_art", "import a_module_that_is_not_there\n")):
        (tmp_path / package / "table").mkdir(parents=True)
        (tmp_path / package / "__init__.py").write_text("")
        (tmp_path / package / "table" / "__init__.py").write_text("")
        (tmp_path / package / "table" / "emblem.py").write_text(emblem_text)
    monkeypatch.syspath_prepend(str(tmp_path))
    broken = games.GameEntry("broken-art", "broken_art")
    unloadable = games.GameEntry("unloadable-art", "unloadable_art")
    monkeypatch.setattr(games, "GAMES", games.GAMES + (broken, unloadable))
    assert pixels(emblems.emblem("broken-art", SIZE)) == badge()
    assert "broken-art: its emblem could not be drawn" in capsys.readouterr().err
    assert pixels(emblems.emblem("unloadable-art", SIZE)) == badge()
    err = capsys.readouterr().err
    assert "unloadable-art: unloadable_art.table.emblem could not be loaded" in err
    assert "a_module_that_is_not_there" in err
    for package in ("broken_art", "unloadable_art"):
        for name in (package, package + ".table", package + ".table.emblem"):
            sys.modules.pop(name, None)
