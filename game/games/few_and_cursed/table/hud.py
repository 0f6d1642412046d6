"""The player plates, the pool of this phase's resources and the play area.

    draw_chrome(surface)           the panels under the pool and play area (cached by the table)
    draw_plate_panels(surface, layout)   the plates' panels, with their shadows
    draw_plate(surface, obs, seat, rect, names, bots, viewer, thinking, boards, still=False)
        one seat's plate down the left edge; the acting seat's is large and shows its whole
        board (seatboard.PlayerBoards); a cursed character's plate turns dark red
    plate_split(rect, n) -> (head rect, body rect)      a plate's two kept parts (one of n)
    plate_keys(obs, names, bots, viewer, thinking) -> (layout key, [(head key, body key)])   when to draw again
    draw_plates_moving(surface, obs, boards)   the big plate's flipping card and sliding cubes
    Pool()                         this phase's move / attack / water / curse counters
    draw_play_area(surface, me, words)   the cards played this phase, small
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine import text, theme
from game.engine.sprites import token_image
from game.scenes.seat_plate import SeatPlate, plate_paper, table_look
from game.scenes.seat_plate import draw_plate_head as draw_plate_head_shared

from . import art
from . import layout as L
from game.engine import gfx

CURSED_TONE = (96, 26, 30)


@gfx.cached(maxsize=32)
def plate_bg(size, acting: bool, cursed: bool) -> pygame.Surface:
    """The shared plate paper (game.scenes.seat_plate), a cursed character's tinted red."""
    surf = plate_paper(size, acting).copy()
    if cursed:
        tint = gfx.Surface(size, pygame.SRCALPHA)
        tint.fill((*CURSED_TONE, 70))
        surf.blit(tint, (0, 0))
    if acting:
        gfx.rect(surf, theme.GOLD, surf.get_rect(), 3, border_radius=8)
    return surf


def draw_chrome(surface) -> None:
    """The panels under the pool and the play area: the table draws them once into its table
    top (a soft shadow per panel costs a frame's time)."""
    for rect in (L.POOL, L.PLAY_AREA):
        theme.draw_shadowed(surface, _pool_bg(rect.size), rect, (2, 4))


def draw_plate_panels(surface, layout: tuple, origin=(0, 0)) -> None:
    """The plates' panels for ``layout`` (as ``plate_keys`` gives it: how many seats, who is
    acting, who is cursed): sized for who is acting, a cursed character's tinted (the table
    keeps them drawn with the plates' printing, in ``PLATES_AREA``); ``origin``: the screen
    point at the surface's top left."""
    count, acting, cursed = layout
    for seat, rect in enumerate(L.plate_rects(count, acting)):
        theme.draw_shadowed(surface, plate_bg(rect.size, seat == acting, cursed[seat]),
                            rect.move(-origin[0], -origin[1]), (2, 4))


def draw_plate(surface, obs, seat, rect, names, bots, viewer, thinking, boards, still: bool = False) -> None:
    """One seat's plate printing in ``rect`` (over its panel)."""
    draw_plate_head(surface, obs, seat, rect, names, bots, viewer, thinking)
    draw_plate_body(surface, obs, seat, rect, viewer, boards, still)


def plate_split(rect: pygame.Rect, n: int) -> tuple[pygame.Rect, pygame.Rect]:
    """(the plate's head: dot, name and character line; its body: the board or the summary),
    kept apart so that a bot starting to think redraws only the head (one of ``n`` plates)."""
    head_h = L.HEAD_H + L.head_growth(n)
    return (pygame.Rect(rect.x, rect.y, rect.w, head_h),
            pygame.Rect(rect.x, rect.y + head_h, rect.w, rect.h - head_h))


def draw_plate_head(surface, obs, seat, rect, names, bots, viewer, thinking) -> None:
    """The shared plate's head (game.scenes.seat_plate): the seat's token and name, its bot's
    level and its character; the board below it is the plate's slot."""
    draw_plate_head_shared(surface, rect, head_plate(obs, seat, names, bots, viewer, thinking),
                           head_look(len(obs["players"])))


def head_plate(obs, seat, names, bots, viewer, thinking) -> SeatPlate:
    """What a plate's head says, as the shared plate (its hover help says the same)."""
    p = obs["players"][seat]
    if choosing_character(obs, seat):
        status = "choosing a character"
    else:
        status = p["name"] + (" - CURSED" if p["cursed"] else "")
    status += (" - first" if seat == obs["first"] else "") + (" - thinking..." if thinking == seat else "")
    return SeatPlate(names[seat], level=bots[seat], you=seat == viewer, status=status, color=art.seat_color(seat),
                     status_color=theme.RED if p["cursed"] else None)


PLATE_LOOK = table_look()
_HEAD_LOOKS: dict = {}


