"""Rules version 4 changed our Most Wanted cards (the outlaws ask 2 attack less, every card's
Grit is about half): a save of an older version still fights, is paid and, in co-op, is
drained by the numbers it was played with ("reduce your team's Grit by the Grit rewards
showing on all of the face-up Most Wanted bounties")."""

from __future__ import annotations

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.rules import RULES
from game.games.few_and_cursed.rules.bounties import played_bounty
from game.games.few_and_cursed.rules.rounds import team_drain
from game.games.few_and_cursed.rules.state import RULES_2, RULES_3

CAT = RULES.catalog


def _card(key: str):
    return next(i for i, b in enumerate(CAT.most_wanted) if b.key == key)


def _grit(card) -> int:
    return sum(op.get("grit", 0) for op in card.reward if op["op"] == "gain")


def _coop(*older: str):
    return RULES.setup(MatchConfig(2, frozenset({"coop", *older})), Rng(3))


def test_version_3_numbers_stay_with_the_content_for_its_saves():
    tobias, barrett, wendigo = _card("two_gun_tobias"), _card("barrett"), _card("wendigo")
    now, old, older = _coop(), _coop(RULES_3), _coop(RULES_2)
    assert (played_bounty(CAT, now, tobias).attack, _grit(played_bounty(CAT, now, tobias))) == (4, 2)
    assert (played_bounty(CAT, old, tobias).attack, _grit(played_bounty(CAT, old, tobias))) == (6, 3)
    assert (played_bounty(CAT, old, barrett).attack, _grit(played_bounty(CAT, old, barrett))) == (12, 6)
    # a monster kept its attack in version 4 but not its Grit; version 2 fought it at 12
    assert (played_bounty(CAT, now, wendigo).attack, _grit(played_bounty(CAT, now, wendigo))) == (9, 5)
    assert (played_bounty(CAT, old, wendigo).attack, _grit(played_bounty(CAT, old, wendigo))) == (9, 10)
    assert (played_bounty(CAT, older, wendigo).attack, _grit(played_bounty(CAT, older, wendigo))) == (12, 10)
    # the reward's other gains are untouched
    (gain,) = played_bounty(CAT, old, tobias).reward
    assert (gain["money"], gain["grit"]) == (1, 3)


def test_a_version_3_co_op_match_is_drained_by_its_own_numbers():
    now, old = _coop(), _coop(RULES_3)
    old.piles, old.face_up = [list(p) for p in now.piles], list(now.face_up)
    tops = [p[-1] for p in now.piles]
    assert team_drain(CAT, now) == sum(_grit(CAT.most_wanted[t]) for t in tops)
    assert team_drain(CAT, old) == sum(CAT.most_wanted[t].rules_3_grit or _grit(CAT.most_wanted[t]) for t in tops)
    assert team_drain(CAT, old) > team_drain(CAT, now)


def test_a_save_of_rules_version_3_is_read_with_that_versions_bounties():
    older = RULES.config_from_older
    assert RULES.info.rules_version == 4
    assert older(MatchConfig(2, frozenset({"coop"})), 3, []).variants == {"coop", RULES_3}
    assert older(MatchConfig(4, frozenset()), 3, []).variants == {RULES_3}
