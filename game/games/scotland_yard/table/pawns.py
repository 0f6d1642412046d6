"""The pieces on the London board: one pawn figure per detective, Bobby and
Mister X, standing on stations and travelling along the route they took.

    Pawns(view, tweener)
      .place(key, station, image)        put a piece on a station at once (adds it if new)
      .travel(key, stations, kinds, on_done=None)
                                         walk a piece along the links it rode, station by station
      .appear(key, station, image)       drop a piece onto a station (Mister X surfacing)
      .hide(key) / .has(key) / .station(key)
      .select(key_or_None)               the selected piece glows; .mark(keys) rings the pieces still to move
      .busy                              a piece is still moving
      .piece_at(screen_point) -> key | None
      .update(dt) / .draw(surface)

Pawns stay a readable size: they grow with the zoom, but less than the board.
"""

from __future__ import annotations

from typing import Callable, Iterable

import pygame

from game.engine.sprites import FigureSprite, SpriteGroup
from game.engine.tween import Timeline, Tween

# The pawn art is drawn this tall (screen pixels at most), so it stays crisp when zoomed in.
ART_HEIGHT = 72
SCREEN_MIN, SCREEN_MAX = 30, 66


class Pawns:
    def __init__(self, view, tweener):
        self.view = view
        self.group = SpriteGroup(tweener, camera=view.camera)
        self.tweener = tweener
        self._figures: dict[object, FigureSprite] = {}
        self._stations: dict[object, object] = {}
        self._moving: set[object] = set()
        self._queued: dict[object, list] = {}

    # --- placing --------------------------------------------------------------
    def has(self, key) -> bool:
        return key in self._figures and self._figures[key].visible

    def station(self, key):
        return self._stations.get(key)

    def place(self, key, station, image: pygame.Surface, z: float = 0.0) -> None:
        fig = self._figures.get(key)
        if fig is None:
            fig = FigureSprite(image, self.view.positions[station], z=z)
            fig.tag = key
            self._figures[key] = fig
            self.group.add(fig)
        if fig.image is not image:
            fig.image = image
            fig._mask = None
        fig.visible = True
        fig.z = z
        if key not in self._moving:
            self.tweener.cancel(fig)
            fig.pos = self.view.positions[station]
            fig.hop = fig.squash = fig.lift = 0.0
            fig.alpha = 255.0
        self._stations[key] = station

    def appear(self, key, station, image: pygame.Surface) -> None:
        self.place(key, station, image, z=5.0)
        fig = self._figures[key]
        fig.lift = image.get_height() * 1.6
        fig.alpha = 0.0
        self._moving.add(key)

        def landed(key=key) -> None:
            self._moving.discard(key)
        self.tweener.add(Timeline(on_done=landed)
                         .then(Tween(fig, "lift", 0.0, 0.55, "easeOutBounce"))
                         .with_(Tween(fig, "alpha", 255.0, 0.25, "easeOutQuad")))

    def hide(self, key) -> None:
        fig = self._figures.get(key)
        if fig is not None:
            self.tweener.cancel(fig)
            fig.visible = False
        self._stations.pop(key, None)
        self._moving.discard(key)
        self._queued.pop(key, None)

    def stop(self) -> None:
        """End every trip at once (after an undo or a change of viewer)."""
        for key, fig in self._figures.items():
            self.tweener.cancel(fig)
            fig.hop = fig.squash = fig.lift = 0.0
            fig.alpha = 255.0
            fig.z = 0.0
            station = self._stations.get(key)
            if station is not None:
                fig.pos = self.view.positions[station]
        self._moving.clear()
        self._queued.clear()

    def travel(self, key, stations: list, kinds: list | None = None,
               on_done: Callable[[], None] | None = None, start=None) -> None:
        """Walk ``key`` from where it stands through ``stations`` (one per link ridden);
        a piece already on its way finishes that trip first."""
        fig = self._figures.get(key)
        start = self._stations.get(key) if start is None else start
        if fig is None or start is None or not stations:
            if on_done:
                on_done()
            return
        self._stations[key] = stations[-1]
        if key in self._moving:
            self._queued.setdefault(key, []).append((stations, kinds, on_done, start))
            return
        points: list[tuple[float, float]] = []
        prev = start
        for i, st in enumerate(stations):
            kind = kinds[i] if kinds and i < len(kinds) else None
            points.extend(self.view.route(prev, st, kind))
            prev = st
        self._moving.add(key)
        fig.z = 10.0  # a moving piece passes over the others

        def done(key=key, fig=fig) -> None:
            self._moving.discard(key)
            fig.z = 0.0
            if on_done:
                on_done()
            queue = self._queued.get(key)
            if queue:
                stations, kinds, after, start = queue.pop(0)
                end = self._stations.get(key)  # the end of the last trip planned
                self.travel(key, stations, kinds, after, start)
                if end is not None:
                    self._stations[key] = end
        fig.move_along(points, seconds_per_leg=0.22, on_done=done)

    @property
    def busy(self) -> bool:
        return bool(self._moving)

    # --- highlights ------------------------------------------------------------
    def select(self, key) -> None:
        for k, fig in self._figures.items():
            if fig.highlight == "selected" and k != key:
                fig.highlight = None
        if key in self._figures:
            self._figures[key].highlight = "selected"

    def mark(self, keys: Iterable) -> None:
        """Ring the pieces that may still move (the selected one keeps its own glow)."""
        keys = set(keys)
        for k, fig in self._figures.items():
            if fig.highlight == "selected":
                continue
            fig.highlight = "legal" if k in keys else None

    def piece_at(self, screen_point, where: Callable[[object], bool] | None = None):
        sprite = self.group.top_at(screen_point, (lambda s: where(s.tag)) if where else None)
        return None if sprite is None else sprite.tag

    # --- frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for fig in self._figures.values():
            fig.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        zoom = self.view.camera.zoom
        for fig in self._figures.values():
            h = fig.image.get_height()
            screen_h = max(SCREEN_MIN, min(SCREEN_MAX, h * zoom * 0.9))
            fig.scale = screen_h / (h * zoom)
        old = surface.get_clip()
        surface.set_clip(self.view.viewport)
        self.group.draw(surface)
        surface.set_clip(old)


__all__ = ["ART_HEIGHT", "Pawns"]
