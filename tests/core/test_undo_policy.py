"""The undo policy, over random matches of every game: an action may be
taken back only if it taught nobody anything and left nothing to chance.

For every action of a random match (every seat human): if the match lets the
actor take it back, taking it back restores every seat's observation and
every knowledge set exactly; the action revealed nothing and drew on no
chance; and where a game keeps an explicit knowledge set (Scotland Yard's
"where could Mister X be", Fugitive's deduction of the hideouts) an action
by someone other than the keeper of the secret left that set as it was.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import games
from game.core.match import Match, SeatInfo
from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.fugitive.rules import knowledge as fugitive_knowledge

PLAYABLE = [e.id for e in games.GAMES if e.playable]
MAX_ACTIONS = 45


def knowledge_sets(match: Match) -> dict:
    """The game's explicit knowledge sets, as plain values."""
    game = match.rules.info.id
    if game == "scotland-yard":
        return {"where could Mister X be": tuple(sorted(match.state.possible))}
    if game == "fugitive":
        k = fugitive_knowledge.analyze(match.observe(1))
        return {"possible hideouts": tuple(k.domains), "number status": tuple(sorted(k.status.items()))}
    return {}


def secret_keeper(match: Match) -> int | None:
    """The seat whose hidden facts the knowledge sets are about."""
    return {"scotland-yard": 0, "fugitive": 0}.get(match.rules.info.id)


def everything_seen(match: Match) -> tuple:
    return tuple(match.observe(v) for v in range(len(match.seats))), knowledge_sets(match)


@pytest.mark.parametrize("game_id", PLAYABLE)
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=1, max_value=2**31 - 1))
def test_undo_never_takes_back_a_lesson(game_id, seed):
    rules = games.rules_for(game_id)
    info = rules.info
    players = info.min_seats + seed % (info.max_seats - info.min_seats + 1)
    match = Match(rules, MatchConfig(players), [SeatInfo(f"P{i}") for i in range(players)], seed)
    pick = Rng(seed)
    undone = refused = 0
    for _ in range(MAX_ACTIONS):
        acting = match.to_act()
        if not acting:
            break
        seat = acting[pick.randrange(len(acting))]
        action = pick.choice(list(match.legal_actions(seat)))
        seen_before = everything_seen(match)
        rng_before = match.rng.state
        events = match.apply(seat, action)
        ok, reason = match.can_undo(seat)
        others = [v for v in range(players) if v != seat]
        assert not any(match.can_undo(v)[0] for v in others), "only the actor may take its action back"
        if not ok:
            assert reason
            refused += 1
            continue
        assert not any(e.reveals for e in events), f"{action} revealed something and could be taken back"
        assert match.rng.state == rng_before, f"{action} drew on chance and could be taken back"
        if seat != secret_keeper(match):
            assert knowledge_sets(match) == seen_before[1], f"{action} taught something and could be taken back"
        match.undo(seat)
        assert everything_seen(match) == seen_before, f"taking back {action} did not restore what everyone saw"
        undone += 1
        match.apply(seat, action)
    assert undone + refused > 0
