"""Scotland Yard's table scene, driven headless with real pygame events:
the camera (wheel, drag, keys), moving a detective by clicking a lit
station, the ticket question, Mister X's secret, the double move, and a bot
match that plays itself."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.match import Match, SeatInfo
from game.core.model import Action, MatchConfig
from game.games.scotland_yard import rules as sy
from game.games.scotland_yard.table import layout as L
from game.games.scotland_yard.table.scene import ScotlandYardTable, make_table_scene
from game.engine import gfx


def new_match(players=4, bots=(), seed=3):
    seats = [SeatInfo(f"P{i}", "easy" if i in bots else None) for i in range(players)]
    return Match(sy.RULES, MatchConfig(players), seats, seed)


def open_table(app, match, viewer=None) -> ScotlandYardTable:
    scene = make_table_scene(app, match, viewer)
    app.show(scene)
    app.step(1 / 60)
    return scene


def post(event_type, **kw):
    pygame.event.post(pygame.event.Event(event_type, **kw))


def frames(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def click(app, pos, n=2):
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, n)


def key(app, k, n=2):
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    frames(app, n)


def x_moves_first(match):
    """Mister X makes a plain (not double) move so the detectives are to act."""
    move = next(a for a in match.legal_actions(0) if a.kind == "move" and a.args[1] != "black")
    match.apply(0, move)
    return move


# --- the camera ---------------------------------------------------------------------

def test_wheel_zooms_at_the_cursor_and_home_fits(app):
    scene = open_table(app, new_match(bots=(1, 2, 3)))  # Mister X's player to move: nothing else stirs
    cam = scene.view.camera
    fit = cam.zoom
    point = (300, 250)
    anchor_world = cam.screen_to_world(point)
    post(pygame.MOUSEMOTION, pos=point, rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
    frames(app, 90)
    assert cam.zoom > fit * 1.5
    after = cam.screen_to_world(point)
    # the station under the cursor stays under the cursor
    assert abs(after[0] - anchor_world[0]) < 3 and abs(after[1] - anchor_world[1]) < 3
    key(app, pygame.K_HOME, 90)
    assert cam.zoom == pytest.approx(fit)


def test_drag_and_keys_pan_and_zoom(app):
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)  # detective 1's player is to move: a click on a lit station would move him
    scene = open_table(app, match)
    cam = scene.view.camera
    # "+" twice zooms in around the middle (the board, as wide as the map at its fit, leaves one
    # step's zoom less than the drag below of room to pan)
    key(app, pygame.K_EQUALS, 60)
    key(app, pygame.K_EQUALS, 60)
    zoomed = cam.zoom
    assert zoomed > cam.fit_zoom
    scene.view.camera.focus_on(scene.view.positions[sorted(scene._destinations())[0]], smooth=False)
    frames(app, 2)
    start = cam.center
    press = tuple(round(v) for v in scene.view.station_screen(sorted(scene._destinations())[0]))
    # drag the map to the right, starting on a lit station: the view moves left across London
    post(pygame.MOUSEBUTTONDOWN, pos=press, button=1)
    for dx in range(10, 200, 20):
        post(pygame.MOUSEMOTION, pos=(press[0] + dx, press[1]), rel=(20, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(press[0] + 190, press[1]), button=1)
    frames(app, 2)
    assert cam.center[0] < start[0] - 100 / zoomed
    before_keys = cam.center
    # holding D (WASD) pans right
    post(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d", scancode=0)
    frames(app, 20)
    post(pygame.KEYUP, key=pygame.K_d, mod=0, unicode="d", scancode=0)
    frames(app, 1)
    assert cam.center[0] > before_keys[0]
    key(app, pygame.K_MINUS, 90)
    assert cam.zoom < zoomed
    # a drag is not a click: the detective did not move
    assert len(match.history) == 1


# --- moving pieces -------------------------------------------------------------------

def test_clicking_a_lit_station_moves_the_selected_detective(app):
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    scene = open_table(app, match)
    assert scene.acting == 1 and scene.selected == 1
    before = match.state.pos[1]
    single = {s: ts for s, ts in scene._destinations().items() if len(ts) == 1}
    station, (ticket,) = sorted(single.items())[0]
    click(app, scene.view.station_screen(station))
    assert match.state.pos[1] == station
    assert match.history[-1].action == Action("move", (1, ticket, station))
    assert before != station
    # the pawn travels along the link it took, then stands on the new station
    assert scene.pawns.busy
    frames(app, 120)
    assert not scene.pawns.busy
    fig = scene.pawns._figures[1]
    assert fig.pos == pytest.approx(scene.view.positions[station])


def reach(match, piece):
    out = {}
    for a in match.legal_actions(match.to_act()[0]):
        if a.kind == "move" and a.args[0] == piece:
            out.setdefault(a.args[2], []).append(a.args[1])
    return out


def test_a_station_two_tickets_reach_asks_which(app):
    for seed in range(1, 60):
        match = new_match(bots=(0, 2, 3), seed=seed)
        x_moves_first(match)
        if any(len(ts) > 1 for ts in reach(match, 1).values()):
            break
    scene = open_table(app, match)
    station, tickets = next((s, ts) for s, ts in sorted(scene._destinations().items()) if len(ts) > 1)
    click(app, scene.view.station_screen(station))
    assert scene.choice is not None and scene.choice[1] == station
    assert len(match.history) == 1
    rect, ticket = scene.choice_rects[-1]
    click(app, rect.center)
    assert match.history[-1].action == Action("move", (1, ticket, station))
    assert ticket == tickets[-1]


def test_choosing_a_ticket_on_the_board_limits_the_lit_stations(app):
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    scene = open_table(app, match)
    every = scene._destinations()
    key(app, pygame.K_1)  # taxi
    assert scene.ticket == "taxi"
    taxi = scene._destinations()
    assert set(taxi) == {s for s, ts in every.items() if "taxi" in ts}
    key(app, pygame.K_ESCAPE)
    assert scene.ticket is None and app.stack.top is scene  # Esc first clears the ticket, no pause


def test_tab_and_board_rows_select_another_piece(app):
    match = new_match(players=3, bots=(0, 2))  # seat 1: detective 1 and both Bobbies (moved jointly)
    x_moves_first(match)
    scene = open_table(app, match)
    assert set(scene.moves) == {1, 6, 7}
    key(app, pygame.K_TAB)
    assert scene.selected == 6
    row = next(r for r, payload in scene.hud._hits if payload == ("piece", 1))
    click(app, row.center)
    assert scene.selected == 1


def test_mister_x_double_move_and_black_ticket(app):
    match = new_match(bots=(1, 2, 3))
    scene = open_table(app, match)
    assert scene.viewer == 0 and scene.acting == 0
    assert scene.double_button.visible and scene.double_button.enabled
    click(app, scene.double_button.rect.center)
    # the double is armed, not spent: it goes with his first move
    assert scene.double_armed and not match.history and scene.double_button.label == "Cancel double"
    first = sorted(scene._destinations())[0]
    click(app, scene.view.station_screen(first))
    assert [s.action.kind for s in match.history] == ["double", "move"]
    assert scene.obs["double_step"] == 2  # his second move of the double is next
    assert scene.black_button.visible and scene.black_button.enabled
    click(app, scene.black_button.rect.center)  # the black ticket
    assert scene.ticket == "black"
    key(app, pygame.K_4)  # its key puts it back...
    assert scene.ticket is None
    key(app, pygame.K_4)  # ...and takes it again
    assert scene.ticket == "black"
    assert not scene.double_button.enabled  # one double move per round
    dests = scene._destinations()
    station = sorted(dests)[0]
    click(app, scene.view.station_screen(station))
    assert match.history[-1].action == Action("move", (0, "black", station))
    assert [s.action.kind for s in match.history] == ["double", "move", "move"]


def test_a_double_move_can_be_taken_back_before_the_first_move(app):
    match = new_match(bots=(1, 2, 3))
    scene = open_table(app, match)
    click(app, scene.double_button.rect.center)
    assert scene.double_armed and "Double move" in scene._prompt()
    click(app, scene.double_button.rect.center)  # Cancel double
    assert not scene.double_armed and not match.history
    assert scene.double_button.label.startswith("Double (") and scene.obs["mister_x"]["double"] == 2
    station = sorted(scene._destinations())[0]
    click(app, scene.view.station_screen(station))
    assert [s.action.kind for s in match.history] == ["move"]  # a plain move: the ticket is kept


def take_the_screen(app):
    frames(app, 60)  # a handoff ignores clicks for a moment
    key(app, pygame.K_RETURN, 3)


def single_ticket_station(scene):
    return next(s for s, ts in sorted(scene._destinations().items()) if len(ts) == 1)


# --- secrets ---------------------------------------------------------------------------

def _frame(app, scene) -> bytes:
    scene.time = 0.0
    scene.mouse = (0, 0)
    scene.hover_station = None
    for fig in scene.pawns._figures.values():
        fig._time = 0.0  # the glow under a pawn pulses with its own clock
    scene.draw(app.screen)
    return pygame.image.tobytes(gfx.pixels_of(app.screen), "RGB")


def test_a_detective_sees_nothing_of_mister_x_where_he_hides(app):
    match = new_match()
    for _ in range(1):  # a round, then his second move: hidden (he surfaces after move 3)
        x_moves_first(match)
        while match.to_act() and match.to_act()[0] != 0:
            seat = match.to_act()[0]
            match.apply(seat, match.legal_actions(seat)[0])
    x_moves_first(match)
    state = match.state
    where = state.pos[0]
    elsewhere = next(s for s in sorted(state.possible) if s != where)
    for viewer in (1, None):
        scene = open_table(app, match, viewer)
        assert scene.obs["mister_x"]["station"] is None
        assert not scene.pawns.has(0)
        assert all(e["station"] is None for e in scene.obs["travel_log"])
        frames(app, 30)
        real = _frame(app, scene)
        match.state = sy.RULES.with_mister_x_at(state, elsewhere)
        scene.resync()
        frames(app, 30)
        moved = _frame(app, scene)
        match.state = state
        # the picture a detective sees is the same wherever Mister X really is
        assert real == moved
    # ...while Mister X's own view does show where he is
    scene = open_table(app, match, 0)
    assert scene.pawns.station(0) == where
    frames(app, 30)
    mine = _frame(app, scene)
    match.state = sy.RULES.with_mister_x_at(state, elsewhere)
    scene.resync()
    frames(app, 30)
    assert _frame(app, scene) != mine
    match.state = state


def test_surfaced_mister_x_stands_on_the_board_for_the_detectives(app):
    match = new_match()
    while len(match.state.log) < 3:
        seat = match.to_act()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind == "move"]
        match.apply(seat, legal[0])
    scene = open_table(app, match, 2)
    assert match.state.log[-1][4]  # move 3 surfaces
    assert scene.pawns.station(0) == match.state.pos[0]


def test_handoff_between_mister_x_and_the_detectives_but_not_among_detectives(app):
    match = new_match()  # four humans
    scene = open_table(app, match)
    frames(app, 3)
    assert app.stack.top.name == "handoff"  # Mister X is found first
    take_the_screen(app)
    assert scene.viewer == 0 and scene.acting == 0
    click(app, scene.view.station_screen(single_ticket_station(scene)), 1)
    assert any(line.startswith("You take") for line in scene.news.lines)
    assert scene.viewer == 0 and scene.pawns.busy  # he watches his pawn ride first
    frames(app, 90)
    assert app.stack.top.name == "handoff"  # to the detectives, behind a handoff
    assert scene.viewer is None and scene.obs["mister_x"]["station"] is None
    assert scene.news.lines == []  # "You take a taxi to ..." was for Mister X's eyes only
    take_the_screen(app)
    assert scene.viewer == 1
    assert not scene.pawns.has(0) and scene.obs["travel_log"][0]["station"] is None
    # "the detectives and Bobbies take their turns in any order": every human detective's pieces are
    # playable from the shared table, the last seat's first, without a handoff among detectives
    assert set(scene.moves) == {1, 2, 3, 6}
    scene.select(3)
    click(app, scene.view.station_screen(single_ticket_station(scene)))
    assert match.history[-1].seat == 3 and match.history[-1].action.args[0] == 3
    assert app.stack.top is scene and set(scene.moves) == {1, 2, 6}
    scene.select(6)
    click(app, scene.view.station_screen(single_ticket_station(scene)))
    assert match.history[-1].seat == 1 and match.history[-1].action.args[0] == 6
    while scene.moves and not match.is_over():
        click(app, scene.view.station_screen(single_ticket_station(scene)))
        frames(app, 3)
        assert app.stack.top is scene or match.to_act() == (0,)
    if not match.is_over():
        frames(app, 90)
        assert app.stack.top.name == "handoff"  # back to Mister X, behind a handoff


# --- bots ---------------------------------------------------------------------------------

def test_a_bot_match_proceeds_with_paced_animated_moves(app):
    match = new_match(bots=(0, 1, 2, 3))
    scene = open_table(app, match)
    scene.runner.min_seconds = 0.0
    app.settings.anim_speed = 3.0
    saw_moving = False
    deadline = time.monotonic() + 20
    while len(match.history) < 10 and not match.is_over() and time.monotonic() < deadline:
        frames(app, 1, 1 / 30)
        saw_moving = saw_moving or scene.pawns.busy
        time.sleep(0.002)
    assert len(match.history) >= 10 or match.is_over()
    assert saw_moving
    frames(app, 60, 1 / 30)
    for p in scene.obs["pieces"]:
        if p["station"] is not None and p["piece"] != 0:
            assert scene.pawns.station(p["piece"]) == p["station"]


def test_the_end_opens_the_results(app):
    match = new_match(bots=(0, 1, 2, 3))
    from game.scenes.driver import play_out

    play_out(match, None, 5, level="easy")
    assert match.is_over()
    scene = open_table(app, match)
    frames(app, 120, 1 / 30)
    assert app.stack.find("results") is not None
    assert scene.obs["mister_x"]["station"] == match.state.pos[0]


def test_escape_pauses_and_undo_puts_the_detective_back(app):
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    scene = open_table(app, match)
    start = match.state.pos[1]
    click(app, scene.view.station_screen(single_ticket_station(scene)))
    assert match.state.pos[1] != start
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "pause"
    key(app, pygame.K_u, 5)
    assert app.stack.top is scene
    assert match.state.pos[1] == start and len(match.history) == 1
    assert scene.pawns.station(1) == start and scene.selected == 1


def test_where_could_he_be_overlay_marks_the_public_deduction(app):
    from game.games.scotland_yard import board, knowledge

    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    scene = open_table(app, match, 1)
    drawn = []
    real_dots = scene.view.draw_dots
    scene.view.draw_dots = lambda surface, stations, *a, **k: (drawn.append(set(stations)),
                                                               real_dots(surface, stations, *a, **k))
    frames(app, 2)
    assert drawn == []  # off until asked for
    click(app, scene.possible_button.rect.center)
    assert scene.show_possible and drawn
    log = scene.obs["travel_log"]
    hunters = [p["station"] for p in scene.obs["pieces"] if p["piece"] != 0]
    expected = knowledge.possible_locations(log, board.station_graph(), board.start_cards()["mister_x"], hunters)
    assert drawn[-1] == set(expected) and len(expected) > 1
    assert match.state.pos[0] in drawn[-1]
    key(app, pygame.K_p)
    assert not scene.show_possible


def test_bot_detectives_move_after_the_people_at_the_table(app):
    # the detectives move "in any order": the bot detectives wait until the human detective has moved
    # his pieces, then move around them
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    scene = open_table(app, match)
    scene.runner.min_seconds = 0.0
    assert match.to_act() == (1, 2, 3)
    frames(app, 30)
    assert len(match.history) == 1  # nobody moved for the person
    while scene.moves and not match.is_over():
        click(app, scene.view.station_screen(single_ticket_station(scene)))
    deadline = time.monotonic() + 20
    while match.to_act() not in ((0,), ()) and time.monotonic() < deadline:
        frames(app, 1, 1 / 30)
        time.sleep(0.002)
    assert [step.seat for step in match.history[1:3]] == [1, 1]
    assert not match.is_over() and {step.seat for step in match.history[3:]} == {2, 3}


def test_people_may_move_a_bot_detectives_bobby(app):
    # "Bobbies are moved collectively by all detectives": with 2 detectives Bobby 2 belongs to seat 2's
    # board; while the person at seat 1 is moving, that Bobby is theirs to move as well, and the bot
    # detective then moves only what is left to it.
    match = new_match(players=3, bots=(0, 2))
    bobby_2 = sy.BOBBY_PIECES[1]
    assert match.state.layout.owner[bobby_2] == 2
    x_moves_first(match)
    scene = open_table(app, match)
    scene.runner.min_seconds = 0.0
    assert bobby_2 in scene.moves and sy.DETECTIVE_PIECES[1] not in scene.moves  # never the bot's detective
    scene.selected = bobby_2
    click(app, scene.view.station_screen(single_ticket_station(scene)))
    assert match.history[-1].seat == 2 and match.history[-1].action.args[0] == bobby_2
    assert bobby_2 not in scene.moves
    while scene.moves and not match.is_over():
        click(app, scene.view.station_screen(single_ticket_station(scene)))
    deadline = time.monotonic() + 20
    while match.to_act() not in ((0,), ()) and time.monotonic() < deadline:
        frames(app, 1, 1 / 30)
        time.sleep(0.002)
    bot_moves = [step.action.args[0] for step in match.history[4:] if step.seat == 2]
    assert not match.is_over() and bot_moves == [sy.DETECTIVE_PIECES[1]]


def test_hot_seat_detective_cannot_undo_mister_x_move(app):
    """Human Mister X and human detectives at one screen: after Mister X's
    secret move the screen passes to the detectives, and the pause menu does
    not let the detective at the screen take Mister X's move back."""
    match = new_match(bots=())
    scene = open_table(app, match)
    assert app.stack.top.name == "handoff"  # Mister X first, behind a handoff
    frames(app, 60)
    key(app, pygame.K_RETURN, 3)
    assert scene.viewer == 0
    x_move = next(a for a in match.legal_actions(0) if a.kind == "move" and a.args[1] != "black")
    match.apply(0, x_move)
    for _ in range(600):  # the move is shown, then the screen goes to the detectives
        frames(app, 1, 1 / 30)
        if app.stack.top.name == "handoff":
            break
    assert app.stack.top.name == "handoff"
    frames(app, 60)
    key(app, pygame.K_RETURN, 3)
    assert scene.viewer in (1, 2, 3)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert pause.name == "pause"
    assert not pause.undo_button.enabled
    assert "Mister X" not in pause.undo_button.label and pause.undo_seat is None
    key(app, pygame.K_u, 5)  # the hotkey does nothing either
    assert match.history[-1].action == x_move and len(match.history) == 1
    assert match.can_undo(scene.viewer)[0] is False


