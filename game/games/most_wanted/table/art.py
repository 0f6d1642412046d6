"""Most Wanted's printed pieces, drawn once and cached.

    CARD                                   the table size of a playing card
    face(card, size=CARD) -> Surface       a card 0-71 (see ``cards``): rank and suit symbol
    back(size=CARD) -> Surface             one back for every card
    suit_icon(suit, size) -> Surface       the suit's symbol in its colour
    suit_ink(suit) -> RGB                  the suit's printing colour
    outlaw_color(seat) -> RGB              the token colour of a seat (eight outlaws)
    outlaw_token(seat, radius, label) -> Surface
    bag_icon(size) -> Surface              a small money bag for counts and bail marks
    jail_icon(size) -> Surface             bars, for actions whose losers pay bail
    points_icon(size) -> Surface           a wanted star, for points

Suits are told apart by symbol as well as colour: a red sheriff's badge, a
blue horseshoe, a green cactus and a gold nugget.  Surfaces are shared: copy
one before drawing on it.
"""

from __future__ import annotations


import pygame

from game.engine import card_art, text
from game.engine.card_art import INK, PAPER, shade, supersampled
from game.engine.sprites import money_bag_image, token_image

from ..cards import RANK_LABELS, RANK_OF, SUIT_OF, SUITS
from game.engine import gfx

CARD = (78, 110)
BACK_PALETTE = "tobacco"
BACK_MOTIF = "star"

# Printing inks, a shade darker than the suits' nominal colours so they read on paper.
_SUIT_INKS = {
    "badges": (176, 34, 30),
    "horseshoes": (34, 78, 156),
    "cacti": (34, 112, 52),
    "nuggets": (176, 124, 10),
}

# Eight outlaws: distinct hues that also differ in lightness.
OUTLAW_COLORS = (
    (196, 62, 44),    # vermilion
    (52, 108, 186),   # sky blue
    (232, 188, 60),   # mustard
    (64, 142, 78),    # sage green
    (142, 72, 160),   # plum
    (236, 134, 50),   # orange
    (70, 176, 176),   # teal
    (226, 220, 204),  # bone white
)


def suit_ink(suit: int) -> tuple[int, int, int]:
    return _SUIT_INKS.get(SUITS[suit].key, SUITS[suit].rgb)


def outlaw_color(seat: int) -> tuple[int, int, int]:
    return OUTLAW_COLORS[seat % len(OUTLAW_COLORS)]


# -- suit symbols ---------------------------------------------------------------------

def _cactus(s: pygame.Surface, cx: float, cy: float, r: float, color) -> None:
    """A saguaro: a trunk with two raised arms, rounded tops."""
    w = r * 0.46
    top, bottom = cy - r * 0.95, cy + r * 0.92
    gfx.rect(s, color, pygame.Rect(cx - w / 2, top + w / 2, w, bottom - top - w / 2))
    gfx.circle(s, color, (cx, top + w / 2), w / 2)
    aw = w * 0.78
    for side, (y0, h) in ((-1, (cy - r * 0.05, r * 0.62)), (1, (cy - r * 0.3, r * 0.66))):
        ax = cx + side * r * 0.62
        # elbow from the trunk, then up
        gfx.rect(s, color, pygame.Rect(min(ax, cx), y0, abs(ax - cx), aw))
        gfx.circle(s, color, (ax, y0 + aw / 2), aw / 2)
        gfx.rect(s, color, pygame.Rect(ax - aw / 2, y0 - h + aw / 2, aw, h))
        gfx.circle(s, color, (ax, y0 - h + aw / 2), aw / 2)
    # ground line
    gfx.rect(s, color, pygame.Rect(cx - r * 0.55, bottom - r * 0.08, r * 1.1, r * 0.12),
                     border_radius=max(1, round(r * 0.05)))


def _nugget(s: pygame.Surface, cx: float, cy: float, r: float, color, background) -> None:
    """A cut gold nugget: a faceted diamond with a bright facet."""
    pts = [(cx, cy - r), (cx + r * 0.78, cy - r * 0.05), (cx, cy + r), (cx - r * 0.78, cy - r * 0.05)]
    gfx.polygon(s, color, pts)
    lw = max(1, round(r * 0.08))
    light = shade(color, 1.45)
    gfx.polygon(s, light, [(cx, cy - r * 0.72), (cx + r * 0.42, cy - r * 0.08), (cx, cy - r * 0.08)])
    gfx.line(s, shade(color, 0.6), (cx - r * 0.78, cy - r * 0.05), (cx + r * 0.78, cy - r * 0.05), lw)
    gfx.line(s, shade(color, 0.6), (cx, cy - r), (cx, cy + r), lw)


def draw_suit(s: pygame.Surface, suit: int, center, r: float, background=PAPER, color=None) -> None:
    """The suit's symbol filling a circle of radius ``r`` (on a supersampled canvas)."""
    color = color or suit_ink(suit)
    symbol = SUITS[suit].symbol
    cx, cy = center
    if symbol == "star":
        card_art.draw_motif(s, "star", center, r, color, background)
    elif symbol == "horseshoe":
        card_art.draw_motif(s, "horseshoe", center, r * 1.05, color, background)
    elif symbol == "cactus":
        _cactus(s, cx, cy, r, color)
    else:
        _nugget(s, cx, cy, r, color, background)


@gfx.cached(maxsize=64)
def suit_icon(suit: int, size: int, background: tuple = PAPER) -> pygame.Surface:
    def draw(s: pygame.Surface, k: int) -> None:
        draw_suit(s, suit, (size * k / 2, size * k / 2), size * k * 0.46, background)
    return supersampled((size, size), draw, 4, clear=suit_ink(suit))


