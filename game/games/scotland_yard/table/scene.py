"""Scotland Yard's table: the London board with pan and zoom, pawns that ride
the lines they took, Mister X's travel log, every ticket board, and the
"where could he be" overlay.

The game-scene contract (game.scenes.launch): ``make_table_scene(app, match,
viewer=None)`` returns the scene named "table", with ``match`` and
``resync()``.

Secrets: everything drawn comes from ``rules.observe(state, viewer)`` and
from events redacted for that viewer.  Mister X plays behind a handoff; the
detectives share the table (passing between two detective players needs no
handoff, they see the same things) and move their pieces in any order: every
detective seat with a piece that can move is to act, and a human detective
at the table may move any human detective's pieces and any Bobby; bot
detectives move once the people have moved theirs.

Playing:
  detectives - select a detective (its pawn or its ticket board; Tab cycles),
    optionally choose a ticket (a chip, or keys 1-3), then click a highlighted
    station; a station reached by several tickets asks which one.
  Mister X - the same with his own pawn; the Black chip (or key 4) rides any
    line, the ferry too; "Double move" announces two moves in a row.
  camera - wheel zooms at the cursor, drag pans, arrows/WASD pan, +/- zoom,
    Home fits the board.  Esc: pause (or closes the ticket question first).
"""

from __future__ import annotations

import gc
from functools import lru_cache

import pygame

from game.core.model import Action
from game.engine import theme
from game.engine.still_layer import StillLayer
from game.engine.tiled import load_map, plain_image_loader
from game.engine.tween import Tweener
from game.engine.widgets import UI, Button
from game.scenes.table import TableScene

from .. import board
from . import art, callouts
from . import layout as L
from .board import LondonBoard
from .hud import Hud, HudState, piece_color
from .news import News, event_lines
from .pawns import ART_HEIGHT, Pawns
from game.engine import gfx

MISTER_X = 0
TICKET_KEYS = {pygame.K_1: "taxi", pygame.K_2: "bus", pygame.K_3: "underground", pygame.K_4: "black",
               pygame.K_KP1: "taxi", pygame.K_KP2: "bus", pygame.K_KP3: "underground", pygame.K_KP4: "black"}
LEGAL_RING = (255, 214, 92)
HOVER_RING = (255, 255, 255)
POSSIBLE_DOT = (206, 40, 40)


@lru_cache(maxsize=1)
def _board_map():
    """The London map, read once per run (plain loader: converted later, when a window exists)."""
    return load_map(board.map_path(), image_loader=plain_image_loader)


def _pawn_image(piece: int) -> pygame.Surface:
    if piece == MISTER_X:
        return art.mister_x_pawn(ART_HEIGHT)
    return art.pawn(piece_color(piece), ART_HEIGHT, bobby=piece >= 6)


