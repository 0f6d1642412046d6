"""How long a bot level thinks per decision at the table's time budget.

    python build_scripts/think_time.py GAME [--decisions N] [--seed S] [--players P]
                                            [--variants V,...] [--level L] [--json]

Matches are played with the level (the game's best unless ``--level``) in
every seat, each seat's bot made by the table's own factory
(``hint_report.table_bots``), so it thinks within the budget it has at the
table, and kept for the whole match as the table keeps it (a bot may hold a
plan from one move to the next).  Every decision with more than one legal
move is timed, the bot choosing on a copy of the state as the table hands it
one, until N decisions.  Reported: think time p50/p95/max over all of them,
and the same over the decisions where the bot searched (it left a search's
figures in ``last_stats``) with the median number of samples or look-ahead
games in one, and the matches played.  The timing is of the choice alone, on
this thread (the table runs the same call on a worker thread).  It keeps a
core busy: run it as ``flock /tmp/bounty-sims.lock nice -n 10 ...``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core.match import SeatInfo  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.scenes import launch  # noqa: E402
from game.scenes.hint import best_level  # noqa: E402
from hint_report import percentile, table_bots  # noqa: E402

MOVE_LIMIT = 5000   # a guard: every game here ends far sooner


def _search_size(stats) -> int:
    """Samples (plan comparison) or look-ahead games (tree search) in one decision."""
    return int(getattr(stats, "samples", 0) or getattr(stats, "iterations", 0) or 0)


def _timed_choice(bot, match, seat: int, seed: int) -> tuple[object, float, object]:
    """(action, seconds, the search's figures or None) of one choice."""
    before = getattr(bot, "last_stats", None)  # only this decision's figures count
    copy = match.rules.clone(match.state)
    start = time.perf_counter()
    action = bot.choose(match.rules, copy, seat, Rng(seed))
    seconds = time.perf_counter() - start
    stats = getattr(bot, "last_stats", None)
    return action, seconds, None if stats is before else stats


def measure(game_id: str, decisions: int, seed: int, players: int | None = None, variants: tuple = (),
            level: str | None = None) -> dict:
    info = launch.rules_for(game_id).info
    level = level or best_level(info)
    factory = table_bots(game_id)
    players = players or max(2, info.min_seats)
    every, searched, sizes, matches = [], [], [], 0
    while len(every) < decisions:
        seats = [SeatInfo(f"P{i}", level) for i in range(players)]
        match = launch.new_match(game_id, players, seats, tuple(variants), seed + matches, autosave=False)
        bots = {s: factory(level, (seed + matches) * 31 + s) for s in range(players)}
        matches += 1
        moves = 0
        while not match.is_over() and len(every) < decisions and moves < MOVE_LIMIT:
            seat = match.to_act()[0]
            action, seconds, stats = _timed_choice(bots[seat], match, seat, seed * 7919 + moves)
            if len(match.legal_actions(seat)) > 1:
                every.append(seconds)
                if stats is not None:
                    searched.append(seconds)
                    sizes.append(_search_size(stats))
            match.apply(seat, action)
            moves += 1
    every.sort()
    searched.sort()
    return {"game": game_id, "level": level, "players": players, "variants": list(variants),
            "matches": matches, "decisions": len(every),
            "think_p50_s": percentile(every, 50), "think_p95_s": percentile(every, 95),
            "think_max_s": round(every[-1], 3) if every else 0.0,
            "searched": len(searched), "searched_p50_s": percentile(searched, 50),
            "searched_p95_s": percentile(searched, 95), "searched_max_s": round(searched[-1], 3) if searched else 0.0,
            "search_size_p50": int(statistics.median(sizes)) if sizes else 0}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--decisions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--variants", default="", help="comma-separated variant keys")
    parser.add_argument("--level", default=None, help="the bot level (default: the game's best)")
    parser.add_argument("--json", action="store_true")
    opts = parser.parse_args(argv)
    if opts.decisions < 1:
        parser.error("--decisions must be at least 1")
    try:
        info = launch.rules_for(opts.game).info
    except KeyError:
        parser.error(f"unknown game {opts.game!r}")
    variants = tuple(v.strip() for v in opts.variants.split(",") if v.strip())
    unknown = [v for v in variants if v not in {known.key for known in info.variants}]
    if unknown:
        parser.error(f"unknown variant {unknown[0]!r} (known: {', '.join(v.key for v in info.variants)})")
    if opts.players is not None and not info.min_seats <= opts.players <= info.max_seats:
        parser.error(f"{info.title} takes {info.min_seats} to {info.max_seats} players")
    if opts.level is not None and opts.level not in info.bot_levels:
        parser.error(f"unknown level {opts.level!r} (known: {', '.join(info.bot_levels)})")
    row = measure(opts.game, opts.decisions, opts.seed, opts.players, variants, opts.level)
    print(json.dumps(row) if opts.json else
          f"{row['game']} {row['level']} x{row['players']}: {row['decisions']} decisions in {row['matches']} "
          f"matches, think p50 {row['think_p50_s']}s p95 {row['think_p95_s']}s max {row['think_max_s']}s; "
          f"{row['searched']} searched: p50 {row['searched_p50_s']}s p95 {row['searched_p95_s']}s "
          f"max {row['searched_max_s']}s, {row['search_size_p50']} samples at the median", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
