"""Headless simulation: counts what goes wrong, exactly, and is reproducible."""

from dataclasses import dataclass

import pytest


from toygames import TAKE, BidRules, NimRules, SwapRules

import game.games
from game.core.ai import RandomBot
from game.core.ai.levels import Level
from game.core.model import Action, Outcome
from game.core.simulate import simulate
from game.games.simulate import run_simulation

TIMING = {"seconds", "games_per_sec", "actions_per_sec", "workers"}


@dataclass
class Source:
    """Rules plus a bot per level; module-level classes, so it pickles."""

    rules_obj: object
    bot_class: type = RandomBot

    def rules(self):
        return self.rules_obj

    def make_bot(self, level, seed):
        return self.bot_class(seed)


class TakeOne:
    """Always takes one stone: matches of known length."""

    name = "TakeOne"

    def __init__(self, seed=0):
        pass

    def choose(self, rules, state, seat, rng):
        return TAKE[1]


class TakeFive:
    """Always asks for five stones, which the rules never allow."""

    name = "TakeFive"

    def __init__(self, seed=0):
        pass

    def choose(self, rules, state, seat, rng):
        return Action("take", (5,))


class Exploding:
    name = "Exploding"

    def __init__(self, seed=0):
        pass

    def choose(self, rules, state, seat, rng):
        raise KeyError("no such plan")


class LowPileAlarm(NimRules):
    """Reports a broken invariant whenever fewer than 3 stones are left."""

    def invariants(self, state):
        return [f"only {state.stones} left"] if state.stones < 3 else []


class CrashesAtSeven(NimRules):
    def apply(self, state, seat, action, rng):
        if state.stones == 7:
            raise ZeroDivisionError("seven")
        return super().apply(state, seat, action, rng)


class Bottomless(NimRules):
    """Taking stones never empties the pile: the match never ends."""

    def apply(self, state, seat, action, rng):
        state.turn = 1 - state.turn
        return []


class Endless(NimRules):
    """Nobody is ever asked to act, yet nobody has won."""

    def to_act(self, state):
        return ()


def without_timing(report):
    return {k: v for k, v in report.items() if k not in TIMING}


def test_a_clean_game_completes_every_match():
    r = simulate(Source(NimRules()), 200, seed=3, players=2, workers=1)
    assert r["game"] == "toy-nim"
    assert r["games"] == r["completed"] == 200
    assert r["errors"] == r["invariant_violations"] == r["illegal_actions"] == r["unfinished"] == 0
    assert 5 <= r["mean_actions"] <= 15  # 15 stones, 1-3 at a time
    results = r["results"]
    assert sum(results["wins_by_seat"].values()) == 200
    assert set(results["wins_by_role"]) <= {"First", "Second"}
    assert results["wins_by_level"] == {"random": 200}
    assert results["appearances_by_role"] == {"First": 200, "Second": 200}
    assert r["samples"] == []


def test_every_seat_of_a_three_player_card_game_gets_a_level():
    r = simulate(Source(SwapRules()), 90, seed=1, players=3, bots=("random", "easy"), workers=1)
    assert r["completed"] == 90 and r["mean_actions"] == 3
    # Levels cycle over seats: random, easy, random.
    assert r["results"]["appearances_by_level"] == {"easy": 90, "random": 180}
    assert sum(r["results"]["wins_by_level"].values()) == 90


def test_rotating_seats_puts_every_level_in_every_seat_equally_often():
    # Both bots take one stone of fifteen, so the same seat wins every match:
    # fixed seats credit every win to one level, turned seats split them evenly.
    fixed = simulate(Source(NimRules(), TakeOne), 40, players=2, bots=("random", "easy"), workers=1)
    turned = simulate(Source(NimRules(), TakeOne), 40, players=2, bots=("random", "easy"), workers=2,
                      rotate_seats=True)
    assert len(fixed["results"]["wins_by_level"]) == 1 and len(fixed["results"]["wins_by_seat"]) == 1
    assert turned["results"]["wins_by_level"] == {"easy": 20, "random": 20}
    assert turned["results"]["wins_by_seat"] == fixed["results"]["wins_by_seat"]
    assert turned["results"]["appearances_by_level"] == {"easy": 40, "random": 40}