def test_a_detective_probe_cannot_be_taken_back(app):
    """A detective steps onto a station where Mister X might have been: the
    table's "where could he be" set shrinks, and undo is refused."""
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    possible = set(match.state.possible)
    probes = [a for a in match.legal_actions(1) if a.args[0] == 1 and a.args[2] in possible
              and a.args[2] != match.state.pos[0]]
    if not probes:
        pytest.skip("no station Mister X might be on is in reach")
    scene = open_table(app, match)
    match.apply(1, probes[0])
    assert len(match.state.possible) == len(possible) - 1
    frames(app, 2)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert pause.name == "pause" and not pause.undo_button.enabled
    assert pause.undo_button.sublabel == "It showed you something new"  # why, on the button itself
    assert "stands" in pause.undo_button.tooltip_text()
    key(app, pygame.K_u, 5)
    assert match.history[-1].action == probes[0]


def test_zoomed_in_the_camera_follows_a_riding_pawn(app):
    """A bot's detective rides while the board is zoomed in elsewhere: the camera keeps it in sight."""
    match = new_match(bots=(1, 2, 3))
    scene = open_table(app, match)
    cam = scene.view.camera
    piece = 1
    start = scene.pawns.station(piece)
    dest = next(s for s in range(1, 200) if s != start and scene.view.station_screen(s))  # any station: a long ride
    cam.zoom_at(4.0)
    frames(app, 40)
    sx, sy = scene.view.station_screen(dest)
    cam.pan_by(3000 if sx < L.BOARD.centerx else -3000, 3000 if sy < L.BOARD.centery else -3000)
    frames(app, 40)
    if L.BOARD.inflate(-40, -40).collidepoint(scene.view.station_screen(dest)):
        pytest.skip("the board is too small at this zoom to look away from the ride")
    scene.pawns.travel(piece, [dest], ["taxi"])
    scene._follow_riders()  # as _absorb does for every ride it animates
    frames(app, 120)
    assert L.BOARD.collidepoint(scene.view.station_screen(dest)), "the pawn rode out of sight"


