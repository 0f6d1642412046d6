"""The table base's two engines: one bot runner and one timed event player
(see ``game.scenes.table``, which every table stands on).  Both read the
table's view (``game.core.table_view``), never a match.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Iterable

from game.core.ai import RandomBot
from game.core.ai.runner import BotRunner
from game.core.table_view import as_view


def sentence(reason: str) -> str:
    """A refusal as the rules word it, made a sentence for a toast."""
    reason = reason.strip()
    if not reason:
        return reason
    reason = reason[0].upper() + reason[1:]
    return reason if reason[-1] in ".!?" else reason + "."


class TableBots:
    """The bots at a table: one per bot seat, thinking off the UI thread, paced.

        bots = TableBots(view, make_bot, pace, speed)    make_bot(level, seed): the game's table bot
        bots.step(seats, app, pace=1.0) -> (seat, action) | None
            a finished move the rules still allow, for the table to apply; when
            idle, starts thinking for the first bot seat among ``seats``.
        bots.cancel()                                    drop a move under way

    A bot that cannot be made is toasted and replaced by a random one; a bot's
    error is toasted (a fatal one ends that move); a move the rules refuse when
    it comes back (the match moved on) is toasted and dropped.
    """

    def __init__(self, view: Any, make_bot: Callable[[str, int], Any], pace: float,
                 speed: Callable[[], float] = lambda: 1.0):
        self.view = as_view(view)
        self.make_bot = make_bot
        self.hint_bot = make_bot   # the bot a hint asks (the table sets its fixed-count one)
        self.speed = speed
        self.runner = BotRunner(pace)
        self.seat: int | None = None
        self.bots: dict[int, Any] = {}
        self.stuck_at: int | None = None   # the move number at which a bot could make no move at all

    def bot(self, seat: int, app: Any = None) -> Any:
        bot = self.bots.get(seat)
        if bot is None:
            level = self.view.seats[seat].bot or "normal"
            seed = self.view.bot_seed(seat)
            try:
                bot = self.make_bot(level, seed)
            except Exception as exc:  # a missing or broken bot must not end the match screen
                if app is not None:
                    app.toast(f"{self.view.seats[seat].name}'s {level} bot could not be started "
                              f"({type(exc).__name__}: {exc}); it plays random moves", "error")
                bot = RandomBot(seed)
            self.bots[seat] = bot
        return bot

    def cancel(self) -> None:
        self.runner.cancel()
        self.seat = None

    def step(self, seats: Iterable[int], app: Any, pace: float = 1.0):
        runner = self.runner
        view = self.view
        if not view.plays_bots:
            return None   # a networked table's bots play on its server
        if runner.busy:
            action = runner.poll()
            if action is None:
                if runner.error is not None and runner.error.fatal:
                    app.toast(runner.error.message, "error")
                    self.cancel()
                    self.stuck_at = view.moves()  # not asked again until the match moves
                return None
            seat, self.seat = self.seat, None
            if runner.error is not None:
                app.toast(runner.error.message, "warning")
            if seat is None:
                return None
            reason = view.refusal(seat, action)
            if reason is not None:
                app.toast(f"{view.seats[seat].name}'s bot chose a move the rules refuse: {sentence(reason)}",
                          "warning")
                return None
            return seat, action
        if self.stuck_at == view.moves():
            return None
        for seat in seats:
            if not view.seats[seat].is_human:
                self.seat = seat
                rules, state, seed = view.bot_position(seat)
                runner.start(self.bot(seat, app), rules, state, seat, seed, pace=pace / max(0.1, self.speed()))
                return None
        return None


class EventPlayer:
    """Plays the match's events one after another, each for the time its animation asks.

        player.take(viewer) -> steps     the steps made since the last look, redacted for
                                         ``viewer`` (as ``view.events_for``); their events queue up
        player.play(dt, show)            show(seat, event) -> seconds to wait before the next
        player.skip()                    cut the current wait short (a click)
        player.reset()                   forget what is queued: the match is shown as it stands

    Waiting time runs at the animation-speed setting (``speed``).
    """

    def __init__(self, view: Any, speed: Callable[[], float] = lambda: 1.0):
        self.view = as_view(view)
        self.speed = speed
        self.seen = self.view.moves()
        self.queue: deque = deque()
        self.wait = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.wait > 0

    def reset(self) -> None:
        self.queue.clear()
        self.wait = 0.0
        self.seen = self.view.moves()

    def take(self, viewer) -> list:
        steps = self.view.events_for(viewer, self.seen)
        self.seen = self.view.moves()
        for seat, _desc, events in steps:
            for e in events:
                self.queue.append((seat, e))
        return steps

    def skip(self) -> None:
        self.wait = min(self.wait, 0.01)

    def play(self, dt: float, show: Callable[[Any, Any], float | None]) -> None:
        if self.wait > 0:
            self.wait -= dt * self.speed()
            if self.wait > 0:
                return
            self.wait = 0.0
        while self.queue and self.wait <= 0:
            seat, event = self.queue.popleft()
            self.wait = float(show(seat, event) or 0.0)
