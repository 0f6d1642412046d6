"""Two app instances in one process (a host and a guest), each stepped in turn,
talking over loopback to the table server the host's app runs; driven with
real posted events (the Driver).  Nothing goes on the network: the scenes are
kept to loopback (netplay.loopback_only)."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.scenes import netplay
from game.scenes.driver import Driver


@pytest.fixture
def loopback():
    with netplay.loopback_only() as network:
        yield network


@pytest.fixture
def pair(app, loopback):
    """(host driver, guest driver): two apps, the guest's built second."""
    from game.app import App

    app.start()
    guest = App(headless=True)
    guest.start()
    yield Driver(app), Driver(guest)
    for a in (guest, app):
        for scene in list(a.stack):
            for thing in (getattr(scene, "hosted", None), getattr(scene, "seating", None)):
                if thing is not None:
                    thing.close()
    guest.stack.clear_to(guest.make("title"))


def until(drivers, check, seconds: float = 10.0, explain=lambda: "") -> None:
    """Step every app a frame at a time until ``check()``; on timeout, say where each app stood
    (and ``explain()``'s words).  A frame is 0.1 s of the table's time, the longest the app's own
    loop makes: a move's animation is over in a few frames, while the time allowed stays in seconds."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for d in drivers:
            d.frames(1, dt=0.1)
        if check():
            return
        time.sleep(0.005)
    where = [(d.top_name, getattr(d.top, 'seating', None) and (d.top.seating.link, d.top.seating.ended),
              d.app.toasts.messages()) for d in drivers]
    raise AssertionError(f"the scenes never got there: {where} {explain()}")


def host_game(host: Driver, game_id: str, players: int):
    """From the title to an open table: the host here, the other seats for friends who join."""
    host.app.go("title")
    host.frames(2)
    host.click(host.top.friends_button)
    assert host.top_name == "friends"
    host.click(host.top.game_buttons[game_id])
    assert host.top_name == "host"
    setup = host.top
    while setup.players < players:
        picker = setup.count_picker
        host.click((picker.rect.right - 10, picker.rect.centery))
    assert [s["bot"] for s in setup.seats[:players]] == [None] + ["join"] * (players - 1)
    host.click(setup.start_button)
    until([host], lambda: host.top_name == "lobby" and host.top.state() is not None)
    return host.top


def join_by_code(guest: Driver, address: str, code: str, name: str) -> None:
    guest.app.go("join")
    guest.frames(3)
    join = guest.top
    assert join.browser is None and "off here" in join.browse_problem   # nothing looked for on the network
    for field, words in ((join.address_field, address), (join.code_field, code), (join.name_field, name)):
        guest.click(field)
        guest.type(words)
    guest.click(join.look_button)
    until([guest], lambda: join.seat_buttons or join.problem)


def seat_guest(host: Driver, guest: Driver, lobby, name: str = "Bill", seat_button: int = 0):
    """The guest joins the host's room by its code and takes a free seat: (guest's waiting room)."""
    join_by_code(guest, lobby.hosted.shown_addresses()[0], lobby.seating.code, name)
    guest.click(guest.top.seat_buttons[seat_button])
    until([guest, host], lambda: guest.top_name == "lobby")
    return guest.top


def guest_is_sent_home(host: Driver, guest: Driver) -> None:
    """The host has closed the room: the host is at the title, the guest is told so in a
    sentence and goes back to the title from it."""
    until([host, guest], lambda: host.top_name == "title" and guest.top_name == "dialog")
    assert guest.top.message == "The host closed the table."
    guest.click(next(b for b in guest.top.buttons if b.label == "Back to the title"))
    until([guest], lambda: guest.top_name == "title")


def start(host: Driver, guest: Driver, lobby) -> tuple:
    """The host presses Start: both tables open.  (host's table, guest's table)."""
    until([host, guest], lambda: lobby.start_button.enabled)
    host.click(lobby.start_button)
    until([host, guest], lambda: all(d.app.stack.find("netframe") is not None for d in (host, guest)))
    return host.app.stack.find("table"), guest.app.stack.find("table")


def play_turn(drivers, d: Driver, rng: random.Random, stats: dict, order: tuple = ()) -> bool:
    """The player at ``d`` makes one of their legal moves if it is theirs to make: a click where
    the table shows it (else through the table, counted in ``stats``); of the kinds in ``order``
    the first that is legal.  True if a move was sent."""
    table = d.app.stack.find("table")
    view = table.tableview
    top = d.app.stack.top
    if top is not d.app.stack.find("netframe") and getattr(top, "name", "") in ("pause", "dialog", "picker"):
        d.key(pygame.K_ESCAPE)   # a click opened something over the table: close it, as a player would
        return False
    if table.busy() or top is not d.app.stack.find("netframe"):
        return False
    seat = table.viewer
    if seat is None or seat not in view.to_act() or view.is_over():
        return False
    legal = list(view.legal_actions(seat))
    if not legal:
        return False
    kind = next((k for k in order if any(a.kind == k for a in legal)), None)
    action = rng.choice([a for a in legal if kind is None or a.kind == kind])
    before = view.moves()
    spots = table.move_spots(action)
    if spots:
        d.click(spots[0].center)
        stats["clicked"] = stats.get("clicked", 0) + 1
    if view.moves() == before and not view._in_flight:   # the click chose without sending (a card picked)
        table.play_move(seat, action)
        stats["through the table"] = stats.get("through the table", 0) + 1
    until(drivers, lambda: not view._in_flight and (view.moves() != before or view.is_over()), seconds=10,
          explain=lambda: f"seat {seat} sent {action} at move {before}; now move {view.moves()}, "
                          f"{view._in_flight} in flight, to act {view.to_act()}")
    return True