class ScotlandYardTable(TableScene):
    covers_screen = True    # the board, the column and the strip fill it (game.engine.still_layer)
    BOT_PACE = 0.55       # seconds a bot's move is held back so people can follow
    PEOPLE_FIRST = True   # bot detectives move once the people at the table have moved theirs
    RESULTS_DELAY = 1.2
    ANIMATIONS = {"piece_moved": "_show_piece_moved", "x_moved": "_show_x_moved", "game_over": "_show_game_over"}

    def __init__(self, app, match, viewer=None, board_map=None):
        super().__init__(app, match, viewer, log_rect=L.MOVES_LOG)
        self.names = {i: s.name for i, s in enumerate(match.seats)}
        self.view = LondonBoard(board_map or _board_map(), L.BOARD)
        self.tweener = Tweener(speed=lambda: self.app.anim_speed)
        self.pawns = Pawns(self.view, self.tweener)
        self.hud = Hud()
        # the board at rest, the column and the strip, kept in one picture
        self.still = StillLayer(self.redraws)
        self.news = News()
        self.time = 0.0
        self.hover_station = None
        self.show_possible = False
        self._press_in_board = False
        self.ui = UI()
        # on the frame's strip left of the prompt bar, never over a station
        zx, zy, _zw, zh = L.ZOOM_BUTTONS
        self.zoom_buttons = [
            self.ui.add(Button((zx, zy, 44, zh), "+", lambda: self.view.camera.zoom_at(1.3), style="wood",
                               tooltip="Zoom in (+ or the wheel)", sound=None)),
            self.ui.add(Button((zx + 50, zy, 44, zh), "-", lambda: self.view.camera.zoom_at(1 / 1.3), style="wood",
                               tooltip="Zoom out (- or the wheel)", sound=None)),
            self.ui.add(Button((zx + 100, zy, 56, zh), "Fit", self.view.fit, style="wood",
                               tooltip="Show the whole board (Home)", sound=None)),
        ]
        ax, ay, aw, ah = L.ACTIONS
        self.possible_button = self.ui.add(Button((ax, ay, aw, ah), "Where is he?", self.toggle_possible,
                                                  style="wood", size=17, hotkey=pygame.K_p,
                                                  tooltip="Show every station Mister X could be on (P)"))
        self.black_button = self.ui.add(Button((ax, ay, 10, ah), "Black", self.toggle_black, style="wood", size=16,
                                               tooltip="A black ticket rides any line, the ferry too, "
                                                       "and hides which one (4)"))
        self.double_button = self.ui.add(Button((ax, ay, 10, ah), "Double", self.play_double, style="danger",
                                                size=16, tooltip="Mister X moves twice this round"))
        # what the table shows and allows, rebuilt by _refresh
        self.obs: dict = {}
        self.obs_viewer: object = "none"
        self.acting: int | None = None  # the first seat the viewer may act for now
        self.piece_seat: dict[int, int] = {}  # piece -> the seat that moves it, for the pieces in self.moves
        self.moves: dict[int, dict[int, list[str]]] = {}
        # Double pressed but not yet spent: the ticket is used with his first move, so it can be taken back
        self.double_armed = False
        self.can_double = False
        self.selected: int | None = None
        self.ticket: str | None = None
        self.choice: tuple[int, int, list[str]] | None = None  # (piece, station, tickets) being asked
        self.choice_rects: list[tuple[pygame.Rect, str]] = []
        self.version = 0  # bumped whenever what the side column shows may change
        self._hover_key: object = None
        self.resync()
        # Draw once off screen so the art and text caches are filled before the first frame.
        self.draw(gfx.Surface(L.SCREEN))

    # --- on screen -------------------------------------------------------------------
    def enter(self) -> None:
        # While the table is up, what already exists (the board, its move and distance tables, the
        # art) is moved out of the collector's sight: a full collection mid-game no longer walks it
        # (a 20 ms frame otherwise).  Handed back when the table is left or covered.
        gc.freeze()

    def leave(self) -> None:
        gc.unfreeze()

    # --- who looks, who acts ---------------------------------------------------------
    def _may_act_for(self, seat) -> bool:
        """The viewer may act for ``seat``: their own, or a fellow detective's at the shared table."""
        if seat is None or seat not in self.tableview.here:
            return False
        v = self.viewer
        return v == seat or (v is not None and v != MISTER_X and seat != MISTER_X)

    def _share_detective_view(self) -> None:
        """Detectives see the same things: the screen passes between them without a handoff."""
        hs = self.hotseat
        if hs.fixed is not None or hs.pending is not None:
            return
        nxt = hs.next_human()
        cur = hs.shown_to
        if nxt is not None and cur is not None and nxt != cur and MISTER_X not in (nxt, cur):
            hs.shown_to = nxt

    # --- syncing with the match --------------------------------------------------------
    def resync(self) -> None:
        """Rebuild everything from the match (after an undo, a load or a handoff)."""
        self.pawns.stop()
        self.choice = None
        self.selected = None
        self.ticket = None
        super().resync()

    def refresh(self, animate: bool = False) -> None:
        """What the table shows and allows now; pawns are placed anew unless a move was just made."""
        if not animate and self.viewer != self.obs_viewer:
            self.pawns.stop()  # new eyes: no pawn goes on riding a line the last viewer saw
        super().refresh(animate)
        self._refresh(place=not animate)

    def animating(self) -> bool:
        return self.pawns.busy

    def hand_over(self) -> bool:
        self._share_detective_view()
        if super().hand_over():
            return True
        self._layout_actions(self.obs, self.viewer)
        return False

    def _refresh(self, place: bool = False) -> None:
        self.version += 1
        viewer = self.viewer
        if viewer != self.obs_viewer:
            self.news.clear()  # what the last viewer read may not be for these eyes
        self.obs = self.tableview.observe(viewer)
        self.obs_viewer = viewer
        obs = self.obs
        # the pieces, where this viewer may see them
        for p in obs["pieces"]:
            piece, station = p["piece"], p["station"]
            if station is None:
                self.pawns.hide(piece)
            elif place or not self.pawns.has(piece) or self.pawns.station(piece) != station:
                if not (self.pawns.busy and self.pawns.station(piece) == station):
                    self.pawns.place(piece, station, _pawn_image(piece))
        # the moves this viewer may make now (any detective seat's that is theirs to play)
        seats = [a for a in obs["acting"] if self._may_act_for(a)] if obs["outcome"] is None else []
        self.acting = seats[0] if seats else None
        self.moves = {}
        self.piece_seat = {}
        self.can_double = False
        # "Bobbies are moved collectively by all detectives": while people are moving, a bot
        # detective's Bobby is theirs to move too (the bot then moves what is left to it).
        bobbies = {p["piece"] for p in obs["pieces"] if p["kind"] == "bobby"}
        others = [a for a in obs["acting"] if a not in seats] if seats and seats[0] != MISTER_X else []
        for seat in seats + others:
            for action in self.tableview.legal_actions(seat):
                if action.kind == "double":
                    self.can_double = True
                elif action.kind == "move" and (seat in seats or action.args[0] in bobbies):
                    piece, ticket, station = action.args
                    self.piece_seat[piece] = seat
                    self.moves.setdefault(piece, {}).setdefault(station, []).append(ticket)
        if not self.can_double:
            self.double_armed = False
        if self.double_armed:
            self.moves[MISTER_X] = self._moves_after_double() or {}
        if self.selected not in self.moves:
            self.selected = min(self.moves) if self.moves else None
            self.ticket = None
            self._bring_into_view(self.selected)
        if self.ticket is not None and not self._destinations():
            self.ticket = None
        if self.choice is not None and self.choice[0] not in self.moves:
            self.choice = None
        self.pawns.select(self.selected)
        self.pawns.mark(self.moves)
        self._layout_actions(obs, viewer)

    def _layout_actions(self, obs, viewer) -> None:
        """The buttons under the column: the trail overlay, and on Mister X's turn his black and double tickets."""
        x_turn = self.acting == MISTER_X
        over = obs["outcome"] is not None
        ax, ay, aw, ah = L.ACTIONS
        self.double_button.visible = self.black_button.visible = x_turn
        self.possible_button.visible = not over
        if x_turn:
            w = (aw - 8) // 3
            for i, b in enumerate((self.possible_button, self.black_button, self.double_button)):
                b.rect = pygame.Rect(ax + i * (w + 4), ay, w, ah)
        else:
            self.possible_button.rect = pygame.Rect(ax, ay, aw, ah)
        mx = obs["mister_x"]
        self.double_button.label = "Cancel double" if self.double_armed else f"Double ({mx['double']})"
        self.double_button.set_enabled(self.can_double and obs["double_step"] == 0,
                                       "No double-move ticket left" if mx["double"] <= 0
                                       else "Only before his first move of a round" if obs["double_step"]
                                       else "Not possible from here")
        has_black = any("black" in ts for ts in self.moves.get(MISTER_X, {}).values())
        self.black_button.label = "Any line" if self.ticket == "black" else f"Black ({mx['black']})"
        self.black_button.set_enabled(has_black, "No black ticket left" if mx["black"] <= 0
                                      else "No free station to go to")
        if x_turn:
            self.possible_button.label = "Hide trail" if self.show_possible else "Their view"
        else:
            self.possible_button.label = "Hide his trail" if self.show_possible else "Where is he?"

    # --- events: pawns ride at once; the table waits while they are busy ------------------
    def log_lines(self, steps) -> list:
        """The recent-moves log: each event's sentence, marked with the colour of the piece it is about."""
        return [(line, piece_color(piece) if piece is not None else None)
                for _seat, _desc, events in steps for line, piece in event_lines(events, self.names, pieces=True)]

    def on_steps(self, steps) -> None:
        for _seat, _desc, events in steps:
            self.news.add(event_lines(events, self.names))
        self.events.play(0.0, self.show_event)  # the pawns set off before the table is refreshed

    def _show_piece_moved(self, data, seat) -> float:
        self.pawns.travel(data["piece"], [data["to"]], [data["ticket"]])
        self._follow_riders()
        return 0.0

    def _show_game_over(self, data, seat) -> float:
        if data.get("station") is not None:
            self.pawns.place(MISTER_X, data["station"], _pawn_image(MISTER_X))
        return 0.0

    def _follow_riders(self) -> None:
        """Zoomed in, the camera keeps a riding pawn in view (until the player moves the camera)."""
        self.view.follow(self.pawns.moving_point, margin=90)

    def _show_x_moved(self, data, seat) -> float:
        station = data.get("station")
        if station is None:
            # Out of sight again: his pawn leaves the board (the last-seen mark stays).
            self.pawns.hide(MISTER_X)
            return 0.0
        if self.pawns.has(MISTER_X) and self.pawns.station(MISTER_X) is not None:
            self.pawns.travel(MISTER_X, [station], [data.get("ticket")])
            self._follow_riders()
        else:
            # He surfaces: his pawn drops onto the station for all to see.
            self.pawns.appear(MISTER_X, station, _pawn_image(MISTER_X))
        return 0.0

    # --- acting ------------------------------------------------------------------------
    def _apply(self, action) -> None:
        seat = self.piece_seat.get(action.args[0], self.acting) if action.kind == "move" else self.acting
        if seat is None:
            return
        self.choice = None
        if self.double_armed and seat == MISTER_X and action.kind == "move":
            self.double_armed = False
            self.tableview.submit(seat, Action("double"))
        self.play_move(seat, action)

    def _destinations(self, piece=None, ticket=None) -> dict[int, list[str]]:
        piece = self.selected if piece is None else piece
        ticket = self.ticket if ticket is None else ticket
        moves = self.moves.get(piece, {})
        if ticket is None:
            if piece == MISTER_X:
                # Unless he picks the Black chip, black is offered only where nothing else goes (the ferry).
                return {s: [t for t in ts if t != "black"] or ts for s, ts in moves.items()}
            return dict(moves)
        return {s: [ticket] for s, ts in moves.items() if ticket in ts}

    def move_to(self, station) -> bool:
        """Move the selected piece to ``station``; asks for the ticket when several reach it."""
        piece = self.selected
        if piece is None:
            return False
        dests = self._destinations()
        tickets = dests.get(station)
        if not tickets:
            return False
        if len(tickets) == 1:
            self._apply(self._action(piece, tickets[0], station))
        else:
            self.choice = (piece, station, tickets)
        return True

    @staticmethod
    def _action(piece, ticket, station) -> Action:
        return Action("move", (piece, ticket, station))

    def select(self, piece) -> None:
        if piece in self.moves:
            if piece != self.selected:
                self.ticket = None
            self.selected = piece
            self.choice = None
            self.pawns.select(piece)
            self._bring_into_view(piece)
            self.pawns.mark(self.moves)

    def _bring_into_view(self, piece) -> None:
        """Zoomed in, the camera glides to a piece whose turn it is when it is off screen."""
        station = self.pawns.station(piece) if piece is not None else None
        if station is not None:
            self.view.keep_in_view(self.view.positions[station], -60)

    def choose_ticket(self, piece, ticket) -> None:
        if piece not in self.moves:
            return
        self.select(piece)
        if self.ticket == ticket:
            self.ticket = None
        elif any(ticket in ts for ts in self.moves[piece].values()):
            self.ticket = ticket

    def play_double(self) -> None:
        """Arm the double move, or take it back: the ticket is spent only with his first move."""
        if self.acting == MISTER_X and self.can_double:
            if not self.double_armed and self._moves_after_double() is None:
                self.play_move(MISTER_X, Action("double"))   # no look ahead here: played at once
                return
            self.double_armed = not self.double_armed
            self.ticket = None
            self.choice = None
            self.resync()

    def map_camera(self):
        return self.view.camera

    def pending_actions(self) -> tuple[Action, ...]:
        """The armed double move: the match has it only with his first leg."""
        return (Action("double"),) if self.double_armed and self.acting == MISTER_X else ()

    def _moves_after_double(self) -> dict[int, list[str]] | None:
        """Mister X's first steps once the double is played (each must leave him a second); None
        where the table cannot look ahead (the double is then played at once).  A networked table
        asks the server: none are lit until its answer comes, a moment later."""
        legal = self.tableview.legal_after(MISTER_X, [Action("double")])
        if legal is None:
            return None
        out: dict[int, list[str]] = {}
        for action in legal:
            if action.kind == "move" and action.args[0] == MISTER_X:
                out.setdefault(action.args[2], []).append(action.args[1])
        return out

    def toggle_black(self) -> None:
        if self.acting == MISTER_X:
            self.choose_ticket(MISTER_X, "black")

    def toggle_possible(self) -> None:
        self.show_possible = not self.show_possible
        self._refresh()

    def cycle_piece(self) -> None:
        order = sorted(self.moves)
        if not order:
            return
        i = order.index(self.selected) if self.selected in order else -1
        self.select(order[(i + 1) % len(order)])

    # --- events ------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.mouse = tuple(event.pos)
        if event.type == pygame.MOUSEWHEEL and getattr(event, "pos", None) is None:
            event = pygame.event.Event(pygame.MOUSEWHEEL, x=event.x, y=event.y,
                                       flipped=getattr(event, "flipped", False),
                                       precise_x=getattr(event, "precise_x", float(event.x)),
                                       precise_y=getattr(event, "precise_y", float(event.y)), pos=self.mouse)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.choice is not None:
                    self.choice = None
                elif self.ticket is not None:
                    self.ticket = None
                else:
                    self.app.push("pause")
                return None
            if event.key == pygame.K_TAB:
                self.cycle_piece()
                return None
            if event.key in TICKET_KEYS and self.selected is not None:
                self.choose_ticket(self.selected, TICKET_KEYS[event.key])
                return None
        if self.handle_frame(event):
            return None
        if self.choice is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, ticket in self.choice_rects:
                if rect.collidepoint(event.pos):
                    piece, station, _ = self.choice
                    self._apply(self._action(piece, ticket, station))
                    return None
            self.choice = None
            return None
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and L.SIDE.collidepoint(event.pos):
            self._click_hud(event.pos)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press_in_board = L.BOARD.collidepoint(event.pos)
        if self.view.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_in_board:
            self._press_in_board = False
            self._click_board(event.pos)
            return None
        return None

    def _click_hud(self, pos) -> None:
        hit = self.hud.hit(pos)
        if hit is None:
            return
        kind, data = hit
        if kind == "piece":
            self.select(data)
        elif kind == "ticket":
            self.choose_ticket(*data)

    def _click_board(self, pos) -> None:
        piece = self.pawns.piece_at(pos, lambda k: k in self.moves)
        station = self.view.station_at(pos)
        if station is not None and self.move_to(station):
            return
        if piece is not None:
            self.select(piece)
            return
        if station is not None:
            # A click on a station where another of our pieces stands selects it.
            for p in self.moves:
                if self.pawns.station(p) == station:
                    self.select(p)
                    return

    # --- frame -------------------------------------------------------------------------
    def animate(self, dt: float) -> None:
        self.time += dt  # the rings' pulse (tests set it to compare two frames)
        self.ui.update(dt)
        self.view.update(dt)
        self.tweener.update(dt)
        self.pawns.update(dt)
        self.news.update(dt * self.app.anim_speed)
        cam = self.view.camera
        hover_key = (self.mouse, cam.zoom, cam.center)
        if hover_key != self._hover_key:  # finding the station under the cursor walks all 199
            self._hover_key = hover_key
            self.hover_station = self.view.station_at(self.mouse) if L.BOARD.collidepoint(self.mouse) else None

    # --- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        state = self._hud_state()
        hud_key = (self.version, state.selected, state.ticket, gfx.key())   # the text size changes it too
        self.still.draw(surface, [(self.view.still_key(), self._draw_board),
                                  (hud_key, lambda onto: self.hud.draw(onto, self.obs, state, hud_key))])
        # What lies over the board: the column and the strip are already drawn, so nothing may
        # reach into them (as if they were drawn over it all)
        clip = surface.get_clip()
        surface.set_clip(clip.clip(L.OVER_BOARD))
        self._draw_over_board(surface)
        surface.set_clip(clip)
        self.draw_frame(surface)
        self.ui.draw(surface)
        self.draw_hover_help(surface)

    def _draw_board(self, surface) -> None:
        """The board and the seam beside the column (the column and the strip are the hud's)."""
        surface.fill(theme.WOOD_DARK, L.OVER_BOARD)
        self.view.draw(surface)

    def _draw_over_board(self, surface: pygame.Surface) -> None:
        view = self.view
        obs = self.obs
        if self.show_possible and obs.get("outcome") is None:
            view.draw_dots(surface, obs.get("possible_stations", ()), POSSIBLE_DOT, 110)
        mx = obs.get("mister_x", {})
        if mx.get("last_seen") is not None and mx.get("station") is None:
            view.draw_marker(surface, mx["last_seen"], art.x_marker(view.marker_radius(1.3)))
        dests = self._destinations() if self.selected is not None else {}
        view.draw_rings(surface, list(dests), LEGAL_RING, self.time)
        if self.hover_station is not None:
            ring = HOVER_RING if self.hover_station not in dests else (120, 230, 255)
            view.draw_rings(surface, [self.hover_station], ring, 0.0, 1.6)
        self.pawns.draw(surface)
        if self.choice is None:
            callouts.draw_station_label(surface, self.view, self.hover_station, dests)
        self.choice_rects = callouts.draw_ticket_choice(surface, self.view, self.choice, self.mouse)
        self.news.draw(surface, L.RIBBON)

    def _hud_state(self) -> HudState:
        usable = {p: {t for ts in m.values() for t in ts} for p, m in self.moves.items()}
        if self.can_double:
            usable.setdefault(MISTER_X, set()).add("double")
        return HudState(selected=self.selected, ticket=self.ticket,
                        movable=frozenset(self.moves), usable=usable, names=self._seat_names(),
                        levels=self._seat_levels())

    def _seat_names(self) -> dict:
        return {seat: info.name for seat, info in enumerate(self.tableview.seats)}

    def _seat_levels(self) -> dict:
        return {seat: info.bot for seat, info in enumerate(self.tableview.seats) if not info.is_human}

    def _prompt(self) -> str:
        """The prompt bar's words as one line."""
        who, what = self.prompt()
        return f"{who}: {what}" if who and what else who or what

    def prompt(self) -> tuple[str, str]:
        obs = self.obs
        outcome = obs.get("outcome")
        if outcome is not None:
            return ("", outcome.get("reason", ""))  # the column's title says "Game over"
        seat = obs.get("to_act")
        if seat is None:
            return ("", "")
        name = self.tableview.seats[seat].name
        if self.acting is None:
            if self.viewer is None and self.hotseat.pending is not None:
                return (f"Waiting for {self.tableview.seats[self.hotseat.pending].name}", "")
            return ("Mister X" if seat == MISTER_X else "The detectives", "moving...")
        if self.acting == MISTER_X:
            step = obs.get("double_step", 0)
            if self.double_armed:
                return ("Double move 1/2", "click a lit station (Cancel double takes it back)")
            if step:
                return (f"Double move {step}/2", "click a lit station")
            return ("Mister X", "click a lit station")
        if not self.moves:
            return (name, "no move left")
        piece = next(p for p in obs["pieces"] if p["piece"] == self.selected)
        # the piece to move leads (a Bobby is everyone's to move, whichever board it is booked to)
        ticket = f"by {art.TICKET_NAMES[self.ticket].lower()}: " if self.ticket else ""
        return (piece["name"], f"{ticket}click a lit station")


def make_table_scene(app, match, viewer=None) -> ScotlandYardTable:
    table = ScotlandYardTable(app, match, viewer)
    table.draw(gfx.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table


__all__ = ["ScotlandYardTable", "make_table_scene"]
