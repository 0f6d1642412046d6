"""Most Wanted: robberies, duels and shootouts, from the first card committed
to the reveal, ties and the payout."""

from __future__ import annotations

from game.core.model import Event
from game.core.rng import Rng

from ..cards import RANK_OF
from ..hands import DOUBLE_CROSS_KEY, best_subhand, describe_key, showdown
from . import flow
from .state import (
    BAIL, DUEL, FIRST, HAND_SIZE, KINDS, MWState, OVER, ROBBERIES, ROBBERY, SHERIFF, SHOOTOUT_POINTS, SHOWDOWN,
    robbery_points,
)


def clear_showdown(s: MWState) -> None:
    n = s.n
    s.kind = -1
    s.robbery = None
    s.size = 0
    s.opener = -1
    s.parts = []
    s.forced = [False] * n
    s.commit = [[] for _ in range(n)]
    s.ready = [False] * n
    s.played = []
    s.sheriff_cards = []
    s.sheriff_in = False
    s.table = []
    s.tie_round = 0
    s.tied = []

def rob(state: MWState, seat: int, r: int, ev: list, rng: Rng) -> None:
    _, name, size, _ = ROBBERIES[r]
    n = state.n
    ev.append(Event("robbery", {"seat": seat, "robbery": r, "name": name, "size": size,
                                "points": robbery_points(state.flipped, r)}))
    order = [(seat + i) % n for i in range(n)]
    parts = [p for p in order if p == seat or len(state.hands[p]) >= size]
    open_showdown(state, ROBBERY, seat, parts, [seat], size, r, ev)
    if state.sheriff_on:
        got = []
        for _ in range(2 * size):
            c = flow.draw_one(state, rng, ev)
            if c is None:
                break
            got.append(c)
        state.sheriff_cards = got
        state.sheriff_in = len(got) >= size
        ev.append(Event("sheriff_dealt", {"count": len(got)}, reveals=True))

def open_showdown(state: MWState, kind: int, opener: int, parts: list, forced: list,
                   size: int, robbery, ev: list) -> None:
    clear_showdown(state)
    state.phase = SHOWDOWN
    state.kind = kind
    state.robbery = robbery
    state.size = size
    state.opener = opener
    state.parts = list(parts)
    for p in forced:
        state.forced[p] = True

def commit(state: MWState, seat: int, cards: tuple, ev: list, rng: Rng) -> None:
    hand = state.hands[seat]
    if state.commit[seat]:
        hand.extend(state.commit[seat])
    for c in cards:
        hand.remove(c)
    hand.sort()
    state.commit[seat] = sorted(cards)
    state.ready[seat] = True
    ev.append(Event("committed", {"seat": seat, "count": len(cards)}, {"cards": sorted(cards)},
                    frozenset((seat,))))
    _maybe_reveal(state, ev, rng)

def stay_out(state: MWState, seat: int, ev: list, rng: Rng) -> None:
    if state.commit[seat]:
        state.hands[seat].extend(state.commit[seat])
        state.hands[seat].sort()
        state.commit[seat] = []
    state.ready[seat] = True
    ev.append(Event("stayed_out", {"seat": seat}))
    _maybe_reveal(state, ev, rng)

def _maybe_reveal(state: MWState, ev: list, rng: Rng) -> None:
    ready = state.ready
    for p in state.parts:
        if not ready[p]:
            return
    _reveal(state, ev, rng)

def _reveal(state: MWState, ev: list, rng: Rng) -> None:
    hands: dict[int, list] = {}
    for p in state.parts:
        if state.commit[p]:
            hands[p] = state.commit[p]
            state.commit[p] = []
    if state.tie_round == 0:
        state.played = list(hands)
        if state.sheriff_in:
            hands[SHERIFF] = list(best_subhand(state.sheriff_cards, state.size))
        if state.sheriff_cards:
            state.table.extend(state.sheriff_cards)
            state.sheriff_cards = []
    elif state.sheriff_in:
        c = flow.draw_one(state, rng, ev)
        if c is not None:
            hands[SHERIFF] = [c]
            state.table.append(c)
    for p, cards in hands.items():
        if p != SHERIFF:
            state.table.extend(cards)
    automatic = state.kind == ROBBERY and state.tie_round == 0 and len(hands) == 1
    if hands:
        winners, keys = showdown({p: [RANK_OF[c] for c in cs] for p, cs in hands.items()})
    else:  # nobody could play a card in a tie-break: the earliest tied player wins
        winners, keys = [state.tied[0]], {}
    shown = [{"seat": p, "cards": sorted(cs), "hand": describe_key(keys[p]),
              "double_crosser": keys[p] == DOUBLE_CROSS_KEY} for p, cs in hands.items()]
    kind_name = KINDS[state.kind]
    state.last_reveal = {"kind": kind_name, "round": state.tie_round, "hands": shown, "winners": list(winners)}
    ev.append(Event("revealed", {"kind": kind_name, "round": state.tie_round, "hands": shown,
                                 "winners": list(winners), "automatic": automatic}, reveals=True))
    if len(winners) == 1:
        _settle(state, winners[0], ev, rng)
    else:
        _open_tie(state, winners, ev, rng)

def _open_tie(state: MWState, tied: list, ev: list, rng: Rng) -> None:
    n, opener = state.n, state.opener
    players = sorted((p for p in tied if p != SHERIFF), key=lambda s: (s - opener) % n)
    state.tie_round += 1
    state.tied = list(tied)
    state.sheriff_in = SHERIFF in tied
    ev.append(Event("tie", {"seats": list(tied), "round": state.tie_round}))
    able = []
    for p in players:
        if not state.hands[p]:
            c = flow.draw_one(state, rng, ev)
            if c is not None:
                state.hands[p].append(c)
                ev.append(Event("tie_draw", {"seat": p}, {"card": c}, frozenset((p,)), True))
        if state.hands[p]:
            able.append(p)
    state.parts = able
    state.size = 1
    state.forced = [False] * n
    state.ready = [False] * n
    for p in able:
        state.forced[p] = True
    if not able:
        # Nobody holds or can draw a card: the Sheriff's card alone, or the earliest tied player.
        if state.sheriff_in:
            _reveal(state, ev, rng)
        else:
            _settle(state, players[0], ev, rng)

def _settle(state: MWState, winner: int, ev: list, rng: Rng) -> None:
    kind = state.kind
    played = state.played
    losers = [p for p in played if p != winner]
    # The played cards go face up onto the discards before anything else,
    # so the table is clear even when this showdown ends the game.
    table = sorted(state.table)
    state.table = []
    state.pile.discards.extend(table)
    if table:
        ev.append(Event("discarded", {"cards": table}))
    if kind == FIRST:
        ev.append(Event("first_player", {"seat": winner}))
    elif winner != SHERIFF:
        if kind == ROBBERY:
            points = robbery_points(state.flipped, state.robbery)
        elif kind == DUEL:
            points = BAIL[state.pos[losers[0]]] if losers else 0
        else:
            points = SHOOTOUT_POINTS
        flow.score(state, winner, points, ev)
        if state.phase == OVER:
            return
    if kind != FIRST:
        for p in losers:
            flow.pay(state, p, BAIL[state.pos[p]], ev)
    opener, n = state.opener, state.n
    drawers = sorted(played, key=lambda s: (s - opener) % n)
    clear_showdown(state)
    for p in drawers:
        flow.draw_to(state, p, HAND_SIZE, rng, ev)
    if kind == FIRST:
        state.turn = 0
        flow.begin_turn(state, winner, ev)
    else:
        flow.next_turn(state, ev)
