"""No text anywhere below 11 real pixels in a 1024x600 window (issue 26).

The floor is in text.pixel_size: text of any logical size is set at 11 real
pixels or more on a picture at the scale of a 1024x600 window or finer, and
smaller windows shrink it with the picture.  What a layout can still do
wrong (shrink a picture with words on it, cram words the floor made larger
into a box) the readable-size watcher (tests/text_sizes.py) and the layout
check find, on every shared scene and every table at 1024x600.

A game's table is held to it by its id in FLOOR_GAMES; ``floor_problems`` is
the one helper, for a game's own tests too:

    assert floor_problems("few-and-cursed", players=4, after_actions=8, long_names=True) == []
"""

from __future__ import annotations

import pytest

import text_sizes
from game import games
from game.engine import text
from game.scenes import launch

from test_text_fits import PLAYABLE, SCENES_WITHOUT_GAME, _check, _game_scenes

SMALL_WINDOW = (1024, 600)
MIN_PX = 11
FLOOR_GAMES = games.GAME_IDS


def floor_problems(target: str, **kw) -> list[str]:
    """What the layout check finds on ``target`` at 1024x600, and every text shown there
    under 11 real pixels (its words, size and the line that drew it)."""
    with text_sizes.watching() as drawn:
        found = _check(target, window=SMALL_WINDOW, **kw)
    return found + [f"small: {words!r} at {px} px ({where})" for words, px, where in text_sizes.below(drawn, MIN_PX)]


# -- the floor ----------------------------------------------------------------------------

@pytest.mark.parametrize("k", [0.8, 0.9, 1.0, 1.5, 2.0, 3.0])
def test_text_is_never_set_below_11_pixels_in_a_window_of_1024x600_or_more(k):
    for size in range(1, 40):
        assert text.pixel_size(size, k) >= MIN_PX
        assert text.pixel_size(size, k) >= round(size * k)   # and never smaller than asked


@pytest.mark.parametrize("k", [0.5, 0.6, 0.7, 0.75])
def test_in_a_smaller_window_the_floor_shrinks_with_the_picture(k):
    """A layout that holds at 1024x600 holds in a smaller window: the least text there
    is no bigger, against the layout, than at 1024x600 (down to a 640x360 window, where
    text.SMALLEST_PX takes over)."""
    at_1024 = text.pixel_size(1, 0.8) / 0.8
    assert text.pixel_size(1, k) < MIN_PX
    assert text.pixel_size(1, k) / k <= at_1024


# -- every scene and table at 1024x600 ---------------------------------------------------------

@pytest.mark.parametrize("target", SCENES_WITHOUT_GAME)
def test_every_shared_scene_keeps_the_floor(target):
    assert floor_problems(target) == []


# What is found on a game's scene at 1024x600 and not fixed yet, as the start of each problem:
# anything else found fails the test, and so does a listed problem that is gone.
KNOWN_SCENE_DEFECTS: dict[tuple[str, str], set[str]] = {}


@pytest.mark.parametrize("target, game_id", [(t, g) for t, g in _game_scenes() if g in FLOOR_GAMES])
def test_every_scene_of_every_game_keeps_the_floor(target, game_id):
    known = KNOWN_SCENE_DEFECTS.get((target, game_id), set())
    found = floor_problems(target, game=game_id)
    assert [p for p in found if not any(p.startswith(k) for k in known)] == []
    assert all(any(p.startswith(k) for p in found) for k in known), "a known defect is fixed: strike it off"


@pytest.mark.parametrize("game_id", [g for g in PLAYABLE if g in FLOOR_GAMES])
def test_every_table_keeps_the_floor(game_id):
    info = launch.rules_for(game_id).info
    for players, after in ((info.min_seats if info.min_seats > 1 else 2, 0), (info.max_seats, 8)):
        assert floor_problems(game_id, players=players, after_actions=after, long_names=True) == []
