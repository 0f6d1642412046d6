"""Building situations for the rules tests: the real content on a small desert."""

from __future__ import annotations

import dataclasses

from game.core.model import Action, IllegalAction, MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.catalog import catalog
from game.games.few_and_cursed.rules import FewAndCursedRules
from game.games.few_and_cursed.rules.rounds import start_turn
from game.games.few_and_cursed.rules.state import ACTION, touch
from game.games.few_and_cursed.rules.tracks import Game

from few_and_cursed.desert import small_desert

# The rules tests check the book's numbers; the solo and co-op numbers tuned in
# content/variants.json have their own tests (test_challenge.py).
RULES = FewAndCursedRules(dataclasses.replace(catalog(), challenges={}), graph=small_desert())
CAT = RULES.catalog


def new(players: int = 2, variants=(), seed: int = 1, deal: bool = True):
    """A match set up on the small desert; ``deal`` deals the characters (the
    random-characters variant) so it starts at the job draft."""
    variants = set(variants) | ({"random-characters"} if deal else set())
    return RULES.setup(MatchConfig(players, frozenset(variants)), Rng(seed))


def cards_of(key: str) -> list[int]:
    return [i for i, c in enumerate(CAT.cards) if c.key == key]


def take(s, cid: int) -> None:
    """Lift a deck card out of wherever it is (so it can be put somewhere else)."""
    for p in s.players:
        for zone in ("deck", "hand", "play", "discard", "trash"):
            if cid in getattr(p.zones, zone):
                getattr(p.zones, zone).remove(cid)
                return
    for pile in (s.upgrades.cards, s.upgrades.discards, s.artifact_supply, s.shown):
        if cid in pile:
            pile.remove(cid)
            return
    raise AssertionError(f"card {cid} is nowhere")


def hand(s, seat: int, *keys: str) -> None:
    """The seat's hand becomes exactly ``keys`` (the old hand goes under the deck)."""
    p = s.players[seat]
    p.zones.deck[0:0] = p.zones.hand
    p.zones.hand = []
    for key in keys:
        free = [c for c in cards_of(key) if c not in p.zones.hand]
        cid = next(c for c in free if c in p.zones.deck) if any(c in p.zones.deck for c in free) else free[0]
        take(s, cid)
        if CAT.cards[cid].kind == "starter" and cid not in CAT.starting[p.character]:
            raise AssertionError(f"{key} is not one of seat {seat}'s starting cards")
        p.zones.hand.append(cid)
    touch(s)


def at_phase(s, phase: str, seat: int, node=None, **tracks) -> None:
    """Jump to ``seat``'s turn in ``phase`` (start-of-turn steps done), with tracks set."""
    s.phase = phase
    s.pending, s.queue, s.shown, s.summons = {}, [], [], []
    s.turn = s.order.index(seat)
    p = s.players[seat]
    if node is not None:
        p.node = node
    for name, value in tracks.items():
        setattr(p, name, value)
    start_turn(Game(RULES, s, Rng(5)))
    touch(s)


def act(s, seat: int, kind: str, *args, rng_seed: int = 3):
    action = Action(kind, tuple(args))
    reason = RULES.refusal(s, seat, action)
    if reason is not None:
        raise IllegalAction(reason)
    return RULES.apply(s, seat, action, Rng(rng_seed))


def kinds(s, seat: int) -> set:
    return {a.kind for a in RULES.legal_actions(s, seat)}


def in_action(players: int = 2, seat: int = 0, node=1, seed: int = 1, **tracks):
    s = new(players, seed=seed)
    at_phase(s, ACTION, seat, node, **tracks)
    return s
