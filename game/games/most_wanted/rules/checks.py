"""Most Wanted: the invariants every reachable state keeps (for tests and fuzzing)."""

from __future__ import annotations

from ..cards import ALL_CARDS, DECK_SIZE
from .state import CHALLENGE, FLIP_ORDER, MWState, OVER, SHOWDOWN, SUPPLY, TARGET


# -- checks ---------------------------------------------------------------------
def invariants(state: MWState) -> list[str]:
    out = []
    n = state.n
    cards = state.pile.cards + state.pile.discards + state.table + state.sheriff_cards + state.dl_cards
    for p in range(n):
        cards += state.hands[p]
        cards += state.commit[p]
    if len(cards) != DECK_SIZE or len(set(cards)) != DECK_SIZE or min(cards) != 0 or max(cards) != DECK_SIZE - 1:
        seen: dict[int, int] = {}
        for c in cards:
            seen[c] = seen.get(c, 0) + 1
        twice = sorted(c for c, k in seen.items() if k > 1)
        missing = sorted(set(ALL_CARDS) - set(seen))
        out.append(f"cards out of place: {len(cards)} in play, twice {twice}, missing {missing}")
    money = state.supply + sum(state.money) + state.dl_bags
    if money != SUPPLY:
        out.append(f"money not conserved: {money} bags instead of {SUPPLY}")
    if state.supply < 0 or any(m < 0 for m in state.money) or state.dl_bags < 0:
        out.append("a negative amount of money")
    if any(not 0 <= p <= TARGET for p in state.pos):
        out.append(f"a token off the scoreboard: {state.pos}")
    if any(k < 0 for k in state.skips):
        out.append("a negative count of lost turns")
    if sum(state.flipped) != min(state.reshuffles, len(FLIP_ORDER)):
        out.append("robbery flips do not match the reshuffles")
    at_top = [p for p in range(n) if state.pos[p] >= TARGET]
    if state.phase == OVER:
        if state.winner < 0 or at_top != [state.winner]:
            out.append("the game is over without exactly one player on the Most Wanted space")
    elif state.winner >= 0 or at_top:
        out.append("someone is Most Wanted but the game goes on")
    if state.phase == SHOWDOWN:
        if not state.parts:
            out.append("a showdown without participants")
        for p in range(n):
            c = state.commit[p]
            if c and p not in state.parts:
                out.append(f"Player {p + 1} has cards down outside the showdown")
            if c and len(c) != state.size:
                out.append(f"Player {p + 1} has {len(c)} cards down in a {state.size}-card showdown")
            if p in state.parts and state.forced[p] and state.ready[p] and not c:
                out.append(f"Player {p + 1} is ready without the hand they must play")
        if all(state.ready[p] for p in state.parts):
            out.append("everyone is ready but the cards are not revealed")
    else:
        if any(state.commit) or state.sheriff_cards or state.table:
            out.append("cards down outside a showdown")
    if state.phase == CHALLENGE:
        if not state.dl_cards or not state.dl_queue:
            out.append("a Dishonest Labor without cards or without anyone to decide")
    elif state.dl_cards or state.dl_bags:
        out.append("Dishonest Labor money or cards left outside its challenge")
    return out
