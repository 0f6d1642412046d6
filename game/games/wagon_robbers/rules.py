"""Wagon Robbers' rules core (pure Python; see docs/rules-notes/wagon-robbers.md).

One wagon at a time: everyone secretly picks Outlaw or Bounty Hunter, then
over the wagon's prep rounds a passenger boards each round and everyone may
place one cargo card face down.  At the reveal the last passengers board,
roles turn up, Assassins strike, cargo turns up and the sides compare power.
Chance steps (deals, reveals, standoffs) happen inside ``apply``; the only
decisions are a role, a cargo card or a pass, and an Assassin's target.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.cards import Pile
from game.core.model import Action, BaseRules, Event, GameInfo, IllegalAction, MatchConfig, Outcome
from game.core.state import copied_by_fields

from .cards import (BADGE_POWER, BANDANA_POWER, CARGO, CARGO_KEYS, CARGO_PER_WAGON,
                    KNIVES_FOR_ASSASSIN, PASSENGERS, STARTING_CARGO, TARGET_WAGONS, WAGONS)

OUTLAW, HUNTER = "outlaw", "hunter"
ROLE, PREP, ASSASSIN, OVER = "role", "prep", "assassin", "over"
STANDOFF_LIMIT = 40  # a standoff redraws at most this often before turn order settles it


@copied_by_fields(
    shared="n dealer phase turn round wagon roles_shown wagons_played",
    cloned="wagon_deck passenger_deck cargo_deck",
    lists="passengers roles out assassins wagon_discards",
    nested="hands placed won",
    dicts="last_battle",
)
@dataclass
class WRState:
    n: int
    dealer: int
    wagon_deck: Pile
    passenger_deck: Pile
    cargo_deck: Pile
    hands: list[list[int]]
    phase: str = ROLE
    turn: int = 0              # index into ``order`` of the seat to act
    round: int = 0             # prep round, 0-based
    wagon: int | None = None
    passengers: list[int] = field(default_factory=list)
    roles: list[str | None] = field(default_factory=list)
    placed: list[list[int]] = field(default_factory=list)
    roles_shown: bool = False
    out: list[bool] = field(default_factory=list)
    assassins: list[int] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)
    wagon_discards: list[int] = field(default_factory=list)
    last_battle: dict | None = None
    wagons_played: int = 0

    @property
    def order(self) -> list[int]:
        """Seats from the left of the dealer round to the dealer."""
        return [(self.dealer + 1 + i) % self.n for i in range(self.n)]


def cargo_key(card: int) -> str:
    return CARGO[card].key


def hand_keys(cards) -> list[str]:
    return sorted((cargo_key(c) for c in cards), key=CARGO_KEYS.index)


def seat_power(cards, role: str) -> int:
    """What a seat's placed cargo is worth in the battle for its side."""
    total = 0
    for c in cards:
        card = CARGO[c]
        total += card.power
        if card.key == "badge" and role == HUNTER:
            total += BADGE_POWER
        elif card.key == "bandana" and role == OUTLAW:
            total += BANDANA_POWER
    return total


def knives(cards) -> int:
    return sum(1 for c in cards if CARGO[c].key == "knife")


def fighting_passengers(passengers, lassos: int) -> list[int]:
    """The passengers still fighting once each Lasso has tied up the strongest one."""
    ranked = sorted(passengers, key=lambda p: (-PASSENGERS[p].power, p))
    return sorted(ranked[lassos:])


