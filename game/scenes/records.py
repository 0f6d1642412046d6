"""Keeping a finished match: its save in the history and its facts in the
statistics (both in the player's folder).  Called once when a match ends at
a table; a match kept before (a finished save opened again) is not counted
twice.  A lesson's match (learn to play: a fixed seed against Easy bots) is
kept in the history, to be watched again, but never counted in the
statistics.  A disk that refuses, or a damaged statistics file, is toasted:
the match on the screen is never lost over it.

    keep_finished(app, match, counts=True)
    load_statistics() -> statistics.Book      (its ``problem`` says what a damaged file lost)
"""

from __future__ import annotations

import sys
import time

from game import paths
from game.core import archive, statistics
from game.scenes.common import shown_roles


def load_statistics() -> statistics.Book:
    return statistics.load(paths.statistics_file())


def keep_finished(app, match, counts: bool = True) -> None:
    if match.outcome() is None:
        return
    date = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    try:
        archive.keep(paths.history_dir(), match, date)
    except OSError as exc:
        _warn(app, f"The match could not be kept in the history: {exc}")
    if not counts:
        return
    book = load_statistics()
    if book.problem:
        _warn(app, book.problem)
    key = archive.key_of(match.to_json())
    if book.add(statistics.record_of(match, shown_roles(match), key, date)) or book.problem:
        try:
            statistics.save(paths.statistics_file(), book)
        except OSError as exc:
            _warn(app, f"The statistics could not be saved: {exc}")


def _warn(app, message: str) -> None:
    print(message, file=sys.stderr)
    app.toast(message, "warning")
