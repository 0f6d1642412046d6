"""Wagon Robbers' table: 2 to 5 riders round a wagon.

The seat holding the screen sits at the bottom with its hand fanned; the
others sit along the top with their face-down role card and placed cargo
before them.  The wagon card (power, prep rounds, cargo, riders) lies in the
middle with its passengers boarding one by one; the Recent moves board and
the buttons take the right edge.  At the reveal a board lists every seat's
role, cargo and power and the totals of both sides.

Everything drawn comes from ``rules.observe(state, viewer)`` for the seat
whose eyes are on the screen (``HotSeat``) and from the match's events
redacted for that seat.  Bots think off the UI thread (``TableBots``).

Keys: O / H pick a role, 1-9 place the n-th card of the hand, P or Space
passes, 1-5 strike a Bounty Hunter and S spares them, Esc pauses.

    make_table_scene(app, match, viewer=None) -> WagonRobbersTable
"""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.core.words import says
from game.engine import audio, theme
from game.engine.sprites import CardSprite, SpriteGroup
from game.engine.tween import Tweener
from game.engine.widgets import UI, Button
from game.scenes.seat_plate import SeatPlate, draw_figures, draw_seat_plate, seat_colour, table_look
from game.scenes.table import TableScene

from . import art
from . import layout as L
from . import log as table_log
from . import middle, reveal
from ..cards import CARGO_BY_KEY
from ..rules import ASSASSIN, HUNTER, OUTLAW, PREP, ROLE
from game.engine import gfx

REVEAL_SECONDS = 4.0     # the reveal board's time when nobody at the table is a person (or a replay)
UNTIL_CLICKED = float("inf")   # with a person at the table it stays until they click or press a key
ROLE_FACTS = {OUTLAW: "an Outlaw", HUNTER: "a Bounty Hunter"}


