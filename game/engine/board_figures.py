"""Figures on a map board: one standing piece per key (a detective, a posse
member, a monster), placed on nodes and walking from node to node along the
links they take, with eased hops (pytweening curves, through game.engine.tween).

    BoardFigures(view, tweener, screen_height=(30, 66), seconds_per_leg=0.22, fan=0.0, rise=0.0)
        view: a game.engine.board_view.BoardView
        rise: how far above its node a figure stands (world units), to keep what is
              printed on the node in sight (its position is still the node's)
        fan: figures standing on one node step apart by this share of a figure's
             width on screen, so none hides another (0: they stand on the node)
      .place(key, node, image, z=0, stature=1.0)   put a figure on a node at once (adds it if new);
                                         stature: how much taller than a plain figure it stands
      .travel(key, nodes, kinds=None, on_done=None, start=None, on_arrive=None)
                                         walk a figure through ``nodes``, one link each;
                                         on_arrive(node) as it lands on each of them
      .appear(key, node, image, stature=1.0)   drop a figure onto a node from above
      .hide(key) / .has(key) / .node(key) / .world_pos(key) / .screen_width(key)
      .stop()                            end every walk at once (undo, a new viewer)
      .select(key_or_None)               the selected figure glows; .mark(keys) rings the others that may move
      .busy                              a figure is still moving
      .figure_at(screen_point, where=None) -> key | None
      .update(dt) / .draw(surface)

Figures stay a readable size: they grow with the zoom, but less than the
board, between ``screen_height`` pixels tall on screen.  A walk asked for
while the figure is still walking waits for that one to end.  With ``fan``,
figures sharing a node stand side by side and glide there as others come
and go.
"""

from __future__ import annotations

from typing import Callable, Iterable

import pygame

from game.engine.sprites import FigureSprite, SpriteGroup
from game.engine.tween import Timeline, Tween


