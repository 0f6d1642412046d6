"""A choice dialog laid over the board: a title, a line or two, then either a
row of cards with a button under each (job draft, improvise, store, job
board, trash and copy targets, artifacts) or an encounter's terrain columns
with the one that applies lit and a button under each of its options; a row
of buttons along the foot (stat upgrades, refresh, leave, trash nothing).
A button that cannot be used is greyed and says why when hovered.

    DialogView()
      .set(dialog | None, table)   rebuild (buttons send through table.send)
      .buttons                     the dialog's buttons, for the table's UI
      .active / .covers(pos)       is it up; is a point on it (the board under it is not clicked)
      .draw(surface)
"""

from __future__ import annotations


import pygame

from game.engine import text, theme
from game.engine.widgets import Button

from . import art, pictures
from . import layout as L
from game.engine import gfx

TERRAIN_WORDS = {"desert": "Desert", "canyons": "Canyons", "ruins": "Ruins", "cursed": "Cursed encounter"}
TERRAIN_TONES = {"desert": (214, 170, 96), "canyons": (190, 100, 60), "ruins": (140, 130, 120),
                 "cursed": (110, 50, 120)}
LIT = (250, 204, 92)
FOOT_H = 30            # a foot button's height, and an option's, at the designed text size (L.button_h grows them)
OPTION_BUTTON_H, OPTION_BUTTON_W = 26, 180
FOOT_PER_ROW = 4


