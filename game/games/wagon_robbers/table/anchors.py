"""Wagon Robbers' table by name, for callouts and hints (see ``game.scenes.table``).

    anchors(table) -> {name: Rect}
        hand       the viewer's cargo cards
        wagon      the wagon on the road now (its power, rounds, cargo and passengers)
        riders     the passengers who have boarded
        pile       the cargo deck and its discards
        buttons    the buttons of the decision under way (a side, Place nothing...)
        you        the viewer's own place: plate, role card and laid cargo (and wagons won)
        plates     the rivals' places
    move_spots(table, action) -> [Rect]   the clicks that make ``action``, in order, from now
    move_words(table, action) -> str      the move as its own player may hear it (the log keeps it face down)
"""

from __future__ import annotations

import pygame

from game.engine.keep_clear import around

from . import art
from . import layout as L
from ..cards import CARGO_BY_KEY
from ..rules import OUTLAW

NAMES = ("hand", "wagon", "riders", "pile", "buttons", "you", "plates")


def _card_at(center, size) -> pygame.Rect:
    r = pygame.Rect(0, 0, *size)
    r.center = center
    return r


def anchors(table) -> dict:
    places = table._places()
    view = table.view if table.view is not None else 0
    mine = places[view]
    return {
        "hand": around(s.rect for s in table.hand) or pygame.Rect(L.HAND_LEFT, L.HAND_Y - 60, L.HAND_RIGHT - L.HAND_LEFT, 120),
        "wagon": _card_at(L.WAGON_POS, art.WAGON),
        "riders": pygame.Rect(L.RIDERS),
        "pile": _card_at(L.CARGO_DECK, art.CARD).union(_card_at(L.DISCARD, art.CARD)),
        "buttons": around(b.rect for b in table.buttons if b.visible),
        "you": mine.plate.union(mine.table),
        "plates": around(p.plate.union(p.table) for seat, p in places.items() if seat != view),
    }


def _button(table, label: str):
    b = table.button(label)
    return None if b is None else b.rect


def move_spots(table, action) -> list:
    kind, args = action.kind, action.args
    if kind == "role":
        return [_button(table, "Ride as an Outlaw" if args[0] == OUTLAW else "Defend as a Bounty Hunter")]
    if kind == "pass":
        return [_button(table, "Place nothing")]
    if kind == "spare":
        return [_button(table, "Spare them")]
    if kind == "assassinate":
        return [_button(table, f"Assassinate {table._name(args[0])}")]
    if kind == "place":
        keys = table._hand_keys()
        if args[0] in keys:
            i = keys.index(args[0])
            return [pygame.Rect(s.rect) for s in table.hand if s.tag == i]
    return []


def move_words(table, action) -> str | None:
    if action.kind == "role":
        return "ride as an Outlaw" if action.args[0] == OUTLAW else "defend the wagon as a Bounty Hunter"
    if action.kind == "place":
        card = CARGO_BY_KEY.get(action.args[0])
        return f"lay your {card.name} face down" if card is not None else "lay that cargo card face down"
    return None
