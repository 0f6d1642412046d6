"""The overlay rule (game.engine.keep_clear, TableScene.keep_clear): a hint, a lesson callout,
a toast, a floating figure or a tooltip never covers the hand of the seat on the screen, the
prompt bar, an open picker or the control under the pointer, and a hint keeps one place at a
table.  Checked over every game's table at a few turns of a match, with the pointer resting
on a control, and on what the shared layer draws."""

from __future__ import annotations

import pygame
import pytest

from aids_helpers import make_move, wait_frames
from game import games
from game.core.lesson import Step
from game.core.match import SeatInfo
from game.engine import keep_clear
from game.engine.widgets.tooltip import draw_tooltip
from game.scenes import launch
from game.scenes.driver import Driver, play_out
from game.engine import gfx

AT_TABLE = [g.id for g in games.GAMES if launch.table_factory(g.id)[0] is not None]


def _covers(box: pygame.Rect, kept, allowed=()) -> list:
    return [tuple(r) for r in kept if box.colliderect(r) and r not in allowed]


def _table(app, game_id: str, seed: int = 6):
    info = launch.rules_for(game_id).info
    n = max(2, info.min_seats)
    seats = [SeatInfo(f"P{i}", None if i == 0 else "easy") for i in range(n)]
    match = launch.new_match(game_id, n, seats, (), seed, autosave=False)
    play_out(match, 1 if game_id == "scotland-yard" else 0, seed)
    app.settings.hints = True
    table = launch.open_match(app, match)
    table.bot_pace = 0.0
    return table, app.stack.find("aids")


def _rest_pointer_on_a_control(d, table) -> None:
    """The pointer rests on one of the table's controls (a button, else a part it names as one)."""
    ui = getattr(table, "ui", None)
    widgets = [w for w in ui.walk(True) if w is not ui and getattr(w, "focusable", False) and w.visible
               and w.rect.w] if ui is not None else []
    spot = widgets[-1].rect.center if widgets else table.prompt_rect.center
    d.hover(spot, 2)


def _lit(d, aids) -> bool:
    for _ in range(5):   # a rival moving at the same time passes the turn: ask again
        d.key(pygame.K_SLASH)
        if wait_frames(d, lambda: aids.ask is None or (aids.hint is not None and aids.hint_spots)) \
                and aids.hint is not None:
            return True
    return False


@pytest.mark.parametrize("game_id", AT_TABLE)
def test_no_overlay_covers_what_the_player_acts_on(app, game_id):
    d = Driver(app)
    table, aids = _table(app, game_id)
    match = table.match
    screen = pygame.Rect(0, 0, app.width, app.height)
    homes, looked = [], 0
    for turn in range(3):
        assert wait_frames(d, lambda: match.is_over() or (0 in match.to_act() and not table.busy()
                                                          and table.viewer == 0))
        if match.is_over():
            break
        _rest_pointer_on_a_control(d, table)
        kept = table.keep_clear()
        assert table.prompt_rect in kept
        hand = table.anchor("hand")
        if hand is not None:
            assert hand in kept
        d.frames(1)
        assert keep_clear.rects() == kept   # what the app set for the overlays this frame
        # lesson callouts, pointing at each part
        for name, part in table.anchors().items():
            box, _anchor, _lines = aids.callout_box(Step(f"s-{name}", "start", name, "A callout of two "
                                                    "lines or so, pointing at one part of the table."))
            assert _covers(box, kept, allowed=[part]) == [], (turn, name, box)
            looked += 1
        # toasts
        app.toast("A passing message of a line or two, over the table while the player thinks.")
        d.frames(1)
        for box in app.toasts.boxes(screen):
            assert _covers(box, kept) == [], (turn, "toast", box)
        # a floating figure born on the prompt bar's words is moved off it
        spot = pygame.Rect(0, 0, 40, 30)
        spot.center = table.prompt_rect.center
        assert _covers(keep_clear.nudge(spot, screen), kept) == []
        # a tooltip of a part of the table
        tip = draw_tooltip(gfx.Surface(screen.size), "What this part of the table is for, in a line or two.",
                           table.anchors().get("pile") or table.anchors()["board" if "board" in
                                                                           table.anchors() else "log"])
        assert _covers(tip, [r for r in kept if r not in keep_clear.pickers()]) == [], (turn, "tooltip", tip)
        # the hint: lit, and its plate in the table's one place
        table.bot_pace = 1e9   # rivals hold their moves while the hint is asked and followed
        assert _lit(d, aids), f"no hint came at turn {turn}"
        _rest_pointer_on_a_control(d, table)
        box, _lines = aids.hint_box()
        assert _covers(box, table.keep_clear()) == [], (turn, "hint", box)
        assert _covers(box, aids.hint_spots) == [], (turn, "hint over its move", box)
        homes.append(box.topleft)
        for _leg in range(3):
            if make_move(d, table, 0, aids.hint.action):
                break
        table.bot_pace = 0.0
    assert looked >= 6 and homes
    assert len(set(homes)) <= 2, f"the hint wandered: {homes}"


def test_toasts_leave_the_top_right_when_something_kept_clear_lies_there():
    pygame.init()
    from game.engine.widgets import Toasts

    screen = pygame.Rect(0, 0, 1280, 720)
    toasts = Toasts()
    toasts.add("One message")
    toasts.add("And another one, a little longer than the first")
    keep_clear.set([])
    assert toasts.boxes(screen)[0].topright == (1262, 18)
    bar = pygame.Rect(232, 6, 1040, 40)
    keep_clear.set([bar])
    boxes = toasts.boxes(screen)
    assert all(not b.colliderect(bar) for b in boxes) and boxes[0].top > bar.bottom
    keep_clear.set([])


def test_a_floater_is_moved_off_what_is_kept_clear_by_the_least_distance():
    bar = pygame.Rect(200, 0, 800, 50)
    keep_clear.set([bar])
    moved = keep_clear.nudge(pygame.Rect(500, 30, 40, 30), pygame.Rect(0, 0, 1280, 720))
    assert moved.top == bar.bottom + 2 and moved.x == 500
    keep_clear.set([])
