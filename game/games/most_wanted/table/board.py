"""The printed parts of Most Wanted's table, drawn once and cached: the
scoreboard, the hand-ranking card, the six action cards on both sides, the
seat plates, and the banners.

    table_top() -> Surface                          the saloon table, scoreboard and rankings printed on
    action_face(key, points=None, size) -> Surface  an action card side ("pony", "church", "saloon"...)
    ACTION_SIDES                                    each card's (front, back) keys, in table order
    draw_plate(surface, rect, info, t)              a seat's plate (see PlateInfo)
    draw_banner(surface, rect, text, sub=None)      the prompt and the stage banners

Words that appear on pieces come from ``ACTION_TEXT`` (titles, a card's lines, hover help),
read from ``content/action_cards.json``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

import pygame

from game.core.content import ContentError, Fields, items, read_document
from game.engine import card_art, text, theme
from game.engine.card_art import shade, supersampled
from game.scenes.seat_plate import SeatPlate, draw_figures, draw_seat_plate, table_look

from . import art
from . import layout as L
from . import rankings
from ..rules import BAIL, TARGET
from game.engine import gfx

class ActionWords(NamedTuple):
    """An action card side's words: its title, the two lines of its hover help, the two
    shorter lines its face shows at a readable size, its accent, and whether it is the
    alternate side."""
    title: str
    first: str
    second: str
    face: tuple[str, str]
    accent: tuple[int, int, int]
    alternate: bool


ACTION_FILE = Path(__file__).parents[1] / "content" / "action_cards.json"


def _action_words(f: Fields) -> ActionWords:
    f.only("id", "title", "hover", "face", "accent", "alternate")
    hover, face, accent = f.names("hover"), f.names("face"), f.list("accent")
    for key, lines in (("hover", hover), ("face", face)):
        if len(lines) != 2:
            f.fail(key, f"expected two lines, got {len(lines)}")
    if len(accent) != 3 or not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= 255 for c in accent):
        f.fail("accent", f"expected a colour [red, green, blue] of 0-255, got {accent!r}")
    return ActionWords(f.text("title", max_len=30), hover[0], hover[1], face, tuple(accent),
                       f.bool("alternate", default=False))


def load_action_text(path: str | Path = ACTION_FILE) -> dict[str, ActionWords]:
    """Every action card side's words and look, from ``content/action_cards.json``; ContentError
    on a fault, or when a side of a card on the table (``ACTION_SIDES``) has none."""
    path = Path(path)
    doc = read_document(path, "most-wanted-action-cards", 1)
    Fields(doc, path.name).only("format", "version", "sides")
    words = {f.ident: _action_words(f) for f in items(doc, path.name, "sides", "side", min_count=1)}
    missing = sorted({side for card in ACTION_SIDES for side in card} - set(words))
    if missing:
        raise ContentError(f"{path.name}: no words for the side {missing[0]!r}")
    return words


FACE_SIZE = 14
ROBBERY_KEYS = ("pony", "stagecoach", "train")
ACTION_SIDES = (("pony", "pony"), ("stagecoach", "stagecoach"), ("train", "train"),
                ("church", "saloon"), ("labor", "dishonest"), ("duel", "shootout"))
ACTION_TEXT = load_action_text()


@gfx.cached(maxsize=4)
def table_top(size: tuple[int, int] = L.SCREEN) -> pygame.Surface:
    """The table: wooden edges, a felt field, the scoreboard and the rankings card."""
    surf = theme.table(size, "wood", 3).copy()
    felt = L.FELT
    field = theme.table(felt.size, "felt", 5, rim=L.FELT_RIM)
    mask = gfx.Surface(felt.size, pygame.SRCALPHA)
    gfx.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=36)
    field = field.copy()
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(theme.shadow(felt.size, 18, 150), (felt.x - 18, felt.y - 12))
    surf.blit(field, felt)
    gfx.rect(surf, theme.BRASS_DARK, felt, 3, border_radius=36)
    gfx.rect(surf, shade(theme.BRASS, 0.8), felt.inflate(-12, -12), 1, border_radius=30)
    scoreboard, card = rankings.left_column()
    _scoreboard(surf, scoreboard)
    rankings.draw(surf, card)
    _log_board(surf)
    return surf


def _scoreboard(surf: pygame.Surface, r: pygame.Rect) -> None:
    theme.draw_shadowed(surf, theme.panel(r.size, "parchment", 21), r, (4, 8))
    size = text.fit_size("MOST WANTED", "display", 24, r.w - 24, 12)
    text.draw(surf, "MOST WANTED", (r.centerx, r.top + 12), "display", size, theme.RED, anchor="midtop")
    for space in range(14):
        row = L.score_row(space, r)
        top = space == 13
        fill = (226, 190, 120) if top else (shade(theme.PARCHMENT, 0.95) if space % 2 else theme.PARCHMENT)
        if space == 0:
            fill = (214, 204, 180)
        gfx.rect(surf, fill, row, border_radius=5)
        gfx.rect(surf, theme.INK_SOFT, row, 1, border_radius=5)
        num = pygame.Rect(row.x + 2, row.y + 2, 30, row.h - 4)
        if top:
            surf.blit(art.points_icon(26), art.points_icon(26).get_rect(center=num.center))
        elif space == 0:
            text.draw(surf, "Start", (num.x + 2, num.centery), "ui_bold", 11, theme.INK_SOFT, anchor="midleft")
        else:
            gfx.rect(surf, theme.INK, num, border_radius=4)
            text.draw(surf, str(space), num.center, "display", 17, theme.CREAM, anchor="center")
        bail = 0 if top else BAIL[space]
        if top:
            text.draw(surf, "Wins!", (row.right - 6, row.centery), "display", 14, theme.RED, anchor="midright")
        for b in range(bail):
            icon = art.bag_icon(15)
            surf.blit(icon, icon.get_rect(center=(row.right - 10 - b * 12, row.centery)))


def _log_board(surf: pygame.Surface) -> None:
    r = L.LOG
    theme.draw_shadowed(surf, theme.panel(r.size, "wood", 25), r, (4, 8))


# -- action cards ----------------------------------------------------------------------

@gfx.cached(maxsize=32)
def action_face(key: str, points: int | None = None, size: tuple[int, int] = L.ACTION_CARD) -> pygame.Surface:
    words = ACTION_TEXT[key]
    title, (line1, line2), accent, alternate = words.title, words.face, words.accent, words.alternate
    w, h = size
    paper = (224, 214, 190) if alternate else card_art.PAPER
    surf = card_art.card_base(size, paper, art.INK, seed=len(key))
    band = pygame.Rect(6, 6, w - 12, 24)

    def draw(s: pygame.Surface, k: int) -> None:
        gfx.rect(s, (*accent, 255), pygame.Rect(band.x * k, band.y * k, band.w * k, band.h * k),
                         border_radius=4 * k)
        if alternate:  # night side: a crescent moon in the band's corner
            c = ((band.right - 14) * k, band.centery * k)
            gfx.circle(s, (250, 236, 190, 255), c, 8 * k)
            gfx.circle(s, (*accent, 255), (c[0] + 4 * k, c[1] - 3 * k), 7 * k)
    surf.blit(supersampled(size, draw, 4, clear=accent), (0, 0))
    title_box = pygame.Rect(band.x + 6, band.y, band.w - (34 if alternate else 12), band.h)
    tsize = text.fit_size(title, "display", 17, title_box.w, 11)
    text.draw(surf, title, (title_box.x + 2, band.centery + 1), "display", tsize, theme.CREAM, anchor="midleft",
              box=title_box)
    # Below the band the text keeps clear of the border's corner studs, and of the badge on the right.
    inner = card_art.content_rect(size)
    safe = card_art.title_rect(size, inner.h)
    badge = pygame.Rect(0, 0, 56 if points is not None else 40, inner.bottom - band.bottom - 4)
    badge.topright = (safe.right, band.bottom + 4)
    line_box = pygame.Rect(safe.x, band.bottom + 4, badge.left - 6 - safe.x, inner.bottom - band.bottom - 4)
    # two lines at the face size: the first under the band, the second on the card's foot
    text.draw(surf, line1, (line_box.x, line_box.y - 1), "ui_bold", FACE_SIZE, art.INK, box=line_box)
    text.draw(surf, line2, (line_box.x, line_box.bottom + 2), "ui", FACE_SIZE, theme.INK_SOFT,
              anchor="bottomleft", box=line_box)
    if points is not None:
        # the star, then the points beside it: neither covers the other nor the card's edge
        icon = art.points_icon(26)
        star = surf.blit(icon, icon.get_rect(midleft=(badge.left, badge.centery)))
        number_box = pygame.Rect(star.right + 1, badge.top, badge.right - star.right - 1, badge.h)
        words = f"+{points}"
        text.draw(surf, words, (number_box.right, number_box.centery + 1), "display",
                  text.fit_size(words, "display", 18, number_box.w - 2, 11), theme.RED, anchor="midright",
                  box=number_box)
    elif key in ("duel", "shootout"):
        icon = art.jail_icon(26)
        surf.blit(icon, icon.get_rect(center=badge.center))
    elif key in ("labor", "dishonest"):
        icon = art.bag_icon(30)
        surf.blit(icon, icon.get_rect(center=badge.center))
    elif key == "saloon":
        icon = art.bag_icon(26)
        bag = surf.blit(icon, icon.get_rect(midright=(badge.right - 14, badge.centery)))
        cost = pygame.Rect(bag.right, badge.top, badge.right - bag.right, badge.h)
        text.draw(surf, "-1", (cost.right, cost.bottom - 2), "ui_bold", 12, theme.RED, anchor="bottomright",
                  box=cost)
    else:
        card = art.back((22, 30))
        surf.blit(card, card.get_rect(center=badge.center))
    return surf


# -- seat plates --------------------------------------------------------------------------

@dataclass
class PlateInfo:
    name: str
    seat: int                  # -1: the Sheriff
    money: int = 0
    cards: int = 0
    space: int = 0
    bail: int = 0
    status: str = ""           # a short word under the name: "Joined", "Ready", "Thinking..."
    status_color: tuple = theme.INK_SOFT
    active: bool = False       # whose turn it is
    highlight: str | None = None   # "legal" or "selected" (a target to pick)
    dim: bool = False
    bot: str | None = None     # the bot's level, None for a person
    skips: int = 0
    you: bool = False          # the viewer's own plate


def _sheriff_emblem(key, size: int) -> pygame.Surface:
    return art.sheriff_token(size // 2)


def _draw_holdings(surface: pygame.Surface, slot: pygame.Rect, holdings: tuple) -> None:
    """Money, cards in hand and bail along the foot of the plate's slot (drawn with the plate)."""
    money, cards, bail, skips = holdings
    bail_text = "Loses a turn" if skips else f"Bail {bail}" if bail else "No bail"
    draw_figures(surface, slot, [(art.bag_icon(20), str(money)), (art.back((12, 17)), str(cards))],
                 right=(bail_text, theme.RED if skips else theme.INK_SOFT))


