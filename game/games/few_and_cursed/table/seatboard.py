"""Each player's board: the character card (flipping to its cursed side when
the curse takes hold), health, bullets and curse as tracks with a cube that
slides along them, water as tokens, Grit, the two accessory slots and two
hands with the store items in them (an exhausted item turned sideways), and
the jobs held: face up to their owner, face down to everyone else (laid out by jobrow);
on a tall plate (a solo game's) the character's whole card under them.

    boards = PlayerBoards(catalog)
    boards.sync(obs, snap=False)      new targets for the cubes and the cards (snap: no sliding)
    boards.update(dt)                 slide cubes, turn cards
    boards.busy                       something is still moving
    boards.draw_big(surface, rect, player, mine)    the acting seat's whole board, which is
        boards.draw_big_still(...)                  what changes only with the match, and
        boards.draw_big_moving(surface, rect, player)   the card that flips and the cubes that slide
    boards.draw_small(surface, rect, player)        a seat's summary line of icons
    boards.tips(rect, player, mine) -> [(rect, words)]   what a hover over a piece explains
"""

from __future__ import annotations

import math
from collections import Counter

import pygame

from game.core.words import count
from game.engine import text, theme

from . import glyphs, jobrow
from .art import fit
from . import layout as L
from .layout import SMALLEST
from .words import Words
from game.engine import gfx

TRACKS = (("health", "max_health", "Health", (186, 52, 52), "heart"),
          ("bullets", "capacity", "Bullets", (150, 130, 90), "bullet"),
          ("curse", "threshold", "Curse", (120, 56, 150), "skull"))
CURSE_END = 12                # the curse track runs past the threshold to here
SLIDE = 9.0                   # track spaces a cube slides a second
FLIP_SECONDS = 0.6
CHAR = (70, 90)
SLOT = (44, 55)
SHEET_H = 226                 # the character's whole card on a tall plate
MARGIN = 16                   # clear of the plate's printed frame
TOP_FIELDS = ("health", "max_health", "bullets", "capacity", "curse", "threshold", "water", "grit")  # tracks, water
FOOT_BOTTOM = 27              # the footer above the plate's edge: clear of the frame's inner rule and its corners
INK = theme.INK
SOFT = theme.INK_SOFT
TRACK_BG = (214, 196, 160)
TRACK_EDGE = (150, 118, 80)
OVER = (196, 150, 150)


