"""The app: surviving a scene's bug, toasts, F11, closing the window, missing assets."""

import pygame

from game.engine import assets
from game.engine.scene import Scene
from game.scenes.driver import Driver


class Boom(Scene):
    name = "boom"

    def __init__(self, app, where="update"):
        super().__init__(app)
        self.where = where

    def handle_event(self, event):
        if self.where == "event" and event.type == pygame.KEYDOWN:
            raise RuntimeError("kaboom in an event")
        return event

    def update(self, dt):
        if self.where == "update":
            raise ValueError("kaboom in update")

    def draw(self, surface):
        if self.where == "draw":
            raise KeyError("kaboom in draw")


def test_a_failing_scene_returns_to_the_title_with_a_toast(app, capsys):
    for where in ("update", "draw", "event"):
        app.errors.clear()
        app.show(Boom(app, where))
        d = Driver(app)
        if where == "event":
            d.key(pygame.K_x)
        else:
            d.frames(2)
        assert d.top_name == "title", where
        assert app.errors and "kaboom" in app.errors[0]
        assert any("Something went wrong" in m for m in app.toasts.messages)
    err = capsys.readouterr().err
    assert "Traceback" in err and "kaboom in draw" in err


def test_window_close_stops_the_loop(app):
    app.start()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1 / 60)
    assert not app.running


def test_f11_toggles_the_fullscreen_setting(app):
    app.start()
    d = Driver(app)
    before = app.settings.fullscreen
    d.key(pygame.K_F11)
    assert app.settings.fullscreen is not before
    d.key(pygame.K_F11)
    assert app.settings.fullscreen is before


def test_a_missing_image_is_a_stand_in_and_a_toast(app, capsys):
    img = assets.image("ui/no_such_picture.png", size=(40, 30))
    assert img.get_size() == (40, 30)
    assert any("no_such_picture" in m for m in app.toasts.messages)
    assert "no_such_picture" in capsys.readouterr().err


def test_missing_sound_is_silent(app):
    from game.engine import audio

    audio.play("no_such_sound")  # no mixer in tests, and no file: nothing happens


def test_toasts_fade_away(app):
    app.toast("Howdy", "success")
    assert app.toasts.messages == ["Howdy"]
    for _ in range(20):
        app.step(0.5)
    assert app.toasts.messages == []


def test_a_long_toast_is_cut_visibly_and_a_short_one_whole(app):
    toasts = app.toasts
    assert toasts.lines("Saved as Evening.") == ["Saved as Evening."]
    long = " ".join(f"word{i}" for i in range(200))
    lines = toasts.lines(long)
    assert len(lines) == toasts.MAX_LINES and lines[-1].endswith("...")
    assert " ".join(lines[:-1]) in long


def test_anim_speed_follows_the_settings_and_is_clamped(app):
    app.anim_speed = 9
    assert app.anim_speed == 3.0
    app.anim_speed = 0.1
    assert app.anim_speed == 0.5


def test_the_play_command_opens_the_title_and_ends_when_the_window_closes(home, monkeypatch):
    """``python -m game`` (README's play command, via run.py): the title comes up,
    frames are shown, and closing the window ends it with exit code 0."""
    import game.__main__ as cli
    from game.app import App

    seen = []
    real_step = App.step

    def step(self, dt):
        real_step(self, dt)
        seen.append(self.stack.top.name if self.stack.top else None)
        if len(seen) == 3:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(App, "step", step)
    assert cli.main([]) == 0
    assert seen[:3] == ["title"] * 3
    assert (home / "settings.json").is_file()  # settings are written on the way out
