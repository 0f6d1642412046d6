"""The Few and Cursed's printed pieces, drawn at run time and cached:
deck cards (starters, upgrades, artifacts), store cards, job and bounty
cards, figures for the characters and monsters.

    deck_card(card, size=CARD) -> Surface       name banner, gain chips, the words that fit (an ellipsis
                                                after the last when not all do: the hover card has them)
    hand_card(card, size) / mini_card(card, size)   a card in a long hand / played: printed at that size
    store_card(card, size=CARD) -> Surface
    job_card(job, size=CARD) / bounty_card(bounty, size=CARD) / encounter_column(...) in dialogs
    card_back(size=CARD) -> Surface
    figure(seat) / monster_figure() -> Surface  standing pieces for the board
    seat_color(seat) -> RGB
    fit(words, role, size, width) -> int         a size that fits, never under layout.SMALLEST
    fitted_text(surf, words, box, ...) / draw_line(...) / one_line(words, role, size, width)

No text on the table is set under layout.SMALLEST (11 real pixels in a 1024x600 window): a small
card shows what a player needs at a glance, its whole words are on its hover card (HOVER_CARD).
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
from .layout import CARD, MINI, SMALLEST
from game.engine import gfx

SEAT_COLORS = ((196, 58, 44), (52, 110, 190), (70, 150, 72), (222, 170, 40))
MONSTER = (60, 28, 70)
MONSTER_TONE = (84, 36, 96)
KIND_TONES = {"starter": (120, 92, 60), "upgrade": (60, 96, 120), "artifact": (130, 54, 40), "store": (82, 70, 40),
              "job": (70, 92, 50), "bounty": (110, 30, 26)}
ARTIFACT_TONES = {"red": (156, 44, 36), "blue": (46, 86, 160), "green": (50, 120, 60), "gold": (180, 134, 30)}
RESOURCE_TONES = {"move": (64, 110, 60), "attack": (150, 40, 30), "money": (40, 100, 150), "curse": (90, 40, 110),
                  "health": (170, 60, 70), "bullets": (90, 80, 70), "grit": (150, 110, 30), "draw": (70, 70, 70)}
RESOURCE_SHORT = {"move": "Move", "attack": "Attack", "money": "Water", "curse": "Curse", "health": "Health",
                  "bullets": "Bullets", "grit": "Grit", "draw": "Draw"}
FIGURE_H = 46


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


NUMBER = re.compile(r"[+\-\u2212]?\d+[.,;:!)]*")
NO_BREAK = "\u00a0"


def hyphenated(words: str, role: str, size: int, width: int) -> str:
    """``words`` with each word too wide for ``width`` at ``size`` broken in two by a hyphen where
    the halves are most even, so a small card never splits a name mid-word unmarked."""
    out = []
    for word in words.split():
        if text.measure(word, role, size)[0] <= width or len(word) < 4:
            out.append(word)
            continue
        cut = min(range(2, len(word) - 1), key=lambda i: max(text.measure(word[:i] + "-", role, size)[0],
                                                              text.measure(word[i:], role, size)[0]))
        out.append(f"{word[:cut]}- {word[cut:]}")
    return " ".join(out)


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


def fit(words: str, role: str, size: int, width: int) -> int:
    """The largest size up to ``size`` (never under SMALLEST) at which ``words`` fit ``width``."""
    return text.fit_size(words, role, max(int(size), SMALLEST), width, SMALLEST)


def grown(words: str, role: str, size: int, width: int, height: int | None = None) -> int:
    """``fit`` from the player's text size down: the words as large as ``width`` (and a line's
    ``height``, when given) hold them, up to ``size`` at the player's text size."""
    top = text.reading_size(size)
    while height is not None and top > size and text.line_height(role, top) > height:
        top -= 1
    return fit(words, role, top, width)


