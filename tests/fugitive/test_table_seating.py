"""Where Fugitive's table seats each role (issue 26, item 3): "your own seat and
hand always at the bottom", the rival at the top, whether the screen is the
Fugitive's or the Marshal's (hot-seat, solo against a bot, a fixed viewer); and
hands of every size keep their numbers readable in either band."""

from __future__ import annotations

import pygame
import pytest

from game.core.model import Action
from game.core.rng import Rng
from game.engine.tween import Tweener
from game.games.fugitive.rules import FUGITIVE, MARSHAL
from game.games.fugitive.table import art as table_art, layout as L
from game.games.fugitive.table.cards import CardLayer, table_slots
from game.scenes import capture, launch

from .table_helpers import (click_card, crowd, fugitive_choice, marshal_choice, new_match, number_points,
                            open_table, random_bots)

SCREEN = pygame.Rect((0, 0), L.SCREEN)
RIVAL = {FUGITIVE: MARSHAL, MARSHAL: FUGITIVE}
HAND_ZONES = {FUGITIVE: ("hand", "fhand"), MARSHAL: ("mhand",)}


def in_bottom_band(rect) -> bool:
    return rect.top >= L.RAIL_Y and rect.bottom <= SCREEN.bottom and rect.right <= L.NOTEPAD.left


def in_top_band(rect) -> bool:
    return rect.top >= L.TOPBAR.bottom and rect.bottom <= L.ROUTE.top and rect.right <= L.NOTEPAD.left


def hand_sprites(table, role):
    return [s for s in table.cards.sprites.values() if s.tag is not None and s.tag[0] in HAND_ZONES[role]]


def assert_seated(table, bottom: int) -> None:
    """``bottom``'s plate and hand lie in the bottom band, the rival's in the top band."""
    top = RIVAL[bottom]
    plates = {plate.emblem: rect for rect, plate in table.plates}
    names = {FUGITIVE: "fugitive-plate", MARSHAL: "marshal-plate"}
    assert in_bottom_band(plates["Fugitive" if bottom == FUGITIVE else "Marshal"])
    assert in_top_band(plates["Marshal" if bottom == FUGITIVE else "Fugitive"])
    assert in_bottom_band(table.anchor(names[bottom])) and in_top_band(table.anchor(names[top]))
    mine, theirs = hand_sprites(table, bottom), hand_sprites(table, top)
    assert all(in_bottom_band(s.rect) for s in mine), [s.tag for s in mine if not in_bottom_band(s.rect)]
    assert all(in_top_band(s.rect) for s in theirs), [s.tag for s in theirs if not in_top_band(s.rect)]


@pytest.mark.parametrize("viewer", [FUGITIVE, MARSHAL])
def test_the_viewer_sits_at_the_bottom_and_the_rival_at_the_top(app, viewer):
    match = new_match(seed=3)
    rng, cancelled = Rng(5), [True]
    while match.observe(None)["marshal_turns"] < 2:  # both hands hold cards, the route has hideouts
        seat = match.to_act()[0]
        match.apply(seat, fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng))
    d, table = open_table(app, match, viewer=viewer)
    d.frames(30)
    assert_seated(table, viewer)
    assert hand_sprites(table, viewer) and hand_sprites(table, RIVAL[viewer])   # both hands are on show here
    hand = table.anchor("hand")
    assert hand is not None and in_bottom_band(hand)   # what a lesson or a hint calls "your hand"
    if viewer == MARSHAL:  # her screen still shows only backs of his hand
        assert all(s.card is None for s in hand_sprites(table, FUGITIVE))


def test_hot_seat_turns_the_table_for_each_player(app):
    """Two people at one screen: after each handoff the one holding it has the bottom."""
    match = new_match(seed=5)
    d, table = open_table(app, match)
    rng, cancelled = Rng(2), [True]
    seen = set()
    for _ in range(60):
        for _ in range(400):
            if d.top_name == "handoff":
                d.frames(10)
                d.key(pygame.K_RETURN)
            elif table.settled and table.mine:
                break
            d.frames(1)
        seat = match.to_act()[0]
        assert table.viewer == seat
        d.frames(20)
        assert_seated(table, seat)
        seen.add(seat)
        if seen == {FUGITIVE, MARSHAL} and len(match.history) > 8:
            break
        match.apply(seat, fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng))
        d.frames(2)   # the table follows the match
    assert seen == {FUGITIVE, MARSHAL}