# -- playing cards ------------------------------------------------------------------------

@gfx.cached(maxsize=160)
def _face(rank: int, suit: int, size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    if h < 84:
        return _small_face(rank, suit, size)
    ink = suit_ink(suit)
    surf = card_art.card_base(size, PAPER, INK, seed=1)
    label = RANK_LABELS[rank]
    # The middle: a big symbol; court cards and aces get a lettered cartouche instead.
    court = rank >= 11
    tint = shade(ink, 1.82)

    # Only the middle is drawn supersampled: the paper around it is already done.
    box = pygame.Rect(0, 0, round(w * 0.64), round(h * 0.64))
    box.center = (w // 2, h // 2)

    def draw(s: pygame.Surface, k: int) -> None:
        cx, cy = box.w * k / 2, box.h * k / 2
        if court:
            oval = pygame.Rect(0, 0, w * k * 0.5, h * k * 0.58)
            oval.center = (round(cx), round(cy))
            gfx.ellipse(s, (*tint, 255), oval)
            gfx.ellipse(s, (*ink, 255), oval, max(1, round(k * w / 60)))
            draw_suit(s, suit, (cx, cy + h * k * 0.15), w * k * 0.1, tint)
        else:
            draw_suit(s, suit, (cx, cy), w * k * 0.26)
    surf.blit(supersampled(box.size, draw, 4, clear=ink), box)
    if court:
        img = text.render(label, "display", round(h * 0.22), ink)
        text.blit(surf, img, img.get_rect(center=(w // 2, round(h * 0.44))), label, card_art.content_rect(size))
    # The corner index last, rank over a small symbol: nothing in the middle may cover it.
    idx_font = text.font("ui_bold", max(10, round(h * 0.19)))
    pip = suit_icon(suit, max(8, round(w * 0.18)))
    card_art.draw_corner_index(surf, label, idx_font, ink, sub=pip)
    return surf


def _small_face(rank: int, suit: int, size: tuple[int, int]) -> pygame.Surface:
    """A face for cards laid small on the table: the rank big at the top, the
    symbol big beneath it, so a revealed hand reads from across the table."""
    w, h = size
    ink = suit_ink(suit)
    surf = card_art.card_base(size, PAPER, INK, border=False, seed=1)
    label = RANK_LABELS[rank]
    img = text.render(label, "ui_bold", text.fit_size(label, "ui_bold", round(h * 0.4), round(w * 0.86), 8), ink)
    text.blit(surf, img, img.get_rect(center=(w // 2, round(h * 0.3))), label)
    icon = suit_icon(suit, round(min(w * 0.62, h * 0.42)))
    surf.blit(icon, icon.get_rect(center=(w // 2, round(h * 0.7))))
    return surf


def face(card: int, size: tuple[int, int] = CARD) -> pygame.Surface:
    return _face(RANK_OF[card], SUIT_OF[card], (int(size[0]), int(size[1])))


@gfx.cached(maxsize=8)
def back(size: tuple[int, int] = CARD) -> pygame.Surface:
    return card_art.card_back((int(size[0]), int(size[1])), BACK_PALETTE, BACK_MOTIF)


# -- small icons ---------------------------------------------------------------------------

@gfx.cached(maxsize=16)
def bag_icon(size: int) -> pygame.Surface:
    return money_bag_image(size, label="$", font=text.font("ui_bold", max(8, round(size * 0.4))))


@gfx.cached(maxsize=16)
def jail_icon(size: int, color: tuple = (54, 48, 46)) -> pygame.Surface:
    def draw(s: pygame.Surface, k: int) -> None:
        S = size * k
        frame = pygame.Rect(S * 0.08, S * 0.08, S * 0.84, S * 0.84)
        lw = max(2, round(S * 0.08))
        gfx.rect(s, (*color, 255), frame, lw, border_radius=round(S * 0.08))
        for i in range(1, 4):
            x = frame.left + frame.w * i / 4
            gfx.line(s, (*color, 255), (x, frame.top), (x, frame.bottom), lw)
        gfx.line(s, (*color, 255), (frame.left, frame.centery), (frame.right, frame.centery), lw)
    return supersampled((size, size), draw, 4, clear=color)


@gfx.cached(maxsize=16)
def points_icon(size: int, color: tuple = (196, 40, 32)) -> pygame.Surface:
    def draw(s: pygame.Surface, k: int) -> None:
        S = size * k
        card_art.draw_star(s, (S / 2, S / 2 + S * 0.03), S * 0.5, (*shade(color, 0.6), 255), 5, 0.45)
        card_art.draw_star(s, (S / 2, S / 2 + S * 0.03), S * 0.4, (*color, 255), 5, 0.45)
    return supersampled((size, size), draw, 4, clear=color)


@gfx.cached(maxsize=64)
def outlaw_token(seat: int, radius: int, label: str) -> pygame.Surface:
    """A chip in the outlaw's colour with their initial; a hat brim under the letter."""
    font = text.font("display", max(8, round(radius * 1.05)))
    return token_image(radius, outlaw_color(seat), label[:1].upper(), font)


SHERIFF_COLOR = (120, 116, 108)


@gfx.cached(maxsize=16)
def sheriff_token(radius: int) -> pygame.Surface:
    icon = gfx.Surface((radius * 2, radius * 2), pygame.SRCALPHA)

    def draw(s: pygame.Surface, k: int) -> None:
        card_art.draw_motif(s, "star", (radius * k, radius * k), radius * k * 0.9, (246, 214, 120), SHERIFF_COLOR)
    icon = supersampled((radius * 2, radius * 2), draw, 4, clear=(246, 214, 120))
    return token_image(radius, SHERIFF_COLOR, None, None, icon)


