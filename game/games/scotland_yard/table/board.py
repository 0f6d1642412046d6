"""The London board: the engine's map board (game.engine.board_view) with
London's words and marks.  The stations, their discs by mode and the routes
are printed in the map's picture (build_scripts/make_scotland_yard_map.py);
what is drawn here at run time is Scotland Yard's own:

    LondonBoard(board, viewport)              board: a game.engine.tiled.BoardMap
      .station_at(screen_point) / .station_screen(id) / .station_radius
                                               the engine's node look-ups, named for London
      .draw_rings(surface, stations, color, t) pulsing rings on stations (legal destinations)
      .draw_dots(surface, stations, color)     the "where could he be" overlay: discs on stations
      .draw_marker(surface, station, image)    an image centred on a station (Mister X last seen)

Everything else (camera, hit-testing, routes, caching the scaled board) is
the engine's BoardView.
"""

from __future__ import annotations

import pygame

from game.engine.board_view import BoardView

from . import art as table_art

PAPER = (226, 214, 184)


class LondonBoard(BoardView):
    def __init__(self, board, viewport: pygame.Rect, max_zoom: float = 1.25):
        super().__init__(board, viewport, max_zoom=max_zoom, background=PAPER)

    station_at = BoardView.node_at
    station_screen = BoardView.node_screen
    draw_rings = BoardView.draw_highlights

    @property
    def station_radius(self) -> float:
        return self.node_radius

    def draw_dots(self, surface: pygame.Surface, stations, color, alpha: int = 120, scale: float = 1.1) -> None:
        """Soft discs on every station Mister X could be on."""
        if not stations:
            return
        self.draw_at_nodes(surface, stations, table_art.station_dot(self.marker_radius(scale), tuple(color), alpha))


__all__ = ["LondonBoard", "PAPER"]
