"""Helpers for network tests: open a room and play it out with remote bots on threads."""

from __future__ import annotations

import threading

from game.games import bot_for, rules_for
from game.net.client import TableClient
from game.net.hosting import Games
from game.net.remote_bot import RemotePlayer

GAMES = Games(rules_for, bot_for)   # the registry, as the command line hands it to the server


def open_room(url: str, game: str, bots: list, seed: int = 1, variants=()) -> dict:
    with TableClient(url) as client:
        client.connect()
        return client.open_room(game, bots, seed=seed, variants=variants)


def tokens(room: dict) -> dict[int, str]:
    return {s["seat"]: s["token"] for s in room["seats"] if s["token"]}


def play_out(url: str, code: str, groups: list[dict[int, str]], level: str = "random",
             timeout: float = 30.0, records=None, pace: float = 0.0) -> list[dict]:
    """Each group of seats (seat -> token) played by one remote client on its own thread;
    the final state message each group saw."""
    results: list = [None] * len(groups)
    errors: list = []

    def run(i: int, seats: dict[int, str]) -> None:
        try:
            record = records[i] if records else None
            results[i] = RemotePlayer(url, code, seats, level, record, retry_for=10, pace=pace,
                                      say=lambda line: None).play()
        except Exception as exc:   # reported by the test below
            errors.append(exc)
    threads = [threading.Thread(target=run, args=(i, g)) for i, g in enumerate(groups)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout)
    assert not any(t.is_alive() for t in threads), "a remote player did not finish"
    assert not errors, errors
    return results
