"""A frame's share of costly redraws: the first always runs, later ones wait for a frame with
room, and a picture that waits keeps the last one on show."""

from __future__ import annotations

import pygame

from game.engine.frame_budget import Deferred, FrameBudget
from game.scenes.table_frame import MovesLog
from game.engine import gfx


def test_the_first_redraw_of_a_frame_runs_and_the_rest_wait_once_the_share_is_spent():
    frame = [0]
    budget = FrameBudget(lambda: frame[0], ms=5.0)
    assert budget.has_room()
    budget.used = 5.0           # as if a redraw had just spent the frame's share
    budget.spent = True
    assert not budget.has_room() and budget.waiting
    frame[0] += 1
    assert budget.has_room() and not budget.waiting and budget.used == 0.0, "a new frame starts afresh"


def test_spend_runs_the_redraw_counts_its_time_and_returns_its_result():
    budget = FrameBudget(lambda: 0, ms=0.0)
    assert budget.has_room(), "with no share at all, one redraw a frame still runs"
    assert budget.spend(lambda: 42) == 42
    assert budget.used > 0.0 and not budget.has_room()


def test_a_deferred_picture_is_made_at_once_the_first_time_then_waits_for_room():
    frame = [0]
    budget = FrameBudget(lambda: frame[0], ms=0.0)
    shown = Deferred()
    made = []

    def make(key):
        return lambda: (made.append(key), key)[1]

    budget.spend(lambda: None)                      # this frame's one redraw is gone
    assert shown.get(budget, "a", make("a")) == "a", "nothing to show yet: made at once"
    assert shown.get(budget, "b", make("b")) == "a", "no room: the last picture stays"
    frame[0] += 1
    assert shown.get(budget, "b", make("b")) == "b"
    assert shown.get(budget, "b", make("b")) == "b" and made == ["a", "b"], "unchanged: not made again"
    assert shown.get(None, "c", make("c")) == "c", "with no budget, made when it changes"


def test_the_log_shows_a_new_line_in_the_next_frame_with_room():
    pygame.init()
    frame = [0]
    budget = FrameBudget(lambda: frame[0], ms=0.0)
    log = MovesLog(pygame.Rect(0, 0, 220, 160))
    screen = gfx.Surface((220, 160))

    def shown() -> bytes:
        screen.fill((0, 0, 0))
        log.draw(screen, budget)
        return pygame.image.tobytes(gfx.pixels_of(screen), "RGB")

    log.set(["Ada rides to Bone Reef."])
    first = shown()
    log.add(["Ada buys a bullet."])
    assert shown() == first, "the frame's one redraw went on the first picture"
    frame[0] += 1
    assert shown() != first, "the new line shows a frame later"
