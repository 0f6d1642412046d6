"""Fugitive's table by name, for callouts and hints (see ``game.scenes.table``).

    anchors(table) -> {name: Rect}
        hand      the viewer's hand, at the bottom (his fan, or her open hand)
        pile      the three draw piles
        route     the row of hideouts from 0 toward 42
        notepad   the Marshal's notepad of public deductions
        buttons   the buttons of the move under way (Place hideout, Pass, Guess...)
        fugitive-plate, marshal-plate   each player's plate: cards in hand, hideouts, guesses
                  (the viewer's at the bottom, the rival's at the top)
    move_spots(table, action) -> [Rect]   the clicks that make ``action``, in order, from now
"""

from __future__ import annotations

import pygame

from game.engine.keep_clear import around

from . import layout as L
from ..rules.state import FUGITIVE, MARSHAL

NAMES = ("hand", "pile", "route", "notepad", "buttons", "fugitive-plate", "marshal-plate")


def _hand(table):
    """His fan of cards on his screen, her open hand on hers."""
    seat = table.view if table.view in (0, 1) else None
    if seat is None:
        return None
    zone = "hand" if seat == FUGITIVE else "mhand"
    rects = [s.rect for s in table.cards.sprites.values() if s.tag is not None and s.tag[0] == zone]
    return around(rects) or (None if seat == FUGITIVE else table.bands.hand_area(MARSHAL))


def anchors(table) -> dict:
    return {
        "hand": _hand(table),
        "pile": around(L.pile_rect(i) for i in range(3)),
        "route": pygame.Rect(L.ROUTE),
        "notepad": pygame.Rect(L.NOTEPAD),
        "buttons": around(b.rect for b in table.buttons.visible()),
        "fugitive-plate": table.bands.plate(FUGITIVE),
        "marshal-plate": table.bands.plate(MARSHAL),
    }


def _card(table, card):
    s = table.cards.sprites.get(("card", card))
    return None if s is None else pygame.Rect(s.rect)


def move_spots(table, action) -> list:
    kind, args = action.kind, action.args
    if kind == "draw":
        return [L.pile_rect(args[0])]
    if kind in ("hideout", "sprint"):
        return [_card(table, args[0])]
    buttons = table.buttons
    if kind == "confirm":
        return [buttons.confirm_button.rect]
    if kind == "cancel":
        return [buttons.cancel_button.rect]
    if kind == "pass":
        return [buttons.pass_button.rect]
    if kind == "guess":
        picked = set(table.notepad.selection)
        return [table.notepad.cell_rect(n) for n in args if n not in picked] + [buttons.guess_button.rect]
    return []
