"""Wagon Robbers' printed pieces, drawn once and cached.

    CARD, PLAYED, MINI, WAGON               table sizes of cargo in hand, of cards laid, of minis, of the wagon
    cargo_face(key, size=CARD)              a weapon (power in an oval) or an item (its action)
    cargo_back(size=CARD)                   one back for every cargo card
    wagon_face(name, power, rounds, cargo, riders)
    passenger_face(name, power, size)       a rider and the power it brings to the defence
    role_face(role, size), role_back(size)  Outlaw (red bandana) or Bounty Hunter (brass star)
    wagon_icon(size)                        a small covered wagon, for counts of wagons won

Surfaces are shared: copy one before drawing on it.
"""

from __future__ import annotations


import pygame

from game.engine import card_art, text
from game.engine.card_art import supersampled

from ..cards import CARGO_BY_KEY
from game.engine import gfx

CARD = (84, 118)
MINI = (40, 56)
PLAYED = (66, 92)          # a card laid before a seat: large enough to read its face
WAGON = (150, 206)
PASSENGER = (84, 118)
OUTLAW_RED = (150, 40, 32)
HUNTER_BRASS = (150, 112, 30)
ITEM_INK = (40, 74, 120)
# What a cargo card in hand says under its picture, a line each, at WORDS (the hover help and
# cards.json say the whole text); a card laid on the table (PLAYED) shows its picture only.
ITEM_SHORT = {"badge": ("Hunter:", "+3 power"), "bandana": ("Outlaw:", "+3 power"),
              "lasso": ("Top rider", "sits out"), "saddlebags": ("If you win:", "+1 cargo")}
WEAPON_NOTE = {"knife": ("3 Knives:", "Assassin")}
WORDS = 14                 # every word on a cargo card: 11 real pixels at 1024x600
PAPER = card_art.PAPER
INK = card_art.INK


def _inner(surf: pygame.Surface) -> pygame.Rect:
    return card_art.content_rect(surf.get_size())


def _title(surf: pygame.Surface, label: str, size: int, color=INK) -> None:
    inner = _inner(surf)
    # between the corner diamonds, never over them
    box = card_art.title_rect(surf.get_size(), text.line_height("ui_bold", size) + 4)
    fit = text.fit_size(label, "ui_bold", size, box.w - 2, 8)
    text.draw(surf, label, (inner.centerx, inner.top + 2), "ui_bold", fit, color, anchor="midtop", box=box)


