"""Sprites together: SpriteGroup (a layer drawn in z-order, hit-testing,
hover) and the layout helpers for hands (fan_layout, deal)."""

from __future__ import annotations

import math
from typing import Any, Callable, NamedTuple, Sequence

import pygame

from game.engine.tween import Ease, Timeline, Tweener

from .base import Point, Sprite, _xy
from .cards import CardSprite

class SpriteGroup:
    """A layer of sprites drawn in z-order (ties: the order they were added)."""

    def __init__(self, tweener: Tweener | None = None, camera: Any = None):
        self.owns_tweener = tweener is None
        self.tweener = tweener if tweener is not None else Tweener()
        self.camera = camera
        self._sprites: dict[Sprite, int] = {}
        self._counter = 0

    def __len__(self) -> int:
        return len(self._sprites)

    def __contains__(self, sprite: object) -> bool:
        return sprite in self._sprites

    def __iter__(self):
        return iter(self.sprites())

    def add(self, *sprites: Sprite) -> None:
        for sprite in sprites:
            if sprite in self._sprites:
                continue
            if sprite._owns_tweener or sprite._tweener is None:
                sprite.tweener = self.tweener
            self._counter += 1
            self._sprites[sprite] = self._counter

    def remove(self, *sprites: Sprite) -> None:
        for sprite in sprites:
            self._sprites.pop(sprite, None)

    def clear(self) -> None:
        self._sprites.clear()

    def sprites(self) -> list[Sprite]:
        return sorted(self._sprites, key=lambda s: (s.z, self._sprites[s]))

    def update(self, dt: float) -> None:
        if self.owns_tweener:
            self.tweener.update(dt)
        for sprite in list(self._sprites):
            sprite.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for sprite in self.sprites():
            sprite.draw(surface, self.camera)

    def _world(self, screen_point: Sequence[float]) -> Point:
        if self.camera is None:
            return _xy(screen_point)
        return _xy(self.camera.screen_to_world(screen_point))

    def top_at(self, screen_point: Sequence[float], where: Callable[[Sprite], bool] | None = None) -> Sprite | None:
        p = self._world(screen_point)
        for sprite in reversed(self.sprites()):
            if sprite.visible and (where is None or where(sprite)) and sprite.hit(p):
                return sprite
        return None

    def hover(self, screen_point: Sequence[float] | None,
              where: Callable[[Sprite], bool] | None = None) -> Sprite | None:
        top = None
        if screen_point is not None:
            top = self.top_at(screen_point, lambda s: s.hoverable and (where is None or where(s)))
        for sprite in self._sprites:
            sprite.hovered = sprite is top
        return top


# --- laying out hands ---------------------------------------------------------------

class Placement(NamedTuple):
    pos: Point
    angle: float


def fan_layout(n: int, center: Sequence[float], width: float, max_angle: float = 9.0,
               max_spacing: float | None = None) -> list[Placement]:
    """Where ``n`` cards of a hand go: spread over at most ``width`` (centre to
    centre), tilted up to ``max_angle`` degrees at the ends, on a gentle arc.

    A hand of few cards is not stretched: ``max_spacing`` caps the gap, and the
    tilt shrinks with the spread, so two cards sit nearly straight."""
    if n <= 0:
        return []
    cx, cy = _xy(center)
    if n == 1:
        return [Placement((cx, cy), 0.0)]
    spacing = width / (n - 1)
    if max_spacing is not None:
        spacing = min(spacing, max_spacing)
    span = spacing * (n - 1)
    theta = math.radians(max_angle) * min(1.0, span / max(width, 1e-9))
    # A parabola whose slope at the ends matches the end tilt: y = a x^2.
    a = math.tan(theta) / span if span > 0 else 0.0
    out = []
    for i in range(n):
        x = (i - (n - 1) / 2) * spacing
        t = x / (span / 2)
        out.append(Placement((cx + x, cy + a * x * x), -t * math.degrees(theta)))
    return out


def deal(cards: Sequence[CardSprite], from_pos: Sequence[float], to_layout: Sequence[Any],
         stagger: float = 0.08, duration: float = 0.4, ease: Ease = "easeOutCubic", reveal: bool = False,
         z: float | None = None, play: bool = True, on_done: Callable[[], Any] | None = None) -> Timeline:
    """Send ``cards`` from ``from_pos`` (a deck) to their places one after
    another; ``to_layout`` items are Placements, ``(pos, angle)`` pairs or
    plain positions.  ``reveal`` flips each card face up as it lands.  With
    ``z``, card i gets depth ``z + i`` so later cards land on top."""
    if len(to_layout) < len(cards):
        raise ValueError(f"deal: {len(cards)} cards but only {len(to_layout)} places")
    tl = Timeline(on_done=on_done)
    step: list[Timeline] = []
    for i, card in enumerate(cards):
        place = to_layout[i]
        if isinstance(place, Placement) or (len(place) == 2 and isinstance(place[0], (tuple, list))):
            pos, angle = _xy(place[0]), float(place[1])
        else:
            pos, angle = _xy(place), 0.0
        card.pos = _xy(from_pos)
        if z is not None:
            card.z = z + i
        one = Timeline()
        if i:
            one.wait(i * stagger)
        one.then(card.move_to(pos, duration, ease, angle=angle, play=False))
        if reveal and not card.face_up:
            one.then(card.flip(play=False))
        step.append(one)
    tl.then(*step)
    if play and cards:
        cards[0].tweener.add(tl)
    return tl
