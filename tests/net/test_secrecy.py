"""Secrecy as a property: what the server tells a seat depends only on what
that seat may know.

For every game, over random matches, at every point: for each seat k, the
real table and a world k cannot tell apart from it (the game's own
``determinize`` for k) give k byte-identical messages.  And no message of a
whole match played over the wire contains the seed or another seat's token."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.rng import Rng
from game.games import GAME_IDS, rules_for
from game.net.protocol import encode
from game.net.room import Room, RoomSpec
from net.play import open_room, play_out, tokens

SEATS = {"most-wanted": 4, "wagon-robbers": 3, "scotland-yard": 3, "fugitive": 2, "few-and-cursed": 2}


def table(game: str, seed: int) -> Room:
    rules = rules_for(game)
    room = Room.create(RoomSpec(game, (None,) * SEATS[game], seed=seed), rules, "ABCDEF")
    room.taken = set(range(SEATS[game]))
    return room


def message_to(room: Room, seat: int, state) -> bytes:
    real = room.match.state
    room.match.state = state
    try:
        return encode(room.state_message(seat)).encode("utf-8")
    finally:
        room.match.state = real


@pytest.mark.parametrize("game", GAME_IDS)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40), moves=st.integers(0, 60), world_seed=st.integers(0, 2**20))
def test_worlds_a_seat_cannot_tell_apart_give_it_the_same_bytes(game, seed, moves, world_seed):
    room = table(game, seed)
    match, rules = room.match, room.match.rules
    chooser = Rng(seed ^ 0x5EC2E7)
    for _ in range(moves + 1):
        for seat in range(len(match.seats)):
            world = rules.determinize(match.state, seat, Rng(world_seed + seat))
            assert message_to(room, seat, world) == message_to(room, seat, match.state), (
                f"seat {seat} is told something that differs between worlds it cannot tell apart")
        if match.is_over():
            break
        seat = match.to_act()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))


def test_no_message_of_a_whole_match_carries_the_seed_or_another_seats_token(server, tmp_path):
    seed = 7_316_092_553_281_009_417   # long enough that its digits appear nowhere by chance
    room = open_room(server.url, "scotland-yard", [None, None, "easy"], seed=seed)
    seats = tokens(room)
    records = [tmp_path / "seat0.jsonl", tmp_path / "seat1.jsonl"]
    play_out(server.url, room["code"], [{0: seats[0]}, {1: seats[1]}], records=records)
    for seat, record in enumerate(records):
        lines = record.read_text(encoding="utf-8").splitlines()
        assert any(json.loads(line)["kind"] == "events" for line in lines)
        for line in lines:
            assert str(seed) not in line and hex(seed)[2:] not in line
            assert seats[1 - seat] not in line and room["host"] not in line


def test_the_check_catches_a_message_built_from_another_seats_view():
    """The property bites: told another seat's view, a seat's messages differ between worlds."""
    room = table("fugitive", 3)
    match, rules = room.match, room.match.rules
    chooser, differ = Rng(1), 0
    for _ in range(30):
        world = rules.determinize(match.state, 0, Rng(9))
        differ += encode(rules.observe(world, 1)) != encode(rules.observe(match.state, 1))
        seat = match.to_act()[0]
        match.apply(seat, chooser.choice(match.legal_actions(seat)))
    assert differ > 0
