"""Every Few and Cursed card carries its family's picture, drawn in the board's manner
(build_scripts/few_and_cursed_cards.py), so a player knows a card before reading it;
the hand never lays a card over a neighbour's words."""

from __future__ import annotations

import os

import pygame
import pytest

from game.games.few_and_cursed.catalog import catalog
from game.games.few_and_cursed.table import art, board_art, pictures
from game.games.few_and_cursed.table import layout as L
from game.games.few_and_cursed.table.handfan import hand_places
from game.engine import gfx


@pytest.fixture(scope="module", autouse=True)
def display():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((8, 8))
    yield


def _every_family():
    cat = catalog()
    out = [("deck", c.key, pictures.deck_family(c)) for c in cat.cards]
    out += [("store", c.key, pictures.store_family(c)) for c in cat.store]
    out += [("job", j.key, pictures.job_family(j)) for j in cat.jobs]
    out += [("bounty", b.key, pictures.bounty_family(b)) for b in cat.most_wanted]
    out += [("wanted", w.key, pictures.wanted_family(w.places)) for w in cat.wanted]
    out += [("encounter", g, pictures.encounter_family(g)) for g in ("desert", "canyons", "ruins", "cursed")]
    return out


def test_every_card_in_the_content_finds_a_drawn_picture():
    sheet = set(pictures.families())
    missing = [(kind, key, fam) for kind, key, fam in _every_family() if fam not in sheet]
    assert not missing, f"cards whose family has no picture on the sheet: {missing}"
    for fam in sheet:
        pic = pictures.picture(fam, (96, 40))
        # a real drawing, not an empty or flat box: many colours in it
        colours = {pic.get_at((x, y))[:3] for x in range(0, 96, 4) for y in range(0, 40, 4)}
        assert len(colours) > 20, f"{fam}'s picture is nearly flat"


def test_families_look_different_from_one_another():
    fams = pictures.families()
    small = {f: gfx.smoothscale(pictures.picture(f, (96, 48)), (24, 12)) for f in fams}
    for i, a in enumerate(fams):
        for b in fams[i + 1:]:
            diff = sum(sum(abs(p - q) for p, q in zip(small[a].get_at((x, y))[:3], small[b].get_at((x, y))[:3]))
                       for x in range(24) for y in range(12))
            assert diff > 24 * 12 * 12, f"{a} and {b} look alike"


def test_each_kind_of_card_uses_several_families_and_the_kinds_differ():
    by_kind: dict = {}
    for kind, _key, fam in _every_family():
        by_kind.setdefault(kind, set()).add(fam)
    assert len(by_kind["deck"]) >= 10 and len(by_kind["store"]) >= 6 and len(by_kind["job"]) >= 6
    assert by_kind["bounty"] == {"outlaw", "monster"}
    assert len(by_kind["wanted"]) == 4 and len(by_kind["encounter"]) == 4
    cat = catalog()
    # the same card shows the same picture; two families on the same kind of card differ
    faces = {}
    for card in cat.cards:
        faces.setdefault(pictures.deck_family(card), art.deck_card(card))
    assert len({pygame.image.tobytes(gfx.pixels_of(f), "RGBA") for f in faces.values()}) == len(faces)
    wanted = cat.wanted[0]
    assert board_art.wanted_card(wanted.sides[0], wanted.places, 1).get_size() == L.CARD


def _mask(surface_size, angle, rect=None):
    """The outline of a card (or of ``rect`` on it) turned by ``angle`` as the sprite draws it."""
    shape = pygame.Surface(surface_size, pygame.SRCALPHA)
    shape.fill((255, 255, 255, 255), rect)
    turned = pygame.transform.rotate(shape, angle)
    return pygame.mask.from_surface(turned), turned.get_size()


@pytest.mark.parametrize("n", range(1, 10))
def test_no_card_in_the_hand_covers_a_neighbours_words(n):
    size, places = hand_places(n)
    words = art.hand_text_box(size)
    for i, below in enumerate(places):
        under, usize = _mask(size, below.angle, words)
        ux, uy = below.pos[0] - usize[0] / 2, below.pos[1] - usize[1] / 2
        for above in places[i + 1:]:
            over, osize = _mask(size, above.angle)
            ox, oy = above.pos[0] - osize[0] / 2, above.pos[1] - osize[1] / 2
            hit = under.overlap(over, (round(ox - ux), round(oy - uy)))
            assert hit is None, f"with {n} cards a card lies over its neighbour's words"
    # every card within the hand's area, and at full size while four or fewer are held
    for p in places:
        assert L.HAND.left <= p.pos[0] - size[0] / 2 and p.pos[0] + size[0] / 2 <= L.HAND.right
    if n <= 4:
        assert size == L.CARD


def test_a_deck_cards_words_lie_inside_its_text_box():
    """The box the hand keeps clear is where the words are: printing a card's words changes
    no pixel outside it (but for a glyph's tail a pixel past its foot)."""
    cat = catalog()
    for key in ("cursed", "call_to_darkness", "sprint"):
        card = next(c for c in cat.cards if c.key == key)
        for size in (L.CARD, (150, 210)):
            args = (card.name, card.kind, card.colour, tuple(card.gain.items()))
            rest = (card.trash is not None, pictures.deck_family(card), tuple(size))
            worded, bare = art._deck_card(*args, card.text, *rest), art._deck_card(*args, "", *rest)
            box = art.text_box(size).inflate(2, 2)
            changed = [(x, y) for x in range(size[0]) for y in range(size[1])
                       if worded.get_at((x, y)) != bare.get_at((x, y))]
            assert changed, "the words are printed"
            assert all(box.collidepoint(p) for p in changed), f"{key}'s words run outside its text box"
