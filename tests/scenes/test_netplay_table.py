"""A networked match at the game's own table (issue 29): two app instances in
one process, a host and a guest, through real posted events; the host's app
runs the table server on loopback.

"At a networked table: the same table scenes as today through part 1's
interface; your seats at the bottom; other players' names with a connection
dot (connected, thinking, reconnecting); "waiting for Ada" in the prompt bar
when it is someone else's turn; a short chat line under the moves log ...
A dropped connection shows "reconnecting..." and resumes by itself with the
seat's token ...; the host can hand a seat that stays away to a bot. At the
end: results for everyone, the match in each player's history ..., and
Rematch for the same room."
"""

from __future__ import annotations

import random
import time

import pygame
import pytest
from netplay_helpers import guest_is_sent_home, host_game, loopback, pair, play_turn, seat_guest, start, until  # noqa: F401

from game import games, paths
from game.core import archive
from game.engine import assets, audio
from game.net.hosting import ServerThread
from game.scenes import net_table, netplay

# a quicker Fugitive than random moves: hideouts laid and guesses made before anything else
FUGITIVE_ORDER = ("confirm", "hideout", "guess", "draw", "pass", "sprint")
PLAYERS = {"fugitive": 2, "most-wanted": 3, "wagon-robbers": 2, "scotland-yard": 2, "few-and-cursed": 2}


def open_match(host, guest, game_id: str, bots: int = 0):
    """Host ``game_id``, the guest takes seat 2, the host gives the seats left to bots and starts."""
    lobby = host_game(host, game_id, PLAYERS[game_id])
    seat_guest(host, guest, lobby)
    for k in sorted(lobby.bot_buttons)[1:]:
        until([host, guest], lambda k=k: lobby.bot_buttons[k].visible)
        host.click(lobby.bot_buttons[k])
    tables = start(host, guest, lobby)
    return lobby, tables


def test_a_whole_fugitive_match_between_two_computers(pair):
    host, guest = pair
    lobby, (mine, theirs) = open_match(host, guest, "fugitive")
    assert mine.match is None and theirs.match is None     # the tables hold views, not a match
    assert (mine.viewer, theirs.viewer) == (0, 1)           # each computer's own seat at the bottom
    for table, own, rival in ((mine, "fugitive-plate", "marshal-plate"), (theirs, "marshal-plate", "fugitive-plate")):
        route = table.anchor("route")
        assert table.anchor(own).top > route.bottom and table.anchor(rival).bottom < route.top
    assert mine.tableview.here == (0,) and theirs.tableview.here == (1,)
    # each table shows only its own secrets: the Marshal never sees the Fugitive's hand
    assert mine.obs["fugitive_hand"] and theirs.obs["fugitive_hand"] is None
    assert theirs.tableview.observe(1)["fugitive_hand"] is None
    rng, stats = random.Random(5), {}
    drivers = [host, guest]
    waiting_seen = False
    # bounded by time, not by rounds: a busy machine hears the server's answers some rounds later
    # (about 270-330 rounds on a quiet one)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if mine.tableview.is_over():
            break
        for d in drivers:
            table = d.app.stack.find("table")
            if not table.tableview.is_over() and table.viewer not in table.tableview.to_act():
                words = table.frame_prompt()[1]
                waiting_seen |= words.startswith("Waiting for ")
            play_turn(drivers, d, rng, stats, FUGITIVE_ORDER)
        for d in drivers:
            d.frames(1, dt=0.2)
            d.app.stack.find("table").events.skip()
    until(drivers, lambda: all(d.top_name == "results" for d in drivers), seconds=20)
    assert waiting_seen and stats.get("clicked", 0) > stats.get("through the table", 0)
    results = [d.top for d in drivers]
    assert results[0].match.to_json() == results[1].match.to_json()   # the same match, whole, on both
    assert results[0].again_button.label == "Rematch" and results[0].again_button.enabled
    assert not results[1].again_button.enabled                         # the guest waits for the host
    kept = archive.entries(paths.history_dir(), games.rules_for)
    assert [e for e in kept if archive.key_of(results[1].match.to_json()) in e.path.name], "kept in the history"

    # Rematch: the same room, the same seats, a new deal
    host.click(results[0].again_button)
    until(drivers, lambda: all(d.top_name == "netframe" for d in drivers) and mine.tableview.moves() == 0
          and theirs.tableview.moves() == 0)
    assert not mine.tableview.is_over() and lobby.seating.code == theirs.tableview.code


