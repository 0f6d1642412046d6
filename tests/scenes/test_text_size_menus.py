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
