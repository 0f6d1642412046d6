"""Fugitive's table: the escape route, the piles, both hands, the Marshal's
notepad and the recent moves, for hot-seat humans and paced bots.  The
table stands on the table base (``game.scenes.table``): its bots, handoffs
and event player; this game adds its controls (``controls.Controls``), the
callouts for each event kind (``motion.Motion``) and its words and marks
(``labels.Labels``).

Secrets: everything drawn comes from ``self.obs``, the rules' observation
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
from game.engine.tween import Tweener
from game.engine.widgets import UI, Button
from game.scenes.seat_plate import SeatPlate, draw_seat_plate
from game.scenes.table import TableScene

from .. import knowledge
from . import art
from . import hud
from . import layout as L
from . import words
from ..rules import CANCEL, CONFIRM, FUGITIVE, MARSHAL, PASS
from .cards import CardLayer, table_slots
from .controls import Controls
from .labels import Labels
from .motion import ANIMATIONS, EVENT_CODES, Motion
from .notepad import Notepad
from game.engine import gfx

BOT_PACE = 0.8          # seconds a bot's move waits (at animation speed 1) so people can follow it
HIDDEN_PACE = 0.3       # a move the viewer cannot see (the Fugitive assembling a hideout) waits less
ROLE_ACCENTS = {FUGITIVE: (226, 150, 62), MARSHAL: (120, 168, 226)}


class FugitiveTable(Controls, Motion, Labels, TableScene):
    BOT_PACE = BOT_PACE
    RESULTS_DELAY = 1.4     # the end stays on the table this long before the results open
    ANIMATIONS = ANIMATIONS

    def __init__(self, app, match, viewer=None, make_bot=None):
        super().__init__(app, match, viewer, make_bot=make_bot, log_rect=L.LOG)
        self.fixed_viewer = viewer
        self.names = tuple(s.name for s in match.seats)
        self.tweener = Tweener(speed=lambda: self.app.anim_speed)
        self.cards = CardLayer(self.tweener)
        self.notepad = Notepad(L.NOTEPAD)
        self.marks: dict = {FUGITIVE: {}, MARSHAL: {}, None: {}}
        self.callout = None              # the Callout or ShownCard on screen now
        self.spawns: dict = {}           # where the next refresh's new hand cards fly in from
        self.view: object = "nobody"     # whose observation is drawn (a seat, None, or "end")
        self.bands = L.bands_for(viewer)  # the viewer's role at the bottom, the rival's at the top
        self.obs: dict = {}
        self.legal: list[Action] = []
        self.actor: int | None = None
        self.mine = False
        self.choosing: str | None = None
        self.peek_key = False
        self.peek_mouse = False
        self.peeking = False
        self.hand_cursor: int | None = None
        self.hover_key = None
        self.hover_time = 0.0
        self.knowledge = None
        self.tags: list[tuple[tuple[float, float], pygame.Surface]] = []
        self.ghost: tuple[pygame.Surface, pygame.Rect] | None = None
        self.need_tag: tuple[pygame.Surface, pygame.Rect] | None = None
        self.plates: list[tuple[pygame.Rect, SeatPlate]] = []
        self.pile_legal = [False, False, False]
        self._tip_cache: tuple | None = None
        self._tip_spent = False  # the state changed under a tip: none until the pointer moves
        self._build_buttons()
        self.resync()
        # Draw once off screen so fonts, felt and card art are ready before the first frame.
        self.draw(gfx.Surface(app.size))

    # -- buttons ------------------------------------------------------------------
    def _build_buttons(self) -> None:
        self.ui = UI()
        rect = L.button_rect(0)
        self.confirm_button = self.ui.add(Button(rect, "Place hideout", self.confirm, tooltip="Enter"))
        self.cancel_button = self.ui.add(Button(rect, "Take back", self.cancel, style="wood",
                                                tooltip="Backspace: the hideout and its sprint cards return"))
        self.pass_button = self.ui.add(Button(rect, "Pass", self.pass_turn, style="wood",
                                              tooltip="X: place no hideout this turn"))
        self.peek_button = self.ui.add(Button(rect, "Peek", None, style="wood", sublabel="hold, or hold P",
                                              tooltip="Hold to look at your face-down route"))
        self.guess_button = self.ui.add(Button(rect, "Guess", self.guess, tooltip="Enter"))
        self.clear_button = self.ui.add(Button(rect, "Clear", self.clear_selection, style="wood",
                                               tooltip="Delete: unselect every number"))
        self.buttons = (self.confirm_button, self.cancel_button, self.pass_button, self.guess_button,
                        self.clear_button, self.peek_button)

    def _layout_buttons(self) -> None:
        obs, mine = self.obs, self.mine
        phase = obs.get("phase")
        placing = mine and phase == "fugitive_place"
        pending = obs.get("pending") if placing else None
        guessing = mine and phase in ("marshal_guess", "manhunt")
        shown = {
            self.confirm_button: placing and pending is not None,
            self.cancel_button: placing and pending is not None,
            self.pass_button: placing and pending is None and obs["turn"]["must_place"] == 0,
            self.guess_button: guessing,
            self.clear_button: guessing,
            self.peek_button: self.view == FUGITIVE and any(not e["revealed"] for e in obs.get("route", ())),
        }
        row = 0
        for b in self.buttons:
            b.visible = shown[b]
            if b.visible:
                b.rect = L.button_rect(row)
                row += 1
        if placing:
            self.confirm_button.set_enabled(CONFIRM in self.legal, self._refusal(CONFIRM))
            self.cancel_button.set_enabled(CANCEL in self.legal, self._refusal(CANCEL))
            self.pass_button.set_enabled(PASS in self.legal, self._refusal(PASS))
        if guessing:
            sel = self.notepad.selection
            if sel:
                self.guess_button.label = "Guess " + " + ".join(map(str, sel))
                why = self._refusal(Action("guess", tuple(sel)))
                self.guess_button.set_enabled(why is None, why)
            else:
                self.guess_button.label = "Guess"
                self.guess_button.set_enabled(False, "Pick a number on the notepad first")
            self.clear_button.set_enabled(bool(sel), "Nothing is selected")
        if not self.ui.keyboard_mode:
            self.ui.set_focus(None)


    # -- the match, as the screen may show it ----------------------------------------
    def resync(self) -> None:
        """Rebuild everything from the match (after an undo, a load or a handoff)."""
        self.callout = None
        self.spawns = {}
        super().resync()

    def look(self):
        return "end" if self.tableview.is_over() else self.hotseat.viewer

    def shape_sprites(self):
        return list(self.cards.sprites.values())   # the fanned hand: a hint rings each card as it lies

    def animating(self) -> bool:
        return self.cards.moving or self.callout is not None

    @property
    def settled(self) -> bool:
        """Nothing moves or waits to be shown: the table can take the next move."""
        return not self.busy()

    def bot_pace_for(self, seat) -> float:
        hidden = self.obs.get("phase") == "fugitive_place" and self.view != FUGITIVE
        return HIDDEN_PACE / BOT_PACE if hidden else 1.0

    def log_lines(self, steps) -> list:
        view = self.hotseat.viewer
        out = []
        for seat, _desc, events in steps:
            out.extend((ln.text, ROLE_ACCENTS.get(ln.seat)) for ln in words.step_lines(self.names, seat, events, view))
        return out

    def refresh(self, animate: bool = False) -> None:
        tv = self.tableview
        view = self.look()
        spawns, self.spawns = self.spawns, {}
        if view != self.view and view != "end":
            # A new pair of eyes: nothing the last viewer saw may linger.
            self.cards.clear()
            animate = False
            self.notepad.clear_selection()
            self.hand_cursor = None
        super().refresh(animate)
        self.view = view
        seat_view = self.hotseat.viewer
        bands = L.bands_for(seat_view, self.bands.bottom)
        if bands != self.bands:
            self.cards.clear()   # the hands change bands: no card flies across the table
            animate = False
            self.bands = bands
        over = view == "end"
        self.obs = tv.observe(FUGITIVE) if over else tv.observe(seat_view)
        obs = self.obs
        seats = tv.to_act()
        self.actor = seats[0] if seats else None
        self.mine = (not over and self.actor is not None and self.actor in tv.here
                     and self.actor == seat_view)
        self.legal = list(tv.legal_actions(self.actor)) if self.mine else []
        self.choosing = None
        hand_legal: set[int] = set()
        if self.mine and obs["phase"] == "fugitive_place":
            self.choosing = "hideout" if obs["pending"] is None else "sprint"
            hand_legal = {a.args[0] for a in self.legal if a.kind == self.choosing}
        self.hand_legal = hand_legal
        self.pile_legal = [Action("draw", (i,)) in self.legal for i in range(3)]
        self.peeking = self._want_peek()
        slots = table_slots(obs, bands=self.bands, peek=self.peeking, reveal_all=over, legal=hand_legal,
                            choosing=self.choosing,
                            hover_hand=self.choosing is not None)
        self.cards.sync(slots, spawns or None, animate=animate)
        self._clamp_cursor()
        self._refresh_notepad()
        self._refresh_plates()
        self._refresh_route_marks()
        self._layout_buttons()
        self._tip_cache = None
        self._tip_spent = True  # what any tip explained has changed

    def _refresh_notepad(self) -> None:
        obs = self.obs
        k = knowledge.analyze(obs)
        self.knowledge = k
        pad = self.notepad
        status = k.status
        if len(obs["route"]) == 1:
            # Before the first hideout nothing is ruled out yet, only not placed.
            status = {n: ("possible" if s == "impossible" else s) for n, s in status.items()}
        pad.set_facts(status, k.certain, k.escaped)
        pad.set_guesses([(g["numbers"], g["hit"]) for g in obs["guesses"]])
        pad.set_marks(self.marks.setdefault(self.view if self.view != "end" else self.hotseat.viewer, {}))
        guessing = self.mine and obs["phase"] in ("marshal_guess", "manhunt")
        if guessing:
            singles = [a.args[0] for a in self.legal if a.kind == "guess" and len(a.args) == 1]
            pad.set_guessing(singles, 1 if obs["manhunt"] else max(1, obs["face_down"]), obs["manhunt"])
        else:
            # once the match is over the notepad's header tells the end, not the Manhunt
            pad.set_guessing((), 0, obs["manhunt"] and self.view != "end")
            pad.set_cursor(None)
        if self.view == "end":
            sub = "The match is over"
        elif self.view == FUGITIVE:
            sub = "What the Marshal can work out"
        elif guessing:
            left = obs["turn"]["guesses_left"]
            sub = ("Pick numbers, then Guess" if left <= 1 else f"{left} guesses this turn: pick, then Guess")
        else:
            sub = "Deduced from what is on the table"
        pad.set_subtitle(sub)

    def _want_peek(self) -> bool:
        return (self.peek_key or self.peek_mouse) and self.view == FUGITIVE

    def _clamp_cursor(self) -> None:
        hand = self.obs.get("fugitive_hand") if self.choosing else None
        if not hand:
            self.hand_cursor = None
        elif self.hand_cursor is not None:
            self.hand_cursor = max(0, min(self.hand_cursor, len(hand) - 1))

    def _refusal(self, action: Action) -> str | None:
        if self.actor is None:
            return "the match is over"
        why = self.tableview.refusal(self.actor, action)
        return None if why is None else why[0].upper() + why[1:]

    # -- acting -------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """A human's move; a refused one explains itself in a toast."""
        if not self.mine:
            if self.actor is not None and not self.tableview.is_over():
                self.app.toast(f"It is {self.names[self.actor]}'s turn.", "info")
            return False
        return self.play_move(self.actor, action)

    def draw_pile(self, i: int) -> None:
        self.act(Action("draw", (i,)))

    def play_card(self, card: int) -> None:
        if self.choosing is None:
            return
        self.act(Action(self.choosing, (card,)))

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
            self._layout_buttons()

    def clear_selection(self) -> None:
        self.notepad.clear_selection()
        self._layout_buttons()

    def select_number(self, n: int) -> None:
        why = self.notepad.toggle(n)
        if why:
            self.app.toast(why[0].upper() + why[1:] + ".", "warning")
        self._layout_buttons()

    def mark_number(self, n: int) -> None:
        self.notepad.cycle_mark(n)


    # -- frame --------------------------------------------------------------------
    def enter(self) -> None:
        self.ui.update(0)

    def animate(self, dt: float) -> None:
        self.ui.update(dt)
        self.tweener.update(dt)
        self.cards.update(dt)
        self.hover_time += dt
        if self.callout is not None:
            self.callout.age += dt * self.app.anim_speed
            if self.callout.done:
                self.callout = None
        if self.hand_cursor is not None:
            hand = self.obs.get("fugitive_hand") or []
            if self.hand_cursor < len(hand):
                s = self.cards.hand_sprite(hand[self.hand_cursor])
                if s is not None:
                    s.hovered = True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(hud.background(surface.get_size()), (0, 0))
        self._draw_piles(surface)
        if not self.obs.get("manhunt") or self.view == "end":
            label = hud.route_label()
            surface.blit(label, label.get_rect(midright=(L.ROUTE_LABEL_RIGHT, L.RAIL_Y)))
        for rect, plate in self.plates:
            draw_seat_plate(surface, rect, plate, hud.PLATE_LOOK, self.t)
        if self.ghost is not None:
            surface.blit(*self.ghost)
        for (cx, cy), img in self.tags:
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        self.cards.draw(surface)
        if self.need_tag is not None:
            surface.blit(*self.need_tag)
        self.notepad.draw(surface)
        self.draw_frame(surface, chips=self.prompt_chips())
        if self.obs.get("manhunt") and self.view != "end":
            banner = hud.manhunt_banner(L.MANHUNT_BANNER.w)
            surface.blit(banner, banner.get_rect(center=L.MANHUNT_BANNER.center))
        self.ui.draw(surface)
        if self.callout is not None:
            self.callout.draw(surface)
        if self.ui.tooltip_target() is None:
            self._draw_tip(surface)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        obs = self.obs
        counts = obs["piles"]
        events = obs["events_in_piles"]
        hover = self.hover_key
        for i in range(3):
            x, y = L.pile_pos(i)
            if self.pile_legal[i]:
                glow = hud.pile_glow(hover == ("pile", i))
                surface.blit(glow, glow.get_rect(center=(x - 2, y - 3)))
            img = hud.pile_image(counts[i])
            surface.blit(img, img.get_rect(center=(x, y)))
            label = hud.pile_label(i, counts[i], events[i])
            surface.blit(label, label.get_rect(center=(x, L.PILE_LABEL_Y)))
        if obs["events_variant"]:
            discard = obs["event_discard"]
            x, y = L.DISCARD_POS
            size = (round(L.CW * L.PILE_SCALE), round(L.CH * L.PILE_SCALE))
            if discard:
                code = EVENT_CODES.get(discard[-1]["id"])
                img = art.face(code, size) if code is not None else None
            else:
                img = hud.ghost_slot(size, "", "events", (120, 170, 136))
            if img is not None:
                surface.blit(img, img.get_rect(center=(x, y)))

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


def make_table_scene(app, match, viewer=None) -> FugitiveTable:
    table = FugitiveTable(app, match, viewer)
    table.draw(gfx.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
