"""The strength ladder: Easy against Normal and Hard against Normal, in every
seat or role of every game, with game counts and standard errors.

    python build_scripts/ladder.py [--games N] [--seed S] [--workers W]
                                   [--game ID ...] [--level easy|hard ...] [--json]

Each row is one ``simulate`` run (``game.games.simulate.run_simulation``) on
the simulation budget of each level (a Hard search runs the fixed iteration
count its table reaches in its think time, see ``build_scripts/think_time.py``),
so a seed replays the same games:

- games for several equal players (Most Wanted, Wagon Robbers, The Few and
  Cursed): one seat of the level against Normal in every other seat, seats
  rotated; the figure is the share of games the level won (ties count for
  each winner), beside the fair share;
- two-sided games: the level in one role against Normal in the other role(s),
  one row per role (Scotland Yard: Mister X, or all five detectives;
  Fugitive: the Marshal or the Fugitive); the figure is that role's win rate,
  beside Normal's own in that role when ``--baseline`` is given.

The standard error is sqrt(p(1-p)/n).  A ladder keeps a core busy for a long
while: run it as ``nice -n 19 python build_scripts/ladder.py --workers 1``.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.games.simulate import run_simulation  # noqa: E402


@dataclass(frozen=True)
class Row:
    game: str
    players: int
    role: str          # "" for a seat among equals, else the role measured
    seats: tuple       # the level's seats ("L") and Normal's ("N"), in seat order
    rotate: bool
    side_role: str     # the ``role_of`` name whose wins are the figure ("" = the level's wins)


ROWS = (
    Row("most-wanted", 4, "", ("L", "N", "N", "N"), True, ""),
    Row("wagon-robbers", 3, "", ("L", "N", "N"), True, ""),
    Row("few-and-cursed", 4, "", ("L", "N", "N", "N"), True, ""),
    Row("scotland-yard", 6, "Mister X", ("L", "N", "N", "N", "N", "N"), False, "Mister X"),
    Row("scotland-yard", 6, "detectives", ("N", "L", "L", "L", "L", "L"), False, "Detective"),
    # Fugitive's seat 0 is the Fugitive, seat 1 the Marshal
    Row("fugitive", 2, "Marshal", ("N", "L"), False, "Marshal"),
    Row("fugitive", 2, "Fugitive", ("L", "N"), False, "Fugitive"),
)


def run_row(row: Row, level: str, games: int, seed: int, workers: int) -> dict:
    bots = [level if s == "L" else "normal" for s in row.seats]
    result = run_simulation(row.game, games, seed=seed, players=row.players, bots=bots,
                            workers=workers, rotate_seats=row.rotate)
    done = result["completed"] or 1
    if row.side_role:
        wins = result["results"]["wins_by_role"].get(row.side_role, 0)
        if row.side_role == "Detective":
            wins = done - result["results"]["wins_by_role"].get("Mister X", 0)
        fair = None
    else:
        wins = result["results"]["wins_by_level"].get(level, 0)
        fair = 1.0 / row.players
    p = wins / done
    return {"game": row.game, "role": row.role or f"1 of {row.players}", "level": level, "vs": "normal",
            "games": result["completed"], "errors": result["errors"], "wins": wins, "rate": round(p, 4),
            "stderr": round(math.sqrt(p * (1 - p) / done), 4), "fair_share": fair, "seed": seed,
            "seconds": round(result["seconds"], 1)}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=311)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--level", action="append", choices=("easy", "hard", "normal"),
                        help="only this level against Normal (repeatable; default easy and hard)")
    parser.add_argument("--baseline", action="store_true", help="also Normal against Normal in two-sided games")
    parser.add_argument("--json", action="store_true")
    opts = parser.parse_args(argv)
    levels = opts.level or ["easy", "hard"]
    for row in ROWS:
        if opts.game and row.game not in opts.game:
            continue
        row_levels = levels + (["normal"] if opts.baseline and row.side_role and "normal" not in levels else [])
        for level in row_levels:
            out = run_row(row, level, opts.games, opts.seed, opts.workers)
            if opts.json:
                print(json.dumps(out), flush=True)
                continue
            fair = f" (fair share {out['fair_share']:.1%})" if out["fair_share"] else ""
            print(f"{out['game']:15} {out['role']:11} {level:6} vs normal: {out['wins']:4}/{out['games']:<4} "
                  f"= {out['rate']:.1%} +- {out['stderr']:.1%}{fair}  seed {out['seed']}, "
                  f"{out['errors']} errors, {out['seconds']}s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
