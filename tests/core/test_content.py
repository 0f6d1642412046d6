"""The content loader: format checked, every error names the file, the item and the field."""

import json

import pytest

from game.core.content import ContentError, Fields, items, read_document


def write(tmp_path, data, name="upgrades.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def cards(path):
    doc = read_document(path, format=1)
    out = []
    for f in items(doc, path.name, "cards", "card"):
        f.only("id", "name", "gain")
        gain = f.section("gain")
        out.append((f.ident, f.text("name", max_len=20), gain.int("move", lo=0, default=0)))
    return out


def test_reads_a_sound_file(tmp_path):
    path = write(tmp_path, {"format": 1, "cards": [{"id": "sprint", "name": "Sprint", "gain": {"move": 2}}]})
    assert cards(path) == [("sprint", "Sprint", 2)]


def test_a_mistyped_field_names_file_card_and_field(tmp_path):
    path = write(tmp_path, {"format": 1, "cards": [{"id": "sprint", "name": "Sprint", "gain": {"move": "2"}}]})
    with pytest.raises(ContentError) as err:
        cards(path)
    assert str(err.value) == "upgrades.json, card 'sprint', field 'gain.move': expected an int, got '2'"


@pytest.mark.parametrize("data, words", [
    ({"format": 2, "cards": []}, "field 'format': expected 1, got 2"),
    ([1, 2], "must hold one JSON object"),
    ({"format": 1}, "field 'cards': expected a list of cards, got nothing"),
    ({"format": 1, "cards": [{"id": "a", "name": "A", "gain": {}}, {"id": "a", "name": "B", "gain": {}}]},
     "card 'a': the id is used twice"),
    ({"format": 1, "cards": [{"id": "Bad Id", "name": "A", "gain": {}}]}, "card 1, field 'id'"),
    ({"format": 1, "cards": [{"id": "a", "name": "A", "gain": {}, "gian": {}}]}, "field 'gian': unknown field"),
    ({"format": 1, "cards": [{"id": "a", "gain": {}}]}, "card 'a', field 'name': is missing"),
    ({"format": 1, "cards": [{"id": "a", "name": "x" * 30, "gain": {}}]}, "expected at most 20 characters"),
    ({"format": 1, "cards": [{"id": "a", "name": "A", "gain": {"move": -1}}]}, "expected an int at least 0, got -1"),
])
def test_each_fault_is_reported_where_it_is(tmp_path, data, words):
    path = write(tmp_path, data)
    with pytest.raises(ContentError) as err:
        cards(path)
    assert str(err.value).startswith("upgrades.json")
    assert words in str(err.value)


def test_broken_json_and_missing_files_are_content_errors(tmp_path):
    with pytest.raises(ContentError, match=r"upgrades.json: not valid JSON at line 1"):
        read_document(write(tmp_path, "{not json"))
    with pytest.raises(ContentError, match="missing"):
        read_document(tmp_path / "nowhere.json")


def test_named_formats_with_a_version(tmp_path):
    path = write(tmp_path, {"format": "fugitive-events", "version": 1, "events": []}, "events.json")
    assert read_document(path, format="fugitive-events", version=1)["events"] == []
    with pytest.raises(ContentError, match="field 'version': expected 1, got 2"):
        read_document(write(tmp_path, {"format": "fugitive-events", "version": 2}, "events.json"),
                      format="fugitive-events", version=1)


def test_refer_and_choice():
    f = Fields({"card": "sprnt", "slot": "hat"}, "store.json, card 'boots'")
    with pytest.raises(ContentError, match="field 'card': names no upgrade card: 'sprnt'"):
        f.refer("card", ["sprint"], "upgrade card")
    with pytest.raises(ContentError, match="field 'slot': expected one of accessory, one_hand, got 'hat'"):
        f.choice("slot", ["accessory", "one_hand"])
