"""The side column of Scotland Yard's table: the round and what to do, Mister
X's travel log as on the real pad, his tickets, and every detective's ticket
board.  Everything is drawn from one observation (``rules.observe`` for the
viewer), so nothing hidden can reach the screen through here.

    Hud()
      .draw(surface, obs, ui, key=None)   ui: HudState (selection, who may act);
                                        with a ``key``, the column is redrawn only when the key changes
      .hit(point) -> (kind, data) | None
           ("piece", piece)            a ticket-board row
           ("ticket", (piece, ticket)) a ticket chip on a row (piece 0: Mister X's row)
      .help_spots() -> [(Rect, words)] what each row, ticket chip and travel-log field says on hover
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import display, text, theme
from game.scenes.seat_plate import SeatPlate, draw_seat_plate, plate_help, table_look

from . import art
from . import layout as L
from game.engine import gfx

MODES = ("taxi", "bus", "underground")
TICKET_WORDS = {"taxi": "taxi", "bus": "bus", "underground": "underground", "black": "black",
                "double": "double-move"}
LOG_SLOTS = L.LOG_COLS * L.LOG_ROWS
PAPER = (244, 236, 214)
PAPER_SURFACED = (250, 240, 206)


@dataclass
class HudState:
    selected: int | None = None          # the selected piece
    ticket: str | None = None            # the ticket chosen for it, if any
    movable: frozenset = frozenset()     # pieces the viewer may move now
    usable: dict = field(default_factory=dict)  # piece -> tickets with a legal move now
    names: dict = field(default_factory=dict)   # seat -> player name
    levels: dict = field(default_factory=dict)  # seat -> its bot's level (people have none)
    acting_name: str = ""


def piece_color(piece: int):
    """Detective k wears colour k-1; Bobbies the next free colours; Mister X clear."""
    if piece == 0:
        return art.MISTER_X_COLOR
    if piece <= 5:
        return art.PIECE_COLORS[piece - 1]
    return (70, 74, 92) if piece == 6 else (120, 96, 70)


def piece_mark(piece: int, name: str) -> str:
    """The letters on a piece's token: X for Mister X, a detective's number, B and a Bobby's number."""
    if piece == 0:
        return "X"
    number = name.split()[-1] if name.split() and name.split()[-1].isdigit() else ""
    return ("B" + number) if piece >= 6 else (number or name[:1])


# The shared seat plate (game.scenes.seat_plate) as a ticket-board row: a token in the piece's
# colour, the words in a column, the tickets in the plate's slot right of them; a piece that may
# move has the turn.
PLATE_LOOK = table_look(words_width=160, packed=True)


