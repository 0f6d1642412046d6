"""The variants' numbers come from content/variants.json: the setup, the ends
and the words all follow them, and a broken file is refused with a message."""

from __future__ import annotations

import dataclasses
import json
import shutil

import pytest

from game.core.content import ContentError
from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.catalog import CONTENT_DIR, Challenge, catalog, load_catalog
from game.games.few_and_cursed.rules import INFO, FewAndCursedRules
from game.games.few_and_cursed.rules.scoring import goal_words
from game.games.few_and_cursed.rules.state import counted

CAT = catalog()


def _rules_with(variant: str, **numbers) -> FewAndCursedRules:
    challenges = dict(CAT.challenges)
    challenges[variant] = dataclasses.replace(CAT.challenge({variant}), **numbers)
    return FewAndCursedRules(dataclasses.replace(CAT, challenges=challenges))


def test_the_setup_follows_the_numbers():
    rules = _rules_with("shadows", tracks=2, track_jobs=5)
    s = rules.setup(MatchConfig(1, frozenset({"shadows"})), Rng(3))
    assert [len(t) for t in s.tracks] == [5, 5]
    rules = _rules_with("coop", team_grit=300, team_grit_per_player=30)
    assert rules.setup(MatchConfig(3, frozenset({"coop"})), Rng(3)).team_grit == 210


def test_the_standard_game_keeps_the_books_numbers():
    assert CAT.challenge(frozenset()) == Challenge()
    assert CAT.challenge(frozenset()).monsters_to_win == 3


def test_every_variant_description_says_the_contents_numbers():
    for v in INFO.variants:
        words = goal_words(CAT, {v.key})
        ch = CAT.challenge({v.key})
        if v.key in ("curse-chaser", "coop"):
            assert counted(ch.monsters_to_win, "monster").split()[0] in v.description
        if v.key == "dark-arts":
            assert counted(ch.artifacts_to_win, "artifact") in v.description
            assert ("the only monster dealt" in v.description) == (ch.monsters_dealt == 1)
        if v.key == "shadows":
            assert counted(ch.tracks, "job track").split()[0] in v.description
        if v.key == "coop":
            assert f"{ch.team_grit} less {ch.team_grit_per_player}" in v.description
        if v.key in ("curse-chaser", "dark-arts", "shadows", "coop"):
            assert words.startswith(("Goal:", "The posse"))


def test_a_solo_discard_comes_only_in_its_rounds():
    rules = _rules_with("curse-chaser", solo_discard_every=2)
    from game.games.few_and_cursed.ai.normal import NormalBot

    rng = Rng(6)
    s = rules.setup(MatchConfig(1, frozenset({"curse-chaser"})), rng.fork())
    bot = NormalBot(0)
    rounds = set()
    while s.round <= 6 and rules.to_act(s):
        if s.pending.get("kind") == "solo_discard":
            rounds.add(s.round)
        rules.apply(s, 0, bot.choose(rules, s, 0, rng), rng)
    assert rounds and all(r % 2 == 0 for r in rounds)


@pytest.mark.parametrize("change, words", [
    ({"tracks_to_win": 4}, "tracks_to_win"),
    ({"monsters_to_win": 0}, "monsters_to_win"),
    ({"team_grit": "lots"}, "team_grit"),
    ({"speed": 2}, "speed"),
    ({"monsters_dealt": 0}, "monsters_dealt"),
])
def test_a_broken_variants_file_is_refused_with_a_message(tmp_path, change, words):
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    doc = json.loads((folder / "variants.json").read_text())
    doc["variants"][3].update(change)
    (folder / "variants.json").write_text(json.dumps(doc))
    with pytest.raises(ContentError, match=words):
        load_catalog(folder)


def test_without_a_variants_file_the_books_numbers_hold(tmp_path):
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    (folder / "variants.json").unlink()
    assert load_catalog(folder).challenge({"curse-chaser"}) == Challenge()