def test_shared_wins_count_for_each_winner():
    r = simulate(Source(BidRules()), 100, seed=2, players=2, workers=1)
    wins = sum(r["results"]["wins_by_seat"].values())
    assert r["completed"] == 100 and wins >= 100
    assert r["results"]["draws"] == 0  # a tie lists every tied seat as a winner


class EndsWithoutWinner(NimRules):
    """Last Stone where taking the last stone ends the match with no winner:
    lost by all (every reward 0) when the pile starts odd, drawn (half each) when even."""

    def outcome(self, state):
        if state.winner is None:
            return None
        share = 0.5 if state.start % 2 == 0 else 0.0
        return Outcome((), (share,) * state.players, "nobody")


def test_a_match_everyone_lost_counts_as_a_loss_not_a_draw():
    lost = simulate(Source(EndsWithoutWinner(start=15)), 6, players=2, workers=1)
    drawn = simulate(Source(EndsWithoutWinner(start=14)), 6, players=2, workers=1)
    assert (lost["results"]["losses"], lost["results"]["draws"]) == (6, 0)
    assert (drawn["results"]["losses"], drawn["results"]["draws"]) == (0, 6)


def test_same_seed_same_report_however_the_matches_are_split():
    one = simulate(Source(SwapRules()), 60, seed=9, players=2, workers=1)
    two = simulate(Source(SwapRules()), 60, seed=9, players=2, workers=2)
    again = simulate(Source(SwapRules()), 60, seed=9, players=2, workers=1)
    assert without_timing(one) == without_timing(two) == without_timing(again)
    other = simulate(Source(SwapRules()), 60, seed=10, players=2, workers=1)
    assert other["results"] != one["results"]


def test_refused_actions_are_counted_and_replaced():
    r = simulate(Source(NimRules(), TakeFive), 20, seed=0, players=2, workers=1)
    assert r["completed"] == 20  # the replacements finish the matches
    assert r["illegal_actions"] == r["total_actions"] > 0
    assert r["samples"][0]["kind"] == "illegal" and "take" in r["samples"][0]["message"]


def test_broken_invariants_are_counted_on_every_action():
    r = simulate(Source(LowPileAlarm(), TakeOne), 10, seed=0, players=2, workers=1)
    # Taking one at a time from 15 leaves 2, 1 and 0: three alarms a match.
    assert r["completed"] == 10 and r["mean_actions"] == 15
    assert r["invariant_violations"] == 30
    assert r["matches_with_violations"] == 10
    assert [s["message"] for s in r["samples"][:3]] == ["only 2 left", "only 1 left", "only 0 left"]
    assert r["samples"][0] == {"match": 0, "action": 13, "kind": "invariant", "message": "only 2 left"}


def test_an_exception_in_the_rules_ends_the_match_as_an_error():
    r = simulate(Source(CrashesAtSeven(), TakeOne), 12, seed=0, players=2, workers=1)
    assert r["errors"] == 12 and r["completed"] == 0
    assert r["total_actions"] == 12 * 8  # 15 down to 7
    message = r["samples"][0]["message"]
    assert message.startswith("ZeroDivisionError: seven") and "test_simulate.py" in message


def test_an_exception_in_a_bot_ends_the_match_as_an_error():
    r = simulate(Source(NimRules(), Exploding), 5, seed=0, players=2, workers=1)
    assert r["errors"] == 5 and r["completed"] == 0
    assert "no such plan" in r["samples"][0]["message"]


