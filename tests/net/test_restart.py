"""kill -9 of a running `python -m game serve` mid-match: started again over
the same data folder it restores the room by replaying its log, the remote
players reconnect with their tokens, and the match ends with the log it would
have had without the kill."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from contextlib import closing
from pathlib import Path

import pytest

from game.net.hosting import ServerThread
from game.net.store import SqliteStore
from net.play import GAMES, open_room, play_out, tokens

ROOT = Path(__file__).resolve().parents[2]
GAME, SEED, SEATS = "scotland-yard", 13, 3   # a seed whose match runs past 100 moves


def game_cli(*args: str, **kwargs) -> subprocess.Popen:
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    return subprocess.Popen([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)


def start_serve(data: Path, port: int = 0) -> tuple[subprocess.Popen, str]:
    proc = game_cli("serve", "--port", str(port), "--data", str(data))
    line = proc.stdout.readline().strip()
    assert line.startswith("serving ws://127.0.0.1:"), line + proc.stderr.read()
    return proc, line.split()[1]


def stored_actions(data: Path) -> int:
    try:
        with closing(sqlite3.connect(data / SqliteStore.FILE, timeout=1)) as db:
            return db.execute("SELECT count(*) FROM actions").fetchone()[0]
    except sqlite3.Error:
        return 0


def reference_log(server) -> list:
    room = open_room(server.url, GAME, [None] * SEATS, seed=SEED)
    play_out(server.url, room["code"], [{k: t} for k, t in tokens(room).items()])
    return server.server.store.log_of(room["code"])


def test_kill_9_mid_match_then_restart_loses_no_move(server, tmp_path):
    expected = reference_log(server)
    assert len(expected) > 50
    data = tmp_path / "served"
    procs = []
    try:
        serving, url = start_serve(data)
        procs.append(serving)
        opened = game_cli("remote", "open", url, GAME, "--players", str(SEATS), "--seed", str(SEED))
        out, err = opened.communicate(timeout=20)
        lines = out.split("\n")
        assert lines[0].startswith("room "), err
        code = lines[0].split()[1]
        seat_lines = [line.split() for line in lines if line.startswith("seat ")]
        assert [int(s[1]) for s in seat_lines] == list(range(SEATS))
        players = [game_cli("remote", "play", url, code, "--seat", k, "--token", t, "--bot", "random",
                            "--pace", "0.01", "--retry", "20") for _, k, t in seat_lines]
        procs += players
        deadline = time.monotonic() + 20
        while stored_actions(data) < len(expected) // 3 and time.monotonic() < deadline:
            time.sleep(0.005)
        serving.send_signal(signal.SIGKILL)
        serving.wait(timeout=5)
        at_kill = stored_actions(data)
        assert 0 < at_kill < len(expected), ("the kill came mid-match", [p.poll() for p in players])
        time.sleep(0.3)   # the players notice and start retrying
        again, url_again = start_serve(data, port=int(url.rsplit(":", 1)[1]))
        procs.append(again)
        assert url_again == url
        try:
            results = [p.communicate(timeout=15) for p in players]
        except subprocess.TimeoutExpired:
            again.kill()
            for p in players:
                p.kill()
            raise AssertionError([p.communicate() for p in players] + [again.communicate()])
        assert all(p.returncode == 0 for p in players), [r[1] for r in results]
        assert all(r[0].startswith("result ") for r in results)
        again.send_signal(signal.SIGTERM)
        again.wait(timeout=10)
        store = SqliteStore(data)
        try:
            assert store.log_of(code) == expected
        finally:
            store.close()
    finally:
        for proc in procs:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=5)
            for stream in (proc.stdout, proc.stderr):
                if stream:
                    stream.close()


SEEDS = {"most-wanted": 11, "wagon-robbers": 11, "scotland-yard": 13, "fugitive": 11, "few-and-cursed": 11}
PLAYERS = {"most-wanted": 3, "wagon-robbers": 3, "scotland-yard": 3, "fugitive": 2, "few-and-cursed": 2}


@pytest.mark.parametrize("game", sorted(SEEDS))
def test_a_server_stopped_mid_match_restores_the_room_and_players_resume_with_their_tokens(server, tmp_path, game):
    """Every game: the server goes away mid-match and comes back over the same store
    (in this process; the kill -9 above does it to a real process); the players
    reconnect with their tokens and the match ends with the log it would have had."""
    room = open_room(server.url, game, [None] * PLAYERS[game], seed=SEEDS[game])
    play_out(server.url, room["code"], [{k: t} for k, t in tokens(room).items()])
    expected = server.server.store.log_of(room["code"])
    assert len(expected) > 30

    data = tmp_path / "restarted"
    first = ServerThread(GAMES, data).start()
    port = int(first.url.rsplit(":", 1)[1])
    room = open_room(first.url, game, [None] * PLAYERS[game], seed=SEEDS[game])
    finals = []
    players = threading.Thread(target=lambda: finals.extend(
        play_out(first.url, room["code"], [{k: t} for k, t in tokens(room).items()],
                                pace=min(0.003, 0.6 / len(expected)))))
    players.start()
    try:
        while first.call(lambda s: len(s.rooms[room["code"]].match.history)) < len(expected) // 3:
            time.sleep(0.005)
    finally:
        first.stop()
    assert stored_actions(data) < len(expected), "stopped mid-match"
    with ServerThread(GAMES, data, port=port) as second:
        players.join(30)
        assert not players.is_alive()
        assert all(f["outcome"] is not None for f in finals)
        assert second.server.store.log_of(room["code"]) == expected