def head_look(n: int):
    """The plates' look with the name (and the line under it, in step) at the player's text
    size, as far as a head grown by ``L.head_growth(n)`` holds them."""
    room = L.head_words_h(L.NAME_SIZE) + L.head_growth(n)
    size = next((s for s in range(text.reading_size(L.NAME_SIZE), L.NAME_SIZE, -1)
                 if L.head_words_h(s) <= room), L.NAME_SIZE)
    if size not in _HEAD_LOOKS:   # one object a size: a plate printed with it is kept
        _HEAD_LOOKS[size] = replace(PLATE_LOOK, name_size=size,
                                    line_size=round(PLATE_LOOK.line_size * size / L.NAME_SIZE))
    return _HEAD_LOOKS[size] if size != L.NAME_SIZE else PLATE_LOOK


def draw_plate_body(surface, obs, seat, rect, viewer, boards, still: bool = False) -> None:
    """The board under a plate's head (``rect``: the whole plate); none while the seat is
    still choosing its character."""
    p = obs["players"][seat]
    if choosing_character(obs, seat):
        if L.is_big(rect):  # the big plate waits for its board
            size = text.reading_size(L.SMALLEST)
            lines = text.wrap("The board appears once the character is chosen", "ui_italic", size, rect.w - 48)
            lh = text.line_height("ui_italic", size)
            y = rect.centery - lh * len(lines) // 2
            for i, line in enumerate(lines):
                box = pygame.Rect(rect.x + 24, y + i * lh, rect.w - 48, lh)
                text.draw(surface, line, box.center, "ui_italic", size, theme.INK_SOFT, anchor="center", box=box)
        return
    board = L.board_rect(rect, len(obs["players"]))
    if L.is_big(rect):
        if still:
            boards.draw_big_still(surface, board, p, seat == viewer)
        else:
            boards.draw_big(surface, board, p, seat == viewer)
    else:
        boards.draw_small(surface, board, p)


def plate_keys(obs, names, bots, viewer, thinking) -> tuple:
    """(the plates' layout, [each plate's (head key, body key)]) as keys: a kept plate's head or
    body is drawn again only when its own key changes, and all of them when the layout (who is
    large, who is cursed) does."""
    players = obs["players"]
    layout = (len(players), obs.get("acting"), tuple(p["cursed"] for p in players))
    plates = []
    for seat, p in enumerate(players):
        choosing = choosing_character(obs, seat)
        head = (layout, names[seat], seat == viewer, seat == obs["first"], choosing, p["name"], bots[seat],
                thinking == seat)
        plates.append((head, (layout, seat == viewer, choosing, repr(p))))
    return layout, plates


def draw_plates_moving(surface, obs, boards) -> None:
    """The big plate's character card and track cubes, which flip and slide."""
    players = obs["players"]
    for p, rect in zip(players, L.plate_rects(len(players), obs.get("acting"))):
        if L.is_big(rect) and not choosing_character(obs, p["seat"]):
            boards.draw_big_moving(surface, L.board_rect(rect, len(players)), p)


def draw_hands_hidden(surface) -> None:
    """Where the hand lies, when nobody's hand is on show (a table of bots)."""
    text.draw(surface, "Hands are hidden", L.HAND.center, "ui_bold", text.reading_size(16), theme.CREAM,
              anchor="center", box=L.HAND)


def choosing_character(obs, seat: int) -> bool:
    """At setup, a seat that has not chosen its character yet (its board waits for it)."""
    return obs["phase"] == "characters" and seat >= obs.get("selected", 0)


POOL_ROWS = (("Move", "move", (64, 110, 60), "to ride roads"), ("Attack", "attack", (150, 40, 30), "to fight bounties"),
             ("Water", "money", (40, 100, 150), "gained this phase"), ("Curse", "curse", (90, 40, 110),
                                                                        "gained this phase"))
PULSE = 0.5
ROW_TOP = 30                  # the pool's first row, below its heading and the frame's top rules
ROW_STEP = 42
INSET = 14                    # clear of a panel's printed frame
PLAY_GAP = 4                  # between two cards in the play area


def _heading(surface, words: str, rect: pygame.Rect) -> None:
    """A panel's heading, below its frame's inner rule and between its corner ornaments."""
    box = pygame.Rect(rect.x + 26, rect.y + 14, rect.w - 52, 18)
    text.draw(surface, words, (box.centerx, box.y), "ui_bold", art.grown(words, "ui_bold", L.SMALLEST, box.w, box.h),
              theme.INK, anchor="midtop", box=box)


def _gainers(played: list, i: int) -> list:
    """The cards whose gains the ``i``-th card played this phase brought: itself, and what it copied."""
    out, seen = [], set()
    while 0 <= i < len(played) and i not in seen:
        seen.add(i)
        key, target = played[i]
        out.append(key)
        i = target if isinstance(target, int) else -1
    return out


