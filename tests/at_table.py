"""Driving a game's table in a test as a player would: open a match at its
table, pass the hot-seat handoff, and let the table settle until it waits for
someone.  Shared by the games' scene tests."""

from __future__ import annotations

import time

import pygame

from game.core.match import SeatInfo
from game.scenes.driver import Driver

NAMES = ("Ada", "Bill", "Cora", "Dutch", "Etta", "Frank", "Gus", "Hattie")


def new_match(game_id: str, bots, seed: int = 5, variants=()):
    """A match of ``game_id`` with a seat a level in ``bots`` (None: a person), not autosaved."""
    from game.scenes import launch

    seats = [SeatInfo(NAMES[i], bot) for i, bot in enumerate(bots)]
    return launch.new_match(game_id, len(bots), seats, tuple(variants), seed, autosave=False)


def open_table(app, match):
    """The match at its table, the bots unpaced: (driver, table)."""
    app.open_match(match)
    d = Driver(app)
    d.frames(2)
    table = app.stack.find("table")
    table.runner.min_seconds = 0.0  # no pacing in tests
    return d, table


def pass_handoff(d):
    assert d.top_name == "handoff"
    d.frames(30)
    d.key(pygame.K_RETURN)
    d.frames(3)


def settle(d, table, limit=400, on_top=False):
    """Frames until the table has shown everything and waits for someone (with
    ``on_top``, also until nothing stands over it)."""
    for _ in range(limit):
        d.frames(1, dt=0.1)
        if not table.busy() and not table.runner.busy and (not on_top or d.top_name == "table"):
            return
        if table.runner.thinking:
            time.sleep(0.002)
