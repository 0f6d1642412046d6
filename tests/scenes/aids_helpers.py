"""Driving the table aids the way a player does: clicks and keys only."""

from __future__ import annotations

import pygame

from game.core.rng import Rng
from game.scenes.driver import make_bot


def wait_frames(d, until, limit: int = 3000, dt: float = 0.1) -> bool:
    """Frames until ``until()``.  A frame is 0.1 s of the table's time, the longest one the app's own
    loop makes (a slow machine): what is shown plays out in a third of the frames of 1/30 s steps.
    While a bot or a hint thinks on its thread no frame can hurry it: wait for it a moment with the
    interpreter free, rather than drawing frames that take the thread's turns."""
    for _ in range(limit):
        if until():
            return True
        go_on(d)
        d.frames(1, dt=dt)
        runner = thinking(d)
        if runner is not None:
            runner.wait(0.02)
    return until()


def thinking(d):
    """The runner of a hint or a table's bot still computing its move, if any."""
    aids = d.app.stack.find("aids")
    ask = getattr(aids, "ask", None)
    runner = getattr(ask, "runner", None)
    if runner is not None and runner.thinking:
        return runner
    bots = getattr(d.app.stack.find("table"), "table_bots", None)
    runner = getattr(bots, "runner", None)
    return runner if runner is not None and runner.thinking else None


def go_on(d) -> None:
    """A board the table holds up until the player has read it (Wagon Robbers' reveal):
    press a key, as the player does when done reading."""
    table = d.app.stack.find("table")
    if table is not None and table.holds_for_reader():
        d.key(pygame.K_SPACE, frames=0)


def click_point(table, rect: pygame.Rect):
    """A point of ``rect`` that reaches what it outlines: a card in a fan is partly
    under its neighbour, so a table that can say where its card shows is asked."""
    points = getattr(table, "card_point", None)
    if points is not None and table.match.rules.info.id == "fugitive":
        for s in table.cards.sprites.values():
            if s.rect == rect and s.card is not None:
                p = points(s.card)
                if p is not None:
                    return p
    return rect.center


def make_move(d, table, seat: int, action, clicks: int = 8) -> bool:
    """Make ``action`` for ``seat`` by clicking where the table says it is made.  True when the
    match has it; False when the table armed it to go with the seat's next choice
    (``table.pending_actions()``, Scotland Yard's double move)."""
    before = len(table.match.history)
    for _ in range(clicks):
        spots = table.move_spots(action)
        assert spots, f"the table shows no place for {action}"
        d.click(click_point(table, spots[0]))
        if len(table.match.history) > before:
            return True
        if action in table.pending_actions():
            return False
    raise AssertionError(f"{action} was not made by clicking {spots}")


class Learner:
    """A player who knows what to do: the game's Normal bot, one for the whole match
    (a bot may carry a plan from one move to the next)."""

    def __init__(self, match, seat: int, seed: int = 1):
        self.match, self.seat, self.seed = match, seat, seed
        self.bot = make_bot(match, "normal", seed)
        self.moves = 0
        self.stumbles: list = []

    def choose(self):
        self.moves += 1
        match = self.match
        try:
            return self.bot.choose(match.rules, match.rules.clone(match.state), self.seat, Rng(self.seed + self.moves))
        except IndexError:  # Most Wanted's Normal bot on a turn with no option it rates (left alone here)
            self.stumbles.append(sorted({a.kind for a in match.legal_actions(self.seat)}))
            return match.legal_actions(self.seat)[0]


def learner_choice(match, seat: int, seed: int):
    return Learner(match, seat, seed).choose()
