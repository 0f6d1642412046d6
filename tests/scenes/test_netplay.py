"""Play with friends, driven through real posted events: two app instances in
one process (a host and a guest), each stepped in turn, talking over
loopback to the table server the host's app runs.  Nothing goes on the
network: the scenes are kept to loopback (netplay.loopback_only)."""

from __future__ import annotations


import pygame
from netplay_helpers import guest_is_sent_home, host_game, join_by_code, loopback, pair, seat_guest, until  # noqa: F401

from game.net.hosting import ServerThread
from game.net.protocol import PROTOCOL
from game.net.session import HostedTable, Seating
from game.scenes import netplay
from game.scenes.driver import Driver


def host_most_wanted(host: Driver, players: int = 3):
    """From the title to an open table of Most Wanted: the host here, the others join."""
    return host_game(host, "most-wanted", players)


def test_a_friend_joins_by_code_and_chats_in_the_waiting_room(pair):
    host, guest = pair
    lobby = host_most_wanted(host)
    address = lobby.hosted.shown_addresses()[0]
    assert address.startswith("127.0.0.1:")
    assert [s["state"] for s in lobby.state()["seats"]] == ["joined", "waiting", "waiting"]
    assert lobby.bot_buttons.keys() == {1, 2}

    join_by_code(guest, address, lobby.seating.code.lower(), "Bill")
    join = guest.top
    assert join.problem is None and [b.label for b in join.seat_buttons] == ["Seat 2", "Seat 3"]
    guest.click(join.seat_buttons[0])
    until([guest, host], lambda: guest.top_name == "lobby" and lobby.state()["seats"][1]["state"] == "joined")
    assert lobby.state()["seats"][1]["name"] == "Bill"
    assert not lobby.bot_buttons[1].visible and lobby.bot_buttons[2].visible

    waiting = guest.top
    assert waiting.hosted is None and waiting.seating.code == lobby.seating.code
    guest.click(waiting.chat_field)
    guest.type("Howdy, <b>partner</b>")
    guest.click(waiting.chat_button)
    until([guest, host], lambda: lobby.seating.chat and waiting.seating.chat)
    assert list(lobby.seating.chat) == [("Bill", "Howdy, <b>partner</b>")]
    assert waiting.chat_field.text == ""

    # the host gives the last open seat to a bot: every seat is filled, and the host deals
    assert not lobby.start_button.enabled
    host.click(lobby.bot_buttons[2])
    until([host, guest], lambda: lobby.start_button.enabled)
    assert waiting.state()["status"] == "waiting" and waiting.status_words(waiting.state()) == \
        "Every seat is filled: waiting for the host to start."
    assert [netplay.seat_words(s, False) for s in lobby.state()["seats"]] == ["joined", "joined", "Normal bot"]
    host.click(lobby.start_button)
    # each side hears of the deal in its own time: wait for both, not the first to hear
    until([host, guest], lambda: all(side.state()["status"] == "playing" for side in (waiting, lobby)))
    until([host, guest], lambda: host.top_name == guest.top_name == "netframe")


def test_the_host_closing_the_room_sends_the_guest_home_with_a_sentence(pair):
    host, guest = pair
    lobby = host_most_wanted(host)
    seat_guest(host, guest, lobby)
    host.click(lobby.leave_button)
    dialog = host.top
    host.click(next(b for b in dialog.buttons if b.label == "Close it"))
    guest_is_sent_home(host, guest)


def test_a_dropped_connection_shows_reconnecting_and_resumes(pair):
    host, guest = pair
    lobby = host_most_wanted(host)
    hosted = lobby.hosted
    join_by_code(guest, hosted.shown_addresses()[0], lobby.seating.code, "Bill")
    guest.click(guest.top.seat_buttons[0])
    until([guest, host], lambda: guest.top_name == "lobby")
    waiting = guest.top
    hosted.server.stop()    # the table server goes away under both
    until([guest], lambda: waiting.seating.link == "reconnecting")
    assert guest.top_name == "lobby"
    hosted.server = ServerThread(netplay.the_games(), netplay.server_dir(), host="127.0.0.1",
                                 port=hosted.port).start()
    until([guest, host], lambda: waiting.seating.link == "connected" and lobby.seating.link == "connected"
          and [s["state"] for s in lobby.state()["seats"]][:2] == ["joined", "joined"], seconds=20)
    assert waiting.seating.ended is None and guest.top_name == "lobby"


