"""The plates down the table's left edge as parts of its kept picture (``backdrop.Backdrop``):
the plates' panels for who is acting, then each plate's head (name and character line) and
body (a big plate's board piece by piece, a small plate's summary), each with the key that says
when it must be drawn again.  A bot's move touches one or two plates, not all four; a bot
starting to think, only a head; a job drawn anew, only the big plate's jobs.

    plates = KeptPlates(boards)
    plates.parts(obs, shown, names, bots, viewer, thinking, like) -> [(rect, key, draw(surface))]
        shown: counts the observations (the keys are worked out again only when it moves on)
        like: a surface whose pixel format the kept panels take (None: their own)
    plates.prepare(obs, like)       the panels for every seat's turn, made before play
"""

from __future__ import annotations

import pygame

from . import felt, hud
from . import layout as L

UNDER_KEPT = 12          # plates' panels kept, one per layout (who acts, who is cursed)


class KeptPlates:
    def __init__(self, boards):
        self.boards = boards
        self.memo: tuple = (None, None)   # (what the keys were worked out for, (layout, keys))
        self._under: dict = {}            # the plates' panels, by layout

    def parts(self, obs, shown, names, bots, viewer, thinking, like) -> list:
        memo = (shown, names, tuple(bots), viewer, thinking)
        if self.memo[0] != memo:
            self.memo = (memo, hud.plate_keys(obs, names, bots, viewer, thinking))
        layout, keys = self.memo[1]
        under = self.under(layout, like)
        parts = [(L.PLATES_AREA, layout, lambda s: s.blit(under, L.PLATES_AREA))]
        for seat, rect in enumerate(L.plate_rects(len(obs["players"]), obs.get("acting"))):
            head, body = hud.plate_split(rect, len(obs["players"]))

            def draw_head(s, seat=seat, rect=rect):
                hud.draw_plate_head(s, obs, seat, rect, names, bots, viewer, thinking)

            parts.append((head, keys[seat][0], _grounded(under, head, draw_head)))
            parts += self._body_parts(obs, seat, rect, body, keys[seat][1], under, viewer)
        return parts

    def _body_parts(self, obs, seat, rect, body, key, under, viewer) -> list:
        """A plate's body: a big plate's board piece by piece (its tracks, its items, its jobs,
        its counts), a small plate's summary whole."""
        p = obs["players"][seat]
        if L.is_big(rect) and not hud.choosing_character(obs, seat):
            pieces = self.boards.big_still_pieces(L.board_rect(rect, len(obs["players"])), p, seat == viewer)
            return [(band, (key[0], piece_key), _grounded(under, band, draw)) for band, piece_key, draw in pieces]

        def draw_body(s):
            hud.draw_plate_body(s, obs, seat, rect, viewer, self.boards, still=True)
        return [(body, key, _grounded(under, body, draw_body))]

    def under(self, layout, like) -> pygame.Surface:
        """The plates' panels with their shadows on the table top, for this layout: a part drawn
        again starts from its clean panel in one blit.  Kept per layout: the turn passes round
        the few layouts a game has, and building one costs more than a frame can spare."""
        key = (layout, felt.KEPT["chrome_key"])
        if key not in self._under:
            surf = felt.KEPT["chrome"].subsurface(L.PLATES_AREA).copy()
            hud.draw_plate_panels(surf, layout, L.PLATES_AREA.topleft)
            if like is not None:
                surf = surf.convert(like)  # the kept picture's format: a plain copy
            if len(self._under) >= UNDER_KEPT:
                self._under.pop(next(iter(self._under)))
            self._under[key] = surf
        return self._under[key]

    def prepare(self, obs, like) -> None:
        """The panels for each seat's turn, made before play: made in the frame the turn passes,
        one costs a millisecond or two."""
        players = obs["players"]
        for acting in [None, *range(len(players))]:
            self.under((len(players), acting, tuple(p["cursed"] for p in players)), like)


def _grounded(under: pygame.Surface, band: pygame.Rect, draw):
    """``draw`` over the plates' clean panel in ``band``."""
    def part(surface):
        surface.blit(under, band, band.move(-L.PLATES_AREA.x, -L.PLATES_AREA.y))
        draw(surface)
    return part
