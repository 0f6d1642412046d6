"""The player's text size (Settings: 100/125/150%) reaches the words Fugitive's table draws
for itself: the notepad's title, subtitle, key and guesses, the piles' labels and the route's
tags are set larger at 150% than at 100%, inside their places, with nothing cut or covered;
the cards' faces and the route's lettered name keep their printed size (issue 26)."""

from __future__ import annotations

import text_sizes
from game.app import App
from game.games.fugitive.rules import PILE_NAMES
from game.games.fugitive.table import notepad as pad_module
from game.scenes import capture


def _table_at(percents, after: int, viewer: int):
    """(the sizes at each text size, the notepad's legend bottom and rect at the last one)."""
    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.prepare(app, "fugitive", 0, 2, after, viewer)
            sizes = text_sizes.sizes_at(app, percents)
            pad = app.stack.top.notepad
            return sizes, pad
        finally:
            app.shutdown()


def test_the_notepads_words_grow_with_the_text_size_and_stay_on_the_pad():
    (small, large), pad = _table_at((100, 150), 30, 1)   # the Marshal's view, guesses made
    for words in (pad_module.TITLE, "Guesses"):
        assert large[words] > small[words], words
    for words in ("revealed", "surely hidden", "guessed and missed"):   # the key grows after the guesses
        assert large[words] >= small[words], words
    subtitle = next(w for w in small if w.startswith(("Deduced", "What the", "Pick numbers", "The match")))
    assert large[subtitle] > small[subtitle]
    # at 150% the grid, the key and a line of guesses still lie on the pad
    assert pad.rect.contains(pad.grid_rect)
    assert pad._legend_bottom < pad.rect.bottom - 10
    assert pad.rect.top + pad_module.header(pad.rect.w).grid_top == pad.grid_rect.top


def test_the_pile_labels_and_route_tags_grow_with_the_text_size():
    small, large = _table_at((100, 150), 10, 0)[0]
    for name in PILE_NAMES:
        assert large[name] > small[name], name
    tags = [w for w in small if "-" in w and w not in PILE_NAMES and w[0].isdigit()]
    assert tags, "the route shows the hideouts' ranges"
    for words in tags:
        assert large[words] > small[words], words
    # the route's name is lettered into its rail, as on a board: it keeps its size
    assert large["ESCAPE ROUTE"] == small["ESCAPE ROUTE"]
