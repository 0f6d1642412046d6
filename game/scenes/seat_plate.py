"""The seat plate every table shares: who sits there (a token in the seat's
colour, the name), whether a bot plays the seat and how well, whose turn it is,
what the table knows of the seat, and a slot for the game's key figures.

    LOOK = table_look(pieces=..., emblem=..., words_width=..., packed=...)   once per game:
        the one look (paper, ink, token, turn edge) every table shares; a game says only what
        its slot holds and, for a seat that is not a player (a sheriff, a role), its own emblem
    plate = SeatPlate(name, color=seat_colour, level="easy", you=True, turn=True,
                      status="Deciding...", facts=("On space 4 of 13",), pieces=(3, 5))
    slot = draw_seat_plate(surface, rect, plate, LOOK, t)   -> the rect left for the game's pieces
    draw_figures(surface, slot, [(icon, "3"), ...], right=("Bail 1", colour))
        key figures along the slot's foot, the same type and spacing at every table
    plate_help(plate) -> str       the words a hover over the plate shows

A game that shows the same few things in every plate's slot (money, cards in
hand) gives them as ``SeatPlate.pieces`` (a hashable value) and draws them with
its look's ``pieces(surface, slot, value)``: they are kept with the plate.
A table whose plates are parts of a kept picture (The Few and Cursed) draws the
shared paper (``plate_paper``) and head (``draw_plate_head``) itself.

The plate is laid out the same way on every table: the emblem at the top
left, the name (with "(you)" on the viewer's own plate) and, while it is the
seat's turn, a gold edge and a "TO PLAY" tab across the top edge, above the
name's letters; under the name the bot's level and the seat's status; then the
public facts, one a line; the slot takes what is left (below, or right of
the words when the look gives them a fixed width).  Everything but the
highlight glow is drawn once per distinct plate and kept.
"""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass, field, replace
from typing import Callable, Hashable

import pygame

from game.core import words
from game.engine import text, theme
from game.engine import gfx
from game.engine.sprites import token_image

PAD = 8
SHADOW_PAD = 16
GLOW = {"legal": (255, 214, 92), "selected": (120, 230, 255)}
EDGE = {"legal": (200, 150, 40), "selected": (60, 160, 200)}   # the same, as an edge on light paper
TURN_TAG = "TO PLAY"
NO_COLOUR = (150, 136, 112)     # the token of a seat the game gives no colour
#: seat colours for a game without its own (the lobby's and The Few and Cursed's, in seat order)
SEAT_COLOURS = ((196, 58, 44), (52, 110, 190), (70, 150, 72), (222, 170, 40), (140, 80, 170), (40, 150, 160),
                (210, 110, 40), (120, 120, 120))


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


@dataclass(frozen=True)
class SeatPlate:
    name: str
    level: str | None = None        # the bot's level (one of core.model.LEVELS); None for a person
    you: bool = False               # the viewer's own seat
    turn: bool = False              # the seat is to play now
    status: str = ""                # a short word on what the seat is doing ("Deciding...", "Dealer")
    status_color: tuple | None = None
    facts: tuple[str, ...] = ()     # what the table knows of the seat, one line each
    emblem: Hashable = None         # the key the look's emblem is drawn for (a seat, a role, a piece)
    dim: bool = False               # out of play for now
    pieces: Hashable = None         # what the look's ``pieces`` draws in the slot, kept with the plate
    highlight: str | None = field(default=None, compare=False)  # "legal" or "selected": a target to pick
    color: tuple | None = None      # the seat's colour: its token on the plate
    mark: str | None = None         # the token's letters (None: the name's initial)

    @property
    def shown_name(self) -> str:
        """The name as the plate prints it: "(you)" marks the viewer's own seat when a person
        plays it; a bot's seat seen through its eyes (a replay, a table of bots) is not "you"."""
        return words.named(self.name, self.you and self.level is None)


