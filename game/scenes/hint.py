"""A hint at the table: what the game's best bot would do for the seat to act.

    ask = HintAsk(match, seat, make_bot, seed, pending)   starts thinking at once, off the UI thread
    hint = ask.poll()                              None while thinking; then a Hint
    ask.cancel()                                   the turn passed: forget it
    ServerHintAsk(view, seat, pending, why)        the same at a networked table (the server's bot)

The bot is the game's best level (``best_level``: the last of its
``GameInfo.bot_levels``), made by the table's own bot factory so it thinks
within the budget it has at the table.  It is handed a determinization of the
match from the asking seat's view (``rules.determinize(state, seat, rng)``),
never the real state: whatever it reads, it can only know what that seat knows.

``pending`` is what the seat has already chosen at the table without the match
having it yet (``TableScene.pending_actions``: Scotland Yard's armed double
move); the bot is asked on the view with those choices made, so the hint is
for the next click the player has to make, not for the one they just made.

The reason says why in the game's own terms, from what the seat may know: the
game's table names it (``<table package>.hints.why(match, seat, action)``, such
as "Mister X may be on 3 stations; from 46 this piece could ride to 2 of them
next round").  Where the game has no words for a move, the reason falls back
to one line from the bot's own figures: a search bot's share of won
look-ahead games (``last_stats``, see ``game.core.ai.ismcts``), a
plan-comparing bot's mean rollout score against the next best
(``game.core.ai.plans``), or which level picked it.

The same position gives the same hint: the seed is drawn from the position as
the seat sees it (``position_seed``), and the bot thinks for a fixed count of
look-ahead games (the table passes its game's levels on their simulation
budget), never for a time that depends on the machine.
"""

from __future__ import annotations

import json
import time
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.core.ai.explain import reason_from
from game.core.ai.runner import BotRunner
from game.core.model import Action
from game.core.rng import Rng
from game.core.words import advice


def _plain(value):
    """``value`` with its sets sorted and its tuples as lists: one text for one position."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted((_plain(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def position_seed(match: Any, seat: int, pending: Sequence[Action] = ()) -> int:
    """A seed drawn from the position as ``seat`` sees it (and what it armed at the table):
    the same position, in any match, asks the same question."""
    obs = _plain(match.observe(seat))
    obs.pop("last_events", None)   # how the position was reached is not the position
    words = json.dumps([obs, [[a.kind, list(a.args)] for a in pending]], sort_keys=True, default=str)
    return zlib.crc32(words.encode("utf-8"))


def best_level(info) -> str:
    """The strongest bot level the game has (its GameInfo lists them weakest first)."""
    levels = tuple(getattr(info, "bot_levels", ()) or ("normal",))
    return levels[-1]


@dataclass(frozen=True)
class Hint:
    seat: int
    moves_at: int           # len(match.history) when it was asked: the turn it is for
    action: Action
    words: str              # the move, as the rules name it to that seat
    reason: str             # one line from the bot's figures
    level: str
    seconds: float          # think time


class HintAsk:
    """One question to the best bot, for ``seat`` at the match as it stands now."""

    def __init__(self, match: Any, seat: int, make_bot: Callable[[str, int], Any], seed: int | None = None,
                 pending: Sequence[Action] = (), why: Callable[[Any, int, Action], str | None] | None = None):
        self.match = match
        self.seat = seat
        self.why = why
        self.moves_at = len(match.history)
        self.pending = tuple(pending)
        self.level = best_level(match.rules.info)
        self.seed = seed if seed is not None else position_seed(match, seat, self.pending)
        rules = match.rules
        view = rules.determinize(match.state, seat, Rng(self.seed ^ 0x417))  # the seat's view, not the truth
        for action in self.pending:  # as the player sees the turn: what they armed is made
            reason = rules.refusal(view, seat, action)
            if reason is not None:
                raise ValueError(f"the choice made at the table is refused: {reason}")
            rules.apply(view, seat, action, Rng(self.seed ^ 0x5EED))
        self.legal_count = len(rules.legal_actions(view, seat))
        self.bot = make_bot(self.level, self.seed)
        self.runner = BotRunner(0.0)
        self.runner.start(self.bot, rules, view, seat, self.seed)
        self.hint: Hint | None = None
        self.error: str | None = None

    @property
    def thinking(self) -> bool:
        return self.hint is None and self.error is None

    def poll(self) -> Hint | None:
        if self.hint is not None or self.error is not None:
            return self.hint
        action = self.runner.poll()
        if action is None:
            if self.runner.error is not None and self.runner.error.fatal:
                self.error = self.runner.error.message
            return None
        if self.runner.error is not None:  # the bot failed: a random move is no hint
            self.error = self.runner.error.message
            return None
        words = advice(self.match.rules.describe(action, self.seat))
        reason = self._why(action) or reason_from(self.bot, action, self.level, self.legal_count)
        self.hint = Hint(self.seat, self.moves_at, action, words, reason, self.level, self.runner.think_seconds)
        return self.hint

    def _why(self, action: Action) -> str | None:
        return why_line(self.why, self.match, self.seat, action, self.pending, self.legal_count)

    def wait(self, timeout: float | None = None) -> bool:
        return self.runner.wait(timeout)

    def cancel(self) -> None:
        self.runner.cancel()


def why_line(why: Callable[[Any, int, Action], str | None] | None, source: Any, seat: int, action: Action,
             pending: Sequence[Action], legal_count: int) -> str | None:
    """The game's own words for ``action`` (``why(source, seat, action)``, reading only
    ``source.observe(seat)``), or None: none for this move, or the seat armed a choice first
    (the words are for the position as the match has it)."""
    if why is None or pending:
        return None
    if legal_count == 1:
        return "It is the only move you have."
    try:
        return why(source, seat, action)
    except Exception:  # no words for this one: the bot's figures say it
        return None


class ServerHintAsk:
    """The same question at a networked table: the table server's bot of the game's best level
    thinks there, on what the seat may know with ``pending`` made (``RemoteTable.ask_hint``),
    and the answer comes back through the view (``hint_reply``).  Same interface as HintAsk."""

    def __init__(self, view: Any, seat: int, pending: Sequence[Action] = (),
                 why: Callable[[Any, int, Action], str | None] | None = None):
        self.view = view
        self.seat = seat
        self.why = why
        self.moves_at = view.moves()
        self.pending = tuple(pending)
        self.level = best_level(view.rules.info)
        self.hint: Hint | None = None
        self.error: str | None = None
        self.asked = time.monotonic()
        view.ask_hint(seat, self.level, self.pending)

    @property
    def thinking(self) -> bool:
        return self.hint is None and self.error is None

    def poll(self) -> Hint | None:
        if not self.thinking:
            return self.hint
        reply = self.view.hint_reply(self.seat, self.moves_at, self.pending)
        if reply is None:
            return None
        if reply.get("action") is None:
            self.error = reply.get("reason") or "the table did not say why"
            return None
        action = Action.from_json(reply["action"])
        words = advice(self.view.rules.describe(action, self.seat))
        legal = len(self.view.legal_actions(self.seat))
        reason = why_line(self.why, self.view, self.seat, action, self.pending, legal) or reply.get("reason") \
            or f"The {self.level.capitalize()} bot picks this move."
        self.hint = Hint(self.seat, self.moves_at, action, words, reason, self.level, time.monotonic() - self.asked)
        return self.hint

    def cancel(self) -> None:
        """Nothing to stop here: an answer that comes for a question no longer asked is not read."""


__all__ = ["Hint", "HintAsk", "ServerHintAsk", "best_level", "position_seed", "reason_from", "why_line"]