# The shared seat plate (game.scenes.seat_plate): an outlaw's token in their colour, the Sheriff's
# star; a seat's bags, cards in hand and bail are kept with its plate.
PLATE_LOOK = table_look(pieces=_draw_holdings, emblem=_sheriff_emblem)


def draw_plate(surface: pygame.Surface, rect: pygame.Rect, info: PlateInfo, t: float = 0.0, budget=None) -> None:
    """A seat's plate: the shared plate, then the seat's bags, cards in hand and bail in its slot
    (``budget``: the table's, see game.scenes.seat_plate)."""
    draw_seat_plate(surface, rect, plate_for(rect, info), PLATE_LOOK, t, budget)


def plate_for(rect: pygame.Rect, info: PlateInfo) -> SeatPlate:
    """The shared plate ``info`` is drawn as in ``rect`` (its hover help says the same)."""
    facts = ()
    if info.seat < 0:
        facts = ("Joins every robbery",)
    elif rect.h >= 90:  # the viewer's tall plate has room to say where they stand
        facts = (f"On space {info.space} of {TARGET}" if info.space else f"On Start, 0 of {TARGET}",)
    holdings = (info.money, info.cards, info.bail, info.skips) if info.seat >= 0 else None
    return SeatPlate(info.name, level=info.bot, you=info.you, turn=info.active, status=info.status,
                     status_color=tuple(info.status_color), facts=facts,
                     emblem="sheriff" if info.seat < 0 else None,
                     color=None if info.seat < 0 else art.outlaw_color(info.seat),
                     dim=info.dim, highlight=info.highlight, pieces=holdings)


