"""Seats and rooms: tokens, waiting for the people, reconnecting, the host's
bot, undo decided by the server, rematch."""

from __future__ import annotations

import json
import time

import pytest

from game.games import GAME_IDS
from game.net.client import TableClient
from game.net.protocol import ProtocolError, encode
from game.net.room import CODE_ALPHABET
from net.play import open_room, play_out, tokens


def state_of(client: TableClient, seat: int) -> dict:
    while True:
        message = client.wait_for(("state",))
        if message["seat"] == seat:
            return message


def eventually(server, ask, ready, wait: float = 5.0):
    """``ask(server)`` on the server's loop until ``ready`` of it (the server hears of a close a moment later)."""
    deadline = time.monotonic() + wait
    while True:
        got = server.call(ask)
        if ready(got) or time.monotonic() > deadline:
            return got
        time.sleep(0.02)


def test_room_codes_and_tokens(server):
    room = open_room(server.url, "fugitive", [None, None])
    assert len(room["code"]) == 6 and set(room["code"]) <= set(CODE_ALPHABET)
    assert not set(CODE_ALPHABET) & set("ILOQ01")
    seat_tokens = list(tokens(room).values()) + [room["host"]]
    assert all(len(t) == 32 and int(t, 16) >= 0 for t in seat_tokens), "128 bits, in hex"
    assert len(set(seat_tokens)) == 3


@pytest.mark.parametrize("game", GAME_IDS)
def test_wrong_token_is_refused_and_the_seat_stays_free(server, connect, game):
    room = open_room(server.url, game, [None, None])
    client = connect()
    with pytest.raises(ProtocolError) as refused:
        client.join(room["code"], 0, tokens(room)[1])
    assert refused.value.code == "bad_token"
    with pytest.raises(ProtocolError):
        client.join(room["code"], 5, tokens(room)[0])
    with pytest.raises(ProtocolError) as missing:
        client.join("ABCDEF", 0, tokens(room)[0])
    assert missing.value.code == "no_room"
    client.join(room["code"].lower(), 0, tokens(room)[0])   # a code typed in lower case still opens it
    assert state_of(client, 0)["waiting"] == ["Player 2"]


def test_the_table_waits_for_every_person_then_plays(server, connect):
    room = open_room(server.url, "fugitive", [None, None], seed=3)
    ada = connect()
    ada.join(room["code"], 0, tokens(room)[0])
    waiting = state_of(ada, 0)
    assert waiting["status"] == "waiting" and waiting["legal"] == []
    ada.send({"kind": "act", "seat": 0, "action": ["pass", []]})
    assert "waiting for Player 2" in ada.wait_for(("refused",))["reason"]
    bob = connect()
    bob.join(room["code"], 1, tokens(room)[1])
    assert state_of(bob, 1)["status"] == "playing"


def test_reconnect_with_the_token_resumes_the_seat_mid_match(server, connect):
    room = open_room(server.url, "scotland-yard", [None, "easy"], seed=8)
    code, token = room["code"], tokens(room)[0]
    first = connect()
    first.join(code, 0, token)
    state = state_of(first, 0)
    while state["move"] < 6:
        if state["to_act"] == [0]:
            first.send({"kind": "act", "seat": 0, "action": state["legal"][0], "move": state["move"]})
        state = state_of(first, 0)
    first.close()
    held = eventually(server, lambda s: (s.rooms[code].waiting_for(), len(s.rooms[code].match.history)),
                      lambda got: got[0])
    assert held[0] == ["Player 1"], "a dropped seat is held for its player"
    again = connect()
    again.join(code, 0, token, since=0)
    replay = again.wait_for(("events",))
    resumed = state_of(again, 0)
    assert resumed["move"] >= held[1] and resumed["waiting"] == []   # the server bot may have moved since
    assert len(replay["steps"]) == resumed["move"], "the whole log as this seat may see it"
    finals = play_out(server.url, code, [{0: token}])
    assert finals[0]["outcome"] is not None


