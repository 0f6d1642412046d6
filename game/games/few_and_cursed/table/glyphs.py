"""Small printed pieces of a player's board, drawn at run time and cached:
the track cube, water drops, icons for health, bullets, curse and Grit, the
character card (its normal and its cursed side) and the item cards that sit
in the board's slots.

    cube(color, size) / drop(size) / icon(name, size)         name: heart, bullet, skull, star, card, job,
                                                              deck, poster (a bounty won), gem (an artifact)
    character_card(character, cursed, size) -> Surface
    character_sheet(character, size) -> Surface             the whole card, both sides, to choose by
    item_card(store_card, use, effect, size) -> Surface       a store item in a slot, in a few words
    spent_item(store_card, use, effect, size, room) / used_tag(width)   an item exhausted this round
    job_face(job, size) / job_back(size) -> Surface
    scored_pile(count, size) / job_back_pile(count, size) -> Surface     jobs gathered in one pile
    job_ticket(words, style, size) -> Surface                          a job as a small ticket
"""

from __future__ import annotations

import math

import pygame

from game.engine import card_art, text, theme

from . import pictures
from .art import fit, fitted_text, hyphenated, one_line
from .layout import SMALLEST
from game.engine import gfx

CURSED_PAPER = (74, 30, 40)
CURSED_INK = (238, 214, 196)
CHARACTER_TONE = (96, 66, 36)
ITEM_TONE = (82, 70, 40)
JOB_TONE = (70, 92, 50)
DONE_TONE = (40, 120, 50)
WATER = (60, 132, 196)
SHEEN = (214, 236, 250)
USED_RED = (150, 32, 30)
USED_H = 17


@gfx.cached(maxsize=32)
def cube(color: tuple, size: int) -> pygame.Surface:
    """A wooden cube seen from above and a little in front: a lit top and a darker face."""
    def paint(s, k):
        w = size * k
        face = pygame.Rect(0, w * 0.28, w, w * 0.72)
        top = pygame.Rect(0, 0, w, w * 0.45)
        gfx.rect(s, card_art.shade(color, 0.62), face, border_radius=int(w * 0.18))
        gfx.rect(s, card_art.shade(color, 1.18), top, border_radius=int(w * 0.18))
        gfx.rect(s, card_art.shade(color, 0.45), pygame.Rect(0, 0, w, w), max(1, k), border_radius=int(w * 0.2))
    return card_art.supersampled((size, size), paint)


@gfx.cached(maxsize=8)
def drop(size: int) -> pygame.Surface:
    """A water token: a drop on a round chip."""
    def paint(s, k):
        w = size * k
        gfx.circle(s, card_art.shade(WATER, 0.55), (w / 2, w / 2), w / 2)
        gfx.circle(s, WATER, (w / 2, w / 2), w / 2 - 1.5 * k)
        gfx.polygon(s, SHEEN, [(w * 0.5, w * 0.16), (w * 0.3, w * 0.56), (w * 0.7, w * 0.56)])
        gfx.circle(s, SHEEN, (w * 0.5, w * 0.6), w * 0.2)
    return card_art.supersampled((size, size), paint)