def fitted_text(surf: pygame.Surface, words: str, box: pygame.Rect, role: str = "serif", size: int = SMALLEST,
                color=card_art.INK, min_size: int = SMALLEST, middle: bool = False) -> int:
    """Wrap ``words`` into ``box``, shrinking the type (to ``min_size`` at most) until every line fits;
    a number keeps to its word.  Words that still do not fit end the last line with an ellipsis
    (the card's hover shows them whole).  ``middle``: the lines centred in the box's height, not
    from its top.  Returns the size used."""
    words = keep_numbers(words)
    for s in range(size, min_size - 1, -1):
        lines = _wrapped(words, role, s, box.w)
        lh = text.line_height(role, s)
        if len(lines) * lh <= box.h and all(_line_width(line, role, s) <= box.w for line in lines):
            break
    room = max(1, box.h // lh)
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = _ended(lines[-1], role, s, tuple(color), box.w)
    y = box.centery - len(lines) * lh // 2 if middle else box.y
    for line in lines:
        draw_line(surf, line, (box.centerx, y), role, s, color, "midtop", box)
        y += lh
    return s


def _wrapped(words: str, role: str, size: int, width: int) -> list[str]:
    """``words`` wrapped so each line, as draw_line sets it (its figures a little wider than the
    serif's), fits ``width``."""
    room = width
    lines = text.wrap(words, role, size, room)
    while room > width // 2 and any(_line_width(line, role, size) > width for line in lines):
        room -= 4
        lines = text.wrap(words, role, size, room)
    return lines


ELLIPSIS = "\u2026"


def _ended(line: str, role: str, size: int, color: tuple, width: int) -> str:
    """``line`` with an ellipsis after it, words dropped from its end until it fits ``width``."""
    words = line.split(" ")
    while len(words) > 1 and _line_width(" ".join(words) + ELLIPSIS, role, size) > width:
        words.pop()
    return " ".join(words).rstrip(".,;:") + ELLIPSIS


def one_line(words: str, role: str, size: int, width: int) -> str:
    """``words`` if they fit ``width`` on one line, else as many as fit and an ellipsis."""
    if _line_width(words, role, size) <= width:
        return words
    return _ended(words, role, size, (0, 0, 0), width)


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
        prole, psize = (figures, _figure_size(size)) if piece.isdigit() else (role, size)
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


def _line_width(line: str, role: str, size: int) -> int:
    """How wide ``draw_line`` sets ``line``, measured (nothing drawn)."""
    figures = FIGURE_ROLES.get(role)
    if figures is None or not DIGITS.search(line):
        return text.measure(line, role, size)[0]
    return sum(text.measure(piece, figures, _figure_size(size))[0] if piece.isdigit() else
               text.measure(piece, role, size)[0] for piece in DIGITS.split(line) if piece)


def _figure_size(size: int) -> int:
    """Lining figures as tall as the serif's capitals, never under SMALLEST in text that is not."""
    figure = round(size * FIGURE_SCALE)
    return max(SMALLEST, figure) if size >= SMALLEST else max(7, figure)


TITLE_ROLE = "ui_bold"
BIG_CARD_H = 200     # a card this tall (a hover card, a dialog's card) has room for its foot line


def _title_band(w: int) -> int:
    """The height of a one-line title banner on a card ``w`` wide."""
    return max(text.line_height(TITLE_ROLE, SMALLEST) + 3, w // 6)


def _title_lines(name: str, w: int) -> tuple[int, list[str]]:
    """(size, lines) of a card's name on its banner: one line as big as fits, else two at SMALLEST."""
    room = w - 20
    size = text.fit_size(name, TITLE_ROLE, max(SMALLEST, _title_band(w) - 6), room, SMALLEST)
    if text.measure(name, TITLE_ROLE, size)[0] <= room:
        return size, [name]
    return SMALLEST, text.wrap(hyphenated(name, TITLE_ROLE, SMALLEST, room), TITLE_ROLE, SMALLEST, room)[:2]


def _title(surf: pygame.Surface, name: str, tone) -> int:
    """The name on a banner in the card's tone (two lines for a long name); returns its bottom."""
    w = surf.get_width()
    size, lines = _title_lines(name, w)
    lh = text.line_height(TITLE_ROLE, size)
    rect = pygame.Rect(8, 8, w - 16, max(_title_band(w), lh * len(lines) + 3))
    gfx.rect(surf, tone, rect, border_radius=4)
    y = rect.centery - lh * len(lines) // 2
    for line in lines:
        row = pygame.Rect(rect.x + 2, y, rect.w - 4, lh)
        text.draw(surf, line, row.center, TITLE_ROLE, size, (250, 242, 222), anchor="center", box=row)
        y += lh
    return rect.bottom


def _foot_box(size) -> pygame.Rect:
    """The line at a card's foot, inside the border's inner rule (on a big card only)."""
    inner = card_art.content_rect(size)
    h = text.line_height("ui_italic", SMALLEST)
    return pygame.Rect(inner.x + 2, inner.bottom - h, inner.w - 4, h)


def _has_foot(size) -> bool:
    return size[1] >= BIG_CARD_H


def _words_bottom(size) -> int:
    """Where a card's words end: above the foot line on a big card, at the inner rule on a small one."""
    return _foot_box(size).y - 1 if _has_foot(size) else card_art.content_rect(size).bottom - 1


def _draw_foot(surf: pygame.Surface, foot: str, tone) -> None:
    size = surf.get_size()
    if not foot or not _has_foot(size):
        return      # a small card's kind shows in its banner's tone; its hover card names it
    low = _foot_box(size)
    fs = fit(foot, "ui_italic", SMALLEST, low.w)
    text.draw(surf, foot, low.midbottom, "ui_italic", fs, tone, anchor="midbottom", box=low)


def _picture(surf: pygame.Surface, family: str, top: int, tone) -> pygame.Rect:
    """The card's picture under its title, edge to edge inside the border, ruled in the card's
    tone: what kind of card it is and what it does, seen before it is read.  It ends where it
    would under a one-line title (a two-line title takes from its height)."""
    size = surf.get_size()
    inner = card_art.content_rect(size)
    bottom = _picture_bottom(size)
    rect = pygame.Rect(inner.x + 1, top + 3, inner.w - 2, max(round(picture_height(size) * 0.6), bottom - top - 3))
    surf.blit(pictures.picture(family, rect.size), rect)
    gfx.rect(surf, card_art.shade(tone, 0.8), rect, 1)
    return rect


def picture_height(size) -> int:
    return round(size[1] * 0.2)


def _picture_bottom(size) -> int:
    return 8 + _title_band(size[0]) + 3 + picture_height(size)


CHIP_H = 22


def _chips(surf: pygame.Surface, bundle: dict, top: int) -> int:
    """Resource chips in a row from ``top``: the card's gain, under its picture.  A lone chip
    names its resource ("+1 Move"); several show their figures in their resources' colours."""
    items = [(r, v) for r, v in bundle.items() if v]
    if not items:
        return top + CHIP_H + 2   # the words start where they would under chips: one place on every card
    w = surf.get_width()
    inner = card_art.content_rect(surf.get_size())   # three chips still clear of the border's rule
    labels = [f"{'+' if v > 0 else ''}{v}" for _r, v in items]
    if len(items) == 1:
        named = f"{labels[0]} {RESOURCE_SHORT.get(items[0][0], items[0][0])}"
        if text.measure(named, "ui_bold", SMALLEST)[0] + 10 <= inner.w:
            labels = [named]
    widths = [text.measure(label, "ui_bold", SMALLEST)[0] + 10 for label in labels]
    chip_w = max(34, max(widths))
    chip_w = min(chip_w, (inner.w - 3 * (len(items) - 1)) // len(items))
    x = (w - (chip_w * len(items) + 3 * (len(items) - 1))) // 2
    for (r, _v), label in zip(items, labels):
        rect = pygame.Rect(x, top, chip_w, CHIP_H)
        gfx.rect(surf, card_art.shade(RESOURCE_TONES.get(r, (80, 80, 80)), 0.6), rect.inflate(2, 2),
                 border_radius=7)
        gfx.rect(surf, RESOURCE_TONES.get(r, (80, 80, 80)), rect, border_radius=6)
        size = fit(label, "ui_bold", 15, rect.w - 4)
        text.draw(surf, label, rect.center, "ui_bold", size, (255, 250, 235), anchor="center", box=rect)
        x += chip_w + 3
    return top + CHIP_H + 2


@gfx.cached(maxsize=512)
def _deck_card(name: str, kind: str, colour: str, gain: tuple, words: str, trash: bool, family: str,
               size: tuple) -> pygame.Surface:
    surf = card_art.card_base(size)  # one paper for every card: a new texture costs a frame
    tone = ARTIFACT_TONES.get(colour) if kind == "artifact" else KIND_TONES.get(kind, (90, 70, 50))
    y = _title(surf, name, tone)
    pic = _picture(surf, family, y, tone)
    below = _chips(surf, dict(gain), pic.bottom + 2) + 1
    box = text_box(size)
    box = pygame.Rect(box.x, max(box.y, below), box.w, box.bottom - max(box.y, below))
    if box.h >= text.line_height("serif", SMALLEST):   # a card dealt very small shows its gain alone
        fitted_text(surf, words, box, size=max(SMALLEST, round(size[1] / 12)))  # a card shown big reads big
    foot = "Upgrade" if kind == "upgrade" else ("Artifact" if kind == "artifact" else "Starter")
    _draw_foot(surf, foot + (" / trash" if trash else ""), card_art.shade(tone, 0.9))
    return surf


def deck_card(card, size=CARD) -> pygame.Surface:
    return _deck_card(card.name, card.kind, card.colour or "", tuple(card.gain.items()), card.text,
                      card.trash is not None, pictures.deck_family(card), tuple(size))


def hand_card(card, size=CARD) -> pygame.Surface:
    """A card in a long hand: printed at the smaller size, its words no smaller (fewer of them
    show; the card's hover says them all)."""
    return deck_card(card, size)


def hand_text_box(size=CARD) -> pygame.Rect:
    """Where a hand card of ``size`` (hand_card) shows its words."""
    return text_box(size)


def text_box(size=CARD) -> pygame.Rect:
    """Where a deck card's words are printed, below its picture and gain (the part of a card the
    hand never lets a neighbour cover); the same on every deck card of a size."""
    inner = card_art.content_rect(size)   # the words keep clear of the border's inner rule
    top = _picture_bottom(size) + 2 + CHIP_H + 2 + 1     # under the chips
    return pygame.Rect(inner.x + 3, top, inner.w - 6, _words_bottom(size) - top)


@gfx.cached(maxsize=64)
def _plain_card(name: str, tone: tuple, top: str, words: str, foot: str, family: str,
                size: tuple) -> pygame.Surface:
    surf = card_art.card_base(size)
    y = _title(surf, name, tone)
    if family:
        y = _picture(surf, family, y, tone).bottom
    if top:
        fs = fit(top, "ui_bold", 15, size[0] - 20)
        r = pygame.Rect(10, y + 3, size[0] - 20, text.line_height("ui_bold", fs))
        text.draw(surf, top, (size[0] // 2, y + 3), "ui_bold", fs, tone, anchor="midtop", box=r)
        y = r.bottom
    inner = card_art.content_rect(size)  # the text keeps clear of the border's inner rule
    box = pygame.Rect(inner.x + 3, y + 4, inner.w - 6, _words_bottom(size) - y - 4)
    if box.h >= text.line_height("serif", SMALLEST):
        fitted_text(surf, words, box, size=max(SMALLEST, round(size[1] / 12)))  # a card shown big reads big
    _draw_foot(surf, foot, tone)
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
    sub = pygame.Rect(pic.x + 2, pic.bottom + 2, box.x - pic.x - 4, 2 * text.line_height("ui_bold", SMALLEST))
    said = all(text.measure(word, "ui_bold", SMALLEST)[0] <= sub.w for word in ("attack to", "defeat"))
    if said:     # a small poster has no room: the seal's figure says it, its hover card in words
        fitted_text(surf, "attack to defeat", sub, "ui_bold", SMALLEST, tone)
    top = (max(sub.bottom, box.bottom) if said else box.bottom) + 2
    fitted_text(surf, words, pygame.Rect(12, top, w - 24, _words_bottom(size) - top), size=max(SMALLEST, h // 12))
    _draw_foot(surf, "Monster" if monster else "Most Wanted", tone)
    return surf


_MINIS = gfx.ArtCache()


def mini_card(card, size: tuple = MINI) -> pygame.Surface:
    """A played card, small, for the play area (smaller still when many were played): its
    picture in its banner's tone and what it gave, as big as the card allows (its name and
    words are in its hover help)."""
    key = (card.key if card is not None else None, tuple(size))
    if key not in _MINIS:
        _MINIS[key] = _mini_face(card, tuple(size)) if card is not None else card_back(tuple(size))
    return _MINIS[key]


def _mini_face(card, size: tuple) -> pygame.Surface:
    surf = card_art.card_base(size, border=False)
    tone = ARTIFACT_TONES.get(card.colour or "") if card.kind == "artifact" else KIND_TONES.get(card.kind, (90, 70, 50))
    inner = surf.get_rect().inflate(-6, -6)
    gfx.rect(surf, tone, surf.get_rect().inflate(-2, -2), 2, border_radius=card_art.default_radius(size))
    gain = [(r, v) for r, v in card.gain.items() if v]
    chip_h = text.line_height("ui_bold", SMALLEST) + 1
    rows = min(len(gain), max(0, (inner.h - 12) // (chip_h + 1)))
    pic = pygame.Rect(inner.x, inner.y, inner.w, inner.h - rows * (chip_h + 1))
    surf.blit(pictures.picture(pictures.deck_family(card), pic.size), pic)
    gfx.rect(surf, card_art.shade(tone, 0.8), pic, 1)
    y = pic.bottom + 1
    for r, v in gain[:rows]:
        chip = pygame.Rect(inner.x, y, inner.w, chip_h)
        gfx.rect(surf, RESOURCE_TONES.get(r, (80, 80, 80)), chip, border_radius=4)
        label = f"{'+' if v > 0 else ''}{v}"
        named = f"{label} {RESOURCE_SHORT.get(r, r)}"
        if text.measure(named, "ui_bold", SMALLEST)[0] <= chip.w - 4:
            label = named
        text.draw(surf, label, chip.center, "ui_bold", SMALLEST, (255, 250, 235), anchor="center", box=chip)
        y += chip_h + 1
    return surf


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