def test_a_second_connection_takes_the_seat_over(server, connect):
    room = open_room(server.url, "fugitive", [None, "easy"])
    old, new = connect(), connect()
    old.join(room["code"], 0, tokens(room)[0])
    new.join(room["code"], 0, tokens(room)[0])
    assert _error_code(old) == "seat_taken"
    old.send({"kind": "act", "seat": 0, "action": ["pass", []]})
    assert _error_code(old) == "not_your_seat"


def _error_code(client: TableClient) -> str:
    with pytest.raises(ProtocolError) as err:
        while True:
            client.wait_for(("never",), timeout=2)
    return err.value.code


def test_the_host_hands_a_dropped_seat_to_a_bot_and_the_player_takes_it_back(server, connect):
    room = open_room(server.url, "wagon-robbers", [None, None, "easy"], seed=2)
    code, seats = room["code"], tokens(room)
    ada, bob = connect(), connect()
    ada.join(code, 0, seats[0])
    bob.join(code, 1, seats[1])
    bob.close()
    state = state_of(ada, 0)
    while state["waiting"] != ["Player 2"]:
        state = state_of(ada, 0)
    stranger = connect()
    stranger.send({"kind": "bot", "code": code, "host": seats[0], "seat": 1, "level": "easy"})
    assert _error_code(stranger) == "bad_token"
    stranger.send({"kind": "bot", "code": code, "host": room["host"], "seat": 1, "level": "easy"})
    state = state_of(ada, 0)
    while state["seats"][1]["bot"] != "easy":
        state = state_of(ada, 0)
    assert state["waiting"] == []
    back = connect()
    back.join(code, 1, seats[1])
    assert state_of(back, 1)["seats"][1]["bot"] is None, "the player's token takes the seat back"


def test_undo_is_decided_by_the_server_and_rematch_keeps_the_room(server, connect):
    room = open_room(server.url, "fugitive", [None, None], seed=4)
    code, seats = room["code"], tokens(room)
    client = connect()
    client.join(code, 0, seats[0])
    client.join(code, 1, seats[1])
    state = state_of(client, 0)
    while state["status"] != "playing":
        state = state_of(client, 0)
    client.send({"kind": "undo", "seat": 0})
    assert client.wait_for(("refused",))["reason"] == "Nobody has moved yet: nothing to take back."
    hideout = next(a for a in state["legal"] if a[0] == "hideout")
    client.send({"kind": "act", "seat": 0, "action": hideout})
    assert client.wait_for(("ack",))["move"] == 1
    client.send({"kind": "undo", "seat": 0, "check": True})
    assert client.wait_for(("undo_answer",))["ok"] is True
    client.send({"kind": "undo", "seat": 0})
    assert client.wait_for(("undone",))["move"] == 0
    assert server.call(lambda s: len(s.rooms[code].match.history)) == 0
    client.close()
    play_out(server.url, code, [seats])
    second = connect()
    second.join(code, 0, seats[0])
    second.send({"kind": "rematch", "code": code, "host": room["host"]})
    assert second.wait_for(("rematch",))["round"] == 1
    fresh = state_of(second, 0)
    while fresh["round"] != 1:
        fresh = state_of(second, 0)
    assert fresh["move"] == 0 and fresh["status"] == "playing" and fresh["code"] == code


def test_a_spectator_sees_the_public_table_only(server, connect):
    room = open_room(server.url, "fugitive", ["easy", "easy"], seed=6)
    watcher = connect()
    watcher.send({"kind": "watch", "code": room["code"]})
    seen = watcher.wait_for(("state",))
    assert seen["seat"] is None and seen["legal"] == []
    match = server.call(lambda s: s.rooms[room["code"]].match)
    while seen["status"] != "over":
        seen = watcher.wait_for(("state",))
    public = server.call(lambda s: s.rooms[room["code"]].state_message(None))
    assert seen["view"] == json.loads(json.dumps(public["view"], default=list)) != {}
    assert seen["view"] == json.loads(encode(match.rules.observe(match.state, None)))