def _two_line_title(surf: pygame.Surface, label: str, size: int, color=INK) -> None:
    """A title for a small card: as large as two lines between the corner diamonds allow."""
    band = card_art.title_rect(surf.get_size(), 1)
    clear = band.left - _inner(surf).left
    # under the corner diamonds, the card's whole width
    box = _inner(surf).inflate(-2, 0)
    box.top += clear - 2
    box.h = 2 * text.line_height("ui_bold", size) + 2
    while size > 8 and (len(text.wrap(label, "ui_bold", size, box.w - 2)) > 2
                        or any(text.measure(word, "ui_bold", size)[0] > box.w - 2 for word in label.split())):
        size -= 1
    box.h = 2 * text.line_height("ui_bold", size) + 2
    lines = text.wrap(label, "ui_bold", size, box.w - 2)[:2]
    y = box.top + 1 + (text.line_height("ui_bold", size) // 2 if len(lines) == 1 else 0)
    for line in lines:
        text.draw(surf, line, (box.centerx, y), "ui_bold", size, color, anchor="midtop", box=box)
        y += text.line_height("ui_bold", size) - 2


def _oval(surf: pygame.Surface, center, label: str, accent, size: int, scale: float = 1.0) -> None:
    w, h = surf.get_size()
    ow, oh = int(w * 0.56 * scale), int(h * 0.36 * scale)

    def draw(s: pygame.Surface, k: int) -> None:
        gfx.ellipse(s, (*accent, 255), pygame.Rect(0, 0, ow * k, oh * k))
        gfx.ellipse(s, (*card_art.shade(accent, 0.6), 255), pygame.Rect(0, 0, ow * k, oh * k), 2 * k)

    img = supersampled((ow, oh), draw, 4)
    surf.blit(img, img.get_rect(center=center))
    text.draw(surf, label, center, "display", size, (250, 242, 222), anchor="center")


def _motif(surf: pygame.Surface, motif: str, center, radius: float, accent) -> None:
    """A motif drawn smooth on its own canvas, then laid on the card."""
    side = int(radius * 2 + 4)

    def draw(s: pygame.Surface, k: int) -> None:
        card_art.draw_motif(s, motif, (side * k / 2, side * k / 2), radius * k, accent, PAPER)

    img = supersampled((side, side), draw, 4)
    surf.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


@gfx.cached(maxsize=None)
def cargo_face(key: str, size: tuple[int, int] = CARD) -> pygame.Surface:
    """A cargo card: in hand (CARD) its name, picture and what it does; laid (PLAYED) or
    smaller, its picture alone, larger (the name and text are in the hover help)."""
    card = CARGO_BY_KEY[key]
    surf = card_art.card_base(size, PAPER, INK)
    w, h = size
    words = size[0] >= CARD[0]
    inner = _inner(surf)
    if words:
        _name(surf, card.name)
    if card.kind == "weapon":
        accent = (96, 96, 104) if key == "knife" else OUTLAW_RED if key == "dynamite" else (70, 58, 44)
        note = WEAPON_NOTE.get(key, ("power",))
        if words:
            _oval(surf, (w // 2, int(h * (0.45 if len(note) > 1 else 0.5))), str(card.power), accent, 30, 0.9)
            _foot(surf, note, card_art.shade(INK, 1.4))
        else:
            _oval(surf, (w // 2, h // 2), str(card.power), accent, 30 if w >= 60 else 18, 1.15)
    else:
        accent = {"badge": HUNTER_BRASS, "bandana": OUTLAW_RED, "lasso": (88, 70, 40),
                  "saddlebags": (110, 76, 40)}[key]
        motif = {"badge": "star", "bandana": "skull", "lasso": "wheel", "saddlebags": "horseshoe"}[key]
        if words:
            _motif(surf, motif, (w / 2, inner.top + inner.h * 0.38), w * 0.2, accent)
            _foot(surf, ITEM_SHORT[key], ITEM_INK)
        else:
            _motif(surf, motif, (w / 2, h * 0.5), w * 0.3, accent)
    return surf


def _name(surf: pygame.Surface, label: str) -> None:
    """A cargo card's name across its top, under the corner diamonds."""
    inner = _inner(surf)
    top = card_art.title_rect(surf.get_size(), 1).left - inner.left + inner.top - 2
    box = pygame.Rect(inner.x, top, inner.w, text.line_height("serif_bold", WORDS))
    text.draw(surf, label, (box.centerx, box.y), "serif_bold", WORDS, INK, anchor="midtop", box=box)


def _foot(surf: pygame.Surface, lines: tuple[str, ...], color) -> None:
    """Lines of words at the foot of a cargo card, the last on its bottom edge."""
    inner = _inner(surf)
    lh = text.line_height("serif_bold", WORDS)
    y = inner.bottom - 2 - lh * len(lines)
    for line in lines:
        text.draw(surf, line, (inner.centerx, y), "serif_bold", WORDS, color, anchor="midtop", box=inner)
        y += lh


@gfx.cached(maxsize=None)
def cargo_back(size: tuple[int, int] = CARD) -> pygame.Surface:
    return card_art.card_back(size, "tobacco", "horseshoe")


@gfx.cached(maxsize=None)
def wagon_face(name: str, power: int, rounds: int, cargo: int, riders: int,
               size: tuple[int, int] = WAGON) -> pygame.Surface:
    surf = card_art.card_base(size, (238, 222, 184), INK)
    w, h = size
    _title(surf, name, 17)
    icon = wagon_icon(int(w * 0.5))
    surf.blit(icon, icon.get_rect(center=(w // 2, int(h * 0.3))))
    _oval(surf, (w // 2, int(h * 0.56)), str(power), (64, 86, 56), 26, 0.62)
    text.draw(surf, "power", (w // 2, int(h * 0.56) + 22), "ui", 11, INK, anchor="midtop")
    inner = _inner(surf)
    band = pygame.Rect(inner.x + 2, inner.bottom - 38, inner.w - 4, 36)
    gfx.rect(surf, (214, 190, 140), band, border_radius=6)
    gfx.rect(surf, INK, band, 1, border_radius=6)
    cols = ((f"{rounds}", "prep"), (f"{cargo}", "cargo"), (f"{riders}", "riders"))
    for i, (num, label) in enumerate(cols):
        cx = band.x + band.w * (2 * i + 1) // 6
        text.draw(surf, num, (cx, band.y + 2), "ui_bold", 16, INK, anchor="midtop")
        text.draw(surf, label, (cx, band.bottom - 2), "ui", 10, INK, anchor="midbottom")
    return surf


@gfx.cached(maxsize=None)
def wagon_back(size: tuple[int, int] = WAGON) -> pygame.Surface:
    return card_art.card_back(size, "forest", "wheel")


@gfx.cached(maxsize=None)
def passenger_face(name: str, power: int, size: tuple[int, int] = PASSENGER) -> pygame.Surface:
    surf = card_art.card_base(size, PAPER, INK)
    w, h = size
    _two_line_title(surf, name, 13)
    _oval(surf, (w // 2, int(h * 0.66)), str(power), (46, 66, 112), 22, 0.9)
    return surf


@gfx.cached(maxsize=None)
def passenger_back(size: tuple[int, int] = PASSENGER) -> pygame.Surface:
    return card_art.card_back(size, "navy", "eye")


@gfx.cached(maxsize=None)
def role_face(role: str, size: tuple[int, int] = MINI) -> pygame.Surface:
    """A role card: its motif, and its word on a ribbon across the foot where the word fits
    at a readable size (a card smaller than that shows its motif alone, larger)."""
    outlaw = role == "outlaw"
    accent = OUTLAW_RED if outlaw else HUNTER_BRASS
    surf = card_art.card_base(size, PAPER, INK)
    w, h = size
    label = ROLE_WORDS["outlaw" if outlaw else "hunter"]
    ribbon, fit = role_ribbon(size, label)
    motif = "skull" if outlaw else "star"
    if fit is None:
        _motif(surf, motif, (w / 2, h / 2), w * 0.32, accent)
        return surf
    _motif(surf, motif, (w / 2, h * 0.37), w * 0.25, accent)
    gfx.rect(surf, accent, ribbon, border_radius=3)
    gfx.rect(surf, tuple(round(c * 0.6) for c in accent), ribbon, 1, border_radius=3)
    text.draw(surf, label, ribbon.center, "ui_bold", fit, PAPER, anchor="center", box=ribbon)
    return surf


ROLE_WORDS = {"outlaw": "Outlaw", "hunter": "Hunter"}


def role_ribbon(size: tuple[int, int], label: str) -> tuple[pygame.Rect, int | None]:
    """(the ribbon a role card's word is printed on, the word's size, None when it does not
    fit at the least size text is set at).  The ribbon crosses the card's foot over the frame
    and its lower studs: the word gets the card's whole width."""
    w, h = size
    ribbon = pygame.Rect(2, 0, w - 4, max(12, round(h * 0.24)))
    ribbon.bottom = h - max(4, round(h * 0.1))
    fit = text.fit_size(label, "ui_bold", min(16, max(10, h // 5)), ribbon.w - 4, 9)
    return ribbon, fit if text.measure(label, "ui_bold", fit)[0] <= ribbon.w - 4 else None


@gfx.cached(maxsize=None)
def role_back(size: tuple[int, int] = MINI) -> pygame.Surface:
    return card_art.card_back(size, "charcoal", "star")


@gfx.cached(maxsize=None)
def wagon_icon(size: int) -> pygame.Surface:
    """A covered wagon in profile: canvas hoops over a bed on two wheels."""
    w, h = size, int(size * 0.62)

    def draw(s: pygame.Surface, k: int) -> None:
        canvas = (236, 226, 200, 255)
        wood = (110, 70, 36, 255)
        ink = (*INK, 255)
        bed = pygame.Rect(int(w * 0.1 * k), int(h * 0.5 * k), int(w * 0.8 * k), int(h * 0.16 * k))
        hood = pygame.Rect(int(w * 0.14 * k), int(h * 0.06 * k), int(w * 0.72 * k), int(h * 0.7 * k))
        gfx.ellipse(s, canvas, hood)
        gfx.ellipse(s, ink, hood, max(1, k * 2))
        gfx.rect(s, (0, 0, 0, 0), pygame.Rect(0, bed.top, w * k, h * k))
        for i in (1, 2, 3):
            x = hood.x + hood.w * i // 4
            gfx.line(s, ink, (x, hood.y + 4 * k), (x, bed.top), max(1, k))
        gfx.rect(s, wood, bed)
        gfx.rect(s, ink, bed, max(1, k))
        for cx in (0.28, 0.72):
            c = (int(w * cx * k), int(h * 0.74 * k))
            r = int(h * 0.2 * k)
            gfx.circle(s, (70, 44, 24, 255), c, r, max(2, k * 3))
            for a in range(0, 360, 45):
                v = pygame.math.Vector2(r, 0).rotate(a)
                gfx.line(s, (70, 44, 24, 255), c, (c[0] + v.x, c[1] + v.y), max(1, k))

    return supersampled((w, h), draw, 4)
