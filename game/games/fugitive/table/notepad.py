"""The Marshal's notepad: the numbers 1-41 (and the 42) in a grid.

Each number shows what public information says about it (``knowledge``):
revealed on the route, ruled out (in the Marshal's hand, a face-up sprint
card, a missed guess, or impossible), surely a face-down hideout, or still
possible.  On top go the player's own pencil marks (none, "suspect",
"crossed out"), and, while the Marshal guesses, the numbers she selected.

    pad = Notepad(rect)
    pad.set_facts(status, certain)              from knowledge, on change only
    pad.set_guesses([(numbers, hit), ...])      the guesses so far, listed under the legend
    pad.set_guessing(selectable, max_select, manhunt)
    pad.marks = {...}                           the current viewer's marks (the scene keeps one dict per seat)
    pad.cell_at(pos) -> n | None;  pad.cell_rect(n) -> Rect
    pad.toggle(n) -> str | None                 select / unselect for a guess; a refusal reason if not allowed
    pad.cycle_mark(n)
    pad.draw(surface)                           (a cached surface, rebuilt only when something changed)
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import text, theme
from game.engine.card_art import shade
from game.engine import gfx

MARKS = (None, "suspect", "crossed")
MARK_WORDS = {None: "no mark", "suspect": "suspect", "crossed": "crossed out"}
COLS, ROWS = 7, 6
CELL_W, CELL_H, GAP = 36, 29, 3
PENCIL = (62, 74, 96)
RED_INK = (160, 40, 30)
SURE = (54, 120, 62)
RULED_OUT = ("marshal_hand", "sprint", "missed", "impossible")
STATUS_WORDS = {
    "revealed": "revealed on the route",
    "certain": "surely a face-down hideout",
    "possible": "may be a face-down hideout",
    "marshal_hand": "in the Marshal's hand: not a hideout",
    "sprint": "a face-up sprint card: not a hideout",
    "missed": "guessed and missed: not a hideout",
    "impossible": "cannot be a face-down hideout",
}


_GLOWS = gfx.ArtCache()


def _hover_glow(size) -> pygame.Surface:
    glow = _GLOWS.get(size)
    if glow is None:
        glow = _GLOWS[size] = gfx.Surface(size, pygame.SRCALPHA)
        glow.fill((255, 255, 255, 90))
    return glow


class Notepad:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.grid_left = self.rect.left + (self.rect.w - (COLS * (CELL_W + GAP) - GAP)) // 2
        self.status: dict[int, str] = {n: "possible" for n in range(1, 42)}
        self.certain: set[int] = set()
        self.escaped = False
        self.marks: dict[int, str] = {}
        self.selection: list[int] = []
        self.selectable: set[int] = set()
        self.max_select = 0
        self.manhunt = False
        self.mode = "mark"
        self.hover: int | None = None
        self.cursor: int | None = None
        self.subtitle = ""
        self.guesses: list[tuple[tuple[int, ...], bool]] = []   # oldest first
        self._surface: pygame.Surface | None = None
        self._base_key: tuple | None = None
        self._base_surface: pygame.Surface | None = None
        self._legend_bottom = 0   # where the key under the grid ends (the guesses follow)
        self._made_for: tuple | None = None   # gfx.key() the picture was made at (the text size among it)

    # -- state ---------------------------------------------------------------
    def invalidate(self) -> None:
        self._surface = None

    # Setters re-render only on a real change: the picture costs a few milliseconds.
    def set_facts(self, status: dict[int, str], certain, escaped: bool = False) -> None:
        status, certain = dict(status), set(certain)
        if (status, certain, escaped) != (self.status, self.certain, self.escaped):
            self.status, self.certain, self.escaped = status, certain, escaped
            self.invalidate()

    def set_guessing(self, selectable, max_select: int, manhunt: bool) -> None:
        selectable = set(selectable)
        selection = [n for n in self.selection if n in selectable][: max(0, max_select)]
        mode = "select" if selectable else "mark"
        new = (selectable, max_select, manhunt, selection, mode)
        if new != (self.selectable, self.max_select, self.manhunt, self.selection, self.mode):
            self.selectable, self.max_select, self.manhunt, self.selection, self.mode = new
            self.invalidate()

    def set_marks(self, marks: dict[int, str]) -> None:
        if marks is not self.marks:
            self.marks = marks
            self.invalidate()

    def set_guesses(self, guesses) -> None:
        guesses = [(tuple(g), bool(h)) for g, h in guesses]
        if guesses != self.guesses:
            self.guesses = guesses
            self.invalidate()

    def set_subtitle(self, words: str) -> None:
        if words != self.subtitle:
            self.subtitle = words
            self.invalidate()

    @property
    def guessing(self) -> bool:
        return bool(self.selectable)

    # -- geometry -------------------------------------------------------------
    @property
    def grid_top(self) -> int:
        """The grid starts under the title and the subtitle, at the player's text size."""
        return self.rect.top + header(self.rect.w).grid_top

    def cell_rect(self, n: int) -> pygame.Rect:
        i = n - 1
        row, col = divmod(i, COLS)
        return pygame.Rect(self.grid_left + col * (CELL_W + GAP), self.grid_top + row * (CELL_H + GAP), CELL_W, CELL_H)

    def cell_at(self, pos) -> int | None:
        x, y = pos
        col = (x - self.grid_left) // (CELL_W + GAP)
        row = (y - self.grid_top) // (CELL_H + GAP)
        if not (0 <= col < COLS and 0 <= row < ROWS):
            return None
        n = row * COLS + col + 1
        return n if self.cell_rect(n).collidepoint(pos) and n <= 41 else None

    @property
    def grid_rect(self) -> pygame.Rect:
        return self.cell_rect(1).union(self.cell_rect(42))

    # -- acting ---------------------------------------------------------------
    def toggle(self, n: int) -> str | None:
        """Select or unselect ``n`` for the guess; a reason when it cannot be."""
        if n in self.selection:
            self.selection.remove(n)
            self.invalidate()
            return None
        if not self.selectable:
            return "you can only pick numbers when it is your turn to guess"
        if n not in self.selectable:
            why = STATUS_WORDS.get(self.status.get(n, ""), "not a number you may guess")
            return f"{n} is {why}" if not why.startswith("in ") else f"{n} is {why}"
        if self.max_select <= 1:
            self.selection = [n]
        elif len(self.selection) >= self.max_select:
            return (f"only {self.max_select} hideouts are face down: you cannot guess more numbers than that"
                    if not self.manhunt else "during the Manhunt you guess one number at a time")
        else:
            self.selection.append(n)
            self.selection.sort()
        self.invalidate()
        return None

    def cycle_mark(self, n: int) -> str | None:
        cur = self.marks.get(n)
        nxt = MARKS[(MARKS.index(cur) + 1) % len(MARKS)]
        if nxt is None:
            self.marks.pop(n, None)
        else:
            self.marks[n] = nxt
        self.invalidate()
        return nxt

    def clear_selection(self) -> None:
        if self.selection:
            self.selection = []
            self.invalidate()

    # Hover and cursor are drawn over the cached picture each frame.
    def set_hover(self, n: int | None) -> None:
        self.hover = n

    def set_cursor(self, n: int | None) -> None:
        self.cursor = n

    def tip(self, n: int) -> str:
        words = STATUS_WORDS.get(self.status.get(n, ""), "")
        mark = self.marks.get(n)
        extra = f"  Your mark: {MARK_WORDS[mark]}." if mark else ""
        how = ("  Click to select it for your guess; right-click to mark it." if n in self.selectable
               else "  Click or right-click to pencil a mark.")
        return f"{n}: {words}.{extra}{how}"

    # -- drawing --------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self._surface is None or self._made_for != gfx.key():
            self._made_for = gfx.key()
            self._surface = self._render()
        surface.blit(self._surface, self.rect.move(-16, -16))
        n = self.hover
        if n is not None and 1 <= n <= 41 and (n in self.selectable or not self.selectable):
            c = self.cell_rect(n)
            surface.blit(_hover_glow(c.size), c)
        if self.cursor is not None:
            gfx.rect(surface, RED_INK, self.cell_rect(self.cursor).inflate(4, 4), 2, border_radius=5)

    def _render(self) -> pygame.Surface:
        r = self.rect
        ox, oy = 16 - r.left, 16 - r.top
        out = self._base(self.manhunt, self.subtitle).copy()
        for n in range(1, 43):
            self._draw_cell(out, n, self.cell_rect(n).move(ox, oy))
        self._draw_guesses(out, ox, oy)
        return out

    def _base(self, manhunt: bool, subtitle: str) -> pygame.Surface:
        """The paper, title and legend: everything but the numbers (kept while they change)."""
        key = (manhunt, subtitle, gfx.key())
        if self._base_key == key and self._base_surface is not None:
            return self._base_surface
        r = self.rect
        out = gfx.Surface((r.w + 32, r.h + 32), pygame.SRCALPHA)
        out.blit(theme.shadow(r.size, 16, 130), (0, 8))
        out.blit(theme.panel(r.size, "parchment", 31), (16, 16))
        ox, oy = 16 - r.left, 16 - r.top
        head = header(r.w)
        text.draw(out, TITLE, (r.centerx + ox, r.top + oy + TITLE_TOP + head.title_h // 2), "display",
                  head.title_size, theme.INK, anchor="center", shadow=(255, 250, 235, 150))
        band = pygame.Rect(r.left + 24 + ox, r.top + oy + head.band_top, r.w - 48, head.band_h)
        if manhunt:
            gfx.rect(out, RED_INK, band, border_radius=4)
            words = "MANHUNT  -  one number at a time"
            size = text.fit_size(words, "ui_bold", head.sub_size, band.w - 8, SUB_SIZE)
            text.draw(out, words, band.center, "ui_bold", size, theme.CREAM, anchor="center", box=band)
        elif subtitle:
            size = text.fit_size(subtitle, "ui_italic", head.sub_size, r.w - 50, SUB_SIZE)
            sub = text.ellipsize(subtitle, "ui_italic", size, r.w - 50)
            text.draw(out, sub, (r.centerx + ox, band.centery), "ui_italic", size, theme.INK_SOFT, anchor="center")
        self._legend_bottom = self._draw_legend(out, ox, oy) - oy
        self._base_key, self._base_surface = key, out
        return out

    def _draw_guesses(self, out: pygame.Surface, ox: int, oy: int) -> None:
        """The guesses so far, under the legend: hits ticked in green, misses struck in red."""
        if not self.guesses:
            return
        top = self._legend_bottom + 8 + oy
        left, right = self.rect.left + 22 + ox, self.rect.right - 18 + ox
        _legend, label_size, size = foot_sizes(self.rect)
        indent = text.draw(out, "Guesses", (left, top), "ui_bold", label_size, theme.INK_SOFT).right + 8
        step = text.line_height("figures_bold", size) + 3
        x, y = indent, top
        for numbers, hit in reversed(self.guesses):
            words = " + ".join(map(str, numbers))
            w = text.measure(words, "figures_bold", size)[0] + 24
            if x + w > right:
                x, y = indent, y + step
                if y + step - 2 > self.rect.bottom - 10 + oy:
                    break
            color = SURE if hit else RED_INK
            img = text.render(words, "figures_bold", size, color)  # lining figures, like the grid
            text.blit(out, img, (x, y), words)
            right_edge, mid = x + img.get_width(), y + img.get_height() // 2
            if hit:  # a tick
                gfx.lines(out, SURE, False, [(right_edge + 3, mid), (right_edge + 6, mid + 4),
                                                     (right_edge + 12, mid - 5)], 2)
            else:  # a small cross
                gfx.line(out, RED_INK, (right_edge + 3, mid - 5), (right_edge + 10, mid + 3), 2)
                gfx.line(out, RED_INK, (right_edge + 3, mid + 3), (right_edge + 10, mid - 5), 2)
            x += w

    def _draw_cell(self, out: pygame.Surface, n: int, c: pygame.Rect) -> None:
        if n == 42:
            gfx.rect(out, shade((247, 224, 156), 1.0 if self.escaped else 1.1), c, border_radius=4)
            gfx.rect(out, (140, 84, 18), c, 1, border_radius=4)
            text.draw(out, "42", c.center, "display", 15, (140, 84, 18), anchor="center")
            return
        status = self.status.get(n, "possible")
        selected = n in self.selection
        ruled_out = status in RULED_OUT
        fill = None
        if selected:
            fill = theme.GOLD
        elif status == "revealed":
            fill = (232, 196, 180)
        elif status == "certain":
            fill = (196, 222, 184)
        elif ruled_out:
            fill = (214, 200, 170)
        if fill is not None:
            gfx.rect(out, fill, c, border_radius=4)
        edge = theme.INK if selected else shade(theme.INK_SOFT, 1.25)
        gfx.rect(out, edge, c, 2 if selected else 1, border_radius=4)
        if n in self.selectable and not selected:
            gfx.rect(out, theme.BRASS_DARK, c.inflate(-4, -4), 1, border_radius=3)
        ink = theme.INK if not ruled_out else (138, 120, 96)
        # lining figures: the serif's old-style 1 and 0 read as I and o in a grid of numbers
        role = "figures_bold" if status in ("possible", "certain", "revealed") or selected else "figures"
        if ruled_out and status != "revealed":
            # the strike first: the faded number stays whole on top of it
            y = c.centery
            gfx.line(out, (120, 100, 78), (c.left + 6, y + 1), (c.right - 6, y - 1), 2)
        img = text.render(str(n), role, 17, RED_INK if status == "revealed" else ink)
        text.blit(out, img, img.get_rect(center=(c.centerx, c.centery - 1)), str(n), c)
        if status == "revealed":
            ring = c.inflate(-6, -4)
            gfx.ellipse(out, RED_INK, ring, 2)
        elif ruled_out:
            if status == "missed":
                text.draw(out, "x", (c.right - 3, c.top + 1), "ui_bold", 11, RED_INK, anchor="topright")
            elif status == "marshal_hand":
                card = pygame.Rect(c.right - 10, c.top + 3, 6, 8)
                gfx.rect(out, (120, 100, 78), card, 1)
        elif status == "certain":
            theme.draw_star(out, (c.right - 7, c.top + 7), 5, SURE)
        mark = self.marks.get(n)
        if mark == "suspect":
            gfx.ellipse(out, PENCIL, c.inflate(-3, -1), 2)
            text.draw(out, "?", (c.left + 3, c.top - 1), "ui_bold", 13, PENCIL)
        elif mark == "crossed":
            gfx.line(out, PENCIL, (c.left + 5, c.top + 4), (c.right - 5, c.bottom - 4), 2)
            gfx.line(out, PENCIL, (c.left + 5, c.bottom - 4), (c.right - 5, c.top + 4), 2)

    def _draw_legend(self, out: pygame.Surface, ox: int, oy: int) -> int:
        """The key to the marks, item after item in lines across the pad; returns its
        bottom (in ``out``'s units): the guesses are listed under it."""
        left, right = self.rect.left + 22 + ox, self.rect.right - 18 + ox
        size = foot_sizes(self.rect)[0]
        x, y = left, self.grid_rect.bottom + 10 + oy
        line = text.line_height("ui", size) + 2
        for (mark, label), (at_x, at_y) in zip(LEGEND, _legend_flow(size, right - left)):
            x, y = left + at_x, self.grid_rect.bottom + 10 + oy + at_y
            sw = pygame.Rect(x, y + (line - 14) // 2 - 1, 16, 14)
            _legend_mark(out, mark, sw)
            box = pygame.Rect(sw.right + 4, y, right - sw.right - 4, line)
            text.draw(out, label, (box.x, y), "ui", size, theme.INK_SOFT, box=box)
        return y + line


TITLE = "Marshal's Notepad"
TITLE_SIZE, TITLE_TOP, TITLE_MAX_H = 22, 22, 34   # the title grows no taller than TITLE_MAX_H
SUB_SIZE = 13        # the subtitle, or the Manhunt band
GUESSES_SIZE, GUESS_SIZE = 13, 14   # the "Guesses" label, and each guess's numbers


@dataclass(frozen=True)
class Header:
    title_size: int
    title_h: int
    sub_size: int
    band_top: int     # the subtitle's (or Manhunt band's) line, from the pad's top
    band_h: int
    grid_top: int


def header(width: int) -> Header:
    """The title and the subtitle's line at the player's text size (the title as far as its
    band holds it); the grid starts under them."""
    title_size = text.fit_size(TITLE, "display", text.reading_size(TITLE_SIZE), width - 40, TITLE_SIZE)
    while title_size > TITLE_SIZE and text.line_height("display", title_size) > TITLE_MAX_H:
        title_size -= 1
    title_h = text.line_height("display", title_size)
    sub_size = text.reading_size(SUB_SIZE)
    band_top = TITLE_TOP + title_h
    band_h = max(20, text.line_height("ui_bold", sub_size) + 4)
    return Header(title_size, title_h, sub_size, band_top, band_h, band_top + band_h + 4)


def _legend_flow(size: int, width: int) -> list[tuple[int, int]]:
    """Where each legend item starts (x, y from the legend's top-left), item after item in lines."""
    line = text.line_height("ui", size) + 2
    x = y = 0
    out = []
    for _mark, label in LEGEND:
        item = 20 + text.measure(label, "ui", size)[0]
        if x > 0 and x + item > width:
            x, y = 0, y + line
        out.append((x, y))
        x += item + 12
    return out


GUESS_LINES = 2   # lines of guesses the pad keeps room for under its key


def foot_sizes(rect: pygame.Rect) -> tuple[int, int, int]:
    """(the key's, the "Guesses" label's, the guesses' sizes) at the player's text size as far
    as the pad holds GUESS_LINES lines of guesses under the key: the guesses grow first (a
    player reads them every turn), then the key."""
    grid_bottom = rect.top + header(rect.w).grid_top + ROWS * (CELL_H + GAP) - GAP
    room = rect.bottom - 10 - (grid_bottom + 10)

    def key_h(size: int) -> int:
        return _legend_flow(size, rect.w - 40)[-1][1] + text.line_height("ui", size) + 2

    def guesses_h(size: int) -> int:
        return 8 + GUESS_LINES * (text.line_height("figures_bold", size) + 3)

    guess = next((s for s in range(text.reading_size(GUESS_SIZE), GUESS_SIZE, -1)
                  if key_h(LEGEND_SIZE) + guesses_h(s) <= room), GUESS_SIZE)
    legend = next((s for s in range(text.reading_size(LEGEND_SIZE), LEGEND_SIZE, -1)
                   if key_h(s) + guesses_h(guess) <= room), LEGEND_SIZE)
    return legend, round(guess * GUESSES_SIZE / GUESS_SIZE), guess


LEGEND_SIZE = 14
# The key under the grid: a mark drawn in a 16x14 swatch, and what it means
LEGEND = (("ring", "revealed"), ("star", "surely hidden"), ("strike", "ruled out"), ("suspect", "your suspect"),
          ("crossed", "crossed out"), ("card", "a Marshal's card"), ("missed", "guessed and missed"))


def _legend_mark(out: pygame.Surface, mark: str, sw: pygame.Rect) -> None:
    if mark in ("ring", "star", "strike"):
        fill = {"ring": (232, 196, 180), "star": (196, 222, 184), "strike": (214, 200, 170)}[mark]
        gfx.rect(out, fill, sw, border_radius=3)
        gfx.rect(out, shade(theme.INK_SOFT, 1.25), sw, 1, border_radius=3)
    if mark == "ring":
        gfx.ellipse(out, RED_INK, sw.inflate(-2, -2), 1)
    elif mark == "star":
        theme.draw_star(out, sw.center, 5, SURE)
    elif mark == "strike":
        gfx.line(out, (120, 100, 78), (sw.left + 2, sw.centery), (sw.right - 2, sw.centery), 2)
    elif mark == "suspect":
        gfx.ellipse(out, PENCIL, sw, 2)
    elif mark == "crossed":
        gfx.line(out, PENCIL, sw.topleft, sw.bottomright, 2)
        gfx.line(out, PENCIL, sw.bottomleft, sw.topright, 2)
    elif mark == "card":
        gfx.rect(out, (120, 100, 78), pygame.Rect(sw.x + 5, sw.y + 3, 6, 8), 1)
    else:  # missed: the red x a missed guess leaves in its cell
        gfx.line(out, RED_INK, (sw.x + 5, sw.y + 3), (sw.right - 5, sw.bottom - 3), 2)
        gfx.line(out, RED_INK, (sw.x + 5, sw.bottom - 3), (sw.right - 5, sw.y + 3), 2)
