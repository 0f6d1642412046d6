"""The overlay rule at a table: what a hint, a lesson callout, a toast, a floating figure or
a tooltip never covers (``game.engine.keep_clear`` holds it for the frame).

    kept_clear(table) -> (rects, pickers)
        rects: the prompt bar, the hand of the person whose eyes are on the screen (its
        anchors' "hand"), an open picker (its "picker" or "dialog": Scotland Yard's ticket
        choice, The Few and Cursed's dialog) and the control under the pointer;
        pickers: the open pickers among them (a tooltip may lie on one when every other
        place would cover a control)
    control_at(table, pos, parts) -> Rect | None   the control under ``pos``
"""

from __future__ import annotations

import sys

import pygame

PICKERS = ("picker", "dialog")   # the names a table gives a choice it has opened


def kept_clear(table) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    try:
        parts = table.anchors()
    except Exception as exc:  # a table that cannot name its parts now still plays on
        print(f"Bounty Table: the table's parts could not be named ({type(exc).__name__}: {exc})",
              file=sys.stderr)
        parts = {}
    rects = [pygame.Rect(table.prompt_rect)]
    seat = table.viewer
    seats = table.tableview.seats
    if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat].is_human:
        rects.append(parts.get("hand"))
    pickers = [pygame.Rect(parts[n]) for n in PICKERS if parts.get(n) is not None]
    rects += pickers
    rects.append(control_at(table, table.mouse, parts))
    return [pygame.Rect(r) for r in rects if r is not None and r[2] > 0 and r[3] > 0], pickers


def control_at(table, pos, parts: dict) -> pygame.Rect | None:
    """The control under ``pos``: a widget of the table's own UI, else one of the parts its
    anchors module names as controls (``CONTROLS``, else its "buttons")."""
    ui = getattr(table, "ui", None)
    walk = getattr(ui, "walk", None)
    if walk is not None:
        for w in walk(True):
            if w is not ui and getattr(w, "focusable", False) and w.rect.collidepoint(pos):
                return pygame.Rect(w.rect)
    for name in table.control_anchors():
        r = parts.get(name)
        if r is not None and r.collidepoint(pos):
            return pygame.Rect(r)
    return None


__all__ = ["PICKERS", "control_at", "kept_clear"]
