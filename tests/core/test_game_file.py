"""A game's facts read from its content/game.json: every game has one, and a mistake in it
stops at load with one sentence naming the file and the field."""

import importlib
import json
from pathlib import Path

import pytest

from game import games
from game.core.content import ContentError
from game.core.game_file import FORMAT, VERSION, read_game_info
from game.core.model import GameInfo, Variant

SOUND = {"format": FORMAT, "version": VERSION, "id": "toy", "title": "Toy", "min_seats": 2, "max_seats": 3,
         "roles": ["Hider", "Seeker"], "pitch": "Hide and seek.", "score_unit": "point",
         "variants": [{"id": "long", "label": "Long game", "text": "Ten rounds instead of five.", "default": True},
                      {"id": "dark", "label": "In the dark", "text": "Nobody sees the board."}]}


def write(tmp_path, **changes):
    data = {**SOUND, **changes}
    path = tmp_path / "game.json"
    path.write_text(json.dumps({k: v for k, v in data.items() if v is not None}), encoding="utf-8")
    return path


def test_a_sound_file_is_the_game_info_it_states(tmp_path):
    info = read_game_info(write(tmp_path))
    assert info == GameInfo("toy", "Toy", 2, 3, ("Hider", "Seeker"),
                            (Variant("long", "Long game", "Ten rounds instead of five.", True),
                             Variant("dark", "In the dark", "Nobody sees the board.")),
                            "Hide and seek.", score_unit="point")


def test_what_a_file_leaves_out_takes_the_defaults(tmp_path):
    info = read_game_info(write(tmp_path, roles=None, score_unit=None, variants=[]))
    assert (info.roles, info.variants, info.score_unit, info.rules_version) == ((), (), "", 1)


@pytest.mark.parametrize("changes, words", [
    ({"max_seats": 1}, "game.json, field 'max_seats': expected an int from 2 to 12, got 1"),
    ({"titel": "Toy"}, "game.json, field 'titel': unknown field"),
    ({"roles": ["Hider", ""]}, "game.json, field 'roles[1]': expected a name"),
    ({"variants": [{"id": "long", "label": "Long game"}]}, "game.json, variant 'long', field 'text': is missing"),
])
def test_a_mistake_names_the_file_and_the_field(tmp_path, changes, words):
    with pytest.raises(ContentError) as err:
        read_game_info(write(tmp_path, **changes))
    assert str(err.value).startswith(words)


def test_the_rules_constants_must_match_the_file(tmp_path):
    path = write(tmp_path)
    assert read_game_info(path, variants=("dark", "long"), roles=("Hider", "Seeker")).id == "toy"
    with pytest.raises(ContentError, match="field 'variants': expected the ids \\['dark', 'long', 'short'\\]"):
        read_game_info(path, variants=("long", "dark", "short"))
    with pytest.raises(ContentError, match="field 'roles': expected \\['Seeker', 'Hider'\\]"):
        read_game_info(path, roles=("Seeker", "Hider"))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_game_states_its_facts_in_its_game_file(game_id):
    """The registry's id is the file's, and the rules object carries what the file says."""
    folder = Path(importlib.import_module(games.entry(game_id).package).__file__).parent
    rules = games.rules_for(game_id)
    assert read_game_info(folder / "content" / "game.json") == rules.info and rules.info.id == game_id
