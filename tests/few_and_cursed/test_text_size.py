"""No text on The Few and Cursed's table smaller than 11 real pixels in a 1024x600
window (issue 26): small cards show what a player needs at a glance at a readable
size, and their whole words are in their hover cards."""

from __future__ import annotations

import inspect

import pytest

import text_sizes
from game.app import App
from game.engine import layout_check, text
from game.games.few_and_cursed.table import art, board_art, dialogs, glyphs, hud, pieces, seatboard, trays
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.scene import FewAndCursedTable
from game.scenes import capture

WINDOW = (1024, 600)
READABLE = 11      # real pixels
OURS = "game/games/few_and_cursed/"


def _buttons_drawn_at() -> str:
    """Where the table draws its buttons ("file:line"): the shared Button sizes their labels."""
    lines, first = inspect.getsourcelines(FewAndCursedTable.draw)
    line = first + next(i for i, words in enumerate(lines) if "self.ui.draw(surface)" in words)
    return f"{OURS}table/scene.py:{line}"


# Parts of the table still set smaller, by the file (or file:line) that draws them: anything else
# found fails the test.  The buttons' labels: the shared Button (game/engine/widgets/button.py) shrinks
# a label to 11 logical pixels (9 real here) before it uses the room up to its studs, and text.pixel_size
# has no floor yet; the table's labels fit at 14 up to the studs (choices.fits_panel).
KNOWN_SMALL: set[str] = {_buttons_drawn_at()}


def _small_at(moment: str | None, after: int = 0) -> list:
    with capture.scratch_home():
        app = App(headless=True, window=WINDOW)
        text.clear_cache()
        text_sizes.fresh_art(art, board_art, dialogs, glyphs, hud, pieces, seatboard, trays)
        try:
            with text_sizes.watching() as drawn, layout_check.recording(app.screen):
                capture.prepare(app, "few-and-cursed", 0, None, after, None, None, until=moment)
                app.settle(capture.SETTLE_FRAMES, 1 / 30)
                assert app.errors == []
        finally:
            app.shutdown()
    return [d for d in text_sizes.below(drawn, READABLE) if d[2].startswith(OURS)]


def _unknown(where: str) -> bool:
    return where not in KNOWN_SMALL and where.split(":")[0] not in KNOWN_SMALL


@pytest.mark.parametrize("moment, after", [(None, 30), ("select", 0), ("store", 0), ("hand", 0), ("jobs", 0),
                                           ("encounter", 0)])
def test_no_text_on_the_table_is_smaller_than_11_pixels_at_1024x600(moment, after):
    small = [d for d in _small_at(moment, after) if _unknown(d[2])]
    assert small == [], f"text under {READABLE} px at {WINDOW}: {small[:12]}"


def test_the_smallest_size_is_what_a_1024x600_window_shows_at_11_pixels():
    assert text.pixel_size(L.SMALLEST, 0.8) >= READABLE


@pytest.mark.parametrize("scale", [1.0, 0.8])
def test_every_cards_hover_card_shows_its_words_whole(scale):
    """A small card may end its words with an ellipsis; the hover card never does."""
    from game.engine import gfx
    from game.games.few_and_cursed.table.pieces import HOVER_CARD

    from .helpers import CAT

    cards = {c.key: c for c in CAT.cards}.values()           # each card once: a copy is the same picture
    store = {c.key: c for c in CAT.store}.values()
    faces = [(c.name, lambda c=c: art.deck_card(c, HOVER_CARD)) for c in cards] + \
        [(c.name, lambda c=c: art.store_card(c, HOVER_CARD)) for c in store] + \
        [(b.name, lambda b=b: art.bounty_card(b, HOVER_CARD)) for b in CAT.most_wanted] + \
        [(s.name, lambda w=w, i=i, s=s: board_art.wanted_card(s, w.places, i + 1, HOVER_CARD))
         for w in CAT.wanted for i, s in enumerate(w.sides)]
    text_sizes.fresh_art(art, board_art)   # each face printed again, while the check looks
    with gfx.at_scale(scale):
        for name, face in faces:
            with layout_check.recording(gfx.Surface(L.SCREEN)) as rec:
                face()
            assert [str(p) for p in rec.problems()] == [], name
            assert rec.draws and not [d.text for d in rec.draws if d.text.endswith(art.ELLIPSIS)], name
