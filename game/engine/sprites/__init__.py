"""Things on the table: cards, figures, money bags and tokens that move like
real pieces, drawn in z-order with soft shadows.

How motion works (one way, everywhere)
--------------------------------------
Discrete motion (moving, flipping, hopping, flying) is made of tweens run by
a ``Tweener``.  Each sprite has a ``tweener``: the one of the ``SpriteGroup``
it was added to, one passed to its constructor, or else a private one that
the sprite's own ``update(dt)`` drives.  A ``SpriteGroup`` either owns its
tweener (made for it, updated by ``group.update(dt)``) or is given the
scene's tweener, which the scene then updates itself: whoever creates the
tweener updates it.  ``update(dt)`` on a sprite only runs ambient effects
(hover lift easing in and out, the highlight glow's pulse).

Motion methods add their animation to the sprite's tweener and return it;
pass ``play=False`` to get the animation without starting it, to compose it
into a ``Timeline``.  Skipping animations is ``tweener.finish_all()``.

Coordinates: ``pos`` is the card's or token's centre and the point a figure
or money bag stands on, in world units.  ``draw(surface, camera=None)``
maps world to screen with a camera (anything with ``world_to_screen`` and
``zoom``); without one, world is screen.  ``angle`` is in degrees,
counter-clockwise, as in ``gfx.rotate``.

Public API
----------
``Sprite(pos, z=0.0, tweener=None)``: ``pos, z, scale, angle, alpha, visible,
lift, tweener, tag``; ``update(dt)``, ``draw(surface, camera=None)``,
``hit(point) -> bool``, ``rect`` (world-space bounds),
``move_to(pos, duration=0.35, ease="easeInOutQuad", angle=None, delay=0.0, play=True, on_done=None) -> Timeline``,
``rotate_to(angle, duration=0.3, ease="easeInOutQuad", play=True) -> Tween``,
``fade_to(alpha, duration=0.25, play=True) -> Tween``.

``CardSprite(face, back, pos, face_up=False, z=0.0, tweener=None)``:
``face_up, flip_x, hovered, hover_lift, hover_grow, glow_size, highlight (None, "legal",
"selected" or an RGB), dimmed``; ``flip(duration=0.32, face_up=None,
play=True, on_done=None) -> Timeline`` (a scale-x flip that swaps the face
exactly at its midpoint, the card rising a little as it turns);
``set_images(face=None, back=None)``; ``showing`` (the visible surface);
``CardSprite.prepare_shadow(back)`` makes the shadow of cards that size before a frame needs it.

``fan_layout(n, center, width, max_angle=9.0, max_spacing=None) -> list[Placement]``
    positions and angles for a hand, symmetric about ``center``.
``deal(cards, from_pos, to_layout, stagger=0.08, duration=0.4, ease="easeOutCubic", reveal=False, z=None, play=True, on_done=None) -> Timeline``

``StandingSprite(image, pos, z=0.0, tweener=None)``: the base of figures and
money bags: the image's bottom centre on ``pos``, ``hop`` and ``squash``.

``FigureSprite(image, pos, z=0.0, tweener=None)``: stands on ``pos`` with a
soft shadow; ``hop``, ``squash``, ``highlight``;
``move_along(points, seconds_per_leg=0.35, hop=None, play=True, on_done=None, on_point=None) -> Timeline``
(a small hop on each leg, a settle on arrival; ``on_point(i)`` as it lands on point ``i``).

``MoneyBagSprite(pos, image=None, size=48, label="$", font=None, z=0.0, tweener=None)``:
``fly_to(pos, duration=0.6, arc=None, stack_index=None, play=True, on_done=None) -> Timeline``
(an arc with a tumble, landing with a squash); ``MoneyBagSprite.stack_offset(i, size=48) -> (dx, dy)``
positions bag ``i`` of a pile (draw later bags above: give them higher z).

``TokenSprite(pos, radius=22, color=..., label=None, font=None, icon=None, z=0.0, tweener=None, image=None)``:
a round chip with a rim, bevel and a label or icon (or your own round
``image``); ``highlight``.

``SpriteGroup(tweener=None, camera=None)``: ``add(*sprites)``,
``remove(*sprites)``, ``clear()``, ``update(dt)``, ``draw(surface)``,
``top_at(screen_point, where=None) -> Sprite | None``,
``hover(screen_point, where=None) -> Sprite | None`` (sets ``hovered`` on the
top hoverable sprite, clears the rest), ``sprites()`` in draw order.

Card transforms are shared: ``TRANSFORMS`` (a ``TransformCache(max_items,
max_pixels)`` with ``get(source, key, make)``, ``invalidate(source)``,
``clear()``) holds every turned, scaled or squashed copy of a face, back,
shadow or glow, least recently used out first.  While a card's pose changes
from frame to frame it is drawn from poses rounded to ``MOTION_ANGLE_STEP``
degrees (and ``MOTION_SCALE_STEP``, ``MOTION_SQUASH_STEP``) with an unfiltered
rotation; the first frame it lies still is drawn exactly, with smoothing, so
at rest it looks as it always has.  After drawing on a face that sprites
already show, call ``forget_image(surface)`` (or ``set_images`` with it).

Art helpers: ``pawn_image(color, height=64)``, ``money_bag_image(size=48,
color=..., label="$", font=None)``, ``token_image(radius, color, label=None,
font=None, icon=None, rim=None)``; glow colours ``GLOW_LEGAL`` and
``GLOW_SELECTED``.

Where things are
----------------
``base`` (Sprite, TransformCache, the drawing helpers), ``cards`` (CardSprite),
``figures`` (FigureSprite, pawn_image), ``tokens`` (MoneyBagSprite,
TokenSprite and their art), ``groups`` (SpriteGroup, fan_layout, deal).
Import from ``game.engine.sprites``: every name above is offered here.
"""

from __future__ import annotations

# Offered here too, as the single-module sprites did: tests and games reach them through this name.
from game.engine.tween import Tween  # noqa: F401

from .base import (GLOW_LEGAL, GLOW_SELECTED, MOTION_ANGLE_STEP, MOTION_SCALE_STEP, MOTION_SHADE_STEP,
                   MOTION_SQUASH_STEP, TRANSFORMS, Sprite, TransformCache, _transform, forget_image, glow_color)
from .cards import CardSprite
from .figures import FigureSprite, StandingSprite, pawn_image
from .groups import Placement, SpriteGroup, deal, fan_layout
from .tokens import MoneyBagSprite, TokenSprite, money_bag_image, token_image

__all__ = [
    "CardSprite", "FigureSprite", "GLOW_LEGAL", "GLOW_SELECTED", "MoneyBagSprite", "Placement", "Sprite",
    "SpriteGroup", "StandingSprite", "TRANSFORMS", "TokenSprite", "TransformCache", "deal", "fan_layout",
    "forget_image", "glow_color", "money_bag_image", "pawn_image", "token_image",
]
