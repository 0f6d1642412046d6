"""Scotland Yard's table on the shared frame: the prompt bar and the recent-moves
log where every table has them, no button over a station, pawns that leave
their station's number in sight, and station numbers a player can read in
the smallest window."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.scenes.table_frame import PROMPT_RECT
from game.games.scotland_yard.table import layout as L

from .test_scene import frames, new_match, open_table, x_moves_first

BOARD_ART = Path(__file__).resolve().parents[2] / "maps" / "scotland_yard_board.png"
SMALLEST_WINDOW_SCALE = 600 / 720   # a 1024x600 window shows the 1280x720 picture at this scale


def test_the_prompt_bar_and_the_moves_log_are_the_shared_frames(app):
    match = new_match(bots=(0, 2, 3))
    x_moves_first(match)
    scene = open_table(app, match)  # detective 1's player looks
    assert scene.prompt_rect == PROMPT_RECT
    assert scene.moves_log is not None and scene.moves_log.rect == L.MOVES_LOG
    assert L.SIDE.contains(L.MOVES_LOG) and not L.MOVES_LOG.colliderect(L.BOARD)
    # the move made before the table opened is in the log, seen as the detectives see it
    assert any("Mister X takes" in words for words, _accent in scene.moves_log.lines)
    move = next(a for a in match.legal_actions(1) if a.kind == "move" and a.args[0] == 1)
    match.apply(1, move)
    frames(app, 2)  # the table follows: the detective's move comes into the log, marked by its colour
    detective_lines = [(w, a) for w, a in scene.moves_log.lines if "goes by" in w]
    assert detective_lines and all(a is not None for _w, a in detective_lines)


def test_no_button_lies_over_the_board(app):
    scene = open_table(app, new_match(bots=(1, 2, 3)))
    for button in scene.zoom_buttons + [scene.possible_button, scene.black_button, scene.double_button]:
        assert not button.rect.colliderect(L.BOARD), button.label
    assert not PROMPT_RECT.colliderect(L.BOARD)


def test_a_pawn_stands_above_its_station_number(app):
    scene = open_table(app, new_match(bots=(1, 2, 3)))
    scene.draw(app.screen)
    for zoom_steps in (0, 3, 8):
        scene.view.camera.zoom_at(1.3 ** zoom_steps, smooth=False) if zoom_steps else None
        scene.draw(app.screen)
        for piece in (1, 2):
            station = scene.pawns.station(piece)
            fig = scene.pawns._figures[piece]
            _x, y = scene.view.station_screen(station)
            number_top = y - 18 * scene.view.camera.zoom  # the digits are 35 board pixels tall
            assert fig._geometry(scene.view.camera)[2].bottom <= number_top + 1, (zoom_steps, piece)


def test_station_numbers_read_in_a_1024x600_window(app):
    scene = open_table(app, new_match(bots=(1, 2, 3)))
    assert scene.view.camera.zoom == scene.view.camera.fit_zoom
    art = pygame.image.load(str(BOARD_ART))
    for station in (1, 88, 150, 199):
        x, y = (round(v) for v in scene.view.positions[station])
        # the rows of the number's dark ink in the middle of the plate (the plate's frame and its
        # coloured bands are not dark in every channel)
        rows = [dy for dy in range(-22, 23)
                if any(max(art.get_at((x + dx, y + dy))[:3]) < 120 for dx in range(-12, 13))]
        digit_h = max(rows) - min(rows) + 1
        on_screen = digit_h * scene.view.camera.zoom * SMALLEST_WINDOW_SCALE
        assert on_screen >= 9, f"station {station}'s number is {on_screen:.1f} px tall at 1024x600"
