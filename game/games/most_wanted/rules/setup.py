"""Most Wanted: a new match (shuffles, deals, the first player)."""

from __future__ import annotations


from game.core.cards import Pile
from game.core.model import Event, MatchConfig
from game.core.rng import Rng

from ..cards import ALL_CARDS
from . import flow, showdown
from .state import FIRST, HAND_SIZE, MWState, SUPPLY, V_DISHONEST, V_FIRST_DUEL, V_SALOON, V_SHOOTOUT


def new_state(config: MatchConfig, rng: Rng) -> MWState:
    n = config.players
    if not 2 <= n <= 8:
        raise ValueError("Most Wanted is a game for 2 to 8 players")
    s = MWState.__new__(MWState)
    s.n = n
    s.sheriff_on = n == 2
    s.saloon = config.has(V_SALOON)
    s.shootout = config.has(V_SHOOTOUT)
    s.dishonest = config.has(V_DISHONEST)
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    s.hands = [sorted(deck.pop() for _ in range(HAND_SIZE)) for _ in range(n)]
    s.pile = Pile(deck, (), True)
    s.pos = [0] * n
    s.money = [0] * n
    s.supply = SUPPLY
    s.skips = [0] * n
    s.active = 0
    s.turn = 0
    s.reshuffles = 0
    s.flipped = [False, False, False]
    showdown.clear_showdown(s)
    s.dl_cards = []
    s.dl_bags = 0
    s.dl_chal = []
    s.dl_queue = []
    s.last_reveal = None
    s.winner = -1
    s.reason = ""
    ev: list[Event] = []
    if config.has(V_FIRST_DUEL):
        showdown.open_showdown(s, FIRST, 0, list(range(n)), list(range(n)), 1, None, ev)
    else:
        flow.begin_turn(s, 0, ev)
    s.last = tuple(ev)
    return s
