"""Match: legality with reasons, the log, undo policy, save/load round trip."""

import json

import pytest

from game.core.match import Match, SaveError, SeatInfo, read_save
from game.core.model import Action, IllegalAction, MatchConfig
from toygames import NimRules, SwapRules

RULES = {"toy-nim": NimRules(), "toy-swap": SwapRules()}


def humans(n):
    return [SeatInfo(f"P{i}") for i in range(n)]


def test_refuses_out_of_turn_with_reason():
    m = Match(NimRules(), MatchConfig(2), humans(2), seed=1)
    reason = m.refusal(1, Action("take", (1,)))
    assert reason and "turn" in reason
    with pytest.raises(IllegalAction) as exc:
        m.apply(1, Action("take", (1,)))
    assert "turn" in exc.value.reason
    assert m.history == []


def test_refuses_illegal_action_and_keeps_state():
    m = Match(NimRules(), MatchConfig(2), humans(2), seed=1)
    with pytest.raises(IllegalAction):
        m.apply(0, Action("take", (9,)))
    assert m.state.stones == 15


def test_player_count_checked():
    with pytest.raises(ValueError):
        Match(NimRules(), MatchConfig(5), humans(5), seed=1)


def test_undo_own_action_until_the_other_seat_acts():
    m = Match(NimRules(), MatchConfig(2), humans(2), seed=1)
    m.apply(0, Action("take", (2,)))
    assert m.undoable(0) == 1
    m.undo(0)
    assert m.state.stones == 15 and m.history == []
    m.apply(0, Action("take", (2,)))
    m.apply(1, Action("take", (1,)))
    assert m.undoable(0) == 0
    with pytest.raises(IllegalAction):
        m.undo(0)


def test_no_undo_past_a_reveal_or_chance():
    m = Match(SwapRules(), MatchConfig(2), humans(2), seed=3)
    m.apply(0, Action("swap"))  # draws a random card: chance
    assert m.undoable(0) == 0


def test_bots_cannot_undo():
    m = Match(NimRules(), MatchConfig(2), [SeatInfo("Bot", "easy"), SeatInfo("P")], seed=1)
    m.apply(0, Action("take", (1,)))
    assert m.undoable(0) == 0


def test_save_load_round_trip(tmp_path):
    m = Match(SwapRules(), MatchConfig(3), humans(3), seed=77)
    m.apply(0, Action("swap"))
    m.apply(1, Action("keep"))
    path = tmp_path / "s.json"
    m.save(path)
    loaded = Match.load(path, RULES.__getitem__)
    assert loaded.to_json() == m.to_json()
    assert loaded.state.hands == m.state.hands
    assert loaded.state.pile == m.state.pile
    for viewer in (None, 0, 1, 2):
        assert loaded.observe(viewer) == m.observe(viewer)
    # the loaded match goes on exactly as the original would
    m.apply(2, Action("swap"))
    loaded.apply(2, Action("swap"))
    assert loaded.outcome() == m.outcome()


def test_autosave_after_every_action(tmp_path):
    path = tmp_path / "auto.json"
    m = Match(NimRules(), MatchConfig(2), humans(2), seed=1, autosave_path=path)
    m.apply(0, Action("take", (3,)))
    assert read_save(path)["log"] == [[0, ["take", [3]]]]
    m.apply(1, Action("take", (1,)))
    assert len(read_save(path)["log"]) == 2
    assert not list(tmp_path.glob("*.tmp")), "temporary files left behind"


def test_events_redacted_per_viewer():
    m = Match(SwapRules(), MatchConfig(2), humans(2), seed=5)
    m.apply(0, Action("swap"))
    drew = [e for _, _, evs in m.events_for(1) for e in evs if e.kind == "drew"][0]
    assert "card" not in drew.public
    mine = [e for _, _, evs in m.events_for(0) for e in evs if e.kind == "drew"][0]
    assert mine.public["card"] == m.state.hands[0]
    spectator = [e for _, _, evs in m.events_for(None) for e in evs if e.kind == "drew"][0]
    assert "card" not in spectator.public


def test_tampered_log_refused_with_reason(tmp_path):
    m = Match(NimRules(), MatchConfig(2), humans(2), seed=1)
    m.apply(0, Action("take", (3,)))
    data = m.to_json()
    data["log"].append([0, ["take", [1]]])  # seat 0 again: out of turn
    with pytest.raises(SaveError, match="action 2 of 2 is not legal"):
        Match.from_json(data, RULES.__getitem__)


@pytest.mark.parametrize(
    "change, message",
    [
        (lambda d: d.update(format="other"), "not a Bounty Table save"),
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(game="chess"), "unknown game"),
        (lambda d: d.update(seed="x"), "damaged"),
        (lambda d: d["seats"].pop(), "damaged"),
        (lambda d: d.update(log={}), "damaged"),
        (lambda d: d["log"].append([0, "take"]), "damaged"),
        (lambda d: d["seats"][0].update(bot="genius"), "damaged"),
    ],
)
def test_broken_saves_give_clear_errors(change, message):
    m = Match(NimRules(), MatchConfig(2), humans(2), seed=1)
    m.apply(0, Action("take", (3,)))
    data = m.to_json()
    change(data)
    with pytest.raises(SaveError, match=message):
        Match.from_json(data, RULES.__getitem__)


def test_missing_and_unreadable_files(tmp_path):
    with pytest.raises(SaveError, match="no save file"):
        Match.load(tmp_path / "nope.json", RULES.__getitem__)
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError):
        Match.load(bad, RULES.__getitem__)


def test_can_undo_only_the_viewers_own_last_action():
    m = Match(NimRules(), MatchConfig(3), humans(3), seed=1)
    assert m.can_undo(0) == (False, "Nobody has moved yet: nothing to take back.")
    m.apply(0, Action("take", (1,)))
    assert m.can_undo(0) == (True, None)
    ok, reason = m.can_undo(1)  # the screen shows seat 1: seat 0's move is not theirs
    assert not ok and "P0" in reason
    ok, reason = m.can_undo(None)
    assert not ok and "on the screen" in reason
    with pytest.raises(IllegalAction):
        m.undo(1)
    m.apply(1, Action("take", (1,)))
    assert not m.can_undo(0)[0]  # someone acted since
    assert m.can_undo(1) == (True, None)


def test_a_move_that_teaches_another_seat_ends_the_window():
    """Bid: a secret commit teaches nobody anything; the last commit of a
    round resolves it (every bid shown), so it stands."""
    from toygames import BidRules

    m = Match(BidRules(), MatchConfig(2), humans(2), seed=4)
    m.apply(0, m.legal_actions(0)[0])
    assert m.can_undo(0) == (True, None)
    m.apply(1, m.legal_actions(1)[0])
    ok, reason = m.can_undo(1)
    assert not ok and "stands" in reason


def test_a_move_whose_worlds_cannot_be_built_stands(monkeypatch):
    from toygames import BidRules

    rules = BidRules()
    m = Match(rules, MatchConfig(2), humans(2), seed=4)

    def broken(state, viewer, rng):
        raise RuntimeError("no world fits")

    monkeypatch.setattr(rules, "determinize", broken)
    m.apply(0, m.legal_actions(0)[0])
    ok, reason = m.can_undo(0)
    assert not ok and "could not be checked" in reason