def test_a_person_playing_the_marshal_against_a_bot_has_her_hand_at_the_bottom(app):
    match = new_match(seed=8, bots=("easy", None))
    d, table = open_table(app, match, make_bot=random_bots)
    for _ in range(600):
        d.frames(1)
        if table.mine and table.settled and match.observe(MARSHAL)["marshal_hand"]:
            break
        if table.mine and table.settled:
            d.key(pygame.K_1)   # she draws from the low pile
    assert table.viewer == MARSHAL and table.mine
    d.frames(20)
    assert_seated(table, MARSHAL)
    # her cards are hers to read: hover help rises from the bottom, not under the prompt bar
    s = hand_sprites(table, MARSHAL)[0]
    assert s.face_up and s.hoverable and s.hover_lift >= 12


# -- crowded hands ------------------------------------------------------------------------

def assert_numbers_show(layer, s, where) -> None:
    box = table_art.tile_number_box(s.tile) if s.tile is not None else L.CORNER_INDEX
    for p in number_points(s, box):
        assert layer.at(p) is s, f"{where}: {s.tag}'s number is covered at {p}"


def assert_in_band(s, bottom: bool, where) -> None:
    assert SCREEN.contains(s.rect), (where, s.tag)
    if bottom:
        assert not s.rect.colliderect(L.BOTTOM_PLATE) and s.rect.right < L.BUTTONS_X, (where, s.tag)
        assert s.rect.top > L.RAIL_Y, (where, s.tag)
    else:
        assert s.rect.left >= L.TOP_PLATE.right and s.rect.right <= L.NOTEPAD.left, (where, s.tag)
        assert s.rect.bottom < L.ROUTE.top, (where, s.tag)  # clear of the route's tags


@pytest.mark.parametrize("viewer", [FUGITIVE, MARSHAL])
@pytest.mark.parametrize("marshal, fugitive", [(8, 4), (9, 12), (14, 13), (20, 11), (30, 3)])
def test_large_hands_stay_on_screen_with_every_number_showing(app, marshal, fugitive, viewer):
    match = new_match(seed=1)
    crowd(match, marshal, fugitive)
    d, table = open_table(app, match, viewer=viewer)
    d.frames(30)
    mhand, fhand = match.state.mhand, match.state.fhand
    assert len(mhand) == marshal and len(fhand) == 9 + fugitive
    for c in mhand:
        s = table.cards.sprites[("card", c)]
        assert s.face_up
        assert_in_band(s, viewer == MARSHAL, c)
        assert_numbers_show(table.cards, s, f"the Marshal's {c}")
    tiles = table.cards.sprites[("card", mhand[0])].tile is not None
    assert tiles == (viewer == FUGITIVE and marshal > L.TOP_FAN_MAX)   # tiles only in the top band
    if viewer == MARSHAL:
        backs = hand_sprites(table, FUGITIVE)
        assert len(backs) == len(fhand) and all(s.card is None for s in backs)
        for s in backs:
            assert_in_band(s, False, s.tag)
        return
    for c in fhand:
        s = table.cards.hand_sprite(c)
        assert s is not None
        assert_in_band(s, True, c)
        assert_numbers_show(table.cards, s, f"the Fugitive's {c}")
    # a card of the back row can still be picked with the mouse
    legal = sorted(a.args[0] for a in match.legal_actions(FUGITIVE) if a.kind == "hideout")
    click_card(d, table, legal[0])
    assert match.history[-1].action == Action("hideout", (legal[0],))


def test_the_top_hand_turns_into_tiles_as_it_grows(app):
    """The Fugitive's screen: the Marshal's open hand at the top is a fan of small
    cards up to ``TOP_FAN_MAX``, and one card more turns every card into a tile."""
    match = new_match(seed=3, bots=(None, None))
    rng = Rng(4)
    cancelled = [True]
    while match.to_act() != (MARSHAL,) or match.legal_actions(MARSHAL)[0].kind != "draw":
        seat = match.to_act()[0]
        match.apply(seat, fugitive_choice(match, rng, cancelled) if seat == FUGITIVE else marshal_choice(match, rng))
    crowd(match, marshal=L.TOP_FAN_MAX - len(match.state.mhand))
    d, table = open_table(app, match, viewer=FUGITIVE)
    before = set(match.state.mhand)
    assert all(table.cards.sprites[("card", c)].tile is None for c in before)  # still a fan of cards
    pile = next(i for i in range(3) if match.state.piles[i])
    match.apply(MARSHAL, Action("draw", (pile,)))
    d.frames(40)
    (new,) = set(match.state.mhand) - before
    assert not table.cards.moving
    for c in match.state.mhand:  # one card more: every card, the new one too, is now a tile
        s = table.cards.sprites[("card", c)]
        assert s.tile is not None and s.face_up and s.size == s.tile and abs(s.scale - 1.0) < 1e-6, c


