"""Headless matches between bots, with every action checked.

``simulate`` plays any rules object against any bot factory (a
``GameSource``); ``game.games.simulate.run_simulation`` feeds it a registered
game, for ``python -m game simulate`` (the rules core knows no game).

Each match is checked the hard way:

- a bot's action goes through ``rules.refusal`` first; a refused action counts
  as an illegal action and a random legal action is played instead;
- ``rules.invariants`` runs after every action; each broken invariant it
  reports counts once (a lasting breakage counts on every action);
- an exception anywhere (rules or bot) ends that match as an error, and so
  does a match still going after ``max_actions`` actions, or one where nobody
  is to act but there is no outcome.  A game whose matches run long sets
  ``action_limit`` on its rules object to raise ``max_actions`` for itself.

How matches ended is tallied by ``Outcome.reason`` (``results.end_reasons``),
so a game that names its end conditions there shows how often each happened;
a game whose rules offer ``rounds_played(state)`` also gets ``mean_rounds``.

Match ``i`` is seeded from ``(seed, i)`` alone, and gets fresh bots, so the
results do not depend on how matches are split over worker processes.
Matches are played like ``Match`` plays them: ``Rng(match_seed)`` gives the
setup a fork and then serves every ``apply``.
"""

from __future__ import annotations

import multiprocessing
import os
import time
import traceback
from typing import Any, Protocol, Sequence

from .model import LEVELS as BOT_LEVELS
from .model import RANDOM_LEVEL, MatchConfig
from .rng import Rng

LEVELS = (RANDOM_LEVEL, *BOT_LEVELS)  # what a simulation may seat
MAX_SAMPLES = 5


class GameSource(Protocol):
    """Where a simulation gets its rules and bots.  Must pickle (by reference
    is fine) to run over several worker processes."""

    def rules(self) -> Any: ...

    def make_bot(self, level: str, seed: int) -> Any: ...


