"""Settings persisted, a broken settings file handled; the settings and rules scenes."""

import json

import pygame

from game import paths
from game.app import App
from game.scenes.driver import Driver
from game.settings import Settings


def test_settings_round_trip(home):
    s = Settings(fullscreen=True, anim_speed=2.5, music_volume=0.25, effects_volume=0.0)
    s.remember_setup("fugitive", 2, [{"name": "Ada", "bot": None}, {"name": "Doc", "bot": "hard"}], ["events"])
    s.save()
    loaded, problem = Settings.load()
    assert problem is None
    assert loaded == s


def test_a_broken_settings_file_is_kept_and_defaults_used(home, capsys):
    path = paths.settings_file()
    path.write_text("{ this is not json", encoding="utf-8")
    app = App(headless=True)
    try:
        assert app.settings == Settings()
        broken = path.with_name("settings.json.broken")
        assert broken.read_text(encoding="utf-8") == "{ this is not json"
        assert any("settings.json.broken" in m for m in app.toasts.messages)
        assert "Settings reset" in capsys.readouterr().err
    finally:
        app.shutdown()


def test_tampered_values_are_reset_and_the_file_kept(home):
    path = paths.settings_file()
    path.write_text(json.dumps({"anim_speed": 1e9, "music_volume": 0.3, "fullscreen": "yes"}), encoding="utf-8")
    (path.with_name("settings.json.broken")).write_text("older", encoding="utf-8")
    settings, problem = Settings.load()
    assert settings.anim_speed == 1.0 and settings.music_volume == 0.3 and settings.fullscreen is False
    assert "anim_speed" in problem and "fullscreen" in problem
    assert path.with_name("settings.json.broken").read_text() == "older"  # never overwritten
    assert json.loads(path.with_name("settings.json.broken.2").read_text())["anim_speed"] == 1e9


def test_settings_scene_changes_apply_and_persist(drive):
    drive.click(drive.top.settings_button)
    scene = drive.top
    assert drive.top_name == "settings"
    slider = scene.speed
    drive.click((slider.groove.right, slider.groove.centery))
    assert drive.app.anim_speed == 3.0
    drive.key(pygame.K_TAB)  # focus walks to the next control
    drive.click(scene.fullscreen)
    assert drive.app.settings.fullscreen
    # keyboard: focus the effects slider and step it down
    scene.ui.set_focus(scene.effects, keyboard=True)
    before = drive.app.settings.effects_volume
    drive.key(pygame.K_LEFT)
    assert drive.app.settings.effects_volume == round(before - 0.05, 6)
    drive.click(scene.back)
    assert drive.top_name == "title"
    saved = json.loads(paths.settings_file().read_text())
    assert saved["anim_speed"] == 3.0 and saved["fullscreen"] is True


def test_rules_viewer_scrolls_and_switches_tabs(app):
    app.go("rules", game_id="fugitive")
    d = Driver(app)
    d.frames(2)
    rules = d.top
    view = rules.view
    assert view.max_offset > 0
    d.key(pygame.K_PAGEDOWN, frames=30)
    assert view.offset > 100
    d.key(pygame.K_HOME, frames=30)
    assert view.offset == 0
    d.wheel(view, -2, frames=30)
    assert view.offset > 0
    d.key(pygame.K_END, frames=40)
    assert view.at_end
    # drag the scrollbar thumb back to the top
    thumb = view.thumb()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(thumb.centerx, 0), rel=(0, -500), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, 0), button=1))
    d.frames(2)
    assert view.offset == 0
    if rules.tabs is not None:
        d.click(rules.tabs.tab_rects()[1])
        assert rules.tab == 1
        rules.ui.set_focus(view)
        d.key(pygame.K_LEFT)  # the arrows turn the tabs while reading
        assert rules.tab == 0 and rules.ui.focus is view
        d.key(pygame.K_RIGHT)
        assert rules.tab == 1
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "title"


def test_the_rules_of_a_game_in_preparation_say_so(app, monkeypatch):
    from game import games
    from game.scenes.rules import rule_texts

    from game.core.model import GameInfo

    ghost = games.GameEntry("ghost-town", None, GameInfo("ghost-town", "Ghost Town", 2, 4, pitch="Nobody lives here."))
    monkeypatch.setattr(games, "GAMES", games.GAMES + (ghost,))
    label, text = rule_texts("ghost-town")[0]
    assert label == "How to play" and "in preparation" in text and "missing" not in text


def test_the_text_size_setting_enlarges_text_and_is_kept(drive):
    from game.engine import gfx, text

    drive.click(drive.top.settings_button)
    scene = drive.top
    body = text.reading_size(20)
    drive.click((scene.text_size.groove.right, scene.text_size.groove.centery))
    assert drive.app.settings.text_size == 150 and gfx.text_scale() == 1.5
    assert text.reading_size(20) == 30 == round(body * 1.5)
    drive.click(scene.back)
    assert json.loads(paths.settings_file().read_text())["text_size"] == 150
    loaded, problem = Settings.load()
    assert problem is None and loaded.text_size == 150


def test_a_text_size_not_offered_is_reset(home):
    paths.settings_file().write_text(json.dumps({"text_size": 300}), encoding="utf-8")
    settings, problem = Settings.load()
    assert settings.text_size == 100 and "text_size" in problem
