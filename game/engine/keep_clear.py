"""The overlay rule: what a passing overlay never covers.

A hint, a lesson callout, a toast, a floating figure ("+2") or a tooltip lies
over a scene for a moment; it must never hide what the player has to act on.
Each frame the app asks the scenes on show what that is (``Scene.keep_clear()``:
at a table the acting seat's hand, the prompt bar, an open picker and the
control under the pointer, see ``game.scenes.table``) and sets it here; every
overlay places itself off these rects.

    keep_clear.set(rects)                 the app, once a frame, before anything is drawn
    keep_clear.rects() -> [Rect]          what no overlay covers now
    keep_clear.covered(box, extra=()) -> [Rect]   the rects ``box`` would cover
    keep_clear.nudge(rect, bounds) -> Rect        a small overlay moved just off them (a "+2")
    keep_clear.around(rects) -> Rect | None       one part made of many (a hand, a row of buttons)

Engine code: it knows nothing of tables, only rects.
"""

from __future__ import annotations

from typing import Iterable

import pygame

_rects: list[pygame.Rect] = []
_pickers: list[pygame.Rect] = []


def set(rects: Iterable, pickers: Iterable = ()) -> None:  # noqa: A001  (keep_clear.set reads as meant)
    """What no overlay covers now; ``pickers`` (also among ``rects``): the open pickers, which a
    tooltip alone may cover, and only when every other place would cover a control."""
    global _rects, _pickers
    _rects = [pygame.Rect(r) for r in rects if r is not None and r[2] > 0 and r[3] > 0]
    _pickers = [pygame.Rect(r) for r in pickers if r is not None and r[2] > 0 and r[3] > 0]


def rects() -> list[pygame.Rect]:
    return list(_rects)


def pickers() -> list[pygame.Rect]:
    return list(_pickers)


def around(rects: Iterable) -> pygame.Rect | None:
    """The one rect around ``rects`` (None ones skipped), or None when there are none: how a
    table's anchors name a part made of many pieces, such as its hand or its buttons."""
    kept = [pygame.Rect(r) for r in rects if r is not None]
    return kept[0].unionall(kept[1:]) if kept else None


def covered(box: pygame.Rect, extra: Iterable = ()) -> list[pygame.Rect]:
    """The kept-clear rects (and ``extra``) that ``box`` overlaps."""
    return [r for r in [*_rects, *(pygame.Rect(e) for e in extra)] if box.colliderect(r)]


def nudge(rect: pygame.Rect, bounds: pygame.Rect, extra: Iterable = ()) -> pygame.Rect:
    """``rect`` as it is when it covers nothing kept clear; else moved the least distance
    (above or below, then beside what it would cover) to where it covers nothing, on ``bounds``."""
    rect = pygame.Rect(rect)
    extra = [pygame.Rect(e) for e in extra]
    hits = covered(rect, extra)
    if not hits:
        return rect
    moves = []
    for r in [*_rects, *extra]:
        for attr, value in (("top", r.bottom + 2), ("bottom", r.top - 2), ("left", r.right + 2),
                            ("right", r.left - 2)):
            cand = rect.copy()
            setattr(cand, attr, value)
            cand = cand.clamp(bounds)
            if not covered(cand, extra):
                moves.append((abs(cand.x - rect.x) + abs(cand.y - rect.y), cand.x, cand.y, cand))
    return min(moves, key=lambda m: m[:3])[3] if moves else rect


__all__ = ["around", "covered", "nudge", "pickers", "rects", "set"]
