"""Wagon Robbers' card file goes through the core content loader: a broken
file is refused with a sentence naming the file, the card and the field."""

from __future__ import annotations

import copy
import json

import pytest

from game.core.content import ContentError
from game.games.wagon_robbers import cards as C


def _raw() -> dict:
    return json.loads(C.CARDS_FILE.read_text(encoding="utf-8"))


def _write(tmp_path, data) -> object:
    path = tmp_path / "broken_cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_the_shipped_file_loads_into_the_decks():
    data = C.load_cards()
    assert data["wagons"] == C.WAGONS and data["cargo"] == C.CARGO and data["passengers"] == C.PASSENGERS
    assert len(C.CARGO) == sum(row["count"] for row in _raw()["cargo"])


@pytest.mark.parametrize(
    "damage, message",
    [
        (lambda d: d["cargo"][1].update(power="two"),
         "broken_cards.json, cargo card 'pistol', field 'power': expected an int, got 'two'"),
        (lambda d: d["cargo"][0].update(kind="spell"),
         "broken_cards.json, cargo card 'knife', field 'kind': expected one of weapon, item, got 'spell'"),
        (lambda d: d["wagons"][0].pop("rounds"), "broken_cards.json, wagon 'mail_coach', field 'rounds': is missing"),
        (lambda d: d["passengers"][1].update(key=d["passengers"][0]["key"]), "the id is used twice"),
        (lambda d: d["wagons"][2].update(colour="red"), "wagon 'stagecoach', field 'colour': unknown field"),
        (lambda d: d.pop("format"), "broken_cards.json: field 'format'"),
        (lambda d: d.update(badge_power=-1), "broken_cards.json, field 'badge_power': expected an int from 0 to 20"),
    ],
)
def test_a_broken_card_file_names_the_file_the_card_and_the_field(tmp_path, damage, message):
    data = copy.deepcopy(_raw())
    damage(data)
    with pytest.raises(ContentError) as err:
        C.load_cards(_write(tmp_path, data))
    assert message in str(err.value)


def test_unreadable_card_file(tmp_path):
    bad = tmp_path / "broken_cards.json"
    bad.write_text("{ nope", encoding="utf-8")
    with pytest.raises(ContentError, match="broken_cards.json: not valid JSON"):
        C.load_cards(bad)
    with pytest.raises(ContentError, match="missing"):
        C.load_cards(tmp_path / "gone.json")
