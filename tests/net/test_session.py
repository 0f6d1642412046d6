"""The app's side of a networked table on loopback: a host opens a room, a
friend peeks at it and takes a free seat by its code, they chat, a dropped
connection comes back by itself with the seat's token, and every failure a
person can meet is one sentence."""

from __future__ import annotations

import random
import time

import pytest

from game.net.hosting import ServerThread
from game.net.protocol import PROTOCOL
from game.net.session import HostedTable, Seating, TableError, explain, kept_seatings, table_url
from net.play import GAMES, open_room


def pump(*seatings, until, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for s in seatings:
            s.poll()
        if until():
            return
        time.sleep(0.02)
    raise AssertionError("the table never got there")


@pytest.fixture
def hosted(tmp_path):
    table = HostedTable(GAMES, tmp_path / "server", bind="127.0.0.1", port=0, advertise=False, host_name="Ada")
    yield table
    table.close()


def test_a_friend_takes_a_free_seat_by_code_and_the_table_starts(hosted, tmp_path):
    host = hosted.open("fugitive", [None, None], here=[0], names=["Ada", ""], keep_dir=tmp_path / "host")
    assert hosted.shown_addresses() == [f"127.0.0.1:{hosted.port}"]
    pump(host, until=lambda: host.state() is not None)
    assert host.state()["status"] == "waiting"
    assert [s["state"] for s in host.state()["seats"]] == ["joined", "waiting"]

    lobby = Seating.peek(hosted.url, host.code.lower())
    assert lobby["free"] == [1] and lobby["game"] == "fugitive"
    friend = Seating.claim(hosted.url, host.code, 1, "Bo\x07b\n", keep_dir=tmp_path / "friend")
    # every seat is filled: the table waits for its host's Start (a guest may not start it)
    pump(host, friend, until=lambda: friend.state() is not None and host.state()["filled"])
    assert host.state()["status"] == "waiting" and host.state()["held"]
    assert not friend.start()
    assert host.start()
    pump(host, friend, until=lambda: host.state()["status"] == "playing")
    assert [s["name"] for s in host.state()["seats"]] == ["Ada", "Bo b"]
    assert [s["state"] for s in host.state()["seats"]] == ["joined", "joined"]
    # the friend's token is kept in the data folder for that room, and never the host's secret
    kept = kept_seatings(tmp_path / "friend")
    assert kept[0]["code"] == host.code and kept[0]["seats"] == friend.seats and kept[0]["host"] is None
    assert kept_seatings(tmp_path / "host")[0]["host"] == host.host

    with pytest.raises(TableError, match="That table is full"):
        Seating.claim(hosted.url, host.code, 1, "Cy")
    friend.close()
    host.close()


def test_chat_is_plain_text_cut_to_200_characters_and_reaches_everyone(hosted):
    host = hosted.open("most-wanted", [None, None, "easy"], here=[0], names=["Ada", "", ""])
    friend = Seating.claim(hosted.url, host.code, 1, "Bob")
    assert friend.say(1, "<b>howdy</b>\tpartner " + "x" * 300)
    pump(host, friend, until=lambda: host.chat and friend.chat)
    name, line = host.chat[-1]
    assert name == "Bob" and line.startswith("<b>howdy</b> partner x") and len(line) == 200
    assert friend.chat[-1] == host.chat[-1]


def test_a_dropped_connection_resumes_with_the_seat_token(tmp_path):
    data = tmp_path / "server"
    with ServerThread(GAMES, data) as first:
        url, port = first.url, int(first.url.rsplit(":", 1)[1])
        hosted_code = _open(url)
        friend = Seating.claim(url, hosted_code, 1, "Bob", retry_for=20)
        pump(friend, until=lambda: friend.state() is not None)
    # the server went away: the seat says so and keeps trying
    pump(friend, until=lambda: friend.link == "reconnecting")
    assert friend.ended is None
    with ServerThread(GAMES, data, port=port):
        pump(friend, until=lambda: friend.link == "connected" and friend.state() is not None
             and any(s["state"] == "joined" for s in friend.state()["seats"]))
        assert friend.ended is None
        friend.close()


def test_a_host_who_leaves_and_a_host_who_closes_are_each_a_sentence(tmp_path):
    with ServerThread(GAMES, tmp_path / "a") as server:
        code = _open(server.url)
        friend = Seating.claim(server.url, code, 1, "Bob", retry_for=1.0)
    pump(friend, until=lambda: friend.ended is not None)
    assert friend.ended == "The host has left: their table no longer answers."
    friend.close()

    hosted = HostedTable(GAMES, tmp_path / "b", bind="127.0.0.1", port=0, advertise=False)
    host = hosted.open("fugitive", [None, None], here=[0], names=["Ada", ""])
    other = Seating.claim(hosted.url, host.code, 1, "Bob")
    host.close_room()
    pump(other, until=lambda: other.ended is not None)
    assert other.ended == "The host closed the table."
    hosted.close()


def test_each_failure_to_join_is_one_sentence(hosted, monkeypatch):
    host = hosted.open("fugitive", [None, None], here=[0], names=["Ada", ""])
    with pytest.raises(TableError) as wrong:
        Seating.peek(hosted.url, "ZZZZZZ")
    assert str(wrong.value) == f"There is no table with that room code at 127.0.0.1:{hosted.port}. " \
                               "Check the code with the host."
    with pytest.raises(TableError, match="^No table answers at 127.0.0.1:9. Check the address"):
        Seating.peek("ws://127.0.0.1:9", host.code, timeout=2)
    with pytest.raises(TableError, match="^Type the host's address first"):
        table_url("  ")
    assert table_url("10.1.2.3") == "ws://10.1.2.3:47474" and table_url("10.1.2.3:5000") == "ws://10.1.2.3:5000"
    monkeypatch.setattr("game.net.client.PROTOCOL", PROTOCOL + 1)
    monkeypatch.setattr("game.net.session.VERSION", "0.0.9")
    with pytest.raises(TableError) as versions:
        Seating.peek(hosted.url, host.code)
    from game import __version__
    assert str(versions.value) == (f"The host runs Bounty Table {__version__}, you run 0.0.9: "
                                   "both machines need the same version to play together.")
    assert explain(TimeoutError()).startswith("The table at that address did not answer in time")


def _open(url: str) -> str:
    return open_room(url, "fugitive", [None, None])["code"]


def test_a_table_reading_through_the_seating_link_is_told_the_seat_then_every_change(hosted):
    from game.net.session import SeatingLink

    host = hosted.open("fugitive", [None, None], here=[0], names=["Ada", ""])
    friend = Seating.claim(hosted.url, host.code, 1, "Bob")
    pump(host, friend, until=lambda: (host.state() or {}).get("filled"))
    host.start()
    pump(host, friend, until=lambda: all((s.state() or {}).get("status") == "playing" for s in (host, friend)))
    link = SeatingLink(friend)
    assert link.join(host.code, 1, friend.seats[1]) == {"kind": "joined", "code": host.code, "seat": 1}
    told = link.poll()
    assert [m["kind"] for m in told][-1] == "state" and told[-1]["seat"] == 1
    # the lobby (or anything else) may poll the seating too: the table still gets every message
    state = host.state()
    mover = state["to_act"][0]
    mine = host if mover in host.seats else friend
    mine.act(mover, mine.states[mover]["legal"][0], mine.states[mover]["move"])
    pump(host, friend, until=lambda: (friend.state() or {}).get("move") == state["move"] + 1)
    later = link.poll()
    assert any(m["kind"] == "state" and m["move"] == state["move"] + 1 for m in later)
    friend.close()


def test_a_full_fugitive_match_through_remote_tables_that_outlive_a_server_restart(tmp_path):
    """A host and a friend each read the table through a RemoteTable over their seating's link;
    the table server goes away mid-match and comes back; both tables resume and the match ends
    the same for both."""
    from game.net.remote_table import RemoteTable
    from game.net.session import SeatingLink

    data = tmp_path / "server"
    first = ServerThread(GAMES, data).start()
    port = int(first.url.rsplit(":", 1)[1])
    code = _open(first.url)
    host = Seating.claim(first.url, code, 0, "Ada", retry_for=20)
    friend = Seating.claim(first.url, code, 1, "Bob", retry_for=20)
    pump(host, friend, until=lambda: all((s.state() or {}).get("status") == "playing" for s in (host, friend)))
    tables = [RemoteTable(SeatingLink(s), code, s.seats) for s in (host, friend)]
    for table in tables:
        table.wait_ready()
    restarted, second = False, None
    asked: dict[int, int] = {}   # seat -> the move it last answered
    chooser = random.Random(3)
    try:
        end = time.monotonic() + 60
        while time.monotonic() < end and not all(t.is_over() for t in tables):
            for table in tables:
                for notice in table.poll():
                    if notice.kind == "refused":   # (a move sent as the server went away) choose again
                        asked.pop(notice.seat, None)
            if tables[0].moves() >= 6 and not restarted:
                first.stop()        # the server goes away mid-match...
                pump(host, friend, until=lambda: host.link == friend.link == "reconnecting")
                second = ServerThread(GAMES, data, port=port).start()   # ...and comes back with every move
                restarted = True
                asked.clear()   # a move sent while it was away was never acknowledged: the player acts again
            for table in tables:
                for seat in table.to_act():
                    if seat in table.tokens and asked.get(seat) != table.moves() and table.legal_actions(seat):
                        asked[seat] = table.moves()
                        table.submit(seat, chooser.choice(list(table.legal_actions(seat))))
            time.sleep(0.005)
        assert restarted and all(t.is_over() for t in tables), [(t.moves(), t.to_act(), host.link, friend.link, len(t.legal_actions(t.to_act()[0])) if t.to_act() else None) for t in tables]
        assert tables[0].outcome() == tables[1].outcome() and tables[0].moves() == tables[1].moves()
        assert host.ended is None and friend.ended is None
    finally:
        host.close()
        friend.close()
        (second or first).stop()


def test_the_host_starts_the_table_and_the_whole_match_travels_only_once_it_is_over(hosted):
    """A host's table waits for their Start; the seed and the log (for each player's history and
    replay) are sent to a seat that asks only after the last move, never while it is played."""
    from game.games import rules_for
    from game.net.remote_table import RemoteTable
    from game.net.session import SeatingLink

    host = hosted.open("fugitive", [None, None], here=[0, 1], names=["Ada", "Bob"])
    pump(host, until=lambda: (host.state() or {}).get("filled"))
    table = RemoteTable(SeatingLink(host), host.code, host.seats, rules_for=rules_for)
    table.wait_ready()
    assert table.to_act() == () and host.state()["held"] and host.state()["status"] == "waiting"
    assert host.start()
    pump(host, until=lambda: host.state()["status"] == "playing")
    assert host.send({"kind": "record", "seat": 0})
    pump(host, until=lambda: any(m.get("code") == "not_over" for m in host.inbox))
    assert table.finished() is None
    order = ("confirm", "hideout", "guess", "draw", "pass", "sprint")
    rng = random.Random(3)
    for _ in range(400):
        table.poll()
        if table.is_over():
            break
        seat = table.to_act()[0]
        legal = table.legal_actions(seat)
        if not legal:
            continue
        kind = next(k for k in order if any(a.kind == k for a in legal))
        before = table.moves()
        table.submit(seat, rng.choice([a for a in legal if a.kind == kind]))
        end = time.monotonic() + 5
        while table.moves() == before and not table.is_over() and time.monotonic() < end:
            table.poll()
            time.sleep(0.005)
    assert table.is_over()
    end = time.monotonic() + 5
    while table.finished() is None and time.monotonic() < end:
        table.poll()
        time.sleep(0.01)
    whole = table.finished()
    assert whole is not None and whole.is_over() and len(whole.history) == table.moves()
    assert whole.outcome() == table.outcome() and whole.seed == hosted.server.call(
        lambda server: server.rooms[host.code].record.seed)
    host.close()