def test_a_match_that_does_not_end_is_an_error():
    r = simulate(Source(Bottomless()), 4, seed=0, players=2, workers=1, max_actions=50)
    assert r["errors"] == r["unfinished"] == 4
    assert r["total_actions"] == 200
    assert r["samples"][0]["kind"] == "unfinished"


def test_a_match_with_nobody_to_act_and_no_outcome_is_an_error():
    r = simulate(Source(Endless()), 3, seed=0, players=2, workers=1)
    assert r["errors"] == 3 and "no outcome" in r["samples"][0]["message"]


def test_problems_are_counted_the_same_over_several_workers():
    one = simulate(Source(CrashesAtSeven(), TakeOne), 9, seed=0, players=2, workers=1)
    two = simulate(Source(CrashesAtSeven(), TakeOne), 9, seed=0, players=2, workers=2)
    assert without_timing(one) == without_timing(two)


class TakeTooMany:
    """Asks for more stones than there are: a different refusal every time."""

    name = "TakeTooMany"

    def __init__(self, seed=0):
        pass

    def choose(self, rules, state, seat, rng):
        return Action("take", (state.stones + 1,))


def test_only_a_few_distinct_samples_are_kept():
    same = simulate(Source(NimRules(), TakeFive), 50, seed=0, players=2, workers=1)
    assert len(same["samples"]) == 2  # one refusal message per seat, shown once
    assert same["illegal_actions"] == same["total_actions"]
    varied = simulate(Source(NimRules(), TakeTooMany), 50, seed=0, players=2, workers=1)
    assert len(varied["samples"]) == 5
    assert len({s["message"] for s in varied["samples"]}) == 5
    assert [s["match"] for s in varied["samples"]] == sorted(s["match"] for s in varied["samples"])
    split = simulate(Source(NimRules(), TakeTooMany), 50, seed=0, players=2, workers=2)
    assert split["samples"] == varied["samples"]


@pytest.mark.parametrize(
    "kwargs",
    [{"players": 4}, {"players": 1}, {"bots": ("expert",)}, {"variants": ("nonsense",)}],
)
def test_bad_requests_are_refused_before_playing(kwargs):
    with pytest.raises(ValueError):
        simulate(Source(NimRules()), 5, workers=1, **kwargs)


def test_variants_reach_the_setup():
    short = simulate(Source(NimRules(), TakeOne), 2, players=2, workers=1)
    long = simulate(Source(NimRules(), TakeOne), 2, players=2, workers=1, variants=("long",))
    assert (short["mean_actions"], long["mean_actions"]) == (15, 21)
    assert long["variants"] == ["long"]


def test_run_simulation_uses_the_game_registry(monkeypatch):
    asked = []

    class Levels(dict):  # a game's level table, without its own random bot
        def get(self, level, default=None):
            asked.append(level)
            return super().get(level, default)

    monkeypatch.setattr(game.games, "rules_for", lambda game_id: NimRules())
    monkeypatch.setattr(game.games, "bot_levels", lambda game_id: Levels(easy=Level(TakeOne)))
    r = run_simulation("toy-nim", 4, seed=1, players=2, bots=("random", "easy"), workers=1)
    assert r["completed"] == 4
    assert set(asked) == {"random", "easy"}
    assert r["results"]["appearances_by_level"] == {"easy": 4, "random": 4}


class LongNim(NimRules):
    action_limit = 10_000

    def rounds_played(self, state):
        return 3


def test_end_reasons_are_tallied_and_a_game_may_raise_its_action_limit():
    r = simulate(Source(NimRules()), 6, workers=1)
    assert sum(r["results"]["end_reasons"].values()) == r["completed"] == 6
    short = simulate(Source(NimRules()), 2, workers=1, max_actions=1)
    assert short["unfinished"] == 2
    long = simulate(Source(LongNim()), 2, workers=1, max_actions=1)
    assert long["completed"] == 2 and long["unfinished"] == 0
    assert long["mean_rounds"] == 3 and short["mean_rounds"] is None
