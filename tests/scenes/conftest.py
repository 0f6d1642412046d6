"""Fixtures for the scene tests (the headless ``app`` and its ``home`` live in
tests/conftest.py): a driver that posts real events, and Last Stone
(tests/scenes/toytable), a tiny game registered for the duration of a test
so the shared scenes can be driven through a real table scene."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game import games

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from toytable.helpers import TOY  # noqa: E402


@pytest.fixture
def toy(monkeypatch):
    monkeypatch.setattr(games, "GAMES", games.GAMES + (TOY,))
    monkeypatch.setattr(games, "GAME_IDS", games.GAME_IDS + (TOY.id,))
    return TOY.id


@pytest.fixture
def drive(app):
    from game.scenes.driver import Driver

    app.start()
    d = Driver(app)
    d.frames(2)
    return d


@pytest.fixture
def tableless(monkeypatch):
    """The Few and Cursed with its rules registered but its table package out of sight:
    a game whose table is not ready yet (every game in the box now has one)."""
    import importlib.util

    real = importlib.util.find_spec

    def find_spec(name, *args, **kwargs):
        if name.startswith("game.games.few_and_cursed.table"):
            return None
        return real(name, *args, **kwargs)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)
    return "few-and-cursed"
