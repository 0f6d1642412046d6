"""The Few and Cursed's guide says each solo goal and the cooperative game in our words: the
goal, the loss, the solo discard and the team's Grit with its drain, and the labelled Gentler
option beside the book's numbers, which it names as the tables set them."""

from __future__ import annotations

import json

from pathlib import Path
from game.games.few_and_cursed import rules as fc_rules

ROOT = Path(__file__).resolve().parents[2]


def _guide() -> str:
    return (ROOT / "docs" / "guides" / "few-and-cursed.md").read_text(encoding="utf-8")


def _section(text: str, heading: str) -> str:
    start = text.index(f"## {heading}")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


def test_each_mode_has_its_goal_and_its_loss():
    alone = _section(_guide(), "Playing alone")
    for variant in ("Curse Chaser", "The Dark Arts", "Operating in the Shadows"):
        part = alone[alone.index(variant):].split("\n")[0]
        assert "Win" in part and "defeat" in part, variant
    assert "solo discard" in alone and "captured no Most Wanted bounty" in alone
    together = _section(_guide(), "Playing together")
    assert "140 less 20" in together and "drain" in together and "below zero" in together
    assert "three monsters" in together


def test_the_gentler_option_is_explained_beside_the_books_numbers():
    gentler = _section(_guide(), "Gentler: an easier option")
    assert "Gentler (changes the book)" in gentler and "default" in gentler
    assert any(v.label == "Gentler (changes the book)" for v in fc_rules.VARIANTS)
    variants = {v["id"]: v for v in json.loads((ROOT / "game" / "games" / "few_and_cursed" / "content" /
                                                "variants.json").read_text(encoding="utf-8"))["variants"]}
    assert variants["coop"]["gentler"]["team_grit"] == 600 and "600 Grit" in gentler
    assert variants["curse-chaser"]["gentler"]["monsters_to_win"] == 1 and "one monster wins" in gentler
    assert variants["shadows"]["gentler"]["tracks_to_win"] == 1 and "one finished track wins" in gentler