class DialogView:
    def __init__(self):
        self.dialog = None
        self.buttons: list[Button] = []
        self.actions_of: dict = {}
        self.rect = pygame.Rect(L.DIALOG)
        self.card_rects: list[pygame.Rect] = []
        self.option_rects: list[pygame.Rect] = []     # the lit column's option texts
        self.column_rects: list[pygame.Rect] = []

    @property
    def active(self) -> bool:
        return self.dialog is not None

    def covers(self, pos) -> bool:
        return self.active and self.rect.collidepoint(pos)

    def set(self, dialog, table) -> None:
        self.dialog = dialog
        self.buttons = []
        self.actions_of = {}
        self.card_rects = []
        self.option_rects = []
        self.column_rects = []
        self.rect = pygame.Rect(L.DIALOG)
        if dialog is None:
            return
        if not dialog.cards and not dialog.columns:  # buttons only: a small dialog at the top, the board below it
            self.rect = pygame.Rect(L.DIALOG.x, L.DIALOG.y, L.DIALOG.w, 150)
        if dialog.cards:
            self._card_row(dialog, table)
        if dialog.columns:
            self._column_layout(dialog, table)
        if dialog.actions:
            self._foot(dialog, table)

    def _add(self, rect, label, action, reason, table, hotkey=None, size=14) -> Button:
        size = art.fit(label, "ui_bold", size, rect.w - BUTTON_PAD)  # clear of the button's rivets
        if action is not None and action.kind == "end":
            hotkey = pygame.K_e   # the phase ends with E, as it does from the panel
        b = Button(rect, label, (lambda a=action: table.send(a)), style="brass" if action is not None else "wood",
                   size=size, enabled=action is not None, tooltip=self.dialog.tips.get(action) or None,
                   disabled_reason=None if action is not None else (reason or "You cannot take this now"),
                   hotkey=hotkey)
        self.buttons.append(b)
        if action is not None:
            self.actions_of[b] = action
        return b

    def _card_row(self, dialog, table) -> None:
        n = len(dialog.cards)
        w, h = dialog.card_size or L.CARD
        n_rows = len(foot_rows_of(dialog, self.rect))
        room_h = self.rect.h - 74 - 46 - n_rows * (L.button_h(FOOT_H) + 6) - (6 if n_rows else 0)
        scale = min(1.3 if n <= 4 and not dialog.card_size else 1.0, room_h / h)
        cw, ch = int(w * scale), int(h * scale)
        gap = min(24, max(6, (self.rect.w - 40 - n * cw) // max(1, n - 1)))
        total = n * cw + (n - 1) * gap
        if total > self.rect.w - 20:
            cw = (self.rect.w - 20 - (n - 1) * 6) // n
            ch = int(cw * h / w)
            gap, total = 6, n * cw + (n - 1) * 6
        x = self.rect.centerx - total // 2
        y = self.rect.y + 74
        for i, (_img, label, action, reason) in enumerate(dialog.cards):
            r = pygame.Rect(x + i * (cw + gap), y, cw, ch)
            self.card_rects.append(r)
            if label:  # a card shown for what it says has no button
                self._add(pygame.Rect(r.x, r.bottom + 8, cw, 30), label, action, reason, table,
                          hotkey=(pygame.K_F1 + i) if i < 12 else None)

    def _column_layout(self, dialog, table) -> None:
        n = len(dialog.columns)
        gap = 12
        top = self.rect.y + 74
        bottom = self.rect.bottom - 14 - len(foot_rows_of(dialog, self.rect)) * (L.button_h(FOOT_H) + 8)
        w = (self.rect.w - 40 - gap * (n - 1)) // n
        for i, (_terrain, lit, options) in enumerate(dialog.columns):
            r = pygame.Rect(self.rect.x + 20 + i * (w + gap), top, w, bottom - top)
            self.column_rects.append(r)
            if not lit:
                continue
            room = (_ground_rect(r).y - 4 - (r.y + 34)) // max(1, len(options))
            y = r.y + 34
            for j, words in enumerate(options):
                size = text.reading_size(16)   # room for the words at the player's text size, as far as there is room
                need = len(text.wrap(art.keep_numbers(f"{j + 1}. {words}"), "serif", size, r.w - 20)) * \
                    text.line_height("serif", size)
                words_h = max(20, min(room - L.button_h(OPTION_BUTTON_H) - 8, need + 4))
                self.option_rects.append(pygame.Rect(r.x + 10, y, r.w - 20, words_h))
                if j < len(dialog.options):
                    action, reason = dialog.options[j]
                    label = f"Take option {j + 1}" if action is not None else f"Option {j + 1}: cannot pay"
                    w_button = min(r.w - 20, round(OPTION_BUTTON_W * gfx.text_scale()))   # room to grow its words
                    rect = pygame.Rect(r.centerx - w_button // 2, y + words_h + 2, w_button, L.button_h(OPTION_BUTTON_H))
                    self._add(rect, label, action, reason, table, hotkey=pygame.K_F1 + j, size=L.SMALLEST)
                y += room

    def _foot(self, dialog, table) -> None:
        """The foot's buttons, four to a row at most (fewer when their words would not fit at the
        table's smallest size), the last row at the bottom: the words in one size, each button as
        wide as its words need (a row's room shared out by need)."""
        rows = foot_rows(list(dialog.actions), self.rect.w - 28)
        gap = 8
        y = self.rect.bottom - 12 - L.button_h(FOOT_H) - (len(rows) - 1) * (L.button_h(FOOT_H) + 6)
        size = min(foot_widths([label for label, _a, _r in row], self.rect.w - 28 - gap * (len(row) - 1))[0]
                   for row in rows)      # one size for the whole foot
        for row in rows:
            room = self.rect.w - 28 - gap * (len(row) - 1)
            _size, widths = foot_widths([label for label, _a, _r in row], room, size)
            x = self.rect.centerx - (sum(widths) + gap * (len(row) - 1)) // 2
            for (label, action, reason), w in zip(row, widths):
                self._add(pygame.Rect(x, y, w, L.button_h(FOOT_H)), label, action, reason, table, size=size)
                x += w + gap
            y += L.button_h(FOOT_H) + 6


    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        d = self.dialog
        if d is None:
            return
        theme.draw_shadowed(surface, _panel(self.rect.size), self.rect, (4, 8))
        title = d.title
        size = art.fit(title, "display", 24, self.rect.w - 40)
        text.draw(surface, title, (self.rect.centerx, self.rect.y + 12), "display", size, theme.INK,
                  anchor="midtop", box=pygame.Rect(self.rect.x + 10, self.rect.y + 8, self.rect.w - 20, 36))
        y = self.rect.y + 46
        for line in d.lines[:1]:
            if not line:
                continue
            size = art.grown(line, "serif_italic", 16, self.rect.w - 40, 22)
            art.draw_line(surface, line, (self.rect.centerx, y), "serif_italic", size, theme.INK_SOFT, "midtop",
                      box=pygame.Rect(self.rect.x + 10, y - 2, self.rect.w - 20, 26))   # above the cards, at y + 74
        for (img, _label, _a, _why), r in zip(d.cards, self.card_rects):
            if callable(img):   # drawn at the size shown, its words crisp
                shown = img(r.size)
            else:
                shown = img if img.get_size() == r.size else _scaled(img, r.size)
            surface.blit(shown, r)
        for tag, r in zip(d.tags, self.card_rects):
            if tag:
                _tag(surface, tag, r)
        if d.columns:
            self._columns(surface, d.columns)

    def _columns(self, surface, columns) -> None:
        n = len(columns)
        lit_rects = iter(self.option_rects)
        for (terrain, lit, options), r in zip(columns, self.column_rects):
            tone = TERRAIN_TONES.get(terrain, (150, 120, 90))
            surface.blit(_column(r.size, tone, lit), r)
            ground = _ground_rect(r)
            surface.blit(_ground(terrain, ground.size, lit), ground)   # the ground it is read for, seen
            head = TERRAIN_WORDS.get(terrain, terrain) + ("  (you are here)" if lit and n > 1 else "")
            band = pygame.Rect(r.x + 6, r.y + 6, r.w - 12, 24)
            size = art.grown(head, "ui_bold", 15, band.w - 8, band.h)
            text.draw(surface, head, band.center, "ui_bold", size, (255, 248, 232), anchor="center", box=band)
            if lit:
                for j, words in enumerate(options):
                    box = next(lit_rects, None)
                    if box is None:
                        break
                    if j:
                        gfx.line(surface, theme.INK_SOFT, (box.x + 20, box.y - 8), (box.right - 20, box.y - 8))
                    art.fitted_text(surface, f"{j + 1}. {words}", box, "serif", text.reading_size(16), theme.INK,
                                    L.SMALLEST)
                continue
            y = r.y + 40
            room = (_ground_rect(r).y - 4 - y) // max(1, len(options))
            for j, words in enumerate(options):
                box = pygame.Rect(r.x + 10, y, r.w - 20, room - 6)
                art.fitted_text(surface, f"{j + 1}. {words}", box, "serif", text.reading_size(15), theme.INK_SOFT,
                                L.SMALLEST)
                y += room


def _tag(surface, words: str, card: pygame.Rect) -> None:
    """A few words on a dark strip across a card's foot (where the card lies)."""
    size = art.fit(words, "ui_bold", 13, card.w - 12)
    band = pygame.Rect(card.x + 3, card.bottom - text.line_height("ui_bold", size) - 10, card.w - 6,
                       text.line_height("ui_bold", size) + 6)
    gfx.rect(surface, TAG_INK, band, border_radius=4)
    text.draw(surface, words, band.center, "ui_bold", size, theme.CREAM, anchor="center", box=band)


TAG_INK = (46, 32, 22)
FOOT_MIN_W = 120               # a foot button no narrower than this, so a row of short words still reads as buttons
BUTTON_PAD = 60                # a wide button keeps its words this clear of its ends, both sides together (its rivets)


def foot_widths(labels: list, room: int, size: int = 15) -> tuple:
    """(one type size for the row, each button's width): the largest size at which every label fits
    a button of its own words' width within ``room``, down to the table's smallest size."""
    for s in range(size, L.SMALLEST - 1, -1):
        widths = [max(FOOT_MIN_W, text.measure(label, "ui_bold", s)[0] + BUTTON_PAD + 2) for label in labels]
        if sum(widths) <= room:
            return s, widths
    return L.SMALLEST, [room // len(labels)] * len(labels)


def foot_rows_of(dialog, rect: pygame.Rect) -> list:
    return foot_rows(list(dialog.actions), rect.w - 28) if dialog.actions else []


def foot_rows(actions: list, room: int) -> list:
    """The foot's buttons in rows: as many to a row (four at most) as fit at the smallest size."""
    for per_row in range(FOOT_PER_ROW, 1, -1):
        rows = [actions[i:i + per_row] for i in range(0, len(actions), per_row)]
        if all(_fits([label for label, _a, _r in row], room - 8 * (len(row) - 1)) for row in rows):
            return rows
    return [[a] for a in actions]


def _fits(labels: list, room: int) -> bool:
    """Whether the labels fit a row of ``room`` each on its own button at the smallest size or larger."""
    size, widths = foot_widths(labels, room)
    return sum(widths) <= room and all(text.measure(label, "ui_bold", size)[0] + BUTTON_PAD <= w
                                       for label, w in zip(labels, widths))


@gfx.cached(maxsize=16)
def _column(size, tone, lit: bool) -> pygame.Surface:
    """A terrain column of the encounter card: a tinted band on paper; the one that applies is lit."""
    surf = gfx.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    paper = (250, 240, 214) if lit else (222, 208, 178)
    gfx.rect(surf, paper, rect, border_radius=8)
    gfx.rect(surf, tone if lit else tuple(int(c * 0.75 + 60) for c in tone), (6, 6, rect.w - 12, 24),
                     border_radius=5)
    gfx.rect(surf, LIT if lit else theme.INK_SOFT, rect, 4 if lit else 1, border_radius=8)
    if not lit:
        veil = gfx.Surface(size, pygame.SRCALPHA)
        veil.fill((60, 40, 20, 26))
        surf.blit(veil, (0, 0))
    return surf


def _ground_rect(column: pygame.Rect) -> pygame.Rect:
    """The foot of an encounter column, where its ground's picture lies."""
    h = min(64, column.h // 4)
    w = min(column.w - 16, round(h * 2.4))   # the picture's own shape: a wide column is not stretched
    return pygame.Rect(column.centerx - w // 2, column.bottom - 8 - h, w, h)


@gfx.cached(maxsize=16)
def _ground(terrain: str, size, lit: bool) -> pygame.Surface:
    """The picture of an encounter's ground (the cards' desert, canyons, ruins or cursed
    lands), faded on a column that does not apply."""
    pic = pictures.picture(pictures.encounter_family(terrain), size).copy()
    gfx.rect(pic, theme.INK_SOFT, pic.get_rect(), 1)
    if not lit:
        pic.set_alpha(110)
    return pic


@gfx.cached(maxsize=4)
def _panel(size):
    return theme.panel(size, "parchment")


@gfx.cached(maxsize=64)
def _scaled(img, size):
    return gfx.smoothscale(img, size)