@pytest.mark.parametrize("game_id", ["most-wanted", "wagon-robbers", "scotland-yard", "few-and-cursed"])
def test_several_turns_of_each_other_game(pair, game_id):
    host, guest = pair
    _lobby, (mine, theirs) = open_match(host, guest, game_id)
    rng, stats = random.Random(3), {}
    drivers = [host, guest]
    start_moves = mine.tableview.moves()
    end = time.monotonic() + 60
    while time.monotonic() < end:   # the tables animate each move before the next is taken
        if mine.tableview.moves() - start_moves >= 8 or mine.tableview.is_over():
            break
        for d in drivers:
            play_turn(drivers, d, rng, stats)
            d.frames(1, dt=0.2)
            d.app.stack.find("table").events.skip()
    played = mine.tableview.moves() - start_moves
    # random moves may end a match early (a detective steps onto Mister X's station): then it ends
    # with an outcome, as the rules say
    assert played >= 8 or (mine.tableview.is_over() and mine.tableview.outcome() is not None), [
        (t.viewer, t.tableview._state()["status"], t.tableview.to_act(), t.busy(),
         t.tableview._in_flight, t.pending_actions(),
         [a for a in t.tableview.legal_actions(t.viewer)][:5], d.top_name) for t, d in ((mine, host), (theirs, guest))]
    assert played > 0 and sum(stats.values()) >= played   # every move was one of theirs, clicked or sent
    # the public part of the table comes to the same on both screens (a screen hears of a move
    # and of the public view in messages of their own, which may land a frame apart)
    until(drivers, lambda: theirs.tableview.moves() == mine.tableview.moves()
          and mine.tableview.observe(None) == theirs.tableview.observe(None),
          explain=lambda: f"moves {mine.tableview.moves()} and {theirs.tableview.moves()}; public views differ in "
                          f"{public_differences(mine.tableview.observe(None), theirs.tableview.observe(None))}")


def public_differences(a: dict, b: dict) -> list:
    """The keys whose values two public views disagree on."""
    return sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))