def route_start() -> list:
    return [{"index": 0, "number": 0, "revealed": True, "sprint": [], "sprint_count": 0, "sprint_shown": True}]


@pytest.mark.parametrize("bottom", [FUGITIVE, MARSHAL])
def test_every_hand_size_keeps_its_numbers_readable(bottom):
    """Pure layout, every size a match can reach, with either role at the bottom:
    all of the Marshal's up to 38 numbers and a Fugitive's hand of up to 35
    (face up: his own, or anyone's at the end) stay on screen in their own band,
    and no card covers a neighbour's number."""
    bands = L.Bands(bottom)
    for n in range(1, 39):
        f = min(n, 35)
        marshal = {"route": route_start(), "phase": "marshal_draw", "pending": None,
                   "marshal_hand": list(range(4, 4 + n)), "fugitive_hand": None, "fugitive_hand_count": f}
        fugitive = {"route": route_start(), "phase": "marshal_draw", "pending": None, "marshal_hand": [],
                    "fugitive_hand": sorted({1, 2, 3, 42} | set(range(4, 4 + f)))[:f], "fugitive_hand_count": f}
        for obs in (marshal, fugitive):
            layer = CardLayer(Tweener())
            slots = table_slots(obs, bands=bands)
            layer.sync(slots, animate=False)
            # the route's 0, and every card of both hands
            assert len(layer.sprites) == len(slots) == 1 + len(obs["marshal_hand"]) + obs["fugitive_hand_count"]
            for s in layer.sprites.values():
                if s.tag[0] == "route":
                    continue
                role = MARSHAL if s.tag[0] == "mhand" else FUGITIVE
                assert_in_band(s, bands.at_bottom(role), n)
                if s.card is not None:
                    assert_numbers_show(layer, s, f"{n} cards")


@pytest.mark.parametrize("viewer", [FUGITIVE, MARSHAL])
def test_a_plate_says_itself_under_the_pointer(app, monkeypatch, viewer):
    """Hover help on plates, in the shared tooltip once the pointer rests: who sits there, the
    role, and the figures along its foot in words (counts only: the Marshal's screen never
    learns a card of his hand from it)."""
    from game.scenes import table as table_module

    shown = []
    real = table_module.draw_tooltip
    monkeypatch.setattr(table_module, "draw_tooltip", lambda surface, words, anchor, **kw:
                        shown.append(words) or real(surface, words, anchor, **kw))
    match = new_match(seed=3)
    d, table = open_table(app, match, viewer=viewer)
    for role, name in ((FUGITIVE, "Ada"), (MARSHAL, "Bill")):
        rect = table.anchor("fugitive-plate" if role == FUGITIVE else "marshal-plate")
        shown.clear()
        d.hover(rect.center)
        d.frames(20)
        assert shown, "the plate's tip shows once the pointer has rested"
        said = shown[-1]
        assert said.startswith(name) and ("The Fugitive" if role == FUGITIVE else "The Marshal") in said
        held = match.observe(None)["fugitive_hand_count"] if role == FUGITIVE else len(match.state.mhand)
        assert f"{held} card" in said
        if role == FUGITIVE:
            assert "reach 3 + sprint" in said


@pytest.mark.parametrize("moment, seat, phase", [("hideout", FUGITIVE, "fugitive_place"),
                                                  ("sprint", FUGITIVE, "fugitive_place"),
                                                  ("draw", MARSHAL, "marshal_draw"),
                                                  ("guess", MARSHAL, "marshal_guess")])
def test_screenshots_stop_at_a_moment_through_the_eyes_of_the_seat_to_act(moment, seat, phase):
    """``screenshot fugitive --until guess`` shows the Marshal's own screen: the bots play on,
    each keeping its plan from one move to the next, until her guess."""
    match = capture.make_match("fugitive", None, 1, autosave=False)
    factory, _problem = launch.table_factory("fugitive")
    assert capture.play_until(match, factory, moment, 1) == seat
    obs = match.observe(seat)
    assert obs["phase"] == phase and match.to_act() == (seat,)
    assert (obs.get("pending") is not None) == (moment == "sprint")
