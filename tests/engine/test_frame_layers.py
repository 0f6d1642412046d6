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


def test_the_still_layer_paints_a_part_again_only_when_its_key_changes():
    screen = gfx.Surface((64, 48), k=2.0)
    layer = StillLayer()
    painted = []

    def part(name, color, rect):
        def paint(surface):
            painted.append((name, surface is screen))
            surface.fill(color, rect)
        return paint

    def frame(left_key, right_key, left=(200, 0, 0), right=(0, 0, 200)):
        screen.fill((0, 0, 0))
        layer.draw(screen, [(left_key, part("left", left, (0, 0, 32, 48))),
                            (right_key, part("right", right, (32, 0, 32, 48)))])
        return screen.get_at((10, 10))[:3], screen.get_at((50, 10))[:3]

    assert frame("a", "x") == ((200, 0, 0), (0, 0, 200))      # both into the kept picture
    assert frame("a", "x") == ((200, 0, 0), (0, 0, 200))      # from it: nothing painted again
    assert painted == [("left", False), ("right", False)] and layer.paints == 2
    painted.clear()
    assert frame("a", "y", right=(0, 200, 0)) == ((200, 0, 0), (0, 200, 0))   # a change: that part alone
    assert painted == [("right", False)]
    painted.clear()
    for i in range(3):   # a part changing frame after frame: every part straight on the screen
        assert frame(f"pan {i}", "y", left=(i, 0, 0), right=(0, 200, 0)) == ((i, 0, 0), (0, 200, 0))
    assert painted == [("left", False)] + [("left", True), ("right", True)] * 2
    painted.clear()
    # held still: the kept picture again, the left brought up to date, the right kept as it was
    # (an equal key stands for equal pixels: this paint would draw blue, and is not asked)
    assert frame("pan 2", "y", left=(2, 0, 0)) == ((2, 0, 0), (0, 200, 0))
    assert painted == [("left", False)]
    painted.clear()
    frame(None, "y")     # no key: it differs in every frame
    assert painted == [("left", True), ("right", True)]
    layer.forget()
    painted.clear()
    frame("a", "y")
    assert painted == [("left", False), ("right", False)]


def test_a_part_painted_again_waits_for_a_frame_with_room_in_the_budget():
    from game.engine.frame_budget import FrameBudget

    frames = [0]
    budget = FrameBudget(lambda: frames[0], ms=0.0)   # room for the first redraw of a frame only
    layer = StillLayer(budget)
    screen = gfx.Surface((16, 16))

    def shown(key, color):
        layer.draw(screen, [(key, lambda surface: surface.fill(color))])
        return screen.get_at((4, 4))[:3]

    assert shown("red", (200, 0, 0)) == (200, 0, 0)    # the first picture: at once
    frames[0] += 1
    assert shown("red", (200, 0, 0)) == (200, 0, 0)    # held still
    frames[0] += 1
    budget.spend(lambda: None)                          # this frame's room went to another redraw
    assert shown("green", (0, 200, 0)) == (200, 0, 0)   # the last picture stays on show
    frames[0] += 1
    assert shown("green", (0, 200, 0)) == (0, 200, 0)   # the next frame has room


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


def test_a_prepared_shadow_is_the_one_a_card_of_that_size_casts():
    from game.engine.sprites import cards as card_sprites

    back = card_art.card_back((48, 66), "navy", "eye")
    with gfx.at_scale(2.0):
        card_sprites._card_shadow.cache_clear()
        CardSprite.prepare_shadow(back)
        made = card_sprites._card_shadow.cache_info()
        shadow = CardSprite(back, back, (60, 60))._base_shadow()
        after = card_sprites._card_shadow.cache_info()
        assert (made.misses, made.currsize) == (1, 1)
        assert (after.misses, after.hits) == (1, made.hits + 1) and shadow.k == 2.0