@gfx.cached(maxsize=32)
def icon(name: str, size: int, color: tuple = (60, 40, 28)) -> pygame.Surface:
    def paint(s, k):
        w = size * k
        if name == "heart":
            r = w * 0.26
            gfx.circle(s, color, (w * 0.3, w * 0.36), r)
            gfx.circle(s, color, (w * 0.7, w * 0.36), r)
            gfx.polygon(s, color, [(w * 0.06, w * 0.44), (w * 0.94, w * 0.44), (w * 0.5, w * 0.94)])
        elif name == "bullet":
            body = pygame.Rect(w * 0.32, w * 0.38, w * 0.36, w * 0.56)
            gfx.rect(s, card_art.shade(color, 1.2), body)
            gfx.ellipse(s, color, pygame.Rect(w * 0.32, w * 0.06, w * 0.36, w * 0.64))
            gfx.rect(s, card_art.shade(color, 0.6), pygame.Rect(w * 0.28, w * 0.84, w * 0.44, w * 0.12))
        elif name == "skull":
            card_art.draw_motif(s, "skull", (w / 2, w / 2), w * 0.48, color, (0, 0, 0, 0))
        elif name == "star":
            card_art.draw_star(s, (w / 2, w / 2), w * 0.48, color, 5, 0.45)
        elif name == "deck":      # the draw pile: two cards, one behind the other
            for dx, tone in ((0.16, card_art.shade(color, 0.7)), (0.0, color)):
                r = pygame.Rect(w * (0.14 + dx), w * (0.06 + dx * 0.5), w * 0.56, w * 0.8)
                gfx.rect(s, tone, r, border_radius=int(w * 0.1))
                gfx.rect(s, (250, 240, 220), r.inflate(-w * 0.16, -w * 0.16), border_radius=int(w * 0.06))
        elif name == "poster":    # a bounty won: a wanted poster, a face on it
            r = pygame.Rect(w * 0.16, w * 0.04, w * 0.68, w * 0.92)
            gfx.rect(s, (236, 222, 190), r, border_radius=int(w * 0.06))
            gfx.rect(s, color, r, max(1, k), border_radius=int(w * 0.06))
            gfx.circle(s, color, (w * 0.5, w * 0.42), w * 0.17)
            gfx.rect(s, color, pygame.Rect(w * 0.28, w * 0.7, w * 0.44, w * 0.1))
        elif name == "gem":       # an artifact: a cut stone
            pts = [(w * 0.5, w * 0.92), (w * 0.06, w * 0.38), (w * 0.26, w * 0.12), (w * 0.74, w * 0.12),
                   (w * 0.94, w * 0.38)]
            gfx.polygon(s, color, pts)
            gfx.polygon(s, card_art.shade(color, 1.4), [(w * 0.5, w * 0.92), (w * 0.3, w * 0.38), (w * 0.7, w * 0.38)])
        elif name in ("card", "job"):
            r = pygame.Rect(w * 0.2, w * 0.06, w * 0.6, w * 0.88)
            gfx.rect(s, color, r, border_radius=int(w * 0.1))
            gfx.rect(s, (250, 240, 220), r.inflate(-w * 0.16, -w * 0.16), border_radius=int(w * 0.06))
            if name == "job":
                for i in range(3):
                    y = r.y + r.h * (0.3 + 0.18 * i)
                    gfx.line(s, color, (r.x + r.w * 0.22, y), (r.right - r.w * 0.22, y), max(1, k))
    return card_art.supersampled((size, size), paint)


