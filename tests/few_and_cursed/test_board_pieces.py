"""The Few and Cursed's board pieces, driven by posted mouse moves and clicks:
hovering a Most Wanted pile, a Wanted bounty, a store card or the Grit track
shows the real card (or the track read out); a pile that may be fought
glows and a click fights it, and the cube slides as the Grit comes in; figures sharing a space stand apart and each can be picked; an
artifact token taken from its town flies to the taker's plate."""

from __future__ import annotations

import copy

import pygame

from game.engine import gfx

from game.games.few_and_cursed.table import layout as L
from game.scenes.driver import bot_move

from .test_scene import click_action, new_match, open_table, settle


def _shot(app, rect) -> bytes:
    return pygame.image.tobytes(gfx.pixels_of(app.screen.subsurface(rect)), "RGB")


def test_hovering_a_pile_shows_its_top_bounty_as_a_card(app):
    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    pieces = table.pieces
    assert set(pieces.pile_rects) == {0, 1, 2, 3}, "every pile lies on its Last Seen poster"
    pile = match.observe(0)["piles"][0]
    target = pieces.pile_rects[0].center
    popup = pygame.Rect(target[0] + 18, target[1] + 18, 170, 240).clip(pygame.Rect(0, 0, *L.SCREEN))
    before = _shot(app, popup)
    d.hover(target)
    assert pieces.hovered == ("pile", 0)
    image = pieces.hover_image()
    assert image is not None and image.get_height() > 200, "a full-size card, not a line of words"
    rect = pieces.draw_hover(app.screen.copy())
    assert rect is not None and rect.colliderect(popup)
    assert _shot(app, popup) != before, "the card is drawn beside the pointer"
    assert pile["top"] in table.words.bounties
    d.hover((L.HAND.centerx, L.HAND.y + 4))
    assert pieces.hovered is None and pieces.hover_image() is None


def test_the_wanted_tray_and_the_store_show_their_cards_on_hover(app):
    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    obs = match.observe(0)
    spots = {(kind, what): rect for rect, kind, what in table.pieces.spots}
    wanted = obs["wanted"][1]
    rect = spots[("wanted", (wanted["key"], wanted["side"]))]
    assert L.WANTED_TRAY.contains(rect)
    d.hover(rect.center)
    assert table.pieces.hovered == ("wanted", (wanted["key"], wanted["side"]))
    both = table.pieces.hover_image()
    assert both.get_width() > 2 * 112, "both sides of the Wanted card are shown"
    store = obs["store_row"][0]
    rect = next(r for (kind, what), r in spots.items() if kind == "store" and what == store)
    assert L.TOWN_TRAY.contains(rect)
    d.hover(rect.center)
    assert table.pieces.hovered == ("store", store)
    cube = table.pieces.cube_point(0)
    d.hover((round(cube[0]), round(cube[1])))
    assert table.pieces.hovered == ("track", None)
    assert table.pieces.hover_image() is not None


def test_a_cube_slides_along_the_track_when_grit_changes(app):
    match = new_match((None,), seed=59, variants=("curse-chaser",))
    d, table = open_table(app, match)
    app.anim_speed = 1.0
    clicked_pile = False
    for i in range(200):
        settle(d, table)
        grit = match.observe(0)["players"][0]["grit"]
        a = bot_move(match, 0, i)  # a good player's move, taken by its click
        start = table.pieces.cube_point(0)
        if a.kind == "bounty" and a.args[0] == "mw":   # fight a Most Wanted by clicking its pile
            settle(d, table)
            assert ("pile", a.args[1]) in table.pieces.targets, "a pile that may be fought glows"
            n = len(match.history)
            d.click(table.pieces.pile_rects[a.args[1]].center)
            assert len(match.history) == n + 1 and match.history[-1].action == a
            clicked_pile = True
        else:
            click_action(d, table, a)
        now = match.observe(0)["players"][0]["grit"]
        if now != grit:
            d.frames(2)
            mid = table.pieces.cubes[0].value
            assert min(grit, now) < mid < max(grit, now), "the cube is on its way"
            d.frames(90)
            assert table.pieces.cubes[0].value == now
            if max(grit, now) > 0:
                assert table.pieces.cube_point(0) != start
            assert clicked_pile, "this game's first Grit came from a Most Wanted, taken on the board"
            return
        if match.is_over():
            break
    raise AssertionError("no Grit changed in the moves played")


