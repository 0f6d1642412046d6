"""Most Wanted's table: 2 to 8 outlaws around a saloon table.

The viewer sits at the bottom with their hand fanned; the others sit round
the felt clockwise, each with a plate (money, cards, bail) and, in a
showdown, their face-down hand before them.  The scoreboard runs up the left
edge, the six action cards down the right; deck, discard and the General
Supply lie in the middle.

Everything drawn comes from ``rules.observe(state, viewer)`` for the seat
whose eyes are on the screen (``MWHotSeat``), and from the match's events
redacted for that seat, so a face-down hand is never drawn for anyone else.
Several humans decide a showdown one after another behind handoffs.  Bots
think off the UI thread (``TableBots``) and their moves are paced and
animated like anyone's: hands slide down, flip over at the reveal, bags fly
to and from the supply, tokens climb the scoreboard.

    make_table_scene(app, match, viewer=None) -> MostWantedTable
"""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.engine import audio, text, theme
from game.engine.scene import Scene
from game.engine.sprites import CardSprite, MoneyBagSprite, SpriteGroup, TokenSprite
from game.engine.tween import Timeline, Tweener
from game.engine.widgets import UI, Button
from game.scenes.table import TableBots

from . import art
from . import board
from . import layout as L
from . import log as table_log
from ..ai import table_bot
from .choice import CARD_MODES, TARGET_MODES, Choice
from .hotseat import MWHotSeat, deciding

REVEAL_SECONDS = 2.8
BOT_PACE = 0.7
SHERIFF = -1


