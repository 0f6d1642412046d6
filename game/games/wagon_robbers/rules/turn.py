"""Wagon Robbers: whose turn it is, what they may do, the flow of a wagon
(roles, prep rounds, the reveal, Assassins) and its battle, and the end."""

from __future__ import annotations

from typing import Any

from game.core.model import Action, Event, Outcome

from ..cards import CARGO, CARGO_KEYS, CARGO_PER_WAGON, KNIVES_FOR_ASSASSIN, PASSENGERS, TARGET_WAGONS, WAGONS
from .state import (ASSASSIN, CARD_KEY, HUNTER, OUTLAW, OVER, PREP, ROLE, STANDOFF_LIMIT, WRState, cargo_key,
                    fighting_passengers, hand_keys, knives, seat_power)


def to_act(s: WRState) -> tuple[int, ...]:
    phase = s.phase
    if phase == ROLE or phase == PREP:
        return (s.seat_to_play(),)
    if phase == ASSASSIN:
        return (s.assassins[0],)
    return ()


# Actions are immutable: the few there are get made once.
_ROLES = (Action("role", (OUTLAW,)), Action("role", (HUNTER,)))
_PASS, _SPARE = Action("pass"), Action("spare")
_PLACE = {key: Action("place", (key,)) for key in CARGO_KEYS}


def legal_actions(s: WRState, seat: int) -> list[Action]:
    if seat not in to_act(s):
        return []
    if s.phase == ROLE:
        return list(_ROLES)
    if s.phase == PREP:
        return prep_moves(hand_keys(s.hands[seat]))
    return [Action("assassinate", (t,)) for t in targets(s)] + [_SPARE]


def prep_moves(hand: list[str]) -> list[Action]:
    """A prep turn's moves for a hand (keys in card-list order): a pass, or one card of each kind."""
    return [_PASS] + [_PLACE[k] for k in dict.fromkeys(hand)]


def apply_action(s: WRState, seat: int, action: Action, rng: Any) -> list[Event]:
    events: list[Event] = []
    if action.kind == "role":
        s.roles[seat] = action.args[0]
        events.append(Event("role_placed", {"seat": seat}, {"role": action.args[0]}, frozenset({seat})))
        advance(s, rng, events)
    elif action.kind == "place":
        key = action.args[0]
        card = min(c for c in s.hands[seat] if CARD_KEY[c] == key)
        s.hands[seat].remove(card)
        s.placed[seat].append(card)
        events.append(Event("cargo_placed", {"seat": seat}, {"card": key}, frozenset({seat})))
        advance(s, rng, events)
    elif action.kind == "pass":
        events.append(Event("passed", {"seat": seat}))
        advance(s, rng, events)
    elif action.kind == "assassinate":
        victim = action.args[0]
        s.out[victim] = True
        taken = s.placed[victim]
        s.placed[victim] = []
        s.hands[seat].extend(taken)
        events.append(Event("assassinated", {"seat": seat, "victim": victim, "cards": hand_keys(taken)},
                            reveals=True))
        s.assassins.pop(0)
        next_assassin(s, rng, events)
    else:  # spare
        events.append(Event("spared", {"seat": seat}))
        s.assassins.pop(0)
        next_assassin(s, rng, events)
    return events


def draw_cargo(s: WRState, seat: int, k: int, rng: Any, events: list, why: str) -> int:
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


def start_wagon(s: WRState, rng: Any, events: list, first: bool = False) -> None:
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
        draw_cargo(s, seat, CARGO_PER_WAGON, rng, events, "wagon")
    s.wagon = s.wagon_deck.draw()
    s.wagons_played += 1
    w = WAGONS[s.wagon]
    events.append(Event("wagon", {"wagon": s.wagon, "name": w.name, "power": w.power,
                                  "rounds": w.rounds, "cargo": w.cargo,
                                  "passengers": w.passengers}, reveals=True))
    s.phase = ROLE


