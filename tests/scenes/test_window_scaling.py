"""The logical picture in a window of any size: letterbox maths, mouse mapping,
the picture scaled into the window, and the window remembered in the settings."""

import math

import pygame
import pytest

from game.engine import display
from game.engine.display import Viewport
from game.settings import Settings
from game.engine import gfx

LOGICAL = (1280, 720)


@pytest.mark.parametrize("window, scale, dest", [
    ((1280, 720), 1.0, (0, 0, 1280, 720)),
    ((1024, 600), 0.8, (0, 12, 1024, 576)),
    ((1920, 1200), 1.5, (0, 60, 1920, 1080)),
    ((3840, 2160), 3.0, (0, 0, 3840, 2160)),
    ((1000, 1000), 1000 / 1280, (0, 219, 1000, 562)),
    ((2000, 720), 1.0, (360, 0, 1280, 720)),  # wider than 16:9: bars left and right
])
def test_the_picture_fills_the_window_as_far_as_its_aspect_allows(window, scale, dest):
    view = Viewport(LOGICAL, window)
    assert view.scale == pytest.approx(scale)
    assert tuple(view.dest) == dest
    # only the remainder is letterboxed: one side fills the window exactly
    assert view.dest.w == window[0] or view.dest.h == window[1]


@pytest.mark.parametrize("window", [(1024, 600), (1366, 768), (1920, 1200), (2560, 1440), (3840, 2160), (800, 1000)])
def test_window_positions_map_back_to_the_logical_pixel_they_show(window):
    view = Viewport(LOGICAL, window)
    # a window pixel covers 1/scale logical pixels when the window is smaller
    slack = 0 if view.scale >= 1 else math.ceil(1 / view.scale)
    for logical in [(0, 0), (640, 360), (1279, 719), (470, 544), (809, 595), (3, 700)]:
        back = view.to_logical(view.to_window(logical))
        assert abs(back[0] - logical[0]) <= slack and abs(back[1] - logical[1]) <= slack
        assert 0 <= back[0] < LOGICAL[0] and 0 <= back[1] < LOGICAL[1]
    # the letterbox bars lie outside the logical picture, so nothing there is hit
    if view.dest.y > 0:
        assert view.to_logical((view.dest.x + 5, view.dest.y - 1))[1] < 0
    if view.dest.x > 0:
        assert view.to_logical((view.dest.x - 1, view.dest.y + 5))[0] < 0


def test_mouse_events_are_mapped_and_others_left_alone():
    view = Viewport(LOGICAL, (1920, 1200))  # 1.5x, 60 px bars above and below
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 660), button=1)
    mapped = display.map_event(click, view)
    assert mapped.pos == (640, 400) and mapped.button == 1
    motion = display.map_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(30, 60), rel=(15, -30),
                                                  buttons=(0, 0, 0)), view)
    assert motion.pos == (20, 0) and motion.rel == (10, -20)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert display.map_event(key, view) is key


def test_present_scales_the_whole_picture_and_blacks_out_only_the_bars():
    pygame.init()
    logical = gfx.Surface(LOGICAL)
    logical.fill((200, 40, 40))
    logical.fill((40, 200, 40), pygame.Rect(1180, 620, 100, 100))  # a green corner, bottom right
    window = pygame.Surface((1920, 1200))
    window.fill((255, 255, 255))
    view = Viewport(LOGICAL, window.get_size())
    display.present(window, logical, view)
    assert window.get_at((960, 30))[:3] == (0, 0, 0)  # the bar above
    assert window.get_at((960, 1170))[:3] == (0, 0, 0)  # the bar below
    assert window.get_at((5, 65))[:3] == (200, 40, 40)  # the picture's top-left corner
    assert window.get_at((1910, 1130))[:3] == (40, 200, 40)  # its bottom-right corner, scaled 1.5x


def test_a_click_in_a_scaled_window_reaches_the_button_it_shows(drive):
    app = drive.app
    app.view = Viewport(app.size, (1024, 600))  # the player shrank the window
    button = drive.top.settings_button
    window_pos = app.view.to_window(button.rect.center)
    assert window_pos != button.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=window_pos, button=1))
    drive.frames(4)
    assert drive.top_name == "settings"


def test_window_size_and_fullscreen_survive_a_restart(home):
    s = Settings(fullscreen=True, window_size=[1500, 900])
    s.save()
    loaded, problem = Settings.load()
    assert problem is None
    assert loaded.window_size == [1500, 900] and loaded.fullscreen is True


@pytest.mark.parametrize("bad", [[10, 10], [1280], "1280x720", [1280.5, 720], [True, 720]])
def test_a_window_size_that_makes_no_sense_is_reported_and_ignored(home, bad):
    from game import paths
    import json

    paths.settings_file().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_file().write_text(json.dumps({"window_size": bad, "music_volume": 0.3}), encoding="utf-8")
    loaded, problem = Settings.load()
    assert loaded.window_size is None and loaded.music_volume == 0.3
    assert "window_size" in problem