@gfx.cached(maxsize=16)
def _character_card(name: str, prof: tuple, cursed: bool, size: tuple) -> pygame.Surface:
    """A character card's face: its emblem (a badge; a skull on the cursed side) and how many
    bullets buy how much attack.  The character's name heads the plate; the card's words are
    its hover text."""
    if cursed:   # a thin frame, not the printed border: the words need its room
        surf = card_art.card_base(size, paper=CURSED_PAPER, ink=(30, 8, 12), border=False)
        ink, tone = CURSED_INK, (150, 28, 36)
    else:
        surf = card_art.card_base(size, border=False)
        ink, tone = card_art.INK, CHARACTER_TONE
    w, h = size
    gfx.rect(surf, tone, surf.get_rect().inflate(-4, -4), 2, border_radius=4)
    lh = text.line_height("ui_bold", SMALLEST)
    r = max(8, min(w // 2 - 12, (h - 2 * lh - 14) // 2))
    emblem = card_art.supersampled((2 * r + 2, 2 * r + 2), lambda s, k: card_art.draw_motif(
        s, "skull" if cursed else "star", (s.get_width() / 2, s.get_height() / 2), r * k,
        (214, 160, 150) if cursed else (176, 132, 60), (0, 0, 0, 0)))
    surf.blit(emblem, emblem.get_rect(midtop=(w // 2, 7)))
    y = h - 7 - 2 * lh
    for words in (f"{prof[0]} bullet{'s' if prof[0] != 1 else ''}", f"+{prof[1]} attack"):
        box = pygame.Rect(4, y, w - 8, lh)
        fs = fit(words, "ui_bold", SMALLEST, box.w)
        text.draw(surf, words, box.midtop, "ui_bold", fs, ink, anchor="midtop", box=box)
        y += lh
    return surf


def character_card(character, cursed: bool, size: tuple) -> pygame.Surface:
    """One side of a character card: normal, or cursed with its own proficiency."""
    prof = tuple(character.cursed_proficiency if cursed else character.proficiency)
    return _character_card(character.name, prof, cursed, tuple(size))


USE_MARKS = ("Exhaust", "Weapon")   # how an item is used, marked at its foot; an always-on item has none


@gfx.cached(maxsize=64)
def _item(name: str, use: str, family: str, size: tuple) -> pygame.Surface:
    """A store item in a board slot, read at a glance: its picture (what it is: a blade, a gun,
    a mount, a charm...) framed in the store's tone and, at the foot, how it is used (a turn
    arrow: exhaust it; a bullet: a weapon to shoot with).  Its name and whole text are its
    hover text."""
    w, h = size
    surf = card_art.card_base(size, border=False)
    gfx.rect(surf, ITEM_TONE, surf.get_rect().inflate(-2, -2), 2, border_radius=4)
    foot = pygame.Rect(3, h - 15, w - 6, 12) if use in USE_MARKS else None
    pic = pygame.Rect(4, 4, w - 8, (foot.y - 1 if foot else h - 4) - 4)
    surf.blit(pictures.picture(family, pic.size), pic)
    gfx.rect(surf, card_art.shade(ITEM_TONE, 0.8), pic, 1)
    if foot is not None:
        _use_mark(surf, foot, use)
    return surf


def _use_mark(surf: pygame.Surface, foot: pygame.Rect, use: str) -> None:
    """The foot of a slot card: the use's mark, centred (its word is in the hover text)."""
    tone = card_art.shade(ITEM_TONE, 1.2)
    mark = turn_arrow(12, tone) if use == "Exhaust" else icon("bullet", 12, tone)
    surf.blit(mark, mark.get_rect(center=foot.center))


@gfx.cached(maxsize=8)
def turn_arrow(size: int, color: tuple) -> pygame.Surface:
    """The exhaust mark: an arrow turning a quarter round, as a card is turned to use it."""
    def paint(s, k):
        w = size * k
        ring = pygame.Rect(w * 0.12, w * 0.12, w * 0.76, w * 0.76)
        gfx.arc(s, color, ring, math.radians(80), math.radians(360), max(2, int(w * 0.14)))
        tip = (w * 0.5, w * 0.12)
        gfx.polygon(s, color, [(tip[0] - w * 0.02, tip[1] - w * 0.14), (tip[0] - w * 0.02, tip[1] + w * 0.2),
                                       (tip[0] - w * 0.3, tip[1] + w * 0.03)])
    return card_art.supersampled((size, size), paint)


def item_card(card, use: str, effect: str, size: tuple) -> pygame.Surface:
    """``use``, ``effect``: the item in a few words (Words.store_effect); the card shows its use."""
    return _item(card.name, use, pictures.store_family(card), tuple(size))


def spent_item(card, use: str, effect: str, size: tuple, room: tuple) -> pygame.Surface:
    """An item exhausted this round: its card turned sideways (a wide two-handed card only
    tilted, it would not fit turned), greyed, and shrunk to fit ``room``."""
    return _spent(card.name, use, pictures.store_family(card), tuple(size), tuple(room))


@gfx.cached(maxsize=32)
def _spent(name: str, use: str, family: str, size: tuple, room: tuple) -> pygame.Surface:
    face = _item(name, use, family, size).copy()
    face.fill((150, 142, 134), special_flags=pygame.BLEND_RGB_MULT)
    turned = gfx.rotate(face, -90 if size[0] <= size[1] else -6)
    scale = min(1.0, room[0] / turned.get_width(), room[1] / turned.get_height())
    return gfx.smoothscale(turned, (round(turned.get_width() * scale),
                                                 round(turned.get_height() * scale)))


@gfx.cached(maxsize=8)
def used_tag(width: int) -> pygame.Surface:
    """A red tag under an exhausted item: used this round."""
    words = "USED"
    surf = gfx.Surface((width, USED_H), pygame.SRCALPHA)
    gfx.rect(surf, USED_RED, surf.get_rect(), border_radius=3)
    gfx.rect(surf, card_art.shade(USED_RED, 0.6), surf.get_rect(), 1, border_radius=3)
    size = fit(words, "ui_bold", SMALLEST, width - 2)
    text.draw(surf, words, surf.get_rect().center, "ui_bold", size, (250, 236, 220), anchor="center",
              box=surf.get_rect())
    return surf


@gfx.cached(maxsize=64)
def _job(name: str, money: int, grit: int, done: bool, size: tuple, family: str = "") -> pygame.Surface:
    """A job held on the board, read at a glance: its picture (what it asks: a wagon to ride, a
    gun to fight...) in its tone, and its reward below as a drop and a star with their figures;
    a scored job is framed in gold.  Its name and words are its hover text."""
    w, h = size
    surf = card_art.card_base(size, border=False)
    tone = DONE_TONE if done else JOB_TONE
    gfx.rect(surf, tone, surf.get_rect().inflate(-2, -2), 2, border_radius=4)
    lh = text.line_height("ui_bold", SMALLEST)
    pic = pygame.Rect(4, 4, w - 8, h - 6 - lh)
    if family:
        surf.blit(pictures.picture(family, pic.size), pic)
    gfx.rect(surf, card_art.shade(tone, 0.8), pic, 1)
    half = (w - 4) // 2
    y = pic.bottom
    for i, (img, value) in enumerate(((drop(10), money), (icon("star", 10, theme.BRASS_DARK), grit))):
        x = 2 + i * half
        surf.blit(img, (x, y + (lh - 10) // 2))
        box = pygame.Rect(x + 10, y, half - 10, lh)
        text.draw(surf, str(value), box.center, "ui_bold", SMALLEST, card_art.INK, anchor="center", box=box)
    if done:  # a scored job is framed in gold
        gfx.rect(surf, theme.GOLD, surf.get_rect(), 2, border_radius=card_art.default_radius(size))
    return surf


def job_face(job, size: tuple, done: bool = False) -> pygame.Surface:
    return _job(job.name, job.money, job.grit, done, tuple(size), pictures.job_family(job))


@gfx.cached(maxsize=4)
def job_back(size: tuple) -> pygame.Surface:
    return card_art.card_back(tuple(size), "forest", "eye")


PILE_STEP = 2                 # how far each card under a pile's top one shows


def _pile(top: pygame.Surface, size: tuple, under: int) -> pygame.Surface:
    """A pile in ``size``: ``under`` darker card edges showing down and right of the top card."""
    surf = gfx.Surface(size, pygame.SRCALPHA)
    below = top.copy()
    below.fill((190, 180, 170), special_flags=pygame.BLEND_RGB_MULT)
    for i in range(under, 0, -1):
        surf.blit(below, (PILE_STEP * i, PILE_STEP * i))
    surf.blit(top, (0, 0))
    return surf


@gfx.cached(maxsize=16)
def scored_pile(count: int, size: tuple) -> pygame.Surface:
    """The jobs scored, gathered in one pile framed in gold: a Done band and how many, large."""
    under = min(2, count - 1)
    face = (size[0] - PILE_STEP * under, size[1] - PILE_STEP * under)
    top = card_art.card_base(face)
    gfx.rect(top, theme.GOLD, top.get_rect(), 2, border_radius=card_art.default_radius(face))
    surf = _pile(top, size, under)
    band = pygame.Rect(3, 3, face[0] - 6, text.line_height("ui_bold", SMALLEST))
    gfx.rect(surf, DONE_TONE, band, border_radius=3)
    fs = fit("Done", "ui_bold", SMALLEST, band.w - 2)
    text.draw(surf, "Done", band.center, "ui_bold", fs, (250, 242, 222), anchor="center", box=band)
    inner = card_art.content_rect(face)
    figure = pygame.Rect(inner.x, band.bottom + 1, inner.w, inner.bottom - band.bottom - 2)
    words = str(count)
    fs = fit(words, "display", min(22, figure.h), figure.w)
    text.draw(surf, words, figure.center, "display", fs, DONE_TONE, anchor="center", box=figure)
    return surf


@gfx.cached(maxsize=16)
def job_back_pile(count: int, size: tuple) -> pygame.Surface:
    """Another seat's jobs face down in one pile, a seal with how many."""
    under = min(2, count - 1)
    back = job_back((size[0] - PILE_STEP * under, size[1] - PILE_STEP * under))
    surf = _pile(back, size, under)
    words = str(count)
    seal = pygame.Rect(0, 0, 22, 22)
    seal.center = back.get_rect().center
    gfx.circle(surf, (236, 224, 196), seal.center, 11)
    gfx.circle(surf, JOB_TONE, seal.center, 11, 2)
    fs = fit(words, "ui_bold", SMALLEST, seal.w - 4)
    text.draw(surf, words, seal.center, "ui_bold", fs, card_art.INK, anchor="center", box=seal)
    return surf


TICKET_STYLES = {"held": (JOB_TONE, (250, 242, 222), None), "done": (DONE_TONE, (250, 242, 222), theme.GOLD),
                 "back": ((44, 70, 48), (214, 226, 200), None), "more": ((226, 210, 176), card_art.INK, JOB_TONE)}


@gfx.cached(maxsize=128)
def job_ticket(words: str, style: str, size: tuple) -> pygame.Surface:
    """A job as a small ticket, its words (a job's name) as much as fits: notched at both ends;
    ``style``: held, done (gold edged), back (face down) or more."""
    fill, ink, edge = TICKET_STYLES[style]
    w, h = size
    surf = gfx.Surface(size, pygame.SRCALPHA)
    gfx.rect(surf, fill, surf.get_rect(), border_radius=3)
    if edge is not None:
        gfx.rect(surf, edge, surf.get_rect(), 1, border_radius=3)
    for x in (0, w - 1):  # the notches a ticket is torn along
        gfx.circle(surf, (0, 0, 0, 0), (x, h // 2), 3)
    box = pygame.Rect(5, 0, w - 10, h)
    tallest = next((s for s in range(text.reading_size(SMALLEST), SMALLEST, -1)   # as tall as the ticket holds
                    if text.line_height("ui_bold", s) <= h), SMALLEST)
    size = fit(words, "ui_bold", tallest, box.w)
    shown = one_line(words, "ui_bold", size, box.w)    # a long name ends in an ellipsis: whole on hover
    text.draw(surf, shown, box.center, "ui_bold", size, ink, anchor="center", box=box)
    return surf


@gfx.cached(maxsize=8)
def slot_frame(size: tuple, label: str) -> pygame.Surface:
    """An empty slot on the board: a recessed outline, with a faint drawing of what it holds
    (``label``: "Accessory" a charm, "Hand" a gun; its name is its hover text)."""
    surf = gfx.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    gfx.rect(surf, (90, 64, 40, 60), rect, border_radius=5)
    gfx.rect(surf, (110, 80, 50, 170), rect, 1, border_radius=5)
    family = SLOT_FAMILIES.get(label)
    if family:
        ghost = pictures.picture(family, rect.inflate(-8, -8).size).copy()
        ghost.set_alpha(90)
        surf.blit(ghost, rect.inflate(-8, -8))
    return surf


SLOT_FAMILIES = {"Accessory": "charm", "Hand": "gun"}


def grit_badge(size: int) -> pygame.Surface:
    return icon("star", size, theme.BRASS_DARK)


def character_sheet(character, size: tuple, cursed: bool = False) -> pygame.Surface:
    """A character card large enough to choose by: name, starting stats, how bullets buy
    attack, the action, and what its cursed side changes (``cursed``: that side is in effect,
    its panel framed in gold)."""
    c = character
    return _character_sheet(c.name, (c.health, c.bullets, c.bullet_capacity, c.curse_threshold, c.water),
                            tuple(c.proficiency), c.action_text, tuple(c.cursed_proficiency), c.detriment_text,
                            tuple(size), bool(cursed))


@gfx.cached(maxsize=16)
def _character_sheet(name: str, stats: tuple, prof: tuple, action: str, cursed_prof: tuple, detriment: str,
                     size: tuple, cursed: bool = False) -> pygame.Surface:
    surf = card_art.card_base(size, border=False)   # a thin frame: the words get the border's room
    w, h = size
    gfx.rect(surf, card_art.shade(CHARACTER_TONE, 1.6), surf.get_rect().inflate(-6, -6), 1, border_radius=5)
    inner = surf.get_rect().inflate(-14, -14)
    band = pygame.Rect(inner.x, inner.y, inner.w, 24)
    gfx.rect(surf, CHARACTER_TONE, band, border_radius=4)
    fs = fit(name, "display", 18, band.w - 8)
    text.draw(surf, name, band.center, "display", fs, (250, 242, 222), anchor="center", box=band)
    health, bullets, capacity, threshold, water = stats
    cells = (("heart", (186, 52, 52), f"{health}"), ("bullet", (150, 130, 90), f"{bullets}/{capacity}"),
             ("skull", (120, 56, 150), f"{threshold}"), ("drop", None, f"{water}"))
    lh = text.line_height("ui_bold", SMALLEST)
    cell = inner.w // len(cells)      # health, bullets of capacity, curse limit, water: as the plates show them
    y = band.bottom + 4
    for i, (name_, colour, words) in enumerate(cells):
        x = inner.x + i * cell
        img = drop(13) if name_ == "drop" else icon(name_, 13, colour)
        wide = 15 + text.measure(words, "ui_bold", SMALLEST)[0]
        x += (cell - wide) // 2
        surf.blit(img, (x, y + (lh - 13) // 2))
        box = pygame.Rect(x + 15, y, wide - 14, lh)
        text.draw(surf, words, box.topleft, "ui_bold", SMALLEST, card_art.INK, box=box)
    y = _rule_line(surf, _shoot_words(prof), y + lh + 2, card_art.INK, CHARACTER_TONE)
    curse_lines = len(text.wrap(detriment, "serif", SMALLEST, inner.w - 8))
    curse_h = 2 + 20 + curse_lines * text.line_height("serif", SMALLEST) + 6
    box = pygame.Rect(inner.x + 3, y + 2, inner.w - 6, inner.bottom - curse_h - 2 - (y + 2))
    fitted_text(surf, action, box, "serif", 15, card_art.INK, SMALLEST)
    curse = pygame.Rect(inner.x, inner.bottom - curse_h, inner.w, curse_h)
    gfx.rect(surf, CURSED_PAPER, curse, border_radius=5)
    gfx.rect(surf, theme.GOLD if cursed else (150, 28, 36), curse, 2 if cursed else 1, border_radius=5)
    y = _rule_line(surf, _shoot_words(cursed_prof), curse.y + 2, CURSED_INK, (150, 28, 36))   # the dark side's
    fitted_text(surf, detriment, pygame.Rect(curse.x + 4, y + 1, curse.w - 8, curse.bottom - y - 4), "serif",
                SMALLEST, CURSED_INK, SMALLEST)
    return surf


def _shoot_words(prof: tuple) -> str:
    return f"{prof[0]} bullet{'s' if prof[0] != 1 else ''}: +{prof[1]} attack"


def _rule_line(surf: pygame.Surface, words: str, y: int, ink, tone) -> int:
    """A bold line across the card with a thin rule under it; where the next thing starts."""
    w = surf.get_width()
    box = pygame.Rect(10, y, w - 20, text.line_height("ui_bold", SMALLEST))
    fs = fit(words, "ui_bold", SMALLEST, box.w)
    text.draw(surf, words, box.midtop, "ui_bold", fs, ink, anchor="midtop", box=box)
    gfx.line(surf, tone, (20, box.bottom + 1), (w - 20, box.bottom + 1))
    return box.bottom + 3
