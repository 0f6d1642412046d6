"""Text with the bundled fonts, by role, with caches.

Roles (font files under assets/fonts/, all SIL OFL):
    "display"       Rye: western poster headings and big numbers
    "serif"         EB Garamond: body text, rulebooks, flavour
    "serif_italic", "serif_bold"
    "ui"            Lato: small interface text, buttons, labels
    "ui_bold", "ui_italic"
    "figures", "figures_bold"   Lato's lining figures, for numbers set in serif text

API (sizes are pixel heights in logical 1280x720 coordinates; text is set at
size x the canvas's scale real pixels, so it is sharp in a window of any size):
    font(role, size) -> pygame.font.Font
    render(text, role="ui", size=20, color=INK, *, shadow=None) -> Surface
    measure(text, role, size) -> (w, h)
    line_height(role, size) -> int
    wrap(text, role, size, width) -> list[str]     ("\\n" starts a new line)
    render_wrapped(text, role, size, color, width, *, align="left", spacing=1.0) -> Surface
    wrapped_height(text, role, size, width, spacing=1.0) -> int    (its height, nothing drawn)
    ellipsize(text, role, size, width) -> str       (cut with "..." to fit)
    fit_size(text, role, size, width, min_size=10) -> int   (largest size <= size that fits)
    fit_wrapped_size(text, role, size, width, height, min_size=10, spacing=1.0) -> int
                                     (largest size <= size whose wrapped lines fit width x height)
    pixel_size(size, k=None) -> int   the real pixels text of logical ``size`` is set at:
                                      never below min_pixels(k) (11 px in a 1024x600 window or larger)
    reading_size(size) -> int     the size with the player's text size applied (all but card faces and boards)
    ascent(role, size) -> int
    draw(surface, text, pos, role="ui", size=20, color=INK, *, anchor="topleft", shadow=None, box=None) -> Rect
    blit(surface, img, pos, text, box=None) -> Rect   put an already rendered text where it goes
    scaled(img, size) -> Surface    a rendered text resized (the check follows it)
    rotated(img, angle) -> Surface  a rendered text turned (the check follows it)
    default_font(size) -> Font      pygame's own small face (tokens' letters)

``box`` is the rect the text must stay inside; game.engine.layout_check uses
it (and notes every draw and blit) to find text that is cut or covered.
Every font handed out here tells a running check what it renders, so text
rendered with ``font(...).render`` and put on a surface any way but
``blit`` is reported as unseen: the check sees every text or says it cannot.
    covers(role, text) -> bool     does the role's font have every character?

Text the "display" face cannot show (names with letters beyond its Latin
set) is set in "serif_bold" instead, so a name is never drawn as boxes.

Renders, measurements, wraps, cuts and fitted sizes are cached (least
recently used go first), so drawing or fitting the same label every frame
costs a dictionary look-up.
"""

from __future__ import annotations

import math
import re
from collections import OrderedDict

import pygame

from . import assets, gfx, layout_check

INK = (44, 30, 20)

ROLES: dict[str, str] = {
    "display": "Rye-Regular.ttf",
    "serif": "EBGaramond12-Regular.ttf",
    "serif_italic": "EBGaramond12-Italic.ttf",
    "serif_bold": "EBGaramond12-Bold.ttf",
    "ui": "Lato-Regular.ttf",
    "ui_bold": "Lato-Bold.ttf",
    "ui_italic": "Lato-Italic.ttf",
    # Lining figures of one height, a 0 narrower than O and a 1 with a flag:
    # numbers inside the serif's old-style text (see markdown's typesetting).
    "figures": "Lato-Regular.ttf",
    "figures_bold": "Lato-Bold.ttf",
}

# Faces with a small character set fall back to a fuller one for text they cannot show.
FALLBACK = {"display": "serif_bold"}

