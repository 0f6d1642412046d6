"""Command line: play, smoke-test, simulate, take screenshots, time frames.

    python -m game                                     play
    python -m game --smoke [--frames N]                drive every scene headless; prints SMOKE OK ...
    python -m game simulate GAME --games N [--seed S] [--players P] [--bots LEVEL,...] [--json] [--workers W]
                                                    [--rotate-seats]
    python -m game screenshot TARGET --out FILE.png [--seed S] [--players P] [--after-actions K]
                                                    [--viewer SEAT] [--size WxH] [--game GAME]
                                                    [--variants V,...] [--until MOMENT]
    python -m game bench-frames GAME [--frames N] [--players P] [--size WxH] [--text-size 100|125|150] [--json]
    python -m game serve [--host 127.0.0.1] [--port 0] [--data DIR]       prints "serving ws://HOST:PORT"
    python -m game remote open URL GAME --players N [--bots LEVEL,...] [--seed S] [--variants V]
    python -m game remote play URL CODE --seat K --token T --bot LEVEL [--record FILE]

Bad input gets a one-line message and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from game import __version__
from game.core.simulate import LEVELS as BOT_LEVELS
from game.games import GAME_IDS, bot_for, rules_for
from game.net import cli as net_commands
from game.net.hosting import Games

TARGETS = ("title", "select", "setup", "handoff", "pause", "rules", "settings", "results", "learn", "hint",
           "history", "replay", "statistics", "friends", "host", "join", "lobby")


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse, but a mistake is one line on stderr and exit code 2."""

    def error(self, message: str):
        raise UsageError(message)


def _whole(name: str, least: int):
    """An argparse type: a whole number no smaller than ``least``."""
    def parse(value: str) -> int:
        try:
            n = int(value)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be a whole number, not {value!r}") from None
        if n < least:
            raise argparse.ArgumentTypeError(f"{name} must be at least {least}" if least else
                                             f"{name} must not be negative")
        return n
    return parse


def _positive(name: str):
    return _whole(name, 1)


def _natural(name: str):
    return _whole(name, 0)


def _game(value: str) -> str:
    if value not in GAME_IDS:
        raise argparse.ArgumentTypeError(f"unknown game {value!r}; choose one of: {', '.join(GAME_IDS)}")
    return value


def _bots(value: str) -> tuple[str, ...]:
    levels = tuple(v.strip().lower() for v in value.split(",") if v.strip())
    bad = [v for v in levels if v not in BOT_LEVELS]
    if not levels or bad:
        raise argparse.ArgumentTypeError(f"--bots takes levels from {', '.join(BOT_LEVELS)}, e.g. normal,hard")
    return levels


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="bounty-table", description="Five tabletop games of outlaws and manhunts.")
    parser.add_argument("--version", action="version", version=f"Bounty Table {__version__}")
    parser.add_argument("--smoke", action="store_true", help="drive every scene headless and exit")
    parser.add_argument("--frames", dest="smoke_frames", type=_positive("--frames"), default=None,
                        help="frames per table in --smoke")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    sim = sub.add_parser("simulate", help="play bot matches headless and report")
    sim.add_argument("game", type=_game)
    sim.add_argument("--games", type=_positive("--games"), required=True)
    sim.add_argument("--seed", type=_natural("--seed"), default=0)
    sim.add_argument("--players", type=_positive("--players"), default=None)
    sim.add_argument("--bots", type=_bots, default=("random",))
    sim.add_argument("--variants", default="", help="comma-separated variant keys")
    sim.add_argument("--workers", type=_positive("--workers"), default=None)
    sim.add_argument("--rotate-seats", action="store_true",
                     help="turn the seating one place each match, so every level sits in every seat")
    sim.add_argument("--json", action="store_true")

    shot = sub.add_parser("screenshot", help="save a picture of a scene or a game's table")
    shot.add_argument("target", help=f"a game ({', '.join(GAME_IDS)}) or a scene ({', '.join(TARGETS)})")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=_natural("--seed"), default=0)
    shot.add_argument("--players", type=_positive("--players"), default=None)
    shot.add_argument("--after-actions", type=_natural("--after-actions"), default=0)
    shot.add_argument("--viewer", type=_natural("--viewer"), default=None,
                      help="the seat whose eyes the table is drawn through, at the bottom (fugitive: 0 the "
                           "Fugitive, 1 the Marshal); by default seat 0, or with --until the seat to act")
    shot.add_argument("--size", default=None, help="the window, WxH, e.g. 2560x1440: drawn at its own resolution")
    shot.add_argument("--game", type=_game, default=None,
                      help="the game a shared scene (setup, rules, results, ...) is shown for")
    shot.add_argument("--variants", default="", help="comma-separated variant keys (a solo or team game)")
    shot.add_argument("--until", default=None,
                      help="play on until a moment the game's table names (few-and-cursed: store, encounter, ...)")
    shot.add_argument("--zoom", type=float, default=None,
                      help="a table's map board zoomed this many times its whole view, on what the table "
                           "names (a monster on the map, else your figure)")
    shot.add_argument("--text-size", type=int, default=None, choices=(100, 125, 150),
                      help="the words at this per cent of their size, as the Settings' text size")
    shot.add_argument("--hover", default=None, help="X,Y on the 1280x720 screen where the pointer rests, "
                                                    "e.g. to show a hover card")

    bench = sub.add_parser("bench-frames", help="time the frames of a game's table mid-match")
    bench.add_argument("game", type=_game)
    bench.add_argument("--frames", type=_positive("--frames"), default=300)
    bench.add_argument("--seed", type=_natural("--seed"), default=0)
    bench.add_argument("--players", type=_positive("--players"), default=None,
                       help="seats at the table (default: the most the game takes, its busiest table)")
    bench.add_argument("--size", default=None, help="the window, WxH (default 1280x720): drawn at its own resolution")
    bench.add_argument("--text-size", type=int, default=None, choices=(100, 125, 150),
                       help="the words at this per cent of their size, as the Settings' text size")
    bench.add_argument("--json", action="store_true")

    net_commands.add_commands(sub, _whole, _game, _Parser)
    return parser


