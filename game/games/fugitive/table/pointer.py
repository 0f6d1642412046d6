"""What lies under the mouse pointer at Fugitive's table, and the tip it earns
after resting there a moment: a notepad cell, a pile, a route card, a card of
either hand, a player's plate.

    pointer = Pointer()
    pointer.rest_on(key)            the thing under the pointer now (``key_at``), as the mouse moves
    pointer.spend()                 what a tip explained has changed: none until the pointer moves
    pointer.draw(surface, words, mouse, avoid)     ``words(key) -> str``, asked once per key

A tip's words come from ``tip_words`` on the ``Turn`` on show, so a tip can
never name a card the viewer may not know.
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.core.model import Action
from game.engine.widgets import draw_tooltip

from . import layout as L
from . import tips
from .plates import plate_tip
from .turn import Turn

TOOLTIP_DELAY = 0.5
TIPPED_CARDS = ("route", "hand", "mhand")


def key_at(pos, notepad, cards, plates) -> tuple | None:
    """The thing under ``pos``: ("cell", n), ("pile", i), a card's tag, or ("plate", i)."""
    n = notepad.cell_at(pos)
    if n is not None:
        return ("cell", n)
    for i in range(3):
        if L.pile_rect(i).collidepoint(pos):
            return ("pile", i)
    s = cards.at(pos)
    if s is not None and s.tag is not None and s.tag[0] in TIPPED_CARDS:
        return s.tag
    for i, (rect, _plate) in enumerate(plates):
        if rect.collidepoint(pos):
            return ("plate", i)
    return None


class Pointer:
    def __init__(self):
        self.key: tuple | None = None
        self.time = 0.0
        self.spent = False          # the state changed under a tip: none until the pointer moves
        self.cache: tuple | None = None

    def rest_on(self, key) -> None:
        self.spent = False
        if key != self.key:
            self.key = key
            self.time = 0.0

    def spend(self) -> None:
        self.cache = None
        self.spent = True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface, words: Callable[[tuple], str], mouse, avoid: list) -> None:
        key = self.key
        if key is None or self.time < TOOLTIP_DELAY or self.spent:
            return
        if self.cache is None or self.cache[0] != key:
            self.cache = (key, words(key))
        said = self.cache[1]
        if said:
            if key[0] == "cell":   # a note on a cell lies beside the notepad, never over its other cells
                avoid = avoid + [pygame.Rect(L.NOTEPAD)]
            draw_tooltip(surface, said, pygame.Rect(mouse, (18, 22)), avoid=avoid)


def tip_words(key: tuple, turn: Turn, notepad, plates, refusal: Callable[[Action], str | None]) -> str:
    """The words of the tip over ``key`` for the viewer of ``turn``."""
    obs = turn.obs
    kind = key[0]
    if kind == "cell":
        return notepad.tip(key[1])
    if kind == "pile":
        i = key[1]
        why = refusal(Action("draw", (i,))) if turn.mine and not turn.pile_legal[i] else None
        return tips.pile_tip(i, obs["piles"][i], obs["events_in_piles"][i], turn.pile_legal[i], why)
    if kind == "route":
        i = key[1]
        if i >= len(obs["route"]):
            return ""
        k = turn.knowledge
        domain = k.domains[i] if k.consistent and i < len(k.domains) else ()
        return tips.route_tip(obs["route"][i], turn.own_route, domain)
    if kind == "hand":
        card = key[1]
        why = None
        if turn.choosing and card not in turn.hand_legal:
            why = refusal(Action(turn.choosing, (card,)))
        return tips.hand_tip(card, why, turn.choosing)
    if kind == "mhand":
        return tips.marshal_card_tip(key[1])
    if kind == "plate" and key[1] < len(plates):
        return plate_tip(plates[key[1]][1])
    return ""