class BoardFigures:
    #: a moving figure is drawn over the standing ones; one dropping in over everything
    MOVING_Z = 10.0
    APPEAR_Z = 5.0

    #: how fast a standing figure glides to its place in a fan (share of the way per second)
    FAN_RATE = 14.0

    def __init__(self, view, tweener, screen_height: tuple[int, int] = (30, 66), seconds_per_leg: float = 0.22,
                 fan: float = 0.0, rise: float = 0.0):
        self.view = view
        self.fan = float(fan)
        self.rise = float(rise)
        self.group = SpriteGroup(tweener, camera=view.camera)
        self.tweener = tweener
        self.screen_min, self.screen_max = screen_height
        self.seconds_per_leg = seconds_per_leg
        self._figures: dict[object, FigureSprite] = {}
        self._nodes: dict[object, object] = {}
        self._moving: set[object] = set()
        self._queued: dict[object, list] = {}

    # --- placing --------------------------------------------------------------------
    def has(self, key) -> bool:
        return key in self._figures and self._figures[key].visible

    def node(self, key):
        """The node the figure stands on, or will once its walks end."""
        return self._nodes.get(key)

    def world_pos(self, key) -> tuple[float, float] | None:
        """Where the figure is right now (mid-walk too), in world units."""
        fig = self._figures.get(key)
        return None if fig is None or not fig.visible else tuple(fig.pos)

    def screen_width(self, key) -> float | None:
        """How wide the figure stands on the screen at this zoom (None: no such figure)."""
        fig = self._figures.get(key)
        if fig is None:
            return None
        return self._screen_height(fig) * fig.image.get_width() / max(1, fig.image.get_height())

    def place(self, key, node, image: pygame.Surface, z: float = 0.0, stature: float = 1.0) -> None:
        fig = self._figures.get(key)
        # a fanned figure already standing there keeps its place in the fan
        stays = self.fan > 0 and fig is not None and fig.visible and self._nodes.get(key) == node
        if fig is None:
            fig = FigureSprite(image, self.view.positions[node], z=z)
            fig.rise = self.rise
            fig.tag = key
            self._figures[key] = fig
            self.group.add(fig)
        if fig.image is not image:
            fig.image = image
            fig._mask = None
        fig.visible = True
        fig.z = z
        fig.stature = float(stature)
        if key not in self._moving:
            self.tweener.cancel(fig)
            if not stays:
                fig.pos = self.view.positions[node]
            fig.hop = fig.squash = fig.lift = 0.0
            fig.alpha = 255.0
        self._nodes[key] = node

    def appear(self, key, node, image: pygame.Surface, stature: float = 1.0) -> None:
        self.place(key, node, image, z=self.APPEAR_Z, stature=stature)
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
        self._nodes.pop(key, None)
        self._moving.discard(key)
        self._queued.pop(key, None)

    def stop(self) -> None:
        """End every walk at once (after an undo or a change of viewer)."""
        for key, fig in self._figures.items():
            self.tweener.cancel(fig)
            fig.hop = fig.squash = fig.lift = 0.0
            fig.alpha = 255.0
            fig.z = 0.0
            node = self._nodes.get(key)
            if node is not None:
                fig.pos = self.view.positions[node]
        self._moving.clear()
        self._queued.clear()

    # --- walking ----------------------------------------------------------------------
    def travel(self, key, nodes: list, kinds: list | None = None, on_done: Callable[[], None] | None = None,
               start=None, on_arrive: Callable[[object], None] | None = None) -> None:
        """Walk ``key`` from where it stands through ``nodes`` (one per link taken, ``kinds[i]``
        the kind of link i if known); a figure already on its way finishes that walk first."""
        fig = self._figures.get(key)
        start = self._nodes.get(key) if start is None else start
        if fig is None or start is None or not nodes:
            if on_done:
                on_done()
            return
        self._nodes[key] = nodes[-1]
        if key in self._moving:
            self._queued.setdefault(key, []).append((nodes, kinds, on_done, start, on_arrive))
            return
        points, arrivals = self._path(start, nodes, kinds)
        self._moving.add(key)
        fig.z = self.MOVING_Z

        def done(key=key, fig=fig) -> None:
            self._moving.discard(key)
            fig.z = 0.0
            if on_done:
                on_done()
            self._next_walk(key)

        on_point = None
        if on_arrive is not None:
            def on_point(i: int) -> None:
                if i in arrivals:
                    on_arrive(arrivals[i])
        fig.move_along(points, seconds_per_leg=self.seconds_per_leg, on_done=done, on_point=on_point)

    def _path(self, start, nodes: list, kinds: list | None) -> tuple[list, dict[int, object]]:
        """The points of the whole walk, and which point index lands on which node."""
        points: list[tuple[float, float]] = []
        arrivals: dict[int, object] = {}
        prev = start
        for i, node in enumerate(nodes):
            kind = kinds[i] if kinds and i < len(kinds) else None
            points.extend(self.view.route(prev, node, kind))
            arrivals[len(points) - 1] = node
            prev = node
        return points, arrivals

    def _next_walk(self, key) -> None:
        queue = self._queued.get(key)
        if queue:
            nodes, kinds, after, start, on_arrive = queue.pop(0)
            end = self._nodes.get(key)  # the end of the last walk planned
            self.travel(key, nodes, kinds, after, start, on_arrive)
            if end is not None:
                self._nodes[key] = end

    @property
    def busy(self) -> bool:
        return bool(self._moving)

    # --- highlights -----------------------------------------------------------------------
    def select(self, key) -> None:
        for k, fig in self._figures.items():
            if fig.highlight == "selected" and k != key:
                fig.highlight = None
        if key in self._figures:
            self._figures[key].highlight = "selected"

    def mark(self, keys: Iterable) -> None:
        """Ring the figures that may still move (the selected one keeps its own glow)."""
        keys = set(keys)
        for k, fig in self._figures.items():
            if fig.highlight == "selected":
                continue
            fig.highlight = "legal" if k in keys else None

    def figure_at(self, screen_point, where: Callable[[object], bool] | None = None):
        sprite = self.group.top_at(screen_point, (lambda s: where(s.tag)) if where else None)
        return None if sprite is None else sprite.tag

    # --- frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        for fig in self._figures.values():
            fig.update(dt)
        if self.fan > 0:
            self._fan_out(dt)

    def _screen_height(self, fig) -> float:
        """On-screen height: the image's at this zoom within the limits, times the figure's
        own ``stature`` (a monster may tower over the pawns at any zoom)."""
        h = fig.image.get_height()
        stature = getattr(fig, "stature", 1.0)
        return stature * max(self.screen_min, min(self.screen_max, h / stature * self.view.camera.zoom * 0.9))

    def stand_points(self) -> dict:
        """Where each standing figure belongs (world units): on its node, or side by side
        with the others standing there (ordered by key, so a fan never reshuffles)."""
        groups: dict = {}
        for key, node in self._nodes.items():
            fig = self._figures.get(key)
            if fig is not None and fig.visible and key not in self._moving and node in self.view.positions:
                groups.setdefault(node, []).append(key)
        zoom = self.view.camera.zoom
        out = {}
        for node, keys in groups.items():
            x, y = self.view.positions[node]
            keys.sort(key=repr)
            if self.fan <= 0 or len(keys) == 1:
                out.update((k, (x, y)) for k in keys)
                continue
            widest = max(self._screen_height(f) * f.image.get_width() / f.image.get_height()
                         for f in (self._figures[k] for k in keys))
            step = widest * self.fan / zoom
            for i, k in enumerate(keys):
                out[k] = (x + (i - (len(keys) - 1) / 2) * step, y)
        return out

    def _fan_out(self, dt: float) -> None:
        share = min(1.0, dt * self.FAN_RATE)
        for key, (tx, ty) in self.stand_points().items():
            fig = self._figures[key]
            x, y = fig.pos
            if abs(tx - x) > 0.05 or abs(ty - y) > 0.05:
                fig.pos = (x + (tx - x) * share, y + (ty - y) * share)

    def draw(self, surface: pygame.Surface) -> None:
        zoom = self.view.camera.zoom
        for fig in self._figures.values():
            fig.scale = self._screen_height(fig) / (fig.image.get_height() * zoom)
        old = surface.get_clip()
        surface.set_clip(self.view.viewport)
        self.group.draw(surface)
        surface.set_clip(old)


__all__ = ["BoardFigures"]
