"""The words Wagon Robbers' table prints on its felt: the piles' labels and the panel of what
the wagon defends with.  Both follow the player's text size (Settings): a label grows as far
as its place is wide, the panel grows taller (centred where it was) to hold its words.

    label(surface, words, pos, width, color=CREAM)   words centred under ``pos`` in ``width``
    defence_rect(waiting) -> Rect                    the panel's place (it grows with the text size)
    draw_defence(surface, defence, waiting)          the panel: heading, the figure, how far it holds
"""

from __future__ import annotations

import pygame

from game.core.words import count
from game.engine import text, theme

from . import layout as L

LABEL_SIZE = 13
HEADING = "The wagon defends with"
HEADING_SIZE, FIGURE_SIZE, FOOT_SIZE = 14, 38, 13
PAD = 10
SHADOW = (0, 0, 0, 170)


def label(surface, words: str, pos, width: int, color=theme.CREAM) -> pygame.Rect:
    """``words`` centred under ``pos``, at the player's text size as far as ``width`` allows
    (never smaller than designed); returns where they lie."""
    size = text.fit_size(words, "ui_bold", text.reading_size(LABEL_SIZE), width, LABEL_SIZE)
    box = pygame.Rect(0, 0, width, text.line_height("ui_bold", size) + 4)
    box.midtop = pos
    return text.draw(surface, words, pos, "ui_bold", size, color, anchor="midtop", shadow=SHADOW, box=box)


def _foot(waiting: int) -> str:
    return "and the Bounty Hunters' cargo" if not waiting else f"so far, with {count(waiting, 'rider')} to board"


def _inner_width() -> int:
    return L.DEFENCE.w - 2 * 8


def _parts(waiting: int) -> tuple[int, int, int]:
    """The heights of the heading, the figure and the foot at the player's text size."""
    width = _inner_width()
    head = text.line_height("ui_bold", _heading_size())
    foot = text.wrapped_height(_foot(waiting), "ui_italic", text.reading_size(FOOT_SIZE), width)
    return head, text.measure("0", "display", FIGURE_SIZE)[1], foot


def _heading_size() -> int:
    """The heading on one line, at the player's text size as far as the panel is wide."""
    return text.fit_size(HEADING, "ui_bold", text.reading_size(HEADING_SIZE), _inner_width(), HEADING_SIZE)


def defence_rect(waiting: int) -> pygame.Rect:
    """Where the panel lies: its designed place, taller (about the same middle) when the
    player's text size needs it."""
    head, figure, foot = _parts(waiting)
    rect = pygame.Rect(L.DEFENCE)
    rect.h = max(L.DEFENCE.h, PAD + head + 2 + figure + 2 + foot + PAD)
    rect.centery = L.DEFENCE.centery
    return rect


def draw_defence(surface, defence: int, waiting: int) -> pygame.Rect:
    """What the wagon defends with so far, in words and one large figure, beside its riders."""
    r = defence_rect(waiting)
    theme.draw_shadowed(surface, theme.panel(r.size, "paper", 12), r, (3, 6))
    inner = r.inflate(-16, -2 * PAD + 4)
    head, _figure, foot = _parts(waiting)
    text.draw(surface, HEADING, (r.centerx, r.y + PAD), "ui_bold", _heading_size(), theme.INK, anchor="midtop",
              box=inner)
    words = _foot(waiting)
    below = text.render_wrapped(words, "ui_italic", text.reading_size(FOOT_SIZE), theme.INK_SOFT, inner.w,
                                align="center")
    text.blit(surface, below, below.get_rect(midbottom=(inner.centerx, r.bottom - PAD)), words, box=inner)
    middle = (r.y + PAD + head + r.bottom - PAD - foot) // 2
    text.draw(surface, str(defence), (r.centerx, middle + 2), "display", FIGURE_SIZE, theme.RED, anchor="center",
              box=inner)
    return r


__all__ = ["defence_rect", "draw_defence", "label"]
