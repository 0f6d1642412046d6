"""The readable-size watcher (tests/text_sizes.py) sees the real pixel size of
every text that reaches the screen, however it got there."""

from __future__ import annotations

import pygame

import text_sizes
from game.engine import gfx, layout_check, text


def test_a_text_is_seen_at_its_real_size_and_shrinks_with_a_picture_it_is_printed_on():
    pygame.init()
    with gfx.at_scale(0.8):
        screen = gfx.Surface((400, 200))
        card = gfx.Surface((100, 140), pygame.SRCALPHA)
        with text_sizes.watching() as drawn, layout_check.recording(screen):
            text.draw(screen, "Round 1", (10, 10), "ui", 20)
            text.draw(card, "Trudge", (10, 10), "ui_bold", 16)
            screen.blit(gfx.smoothscale(card, (50, 70)), (200, 10))     # the card shown at half size
            text.draw(screen, "Menu", (10, 60), "ui", 12)
    sizes = {d.text: d.px for d in drawn}
    assert sizes["Round 1"] == text.pixel_size(20, 0.8) == 16
    assert sizes["Trudge"] == text.pixel_size(16, 0.8) / 2
    assert sizes["Menu"] == text.pixel_size(12, 0.8) == 11   # 9.6 pixels asked: the floor sets it at 11
    assert [(t, px) for t, px, _where in text_sizes.below(drawn, 11)] == [("Trudge", 6.5)]
    assert text_sizes.smallest(drawn) == sizes["Trudge"]


def _sizes_on_a_table(percents) -> list[dict[str, float]]:
    """The real pixel size of each text on Most Wanted's table at each of the Settings' text
    sizes ``percents``, changed under the table as Settings over the pause menu does."""
    from game.app import App
    from game.scenes import capture

    found = []
    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.prepare(app, "most-wanted", 0, 2, 8)
            for percent in percents:
                capture.use_text_size(app, percent)
                with text_sizes.watching() as drawn, layout_check.recording(app.screen) as rec:
                    text.clear_cache()
                    if not found:
                        gfx.forget_art()   # what was drawn before watching is drawn again, to be seen
                    app.settle(2, 1 / 30)
                    layout_check.check_scene(app, rec)
                found.append({d.text: d.px for d in drawn if d.px is not None})
        finally:
            app.shutdown()
    return found


def test_the_text_size_setting_grows_the_words_a_player_plays_by():
    """At 150% the prompt, the moves log and the seat plates' names and figures are set
    larger than at 100% (where each has room), at once; words printed on the board keep their size."""
    small, large = _sizes_on_a_table((100, 150))
    for words in ("Recent moves", "Ada (you)", "On space 8 of 13", "Menu (Esc)", "Bail 2"):
        assert large[words] > small[words], words
    prompt = [w for w in small if w.startswith("Pick ")]
    assert prompt and large[prompt[0]] >= small[prompt[0]] * 1.3
    assert large["MOST WANTED"] == small["MOST WANTED"]   # printed on the board's art
