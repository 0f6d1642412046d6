"""Wagon Robbers' reveal board: who won the battle, the tally of both sides, every seat's
role, cargo and power, and the notes of the reveal.  Its words follow the player's text size
(Settings): the board grows taller (about the same middle, within the screen) to hold them,
and each column's words grow as far as the column is wide.

    draw_reveal(surface, reveal, name_of, until_clicked)
        reveal: the table's {"roles", "cards", "notes", "battle"}; name_of(seat) -> name
    board_rect(reveal) -> Rect    where the board lies at the player's text size
"""

from __future__ import annotations

import pygame

from game.core.words import count
from game.engine import gfx, text, theme

from . import art
from . import layout as L
from ..rules import HUNTER, OUTLAW

ROLE_WORDS = {OUTLAW: "Outlaw", HUNTER: "Bounty Hunter"}
GO_ON = "Click or press any key to go on"
SIDE = 30          # the board's margin left and right of the rows
NAME_W, ROLE_X, MINIS_X = 134, 170, 330   # the rows' columns, from the board's left
ROW_H = 44         # a row's designed height
TITLE, TALLY, ROW_NAME, ROW_WORDS, FOOT = 26, 16, 16, 15, 15   # designed sizes
MARGIN = 12        # the board stays this far inside the screen

_CACHE = gfx.ArtCache()


def _veil():
    if "veil" not in _CACHE:
        _CACHE["veil"] = theme.dim(L.SCREEN, 120)
    return _CACHE["veil"]


def _mini(key: str, scale: float):
    k = ("mini", key, round(scale, 2))
    if k not in _CACHE:
        _CACHE[k] = gfx.smoothscale_by(art.cargo_face(key, art.MINI), scale)
    return _CACHE[k]


def _words(reveal: dict) -> tuple[str, str, str]:
    """The title, the tally and the notes' line."""
    b = reveal["battle"]
    win = "The Outlaws win!" if b["winner"] == OUTLAW else "The Bounty Hunters hold the wagon!"
    hunters = sum(b['power'].get(str(h), 0) for h in b['hunters'])
    riders = b['defence'] - b['wagon_power'] - hunters
    tally = (f"The Outlaws brought {b['attack']} power; the wagon's side {b['defence']}: {b['wagon_power']} "
             f"from the wagon, {riders} from its riders and {hunters} from the Bounty Hunters")
    notes = reveal["notes"] + ([f"Lassoed: {count(len(b['lassoed']), 'passenger')} "
                                f"{'sits' if len(b['lassoed']) == 1 else 'sit'} out"] if b.get("lassoed") else [])
    return win, tally, "   ".join(notes)


def _sizes() -> dict[str, int]:
    return {name: text.reading_size(size) for name, size in
            (("title", TITLE), ("tally", TALLY), ("name", ROW_NAME), ("row", ROW_WORDS), ("foot", FOOT))}


def _row_h(sizes: dict) -> int:
    return max(ROW_H, text.line_height("ui_bold", sizes["name"]) + 8)


def _heights(reveal: dict, sizes: dict, until_clicked: bool) -> tuple[int, int, int]:
    """The heights of the top (title and tally), the rows and the foot (notes and the go-on line)."""
    width = L.REVEAL.w - 2 * SIDE
    win, tally, foot = _words(reveal)
    title_h = text.measure(win, "display", text.fit_size(win, "display", sizes["title"], width, TITLE))[1]
    top = 18 + title_h + 8 + text.wrapped_height(tally, "ui_bold", sizes["tally"], width) + 12
    rows = _row_h(sizes) * len(reveal["roles"])
    bottom = 12 + (text.wrapped_height(foot, "ui", sizes["foot"], width) + 6 if foot else 0) + \
        (text.line_height("ui_bold", sizes["foot"]) + 4 if until_clicked else 0)
    return top, rows, bottom


def board_rect(reveal: dict, until_clicked: bool = True) -> pygame.Rect:
    top, rows, bottom = _heights(reveal, _sizes(), until_clicked)
    rect = pygame.Rect(L.REVEAL)
    rect.h = min(L.SCREEN[1] - 2 * MARGIN, max(L.REVEAL.h, top + rows + bottom + 12))
    rect.centery = L.REVEAL.centery
    return rect.clamp(pygame.Rect(0, MARGIN, L.SCREEN[0], L.SCREEN[1] - 2 * MARGIN))