class _SeenFont(pygame.font.Font):
    """A font made at ``k`` real pixels per logical pixel: its measures are
    logical, its renders are Canvases at ``k``, and a running layout check
    hears of them (they must reach a surface through ``blit`` to be judged)."""

    k = 1.0

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        img = gfx.wrap(_raw_render(self, text, antialias, color, bgcolor, wraplength), self.k)
        rec = layout_check.active()
        if rec is not None:
            rec.note_render(img, str(text))
        return img

    def size(self, text):
        w, h = pygame.font.Font.size(self, text)
        return (w, h) if self.k == 1 else (gfx.logical_extent(w, self.k), gfx.logical_extent(h, self.k))

    def get_height(self):
        return self._logical(pygame.font.Font.get_height(self))

    def get_linesize(self):
        return self._logical(pygame.font.Font.get_linesize(self))

    def get_ascent(self):
        return self._logical(pygame.font.Font.get_ascent(self))

    def get_descent(self):
        return -self._logical(-pygame.font.Font.get_descent(self))

    def _logical(self, v: int) -> int:
        return v if self.k == 1 else gfx.logical_extent(v, self.k)


def _raw_render(f: pygame.font.Font, text, antialias, color, bgcolor=None, wraplength=0) -> pygame.Surface:
    return pygame.font.Font.render(f, text, antialias, color, bgcolor, wraplength)


_fonts: dict[tuple, pygame.font.Font] = {}
_glyphs: dict[tuple[str, str], bool] = {}
_probes: dict[str, object] = {}
_renders: "OrderedDict[tuple, gfx.Canvas]" = OrderedDict()
_RENDER_CACHE_SIZE = 1200


class _Memo:
    """A small least-recently-used table of computed answers."""

    def __init__(self, size: int):
        self.size = size
        self.items: OrderedDict = OrderedDict()

    def get(self, key, make):
        value = self.items.get(key)
        if value is not None:
            self.items.move_to_end(key)
            return value
        value = make()
        self.items[key] = value
        if len(self.items) > self.size:
            self.items.popitem(last=False)
        return value

    def clear(self) -> None:
        self.items.clear()


_measures = _Memo(4000)
_fits = _Memo(1000)
_cuts = _Memo(1000)
_wraps = _Memo(400)

Color = tuple[int, int, int] | tuple[int, int, int, int]


def _ensure_init() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


# No text is set below MIN_PX real pixels on a picture at FLOOR_SCALE (a 1024x600
# window) or finer.  On a coarser one (a smaller window) the floor shrinks with
# the scale, so what fits at 1024x600 fits there too: layouts are made for the
# text of about MIN_PX / FLOOR_SCALE logical pixels the floor gives at 1024x600.
MIN_PX = 11
FLOOR_SCALE = 0.8  # 1024 / 1280
SMALLEST_PX = 6    # below this pygame's letters are unreadable at any scale


def min_pixels(k: float | None = None) -> int:
    """The smallest real pixel size text is set at on a picture at scale ``k``."""
    k = gfx.scale() if k is None else k
    # rounded down: against the layout, text in a smaller window is never larger than at 1024x600
    return max(SMALLEST_PX, min(MIN_PX, math.floor(MIN_PX * k / FLOOR_SCALE + 1e-6)))


def pixel_size(size: float, k: float | None = None) -> int:
    """The real pixel height text of logical ``size`` is set at (scale ``k``): never
    below min_pixels(k), 11 real pixels in a 1024x600 window or larger."""
    k = gfx.scale() if k is None else k
    px = int(size) if k == 1 else round(int(size) * k)
    return max(min_pixels(k), px)


def reading_size(size: int) -> int:
    """``size`` at the player's text size (Settings): the size of the words a player
    reads and plays by (guides, tips, prompts, logs, menus, buttons, plates); card
    faces and words printed into board art keep their designed size.  A layout
    makes room: it wraps and scrolls, or fits one line with
    ``fit_size(words, role, reading_size(size), width, size)``, shrunk no smaller
    than designed."""
    return round(int(size) * gfx.text_scale())