class MostWantedTable(Scene):
    name = "table"

    def __init__(self, app, match, viewer=None):
        super().__init__(app)
        self.match = match
        self.fixed_viewer = viewer
        self.hotseat = MWHotSeat(app, match, viewer)
        self.table_bots = TableBots(match, table_bot, BOT_PACE)
        self.runner = self.table_bots.runner
        self.tweener = Tweener(lambda: self.app.anim_speed)
        self.sprites = SpriteGroup(self.tweener)      # hand, action cards, flying pieces
        self.tokens_group = SpriteGroup(self.tweener)
        self.layout = L.layout(len(match.seats))
        self.ui = UI()
        self.buttons: list[Button] = []
        self.t = 0.0
        self.results_shown = False
        self.resyncs = 0
        self.hand: dict[int, CardSprite] = {}
        self.flying: list = []
        self.queue: list = []            # events still to be shown
        self.wait = 0.0                  # seconds until the next queued event
        self.reveal: dict | None = None  # the showdown being shown
        self.reveal_cards: list[CardSprite] = []
        self.commit_hidden: dict[int, float] = {}   # seat -> until when its face-down hand is in flight
        self.log: list[tuple[str, tuple]] = []
        self.floaters: list = []
        self.choice: Choice | None = None
        self.obs: dict = {}
        self.obs_key = None
        self._deciding_key = None
        self._deciding: list[int] = []
        _prewarm()
        self._action_sprites()
        self._tokens()
        self.resync()

    # -- who looks, who acts ------------------------------------------------------------------
    @property
    def view(self) -> int | None:
        return self.hotseat.viewer

    @property
    def shown_to(self) -> int | None:
        return self.hotseat.viewer

    def acting_human(self) -> int | None:
        """The seat whose decision this screen takes now, if any."""
        seat = self.view
        if seat is None or not self.match.seats[seat].is_human or self.match.is_over():
            return None
        if seat in self.match.to_act() and self.match.legal_actions(seat):
            return seat
        return None

    def deciding(self) -> list[int]:
        """``deciding(match)``, remembered until the match moves on (it is asked every frame)."""
        key = len(self.match.history)
        if key != self._deciding_key:
            self._deciding_key, self._deciding = key, deciding(self.match)
        return self._deciding

    def busy(self) -> bool:
        """Still showing what happened: bots and handoffs wait."""
        return bool(self.queue) or self.wait > 0 or self.reveal is not None

    # -- syncing with the match ------------------------------------------------------------------
    def resync(self) -> None:
        """Redraw everything from the match as it stands (after undo, load or a handoff)."""
        self.resyncs += 1
        self.results_shown = False
        self.table_bots.cancel()
        self.queue.clear()
        self.wait = 0.0
        self._end_reveal(fly=False)
        self.seen = len(self.match.history)
        self.tweener.finish_all()
        for s in self.flying:
            self.sprites.remove(s)
        self.flying.clear()
        self.commit_hidden.clear()
        self._refresh(animate=False)
        self._log_from_history()

    def _on_shown(self) -> None:
        # The screen changed hands: the new viewer's own cards, nobody else's.
        for sprite in self.hand.values():
            self.sprites.remove(sprite)
        self.hand.clear()
        self.choice = None
        self._refresh(animate=False)
        self._log_from_history()

    def _refresh(self, animate: bool = True) -> None:
        self.obs = self.match.observe(self.view)
        self.obs_key = (len(self.match.history), self.view)
        seat = self.acting_human()
        old = self.choice
        if seat is not None:
            choice = Choice(self.match.rules, self.match.state, seat, self.obs)
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
        self._sync_hand(animate)
        self._sync_actions(animate)
        self._sync_tokens(animate)
        self._build_buttons()

    def _new_events(self) -> None:
        n = len(self.match.history)
        if n == self.seen:
            return
        steps = self.match.events_for(self.view, self.seen)
        self._add_log(steps)
        for seat, desc, events in steps:
            for e in events:
                self.queue.append((seat, e))
        self.seen = n
        self._refresh(animate=True)

    # -- acting ------------------------------------------------------------------------------
    def send(self, action: Action) -> None:
        seat = self.acting_human()
        if seat is None or action is None:
            return
        if self.match.refusal(seat, action) is not None:
            self.app.toast(self.match.refusal(seat, action), "warning")
            return
        if action.kind == "commit":
            self._fly_commit(seat, list(action.args))
        self.match.apply(seat, action)
        self.choice = None
        self._new_events()

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
        self._sync_hand(True)
        self._sync_actions(True)
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
        for rect, (label, fn, enabled, reason, style) in zip(L.button_rects(len(specs)), specs):
            b = Button(rect, label, fn, style=style, size=16)
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
            out.append((label, lambda: self.send(ch.action()), act is not None, why, "brass"))
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
            for size in ch.sizes():
                out.append((f"{size}-card hands" + (" *" if ch.size == size else ""),
                            lambda size=size: self.set_size(size), True, None,
                            "brass" if ch.size == size else "wood"))
            label = "Draw!" if m == "duel" else "Start the shootout"
        else:
            label = "Confirm"
        out.append((label, lambda: self.send(ch.action()), act is not None, why, "brass"))
        out.append(("Cancel", self.cancel_mode, True, None, "wood"))
        return out[-3:] if len(out) > 3 else out

    # -- sprites ----------------------------------------------------------------------------------
    def _action_sprites(self) -> None:
        self.actions: list[CardSprite] = []
        for i, rect in enumerate(self.layout.action_rects):
            s = CardSprite(board.action_face("church"), board.action_face("church"), rect.center, True, z=1)
            s.hover_lift = 5
            s.tag = i
            self.sprites.add(s)
            self.actions.append(s)
        self._action_faces: list = [None] * 6

    def _sync_actions(self, animate: bool) -> None:
        obs = self.obs
        opts = self.choice.turn_options() if self.choice is not None and self.choice.mode in \
            ("turn",) + CARD_MODES[:-1] + TARGET_MODES else {}
        mode = self.choice.mode if self.choice is not None else ""
        sd = obs.get("showdown")
        for i, sprite in enumerate(self.actions):
            if i < 3:
                rob = obs["robberies"][i]
                base = rob["points"] - (1 if rob["flipped"] else 0)
                faces = (board.action_face(board.ROBBERY_KEYS[i], base), board.action_face(board.ROBBERY_KEYS[i], base + 1))
                up = not rob["flipped"]
                key = f"rob{i}"
            else:
                card = obs["action_cards"][i - 3]
                front, alt = board.ACTION_SIDES[i]
                faces = (board.action_face(front), board.action_face(alt))
                up = not card["alternate"]
                key = card["key"]
            if self._action_faces[i] != faces:
                sprite.set_images(faces[0], faces[1])
                self._action_faces[i] = faces
            if sprite.face_up != up:
                if animate:
                    sprite.flip(0.5, face_up=up)
                else:
                    sprite.face_up = up
            in_play = (sd is not None and sd.get("kind") == "robbery" and sd.get("robbery") == i) or \
                (sd is not None and i == 5 and sd.get("kind") in ("duel", "shootout")) or \
                (mode == key) or (obs["phase"] == "challenge" and i == 4)
            sprite.tag = key
            sprite.highlight = "selected" if in_play else ("legal" if opts.get(key) else None)
            sprite.dimmed = bool(opts) and not opts.get(key) and not in_play
            sprite.hoverable = bool(opts.get(key))

    def _tokens(self) -> None:
        self.tokens: dict[int, TokenSprite] = {}
        for seat, info in enumerate(self.match.seats):
            tok = TokenSprite((0, 0), 10, image=art.outlaw_token(seat, 10, info.name or "?"), z=2)
            tok.tag = seat
            self.tokens_group.add(tok)
            self.tokens[seat] = tok

    def _token_spot(self, seat: int, scores: list) -> tuple[float, float]:
        space = scores[seat]
        row = L.score_row(space)
        same = [s for s in range(len(scores)) if scores[s] == space]
        i = same.index(seat)
        left, right = row.x + 40, row.right - (12 * 3 + 8 if space else 4)
        step = min(21.0, (right - left - 20) / max(1, len(same) - 1)) if len(same) > 1 else 0
        return (left + 10 + i * step, row.centery)

    def _sync_tokens(self, animate: bool) -> None:
        scores = self.obs["scores"]
        for seat, tok in self.tokens.items():
            spot = self._token_spot(seat, scores)
            if tok.pos != spot:
                if animate and tok.pos != (0.0, 0.0):
                    tok.move_to(spot, 0.7, "easeInOutCubic")
                else:
                    tok.pos = spot

    def _sync_hand(self, animate: bool) -> None:
        ch = self.choice
        cards = ch.hand() if ch is not None else list(self.obs.get("hand") or [])
        if self.view is None:
            cards = []
        picked = set(ch.picked) if ch is not None else set()
        # face-down cards the viewer put down lie before them, not in the hand
        committed = set()
        if ch is None or ch.mode != "commit":
            sd = self.obs.get("showdown") or {}
            for p in sd.get("participants", ()):
                if p["seat"] == self.view and p.get("cards"):
                    committed = set(p["cards"])
        cards = [c for c in cards if c not in committed]
        for c in list(self.hand):
            if c not in cards:
                self.sprites.remove(self.hand.pop(c))
        slots = L.hand_slots(len(cards))
        for i, c in enumerate(cards):
            sprite = self.hand.get(c)
            place = slots[i]
            if sprite is None:
                sprite = CardSprite(art.face(c), art.back(), L.DECK_POS if animate else place.pos,
                                    face_up=not animate, z=10 + i)
                sprite.tag = c
                self.sprites.add(sprite)
                self.hand[c] = sprite
                if animate:
                    tl = Timeline()
                    tl.wait(0.06 * i)
                    tl.then(sprite.move_to(place.pos, 0.45, "easeOutCubic", angle=place.angle, play=False))
                    tl.then(sprite.flip(0.25, face_up=True, play=False))
                    self.tweener.add(tl)
                else:
                    sprite.angle = place.angle
            elif sprite.pos != place.pos:
                if animate:
                    sprite.move_to(place.pos, 0.3, angle=place.angle)
                else:
                    sprite.pos, sprite.angle = place.pos, place.angle
            sprite.z = 10 + i
            selectable = ch is not None and ch.selectable(c)
            sprite.lift = 22.0 if c in picked else 0.0
            sprite.highlight = "selected" if c in picked else ("legal" if selectable else None)
            sprite.dimmed = ch is not None and ch.mode in CARD_MODES and not selectable
            sprite.hoverable = selectable

    # -- showing events ----------------------------------------------------------------------
    def _step_queue(self, dt: float) -> None:
        if self.wait > 0:
            self.wait -= dt * self.app.anim_speed
            if self.wait > 0:
                return
            self.wait = 0.0
        while self.queue and self.wait <= 0:
            seat, e = self.queue.pop(0)
            self.wait = self._show_event(seat, e)
        # A reveal stays on the table until its time runs out, even when
        # the events after it (a tie, say) take no time of their own.
        if self.wait <= 0 and self.reveal is not None and not self.queue:
            self._end_reveal(fly=True)

    def _seat_place(self, seat: int) -> L.SeatPlace:
        if seat == SHERIFF:
            return self.layout.sheriff or self.layout.places[0]
        view = self.view if self.view is not None else 0
        return self.layout.place_of(seat, view)

    def _name(self, seat: int) -> str:
        if seat == SHERIFF:
            return "The Sheriff"
        return self.match.seats[seat].name if 0 <= seat < len(self.match.seats) else f"Player {seat + 1}"

    def _show_event(self, actor: int, e) -> float:
        d = e.public if not e.private else {**e.public, **e.private}
        kind = e.kind
        if kind == "committed":
            seat = d["seat"]
            if seat != self.view:
                self._fly_commit(seat, [None] * d["count"])
            return 0.12
        if kind == "revealed":
            self._start_reveal(d.get("hands", []), d.get("winners", []), d.get("kind", ""), d.get("round", 0),
                               d.get("automatic", False))
            return REVEAL_SECONDS
        if kind == "dishonest_revealed":
            honest = d.get("honest")
            self._start_reveal([{"seat": d["seat"], "cards": d.get("cards", []),
                                 "hand": "All one suit!" if honest else "A bluff!", "double_crosser": False}],
                               [d["seat"]] if honest else [], "labor", 0, False)
            return REVEAL_SECONDS
        if kind == "bail_paid" and d.get("paid"):
            self._fly_bags(self._seat_place(d["seat"]).bag_spot, L.SUPPLY.center, d["paid"])
            return 0.35
        if kind in ("church", "saloon") and d.get("paid"):
            self._fly_bags(self._seat_place(d["seat"]).bag_spot, L.SUPPLY.center, d["paid"])
            return 0.3
        if kind == "labor":
            self._fly_bags(L.SUPPLY.center, self._seat_place(d["seat"]).bag_spot, d.get("bags", 0))
            return 0.45
        if kind == "dishonest_labor":
            self._fly_bags(L.SUPPLY.center, self._seat_place(d["seat"]).commit.center, d.get("bags", 0))
            return 0.45
        if kind == "scored":
            self._float_text(self._seat_place(d["seat"]).plate.midtop, f"+{d['points']}", theme.GOLD)
            return 0.5
        if kind == "drew" and d.get("seat") != self.view:
            self._fly_backs(self._seat_place(d["seat"]).plate.center, d.get("count", 0))
            return 0.15
        if kind == "reshuffled":
            self.app.toast("The deck ran dry: the discards are shuffled into a new deck.", "info")
            return 0.6
        if kind == "robbery" or kind == "duel" or kind == "shootout":
            audio.play("whoosh")
            return 0.3
        return 0.0

    def _fly_commit(self, seat: int, cards: list) -> None:
        place = self._seat_place(seat)
        spots = place.commit_positions(len(cards))
        start = L.HAND_CENTER if seat == self.view else place.plate.center
        self.commit_hidden[seat] = self.t + 0.5 / max(0.1, self.app.anim_speed)
        for i, (c, spot) in enumerate(zip(cards, spots)):
            face = art.face(c, L.MINI) if c is not None else art.back(L.MINI)
            s = CardSprite(face, art.back(L.MINI), start, face_up=c is not None, z=30 + i)
            self.sprites.add(s)
            self.flying.append(s)
            s.move_to(spot, 0.42, "easeOutCubic", delay=0.04 * i, on_done=lambda s=s: self._land(s))

    def _land(self, sprite) -> None:
        self.sprites.remove(sprite)
        if sprite in self.flying:
            self.flying.remove(sprite)

    def _fly_bags(self, src, dst, count: int) -> None:
        for i in range(min(count, 8)):
            bag = MoneyBagSprite(src, art.bag_icon(30), z=40 + i)
            self.sprites.add(bag)
            self.flying.append(bag)
            tl = Timeline()
            tl.wait(0.08 * i)
            tl.then(bag.fly_to(dst, 0.55, play=False))
            tl.call(lambda b=bag: self._land(b))
            self.tweener.add(tl)

    def _fly_backs(self, dst, count: int) -> None:
        for i in range(min(count, 8)):
            s = CardSprite(art.back(L.MINI), art.back(L.MINI), L.DECK_POS, z=35 + i)
            self.sprites.add(s)
            self.flying.append(s)
            tl = Timeline()
            tl.wait(0.06 * i)
            tl.then(s.move_to(dst, 0.4, "easeInCubic", play=False))
            tl.call(lambda s=s: self._land(s))
            self.tweener.add(tl)

    def _float_text(self, pos, label: str, color) -> None:
        self.floaters.append([pos, label, color, 1.2])

    def _start_reveal(self, hands, winners, kind, round_, automatic) -> None:
        self._end_reveal(fly=False)
        self.reveal = {"hands": hands, "winners": list(winners), "kind": kind, "round": round_,
                       "automatic": automatic}
        for h in hands:
            place = self._seat_place(h["seat"])
            for i, (c, spot) in enumerate(zip(h["cards"], place.commit_positions(len(h["cards"])))):
                s = CardSprite(art.face(c, L.MINI), art.back(L.MINI), spot, face_up=False, z=50 + i)
                self.sprites.add(s)
                self.reveal_cards.append(s)
                tl = Timeline()
                tl.wait(0.1 * i)
                tl.then(s.flip(0.35, face_up=True, play=False))
                self.tweener.add(tl)
        audio.play("card_flip")

    def _end_reveal(self, fly: bool) -> None:
        for s in self.reveal_cards:
            if fly:
                self.flying.append(s)
                s.move_to(L.DISCARD_POS, 0.4, "easeInCubic", on_done=lambda s=s: self._land(s))
            else:
                self.sprites.remove(s)
        self.reveal_cards = []
        self.reveal = None

    # -- the log ------------------------------------------------------------------------------
    def _add_log(self, steps) -> None:
        self.log = (self.log + table_log.lines_for(self._name, steps))[-table_log.KEEP:]

    def _log_from_history(self) -> None:
        # Rebuilt for whoever now holds the screen: a move's face-down cards
        # are named only to the seat that played them.
        self.log = []
        self._add_log(self.match.events_for(self.view, max(0, len(self.match.history) - table_log.KEEP)))

    # -- the loop --------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.push("pause")
            return None
        if self.reveal is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and \
                not (event.type == pygame.MOUSEBUTTONDOWN and self.ui_hit(event.pos)):
            self.wait = min(self.wait, 0.01)  # a click skips the rest of the reveal
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
        top = self.sprites.top_at(pos, lambda s: s.hoverable)
        if top is not None:
            if top in self.actions:
                self.pick_action_card(top.tag)
                return
            if isinstance(top.tag, int) and top.tag in self.hand and self.hand[top.tag] is top:
                self.click_card(top.tag)
                return
        view = self.view if self.view is not None else 0
        for seat in range(len(self.match.seats)):
            if self.layout.place_of(seat, view).plate.collidepoint(pos):
                self.click_seat(seat)
                return

    def update(self, dt: float) -> None:
        self.t += dt
        self.ui.update(dt)
        self.tweener.update(dt)
        self.sprites.update(dt)
        self.tokens_group.update(dt)
        for f in self.floaters:
            f[3] -= dt * self.app.anim_speed
        self.floaters = [f for f in self.floaters if f[3] > 0]
        if (len(self.match.history), self.view) != self.obs_key:
            if len(self.match.history) < self.seen:
                self.resync()
            else:
                self._new_events()
                if (len(self.match.history), self.view) != self.obs_key:
                    self._refresh(animate=False)
        self._step_queue(dt)
        if self.busy():
            return
        if self.match.is_over():
            if not self.results_shown:
                self.results_shown = True
                self.app.push("results", match=self.match)
            return
        if self.hotseat.check(on_shown=self._on_shown):
            return
        self._drive_bots()

    def _drive_bots(self) -> None:
        move = self.table_bots.step(self.deciding(), self.app)
        if move is not None:
            seat, action = move
            if action.kind == "commit" and seat == self.view:
                self._fly_commit(seat, list(action.args))
            self.match.apply(seat, action)
            self._new_events()

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(board.table_top(), (0, 0))
        obs = self.obs
        self._draw_center(surface, obs)
        self._draw_seats(surface, obs)
        self._draw_commits(surface, obs)
        self.tokens_group.draw(surface)
        self._draw_prompt(surface, obs)
        board.draw_log(surface, L.LOG, self.log)
        self.sprites.draw(surface)
        self._draw_reveal_labels(surface)
        for pos, label, color, life in self.floaters:
            y = pos[1] - 10 - (1.2 - life) * 30
            text.draw(surface, label, (pos[0], round(y)), "display", 28, color, anchor="midbottom",
                      shadow=(0, 0, 0, 200))
        self.ui.draw(surface)

    def _draw_center(self, surface, obs) -> None:
        # the deck, the discard pile and the General Supply
        deck = obs["deck"]
        back = art.back()
        for i in range(min(4, (deck + 11) // 12)):
            surface.blit(back, back.get_rect(center=(L.DECK_POS[0] - i * 1.5, L.DECK_POS[1] - i * 2)))
        if not deck:
            pygame.draw.rect(surface, theme.FELT_DARK, L.deck_rect().inflate(-8, -12), 2, border_radius=8)
        text.draw(surface, f"Deck {deck}", (L.DECK_POS[0], L.DECK_POS[1] + 64), "ui_bold", 13, theme.CREAM,
                  anchor="midtop", shadow=(0, 0, 0, 160))
        discard = obs["discard"]
        if discard:
            top = art.face(discard[-1])
            surface.blit(top, top.get_rect(center=L.DISCARD_POS))
        else:
            pygame.draw.rect(surface, theme.FELT_DARK, L.discard_rect().inflate(-8, -8), 2, border_radius=8)
        text.draw(surface, "Discards", (L.DISCARD_POS[0], L.DISCARD_POS[1] + 64), "ui_bold", 13, theme.CREAM,
                  anchor="midtop", shadow=(0, 0, 0, 160))
        supply = obs["supply"]
        bag = art.bag_icon(30)
        base = (L.SUPPLY.centerx, L.SUPPLY.bottom - 30)
        for i in range(min(10, (supply + 6) // 7)):
            dx, dy = MoneyBagSprite.stack_offset(i, 30)
            surface.blit(bag, bag.get_rect(midbottom=(base[0] + dx, base[1] + dy)))
        text.draw(surface, f"Supply {supply}", (L.SUPPLY.centerx, L.SUPPLY.bottom - 22), "ui_bold", 13, theme.CREAM,
                  anchor="midtop", shadow=(0, 0, 0, 160))
        # the stage: what is being done now
        sd = obs.get("showdown")
        stage = self._stage_text(obs)
        if stage:
            board.draw_banner(surface, L.STAGE, stage[0], stage[1], style="parchment", color=theme.INK)
        if sd and sd.get("sheriff") and self.layout.sheriff is not None:
            pass

    def _stage_text(self, obs):
        sd = obs.get("showdown")
        if self.reveal is not None:
            r = self.reveal
            if r["kind"] == "labor":
                return None
            win = [self._name(w) for w in r["winners"]]
            if len(win) > 1:
                return ("A tie!", f"{' and '.join(win)} play one more card each")
            if r.get("automatic"):
                return (f"{win[0]} robs alone", "Nobody joined: the loot is theirs")
            return (f"{win[0]} wins the showdown", "Click to go on")
        if sd is not None:
            opener = self._name(sd["opener"])
            size = sd["size"]
            if sd["tie_round"]:
                return ("Tie-break", f"Each tied outlaw plays 1 card face down (round {sd['tie_round']})")
            if sd["kind"] == "robbery":
                rob = obs["robberies"][sd["robbery"]]
                return (f"{opener} robs the {rob['name']}",
                        f"{size} cards face down - best hand +{rob['points']}, losers pay bail")
            if sd["kind"] == "duel":
                other = [self._name(p["seat"]) for p in sd["participants"] if p["seat"] != sd["opener"]]
                return (f"{opener} duels {other[0] if other else ''}", f"{size}-card hands - the winner takes the loser's bail in points")
            if sd["kind"] == "shootout":
                return (f"{opener}'s shootout", f"{size}-card hands - winner +2, losers pay bail")
            return ("Duel for first player", "Everyone plays one card face down")
        lab = obs.get("labor")
        if lab is not None:
            return (f"{self._name(lab['seat'])} claims {lab['count']} cards of one suit",
                    f"{lab['bags']} bags ride on it - call the bluff or let it pass")
        return None

    def _plate_info(self, seat: int, obs) -> board.PlateInfo:
        info = self.match.seats[seat]
        sd = obs.get("showdown")
        status, color = "", theme.INK_SOFT
        if info.bot:
            status = f"Bot ({info.bot})"
        if sd is not None:
            part = next((p for p in sd["participants"] if p["seat"] == seat), None)
            if part is None:
                status = "Sits this one out"
            elif part["ready"]:
                status, color = ("In, cards down" if part["joined"] else "Stays out"), (
                    (46, 110, 52) if part["joined"] else theme.INK_SOFT)
            else:
                status, color = ("Thinking..." if self.table_bots.seat == seat else "Deciding..."), theme.RED
        elif obs["phase"] == "challenge" and obs.get("labor"):
            lab = obs["labor"]
            if seat in lab["challengers"]:
                status, color = "Calls the bluff", theme.RED
            elif seat in lab["waiting"]:
                status, color = "Deciding...", theme.RED
        elif seat == obs["active"] and obs["phase"] == "action":
            status, color = ("Thinking..." if self.table_bots.seat == seat else "Choosing an action"), theme.RED
        highlight = None
        ch = self.choice
        if ch is not None and ch.mode in TARGET_MODES:
            if seat in ch.targets:
                highlight = "selected"
            elif seat in ch.target_options():
                highlight = "legal"
        return board.PlateInfo(info.name, seat, obs["money"][seat], obs["hand_counts"][seat], obs["scores"][seat],
                               obs["bail"][seat], status, color, seat == obs["active"], highlight,
                               skips=obs["skips"][seat])

    def _draw_seats(self, surface, obs) -> None:
        view = self.view if self.view is not None else 0
        for seat in range(len(self.match.seats)):
            place = self.layout.place_of(seat, view)
            board.draw_plate(surface, place.plate, self._plate_info(seat, obs), self.t)
        if self.layout.sheriff is not None:
            sd = obs.get("showdown")
            sh = sd.get("sheriff") if sd else None
            showing = self.reveal is not None and any(h["seat"] == SHERIFF for h in self.reveal["hands"])
            status = "Guards the loot" if sh or showing else "Waits for a robbery"
            board.draw_plate(surface, self.layout.sheriff.plate,
                             board.PlateInfo("The Sheriff", SHERIFF, status=status), self.t)

    def _draw_commits(self, surface, obs) -> None:
        sd = obs.get("showdown")
        if sd is None:
            lab = obs.get("labor")
            if lab is not None and self.reveal is None:
                place = self._seat_place(lab["seat"])
                self._draw_minis(surface, place, lab.get("cards") or [None] * lab["count"])
            return
        revealing = {h["seat"] for h in self.reveal["hands"]} if self.reveal else set()
        for p in sd["participants"]:
            if not p["count"] or p["seat"] in revealing or self.commit_hidden.get(p["seat"], 0) > self.t:
                continue
            cards = p.get("cards") or [None] * p["count"]
            self._draw_minis(surface, self._seat_place(p["seat"]), cards)
        sh = sd.get("sheriff")
        if sh and sh.get("count") and self.layout.sheriff is not None and SHERIFF not in revealing:
            self._draw_minis(surface, self.layout.sheriff, [None] * sh["count"])

    def _draw_minis(self, surface, place, cards) -> None:
        for c, pos in zip(cards, place.commit_positions(len(cards))):
            img = art.face(c, L.MINI) if c is not None else art.back(L.MINI)
            theme.draw_shadowed(surface, img, img.get_rect(center=(round(pos[0]), round(pos[1]))), (2, 4))

    def _draw_reveal_labels(self, surface) -> None:
        r = self.reveal
        if r is None:
            return
        for h in r["hands"]:
            place = self._seat_place(h["seat"])
            won = h["seat"] in r["winners"] and len(r["winners"]) == 1
            label = h.get("hand", "")
            if h.get("double_crosser"):
                label = "Double Crosser!"
            # over the foot of the cards, inside the seat's zone: below it lies the stage banner
            rect = pygame.Rect(0, 0, place.commit.w, 20)
            rect.midbottom = place.commit.midbottom
            bg = pygame.Surface(rect.size, pygame.SRCALPHA)
            bg.fill((150, 28, 20, 235) if won else (30, 20, 12, 210))
            surface.blit(bg, rect)
            size = text.fit_size(label + (" - wins" if won else ""), "ui_bold", 13, rect.w - 8, 9)
            text.draw(surface, label + (" - wins" if won else ""), rect.center, "ui_bold", size,
                      theme.GOLD if won else theme.CREAM, anchor="center")

    def _draw_prompt(self, surface, obs) -> None:
        msg, sub = self._prompt(obs)
        board.draw_banner(surface, L.PROMPT, msg, None)

    def _prompt(self, obs) -> tuple[str, str | None]:
        if self.match.is_over():
            out = obs.get("outcome") or {}
            w = out.get("winner")
            return (f"{self._name(w)} is St. Louis' Most Wanted!" if w is not None else "The game is over", None)
        ch = self.choice
        me = self._name(ch.seat) if ch is not None else ""
        if ch is not None:
            m = ch.mode
            if m == "turn":
                return (f"{me}, your turn: choose a lit action card", None)
            if m == "commit":
                n = ch.hand_size_needed
                opt = " or stay out" if "stay_out" in ch.kinds else ""
                return (f"{me}: pick {n} card{'s' if n != 1 else ''} to play face down{opt}", None)
            if m == "ready":
                return (f"{me}: your cards are down - waiting for the others", None)
            if m == "challenge":
                return (f"{me}: call the bluff, or let it pass?", None)
            if m == "church":
                return ("Church: pick cards to discard, then draw up to 7", None)
            if m == "saloon":
                return ("Saloon: pay a bag, pick cards to discard, draw up to 8", None)
            if m == "labor":
                return ("Honest Labor: pick cards of one suit - 2 bags each", None)
            if m == "dishonest":
                return ("Dishonest Labor: pick cards to lay face down", None)
            if m == "duel":
                return ("Duel: pick the hand size and an outlaw to challenge", None)
            if m == "shootout":
                return ("Shootout: pick the hand size and outlaws to challenge", None)
        waiting = self.deciding()
        if waiting:
            names = [self._name(s) for s in waiting[:3]]
            who = ", ".join(names) + ("..." if len(waiting) > 3 else "")
            return (f"Waiting for {who}", None)
        return ("", None)


def _prewarm() -> None:
    """Print every card and action side once, before the first frame needs them."""
    board.table_top()
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
    table.draw(pygame.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
