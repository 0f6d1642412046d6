"""The Few and Cursed's printed pieces, drawn at run time and cached:
deck cards (starters, upgrades, artifacts), store cards, job and bounty
cards, figures for the characters and monsters.

    deck_card(card, size=CARD) -> Surface       name banner, resources, effect text that fits
    store_card(card, size=CARD) -> Surface
    job_card(job, size=CARD) / bounty_card(bounty, size=CARD) / encounter_column(...) in dialogs
    card_back(size=CARD) -> Surface
    figure(seat) / monster_figure() -> Surface  standing pieces for the board
    seat_color(seat) -> RGB
"""

from __future__ import annotations

import math
import re

import pygame

from game.engine import card_art, text
from game.engine.card_art import supersampled
from game.engine.sprites.figures import pawn_image
from game.engine.widgets.markdown import FIGURE_ROLES, FIGURE_SCALE

from . import pictures
from .layout import CARD, MINI
from game.engine import gfx

SEAT_COLORS = ((196, 58, 44), (52, 110, 190), (70, 150, 72), (222, 170, 40))
MONSTER = (60, 28, 70)
MONSTER_TONE = (84, 36, 96)
KIND_TONES = {"starter": (120, 92, 60), "upgrade": (60, 96, 120), "artifact": (130, 54, 40), "store": (82, 70, 40),
              "job": (70, 92, 50), "bounty": (110, 30, 26)}
ARTIFACT_TONES = {"red": (156, 44, 36), "blue": (46, 86, 160), "green": (50, 120, 60), "gold": (180, 134, 30)}
RESOURCE_TONES = {"move": (64, 110, 60), "attack": (150, 40, 30), "money": (40, 100, 150), "curse": (90, 40, 110),
                  "health": (170, 60, 70), "bullets": (90, 80, 70), "grit": (150, 110, 30), "draw": (70, 70, 70)}
RESOURCE_SHORT = {"move": "Move", "attack": "Atk", "money": "Water", "curse": "Curse", "health": "Hp",
                  "bullets": "Ammo", "grit": "Grit", "draw": "Draw"}
FIGURE_H = 46


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


NUMBER = re.compile(r"[+\-\u2212]?\d+[.,;:!)]*")
NO_BREAK = "\u00a0"


def keep_numbers(words: str) -> str:
    """``words`` with each number tied to its word by a no-break space, so a line never starts
    or ends on a bare figure: "+2 attack," and "Draw 1." and "curse -1." each stay whole."""
    out_lines = []
    for line in words.split("\n"):
        tokens = line.split(" ")
        out: list[str] = []
        tie_next = False
        for i, tok in enumerate(tokens):
            if tie_next and out and tok:
                out[-1] += NO_BREAK + tok
                tie_next = False
            elif NUMBER.fullmatch(tok) and tok[-1].isdigit() and i + 1 < len(tokens) and tokens[i + 1]:
                out.append(tok)          # "+2 attack": the figure goes with the word after it
                tie_next = True
            elif NUMBER.fullmatch(tok) and out and out[-1]:
                out[-1] += NO_BREAK + tok  # "Draw 1.": with the word before it
            else:
                out.append(tok)
        out_lines.append(" ".join(out))
    return "\n".join(out_lines)


