"""Watching a match again: the game's own table, read-only and all-seeing,
driven by the match's history.

The save is read once (never written: the replay's match has no autosave)
and its log is applied again step by step to a fresh match of the same seed
(``game.core.timeline``, which remembers points along the way for seeking),
which the game's table shows with ``read_only`` set: it animates each step
as it did in play but never moves a bot, hands the screen over or opens the
results.  The table is drawn through the eyes of the seat holding the
secrets (Mister X, the Fugitive) or of the seat about
to act, so each hand is on the table in its turn; every other seat's hidden
cards are listed in the Hands drawer.  A game's ``table/secrets.py`` may say
both: ``REPLAY_VIEWER`` (a seat, or None to follow the seat to act) and
``secret_lines(match, seat) -> [str]`` (else the keys where that seat's view
differs from the public one).  It may draw them too: ``secret_cards(match,
seat) -> [(what, [face-up card images])]`` replaces the line named ``what``;
with ``REPLAY_CARD_COLUMNS`` set its cards stand in columns, each overlapping
the one above but for its title band, for cards that read only by their title.

The table fills the window at its own size.  The controls stand in the prompt
bar's place: Play/Pause (Space), step back and forward (Left, Right), to the
start and the end (Home, End), the move slider, Hands (H: every seat's hidden
cards in a drawer over the table's right-hand column) and Close (Esc).  The
table's own Menu button offers to leave the replay; its controls for moves
(its anchors module's ``CONTROLS``, else its "buttons") are veiled, as nothing
is played here, while what only changes the view still answers: the pointer,
the wheel (a map's zoom, the moves log), the camera's buttons (the "zoom"
part) and a drag on the map (``table.map_camera()``), which pans it.  At the
end the replay shows its own results plate: who won and why.

    ReplayScene(app, path)    raises ReplayError (a sentence for the player)
    ReplayScene(app, match)   a match in memory (the results screen's Replay)
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.match import Match, SaveError
from game.core.timeline import Timeline
from game.core.words import winners_line
from game.engine import gfx, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Dialog, Panel, Slider
from game.scenes import launch
from game.scenes.table_frame import PROMPT_BG, menu_rect

# The table fills the window at its own size, so its words are as large and
# sharp as in play; the replay's controls take the prompt bar's place (what
# is asked of a seat means nothing here) and every seat's hidden cards open
# in a drawer over the table's right-hand column.
SIDE = pygame.Rect(1280 - 8 - 300, 54, 300, 720 - 54 - 8)
CONTROL_H = 32
STEP_PAUSE = 0.7      # seconds a step stays on the table while playing, at animation speed 1
SKIP_KEYS = ("viewer", "role", "last_events", "to_act", "acting")


class ReplayError(Exception):
    """A file that cannot be replayed; the message is one sentence for the player."""


def generic_secret_lines(match: Match, seat: int) -> list[str]:
    """What ``seat`` sees that the table does not, as plain lines: the keys of
    its view that differ from the public one, where they are simple lists."""
    mine, public = match.observe(seat), match.observe(None)
    if not isinstance(mine, dict) or not isinstance(public, dict):
        return []
    out = []
    for key, value in mine.items():
        if key in SKIP_KEYS or public.get(key) == value or value in (None, [], {}):
            continue
        if isinstance(value, list) and all(isinstance(v, (str, int)) for v in value):
            shown = ", ".join(str(v).replace("_", " ") for v in value)
        elif isinstance(value, list) and all(v is None or isinstance(v, (str, int)) for v in value):
            shown = ", ".join(str(v).replace("_", " ") for v in value if v is not None)
        elif isinstance(value, (str, int)):
            shown = str(value).replace("_", " ")
        else:
            continue
        out.append(f"{key.replace('_', ' ').capitalize()}: {shown}")
    return out


class ReplayScene(Scene):
    name = "replay"

    def __init__(self, app, path: Path | Match):
        super().__init__(app)
        if isinstance(path, Match):
            source, self.path = path, None
        else:
            self.path = Path(path)
            try:
                source = Match.load(self.path, launch.rules_for)
            except SaveError as exc:
                raise ReplayError(f"{self.path.name} cannot be replayed: {exc}") from None
        factory, problem = launch.table_factory(source.rules.info.id)
        if factory is None:
            raise ReplayError(problem or "That game's table cannot be opened.")
        self.timeline = Timeline(source)   # a fresh match of the same seed, no autosave: read-only
        self.steps = self.timeline.steps
        self.match = self.timeline.match
        secrets = launch.table_module(source.rules.info.id, "secrets")
        self.secrets_for = getattr(secrets, "secret_lines", generic_secret_lines)
        self.cards_for = getattr(secrets, "secret_cards", None)
        self.card_columns = getattr(secrets, "REPLAY_CARD_COLUMNS", False)
        self.viewer: int | None = getattr(secrets, "REPLAY_VIEWER", None)
        self.table = factory(app, self.match, self.focus())
        self.table.read_only = True
        self.table.results_shown = False   # a replay's table never opens the results: this replay ends on its own
        self.controls = launch.table_module(source.rules.info.id, "anchors")
        self.playing = False
        self.hold = 0.0
        self.look_pending = False
        self._build_controls()
        self._sync_controls()

    # -- controls ------------------------------------------------------------------------------
    def _build_controls(self) -> None:
        """The controls in a row where the prompt bar stands, left of the table's own Menu button."""
        self.ui = UI()
        dock = self.dock()
        y, h = dock.top + (dock.h - CONTROL_H) // 2, CONTROL_H
        row = []

        def add(width: int, widget_of):
            x = row[-1].rect.right + 4 if row else dock.left + 4
            row.append(self.ui.add(widget_of((x, y, width, h))))
            return row[-1]

        self.start_button = add(38, lambda r: Button(r, "|<", lambda: self.seek(0), style="wood", size=15,
                                                     hotkey=pygame.K_HOME, tooltip="To the start (Home)"))
        self.back_button = add(38, lambda r: Button(r, "<", self.step_back, style="wood", size=15,
                                                    hotkey=pygame.K_LEFT, tooltip="One move back (Left)"))
        self.play_button = add(70, lambda r: Button(r, "Play", self.toggle_play, size=15,
                                                    tooltip="Play or pause (Space)"))
        self.forward_button = add(38, lambda r: Button(r, ">", self.step_forward, style="wood", size=15,
                                                       hotkey=pygame.K_RIGHT, tooltip="One move forward (Right)"))
        self.end_button = add(38, lambda r: Button(r, ">|", lambda: self.seek(len(self.steps)), style="wood",
                                                   size=15, hotkey=pygame.K_END, tooltip="To the end (End)"))
        end_room = 104 + 4 + 80 + 4
        total = max(1, len(self.steps))
        self.slider = add(dock.right - end_room - 4 - (row[-1].rect.right + 4),
                          lambda r: Slider(r, 0, total, 0, lambda v: self.seek(int(round(v))), step=1,
                                           fmt=f"{{:.0f}} of {total}", dark=True,
                                           tooltip="The moves of the match: drag to any of them"))
        self.hands_button = add(104, lambda r: Button(r, "Hands", self.toggle_hands, style="wood", size=15,
                                                     hotkey=pygame.K_h,
                                                     tooltip="Every seat's hidden cards, face up (H)"))
        self.close_button = add(80, lambda r: Button(r, "Close", self.close, style="wood", size=15,
                                                     hotkey=pygame.K_ESCAPE, tooltip="Back to the history (Esc)"))
        self.side = Panel(SIDE, "parchment", seed=4)

    def dock(self) -> pygame.Rect:
        """Where the replay's controls stand: the table's prompt bar but for its Menu button."""
        bar = pygame.Rect(self.table.prompt_rect)
        return pygame.Rect(bar.left, bar.top, menu_rect(bar).left - 4 - bar.left, bar.h)

    def keep_clear(self) -> list[pygame.Rect]:
        """The replay's own controls and its open drawer: no toast or tip lies on them."""
        return [self.dock(), *([pygame.Rect(SIDE)] if self.show_hands else []), *super().keep_clear()]

    show_hands = False   # the drawer of hidden cards is open
    canvas = None        # the table's picture, the window's size

    def toggle_hands(self) -> None:
        self.show_hands = not self.show_hands
        self._sync_controls()

    def _sync_controls(self) -> None:
        n, total = self.position, len(self.steps)
        self.slider.value = n
        self.play_button.label = "Pause" if self.playing else "Play"
        self.hands_button.label = "Hide hands" if self.show_hands else "Hands"
        self.back_button.set_enabled(n > 0, "This is the start of the match.")
        self.start_button.set_enabled(n > 0, "This is the start of the match.")
        self.forward_button.set_enabled(n < total, "This is the end of the match.")
        self.end_button.set_enabled(n < total, "This is the end of the match.")

    # -- where the replay stands ---------------------------------------------------------------
    @property
    def position(self) -> int:
        return len(self.match.history)

    def focus(self) -> int:
        """Whose eyes the table shows now (see the module's docstring)."""
        if self.viewer is not None:
            return self.viewer
        acting = self.match.to_act()
        if acting:
            return acting[0]
        return self.match.history[-1].seat if self.match.history else 0

    def _look(self) -> None:
        """Move the table's eyes to the focus seat (a resync when they change)."""
        self.look_pending = False
        self.table.show_to(self.focus())

    def seek(self, n: int) -> None:
        """Show the match as it stood after ``n`` moves, without animating the way there."""
        n = max(0, min(len(self.steps), n))
        self.timeline.seek(n)
        self._look()
        self.table.resync()
        self.hold = 0.0
        if n >= len(self.steps):
            self.playing = False
        self._sync_controls()

    def step_forward(self) -> None:
        """The next move, animated as it was in play, seen by whoever was looking when it was made."""
        if self.position >= len(self.steps):
            self.playing = False
            self._sync_controls()
            return
        if self.look_pending:
            self._look()
        self.timeline.forward()
        self.table.take_events()
        self.look_pending = True   # the eyes move on once the move has been shown
        self.hold = STEP_PAUSE
        self._sync_controls()

    def step_back(self) -> None:
        self.playing = False
        self.seek(self.position - 1)

    def toggle_play(self) -> None:
        if self.position >= len(self.steps):
            self.seek(0)
        self.playing = not self.playing
        self._sync_controls()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def open_menu(self) -> None:
        """The table's Menu button: nothing to undo or save in a replay, only leaving it."""
        self.playing = False
        self._sync_controls()
        self.app.stack.push(Dialog(self.app, "Replay", "Leave this replay?",
                                   [("Leave the replay", self._leave), ("Main menu", lambda: self.app.go("title")),
                                    ("Keep watching", None)]))

    def _leave(self) -> None:
        if self.app.stack.top is not self and self in self.app.stack:
            while self.app.stack.top is not self:
                self.app.stack.pop()
        self.close()

    def on_table(self, pos) -> tuple[int, int] | None:
        """The point for the table (which fills the window), None over the replay's own parts."""
        if self.dock().collidepoint(pos) or (self.show_hands and SIDE.collidepoint(pos)):
            return None
        return (int(pos[0]), int(pos[1]))

    def veiled(self) -> list[pygame.Rect]:
        """The table's controls for moves, in its own coordinates: veiled, as a replay is only watched."""
        names = tuple(getattr(self.controls, "CONTROLS", ("buttons",)))
        parts = self.table.anchors()
        return [parts[n] for n in names if n in parts]

    def results_lines(self) -> tuple[str, str | None] | None:
        """(headline, reason) of the replay's own results view, once it stands at the end."""
        if self.position < len(self.steps) or not self.match.is_over() or self.table.busy():
            return None
        details = getattr(self.table, "results_details", None)
        details = details() if callable(details) else None
        headline = (details.headline if details is not None and details.headline else None) or \
            winners_line(self.match)
        return headline, (details.reason if details is not None else None)

    # -- the loop ------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.toggle_play()  # Space plays and pauses, whichever button has the focus
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            at = self.on_table(event.pos)
            if at is not None and menu_rect(self.table.prompt_rect).collidepoint(at):
                self.open_menu()
                return None
        self._to_the_view(event)
        self.ui.handle_event(event)
        return None  # nothing else reaches the table: a replay is watched, not played

    def _to_the_view(self, event) -> None:
        """Pass the table what only moves its view: the pointer, the wheel, the camera's buttons."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return
        if event.type == pygame.MOUSEWHEEL:
            if self._pointer is not None and self.show_hands and SIDE.collidepoint(self._pointer) and event.y:
                self.turn_side(-1 if event.y > 0 else 1)
                return
            at = self.on_table(self._pointer) if self._pointer is not None else None
            if at is not None:   # the wheel at the pointer, as the table sees it (a camera zooms there)
                self.table.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, dict(event.dict, pos=at)))
            return
        self._pointer = tuple(event.pos)
        at = self.on_table(event.pos)
        mapped = dict(event.dict, pos=at if at is not None else (-1, -1))
        mapped = pygame.event.Event(event.type, mapped)
        if self._drag_map(mapped, at):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):   # a click: on the camera's buttons only
            zoom = self.table.anchor("zoom")
            if at is None or zoom is None or not zoom.collidepoint(at):
                return
        self.table.handle_event(mapped)

    def _drag_map(self, event, at) -> bool:
        """A press on the map and the motion after it go to the map's camera alone, which pans
        with the drag (the table itself would take the press for a move); True when taken."""
        camera = self.table.map_camera()
        if camera is None:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            zoom = self.table.anchor("zoom")
            if event.button not in (1, 2, 3) or at is None or (zoom is not None and zoom.collidepoint(at)):
                return False   # the wheel's buttons (4, 5) and the camera's own buttons are not a drag
            self._camera_held = event.button if camera.viewport.collidepoint(at) else None
            if self._camera_held:
                camera.handle_event(event)
            return bool(self._camera_held)
        if not self._camera_held:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            if event.button != self._camera_held:
                return False
            self._camera_held = None
        camera.handle_event(event)
        return event.type != pygame.MOUSEMOTION or camera.dragging

    _pointer: tuple | None = None
    _camera_held: int | None = None   # the mouse button a press on the map holds

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.table.update(dt)
        if self.table.busy():
            return
        if self.look_pending:
            self._look()
        if not self.playing:
            return
        self.hold -= dt * self.app.anim_speed
        if self.hold <= 0:
            self.step_forward()

    def draw(self, surface) -> None:
        # The table is drawn at full size as a picture of its own, which the veil then
        # dims where it is out of use (its words meant to stay readable under it).
        if self.canvas is None or gfx.scale_of(self.canvas) != gfx.scale():   # the window was resized
            self.canvas = gfx.Surface((1280, 720))
        self.table.draw(self.canvas)
        surface.blit(self.canvas, (0, 0))
        for rect in self.veiled():   # dimmed like a disabled button: its words stay readable
            _veil(surface, rect)
        self._draw_dock(surface)
        if self.show_hands:
            self._draw_side(surface)
        self.ui.draw(surface)
        results = self.results_lines()
        if results is not None:
            self._draw_results(surface, *results)

    def _draw_results(self, surface, headline: str, reason: str | None) -> None:
        """The replay's own results plate, over the final table."""
        w = 560
        lines = text.wrap(reason, "serif_italic", 18, w - 60)[:3] if reason else []
        box = pygame.Rect(0, 0, w, 104 + 24 * len(lines))
        box.center = (640, 720 * 2 // 5)
        theme.draw_shadowed(surface, theme.panel(box.size, "parchment", 3), box, (3, 5))
        text.draw(surface, "Match over", (box.centerx, box.top + 16), "serif_italic", 18, theme.INK_SOFT,
                  anchor="midtop", box=box)
        size = text.fit_size(headline, "display", 36, w - 60, 18)
        text.draw(surface, headline, (box.centerx, box.top + 40), "display", size, theme.RED, anchor="midtop",
                  box=box)
        y = box.top + 90
        for line in lines:
            text.draw(surface, line, (box.centerx, y), "serif_italic", 18, theme.INK, anchor="midtop", box=box)
            y += 24

    def _draw_dock(self, surface) -> None:
        """The controls' ground, in the prompt bar's colours, over the words the table would ask."""
        dock = self.dock()
        gfx.rect(surface, PROMPT_BG, dock, border_radius=6)
        gfx.rect(surface, theme.BRASS_DARK, dock, 2, border_radius=6)

    def secrets(self) -> list[tuple[str, list[str]]]:
        """(name, lines) of each seat's hidden things where the replay stands (worked out once per move)."""
        key = (self.position, self.table.viewer)
        if self._secrets_key != key:
            self._secrets_key = key
            self._secrets = [(info.name, self.secrets_for(self.match, seat))
                             for seat, info in enumerate(self.match.seats)]
            self._cards = [self.cards_for(self.match, seat) if self.cards_for is not None else []
                           for seat in range(len(self.match.seats))]
        return self._secrets

    def secret_cards(self, seat: int) -> list:
        """(what, [face-up card images]) of ``seat``'s hidden cards, where the game draws them."""
        self.secrets()
        return self._cards[seat]

    side_first = 0      # the seat the side panel starts with, turned by the wheel when not all fit
    side_left_out = 0   # how many seats the last drawing had no room for

    def turn_side(self, by: int) -> None:
        """Start the side panel ``by`` seats later (or earlier), so every seat's secrets can be read."""
        self.side_first = (self.side_first + by) % len(self.match.seats)

    _secrets_key: tuple | None = None
    _secrets: list = []
    _cards: list = []

    def _draw_side(self, surface) -> None:
        self.side.draw(surface)
        r = SIDE.inflate(-28, -24)
        y = r.top
        text.draw(surface, "Everything revealed", (r.centerx, y), "display", text.fit_size(
            "Everything revealed", "display", 24, r.w, 14), theme.RED, anchor="midtop")
        y += 34
        eyes = self.match.seats[self.table.viewer].name if isinstance(self.table.viewer, int) else "nobody"
        img = text.render_wrapped(f"The table shows what {eyes} sees.", "serif_italic", 16, theme.INK_SOFT, r.w)
        text.blit(surface, img, (r.left, y), f"The table shows what {eyes} sees.", r)
        y += img.get_height() + 8
        secrets = self.secrets()
        n = len(secrets)
        order = [(self.side_first + k) % n for k in range(n)]
        if n > 2:   # room for the line that says how to reach the seats left out
            r = pygame.Rect(r.left, r.top, r.w, r.h - TURN_LINE_H)
        drawn_seats = 0
        for seat in order:
            name, lines = secrets[seat]
            groups = [(what, faces) for what, faces in self.secret_cards(seat) if faces]
            if not lines and not groups:
                drawn_seats += 1
                continue
            if y + 22 + self._first_height(groups, lines, r.w) > r.bottom:
                break   # not even a name with nothing under it
            drawn_seats += 1
            text.draw(surface, text.ellipsize(name, "ui_bold", 18, r.w), (r.left, y), "ui_bold", 18, theme.INK)
            y += 22
            drawn, room = set(), r
            if groups and self.card_columns:   # a game whose cards read only by their full title
                y, drawn = _card_columns(surface, groups, pygame.Rect(r.left, y, r.w, r.bottom - y))
                y += 2
                groups = []
                if drawn:   # the words leave room for the later seats' cards, which say more
                    later = sum(self._cards_height(s, r.w) for s in order[order.index(seat) + 1:])
                    room = pygame.Rect(r.left, r.top, r.w, r.h - later)
            for what, faces in groups:   # hidden cards face up, each kind on rows of its own
                if y + faces[0].get_height() > r.bottom:
                    break
                y = _card_row(surface, what, faces, pygame.Rect(r.left, y, r.w, r.bottom - y)) + 4
                drawn.add(what)
            y = _lines(surface, [line for line in lines if line.split(":")[0] not in drawn], room, y) + 8
        self.side_left_out = n - drawn_seats
        if self.side_left_out or self.side_first:
            _turn_line(surface, [secrets[s][0] for s in order[drawn_seats:]], r)

    def _cards_height(self, seat: int, width: int) -> int:
        """How tall ``seat``'s name and cards stand in columns, words left out."""
        groups = [(what, faces) for what, faces in self.secret_cards(seat) if faces]
        if not groups:
            return 0
        return 22 + _card_columns(None, groups, pygame.Rect(0, 0, width, 10 ** 6))[0] + 2 + 8

    def _first_height(self, groups: list, lines: list[str], width: int) -> int:
        """The least height that shows something of a seat under its name: its first kind of
        card, else its first line of words, whichever is lower."""
        first = [text.wrapped_height(lines[0], "ui", 15, width)] if lines else []
        if groups and self.card_columns:
            first.append(_card_columns(None, groups[:1], pygame.Rect(0, 0, width, 10 ** 6))[0])
        elif groups:
            first.append(groups[0][1][0].get_height())
        return min(first)



def push_replay(app, source) -> None:
    """A replay of ``source`` (a match or its save file) over the scene on show;
    a toast says why when it cannot be replayed."""
    try:
        scene = ReplayScene(app, source)
    except ReplayError as exc:
        app.toast(str(exc), "error")
        return
    app.stack.push(scene)

def _lines(surface, lines: list[str], r: pygame.Rect, y: int) -> int:
    """``lines`` in words from ``y`` down while they fit in ``r``; the y below."""
    for line in lines:
        if y + text.wrapped_height(line, "ui", 15, r.w) > r.bottom:
            break
        img = text.render_wrapped(line, "ui", 15, theme.INK, r.w)
        text.blit(surface, img, (r.left, y), line, r)
        y += img.get_height() + 2
    return y


TURN_LINE_H = 20


def _turn_line(surface, left_out: list[str], r: pygame.Rect) -> None:
    """Under the seats, who did not fit and that the wheel over the panel brings them up."""
    words = f"Wheel here for {', '.join(left_out)}" if left_out else "Wheel here to turn the seats back"
    box = pygame.Rect(r.left, r.bottom + 2, r.w, TURN_LINE_H - 2)
    size = text.fit_size(words, "ui_bold", 14, box.w, 11)
    text.draw(surface, text.ellipsize(words, "ui_bold", size, box.w), box.midtop, "ui_bold", size,
              theme.RED, anchor="midtop", box=box)


def _veil(surface, rect: pygame.Rect) -> None:
    """Dim a control the replay does not answer, so it reads as out of use."""
    shade = gfx.Surface(rect.inflate(4, 4).size, pygame.SRCALPHA)
    shade.fill((24, 18, 14, 120))
    surface.blit(shade, rect.inflate(4, 4))


CAPTION_W = 66


def _card_row(surface, what: str, faces: list, row: pygame.Rect) -> int:
    """A caption, then ``faces`` side by side, overlapping a little when they would not fit and
    on a second row rather than hiding their corners; the y below."""
    x, room = row.left + CAPTION_W, row.w - CAPTION_W
    w, h = faces[0].get_size()
    per_row = max(1, int((room - w) / (0.6 * w)) + 1)
    chunks = [faces[i:i + per_row] for i in range(0, len(faces), per_row)]
    caption = pygame.Rect(row.left, row.top, CAPTION_W - 6, h)
    img = text.render_wrapped(what, "ui", 13, theme.INK_SOFT, caption.w)
    text.blit(surface, img, img.get_rect(midleft=caption.midleft), what, caption)
    y = row.top
    for chunk in chunks:
        step = w + 3 if len(chunk) < 2 else min(w + 3, (room - w) / (len(chunk) - 1))
        for i, face in enumerate(chunk):
            surface.blit(face, (round(x + i * step), y))
        y += h + 3
    return y - 3


CASCADE = 3          # cards to a column while the width lasts
PEEK = 0.2           # the share of a card's height left showing above the next card of its column
CAPTION_H = 16


def _card_columns(surface, groups: list, area: pygame.Rect) -> tuple[int, set]:
    """Each kind of card under its caption in columns, each card overlapping the one above but
    for its title band, the kinds side by side while the width lasts; (the y below, the kinds drawn).
    With ``surface`` None it only measures."""
    w, h = groups[0][1][0].get_size()
    peek = round(h * PEEK)
    x, top, bottom, drawn = area.left, area.top, area.top, set()
    for what, faces in groups:
        most = max(1, (area.w + 3) // (w + 3))
        depth = -(-len(faces) // min(most, -(-len(faces) // CASCADE)))   # columns as even as they come
        cols = [faces[i:i + depth] for i in range(0, len(faces), depth)]
        span = len(cols) * w + (len(cols) - 1) * 3
        if x > area.left and x + span > area.right:
            x, top = area.left, bottom + 4
        tall = CAPTION_H + (len(cols[0]) - 1) * peek + h
        if top + tall > area.bottom:
            break
        caption = pygame.Rect(x, top, max(span, w), CAPTION_H)
        bottom, drawn = max(bottom, top + tall), drawn | {what}
        x += span + 6
        if surface is None:   # measuring only
            continue
        text.draw(surface, text.ellipsize(what, "ui", 13, caption.w), caption.topleft, "ui", 13, theme.INK_SOFT,
                  box=caption)
        for c, col in enumerate(cols):
            for i, face in enumerate(col):
                surface.blit(face, (caption.x + c * (w + 3), top + CAPTION_H + i * peek))
    return bottom, drawn
