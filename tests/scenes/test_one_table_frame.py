"""One frame at every table (issue 26, item 3): the recent-moves log in one place, bottom
right; hover help on cards and seat plates; a dimmed table behind pause and results."""

from __future__ import annotations

import pytest

from game.core.match import SeatInfo
from game.scenes import launch

GAMES = [("most-wanted", 3), ("wagon-robbers", 3), ("scotland-yard", 3), ("fugitive", 2), ("few-and-cursed", 2)]


def open_table(app, game_id, players):
    seats = [SeatInfo("Ada", None)] + [SeatInfo(name, "easy") for name in ("Bill", "Cora")[:players - 1]]
    match = launch.new_match(game_id, players, seats, (), 5, autosave=False)
    scene = launch.table_factory(game_id)[0](app, match, 0)
    app.show(scene)
    app.step(1 / 60)
    return scene


@pytest.mark.parametrize("game_id,players", GAMES)
def test_the_moves_log_sits_in_the_bottom_right_corner_at_every_table(app, game_id, players):
    table = open_table(app, game_id, players)
    log = table.moves_log.rect
    # its right edge and its foot within a few pixels of the screen's, the whole of it in the
    # bottom right quarter's column
    assert log.right >= 1280 - 20 and log.bottom >= 720 - 16, log
    assert log.x >= 1280 * 2 // 3 and log.y >= 720 // 2, log




def _played_table(app, game_id, players):
    from game.scenes.driver import Driver, play_out

    seats = [SeatInfo("Ada", None)] + [SeatInfo(name, "easy") for name in ("Bill", "Cora")[:players - 1]]
    match = launch.new_match(game_id, players, seats, (), 5, autosave=False)
    if game_id == "few-and-cursed":
        play_out(match, 2, 5)   # the characters are chosen: the hands are dealt
    app.open_match(match)
    d = Driver(app)
    d.frames(20, dt=0.1)
    if d.top_name == "handoff":
        d.key(__import__("pygame").K_RETURN)
        d.frames(5, dt=0.1)
    return d, app.stack.find("table")


@pytest.mark.parametrize("game_id,players", GAMES)
def test_a_plate_and_a_card_say_themselves_when_the_pointer_rests_on_them(app, monkeypatch, game_id, players):
    """Hover help at every table, in the shared tooltip: the viewer's own plate, and a card of
    their hand (Scotland Yard: a ticket chip), once the pointer has rested on it."""
    from game.scenes import table as table_module

    shown = []
    real = table_module.draw_tooltip
    monkeypatch.setattr(table_module, "draw_tooltip", lambda surface, words, anchor, **kw:
                        shown.append(words) or real(surface, words, anchor, **kw))
    d, table = _played_table(app, game_id, players)
    table.mouse = (0, 0)   # on the screen: the spots are found
    spots = table.hover_help()
    mine = "Mister X" if game_id == "scotland-yard" else "Ada (you)"   # Ada plays Mister X there
    plate = next((r, w) for r, w in spots if w.startswith(mine))
    if game_id == "scotland-yard":     # its cards are the ticket boards' chips
        card = next((r, w) for r, w in spots if "tickets" in w and not w.startswith(mine))
    else:
        if game_id == "fugitive":       # its cards are one sprite set, the hand's tagged "hand"
            cards = [s for s in table.cards.sprites.values() if s.tag and s.tag[0] == "hand"]
        else:
            cards = table.pieces.hand if game_id == "most-wanted" else table.hand   # Most Wanted's: one of its pieces
        hand = [s.rect for s in (cards.values() if isinstance(cards, dict) else cards)]
        card = next((r, w) for r, w in spots if r in hand)
    for rect, words in (plate, card):
        # a point of the spot that no spot drawn above it covers
        point = next((x, y) for y in range(rect.top + 2, rect.bottom - 1, 3) for x in range(rect.left + 2, rect.right - 1, 3)
                     if next((w for r, w in reversed(spots) if r.collidepoint(x, y)), None) == words)
        shown.clear()
        d.hover(point, 2)
        assert not shown, "no tip before the pointer has rested"
        d.frames(8, dt=0.1)
        assert shown and shown[-1] == words, (game_id, words, shown[-1:])
    # the pointer leaves the table's spots: the tip goes
    d.hover((640, 2), 8)
    shown.clear()
    d.frames(2, dt=0.1)
    assert not shown


def _shade_beside(app, left: int) -> float:
    """The mean brightness of the screen left of ``left`` (beside a centred panel), after a frame."""
    import pygame

    from game.engine import gfx

    app.settle(10, 1 / 30)     # past any fade
    pixels = gfx.pixels_of(app.screen)
    w, h = pixels.get_size()
    return sum(pygame.transform.average_color(pixels, pygame.Rect(0, 0, left * w // app.size[0], h))[:3])


@pytest.mark.parametrize("game_id,players", GAMES)
def test_pause_dims_the_table_behind_it(app, game_id, players):
    """The pause menu lies over the table, which stays in sight, dimmed: the table beside the
    menu's panel is much darker than it was."""
    open_table(app, game_id, players)
    app.push("pause")
    left = app.stack.top.panel.rect.left
    app.stack.pop()
    bright = _shade_beside(app, left)
    app.push("pause")
    dimmed = _shade_beside(app, left)
    assert 0 < dimmed <= bright * 0.6, (bright, dimmed)


@pytest.mark.parametrize("game_id,players", [("wagon-robbers", 2), ("most-wanted", 2)])
def test_the_results_lie_over_the_dimmed_final_table(app, game_id, players):
    from game.scenes.driver import play_out

    seats = [SeatInfo("Ada", None), SeatInfo("Bill", "easy")]
    match = launch.new_match(game_id, players, seats, (), 5, autosave=False)
    play_out(match, None, 5, level="easy")
    assert match.is_over()
    app.show(launch.table_factory(game_id)[0](app, match, 0))
    app.step(1 / 30)
    if app.stack.find("results") is not None:
        app.stack.pop()
    app.push("results", match=match)
    results = app.stack.top
    left = results.panel.rect.left
    results.peeking = True      # its Table button: a look at the final table, undimmed
    bright = _shade_beside(app, left)
    results.peeking = False
    dimmed = _shade_beside(app, left)
    assert 0 < dimmed <= bright * 0.6, (bright, dimmed)