class Hud:
    def __init__(self) -> None:
        self._hits: list[tuple[pygame.Rect, tuple]] = []
        self._help: list[tuple[pygame.Rect, str]] = []
        self._cache: pygame.Surface | None = None
        self._key: object = None

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """What the column's rows, ticket chips and travel-log fields say on hover, as last drawn."""
        return list(self._help)

    def hit(self, point) -> tuple | None:
        for rect, payload in reversed(self._hits):
            if rect.collidepoint(point):
                return payload
        return None

    # --- the whole column ---------------------------------------------------------
    def draw(self, surface: pygame.Surface, obs: dict, ui: HudState, key: object = None) -> None:
        if key is None:
            self._paint(surface, obs, ui)
            return
        if self._cache is None or self._cache.get_size() != surface.get_size():
            self._cache = gfx.Surface(surface.get_size()).convert() if display.window_open() \
                else gfx.Surface(surface.get_size())
            self._key = None
        if key != self._key:
            self._paint(self._cache, obs, ui)
            self._key = key
        surface.blit(self._cache, L.STRIP.topleft, L.STRIP)
        surface.blit(self._cache, L.SIDE.topleft, L.SIDE)

    def _paint(self, surface: pygame.Surface, obs: dict, ui: HudState) -> None:
        self._hits = []
        self._help = []
        surface.blit(theme.table(L.STRIP.size, "wood"), L.STRIP)
        surface.blit(theme.panel(L.SIDE.size, "parchment", 5), L.SIDE)
        self._header(surface, obs)
        self._log(surface, obs)
        self._x_row(surface, obs, ui)
        self._boards(surface, obs, ui)

    def _header(self, surface, obs) -> None:
        # the round, on the wood right of the shared prompt bar (drawn by the scene, layout.PROMPT)
        r = L.HEADER
        over = obs.get("outcome") is not None
        title = "Game over" if over else f"Round {obs['round']} of {obs['rounds']}"
        # the player's text size, as far as the strip is tall and the wood is wide
        size = text.fit_size(title, "display", _tallest("display", text.reading_size(24), 24, r.h), r.w, 14)
        text.draw(surface, title, r.center, "display", size, theme.CREAM, anchor="center", box=r)

    def _log(self, surface, obs) -> None:
        log = obs.get("travel_log", [])
        surface_moves = set(obs.get("surface_moves", ()))
        nxt = obs.get("next_surface")
        self._log_title(surface, nxt if obs.get("outcome") is None else None, sorted(surface_moves))
        number_size = _tallest("ui_bold", text.reading_size(art.CHIP_WORDS), art.CHIP_WORDS, L.log_slot(0).h - 4)
        current = len(log)
        for i in range(LOG_SLOTS):
            move = i + 1
            rect = L.log_slot(i)
            surfaces = move in surface_moves
            entry = log[i] if i < len(log) else None
            fill = PAPER_SURFACED if surfaces else PAPER
            gfx.rect(surface, fill, rect, border_radius=5)
            edge = theme.INK if surfaces else theme.INK_SOFT
            gfx.rect(surface, edge, rect, 2 if surfaces else 1, border_radius=5)
            # The move number; a surfacing move's on a red disc, as circled on the pad.
            num_pos = (rect.x + 12, rect.centery)
            if surfaces:
                tw = text.measure(str(move), "ui_bold", number_size)[0]
                disc = pygame.Rect(0, 0, max(rect.h - 4, tw + 8), rect.h - 4)
                disc.midleft = (rect.x + 2, rect.centery)
                gfx.rect(surface, theme.RED, disc, border_radius=disc.h // 2)
                num_pos = disc.center
            text.draw(surface, str(move), (num_pos[0], num_pos[1] + 1), "ui_bold", number_size,
                      theme.CREAM if surfaces else theme.INK_SOFT, anchor="center")
            self._help.append((rect, _log_words(move, entry, surfaces)))
            if entry is None:
                if i == current and obs.get("outcome") is None:
                    gfx.rect(surface, theme.BRASS, rect.inflate(2, 2), 2, border_radius=6)
                continue
            # A known station is written on the ticket that covers it (his own view, or a surfacing).
            station = entry.get("station")
            label = None if station is None else str(station)
            chip = art.ticket_chip(entry["ticket"], (rect.w - 44, rect.h - 6), label=label)
            chip_rect = surface.blit(chip, chip.get_rect(midright=(rect.right - 4, rect.centery)))
            if station is not None and entry.get("surfaced"):
                gfx.rect(surface, theme.RED, chip_rect.inflate(2, 2), 2, border_radius=6)
            if entry.get("double_step") == 1:
                text.draw(surface, "2x", (rect.x + 32, rect.centery), "ui_bold", art.CHIP_WORDS, theme.INK_SOFT,
                          anchor="center")

    def _log_title(self, surface, nxt: int | None, surfacing: list[int]) -> None:
        """The travel log's heading and when he next surfaces, one line between the parchment's
        corner flourishes, at the player's text size as far as the line has room."""
        r = L.LOG_TITLE
        # 22 rounds but 24 fields: his two double moves fill two fields each; the title says so,
        # and where the player's size has no room for that, the hover help does
        full, short = f"Travel log: up to {LOG_SLOTS} moves", "Travel log"
        after = f"surfaces after {nxt}" if nxt else ""
        title, size, small = _log_heading(full, short, after, r)
        # a line's letters lie a little below the middle of its height: set one pixel lower
        drawn = text.draw(surface, title, (r.x, r.centery + 1), "ui_bold", size, theme.INK, anchor="midleft", box=r)
        if after:
            text.draw(surface, after, (r.right, r.centery + 1), "ui_italic", small, theme.RED, anchor="midright",
                      box=r)
        when = ", ".join(map(str, surfacing[:-1])) + f" and {surfacing[-1]}" if len(surfacing) > 1 else \
            "".join(map(str, surfacing))
        self._help.append((r.union(drawn), f"{full}: 22 rounds, and each double move fills two fields."
                           + (f" He surfaces after moves {when}." if when else "")))

    def _chips(self, surface, piece, slot, y, counts, usable, selected_ticket, h=24) -> None:
        """A chip for each mode of transport across ``slot``'s width, with its count."""
        kinds, gap, x = MODES, 3, slot.x
        w = (slot.w - gap * (len(kinds) - 1)) // len(kinds)
        for kind in kinds:
            count = None if counts is None else counts.get(kind)
            dim = kind not in usable
            chip = art.ticket_chip(kind, (w, h), count, dim)
            rect = surface.blit(chip, (x, y))
            self._help.append((rect, _ticket_words(kind, count, piece)))
            if selected_ticket == kind:
                gfx.rect(surface, (120, 230, 255), rect.inflate(4, 4), 2, border_radius=6)
            self._hits.append((rect, ("ticket", (piece, kind))))
            x += w + gap

    def _x_row(self, surface, obs, ui) -> None:
        r = L.X_ROW
        mx = obs["mister_x"]
        is_sel = ui.selected == 0 and 0 in ui.movable
        plate = SeatPlate("Mister X", level=ui.levels.get(0), status=ui.names.get(0, ""), turn=0 in ui.movable,
                          color=piece_color(0), mark="X", highlight="selected" if is_sel else None)
        slot = draw_seat_plate(surface, r, plate, PLATE_LOOK)
        self._help.append((pygame.Rect(r), plate_help(plate) + " He moves unseen and surfaces on the circled "
                           "moves of the travel log."))
        usable = ui.usable.get(0, ()) if 0 in ui.movable else ()
        x, bw = slot.x, (slot.w - 5) // 2
        black = art.ticket_chip("black", (bw, 22), mx.get("black", 0), "black" not in usable)
        rect = surface.blit(black, (x, slot.y))
        self._help.append((rect, _ticket_words("black", mx.get("black", 0), 0)))
        if ui.selected == 0 and ui.ticket == "black":
            gfx.rect(surface, (120, 230, 255), rect.inflate(4, 4), 2, border_radius=6)
        self._hits.append((rect, ("ticket", (0, "black"))))
        dbl = art.ticket_chip("double", (bw, 22), mx.get("double", 0), "double" not in usable)
        self._help.append((surface.blit(dbl, (x + bw + 5, slot.y)), _ticket_words("double", mx.get("double", 0), 0)))
        # He rides taxi, bus and underground on tickets from the general pile: its counts are his.
        supply = obs.get("supply", {})
        self._chips(surface, 0, slot, slot.bottom - 19, supply, usable, ui.ticket if ui.selected == 0 else None,
                    h=19)

    def _boards(self, surface, obs, ui) -> None:
        pieces = [p for p in obs["pieces"] if p["kind"] != "mister_x"]
        accounts = {}
        shared = set()
        for acct in obs.get("detective_tickets", []):
            for p in acct["pieces"]:
                accounts[p] = acct
            if len(acct["pieces"]) > 1:
                shared.update(acct["pieces"])
        n = len(pieces)
        for i, p in enumerate(pieces):
            piece = p["piece"]
            r = L.board_row(i, n)
            movable = piece in ui.movable
            selected = ui.selected == piece
            self._hits.append((r, ("piece", piece)))
            status = ui.names.get(p["seat"], "")
            if p.get("sat_out"):
                status = "sits out"
            elif p.get("moved"):
                status = "moved"
            elif p["kind"] == "bobby":
                status = "any detective"  # moved jointly, on a free fare (no ticket counts on its row)
            elif piece in shared:
                status = f"shared: {ui.names.get(p['seat'], '')}"
            # the bot's level beside its player's name (a row that says more has no room for it)
            level = ui.levels.get(p["seat"]) if status == ui.names.get(p["seat"], "") else None
            plate = SeatPlate(p["name"], level=level, status=status, turn=movable, color=piece_color(piece),
                              mark=piece_mark(piece, p["name"]), highlight="selected" if selected else None)
            slot = draw_seat_plate(surface, r, plate, PLATE_LOOK)
            acct = accounts.get(piece)
            counts = None if acct is None else {k: acct[k] for k in MODES}
            self._help.append((pygame.Rect(r), _row_words(plate, ui.names.get(p["seat"], ""), counts)))
            usable = ui.usable.get(piece, ()) if movable else ()
            chip_h = min(24, r.h - 12)
            self._chips(surface, piece, slot, r.centery - chip_h // 2, counts, usable,
                        ui.ticket if selected else None, h=chip_h)


def _tallest(role: str, size: int, least: int, height: int) -> int:
    """``size``, or the largest size down to ``least`` whose letters stand within ``height``."""
    while size > least and text.measure("Hg", role, size)[1] > height:
        size -= 1
    return size


def _log_heading(full: str, short: str, after: str, room: pygame.Rect) -> tuple[str, int, int]:
    """(heading, its size, the size of ``after``): the whole heading at the player's text size if it
    fits beside ``after``, else the short one at that size, else the whole one fitted no smaller
    than designed (15, and 13 for ``after``)."""
    top = _tallest("ui_bold", text.reading_size(15), 15, room.h - 1)

    def width(words: str, size: int) -> int:
        gap = 12 if after else 0
        return text.measure(words, "ui_bold", size)[0] + gap + (text.measure(after, "ui_italic", size - 2)[0]
                                                                 if after else 0)

    for words in (full, short):
        if width(words, top) <= room.w:
            return words, top, top - 2
    size = top
    while size > 15 and width(full, size) > room.w:
        size -= 1
    return (full, size, size - 2) if width(full, size) <= room.w else (short, size, size - 2)


def _row_words(plate: SeatPlate, player: str, counts) -> str:
    """A detective's or Bobby's row in words: who moves the piece and its tickets."""
    if plate.status == player and player:
        words = f"{plate.name}, moved by {player}" + (f" ({plate.level} bot)" if plate.level else "") + "."
    else:
        words = plate_help(plate)
    if counts:
        words += " Tickets left: " + ", ".join(f"{counts[k]} {TICKET_WORDS[k]}" for k in MODES) + "."
    return words


def _ticket_words(kind: str, left, piece: int) -> str:
    name = TICKET_WORDS.get(kind, kind)
    if left is None:
        return f"A Bobby rides by {name} for free" if kind in MODES else f"{name.capitalize()} ticket"
    if piece == 0 and kind in MODES:
        return f"Mister X's {name} tickets, the ones the detectives have spent: {left}"
    whose = "Mister X's" if piece == 0 else "This detective's"
    return f"{whose} {name} tickets: {left} left"


def _log_words(move: int, entry, surfaces: bool) -> str:
    when = f"Move {move}" + (": he surfaces after it" if surfaces else "")
    if entry is None:
        return when
    ticket = TICKET_WORDS.get(entry["ticket"], entry["ticket"])
    station = entry.get("station")
    return f"{when}. Mister X rode by {ticket} ticket" + (f" to {station}" if station is not None else "")


__all__ = ["Hud", "HudState", "LOG_SLOTS", "piece_color"]
