"""The title screen shows the program's version, small, off the poster."""

import pygame

from game import __version__
from game.engine import text
from game.engine import gfx


def test_title_shows_the_version_in_the_corner(app, monkeypatch):
    from game.scenes.title import TitleScene

    drawn: dict[str, pygame.Rect] = {}
    real_draw = text.draw

    def recording_draw(surface, words, *args, **kwargs):
        drawn[words] = real_draw(surface, words, *args, **kwargs)
        return drawn[words]

    monkeypatch.setattr(text, "draw", recording_draw)
    scene = TitleScene(app)
    screen = gfx.Surface((1280, 720))
    scene.draw(screen)
    label = drawn[f"Version {__version__}"]
    assert screen.get_rect().contains(label)
    assert not label.colliderect(scene.poster)
    assert label.height < 24  # unobtrusive: smaller than any button's text
