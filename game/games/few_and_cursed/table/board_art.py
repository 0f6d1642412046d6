"""The Few and Cursed's pieces on and around the desert board, drawn at run
time and cached: the Grit track round the board's edge, the players' cubes,
the artifact tokens, the first-player token, the bounty piles, the Wanted
cards and the small faces of the cards lying in the trays beside the map.

    track_cells(rect, band, n=TRACK_CELLS) -> [Rect]   the track's spaces, clockwise from the top left
    draw_track(surface, rect, band, trigger)           the printed track (into the table's cached top),
                                                       the summons space marked by a monster's head
    cube(colour) / grit_tag(grit) / artifact_stack(colour, count) / first_token()
    bounty_pile(top_face, count, height)               a pile: cards under, the top face, its count
    mini_face(tone, big, size, family)                 a Wanted card in its tray: picture and attack
    store_face(name, cost, size, family)               a store item for the tray: name, picture, cost
    wanted_card(side, places, side_no, size)           a Wanted bounty's face, with where it is fought
    tray_back(size, title)                             the leather tray a row of cards lies in
"""

from __future__ import annotations


import pygame

from game.engine import card_art, text, theme
from game.engine.card_art import shade, supersampled
from game.engine.sprites.tokens import token_image

from . import art, pictures
from .art import fit
from .layout import SMALLEST
from game.engine import gfx

TRACK_CELLS = 60
TRACK_PAPER = ((232, 214, 172), (214, 192, 146))
TRACK_FIFTH = (176, 132, 70)
TRACK_LINE = (92, 62, 34)
WANTED_TONE = (88, 64, 44)
LEATHER = (58, 38, 24)
GOLD_TOKEN = (214, 170, 62)
WATER_COIN = (46, 104, 164)
TRIGGER_RED = (128, 26, 30)


def track_cells(rect: pygame.Rect, band: int, n: int = TRACK_CELLS) -> list[pygame.Rect]:
    """The track's ``n`` spaces in a band ``band`` wide inside ``rect``: along the top
    left to right, down the right side, back along the bottom, up the left side."""
    across = round(n * rect.w / (2 * (rect.w + rect.h - 2 * band)))
    down = n // 2 - across
    xs = [rect.x + round(i * rect.w / across) for i in range(across + 1)]
    inner = rect.h - 2 * band
    ys = [rect.y + band + round(i * inner / down) for i in range(down + 1)]
    top = [pygame.Rect(xs[i], rect.y, xs[i + 1] - xs[i], band) for i in range(across)]
    right = [pygame.Rect(rect.right - band, ys[i], band, ys[i + 1] - ys[i]) for i in range(down)]
    bottom = [pygame.Rect(xs[i], rect.bottom - band, xs[i + 1] - xs[i], band) for i in reversed(range(across))]
    left = [pygame.Rect(rect.x, ys[i], band, ys[i + 1] - ys[i]) for i in reversed(range(down))]
    return top + right + bottom + left


def draw_track(surface: pygame.Surface, rect: pygame.Rect, band: int, trigger: int | None = None) -> None:
    """The Grit track printed round the board: numbered spaces, every fifth one darker;
    ``trigger``: the space printed with a monster's head (the 21-Grit summons)."""
    gfx.rect(surface, TRACK_LINE, rect)
    for i, cell in enumerate(track_cells(rect, band)):
        if i == trigger:
            _trigger_cell(surface, cell, i)
            continue
        fifth = i % 5 == 0
        fill = TRACK_FIFTH if fifth else TRACK_PAPER[i % 2]
        gfx.rect(surface, fill, cell.inflate(-1, -1))
        label = str(i)
        role = "ui_bold" if fifth else "ui"
        size = fit(label, role, SMALLEST, cell.w - 2)
        colour = theme.CREAM if fifth else theme.INK_SOFT
        text.draw(surface, label, cell.center, role, size, colour, anchor="center", box=cell)
    gfx.rect(surface, TRACK_LINE, rect, 1)
    gfx.rect(surface, TRACK_LINE, rect.inflate(-2 * band, -2 * band), 1)


def _trigger_cell(surface: pygame.Surface, cell: pygame.Rect, number: int) -> None:
    """The summons space: blood red, a monster's horned head over its number."""
    inner = cell.inflate(-1, -1)
    gfx.rect(surface, TRIGGER_RED, inner)
    gfx.rect(surface, theme.GOLD, inner, 1)
    label = str(number)
    size = fit(label, "ui_bold", SMALLEST, cell.w - 2)
    tall = cell.h >= 2 * text.line_height("ui_bold", size) + 4
    head = monster_head(min(cell.w, cell.h) - 4 if not tall else cell.w - 4)
    if tall:   # a side of the board: the head above the number
        surface.blit(head, head.get_rect(midtop=(cell.centerx, cell.y + 3)))
        where = (cell.centerx, cell.bottom - 3)
        text.draw(surface, label, where, "ui_bold", size, theme.CREAM, anchor="midbottom", box=cell)
    else:      # the top or bottom row: the head alone, the number on hover
        surface.blit(head, head.get_rect(center=cell.center))


