"""Fugitive's printed cards, drawn once and cached: number faces (big number,
a landscape for the card's range, the sprint value as boot prints in the
bottom-right corner), the distinctive 0 (the jail you break out of) and 42
(the escape), event cards, and one western back shared by every card (backs
must all look alike, or a face-down hideout would betray its range).

    CARD, BIG                          the table size and the large "shown" size
    face(card, size=CARD) -> Surface   a number card 0-42 or an event code (EVENT_BASE + i)
    tile_face(card, size) -> Surface   a small number tile (a crowded open hand): the number
                                       top left, in tile_number_box(size), the landscape below
    back(size=CARD) -> Surface
    footprints(value, height, color) -> Surface   boot prints for +1 / +2
    helps_icon(helps, diameter) -> Surface        who an event helps: boots, star, or cards
    role_icon(role, diameter, rim) -> Surface     "Fugitive" (boots) or "Marshal" (star)
    range_accent(card) -> RGB                     the ink colour of a card's range

Surfaces are shared: copy one before drawing on it.
"""

from __future__ import annotations

import math

import pygame

from game.engine import card_art, text
from game.engine.card_art import INK, PAPER, shade, supersampled

from ..events import event_deck
from ..rules import ESCAPE, EVENT_BASE, START, sprint_value
from game.engine import gfx

CARD = (84, 118)
WORDS = 14           # the least size of words on a card at CARD size (11 real pixels at 1024x600)
BIG = (240, 336)

BACK_PALETTE = "oxblood"
BACK_MOTIF = "horseshoe"

# One accent per range, so a card's pile can be read at a glance.
ACCENTS = {
    "start": (112, 76, 38),      # 1-3, the Fugitive's first cards
    "town": (44, 98, 60),        # 4-14
    "prairie": (38, 70, 126),    # 15-28
    "mountains": (148, 42, 34),  # 29-41
}
JAIL_PAPER = (214, 210, 198)
JAIL_INK = (58, 60, 70)
ESCAPE_PAPER = (247, 224, 156)
ESCAPE_INK = (140, 84, 18)
EVENT_PAPER = (236, 228, 206)
EVENT_INK = (70, 36, 28)
HELPS_COLORS = {"fugitive": (46, 96, 58), "marshal": (150, 104, 30), "drawer": (96, 64, 120)}
HELPS_WORDS = {"fugitive": "Helps the Fugitive", "marshal": "Helps the Marshal", "drawer": "Helps whoever draws it"}


def range_of(card: int) -> str:
    if card <= 3:
        return "start"
    if card <= 14:
        return "town"
    if card <= 28:
        return "prairie"
    return "mountains"


def range_accent(card: int) -> tuple[int, int, int]:
    if card == START:
        return JAIL_INK
    if card == ESCAPE:
        return ESCAPE_INK
    return ACCENTS[range_of(card)]


# -- small drawings ---------------------------------------------------------------