def _fail(message: str, code: int = 2) -> int:
    print(f"bounty-table: {message}", file=sys.stderr)
    return code


def cmd_simulate(opts) -> int:
    from game.games.simulate import run_simulation

    variants = tuple(v.strip() for v in opts.variants.split(",") if v.strip())
    try:
        result = run_simulation(opts.game, opts.games, seed=opts.seed, players=opts.players, bots=opts.bots,
                                variants=variants, workers=opts.workers, rotate_seats=opts.rotate_seats)
    except (KeyError, ValueError) as exc:
        return _fail(str(exc.args[0]) if exc.args else str(exc))
    if opts.json:
        print(json.dumps(result, sort_keys=True))
        return 0
    print(f"{result.get('game')}: {result.get('completed')}/{result.get('games')} games completed, "
          f"{result.get('errors')} errors, {result.get('invariant_violations')} invariant violations, "
          f"{result.get('illegal_actions')} illegal actions")
    rounds = result.get("mean_rounds")
    print(f"  {result.get('mean_actions', 0):.1f} actions per game, "
          + (f"{rounds:.1f} rounds per game, " if rounds is not None else "")
          + f"{result.get('games_per_sec', 0):.1f} games/s, {result.get('actions_per_sec', 0):.0f} actions/s")
    for sample in result.get("samples", [])[:3]:
        print(f"  {sample.get('kind', 'problem')} in match {sample.get('match')}: {sample.get('message')}")
    results = result.get("results", {})
    for key, value in results.items():
        print(f"  {key}: {json.dumps(value, sort_keys=True)}")
    return 0 if not result.get("errors") and not result.get("invariant_violations") else 1


def cmd_screenshot(opts) -> int:
    from game.scenes.capture import CaptureError, screenshot

    try:
        out = screenshot(opts.target, opts.out, seed=opts.seed, players=opts.players,
                         after_actions=opts.after_actions, viewer=opts.viewer, size=opts.size,
                         game_id=opts.game, variants=tuple(v.strip() for v in opts.variants.split(",") if v.strip()),
                         until=opts.until, zoom=opts.zoom, hover=opts.hover, text_size=opts.text_size)
    except CaptureError as exc:
        return _fail(str(exc))
    print(f"wrote {out}")
    return 0


def cmd_bench(opts) -> int:
    from game.scenes.capture import CaptureError, bench_frames

    try:
        stats = bench_frames(opts.game, opts.frames, opts.seed, opts.players, opts.size, opts.text_size)
    except CaptureError as exc:
        return _fail(str(exc))
    if opts.json:
        print(json.dumps(stats, sort_keys=True))
    else:
        print(f"{stats['game']} at {stats['size']}, text {stats['text_size']}%: {stats['frames']} frames  p50 {stats['p50_ms']:.2f} ms  p95 {stats['p95_ms']:.2f} ms"
              f"  p99 {stats['p99_ms']:.2f} ms  max {stats['max_ms']:.2f} ms"
              f"  (the table's own processor time: p99 {stats['cpu_p99_ms']:.2f} ms)")
    return 0


def cmd_smoke(opts) -> int:
    from game.scenes.smoke import run_smoke

    return run_smoke(opts.smoke_frames or 120)


def cmd_play() -> int:
    from game.app import App

    return App().run()


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        opts = build_parser().parse_args(argv)
        if opts.smoke and opts.command:
            raise UsageError("--smoke cannot be combined with a command")
        if opts.smoke_frames is not None and not opts.smoke:
            raise UsageError("--frames goes with --smoke (or bench-frames GAME --frames N)")
    except UsageError as exc:
        return _fail(str(exc))
    if opts.smoke:
        return cmd_smoke(opts)
    if opts.command == "simulate":
        return cmd_simulate(opts)
    if opts.command == "screenshot":
        return cmd_screenshot(opts)
    if opts.command == "bench-frames":
        return cmd_bench(opts)
    if opts.command in ("serve", "remote"):
        return net_commands.run(opts, _fail, Games(rules_for, bot_for))
    return cmd_play()


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
