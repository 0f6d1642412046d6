"""Save files that spoil nothing: a readable header, the seed and log
compressed and encoded behind a checksum (any edit is a clear "damaged
save"), and the older plain saves still load."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import games
from game.core.match import Match, SaveError, SeatInfo
from game.core.model import Action, MatchConfig
from game.core.rng import Rng
from toygames import NimRules, SwapRules

RULES = {"toy-nim": NimRules(), "toy-swap": SwapRules()}
BASE64 = re.compile(r"^[A-Za-z0-9+/]+=*$")


def swap_match() -> Match:
    m = Match(SwapRules(), MatchConfig(3), [SeatInfo("Ada"), SeatInfo("Bill", "hard"), SeatInfo("Cora")], seed=77)
    m.apply(0, Action("swap"))
    m.apply(1, Action("keep"))
    return m


def test_the_header_is_readable_and_the_rest_is_not(tmp_path):
    m = swap_match()
    path = tmp_path / "s.json"
    m.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert set(data) == {"format", "version", "game", "players", "date", "moves", "payload", "checksum"}
    assert data["format"] == "bounty-table-save" and data["version"] == 2 and data["game"] == "toy-swap"
    assert data["players"] == [{"name": "Ada", "bot": None}, {"name": "Bill", "bot": "hard"},
                               {"name": "Cora", "bot": None}]
    assert data["moves"] == 2 and re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d UTC$", data["date"])
    assert BASE64.match(data["payload"]) and re.match(r"^[0-9a-f]{64}$", data["checksum"])
    text = path.read_text(encoding="utf-8")
    for secret in ('"seed"', '"log"', '"swap"', '"keep"'):
        assert secret not in text
    # the seed (77) nowhere as a number of its own (the encoded runs may hold the digits by chance)
    assert not re.search(r"(?<![A-Za-z0-9+/])77(?![A-Za-z0-9+/=])", text)
    loaded = Match.load(path, RULES.__getitem__)
    assert loaded.to_json() == m.to_json() and loaded.state.hands == m.state.hands


@pytest.mark.parametrize("edit", [
    lambda d: d.update(moves=3),
    lambda d: d["players"][1].update(bot=None),
    lambda d: d["players"][0].update(name="Eve"),
    lambda d: d.update(date="2000-01-01 00:00 UTC"),
    lambda d: d.update(game="toy-nim"),
    lambda d: d.update(payload=d["payload"][:-8] + "AAAAAAA="),
    lambda d: d.update(checksum="0" * 64),
    lambda d: d.pop("checksum"),
    lambda d: d.update(extra=1),
])
def test_any_edit_is_a_damaged_save(tmp_path, edit):
    path = tmp_path / "s.json"
    swap_match().save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        Match.load(path, RULES.__getitem__)


def test_an_old_plain_save_still_loads(tmp_path):
    """A version-1 file as earlier releases wrote it: seed and log in the open."""
    path = tmp_path / "old.json"
    path.write_text(
        '{"format":"bounty-table-save","version":1,"game":"toy-swap","config":{"players":3,"variants":[]},'
        '"seed":77,"seats":[{"name":"Ada","bot":null},{"name":"Bill","bot":"hard"},{"name":"Cora","bot":null}],'
        '"log":[[0,["swap",[]]],[1,["keep",[]]]]}', encoding="utf-8")
    old = Match.load(path, RULES.__getitem__)
    m = swap_match()
    assert old.to_json() == m.to_json()
    for viewer in (None, 0, 1, 2):
        assert old.observe(viewer) == m.observe(viewer)
    old.save(path)  # saved again, it takes the new form
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == 2
    assert Match.load(path, RULES.__getitem__).to_json() == m.to_json()


def _good_text() -> str:
    m = Match(NimRules(), MatchConfig(3), [SeatInfo("A"), SeatInfo("B", "hard"), SeatInfo("C")], seed=12)
    for seat, n in [(0, 1), (1, 2), (2, 3), (0, 1)]:
        m.apply(seat, Action("take", (n,)))
    from game.core.savefile import encode

    return encode(m.to_json(), "2026-01-01 12:00 UTC")


GOOD = _good_text()


def _load(text: str, tmp_path) -> Match | None:
    path = tmp_path / "save.json"
    path.write_text(text, encoding="utf-8")
    try:
        match = Match.load(path, RULES.__getitem__)
    except SaveError as exc:
        assert str(exc).strip()
        return None
    assert match.rules.invariants(match.state) == []
    return match


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(min_value=0, max_value=len(GOOD) - 1))
def test_truncated_encoded_saves_are_refused(tmp_path, cut):
    assert _load(GOOD[:cut], tmp_path) is None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=st.lists(st.tuples(st.integers(min_value=0, max_value=len(GOOD) - 1),
                                st.sampled_from(list('0123456789AZaz+/=[]{}",: '))), min_size=1, max_size=4))
def test_byte_edits_of_encoded_saves_are_refused_or_harmless(tmp_path, edits):
    chars = list(GOOD)
    for pos, ch in edits:
        chars[pos] = ch
    text = "".join(chars)
    match = _load(text, tmp_path)
    if text != GOOD and match is not None:
        # only an edit that leaves the JSON meaning alone (spacing) may load
        assert json.loads(text) == json.loads(GOOD)


# -- the four games: nothing hidden can be read in the file ------------------------------

def played(game_id: str, players: int, seed: int, actions: int) -> Match:
    rules = games.rules_for(game_id)
    m = Match(rules, MatchConfig(players), [SeatInfo(f"Seat{i}") for i in range(players)], seed)
    pick = Rng(seed)
    for _ in range(actions):
        acting = m.to_act()
        if not acting:
            break
        seat = acting[0]
        m.apply(seat, pick.choice(list(m.legal_actions(seat))))
    assert not m.is_over()
    return m


def hidden_values(m: Match) -> list[str]:
    """Strings that would spoil the match if the file showed them: every
    action as it would be written, and the hidden values themselves."""
    out = []
    for step in m.history:
        a = step.action.to_json()
        out += [json.dumps(a), json.dumps(a, separators=(",", ":")), json.dumps(a[0])]
    s = m.state
    game = m.rules.info.id
    if game == "most-wanted":
        for p in range(s.n):
            out += [f"[{', '.join(map(str, s.hands[p]))}]", f"[{','.join(map(str, s.hands[p]))}]"]
    elif game == "wagon-robbers":
        out += [json.dumps(r) for r in s.roles if r is not None]
        from game.games.wagon_robbers.cards import CARGO

        out += [json.dumps(CARGO[c].key) for p in range(s.n) for c in s.placed[p] + s.hands[p]]
    elif game == "scotland-yard":
        out += [f"[0, \"{t}\", {s.pos[0]}]" for t in ("taxi", "bus", "underground", "black")]
        out += [f": {s.pos[0]}", f":{s.pos[0]},", f"[{s.pos[0]}]"]
    elif game == "fugitive":
        down = [h for h, r in zip(s.hideouts, s.revealed) if not r]
        out += [json.dumps(down), json.dumps(s.fhand), json.dumps(s.fhand, separators=(",", ":"))]
    return [x for x in out if x]


@pytest.mark.parametrize("game_id, players", [("most-wanted", 3), ("wagon-robbers", 4), ("scotland-yard", 3),
                                              ("fugitive", 2)])
def test_a_save_opened_as_text_shows_nothing_hidden(tmp_path, game_id, players):
    m = played(game_id, players, seed=5, actions=30)
    path = tmp_path / "save.json"
    m.save(path)
    text = path.read_text(encoding="utf-8")
    plain = json.dumps(m.to_json())
    spoilers = hidden_values(m)
    assert any(x in plain for x in spoilers), "the check must be able to see a leak in a plain save"
    for x in spoilers:
        assert x not in text, f"{x!r} can be read in the save"
    assert "Seat0" in text and game_id in text and f'"moves": {len(m.history)}' in text
    assert Match.load(path, games.rules_for).observe(None) == m.observe(None)


# -- saves of older (and newer) rules ----------------------------------------------------------

class NimSecondRules(NimRules):
    """Last Stone after a rules change that would replay an old log as another game: the long
    pile became the default (rules version 2); version-1 saves meant the short one."""

    info = dataclasses.replace(NimRules.info, rules_version=2)

    def config_from_older(self, config, version, log):
        return MatchConfig(config.players, config.variants | {"short"}) if version == 1 else None


class NimSecondNoReader(NimRules):
    info = dataclasses.replace(NimRules.info, rules_version=2)


def _nim_text(config: dict) -> str:
    from game.core.savefile import encode

    plain = json.loads(GOOD_PLAIN)
    plain["config"] = config
    return encode(plain, "2026-01-01 12:00 UTC")


GOOD_PLAIN = json.dumps(Match.from_json(json.loads(GOOD), RULES.__getitem__).to_json())


def test_a_save_records_the_rules_version_only_past_the_first(tmp_path):
    assert "rules_version" not in json.loads(GOOD_PLAIN)["config"]   # version 1: the same files as ever
    m = Match(NimSecondRules(), MatchConfig(2), [SeatInfo("A"), SeatInfo("B")], seed=3)
    assert m.to_json()["config"] == {"players": 2, "variants": [], "rules_version": 2}
    m.save(tmp_path / "s.json")
    again = Match.load(tmp_path / "s.json", {"toy-nim": NimSecondRules()}.__getitem__)
    assert again.config == m.config


def test_an_older_rules_save_is_read_through_the_games_reader_or_refused_with_a_reason(tmp_path):
    path = tmp_path / "old.json"
    path.write_text(_nim_text({"players": 3, "variants": []}), encoding="utf-8")   # written by version 1
    m = Match.load(path, {"toy-nim": NimSecondRules()}.__getitem__)
    assert m.config.variants == frozenset({"short"}) and len(m.history) == 4
    with pytest.raises(SaveError, match=r"older version of Last Stone's rules \(version 1; this one plays "
                                         r"version 2\) and cannot be replayed the same way"):
        Match.load(path, {"toy-nim": NimSecondNoReader()}.__getitem__)
    path.write_text(_nim_text({"players": 3, "variants": [], "rules_version": 3}), encoding="utf-8")
    with pytest.raises(SaveError, match=r"written by a newer Bounty Table \(Last Stone's rules version 3; "
                                         r"this one plays version 2\)"):
        Match.load(path, {"toy-nim": NimSecondRules()}.__getitem__)
    path.write_text(_nim_text({"players": 3, "variants": [], "rules_version": "2"}), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged: config.rules_version must be a whole number"):
        Match.load(path, {"toy-nim": NimSecondRules()}.__getitem__)