def simulate(
    source: GameSource,
    games: int,
    seed: int = 0,
    players: int | None = None,
    bots: Sequence[str] = ("random",),
    variants: Sequence[str] = (),
    workers: int | None = None,
    max_actions: int = 5000,
    rotate_seats: bool = False,
) -> dict:
    """Play ``games`` matches; ``bots`` levels are cycled over the seats.

    With ``rotate_seats`` match ``i`` turns that seating ``i`` places round
    the table, so every level sits in every seat equally often: in a game
    where the seat matters (who goes first) a level's wins then measure the
    level, not its seat.

    Returns a JSON-ready dict: game, games, completed, errors, unfinished,
    invariant_violations, matches_with_violations, illegal_actions,
    mean_actions (over completed matches), mean_rounds (None unless the rules
    count rounds), total_actions, seconds,
    games_per_sec, actions_per_sec, seed, players, bots, variants, workers,
    rotate_seats, results (wins and appearances by seat, role and level; draws,
    matches nobody won with something still shared out; losses, matches every
    seat lost, as a solo or co-op loss;
    end_reasons, how many matches ended for each ``Outcome.reason``) and
    samples (the first few distinct problems, each with its match and
    action number).
    """
    rules = source.rules()
    info = rules.info
    if games < 0:
        raise ValueError("games cannot be negative")
    config, levels = _match_config(info, players, bots, variants)
    players = config.players
    max_actions = max(max_actions, getattr(rules, "action_limit", 0))
    workers = max(1, min(workers or os.cpu_count() or 1, games or 1))

    began = time.perf_counter()
    if workers == 1:
        tallies = [_play_range(source, rules, config, levels, seed, max_actions, 0, games, rotate_seats)]
    else:
        bounds = [games * k // workers for k in range(workers + 1)]
        jobs = [(source, None, config, levels, seed, max_actions, bounds[k], bounds[k + 1], rotate_seats)
                for k in range(workers)]
        # spawn, not fork: forking a process that runs threads (a test runner,
        # the app's bot thread) can copy a held lock into the child and hang it.
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            tallies = pool.starmap(_play_range, jobs)
    seconds = time.perf_counter() - began

    total = _merge(tallies)
    counts_rounds = hasattr(rules, "rounds_played")
    return _report(info.id, games, total, seconds, seed, players, levels, variants, workers, rotate_seats,
                   counts_rounds)

def _report(game_id: str, games: int, total: dict, seconds: float, seed: int, players: int, levels: tuple,
            variants: Sequence[str], workers: int, rotate_seats: bool, counts_rounds: bool = False) -> dict:
    """The JSON-ready result of ``simulate`` from the merged tallies."""
    done = total["completed"]
    return {
        "game": game_id,
        "games": games,
        "completed": done,
        "errors": total["errors"],
        "unfinished": total["unfinished"],
        "invariant_violations": total["invariant_violations"],
        "matches_with_violations": total["matches_with_violations"],
        "illegal_actions": total["illegal_actions"],
        "mean_actions": total["completed_actions"] / done if done else 0.0,
        "mean_rounds": total["rounds"] / done if done and counts_rounds else None,
        "total_actions": total["actions"],
        "seconds": seconds,
        "games_per_sec": games / seconds if seconds > 0 else 0.0,
        "actions_per_sec": total["actions"] / seconds if seconds > 0 else 0.0,
        "seed": seed,
        "players": players,
        "bots": list(levels),
        "variants": sorted(variants),
        "workers": workers,
        "rotate_seats": rotate_seats,
        "results": {
            "wins_by_seat": _ordered(total["wins_by_seat"], key=int),
            "wins_by_role": _ordered(total["wins_by_role"]),
            "wins_by_level": _ordered(total["wins_by_level"]),
            "appearances_by_role": _ordered(total["appearances_by_role"]),
            "appearances_by_level": _ordered(total["appearances_by_level"]),
            "draws": total["draws"],
            "losses": total["losses"],
            "end_reasons": _ordered(total["end_reasons"]),
        },
        "samples": total["samples"],
    }


def _match_config(info: Any, players: int | None, bots: Sequence[str], variants: Sequence[str]) -> tuple:
    """(MatchConfig, bot levels) for a simulation request; ValueError naming what is wrong."""
    players = info.min_seats if players is None else players
    if not info.min_seats <= players <= info.max_seats:
        raise ValueError(f"{info.title} takes {info.min_seats}-{info.max_seats} players, not {players}")
    levels = tuple(bots) or ("random",)
    for level in levels:
        if level not in LEVELS:
            raise ValueError(f"unknown bot level {level!r}; use one of {', '.join(LEVELS)}")
    known = {v.key for v in info.variants}
    for v in variants:
        if v not in known:
            raise ValueError(f"{info.title} has no variant {v!r}")
    return MatchConfig(players, frozenset(variants)), levels


def match_seed(seed: int, index: int) -> int:
    """The seed of match ``index`` of a simulation seeded with ``seed``."""
    return Rng((seed * 0x9E3779B97F4A7C15) ^ index).next64()


def _new_tally() -> dict:
    return {
        "completed": 0, "errors": 0, "unfinished": 0, "invariant_violations": 0,
        "matches_with_violations": 0, "illegal_actions": 0, "actions": 0, "completed_actions": 0, "rounds": 0,
        "draws": 0, "losses": 0, "wins_by_seat": {}, "wins_by_role": {}, "wins_by_level": {},
        "appearances_by_role": {}, "appearances_by_level": {}, "end_reasons": {}, "samples": [],
    }


def _count(table: dict, key: str, n: int = 1) -> None:
    table[key] = table.get(key, 0) + n


def _sample(tally: dict, match: int, action: int, kind: str, message: str) -> None:
    """Keep the first few distinct problems: a lasting breakage shows once."""
    samples = tally["samples"]
    if len(samples) < MAX_SAMPLES and not any(s["kind"] == kind and s["message"] == message for s in samples):
        samples.append({"match": match, "action": action, "kind": kind, "message": message})


def _summarize_exception(exc: BaseException) -> str:
    """The exception and the innermost few frames, on a few lines."""
    frames = traceback.extract_tb(exc.__traceback__)[-3:]
    where = " <- ".join(f"{os.path.basename(f.filename)}:{f.lineno} in {f.name}" for f in reversed(frames))
    return f"{type(exc).__name__}: {exc} (at {where})"


def _play_range(source, rules, config, levels, seed, max_actions, first, stop, rotate_seats=False) -> dict:
    """Play matches ``first`` to ``stop - 1``; a worker process's whole job."""
    if rules is None:
        rules = source.rules()
    tally = _new_tally()
    for index in range(first, stop):
        _play_one(source, rules, config, levels, match_seed(seed, index), max_actions, index, tally, rotate_seats)
    return tally


def _play_one(source, rules, config, levels, mseed, max_actions, index, tally, rotate_seats=False) -> None:
    seats = config.players
    turn = index % seats if rotate_seats else 0
    seat_levels = [levels[(s + turn) % seats % len(levels)] for s in range(seats)]
    rng = Rng(mseed)
    fallback = Rng(mseed ^ 0xFA11BAC)  # replaces refused actions
    bot_rngs = [Rng(mseed + 1 + s) for s in range(seats)]
    to_act = rules.to_act
    refusal = rules.refusal
    apply = rules.apply
    invariants = rules.invariants
    actions = 0
    violated = False
    try:
        bots = [source.make_bot(seat_levels[s], mseed + 1 + s) for s in range(seats)]
        state = rules.setup(config, rng.fork())
        broken = invariants(state)
        if broken:
            violated = True
            tally["invariant_violations"] += len(broken)
            tally["matches_with_violations"] += 1
            for message in broken:
                _sample(tally, index, 0, "invariant", f"after setup: {message}")
        while True:
            acting = to_act(state)
            if not acting:
                break
            if actions >= max_actions:
                tally["errors"] += 1
                tally["unfinished"] += 1
                tally["actions"] += actions
                _sample(tally, index, actions, "unfinished", f"no end after {max_actions} actions")
                return
            seat = acting[0]
            action = bots[seat].choose(rules, state, seat, bot_rngs[seat])
            reason = refusal(state, seat, action)
            if reason is not None:
                tally["illegal_actions"] += 1
                _sample(tally, index, actions, "illegal", f"seat {seat} ({seat_levels[seat]}) chose {action!r}: {reason}")
                action = fallback.choice(rules.legal_actions(state, seat))
            apply(state, seat, action, rng)
            actions += 1
            broken = invariants(state)
            if broken:
                tally["invariant_violations"] += len(broken)
                if not violated:
                    violated = True
                    tally["matches_with_violations"] += 1
                for message in broken:
                    _sample(tally, index, actions, "invariant", message)
        outcome = rules.outcome(state)
        if outcome is None:
            raise RuntimeError("nobody is to act but the match has no outcome")
    except Exception as exc:
        tally["errors"] += 1
        tally["actions"] += actions
        _sample(tally, index, actions, "error", _summarize_exception(exc))
        return
    tally["completed"] += 1
    tally["actions"] += actions
    tally["completed_actions"] += actions
    if not outcome.winners:
        # nobody won: a draw if the rewards share something out, else everyone lost (a solo or co-op loss)
        tally["draws" if any(r > 0 for r in outcome.rewards) else "losses"] += 1
    _count(tally["end_reasons"], outcome.reason or "unnamed")
    if hasattr(rules, "rounds_played"):
        tally["rounds"] += rules.rounds_played(state)
    role_of = rules.role_of
    for s in range(seats):
        _count(tally["appearances_by_role"], role_of(state, s))
        _count(tally["appearances_by_level"], seat_levels[s])
    for w in outcome.winners:
        _count(tally["wins_by_seat"], str(w))
        _count(tally["wins_by_role"], role_of(state, w))
        _count(tally["wins_by_level"], seat_levels[w])


def _merge(tallies: list[dict]) -> dict:
    total = _new_tally()
    samples = []
    for t in tallies:
        for key, value in t.items():
            if key == "samples":
                samples.extend(value)
            elif isinstance(value, dict):
                for k, n in value.items():
                    _count(total[key], k, n)
            else:
                total[key] += value
    samples.sort(key=lambda s: (s["match"], s["action"]))
    for s in samples:
        _sample(total, s["match"], s["action"], s["kind"], s["message"])
    return total


def _ordered(table: dict, key=str) -> dict:
    return {k: table[k] for k in sorted(table, key=key)}