@dataclass(frozen=True, eq=False)
class PlateLook:
    """A game's art for its plates: ``paper(size, turn)`` the plate itself (the game caches it)."""
    paper: Callable[[tuple[int, int], bool], pygame.Surface]
    ink: tuple = theme.INK
    soft: tuple = theme.INK_SOFT
    turn: tuple = theme.GOLD            # the edge and tag of the seat to play
    turn_ink: tuple = theme.INK         # the tag's words
    name_role: str = "display"
    name_size: int = 17
    line_size: int = 13
    emblem: Callable[[Hashable, int], pygame.Surface | None] | None = None   # (key, size) -> icon
    emblem_size: int = 30
    words_width: int | None = None      # words in a column this wide, the slot right of them
    shadow: tuple[int, int] = (3, 6)
    name_shadow: tuple | None = None
    turn_tab: bool = True               # the "TO PLAY" tab (rows packed tight show the edge only)
    glow_outside: bool = True           # a highlight glows round the plate, or (packed tight) edges it
    #: (surface, slot, plate.pieces) -> None: the game's pieces in the slot, drawn once per distinct plate
    pieces: Callable[[pygame.Surface, pygame.Rect, Hashable], None] | None = None
    tokens: bool = False                # every plate has a token: its emblem, else one in its seat colour


def plate_paper(size: tuple[int, int], turn: bool) -> pygame.Surface:
    """The one plate paper every table shares: plain cream, warmer for the seat to play."""
    return _paper(tuple(size), bool(turn))


@gfx.cached(maxsize=32)
def _paper(size: tuple[int, int], turn: bool) -> pygame.Surface:
    # Plain paper at every size: a printed frame would run through a plate's name and figures.
    bg = theme.panel(size, "paper", 31 if turn else 33)
    if turn:
        bg = bg.copy()
        bg.fill((255, 236, 196), special_flags=pygame.BLEND_RGB_MULT)
    return bg


