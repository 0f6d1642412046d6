"""Pictures for Scotland Yard's player's guide, drawn by the table's own art."""

from __future__ import annotations

from game.engine.widgets import picture_row

from . import art


def picture(name: str, width: int):
    if name == "pieces":
        return picture_row([(art.mister_x_pawn(70), "Mister X"), (art.pawn(art.PIECE_COLORS[0], 70), "a detective"),
                            (art.pawn(art.PIECE_COLORS[1], 70), "a detective"),
                            (art.pawn(art.PIECE_COLORS[4], 70, bobby=True), "a Bobby (rides free)")], width)
    if name == "tickets":
        return picture_row([(art.ticket_chip(kind, (110, 64)), art.TICKET_NAMES[kind])
                            for kind in art.TICKET_ORDER], width)
    return None
