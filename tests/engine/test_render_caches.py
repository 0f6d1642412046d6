"""The caches that keep frames cheap: shared card transforms (bounded, safe
to invalidate, pixel-exact at rest), text measurements and fitted sizes, and
the fast texture loops that must draw exactly what the plain ones drew."""

import math
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.engine import card_art, sprites, text, theme
from game.engine.sprites import TRANSFORMS, CardSprite, TransformCache, _transform
from game.engine.tween import Tweener
from game.engine import gfx

pygame.init()

TABLE = (30, 60, 40)


def face_and_back(size=(60, 84)):
    face = card_art.card_base(size, seed=2)
    gfx.circle(face, (150, 30, 20), (size[0] // 2, size[1] // 2), size[0] // 4)
    back = card_art.card_back(size, "navy", "eye")
    return face, back


def render(*cards, size=(240, 200)):
    surf = gfx.Surface(size)
    surf.fill(TABLE)
    for c in cards:
        c.draw(surf)
    return pygame.image.tobytes(gfx.pixels_of(surf), "RGB")


def square(px, color=(200, 0, 0)):
    s = gfx.Surface((px, px), pygame.SRCALPHA)
    s.fill((*color, 255))
    return s


# --- the shared transform cache ------------------------------------------------------

def test_transform_cache_is_bounded_by_entries_and_by_pixels():
    cache = TransformCache(max_items=5, max_pixels=10_000)
    src = square(10)
    for i in range(20):
        cache.get(src, (i,), lambda: square(10))
    assert len(cache) == 5 and cache.pixels == 5 * 100
    cache = TransformCache(max_items=100, max_pixels=10_000)
    for i in range(20):
        cache.get(src, (i,), lambda: square(40))  # 1,600 pixels each
    assert len(cache) == 6 and cache.pixels == 6 * 1600


def test_transform_cache_drops_the_least_recently_used_first():
    cache = TransformCache(max_items=3)
    src = square(4)
    made = []

    def make(tag):
        made.append(tag)
        return square(4)

    for tag in "abc":
        cache.get(src, (tag,), lambda tag=tag: make(tag))
    cache.get(src, ("a",), lambda: make("a again"))  # a hit: "a" is now the most recent
    cache.get(src, ("d",), lambda: make("d"))        # evicts "b"
    cache.get(src, ("a",), lambda: make("a again"))
    cache.get(src, ("b",), lambda: make("b again"))
    assert made == ["a", "b", "c", "d", "b again"]
    assert cache.hits == 2


def test_transform_cache_never_confuses_sources_and_forgets_on_invalidate():
    cache = TransformCache()
    one, two = square(8, (255, 0, 0)), square(8, (0, 0, 255))
    a = cache.get(one, ("k",), lambda: one.copy())
    b = cache.get(two, ("k",), lambda: two.copy())
    assert a is not b and b.get_at((0, 0)) == (0, 0, 255, 255)
    cache.invalidate(one)
    assert len(cache) == 1
    again = cache.get(one, ("k",), lambda: square(8, (0, 255, 0)))
    assert again.get_at((0, 0)) == (0, 255, 0, 255)
    cache.clear()
    assert len(cache) == 0 and cache.pixels == 0


# --- cards: exact at rest, shared while moving -------------------------------------------

@pytest.mark.parametrize("angle,scale,dimmed,highlight", [
    (0.0, 1.0, False, None), (7.3, 1.0, False, "legal"), (-12.0, 0.8, True, None), (33.0, 1.25, False, "selected"),
])
def test_a_card_that_moved_and_came_to_rest_looks_exactly_like_one_placed_there(angle, scale, dimmed, highlight):
    face, back = face_and_back()
    tw = Tweener()
    moved = CardSprite(face, back, (30, 30), face_up=True, tweener=tw)
    moved.dimmed, moved.highlight = dimmed, highlight
    moved.move_to((120, 100), 0.3, angle=angle)
    tw.add(sprites.Tween(moved, "scale", scale, 0.3))
    for _ in range(25):  # drawn every frame of the motion: the fast path fills the cache
        tw.update(1 / 60)
        render(moved)
    tw.update(1.0)
    render(moved)  # the first frame at rest
    TRANSFORMS.clear()
    placed = CardSprite(face, back, (120, 100), face_up=True)
    placed.angle, placed.scale, placed.dimmed, placed.highlight = angle, scale, dimmed, highlight
    moved._time = placed._time = 0.0
    assert render(moved) == render(placed)


def test_a_card_at_rest_is_drawn_with_the_smooth_transform():
    face, back = face_and_back()
    card = CardSprite(face, back, (120, 100), face_up=True)
    card.angle = 11.0
    card._time = 0.0
    expected = gfx.Surface((240, 200))
    expected.fill(TABLE)
    shadow = _transform(card._base_shadow(), 1.0, 1.0, 11.0, smooth=False)
    shadow.set_alpha(150)
    off = 2.5
    expected.blit(shadow, shadow.get_rect(center=(round(120 + 0.35 * off), round(100 + 0.75 * off))))
    img = gfx.rotozoom(face, 11.0, 1.0)
    expected.blit(img, img.get_rect(center=(120, 100)))
    assert render(card) == pygame.image.tobytes(gfx.pixels_of(expected), "RGB")


def test_cards_moving_together_share_their_transforms():
    face, back = face_and_back()
    tw = Tweener()
    cards = [CardSprite(face, back, (40, 40 + i), face_up=True, tweener=tw) for i in range(6)]
    for c in cards:
        c.move_to((200, 150), 0.4, angle=20.0)
    surf = gfx.Surface((260, 220))
    render(*cards)
    TRANSFORMS.hits = TRANSFORMS.misses = 0
    for _ in range(20):
        tw.update(1 / 60)
        for c in cards:
            c.draw(surf)
    # Each distinct pose is built once (card, shadow) and then shared by the other five cards.
    assert TRANSFORMS.misses <= 2 * 20
    assert TRANSFORMS.hits >= 5 * TRANSFORMS.misses


def test_a_turning_card_reuses_rounded_poses():
    face, back = face_and_back()
    card = CardSprite(face, back, (100, 100), face_up=True)
    render(card)
    TRANSFORMS.clear()
    for i in range(1, 41):  # a slow turn of a tenth of a degree a frame
        card.angle = i * 0.1
        render(card)
    assert len(TRANSFORMS) <= 2 * (4.0 / sprites.MOTION_ANGLE_STEP + 1)


def test_see_through_cards_leave_the_shared_image_untouched():
    face, back = face_and_back()
    card = CardSprite(face, back, (120, 100), face_up=True)
    card.alpha = 120
    card._time = 0.0
    got = render(card)
    assert face.get_alpha() == 255
    expected = gfx.Surface((240, 200))
    expected.fill(TABLE)
    shadow = card._base_shadow()
    shadow.set_alpha(round(150 * 120 / 255))
    expected.blit(shadow, shadow.get_rect(center=(round(120 + 0.35 * 2.5), round(100 + 0.75 * 2.5))))
    img = face.copy()
    img.set_alpha(120)
    expected.blit(img, img.get_rect(center=(120, 100)))
    assert got == pygame.image.tobytes(gfx.pixels_of(expected), "RGB")


def test_drawing_on_a_face_and_setting_it_again_shows_the_change():
    face, back = face_and_back()
    card = CardSprite(face, back, (120, 100), face_up=True)
    card.angle = 5.0
    before = render(card)
    gfx.rect(face, (0, 0, 255), (10, 10, 30, 30))
    card.set_images(face=face)
    after = render(card)
    assert after != before
    TRANSFORMS.clear()
    fresh = CardSprite(face, back, (120, 100), face_up=True)
    fresh.angle = 5.0
    assert render(fresh) == after


# --- text ------------------------------------------------------------------------------

def _fit_by_scan(label, role, size, width, min_size=10):
    while size > min_size and text.measure(label, role, size)[0] > width:
        size -= 1
    return size


@pytest.mark.parametrize("label,role", [("Calamity Jane of the Black Hills", "display"), ("Ada", "ui"),
                                        ("Hideout 17: a very long caption indeed", "serif_bold")])
def test_fit_size_agrees_with_trying_every_size(label, role):
    for size in (12, 20, 31, 44):
        for width in (30, 90, 160, 400):
            assert text.fit_size(label, role, size, width) == _fit_by_scan(label, role, size, width)


def test_measurements_and_fits_are_remembered_and_bounded():
    text.clear_cache()
    text.fit_size("Howdy partner", "ui", 30, 80)
    text.measure("Howdy partner", "ui", 22)
    assert text._fits.items and text._measures.items
    memo = text._Memo(3)
    for i in range(10):
        memo.get(i, lambda i=i: i * 2)
    assert list(memo.items) == [7, 8, 9]
    lines = text.wrap("one two three four", "ui", 20, 60)
    lines.append("changed by the caller")
    assert "changed by the caller" not in text.wrap("one two three four", "ui", 20, 60)
    text.clear_cache()
    assert not text._fits.items and not text._measures.items and not text._wraps.items


# --- fast texture loops --------------------------------------------------------------

def _slow_card_grain(seed):
    rnd = random.Random(seed * 7919 + 17)
    tile = gfx.Surface((64, 64))
    tile.fill((128, 128, 128))
    for y in range(64):
        for x in range(64):
            v = 128 + int(rnd.gauss(0, 5))
            tile.set_at((x, y), (v, v, v))
    return tile


def _slow_theme_grain(seed, tile=96):
    rng = random.Random(seed)
    surf = gfx.Surface((tile, tile), pygame.SRCALPHA)
    for y in range(tile):
        for x in range(tile):
            v = rng.randint(0, 255)
            surf.set_at((x, y), (v, v, v, rng.randint(0, 26)))
    return surf


def _slow_vignette(size, strength, color):
    sw, sh = 48, max(2, round(48 * size[1] / max(1, size[0])))
    small = gfx.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            dx = (x + 0.5) / sw * 2 - 1
            dy = (y + 0.5) / sh * 2 - 1
            d = min(1.0, math.hypot(dx * 0.85, dy * 0.95))
            small.set_at((x, y), (*color, int(strength * max(0.0, d - 0.45) ** 1.6 / 0.55 ** 1.6)))
    return gfx.smoothscale(small, size)


def _slow_noise(size, seed, cells, lo, hi):
    rng = random.Random(seed)
    w, h = size
    cw = max(2, cells)
    ch = max(2, round(cells * h / max(1, w)))
    small = gfx.Surface((cw, ch))
    for y in range(ch):
        for x in range(cw):
            v = rng.randint(lo, hi)
            small.set_at((x, y), (v, v, v))
    return gfx.smoothscale(small, (w, h))


def same_pixels(a, b):
    return a.get_size() == b.get_size() and pygame.image.tobytes(gfx.pixels_of(a), "RGBA") == pygame.image.tobytes(gfx.pixels_of(b), "RGBA")


def test_fast_texture_loops_draw_exactly_what_the_plain_loops_drew():
    assert card_art._box_muller_matches() and theme._bits_match_randint()
    for seed in (0, 3):
        card_art._grain_tile.cache_clear()
        assert same_pixels(card_art._grain_tile(seed), _slow_card_grain(seed))
        theme._grain_tile.cache_clear()
        assert same_pixels(theme._grain_tile(seed), _slow_theme_grain(seed))
    theme.vignette.cache_clear()
    theme.noise.cache_clear()
    assert same_pixels(theme.vignette((200, 120), 150, (96, 58, 20)), _slow_vignette((200, 120), 150, (96, 58, 20)))
    assert same_pixels(theme.noise((150, 90), 4, 12, 30, 220), _slow_noise((150, 90), 4, 12, 30, 220))