def seat_token(color: tuple | None, mark: str, size: int) -> pygame.Surface:
    """A chip in the seat's colour with its letters, ``size`` across."""
    font = text.font("display", max(8, round(size / 2 * (1.05 if len(mark) <= 1 else 0.8))))
    return token_image(size // 2, color or NO_COLOUR, mark or "?", font)


_LOOKS: dict = {}


def table_look(pieces=None, emblem=None, words_width: int | None = None, packed: bool = False) -> PlateLook:
    """The one plate look every table shares; a game gives only what differs in its content:
    ``pieces`` draws its slot, ``emblem(key, size)`` the icon of a plate that names an emblem
    (else the seat's token), ``words_width`` a column of words with the slot right of it,
    ``packed`` rows packed tight (no tab above the edge, a highlight edges the plate)."""
    key = (pieces, emblem, words_width, packed)
    if key not in _LOOKS:
        _LOOKS[key] = PlateLook(paper=plate_paper, turn=theme.GOLD, emblem=emblem, emblem_size=26 if packed else 30,
                                name_size=15 if packed else 17,
                                line_size=12, words_width=words_width, shadow=(1, 3) if packed else (3, 6),
                                turn_tab=not packed, glow_outside=not packed, pieces=pieces, tokens=True)
    return _LOOKS[key]


def plate_help(plate: SeatPlate) -> str:
    """What a hover over ``plate`` says: who sits there and what the plate shows, in words."""
    who = plate.shown_name
    article = "an" if plate.level and plate.level[:1].lower() in "aeiou" else "a"
    parts = [who + (f", played by {article} {level_words(plate.level)}" if plate.level else "")]
    if plate.status:
        parts.append(plate.status[:1].upper() + plate.status[1:].rstrip("."))
    if plate.turn:
        parts.append("To play now")
    parts += [f for f in plate.facts if f]
    return ". ".join(p for p in parts if p) + "."


def level_words(level: str | None) -> str:
    return f"{level} bot" if level else ""


def draw_seat_plate(surface: pygame.Surface, rect: pygame.Rect, plate: SeatPlate, look: PlateLook,
                    t: float = 0.0, budget=None) -> pygame.Rect:
    """Draw ``plate`` in ``rect``; returns the slot left for the game's own pieces.  ``budget``:
    the table's FrameBudget (game.engine.frame_budget): a plate printed anew waits for a frame
    with room, the last one printed there staying on show (a move may change every plate)."""
    rect = pygame.Rect(rect)
    look = grown_look(rect, plate, look)
    glow = GLOW.get(plate.highlight or "")
    if glow and look.glow_outside:
        pulse = 0.6 + 0.4 * math.sin(t * 4.0)
        halo = _halo(rect.size, glow)
        halo.set_alpha(round(150 + 105 * pulse))
        surface.blit(halo, (rect.x - 8, rect.y - 8))
    surface.blit(_printed(rect, plate, look, budget), (rect.x - SHADOW_PAD, rect.y - SHADOW_PAD))
    if glow and not look.glow_outside:
        gfx.rect(surface, EDGE[plate.highlight], rect, 3, border_radius=8)
    return slot_rect(rect, plate, look)


def _printed(rect: pygame.Rect, plate: SeatPlate, look: PlateLook, budget) -> pygame.Surface:
    key = (rect.size, plate, id(look))
    img = _cache.get(key)
    shown = _shown.setdefault(budget, {}) if budget is not None else {}
    spot = (tuple(rect), id(look), gfx.key())
    if img is None:
        before = shown.get(spot)
        if before is not None and not budget.has_room():
            return before
        if len(_cache) > 200:
            _cache.clear()
        make = lambda: _plate_image(rect.size, plate, look)  # noqa: E731
        img = _cache[key] = budget.spend(make) if budget is not None else make()
    shown[spot] = img
    return img


_cache = gfx.ArtCache()
# a table's budget -> {(rect, look, scales): the plate last drawn there}: what stays on show
_shown: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def grown_look(rect: pygame.Rect, plate: SeatPlate, look: PlateLook) -> PlateLook:
    """``look`` with its words at the player's text size, as far as the plate has room: the
    words stay inside it and the slot keeps room for the key figures (a slot the game fills
    with its own pieces, right of the words, only sets the height the words may take)."""
    if gfx.text_scale() == 1 or (look.words_width is None and look.pieces is None):
        return look
    key = (tuple(rect.size), plate, id(look), gfx.key())
    got = _grown.get(key)
    if got is None or got[0] is not look:
        if len(_grown) > 400:
            _grown.clear()
        got = _grown[key] = (look, _largest_room(pygame.Rect((0, 0), rect.size), plate, look))
    return got[1]


def _largest_room(r: pygame.Rect, plate: SeatPlate, look: PlateLook) -> PlateLook:
    need = 0 if look.words_width is not None else text.line_height("ui_bold", FIGURE_SIZE) + 2
    for name_size in range(text.reading_size(look.name_size), look.name_size, -1):
        sized = _sized(look, name_size)
        if r.bottom - PAD // 2 - _layout(r, plate, sized)[2] >= need:
            return sized
    return look


def _sized(look: PlateLook, name_size: int) -> PlateLook:
    """The look with its name at ``name_size`` and its lines grown in step (one object a size,
    so a plate printed with it is kept)."""
    key = (id(look), name_size)
    sized = _sizes.get(key)
    if sized is None or sized[0] is not look:
        grow = name_size / look.name_size
        sized = _sizes[key] = (look, replace(look, name_size=name_size, line_size=round(look.line_size * grow)))
    return sized[1]


_grown: dict = {}
_sizes: dict = {}


def _second(plate: SeatPlate) -> str:
    return " - ".join(w for w in (level_words(plate.level), plate.status) if w)


def _second_shown(plate: SeatPlate, width: int, size: int) -> str:
    """The level and status line as it fits ``width``: whole, else the status alone
    (the bot's level is in the plate's hover help)."""
    whole = _second(plate)
    if plate.status and text.measure(whole, "ui_italic", size)[0] > width:
        return plate.status
    return whole


def _layout(r: pygame.Rect, plate: SeatPlate, look: PlateLook) -> tuple[int, int, int]:
    """Where the words go on a plate in ``r``: (y of the level and status line, y of the
    first fact, y where the words end)."""
    lh = text.line_height("ui", look.line_size) - 1
    y = second_y = r.y + PAD // 2 + text.line_height(look.name_role, look.name_size)
    if _second(plate):
        y += lh
    if plate.facts and _has_icon(look):
        y = max(y + 2, r.y + PAD + look.emblem_size + 4)  # the facts run the plate's width, under the emblem
    return second_y, y, y + len(plate.facts) * _fact_height(look)


def _fact_height(look: PlateLook) -> int:
    return text.line_height("ui", look.line_size + 1) - 1


def slot_rect(rect: pygame.Rect, plate: SeatPlate, look: PlateLook) -> pygame.Rect:
    """Where the game's own pieces go on a plate drawn in ``rect``."""
    rect = pygame.Rect(rect)
    if look.words_width is not None:
        x = rect.x + look.words_width
        return pygame.Rect(x, rect.y + PAD // 2, rect.right - PAD - x, rect.h - PAD)
    top = _layout(rect, plate, look)[2] + 2
    return pygame.Rect(rect.x + PAD, top, rect.w - 2 * PAD, max(0, rect.bottom - PAD // 2 - top))


def _plate_image(size: tuple[int, int], plate: SeatPlate, look: PlateLook) -> pygame.Surface:
    surf = gfx.Surface((size[0] + 2 * SHADOW_PAD, size[1] + 2 * SHADOW_PAD), pygame.SRCALPHA)
    r = pygame.Rect(SHADOW_PAD, SHADOW_PAD, *size)
    theme.draw_shadowed(surf, look.paper(r.size, plate.turn), r, look.shadow)
    if plate.turn:
        gfx.rect(surf, look.turn, r.inflate(2, 2), 3, border_radius=9)
    words_right = r.x + look.words_width - 6 if look.words_width is not None else r.right - PAD
    if plate.turn and look.turn_tab:
        _turn_tag(surf, r, look)
    _draw_words(surf, r, plate, look, words_right)
    if plate.dim:
        veil = gfx.Surface(r.size, pygame.SRCALPHA)
        veil.fill((20, 12, 6, 90))
        surf.blit(veil, r)
    if look.pieces is not None and plate.pieces is not None:
        look.pieces(surf, slot_rect(r, plate, look), plate.pieces)
    return surf


def _has_icon(look: PlateLook) -> bool:
    return look.tokens or look.emblem is not None


def _icon(plate: SeatPlate, look: PlateLook) -> pygame.Surface | None:
    if look.emblem is not None and (plate.emblem is not None or not look.tokens):
        return look.emblem(plate.emblem, look.emblem_size)
    if look.tokens:
        return seat_token(plate.color, plate.mark if plate.mark is not None else plate.name[:1].upper(),
                          look.emblem_size)
    return None


def _draw_words(surf: pygame.Surface, r: pygame.Rect, plate: SeatPlate, look: PlateLook, words_right: int) -> None:
    """The token (or emblem), the name, the level and status line and the facts, in ``r``."""
    x = r.x + PAD + 4
    if _has_icon(look):
        x = r.x + PAD + look.emblem_size + 8
        icon = _icon(plate, look)
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=(r.x + PAD + look.emblem_size // 2,
                                                  r.y + PAD + min(look.emblem_size, r.h - 2 * PAD) // 2)))
    second_y, y, _end = _layout(r, plate, look)
    _fitted(surf, plate.shown_name, (x, r.y + PAD // 2), look.name_role, look.name_size,
            words_right - x, look.ink, shadow=look.name_shadow)
    if _second(plate):
        _fitted(surf, _second_shown(plate, words_right - x, look.line_size), (x, second_y), "ui_italic",
                look.line_size, words_right - x, plate.status_color if plate.status and plate.status_color else look.soft)
    fx = r.x + PAD + 4
    for line in plate.facts:
        _fitted(surf, line, (fx, y), "ui", look.line_size + 1, words_right - fx, look.ink)
        y += _fact_height(look)


def draw_plate_head(surface: pygame.Surface, rect: pygame.Rect, plate: SeatPlate, look: PlateLook) -> pygame.Rect:
    """The plate's words and token over paper already drawn in ``rect`` (a table that keeps its
    plates' paper apart); returns the slot under them."""
    rect = pygame.Rect(rect)
    words_right = rect.x + look.words_width - 6 if look.words_width is not None else rect.right - PAD
    _draw_words(surface, rect, plate, look, words_right)
    return slot_rect(rect, plate, look)


FIGURE_SIZE = 15
RIGHT_SIZE = 13     # the words at the right end of the figures


def draw_figures(surface: pygame.Surface, slot: pygame.Rect, figures, right: tuple | None = None) -> None:
    """A plate's key figures along the foot of its ``slot``, the same at every table:
    ``figures`` (icon surface or None, words) left to right; ``right``: (words, colour) set at
    the right end (a standing: "Bail 1", "Dealer").  At the player's text size they grow as
    far as the slot has room."""
    size = _figure_size(slot, tuple(label for _icon, label in figures),
                        sum(icon.get_width() + 3 for icon, _label in figures if icon is not None),
                        right[0] if right is not None else "")
    lh = text.line_height("ui_bold", size)
    cy = slot.bottom - lh // 2
    x = slot.x
    for icon, label in figures:
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, cy)))
            x += icon.get_width() + 3
        if label:
            x = text.draw(surface, label, (x, cy), "ui_bold", size, theme.INK, anchor="midleft").right
        x += 12 if label else 2
    if right is not None and right[0]:
        width = max(10, slot.right - x)
        small = min(text.reading_size(RIGHT_SIZE), size - 2)
        fitted = text.fit_size(right[0], "ui", small, width, 10)
        text.draw(surface, text.ellipsize(right[0], "ui", fitted, width), (slot.right, cy), "ui", fitted,
                  right[1] or theme.INK_SOFT, anchor="midright")


def _figure_size(slot: pygame.Rect, labels: tuple, icons_w: int, right: str) -> int:
    """The figures' size: the player's text size, as far as they and the right-hand words
    (at their designed size) fit the slot."""
    gaps = sum(12 if label else 2 for label in labels)
    right_w = text.measure(right, "ui", RIGHT_SIZE)[0] + 8 if right else 0
    for size in range(text.reading_size(FIGURE_SIZE), FIGURE_SIZE, -1):
        wide = icons_w + gaps + sum(text.measure(label, "ui_bold", size)[0] for label in labels if label)
        if text.line_height("ui_bold", size) <= slot.h and wide + right_w <= slot.w:
            return size
    return FIGURE_SIZE


def _fitted(surf, words: str, pos, role: str, size: int, width: int, color, shadow=None) -> None:
    px = text.fit_size(words, role, size, width, 9)
    text.draw(surf, text.ellipsize(words, role, px, width), pos, role, px, color, shadow=shadow)


TAG_SIZE = 14


def _turn_tag(surf: pygame.Surface, r: pygame.Rect, look: PlateLook) -> pygame.Rect:
    """The "TO PLAY" tab across the plate's top edge at its right: above the name's letters,
    so a name keeps the plate's whole width."""
    tag = text.render(TURN_TAG, "ui_bold", TAG_SIZE, look.turn_ink)
    box = pygame.Rect(0, 0, tag.get_width() + 12, tag.get_height())
    box.bottomright = (r.right - 10, r.y + 4)  # on the edge, over the paper's margin above the name
    gfx.rect(surf, look.turn, box, border_radius=4)
    text.blit(surf, tag, tag.get_rect(center=box.center), TURN_TAG, box)
    return box


_halos = gfx.ArtCache()


def _halo(size: tuple[int, int], glow: tuple) -> pygame.Surface:
    key = (size, glow)
    if key not in _halos:
        halo = gfx.Surface((size[0] + 16, size[1] + 16), pygame.SRCALPHA)
        gfx.rect(halo, (*glow, 255), halo.get_rect(), 6, border_radius=14)
        _halos[key] = halo
    return _halos[key]


def clear_cache() -> None:
    _cache.clear()
    _grown.clear()
    _sizes.clear()
    _halos.clear()
    _paper.cache_clear()


__all__ = ["PlateLook", "SeatPlate", "draw_figures", "draw_plate_head", "draw_seat_plate", "level_words",
           "plate_help", "plate_paper", "seat_colour", "seat_token", "slot_rect", "table_look"]
