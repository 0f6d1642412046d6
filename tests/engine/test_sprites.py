"""Sprites on the table: flips, moves, fans, deals, hops, flights, hit tests,
z-order; and the card art they wear."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math

import pygame
import pytest

from game.engine import card_art
from game.engine.camera import Camera
from game.engine.sprites import (
    CardSprite, FigureSprite, MoneyBagSprite, Placement, SpriteGroup, TokenSprite, deal, fan_layout,
    money_bag_image, pawn_image, token_image,
)
from game.engine.tween import Timeline, Tweener
from game.engine import gfx

pygame.init()

RED, BLUE = (200, 30, 30), (30, 30, 200)


def solid(color, size=(60, 84)):
    s = gfx.Surface(size, pygame.SRCALPHA)
    s.fill((*color, 255))
    return s


def make_card(pos=(100, 100), face_up=False, tweener=None, **kw):
    return CardSprite(solid(RED), solid(BLUE), pos, face_up=face_up, tweener=tweener, **kw)


# --- cards -----------------------------------------------------------------

def test_flip_swaps_the_face_exactly_at_the_midpoint():
    tw = Tweener()
    card = make_card(tweener=tw)
    card.flip(0.4)
    tw.update(0.1)
    assert not card.face_up and 0.0 < card.flip_x < 1.0 and card.lift > 0
    tw.update(0.099)
    assert not card.face_up and card.showing is card.back
    assert card.flip_x < 0.01  # edge-on just before the swap
    tw.update(0.002)
    assert card.face_up and card.showing is card.face
    tw.update(0.3)
    assert card.flip_x == 1.0 and card.lift == pytest.approx(0.0) and not tw.busy


def test_flip_to_a_given_side_and_a_second_flip_completes_the_first():
    tw = Tweener()
    card = make_card(tweener=tw)
    card.flip(0.4, face_up=True)
    tw.update(0.1)
    card.flip(0.4)  # turn it back down: the first flip lands first
    tw.update(1.0)
    assert not card.face_up and card.flip_x == 1.0 and card.lift == pytest.approx(0.0)


def test_move_to_reaches_the_target_and_a_new_move_takes_over():
    tw = Tweener()
    card = make_card((0, 0), tweener=tw)
    card.move_to((300, 120), 0.5, angle=15)
    tw.update(0.25)
    assert 0 < card.pos[0] < 300
    tw.update(0.25)
    assert card.pos == (300.0, 120.0) and card.angle == 15.0
    card.move_to((0, 0), 0.5)
    tw.update(0.2)
    card.move_to((50, 50), 0.5)
    tw.update(0.5)
    assert card.pos == (50.0, 50.0) and not tw.busy


def test_a_sprite_without_a_group_drives_its_own_motion():
    card = make_card((0, 0))
    card.move_to((10, 0), 0.2)
    card.update(0.3)
    assert card.pos == (10.0, 0.0)


def test_play_false_returns_an_unstarted_animation_for_timelines():
    tw = Tweener()
    card = make_card((0, 0), tweener=tw)
    anim = card.move_to((10, 10), 0.2, play=False)
    assert not tw.busy
    tw.add(Timeline().wait(0.1).then(anim))
    tw.update(0.1)
    assert card.pos == (0.0, 0.0)
    tw.update(0.2)
    assert card.pos == (10.0, 10.0)


def test_hover_lifts_a_card_and_dimmed_cards_do_not_rise():
    card = make_card((100, 100))
    top_before = card.rect.top
    card.hovered = True
    for _ in range(30):
        card.update(1 / 60)
    assert card.rect.top < top_before - card.HOVER_LIFT * 0.9
    card.dimmed = True
    for _ in range(60):
        card.update(1 / 60)
    assert card.rect.top == top_before


def test_rotated_card_hit_test_follows_its_angle():
    card = make_card((200, 200))  # 60 x 84
    assert card.hit((200, 200 + 40)) and not card.hit((200 + 38, 200))
    card.angle = 90
    assert card.hit((200 + 40, 200)) and not card.hit((200, 200 + 38))
    card.angle = 30
    assert card.hit((200, 200))
    r = card.rect
    assert r.w > 60 and r.h > 84  # the bounds of a tilted card are wider than the card


# --- fans and deals ----------------------------------------------------------------

@pytest.mark.parametrize("n", [2, 5, 8])
def test_fan_layout_is_symmetric(n):
    lay = fan_layout(n, (400, 500), 300, max_angle=10)
    assert len(lay) == n
    for i in range(n):
        (x1, y1), a1 = lay[i]
        (x2, y2), a2 = lay[n - 1 - i]
        assert x1 - 400 == pytest.approx(400 - x2)
        assert y1 == pytest.approx(y2)
        assert a1 == pytest.approx(-a2)
    xs = [p.pos[0] for p in lay]
    assert xs == sorted(xs)
    assert lay[0].angle > 0 > lay[-1].angle  # left cards lean left (counter-clockwise)
    assert lay[0].pos[1] >= lay[n // 2].pos[1]  # the ends dip below the middle: an arc
    assert xs[-1] - xs[0] == pytest.approx(300)


def test_fan_layout_small_hands_and_spacing_cap():
    assert fan_layout(0, (0, 0), 100) == []
    assert fan_layout(1, (5, 6), 100) == [Placement((5.0, 6.0), 0.0)]
    lay = fan_layout(3, (0, 0), 600, max_angle=12, max_spacing=50)
    assert lay[1].pos[0] - lay[0].pos[0] == pytest.approx(50)
    assert abs(lay[0].angle) < 12 / 2  # a tight hand tilts less


def test_deal_staggers_cards_to_their_places_and_reveals():
    tw = Tweener()
    group = SpriteGroup(tw)
    cards = [make_card((0, 0)) for _ in range(4)]
    group.add(*cards)
    lay = fan_layout(4, (400, 300), 240)
    finished = []
    deal(cards, (50, 50), lay, stagger=0.1, duration=0.3, reveal=True, z=10, on_done=lambda: finished.append(1))
    assert [c.z for c in cards] == [10, 11, 12, 13]
    tw.update(0.3)
    assert cards[0].pos == lay[0].pos and cards[3].pos != lay[3].pos
    tw.update(2.0)
    assert finished == [1]
    for card, place in zip(cards, lay):
        assert card.pos == pytest.approx(place.pos) and card.angle == pytest.approx(place.angle)
        assert card.face_up


def test_deal_refuses_too_few_places():
    with pytest.raises(ValueError, match="places"):
        deal([make_card(), make_card()], (0, 0), [(1, 1)])


# --- other pieces ---------------------------------------------------------------------

def test_figure_hops_along_the_path_and_settles():
    tw = Tweener()
    fig = FigureSprite(pawn_image((200, 40, 40), 60), (0, 0), tweener=tw)
    path = [(100, 0), (100, 100), (0, 100)]
    fig.move_along(path, seconds_per_leg=0.4)
    tw.update(0.2)
    assert fig.hop > 5 and 0 < fig.pos[0] < 100
    tw.update(0.2)
    assert fig.pos == (100.0, 0.0)
    tw.update(0.4)
    assert fig.pos == (100.0, 100.0)
    tw.update(2.0)
    assert fig.pos == (0.0, 100.0) and fig.hop == 0.0 and fig.squash == pytest.approx(0.0)
    # Its feet are on the spot: the rect's bottom is at (or just below) the anchor.
    assert abs(fig.rect.bottom - 100) <= 4 and fig.rect.centerx == 0


def test_figure_hit_uses_its_shape():
    fig = FigureSprite(pawn_image((40, 90, 200), 64), (100, 100))
    r = fig.rect
    assert fig.hit((r.centerx, r.top + r.h * 0.25))      # the head
    assert not fig.hit((r.left + 1, r.top + 1))            # the empty corner by the head


def test_money_bag_flies_on_an_arc_and_lands_in_its_stack_place():
    tw = Tweener()
    bag = MoneyBagSprite((0, 300), size=40, tweener=tw)
    bag.fly_to((400, 300), duration=0.6, stack_index=4)
    tw.update(0.3)
    assert bag.hop > 40  # high in the air half way
    tw.update(0.3)
    dx, dy = MoneyBagSprite.stack_offset(4, bag.image.get_height())
    assert bag.pos == pytest.approx((400 + dx, 300 + dy))
    tw.update(0.03)
    assert bag.squash > 0.1  # the thump
    tw.update(1.0)
    assert bag.squash == pytest.approx(0.0) and bag.hop == 0.0 and bag.angle == 0.0


def test_stack_offsets_are_distinct_and_build_upwards():
    offs = [MoneyBagSprite.stack_offset(i, 48) for i in range(12)]
    assert len(set(offs)) == 12
    assert offs[0] == (0.0, 0.0)
    assert offs[5][1] < offs[3][1] < offs[0][1]  # the third row is above the second, above the first
    assert offs[6][1] < offs[0][1]  # the next pyramid sits higher


def test_token_hit_is_round():
    tok = TokenSprite((50, 50), radius=20, label="5")
    assert tok.hit((50 + 19, 50)) and not tok.hit((50 + 18, 50 + 18))
    assert tok.rect.size == (40, 40)


# --- groups ------------------------------------------------------------------------------

def test_group_draws_in_z_order_and_finds_the_top_sprite():
    group = SpriteGroup()
    a = make_card((100, 100), face_up=True)   # red face
    b = make_card((120, 100), face_up=False)  # blue back
    group.add(a, b)
    surf = gfx.Surface((300, 200))
    surf.fill((0, 80, 0))
    group.draw(surf)
    assert surf.get_at((110, 100))[:3] == BLUE  # b was added last: on top where they overlap
    assert group.top_at((110, 100)) is b
    a.z = 5
    surf.fill((0, 80, 0))
    group.draw(surf)
    assert surf.get_at((110, 100))[:3] == RED
    assert group.top_at((110, 100)) is a
    assert group.top_at((280, 190)) is None
    assert group.hover((145, 100)) is b and b.hovered and not a.hovered
    assert group.hover(None) is None and not b.hovered


def test_group_adopts_a_sprites_running_motion_and_updates_its_tweener():
    card = make_card((0, 0))
    card.move_to((100, 0), 1.0)
    card.update(0.5)
    group = SpriteGroup()
    group.add(card)
    assert card.tweener is group.tweener and group.tweener.busy
    group.update(0.5)
    assert card.pos == (100.0, 0.0)


def test_skipping_finishes_every_sprites_motion():
    tw = Tweener()
    group = SpriteGroup(tw)
    card, bag = make_card((0, 0)), MoneyBagSprite((0, 0), size=32)
    group.add(card, bag)
    card.flip()
    card.move_to((200, 50), 1.0)
    bag.fly_to((300, 300))
    tw.finish_all()
    assert card.face_up and card.flip_x == 1.0 and card.pos == (200.0, 50.0)
    assert bag.pos == (300.0, 300.0) and bag.squash == 0.0
    group.update(1 / 60)  # a group given a tweener does not update it: still quiet
    assert not tw.busy


def test_group_with_a_camera_draws_and_picks_in_world_space():
    cam = Camera((0, 0, 200, 200), (1000, 1000), zoom=2.0)
    cam.focus_on((500, 500), smooth=False)
    group = SpriteGroup(camera=cam)
    tok = TokenSprite((510, 500), radius=10, color=(10, 200, 10))
    group.add(tok)
    surf = gfx.Surface((200, 200))
    group.draw(surf)
    sx, sy = cam.world_to_screen((510, 500))
    assert sx == 120 and surf.get_at((int(sx), int(sy)))[1] > 120
    assert group.top_at((120, 100)) is tok and group.top_at((97, 100)) is None


def test_highlight_glow_shows_around_the_card():
    card = make_card((100, 100), face_up=True)
    plain = gfx.Surface((200, 200))
    card.draw(plain)
    card.highlight = "legal"
    glowing = gfx.Surface((200, 200))
    card.draw(glowing)
    above = (100, 100 - 42 - 4)  # just above the card's top edge
    assert glowing.get_at(above)[0] > plain.get_at(above)[0] + 60
    assert glowing.get_at((100, 100))[:3] == RED  # the face itself is untouched


def test_mid_flip_card_is_drawn_narrow():
    card = make_card((100, 100), face_up=True)
    card.flip_x = 0.5
    surf = gfx.Surface((200, 200))
    card.draw(surf)
    assert surf.get_at((100, 100))[0] > 100
    assert surf.get_at((100 + 20, 100))[0] < 60  # the face spans only 30 px now


# --- art ---------------------------------------------------------------------------------

def test_card_base_has_rounded_transparent_corners_and_returns_copies():
    face = card_art.card_base((120, 168))
    assert face.get_size() == (120, 168)
    assert face.get_at((0, 0))[3] == 0 and face.get_at((60, 84))[3] == 255
    face.fill((0, 0, 0))
    again = card_art.card_base((120, 168))
    assert again.get_at((60, 84))[:3] != (0, 0, 0)  # the cache was not drawn on


def test_card_backs_differ_by_motif_and_palette_and_reject_unknowns():
    a = card_art.card_back((90, 126), "oxblood", "star")
    b = card_art.card_back((90, 126), "oxblood", "wheel")
    c = card_art.card_back((90, 126), "navy", "star")
    centre = (45, 63)
    assert a.get_at((45, 20)) != c.get_at((45, 20))
    assert any(a.get_at((x, y)) != b.get_at((x, y)) for x in range(30, 60) for y in range(50, 76))
    assert a.get_at(centre)[3] == 255 and a.get_at((0, 0))[3] == 0
    with pytest.raises(ValueError, match="motif"):
        card_art.card_back((90, 126), motif="banjo")
    with pytest.raises(ValueError, match="palette"):
        card_art.card_back((90, 126), palette="plaid")
    custom = card_art.card_back((90, 126), ((10, 10, 10), (20, 20, 20), (200, 200, 0)))
    assert custom.get_size() == (90, 126)


def test_corner_index_prints_in_both_corners():
    face = card_art.card_base((100, 140))
    before = face.copy()
    font = pygame.font.Font(None, 24)
    rect = card_art.draw_corner_index(face, "7", font, (200, 0, 0))
    inside = card_art.content_rect((100, 140))
    assert inside.contains(rect)

    def reddish(surf, box):
        return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                   if surf.get_at((x, y))[0] > 150 and surf.get_at((x, y))[1] < 90)

    mirror = pygame.Rect(100 - rect.right, 140 - rect.bottom, rect.w, rect.h)
    assert reddish(face, rect) > 5 and reddish(face, mirror) > 5
    assert reddish(before, rect) == 0


def test_number_face_banner_and_piece_images():
    big, small = pygame.font.Font(None, 60), pygame.font.Font(None, 22)
    face = card_art.number_face((120, 168), 42, big, small, caption="HIDEOUT", motif="star")
    assert face.get_size() == (120, 168) and face.get_at((60, 80))[3] == 255
    assert pawn_image((10, 200, 10), 50).get_height() == 50
    bag = money_bag_image(40)
    assert bag.get_at((bag.get_width() // 2, int(bag.get_height() * 0.7)))[3] == 255
    chip = token_image(16, (200, 200, 40), "9")
    assert chip.get_size() == (32, 32) and chip.get_at((0, 0))[3] == 0


def test_supersampled_shapes_have_soft_edges():
    img = card_art.supersampled((40, 40), lambda s, k: gfx.circle(s, (255, 255, 255, 255), (20 * k, 20 * k), 14.6 * k))
    alphas = {img.get_at((x, 20))[3] for x in range(0, 10)}
    assert any(0 < a < 255 for a in alphas)
    assert math.isclose(img.get_at((20, 20))[3], 255)
