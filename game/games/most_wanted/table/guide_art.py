"""Pictures for Most Wanted's player's guide, drawn by the table's own art."""

from __future__ import annotations

from game.engine.widgets import picture_row

from ..cards import ALL_CARDS, RANK_OF, SUIT_OF, SUITS
from . import art


def _card(rank: int, suit: int):
    card = next(c for c in ALL_CARDS if RANK_OF[c] == rank and SUIT_OF[c] == suit)
    return art.face(card)


def picture(name: str, width: int):
    if name == "suits":
        return picture_row([(_card(rank, s.index), f"{s.name} ({s.colour})")
                            for rank, s in zip((14, 13, 9, 6), SUITS)] + [(art.back(), "the back")], width)
    if name == "crosser":
        return picture_row([(_card(14, 0), "Ace"), (_card(14, 2), "Ace"), (None, ""),
                            (_card(6, 1), "6"), (_card(6, 3), "6 - the Double Crosser")], width)
    if name == "pieces":
        return picture_row([(art.outlaw_token(0, 26, "A"), "your outlaw"), (art.sheriff_token(26), "the Sheriff"),
                            (art.bag_icon(44), "a bag of money"), (art.jail_icon(44), "bail"),
                            (art.points_icon(44), "points")], width)
    return None