class Pool:
    """This phase's resources as counters: movement and attack to spend, and the water and curse
    the cards played this phase brought.  A counter that rises swells for a moment."""

    def __init__(self):
        self.values: dict = {}
        self.pulses: dict = {}

    @staticmethod
    def counts(me, words) -> dict:
        out = {"move": me["move"], "attack": me["attack"], "money": 0, "curse": 0}
        played = me.get("played") or [[key, -1] for key in me["play"]]
        for i in range(len(played)):
            for key in _gainers(played, i):   # a card that copies another gains what that one gave too
                card = words.card(key)
                if card is not None:
                    out["money"] += card.gain.get("money", 0)
                    out["curse"] += card.gain.get("curse", 0)
        return out

    def sync(self, me, words, snap: bool = False) -> None:
        now = self.counts(me, words) if me else {}
        for key, v in now.items():
            if not snap and v > self.values.get(key, v):
                self.pulses[key] = PULSE
        self.values = now

    def update(self, dt: float) -> None:
        for key in list(self.pulses):
            self.pulses[key] -= dt
            if self.pulses[key] <= 0:
                del self.pulses[key]

    def tips(self) -> list:
        out = []
        y = L.POOL.y + ROW_TOP
        for label, _key, _color, why in POOL_ROWS:
            out.append((pygame.Rect(L.POOL.x + 6, y, L.POOL.w - 12, 40), f"{label} {why}"))
            y += ROW_STEP
        return out

    def draw(self, surface, me, settled: bool = False) -> None:
        """The counters (``settled``: at rest, without the swell of one just risen)."""
        _heading(surface, "This phase", L.POOL)
        if me is None:
            return
        y = L.POOL.y + ROW_TOP
        for label, key, color, _why in POOL_ROWS:
            value = self.values.get(key, 0)
            swell = 0.0 if settled else self.pulses.get(key, 0.0) / PULSE
            chip = _chip(color, 36 + round(8 * swell))
            centre = (L.POOL.x + 33, y + 20)
            surface.blit(chip, chip.get_rect(center=centre))
            words = f"+{value}" if key in ("money", "curse") and value > 0 else str(value)
            box = pygame.Rect(0, 0, 28, 30)
            box.center = centre
            size = art.fit(words, "display", 20, 24)  # inside the chip's rim
            text.draw(surface, words, centre, "display", size, (255, 248, 230), anchor="center", box=box)
            box = pygame.Rect(L.POOL.x + 54, y, L.POOL.w - 54 - INSET, 40)
            text.draw(surface, label, (L.POOL.x + 56, centre[1]), "ui_bold", _pool_label_size(), theme.INK,
                      anchor="midleft", box=box)
            y += ROW_STEP


def _pool_label_size() -> int:
    """The pool's labels at one size: the player's text size as far as the longest fits its room."""
    return min(art.grown(label, "ui_bold", L.SMALLEST, L.POOL.w - 56 - INSET) for label, *_rest in POOL_ROWS)


@gfx.cached(maxsize=32)
def _chip(color, size: int) -> pygame.Surface:
    return token_image(size // 2, color, rim=(214, 186, 120))


@gfx.cached(maxsize=4)
def _pool_bg(size) -> pygame.Surface:
    return theme.panel(size, "parchment")


def play_area_rects(count: int) -> list[pygame.Rect]:
    """Where the cards played this phase lie, oldest first, never overlapping: two to a row at
    full size while four fit, then three to a row, shrunk until every row fits the panel."""
    if count <= 0:
        return []
    inner = pygame.Rect(L.PLAY_AREA.x + INSET, L.PLAY_AREA.y + ROW_TOP, L.PLAY_AREA.w - 2 * INSET,
                        L.PLAY_AREA.h - ROW_TOP - INSET)
    cols = 2 if count <= 4 else 3
    rows = -(-count // cols)
    scale = min(1.0, (inner.w - (cols - 1) * PLAY_GAP) / cols / L.MINI[0],
                (inner.h - (rows - 1) * PLAY_GAP) / rows / L.MINI[1])
    w, h = int(L.MINI[0] * scale), int(L.MINI[1] * scale)
    left = inner.centerx - (cols * w + (cols - 1) * PLAY_GAP) // 2
    return [pygame.Rect(left + (i % cols) * (w + PLAY_GAP), inner.y + (i // cols) * (h + PLAY_GAP), w, h)
            for i in range(count)]


def draw_play_area(surface, me, words, images) -> None:
    """The cards played this phase (``images(key, size)`` gives a small face)."""
    _heading(surface, "Played", L.PLAY_AREA)
    played = me["play"] if me else []
    for key, rect in zip(played, play_area_rects(len(played))):
        surface.blit(images(key, rect.size), rect)