"""Selecting characters at setup (the default): each seat in turn, real actions,
bots choosing by the sheet; the random-characters variant deals them instead."""

from __future__ import annotations

from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai import make_bot
from game.games.few_and_cursed.rules import RULES
from game.games.few_and_cursed.rules.state import BANK_WATER, CHARACTERS, IMPROVISE, KEEP


CHOOSE = frozenset()
DEAL = frozenset({"random-characters"})


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


def test_dealing_is_a_variant_and_solo_shadows_starts_after_the_choice():
    dealt = RULES.setup(MatchConfig(2, DEAL), Rng(2))
    assert dealt.phase == KEEP and len({p.character for p in dealt.players}) == 2
    assert RULES.setup(MatchConfig(2, CHOOSE), Rng(2)).phase == CHARACTERS
    s = RULES.setup(MatchConfig(1, frozenset({"shadows"})), Rng(3))
    assert s.phase == CHARACTERS
    RULES.apply(s, 0, Action("select", ("marisol",)), Rng(1))
    assert s.phase == IMPROVISE and _keys(s) == ["marisol"] and s.pending.get("kind") == "improvise"
    assert not RULES.invariants(s)


def _bot_table(levels, seed):
    s = RULES.setup(MatchConfig(len(levels), CHOOSE), Rng(seed))
    for seat, level in enumerate(levels):
        a = make_bot(level, seat).choose(RULES, s, seat, Rng(seed * 10 + seat))
        assert a.kind == "select"
        RULES.apply(s, seat, a, Rng(1))
    return _keys(s)


def test_bots_select_a_free_sheet_the_stronger_likelier_and_not_always_the_same():
    first_picks = {"easy": {}, "normal": {}}
    for seed in range(80):
        for level in first_picks:
            keys = _bot_table((level, "normal", level, "random"), seed)
            assert sorted(keys) == ["annabelle", "hollis", "jebediah", "marisol"]
            counts = first_picks[level]
            counts[keys[0]] = counts.get(keys[0], 0) + 1
    for counts in first_picks.values():
        # every sheet is taken first now and then; the strongest (Jebediah, Hollis) most
        assert set(counts) == {"annabelle", "hollis", "jebediah", "marisol"}
        assert counts["jebediah"] + counts["hollis"] > counts["annabelle"] + counts["marisol"]
        assert counts["annabelle"] < min(counts["jebediah"], counts["hollis"])


def test_a_random_bot_selects_any_free_sheet():
    seen = {tuple(_bot_table(("random", "random"), seed))[0] for seed in range(30)}
    assert seen == {"annabelle", "hollis", "jebediah", "marisol"}


def test_a_person_selects_a_character_at_the_table_and_the_bot_then_its_own(app):
    """At the table the selecting seat is offered every free character as a button; the
    bot seat selects its own from those left, and the job draft follows."""
    from .test_scene import click_action, first, new_match, open_table, settle

    match = new_match((None, "normal"), seed=4, deal=False)
    d, table = open_table(app, match)
    settle(d, table)
    assert table.obs["phase"] == CHARACTERS
    click_action(d, table, first(match, "select", where=lambda a: a.args[0] == "marisol"))
    settle(d, table)
    obs = match.observe(0)
    assert obs["phase"] == KEEP and _keys(match.state)[0] == "marisol" and _keys(match.state)[1] != "marisol"