_PAD = 22


# -- banners and the log --------------------------------------------------------------------

@gfx.cached(maxsize=8)
def _banner_bg(size: tuple[int, int], style: str) -> pygame.Surface:
    return theme.panel(size, style, 41)


def draw_banner(surface: pygame.Surface, rect: pygame.Rect, message: str, sub: str | None = None,
                style: str = "leather", color=theme.CREAM) -> None:
    img = _banner(rect.size, message, sub, style, tuple(color))
    surface.blit(img, (rect.x - _PAD, rect.y - _PAD))


@gfx.cached(maxsize=48)
def _banner(size: tuple[int, int], message: str, sub: str | None, style: str, color: tuple) -> pygame.Surface:
    surface = gfx.Surface((size[0] + 2 * _PAD, size[1] + 2 * _PAD), pygame.SRCALPHA)
    rect = pygame.Rect(_PAD, _PAD, *size)
    _banner_body(surface, rect, message, sub, style, color)
    return surface


def _banner_body(surface: pygame.Surface, rect: pygame.Rect, message: str, sub: str | None, style: str,
                 color) -> None:
    theme.draw_shadowed(surface, _banner_bg(rect.size, style), rect, (3, 6))
    if sub:
        size, ss = _banner_sizes(message, sub, rect)
        text.draw(surface, message, (rect.centerx, rect.y + 4), "display", size, color, anchor="midtop", box=rect)
        text.draw(surface, sub, (rect.centerx, rect.bottom - 5), "ui", ss, shade(color, 0.85) if style == "leather"
                  else theme.INK_SOFT, anchor="midbottom", box=rect)
    else:
        top = text.reading_size(20)
        while top > 20 and text.measure(message, "display", top)[1] > rect.h - 6:
            top -= 1
        size = text.fit_size(message, "display", top, rect.w - 24, 11)
        text.draw(surface, message, rect.center, "display", size, color, anchor="center", box=rect)


def banner_rect(rect: pygame.Rect, message: str, sub: str, most_h: int) -> pygame.Rect:
    """``rect`` grown down (to ``most_h`` at most) to hold a two-line banner's words at the
    player's text size."""
    need = text.measure(message, "display", text.reading_size(18))[1] + \
        text.measure(sub, "ui", text.reading_size(13))[1] + 9
    return pygame.Rect(rect.x, rect.y, rect.w, max(rect.h, min(most_h, need)))


def _banner_sizes(message: str, sub: str, rect: pygame.Rect) -> tuple[int, int]:
    """The sizes of a banner's two lines: the player's text size, both a step smaller at a
    time while they do not stand one above the other in the banner, each fitted to its width
    (as designed, 18 and 13, they shrink no further than 11 and 9 for long words)."""
    big, small = text.reading_size(18), text.reading_size(13)
    while big > 18 and text.measure(message, "display", big)[1] + text.measure(sub, "ui", small)[1] > rect.h - 8:
        big, small = big - 1, max(13, small - 1)
    return (text.fit_size(message, "display", big, rect.w - 24, 11), text.fit_size(sub, "ui", small, rect.w - 24, 9))