class PlayerBoards:
    def __init__(self, cat):
        self.cat = cat
        self.chars = {c.key: c for c in cat.characters}
        self.stores = {c.key: c for c in cat.store}
        self.words = Words(cat, None)   # an item's effect in a few words
        self.jobs = {j.key: j for j in cat.jobs}
        self.cubes: dict = {}       # (seat, track) -> [shown position, target]
        self.flips: dict = {}       # seat -> [side shown, side wanted, turn 0..1]

    # -- following the match ---------------------------------------------------------------
    def sync(self, obs: dict, snap: bool = False) -> None:
        for p in obs["players"]:
            seat = p["seat"]
            for key, _top, _label, _color, _icon in TRACKS:
                cube = self.cubes.setdefault((seat, key), [float(p[key]), float(p[key])])
                cube[1] = float(p[key])
                if snap:
                    cube[0] = cube[1]
            flip = self.flips.setdefault(seat, [p["cursed"], p["cursed"], 0.0])
            flip[1] = p["cursed"]
            if snap:
                flip[:] = [p["cursed"], p["cursed"], 0.0]

    @property
    def busy(self) -> bool:
        return any(abs(a - b) > 0.01 for a, b in self.cubes.values()) or \
            any(f[0] != f[1] or f[2] for f in self.flips.values())

    def update(self, dt: float) -> None:
        for cube in self.cubes.values():
            shown, target = cube
            step = SLIDE * dt
            cube[0] = target if abs(target - shown) <= step else shown + math.copysign(step, target - shown)
        for flip in self.flips.values():
            if flip[0] == flip[1] and not flip[2]:
                continue
            before = flip[2]
            flip[2] += dt / FLIP_SECONDS
            if before < 0.5 <= flip[2]:
                flip[0] = flip[1]       # edge-on: the other side comes round
            if flip[2] >= 1.0:
                flip[2] = 0.0

    # -- pieces ------------------------------------------------------------------------------
    def character_image(self, p: dict) -> pygame.Surface:
        seat = p["seat"]
        shown, _wanted, turn = self.flips.get(seat, [p["cursed"], p["cursed"], 0.0])
        face = glyphs.character_card(self.chars[p["character"]], shown, CHAR)
        if not turn:
            return face
        squeeze = abs(math.cos(math.pi * turn))
        w = max(2, int(CHAR[0] * squeeze))
        return gfx.smoothscale(face, (w, CHAR[1]))

    @staticmethod
    def _track_row(rect: pygame.Rect, p: dict, spec) -> tuple:
        """(row of spaces, a space's width, the last space) of one track."""
        key, top_key = spec[0], spec[1]
        top = max(1, p[top_key])
        last = max(top, CURSE_END if key == "curse" else top)
        row = pygame.Rect(rect.x, rect.y + rect.h - L.TRACK_ROW_H, rect.w, L.TRACK_ROW_H)
        return row, row.w / (last + 1), last

    def _track(self, surface, rect: pygame.Rect, p: dict, spec) -> None:
        """A track's icon, words and spaces (its cube is drawn apart: it slides), from a picture
        kept per value: most moves leave a track as it was."""
        key, top_key = spec[0], spec[1]
        image = _track_image(spec, p[key], max(1, p[top_key]), rect.size)
        surface.blit(image, (rect.x - TRACK_PAD, rect.y - TRACK_PAD))

    def _track_cube(self, surface, rect: pygame.Rect, seat: int, p: dict, spec) -> None:
        key, color = spec[0], spec[3]
        row, step, last = self._track_row(rect, p, spec)
        shown = self.cubes.get((seat, key), [p[key], p[key]])[0]
        size = max(6, min(12, int(step) + 1))
        cube = glyphs.cube(color, size)
        cx = row.x + (max(0.0, min(float(last), shown)) + 0.5) * step
        surface.blit(cube, cube.get_rect(center=(round(cx), row.centery)))

    def _water(self, surface, rect: pygame.Rect, p: dict) -> None:
        """Water as tokens, stacked in fives; the count beside them, and the Grit at the right."""
        n, size = p["water"], _line_size(rect.h - 3)
        drop = glyphs.drop(14)
        words = f"{n} water"
        tw = text.measure(words, "ui_bold", size)[0]
        room = rect.w - tw - 46
        stacks = max(1, room // 15)
        shown = min(n, stacks * 5)
        x, y = rect.x, rect.y + (rect.h - 20) // 2
        for i in range(shown):
            col, height = divmod(i, 5)
            surface.blit(drop, (x + col * 15, y + 3 - height * 2))
        wx = rect.x + (-(-shown // 5)) * 15 + 4 if shown else rect.x
        text.draw(surface, words, (wx, rect.y + 1), "ui_bold", size, INK,
                  box=pygame.Rect(wx - 1, rect.y, tw + 2, rect.h - 1))
        grit = f"{p['grit']} Grit"
        gw = text.measure(grit, "ui_bold", size)[0]
        surface.blit(glyphs.grit_badge(14), (rect.right - gw - 17, y + 1))
        text.draw(surface, grit, (rect.right, rect.y + 1), "ui_bold", size, INK, anchor="topright",
                  box=pygame.Rect(rect.right - gw - 1, rect.y, gw + 1, rect.h - 1))

    def slots(self, rect: pygame.Rect, p: dict) -> list:
        """[(slot rect, label, store key | None)]: accessories left, hands right; a two-handed
        item fills both hands."""
        acc = [self.stores[k] for k in p["gear"] if k in self.stores and self.stores[k].slot == "accessory"]
        hands = [self.stores[k] for k in p["gear"] if k in self.stores and self.stores[k].slot != "accessory"]
        gap = (rect.w - 4 * SLOT[0]) // 3
        out = []
        for i in range(4):
            r = pygame.Rect(rect.x + i * (SLOT[0] + gap), rect.y, SLOT[0], SLOT[1])
            if i < 2:
                out.append((r, "Accessory", acc[i].key if i < len(acc) else None))
            else:
                held = [c for c in hands for _ in range(2 if c.slot == "two_hand" else 1)]
                out.append((r, "Hand", held[i - 2].key if i - 2 < len(held) else None))
        return out

    def _slots(self, surface, rect: pygame.Rect, p: dict) -> None:
        """The slots' frames, then the items in them: a used one turned aside over a red tag."""
        slots = self.slots(rect, p)
        for r, label, key in slots:
            surface.blit(glyphs.slot_frame(SLOT, "" if key else label), r)
        for area, key, used in self.held_items(rect, p):
            card = self.stores[key]
            use, effect = self.words.store_effect(card)
            if not used:
                surface.blit(glyphs.item_card(card, use, effect, area.size), area)
                continue
            tag = glyphs.used_tag(min(area.w - 4, 40))
            room = (area.w + (6 if card.slot != "two_hand" else 0), area.h - tag.get_height() - 1)
            img = glyphs.spent_item(card, use, effect, area.size, room)
            surface.blit(img, img.get_rect(midtop=(area.centerx, area.y)))
            surface.blit(tag, tag.get_rect(midbottom=area.midbottom))

    def held_items(self, rect: pygame.Rect, p: dict) -> list:
        """[(the card's rect, store key, used this round)] for the items in the slots: a two-handed
        item over both hands; of two copies of one item, as many used as the round has used."""
        spent = Counter(p["exhausted"])
        out, seen = [], set()
        for r, _label, key in self.slots(rect, p):
            if key is None or (key in seen and self.stores[key].slot == "two_hand"):
                continue
            seen.add(key)
            if self.stores[key].slot == "two_hand":
                r = pygame.Rect(r.x, r.y, SLOT[0] * 2 + (rect.w - 4 * SLOT[0]) // 3, SLOT[1])
            out.append((r, key, spent[key] > 0))
            spent[key] -= 1
        return out

    def job_pieces(self, area: pygame.Rect, p: dict) -> list:
        """The jobs held (face down unless this viewer may see them), then those scored."""
        held = [k for _j, k in p["jobs"]] if p.get("jobs") is not None else None
        return jobrow.job_pieces(area, held, p["jobs_count"], p["done_jobs"])

    def _jobs(self, surface, area: pygame.Rect, p: dict) -> None:
        pieces = self.job_pieces(area, p)
        if not pieces:
            text.draw(surface, "No jobs held", (area.x, area.y + 18), "ui_italic", 11, SOFT,
                      box=pygame.Rect(area.x, area.y + 16, area.w, 16))
            return
        jobrow.draw_pieces(surface, pieces, self.jobs)

    # -- whole plates ------------------------------------------------------------------------------
    @staticmethod
    def _big_places(rect: pygame.Rect) -> tuple:
        """(top left of the character card, the tracks' rects) on a big plate."""
        x0, y0 = rect.x + MARGIN, rect.y + 48
        tx = x0 + CHAR[0] + 8
        track_h = L.board_rows(board_text(rect.h))[1]
        tracks = [pygame.Rect(tx, y0 + 2 + i * (track_h + 2), rect.right - MARGIN - tx, track_h)
                  for i in range(len(TRACKS))]
        return (x0, y0), tracks

    @staticmethod
    def big_rows(rect: pygame.Rect) -> tuple:
        """(water row, slots row, jobs area or None, footer) under a big plate's character card;
        the jobs take what room is left above the footer, which sits on the frame's inner rule."""
        _band, track_h, water_h, foot_h = L.board_rows(board_text(rect.h))
        x0, y = rect.x + MARGIN, rect.y + 48 + _top_rows(track_h) + 6
        inner = rect.w - 2 * MARGIN
        water = pygame.Rect(x0, y, inner, water_h)
        slots = pygame.Rect(x0, water.bottom + 4, inner, SLOT[1])
        footer = pygame.Rect(x0, rect.bottom - FOOT_BOTTOM - foot_h, inner, foot_h)
        sheet = PlayerBoards.sheet_rect(rect)
        bottom = sheet.y - 6 if sheet is not None else footer.y - 3
        jobs = pygame.Rect(x0, slots.bottom + 5, inner, bottom - slots.bottom - 5)
        return water, slots, (jobs if jobs.h >= jobrow.TICKET_H else None), footer

    @staticmethod
    def sheet_rect(rect: pygame.Rect) -> pygame.Rect | None:
        """Where a tall plate (a solo game's) shows its character's whole card, over the footer:
        only when two rows of job cards still fit above it."""
        _band, track_h, water_h, foot_h = L.board_rows(board_text(rect.h))
        top = rect.y + 48 + _top_rows(track_h) + 6 + water_h + 4 + SLOT[1] + 5
        footer_y = rect.bottom - FOOT_BOTTOM - foot_h
        if footer_y - 3 - top < SHEET_NEED:
            return None
        return pygame.Rect(rect.x + MARGIN, footer_y - 4 - SHEET_H, rect.w - 2 * MARGIN, SHEET_H)

    def draw_big(self, surface, rect: pygame.Rect, p: dict, mine: bool) -> None:
        """The acting seat's whole board."""
        self.draw_big_still(surface, rect, p, mine)
        self.draw_big_moving(surface, rect, p)

    def draw_big_still(self, surface, rect: pygame.Rect, p: dict, mine: bool) -> None:
        """All of a big plate but its character card and track cubes: what changes only with
        the match, so the table may keep it drawn between frames."""
        for _band, _key, draw in self.big_still_pieces(rect, p, mine):
            draw(surface)

    def big_still_pieces(self, rect: pygame.Rect, p: dict, mine: bool) -> list:
        """``draw_big_still`` as pieces the table keeps apart, each redrawn only when what it shows
        changes: [(band, key, draw(surface))], the bands tiling the plate from under its head
        (``top``) to its bottom edge, each ``draw`` printing only its own piece (its ground is the
        caller's).  A move changes one or two pieces: a job drawn anew does not redraw the tracks."""
        _card, tracks = self._big_places(rect)
        water, slots, jobs, footer = self.big_rows(rect)
        sheet = self.sheet_rect(rect)
        cuts = [tracks[0].y - TRACK_PAD, slots.y - 2, slots.bottom + 2, footer.y - 2, rect.bottom]

        def band(i: int) -> pygame.Rect:
            return pygame.Rect(rect.x, cuts[i], rect.w, cuts[i + 1] - cuts[i])

        def draw_top(surface):
            for track, spec in zip(tracks, TRACKS):
                self._track(surface, track, p, spec)
            self._water(surface, water, p)

        def draw_jobs(surface):
            if jobs is not None:
                self._jobs(surface, jobs, p)
            if sheet is not None:
                surface.blit(glyphs.character_sheet(self.chars[p["character"]], sheet.size, p["cursed"]), sheet)

        return [(band(0), tuple(p[k] for k in TOP_FIELDS), draw_top),
                (band(1), (tuple(p["gear"]), tuple(p["exhausted"])), lambda surface: self._slots(surface, slots, p)),
                (band(2), (repr(p.get("jobs")), p["jobs_count"], tuple(p["done_jobs"]), mine, p["character"]),
                 draw_jobs),
                (band(3), (p["hand_count"], p["deck_count"], len(p["trophies"]), len(p["artifacts"])),
                 lambda surface: self._footer(surface, footer, p))]

    def draw_big_moving(self, surface, rect: pygame.Rect, p: dict) -> None:
        """The character card (it turns over when the curse takes hold) and the cubes (they slide)."""
        (x0, y0), tracks = self._big_places(rect)
        card = self.character_image(p)
        surface.blit(card, card.get_rect(midtop=(x0 + CHAR[0] // 2, y0)))
        for track, spec in zip(tracks, TRACKS):
            self._track_cube(surface, track, p["seat"], p, spec)

    def _footer(self, surface, rect: pygame.Rect, p: dict) -> None:
        """The counts under the jobs: cards in hand, in the deck, bounties won, artifacts (each
        says itself on hover)."""
        self._icon_row(surface, rect.x, rect.y + 1, rect.right, [(name, color, str(n)) for name, color, n, _w
                                                                  in self.footer_items(p)], _line_size(rect.h))

    @staticmethod
    def footer_items(p: dict) -> list:
        """[(icon, its colour, count, words)] for a big plate's footer."""
        return [("card", (120, 92, 60), p["hand_count"], count(p["hand_count"], "card") + " in hand"),
                ("deck", (120, 92, 60), p["deck_count"], count(p["deck_count"], "card") + " in the deck"),
                ("poster", (110, 30, 26), len(p["trophies"]), count(len(p["trophies"]), "bounty", "bounties") +
                 " won"),
                ("gem", (46, 86, 160), len(p["artifacts"]), count(len(p["artifacts"]), "artifact") + " held")]

    def footer_cells(self, rect: pygame.Rect, p: dict) -> list:
        cell = rect.w // 4
        return [(pygame.Rect(rect.x + i * cell, rect.y, cell, rect.h), words)
                for i, (_n, _c, _v, words) in enumerate(self.footer_items(p))]

    def draw_small(self, surface, rect: pygame.Rect, p: dict) -> None:
        """A seat's summary: icons and figures for its tracks, water, Grit, hand and jobs."""
        x, y = rect.x + MARGIN, rect.y + 46
        size = next((s for s in range(text.reading_size(SMALLEST), SMALLEST, -1)   # as far as the plate grew
                     if L.small_extra(s) <= rect.h - L.PLATE_SMALL_H), SMALLEST)
        items = [("heart", (186, 52, 52), f"{p['health']}/{p['max_health']}"),
                 ("bullet", (150, 130, 90), f"{p['bullets']}/{p['capacity']}"),
                 ("skull", (120, 56, 150), f"{p['curse']}/{p['threshold']}")]
        self._icon_row(surface, x, y, rect.right - MARGIN, items, size)
        items = [("drop", None, str(p["water"])), ("star", theme.BRASS_DARK, str(p["grit"])),
                 ("card", (120, 92, 60), str(p["hand_count"])), ("job", glyphs.JOB_TONE, str(p["jobs_count"]))]
        self._icon_row(surface, x, y + text.line_height("ui_bold", size) + 5, rect.right - MARGIN, items, size)

    def _icon_row(self, surface, x: int, y: int, right: int, items, size: int = SMALLEST) -> None:
        cell = (right - x) // len(items)
        line = text.line_height("ui_bold", size)
        for i, (name, color, words) in enumerate(items):
            cx = x + i * cell
            img = glyphs.drop(14) if name == "drop" else glyphs.icon(name, 14, color)
            surface.blit(img, (cx, y + 1 + (line - 17) // 2))
            text.draw(surface, words, (cx + 17, y - 1), "ui_bold", fit(words, "ui_bold", size, cell - 18), INK,
                      box=pygame.Rect(cx + 16, y - 2, cell - 18, line + 2))

    # -- hover words ---------------------------------------------------------------------------------
    def tips(self, rect: pygame.Rect, p: dict, mine: bool) -> list:
        """What each piece of a big plate says when hovered."""
        out = []
        x0, y0 = rect.x + MARGIN, rect.y + 48
        ch = self.chars[p["character"]]
        side = (f"Cursed side: {ch.detriment_text}" if p["cursed"] else f"{ch.action_text}")
        out.append((pygame.Rect(x0, y0, *CHAR), f"{ch.name}. {side}"))
        _water, slots, jobs, footer = self.big_rows(rect)
        held = self.held_items(slots, p)
        for r, label, key in self.slots(slots, p):   # one tip a slot; a two-handed item's covers both hands
            if key is None:
                out.append((r, f"Empty {label.lower()} slot: buy an item at the store"))
                continue
            area, _key, used = next(h for h in held if h[0].collidepoint(r.center))
            c = self.stores[key]
            out.append((area, f"{c.name}{' (used this round)' if used else ''}: {c.text}"))
        for piece in self.job_pieces(jobs, p) if jobs is not None else ():
            out.append((piece.rect, jobrow.piece_words(piece, self.jobs)))
        return out + [(r, words[:1].upper() + words[1:]) for r, words in self.footer_cells(footer, p)]


TRACK_PAD = 2                 # a track's words and its curse mark reach this far past its rect


def _top_rows(track_h: int) -> int:
    """The character card and the tracks beside it, from the board's top row."""
    return max(CHAR[1], 2 + 2 * (track_h + 2) + track_h)


def _jobs_room(board_h: int, size: int) -> int:
    """The height a big board this tall leaves its jobs (and a solo game's character sheet)
    with its words at ``size``."""
    _band, track_h, water_h, foot_h = L.board_rows(size)
    return board_h - 48 - _top_rows(track_h) - 6 - water_h - 4 - SLOT[1] - 5 - (FOOT_BOTTOM + foot_h) - 3


SHEET_NEED = SHEET_H + 6 + 2 * jobrow.JOB[1] + jobrow.ROW_GAP   # a character sheet and two rows of jobs


@gfx.cached(maxsize=16)
def board_text(board_h: int) -> int:
    """A big board's words' size: the player's text size as far as the board keeps what it
    shows at the designed size: the jobs' room a plate of PLATE_BIG_MAX has, and a solo game's
    character sheet."""
    need = _jobs_room(L.PLATE_BIG_MAX, SMALLEST)
    if _jobs_room(board_h, SMALLEST) >= SHEET_NEED:
        need = max(need, SHEET_NEED)
    return next((s for s in range(text.reading_size(SMALLEST), SMALLEST, -1) if _jobs_room(board_h, s) >= need),
                SMALLEST)


def _line_size(height: int) -> int:
    """The largest size (from SMALLEST up to the player's text size) whose line is ``height`` tall or less."""
    return next((s for s in range(text.reading_size(SMALLEST), SMALLEST, -1)
                 if text.line_height("ui_bold", s) <= height), SMALLEST)


@gfx.cached(maxsize=256)
def _track_image(spec, value: int, top: int, size: tuple) -> pygame.Surface:
    key, _top_key, label, color, icon = spec
    surf = gfx.Surface((size[0] + 2 * TRACK_PAD, size[1] + 2 * TRACK_PAD), pygame.SRCALPHA)
    rect = pygame.Rect((TRACK_PAD, TRACK_PAD), size)
    last = max(top, CURSE_END if key == "curse" else top)
    band = rect.h - L.TRACK_ROW_H     # the words' band above the spaces
    row = pygame.Rect(rect.x, rect.y + band, rect.w, L.TRACK_ROW_H)
    step = row.w / (last + 1)
    surf.blit(glyphs.icon(icon, 12, color), (rect.x, rect.y + (band - 16) // 2))
    words = f"{label} {value}/{top}"
    words_size = fit(words, "ui_bold", _line_size(band + 1), rect.w - 15)
    text.draw(surf, words, (rect.x + 15, rect.y - 2), "ui_bold", words_size, INK,
              box=pygame.Rect(rect.x + 14, rect.y - 2, rect.w - 14, band + 1))
    for i in range(last + 1):
        box = pygame.Rect(round(row.x + i * step), row.y, max(3, round(step) - 1), row.h)
        gfx.rect(surf, OVER if i > top else TRACK_BG, box, border_radius=2)
        gfx.rect(surf, TRACK_EDGE, box, 1, border_radius=2)
        if key == "curse" and i == top:
            gfx.rect(surf, (150, 28, 36), box.inflate(2, 2), 2, border_radius=3)
    return surf
