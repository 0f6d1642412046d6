"""Two questions a seat asks the table server: a hint (the seat's bot of a level, on what the
seat may know, with what it armed at its table made first) and its own what-if (``ahead``:
its legal moves once it has made some actions).  Scotland Yard's double move needs both: the
table arms it before Mister X picks his two rides, and lights the stations of the first."""

from __future__ import annotations

from game.core.model import Action
from game.games import bot_for, rules_for
from game.net.client import TableClient
from game.net.hosting import Games, ServerThread
from game.net.protocol import encode
from game.core.table_view import LocalTable
from game.games.scotland_yard.rules import MISTER_X
from game.net.remote_table import RemoteTable
from net.play import open_room, tokens

DOUBLE = Action("double")


def answered(remote: RemoteTable, check, tries: int = 200):
    """Take in messages until ``check()`` holds (its value)."""
    for _ in range(tries):
        value = check()
        if value:
            return value
        remote._take(remote.client.next(5))
    raise AssertionError("the server never answered")


def sy_room(server, connect):
    room = open_room(server.url, "scotland-yard", [None, None], seed=8)
    seats = tokens(room)
    mister_x = RemoteTable(connect(), room["code"], {0: seats[0]})
    detectives = RemoteTable(connect(), room["code"], {1: seats[1]})
    for remote in (mister_x, detectives):
        remote.wait_ready()
        answered(remote, lambda remote=remote: remote.to_act())   # both seats taken: the match is on
    match = server.call(lambda s: s.rooms[room["code"]].match)
    return match, mister_x, detectives


def test_the_double_moves_first_rides_come_from_the_server(server, connect):
    match, mister_x, _detectives = sy_room(server, connect)
    assert DOUBLE in mister_x.legal_actions(0)
    assert mister_x.legal_after(0, [DOUBLE]) == [], "nothing lit until the server has answered"
    notice = answered(mister_x, lambda: [n for n in mister_x.poll() if n.kind == "ahead"])
    assert notice[0].seat == 0 and notice[0].reason is None
    after = mister_x.legal_after(0, [DOUBLE])
    # Mister X knows where he is: the server's answer on his view is the answer on the match itself
    assert after == LocalTable(match).legal_after(0, [DOUBLE])
    assert after and all(a.kind == "move" and a.args[0] == MISTER_X for a in after)
    assert mister_x.moves() == 0, "asking made no move"


def test_a_what_if_the_rules_refuse_says_why_and_lights_nothing(server, connect):
    _match, _mister_x, detectives = sy_room(server, connect)
    assert detectives.legal_after(1, [DOUBLE]) == []
    notice = answered(detectives, lambda: [n for n in detectives.poll() if n.kind == "ahead"])
    assert notice[0].reason, "the rules' own reason comes back"
    assert detectives.legal_after(1, [DOUBLE]) == []


def test_a_hint_for_the_armed_double_is_a_first_ride_with_a_reason(server, connect):
    _match, mister_x, _detectives = sy_room(server, connect)
    mister_x.ask_hint(0, "easy", [DOUBLE])
    reply = answered(mister_x, lambda: mister_x.hint_reply(0, 0, [DOUBLE]))
    action = Action.from_json(reply["action"])
    assert action in mister_x.legal_after(0, [DOUBLE]) or answered(
        mister_x, lambda: action in mister_x.legal_after(0, [DOUBLE]))
    assert reply["reason"] and mister_x.hint_reply(0, 0, []) is None, "the answer is for what was armed"


def test_no_hint_off_turn_comes_with_its_reason_and_no_action(server, connect):
    _match, _mister_x, detectives = sy_room(server, connect)
    detectives.ask_hint(1, "easy")
    reply = answered(detectives, lambda: detectives.hint_reply(1, 0))
    assert "action" not in reply and "turn" in reply["reason"]
    notices = detectives.poll()
    assert [(n.kind, n.action) for n in notices] == [("hint", None)], "no refusal toast for a move not made"


def test_a_hint_is_thought_out_on_a_world_the_seat_cannot_tell_from_the_real_one(tmp_path):
    """A hint's bot never reads the real table: it is handed the seat's own view with what the
    seat cannot see drawn afresh (Most Wanted: the other players' hands)."""
    handed = []

    class Recording:
        def __init__(self, bot):
            self.bot = bot

        def choose(self, rules, state, seat, rng):
            handed.append(state)
            return self.bot.choose(rules, state, seat, rng)

    games = Games(rules_for, lambda game, level, seed, **kw: Recording(bot_for(game, level, seed, **kw)))
    with ServerThread(games, tmp_path / "data") as srv:
        room = open_room(srv.url, "most-wanted", [None, None, None], seed=12)
        with TableClient(srv.url) as client:
            client.connect()
            remote = RemoteTable(client, room["code"], tokens(room))
            remote.wait_ready()
            seat = answered(remote, lambda: remote.to_act())[0]
            remote.ask_hint(seat, "easy")
            reply = answered(remote, lambda: remote.hint_reply(seat, 0))
            assert Action.from_json(reply["action"]) in remote.legal_actions(seat)
            match = srv.call(lambda s: s.rooms[room["code"]].match)
    rules, real, given = match.rules, match.state, handed[-1]
    assert given is not real
    assert encode(rules.observe(given, seat)) == encode(rules.observe(real, seat)), "the seat's own view"
    others = [k for k in range(3) if k != seat]
    assert any(encode(rules.observe(given, k)) != encode(rules.observe(real, k)) for k in others), \
        "the hidden hands were drawn afresh, not read"
