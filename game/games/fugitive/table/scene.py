"""Fugitive's table: the escape route, the piles, both hands, the Marshal's
notepad and the recent moves, for hot-seat humans and paced bots.

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

from collections import deque

import pygame

from game.core.ai import BotRunner
from game.core.model import Action
from game.engine import theme
from game.engine.scene import Scene
from game.engine.tween import Tweener
from game.engine.widgets import UI, Button, draw_tooltip
from game.scenes.hotseat import HotSeat

from .. import knowledge
from ..ai import table_bot
from . import art
from . import hud
from . import layout as L
from . import tips
from . import words
from ..events import event_deck
from ..rules import CANCEL, CONFIRM, EVENT_BASE, FUGITIVE, MARSHAL, PASS, ROLES
from .cards import CardLayer, route_places, table_slots
from .notepad import Notepad

BOT_PACE = 0.8          # seconds a bot's move waits (at animation speed 1) so people can follow it
HIDDEN_PACE = 0.3       # a move the viewer cannot see (the Fugitive assembling a hideout) waits less
RESULTS_DELAY = 1.4     # the end stays on the table this long before the results open
TOOLTIP_DELAY = 0.5
SHOW_SECONDS = 2.6      # a drawn event card stays this long in the middle of the table
SURE_GREEN = (46, 112, 58)
CALLOUT_GREEN = (40, 110, 56)
PILE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}
EVENT_CODES = {ev.id: EVENT_BASE + i for i, ev in enumerate(event_deck())}


class ShownCard:
    """A card held up in the middle of the table for a moment (a drawn event)."""

    def __init__(self, code: int, seconds: float = SHOW_SECONDS):
        self.image = art.face(code, art.BIG)
        self.seconds = seconds
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    def draw(self, surface: pygame.Surface) -> None:
        t = self.age
        grow = min(1.0, t / 0.22)
        fade = min(1.0, max(0.0, (self.seconds - t) / 0.35))
        img = self.image if grow >= 1.0 else pygame.transform.smoothscale_by(self.image, 0.6 + 0.4 * grow)
        box = img.get_rect(center=L.SHOW_CENTER)
        shade = theme.shadow(box.size, 14, round(150 * fade))
        surface.blit(shade, (box.x - 10, box.y - 4))
        if fade < 1.0:
            img = img.copy()
            img.set_alpha(round(255 * fade))
        surface.blit(img, box)


class FugitiveTable(Scene):
    name = "table"

    def __init__(self, app, match, viewer=None, bot_factory=None):
        super().__init__(app)
        self.match = match
        self.rules = match.rules
        self.fixed_viewer = viewer
        self.hotseat = HotSeat(app, match, viewer)
        humans = self.hotseat.humans()
        if viewer is None and len(humans) == 1:
            # One human at the table: the screen is theirs from the start.
            self.hotseat.shown_to = humans[0]
        self.names = tuple(s.name for s in match.seats)
        self.bot_factory = bot_factory or table_bot
        self.bots: dict[int, object] = {}
        self.bot_pace = BOT_PACE
        self.bot_problem: str | None = None
        self.runner = BotRunner()
        self.tweener = Tweener(speed=lambda: self.app.anim_speed)
        self.cards = CardLayer(self.tweener)
        self.notepad = Notepad(L.NOTEPAD)
        self.marks: dict = {FUGITIVE: {}, MARSHAL: {}, None: {}}
        self.callouts: deque = deque()
        self.callout = None              # the Callout or ShownCard on screen now
        self.view: object = "nobody"     # whose observation is drawn (a seat, None, or "end")
        self.obs: dict = {}
        self.legal: list[Action] = []
        self.actor: int | None = None
        self.mine = False
        self.choosing: str | None = None
        self.seen = 0
        self.peek_key = False
        self.peek_mouse = False
        self.peeking = False
        self.hand_cursor: int | None = None
        self.mouse = (-1, -1)
        self.hover_key = None
        self.hover_time = 0.0
        self.end_timer = 0.0
        self.results_shown = False
        self.resyncs = 0
        self.knowledge = None
        self.tags: list[tuple[tuple[float, float], pygame.Surface]] = []
        self.ghost: tuple[pygame.Surface, pygame.Rect] | None = None
        self.need_tag: tuple[pygame.Surface, pygame.Rect] | None = None
        self.plates: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.bar: pygame.Surface | None = None
        self.log_image: pygame.Surface | None = None
        self.pile_legal = [False, False, False]
        self._tip_cache: tuple | None = None
        self._build_buttons()
        self.resync()
        # Draw once off screen so fonts, felt and card art are ready before the first frame.
        self.draw(pygame.Surface(app.size))

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
        self.resyncs += 1
        self.runner.cancel()
        self.seen = len(self.match.history)
        self.callouts.clear()
        self.callout = None
        self.end_timer = 0.0
        self.results_shown = self.app.stack.find("results") is not None
        self._refresh(animate=False)

    def _current_view(self):
        return "end" if self.match.is_over() else self.hotseat.viewer

    @property
    def viewer(self):
        """The seat whose private view is on the screen (None: only public things)."""
        return self.hotseat.viewer

    def _refresh(self, animate: bool = True, spawns: dict | None = None) -> None:
        match = self.match
        view = self._current_view()
        changed = view != self.view
        if changed and view != "end":
            # A new pair of eyes: nothing the last viewer saw may linger.
            self.cards.clear()
            animate = False
            self.notepad.clear_selection()
            self.hand_cursor = None
        self.view = view
        seat_view = self.hotseat.viewer
        over = view == "end"
        self.obs = match.observe(FUGITIVE) if over else match.observe(seat_view)
        obs = self.obs
        seats = match.to_act()
        self.actor = seats[0] if seats else None
        self.mine = (not over and self.actor is not None and match.seats[self.actor].is_human
                     and self.actor == seat_view)
        self.legal = list(match.legal_actions(self.actor)) if self.mine else []
        phase = obs["phase"]
        self.choosing = None
        hand_legal: set[int] = set()
        if self.mine and phase == "fugitive_place":
            self.choosing = "hideout" if obs["pending"] is None else "sprint"
            kind = self.choosing
            hand_legal = {a.args[0] for a in self.legal if a.kind == kind}
        self.hand_legal = hand_legal
        self.pile_legal = [Action("draw", (i,)) in self.legal for i in range(3)]
        self.peeking = self._want_peek()
        slots = table_slots(obs, peek=self.peeking, reveal_all=over, legal=hand_legal, choosing=self.choosing,
                            hover_hand=self.choosing is not None)
        self.cards.sync(slots, spawns, animate=animate)
        self._clamp_cursor()
        self._refresh_notepad()
        self._refresh_words()
        self._refresh_route_marks()
        self._layout_buttons()
        self._tip_cache = None

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

    def _refresh_words(self) -> None:
        obs, match = self.obs, self.match
        view = self.hotseat.viewer
        lines = []
        for seat, _desc, events in match.events_for(view):
            lines.extend(words.step_lines(self.names, seat, events, view))
        lines.reverse()
        self.log_image = hud.log_panel(L.LOG.size, tuple((ln.seat, ln.text, ln.strong) for ln in lines[:9]))
        # the turn banner
        actor = self.actor
        if obs["phase"] == "over":
            out = obs.get("outcome") or {}
            winner = out.get("winner")
            bar_actor = f"{self.names[winner]} wins" if winner is not None else "The match is over"
            role = ROLES[winner] if winner is not None else ""
        else:
            bar_actor = "Your turn" if self.mine else self.names[actor]
            role = ROLES[actor]
        chips = []
        if obs["phase"] == "over":
            escaped = (obs.get("outcome") or {}).get("winner") == FUGITIVE
            chips.append(("ESCAPED" if escaped else "CAUGHT", escaped))
        else:
            if obs["manhunt"]:
                chips.append(("MANHUNT", True))
            chips.append((f"{obs['face_down']} face down", False))
        if obs["phase"] == "fugitive_place" and obs["turn"]["must_place"] == 0 and obs["turn"]["hideouts_left"] > 1:
            chips.append((f"{obs['turn']['hideouts_left']} hideouts this turn", False))
        self.bar = hud.topbar(L.TOPBAR.w, bar_actor, role, words.prompt(obs, self.names, self.mine), tuple(chips),
                              self.mine)
        # the name plates
        guesses = obs["guesses"]
        hits = sum(1 for g in guesses if g["hit"])
        m_lines = (f"Hand: {len(obs['marshal_hand'])} card{'s' if len(obs['marshal_hand']) != 1 else ''}",
                   f"Guesses: {len(guesses)}, {hits} right")
        held = obs["fugitive_hand_count"]
        f_lines = (f"Hand: {held} card{'s' if held != 1 else ''}",
                   self._hideouts_line(obs),
                   f"Reach: {obs['effects']['fugitive_reach']} (+ sprint)")
        self.plates = [
            (hud.plate(L.FUGITIVE_PLATE.size, self.names[FUGITIVE], "Fugitive", f_lines, actor == FUGITIVE,
                       self._badge(FUGITIVE)), (L.FUGITIVE_PLATE.x - 12, L.FUGITIVE_PLATE.y - 12)),
            (hud.plate(L.MARSHAL_PLATE.size, self.names[MARSHAL], "Marshal", m_lines, actor == MARSHAL,
                       self._badge(MARSHAL)), (L.MARSHAL_PLATE.x - 12, L.MARSHAL_PLATE.y - 12)),
        ]

    @staticmethod
    def _hideouts_line(obs: dict) -> str:
        down = obs["face_down"]
        if obs["phase"] != "over":
            return f"Hideouts: {down} face down"
        return "Hideouts: all uncovered" if down == 0 else f"Hideouts: {down} never found"

    def _badge(self, seat: int) -> str:
        info = self.match.seats[seat]
        if info.is_human:
            return "you" if seat == self.hotseat.viewer and self.view != "end" else ""
        return f"{info.bot} bot"

    def _refresh_route_marks(self) -> None:
        """Ranges over face-down hideouts, the next hideout's place, the sprint still needed."""
        obs = self.obs
        geo = L.route_geometry(route_places(obs))
        self.tags = []
        k = self.knowledge
        if self.view == "end":
            # every card lies face up now: mark the hideouts the Marshal never uncovered
            if geo.rows == 1 and geo.step >= 52:
                img = hud.tag("never found", (240, 196, 178))
                for e in obs["route"]:
                    if e["index"] > 0 and not e["revealed"]:
                        cx, cy = geo.centers[e["index"]]
                        self.tags.append(((cx, cy - L.CH * geo.scale / 2 - 13), img))
        elif geo.rows == 1 and geo.step >= 52 and k is not None and k.consistent:
            for e in obs["route"]:
                i = e["index"]
                if e["revealed"] or i >= len(k.domains):
                    continue
                words_ = tips.domain_tag(k.domains[i])
                if not words_:
                    continue
                sure = len(k.domains[i]) == 1
                img = hud.tag(words_, (196, 222, 184) if sure else (236, 221, 187))
                cx, cy = geo.centers[i]
                self.tags.append(((cx, cy - L.CH * geo.scale / 2 - 13), img))
        self.ghost = None
        self.need_tag = None
        if self.mine and obs["phase"] == "fugitive_place":
            i = len(obs["route"])
            cx, cy = geo.centers[min(i, len(geo.centers) - 1)]
            size = (round(L.CW * geo.scale), round(L.CH * geo.scale))
            pending = obs["pending"]
            if pending is None:
                last = obs["route"][-1]["number"] or 0
                reach = obs["effects"]["fugitive_reach"]
                img = hud.ghost_slot(size, "NEXT", f"{last + 1}-{last + reach} free", theme.GOLD)
                self.ghost = (img, img.get_rect(center=(round(cx), round(cy))))
            else:
                need = pending["needed"]
                words_ = f"+{need} sprint needed" if need > 0 else "Ready: Enter"
                img = hud.tag(words_, (236, 200, 120) if need > 0 else (196, 222, 184))
                self.need_tag = (img, img.get_rect(midbottom=(round(cx), round(cy - 8 - size[1] / 2 - 4))))

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
        why = self.match.refusal(self.actor, action)
        return None if why is None else why[0].upper() + why[1:]

    # -- acting -------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        """A human's move; a refused one explains itself in a toast."""
        if not self.mine:
            if self.actor is not None and not self.match.is_over():
                self.app.toast(f"It is {self.names[self.actor]}'s turn.", "info")
            return False
        why = self.match.refusal(self.actor, action)
        if why is not None:
            self.app.toast(why[0].upper() + why[1:] + ".", "warning")
            return False
        self.match.apply(self.actor, action)
        self._advance()
        return True

    def _advance(self) -> None:
        """Show the steps taken since the last look: callouts, flights, flips."""
        view = self.hotseat.viewer
        spawns: dict = {}
        for step in self.match.history[self.seen:]:
            for event in step.events:
                self._react(event.for_viewer(view), spawns)
        self.seen = len(self.match.history)
        self._refresh(animate=True, spawns=spawns)

    def _react(self, event, spawns: dict) -> None:
        d = event.public
        kind = event.kind
        if kind == "drew":
            spawn = (L.pile_pos(d["pile"]), L.PILE_SCALE)
            spawns["fhand" if d.get("seat") == FUGITIVE else "mhand"] = spawn
        elif kind == "event_card":
            code = EVENT_CODES.get(d["event"]["id"])
            if code is not None:
                self.callouts.append(ShownCard(code))
        elif kind == "guess":
            ns = " + ".join(map(str, d["numbers"]))
            if d["hit"]:
                self.callouts.append(hud.Callout(f"UNCOVERED {ns}!", CALLOUT_GREEN))
            else:
                sub = "Not all of them were hideouts" if len(d["numbers"]) > 1 else "Not a hideout"
                self.callouts.append(hud.Callout(f"MISSED {ns}", theme.RED, sub=sub))
        elif kind == "hideout_placed" and d.get("number") == 42:
            self.callouts.append(hud.Callout("42: THE ESCAPE CARD!", art.ESCAPE_INK))
        elif kind == "manhunt_started":
            self.callouts.append(hud.Callout("MANHUNT!", theme.RED,
                                             sub=f"Highest uncovered is {d['highest_revealed']}: one miss and he is free"))
        elif kind == "game_over":
            word = "ESCAPED!" if d.get("winner") == FUGITIVE else "CAUGHT!"
            self.callouts.append(hud.Callout(word, CALLOUT_GREEN if d.get("winner") == MARSHAL else art.ESCAPE_INK,
                                             sub=d.get("reason", ""), seconds=2.0))

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

    # -- bots ---------------------------------------------------------------------
    def _bot(self, seat: int):
        bot = self.bots.get(seat)
        if bot is None and self.bot_problem is None:
            level = self.match.seats[seat].bot or "normal"
            try:
                bot = self.bot_factory(self.rules.info.id, level, self.match.seed * 31 + seat)
            except Exception as exc:  # a missing or broken bot must not end the match screen
                self.bot_problem = f"{self.names[seat]}'s bot could not be started ({exc.__class__.__name__}: {exc})"
                self.app.toast(self.bot_problem, "error")
                return None
            self.bots[seat] = bot
        return bot

    def _run_bots(self) -> None:
        seat = self.actor
        if seat is None or self.match.seats[seat].is_human or self.bot_problem:
            return
        if not self.runner.busy:
            bot = self._bot(seat)
            if bot is None:
                return
            hidden = self.obs["phase"] == "fugitive_place" and self.view != FUGITIVE
            pace = (HIDDEN_PACE if hidden else self.bot_pace) if self.bot_pace > 0 else 0.0
            self.runner.min_seconds = pace / max(0.1, self.app.anim_speed)
            self.runner.start(bot, self.rules, self.rules.clone(self.match.state), seat,
                              (self.match.seed * 1009 + len(self.match.history)) & 0x7FFFFFFF)
            return
        action = self.runner.poll()
        if action is None:
            if self.runner.error is not None and self.runner.error.fatal and not self.runner.busy:
                self.bot_problem = self.runner.error.message
                self.app.toast(self.bot_problem, "error")
            return
        if self.runner.error is not None:
            self.app.toast(self.runner.error.message, "warning")
        if self.match.refusal(seat, action) is None:
            self.match.apply(seat, action)
            self._advance()

    @property
    def settled(self) -> bool:
        """Nothing moves or waits to be shown: the table can take the next move."""
        return not self.cards.moving and self.callout is None and not self.callouts

    # -- events -------------------------------------------------------------------
    def handle_event(self, event):
        et = event.type
        if et == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push("pause")
            return None
        if et == pygame.KEYUP:
            if event.key == pygame.K_p and self.peek_key:
                self.peek_key = False
                self._peek_changed()
            return None
        if et == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self._hover(event.pos)
        elif et == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek_mouse:
            self.peek_mouse = False
            self._peek_changed()
        elif et == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.peek_button.visible \
                and self.peek_button.rect.collidepoint(event.pos):
            self.peek_mouse = True
            self._peek_changed()
        if et == pygame.KEYDOWN and self._key(event):
            return None
        if self.ui.handle_event(event):
            return None
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._click(event.pos, event.button)
            return None
        return None

    def _peek_changed(self) -> None:
        want = self._want_peek()
        if want != self.peeking:
            self._refresh(animate=True)

    def _key(self, event) -> bool:
        key = event.key
        phase = self.obs.get("phase")
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if key == pygame.K_p:
            if not self.peek_key:
                self.peek_key = True
                self._peek_changed()
            return True
        if key in PILE_KEYS and phase in ("fugitive_draw", "marshal_draw"):
            self.draw_pile(PILE_KEYS[key])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.confirm_button.visible:
                self.confirm()
            elif self.guess_button.visible:
                self.guess()
            else:
                return False
            return True
        if key == pygame.K_BACKSPACE and self.cancel_button.visible:
            self.cancel()
            return True
        if key == pygame.K_x and self.pass_button.visible:
            self.pass_turn()
            return True
        if key == pygame.K_DELETE and self.clear_button.visible:
            self.clear_selection()
            return True
        hand = self.obs.get("fugitive_hand") if self.choosing else None
        if hand and key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            cur = self.hand_cursor
            self.hand_cursor = (0 if step > 0 else len(hand) - 1) if cur is None else (cur + step) % len(hand)
            return True
        if hand and key == pygame.K_SPACE and self.hand_cursor is not None:
            self.play_card(hand[self.hand_cursor])
            return True
        pad = self.notepad
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and (pad.guessing or pad.cursor):
            step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -7, pygame.K_DOWN: 7}[key]
            cur = pad.cursor if pad.cursor is not None else (min(pad.selectable) if pad.selectable else 1) - step
            pad.set_cursor(max(1, min(41, cur + step)))
            return True
        if key == pygame.K_SPACE and pad.cursor is not None and pad.guessing:
            self.select_number(pad.cursor)
            return True
        if key == pygame.K_m:
            target = pad.cursor or pad.hover
            if target is not None:
                self.mark_number(target)
                return True
        return False

    def _click(self, pos, button: int) -> None:
        pad = self.notepad
        n = pad.cell_at(pos)
        if n is not None:
            if button == 1 and pad.guessing:
                self.select_number(n)
            else:
                self.mark_number(n)
            return
        if button != 1:
            return
        for i in range(3):
            if L.pile_rect(i).collidepoint(pos):
                if self.mine:
                    self.draw_pile(i)
                elif self.actor is not None and not self.match.is_over():
                    self.app.toast(f"It is {self.names[self.actor]}'s turn.", "info")
                return
        sprite = self.cards.at(pos)
        if sprite is None or sprite.tag is None:
            return
        zone = sprite.tag[0]
        if zone == "hand" and self.choosing:
            self.play_card(sprite.tag[1])
        elif zone in ("pending", "pending_sprint") and self.cancel_button.visible:
            self.cancel()

    def _hover(self, pos) -> None:
        self.cards.hover(pos)
        n = self.notepad.cell_at(pos)
        self.notepad.set_hover(n)
        key = None
        if n is not None:
            key = ("cell", n)
        else:
            for i in range(3):
                if L.pile_rect(i).collidepoint(pos):
                    key = ("pile", i)
            if key is None:
                s = self.cards.at(pos)
                if s is not None and s.tag is not None and s.tag[0] in ("route", "hand", "mhand"):
                    key = s.tag
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0

    # -- frame --------------------------------------------------------------------
    def enter(self) -> None:
        self.ui.update(0)

    def update(self, dt: float) -> None:
        self.ui.update(dt)
        self.tweener.update(dt)
        self.cards.update(dt)
        speed = self.app.anim_speed
        self.hover_time += dt
        if self.callout is None and self.callouts:
            self.callout = self.callouts.popleft()
        if self.callout is not None:
            self.callout.age += dt * speed
            if self.callout.done:
                self.callout = None
        if self.hand_cursor is not None:
            hand = self.obs.get("fugitive_hand") or []
            if self.hand_cursor < len(hand):
                s = self.cards.hand_sprite(hand[self.hand_cursor])
                if s is not None:
                    s.hovered = True
        if self.match.is_over():
            if self.view != "end":
                self._advance()
            if self.settled and not self.results_shown:
                self.end_timer += dt * speed
                if self.end_timer >= RESULTS_DELAY:
                    self.results_shown = True
                    self.app.push("results", match=self.match)
            return
        if len(self.match.history) != self.seen:
            self._advance()  # moved from elsewhere (a test, a script)
        if self.hotseat.check(on_shown=self.resync):
            return
        if self._current_view() != self.view:
            self._refresh(animate=False)
        if self.settled:
            self._run_bots()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(hud.background(surface.get_size()), (0, 0))
        self._draw_piles(surface)
        if not self.obs.get("manhunt") or self.view == "end":
            label = hud.route_label()
            surface.blit(label, label.get_rect(midright=(L.ROUTE_LABEL_RIGHT, L.RAIL_Y)))
        for img, pos in self.plates:
            surface.blit(img, pos)
        if self.ghost is not None:
            surface.blit(*self.ghost)
        for (cx, cy), img in self.tags:
            surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        self.cards.draw(surface)
        if self.need_tag is not None:
            surface.blit(*self.need_tag)
        self.notepad.draw(surface)
        if self.log_image is not None:
            surface.blit(self.log_image, (L.LOG.x - 16, L.LOG.y - 16))
        if self.bar is not None:
            surface.blit(self.bar, (0, 0))
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

    def _draw_tip(self, surface: pygame.Surface) -> None:
        key = self.hover_key
        if key is None or self.hover_time < TOOLTIP_DELAY:
            return
        if self._tip_cache is None or self._tip_cache[0] != key:
            words_ = self._tip_words(key)
            self._tip_cache = (key, words_)
        words_ = self._tip_cache[1]
        if words_:
            draw_tooltip(surface, words_, pygame.Rect(self.mouse, (18, 22)))

    def _tip_words(self, key) -> str:
        obs = self.obs
        kind = key[0]
        if kind == "cell":
            return self.notepad.tip(key[1])
        if kind == "pile":
            i = key[1]
            act = Action("draw", (i,))
            why = self._refusal(act) if self.mine and not self.pile_legal[i] else None
            return tips.pile_tip(i, obs["piles"][i], obs["events_in_piles"][i], self.pile_legal[i], why)
        if kind == "route":
            i = key[1]
            if i >= len(obs["route"]):
                return ""
            entry = obs["route"][i]
            k = self.knowledge
            domain = k.domains[i] if k is not None and k.consistent and i < len(k.domains) else ()
            return tips.route_tip(entry, self.view == FUGITIVE, domain)
        if kind == "hand":
            card = key[1]
            why = None
            if self.choosing and card not in self.hand_legal:
                why = self.match.refusal(self.actor, Action(self.choosing, (card,)))
            return tips.hand_tip(card, why, self.choosing)
        if kind == "mhand":
            return tips.marshal_card_tip(key[1])
        return ""

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
    table.draw(pygame.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
