"""Scotland Yard's own words follow the player's text size (Settings: 100/125/150%) as far as
the column has room, and the travel log's heading keeps clear of the parchment's corner
flourishes at every size and in every window."""

from __future__ import annotations

import pygame
import pytest

from game.engine import gfx, layout_check, text, theme
from game.games.scotland_yard.table import layout as L
from game.scenes import capture

from .test_scene import new_match, open_table, x_moves_first

SCALES = (0.8, 1.0, 2.0)   # a 1024x600, a 1280x720 and a 2560x1440 window


def _column_words(app, percent: int, k: float = 1.0) -> dict:
    """What the side column and the strip draw at ``percent`` text size and scale ``k``:
    text -> the layout check's record of it (its ink and box, logical)."""
    match = new_match(bots=(1, 2, 3))
    x_moves_first(match)
    capture.use_text_size(app, percent)
    scene = open_table(app, match)
    with gfx.at_scale(k):
        text.clear_cache()
        surface = gfx.Surface(L.SCREEN)
        with layout_check.recording(surface) as rec:
            scene.hud.draw(surface, scene.obs, scene._hud_state())
            assert rec.problems() == []
    return {d.text: d for d in rec.draws}


def _by_start(words: dict, start: str):
    return next(d for t, d in words.items() if t.startswith(start))


def test_the_round_and_the_travel_logs_heading_grow_with_the_text_size_inside_their_places(app):
    small, large = _column_words(app, 100), _column_words(app, 150)
    for start, place in (("Round ", L.HEADER), ("Travel log", L.LOG_TITLE), ("surfaces after", L.LOG_TITLE)):
        before, after = _by_start(small, start), _by_start(large, start)
        assert after.ink.h > before.ink.h, start
        assert place.contains(after.ink) and place.contains(before.ink), start
    # the move numbers on the pad grow within their fields
    assert large["5"].ink.h > small["5"].ink.h and L.log_slot(4).contains(large["5"].ink)


def _flourish_pixels(k: float) -> pygame.Surface:
    """The column's bare parchment at scale ``k``, its frame and flourishes as inked pixels."""
    with gfx.at_scale(k):
        return gfx.pixels_of(theme.panel(L.SIDE.size, "parchment", 5))


def _inked(pixels: pygame.Surface, rect: pygame.Rect, k: float) -> int:
    """How many of ``rect``'s pixels (logical, on the column) the frame or a flourish inks."""
    area = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
    dark = 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            r, g, b, _a = pixels.get_at((x, y))
            dark += (r + g + b) < 3 * 100   # the ink (about 70), not the paper's grain (about 120)
    return dark


@pytest.mark.parametrize("k", SCALES)
@pytest.mark.parametrize("percent", (100, 125, 150))
def test_the_travel_logs_heading_clears_the_corner_flourishes(app, percent, k):
    words = _column_words(app, percent, k)
    pixels = _flourish_pixels(k)
    for start in ("Travel log", "surfaces after"):
        ink = _by_start(words, start).ink.move(-L.SIDE.x, -L.SIDE.y)
        assert _inked(pixels, ink, k) == 0, (start, ink)
    # the check sees the flourishes: the corner where the heading used to start is inked
    assert _inked(pixels, pygame.Rect(2, 14, 30, 16), k) > 0


def _callout_words(app, percent: int) -> dict:
    """The station label and the ticket question over the board at ``percent`` text size."""
    from game.games.scotland_yard.table import callouts

    capture.use_text_size(app, percent)
    scene = open_table(app, new_match(bots=(1, 2, 3)))
    text.clear_cache()
    gfx.forget_art()
    surface = gfx.Surface(L.SCREEN)
    with layout_check.recording(surface) as rec:
        callouts.draw_station_label(surface, scene.view, 153, {153: ["taxi", "bus"]})
        chips = callouts.draw_ticket_choice(surface, scene.view, (1, 67, ["taxi", "bus", "underground"]), (0, 0))
        assert rec.problems() == []     # "UNDERGROUND" whole on its chip, every word inside its box
    assert [t for _rect, t in chips] == ["taxi", "bus", "underground"]
    return {d.text: d.ink for d in rec.draws}


def test_the_callouts_over_the_board_grow_with_the_text_size_and_hold_their_words(app):
    small, large = _callout_words(app, 100), _callout_words(app, 150)
    for words in ("153  Taxi / Bus", "To 67 by..."):
        assert large[words].h > small[words].h and L.BOARD.contains(large[words]), words
    assert "UNDERGROUND" in large and "UNDERGROUND" in small
