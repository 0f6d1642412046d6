"""The frame every table shares, so a player who learned one table knows the others.

    MovesLog(rect)                 the recent-moves log: plain light text on a dark
        .set(lines) / .add(lines)  panel, filled with whole rows up to its title, the
        .scroll(event, mouse)      newest entry at the bottom and always whole; older
        .draw(surface)             rows are scrolled to with the wheel
    prompt_image(rect, who, what, chips=()) -> Surface
                                   the prompt bar: whose turn, what to do now, the
                                   game's standing as chips, and the Menu button
    menu_rect(rect)                where the Menu button (pause, rules, undo) sits in it
    hint_rect(rect)                where the Hint button sits, left of Menu (when hints are on)

A log line is ``(text, accent)``: ``accent`` (a colour, or None) marks the
seat it is about with a small chip, never the text itself, which stays
high-contrast on every table.
"""

from __future__ import annotations


import pygame

from game.engine import text
from game.engine.frame_budget import Deferred, FrameBudget
from game.engine import gfx

KEEP = 60                       # entries the log keeps (older ones fall off)
LOG_BG = (22, 17, 13)
LOG_EDGE = (150, 116, 62)
LOG_TEXT = (244, 236, 218)
LOG_OLD_TEXT = (206, 196, 178)
LOG_TITLE = (242, 214, 138)
LOG_SIZE = 13
TITLE_SIZE = 14
MORE_SIZE = 11
PAD = 10
TITLE_H = 28
PROMPT_RECT = pygame.Rect(232, 6, 816, 40)   # the one place of the prompt bar on every table
PROMPT_BG = (30, 22, 16)
MENU_W = 84
HINT_W = 78
PROMPT_WHO = (250, 204, 92)
WHO_SIZE, WHAT_SIZE, CHIP_SIZE = 19, 17, 13     # the prompt's words at their designed size
TWO_LINES_BELOW = 14    # an instruction that one line holds only smaller than this takes two
PROMPT_WHAT = (248, 240, 222)


class MovesLog:
    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.lines: list[tuple[str, object]] = []
        self.back = 0          # rows scrolled back from the newest
        self._shown = Deferred()

    def set(self, lines) -> None:
        self.lines = [_entry(line) for line in lines][-KEEP:]
        self.back = 0

    def add(self, lines) -> None:
        lines = [_entry(line) for line in lines]
        if lines:
            self.lines = (self.lines + lines)[-KEEP:]
            self.back = 0  # a new move brings the newest back into sight

    def most_back(self) -> int:
        rows = _rows(self.rect.w, tuple(self.lines))
        return max(0, len(rows) - _fit(self.rect.h))

    def scroll(self, event, mouse) -> bool:
        """A wheel turn over the log scrolls it (two rows a notch); True if it was over the log."""
        pos = getattr(event, "pos", None) or mouse
        if not self.rect.collidepoint(pos):
            return False
        self.back = max(0, min(self.most_back(), self.back + 2 * event.y))
        return True

    def shown(self) -> list[tuple[str, object, bool]]:
        """The rows on show, top to bottom: (words, accent, part of the newest entry)."""
        return _on_show(self.rect.w, tuple(self.lines), self.back, _fit(self.rect.h))[0]

    def forget(self) -> None:
        """Drop the picture kept on show (the screen changed hands): the next draw makes it anew."""
        self._shown = Deferred()

    def draw(self, surface: pygame.Surface, budget: FrameBudget | None = None) -> None:
        """``budget``: laying the log out again waits for a frame with room (the last one shows)."""
        key = (tuple(self.rect.size), tuple(self.lines), self.back)
        surface.blit(self._shown.get(budget, key, lambda: _log_image(*key)), self.rect)


def _entry(line) -> tuple[str, object]:
    if isinstance(line, str):
        return (line, None)
    words, accent = line[0], line[1] if len(line) > 1 else None
    return (str(words), tuple(accent) if accent is not None else None)


def _log_size() -> int:
    return text.reading_size(LOG_SIZE)


