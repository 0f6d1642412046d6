"""The player's text size (Settings: 100/125/150%) reaches the words The Few and Cursed's
table draws for itself: the plates' names grow with their heads (the board under a head
keeps its room), the pool's labels, the panel's heading, a dialog's words and its buttons'
room grow where there is room, with nothing cut or covered; the cards' faces keep their
printed size (issue 26)."""

from __future__ import annotations

import pytest

import text_sizes
from game.app import App
from game.engine import gfx
from game.games.few_and_cursed.table import layout as L
from game.scenes import capture


def _sizes(percents=(100, 150), players: int = 2, until: str | None = None, after: int = 10):
    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.prepare(app, "few-and-cursed", 0, players, after if until is None else 0, until=until)
            return text_sizes.sizes_at(app, percents)
        finally:
            app.shutdown()


def test_the_plates_names_the_pool_and_the_panel_heading_grow_with_the_text_size():
    small, large = _sizes()
    for words in ("Ada (you)", "Bill", "Move", "Attack", "Water", "Curse", "Waiting"):
        assert large[words] > small[words], words
    assert large["Bowie Knife"] == small["Bowie Knife"]   # a store card's face keeps its printed size


def test_a_dialogs_words_grow_with_the_text_size():
    small, large = _sizes(until="encounter")
    line = next(w for w in small if w.startswith("You are "))
    assert large[line] > small[line]
    assert large["Ruins  (you are here)"] > small["Ruins  (you are here)"]   # the lit column's heading
    assert large["Take option 1"] > small["Take option 1"]   # its button grows to hold its words larger


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_grown_plates_stay_in_their_column_and_keep_the_boards_room(players):
    try:
        gfx.set_text_scale(1.5)
        grown = L.plate_rects(players, 0)
        boards = L.board_rects(players, 0)
    finally:
        gfx.set_text_scale(1.0)
    designed = L.plate_rects(players, 0)
    assert grown[-1].bottom <= L.PLATES.bottom
    assert L.head_growth(players) == 0
    assert all(g.h >= d.h for g, d in zip(grown, designed))
    # under its grown head each board has the room it has at the designed size (a solo game's
    # one plate fills the column: its board gives the head what it takes)
    if players > 1:
        assert [b.h for b in boards] == [d.h for d in designed]
    assert all(b.bottom == g.bottom for b, g in zip(boards, grown))
    assert all(L.is_big(g) == L.is_big(d) for g, d in zip(grown, designed))
