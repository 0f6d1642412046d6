"""Whole matches over loopback, for every game: remote clients only, and mixed
tables (server bots, remote bots, two seats held by one client)."""

from __future__ import annotations

import pytest

from game.core import archive
from game.games import rules_for
from net.play import open_room, play_out, tokens

# game -> (seats for the all-remote match, server bot levels per seat for the mixed one)
TABLES = {
    "most-wanted": (3, ["easy", None, None, None]),
    "wagon-robbers": (3, ["easy", None, None, None]),
    "scotland-yard": (3, [None, "easy", None, None]),
    "fugitive": (2, ["easy", None]),
    "few-and-cursed": (2, [None, "easy", None]),
}


@pytest.mark.parametrize("game", sorted(TABLES))
def test_remote_clients_play_a_match_to_its_end(server, game):
    seats = TABLES[game][0]
    room = open_room(server.url, game, [None] * seats, seed=11)
    finals = play_out(server.url, room["code"], [{k: t} for k, t in tokens(room).items()])
    outcome = finals[0]["outcome"]
    assert outcome is not None and all(f["outcome"] == outcome for f in finals)
    # the server's record replays, every action checked, to the same end
    match = server.call(lambda s: s.rooms[room["code"]].match)
    assert len(match.history) == finals[0]["move"]
    assert list(match.outcome().winners) == outcome["winners"]
    # and the finished match is in the history like any other
    kept = archive.entries(server.data / "history", rules_for)
    assert [e.moves for e in kept] == [len(match.history)]


@pytest.mark.parametrize("game", sorted(TABLES))
def test_mixed_table_server_bots_remote_bots_and_two_seats_on_one_client(server, game):
    bots = TABLES[game][1]
    room = open_room(server.url, game, bots, seed=5)
    humans = tokens(room)
    assert sorted(humans) == [k for k, b in enumerate(bots) if b is None]
    first, *rest = sorted(humans)
    groups = [{first: humans[first]}] + ([{k: humans[k] for k in rest}] if rest else [])
    finals = play_out(server.url, room["code"], groups, level="easy")
    assert finals[0]["outcome"] is not None
    match = server.call(lambda s: s.rooms[room["code"]].match)
    served = {step.seat for step in match.history}
    assert served >= {k for k, b in enumerate(bots) if b}, "the server bots played"
    assert served & set(humans), "the remote bots played"
