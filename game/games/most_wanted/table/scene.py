"""Most Wanted's table: 2 to 8 outlaws around a saloon table.

The viewer sits at the bottom with their hand fanned; the others sit round
the felt clockwise, each with a plate (money, cards, bail) and, in a
showdown, their face-down hand before them.  The scoreboard runs up the left
edge, the six action cards down the right; deck, discard and the General
Supply lie in the middle.

Everything drawn comes from ``rules.observe(state, viewer)`` for the seat
whose eyes are on the screen (``MWHotSeat``), and from the match's events
redacted for that seat, so a face-down hand is never drawn for anyone else.
Several humans decide a showdown one after another behind handoffs.  The
table stands on the table base (``game.scenes.table``): its bots, handoffs
and event player.  It owns the sprite groups, the tweener, the layout and the
decision under way (``choice.Choice``), and hands what each part needs to the
parts it owns, each readable alone:

    pieces    the action cards, the scoreboard's tokens, the viewer's hand (pieces.Pieces)
    motion    each event's animation, and the showdown on show (motion.Motion)
    drawing   the middle, the plates, the face-down hands, the prompt's words
              (drawing.Drawing, drawing a ``sight.Sight`` the table builds)

    make_table_scene(app, match, viewer=None) -> MostWantedTable
"""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.core.table_view import as_view
from game.engine import audio, gfx
from game.engine.sprites import CardSprite, SpriteGroup
from game.engine.tween import Tweener
from game.engine.widgets import UI, Button
from game.scenes.table import TableScene

from . import art
from . import board
from . import layout as L
from . import log as table_log
from .choice import CARD_MODES, SIZE_BUTTON, TARGET_MODES, Choice
from .drawing import Drawing
from .hotseat import MWHotSeat, deciding
from .motion import Motion
from .pieces import Pieces
from .sight import Sight, seat_name


