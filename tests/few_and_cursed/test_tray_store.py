"""The store cards in San Andreas's tray beside the map: each shows at a glance
its name and cost, at a readable size and whole, its hover card says the rest
(what it does, its slot), and the cards lie apart inside the tray."""

from __future__ import annotations

import os
from types import SimpleNamespace

import pygame
import pytest

from game.engine import layout_check
from game.games.few_and_cursed.table import art, board_art, trays
from game.games.few_and_cursed.table.pieces import HOVER_CARD
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.words import Words

from .helpers import CAT
from game.engine import gfx

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
ITEMS = list({c.key: c for c in CAT.store}.values())
ROWS = [tuple(c.key for c in ITEMS[i:i + 3]) for i in range(0, len(ITEMS), 3)]


@pytest.fixture(scope="module")
def pieces():
    pygame.init()
    return SimpleNamespace(words=Words(CAT, None))


def test_every_store_item_has_its_effect_in_a_few_words(pieces):
    for card in ITEMS:
        use, effect = pieces.words.store_effect(card)
        assert use in ("Exhaust", "Weapon", "Always"), card.key
        assert effect and effect != card.text and len(effect) <= 24, (card.key, effect)
    words = {c.key: pieces.words.store_effect(c) for c in ITEMS}
    assert words["bowie_knife"] == ("Exhaust", "+2 attack")
    assert words["bullet_mold"] == ("Exhaust", "+1 bullet")
    assert words["winchester"] == ("Weapon", "1 bullet: +3 attack")
    assert words["crow_talisman"] == ("Exhaust", "Improvise")
    assert words["bedroll"] == ("Always", "Camp: +2 health")


@pytest.mark.parametrize("row", ROWS)
def test_the_tray_cards_show_name_and_cost_whole_and_the_rest_on_their_hover_card(pieces, row):
    board_art.store_face.cache_clear()
    trays._town_row_image.cache_clear()
    trays._town_piles_image.cache_clear()
    with layout_check.recording(gfx.Surface(L.SCREEN)) as rec:
        image, spots = trays.town_row(row, pieces)
        _foot, foot_spots = trays.town_piles((None, 12, 20), pieces)
    assert [str(p) for p in rec.problems()] == []
    drawn = " ".join(d.text for d in rec.draws).replace("- ", "")   # a long name hyphenated
    for key in row:
        card = next(c for c in ITEMS if c.key == key)
        for words in (card.name, str(card.cost)):
            assert all(w in drawn.split() for w in words.split()), (key, words)
        art._plain_card.cache_clear()
        with layout_check.recording(gfx.Surface(L.SCREEN)) as rec:
            art.store_card(card, HOVER_CARD)
        assert [str(p) for p in rec.problems()] == [], key
        said = " ".join(d.text for d in rec.draws).replace("\u00a0", " ")
        for words in (card.name, f"{card.cost} water", card.text, card.slot.replace("_", " ")):
            assert all(w in said.split() for w in words.split()), (key, words)
    cards = [r for r, kind, _what in spots if kind == "store"]
    assert len(cards) == len(row)
    others = [r for r, kind, _what in foot_spots]
    assert [kind for _r, kind, _what in foot_spots] == ["jobs", "store_deck"]
    for i, r in enumerate(cards):
        assert image.get_rect().inflate(-8, -8).contains(r), r
        assert r.collidelist(cards[i + 1:] + others) == -1, r