def font(role: str, size: int, k: float | None = None) -> pygame.font.Font:
    """The role's font for text of logical ``size`` at scale ``k`` (the current one by default)."""
    k = gfx.scale() if k is None else float(k)
    px = pixel_size(size, k)
    key = (role, px, k)
    f = _fonts.get(key)
    if f is None:
        _ensure_init()
        filename = ROLES.get(role)
        if filename is None:
            raise KeyError(f"unknown text role {role!r}; known: {', '.join(ROLES)}")
        path = assets.font_path(filename)
        try:
            f = _SeenFont(str(path) if path else None, px)
        except (pygame.error, OSError) as exc:
            assets.report_missing(f"assets/fonts/{filename}", str(exc))
            f = _SeenFont(None, px)
        if path is None:
            # the stand-in font has no bold face of its own
            f.bold = role.endswith("_bold")
        f.k = k
        _fonts[key] = f
    return f


def default_font(size: int) -> pygame.font.Font:
    """pygame's built-in face at ``size`` (a token's letter when no role is given)."""
    k = gfx.scale()
    px = pixel_size(size, k)
    key = ("<default>", px, k)
    f = _fonts.get(key)
    if f is None:
        _ensure_init()
        f = _fonts[key] = _SeenFont(None, px)
        f.k = k
    return f


def covers(role: str, text: str) -> bool:
    """True when the role's font has a glyph for every character of ``text``."""
    missing = []
    for ch in set(text):
        key = (role, ch)
        ok = _glyphs.get(key)
        if ok is None:
            ok = _has_glyph(role, ch)
            _glyphs[key] = ok
        if not ok:
            missing.append(ch)
    return not missing


def _has_glyph(role: str, ch: str) -> bool:
    if ch.isspace():
        return True
    probe = _probes.get(role)
    if probe is None:
        import pygame.freetype

        if not pygame.freetype.get_init():
            pygame.freetype.init()
        path = assets.font_path(ROLES[role])
        if path is None:
            return True  # the stand-in font is used anyway
        probe = pygame.freetype.Font(str(path), 12)
        _probes[role] = probe
    try:
        return probe.get_metrics(ch)[0] is not None
    except (pygame.error, UnicodeError, IndexError):
        return False


def _face(role: str, size: int, text: str, k: float | None = None) -> pygame.font.Font:
    if role in FALLBACK and not covers(role, text):
        return font(FALLBACK[role], size, k)
    return font(role, size, k)


def measure(text: str, role: str = "ui", size: int = 20) -> tuple[int, int]:
    """The logical size ``render`` gives ``text`` (at the current scale and text size)."""
    size = int(size)
    return _measures.get((text, role, size, gfx.key()), lambda: tuple(_face(role, size, text).size(text)))


def line_height(role: str = "ui", size: int = 20) -> int:
    return font(role, size).get_linesize()


def ascent(role: str = "ui", size: int = 20) -> int:
    """How far the role's letters rise above their baseline, in logical pixels."""
    return font(role, size).get_ascent()


def render(text: str, role: str = "ui", size: int = 20, color: Color = INK, *,
           shadow: Color | None = None, shadow_offset: tuple[int, int] = (0, 2),
           k: float | None = None) -> gfx.Canvas:
    """The text as an alpha picture at scale ``k`` (the current one by default);
    with ``shadow`` a soft offset copy lies beneath."""
    surf = _cached_render(text, role, size, color, shadow, shadow_offset, k)
    rec = layout_check.active()
    if rec is not None:
        rec.note_render(surf, text)
    return surf


def _cached_render(text: str, role: str, size: int, color: Color, shadow: Color | None,
                   shadow_offset: tuple[int, int] = (0, 2), k: float | None = None) -> gfx.Canvas:
    k = gfx.scale() if k is None else float(k)
    key = (text, role, int(size), tuple(color), tuple(shadow) if shadow else None, shadow_offset, k,
           gfx.text_scale())
    surf = _renders.get(key)
    if surf is None:
        surf = _render(text, role, size, color, shadow, shadow_offset, k)
        _renders[key] = surf
        if len(_renders) > _RENDER_CACHE_SIZE:
            _renders.popitem(last=False)
    else:
        _renders.move_to_end(key)
    return surf