def _boot(s: pygame.Surface, cx: float, cy: float, h: float, angle: float, color) -> None:
    """One boot print centred on (cx, cy), ``h`` tall, turned by ``angle`` degrees."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)

    def at(dx: float, dy: float) -> tuple[float, float]:
        return cx + dx * ca - dy * sa, cy + dx * sa + dy * ca

    w = h * 0.42
    # the sole: a rounded toe tapering to the waist
    sole = []
    for i in range(24):
        t = i / 23 * math.pi * 2
        rx = w / 2 * (1.0 if math.sin(t) < 0 else 0.82)
        sole.append(at(math.cos(t) * rx, -h * 0.2 + math.sin(t) * h * 0.3))
    gfx.polygon(s, color, sole)
    heel = [at(dx * w * 0.4, h * 0.3 + dy * h * 0.15) for dx, dy in
            ((-1, -1), (1, -1), (1.05, 0.4), (0.7, 1), (-0.7, 1), (-1.05, 0.4))]
    gfx.polygon(s, color, heel)


@gfx.cached(maxsize=32)
def footprints(value: int, height: int, color: tuple[int, int, int] = INK) -> pygame.Surface:
    """Boot prints for a sprint value: one for +1, two (left and right) for +2."""
    w = round(height * (1.05 if value >= 2 else 0.6))

    def draw(s: pygame.Surface, k: int) -> None:
        h = height * k
        c = (*color, 255)
        if value >= 2:
            _boot(s, w * k * 0.27, h * 0.6, h * 0.74, -14, c)
            _boot(s, w * k * 0.73, h * 0.4, h * 0.74, 10, c)
        elif value == 1:
            _boot(s, w * k * 0.5, h * 0.5, h * 0.8, 8, c)

    return supersampled((max(1, w), height), draw, 4, clear=color)


def _star_badge(s: pygame.Surface, center, r: float, color, background) -> None:
    card_art.draw_motif(s, "star", center, r, color, background)


def _cards_icon(s: pygame.Surface, center, r: float, color, background) -> None:
    """Three fanned cards: 'whoever draws it'."""
    cx, cy = center
    for i, ang in enumerate((-22, 0, 22)):
        a = math.radians(ang)
        w, h = r * 0.62, r * 0.9
        pts = []
        for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
            rx = dx * math.cos(a) + dy * math.sin(a)
            ry = -dx * math.sin(a) + dy * math.cos(a)
            pts.append((cx + rx + (i - 1) * r * 0.22, cy + ry + r * 0.12))
        gfx.polygon(s, background, pts)
        gfx.polygon(s, color, pts, max(2, round(r * 0.09)))
    gfx.circle(s, color, (cx + r * 0.22, cy + r * 0.08), r * 0.12)


@gfx.cached(maxsize=16)
def helps_icon(helps: str, diameter: int) -> pygame.Surface:
    """A round seal showing whom an event helps."""
    color = HELPS_COLORS.get(helps, INK)
    paper = shade(EVENT_PAPER, 1.06)

    def draw(s: pygame.Surface, k: int) -> None:
        r = diameter * k / 2
        c = (r, r)
        gfx.circle(s, (*color, 255), c, r)
        gfx.circle(s, (*paper, 255), c, r * 0.84)
        if helps == "marshal":
            _star_badge(s, c, r * 0.66, (*color, 255), (*paper, 255))
        elif helps == "fugitive":
            _boot(s, r * 0.72, r * 1.12, r * 0.62, -14, (*color, 255))
            _boot(s, r * 1.28, r * 0.86, r * 0.62, 10, (*color, 255))
        else:
            _cards_icon(s, c, r * 0.7, (*color, 255), (*paper, 255))

    return supersampled((diameter, diameter), draw, 4, clear=color)


@gfx.cached(maxsize=8)
def role_icon(role: str, diameter: int, rim: tuple[int, int, int] = (118, 84, 34)) -> pygame.Surface:
    """The Fugitive's boots or the Marshal's star, on a brass disc with a ``rim``
    (the seat's colour on its plate)."""
    disc = (236, 214, 160)

    def draw(s: pygame.Surface, k: int) -> None:
        r = diameter * k / 2
        c = (r, r)
        gfx.circle(s, (*rim, 255), c, r)
        gfx.circle(s, (*disc, 255), c, r * 0.86)
        ink = (*INK, 255)
        if role == "Marshal":
            _star_badge(s, c, r * 0.68, (*(150, 104, 30), 255), (*disc, 255))
        else:
            _boot(s, r * 0.74, r * 1.1, r * 0.66, -14, ink)
            _boot(s, r * 1.26, r * 0.86, r * 0.66, 10, ink)

    return supersampled((diameter, diameter), draw, 4, clear=rim)


# -- landscapes (faint, behind the lower half of a face) ------------------------------

def _landscape(s: pygame.Surface, kind: str, box: pygame.Rect, color) -> None:
    x0, y0, w, h = box
    base = y0 + h
    c = (*color, 255)
    if kind == "town":
        # false-fronted buildings and a water tower
        for bx, bw, bh in ((0.04, 0.2, 0.62), (0.25, 0.26, 0.86), (0.52, 0.18, 0.55)):
            gfx.rect(s, c, (x0 + w * bx, base - h * bh, w * bw, h * bh))
            gfx.rect(s, c, (x0 + w * (bx - 0.015), base - h * bh - h * 0.06, w * (bw + 0.03), h * 0.06))
        tx = x0 + w * 0.8
        gfx.rect(s, c, (tx - w * 0.09, base - h * 0.95, w * 0.18, h * 0.36))
        gfx.polygon(s, c, [(tx - w * 0.11, base - h * 0.95), (tx, base - h * 1.1), (tx + w * 0.11, base - h * 0.95)])
        for lx in (-0.07, 0.07):
            gfx.line(s, c, (tx + w * lx, base - h * 0.6), (tx + w * lx * 1.5, base), max(2, round(w * 0.02)))
    elif kind == "prairie":
        pts = [(x0, base)]
        for i in range(21):
            t = i / 20
            pts.append((x0 + w * t, base - h * (0.22 + 0.1 * math.sin(t * 6.0 + 0.8))))
        pts.append((x0 + w, base))
        gfx.polygon(s, c, pts)
        for cx, ch in ((0.24, 0.9), (0.74, 0.68)):
            px, top = x0 + w * cx, base - h * ch
            tw = w * 0.055
            gfx.rect(s, c, (px - tw, top, tw * 2, base - top), border_radius=int(tw))
            for side, ah in ((-1, 0.45), (1, 0.6)):
                ax = px + side * w * 0.09
                ay = base - h * ch * ah
                gfx.rect(s, c, (min(px, ax) - tw * 0.2, ay, abs(ax - px) + tw * 0.4, tw * 1.3))
                gfx.rect(s, c, (ax - tw * 0.8, ay - h * 0.22, tw * 1.6, h * 0.22 + tw * 1.3),
                                 border_radius=int(tw * 0.8))
    elif kind == "mountains":
        peaks = [(0.0, 0.3), (0.16, 0.82), (0.3, 0.48), (0.48, 1.0), (0.66, 0.55), (0.8, 0.78), (1.0, 0.34)]
        pts = [(x0, base)] + [(x0 + w * px, base - h * py) for px, py in peaks] + [(x0 + w, base)]
        gfx.polygon(s, c, pts)
        snow = shade(color, 1.55)
        for px, py in peaks[1:-1:2]:
            tip = (x0 + w * px, base - h * py)
            gfx.polygon(s, (*snow, 255), [tip, (tip[0] - w * 0.06, tip[1] + h * 0.2), (tip[0] + w * 0.06, tip[1] + h * 0.2)])
    else:  # the edge of town: a rail fence under a low sun
        gfx.circle(s, c, (x0 + w * 0.72, base - h * 0.5), h * 0.32)
        gfx.rect(s, c, (x0, base - h * 0.08, w, h * 0.08))
        for i in range(5):
            px = x0 + w * (0.06 + i * 0.22)
            gfx.rect(s, c, (px, base - h * 0.62, w * 0.04, h * 0.62))
        for ry in (0.46, 0.26):
            gfx.rect(s, c, (x0, base - h * ry, w, h * 0.06))


def _jail_bars(s: pygame.Surface, box: pygame.Rect, color) -> None:
    c = (*color, 255)
    gfx.rect(s, c, box, max(2, box.w // 18), border_radius=box.w // 6)
    n = 5
    for i in range(1, n):
        x = box.left + box.w * i / n
        gfx.line(s, c, (x, box.top), (x, box.bottom), max(2, box.w // 22))
    gfx.line(s, c, (box.left, box.centery), (box.right, box.centery), max(2, box.w // 26))


def _sun_rays(s: pygame.Surface, center, r: float, color) -> None:
    cx, cy = center
    for i in range(16):
        a0 = i * math.pi / 8
        a1 = a0 + math.pi / 20
        gfx.polygon(s, (*color, 255), [(cx, cy), (cx + math.cos(a0) * r, cy + math.sin(a0) * r),
                                               (cx + math.cos(a1) * r, cy + math.sin(a1) * r)])


# -- faces ----------------------------------------------------------------------------

def _font(role: str, size: int) -> pygame.font.Font:
    return text.font(role, max(6, round(size)))


def _words(words: str, role: str, size: float, color) -> pygame.Surface:
    return text.render(words, role, max(6, round(size)), color)


def _blit_center(surf: pygame.Surface, img: pygame.Surface, center, words: str | None = None) -> pygame.Rect:
    """Put ``img`` centred on ``center``; text (``words``) goes through the layout check's eyes."""
    r = img.get_rect(center=(round(center[0]), round(center[1])))
    if words is None:
        surf.blit(img, r)
    else:
        text.blit(surf, img, r, words)
    return r


def _number_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    k = w / CARD[0]
    jail, escape = card == START, card == ESCAPE
    paper = JAIL_PAPER if jail else ESCAPE_PAPER if escape else PAPER
    accent = range_accent(card)
    surf = card_art.card_base(size, paper, INK if not jail else JAIL_INK, seed=card % 5)
    inner = card_art.content_rect(size)
    tint = shade(accent, 1.58) if not escape else shade(ESCAPE_INK, 1.55)

    def art(s: pygame.Surface, q: int) -> None:
        scale = q
        if jail:
            box = pygame.Rect(0, 0, round(w * 0.56 * scale), round(h * 0.38 * scale))
            box.center = (round(w / 2 * scale), round(h * 0.42 * scale))
            _jail_bars(s, box, shade(JAIL_INK, 1.5))
        elif escape:
            _sun_rays(s, (w / 2 * scale, h * 0.42 * scale), w * 0.46 * scale, tint)
            gfx.circle(s, (*shade(ESCAPE_PAPER, 1.1), 255), (w / 2 * scale, h * 0.42 * scale), w * 0.24 * scale)
        else:
            box = pygame.Rect(round((inner.left + 2) * scale), round(h * 0.6 * scale),
                              round((inner.w - 4) * scale), round(h * 0.17 * scale))
            _landscape(s, range_of(card), box, tint)

    surf.set_clip(inner.inflate(-2, -2))
    surf.blit(supersampled(size, art, 2, clear=tint), (0, 0))
    surf.set_clip(None)
    # the big number, printed with a faint offset like letterpress
    big = max(6, round(40 * k if card < 10 else 36 * k))
    cy = h * 0.42
    ink = JAIL_INK if jail else INK
    o = max(1, round(k))
    pressed = text.render(str(card), "display", big, ink, shadow=(*shade(paper, 0.8), 255), shadow_offset=(o, o))
    number = pygame.Rect((0, 0), text.measure(str(card), "display", big))
    number.center = (round(w / 2), round(cy))
    text.blit(surf, pressed, number.topleft, str(card))
    # corner index, top left
    idx = _words(str(card), "display", 17 * k, accent)
    text.blit(surf, idx, (inner.left + round(3 * k), inner.top + round(1 * k)), str(card))
    # the bottom band: the number again, upright (it shows when the card is tucked
    # under a hideout), and the sprint value as boot prints in the corner
    band_y = h - inner.top - round(12 * k)
    small = _words(str(card), "display", WORDS * k, accent)
    number_at = text.blit(surf, small, small.get_rect(midleft=(inner.left + round(3 * k), band_y)), str(card))
    value = sprint_value(card)
    if value:
        prints = footprints(value, max(8, round(17 * k)), ink)
        surf.blit(prints, prints.get_rect(midright=(inner.right - round(2 * k), band_y)))
        plus_size = max(6, round(WORDS * k))
        at = pygame.Rect((0, 0), text.measure(f"+{value}", "ui_bold", plus_size))
        at.midright = (inner.right - prints.get_width() - round(4 * k), band_y + round(1 * k))
        if at.left > number_at.right:  # on a card printed small the boot prints alone say it
            text.blit(surf, _words(f"+{value}", "ui_bold", plus_size, shade(ink, 1.3)), at, f"+{value}")
    if jail or escape:
        # the banner across the card under the big number, clear of the bottom band
        font = _font("serif_bold", WORDS * k)
        band = pygame.Rect(0, 0, w - round(8 * k), max(font.get_height() + 2, round(h * 0.15)))
        band.center = (w // 2, round(h * 0.66))
        word = "START" if jail else "ESCAPE"
        if font.size(word)[0] <= band.w - 2 * (band.h // 2) - 6:  # the banner's room for words; a card
            card_art.draw_banner(surf, band, word, font, accent, INK,  # printed small shows its art alone
                                 text_color=shade(paper, 1.12))
    return surf


def _event_face(code: int, size: tuple[int, int]) -> pygame.Surface:
    ev = event_deck()[code - EVENT_BASE]
    w, h = size
    k = w / CARD[0]
    surf = card_art.card_base(size, EVENT_PAPER, EVENT_INK, seed=code % 7)
    inner = card_art.content_rect(size)
    color = HELPS_COLORS.get(ev.helps, EVENT_INK)
    head = _words("EVENT", "display", 9 * k, color)
    _blit_center(surf, head, (w / 2, inner.top + head.get_height() / 2 + 2 * k), "EVENT")
    big = w >= BIG[0] * 0.7
    # the name: up to two lines, as large as fits
    size_px = (12 if not big else 9.6) * k
    room = inner.w - round(6 * k)
    # a hyphenated name may break after its hyphen ("Washed- / Out Bridge"), nowhere else in a word
    breakable = ev.name.replace("-", "- ")
    longest = max(breakable.split(), key=lambda word: text.measure(word, "display", round(size_px))[0])

    def fits(px: float) -> bool:
        return (len(text.wrap(breakable, "display", round(px), room)) <= 2
                and text.measure(longest, "display", round(px))[0] <= room)

    while not fits(size_px) and size_px > 7:
        size_px -= 0.5
    lines = [ln.replace("- ", "-") for ln in text.wrap(breakable, "display", round(size_px), room)]
    y = inner.top + head.get_height() + round(4 * k)
    for line in lines[:2]:
        img = _words(line, "display", size_px, INK)
        _blit_center(surf, img, (w / 2, y + img.get_height() / 2), line)
        y += img.get_height()
    icon = helps_icon(ev.helps, round(30 * k if not big else 20 * k))
    icon_y = y + icon.get_height() / 2 + 3 * k
    _blit_center(surf, icon, (w / 2, icon_y))
    y = icon_y + icon.get_height() / 2 + 3 * k
    if big:
        words = HELPS_WORDS.get(ev.helps, "")
        who = _words(words, "ui_bold", 4.6 * k, color)
        _blit_center(surf, who, (w / 2, y + who.get_height() / 2), words)
        y += who.get_height() + 4 * k
        gfx.line(surf, shade(EVENT_INK, 1.6), (inner.left + 14 * k, y), (inner.right - 14 * k, y), max(1, round(k / 2)))
        y += 5 * k
        room = inner.bottom - y - 4 * k
        px = round(7.4 * k)
        body = text.render_wrapped(ev.text, "serif", px, INK, inner.w - round(12 * k), align="center")
        while body.get_height() > room and px > 13:
            px -= 1
            body = text.render_wrapped(ev.text, "serif", px, INK, inner.w - round(12 * k), align="center")
        text.blit(surf, body, body.get_rect(midtop=(w / 2, y)), ev.text)
    else:
        who = {"fugitive": "FUGITIVE", "marshal": "MARSHAL", "drawer": "DRAWER"}.get(ev.helps, "")
        img = _words(who, "ui_bold", 8 * k, color)
        _blit_center(surf, img, (w / 2, min(y + img.get_height() / 2, inner.bottom - img.get_height())), who)
    return surf


@gfx.cached(maxsize=160)
def face(card: int, size: tuple[int, int] = CARD) -> pygame.Surface:
    """The printed face of a number card (0-42) or an event card (EVENT_BASE + i)."""
    size = (int(size[0]), int(size[1]))
    if card >= EVENT_BASE:
        return _event_face(card, size)
    if not 0 <= card <= ESCAPE:
        raise ValueError(f"there is no Fugitive card {card}")
    return _number_face(card, size)


def tile_font_px(tile: tuple[int, int]) -> int:
    # small tiles (three rows) sit side by side without overlapping: their number may be relatively larger
    return round(tile[1] * (0.3 if tile[1] >= 50 else 0.4))


def tile_number_box(tile: tuple[int, int]) -> pygame.Rect:
    """Where a tile prints its number (tile pixels from its top-left): the
    widest number in the tile's font fits it, and the layout keeps every
    neighbour's edge out of it."""
    px = tile_font_px(tile)
    return pygame.Rect(2, 2, round(px * 1.42), round(px * 1.12))


@gfx.cached(maxsize=96)
def tile_face(card: int, size: tuple[int, int]) -> pygame.Surface:
    """A number card printed small for a crowded open hand: the number large in
    the top-left corner (what overlapping neighbours leave visible), the
    range's landscape in its colour along the bottom."""
    if not 0 <= card <= ESCAPE:
        raise ValueError(f"there is no Fugitive card {card}")
    size = (int(size[0]), int(size[1]))
    w, h = size
    jail, escape = card == START, card == ESCAPE
    paper = JAIL_PAPER if jail else ESCAPE_PAPER if escape else PAPER
    accent = range_accent(card)
    surf = card_art.card_base(size, paper, accent, border=False, seed=card % 5)
    tint = shade(accent, 1.45)

    def art(s: pygame.Surface, q: int) -> None:
        box = pygame.Rect(q, round(h * 0.62 * q), (w - 2) * q, round(h * 0.3 * q))
        _landscape(s, "town" if jail or escape else range_of(card), box, tint)

    surf.blit(supersampled(size, art, 2, clear=tint), (0, 0))
    gfx.line(surf, accent, (3, round(h * 0.56)), (w - 4, round(h * 0.56)), max(1, h // 40))
    # the number, its ink inside the box the layout keeps clear of neighbours
    box = tile_number_box(size)
    img = _words(str(card), "display", tile_font_px(size), INK)
    ink = img.get_bounding_rect()
    text.blit(surf, img, (box.left - ink.left, box.top - ink.top + max(0, (box.h - ink.h) // 2)), str(card), box)
    # the range's colour on the cut edge, so a row reads as piles at a glance
    gfx.rect(surf, accent, surf.get_rect(), max(1, h // 28), border_radius=card_art.default_radius(size))
    return surf


@gfx.cached(maxsize=8)
def back(size: tuple[int, int] = CARD) -> pygame.Surface:
    return card_art.card_back((int(size[0]), int(size[1])), BACK_PALETTE, BACK_MOTIF)


__all__ = ["BIG", "CARD", "HELPS_WORDS", "back", "face", "footprints", "helps_icon", "range_accent", "role_icon",
           "tile_face", "tile_number_box"]
