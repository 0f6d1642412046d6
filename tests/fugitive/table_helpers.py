"""What the Fugitive table tests share: a match, the table open on it,
the players' choices, a crowded hand, and where a card's number lies on screen."""

from __future__ import annotations

import pygame

from game.core.ai import RandomBot
from game.core.match import SeatInfo
from game.core.model import Action
from game.core.rng import Rng
from game.games.fugitive.rules import FUGITIVE, MARSHAL
from game.games.fugitive.table.scene import FugitiveTable
from game.scenes import launch
from game.scenes.driver import Driver

DT = 1 / 20


def new_match(seed=3, bots=(None, None), variants=()):
    seats = [SeatInfo("Ada", bots[0]), SeatInfo("Bill", bots[1])]
    return launch.new_match("fugitive", 2, seats, variants, seed, autosave=False)


def random_bots(level, seed):
    return RandomBot(seed)


def open_table(app, match, viewer=None, make_bot=None):
    table = FugitiveTable(app, match, viewer, make_bot=make_bot)
    table.bot_pace = 0.0
    app.show(table)
    d = Driver(app, dt=DT)
    d.frames(2)
    return d, table


def click_card(d, table, card):
    point = table.card_point(card)
    assert point is not None, f"card {card} cannot be clicked"
    d.click(point)


def fugitive_choice(match, rng: Rng, cancelled: list) -> Action:
    legal = match.legal_actions(FUGITIVE)
    obs = match.observe(FUGITIVE)
    kinds = {a.kind for a in legal}
    if "draw" in kinds:
        return rng.choice(legal)
    if obs["pending"] is not None:
        if not cancelled:
            cancelled.append(True)
            return Action("cancel")
        if Action("confirm") in legal:
            return Action("confirm")
        return rng.choice([a for a in legal if a.kind == "sprint"])
    hideouts = [a for a in legal if a.kind == "hideout" and a.args[0] != 42]
    if Action("pass") in legal and (not hideouts or rng.random() < 0.3):
        return Action("pass")
    return rng.choice(hideouts or [a for a in legal if a.kind == "hideout"])


def marshal_choice(match, rng: Rng) -> Action:
    state = match.state
    legal = match.legal_actions(MARSHAL)
    if legal[0].kind == "draw":
        return rng.choice(legal)
    down = sorted(h for h, r in zip(state.hideouts, state.revealed) if not r)
    turn = match.observe(MARSHAL)["marshal_turns"]
    if turn == 1:
        wrong = [a for a in legal if a.args[0] not in down]
        return wrong[0]
    if turn == 2 or state.manhunt:
        return Action("guess", (down[0],))
    return Action("guess", tuple(down))


def crowd(match, marshal: int = 0, fugitive: int = 0) -> None:
    """Move number cards from the piles into the hands, as a long match would."""
    state = match.state

    def take() -> int:
        pile = max(state.piles, key=len)
        return pile.pop()

    for _ in range(marshal):
        c = take()
        state.mhand.append(c)
        state.known |= 1 << c  # her cards are public: no hideout among them
    state.mhand.sort()
    for _ in range(fugitive):
        state.fhand.append(take())
    state.fhand.sort()


def number_points(sprite, box: pygame.Rect):
    """Screen points spread over ``box`` (card pixels from the top-left of the
    sprite's picture), turned and scaled as the sprite lies."""
    import math

    w, h = sprite.size
    s = sprite.scale
    a = math.radians(sprite.angle)
    cx, cy = sprite.pos
    for fx in (0.05, 0.5, 0.95):
        for fy in (0.1, 0.5, 0.9):
            lx = (box.left + box.w * fx - w / 2) * s
            ly = (box.top + box.h * fy - h / 2) * s
            yield (cx + lx * math.cos(a) + ly * math.sin(a), cy - lx * math.sin(a) + ly * math.cos(a))
