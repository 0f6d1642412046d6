"""Scotland Yard at a networked table (issue 29): two app instances in one process, the
host Mister X and the guest a detective (a server bot at a third seat where there is one);
through real posted events over loopback.

"At a networked table: the same table scenes as today through part 1's interface": the
double move is armed first, as at one screen, and the Hint button answers for the seat at
the bottom, from the table server's bot.
"""

from __future__ import annotations

import random
import time

import pygame
from netplay_helpers import host_game, loopback, pair, play_turn, seat_guest, start, until  # noqa: F401

from game.core.model import Action
from game.games.scotland_yard.rules import MISTER_X

DOUBLE = Action("double")


def open_sy(host, guest, players: int = 3):
    """The host is Mister X, the guest takes the first detective seat, bots take the rest."""
    lobby = host_game(host, "scotland-yard", players)
    seat_guest(host, guest, lobby)
    for k in sorted(lobby.bot_buttons)[1:]:
        until([host, guest], lambda k=k: lobby.bot_buttons[k].visible)
        host.click(lobby.bot_buttons[k])
    return lobby, start(host, guest, lobby)


def x_to_move(drivers, table) -> None:
    until(drivers, lambda: MISTER_X in table.tableview.to_act() and table.acting == MISTER_X and not table.busy())


def ride(d, table, action: Action) -> None:
    """Make ``action`` as a player does: the piece, then where the table shows the move (the
    black ticket's chip first for a black ride), then the ticket where two lines reach it."""
    table.select(action.args[0])
    for spot in table.move_spots(action):
        d.click(spot)
    if table.choice is not None:
        d.click(table.move_spots(action)[0])


def test_a_whole_match_with_a_server_bot_at_the_third_seat(pair):
    host, guest = pair
    _lobby, tables = open_sy(host, guest)
    mine, theirs = tables
    assert mine.viewer == MISTER_X and theirs.viewer == 1 and not mine.tableview.seats[2].is_human
    drivers = [host, guest]
    rng, stats = random.Random(7), {}
    # bounded by time, not by rounds (a match is at most 22 rounds; about 2 s on a quiet machine)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and not mine.tableview.is_over():
        for d in drivers:
            play_turn(drivers, d, rng, stats)
        for d in drivers:
            d.frames(1, dt=0.2)
            d.app.stack.find("table").events.skip()
    assert mine.tableview.is_over(), (mine.tableview.moves(), mine.tableview.to_act(), mine.pending_actions())
    until(drivers, lambda: all(d.top_name == "results" for d in drivers), seconds=20)
    results = [d.top for d in drivers]
    assert results[0].match.to_json() == results[1].match.to_json()
    match = results[0].match
    # random detectives may catch him before the bot's first turn; else the server bot played its seat
    assert {step.seat for step in match.history} == {0, 1, 2} or 2 not in seats_asked(match), \
        "the server bot played its seat"


def seats_asked(match) -> set:
    """Every seat that was ever to act in ``match``, replayed from its first move."""
    steps, asked = list(match.history), set()
    for k in range(len(steps) + 1):
        match.replay(steps[:k])
        asked |= set(match.to_act())
    return asked


def test_mister_x_arms_the_double_move_then_rides_twice(pair):
    host, guest = pair
    _lobby, (mine, theirs) = open_sy(host, guest, 2)
    drivers = [host, guest]
    x_to_move(drivers, mine)
    before = mine.tableview.moves()
    host.click(mine.double_button)
    assert mine.double_armed and mine.pending_actions() == (DOUBLE,)
    assert mine.tableview.moves() == before and not mine.tableview._in_flight, "arming sends nothing"
    until(drivers, lambda: mine.moves.get(MISTER_X))   # the server's answer lights his first rides
    assert mine.prompt()[0] == "Double move 1/2" and mine.double_button.label == "Cancel double"
    host.click(mine.double_button)                       # taken back: nothing was spent
    assert not mine.double_armed and mine.double_button.label.startswith("Double (")
    host.click(mine.double_button)
    until(drivers, lambda: mine.moves.get(MISTER_X))
    first = next(a for a in mine.tableview.legal_after(MISTER_X, [DOUBLE]) if a.args[1] != "black")
    ride(host, mine, first)
    until(drivers, lambda: mine.tableview.moves() == before + 2 and not mine.tableview._in_flight)
    assert [seat for seat, _words, _events in mine.tableview.events_for(MISTER_X, before)] == [MISTER_X, MISTER_X]
    x_to_move(drivers, mine)
    assert mine.prompt()[0] == "Double move 2/2" and not mine.double_armed
    second = next(a for a in mine.tableview.legal_actions(MISTER_X) if a.kind == "move" and a.args[1] != "black")
    ride(host, mine, second)
    until(drivers, lambda: mine.tableview.moves() == before + 3 and theirs.tableview.moves() == before + 3)
    assert MISTER_X not in mine.tableview.to_act()
    assert theirs.obs["mister_x"]["double"] == mine.obs["mister_x"]["double"] == 1   # one of two spent


def test_the_hint_button_answers_for_the_seat_at_the_bottom(pair):
    host, guest = pair
    for d in (host, guest):
        d.app.settings.hints = True
    _lobby, (mine, theirs) = open_sy(host, guest, 2)
    drivers = [host, guest]
    aids = host.app.stack.find("aids")
    guest_aids = guest.app.stack.find("aids")
    assert aids is not None and aids.table is mine and guest_aids.table is theirs
    x_to_move(drivers, mine)
    # the guest's seat is not to act: no question goes to the server
    guest.key(pygame.K_SLASH)
    assert guest_aids.ask is None
    host.click(aids.hint_button_rect())
    until(drivers, lambda: aids.hint is not None)
    hint = aids.hint
    assert hint.seat == MISTER_X and hint.action in mine.tableview.legal_actions(MISTER_X) and hint.reason
    assert aids.hint_label == "Hint lit" and (aids.hint_spots or hint.action.kind == "double")
    # armed double: the hint is for his first ride, not for the double he has chosen already
    if not mine.double_armed:
        host.click(mine.double_button)
    until(drivers, lambda: mine.moves.get(MISTER_X))
    assert aids.hint is None, "arming made the last hint stale"
    host.click(aids.hint_button_rect())
    until(drivers, lambda: aids.hint is not None)
    assert aids.ask.pending == (DOUBLE,) and aids.hint.action in mine.tableview.legal_after(MISTER_X, [DOUBLE])
    # the turn passes: the hint goes with it
    ride(host, mine, aids.hint.action)
    until(drivers, lambda: aids.hint is None and mine.tableview.moves() >= 2)