def board_passenger(s: WRState, rng: Any, events: list) -> None:
    if not s.passenger_deck.can_draw():
        return
    p = s.passenger_deck.draw(rng)
    s.passengers.append(p)
    events.append(Event("passenger", {"passenger": p, "name": PASSENGERS[p].name,
                                      "power": PASSENGERS[p].power}, reveals=True))


def advance(s: WRState, rng: Any, events: list) -> None:
    """Move to the next seat, prep round or the reveal."""
    s.turn += 1
    if s.turn < s.n:
        return
    s.turn = 0
    w = WAGONS[s.wagon]
    if s.phase == ROLE:
        s.phase, s.round = PREP, 0
        board_passenger(s, rng, events)
        return
    s.round += 1
    if s.round < w.rounds:
        board_passenger(s, rng, events)
        return
    reveal(s, rng, events)


def reveal(s: WRState, rng: Any, events: list) -> None:
    w = WAGONS[s.wagon]
    while len(s.passengers) < w.passengers and s.passenger_deck.can_draw():
        board_passenger(s, rng, events)
    s.roles_shown = True
    for seat in s.order:
        events.append(Event("role_shown", {"seat": seat, "role": s.roles[seat]}, reveals=True))
    s.assassins = [seat for seat in s.order
                   if s.roles[seat] == OUTLAW and knives(s.placed[seat]) >= KNIVES_FOR_ASSASSIN]
    for seat in s.assassins:
        events.append(Event("assassin", {"seat": seat}, reveals=True))
    next_assassin(s, rng, events)


def targets(s: WRState) -> list[int]:
    return [seat for seat in s.order if s.roles[seat] == HUNTER and not s.out[seat]]


def next_assassin(s: WRState, rng: Any, events: list) -> None:
    if s.assassins and targets(s):
        s.phase = ASSASSIN
        return
    s.assassins = []
    battle(s, rng, events)


def battle(s: WRState, rng: Any, events: list) -> None:
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
              "out": [seat for seat in range(s.n) if s.out[seat]],
              # What everyone saw turn up, for a seat that reads the rivals' play over wagons:
              # each fighter's cargo and the passengers in the order they boarded.
              "cards": {str(seat): hand_keys(s.placed[seat]) for seat in fighting}, "boarded": list(s.passengers)}
    if outlaws and attack > defence:
        battle["winner"] = OUTLAW
        ranking = sorted(outlaws, key=lambda seat: -power[seat])  # stable: turn order breaks lower ties
        top = [seat for seat in ranking if power[seat] == power[ranking[0]]]
        if len(top) > 1:
            first = standoff(s, top, rng, events)
            ranking.remove(first)
            ranking.insert(0, first)
        events.append(Event("battle", dict(battle, claimant=ranking[0]), reveals=True))
        for i in range(w.cargo):
            draw_cargo(s, ranking[i % len(ranking)], 1, rng, events, "loot")
        s.won[ranking[0]].append(s.wagon)
        battle["claimant"] = ranking[0]
        saddlebags(s, outlaws, rng, events)
    else:
        battle["winner"] = HUNTER
        events.append(Event("battle", battle, reveals=True))
        s.wagon_discards.append(s.wagon)
        for h in hunters:
            if outlaws:
                draw_cargo(s, h, len(outlaws), rng, events, "reward")
        if outlaws:
            saddlebags(s, hunters, rng, events)
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
        out = outcome(s)
        events.append(Event("game_over", {"winners": list(out.winners), "reason": out.reason}))
        return
    start_wagon(s, rng, events)


def saddlebags(s: WRState, side: list[int], rng: Any, events: list) -> None:
    for seat in side:
        bags = sum(1 for c in s.placed[seat] if CARGO[c].key == "saddlebags")
        if bags:
            draw_cargo(s, seat, bags, rng, events, "saddlebags")


def standoff(s: WRState, tied: list[int], rng: Any, events: list) -> int:
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


def outcome(s: WRState) -> Outcome | None:
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