@gfx.cached(maxsize=4)
def monster_head(size: int) -> pygame.Surface:
    """A small horned head with glowing eyes: the mark of the monster summons."""
    def draw(s: pygame.Surface, k: int) -> None:
        u = size * k / 16
        face = pygame.Rect(round(4 * u), round(5 * u), round(8 * u), round(9 * u))
        gfx.polygon(s, theme.CREAM, [(5 * u, 7 * u), (1 * u, 1 * u), (7 * u, 5 * u)])
        gfx.polygon(s, theme.CREAM, [(11 * u, 7 * u), (15 * u, 1 * u), (9 * u, 5 * u)])
        gfx.ellipse(s, (36, 22, 26), face)
        gfx.ellipse(s, theme.CREAM, face, max(1, k))
        for x in (6.5, 9.5):
            gfx.circle(s, theme.GOLD, (round(x * u), round(9 * u)), max(1, round(1.1 * u)))
    return supersampled((size, size), draw, 4, clear=(36, 22, 26))


@gfx.cached(maxsize=16)
def cube(colour: tuple) -> pygame.Surface:
    """A wooden cube seen from above and a little in front: top, front and side faces."""
    size = 13

    def draw(s: pygame.Surface, k: int) -> None:
        u = k
        top = [(2 * u, 4 * u), (5 * u, 1 * u), (12 * u, 1 * u), (9 * u, 4 * u)]
        front = [(2 * u, 4 * u), (9 * u, 4 * u), (9 * u, 12 * u), (2 * u, 12 * u)]
        side = [(9 * u, 4 * u), (12 * u, 1 * u), (12 * u, 9 * u), (9 * u, 12 * u)]
        gfx.polygon(s, (*shade(colour, 1.3), 255), top)
        gfx.polygon(s, (*colour, 255), front)
        gfx.polygon(s, (*shade(colour, 0.65), 255), side)
        for face in (top, front, side):
            gfx.polygon(s, (*shade(colour, 0.4), 255), face, max(1, k // 2))
    return supersampled((size, size), draw, 4, clear=colour)


@gfx.cached(maxsize=32)
def grit_tag(grit: int) -> pygame.Surface:
    """A cube's Grit in a little dark tag, for a count the track's spaces cannot show."""
    words = str(grit)
    img = text.render(words, "ui_bold", SMALLEST, theme.GOLD)
    surf = gfx.Surface((img.get_width() + 8, img.get_height() + 2), pygame.SRCALPHA)
    gfx.rect(surf, (36, 24, 16, 230), surf.get_rect(), border_radius=5)
    text.blit(surf, img, (4, 1), words, surf.get_rect())
    return surf


@gfx.cached(maxsize=32)
def artifact_stack(colour: str, count: int, radius: int = 9) -> pygame.Surface:
    """``count`` face-down artifact tokens of one colour, stacked a little askew."""
    tone = art.ARTIFACT_TONES.get(colour, (120, 100, 80))
    chip = token_image(radius, tone, "?", text.font("display", max(SMALLEST, radius + 3)), rim=shade(tone, 0.55))
    lift = 3
    surf = gfx.Surface((radius * 2 + 2 * max(0, count - 1), radius * 2 + lift * max(0, count - 1)),
                          pygame.SRCALPHA)
    for i in range(count):
        surf.blit(chip, (i * 2 if i % 2 else 0, lift * (count - 1 - i)))
    return surf


@gfx.cached(maxsize=2)
def first_token(radius: int = 10) -> pygame.Surface:
    """The First Player token: a gold chip with a star."""
    chip = token_image(radius, GOLD_TOKEN, None, rim=(120, 84, 26))
    surf = chip.copy()
    card_art.draw_star(surf, (radius, radius), radius * 0.55, (120, 40, 24))
    return surf


@gfx.cached(maxsize=64)
def _scaled_face(face: pygame.Surface, size: tuple) -> pygame.Surface:
    return gfx.smoothscale(face, size)


@gfx.cached(maxsize=64)
def bounty_pile(top_face: pygame.Surface, count: int, height: int) -> pygame.Surface:
    """A Most Wanted pile on its poster: the cards beneath show as edges, the top one's
    face (or back) on top, a seal with how many cards are left."""
    w = round(height * card_art_ratio())
    under = min(3, max(0, count - 1))
    badge = max(10, height // 4)
    surf = gfx.Surface((w + 2 * under + badge, height + 2 * under + badge // 2), pygame.SRCALPHA)
    back = _scaled_face(art.card_back(), (w, height))
    y0 = badge // 2
    for i in range(under, 0, -1):
        surf.blit(back, (2 * i, y0 + 2 * i))
    surf.blit(_scaled_face(top_face, (w, height)), (0, y0))
    seal = token_image(badge, theme.RED, str(count), text.font("ui_bold", max(SMALLEST, badge + 2)), rim=(90, 20, 16))
    surf.blit(seal, (w + 2 * under + badge - 2 * badge + 2, 0))
    return surf


def small_face(face: pygame.Surface, size: tuple) -> pygame.Surface:
    """A card shrunk to lie in a tray slot."""
    return _scaled_face(face, tuple(size))


@gfx.cached(maxsize=4)
def empty_slot(size: tuple) -> pygame.Surface:
    """Where a pile would lie when none is left: a faint outline."""
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, (140, 110, 70, 160), surf.get_rect(), 1, border_radius=4)
    return surf


def card_art_ratio() -> float:
    return art.CARD[0] / art.CARD[1]


@gfx.cached(maxsize=64)
def mini_face(tone: tuple, big: str, size: tuple, family: str = "") -> pygame.Surface:
    """A card for the trays, read at a glance: its family's picture (who is fought: a gang, the
    dead, demons, crows) framed in its tone, and one big figure (the attack it takes) on a seal.
    Its name and words are on its hover card."""
    w, h = size
    surf = card_art.card_base(size, border=False)
    inner = surf.get_rect().inflate(-6, -6)
    gfx.rect(surf, tone, surf.get_rect().inflate(-2, -2), 3, border_radius=card_art.default_radius(size))
    if family:
        surf.blit(pictures.picture(family, inner.size), inner)
    d = min(inner.w, round(h * 0.42))
    seal = pygame.Rect(0, 0, d, d)
    seal.midbottom = (inner.centerx, inner.bottom - 2)
    gfx.ellipse(surf, shade(tone, 0.6), seal.inflate(4, 4))
    gfx.ellipse(surf, shade(tone, 1.1), seal)
    size_big = fit(big, "display", 22, seal.w - 4)
    text.draw(surf, big, seal.center, "display", size_big, theme.CREAM, anchor="center", box=seal)
    return surf


@gfx.cached(maxsize=64)
def store_face(name: str, cost: int, size: tuple, family: str = "") -> pygame.Surface:
    """A store item in the tray, read at a glance: the name on a banner, its family's picture
    and the cost in water on a coin.  What it does is on its hover card."""
    w, h = size
    tone = art.KIND_TONES["store"]
    surf = card_art.card_base(size, border=False)  # a tray card's words need the border's room
    gfx.rect(surf, shade(tone, 1.4), surf.get_rect().inflate(-4, -4), 1, border_radius=4)
    inner = surf.get_rect().inflate(-8, -8)
    role = "serif_bold"      # the narrower face: a store item's longest word fits a tray card's banner
    lh = text.line_height(role, SMALLEST)
    shown = art.hyphenated(name, role, SMALLEST, inner.w - 2)
    lines = min(2, len(text.wrap(shown, role, SMALLEST, inner.w - 2)))
    banner = pygame.Rect(inner.x, inner.y, inner.w, lh * lines + 4)
    gfx.rect(surf, tone, banner, border_radius=3)
    art.fitted_text(surf, shown, banner.inflate(-2, 0), role, SMALLEST, theme.CREAM, middle=True)
    room = pygame.Rect(inner.x, banner.bottom + 2, inner.w, inner.bottom - banner.bottom - 2)
    if family:
        surf.blit(pictures.picture(family, room.size), room)
        gfx.rect(surf, shade(tone, 0.8), room, 1)
    d = min(room.h, 24)
    coin = pygame.Rect(room.right - d - 1, room.bottom - d - 1, d, d)
    gfx.circle(surf, shade(WATER_COIN, 0.55), coin.center, coin.w // 2 + 1)
    gfx.circle(surf, WATER_COIN, coin.center, coin.w // 2 - 1)
    figure = str(cost)
    size_cost = fit(figure, "display", 16, coin.w - 4)
    text.draw(surf, figure, coin.center, "display", size_cost, theme.CREAM, anchor="center", box=coin)
    return surf


def wanted_card(side, places: tuple, side_no: int, size=art.CARD) -> pygame.Surface:
    """One face of a double-sided Wanted bounty: its attack, reward and where it is fought."""
    where = "Fought on " + " or ".join(places) + " spaces."
    return art.plain_card(side.name, WANTED_TONE, f"Attack {side.attack}", f"{side.text} {where}",
                          f"Wanted, side {side_no} of 2", tuple(size), pictures.wanted_family(places))


@gfx.cached(maxsize=8)
def tray_back(size: tuple, title: str) -> pygame.Surface:
    """A leather tray with a stitched edge and its title at the top."""
    w, h = size
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, LEATHER, surf.get_rect(), border_radius=8)
    gfx.rect(surf, shade(LEATHER, 0.6), surf.get_rect(), 2, border_radius=8)
    stitch = surf.get_rect().inflate(-8, -8)
    for x in range(stitch.x + 4, stitch.right - 4, 7):
        gfx.line(surf, (140, 110, 70), (x, stitch.y), (x + 3, stitch.y))
        gfx.line(surf, (140, 110, 70), (x, stitch.bottom), (x + 3, stitch.bottom))
    box = pygame.Rect(4, 5, w - 8, 20)
    role = "display" if text.measure(title, "display", SMALLEST)[0] <= box.w else "serif_bold"
    size_t = fit(title, role, 16, box.w)
    text.draw(surf, title, box.center, role, size_t, theme.GOLD, anchor="center", box=box)
    return surf
