"""The bots at a table: one per bot seat, thinking off the UI thread, paced.

    bots = TableBots(match, make_bot, pace)   make_bot(level, seed): the game's table bot
    bots.runner                               the BotRunner (tests set its pacing)
    bots.seat                                 the seat it is thinking for, or None
    bots.step(seats, app) -> (seat, action) | None
        a finished move that is still legal, for the table to apply; when idle,
        starts thinking for the first bot seat among ``seats``.
    bots.cancel()                             drop a move under way (undo, load, handoff)

A bot that cannot be made for its level plays random moves; a bot's error is
toasted, and a fatal one ends that move.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from game.core.ai import RandomBot
from game.core.ai.runner import BotRunner


class TableBots:
    def __init__(self, match: Any, make_bot: Callable[[str, int], Any], pace: float):
        self.match = match
        self.make_bot = make_bot
        self.runner = BotRunner(pace)
        self.seat: int | None = None
        self.bots: dict[int, Any] = {}

    def bot(self, seat: int) -> Any:
        bot = self.bots.get(seat)
        if bot is None:
            try:
                bot = self.make_bot(self.match.seats[seat].bot or "normal", self.match.seed + seat)
            except ValueError:
                bot = RandomBot(self.match.seed + seat)
            self.bots[seat] = bot
        return bot

    def cancel(self) -> None:
        self.runner.cancel()
        self.seat = None

    def step(self, seats: Iterable[int], app: Any):
        runner = self.runner
        match = self.match
        if runner.busy:
            action = runner.poll()
            if action is None:
                if runner.error is not None and runner.error.fatal:
                    runner.cancel()
                return None
            seat, self.seat = self.seat, None
            if runner.error is not None:
                app.toast(runner.error.message, "warning")
            if seat is not None and match.refusal(seat, action) is None:
                return seat, action
            return None
        for seat in seats:
            if not match.seats[seat].is_human:
                self.seat = seat
                runner.start(self.bot(seat), match.rules, match.rules.clone(match.state), seat,
                             match.seed * 7919 + len(match.history))
                return None
        return None
