"""Scotland Yard's table by name, for callouts and hints (see ``game.scenes.table``).

    anchors(table) -> {name: Rect}
        board      the map of London
        reach      the stations the selected piece may ride to now (lit on the board)
        pieces     the rows of the viewer's pieces in the column (a click there picks one)
        travel-log Mister X's travel log: his tickets, and the rounds he surfaces
        tickets    the detectives' ticket boards
        mister-x   Mister X's row: his black and double-move tickets
        buttons    the buttons under the column (his trail, Black, Double)
        zoom       the camera's buttons (+, -, Fit): they change the view, never the match
        picker     the ticket choice open over a station two lines reach (else left out)
    move_spots(table, action) -> [Rect]   the clicks that make ``action``, in order, from now
"""

from __future__ import annotations

import pygame

from game.core.words import count

from game.engine.keep_clear import around

from . import layout as L
from ..rules import MISTER_X

NAMES = ("board", "reach", "pieces", "travel-log", "tickets", "mister-x", "buttons", "zoom", "picker")


def station_rect(table, station) -> pygame.Rect | None:
    if station is None:
        return None
    x, y = table.view.node_screen(station)
    r = max(10, table.view.marker_radius(1.3))
    rect = pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r)
    return rect if L.BOARD.contains(rect) else None


def anchors(table) -> dict:
    reach = [station_rect(table, s) for s in table._destinations()] if table.selected is not None else []
    return {
        "board": pygame.Rect(L.BOARD),
        "zoom": pygame.Rect(L.ZOOM_BUTTONS),
        "reach": around(reach),
        "pieces": pygame.Rect(L.BOARDS) if table.moves and MISTER_X not in table.moves else pygame.Rect(L.X_ROW),
        "travel-log": pygame.Rect(L.LOG),
        "tickets": pygame.Rect(L.BOARDS),
        "mister-x": pygame.Rect(L.X_ROW),
        "buttons": around(b.rect for b in (table.possible_button, table.black_button, table.double_button)
                          if b.visible),
        "picker": around(r for r, _ticket in table.choice_rects) if table.choice is not None else None,
    }


def _hud_chip(table, piece, ticket):
    return next((pygame.Rect(r) for r, payload in table.hud._hits if payload == ("ticket", (piece, ticket))), None)


def move_spots(table, action) -> list:
    if action.kind == "double":
        return [] if table.double_armed else [table.double_button.rect]
    if action.kind != "move":
        return []
    piece, ticket, station = action.args
    if table.choice is not None:
        if table.choice[:2] == (piece, station):
            return [pygame.Rect(r) for r, t in table.choice_rects if t == ticket]
        return []
    spots = []
    if table.selected != piece:
        spots.append(station_rect(table, table.pawns.station(piece)))  # a click on its pawn selects it
    elif piece == MISTER_X and ticket == "black" and table.ticket != "black":
        spots.append(_hud_chip(table, piece, "black") or table.black_button.rect)
    spots.append(station_rect(table, station))
    return spots


def move_words(table, action) -> str | None:
    """A detective's hint says how many stations Mister X may be on (the public deduction)."""
    if action.kind != "move" or action.args[0] == MISTER_X:
        return None
    possible = table.obs.get("possible_stations") or ()
    if not possible:
        return None
    words = table.rules.describe(action, table.viewer)
    station = action.args[2]
    n = len(possible)
    near = " - one of them" if station in possible else ""
    return f"{words} (Mister X may be on {count(n, 'station')}{near})"

