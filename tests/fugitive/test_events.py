"""The Events variant: the deck's content and what each event does.

The book: "At the start of the game, shuffle 2 random event cards into each of
the three draw piles. When a player draws an event, they resolve it
immediately. Most events will affect both players and will usually have you
draw another card."  The printed texts are unknown, so the deck is our own
(docs/rules-notes/fugitive.md lists it)."""

from __future__ import annotations

import copy
import json

import pytest

from game.games.fugitive import events as E
from game.games.fugitive import rules as R

from .conftest import RULES, act, build

F, M = R.FUGITIVE, R.MARSHAL
DECK = E.event_deck()
IDS = [e.id for e in DECK]


def code(event_id):
    return R.EVENT_BASE + IDS.index(event_id)


def fugitive_draws(event_id, **kw):
    """The Fugitive, at the start of a normal turn, draws this event from 4-14."""
    s = build([5], route=[(2, (), False), (4, (), False)], phase="fugitive_draw", draws_left=1,
              events=True, pile_events=((code(event_id),), (), ()), **kw)
    act(s, F, "draw", 0)
    return s


def marshal_draws(event_id, **kw):
    """The Marshal, on a later turn, draws this event from 15-28."""
    s = build([5], route=[(2, (), False), (4, (6,), False)], phase="marshal_draw", draws_left=1,
              events=True, pile_events=((), (code(event_id),), ()), mar_turns=2, **kw)
    act(s, M, "draw", 1)
    return s


def test_deck_has_enough_events_each_helping_someone():
    """Issue: "at least 10 events, each helping the Fugitive, the Marshal, or
    whoever draws it, usually with a further draw"."""
    assert len(DECK) >= 10 and len(set(IDS)) == len(IDS)
    helps = {e.helps for e in DECK}
    assert helps == {"fugitive", "marshal", "drawer"}
    assert sum(e.draw_again > 0 for e in DECK) > len(DECK) / 2
    for e in DECK:
        assert e.name and e.text and len(e.text) <= E.MAX_TEXT


@pytest.mark.parametrize("event_id", IDS)
@pytest.mark.parametrize("drawer", ["fugitive", "marshal"])
def test_every_event_resolves_cleanly(event_id, drawer):
    """"When a player draws an event, they resolve it immediately": it goes to
    the open discard, everyone sees it, and the rules still hold."""
    s = fugitive_draws(event_id) if drawer == "fugitive" else marshal_draws(event_id)
    assert s.event_discard[-1][0] == code(event_id)
    assert RULES.invariants(s) == []
    for viewer in (F, M, None):
        obs = RULES.observe(s, viewer)
        assert obs["event_discard"][-1]["id"] == event_id
        shown = [e for e in obs["last_events"] if e["kind"] == "event_card"]
        assert shown and shown[0]["event"]["id"] == event_id


def test_gold_rush_draws_two_more():
    s = fugitive_draws("gold_rush")
    assert R.PHASES[s.phase] == "fugitive_draw" and s.draws_left == 2


def test_lucky_horseshoe_draws_now_and_next_turn():
    s = fugitive_draws("lucky_horseshoe")
    assert s.draws_left == 1 and s.bonus_draws[F] == 1
    act(s, F, "draw", 1)
    act(s, F, "pass")
    act(s, M, "draw", 2)
    act(s, M, "guess", 30 if 30 not in s.mhand else 31)
    assert R.PHASES[s.phase] == "fugitive_draw" and s.draws_left == 2


def test_hired_gun_skips_the_opponents_draw():
    s = fugitive_draws("hired_gun")
    assert s.skip_draw == [False, True]
    act(s, F, "draw", 1)
    act(s, F, "pass")
    assert R.PHASES[s.phase] == "marshal_guess" and s.mhand == []


def test_fresh_horses_and_washed_out_bridge_change_the_reach():
    s = build([9], route=[(2, (), False), (4, (), False)], phase="fugitive_draw", draws_left=1,
              events=True, pile_events=((code("fresh_horses"),), (), ()))
    act(s, F, "draw", 0)
    act(s, F, "draw", 1)
    assert R.current_reach(s) == 5
    act(s, F, "hideout", 9)
    act(s, F, "confirm")  # 5 past 4 with no sprint card
    assert s.reach[-1] == 5 and s.sprints[-1] == () and R.current_reach(s) == 3
    assert RULES.observe(s, M)["route"][-1]["reach"] == 5
    s = fugitive_draws("washed_out_bridge")
    act(s, F, "draw", 1)
    assert R.current_reach(s) == 2
    assert RULES.observe(s, M)["effects"]["fugitive_reach"] == 2


def test_dust_storm_skips_the_marshals_guess():
    s = fugitive_draws("dust_storm")
    act(s, F, "draw", 1)
    act(s, F, "pass")
    act(s, M, "draw", 0)
    assert R.PHASES[s.phase] == "fugitive_draw"
    assert any(e.kind == "guess_skipped" for e in s.last)


