"""Selecting characters at setup (the choose-characters variant): each seat in
turn, real actions, bots choosing by the sheet; dealing stays the default."""

from __future__ import annotations

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai import make_bot
from game.games.few_and_cursed.rules import RULES
from game.games.few_and_cursed.rules.state import BANK_WATER, CHARACTERS, IMPROVISE, KEEP

CHOOSE = frozenset({"choose-characters"})


def _keys(s):
    return [RULES.catalog.characters[p.character].key for p in s.players]


def test_each_seat_selects_its_character_in_turn():
    """"Players select their character and take the corresponding Character card, deck, board,
    and figure." "Give the player with the least starting money the First Player Token.\""""
    s = RULES.setup(MatchConfig(3, CHOOSE), Rng(2))
    assert s.phase == CHARACTERS and RULES.to_act(s) == (0,)
    assert {a.args[0] for a in RULES.legal_actions(s, 0)} == {"jebediah", "annabelle", "hollis", "marisol"}
    assert RULES.legal_actions(s, 1) == [] and RULES.refusal(s, 1, Action("select", ("hollis",))) == "it is not your turn"
    RULES.apply(s, 0, Action("select", ("annabelle",)), Rng(1))
    assert RULES.to_act(s) == (1,) and "annabelle" not in {a.args[0] for a in RULES.legal_actions(s, 1)}
    assert "earlier seat" in RULES.refusal(s, 1, Action("select", ("annabelle",)))
    assert RULES.refusal(s, 1, Action("drop", (0,))) == "first select your character"
    RULES.apply(s, 1, Action("select", ("hollis",)), Rng(1))
    RULES.apply(s, 2, Action("select", ("jebediah",)), Rng(1))
    assert _keys(s) == ["annabelle", "hollis", "jebediah"] and s.phase == KEEP
    sheets = {c.key: c for c in RULES.catalog.characters}
    for p, key in zip(s.players, _keys(s)):
        ch = sheets[key]
        assert (p.water, p.health, p.bullets, p.capacity, p.threshold) == (
            ch.water, ch.health, ch.bullets, ch.bullet_capacity, ch.curse_threshold)
        assert sorted(p.zones.all_cards()) == sorted(RULES.catalog.starting[p.character])
        assert len(p.zones.hand) == 4 and len(p.jobs) == 4
    assert s.first == 1  # Hollis has the least water (2)
    assert s.bank == BANK_WATER - sum(p.water for p in s.players) and not RULES.invariants(s)


def test_dealing_stays_the_default_and_solo_shadows_starts_after_the_choice():
    dealt = RULES.setup(MatchConfig(2, frozenset()), Rng(2))
    assert dealt.phase == KEEP
    s = RULES.setup(MatchConfig(1, frozenset({"choose-characters", "shadows"})), Rng(3))
    assert s.phase == CHARACTERS
    RULES.apply(s, 0, Action("select", ("marisol",)), Rng(1))
    assert s.phase == IMPROVISE and _keys(s) == ["marisol"] and s.pending.get("kind") == "improvise"
    assert not RULES.invariants(s)


def test_bots_select_the_strongest_free_sheet_and_random_any():
    s = RULES.setup(MatchConfig(4, CHOOSE), Rng(5))
    for seat, level in enumerate(("normal", "easy", "normal", "random")):
        a = make_bot(level, seat).choose(RULES, s, seat, Rng(seat))
        assert a.kind == "select"
        RULES.apply(s, seat, a, Rng(1))
    assert sorted(_keys(s)) == ["annabelle", "hollis", "jebediah", "marisol"]
    # Jebediah and Hollis have the strongest sheets: the first two Normal/Easy seats take them
    assert set(_keys(s)[:2]) == {"jebediah", "hollis"}