def test_figures_sharing_a_space_stand_apart_and_each_can_be_picked(app):
    match = new_match((None, "easy", "easy", "easy"), seed=2)
    d, table = open_table(app, match)
    d.frames(30)
    figures = table.board.figures
    keys = [("seat", i) for i in range(4)]
    assert len({figures.node(k) for k in keys}) == 1, "everyone starts in San Andreas"
    camera = table.board.camera
    rects = [figures._figures[k]._geometry(camera)[2] for k in keys]
    xs = sorted(r.centerx for r in rects)
    assert all(b - a >= 8 for a, b in zip(xs, xs[1:])), "no figure hides another"
    for key, rect in zip(keys, rects):
        assert figures.figure_at((rect.centerx, rect.y + rect.h // 5)) == key
    d.click((L.ZOOM_BUTTONS.x + 10, L.ZOOM_BUTTONS.centery))     # zoom in: the fan keeps its spacing on screen
    d.frames(40)
    rects = [figures._figures[k]._geometry(camera)[2] for k in keys]
    xs = sorted(r.centerx for r in rects)
    assert all(b - a >= 8 for a, b in zip(xs, xs[1:]))


def test_a_recovered_artifact_token_leaves_its_town_and_flies_to_the_taker(app):
    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    pieces = table.pieces
    old = copy.deepcopy(pieces.obs)
    new = copy.deepcopy(old)
    colour = "red"
    new["tokens"][colour] -= 1
    new["players"][1].setdefault("tokens", []).append(colour)
    pieces.sync(new, pieces.names, table._plate_center, animate=True)
    assert len(pieces.flights) == 1 and table.animating()
    mover = pieces.flights[0][0]
    start = mover.value
    d.frames(10)
    assert mover.value != start
    d.frames(60)
    assert pieces.flights == []
    assert mover.value == tuple(table._plate_center(1))
    pieces.sync(old, pieces.names, table._plate_center, animate=False)


def test_another_seats_card_flies_face_up_from_its_plate(app):
    match = new_match((None, "easy"), seed=6)
    d, table = open_table(app, match)
    flights = []
    fly = table._fly

    def watch(start, key):
        fly(start, key)
        from_theirs = tuple(start) == tuple(table._plate_center(1))
        flights.append((from_theirs, key, table.flying[-1] if table.flying else None))
    table._fly = watch
    for i in range(120):
        settle(d, table)
        if any(theirs for theirs, _key, _sprite in flights):
            break
        if match.is_over():
            break
        if 0 in match.to_act():
            click_action(d, table, bot_move(match, 0, i))
    theirs = [(start, key, sprite) for start, key, sprite in flights if start]
    assert theirs, "the other seat played a card and it was seen leaving their plate"
    _start, key, sprite = theirs[0]
    assert sprite is not None and sprite.face_up
    assert key in table.words.cards
    assert "hand" not in table.obs["players"][1], "their hand stays hidden"


def test_a_screenshot_can_zoom_on_the_board_and_rest_the_pointer_on_a_pile(app):
    from game.scenes import capture

    capture.prepare(app, "few-and-cursed", seed=0, players=2)
    app.settle(20, 1 / 30)
    table = app.stack.find("table")
    pile = table.pieces.pile_rects[0].center
    capture.pose(app, None, pile)
    assert table.pieces.hovered == ("pile", 0)
    fit = table.board.camera.zoom
    capture.pose(app, 2.0, None)
    assert abs(table.board.camera.zoom / fit - 2.0) < 0.01
    focus = table.focus_point()
    assert focus is not None and table.board.viewport.collidepoint(table.board.camera.world_to_screen(focus))


def test_a_monster_walks_its_road_at_cleanup_and_the_view_glides_to_it(app):
    from game.scenes.capture import make_match
    from game.scenes.driver import play_out

    match = make_match("few-and-cursed", 4, 0, bots="easy", variants=("random-characters",))
    play_out(match, 550, 0)
    assert match.observe(None)["monsters"], "a monster is out on the desert"
    d, table = open_table(app, match)
    board = table.board
    walks = []
    show = table._show_monster

    def watch(data, seat):
        seconds = show(data, seat)
        walks.append((data["monster"], data["to"], board.figures.busy))
        return seconds
    table._show_monster = watch
    for _ in range(3000):
        if walks or match.is_over():
            break
        if not walks:  # look far away from it, zoomed in, until it moves
            board.camera.focus_on((0, 0), board.camera.max_zoom, smooth=False)
        d.frames(1, dt=0.05)
    assert walks, "the monster moved at a cleanup"
    monster, to, walking = walks[0]
    assert walking, "it walks its road, not jumps"
    seen = False
    for _ in range(40):  # the view eases there (later moves may take it elsewhere again)
        d.frames(1, dt=1 / 30)
        seen = seen or board.viewport.collidepoint(board.node_screen(to))
    assert seen, "the view glided to where it went"
    assert board.figures.node(("monster", monster)) == to


def test_the_first_player_token_slides_to_its_new_holder(app):
    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    pieces = table.pieces
    holder = pieces.marker_seat
    assert holder == match.observe(0)["first"]
    near = table.board.camera.world_to_screen(table.board.figures.world_pos(("seat", holder)))
    assert abs(pieces._marker_target()[0] - near[0]) < 40, "the token stands by its holder's figure"
    passed = copy.deepcopy(pieces.obs)
    passed["first"] = 1 - holder
    pieces.sync(passed, pieces.names, table._plate_center, animate=True)
    assert pieces.marker_seat == 1 - holder and pieces.marker.value == 0.0
    d.frames(10)
    assert 0.0 < pieces.marker.value < 1.0, "on its way"
    d.frames(60)
    assert pieces.marker.value == 1.0


def test_the_first_player_token_keeps_clear_of_a_monster_on_its_holders_space(app):
    from game.games.few_and_cursed.table import art, board_art

    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    figures, camera, pieces = table.board.figures, table.board.camera, table.pieces
    holder = ("seat", pieces.marker_seat)
    other = ("seat", 1 - pieces.marker_seat)
    figures.hide(other)                           # the holder and a monster alone on the space
    figures.place(("monster", "crow"), figures.node(holder), art.monster_figure(), stature=1.3)
    for zoom in (1.0, 3.0):
        camera.focus_on(figures.world_pos(holder), camera.fit_zoom * zoom, smooth=False)
        d.frames(60)
        monster = figures._figures[("monster", "crow")]._geometry(camera)[2]
        pawn = figures._figures[holder]._geometry(camera)[2]
        token = board_art.first_token().get_rect(center=tuple(round(v) for v in pieces._marker_target()))
        assert not token.colliderect(monster), f"at {zoom}x the token lies on the monster"
        assert token.colliderect(pawn.inflate(16, 16)), "it stays by its holder"
        assert token.top > pawn.top + pawn.h // 3, "beside the feet, not over a head"