def test_abandoned_cabin_allows_a_second_hideout():
    s = build([5, 7], route=[(2, (), False), (4, (), False)], phase="fugitive_draw", draws_left=1,
              events=True, pile_events=((code("abandoned_cabin"),), (), ()))
    act(s, F, "draw", 0)
    act(s, F, "draw", 1)
    act(s, F, "hideout", 5)
    act(s, F, "confirm")
    assert RULES.to_act(s) == (F,)
    act(s, F, "hideout", 7)
    act(s, F, "confirm")
    assert RULES.to_act(s) == (M,) and s.hideouts[-2:] == [5, 7]


def test_supply_wagon_gives_the_fugitive_two_cards():
    s = fugitive_draws("supply_wagon")
    assert s.draws_left == 3
    s = marshal_draws("supply_wagon")
    assert s.bonus_draws[F] == 2 and s.draws_left == 1


def test_false_trail_and_stakeout_skip_a_draw():
    s = fugitive_draws("false_trail")
    assert s.skip_draw[M]
    s = marshal_draws("stakeout")
    assert s.skip_draw[F]
    act(s, M, "draw", 0)
    act(s, M, "guess", 9)
    assert R.PHASES[s.phase] == "fugitive_place"


def test_telegraph_gives_the_marshal_two_cards():
    s = marshal_draws("telegraph")
    assert s.draws_left == 3
    s = fugitive_draws("telegraph")
    assert s.bonus_draws[M] == 2


def test_posse_gives_an_extra_guess():
    s = marshal_draws("posse")
    act(s, M, "draw", 0)
    act(s, M, "guess", 9)
    assert R.PHASES[s.phase] == "marshal_guess"
    act(s, M, "guess", 10)
    assert R.PHASES[s.phase] in ("fugitive_draw", "fugitive_place")


def test_wanted_poster_shows_the_latest_hidden_sprint_cards():
    s = marshal_draws("wanted_poster")
    assert s.shown[2] and not s.revealed[2]
    entry = RULES.observe(s, M)["route"][2]
    assert entry["sprint"] == [6] and entry["number"] is None


def test_muddy_tracks_tells_odd_or_even():
    s = marshal_draws("muddy_tracks")
    assert RULES.observe(s, M)["route"][2]["parity"] == "even"


def test_saloon_informant_reveals_the_earliest_and_can_end_the_game():
    s = marshal_draws("saloon_informant")
    assert s.revealed[1] and not s.revealed[2]
    s = build([5], route=[(2, (), True), (4, (), False)], phase="marshal_draw", draws_left=1, events=True,
              pile_events=((), (code("saloon_informant"),), ()), mar_turns=2)
    act(s, M, "draw", 1)
    assert RULES.outcome(s).winners == (M,)


# -- the content file ------------------------------------------------------------

def raw_data():
    return json.loads(E.EVENTS_FILE.read_text(encoding="utf-8"))


def test_file_round_trip():
    assert E.parse_events(raw_data()) == DECK


@pytest.mark.parametrize(
    "damage, words",
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d.update(version=9), "version"),
        (lambda d: d.update(events=d["events"][:3]), "only 3"),
        (lambda d: d["events"][1].update(id=d["events"][0]["id"]), "used twice"),
        (lambda d: d["events"][0].update(helps="nobody"), "helps"),
        (lambda d: d["events"][0].update(colour="red"), "unknown field"),
        (lambda d: d["events"][3]["effects"][0].update(kind="teleport"), "unknown kind"),
        (lambda d: d["events"][3]["effects"][0].update(amount=9), "amount"),
        (lambda d: d["events"][0].update(draw_again=0), "does nothing"),
        (lambda d: d["events"][0].update(text="x" * 200), "text"),
    ],
)
def test_broken_file_fails_with_a_clear_message(damage, words):
    """Design: "Content ... is data ... validated at load time with clear errors"."""
    data = copy.deepcopy(raw_data())
    damage(data)
    with pytest.raises(E.EventDataError) as err:
        E.parse_events(data)
    assert words in str(err.value)


def test_unreadable_file(tmp_path):
    bad = tmp_path / "events.json"
    bad.write_text("{ not json", encoding="utf-8")
    with pytest.raises(E.EventDataError, match="not valid JSON"):
        E.load_events(bad)
    with pytest.raises(E.EventDataError, match="cannot read"):
        E.load_events(tmp_path / "missing.json")


def test_a_broken_event_names_the_file_the_event_and_the_field(tmp_path):
    data = copy.deepcopy(raw_data())
    data["events"][3]["effects"][0]["amount"] = 9
    bad = tmp_path / "my_events.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(E.EventDataError) as err:
        E.load_events(bad)
    ident = data["events"][3]["id"]
    assert str(err.value).startswith(f"my_events.json, event {ident!r}, field 'effects[0].amount':")
