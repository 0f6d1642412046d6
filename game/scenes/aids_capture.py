"""Screenshots of the table aids mid-use (``python -m game screenshot learn|hint --game GAME``).

    prepare_learn(app, game_id)                        the lesson at its first callout after the welcome
    prepare_hint(app, game_id, seed, players, after, seat)   a hint lit for ``seat`` (0 by default)
"""

from __future__ import annotations

import time

from game.core.match import SeatInfo
from game.scenes import launch
from game.scenes.aids import TableAids
from game.scenes.driver import play_out

FRAMES = 2400        # frames to wait for a callout or a hint (bots think, events play)
NAMES = ("Ada", "Bill", "Cora", "Dutch", "Etta", "Frank", "Gus", "Hattie")


class AidsCaptureError(Exception):
    """The aid could not be brought on screen; the message is one line."""


def _step(app) -> None:
    app.step(1 / 30)
    time.sleep(0.001)  # a bot or a hint thinks on its own thread


def prepare_learn(app, game_id: str):
    table = launch.start_lesson(app, game_id)
    aids = app.stack.find("aids")
    if table is None or aids is None:
        raise AidsCaptureError(f"the {game_id} lesson could not be opened")
    table.bot_pace = 0.0
    for _ in range(FRAMES):
        _step(app)
        step = aids.callout
        if step is not None and aids.run.index >= 1:
            return aids
        if step is not None and step.when != "turn":
            aids.dismiss()
    raise AidsCaptureError(f"the {game_id} lesson showed no second callout")


def _hint_match(game_id: str, seed: int, players: int | None, after: int, seat: int):
    info = launch.rules_for(game_id).info
    n = players if players is not None else max(2, info.min_seats)
    if not info.min_seats <= n <= info.max_seats:
        raise AidsCaptureError(f"{info.title} takes {info.min_seats}-{info.max_seats} players, not {n}")
    if not 0 <= seat < n:
        raise AidsCaptureError(f"--viewer must be a seat from 0 to {n - 1}")
    seats = [SeatInfo(NAMES[i], None if i == seat else "easy") for i in range(n)]
    match = launch.new_match(game_id, n, seats, (), seed, autosave=False)
    made = 0
    while not match.is_over() and (made < after or seat not in match.to_act()) and made < after + 400:
        if not play_out(match, 1, seed + made, level="easy"):
            break
        made += 1
    if match.is_over() or seat not in match.to_act():
        raise AidsCaptureError(f"seat {seat} never came to act in that {info.title} match")
    return match


def prepare_hint(app, game_id: str, seed: int = 0, players: int | None = None, after: int = 0,
                 seat: int | None = None):
    seat = 0 if seat is None else seat
    factory, problem = launch.table_factory(game_id)
    if factory is None:
        raise AidsCaptureError(problem or f"{game_id} has no table yet")
    match = _hint_match(game_id, seed, players, after, seat)
    table = app.show(factory(app, match, None))
    aids = TableAids(app, table, hints=True)
    app.stack.push(aids)
    for _ in range(60):
        _step(app)
    aids.ask_hint()
    for _ in range(FRAMES):
        _step(app)
        if aids.hint is not None and aids.hint_spots is not None and not table.busy():
            return aids
        if aids.ask is None:
            break
        _await_thought(aids)
    raise AidsCaptureError(f"no hint came for the {game_id} table")


def _await_thought(aids) -> None:
    """While the hint's bot still computes, no frame can hurry it: wait on it a moment with the
    interpreter free, rather than drawing frames that take the thinking thread's turns."""
    runner = getattr(aids.ask, "runner", None)
    if runner is not None and runner.thinking:
        runner.wait(0.02)


__all__ = ["AidsCaptureError", "prepare_hint", "prepare_learn"]
