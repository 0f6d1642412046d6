"""Everything on Fugitive's table that is not a card sprite: the felt, the
piles, callouts ("UNCOVERED 17!"), and small tags and outlines.

Every picture is made once for its content and cached, so a frame is blits:
nothing here renders text per frame.
"""

from __future__ import annotations

import pygame

from game.engine import text, theme
from game.engine.card_art import shade
from game.engine.sprites import GLOW_LEGAL
from game.engine import gfx

from . import art
from . import layout as L
from ..events import event_deck
from ..rules import EVENT_BASE, PILE_NAMES

CREAM = theme.CREAM
RAIL = (26, 70, 46)
EVENT_CODES = {ev.id: EVENT_BASE + i for i, ev in enumerate(event_deck())}


@gfx.cached(maxsize=2)
def background(size: tuple[int, int]) -> pygame.Surface:
    """The felt with the route's painted trail and the zones' lettering."""
    surf = theme.table(size, "felt", 4).copy()
    ink = (20, 58, 38)
    # a dotted trail along the escape route, and a faint title
    y = L.ROUTE_Y
    for x in range(L.ROUTE.left + 20, L.ROUTE.right - 10, 14):
        gfx.circle(surf, ink, (x, y), 2)
    gfx.line(surf, RAIL, (L.ROUTE.left + 6, L.ROUTE.top - 4), (L.ROUTE.right, L.ROUTE.top - 4), 1)
    # the bottom rail leaves a gap for the route's name (drawn by the table, under the Manhunt banner)
    gap = route_label().get_rect(midright=(L.ROUTE_LABEL_RIGHT, L.RAIL_Y))
    gfx.line(surf, RAIL, (L.ROUTE.left + 6, L.RAIL_Y), (gap.left, L.RAIL_Y), 1)
    gfx.line(surf, RAIL, (gap.right, L.RAIL_Y), (L.ROUTE.right, L.RAIL_Y), 1)
    # pile spots: slightly worn felt where the piles sit
    for i in range(3):
        spot = L.pile_rect(i).inflate(10, 12)
        gfx.rect(surf, shade(theme.FELT, 0.82), spot, border_radius=10)
        gfx.rect(surf, (26, 70, 46), spot, 1, border_radius=10)
    return surf.convert() if pygame.display.get_surface() else surf


# -- piles ------------------------------------------------------------------------------

