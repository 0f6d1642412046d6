"""The desert on the engine's map board: the spaces and roads are printed in
the map's picture; at run time come the figures (one per seat, one per
monster on the loose, on the engine's BoardFigures) that walk the roads
space by space, and the pulsing rings on the spaces a player may ride to
(the engine's highlights).  Figures sharing a space stand side by side.

    DesertBoard(board_map, viewport, tweener)
      .place(positions, only_new=False)      figures stand where the match says (no animation)
      .walk(fid, a, b) -> seconds            walk a figure along the road from a to b
      .draw(surface) / .draw_figures(surface)
      .figure_rects(obs) -> [Rect]           where each figure stands on the screen now (monsters first)
    figure ids: ("seat", n) and ("monster", key)
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine.board_view import BoardView
from game.engine.board_figures import BoardFigures
from game.engine.tiled import load_map, plain_image_loader

from ..board import map_path
from . import art

SAND = (214, 186, 140)
LEG_SECONDS = 0.3
FIGURE_SCREEN = (26, 58)   # a figure's height on screen, at least and at most
MONSTER_STATURE = 1.4
FAN = 0.62                 # figures sharing a space stand this share of a figure's width apart


@lru_cache(maxsize=1)
def board_map():
    """The desert map, read once per run (the plain loader works before a window exists)."""
    return load_map(map_path(), image_loader=plain_image_loader)


class DesertBoard(BoardView):
    def __init__(self, board, viewport: pygame.Rect, tweener):
        super().__init__(board, viewport, max_zoom=1.5, background=SAND)
        self.figures = BoardFigures(self, tweener, screen_height=FIGURE_SCREEN, seconds_per_leg=LEG_SECONDS,
                                    fan=FAN)
        self.keys: set = set()

    @staticmethod
    def _image(fid) -> pygame.Surface:
        return art.figure(fid[1]) if fid[0] == "seat" else art.monster_figure()

    @staticmethod
    def stature(fid) -> float:
        """A monster towers over the Curse Chasers' pawns."""
        return MONSTER_STATURE if fid[0] == "monster" else 1.0

    def place(self, positions: dict, only_new: bool = False) -> None:
        """Stand every figure where ``positions`` says (``only_new``: leave the ones already
        out, whose walks their events show); figures no longer listed leave."""
        for fid in list(self.keys):
            if fid not in positions or positions[fid] not in self.positions:
                self.figures.hide(fid)
                self.keys.discard(fid)
        for fid, node in positions.items():
            if node not in self.positions or (only_new and fid in self.keys):
                continue
            self.figures.place(fid, node, self._image(fid), z=1.0 if fid[0] == "monster" else 0.0,
                               stature=self.stature(fid))
            self.keys.add(fid)

    def walk(self, fid, a, b) -> float:
        """Walk figure ``fid`` from space ``a`` to ``b`` along their road; the seconds it takes."""
        if a not in self.positions or b not in self.positions:
            return 0.0
        if fid not in self.keys:
            self.figures.place(fid, a, self._image(fid), stature=self.stature(fid))
            self.keys.add(fid)
        self.figures.travel(fid, [b], start=a)
        self.keep_in_view(self.positions[b], margin=-40)
        return LEG_SECONDS * max(1, len(self.route(a, b)))

    @property
    def busy(self) -> bool:
        return self.figures.busy

    def update(self, dt: float) -> None:
        super().update(dt)
        self.figures.update(dt)

    def draw_figures(self, surface: pygame.Surface) -> None:
        self.figures.draw(surface)

    def figure_rects(self, obs: dict) -> list[pygame.Rect]:
        """Where each figure on the map stands on the screen now (mid-walk too), monsters first."""
        keys = [("monster", k) for k in obs.get("monsters", {})]
        keys += [("seat", i) for i in range(len(obs.get("players", [])))]
        out = []
        for key in keys:
            pos = self.figures.world_pos(key)
            if pos is None:
                continue
            x, y = self.camera.world_to_screen(pos)
            w = self.figures.screen_width(key) or 30
            rect = pygame.Rect(0, 0, round(w) + 8, round(w * 2) + 8)
            rect.midbottom = (round(x), round(y) + 4)
            out.append(rect)
        return out