class WagonRobbersRules(BaseRules):
    info = GameInfo("wagon-robbers", "Wagon Robbers", 2, 5,
                    pitch="Hold up wagons and split the loot, if your partners let you.", score_unit="wagon")

    # -- setup and the flow of a wagon ------------------------------------------
    def setup(self, config: MatchConfig, rng: Any) -> WRState:
        n = config.players
        if not self.info.min_seats <= n <= self.info.max_seats:
            raise ValueError(f"Wagon Robbers is for 2 to 5 players, not {n}")
        decks = []
        for cards in (WAGONS, PASSENGERS, CARGO):
            pile = Pile(range(len(cards)), reshuffle=cards is not WAGONS)
            pile.shuffle(rng)
            decks.append(pile)
        s = WRState(n, rng.randrange(n), decks[0], decks[1], decks[2], [[] for _ in range(n)],
                    roles=[None] * n, placed=[[] for _ in range(n)], out=[False] * n,
                    won=[[] for _ in range(n)])
        for seat in s.order:
            self._draw_cargo(s, seat, STARTING_CARGO, rng, [], "setup")
        self._start_wagon(s, rng, [], first=True)
        return s

    def _draw_cargo(self, s: WRState, seat: int, k: int, rng: Any, events: list, why: str) -> int:
        got = []
        for _ in range(k):
            if not s.cargo_deck.can_draw():
                break
            got.append(s.cargo_deck.draw(rng))
        s.hands[seat].extend(got)
        if got or k:
            events.append(Event("draw", {"seat": seat, "count": len(got), "why": why},
                                {"cards": hand_keys(got)}, frozenset({seat}), reveals=True))
        return len(got)

    def _start_wagon(self, s: WRState, rng: Any, events: list, first: bool = False) -> None:
        if not first:
            s.dealer = (s.dealer + 1) % s.n
        s.roles = [None] * s.n
        s.placed = [[] for _ in range(s.n)]
        s.out = [False] * s.n
        s.passengers = []
        s.roles_shown = False
        s.assassins = []
        s.round = 0
        s.turn = 0
        events.append(Event("dealer", {"seat": s.dealer}))
        for seat in s.order:
            self._draw_cargo(s, seat, CARGO_PER_WAGON, rng, events, "wagon")
        s.wagon = s.wagon_deck.draw()
        s.wagons_played += 1
        w = WAGONS[s.wagon]
        events.append(Event("wagon", {"wagon": s.wagon, "name": w.name, "power": w.power,
                                      "rounds": w.rounds, "cargo": w.cargo,
                                      "passengers": w.passengers}, reveals=True))
        s.phase = ROLE

    def _board_passenger(self, s: WRState, rng: Any, events: list) -> None:
        if not s.passenger_deck.can_draw():
            return
        p = s.passenger_deck.draw(rng)
        s.passengers.append(p)
        events.append(Event("passenger", {"passenger": p, "name": PASSENGERS[p].name,
                                          "power": PASSENGERS[p].power}, reveals=True))

    def _advance(self, s: WRState, rng: Any, events: list) -> None:
        """Move to the next seat, prep round or the reveal."""
        s.turn += 1
        if s.turn < s.n:
            return
        s.turn = 0
        w = WAGONS[s.wagon]
        if s.phase == ROLE:
            s.phase, s.round = PREP, 0
            self._board_passenger(s, rng, events)
            return
        s.round += 1
        if s.round < w.rounds:
            self._board_passenger(s, rng, events)
            return
        self._reveal(s, rng, events)

    def _reveal(self, s: WRState, rng: Any, events: list) -> None:
        w = WAGONS[s.wagon]
        while len(s.passengers) < w.passengers and s.passenger_deck.can_draw():
            self._board_passenger(s, rng, events)
        s.roles_shown = True
        for seat in s.order:
            events.append(Event("role_shown", {"seat": seat, "role": s.roles[seat]}, reveals=True))
        s.assassins = [seat for seat in s.order
                       if s.roles[seat] == OUTLAW and knives(s.placed[seat]) >= KNIVES_FOR_ASSASSIN]
        for seat in s.assassins:
            events.append(Event("assassin", {"seat": seat}, reveals=True))
        self._next_assassin(s, rng, events)

    def _targets(self, s: WRState) -> list[int]:
        return [seat for seat in s.order if s.roles[seat] == HUNTER and not s.out[seat]]

    def _next_assassin(self, s: WRState, rng: Any, events: list) -> None:
        if s.assassins and self._targets(s):
            s.phase = ASSASSIN
            return
        s.assassins = []
        self._battle(s, rng, events)

    # -- the battle -------------------------------------------------------------------
    def _battle(self, s: WRState, rng: Any, events: list) -> None:
        w = WAGONS[s.wagon]
        fighting = [seat for seat in s.order if not s.out[seat]]
        for seat in fighting:
            events.append(Event("cargo_shown", {"seat": seat, "cards": hand_keys(s.placed[seat])},
                                reveals=True))
        lassos = sum(1 for seat in fighting for c in s.placed[seat] if CARGO[c].key == "lasso")
        riders = fighting_passengers(s.passengers, lassos)
        power = {seat: seat_power(s.placed[seat], s.roles[seat]) for seat in fighting}
        outlaws = [seat for seat in fighting if s.roles[seat] == OUTLAW]
        hunters = [seat for seat in fighting if s.roles[seat] == HUNTER]
        attack = sum(power[seat] for seat in outlaws)
        defence = w.power + sum(PASSENGERS[p].power for p in riders) + sum(power[h] for h in hunters)
        battle = {"wagon": s.wagon, "attack": attack, "defence": defence, "power": {str(k): v for k, v in power.items()},
                  "riders": riders, "outlaws": outlaws, "hunters": hunters,
                  "wagon_power": w.power, "lassoed": sorted(set(s.passengers) - set(riders)),
                  "out": [seat for seat in range(s.n) if s.out[seat]]}
        if outlaws and attack > defence:
            battle["winner"] = OUTLAW
            ranking = sorted(outlaws, key=lambda seat: -power[seat])  # stable: turn order breaks lower ties
            top = [seat for seat in ranking if power[seat] == power[ranking[0]]]
            if len(top) > 1:
                first = self._standoff(s, top, rng, events)
                ranking.remove(first)
                ranking.insert(0, first)
            events.append(Event("battle", dict(battle, claimant=ranking[0]), reveals=True))
            for i in range(w.cargo):
                self._draw_cargo(s, ranking[i % len(ranking)], 1, rng, events, "loot")
            s.won[ranking[0]].append(s.wagon)
            battle["claimant"] = ranking[0]
            self._saddlebags(s, outlaws, rng, events)
        else:
            battle["winner"] = HUNTER
            events.append(Event("battle", battle, reveals=True))
            s.wagon_discards.append(s.wagon)
            for h in hunters:
                if outlaws:
                    self._draw_cargo(s, h, len(outlaws), rng, events, "reward")
            if outlaws:
                self._saddlebags(s, hunters, rng, events)
        s.last_battle = battle
        for seat in range(s.n):
            for c in s.placed[seat]:
                s.cargo_deck.discard(c)
        s.placed = [[] for _ in range(s.n)]
        for p in s.passengers:
            s.passenger_deck.discard(p)
        s.passengers = []
        s.wagon = None
        if any(len(w) >= TARGET_WAGONS for w in s.won) or not s.wagon_deck.cards:
            s.phase = OVER
            out = self.outcome(s)
            events.append(Event("game_over", {"winners": list(out.winners), "reason": out.reason}))
            return
        self._start_wagon(s, rng, events)

    def _saddlebags(self, s: WRState, side: list[int], rng: Any, events: list) -> None:
        for seat in side:
            bags = sum(1 for c in s.placed[seat] if CARGO[c].key == "saddlebags")
            if bags:
                self._draw_cargo(s, seat, bags, rng, events, "saddlebags")

    def _standoff(self, s: WRState, tied: list[int], rng: Any, events: list) -> int:
        """Tied seats each draw a cargo card; the highest power wins, ties redraw.
        When the cargo runs dry the first of them in turn order wins."""
        for _ in range(STANDOFF_LIMIT):
            if not s.cargo_deck.can_draw():
                break
            draws = {}
            for seat in tied:
                if not s.cargo_deck.can_draw():
                    break
                draws[seat] = s.cargo_deck.draw(rng)
            for c in draws.values():
                s.cargo_deck.discard(c)
            shown = {str(seat): cargo_key(c) for seat, c in draws.items()}
            if len(draws) < len(tied):
                events.append(Event("standoff", {"seats": tied, "cards": shown, "winner": None}, reveals=True))
                break
            best = max(CARGO[c].power for c in draws.values())
            top = [seat for seat in tied if CARGO[draws[seat]].power == best]
            events.append(Event("standoff", {"seats": tied, "cards": shown,
                                             "winner": top[0] if len(top) == 1 else None}, reveals=True))
            if len(top) == 1:
                return top[0]
            tied = top
        events.append(Event("standoff_settled", {"seat": tied[0]}))
        return tied[0]

    # -- the protocol --------------------------------------------------------------------
    def to_act(self, s: WRState) -> tuple[int, ...]:
        if s.phase in (ROLE, PREP):
            return (s.order[s.turn],)
        if s.phase == ASSASSIN:
            return (s.assassins[0],)
        return ()

    def legal_actions(self, s: WRState, seat: int) -> list[Action]:
        if seat not in self.to_act(s):
            return []
        if s.phase == ROLE:
            return [Action("role", (OUTLAW,)), Action("role", (HUNTER,))]
        if s.phase == PREP:
            kinds = dict.fromkeys(hand_keys(s.hands[seat]))
            return [Action("pass")] + [Action("place", (k,)) for k in kinds]
        return [Action("assassinate", (t,)) for t in self._targets(s)] + [Action("spare")]

    def refusal(self, s: WRState, seat: int, action: Action) -> str | None:
        if s.phase == OVER:
            return "the game is over"
        if seat not in self.to_act(s):
            return "it is not your turn"
        kind, args = action.kind, action.args
        if s.phase == ROLE:
            if kind != "role":
                return "first choose your role for this wagon"
            if args not in ((OUTLAW,), (HUNTER,)):
                return "a role is Outlaw or Bounty Hunter"
            return None
        if s.phase == PREP:
            if kind == "pass" and not args:
                return None
            if kind != "place" or len(args) != 1:
                return "place one cargo card, or pass"
            if args[0] not in hand_keys(s.hands[seat]):
                return "that cargo card is not in your hand"
            return None
        if kind == "spare" and not args:
            return None
        if kind != "assassinate" or len(args) != 1:
            return "choose a Bounty Hunter to assassinate, or spare them"
        if args[0] not in self._targets(s):
            return "an Assassin can only strike a Bounty Hunter still in the fight"
        return None

    def apply(self, s: WRState, seat: int, action: Action, rng: Any) -> list[Event]:
        reason = self.refusal(s, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        events: list[Event] = []
        if action.kind == "role":
            s.roles[seat] = action.args[0]
            events.append(Event("role_placed", {"seat": seat}, {"role": action.args[0]}, frozenset({seat})))
            self._advance(s, rng, events)
        elif action.kind == "place":
            key = action.args[0]
            card = min(c for c in s.hands[seat] if cargo_key(c) == key)
            s.hands[seat].remove(card)
            s.placed[seat].append(card)
            events.append(Event("cargo_placed", {"seat": seat}, {"card": key}, frozenset({seat})))
            self._advance(s, rng, events)
        elif action.kind == "pass":
            events.append(Event("passed", {"seat": seat}))
            self._advance(s, rng, events)
        elif action.kind == "assassinate":
            victim = action.args[0]
            s.out[victim] = True
            taken = s.placed[victim]
            s.placed[victim] = []
            s.hands[seat].extend(taken)
            events.append(Event("assassinated", {"seat": seat, "victim": victim, "cards": hand_keys(taken)},
                                reveals=True))
            s.assassins.pop(0)
            self._next_assassin(s, rng, events)
        else:  # spare
            events.append(Event("spared", {"seat": seat}))
            s.assassins.pop(0)
            self._next_assassin(s, rng, events)
        return events

    def observe(self, s: WRState, viewer: int | None) -> dict:
        def mine(seat):
            return viewer is not None and seat == viewer

        w = WAGONS[s.wagon] if s.wagon is not None else None
        return {
            "n": s.n, "viewer": viewer, "dealer": s.dealer, "phase": s.phase, "order": s.order,
            "to_act": list(self.to_act(s)), "round": s.round,
            "wagon": None if w is None else {"id": s.wagon, "name": w.name, "power": w.power,
                                              "rounds": w.rounds, "cargo": w.cargo,
                                              "passengers": w.passengers},
            "passengers": [{"id": p, "name": PASSENGERS[p].name, "power": PASSENGERS[p].power}
                           for p in s.passengers],
            "hand": hand_keys(s.hands[viewer]) if viewer is not None else None,
            "hand_counts": [len(h) for h in s.hands],
            "role_placed": [r is not None for r in s.roles],
            "roles": [r if (s.roles_shown or mine(seat)) else None for seat, r in enumerate(s.roles)],
            "placed_counts": [len(p) for p in s.placed],
            "placed": [hand_keys(p) if mine(seat) else None for seat, p in enumerate(s.placed)],
            "out": list(s.out),
            "assassins": list(s.assassins),
            "won": [[WAGONS[x].name for x in w_] for w_ in s.won],
            "wagons_won": [len(w_) for w_ in s.won],
            "cargo_deck": len(s.cargo_deck.cards),
            "cargo_discards": hand_keys(s.cargo_deck.discards),
            "passenger_deck": len(s.passenger_deck.cards),
            "wagon_deck": len(s.wagon_deck.cards),
            "last_battle": s.last_battle,
        }

    def outcome(self, s: WRState) -> Outcome | None:
        if s.phase != OVER:
            return None
        counts = [len(w) for w in s.won]
        best = max(counts)
        if best >= TARGET_WAGONS:
            winners = tuple(seat for seat in range(s.n) if counts[seat] == best)
            reason = f"claimed {TARGET_WAGONS} wagons"
        else:
            winners = tuple(seat for seat in range(s.n) if counts[seat] == best) if best else tuple(range(s.n))
            reason = "the wagons ran out"
        rewards = tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(s.n))
        return Outcome(winners, rewards, reason, tuple(float(c) for c in counts))

    def determinize(self, s: WRState, viewer: int | None, rng: Any) -> WRState:
        """Deal every cargo card ``viewer`` cannot see anew (same counts), pick
        unrevealed roles at random and shuffle the passenger and wagon decks."""
        d = self.clone(s)
        others = [seat for seat in range(s.n) if seat != viewer]
        pool = list(d.cargo_deck.cards)
        for seat in others:
            pool += d.hands[seat] + d.placed[seat]
        rng.shuffle(pool)
        for seat in others:
            k, m = len(d.hands[seat]), len(d.placed[seat])
            d.hands[seat], d.placed[seat], pool = pool[:k], pool[k:k + m], pool[k + m:]
            if not d.roles_shown and d.roles[seat] is not None:
                d.roles[seat] = OUTLAW if rng.random() < 0.5 else HUNTER
        d.cargo_deck.cards = pool
        d.passenger_deck.shuffle(rng)
        d.wagon_deck.shuffle(rng)
        return d

    def invariants(self, s: WRState) -> list[str]:
        broken = []
        cargo = list(s.cargo_deck.cards) + list(s.cargo_deck.discards)
        for seat in range(s.n):
            cargo += s.hands[seat] + s.placed[seat]
        if sorted(cargo) != list(range(len(CARGO))):
            broken.append("every cargo card is in exactly one place")
        people = list(s.passenger_deck.cards) + list(s.passenger_deck.discards) + s.passengers
        if sorted(people) != list(range(len(PASSENGERS))):
            broken.append("every passenger card is in exactly one place")
        wagons = list(s.wagon_deck.cards) + s.wagon_discards + [w for won in s.won for w in won]
        if s.wagon is not None:
            wagons.append(s.wagon)
        if sorted(wagons) != list(range(len(WAGONS))):
            broken.append("every wagon card is in exactly one place")
        if s.phase != OVER and s.wagon is None:
            broken.append("a wagon is on the table until the game ends")
        if s.wagon is not None:
            w = WAGONS[s.wagon]
            if len(s.passengers) > w.passengers:
                broken.append("no more passengers board than the wagon carries")
            for seat in range(s.n):
                if len(s.placed[seat]) > min(w.rounds, s.round + (1 if s.phase == PREP else 0)) and not s.roles_shown:
                    broken.append("a seat places at most one cargo card per prep round")
        if sum(len(w) for w in s.won) + len(s.wagon_discards) + (s.wagon is not None) != s.wagons_played:
            broken.append("every wagon played is claimed, discarded or on the table")
        if any(len(w) > TARGET_WAGONS for w in s.won):
            broken.append(f"no one claims more than {TARGET_WAGONS} wagons")
        return broken

    def describe(self, action: Action, viewer: int | None) -> str:
        # Safe for every viewer: roles and cargo stay face down in the log.
        if action.kind == "role":
            return "places a role card face down"
        if action.kind == "place":
            return "places a cargo card face down"
        if action.kind == "pass":
            return "places no cargo"
        if action.kind == "assassinate":
            return f"assassinates Player {action.args[0] + 1}"
        return "spares the Bounty Hunters"

    def role_of(self, s: WRState, seat: int) -> str:
        return f"Player {seat + 1}"


RULES = WagonRobbersRules()
