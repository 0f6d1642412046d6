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
