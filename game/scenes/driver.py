"""Drive an App with real pygame events, headless (the smoke run and tests).

    d = Driver(app)
    d.click(widget_or_rect_or_point)     motion, press and release at its centre, then frames
    d.key(pygame.K_RETURN, mod=0)        a key press and release, then frames
    d.type("Ada")                        TEXTINPUT events, then frames
    d.frames(n, dt=1/60)                 n frames of app.step(dt)
    d.top_name                           the name of the top scene
    bot_move(match, seat, seed, level="normal") -> Action   a bot's choice (random if the game has no bots)
    play_out(match, actions=None, seed=0, level="normal") -> int   apply bot moves (all, or up to ``actions``)
    make_bot(match, level="normal", seed=0) -> Bot      the game's bot (random if the game has none)
"""

from __future__ import annotations

import pygame

from game import games
from game.core.ai import RandomBot
from game.core.rng import Rng


class Driver:
    def __init__(self, app, dt: float = 1 / 60, settle: int = 2):
        self.app = app
        self.dt = dt
        self.settle = settle
        self.frame_count = 0

    @property
    def top(self):
        return self.app.stack.top

    @property
    def top_name(self) -> str | None:
        top = self.app.stack.top
        return getattr(top, "name", None)

    def frames(self, n: int = 1, dt: float | None = None) -> None:
        for _ in range(n):
            self.app.step(self.dt if dt is None else dt)
            self.frame_count += 1

    @staticmethod
    def _point(target) -> tuple[int, int]:
        if hasattr(target, "rect"):
            return target.rect.center
        if isinstance(target, pygame.Rect):
            return target.center
        return (int(target[0]), int(target[1]))

    def click(self, target, button: int = 1, frames: int | None = None) -> None:
        pos = self._point(target)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
        self.frames(self.settle if frames is None else frames)

    def hover(self, target, frames: int | None = None) -> None:
        pos = self._point(target)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        self.frames(self.settle if frames is None else frames)

    def wheel(self, target, dy: int, frames: int | None = None) -> None:
        self.hover(target, 0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0,
                                             precise_y=float(dy)))
        self.frames(self.settle if frames is None else frames)

    def key(self, key: int, mod: int = 0, frames: int | None = None) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
        self.frames(self.settle if frames is None else frames)

    def type(self, text: str, frames: int | None = None) -> None:
        for ch in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        self.frames(self.settle if frames is None else frames)


def make_bot(match, level: str = "normal", seed: int = 0):
    """The game's bot of that level, or a random one if the game has no bots."""
    try:
        return games.bot_for(match.rules.info.id, level, seed)
    except (KeyError, ImportError, AttributeError):
        return RandomBot(seed)


def bot_move(match, seat: int, seed: int = 0, level: str = "normal"):
    bot = make_bot(match, level, seed)
    return bot.choose(match.rules, match.rules.clone(match.state), seat, Rng(seed))


def play_out(match, actions: int | None = None, seed: int = 0, level: str = "normal", limit: int = 5000,
             bots: dict | None = None) -> int:
    """Apply bot moves until ``actions`` were made or the match is over; returns how many.

    Each seat keeps one bot for the whole run, as at the table: a bot may
    carry a plan from one of its moves to the next (``bots``: the seats' bots
    kept from an earlier run, a move at a time)."""
    bots = {} if bots is None else bots
    rng = Rng(seed)
    done = 0
    while not match.is_over() and (actions is None or done < actions) and done < limit:
        seats = match.to_act()
        if not seats:
            break
        seat = seats[0]
        bot = bots.get(seat)
        if bot is None:
            bot = bots[seat] = make_bot(match, level, seed * 31 + seat)
        match.apply(seat, bot.choose(match.rules, match.rules.clone(match.state), seat, rng.fork()))
        done += 1
    return done