def fitted_text(surf: pygame.Surface, words: str, box: pygame.Rect, role: str = "serif", size: int = 13,
                color=card_art.INK, min_size: int = 7, middle: bool = False) -> None:
    """Wrap ``words`` into ``box``, shrinking the type until every line fits; a number keeps to
    its word.  ``middle``: the lines centred in the box's height, not from its top."""
    words = keep_numbers(words)
    for s in range(size, min_size - 1, -1):
        lines = text.wrap(words, role, s, box.w)
        lh = text.line_height(role, s)
        if len(lines) * lh <= box.h and all(_line_image(line, role, s, tuple(color)).get_width() <= box.w
                                            for line in lines):
            break
    lines = lines[: max(1, box.h // lh)]
    y = box.centery - len(lines) * lh // 2 if middle else box.y
    for line in lines:
        draw_line(surf, line, (box.centerx, y), role, s, color, "midtop", box)
        y += lh


def draw_line(surf: pygame.Surface, line: str, pos, role: str, size: int, color, anchor: str = "topleft",
              box: pygame.Rect | None = None) -> pygame.Rect:
    """One line of text; in the serif its numbers are set in lining figures (the serif's
    old-style 1 reads as an i, in a game made of numbers)."""
    img = _line_image(line, role, size, tuple(color))
    return text.blit(surf, img, img.get_rect(**{anchor: pos}), line, box)


@gfx.cached(maxsize=256)
def _line_image(line: str, role: str, size: int, color) -> pygame.Surface:
    """The line drawn, a serif line's digits in lining figures on its baseline (as the guides set them)."""
    figures = FIGURE_ROLES.get(role)
    if figures is None or not DIGITS.search(line):
        return text.render(line, role, size, color)
    pieces = [piece for piece in DIGITS.split(line) if piece]
    parts = []
    for piece in pieces:
        prole, psize = (figures, max(7, round(size * FIGURE_SCALE))) if piece.isdigit() else (role, size)
        parts.append((text.render(piece, prole, psize, color), text.font(prole, psize).get_ascent()))
    ascent = max(a for _img, a in parts)
    out = gfx.Surface((sum(img.get_width() for img, _a in parts),
                          max(ascent - a + img.get_height() for img, a in parts)), pygame.SRCALPHA)
    x = 0
    for (img, a), piece in zip(parts, pieces):
        text.blit(out, img, (x, ascent - a), piece)
        x += img.get_width()
    return out


DIGITS = re.compile(r"(\d+)")


def _title(surf: pygame.Surface, name: str, tone) -> int:
    w = surf.get_width()
    rect = pygame.Rect(8, 8, w - 16, max(18, w // 6))
    gfx.rect(surf, tone, rect, border_radius=4)
    size = text.fit_size(name, "ui_bold", max(10, rect.h - 6), rect.w - 8, 7)
    text.draw(surf, name, rect.center, "ui_bold", size, (250, 242, 222), anchor="center", box=rect)
    return rect.bottom


def _foot_box(size) -> pygame.Rect:
    """The line at a card's foot, inside the border's inner rule."""
    inner = card_art.content_rect(size)
    return pygame.Rect(inner.x + 2, inner.bottom - 13, inner.w - 4, 12)


def _picture(surf: pygame.Surface, family: str, top: int, tone) -> pygame.Rect:
    """The card's picture under its title, edge to edge inside the border, ruled in the card's
    tone: what kind of card it is and what it does, seen before it is read."""
    inner = card_art.content_rect(surf.get_size())
    rect = pygame.Rect(inner.x + 1, top + 3, inner.w - 2, picture_height(surf.get_size()))
    surf.blit(pictures.picture(family, rect.size), rect)
    gfx.rect(surf, card_art.shade(tone, 0.8), rect, 1)
    return rect


def picture_height(size) -> int:
    return round(size[1] * 0.25)


def _chips(surf: pygame.Surface, bundle: dict, top: int) -> int:
    """Resource chips in a row from ``top``: the card's gain, under its picture."""
    items = [(r, v) for r, v in bundle.items() if v]
    if not items:
        return top + 24      # the words start where they would under chips: one place on every card
    w = surf.get_width()
    inner = card_art.content_rect(surf.get_size())   # three chips still clear of the border's rule
    chip_w = min(44, (inner.w - 3 * (len(items) - 1)) // len(items))
    x = (w - (chip_w * len(items) + 3 * (len(items) - 1))) // 2
    for r, v in items:
        rect = pygame.Rect(x, top, chip_w, 22)
        gfx.rect(surf, card_art.shade(RESOURCE_TONES.get(r, (80, 80, 80)), 0.6), rect.inflate(2, 2),
                         border_radius=7)
        gfx.rect(surf, RESOURCE_TONES.get(r, (80, 80, 80)), rect, border_radius=6)
        label = f"{'+' if v > 0 else ''}{v}"
        text.draw(surf, label, (rect.centerx, rect.y + 1), "ui_bold", 12, (255, 250, 235), anchor="midtop", box=rect)
        sub = RESOURCE_SHORT.get(r, r)
        size = text.fit_size(sub, "ui", 8, rect.w - 2, 6)
        text.draw(surf, sub, (rect.centerx, rect.bottom - 1), "ui", size, (255, 250, 235), anchor="midbottom",
                  box=rect)
        x += chip_w + 3
    return top + 24


@gfx.cached(maxsize=512)
def _deck_card(name: str, kind: str, colour: str, gain: tuple, words: str, trash: bool, family: str,
               size: tuple) -> pygame.Surface:
    surf = card_art.card_base(size)  # one paper for every card: a new texture costs a frame
    tone = ARTIFACT_TONES.get(colour) if kind == "artifact" else KIND_TONES.get(kind, (90, 70, 50))
    y = _title(surf, name, tone)
    pic = _picture(surf, family, y, tone)
    _chips(surf, dict(gain), pic.bottom + 2)
    low = _foot_box(size)
    box = text_box(size)
    fitted_text(surf, words, box, size=max(13, round(size[1] / 12)))  # a card shown big reads big
    foot = "Upgrade" if kind == "upgrade" else ("Artifact" if kind == "artifact" else "Starter")
    if trash:
        foot += " / trash"
    fs = text.fit_size(foot, "ui_italic", 9, size[0] - 20, 6)
    text.draw(surf, foot, low.midbottom, "ui_italic", fs, card_art.shade(tone, 0.9), anchor="midbottom", box=low)
    return surf


def deck_card(card, size=CARD) -> pygame.Surface:
    return _deck_card(card.name, card.kind, card.colour or "", tuple(card.gain.items()), card.text,
                      card.trash is not None, pictures.deck_family(card), tuple(size))


@gfx.cached(maxsize=64)
def _shrunk(face: pygame.Surface, size: tuple) -> pygame.Surface:
    return gfx.smoothscale(face, size)


def hand_card(card, size=CARD) -> pygame.Surface:
    """A card in a long hand: the full card made smaller whole, so its words keep their place."""
    face = deck_card(card)
    return face if tuple(size) == face.get_size() else _shrunk(face, tuple(size))


def hand_text_box(size=CARD) -> pygame.Rect:
    """Where a hand card of ``size`` (hand_card) shows its words."""
    box, k = text_box(CARD), size[0] / CARD[0]
    return pygame.Rect(math.floor(box.x * k), math.floor(box.y * k), math.ceil(box.w * k) + 1, math.ceil(box.h * k) + 1)


def text_box(size=CARD) -> pygame.Rect:
    """Where a deck card's words are printed, below its picture and gain (the part of a card the
    hand never lets a neighbour cover); the same on every deck card of a size."""
    inner = card_art.content_rect(size)   # the words keep clear of the border's inner rule
    picture_bottom = 8 + max(18, size[0] // 6) + 3 + picture_height(size)
    top = picture_bottom + 2 + 24 + 1     # under the chips
    return pygame.Rect(inner.x + 3, top, inner.w - 6, _foot_box(size).y - top - 1)


@gfx.cached(maxsize=64)
def _plain_card(name: str, tone: tuple, top: str, words: str, foot: str, family: str,
                size: tuple) -> pygame.Surface:
    surf = card_art.card_base(size)
    y = _title(surf, name, tone)
    if family:
        y = _picture(surf, family, y, tone).bottom
    if top:
        fs = text.fit_size(top, "ui_bold", 13, size[0] - 20, 8)
        r = pygame.Rect(10, y + 3, size[0] - 20, text.line_height("ui_bold", fs))
        text.draw(surf, top, (size[0] // 2, y + 3), "ui_bold", fs, tone, anchor="midtop", box=r)
        y = r.bottom
    inner = card_art.content_rect(size)  # the text keeps clear of the border's inner rule
    box = pygame.Rect(inner.x + 3, y + 4, inner.w - 6, _foot_box(size).y - y - 5)
    fitted_text(surf, words, box, size=max(13, round(size[1] / 12)))  # a card shown big reads big
    if foot:
        fs = text.fit_size(foot, "ui_italic", 9, size[0] - 20, 6)
        low = _foot_box(size)
        text.draw(surf, foot, low.midbottom, "ui_italic", fs, tone, anchor="midbottom", box=low)
    return surf


def plain_card(name: str, tone: tuple, top: str, words: str, foot: str, size=CARD,
               family: str = "") -> pygame.Surface:
    """A card with a title banner, its family's picture, one bold line under it, its text and a foot line."""
    return _plain_card(name, tuple(tone), top, words, foot, family, tuple(size))


def store_card(card, size=CARD) -> pygame.Surface:
    return _plain_card(card.name, KIND_TONES["store"], f"{card.cost} water", card.text,
                       card.slot.replace("_", " "), pictures.store_family(card), tuple(size))


def job_card(job, size=CARD) -> pygame.Surface:
    return _plain_card(job.name, KIND_TONES["job"], f"{job.money} water, {job.grit} Grit", job.text, "Job",
                       pictures.job_family(job), tuple(size))


def bounty_card(bounty, size=CARD) -> pygame.Surface:
    return _bounty_card(bounty.name, bounty.monster, bounty.attack, bounty.text, pictures.bounty_family(bounty),
                        tuple(size))


@gfx.cached(maxsize=32)
def _bounty_card(name: str, monster: bool, attack: int, words: str, family: str, size: tuple) -> pygame.Surface:
    """A wanted poster: the name, the face of who is wanted (an outlaw, a monster), the attack it
    takes in a seal over a skull (a monster) or a star (an outlaw) pinned to the picture's corner,
    the reward, and the kind at the foot."""
    surf = card_art.card_base(size)
    tone = MONSTER_TONE if monster else KIND_TONES["bounty"]
    w, h = size
    pic = _picture(surf, family, _title(surf, name, tone), tone)
    r = round(min(w, h) * 0.17)
    centre = (pic.right - r + 2, pic.bottom)

    def seal(s: pygame.Surface, k: int) -> None:
        c = (r * k + 2 * k, r * k + 2 * k)
        gfx.circle(s, (*card_art.shade(tone, 0.7), 255), c, r * k)
        card_art.draw_motif(s, "skull" if monster else "star", c, r * 0.9 * k, (*card_art.shade(tone, 0.95), 255),
                            card_art.shade(tone, 0.7))
        gfx.circle(s, (226, 190, 120, 255), c, r * k, max(1, r * k // 9))
    disc = supersampled((2 * r + 4, 2 * r + 4), seal, 3, clear=tone)
    surf.blit(disc, disc.get_rect(center=centre))
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = centre
    text.draw(surf, str(attack), centre, "display", round(r * 1.1), (255, 244, 224), anchor="center",
              shadow=(0, 0, 0, 200), box=box)
    sub = pygame.Rect(pic.x + 2, pic.bottom + 2, box.x - pic.x - 4, 2 * text.line_height("ui_bold", max(8, h // 16)))
    fitted_text(surf, "attack to defeat", sub, "ui_bold", max(8, h // 16), tone, 6)
    low = _foot_box(size)
    top = max(sub.bottom, box.bottom) + 2
    fitted_text(surf, words, pygame.Rect(12, top, w - 24, low.y - top - 1), size=max(13, h // 12))
    foot = "Monster" if monster else "Most Wanted"
    fs = text.fit_size(foot, "ui_italic", 9, w - 20, 6)
    text.draw(surf, foot, low.midbottom, "ui_italic", fs, tone, anchor="midbottom", box=low)
    return surf


_MINIS = gfx.ArtCache()


def mini_card(card, size: tuple = MINI) -> pygame.Surface:
    """A played card, small, for the play area (smaller still when many were played)."""
    key = (card.key if card is not None else None, tuple(size))
    if key not in _MINIS:
        face = deck_card(card) if card is not None else card_back()
        _MINIS[key] = gfx.smoothscale(face, tuple(size))
    return _MINIS[key]


def prewarm(cat) -> None:
    """Print every deck card, full and small, before the first frame needs one."""
    for card in {c.key: c for c in cat.cards}.values():
        mini_card(card)


@gfx.cached(maxsize=4)
def card_back(size=CARD) -> pygame.Surface:
    return card_art.card_back(tuple(size), "oxblood", "skull")


@gfx.cached(maxsize=8)
def figure(seat: int) -> pygame.Surface:
    return pawn_image(seat_color(seat), FIGURE_H)


@gfx.cached(maxsize=1)
def monster_figure() -> pygame.Surface:
    """A monster's piece: a taller, darker pawn with curled horns and eyes that glow."""
    body = pawn_image(MONSTER, FIGURE_H + 8)
    w, h = body.get_size()
    top = round(h * 0.2)           # room above the head for the horns
    cx, head_y, head_r = w / 2, top + h * 0.25, w * 0.25

    def draw(s: pygame.Surface, k: int) -> None:
        bone, dark = (226, 212, 180), (70, 52, 40)
        for side in (-1, 1):
            points = ((0.95, 0.45), (1.3, 1.25), (1.0, 2.35), (0.75, 1.35), (0.3, 0.9))
            pts = [(cx + side * head_r * a, head_y - head_r * b) for a, b in points]
            horn = [(x * k, y * k) for x, y in pts]
            gfx.polygon(s, (*bone, 255), horn)
            gfx.polygon(s, (*dark, 255), horn, max(1, k))
    horns = supersampled((w, h + top), draw, 4, clear=(226, 212, 180))
    surf = gfx.Surface((w, h + top), pygame.SRCALPHA)
    surf.blit(horns, (0, 0))
    surf.blit(body, (0, top))

    def eyes(s: pygame.Surface, k: int) -> None:
        for side in (-1, 1):
            c = ((cx + side * head_r * 0.38) * k, (head_y + head_r * 0.08) * k)
            gfx.circle(s, (255, 80, 40, 110), c, head_r * 0.32 * k)
            gfx.circle(s, (255, 214, 120, 255), c, head_r * 0.15 * k)
    surf.blit(supersampled((w, h + top), eyes, 4, clear=(255, 120, 60)), (0, 0))
    return surf