def test_each_failure_to_join_is_a_sentence_with_the_form_still_there(app, loopback, tmp_path, monkeypatch):
    app.start()
    guest = Driver(app)
    hosted = HostedTable(netplay.the_games(), tmp_path / "server", bind="127.0.0.1", port=0, advertise=False)
    try:
        seating = hosted.open("fugitive", [None, None], [0], ["Ada", ""])
        where = hosted.shown_addresses()[0]

        join_by_code(guest, where, "ZZZZZZ", "Bill")
        assert guest.top.problem == f"There is no table with that room code at {where}. Check the code with the host."
        join_by_code(guest, "127.0.0.1:9", seating.code, "Bill")
        assert guest.top.problem.startswith("No table answers at 127.0.0.1:9.")
        join_by_code(guest, where, "AB", "Bill")
        assert guest.top.problem.startswith("A room code is six letters")

        monkeypatch.setattr("game.net.client.PROTOCOL", PROTOCOL + 1)
        monkeypatch.setattr("game.net.session.VERSION", "0.0.1")
        join_by_code(guest, where, seating.code, "Bill")
        from game import __version__
        assert guest.top.problem == (f"The host runs Bounty Table {__version__}, you run 0.0.1: both machines "
                                     "need the same version to play together.")
        monkeypatch.undo()

        friend = Seating.claim(hosted.url, seating.code, 1, "Cora")   # the last seat goes to someone else
        join_by_code(guest, where, seating.code, "Bill")
        assert guest.top.problem == "That table is full: every seat has been taken."
        assert guest.top.address_field.text == where and guest.top_name == "join"
        friend.close()
        guest.key(pygame.K_ESCAPE)
        assert guest.top_name == "friends"
    finally:
        hosted.close()


def _guest_closes_the_app(host, guest):
    """A guest sits at a Most Wanted table, then closes the app: its token stays in the data
    folder, and the host sees the seat away.  Returns the host's lobby."""
    lobby = host_most_wanted(host)
    seat_guest(host, guest, lobby)
    guest.top.seating.close()
    guest.app.go("title")
    until([host], lambda: lobby.state()["seats"][1]["state"] == "away")
    return lobby


def test_a_guest_who_closed_the_app_goes_back_to_the_seat_with_its_kept_token(pair):
    host, guest = pair
    lobby = _guest_closes_the_app(host, guest)
    guest.app.go("join")
    guest.frames(3)
    join = guest.top
    assert [b.label for b in join.back_buttons] == [f"Back to room {lobby.seating.code} at "
                                                    f"{lobby.hosted.shown_addresses()[0]}"]
    guest.click(join.back_buttons[0])
    until([guest, host], lambda: guest.top_name == "lobby" and lobby.state()["seats"][1]["state"] == "joined")
    assert guest.top.seating.seats.keys() == {1}


def test_a_kept_table_found_closed_is_said_and_no_longer_offered(pair):
    host, guest = pair
    lobby = _guest_closes_the_app(host, guest)
    lobby.seating.close_room()         # meanwhile the host closes the room
    guest.app.go("join")
    guest.frames(3)
    join = guest.top
    assert len(join.back_buttons) == 1
    guest.click(join.back_buttons[0])
    until([guest], lambda: join.busy is None)
    assert join.problem == "That table has closed since: ask the host for a new room code."
    assert join.back_buttons == [] and join.kept == []
    guest.app.go("join")
    guest.frames(2)
    assert guest.top.back_buttons == [], "a closed table is not offered again"
