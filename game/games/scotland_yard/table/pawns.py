"""The pieces on the London board: one pawn per detective, Bobby and Mister
X, on the engine's map-board figures (game.engine.board_figures), which
stand on stations and ride the routes the pieces took.

    Pawns(view, tweener)                 a BoardFigures sized for pawns
      .station(key)                      the station a piece stands on (the engine's node)
      .piece_at(screen_point, where=None) -> key | None
      .moving_point()                    where a riding pawn is now (world units), or None
"""

from __future__ import annotations

from game.engine.board_figures import BoardFigures

# The pawn art is drawn this tall (screen pixels at most), so it stays crisp when zoomed in.
ART_HEIGHT = 72
SCREEN_MIN, SCREEN_MAX = 30, 66
SECONDS_PER_LEG = 0.22
# A pawn stands on the top edge of its station's plate, not on the number printed in its middle:
# the plate is 64x52 board pixels (build_scripts/make_scotland_yard_map.py), the node's radius 27
# (half the 54-pixel node ellipse), so the top edge is 26/27 of that radius above the centre.
RISE = 26 / 27


class Pawns(BoardFigures):
    def __init__(self, view, tweener):
        super().__init__(view, tweener, screen_height=(SCREEN_MIN, SCREEN_MAX), seconds_per_leg=SECONDS_PER_LEG,
                         rise=RISE * view.node_radius)

    station = BoardFigures.node
    piece_at = BoardFigures.figure_at

    def moving_point(self):
        """The world position of a pawn riding now (the camera keeps it in view), or None."""
        for key in sorted(self._moving, key=str):
            pos = self.world_pos(key)
            if pos is not None:
                return pos
        return None


__all__ = ["ART_HEIGHT", "Pawns"]
