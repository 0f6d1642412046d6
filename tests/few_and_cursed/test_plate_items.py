"""The store items in the acting seat's slots read as item cards: each shows at a
glance its picture and how it is used, an exhausted item is turned aside over a
USED tag (as many copies as the round has used), a two-handed item spans both
hands, and a hover over any item tells its name and whole text."""

from __future__ import annotations

import os

import pygame
import pytest

from game.engine import layout_check
from game.games.few_and_cursed.rules.state import touch
from game.games.few_and_cursed.table import glyphs, pictures
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.seatboard import SLOT, PlayerBoards

from .helpers import CAT, RULES, new
from game.engine import gfx

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
SEAT = 1
ITEMS = list({c.key: c for c in CAT.store}.values())
INDEX = {c.key: i for i, c in reversed(list(enumerate(CAT.store)))}


@pytest.fixture(scope="module")
def boards():
    pygame.init()
    return PlayerBoards(CAT)


def seat_view(gear: list, used: list, players: int = 4) -> dict:
    """Seat 1 holding the items ``gear`` (store keys, a key twice for two copies), ``used`` exhausted."""
    s = new(players, seed=2)
    p = s.players[SEAT]
    copies = {k: [i for i, c in enumerate(CAT.store) if c.key == k] for k in set(gear)}
    p.gear = [copies[k].pop(0) if len(copies[k]) > 1 else copies[k][0] for k in gear]
    p.exhausted = [g for g in p.gear if CAT.store[g].key in used][:len(used)]
    touch(s)
    return RULES.observe(s, SEAT)["players"][SEAT]


def fresh_pictures() -> None:
    """Forget the cached item pictures, so the check sees their words drawn."""
    for cached in (glyphs._item, glyphs._spent, glyphs.used_tag):
        cached.cache_clear()


def words_drawn(rec) -> list:
    return " ".join(d.text for d in rec.draws).split()


@pytest.mark.parametrize("card", ITEMS, ids=[c.key for c in ITEMS])
def test_each_item_card_shows_its_picture_and_its_hover_says_it_whole(boards, card):
    use, effect = boards.words.store_effect(card)
    size = (2 * SLOT[0] + 8, SLOT[1]) if card.slot == "two_hand" else SLOT
    glyphs._item.cache_clear()
    with layout_check.recording(gfx.Surface(L.SCREEN)) as rec:
        img = glyphs.item_card(card, use, effect, size)
    assert img.get_size() == size
    assert [str(p) for p in rec.problems()] == []
    other = next(c for c in ITEMS if pictures.store_family(c) != pictures.store_family(card))
    assert gfx.pixels_of(img).get_view("2").raw != \
        gfx.pixels_of(glyphs.item_card(other, use, effect, size)).get_view("2").raw, "its own picture"
    rect = L.plate_rects(4, SEAT)[SEAT]
    p = seat_view([card.key], [])
    _water, slots, _jobs, _footer = boards.big_rows(rect)
    area = boards.held_items(slots, p)[0][0]
    tips = dict((tuple(r), w) for r, w in boards.tips(rect, p, True))
    assert tips[tuple(area)] == f"{card.name}: {card.text}"


def test_a_used_item_is_turned_aside_over_a_used_tag(boards):
    rect = L.plate_rects(4, SEAT)[SEAT]
    _water, slots, _jobs, _footer = boards.big_rows(rect)
    p = seat_view(["riding_boots", "bedroll", "scattergun"], ["riding_boots"])
    held = boards.held_items(slots, p)
    assert [(key, used) for _r, key, used in held] == [("riding_boots", True), ("bedroll", False),
                                                        ("scattergun", False)]
    hands = [r for r, label, _key in boards.slots(slots, p) if label == "Hand"]
    gun = held[2][0]
    assert gun.contains(hands[0]) and gun.contains(hands[1])
    surf = gfx.Surface(L.SCREEN)
    surf.fill((120, 100, 80))
    fresh_pictures()
    with layout_check.recording(surf) as rec:
        boards._slots(surf, slots, p)
    assert [str(p) for p in rec.problems()] == []
    assert words_drawn(rec).count("USED") == 1
    boots = held[0][0]
    # the used card lies sideways inside its slot's column, the tag at the slot's foot
    pixels = [(x, y) for x in range(boots.x - 4, boots.right + 4) for y in range(boots.y, boots.bottom)
              if surf.get_at((x, y))[:3] != (120, 100, 80)]
    assert min(y for _x, y in pixels) >= boots.y and max(y for _x, y in pixels) < boots.bottom
    tips = dict((tuple(r), w) for r, w in boards.tips(rect, p, True))
    assert tips[tuple(boots)].startswith("Riding Boots (used this round):")
    assert tips[tuple(gun)].startswith("Scattergun:")


def test_of_two_copies_only_the_used_one_is_turned(boards):
    _water, slots, _jobs, _footer = boards.big_rows(L.plate_rects(4, SEAT)[SEAT])
    p = seat_view(["bowie_knife", "bowie_knife"], ["bowie_knife"])
    assert [(key, used) for _r, key, used in boards.held_items(slots, p)] == [("bowie_knife", True),
                                                                               ("bowie_knife", False)]
    p = seat_view(["bowie_knife", "bowie_knife"], [])
    assert [used for _r, _key, used in boards.held_items(slots, p)] == [False, False]


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_full_plate_of_items_draws_every_word_whole(boards, players):
    seat = SEAT if players > 1 else 0
    rect = L.plate_rects(players, seat)[seat]
    p = seat_view(["medicine_pouch", "crow_talisman", "prospectors_pick"], ["prospectors_pick"], max(players, 2))
    surf = gfx.Surface(L.SCREEN)
    fresh_pictures()
    with layout_check.recording(surf) as rec:
        boards.draw_big(surf, rect, p, True)
    assert [str(pr) for pr in rec.problems()] == []
    assert "USED" in words_drawn(rec)
    tips = [w for _r, w in boards.tips(rect, p, True)]
    for name in ("Medicine Pouch:", "Crow Talisman:", "Prospector's Pick (used this round):"):
        assert any(w.startswith(name) for w in tips), (name, tips)
