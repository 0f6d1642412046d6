"""Pictures for Fugitive's player's guide, drawn by the table's own art."""

from __future__ import annotations

from game.engine.widgets import picture_row

from . import art


def picture(name: str, width: int):
    if name == "route":
        return picture_row([(art.face(0), "the start"), (art.face(3), "a hideout"),
                            (art.face(6), "3 past the 3: no sprint"), (art.face(10), "4 past the 6: a +1 sprint"),
                            (art.face(42), "42: the escape"), (art.back(), "face down")], width, gap=12)
    if name == "sprints":
        return picture_row([(art.face(7), "odd cards: +1"), (art.face(8), "even cards: +2"),
                            (art.face(21), "+1"), (art.face(30), "+2")], width)
    return None