def _render(text: str, role: str, size: int, color: Color, shadow: Color | None,
            shadow_offset: tuple[int, int], k: float) -> gfx.Canvas:
    f = _face(role, size, text, k)  # e.g. a player's name with letters the poster face lacks
    main = _raw_render(f, text, True, color[:3])
    if len(color) == 4 and color[3] < 255:
        main.set_alpha(color[3])
    if not shadow:
        return gfx.wrap(main, k)
    dx, dy = round(shadow_offset[0] * k), round(shadow_offset[1] * k)
    one = max(1, round(k))
    shade = _raw_render(f, text, True, shadow[:3])
    shade.set_alpha(shadow[3] if len(shadow) == 4 else 150)
    surf = gfx.pixels((main.get_width() + abs(dx) + one, main.get_height() + abs(dy) + one), pygame.SRCALPHA)
    surf.blit(shade, (max(dx, 0) + one, max(dy, 0)))
    surf.blit(shade, (max(dx, 0), max(dy, 0)))
    surf.blit(main, (max(-dx, 0), max(-dy, 0)))
    return gfx.wrap(surf, k)


def _split_long_word(word: str, f: pygame.font.Font, width: int) -> list[str]:
    parts, current = [], ""
    for ch in word:
        if current and f.size(current + ch)[0] > width:
            parts.append(current)
            current = ch
        else:
            current += ch
    if current:
        parts.append(current)
    return parts


def wrap(text: str, role: str = "ui", size: int = 20, width: int = 400) -> list[str]:
    """Lines that each fit in ``width`` pixels; words longer than a line are split."""
    return list(_wraps.get((text, role, int(size), int(width), gfx.key()), lambda: tuple(_wrap(text, role, size, width))))


_GAPS = re.compile(r"[^\S\u00a0]+")


def _wrap(text: str, role: str, size: int, width: int) -> list[str]:
    f = _face(role, size, text)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = _GAPS.split(paragraph.strip())  # a no-break space holds its two words on one line
        words = [w for w in words if w]
        if not words:
            lines.append("")
            continue
        current = ""
        for word in words:
            candidate = f"{current} {word}" if current else word
            if f.size(candidate)[0] <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            if f.size(word)[0] <= width:
                current = word
            else:
                pieces = _split_long_word(word, f, width)
                lines.extend(pieces[:-1])
                current = pieces[-1]
        lines.append(current)
    return lines


