"""Most Wanted: whose turn it is, what they may do, and a turn's actions."""

from __future__ import annotations

from typing import Any

from game.core.model import Action, Event, IllegalAction, Outcome
from game.core.rng import Rng

from ..cards import SUIT_OF
from .state import (
    ACCEPT, ACTION, CHALLENGE, CHALLENGE_A, CHURCH_TO, DUEL, FLIP_ORDER, HAND_SIZE, LABOR_PAY, MWState, OVER,
    PASS, ROB, ROBBERIES, SALOON_TO, SHOOTOUT, SHOWDOWN, STAY_OUT, TARGET, UNREADY, discard_options,
    dishonest_options, distinct_subsets, robbery_points, shootout_options,
)


class TurnRules:
    """Asking who acts and what is legal, and applying a turn (a part of MostWantedRules)."""

    # -- asking -----------------------------------------------------------------
    def to_act(self, state: MWState) -> tuple:
        phase = state.phase
        if phase == ACTION:
            return (state.active,)
        if phase == SHOWDOWN:
            ready = state.ready
            waiting = [p for p in state.parts if not ready[p]]
            return tuple(waiting + [p for p in state.parts if ready[p]])
        if phase == CHALLENGE:
            return (state.dl_queue[0],)
        return ()

    def outcome(self, state: MWState) -> Outcome | None:
        if state.winner < 0:
            return None
        rewards = tuple(1.0 if s == state.winner else 0.0 for s in range(state.n))
        return Outcome((state.winner,), rewards, state.reason, tuple(float(p) for p in state.pos))

    def legal_actions(self, state: MWState, seat: int) -> list[Action]:
        phase = state.phase
        if phase == ACTION:
            return self._turn_actions(state, seat) if seat == state.active else []
        if phase == SHOWDOWN:
            if seat not in state.parts:
                return []
            if state.ready[seat]:
                return [UNREADY]
            out = [Action("commit", c) for c in distinct_subsets(state.hands[seat] + state.commit[seat], state.size)]
            if not state.forced[seat]:
                out.append(STAY_OUT)
            return out
        if phase == CHALLENGE:
            return [CHALLENGE_A, ACCEPT] if state.dl_queue and seat == state.dl_queue[0] else []
        return []

    def _turn_actions(self, state: MWState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        h = len(hand)
        out = [ROB[0], ROB[1], ROB[2]] if h >= 4 else [ROB[r] for r in range(3) if h >= ROBBERIES[r][2]]
        if state.saloon:
            if self._can_pay_saloon(state, seat):
                out.extend(Action("saloon", c) for c in discard_options(hand))
        else:
            out.extend(Action("church", c) for c in discard_options(hand))
        if state.dishonest:
            out.extend(Action("dishonest", c) for c in dishonest_options(hand))
        else:
            by_suit: list[list] = [[], [], [], []]
            for c in hand:
                by_suit[SUIT_OF[c]].append(c)
            for same in by_suit:
                if len(same) == 1:
                    out.append(Action("labor", (same[0],)))
                else:
                    for k in range(1, len(same) + 1):
                        out.extend([Action("labor", c) for c in distinct_subsets(same, k)])
        others = [t for t in range(state.n) if t != seat]
        if state.shootout:
            for size in (1, 2, 3):
                if h < size:
                    break
                able = [t for t in others if len(state.hands[t]) >= size]
                out.extend(Action("shootout", (size,) + c) for c in shootout_options(state.pos, seat, able))
        else:
            for size in (1, 2):
                if h < size:
                    break
                out.extend(Action("duel", (t, size)) for t in others if len(state.hands[t]) >= size)
        if not out:
            out.append(PASS)
        return out

    def _can_pay_saloon(self, state: MWState, seat: int) -> bool:
        # Paying with a space back is paying too; off the board with no money there is nothing to pay with.
        return state.money[seat] > 0 or state.pos[seat] > 0

    # -- applying ---------------------------------------------------------------
    def apply(self, state: MWState, seat: int, action: Action, rng: Any) -> list[Event]:
        """Apply a legal action (``Match`` checks ``refusal`` first)."""
        ev: list[Event] = []
        kind, args = action.kind, action.args
        if kind == "commit":
            self._commit(state, seat, args, ev, rng)
        elif kind == "stay_out":
            self._stay_out(state, seat, ev, rng)
        elif kind == "unready":
            state.ready[seat] = False
            ev.append(Event("unready", {"seat": seat}))
        elif kind == "rob":
            self._rob(state, seat, args[0], ev, rng)
        elif kind == "church" or kind == "saloon":
            self._church(state, seat, args, kind == "saloon", ev, rng)
        elif kind == "labor":
            self._labor(state, seat, args, ev, rng)
        elif kind == "dishonest":
            self._dishonest(state, seat, args, ev)
        elif kind == "challenge" or kind == "accept":
            self._challenge(state, seat, kind == "challenge", ev, rng)
        elif kind == "duel":
            target, size = args
            ev.append(Event("duel", {"seat": seat, "target": target, "size": size}))
            self._open_showdown(state, DUEL, seat, [seat, target], [seat, target], size, None, ev)
        elif kind == "shootout":
            size, targets = args[0], list(args[1:])
            ev.append(Event("shootout", {"seat": seat, "targets": targets, "size": size}))
            parts = [seat] + sorted(targets, key=lambda t: (t - seat) % state.n)
            self._open_showdown(state, SHOOTOUT, seat, parts, parts, size, None, ev)
        elif kind == "pass":
            ev.append(Event("passed", {"seat": seat}))
            self._next_turn(state, ev)
        else:
            raise IllegalAction(f"{kind!r} is not a Most Wanted move")
        state.last = tuple(ev)
        return ev

    # turns
    def _begin_turn(self, state: MWState, seat: int, ev: list) -> None:
        state.active = seat
        state.turn += 1
        state.phase = ACTION
        ev.append(Event("turn_started", {"seat": seat, "turn": state.turn}))

    def _next_turn(self, state: MWState, ev: list) -> None:
        n = state.n
        seat = (state.active + 1) % n
        skips = state.skips
        while skips[seat] > 0:  # terminates: every pass takes one lost turn away
            skips[seat] -= 1
            ev.append(Event("turn_lost", {"seat": seat}))
            seat = (seat + 1) % n
        self._begin_turn(state, seat, ev)

    # cards
    def _draw_one(self, state: MWState, rng: Rng, ev: list) -> int | None:
        pile = state.pile
        if not pile.cards:
            if not pile.discards:
                return None
            pile.cards, pile.discards = pile.discards, []
            rng.shuffle(pile.cards)
            state.reshuffles += 1
            flipped = None
            if state.reshuffles <= len(FLIP_ORDER):
                flipped = FLIP_ORDER[state.reshuffles - 1]
                state.flipped[flipped] = True
            ev.append(Event("reshuffled", {
                "count": len(pile.cards), "flipped": flipped,
                "points": None if flipped is None else robbery_points(state.flipped, flipped),
            }, reveals=True))
        return pile.cards.pop()

    def _draw_to(self, state: MWState, seat: int, target: int, rng: Rng, ev: list) -> None:
        hand = state.hands[seat]
        got = []
        while len(hand) + len(got) < target:
            c = self._draw_one(state, rng, ev)
            if c is None:
                break
            got.append(c)
        if got:
            hand.extend(got)
            hand.sort()
            ev.append(Event("drew", {"seat": seat, "count": len(got)}, {"cards": sorted(got)}, frozenset((seat,)), True))

    def _take(self, state: MWState, seat: int, cards) -> list[int]:
        hand = state.hands[seat]
        for c in cards:
            hand.remove(c)
        return sorted(cards)

    # money
    def _pay(self, state: MWState, seat: int, owed: int, ev: list) -> None:
        paid = min(owed, state.money[seat])
        state.money[seat] -= paid
        state.supply += paid
        back = min(owed - paid, state.pos[seat])
        state.pos[seat] -= back
        ev.append(Event("bail_paid", {"seat": seat, "owed": owed, "paid": paid, "moved_back": back,
                                      "space": state.pos[seat]}))

    def _from_supply(self, state: MWState, bags: int) -> int:
        got = min(bags, state.supply)
        state.supply -= got
        return got

    def _score(self, state: MWState, seat: int, points: int, ev: list) -> None:
        state.pos[seat] = min(TARGET, state.pos[seat] + points)
        ev.append(Event("scored", {"seat": seat, "points": points, "space": state.pos[seat]}))
        if state.pos[seat] >= TARGET:
            state.winner = seat
            # The results screen puts the winner's name above this line.
            state.reason = "Reached the Most Wanted space first"
            state.phase = OVER
            ev.append(Event("game_over", {"winner": seat, "reason": state.reason}, reveals=True))

    # simple actions
    def _church(self, state: MWState, seat: int, cards: tuple, saloon: bool, ev: list, rng: Rng) -> None:
        paid = 0
        if saloon:
            before = state.money[seat]
            self._pay(state, seat, 1, ev)
            paid = before - state.money[seat]
        out = self._take(state, seat, cards)
        state.pile.discards.extend(out)
        ev.append(Event("saloon" if saloon else "church", {"seat": seat, "cards": out, "paid": paid}))
        self._draw_to(state, seat, SALOON_TO if saloon else CHURCH_TO, rng, ev)
        self._next_turn(state, ev)

    def _labor(self, state: MWState, seat: int, cards: tuple, ev: list, rng: Rng) -> None:
        out = self._take(state, seat, cards)
        bags = self._from_supply(state, LABOR_PAY * len(out))
        state.money[seat] += bags
        ev.append(Event("labor", {"seat": seat, "cards": out, "bags": bags}))
        state.pile.discards.extend(out)
        ev.append(Event("discarded", {"cards": out}))
        self._draw_to(state, seat, HAND_SIZE, rng, ev)
        self._next_turn(state, ev)

    def _dishonest(self, state: MWState, seat: int, cards: tuple, ev: list) -> None:
        out = self._take(state, seat, cards)
        state.dl_cards = out
        state.dl_bags = self._from_supply(state, LABOR_PAY * len(out))
        state.dl_chal = []
        state.dl_queue = [(seat + i) % state.n for i in range(1, state.n)]
        state.phase = CHALLENGE
        ev.append(Event("dishonest_labor", {"seat": seat, "count": len(out), "bags": state.dl_bags},
                        {"cards": out}, frozenset((seat,))))

    def _challenge(self, state: MWState, seat: int, challenged: bool, ev: list, rng: Rng) -> None:
        state.dl_queue.pop(0)
        if challenged:
            state.dl_chal.append(seat)
        ev.append(Event("challenged" if challenged else "accepted", {"seat": seat}))
        if state.dl_queue:
            return
        worker, cards, bags, chal = state.active, state.dl_cards, state.dl_bags, state.dl_chal
        honest = len({SUIT_OF[c] for c in cards}) == 1
        shares = {}
        returned = 0
        if honest or not chal:
            state.money[worker] += bags
            shares[worker] = bags
            for c in chal:
                state.skips[c] += 1
        else:
            each = bags // (1 + len(chal))
            for p in [worker] + chal:
                state.money[p] += each
                shares[p] = each
            returned = bags - each * (1 + len(chal))
            state.supply += returned
        ev.append(Event("dishonest_revealed", {
            "seat": worker, "cards": list(cards), "honest": honest, "shares": shares,
            "returned": returned, "lost_turn": list(chal) if honest else [],
        }, reveals=True))
        state.pile.discards.extend(cards)
        ev.append(Event("discarded", {"cards": list(cards)}))
        state.dl_cards, state.dl_bags, state.dl_chal = [], 0, []
        n = state.n
        for p in sorted([worker] + chal, key=lambda s: (s - worker) % n):
            self._draw_to(state, p, HAND_SIZE, rng, ev)
        self._next_turn(state, ev)

    # showdowns
