"""The player's text size (Settings: 100/125/150%) reaches the words The Few and Cursed's
table draws for itself: the plates' names grow with their heads, the big board's tracks,
water and counts with it (its jobs keep their room), the small plates' figures, the pool's labels, the panel's heading, a dialog's words and its buttons'
room grow where there is room, with nothing cut or covered; the cards' faces keep their
printed size (issue 26)."""

from __future__ import annotations

import re

import pygame
import pytest

import text_sizes
from game.app import App
from game.engine import gfx, layout_check
from game.games.few_and_cursed.table import jobrow
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.seatboard import PlayerBoards
from game.scenes import capture

from .helpers import CAT


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
    board = [w for w in small if w.startswith(("Health ", "Bullets ", "Curse ")) or w.endswith((" water", " Grit"))]
    assert len(board) == 5, board   # the big plate's tracks, water and Grit
    board += [w for w in small if re.fullmatch(r"\d+/\d+", w)]   # a small plate's figures
    assert len(board) > 5, board
    board += [w for w in small if w.startswith("Deck: ")]   # the store deck's count, at the tray's foot
    for words in ("Ada (you)", "Bill", "Move", "Attack", "Water", "Curse", "Waiting", *board):
        assert large[words] > small[words], words
    assert large["Bowie Knife"] == small["Bowie Knife"]   # a store card's face keeps its printed size


def test_a_dialogs_words_grow_with_the_text_size():
    small, large = _sizes(until="encounter")
    line = next(w for w in small if w.startswith("You are "))
    assert large[line] > small[line]
    assert large["Ruins  (you are here)"] > small["Ruins  (you are here)"]   # the lit column's heading
    assert large["Take option 1"] > small["Take option 1"]   # its button grows to hold its words larger


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_grown_plates_stay_in_their_column_and_keep_the_jobs_room(players):
    def look():
        plates, boards = L.plate_rects(players, 0), L.board_rects(players, 0)
        return plates, boards, PlayerBoards.big_rows(boards[0])[2]

    designed = look()
    try:
        gfx.set_text_scale(1.5)
        grown = look()
    finally:
        gfx.set_text_scale(1.0)
    assert grown[0][-1].bottom <= L.PLATES.bottom
    assert all(g.h >= d.h and L.is_big(g) == L.is_big(d) for g, d in zip(grown[0], designed[0]))
    assert all(b.bottom == p.bottom for b, p in zip(grown[1], grown[0]))
    # the big board's jobs keep the room they have at the designed size (a solo game's one
    # plate fills the column: its jobs give up some of their wide room, never all)
    if players > 1:
        assert grown[2].h >= designed[2].h
    else:
        assert grown[2] is not None and grown[2].h >= 2 * 54


def _tickets(area: pygame.Rect, held: int, scale: float) -> list:
    keys = [j.key for j in CAT.jobs[:held]]
    try:
        gfx.set_text_scale(scale)
        return jobrow.job_pieces(area, keys, 0, [])
    finally:
        gfx.set_text_scale(1.0)


def test_job_tickets_grow_only_while_every_job_keeps_its_own_ticket():
    area = pygame.Rect(10, 10, 192, 100)
    small, large = _tickets(area, 6, 1.0), _tickets(area, 6, 1.5)
    assert [p.form for p in large] == [p.form for p in small] == ["ticket"] * 6
    assert large[0].rect.h > small[0].rect.h == jobrow.TICKET_H
    rects = [p.rect for p in large]
    assert all(area.contains(r) and r.collidelist(rects[i + 1:]) == -1 for i, r in enumerate(rects))
    try:   # each ticket's words inside it at the larger size
        gfx.set_text_scale(1.5)
        with layout_check.recording(gfx.Surface((220, 130))) as rec:
            jobrow.draw_pieces(rec.screen, large, {j.key: j for j in CAT.jobs})
    finally:
        gfx.set_text_scale(1.0)
    assert rec.draws and [str(p) for p in rec.problems()] == []
    # a row too full for taller tickets keeps them at their designed height
    crowded = _tickets(pygame.Rect(10, 10, 192, 90), 10, 1.5)   # five rows of 17 and their gaps: no more
    assert {p.rect.h for p in crowded} == {jobrow.TICKET_H} and "more" not in [p.form for p in crowded]
