"""One interface for a table, two sides: a local match and a remote one give a
table the same things (who acts, legal moves, what each seat sees, the moves as
each seat saw them, the outcome, the undo answer), for every game."""

from __future__ import annotations

import pytest

from game.core.match import Match, SeatInfo
from game.core.model import MatchConfig
from game.core.rng import Rng
from game.core.table_view import LocalTable, TableView, plain
from game.games import GAME_IDS, bot_for, rules_for
from game.net.remote_table import RemoteTable
from net.play import open_room, tokens

SEATS = {"most-wanted": 3, "wagon-robbers": 3, "scotland-yard": 3, "fugitive": 2, "few-and-cursed": 2}


def settle(remote: RemoteTable, move: int) -> None:
    """Take in messages until every viewer has been told the table at ``move`` (notices stay for poll)."""
    for message in remote.client.poll():
        remote._take(message)
    while any(remote._states.get(v, {}).get("move") != move for v in remote.viewers):
        remote._take(remote.client.next(5))


def shown(steps) -> list:
    return [(seat, text, [(e.kind, plain(dict(e.public))) for e in events]) for seat, text, events in steps]


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_local_and_a_remote_table_tell_a_table_the_same(server, connect, game):
    seed, n = 21, SEATS[game]
    local = LocalTable(Match(rules_for(game), MatchConfig(n), [SeatInfo(f"Player {k + 1}") for k in range(n)], seed))
    room = open_room(server.url, game, [None] * n, seed=seed)
    remote = RemoteTable(connect(), room["code"], tokens(room), watch=True)
    remote.wait_ready()
    assert isinstance(local, TableView) and isinstance(remote, TableView)
    chooser = Rng(5)
    for _ in range(80):
        settle(remote, local.moves())
        assert remote.moves() == local.moves() and remote.to_act() == local.to_act()
        assert [s.name for s in remote.seats] == [s.name for s in local.seats]
        for viewer in [None, *range(n)]:
            assert remote.observe(viewer) == local.observe(viewer)
            assert shown(remote.events_for(viewer)) == shown(local.events_for(viewer))
        if local.is_over():
            break
        seat = local.to_act()[0]
        assert remote.legal_actions(seat) == list(local.legal_actions(seat))
        action = chooser.choice(local.legal_actions(seat))
        assert local.submit(seat, action) is None and remote.submit(seat, action) is None
    assert remote.outcome() == local.outcome() and remote.is_over() == local.is_over()


def test_undo_refusals_and_hints_come_back_as_notices(server, connect):
    local = LocalTable(Match(rules_for("fugitive"), MatchConfig(2), [SeatInfo("Ada"), SeatInfo("Bob")], 4),
                       make_bot=lambda level, seed: bot_for("fugitive", level, seed))
    room = open_room(server.url, "fugitive", [None, None], seed=4)
    remote = RemoteTable(connect(), room["code"], tokens(room))
    remote.wait_ready()
    refusals = {}
    for table in (local, remote):
        assert table.undo_answer(0).ok is False
        refusals[table] = table.submit(1, table.legal_actions(0)[0])   # not Bob's turn
        hideout = next(a for a in table.legal_actions(0) if a.kind == "hideout")
        table.submit(0, hideout)
        table.ask_hint(1, "easy")
    settle(remote, 1)
    assert "turn" in refusals[local] and refusals[remote] is None, "a remote refusal comes as a notice"
    expected = {local: ["hint"], remote: ["refused", "hint"]}
    for table in (local, remote):
        notices = table.poll()
        while len(notices) < len(expected[table]):
            remote._take(remote.client.next(5))
            notices += table.poll()
        assert [n.kind for n in notices] == expected[table] and "turn" in notices[0].reason
        assert notices[-1].action is None and "turn" in notices[-1].reason   # no hint, and why
    answer = remote.undo_answer(0)
    while answer.short == "Asking the table":
        remote._take(remote.client.next(5))
        answer = remote.undo_answer(0)
    assert answer == local.undo_answer(0) and answer.ok
    assert local.undo(0) is None and remote.undo(0) is None
    settle(remote, 0)
    assert remote.poll()[0].kind == "undone" and local.poll()[0].kind == "undone"
    assert remote.events_for(0) == [] == local.events_for(0)
    local.ask_hint(0, "easy")
    remote.ask_hint(0, "easy")
    hint = local.poll()[0]
    remote_notices = remote.poll()
    while not remote_notices:
        remote._take(remote.client.next(5))
        remote_notices = remote.poll()
    assert hint.kind == remote_notices[0].kind == "hint"
    assert hint.action in local.legal_actions(0) and remote_notices[0].action in remote.legal_actions(0)