class WagonRobbersTable(TableScene):
    covers_screen = True    # the table top is blitted whole first
    BOT_PACE = 0.6
    ANIMATIONS = {"wagon": "_show_wagon", "passenger": "_show_passenger", "cargo_placed": "_show_cargo",
                  "role_placed": "_show_role_placed", "role_shown": "_show_role", "cargo_shown": "_show_cargo_shown",
                  "assassinated": "_show_assassinated", "standoff": "_show_standoff", "battle": "_show_battle"}

    def __init__(self, app, match, viewer=None):
        super().__init__(app, match, viewer, log_rect=L.LOG)
        self.tweener = Tweener(lambda: self.app.anim_speed)
        self.sprites = SpriteGroup(self.tweener)
        self.hand: list[CardSprite] = []
        self.flying: list[CardSprite] = []
        self.ui = UI()
        self.buttons: list[Button] = []
        self.reveal: dict | None = None
        self.obs: dict = {}
        self.resync()

    # -- who looks, who acts -------------------------------------------------------------
    @property
    def view(self) -> int | None:
        return self.viewer

    @property
    def reveal_left(self) -> float:
        """Seconds the reveal board stays up (a click or key ends it)."""
        return self.events.wait if self.reveal is not None and self.reveal.get("battle") is not None else 0.0

    @reveal_left.setter
    def reveal_left(self, seconds: float) -> None:
        self.events.wait = seconds

    def acting_human(self) -> int | None:
        seat = self.view
        if seat is None or seat not in self.tableview.here or self.tableview.is_over():
            return None
        return seat if seat in self.tableview.to_act() else None

    def animating(self) -> bool:
        return self.reveal is not None

    def reveal_shown(self) -> bool:
        """The battle's reveal board lies over the table (under a veil) now."""
        return self.reveal is not None and self.reveal.get("battle") is not None

    def holds_for_reader(self) -> bool:
        return self.reveal_left == UNTIL_CLICKED

    _name = TableScene.name_of

    # -- syncing ---------------------------------------------------------------------------
    def resync(self) -> None:
        """Redraw everything from the match as it stands (after undo, load or a handoff)."""
        self.reveal = None
        self.tweener.finish_all()
        for s in self.flying:
            self.sprites.remove(s)
        self.flying.clear()
        super().resync()
        # A battle just fought stays on show, also for a table opened right after it.
        if self.tableview.moves():
            for _seat, _desc, events in self.tableview.events_for(self.view, self.tableview.moves() - 1):
                for e in events:
                    self.show_event(None, e)
            if self.reveal is not None and self.reveal.get("battle") is None:
                self.reveal = None
            elif self.reveal is not None:
                self.reveal_left = REVEAL_SECONDS

    def on_shown(self) -> None:
        self.refresh()
        self.rebuild_log()

    def refresh(self, animate: bool = False) -> None:
        super().refresh(animate)
        self.obs = self.tableview.observe(self.view)
        self._sync_hand()
        self._build_buttons()

    def log_lines(self, steps) -> list:
        # each line marked with the colour of the seat it is about, as on every table
        return [(line, seat_colour(seat) if isinstance(seat, int) else None)
                for line, seat in table_log.lines_for(self._name, steps, self.view)]

    # -- acting ------------------------------------------------------------------------------
    def send(self, action: Action) -> None:
        self.play_move(self.acting_human(), action)

    def before_move(self, seat, action: Action) -> None:
        if action.kind == "place" and seat == self.view:
            self._fly(L.HAND_LEFT + (L.HAND_RIGHT - L.HAND_LEFT) // 2, L.HAND_Y, seat, art.cargo_back(art.PLAYED))
            audio.play("card_slide")

    def legal(self) -> list[Action]:
        seat = self.acting_human()
        return list(self.tableview.legal_actions(seat)) if seat is not None else []

    def place_nth(self, i: int) -> None:
        keys = self._hand_keys()
        if 0 <= i < len(keys):
            self.send(Action("place", (keys[i],)))

    def _hand_keys(self) -> list[str]:
        return list(self.obs.get("hand") or []) if self.view is not None else []

    # -- buttons ---------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        specs = self._button_specs()
        self.ui = UI()
        self.buttons = []
        for rect, (label, fn, style, key) in zip(L.button_rects(len(specs)), specs):
            b = Button(rect, label, fn, style=style, size=16, hotkey=key)
            self.ui.add(b)
            self.buttons.append(b)

    def button(self, label_start: str) -> Button | None:
        return next((b for b in self.buttons if b.label.startswith(label_start)), None)

    def _button_specs(self) -> list:
        legal = self.legal()
        if not legal:
            return []
        phase = self.obs["phase"]
        if phase == ROLE:
            return [("Ride as an Outlaw (O)", lambda: self.send(Action("role", (OUTLAW,))), "danger", pygame.K_o),
                    ("Defend as a Bounty Hunter (H)", lambda: self.send(Action("role", (HUNTER,))), "brass",
                     pygame.K_h)]
        if phase == PREP:
            return [("Place nothing (P)", lambda: self.send(Action("pass")), "wood", pygame.K_p)]
        out = []
        for i, a in enumerate(x for x in legal if x.kind == "assassinate"):
            victim = a.args[0]
            out.append((f"Assassinate {self._name(victim)} ({i + 1})", lambda a=a: self.send(a), "danger",
                        pygame.K_1 + i))
        out.append(("Spare them (S)", lambda: self.send(Action("spare")), "wood", pygame.K_s))
        return out[-4:]

    # -- sprites -------------------------------------------------------------------------------
    def _sync_hand(self) -> None:
        for s in self.hand:
            self.sprites.remove(s)
        self.hand = []
        keys = self._hand_keys()
        can_place = self.acting_human() is not None and self.obs["phase"] == PREP
        for i, (key, pos) in enumerate(zip(keys, L.hand_slots(len(keys)))):
            s = CardSprite(art.cargo_face(key), art.cargo_back(), pos, face_up=True, z=10 + i)
            s.tag = i
            s.hoverable = can_place
            s.highlight = "legal" if can_place else None
            self.sprites.add(s)
            self.hand.append(s)

    def _fly(self, x: int, y: int, seat: int, image) -> None:
        place = self._places()[seat]
        dst = place.cargo_pos(max(0, self.obs["placed_counts"][seat]))
        s = CardSprite(image, image, (x, y), face_up=True, z=40)
        self.sprites.add(s)
        self.flying.append(s)
        s.move_to(dst, 0.4, "easeOutCubic", on_done=lambda s=s: self._land(s))

    def _land(self, sprite) -> None:
        self.sprites.remove(sprite)
        if sprite in self.flying:
            self.flying.remove(sprite)

    def _places(self) -> dict:
        return L.places(len(self.tableview.seats), self.view if self.view is not None else 0)

    # -- showing events: each returns the seconds the table waits before the next -----------------
    def show_event(self, seat, event) -> float:
        if self.reveal is not None and self.reveal.get("battle") is not None:
            self.reveal = None  # the reveal board's time is up: what follows is a new wagon
        return super().show_event(seat, event)

    def after_events(self) -> None:
        if self.reveal is not None and not self.events.busy:
            self.reveal = None  # shown its time, or roles shown but the battle waits on an Assassin

    def _show_wagon(self, d, seat) -> float:
        audio.play("card_flip")
        return 0.5

    def _show_passenger(self, d, seat) -> float:
        audio.play("card_slide")
        return 0.35

    def _show_cargo(self, d, seat) -> float:
        if d["seat"] == self.view:
            return 0.0
        self._fly(L.CARGO_DECK[0], L.CARGO_DECK[1], d["seat"], art.cargo_back(art.PLAYED))
        return 0.25

    def _show_role_placed(self, d, seat) -> float:
        return 0.15

    def _show_role(self, d, seat) -> float:
        r = self.reveal or {"roles": {}, "cards": {}, "notes": [], "battle": None}
        r["roles"][d["seat"]] = d["role"]
        self.reveal = r
        return 0.0

    def _show_cargo_shown(self, d, seat) -> float:
        if self.reveal is not None:
            self.reveal["cards"][d["seat"]] = d["cards"]
        return 0.0

    def _show_assassinated(self, d, seat) -> float:
        if self.reveal is not None:
            self.reveal["notes"].append(says(self._name(d['seat']), f"assassinates {self._name(d['victim'])}"))
        return 0.0

    def _show_standoff(self, d, seat) -> float:
        if self.reveal is not None and d["winner"] is not None:
            self.reveal["notes"].append(says(self._name(d['winner']), "wins the standoff"))
        return 0.0

    def _show_battle(self, d, seat) -> float:
        if self.reveal is None:
            return 0.0
        self.reveal["battle"] = dict(d)
        if seat is not None:
            audio.play("card_flip")
        people = bool(self.tableview.here)
        return UNTIL_CLICKED if people and not self.read_only else REVEAL_SECONDS

    # -- the loop --------------------------------------------------------------------------------
    def handle_event(self, event):
        if super().handle_event(event) is None:  # Esc, the frame
            return None
        if self.reveal is not None and self.reveal.get("battle") is not None and \
                event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.reveal_left = 0.0  # a click or key ends the reveal board
            return None
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and self.obs.get("phase") == PREP:
            if pygame.K_1 <= event.key <= pygame.K_9:
                self.place_nth(event.key - pygame.K_1)
                return None
            if event.key == pygame.K_SPACE:
                self.send(Action("pass"))
                return None
        if event.type == pygame.MOUSEMOTION:
            self.sprites.hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            top = self.sprites.top_at(event.pos, lambda s: s.hoverable)
            if top is not None and top in self.hand:
                self.place_nth(top.tag)
            return None
        return event

    def animate(self, dt: float) -> None:
        self.ui.update(dt)
        self.tweener.update(dt)
        self.sprites.update(dt)

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.blit(_table_top(), (0, 0))
        obs = self.obs
        self._draw_middle(surface, obs)
        self._draw_seats(surface, obs)
        self.draw_frame(surface)
        self.sprites.draw(surface)
        if self.reveal_shown():
            reveal.draw_reveal(surface, self.reveal, self._name, self.reveal_left == UNTIL_CLICKED)
        self.ui.draw(surface)
        self.draw_hover_help(surface)

    def _draw_middle(self, surface, obs) -> None:
        back = art.wagon_back(art.CARD)
        for i in range(min(4, (obs["wagon_deck"] + 4) // 5)):
            surface.blit(back, back.get_rect(center=(L.WAGON_DECK[0] - i * 1.5, L.WAGON_DECK[1] - i * 2)))
        middle.label(surface, f"Wagons {obs['wagon_deck']}", (L.WAGON_DECK[0], L.WAGON_DECK[1] + 66), L.WAGON_DECK_W)
        w = obs["wagon"]
        if w is not None:
            face = art.wagon_face(w["name"], w["power"], w["rounds"], w["cargo"], w["passengers"])
            theme.draw_shadowed(surface, face, face.get_rect(center=L.WAGON_POS), (3, 6))
            middle.label(surface, self._step_words(obs, w), (L.WAGON_POS[0], L.WAGON_POS[1] + 110), L.WAGON_W,
                         theme.GOLD)
            riders = obs["passengers"]
            for i in range(w["passengers"]):
                pos = L.rider_pos(i, w["passengers"])
                img = art.passenger_face(riders[i]["name"], riders[i]["power"]) if i < len(riders) \
                    else art.passenger_back()
                theme.draw_shadowed(surface, img, img.get_rect(center=pos), (2, 4))
            middle.label(surface, f"Riders aboard: {len(riders)} of {w['passengers']}",
                         (L.RIDERS.centerx, L.RIDERS.bottom + 6), L.RIDERS.w)
            middle.draw_defence(surface, w["power"] + sum(p["power"] for p in riders), w["passengers"] - len(riders))
        cb = art.cargo_back()
        for i in range(min(4, (obs["cargo_deck"] + 9) // 10)):
            surface.blit(cb, cb.get_rect(center=(L.CARGO_DECK[0] - i * 1.5, L.CARGO_DECK[1] - i * 2)))
        middle.label(surface, f"Cargo deck {obs['cargo_deck']}", (L.CARGO_DECK[0], L.CARGO_DECK[1] + 64), L.PILE_W)
        if obs["cargo_discards"]:
            top = art.cargo_face(obs["cargo_discards"][-1])
            surface.blit(top, top.get_rect(center=L.DISCARD))
        else:
            gfx.rect(surface, (255, 255, 255, 40), pygame.Rect(0, 0, *art.CARD).move(L.DISCARD[0] - art.CARD[0] // 2,
                     L.DISCARD[1] - art.CARD[1] // 2), 2, border_radius=8)
        middle.label(surface, f"Spent {len(obs['cargo_discards'])}", (L.DISCARD[0], L.DISCARD[1] + 64), L.PILE_W)

    def seat_plate(self, seat: int, obs: dict, acting=()) -> SeatPlate:
        """The shared seat plate of ``seat``: the wagons it has won and its cards in hand in its slot."""
        dealer = seat == obs["dealer"]
        thinking = self.table_bots.seat == seat
        status = " - ".join(w for w in ("Dealer" if dealer else "", "thinking..." if thinking else "") if w)
        role = obs["roles"][seat] if seat == self.view else None   # the viewer's own role, face down to others
        facts = (f"You ride as {ROLE_FACTS[role]}",) if role else ()
        return SeatPlate(self._name(seat), level=self.tableview.seats[seat].bot, you=seat == self.view,
                         turn=seat in acting, status=status, color=seat_colour(seat), facts=facts,
                         status_color=theme.RED if dealer else None,
                         pieces=(obs["wagons_won"][seat], obs["hand_counts"][seat]))

    @staticmethod
    def _step_words(obs, w) -> str:
        if obs["phase"] == PREP:
            return f"Prep round {obs['round'] + 1} of {w['rounds']}"
        return "Choosing roles" if obs["phase"] == ROLE else "The reveal"

    def _draw_seats(self, surface, obs) -> None:
        acting = set(obs["to_act"])
        for seat, place in self._places().items():
            laid = [obs["role_placed"][seat]] + [i < obs["placed_counts"][seat] for i in range(L.MOST_LAID - 1)]
            for spot, taken in zip(L.laid_slots(place), laid):
                if not taken:   # a card's place before one is laid there
                    surface.blit(_slot_outline(), spot)
            draw_seat_plate(surface, place.plate, self.seat_plate(seat, obs, acting), PLATE_LOOK, budget=self.redraws)
            if obs["role_placed"][seat]:
                role = obs["roles"][seat]
                img = art.role_face(role, art.PLAYED) if role else art.role_back(art.PLAYED)
                theme.draw_shadowed(surface, img, img.get_rect(center=place.role_pos()), (2, 3))
            mine = obs["placed"][seat] or []
            for i in range(obs["placed_counts"][seat]):
                img = art.cargo_face(mine[i], art.PLAYED) if i < len(mine) else art.cargo_back(art.PLAYED)
                theme.draw_shadowed(surface, img, img.get_rect(center=place.cargo_pos(i)), (2, 3))
            if obs["out"][seat]:
                middle.label(surface, "Assassinated", place.table.center, place.table.w, theme.RED)

    def prompt(self) -> tuple[str, str]:
        obs = self.obs
        if self.tableview.is_over():
            out = self.tableview.outcome()
            return (says([self._name(w) for w in out.winners], "wins!"),
                    "The match is over")
        me = self.acting_human()
        if me is not None:
            name = self._name(me)
            if obs["phase"] == ROLE:
                return (name, "Ride with the Outlaws or defend the wagon? Your role stays face down")
            if obs["phase"] == PREP:
                n = len(obs["hand"])
                keys = "1" if n == 1 else f"1-{n}"
                return (name, f"Click a lit card (or {keys}) to place it face down, or pass" if n
                        else "Your hand is empty - pass")
            if obs["phase"] == ASSASSIN:
                return (f"{name}, Assassin", "Strike a Bounty Hunter and take their cargo, or spare them")
        waiting = [self._name(s) for s in obs["to_act"]]
        return (f"Waiting for {', '.join(waiting)}", "") if waiting else ("", "")

# -- cached table pieces ---------------------------------------------------------------------------

_CACHE = gfx.ArtCache()


def _table_top():
    return theme.table_top(L.SCREEN, "felt", seed=7)


def _slot_outline():
    """A card's place on the felt, before one is laid there."""
    if "slot" not in _CACHE:
        surf = gfx.Surface(art.PLAYED, pygame.SRCALPHA)
        gfx.rect(surf, (255, 244, 210, 22), surf.get_rect(), border_radius=6)
        gfx.rect(surf, (255, 244, 210, 70), surf.get_rect(), 2, border_radius=6)
        _CACHE["slot"] = surf
    return _CACHE["slot"]


def _faded_wagon():
    if "faded" not in _CACHE:
        icon = art.wagon_icon(24).copy()
        icon.set_alpha(60)
        _CACHE["faded"] = icon
    return _CACHE["faded"]


def _holdings(surface, slot, holdings) -> None:
    won, hand = holdings
    icon = art.wagon_icon(22)
    wagons = [(icon if i < won else _faded_wagon(), "") for i in range(3)]
    draw_figures(surface, slot, wagons + [(None, f"{won}/3")], right=(f"{hand} in hand", None))


# The shared seat plate (game.scenes.seat_plate): a token in the seat's colour, its wagons and hand.
PLATE_LOOK = table_look(pieces=_holdings)


def _prewarm() -> None:
    """Print every cargo card once, before the first frame needs them."""
    _table_top()
    for key in CARGO_BY_KEY:
        art.cargo_face(key)
        art.cargo_face(key, art.MINI)


def make_table_scene(app, match, viewer=None) -> WagonRobbersTable:
    _prewarm()
    table = WagonRobbersTable(app, match, viewer)
    table.draw(gfx.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
