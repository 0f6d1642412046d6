"""Most Wanted's table by name, for callouts and hints (see ``game.scenes.table``).

    anchors(table) -> {name: Rect}
        hand       the viewer's hand
        actions    the six action cards: three robberies, then the other actions
        score      the scoreboard, from the start up to space 13
        pile       the deck (and the discards beside it)
        supply     the general supply of money bags
        buttons    the buttons of the decision under way
        plates     the other outlaws' plates (their money, cards and face-down hands)
    move_spots(table, action) -> [Rect]   the clicks that make ``action``, in order, from now
"""

from __future__ import annotations

import pygame

from game.engine.keep_clear import around

from . import layout as L
from . import rankings
from .choice import SIZE_BUTTON

NAMES = ("hand", "actions", "score", "pile", "supply", "buttons", "plates")
CARD_KINDS = ("church", "saloon", "labor", "dishonest", "commit")
BUTTONS = {"stay_out": "Stay out", "unready": "Change my hand", "challenge": "Call the bluff",
           "accept": "Let it pass", "pass": "Pass"}


def anchors(table) -> dict:
    view = table.view if table.view is not None else 0
    others = [table.layout.place_of(s, view).plate for s in range(len(table.tableview.seats)) if s != view]
    return {
        "hand": around(s.rect for s in table.pieces.hand.values()) or pygame.Rect(L.HAND_ZONE),
        "actions": pygame.Rect(L.ACTIONS),
        "score": rankings.left_column()[0],
        "pile": L.deck_rect().union(L.discard_rect()),
        "supply": pygame.Rect(L.SUPPLY),
        "buttons": around(b.rect for b in table.buttons if b.visible),
        "plates": around(others),
    }


def _action_card(table, key: str):
    return next((pygame.Rect(s.rect) for s in table.pieces.actions if s.tag == key), None)


def _confirm(table):
    return next((b.rect for b in table.buttons if b.hotkey == pygame.K_RETURN), None)


def _button(table, label: str):
    b = table.button(label)
    return None if b is None else b.rect


def _cards(table, ch, action) -> list:
    picked = set(ch.picked) if ch is not None else set()
    toggle = sorted(picked.symmetric_difference(action.args))
    return [pygame.Rect(table.pieces.hand[c].rect) for c in toggle if c in table.pieces.hand] + [_confirm(table)]


def _targets(table, ch, action) -> list:
    view = table.view if table.view is not None else 0
    if action.kind == "duel":
        target, size = action.args
        targets = {target}
    else:
        size, targets = action.args[0], set(action.args[1:])
    spots = []
    if ch.size != size:
        spots.append(_button(table, SIZE_BUTTON))   # each click steps to the next size
    spots += [table.layout.place_of(t, view).plate for t in sorted(targets.symmetric_difference(ch.targets))]
    return spots + [_confirm(table)]


def move_spots(table, action) -> list:
    kind = action.kind
    ch = table.choice
    if kind == "rob":
        return [_action_card(table, f"rob{action.args[0]}")]
    if kind in BUTTONS:
        return [_button(table, BUTTONS[kind])]
    if ch is None:
        return []
    if kind != "commit" and ch.mode != kind:
        return [_action_card(table, kind)]  # the action card first, then its picks
    if kind in CARD_KINDS:
        return _cards(table, ch, action)
    if kind in ("duel", "shootout"):
        return _targets(table, ch, action)
    return []
