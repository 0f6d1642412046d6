"""Benchmark of the table server: one `python -m game serve` process holding many
concurrent rooms of remote-bot play on loopback.  A report, not a test.

    python build_scripts/bench_table_server.py [--rooms 100] [--game fugitive] [--seconds 15] [--json]

Every room has one connection per seat; each seat plays a random legal move as
soon as it is its turn (a remote bot that thinks for no time), and a finished
match is followed at once by a rematch, so every room plays for the whole
phase.  Two phases: the first from a fresh server; then the server is killed
with SIGKILL mid-play, started again over the same data folder (every room
restored by replaying its log) and the same clients reconnect with their
tokens and play on.  For each phase: actions applied per second, the round
trip of an action (sent -> its ack) at p50 and p99, and the server's memory
per room (resident size over that of an empty server, divided by the rooms).
The clients run in this process, on the same machine: they share its cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

ROOT = Path(__file__).resolve().parent.parent
PROTOCOL = 1


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def start_server(data: Path, port: int = 0) -> tuple[subprocess.Popen, str, float]:
    began = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", str(port), "--data", str(data)],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline().strip()
    if not line.startswith("serving "):
        raise SystemExit(f"the server did not start: {line!r}")
    return proc, line.split()[1], time.perf_counter() - began


async def hello(ws) -> None:
    await ws.send(json.dumps({"kind": "hello", "protocol": PROTOCOL}))
    reply = json.loads(await ws.recv())
    assert reply["kind"] == "welcome", reply


class Seat:
    """One remote bot seat: its own connection, reconnecting with its token."""

    def __init__(self, bench: "Bench", code: str, seat: int, token: str, host: str | None):
        self.bench, self.code, self.seat, self.token, self.host = bench, code, seat, token, host
        self.sent_at: dict[int, float] = {}
        self.rng = random.Random(hash((code, seat)))

    async def run(self) -> None:
        while not self.bench.stopping:
            try:
                async with connect(self.bench.url, max_size=8 * 1024 * 1024, open_timeout=5) as ws:
                    await hello(ws)
                    await ws.send(json.dumps({"kind": "join", "code": self.code, "seat": self.seat,
                                              "token": self.token}))
                    async for text in ws:
                        if self.bench.stopping:
                            return
                        await self.on_message(ws, json.loads(text))
            except (OSError, ConnectionClosed, asyncio.TimeoutError):
                await asyncio.sleep(0.1)   # the server is away: try again with the token

    async def on_message(self, ws, msg: dict) -> None:
        kind = msg["kind"]
        if kind == "ack":
            began = self.sent_at.pop(msg["move"] - 1, None)
            if began is not None:
                self.bench.record(time.perf_counter() - began, self.code)
        elif kind == "state" and msg["seat"] == self.seat:
            if msg["status"] == "over" and self.host is not None:
                await ws.send(json.dumps({"kind": "rematch", "code": self.code, "host": self.host}))
            elif msg["status"] == "playing" and msg["to_act"][:1] == [self.seat] and msg["legal"]:
                move = msg["move"]
                self.sent_at[move] = time.perf_counter()
                await ws.send(json.dumps({"kind": "act", "seat": self.seat, "move": move,
                                          "action": self.rng.choice(msg["legal"])}))


class Bench:
    def __init__(self, url: str):
        self.url = url
        self.stopping = False
        self.rtts: list[float] = []
        self.rooms: set[str] = set()   # rooms that applied a move in this phase

    def record(self, rtt: float, code: str) -> None:
        self.rtts.append(rtt)
        self.rooms.add(code)

    def take(self) -> tuple[list[float], int]:
        out, rooms, self.rtts, self.rooms = self.rtts, len(self.rooms), [], set()
        return out, rooms


async def open_rooms(url: str, game: str, seats: int, rooms: int) -> list[dict]:
    async with connect(url) as ws:
        await hello(ws)
        opened = []
        for i in range(rooms):
            await ws.send(json.dumps({"kind": "open", "game": game, "bots": [None] * seats, "seed": 1000 + i}))
            opened.append(json.loads(await ws.recv()))
        return opened


def summary(rtts: list[float], seconds: float) -> dict:
    rtts = sorted(rtts)
    if not rtts:
        return {"actions": 0, "actions_per_sec": 0.0, "rtt_p50_ms": None, "rtt_p99_ms": None}
    return {"actions": len(rtts), "actions_per_sec": round(len(rtts) / seconds, 1),
            "rtt_p50_ms": round(statistics.median(rtts) * 1000, 2),
            "rtt_p99_ms": round(rtts[min(len(rtts) - 1, int(len(rtts) * 0.99))] * 1000, 2)}


async def phase(bench: Bench, seconds: float) -> dict:
    bench.take()
    began = time.perf_counter()
    await asyncio.sleep(seconds)
    rtts, rooms = bench.take()
    return summary(rtts, time.perf_counter() - began) | {"rooms_playing": rooms}


async def main_async(opts) -> dict:
    data = Path(tempfile.mkdtemp(prefix="bench-table-server-"))
    server, url, _ = start_server(data)
    empty = rss_kib(server.pid)
    port = int(url.rsplit(":", 1)[1])
    seats = opts.players
    rooms = await open_rooms(url, opts.game, seats, opts.rooms)
    bench = Bench(url)
    players = [Seat(bench, r["code"], s["seat"], s["token"], r["host"] if s["seat"] == 0 else None)
               for r in rooms for s in r["seats"]]
    tasks = [asyncio.create_task(p.run()) for p in players]
    await asyncio.sleep(1.0)   # everyone seated and playing
    first = await phase(bench, opts.seconds) | {"rss_per_room_kib": round((rss_kib(server.pid) - empty) / opts.rooms, 1),
                                   "server_rss_mib": round(rss_kib(server.pid) / 1024, 1)}

    server.send_signal(signal.SIGKILL)
    server.wait()
    restarted, _, startup = start_server(data, port)
    restored_rss = rss_kib(restarted.pid)
    await asyncio.sleep(1.0)   # the clients find it again
    second = await phase(bench, opts.seconds) | {"restart_to_serving_s": round(startup, 2),
                                    "rss_per_room_kib": round((rss_kib(restarted.pid) - empty) / opts.rooms, 1),
                                    "rss_per_room_right_after_restore_kib": round((restored_rss - empty) / opts.rooms, 1),
                                    "server_rss_mib": round(rss_kib(restarted.pid) / 1024, 1)}
    bench.stopping = True
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    restarted.send_signal(signal.SIGTERM)
    restarted.wait(timeout=10)
    stored = subprocess.run([sys.executable, "-c", (
        "import sqlite3,sys; db=sqlite3.connect(sys.argv[1]);"
        "print(db.execute('select count(*) from rooms').fetchone()[0],"
        " db.execute('select count(*) from actions').fetchone()[0])"), str(data / "rooms.sqlite3")],
        capture_output=True, text=True).stdout.split()
    return {"game": opts.game, "rooms": opts.rooms, "seats_per_room": seats, "connections": len(players),
            "seconds_per_phase": opts.seconds, "cpus": os.cpu_count(), "empty_server_rss_mib": round(empty / 1024, 1),
            "fresh": first, "after_kill_9_and_restore": second,
            "stored_rooms": int(stored[0]), "stored_actions": int(stored[1])}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rooms", type=int, default=100)
    parser.add_argument("--game", default="fugitive")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=15.0)
    parser.add_argument("--json", action="store_true")
    opts = parser.parse_args()
    result = asyncio.run(main_async(opts))
    if opts.json:
        print(json.dumps(result, sort_keys=True))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
