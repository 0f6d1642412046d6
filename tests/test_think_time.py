"""The think-time report (build_scripts/think_time.py): it times the decisions it
was asked for, tells the searched ones apart, and refuses bad arguments with a
message."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))

import think_time  # noqa: E402


def test_normal_is_timed_on_every_decision_and_never_searches():
    row = think_time.measure("few-and-cursed", 40, seed=3, players=2, level="normal")
    assert row["decisions"] == 40 and row["matches"] >= 1 and row["level"] == "normal"
    assert 0.0 <= row["think_p50_s"] <= row["think_p95_s"] <= row["think_max_s"]
    assert row["searched"] == 0 and row["search_size_p50"] == 0


def test_hard_at_the_table_budget_reports_its_searches():
    # the first decisions of a match include an Action phase's start, where Hard compares plans
    row = think_time.measure("few-and-cursed", 25, seed=2, players=1, variants=("curse-chaser",))
    assert row["level"] == "hard" and row["decisions"] == 25
    assert row["searched"] >= 1 and row["search_size_p50"] >= 1
    assert row["searched_p50_s"] <= row["searched_max_s"] and row["think_p95_s"] <= row["think_max_s"]


@pytest.mark.parametrize("argv, words", [
    (["nope"], "unknown game"),
    (["few-and-cursed", "--variants", "bogus"], "unknown variant"),
    (["few-and-cursed", "--players", "7"], "takes 1 to 4 players"),
    (["few-and-cursed", "--level", "grand"], "unknown level"),
    (["few-and-cursed", "--decisions", "0"], "at least 1"),
])
def test_bad_arguments_get_a_message(argv, words, capsys):
    with pytest.raises(SystemExit) as stop:
        think_time.main(argv)
    assert stop.value.code == 2 and words in capsys.readouterr().err