class MostWantedTable(TableScene):
    covers_screen = True    # the table top is blitted whole first
    BOT_PACE = 0.7

    def __init__(self, app, match, viewer=None):
        match = as_view(match)
        super().__init__(app, match, viewer, hotseat=MWHotSeat(app, match, viewer),
                         log_rect=L.LOG)
        self.fixed_viewer = viewer
        self.tweener = Tweener(lambda: self.app.anim_speed)
        self.sprites = SpriteGroup(self.tweener)      # hand, action cards, flying pieces
        self.tokens_group = SpriteGroup(self.tweener)
        self.layout = L.layout(len(match.seats))
        self.ui = UI()
        self.buttons: list[Button] = []
        self.choice: Choice | None = None
        self.obs: dict = {}
        self._deciding_key = None
        self._deciding: list[int] = []
        _prewarm()
        self.pieces = Pieces(self.sprites, self.tokens_group, self.tweener, self.layout,
                             [info.name for info in self.tableview.seats])
        self.motion = Motion(self.sprites, self.tweener, self.layout, lambda: self.app.anim_speed, app.toast)
        self.drawing = Drawing(self.layout, self.redraws)
        self.resync()

    # -- who looks, who acts ------------------------------------------------------------------
    @property
    def view(self) -> int | None:
        return self.viewer

    @property
    def shown_to(self) -> int | None:
        return self.viewer

    def acting_human(self) -> int | None:
        """The seat whose decision this screen takes now, if any."""
        seat = self.view
        if seat is None or seat not in self.tableview.here or self.tableview.is_over():
            return None
        if seat in self.tableview.to_act() and self.tableview.legal_actions(seat):
            return seat
        return None

    def deciding(self) -> list[int]:
        """``deciding(match)``, remembered until the match moves on (it is asked every frame)."""
        key = self.tableview.moves()
        if key != self._deciding_key:
            self._deciding_key, self._deciding = key, deciding(self.tableview)
        return self._deciding

    def bot_seats(self) -> list[int]:
        return self.deciding()

    def shape_sprites(self):
        return list(self.pieces.hand.values())   # the fanned hand: a hint rings each card as it lies

    def animating(self) -> bool:
        return self.motion.reveal is not None

    def sight(self) -> Sight:
        """What the table shows now, as the drawing and the prompt read it."""
        return Sight(self.obs, self.view, self.tableview.seats, self.choice, self.motion.reveal,
                     self.deciding(), self.table_bots.seat, self.tableview.is_over())

    # -- syncing with the match ------------------------------------------------------------------
    def resync(self) -> None:
        """Redraw everything from the match as it stands (after undo, load or a handoff)."""
        self.motion.end_reveal(fly=False)
        self.tweener.finish_all()
        self.motion.land_all()
        super().resync()

    def on_shown(self) -> None:
        # The screen changed hands: the new viewer's own cards, nobody else's.
        self.pieces.drop_hand()
        self.choice = None
        self.refresh()
        self.rebuild_log()

    def refresh(self, animate: bool = False) -> None:
        super().refresh(animate)
        self.obs = self.tableview.observe(self.view)
        seat = self.acting_human()
        old = self.choice
        if seat is not None:
            choice = Choice(self.tableview, seat, self.obs)
            if old is not None and old.seat == seat and old.mode == choice.mode or \
                    old is not None and old.seat == seat and old.mode in CARD_MODES[:-1] + TARGET_MODES \
                    and choice.mode == "turn":
                # keep what was picked while others moved (a showdown's picks end with it)
                choice.mode = old.mode
                hand = set(choice.hand())
                choice.picked = [c for c in old.picked if c in hand]
                choice.size, choice.targets = old.size, list(old.targets)
            self.choice = choice
        else:
            self.choice = None
        self.pieces.sync_cards(self.obs, self.choice, self.view, animate)
        self.pieces.sync_tokens(self.obs["scores"], animate)
        self._build_buttons()

    def log_lines(self, steps) -> list:
        seats = self.tableview.seats
        return table_log.lines_for(lambda seat: seat_name(seats, seat), steps)

    def show_event(self, seat, event) -> float:
        return self.motion.show(event.kind, event.public, self.view, self.t)

    def prompt(self) -> tuple[str, str]:
        return self.drawing.prompt(self.sight())

    def after_events(self) -> None:
        # A reveal stays on the table until its time runs out, even when
        # the events after it (a tie, say) take no time of their own.
        if self.motion.reveal is not None and not self.events.busy:
            self.motion.end_reveal(fly=True)

    # -- acting ------------------------------------------------------------------------------
    def send(self, action: Action) -> None:
        self.play_move(self.acting_human(), action)

    def before_move(self, seat, action: Action) -> None:
        if action.kind == "commit" and seat == self.view:
            self.motion.fly_commit(seat, list(action.args), self.view, self.t)
        if seat == self.acting_human():
            self.choice = None  # a fresh choice for whatever comes next

    def pick_action_card(self, key: str) -> None:
        ch = self.choice
        if ch is None or ch.mode not in ("turn",) + CARD_MODES[:-1] + TARGET_MODES:
            return
        opts = ch.turn_options()
        if not opts.get(key):
            return
        if key.startswith("rob"):
            self.send(Action("rob", (int(key[3:]),)))
            return
        ch.mode = key
        ch.picked, ch.targets = [], []
        sizes = ch.sizes()
        ch.size = sizes[0] if len(sizes) == 1 else 0
        self._apply_picks()

    def cancel_mode(self) -> None:
        if self.choice is not None and self.choice.mode in CARD_MODES[:-1] + TARGET_MODES:
            self.choice.mode = "turn"
            self.choice.picked, self.choice.targets, self.choice.size = [], [], 0
            self._apply_picks()

    def _apply_picks(self) -> None:
        self.pieces.sync_cards(self.obs, self.choice, self.view, True)
        self._build_buttons()

    def click_card(self, card: int) -> None:
        ch = self.choice
        if ch is None or ch.mode not in CARD_MODES:
            return
        ch.toggle(card)
        audio.play("card_slide")
        self._apply_picks()

    def click_seat(self, seat: int) -> None:
        ch = self.choice
        if ch is None or ch.mode not in TARGET_MODES:
            return
        ch.toggle_target(seat)
        self._build_buttons()

    def set_size(self, size: int) -> None:
        if self.choice is not None:
            self.choice.size = size
            self.choice.targets = [t for t in self.choice.targets if t in self.choice.target_options()]
            self._build_buttons()

    # -- buttons -------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        specs = self._button_specs()
        self.ui = UI()
        self.buttons = []
        for rect, (label, fn, enabled, reason, style, *key) in zip(L.button_rects(len(specs)), specs):
            # the action's confirm button answers Enter too (cards picked with the mouse, then Enter)
            b = Button(rect, label, fn, style=style, size=16, hotkey=key[0] if key else None)
            b.set_enabled(enabled, reason)
            self.ui.add(b)
            self.buttons.append(b)

    def button(self, label_start: str) -> Button | None:
        for b in self.buttons:
            if b.label.startswith(label_start):
                return b
        return None

    def _button_specs(self) -> list:
        ch = self.choice
        if ch is None:
            return []
        act = ch.action()
        m = ch.mode
        why = ch.why_not()
        out = []
        if m == "turn":
            if ch.turn_options().get("pass"):
                out.append(("Pass", lambda: self.send(Action("pass")), True, None, "wood"))
            return out
        if m == "commit":
            need = ch.hand_size_needed
            label = f"Play {need} face down" if need > 1 else "Play 1 face down"
            out.append((label, lambda: self.send(ch.action()), act is not None, why, "brass", pygame.K_RETURN))
            if "stay_out" in ch.kinds:
                out.append(("Stay out", lambda: self.send(Action("stay_out")), True, None, "wood"))
            return out
        if m == "ready":
            out.append(("Change my hand", lambda: self.send(Action("unready")), True, None, "wood"))
            return out
        if m == "challenge":
            out.append(("Call the bluff", lambda: self.send(Action("challenge")), True, None, "danger"))
            out.append(("Let it pass", lambda: self.send(Action("accept")), True, None, "wood"))
            return out
        n = len(ch.picked)
        if m == "church":
            label = f"Discard {n}, draw to 7"
        elif m == "saloon":
            label = f"Pay 1, discard {n}"
        elif m == "labor":
            label = f"Work: {2 * n} bags" if n else "Work"
        elif m == "dishonest":
            label = f"Claim one suit ({n})"
        elif m in TARGET_MODES:
            # one button steps through the sizes the rules allow (three buttons fit the corner:
            # a button a size left the smaller hands out of reach)
            sizes = ch.sizes()
            if sizes:
                nxt = sizes[(sizes.index(ch.size) + 1) % len(sizes)] if ch.size in sizes else sizes[0]
                out.append((f"{SIZE_BUTTON}: {ch.size}" if ch.size else f"{SIZE_BUTTON}: pick",
                            lambda n=nxt: self.set_size(n), True, None, "brass" if ch.size else "wood"))
            label = "Draw!" if m == "duel" else "Start the shootout"
        else:
            label = "Confirm"
        out.append((label, lambda: self.send(ch.action()), act is not None, why, "brass", pygame.K_RETURN))
        out.append(("Cancel", self.cancel_mode, True, None, "wood"))
        return out[-3:] if len(out) > 3 else out

    # -- the loop --------------------------------------------------------------------------------
    def handle_event(self, event):
        if super().handle_event(event) is None:  # Esc, the frame
            return None
        if self.motion.reveal is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and \
                not (event.type == pygame.MOUSEBUTTONDOWN and self.ui_hit(event.pos)):
            self.events.skip()  # a click skips the rest of the reveal
            return None
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.MOUSEMOTION:
            self.sprites.hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)
            return None
        return event

    def ui_hit(self, pos) -> bool:
        return any(b.visible and b.rect.collidepoint(pos) for b in self.buttons)

    def click(self, pos) -> None:
        hit = self.pieces.at(pos)
        if hit is not None:
            what, key = hit
            if what == "action":
                self.pick_action_card(key)
            else:
                self.click_card(key)
            return
        for seat in range(len(self.tableview.seats)):
            if self.layout.seat_place(seat, self.view).plate.collidepoint(pos):
                self.click_seat(seat)
                return

    def animate(self, dt: float) -> None:
        self.ui.update(dt)
        self.tweener.update(dt)
        self.sprites.update(dt)
        self.tokens_group.update(dt)
        self.motion.update(dt * self.app.anim_speed)

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(board.table_top(), (0, 0))
        self.drawing.draw(surface, self.sight(), self.t, self.motion.in_flight(self.t))
        self.tokens_group.draw(surface)
        self.draw_frame(surface)
        self.sprites.draw(surface)
        self.motion.draw(surface, self.view)
        self.ui.draw(surface)
        self.draw_hover_help(surface)


def _prewarm() -> None:
    """Print every card and action side once, and make the shadows the cards cast, before the
    first frame needs them."""
    board.table_top()
    for back in (art.back(), art.back(L.MINI)):
        CardSprite.prepare_shadow(back)
    for card in range(0, 72, 2):
        art.face(card)
        art.face(card, L.MINI)
    for key in board.ACTION_TEXT:
        if key in board.ROBBERY_KEYS:
            base = 2 + board.ROBBERY_KEYS.index(key)
            board.action_face(key, base)
            board.action_face(key, base + 1)
        else:
            board.action_face(key)


def make_table_scene(app, match, viewer=None) -> MostWantedTable:
    table = MostWantedTable(app, match, viewer)
    table.draw(gfx.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
