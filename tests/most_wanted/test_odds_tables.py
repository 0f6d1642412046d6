"""The hand-strength tables ship ready (odds.json) and equal what dealing them gives,
so a bot's first decision does not spend seconds dealing them over its budget."""

from __future__ import annotations

from game.games.most_wanted.ai import odds as ai_odds


def test_the_shipped_tables_equal_the_dealt_ones():
    shipped = ai_odds._load_tables()
    assert sorted(shipped) == list(ai_odds.SIZES)
    for k in ai_odds.SIZES:
        assert shipped[k] == ai_odds.deal_table(k), f"odds.json's table for {k} cards is stale: run write_tables"


def test_a_missing_or_damaged_tables_file_only_means_they_are_dealt(tmp_path):
    assert ai_odds._load_tables(tmp_path / "none.json") == {}
    bad = tmp_path / "odds.json"
    bad.write_text('{"1": [[0, 7, 3]]}')           # too few hands: not trusted
    assert ai_odds._load_tables(bad) == {}
    bad.write_text("{ not json")
    assert ai_odds._load_tables(bad) == {}
    ai_odds.write_tables(bad)
    assert ai_odds._load_tables(bad)[2] == ai_odds.deal_table(2)
