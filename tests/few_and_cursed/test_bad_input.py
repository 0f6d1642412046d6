"""Bad input: a broken content file names the file, the item and the field; an illegal
action is refused with its reason and changes nothing."""

from __future__ import annotations

import json
import shutil

import pytest

from game.core.content import ContentError
from game.core.model import Action, IllegalAction
from game.core.rng import Rng
from game.games.few_and_cursed.catalog import CONTENT_DIR, load_catalog

from .helpers import RULES, hand, in_action


def broken_copy(tmp_path, name, change):
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    data = json.loads((folder / name).read_text(encoding="utf-8"))
    change(data)
    (folder / name).write_text(json.dumps(data), encoding="utf-8")
    return folder


def first_with(items, key):
    return next(x for x in items if x["id"] == key)


@pytest.mark.parametrize("name, change, message", [
    ("upgrades.json", lambda d: first_with(d["upgrades"], "sprint")["gain"].update(move="2"),
     "upgrades.json, card 'sprint', field 'gain.move': expected an int, got '2'"),
    ("upgrades.json", lambda d: first_with(d["upgrades"], "sprint")["trash"].append({"op": "teleport"}),
     "upgrades.json, card 'sprint', field 'trash[1].op': unknown op 'teleport'"),
    ("upgrades.json", lambda d: d.update(format=2),
     "upgrades.json: field 'format': expected 1, got 2"),
    ("characters.json", lambda d: d["characters"][0]["deck"].append({"card": "nothing", "count": 1}),
     "characters.json, character 'jebediah', field 'deck[5].card': names no starting card: 'nothing'"),
    ("jobs.json", lambda d: first_with(d["jobs"], "farmhand").update(requires={"spend": {"move": 3}, "on": "x"}),
     "jobs.json, job 'farmhand', field 'requires': expected exactly one of spend, track, end, on"),
    ("store.json", lambda d: first_with(d["store"], "torch").update(slot="hat"),
     "store.json, card 'torch', field 'slot': expected one of accessory, one_hand, two_hand, got 'hat'"),
    ("bounties.json", lambda d: d["wanted"][0]["sides"].pop(),
     "bounties.json, bounty 'talbots_gang', field 'sides': expected two sides"),
])
def test_a_broken_content_file_is_named_with_its_item_and_field(tmp_path, name, change, message):
    with pytest.raises(ContentError) as err:
        load_catalog(broken_copy(tmp_path, name, change))
    assert str(err.value).startswith(message)


def test_a_missing_or_garbled_file_is_a_content_error(tmp_path):
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    (folder / "encounters.json").write_text("{", encoding="utf-8")
    with pytest.raises(ContentError, match=r"^encounters.json: not valid JSON at line 1"):
        load_catalog(folder)
    (folder / "encounters.json").unlink()
    with pytest.raises(ContentError, match=r"^encounters.json: the file is missing"):
        load_catalog(folder)


def test_the_game_content_loads():
    cat = load_catalog()
    assert len(cat.upgrades) == 90 and len({cat.cards[c].key for c in cat.upgrades}) >= 30
    assert len(cat.artifacts) == 12 and len(cat.store) == 25 and len(cat.jobs) == 40
    assert len(cat.encounters) == 28 and len(cat.cursed_encounters) == 16
    assert len(cat.most_wanted) == 14 and len(cat.wanted) == 4
    assert sum(len(s) for s in cat.starting) + len(cat.characters) == 42


@pytest.mark.parametrize("action, reason", [
    (Action("move", (3, 0)), "no road leads there from your space"),
    (Action("move", (6, 0)), "that road costs 1 movement; you have 0: play cards first"),
    (Action("bounty", ("mw", 0)), "that bounty cannot be fought here"),
    (Action("recover", ("red",)), "recover an artifact at its corner town"),
    (Action("play", ("horseback", False, -1)), "you cannot play that card now"),
    (Action("buy", ("torch",)), "visit the store in San Andreas first"),
    (Action("warp", ()), "you cannot warp now"),
    (Action("move", ([1], 0)), "that action is not understood"),
])
def test_an_illegal_action_is_refused_with_its_reason_and_changes_nothing(action, reason):
    s = in_action(node=1, move=0)
    hand(s, 0, "sprint")
    before = RULES.observe(s, 0), RULES.observe(s, None), RULES.invariants(s)
    assert RULES.refusal(s, 0, action) == reason
    with pytest.raises(IllegalAction) as err:
        RULES.apply(s, 0, action, Rng(1))
    assert err.value.reason == reason
    assert (RULES.observe(s, 0), RULES.observe(s, None), RULES.invariants(s)) == before


def test_not_your_turn_and_pending_decisions_are_explained():
    s = in_action(node=1)
    assert RULES.refusal(s, 1, Action("end", ())) == "it is not your turn"
    hand(s, 0, "pieces_of_crow")
    RULES.apply(s, 0, Action("play", ("pieces_of_crow", False, -1)), Rng(1))
    assert RULES.refusal(s, 0, Action("end", ())) == "first choose the upgrade card to keep"
