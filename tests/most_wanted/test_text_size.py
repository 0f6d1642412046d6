"""Most Wanted's own words follow the player's text size (Settings: 100/125/150%): the piles'
labels, the stage banner and the hand-rankings card grow as far as their places have room
(the banner grows down, the card grows up into the scoreboard's foot), and the words printed
on the scoreboard keep their size."""

from __future__ import annotations

import text_sizes
from game.games.most_wanted.table import layout as L
from game.games.most_wanted.table import rankings

GROWING = ("Deck ", "Discards", "Supply ", "Hand rankings", "Three of a Kind", "Ada robs the Train",
           "4 cards face down")


def _table_at(percents) -> list[tuple[dict, tuple]]:
    """For each text size: text -> (real pixel size, ink rect), with the stage banner up (Ada
    robs the Train), and the column as laid out at that size."""
    return [(words, rankings.left_column()) for words in text_sizes.table_words_at("most-wanted", 4, 1, percents)]


def test_the_tables_own_words_grow_with_the_text_size_and_stay_in_their_places():
    (small, (board_100, card_100)), (large, (board_150, card_150)) = _table_at((100, 150))
    for start in GROWING:
        assert text_sizes.starting(large, start)[0] > text_sizes.starting(small, start)[0], start
    # words printed on the scoreboard keep their size
    assert large["MOST WANTED"][0] == small["MOST WANTED"][0] and large["Wins!"][0] == small["Wins!"][0]
    # the rankings card grows up from its foot; the scoreboard gives it the room and keeps its gap
    assert (board_100, card_100) == (L.SCOREBOARD, L.REFERENCE)
    assert card_150.bottom == L.REFERENCE.bottom and card_150.h > L.REFERENCE.h
    assert board_150.bottom < card_150.top and board_150.h < L.SCOREBOARD.h
    for name, _example in rankings.RANKINGS:
        assert card_150.contains(large[name][1]), name
    # the banner grows down to hold its two lines, and stays clear of the piles
    banner = text_sizes.starting(large, "Ada robs the Train")[1].union(text_sizes.starting(large, "4 cards face down")[1])
    assert banner.bottom <= L.STAGE.y + L.STAGE_MOST_H < L.deck_rect().top
    assert text_sizes.starting(large, "Deck ")[1].bottom < L.VIEWER_COMMIT.top
