"""Wagon Robbers' own words follow the player's text size (Settings: 100/125/150%): the piles'
labels grow as far as their places are wide, the panel of what the wagon defends with and the
reveal board grow taller to hold their words, and nothing runs out of its place."""

from __future__ import annotations

import pygame
import pytest

import text_sizes
from game.engine import gfx, layout_check
from game.games.wagon_robbers.table import layout as L
from game.games.wagon_robbers.table import middle, reveal

LABELS = ("Wagons ", "Cargo deck ", "Spent ", "Riders aboard", "Prep round", middle.HEADING,
          "and the Bounty Hunters' cargo")


def _table_at(percents) -> list[dict]:
    """For each text size: text -> (real pixel size, ink rect) of what the table draws."""
    return list(text_sizes.table_words_at("wagon-robbers", 2, 12, percents))


def test_the_piles_labels_and_the_defence_panel_grow_with_the_text_size():
    small, large = _table_at((100, 150))
    for start in LABELS:
        assert text_sizes.starting(large, start)[0] > text_sizes.starting(small, start)[0], start
    # the panel grows taller, about its middle, and still clears the riders, the log and the hand
    gfx.set_text_scale(1.5)
    try:
        panel = middle.defence_rect(0)   # the table above: both riders aboard
    finally:
        gfx.set_text_scale(1.0)
    assert panel.h > L.DEFENCE.h and abs(panel.centery - L.DEFENCE.centery) <= 1
    assert not panel.colliderect(L.RIDERS) and panel.right <= L.PLAY_RIGHT and panel.bottom < L.HAND_Y - 70
    for start in (middle.HEADING, "and the Bounty Hunters' cargo"):
        assert panel.contains(text_sizes.starting(large, start)[1]), start


def _battle(players: int) -> dict:
    seats = range(players)
    return {"roles": {s: "hunter" if s % 2 else "outlaw" for s in seats},
            "cards": {s: ["knife", "pistol"] for s in seats}, "notes": ["Etta wins the standoff"],
            "battle": {"winner": "hunter", "hunters": [s for s in seats if s % 2], "power": {str(s): 3 for s in seats},
                       "defence": 9, "wagon_power": 4, "attack": 6, "out": [], "claimant": 1,
                       "lassoed": [0]}}


def _reveal_inks(percent: int) -> tuple[pygame.Rect, dict]:
    """The reveal board of a five-seat battle at ``percent`` text size: (its rect, text -> ink)."""
    pygame.init()
    gfx.set_text_scale(percent / 100)
    try:
        board = _battle(5)
        screen = gfx.Surface(L.SCREEN)
        with layout_check.recording(screen) as rec:
            reveal.draw_reveal(screen, board, lambda s: ("Ada", "Bill", "Cora", "Dutch", "Etta")[s], True)
        assert rec.problems() == []
        return reveal.board_rect(board), {d.text: d.ink for d in rec.draws}
    finally:
        gfx.set_text_scale(1.0)


@pytest.mark.parametrize("percent", (100, 125, 150))
def test_the_reveal_board_holds_its_words_within_the_screen(percent):
    rect, inks = _reveal_inks(percent)
    assert pygame.Rect(0, 0, *L.SCREEN).contains(rect)
    for words in ("Ada", "Etta", reveal.GO_ON, "3 power - claims the wagon", "Bounty Hunter"):
        assert rect.contains(inks[words]), words


def test_the_reveal_boards_words_grow_with_the_text_size():
    (small_board, small), (large_board, large) = _reveal_inks(100), _reveal_inks(150)
    for words in ("Dutch", "Bounty Hunter", "3 power", reveal.GO_ON):
        assert large[words].h > small[words].h, words
    assert large_board.h > small_board.h
