"""The board camera: world<->screen round trips, clamping, zoom about the
cursor, eased motion, and the mouse and keys that drive it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from hypothesis import given, strategies as st

from game.engine.camera import Camera
from game.engine import gfx

pygame.init()

VIEW = pygame.Rect(100, 50, 800, 600)   # a board area beside a side panel
WORLD = (2400, 1800)


def cam(**kw):
    return Camera(VIEW, WORLD, **kw)


def settle(c, seconds=3.0):
    for _ in range(int(seconds * 60)):
        c.update(1 / 60)


@given(st.floats(0, 2400), st.floats(0, 1800), st.floats(0.34, 3.0), st.floats(0, 2400), st.floats(0, 1800))
def test_world_screen_round_trip(x, y, zoom, cx, cy):
    c = cam(zoom=zoom)
    c.focus_on((cx, cy), smooth=False)
    sx, sy = c.world_to_screen((x, y))
    wx, wy = c.screen_to_world((sx, sy))
    assert wx == pytest.approx(x, abs=1e-6) and wy == pytest.approx(y, abs=1e-6)


def test_starts_fitting_the_whole_world_and_never_zooms_out_further():
    c = cam()
    assert c.zoom == pytest.approx(min(800 / 2400, 600 / 1800))
    assert c.world_to_screen((1200, 900)) == pytest.approx(VIEW.center)
    c.set_zoom(0.01)
    assert c.zoom == pytest.approx(c.fit_zoom)
    c.set_zoom(50)
    assert c.zoom == 3.0


def test_the_view_is_clamped_to_the_world():
    c = cam(zoom=1.0)
    c.focus_on((0, 0), smooth=False)
    assert c.screen_to_world(VIEW.topleft) == pytest.approx((0, 0))
    c.pan_by(-500, -500)
    assert c.screen_to_world(VIEW.topleft) == pytest.approx((0, 0))
    c.pan_by(10_000, 10_000)
    assert c.screen_to_world(VIEW.bottomright) == pytest.approx(WORLD)
    visible = c.visible_world_rect()
    assert visible.right <= WORLD[0] + 1 and visible.bottom <= WORLD[1] + 1


def test_a_world_smaller_than_the_view_sits_centred():
    c = Camera((0, 0, 1000, 800), (300, 200), min_zoom=1.0, max_zoom=1.0)
    c.pan_by(400, -300)
    assert c.world_to_screen((150, 100)) == pytest.approx((500, 400))


def test_zoom_keeps_the_point_under_the_cursor():
    c = cam(zoom=1.0)
    cursor = (300, 200)
    before = c.screen_to_world(cursor)
    c.zoom_at(1.5, cursor, smooth=False)
    assert c.zoom == pytest.approx(1.5)
    assert c.screen_to_world(cursor) == pytest.approx(before)


def test_smooth_zoom_eases_in_and_keeps_its_anchor():
    c = cam(zoom=1.0)
    cursor = (600, 400)
    before = c.screen_to_world(cursor)
    c.zoom_at(2.0, cursor)
    assert c.zoom == 1.0 and c.moving
    c.update(1 / 60)
    assert 1.0 < c.zoom < 2.0
    assert c.screen_to_world(cursor) == pytest.approx(before)
    settle(c)
    assert c.zoom == pytest.approx(2.0) and not c.moving
    assert c.screen_to_world(cursor) == pytest.approx(before)


def test_focus_on_glides_to_the_point_and_stops_at_the_edges():
    c = cam(zoom=1.0)
    c.focus_on((1500, 1000))
    c.update(1 / 60)
    assert c.center != pytest.approx((1500, 1000))
    settle(c)
    assert c.center == pytest.approx((1500, 1000))
    c.focus_on((2390, 10), zoom=2.0)
    settle(c)
    assert c.zoom == pytest.approx(2.0)
    assert c.screen_to_world((VIEW.right, VIEW.top)) == pytest.approx((2400, 0), abs=0.5)


def _post(c, type_, **kw):
    return c.handle_event(pygame.event.Event(type_, **kw))


def test_right_drag_pans_at_once():
    c = cam(zoom=1.0)
    start = c.center
    assert _post(c, pygame.MOUSEBUTTONDOWN, button=3, pos=(500, 300))
    assert _post(c, pygame.MOUSEMOTION, pos=(450, 280), rel=(-50, -20), buttons=(0, 0, 1))
    assert c.center == pytest.approx((start[0] + 50, start[1] + 20))
    assert _post(c, pygame.MOUSEBUTTONUP, button=3, pos=(450, 280))


def test_left_click_passes_through_but_a_left_drag_pans_and_eats_its_release():
    c = cam(zoom=1.0)
    start = c.center
    assert not _post(c, pygame.MOUSEBUTTONDOWN, button=1, pos=(500, 300))
    assert not _post(c, pygame.MOUSEMOTION, pos=(502, 301), rel=(2, 1), buttons=(1, 0, 0))
    assert not _post(c, pygame.MOUSEBUTTONUP, button=1, pos=(502, 301))  # a click
    assert c.center == start
    _post(c, pygame.MOUSEBUTTONDOWN, button=1, pos=(500, 300))
    assert _post(c, pygame.MOUSEMOTION, pos=(540, 300), rel=(40, 0), buttons=(1, 0, 0))
    assert c.dragging and c.center[0] == pytest.approx(start[0] - 40)
    assert _post(c, pygame.MOUSEBUTTONUP, button=1, pos=(540, 300))
    assert not c.dragging


def test_clicks_outside_the_viewport_are_not_the_cameras():
    c = cam(zoom=1.0)
    assert not _post(c, pygame.MOUSEBUTTONDOWN, button=3, pos=(20, 20))
    assert not _post(c, pygame.MOUSEMOTION, pos=(60, 60), rel=(40, 40), buttons=(0, 0, 1))


def test_wheel_zooms_about_the_cursor():
    c = cam(zoom=1.0)
    cursor = (250, 150)
    before = c.screen_to_world(cursor)
    assert _post(c, pygame.MOUSEWHEEL, x=0, y=2, precise_x=0.0, precise_y=2.0, flipped=False, pos=cursor)
    settle(c)
    assert c.zoom == pytest.approx(Camera.WHEEL_STEP ** 2)
    assert c.screen_to_world(cursor) == pytest.approx(before)


def test_keys_pan_while_held_and_zoom():
    c = cam(zoom=1.0)
    start = c.center
    assert _post(c, pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    for _ in range(30):
        c.update(1 / 60)
    assert _post(c, pygame.KEYUP, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    moved = c.center[0] - start[0]
    assert moved == pytest.approx(Camera.KEY_PAN_SPEED * 0.5, rel=0.01)
    c.update(0.5)
    assert c.center[0] - start[0] == pytest.approx(moved)  # released: it stops
    assert _post(c, pygame.KEYDOWN, key=pygame.K_PLUS, mod=0, unicode="+", scancode=0)
    settle(c)
    assert c.zoom == pytest.approx(Camera.KEY_ZOOM_STEP)
    assert _post(c, pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
    settle(c)
    assert c.zoom == pytest.approx(c.fit_zoom)
    assert not _post(c, pygame.KEYDOWN, key=pygame.K_q, mod=0, unicode="q", scancode=0)


def test_resize_keeps_the_view_inside_the_world():
    c = cam(zoom=1.0)
    c.focus_on((2300, 1700), smooth=False)
    c.resize((0, 0, 1200, 900))
    assert c.screen_to_world((1200, 900))[0] <= WORLD[0] + 1e-6
    assert c.min_zoom == pytest.approx(0.5)


def test_draw_image_shows_the_board_where_the_camera_looks():
    board = gfx.Surface(WORLD)
    board.fill((200, 180, 140))
    board.fill((20, 40, 200), (1000, 800, 100, 100))
    c = cam(zoom=2.0)
    c.focus_on((1050, 850), smooth=False)
    screen = gfx.Surface((1000, 700))
    screen.fill((0, 0, 0))
    c.draw_image(screen, board)
    assert screen.get_at(VIEW.center)[:3] == (20, 40, 200)
    assert screen.get_at((VIEW.left + 5, VIEW.top + 5))[:3] == (200, 180, 140)
    assert screen.get_at((VIEW.left - 5, VIEW.top + 5))[:3] == (0, 0, 0)  # nothing drawn outside the view
    c.fit(smooth=False)
    screen.fill((0, 0, 0))
    c.draw_image(screen, board)
    sx, sy = c.world_to_screen((1050, 850))
    assert screen.get_at((int(sx), int(sy)))[2] > 150