def draw_reveal(surface, reveal: dict, name_of, until_clicked: bool) -> None:
    b = reveal["battle"]
    sizes = _sizes()
    board = board_rect(reveal, until_clicked)
    surface.blit(_veil(), (0, 0))
    theme.draw_shadowed(surface, theme.panel(board.size, "parchment"), board, (4, 8))
    inner = board.inflate(-2 * SIDE, -16)
    win, tally, foot = _words(reveal)
    title = text.draw(surface, win, (board.centerx, board.y + 18), "display",
                      text.fit_size(win, "display", sizes["title"], inner.w, TITLE), theme.RED, anchor="midtop",
                      box=inner)
    told = text.render_wrapped(tally, "ui_bold", sizes["tally"], theme.INK, inner.w, align="center")
    told_at = text.blit(surface, told, (inner.x, title.bottom + 8), tally, box=inner)
    bottom = board.bottom - 12
    if until_clicked:
        text.draw(surface, GO_ON, (board.centerx, bottom), "ui_bold", sizes["foot"], theme.RED, anchor="midbottom",
                  box=inner)
        bottom -= text.line_height("ui_bold", sizes["foot"]) + 4
    if foot:
        notes = text.render_wrapped(foot, "ui", sizes["foot"], theme.INK_SOFT, inner.w, align="center")
        bottom = text.blit(surface, notes, notes.get_rect(midbottom=(inner.centerx, bottom)), foot, box=inner).y - 6
    rows = list(reveal["roles"].items())
    top = told_at.bottom + 12
    row_h = min(_row_h(sizes), (bottom - top) // max(1, len(rows)))
    for i, (seat, role) in enumerate(rows):
        _row(surface, board, pygame.Rect(board.x, top + i * row_h, board.w, row_h), seat, role, b, name_of, sizes,
             reveal["cards"].get(seat, []))


def _row(surface, board, row, seat, role, b, name_of, sizes, cards) -> None:
    """One seat's row: its name, its role, its cargo as minis and its power."""
    y = row.centery
    name = name_of(seat)
    name_box = pygame.Rect(board.x + SIDE, row.y, NAME_W, row.h)
    text.draw(surface, name, (name_box.x, y), "ui_bold", _fit(name, sizes["name"], ROW_NAME, name_box), theme.INK,
              anchor="midleft", box=name_box)
    role_box = pygame.Rect(board.x + ROLE_X, row.y, MINIS_X - ROLE_X - 6, row.h)
    words = ROLE_WORDS[role]
    text.draw(surface, words, (role_box.x, y), "ui_bold", _fit(words, sizes["row"], ROW_WORDS, role_box),
              art.OUTLAW_RED if role == OUTLAW else art.HUNTER_BRASS, anchor="midleft", box=role_box)
    scale = min(1.0, (row.h - 4) / art.MINI[1])
    step = art.MINI[0] * scale + 6
    x = board.x + MINIS_X
    for j, key in enumerate(cards):
        img = _mini(key, scale)
        x = surface.blit(img, img.get_rect(center=(board.x + MINIS_X + j * step, y))).right
    if seat in b.get("out", []):
        label = "assassinated"
    elif seat == b.get("claimant"):
        label = f"{b['power'].get(str(seat), 0)} power - claims the wagon"
    else:
        label = f"{b['power'].get(str(seat), 0)} power"
    power_box = pygame.Rect(x + 6, row.y, board.right - SIDE - x - 6, row.h)
    text.draw(surface, label, (power_box.right, y), "ui_bold", _fit(label, sizes["row"], ROW_WORDS, power_box),
              theme.RED if seat == b.get("claimant") else theme.INK, anchor="midright", box=power_box)


def _fit(words: str, size: int, designed: int, box: pygame.Rect) -> int:
    """``size`` (the player's), or smaller down to ``designed`` to fit ``box``'s width and height."""
    while size > designed and text.measure(words, "ui_bold", size)[1] > box.h:
        size -= 1
    return text.fit_size(words, "ui_bold", size, box.w, min(designed, 11))


__all__ = ["board_rect", "draw_reveal"]