@gfx.cached(maxsize=64)
def pile_image(count: int) -> pygame.Surface:
    """A stack of backs whose thickness follows the count (an empty spot when 0)."""
    w, h = round(L.CW * L.PILE_SCALE), round(L.CH * L.PILE_SCALE)
    layers = 0 if count == 0 else min(7, 1 + (count - 1) // 2)
    surf = gfx.Surface((w + 14, h + 16), pygame.SRCALPHA)
    if count == 0:
        r = pygame.Rect(7, 10, w, h)
        gfx.rect(surf, (22, 60, 40), r, border_radius=6)
        for x in range(r.left, r.right, 8):
            gfx.line(surf, (40, 90, 60), (x, r.top), (min(x + 4, r.right), r.top), 1)
            gfx.line(surf, (40, 90, 60), (x, r.bottom - 1), (min(x + 4, r.right), r.bottom - 1), 1)
        size = text.fit_size("empty", "ui_italic", text.reading_size(13), w - 10, 13)
        text.draw(surf, "empty", r.center, "ui_italic", size, (120, 160, 130), anchor="center")
        return surf
    back = gfx.smoothscale(art.back(), (w, h))
    edge = gfx.Surface((w, h), pygame.SRCALPHA)
    gfx.rect(edge, (214, 200, 170), edge.get_rect(), border_radius=6)
    gfx.rect(edge, (150, 132, 104), edge.get_rect(), 1, border_radius=6)
    sh = theme.shadow((w, h), 6, 120)
    surf.blit(sh, (7 - 6 + 3, 10 - 6 + 4))
    for i in range(layers, 0, -1):
        surf.blit(edge, (7 + i * 0.6, 10 + i * 1.2 - layers * 1.2))
    surf.blit(back, (7, 10 - layers * 1.2))
    return surf


PILE_LABEL_W = 84   # the piles stand 86 apart: their labels grow taller, not wider
PILE_LABEL_SIZE = 13


@gfx.cached(maxsize=64)
def pile_label(i: int, count: int, events: int) -> pygame.Surface:
    """A pile's range and how many cards are left in it (with a tiny event card carrying how
    many events still hide in it), at the player's text size as far as the label's width holds."""
    lo_hi = PILE_NAMES[i]
    size = _pile_label_size(bool(events))
    pip = pygame.Rect(0, 0, round(12 * size / PILE_LABEL_SIZE), round(16 * size / PILE_LABEL_SIZE))
    surf = gfx.Surface((PILE_LABEL_W, max(22, pip.h + 6, text.line_height("ui_bold", size) + 4)), pygame.SRCALPHA)
    mid = surf.get_height() // 2
    gfx.rect(surf, (40, 26, 16, 220), surf.get_rect(), border_radius=6)
    gfx.rect(surf, theme.BRASS_DARK, surf.get_rect(), 1, border_radius=6)
    text.draw(surf, lo_hi, (6, mid), "display", size, theme.BRASS_LIGHT, anchor="midleft")
    r = text.draw(surf, f"{count}", (PILE_LABEL_W - 6, mid), "ui_bold", size, CREAM, anchor="midright")
    if events:
        pip.midright = (r.left - 4, mid)
        gfx.rect(surf, art.EVENT_PAPER, pip, border_radius=2)
        gfx.rect(surf, art.HELPS_COLORS["drawer"], pip, 1, border_radius=2)
        text.draw(surf, str(events), pip.center, "ui_bold", round(11 * size / PILE_LABEL_SIZE), art.EVENT_INK,
                  anchor="center")
    return surf


def _pile_label_size(events: bool) -> int:
    """One size for the three labels, whatever their counts: the longest range with two figures."""
    for size in range(text.reading_size(PILE_LABEL_SIZE), PILE_LABEL_SIZE, -1):
        pip = round(12 * size / PILE_LABEL_SIZE) + 4 if events else 0
        used = max(text.measure(name, "display", size)[0] for name in PILE_NAMES) + \
            text.measure("88", "ui_bold", size)[0]
        if 6 + used + 8 + pip + 6 <= PILE_LABEL_W:
            return size
    return PILE_LABEL_SIZE


@gfx.cached(maxsize=8)
def pile_glow(hovered: bool) -> pygame.Surface:
    w, h = round(L.CW * L.PILE_SCALE) + 18, round(L.CH * L.PILE_SCALE) + 18
    surf = gfx.Surface((w + 16, h + 16), pygame.SRCALPHA)
    color = (255, 236, 170) if hovered else GLOW_LEGAL
    for i in range(8, 0, -1):
        gfx.rect(surf, (*color, 18 + (8 - i) * 10), pygame.Rect(8 - i, 8 - i, w + 2 * i, h + 2 * i),
                         border_radius=12 + i)
    gfx.rect(surf, (*color, 255), pygame.Rect(8, 8, w, h), 3, border_radius=12)
    return surf


def draw_piles(surface: pygame.Surface, obs: dict, legal, hovered: int | None) -> None:
    """The three piles (a glow round each the viewer may draw from, brighter under the
    pointer), their counts, and the events' discard when the Events variant is on."""
    counts = obs["piles"]
    events = obs["events_in_piles"]
    for i in range(3):
        x, y = L.pile_pos(i)
        if legal[i]:
            glow = pile_glow(hovered == i)
            surface.blit(glow, glow.get_rect(center=(x - 2, y - 3)))
        img = pile_image(counts[i])
        surface.blit(img, img.get_rect(center=(x, y)))
        label = pile_label(i, counts[i], events[i])
        surface.blit(label, label.get_rect(center=(x, L.PILE_LABEL_Y)))
    if obs["events_variant"]:
        discard = obs["event_discard"]
        x, y = L.DISCARD_POS
        size = (round(L.CW * L.PILE_SCALE), round(L.CH * L.PILE_SCALE))
        if discard:
            code = EVENT_CODES.get(discard[-1]["id"])
            img = art.face(code, size) if code is not None else None
        else:
            img = ghost_slot(size, "", "events", (120, 170, 136))
        if img is not None:
            surface.blit(img, img.get_rect(center=(x, y)))


# -- callouts, tags, outlines --------------------------------------------------------------------

@gfx.cached(maxsize=32)
def callout_image(words: str, color: tuple[int, int, int], sub: str = "") -> pygame.Surface:
    """A rubber-stamp announcement."""
    size_px = text.fit_size(words, "display", 44, 760, 20)
    img = text.render(words, "display", size_px, color)
    sub_img = text.render(sub, "serif_bold", 22, color) if sub else None
    w = max(img.get_width(), sub_img.get_width() if sub_img else 0) + 48
    h = img.get_height() + (sub_img.get_height() if sub_img else 0) + 22
    surf = gfx.Surface((w + 20, h + 20), pygame.SRCALPHA)
    box = pygame.Rect(10, 10, w, h)
    gfx.rect(surf, (250, 242, 222, 235), box, border_radius=10)
    gfx.rect(surf, color, box, 4, border_radius=10)
    gfx.rect(surf, color, box.inflate(-10, -10), 1, border_radius=7)
    text.blit(surf, img, img.get_rect(midtop=(box.centerx, box.top + 8)), words, box)
    if sub_img:
        text.blit(surf, sub_img, sub_img.get_rect(midtop=(box.centerx, box.top + 8 + img.get_height() - 4)), sub, box)
    return surf


class Callout:
    """A stamp that pops in, holds, and fades."""

    def __init__(self, words: str, color=theme.RED, sub: str = "", seconds: float = 1.5, center=L.CALLOUT_CENTER,
                 angle: float = -6.0):
        self.image = callout_image(words, tuple(color), sub)
        self.seconds = seconds
        self.age = 0.0
        self.center = center
        self.angle = angle
        self._turned = gfx.rotozoom(self.image, angle, 1.0)

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    def update(self, dt: float) -> None:
        self.age += dt

    def draw(self, surface: pygame.Surface) -> None:
        t = self.age
        if t < 0.18:
            # the stamp comes down: a quick (unfiltered) shrink of the turned picture
            k = 1.6 - 0.6 * (t / 0.18) ** 0.6
            w, h = self._turned.get_size()
            img = gfx.scale_to(self._turned, (round(w * k), round(h * k)))
            img.set_alpha(int(255 * min(1.0, t / 0.1)))
        else:
            img = self._turned
            fade = min(1.0, max(0.0, (self.seconds - t) / 0.35))
            img.set_alpha(int(255 * fade))
        surface.blit(img, img.get_rect(center=self.center))


TAG_SIZE = 13


def tag_height(size: int = TAG_SIZE) -> int:
    return max(20, text.line_height("ui_bold", size) + 4)


@gfx.cached(maxsize=64)
def tag(words: str, fill: tuple[int, int, int], ink: tuple[int, int, int] = theme.INK,
        size: int = TAG_SIZE) -> pygame.Surface:
    """A rounded tag of ``words`` set at ``size`` (the route's tags pick theirs: labels.tag_size)."""
    img = text.render(words, "ui_bold", size, ink)
    surf = gfx.Surface((img.get_width() + 14, tag_height(size)), pygame.SRCALPHA)
    gfx.rect(surf, fill, surf.get_rect(), border_radius=9)
    gfx.rect(surf, shade(fill, 0.6), surf.get_rect(), 1, border_radius=9)
    text.blit(surf, img, img.get_rect(center=surf.get_rect().center), words)
    return surf


@gfx.cached(maxsize=16)
def ghost_slot(size: tuple[int, int], top: str, bottom: str, color: tuple[int, int, int]) -> pygame.Surface:
    """A dashed card outline: where the next hideout goes, or the 42 to reach."""
    w, h = size
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, (*color, 40), surf.get_rect(), border_radius=7)
    dash = 7
    for x in range(4, w - 4, dash * 2):
        gfx.line(surf, color, (x, 1), (min(x + dash, w - 4), 1), 2)
        gfx.line(surf, color, (x, h - 2), (min(x + dash, w - 4), h - 2), 2)
    for y in range(4, h - 4, dash * 2):
        gfx.line(surf, color, (1, y), (1, min(y + dash, h - 4)), 2)
        gfx.line(surf, color, (w - 2, y), (w - 2, min(y + dash, h - 4)), 2)
    if top:
        size_px = text.fit_size(top, "display", 22, w - 10, 10)
        text.draw(surf, top, (w // 2, h // 2 - 12), "display", size_px, color, anchor="center")
    if bottom:
        size_px = text.fit_size(bottom, "ui_bold", text.reading_size(13), w - 8, 9)
        text.draw(surf, bottom, (w // 2, h // 2 + 16), "ui_bold", size_px, color, anchor="center")
    return surf


@gfx.cached(maxsize=2)
def route_label() -> pygame.Surface:
    """The route's name, set into a gap of its bottom rail."""
    img = text.render("ESCAPE ROUTE", "display", 13, (112, 158, 122))
    surf = gfx.Surface((img.get_width() + 16, img.get_height()), pygame.SRCALPHA)
    text.blit(surf, img, (8, 0), "ESCAPE ROUTE")
    return surf


@gfx.cached(maxsize=4)
def manhunt_banner(width: int) -> pygame.Surface:
    words = "MANHUNT  -  the Marshal guesses one number at a time: one miss and the Fugitive escapes"
    # at the player's text size as far as the banner's width and its 22 pixels on the rail hold it
    tallest = next((s for s in range(text.reading_size(15), 15, -1) if text.line_height("ui_bold", s) <= 21), 15)
    size_px = text.fit_size(words, "ui_bold", tallest, width - 32, 11)
    img = text.render(words, "ui_bold", size_px, CREAM)
    surf = gfx.Surface((min(width, img.get_width() + 32), 22), pygame.SRCALPHA)
    gfx.rect(surf, (150, 36, 28), surf.get_rect(), border_radius=6)
    gfx.rect(surf, (90, 20, 14), surf.get_rect(), 2, border_radius=6)
    text.blit(surf, img, img.get_rect(center=surf.get_rect().center), words)
    return surf
