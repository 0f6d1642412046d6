"""The network commands of ``python -m game``: serve, remote open, remote play.

    serve [--host 127.0.0.1] [--port 0] [--data DIR] [--certfile F --keyfile F]
                                        prints "serving ws://HOST:PORT" once ready
    remote open URL GAME --players N [--bots LEVEL,...] [--seed S] [--variants V]
                                        prints "room CODE", one "seat K TOKEN" per human seat, "host TOKEN"
    remote play URL CODE --seat K --token T [--seat K --token T ...] --bot LEVEL [--record FILE]
                                        plays until the match ends; prints "result ..."
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from game import paths
from game.core.match import LEVELS

from .client import Disconnected, TableClient
from .hosting import Games, serve_until_stopped, tls_context
from .protocol import ProtocolError
from .remote_bot import RemotePlayer, result_line

PLAY_LEVELS = ("random",) + LEVELS


def add_commands(sub, whole, game_type, parser_class) -> None:
    """Add ``serve`` and ``remote`` to the main parser's subcommands."""
    serve = sub.add_parser("serve", help="run a table server for play across machines")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default: this machine only)")
    serve.add_argument("--port", type=whole("--port", 0), default=0, help="0 lets the system choose")
    serve.add_argument("--data", default=None, help="folder for the room store (default: the data folder)")
    serve.add_argument("--certfile", default=None, help="TLS certificate (PEM): serve wss:// directly")
    serve.add_argument("--keyfile", default=None, help="TLS private key (PEM) for --certfile")

    remote = sub.add_parser("remote", help="open or play a table on a table server")
    rsub = remote.add_subparsers(dest="remote_command", parser_class=parser_class)
    rsub.required = True
    ropen = rsub.add_parser("open", help="open a room; prints its code and the seats' tokens")
    ropen.add_argument("url")
    ropen.add_argument("game", type=game_type)
    ropen.add_argument("--players", type=whole("--players", 1), required=True)
    ropen.add_argument("--bots", default="", help="one entry per seat, empty for a person: normal,,normal,")
    ropen.add_argument("--seed", type=whole("--seed", 0), default=None)
    ropen.add_argument("--variants", default="", help="comma-separated variant keys")
    ropen.add_argument("--names", default="", help="comma-separated seat names")

    rplay = rsub.add_parser("play", help="play seats of a room with a bot until the match ends")
    rplay.add_argument("url")
    rplay.add_argument("code")
    rplay.add_argument("--seat", type=whole("--seat", 0), action="append", required=True)
    rplay.add_argument("--token", action="append", required=True)
    rplay.add_argument("--bot", choices=PLAY_LEVELS, default="random")
    rplay.add_argument("--record", default=None, help="write every message received here, one JSON per line")
    rplay.add_argument("--retry", type=float, default=60.0, help="seconds to keep reconnecting (default 60)")
    rplay.add_argument("--pace", type=float, default=0.0, help="seconds to wait before each move")


def seat_levels(text: str, players: int) -> list[str | None]:
    """``--bots`` as one entry per seat (None for a person); ValueError with a sentence."""
    if not text:
        return [None] * players
    entries = [e.strip().lower() or None for e in text.split(",")]
    if len(entries) == players + 1 and entries[-1] is None:
        entries = entries[:-1]   # "normal,,normal," with its closing comma
    if len(entries) != players:
        raise ValueError(f"--bots has {len(entries)} entries for {players} seats: give one per seat, "
                         "empty for a person (normal,,normal,)")
    bad = [e for e in entries if e is not None and e not in LEVELS]
    if bad:
        raise ValueError(f"a server bot plays at one of {', '.join(LEVELS)}, not {bad[0]!r}")
    return entries


def run(opts, fail, games: Games) -> int:
    if opts.command == "serve":
        return _serve(opts, fail, games)
    try:
        if opts.remote_command == "open":
            return _open(opts, fail)
        return _play(opts, fail)
    except (Disconnected, ProtocolError, TimeoutError) as exc:
        return fail(str(exc), 1)


def _serve(opts, fail, games: Games) -> int:
    if bool(opts.certfile) != bool(opts.keyfile):
        return fail("--certfile and --keyfile go together")
    try:
        tls = tls_context(opts.certfile, opts.keyfile)
    except (OSError, ValueError) as exc:
        return fail(f"cannot use that certificate: {exc}")
    # without --data: the store in the player's data folder, finished matches in their own history
    data = Path(opts.data) if opts.data else paths.user_dir() / "table-server"
    history = None if opts.data else paths.history_dir()

    def ready(url: str) -> None:
        print(f"serving {url}", flush=True)
    try:
        asyncio.run(serve_until_stopped(games, data, opts.host, opts.port, ready, tls, history))
    except OSError as exc:
        return fail(f"cannot serve on {opts.host}:{opts.port}: {exc}", 1)
    except KeyboardInterrupt:
        pass
    return 0


def _open(opts, fail) -> int:
    try:
        bots = seat_levels(opts.bots, opts.players)
    except ValueError as exc:
        return fail(str(exc))
    variants = [v.strip() for v in opts.variants.split(",") if v.strip()]
    names = [n.strip() for n in opts.names.split(",")] if opts.names else []
    with TableClient(opts.url) as client:
        client.connect()
        room = client.open_room(opts.game, bots, seed=opts.seed, variants=variants, names=names)
    print(f"room {room['code']}")
    for seat in room["seats"]:
        if seat["token"]:
            print(f"seat {seat['seat']} {seat['token']}")
    print(f"host {room['host']}")
    return 0


def _play(opts, fail) -> int:
    if len(opts.seat) != len(opts.token):
        return fail("give one --token for each --seat")
    player = RemotePlayer(opts.url, opts.code, dict(zip(opts.seat, opts.token)), opts.bot,
                          Path(opts.record) if opts.record else None, retry_for=opts.retry, pace=opts.pace)
    final = player.play()
    print(result_line(final), flush=True)
    return 0

