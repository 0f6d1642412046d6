"""Most Wanted's action card sides take their words and look from content/action_cards.json;
a mistake there stops at load with one sentence naming the file, the side and the field."""

import json

import pytest

from game.core.content import ContentError
from game.games.most_wanted.table import board


def write(tmp_path, change=None, drop=None):
    doc = json.loads(board.ACTION_FILE.read_text(encoding="utf-8"))
    sides = [s for s in doc["sides"] if s["id"] != drop]
    if change:
        sides[0] = {**sides[0], **change}
    path = tmp_path / "action_cards.json"
    path.write_text(json.dumps({**doc, "sides": sides}), encoding="utf-8")
    return path


def test_every_side_of_every_card_on_the_table_has_its_words():
    sides = {side for card in board.ACTION_SIDES for side in card}
    assert set(board.ACTION_TEXT) == sides
    assert board.ACTION_TEXT["saloon"].alternate and not board.ACTION_TEXT["church"].alternate


@pytest.mark.parametrize("change, drop, words", [
    ({"accent": [150, 52]}, None, "action_cards.json, side 'pony', field 'accent': expected a colour"),
    ({"face": ["Rob with 2 cards"]}, None, "action_cards.json, side 'pony', field 'face': expected two lines, got 1"),
    ({"hover": "Rob"}, None, "action_cards.json, side 'pony', field 'hover': expected a list"),
    (None, "shootout", "action_cards.json: no words for the side 'shootout'"),
])
def test_a_mistake_names_the_file_the_side_and_the_field(tmp_path, change, drop, words):
    with pytest.raises(ContentError) as err:
        board.load_action_text(write(tmp_path, change, drop))
    assert str(err.value).startswith(words)
