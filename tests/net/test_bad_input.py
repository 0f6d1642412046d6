"""Bad input: each gets a clear error or a closed connection, and the server
and every other room carry on."""

from __future__ import annotations

import json

import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as raw_connect

from game.net import server as table_server
from game.net.client import TableClient
from game.net.protocol import MAX_MESSAGE, PROTOCOL, ProtocolError, ProtocolMismatch
from net.play import open_room, play_out, tokens


def raw(server):
    """A bare WebSocket, to send what no TableClient would."""
    return raw_connect(server.url, close_timeout=1)


def greeted(ws) -> None:
    ws.send(json.dumps({"kind": "hello", "protocol": PROTOCOL}))
    assert json.loads(ws.recv(timeout=5))["kind"] == "welcome"


def reply(ws) -> dict:
    return json.loads(ws.recv(timeout=5))


def still_serves(server) -> None:
    room = open_room(server.url, "fugitive", [None, "easy"], seed=9)
    assert play_out(server.url, room["code"], [{0: tokens(room)[0]}])[0]["outcome"] is not None


def test_protocol_mismatch_is_a_clear_message_on_both_sides(server, monkeypatch):
    with raw(server) as ws:
        ws.send(json.dumps({"kind": "hello", "protocol": PROTOCOL + 1}))
        answer = reply(ws)
        assert answer["code"] == "protocol"
        assert f"speaks protocol {PROTOCOL} and the client speaks {PROTOCOL + 1}" in answer["message"]
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=5)
    with monkeypatch.context() as patch:
        patch.setattr("game.net.client.PROTOCOL", PROTOCOL + 1)
        with TableClient(server.url) as client, pytest.raises(ProtocolMismatch) as mismatch:
            client.connect()
    assert "use the same version of Bounty Table on both sides" in str(mismatch.value)
    still_serves(server)


def test_no_hello_first_closes(server):
    with raw(server) as ws:
        ws.send(json.dumps({"kind": "watch", "code": "ABCDEF"}))
        assert reply(ws)["message"] == "say hello first, with the protocol version"
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=5)


@pytest.mark.parametrize("text, code", [
    ("{not json", "bad_json"),
    ("[1, 2]", "bad_request"),
    ('{"kind": "dance"}', "unknown_kind"),
    ('{"kind": "open", "game": "chess", "bots": [null, null]}', "bad_request"),
    ('{"kind": "open", "game": "fugitive", "bots": [null, null, null]}', "bad_request"),
    ('{"kind": "open", "game": "fugitive", "bots": ["genius", null]}', "bad_request"),
    ('{"kind": "join", "code": "ABCDEF", "seat": true, "token": "x"}', "bad_request"),
    ('{"kind": "act", "seat": 0, "action": ["pass", []]}', "not_your_seat"),
    ('{"kind": "hint", "seat": 3, "level": "easy"}', "not_your_seat"),
])
def test_malformed_and_unknown_messages_get_a_clear_error(server, text, code):
    with raw(server) as ws:
        greeted(ws)
        ws.send(text)
        answer = reply(ws)
        assert answer["kind"] == "error" and answer["code"] == code and answer["message"]
        ws.send(text)   # the connection carries on after an error
        assert reply(ws)["code"] == code


def test_an_action_for_a_seat_held_elsewhere_or_malformed_is_refused(server, connect):
    room = open_room(server.url, "fugitive", [None, None])
    ada, bob = connect(), connect()
    ada.join(room["code"], 0, tokens(room)[0])
    bob.join(room["code"], 1, tokens(room)[1])
    bob.send({"kind": "act", "seat": 0, "action": ["pass", []]})
    with pytest.raises(ProtocolError) as err:
        bob.wait_for(("ack",))
    assert err.value.code == "not_your_seat"
    ada.send({"kind": "act", "seat": 0, "action": "pass"})
    with pytest.raises(ProtocolError) as err:
        ada.wait_for(("ack",))
    assert err.value.code == "bad_request" and "not an action" in err.value.message
    ada.send({"kind": "act", "seat": 0, "action": ["fly", [1]]})
    refused = ada.wait_for(("refused",))
    assert refused["reason"], "an illegal move gets the rules' reason back"


def test_an_oversized_message_closes_the_connection(server):
    with raw(server) as ws:
        greeted(ws)
        ws.send(json.dumps({"kind": "hello", "pad": "x" * (MAX_MESSAGE + 10)}))
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=5)
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009   # message too big
    still_serves(server)


def test_a_flood_is_rate_limited_then_closed(server, monkeypatch):
    monkeypatch.setattr(table_server, "FLOOD_LIMIT", 50)
    flood = '{"kind": "watch", "code": "ZZZZZZ"}'
    errors = []
    with raw(server) as ws:
        greeted(ws)
        with pytest.raises(ConnectionClosed):
            for _ in range(int(table_server.BURST) + 200):
                ws.send(flood)
            while True:
                errors.append(reply(ws)["code"])
    assert "no_room" in errors and "rate_limited" in errors
    still_serves(server)
