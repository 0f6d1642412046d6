"""The player's text size (Settings: 100/125/150%) reaches the words of the game select
tiles and of the table setup: each is set larger at 150% where its panel has room, and
the layout check finds nothing cut or covered (issue 26)."""

from __future__ import annotations

import pytest

import text_sizes
from game import games
from game.app import App
from game.scenes import capture


def _sizes(target: str, game: str | None, percents=(100, 150)) -> list[dict[str, float]]:
    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.use_text_size(app, 125)   # changed under it at each size: what it made ahead is made again
            capture.prepare(app, target, 0, None, 0, None, game)
            return text_sizes.sizes_at(app, percents)
        finally:
            app.shutdown()


def test_the_select_tiles_words_follow_the_text_size_and_the_titles_keep_theirs():
    small, large = _sizes("select", None)
    for entry in games.GAMES:
        assert large[entry.pitch] > small[entry.pitch], entry.id
        assert large[entry.players] > small[entry.players], entry.id
        assert large[entry.title] == small[entry.title], entry.id   # poster lettering
    assert large["Take a seat"] > small["Take a seat"]
    # the five tiles read as a set: each kind of words at one size on all of them
    assert len({large[e.pitch] for e in games.GAMES}) == 1
    assert len({large[e.title] for e in games.GAMES}) == 1
    subtitle = "Deal yourself in: pick the table you want to sit at"
    assert large[subtitle] > small[subtitle]


@pytest.mark.parametrize("game_id", ["fugitive", "most-wanted"])
def test_the_setup_pitch_and_headings_follow_the_text_size(game_id):
    small, large = _sizes("setup", game_id)
    entry = games.entry(game_id)
    pitch = next(w for w in small if w.startswith(entry.pitch[:12]))
    assert large[pitch] > small[pitch]
    assert large["Seats"] > small["Seats"]


def test_a_variant_spelled_out_on_the_setup_follows_the_text_size():
    small, large = _sizes("setup", "fugitive")
    assert large["Variants"] > small["Variants"]
    described = [w for w in small if w.startswith("Two random event cards")]
    assert described and large[described[0]] > small[described[0]]


def test_hosting_a_table_the_bot_guide_ends_above_the_hosting_sentence(monkeypatch):
    """The host's setup adds a sentence above the foot note: the bot levels' guide shows only
    where it ends above it (at 150% in a 1024x600 window it does not show)."""
    import pygame

    from game.engine import gfx
    from game.scenes.setup import TableSetupScene

    shown = 0
    for window, percent in ((None, 100), ((1024, 600), 100), ((1024, 600), 150)):
        with capture.scratch_home():
            app = App(headless=True, window=window)
            try:
                capture.use_text_size(app, percent)
                capture.prepare(app, "host", 0, None, 0, None, "fugitive")
                scene = app.stack.top
                # the guide drawn as a block of one colour, so where it lies can be read off the screen
                marker = gfx.Surface(scene.bot_guide.get_size())
                marker.fill((255, 0, 255))
                monkeypatch.setattr(TableSetupScene, "bot_guide", property(lambda _self: marker))
                app.settle(capture.SETTLE_FRAMES, 1 / 30)
                monkeypatch.undo()
                pixels = gfx.pixels_of(app.screen)
                rows = [y for y in range(pixels.get_height()) if pixels.get_at((pixels.get_width() // 2, y))[:3]
                        == (255, 0, 255)]
                hosting_top = scene.right.rect.bottom - 86     # the sentence's line: 26 high, 60 above the foot
                if rows:
                    shown += 1
                    assert max(rows) / app.screen.k < hosting_top, (window, percent)
            finally:
                app.shutdown()
    assert shown, "the guide shows where there is room"