def test_the_fullscreen_box_follows_f11(drive):
    drive.click(drive.top.settings_button)
    box = drive.top.fullscreen
    assert box.value is False
    drive.key(pygame.K_F11)
    assert drive.app.settings.fullscreen and box.value is True
    drive.key(pygame.K_F11)
    assert not drive.app.settings.fullscreen and box.value is False


@pytest.mark.parametrize("desktop, window", [((3840, 2160), (2560, 1440)), ((2560, 1440), (1706, 960)),
                                             ((1920, 1080), (1280, 720)), ((1366, 768), (1201, 675))])
def test_the_first_window_fits_the_desktop_and_grows_on_a_big_one(monkeypatch, desktop, window):
    from types import SimpleNamespace

    from game.app import App
    from game.settings import Settings

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [desktop])
    app = SimpleNamespace(settings=Settings(), size=(1280, 720))
    assert App._start_window_size(app) == window


def test_in_a_window_drawn_at_twice_the_pixels_a_click_reaches_the_button_it_shows(home):
    """The screen is drawn with the window's own pixels, while layout, hit-testing and the
    mouse stay in logical 1280x720 units."""
    from game.app import App
    from game.scenes.driver import Driver

    app = App(headless=True, window=(2560, 1440))
    try:
        app.start()
        drive = Driver(app)
        drive.frames(2)
        assert app.screen.get_size() == (1280, 720) and gfx.pixels_of(app.screen).get_size() == (2560, 1440)
        button = drive.top.settings_button
        window_pos = app.view.to_window(button.rect.center)
        assert window_pos[0] >= 2 * button.rect.centerx and app.view.to_logical(window_pos) == button.rect.center
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=window_pos, button=1))
        drive.frames(4)
        assert drive.top_name == "settings"
    finally:
        app.shutdown()


def test_on_a_high_dpi_window_mouse_points_are_scaled_to_pixels_before_mapping():
    """macOS and Wayland count a high-DPI window's size and the mouse in points and its surface
    in pixels: at 2 pixels a point a 1024x600-point window is 2048x1200 pixels (scale 1.6, 24 px
    bars above and below the picture)."""
    assert display.point_to_pixel((3, 4.5), (2.0, 2.0)) == (6, 9)
    view = Viewport(LOGICAL, (2048, 1200), points=(1024, 600))
    assert view.ratio == (2.0, 2.0) and view.scale == pytest.approx(1.6) and view.dest.y == 24
    assert view.mouse_to_logical((512, 300)) == (640, 360)  # the window's middle is the picture's
    click = display.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(512, 300), button=1), view)
    assert click.pos == (640, 360) and click.button == 1
    motion = display.map_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(1023, 12), rel=(8, -4),
                                                  buttons=(0, 0, 0)), view)
    assert motion.pos == (1279, 0) and motion.rel == (10, -5)
    # drawn one pixel per logical pixel, the points still count half
    same = Viewport(LOGICAL, (1280, 720), points=(640, 360))
    assert same.identity and same.mouse_to_logical((320, 180)) == (640, 360)
    assert display.map_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(320, 180), button=1), same).pos == (640, 360)


def test_in_a_high_dpi_window_a_click_reaches_the_button_it_shows(drive):
    app = drive.app
    app.view = Viewport(app.size, (2560, 1440), points=(1280, 720))  # a 1280x720-point window at 2x
    button = drive.top.settings_button
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
    drive.frames(4)
    assert drive.top_name == "settings"


def test_the_real_window_is_a_pygame_window_that_may_be_high_dpi(app):
    from game.app import MIN_WINDOW, TITLE

    app._open_window((800, 450))
    try:
        win = app._win
        assert win is not None and win.title == TITLE and tuple(win.minimum_size) == MIN_WINDOW
        assert app.window.get_size() == (800, 450)  # no high-DPI screen here: a pixel a point
        assert display.window_open()
        win.size = (1024, 600)
        app.window_resized()
        assert app.window.get_size() == (1024, 600) and app.view.points == (1024, 600)
        app.set_title(f"Your turn - {TITLE}")
        assert win.title == f"Your turn - {TITLE}"
    finally:
        app._win = None
        display.set_window(None)
        win.destroy()


def test_where_a_pygame_window_cannot_open_the_display_modules_window_is_used(app, monkeypatch):
    from game.app import TITLE

    def refuse(*args, **kwargs):
        raise pygame.error("no such window here")

    monkeypatch.setattr(pygame, "Window", refuse)
    app._open_window((800, 450))
    assert app._win is None and app.window is pygame.display.get_surface()
    assert app.window.get_size() == (800, 450) and pygame.display.get_caption()[0] == TITLE
    app.set_title("Elsewhere")
    assert pygame.display.get_caption()[0] == "Elsewhere"