def test_the_dark_arts_deals_only_the_monsters_its_content_asks_and_always_the_crow_prime():
    """variants.json's ``monsters_dealt``: the other monsters stay in the box (their piles run
    out empty); The Dark Arts always deals the Crow Prime, whose meeting wins it.  A
    determinization never brings a boxed monster back."""
    rules = _rules_with("dark-arts", monsters_dealt=1)
    monsters = {b.key for b in CAT.most_wanted if b.monster}
    for seed in range(6):
        s = rules.setup(MatchConfig(1, frozenset({"dark-arts"})), Rng(seed))
        for state in (s, rules.determinize(s, 0, Rng(seed))):
            under = [CAT.most_wanted[p[0]].key for p in state.piles if CAT.most_wanted[p[0]].monster]
            assert under == ["crow_prime"]
            assert {CAT.most_wanted[m].key for m in state.bounty_discards} == monsters - {"crow_prime"}
            assert sum(len(p) for p in state.piles) == len(CAT.most_wanted) - 3
            assert rules.invariants(state) == []
    two = _rules_with("curse-chaser", monsters_dealt=2)
    s = two.setup(MatchConfig(1, frozenset({"curse-chaser"})), Rng(1))
    assert sum(CAT.most_wanted[p[0]].monster for p in s.piles) == 2 and len(s.bounty_discards) == 2


def test_the_standard_deal_is_untouched_by_the_monsters_number():
    rules = _rules_with("dark-arts", monsters_dealt=1)
    book = FewAndCursedRules(CAT)
    for variants in (frozenset(), frozenset({"shadows"})):
        n = 4 if not variants else 1
        a = rules.setup(MatchConfig(n, variants), Rng(8))
        b = book.setup(MatchConfig(n, variants), Rng(8))
        assert a.piles == b.piles and a.bounty_discards == b.bounty_discards == []
        assert all(CAT.most_wanted[p[0]].monster for p in a.piles)


def test_every_solo_variant_and_co_op_play_the_books_numbers_by_default():
    """Curse Chaser: "Defeat 3 Monsters before they enter San Andreas"; every solo variant:
    "at the end of every player turn, if you did not capture a Most Wanted bounty, you must
    discard one"; The Dark Arts is "setup like a normal game"; Operating in the Shadows: "3 job
    tracks by dealing 4 cards each", "Complete all of the jobs in two of the three tracks",
    lost "if all 4 monster figures are on the board"; Cooperative: "140 minus 20 Grit per
    player", "The players win if they can defeat three monsters"."""
    book = Challenge()
    for key in ("curse-chaser", "dark-arts", "shadows", "coop"):
        assert CAT.challenge({key}) == book, key
    assert (book.monsters_to_win, book.solo_discard_every, book.monsters_dealt) == (3, 1, 4)
    assert (book.tracks, book.track_jobs, book.tracks_to_win, book.monsters_to_lose) == (3, 4, 2, 4)
    assert (book.team_grit, book.team_grit_per_player) == (140, 20)
    rules = FewAndCursedRules(CAT)
    s = rules.setup(MatchConfig(1, frozenset({"shadows"})), Rng(2))
    assert [len(t) for t in s.tracks] == [4, 4, 4]
    assert rules.setup(MatchConfig(2, frozenset({"coop"})), Rng(2)).team_grit == 100


def test_gentler_is_an_option_that_says_it_changes_the_book():
    """"You can adjust this starting Grit up or down to match the challenge you want": the
    tuned numbers stay only as the labelled Gentler option, never silently."""
    gentler = next(v for v in INFO.variants if v.key == "gentler")
    assert gentler.label == "Gentler (changes the book)" and not gentler.default
    assert gentler.description.startswith("Easier numbers:")
    for key in ("curse-chaser", "dark-arts", "shadows", "coop"):
        assert CAT.challenge({key, "gentler"}) != CAT.challenge({key}), key
    cc, da = CAT.challenge({"curse-chaser", "gentler"}), CAT.challenge({"dark-arts", "gentler"})
    sh, co = CAT.challenge({"shadows", "gentler"}), CAT.challenge({"coop", "gentler"})
    assert f"Curse Chaser {cc.monsters_to_win} monster;" in gentler.description
    assert f"co-op {co.monsters_to_win}, from {co.team_grit - co.team_grit_per_player * 0} Grit" in gentler.description
    assert f"Shadows {sh.tracks_to_win} track of {sh.track_jobs}" in gentler.description
    assert min(cc.solo_discard_every, da.solo_discard_every, sh.solo_discard_every) > 1
    assert "slower discards" in gentler.description and f"Dark Arts {da.monsters_dealt} monster;" in gentler.description
    rules = FewAndCursedRules(CAT)
    with pytest.raises(ValueError, match="Gentler changes only the solo variants and co-op"):
        rules.setup(MatchConfig(3, frozenset({"gentler"})), Rng(1))
    assert rules.setup(MatchConfig(2, frozenset({"coop", "gentler"})), Rng(1)).team_grit == 560