def test_chat_waiting_words_and_the_turn_signal(pair):
    host, guest = pair
    _lobby, (mine, theirs) = open_match(host, guest, "fugitive")
    frame = guest.app.stack.find("netframe")
    names = [frame.view.seats[k].name for k in frame.others()]
    assert names == [mine.tableview.seats[0].name]
    assert theirs.frame_prompt()[1] == f"Waiting for {names[0]}"
    assert frame.presence(0) == "thinking" and host.app.stack.find("netframe").presence(1) == "connected"

    # chat: typed under the moves log, heard at both tables, shown as text
    guest.click(frame.chat_field)
    guest.type("<i>Good luck</i> & hide well")
    guest.key(pygame.K_RETURN)
    until([guest, host], lambda: list(lobby_chat(host)) and list(lobby_chat(guest)))
    assert list(lobby_chat(host))[-1] == ("Bill", "<i>Good luck</i> & hide well")
    assert frame.chat_field.text == ""
    assert frame.band.top >= theirs.moves_log.rect.bottom   # the band lies under the log

    # the guest's window is in the background when the host moves: the title and a sound say so
    guest.app.stack.top.handle_event(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    rng, stats = random.Random(1), {}
    while 1 not in theirs.tableview.to_act():
        play_turn([host, guest], host, rng, stats)
        until([host, guest], lambda: not mine.busy() and not theirs.busy())
    until([guest], lambda: frame.flagged)
    assert pygame.display.get_caption()[0] == "Your turn - Bounty Table"
    guest.app.stack.top.handle_event(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    assert pygame.display.get_caption()[0] == "Bounty Table"


def test_the_turn_chime_sounds_only_when_the_window_is_in_the_background(pair, monkeypatch):
    host, guest = pair
    _lobby, (mine, theirs) = open_match(host, guest, "fugitive")
    asked = []
    monkeypatch.setattr(audio, "play", lambda name, volume=1.0: asked.append(name))
    rng, stats = random.Random(4), {}
    frame = guest.app.stack.find("netframe")

    def until_guest_moves_next():
        while 1 not in theirs.tableview.to_act():
            play_turn([host, guest], host, rng, stats)
            until([host, guest], lambda: not mine.busy() and not theirs.busy())

    def back_to_the_host():
        while 1 in theirs.tableview.to_act():
            play_turn([host, guest], guest, rng, stats)
            until([host, guest], lambda: not mine.busy() and not theirs.busy())

    # the guest's window in front: their turn comes without a sound
    until_guest_moves_next()
    until([guest], lambda: frame.was_mine)
    assert "chime" not in asked and not frame.flagged
    back_to_the_host()
    # the window goes to the background (a real event, as the window system posts it)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    guest.frames(1)
    assert not frame.focused and "chime" not in asked, "losing the focus alone says nothing"
    until_guest_moves_next()
    until([guest], lambda: "chime" in asked)
    assert asked.count("chime") == 1 and frame.flagged
    guest.frames(5)
    assert asked.count("chime") == 1, "once per turn, not once a frame"


def test_a_window_behind_from_the_start_still_hears_its_turn(pair, monkeypatch):
    """No focus event at all (the window went behind before the table opened): the window is
    asked whether it has the keyboard."""
    host, guest = pair
    _lobby, (mine, theirs) = open_match(host, guest, "fugitive")
    asked = []
    monkeypatch.setattr(audio, "play", lambda name, volume=1.0: asked.append(name))
    monkeypatch.setattr(net_table.pygame.key, "get_focused", lambda: False)
    frame = guest.app.stack.find("netframe")
    assert frame.focused and frame.in_background()
    rng, stats = random.Random(6), {}
    while 1 not in theirs.tableview.to_act():
        play_turn([host, guest], host, rng, stats)
        until([host, guest], lambda: not mine.busy() and not theirs.busy())
    until([guest], lambda: "chime" in asked)
    assert frame.flagged and pygame.display.get_caption()[0] == "Your turn - Bounty Table"


def test_the_chime_is_in_the_box_and_loads():
    """The sound the turn signal asks for is a real file the mixer plays (on SDL's dummy
    driver here), not a name that would be silently missing."""
    assert "chime" in audio.SOUND_NAMES
    assert assets.asset_path("sounds/chime.wav").is_file()
    assert audio.init(effects=0.5), "the mixer opens on the dummy audio driver"
    try:
        audio.play("chime")
        sound = audio._sounds["chime"]
        assert sound is not None and 0.2 < sound.get_length() < 5.0
    finally:
        audio.shutdown()


def lobby_chat(d):
    return d.app.stack.find("netframe").seating.chat


def test_a_dropped_connection_resumes_and_the_host_hands_an_absent_seat_to_a_bot(pair):
    host, guest = pair
    lobby, (mine, theirs) = open_match(host, guest, "fugitive")
    hosted = lobby.hosted
    rng, stats = random.Random(2), {}
    for _ in range(3):
        for d in (host, guest):
            play_turn([host, guest], d, rng, stats)
    moves = mine.tableview.moves()
    hosted.server.stop()                      # the table server goes away under both
    guest_frame = guest.app.stack.find("netframe")
    until([guest, host], lambda: guest_frame.seating.link == "reconnecting")
    assert theirs.frame_prompt()[1] == "Reconnecting to the table..."
    hosted.server = ServerThread(netplay.the_games(), netplay.server_dir(), host="127.0.0.1",
                                 port=hosted.port, history=paths.history_dir()).start()
    until([guest, host], lambda: guest_frame.seating.link == "connected"
          and host.app.stack.find("netframe").seating.link == "connected", seconds=20)
    until([guest, host], lambda: theirs.tableview.moves() == moves == mine.tableview.moves())
    assert guest.app.stack.find("netframe") is guest_frame and guest_frame.seating.ended is None

    # the guest's app closes: the host sees their seat away and gives it to a bot
    guest_frame.seating.close()
    guest.app.go("title")
    host_frame = host.app.stack.find("netframe")
    until([host], lambda: host_frame.bot_button.visible)
    assert host_frame.presence(1) == "reconnecting"
    host.click(host_frame.bot_button)
    until([host], lambda: not mine.tableview.seats[1].is_human)
    # the bot plays the seat: the match goes on without the guest
    before = mine.tableview.moves()
    for _ in range(40):
        play_turn([host], host, rng, stats)
        host.frames(2, dt=0.2)
        if mine.tableview.moves() >= before + 2 or mine.tableview.is_over():
            break
    assert mine.tableview.moves() >= before + 2 or mine.tableview.is_over()


def test_the_host_leaving_sends_the_guest_home_with_a_sentence(pair):
    host, guest = pair
    _lobby, _tables = open_match(host, guest, "wagon-robbers")
    host.key(pygame.K_ESCAPE)
    pause = host.top
    assert pause.name == "pause" and pause.quit_button.label == "Leave the table"
    host.click(pause.quit_button)
    dialog = host.top
    assert dialog.title == "Close the room?"
    host.click(next(b for b in dialog.buttons if b.label == "Leave"))
    guest_is_sent_home(host, guest)


def test_a_host_whose_table_stops_answering_is_said_to_have_left(pair):
    """The host's computer goes away without closing the room (its app killed, its network
    gone): the guest sees "reconnecting...", then a sentence and a way back, never a hang."""
    host, guest = pair
    lobby, (_mine, theirs) = open_match(host, guest, "wagon-robbers")
    guest_frame = guest.app.stack.find("netframe")
    guest_frame.seating.retry_for = 1.0        # a quick give-up for the test (45 s in play)
    lobby.hosted.server.stop()
    until([guest], lambda: guest_frame.seating.link == "reconnecting")
    assert theirs.frame_prompt()[1] == "Reconnecting to the table..."
    until([guest], lambda: guest.top_name == "dialog", seconds=15)
    assert guest.top.title == "The table is gone"
    assert guest.top.message == "The host has left: their table no longer answers."
    guest.click(next(b for b in guest.top.buttons if b.label == "Back to the title"))
    until([guest], lambda: guest.top_name == "title")


def test_undo_at_a_networked_table_is_asked_of_the_server(pair):
    host, guest = pair
    _lobby, (mine, theirs) = open_match(host, guest, "fugitive")
    seat = mine.viewer
    hideout = next(a for a in mine.tableview.legal_actions(seat) if a.kind == "hideout")
    mine.play_move(seat, hideout)
    until([host, guest], lambda: mine.tableview.moves() == 1 == theirs.tableview.moves())
    host.key(pygame.K_ESCAPE)
    pause = host.top
    assert pause.name == "pause" and not pause.save_button.enabled
    until([host, guest], lambda: pause.undo_button.enabled)   # the server's answer has come
    assert pause.undo_button.label == "Undo Player 1's move"
    host.click(pause.undo_button)
    until([host, guest], lambda: mine.tableview.moves() == 0 == theirs.tableview.moves())
    assert host.top_name == "netframe"
