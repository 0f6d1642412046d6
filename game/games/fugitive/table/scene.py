"""Fugitive's table: the escape route, the piles, both hands, the Marshal's
notepad and the recent moves, for hot-seat humans and paced bots.  The
table stands on the table base (``game.scenes.table``): its bots, handoffs
and event player.  The scene reads the match once per refresh into a
``Turn`` (``turn.py``) and hands it to the parts it owns, each with its own
state and a narrow interface:

    bands       which role sits at the bottom (the viewer's) and which at the top (layout.Bands)
    cards       the card sprites, moved to where the Turn puts them (cards.CardLayer)
    buttons     the buttons of the move under way (buttons.MoveButtons)
    controls    the mouse and the keys, turned into the table's moves (controls.Controls)
    shows       the callouts and held-up event cards (motion.Shows)
    notepad     the Marshal's notepad (notepad.Notepad, filled by labels.fill_notepad)
    plates, route_marks   pictures of the Turn (plates.plates, labels.route_marks)

Hover help on its piles, plates, cards and notepad numbers goes through the table
base (``tips.hover_help``), as at every table.

Secrets: everything drawn comes from ``self.turn.obs``, the rules' observation
for the seat whose eyes are on the screen (``self.view``), never from the
state.  When the screen changes hands the card sprites are thrown away and
rebuilt, so no face the previous viewer saw survives into the next view.
Only when the match is over does the table turn every card face up.

Controls (mouse and keyboard):
    click a pile / 1 2 3            draw
    click a hand card / Left Right + Space   pick a hideout, then tuck sprint cards
    Enter                           place the hideout (Fugitive) or make the guess (Marshal)
    Backspace, or click the hideout take the hideout back
    X                               pass (Fugitive, after his first turn)
    hold P, or hold Peek            look at your own face-down route (Fugitive)
    click notepad numbers / arrows + Space   select numbers for a guess
    right-click a number / M        pencil a mark (none, suspect, crossed out)
    Delete                          clear the selected numbers
    Esc                             pause
"""


from __future__ import annotations

import pygame

from game.core.model import Action
from game.engine import gfx
from game.engine.sprites import CardSprite
from game.engine.tween import Tweener
from game.engine.widgets import UI
from game.scenes.seat_plate import draw_seat_plate
from game.scenes.table import TableScene

from . import art, hud
from . import labels
from . import layout as L
from . import tips
from . import words
from ..rules import CANCEL, CONFIRM, ESCAPE, FUGITIVE, MARSHAL, PASS
from .buttons import MoveButtons
from .cards import CardLayer, print_at, table_slots
from .controls import Controls
from .moments import MOMENTS  # noqa: F401  (the screenshot command's --until)
from .motion import Shows
from .notepad import Notepad
from .plates import PLATE_LOOK, ROLE_COLOURS, plates
from .turn import Turn, read_turn

BOT_PACE = 0.8          # seconds a bot's move waits (at animation speed 1) so people can follow it
HIDDEN_PACE = 0.3       # a move the viewer cannot see (the Fugitive assembling a hideout) waits less