def test_the_round_and_the_travel_log_count_alike(app):
    """"Round 1 of 22" beside a log of 24 fields confused: the log says it holds
    up to 24 moves (his double moves take two fields each)."""
    from game.engine import layout_check

    match = new_match(bots=(1, 2, 3))
    with layout_check.recording(app.screen) as rec:  # the panel is drawn once and kept
        scene = open_table(app, match)
        scene.draw(app.screen)
    said = [d.text for d in rec.draws]
    obs = scene.obs
    assert f"Round {obs['round']} of {obs['rounds']}" in said
    log_title = next(t for t in said if t.startswith("Travel log"))
    assert "24" in log_title and "moves" in log_title


def test_zoomed_in_tab_glides_to_the_piece_whose_turn_it_is(app):
    """The detectives' player zooms in far from their pieces with the wheel; Tab
    picks the next piece and the camera glides to it (real events only)."""
    match = new_match(players=3, bots=(0, 2))
    x_moves_first(match)
    scene = open_table(app, match)
    assert set(scene.moves) == {1, 6, 7}
    stations = {p: scene.pawns.station(p) for p in scene.moves}
    far = max(((x, y) for x in range(L.BOARD.left + 40, L.BOARD.right - 40, 60)
               for y in range(L.BOARD.top + 40, L.BOARD.bottom - 40, 60)),
              key=lambda pt: min((pt[0] - scene.view.station_screen(s)[0]) ** 2
                                 + (pt[1] - scene.view.station_screen(s)[1]) ** 2 for s in stations.values()))
    post(pygame.MOUSEMOTION, pos=far, rel=(1, 1), buttons=(0, 0, 0))
    for _ in range(4):
        post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0)
        frames(app, 20)
    frames(app, 60)
    board = L.BOARD
    hidden = [p for p, s in stations.items() if not board.collidepoint(scene.view.station_screen(s))]
    if not hidden:
        pytest.skip("zoomed in, every piece is still in sight")
    for _ in range(3):
        key(app, pygame.K_TAB, 90)
        piece = scene.selected
        assert board.collidepoint(scene.view.station_screen(stations[piece])), f"piece {piece} is out of sight"


def test_a_screenshot_can_zoom_on_the_map_of_london(app):
    """``screenshot scotland-yard --zoom 2`` finds the map through the table's map_camera."""
    from game.scenes import capture

    capture.prepare(app, "scotland-yard", seed=0, players=2)
    app.settle(5, 1 / 30)
    table = app.stack.find("table")
    camera = table.map_camera()
    assert camera is table.view.camera
    fit = camera.fit_zoom
    capture.pose(app, 2.0, None)
    assert abs(camera.zoom / fit - 2.0) < 0.01
    with pytest.raises(capture.CaptureError, match="out of range"):
        capture.pose(app, 50.0, None)