def _title_h() -> int:
    """The title row's height: TITLE_H at the designed text size, taller for larger words."""
    return max(TITLE_H, text.line_height("ui_bold", text.reading_size(TITLE_SIZE)) + 10)


def _fit(height: int) -> int:
    return max(1, (height - _title_h() - PAD // 2) // text.line_height("ui", _log_size()))


@gfx.cached(maxsize=16)
def _rows(width: int, lines: tuple) -> list[tuple[str, object, bool]]:
    """Every entry wrapped to the log's width: (words, accent on an entry's first row, newest)."""
    rows = []
    for i, (words, accent) in enumerate(lines):
        rows.extend(_entry_rows(width, words, accent, i == len(lines) - 1))
    return rows


def _tail_rows(width: int, lines: tuple, count: int) -> tuple[list, bool, int]:
    """(the last ``count`` rows, whether rows come before them, how many of the first rows are
    the end of an entry whose start is cut off): only the entries that reach into them are
    wrapped, not the whole log."""
    rows: list = []
    for i in range(len(lines) - 1, -1, -1):
        words, accent = lines[i]
        entry = _entry_rows(width, words, accent, i == len(lines) - 1)
        rows[:0] = entry
        if len(rows) > count:
            return rows[-count:], True, max(0, len(entry) - (len(rows) - count))
    return rows, False, 0


@gfx.cached(maxsize=256)
def _entry_rows(width: int, words: str, accent, newest: bool) -> tuple:
    parts = text.wrap(words, "ui_bold" if newest else "ui", _log_size(), width - 2 * PAD - 12)
    return tuple((part, accent if j == 0 else None, newest) for j, part in enumerate(parts))


def _on_show(width: int, lines: tuple, back: int, fit: int) -> tuple[list, bool]:
    """(the rows on show, top to bottom, whether older rows lie above them): ``fit`` rows
    ``back`` rows from the newest; at rest only whole entries (never the tail of one)."""
    tail, earlier, cut_short = _tail_rows(width, lines, back + fit)
    shown = tail[:len(tail) - back] if back else tail[cut_short if cut_short < len(tail) else 0:]
    return shown, earlier or len(tail) - back > fit


@gfx.cached(maxsize=8)
def _log_image(size, lines: tuple, back: int) -> pygame.Surface:
    w, h = size
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, LOG_BG + (240,), surf.get_rect(), border_radius=8)
    gfx.rect(surf, LOG_EDGE, surf.get_rect(), 2, border_radius=8)
    size, title_h = _log_size(), _title_h()
    gfx.line(surf, LOG_EDGE, (PAD, title_h - 4), (w - PAD, title_h - 4), 1)
    lh = text.line_height("ui", size)
    fit = _fit(h)
    shown, older = _on_show(w, lines, back, fit)
    # the newest row sits at the bottom; the rows above it fill the panel up to its title
    y = h - PAD // 2 - lh * len(shown)
    for words, accent, newest in shown:
        if accent is not None:
            gfx.circle(surf, accent, (PAD + 4, y + lh // 2), 4)
        text.draw(surf, words, (PAD + 12, y), "ui_bold" if newest else "ui", size,
                  LOG_TEXT if newest else LOG_OLD_TEXT)
        y += lh
    more = (["more above"] if older else []) + (["newer below"] if back else [])
    _log_heading(surf, w - 2 * PAD, more)
    return surf


SHORT_MORE = {"more above": "more", "newer below": "newer"}


def _log_heading(surf, room: int, more: list[str]) -> None:
    """The log's title and, right of it, what the wheel over the log reaches ("more above"):
    at a large text size in a narrow log the note says it shorter, then the title gives way."""
    title_words, title_size = "Recent moves", text.reading_size(TITLE_SIZE)
    more_words, more_size, more_w = "", MORE_SIZE, 0
    if more:
        free = room - 8 - text.measure(title_words, "ui_bold", title_size)[0]
        for words in (" / ".join(more), " / ".join(SHORT_MORE[m] for m in more)):
            more_words = words
            more_size = text.fit_size(words, "ui", text.reading_size(MORE_SIZE), free, MORE_SIZE)
            if text.measure(words, "ui", more_size)[0] <= free:
                break
        more_w = text.measure(more_words, "ui", more_size)[0] + 8
    title_size = text.fit_size(title_words, "ui_bold", title_size, room - more_w, TITLE_SIZE)
    title = text.draw(surf, title_words, (PAD, 6), "ui_bold", title_size, LOG_TITLE)
    if more_words:
        text.draw(surf, more_words, (PAD + room, title.centery), "ui", more_size, LOG_OLD_TEXT, anchor="midright")


def menu_rect(rect: pygame.Rect) -> pygame.Rect:
    """The Menu button at the right end of the prompt bar ``rect``: the pause menu (rules, undo, saves)."""
    return pygame.Rect(rect.right - 8 - MENU_W, rect.y + 6, MENU_W, rect.h - 12)


NARROW = 500            # a prompt bar narrower than this keeps its words: the Hint button shrinks to "?"


def hint_rect(rect: pygame.Rect) -> pygame.Rect:
    """The Hint button, just left of the Menu button in the prompt bar ``rect``."""
    menu = menu_rect(rect)
    w = HINT_W if rect.w >= NARROW else menu.h + 4
    return pygame.Rect(menu.left - 6 - w, menu.y, w, menu.h)


def prompt_image(rect: pygame.Rect, who: str, what: str = "", chips: tuple = (), menu_hot: bool = False,
                 hint: str | None = None, hint_hot: bool = False) -> pygame.Surface:
    """The prompt bar's picture for ``rect``: ``who`` (whose turn) in gold, then ``what`` to do,
    on one dark strip; ``chips``: (words, alert) pills before the Menu button (a game's standing:
    "2 face down"); ``hint``: the Hint button's words (None: hints are off, no button)."""
    return _prompt_image(tuple(rect.size), who, what, tuple(chips), menu_hot, hint, hint_hot)


@gfx.cached(maxsize=32)
def _prompt_image(size, who: str, what: str, chips: tuple = (), menu_hot: bool = False,
                  hint: str | None = None, hint_hot: bool = False) -> pygame.Surface:
    w, h = size
    what = what[:1].upper() + what[1:]
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, PROMPT_BG + (238,), surf.get_rect(), border_radius=8)
    gfx.rect(surf, LOG_EDGE, surf.get_rect(), 2, border_radius=8)
    cy = h // 2
    menu = menu_rect(pygame.Rect(0, 0, w, h))
    gfx.rect(surf, (96, 70, 40) if menu_hot else (58, 42, 28), menu, border_radius=6)
    gfx.rect(surf, PROMPT_WHO if menu_hot else LOG_EDGE, menu, 1, border_radius=6)
    size_menu = text.fit_size("Menu (Esc)", "ui_bold", text.reading_size(13), menu.w - 8, 13)
    text.draw(surf, "Menu (Esc)", menu.center, "ui_bold", size_menu, PROMPT_WHAT, anchor="center")
    right = menu.left - 8
    if hint is not None:
        box = hint_rect(pygame.Rect(0, 0, w, h))
        gfx.rect(surf, (120, 92, 30) if hint_hot else (74, 60, 30), box, border_radius=6)
        gfx.rect(surf, PROMPT_WHO, box, 1, border_radius=6)
        hint = hint if w >= NARROW else "?"
        size_hint = text.fit_size(hint, "ui_bold", text.reading_size(13), box.w - 8, 10)
        text.draw(surf, hint, box.center, "ui_bold", size_hint, PROMPT_WHAT, anchor="center")
        right = box.left - 8
    x = 14
    size_chip, grown = _chips_and_words(chips, who, what, right - 8 - x)
    for words, alert in reversed(chips):
        img = text.render(words, "ui_bold", size_chip, PROMPT_WHAT)
        box = pygame.Rect(0, 0, img.get_width() + 16, h - 14)
        box.midright = (right, cy)
        gfx.rect(surf, (150, 40, 30) if alert else (74, 52, 34), box, border_radius=box.h // 2)
        text.blit(surf, img, img.get_rect(center=box.center), words, box)
        right = box.left - 8
    if who:
        size_who = grown[0] if grown else text.fit_size(who, "ui_bold", WHO_SIZE, (right - x) // 2, 11)
        r = text.draw(surf, text.ellipsize(who, "ui_bold", size_who, (right - x) // 2), (x, cy), "ui_bold",
                      size_who, PROMPT_WHO, anchor="midleft")
        x = r.right + 10
        if what:
            gfx.line(surf, LOG_EDGE, (x, 8), (x, h - 8), 1)
            x += 10
    if what:
        size_what = grown[1] if grown else text.fit_size(what, "ui", WHAT_SIZE, right - 8 - x, 11)
        _draw_what(surf, what, size_what, pygame.Rect(x, 2, right - 8 - x, h - 4))
    return surf


def _draw_what(surf, what: str, size: int, box: pygame.Rect) -> None:
    """What to do, on one line in ``box`` at ``size`` when it fits there at a comfortable size;
    a long instruction that would have to shrink below that (a large text size, a small
    window, the Hint button on) takes two lines, as large as lets two fit; only where even
    two lines cannot hold it is it cut short with an ellipsis."""
    one_line = text.measure(what, "ui", size)[0] <= box.w
    if not (one_line and size >= TWO_LINES_BELOW):
        for two in range(text.reading_size(WHAT_SIZE), size if one_line else 10, -1):
            lines = text.wrap(what, "ui", two, box.w)
            if len(lines) == 2 and 2 * text.line_height("ui", two) <= box.h:
                step = text.line_height("ui", two)
                for i, line in enumerate(lines):
                    text.draw(surf, line, (box.x, box.centery + (i - 1) * step), "ui", two, PROMPT_WHAT)
                return
    words = text.ellipsize(what, "ui", size, box.w)
    text.draw(surf, words, (box.x, box.centery), "ui", size, PROMPT_WHAT, anchor="midleft")


def _chips_width(chips: tuple, size: int) -> int:
    return sum(text.measure(words, "ui_bold", size)[0] + 24 for words, _alert in chips)


def _chips_and_words(chips: tuple, who: str, what: str, room: int) -> tuple[int, tuple[int, int] | None]:
    """(the chips' size, the grown sizes of who and what or None): the chips grow with the
    player's text size only while the turn's words still grow beside them (they need it more)."""
    size = text.reading_size(CHIP_SIZE)
    if size > CHIP_SIZE and chips:
        grown = _grown_sizes(who, what, room - _chips_width(chips, size))
        if grown is not None:
            return size, grown
    return CHIP_SIZE, _grown_sizes(who, what, room - _chips_width(chips, CHIP_SIZE))


def _grown_sizes(who: str, what: str, room: int) -> tuple[int, int] | None:
    """The sizes of ``who`` and ``what`` at the player's text size, or as near it as lets
    both fit whole in ``room`` side by side, each grown by the same share; None when even
    a step above their designed sizes does not fit (they are fitted as designed)."""
    top = text.reading_size(WHAT_SIZE)
    for size_what in range(top, WHAT_SIZE, -1):
        size_who = round(size_what * WHO_SIZE / WHAT_SIZE)
        need = (text.measure(who, "ui_bold", size_who)[0] + 20 if who and what else
                text.measure(who, "ui_bold", size_who)[0] if who else 0)
        need += text.measure(what, "ui", size_what)[0] if what else 0
        if need <= room and (not who or text.measure(who, "ui_bold", size_who)[0] <= room // 2):
            return size_who, size_what
    return None


def clear_cache() -> None:
    _log_image.cache_clear()
    _rows.cache_clear()
    _entry_rows.cache_clear()
    _prompt_image.cache_clear()
