"""Drawing made cheaper at high resolutions without changing a pixel: opacity baked into a
kept copy (gfx.faded) instead of a surface alpha, the still layer that keeps the bottom of a
frame in one picture, and clips that come back as they were set at any scale."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import card_art, gfx
from game.engine.sprites import CardSprite
from game.engine.still_layer import StillLayer

pygame.init()

TABLE = (30, 60, 40)


def noise(size, k, seed=3):
    """A picture of random colours and opacities."""
    rnd = random.Random(seed)
    pic = gfx.Surface(size, pygame.SRCALPHA, k=k)
    raw = gfx.pixels_of(pic)
    for y in range(raw.get_height()):
        for x in range(raw.get_width()):
            raw.set_at((x, y), (rnd.randrange(256), rnd.randrange(256), rnd.randrange(256), rnd.randrange(256)))
    return pic


def pixels(picture) -> bytes:
    return pygame.image.tobytes(gfx.pixels_of(picture), "RGB")


@pytest.mark.parametrize("k", [1.0, 2.0])
def test_a_faded_copy_blits_exactly_as_the_picture_under_a_surface_alpha(k):
    pic = noise((24, 16), k)
    for alpha in (0, 1, 37, 128, 150, 254, 255):
        plain, baked = gfx.Surface((30, 20), k=k), gfx.Surface((30, 20), k=k)
        plain.fill(TABLE)
        baked.fill(TABLE)
        pic.set_alpha(alpha)
        plain.blit(pic, (3, 2))
        pic.set_alpha(255)
        copy = gfx.faded(pic, alpha)
        baked.blit(copy, (3, 2))
        assert pixels(baked) == pixels(plain), alpha
        assert copy.get_size() == pic.get_size() and copy.get_alpha() == 255
    assert gfx.faded(gfx.Surface((4, 4)), 100) is None  # no per-pixel alpha to bake into


def render(card, size=(240, 200)) -> bytes:
    surf = gfx.Surface(size)
    surf.fill(TABLE)
    card.draw(surf)
    return pixels(surf)


def expected_card(card, alpha: int) -> bytes:
    """The card drawn the plain way: its shadow and face under a surface alpha."""
    surf = gfx.Surface((240, 200))
    surf.fill(TABLE)
    shadow = card._base_shadow().copy()
    shadow.set_alpha(round(150 * alpha / 255))
    surf.blit(shadow, shadow.get_rect(center=(round(120 + 0.35 * 2.5), round(100 + 0.75 * 2.5))))
    face = card.face.copy()
    face.set_alpha(alpha)
    surf.blit(face, face.get_rect(center=(120, 100)))
    return pixels(surf)


def test_a_card_fading_in_and_out_shows_each_opacity_it_is_given():
    """The baked copies are kept per opacity: going back to an opacity shows it again, and a
    new one is never drawn from the copy of another."""
    face = card_art.card_base((60, 84), seed=2)
    card = CardSprite(face, card_art.card_back((60, 84), "navy", "eye"), (120, 100), face_up=True)
    seen = {}
    for alpha in (255, 120, 200, 120, 255, 40):
        card.alpha = alpha
        got = render(card)
        assert got == expected_card(card, alpha), alpha
        assert seen.setdefault(alpha, got) == got
    assert len(set(seen.values())) == 4


def test_the_still_layer_paints_a_key_once_and_again_when_it_changes():
    screen = gfx.Surface((64, 48), k=2.0)
    layer = StillLayer()
    painted = []

    def paint(color):
        def draw(surface):
            painted.append((color, surface is screen))
            surface.fill(color)
        return draw

    layer.draw(screen, "red", paint((200, 0, 0)))     # a new key: straight on the screen
    layer.draw(screen, "red", paint((200, 0, 0)))     # held a frame: into the kept picture
    screen.fill((0, 0, 0))
    layer.draw(screen, "red", paint((200, 0, 0)))     # from the kept picture, not painted again
    assert painted == [((200, 0, 0), True), ((200, 0, 0), False)] and layer.paints == 1
    assert screen.get_at((10, 10))[:3] == (200, 0, 0)
    for _ in range(2):
        layer.draw(screen, "blue", paint((0, 0, 200)))
    assert screen.get_at((10, 10))[:3] == (0, 0, 200) and layer.paints == 2
    painted.clear()
    for _ in range(3):  # no key: it differs in every frame, so it is painted in every frame
        layer.draw(screen, None, paint((0, 200, 0)))
    assert painted == [((0, 200, 0), True)] * 3
    layer.forget()
    layer.draw(screen, "blue", paint((0, 0, 200)))
    assert painted[-1] == ((0, 0, 200), True)


def test_a_clip_read_back_at_a_fractional_scale_is_the_one_set():
    canvas = gfx.Surface((100, 80), k=1.5)
    canvas.set_clip(pygame.Rect(1, 1, 2, 10))
    assert canvas.get_clip() == pygame.Rect(1, 1, 2, 10)
    raw = gfx.pixels_of(canvas).get_clip()
    outer = canvas.get_clip()
    canvas.set_clip(pygame.Rect(20, 20, 5, 5))   # a nested clip, put back as it was
    canvas.set_clip(outer)
    assert gfx.pixels_of(canvas).get_clip() == raw
    canvas.set_clip(None)
    assert canvas.get_clip() == canvas.get_rect()
