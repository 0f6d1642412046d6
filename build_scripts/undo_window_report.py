"""Which actions end the undo window, and why: random matches of every game,
every action judged by the undo policy (``game.core.undo``), tallied by game,
action kind and lesson.

    .venv/bin/python build_scripts/undo_window_report.py [--matches N] [--max-actions M] [--seed S]
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import games  # noqa: E402
from game.core.match import Match, SeatInfo  # noqa: E402
from game.core.model import MatchConfig  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.undo import lesson_of  # noqa: E402


def tally(game_id: str, matches: int, max_actions: int, seed: int):
    rules = games.rules_for(game_id)
    info = rules.info
    counts: collections.Counter = collections.Counter()
    seconds = []
    for m in range(matches):
        players = info.min_seats + m % (info.max_seats - info.min_seats + 1)
        match = Match(rules, MatchConfig(players), [SeatInfo(f"P{i}") for i in range(players)], seed + m)
        pick = Rng(seed * 31 + m)
        for _ in range(max_actions):
            acting = match.to_act()
            if not acting:
                break
            seat = acting[pick.randrange(len(acting))]
            action = pick.choice(list(match.legal_actions(seat)))
            before = rules.clone(match.state)
            rng_state = match.rng.state
            began = time.perf_counter()
            index = len(match.history)
            lesson = lesson_of(rules, before, rng_state, seat, action, players,
                               seed=match.seed ^ (index * 0x9E3779B1))  # as Match.lesson does
            seconds.append(time.perf_counter() - began)
            events = match.apply(seat, action)
            if lesson is None:
                why = "-"
            elif lesson.kind == "reveal":
                why = "events " + ",".join(sorted({e.kind for e in events if e.reveals}))
            elif lesson.kind == "seat_learned":
                why = "learner " + rules.role_of(before, lesson.seat)
            else:
                why = ""
            counts[(action.kind, rules.role_of(before, seat), lesson.kind if lesson else "open", why)] += 1
    return counts, seconds


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=4)
    ap.add_argument("--max-actions", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--game", action="append")
    args = ap.parse_args()
    for g in args.game or [e.id for e in games.GAMES if e.playable]:
        counts, seconds = tally(g, args.matches, args.max_actions, args.seed)
        seconds.sort()
        print(f"== {g}: {sum(counts.values())} actions, judging took median "
              f"{1000 * seconds[len(seconds) // 2]:.1f} ms, max {1000 * seconds[-1]:.0f} ms")
        for (kind, role, lesson, why), n in sorted(counts.items()):
            print(f"  {kind:10} {role:10} {lesson:14} {n:5}  {why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
