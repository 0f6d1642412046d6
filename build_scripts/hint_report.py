"""How the hint behaves, game by game: think time and agreement with the bot's own choice.

    python build_scripts/hint_report.py [--games GAME,...] [--decisions N] [--seed S] [--fixed] [--json]

For each game, matches between Normal bots are played and, at every decision
with more than one legal move, the hint is asked as the table asks it
(``game.scenes.hint.HintAsk``: the game's best level, made by its table's bot
factory with the table's time budget, handed a determinization of the seat's
view).  Then the same bot level, with the same seed, chooses from the real
state, as it would playing that seat itself; and once more on the next seed,
for how often the bot agrees with itself when only its luck differs.  Reported per game: decisions, think
time p50/p95/max of the hint, the share of hints equal to the own choice, and
that self-agreement.  ``--fixed`` uses the bots that count iterations instead
of watching the clock (``games.bot_for``): then a hint differs from the own
choice only by what the seat cannot see.  Run it under ``nice -n 10``: it keeps a core busy for minutes.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import games  # noqa: E402
from game.core.match import SeatInfo  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.scenes import launch  # noqa: E402
from game.scenes.driver import make_bot  # noqa: E402
from game.scenes.hint import HintAsk, best_level  # noqa: E402


def table_bots(game_id: str):
    """The table's own bot factory (level, seed) -> bot, as its scene makes bots."""
    module = launch.table_module(game_id, "scene")
    factory = getattr(module, "table_bot", None)
    if factory is None:
        # The table seats the registered levels on their table budgets (``registered_bots``).
        return lambda level, seed: games.bot_for(game_id, level, seed, table=True)
    return factory


def percentile(ordered: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of sorted ``ordered``, in seconds rounded to 1 ms."""
    return round(ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))], 3) if ordered else 0.0


def measure(game_id: str, decisions: int, seed: int, fixed: bool = False) -> dict:
    info = launch.rules_for(game_id).info
    level = best_level(info)
    factory = (lambda lv, s: games.bot_for(game_id, lv, s)) if fixed else table_bots(game_id)
    players = max(2, info.min_seats)
    times, same, steady, asked, matches = [], 0, 0, 0, 0
    while asked < decisions:
        seats = [SeatInfo(f"P{i}", "normal") for i in range(players)]
        match = launch.new_match(game_id, players, seats, (), seed + matches, autosave=False)
        matches += 1
        movers = {}
        rng = Rng(seed + matches)
        while not match.is_over() and asked < decisions and len(match.history) < 3000:
            seat = match.to_act()[0]
            if len(match.legal_actions(seat)) > 1:
                ask = HintAsk(match, seat, factory)
                ask.wait(60)
                hint = None
                for _ in range(1000):
                    hint = ask.poll()
                    if hint is not None or ask.error is not None:
                        break
                    time.sleep(0.001)
                if hint is not None:
                    own, again = (factory(level, s).choose(match.rules, match.rules.clone(match.state), seat, Rng(s))
                                  for s in (ask.seed, ask.seed + 1))
                    asked += 1
                    same += own == hint.action
                    steady += own == again
                    times.append(hint.seconds)
            bot = movers.get(seat)
            if bot is None:
                bot = movers[seat] = make_bot(match, "normal", seed * 31 + seat)
            match.apply(seat, bot.choose(match.rules, match.rules.clone(match.state), seat, rng.fork()))
    times.sort()
    return {"game": game_id, "level": level, "decisions": asked, "matches": matches,
            "think_p50_s": percentile(times, 50), "think_p95_s": percentile(times, 95), "think_max_s": round(times[-1], 3) if times else 0.0,
            "same_as_own_choice": round(same / asked, 3) if asked else 0.0,
            "own_choice_again": round(steady / asked, 3) if asked else 0.0, "fixed": fixed}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(g.id for g in games.GAMES))
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--fixed", action="store_true", help="bots that count iterations, not seconds")
    parser.add_argument("--json", action="store_true")
    opts = parser.parse_args(argv)
    for game_id in opts.games.split(","):
        row = measure(game_id, opts.decisions, opts.seed, opts.fixed)
        print(json.dumps(row) if opts.json else
              f"{row['game']:15} {row['level']:6} {row['decisions']:4} decisions  think p50 {row['think_p50_s']}s "
              f"p95 {row['think_p95_s']}s max {row['think_max_s']}s  same as own choice "
              f"{row['same_as_own_choice']:.0%} (its own choice on the next seed: {row['own_choice_again']:.0%})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