def render_wrapped(text: str, role: str = "ui", size: int = 20, color: Color = INK, width: int = 400, *,
                   align: str = "left", spacing: float = 1.0, shadow: Color | None = None) -> gfx.Canvas:
    lines = wrap(text, role, size, width)
    step = int(line_height(role, size) * spacing)
    # the last line keeps its whole height: lines set closer than their font must not lose
    # the last one's descenders ("biggest")
    surf = gfx.Surface((max(1, width), max(1, _wrapped_h(step, line_height(role, size), len(lines)))),
                       pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if not line:
            continue
        img = _cached_render(line, role, size, color, shadow)
        if align == "center":
            x = (width - img.get_width()) // 2
        elif align == "right":
            x = width - img.get_width()
        else:
            x = 0
        surf.blit(img, (x, i * step))
    rec = layout_check.active()
    if rec is not None:  # judged as one text where the caller puts it
        rec.note_render(surf, text)
    return surf


def wrapped_height(text: str, role: str = "ui", size: int = 20, width: int = 400, spacing: float = 1.0) -> int:
    """The height ``render_wrapped`` gives the same text, without drawing it."""
    lh = line_height(role, size)
    return max(1, _wrapped_h(int(lh * spacing), lh, len(wrap(text, role, size, width))))


def _wrapped_h(step: int, lh: int, n: int) -> int:
    return step * (n - 1) + max(step, lh) if n else 0


def ellipsize(text: str, role: str = "ui", size: int = 20, width: int = 200) -> str:
    shown = _cuts.get((text, role, int(size), int(width), gfx.key()), lambda: _ellipsize(text, role, size, width))
    rec = layout_check.active()
    if rec is not None and shown != text:
        rec.note_cut(shown, text)
    return shown


def _ellipsize(text: str, role: str, size: int, width: int) -> str:
    f = _face(role, size, text)
    if f.size(text)[0] <= width:
        return text
    cut = text
    while cut and f.size(cut.rstrip() + "...")[0] > width:
        cut = cut[:-1]
    return cut.rstrip() + "..." if cut else ""


def fit_size(text: str, role: str = "ui", size: int = 20, width: int = 200, min_size: int = 10) -> int:
    """The largest size no bigger than ``size`` at which ``text`` fits ``width``
    (``min_size`` when none does)."""
    size, min_size = int(size), int(min_size)
    return _fits.get((text, role, size, width, min_size, gfx.key()), lambda: _fit_size(text, role, size, width, min_size))


def _fit_size(text: str, role: str, size: int, width: float, min_size: int) -> int:
    def fits(s: int) -> bool:
        return measure(text, role, s)[0] <= width

    if size <= min_size or fits(size):
        return size
    # Text grows about in step with its size: start from the proportional
    # guess rather than trying every size (each one opens a font).
    guess = max(min_size, min(size - 1, int(size * width / max(1, measure(text, role, size)[0]))))
    if fits(guess):
        while guess + 1 < size and fits(guess + 1):
            guess += 1
        return guess
    while guess > min_size and not fits(guess):
        guess -= 1
    return guess


def fit_wrapped_size(text: str, role: str = "ui", size: int = 20, width: int = 200, height: int = 100,
                     min_size: int = 10, spacing: float = 1.0) -> int:
    """The largest size no bigger than ``size`` at which ``text``, wrapped to ``width``,
    is no taller than ``height`` (``min_size`` when none is): a block of words at the
    player's text size as far as its panel holds it."""
    size, min_size = int(size), int(min_size)
    return _fits.get((text, role, size, width, height, min_size, spacing, gfx.key()),
                     lambda: next((s for s in range(size, min_size, -1)
                                   if wrapped_height(text, role, s, width, spacing) <= height), min_size))


def draw(surface: pygame.Surface, text: str, pos: tuple[int, int], role: str = "ui", size: int = 20,
         color: Color = INK, *, anchor: str = "topleft", shadow: Color | None = None,
         box: pygame.Rect | None = None) -> pygame.Rect:
    """Blit ``text`` with its ``anchor`` (any pygame.Rect attribute) at ``pos``."""
    img = render(text, role, size, color, shadow=shadow, k=gfx.scale_of(surface))
    return blit(surface, img, img.get_rect(**{anchor: pos}), text, box)


def blit(surface: pygame.Surface, img: pygame.Surface, pos, text: str, box: pygame.Rect | None = None) -> pygame.Rect:
    """Blit a rendered text (``pos`` a point or a rect) and let a running layout check see it."""
    rect = pygame.Rect(pos, img.get_size()) if len(pos) == 2 else pygame.Rect(pos)
    surface.blit(img, rect)
    rec = layout_check.active()
    if rec is not None:
        rec.record(surface, img, rect, text, box)
    return rect


def scaled(img: gfx.Picture, size: tuple[int, int]) -> gfx.Canvas:
    """A rendered text shrunk or grown to ``size``; a running check follows
    the text to the new picture."""
    out = gfx.smoothscale(img, (max(1, int(size[0])), max(1, int(size[1]))))
    rec = layout_check.active()
    if rec is not None:
        rec.moved(img, out)
    return out


def rotated(img: gfx.Picture, angle: float) -> gfx.Canvas:
    """A rendered text turned by ``angle`` degrees; a running check follows it."""
    out = gfx.rotate(img, angle)
    rec = layout_check.active()
    if rec is not None:
        rec.moved(img, out)
    return out


def clear_cache() -> None:
    _fonts.clear()
    _probes.clear()
    _renders.clear()
    for memo in (_measures, _fits, _cuts, _wraps):
        memo.clear()