class FugitiveTable(TableScene):
    covers_screen = True    # the felt is blitted whole first
    BOT_PACE = BOT_PACE
    RESULTS_DELAY = 1.4     # the end stays on the table this long before the results open

    def __init__(self, app, match, viewer=None, make_bot=None):
        super().__init__(app, match, viewer, make_bot=make_bot, log_rect=L.LOG)
        self.names = tuple(s.name for s in match.seats)
        self.tweener = Tweener(speed=lambda: self.app.anim_speed)
        self.cards = CardLayer(self.tweener)
        self.notepad = Notepad(L.NOTEPAD)
        self.marks: dict = {FUGITIVE: {}, MARSHAL: {}, None: {}}   # each viewer's pencil marks
        self.view: object = "nobody"     # whose observation is drawn (a seat, None, or "end")
        self.turn: Turn | None = None
        self.bands = L.bands_for(viewer)  # the viewer's role at the bottom, the rival's at the top
        self.ui = UI()
        self.buttons = MoveButtons(self.ui, confirm=self.confirm, cancel=self.cancel, pass_turn=self.pass_turn,
                                   guess=self.guess, clear=self.clear_selection)
        self.controls = Controls(self, self.ui, self.buttons, self.notepad, self.cards)
        self._said: dict = {}            # the words of help for the Turn on show, by spot
        self.shows = Shows()
        self.peeking = False
        self.plates: list = []
        self.route_marks = labels.RouteMarks()
        self._marks_for: tuple | None = None   # gfx.key() the route's marks were made at
        self.resync()
        # Draw once off screen so fonts, felt and card art are ready before the first frame.
        self.draw(gfx.Surface(app.size))

    # -- what tests, scripts and the shared layers read ------------------------------------------
    @property
    def obs(self) -> dict:
        return self.turn.obs

    @property
    def mine(self) -> bool:
        return self.turn.mine

    # -- the match, as the screen may show it ----------------------------------------
    def resync(self) -> None:
        """Rebuild everything from the match (after an undo, a load or a handoff)."""
        self.shows.clear()
        super().resync()

    def look(self):
        return "end" if self.tableview.is_over() else self.hotseat.viewer

    def shape_sprites(self):
        return list(self.cards.sprites.values())   # the fanned hand: a hint rings each card as it lies

    def animating(self) -> bool:
        return self.cards.moving or self.shows.busy

    @property
    def settled(self) -> bool:
        """Nothing moves or waits to be shown: the table can take the next move."""
        return not self.busy()

    def bot_pace_for(self, seat) -> float:
        hidden = self.turn.phase == "fugitive_place" and self.view != FUGITIVE
        return HIDDEN_PACE / BOT_PACE if hidden else 1.0

    def log_lines(self, steps) -> list:
        view = self.hotseat.viewer
        out = []
        for seat, _desc, events in steps:
            out.extend((ln.text, ROLE_COLOURS.get(ln.seat)) for ln in words.step_lines(self.names, seat, events, view))
        return out

    def on_steps(self, steps) -> None:
        self.shows.note_steps(steps)

    def show_event(self, seat, event) -> float:
        return self.shows.show(event.kind, event.public)

    def prompt(self) -> tuple[str, str]:
        return labels.prompt(self.turn, self.names)

    def refresh(self, animate: bool = False) -> None:
        view = self.look()
        spawns = self.shows.take_spawns()
        if view != self.view and view != "end":
            # A new pair of eyes: nothing the last viewer saw may linger.
            self.cards.clear()
            animate = False
            self.notepad.clear_selection()
            self.controls.hand_cursor = None
        super().refresh(animate)
        self.view = view
        bands = L.bands_for(self.hotseat.viewer, self.bands.bottom)
        if bands != self.bands:
            self.cards.clear()   # the hands change bands: no card flies across the table
            animate = False
            self.bands = bands
        self.turn = turn = read_turn(self.tableview, view, self.hotseat.viewer)
        self.peeking = self.controls.peeking(turn)
        slots = table_slots(turn.obs, bands=self.bands, peek=self.peeking, reveal_all=turn.over,
                            legal=turn.hand_legal, choosing=turn.choosing, hover_hand=turn.choosing is not None)
        self.cards.sync(slots, spawns or None, animate=animate)
        self.controls.clamp_cursor(turn)
        labels.fill_notepad(self.notepad, turn, self.marks.setdefault(self.hotseat.viewer, {}))
        self.plates = plates(turn, self.bands, self.tableview.seats, self.names)
        self.route_marks, self._marks_for = labels.route_marks(turn), gfx.key()
        self.buttons.layout(turn, self.notepad.selection, self.refusal)
        self._said = {}   # what any tip explained may have changed

    def tip_words(self, key) -> str:
        """The words of help on ``key`` for the Turn on show, worked out once per Turn (a
        notepad number's afresh: its pencil marks change between refreshes)."""
        if key[0] == "cell":
            return self.notepad.tip(key[1])
        if key not in self._said:
            self._said[key] = tips.tip_words(key, self.turn, self.plates, self.why_not)
        return self._said[key]

    def why_not(self, action: Action) -> str | None:
        """Why the rules refuse ``action`` now (None: they allow it)."""
        if self.turn.actor is None:
            return "the match is over"
        return self.tableview.refusal(self.turn.actor, action)

    def refusal(self, action: Action) -> str | None:
        """``why_not``, as a sentence (a button's tip)."""
        why = self.why_not(action)
        return None if why is None else why[0].upper() + why[1:]

    # -- acting: the moves a person makes (the controls and buttons call these) ------------------
    def act(self, action: Action) -> bool:
        """A human's move; a refused one explains itself in a toast."""
        if not self.turn.mine:
            self.not_your_turn()
            return False
        return self.play_move(self.turn.actor, action)

    def not_your_turn(self) -> None:
        actor = self.turn.actor
        if actor is not None and not self.tableview.is_over():
            self.app.toast(f"It is {self.names[actor]}'s turn.", "info")

    def peek_changed(self) -> None:
        if self.controls.peeking(self.turn) != self.peeking:
            self.refresh(animate=True)

    def draw_pile(self, i: int) -> None:
        self.act(Action("draw", (i,)))

    def play_card(self, card: int) -> None:
        if self.turn.choosing is not None:
            self.act(Action(self.turn.choosing, (card,)))

    def confirm(self) -> None:
        self.act(CONFIRM)

    def cancel(self) -> None:
        self.act(CANCEL)

    def pass_turn(self) -> None:
        self.act(PASS)

    def guess(self) -> None:
        sel = tuple(sorted(self.notepad.selection))
        if not sel:
            self.app.toast("Pick a number on the notepad first.", "info")
            return
        if self.act(Action("guess", sel)):
            self.notepad.clear_selection()
            self._relabel()

    def clear_selection(self) -> None:
        self.notepad.clear_selection()
        self._relabel()

    def select_number(self, n: int) -> None:
        why = self.notepad.toggle(n)
        if why:
            self.app.toast(why[0].upper() + why[1:] + ".", "warning")
        self._relabel()

    def mark_number(self, n: int) -> None:
        self.notepad.cycle_mark(n)

    def _relabel(self) -> None:
        self.buttons.layout(self.turn, self.notepad.selection, self.refusal)

    # -- frame --------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.cards.hover(event.pos)
            self.notepad.set_hover(self.notepad.cell_at(event.pos))
        if super().handle_event(event) is None:  # Esc, the frame
            return None
        self.controls.handle(event, self.turn)
        return None

    def enter(self) -> None:
        self.ui.update(0)

    def animate(self, dt: float) -> None:
        self.ui.update(dt)
        self.tweener.update(dt)
        self.cards.update(dt)
        self.shows.update(dt * self.app.anim_speed)
        self.controls.show_cursor(self.turn)

    def draw(self, surface: pygame.Surface) -> None:
        obs = self.turn.obs
        surface.blit(hud.background(surface.get_size()), (0, 0))
        hovered = next((i for i in range(3) if L.pile_rect(i).collidepoint(self.mouse)), None)
        hud.draw_piles(surface, obs, self.turn.pile_legal, hovered)
        if not obs.get("manhunt") or self.turn.over:
            label = hud.route_label()
            surface.blit(label, label.get_rect(midright=(L.ROUTE_LABEL_RIGHT, L.RAIL_Y)))
        for rect, plate in self.plates:
            draw_seat_plate(surface, rect, plate, PLATE_LOOK, self.t, self.redraws)
        if self._marks_for != gfx.key():   # the player's text size (or the window) changed: new tags
            self.route_marks, self._marks_for = labels.route_marks(self.turn), gfx.key()
        self.route_marks.draw_under_cards(surface)
        self.cards.draw(surface)
        self.route_marks.draw_over_cards(surface)
        self.notepad.draw(surface)
        self.draw_frame(surface, chips=labels.prompt_chips(obs))
        if obs.get("manhunt") and not self.turn.over:
            banner = hud.manhunt_banner(L.MANHUNT_BANNER.w)
            surface.blit(banner, banner.get_rect(center=L.MANHUNT_BANNER.center))
        self.ui.draw(surface)
        self.shows.draw(surface)
        self.draw_hover_help(surface)

    # -- for tests and scripts ---------------------------------------------------------
    def card_point(self, card: int):
        """A screen point where ``card``'s sprite can be clicked (not covered), or None."""
        s = self.cards.sprites.get(("card", card))
        if s is None:
            return None
        r = s.rect
        for fx in (0.5, 0.3, 0.15, 0.7, 0.85, 0.06):
            for fy in (0.5, 0.3, 0.75, 0.15):
                p = (round(r.left + r.w * fx), round(r.top + r.h * fy))
                if self.cards.at(p) is s:
                    return p
        return None


def _prewarm() -> None:
    """Print every number card once at each size the table shows it (the table's, the top
    hand's, the tiles of a crowded top hand), and make the shadows they cast, before a frame
    needs them: a card coming into play mid-match would stall its frame (at 2560x1440 a first
    face or shadow costs several milliseconds; all of them, about a tenth of a second here)."""
    top = print_at(L.TOP_SCALE)[1]
    for size in (art.CARD, top):
        CardSprite.prepare_shadow(art.back(size))
        for card in range(ESCAPE + 1):
            art.face(card, size)
    for rows in (2, 3):
        tile = L.tile_size(rows)
        CardSprite.prepare_shadow(art.back(tile))
        for card in range(ESCAPE + 1):
            art.tile_face(card, tile)


def make_table_scene(app, match, viewer=None) -> FugitiveTable:
    table = FugitiveTable(app, match, viewer)
    _prewarm()
    table.draw(gfx.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
