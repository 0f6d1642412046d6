"""BotRunner: thinks on a worker thread, paces moves, survives bad bots.

Pacing is tested with an injected clock; ``wait`` joins the worker, so no
test depends on how fast this machine is.
"""

import threading


from toygames import TAKE, NimRules, NimState

from game.core.ai import ISMCTS, BotRunner, RandomBot, stop_requested

RULES = NimRules()
LONG = 10.0  # generous join timeout; only reached if something hangs


class FakeClock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def nim(stones=10, turn=0):
    return NimState(stones, turn, 2, 15)


class FixedBot:
    name = "Fixed"

    def __init__(self, action):
        self.action = action

    def choose(self, rules, state, seat, rng):
        return self.action


class CrashingBot:
    name = "Crasher"

    def choose(self, rules, state, seat, rng):
        raise ZeroDivisionError("the bot divided by zero")


class GatedBot:
    """Thinks until the test opens the gate, or until asked to stop."""

    name = "Gated"

    def __init__(self):
        self.gate = threading.Event()
        self.saw_stop = threading.Event()

    def choose(self, rules, state, seat, rng):
        while not self.gate.wait(0.005):
            if stop_requested():
                self.saw_stop.set()
                return rules.legal_actions(state, seat)[0]
        return rules.legal_actions(state, seat)[-1]


def test_hands_out_the_bot_move_after_the_pacing_delay():
    clock = FakeClock()
    runner = BotRunner(min_seconds=0.6, clock=clock)
    runner.start(FixedBot(TAKE[2]), RULES, nim(), 0, seed=1)
    assert runner.busy
    assert runner.wait(LONG)
    assert not runner.thinking
    assert runner.poll() is None  # computed, but too soon to show
    clock.now += 0.59
    assert runner.poll() is None
    clock.now += 0.01
    assert runner.poll() == TAKE[2]
    assert runner.error is None
    assert not runner.busy
    assert runner.poll() is None  # each move is handed out once


def test_a_slow_bot_is_not_delayed_further():
    clock = FakeClock()
    bot = GatedBot()
    runner = BotRunner(min_seconds=0.6, clock=clock)
    runner.start(bot, RULES, nim(), 0, seed=1)
    clock.now += 5.0
    assert runner.poll() is None and runner.thinking  # still thinking
    bot.gate.set()
    assert runner.wait(LONG)
    assert runner.poll() == TAKE[3]


def test_start_returns_while_the_bot_is_still_thinking():
    bot = GatedBot()
    runner = BotRunner(min_seconds=0.0)
    runner.start(bot, RULES, nim(), 0, seed=1)
    # We got here although the bot cannot finish before the gate opens.
    assert runner.thinking and runner.poll() is None
    bot.gate.set()
    assert runner.wait(LONG)
    assert runner.poll() == TAKE[3]


def test_a_crashing_bot_is_reported_and_replaced_by_a_random_legal_move():
    runner = BotRunner(min_seconds=0.0)
    runner.start(CrashingBot(), RULES, nim(), 0, seed=3)
    assert runner.wait(LONG)
    action = runner.poll()
    assert action in RULES.legal_actions(nim(), 0)
    assert runner.error is not None and not runner.error.fatal
    assert "Crasher" in runner.error.message and "ZeroDivisionError" in runner.error.message
    assert "the bot divided by zero" in runner.error.details


def test_an_illegal_bot_move_is_reported_and_replaced():
    runner = BotRunner(min_seconds=0.0)
    runner.start(FixedBot(TAKE[3]), RULES, nim(2), 0, seed=3)  # only 2 stones left
    assert runner.wait(LONG)
    action = runner.poll()
    assert action in (TAKE[1], TAKE[2])
    assert runner.error is not None and "refuse" in runner.error.message


def test_no_legal_move_at_all_is_a_fatal_error():
    runner = BotRunner(min_seconds=0.0)
    runner.start(RandomBot(), RULES, nim(5, turn=0), 1, seed=3)  # not seat 1's turn
    assert runner.wait(LONG)
    assert runner.poll() is None
    assert not runner.busy
    assert runner.error is not None and runner.error.fatal


def test_cancel_forgets_the_move_and_asks_the_bot_to_stop():
    bot = GatedBot()
    runner = BotRunner(min_seconds=0.0)
    runner.start(bot, RULES, nim(), 0, seed=1)
    runner.cancel()
    assert not runner.busy and runner.poll() is None
    assert bot.saw_stop.wait(LONG)


def test_a_new_start_cancels_the_move_under_way():
    slow = GatedBot()
    runner = BotRunner(min_seconds=0.0)
    runner.start(slow, RULES, nim(), 0, seed=1)
    runner.start(FixedBot(TAKE[1]), RULES, nim(), 0, seed=1)
    assert slow.saw_stop.wait(LONG)
    assert runner.wait(LONG)
    assert runner.poll() == TAKE[1]


def test_runs_a_search_bot_to_the_winning_move():
    runner = BotRunner(min_seconds=0.0)
    bot = ISMCTS(iterations=1500)
    runner.start(bot, RULES, nim(6), 0, seed=7)
    assert runner.wait(LONG)
    assert runner.poll() == TAKE[2]
    assert runner.think_seconds > 0
    assert bot.last_stats.iterations == 1500


class ThreadNotingBot:
    """Notes the thread each move is thought on."""

    name = "Noter"

    def __init__(self):
        self.threads = []

    def choose(self, rules, state, seat, rng):
        self.threads.append(threading.current_thread())
        return rules.legal_actions(state, seat)[0]


class DeafBot:
    """Never asks whether it should stop: thinks until the test opens the gate."""

    name = "Deaf"

    def __init__(self):
        self.gate = threading.Event()

    def choose(self, rules, state, seat, rng):
        self.gate.wait(LONG)
        return rules.legal_actions(state, seat)[0]


def test_one_worker_thread_thinks_move_after_move():
    bot = ThreadNotingBot()
    runner = BotRunner(min_seconds=0.0)
    for _ in range(3):
        runner.start(bot, RULES, nim(), 0, seed=1)
        assert runner.wait(LONG)
        assert runner.poll() == TAKE[1]
    assert len(bot.threads) == 3 and len(set(bot.threads)) == 1
    assert bot.threads[0] is not threading.current_thread()


def test_a_bot_that_will_not_stop_does_not_hold_up_the_next_move():
    deaf, noter = DeafBot(), ThreadNotingBot()
    runner = BotRunner(min_seconds=0.0)
    runner.start(deaf, RULES, nim(), 0, seed=1)
    runner.start(noter, RULES, nim(), 0, seed=1)   # cancels the deaf one, which thinks on
    assert runner.wait(LONG)
    assert runner.poll() == TAKE[1]
    deaf.gate.set()
    runner.start(noter, RULES, nim(), 0, seed=1)
    assert runner.wait(LONG) and runner.poll() == TAKE[1]
    assert len(noter.threads) == 2
