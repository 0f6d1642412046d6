"""Each game's emblem, for the game select tiles and the table setup.

    emblem(game_id, size) -> Surface   (cached)

The art is the game's own: the module ``emblem`` of its table package
(``<package>.table.emblem``, found through its registry entry by
``launch.table_module``) fills any surface with ``draw_emblem(surface)``.
A game without one shows the sheriff's star; so does one whose emblem fails
to load or draw, and the reason goes to stderr.
"""

from __future__ import annotations

import sys
import traceback

import pygame

from game.engine import theme
from game.scenes import launch
from game.engine import gfx


def _badge(s: pygame.Surface) -> None:
    w, h = s.get_size()
    theme.draw_sheriff_badge(s, (w // 2, h // 2), min(w, h) * 0.4)


def _drawer(game_id: str):
    module = launch.table_module(game_id, "emblem")
    return _badge if module is None else module.draw_emblem


@gfx.cached(maxsize=32)
def emblem(game_id: str, size: tuple[int, int] = (200, 140)) -> pygame.Surface:
    surf = gfx.Surface(size, pygame.SRCALPHA)
    try:
        _drawer(game_id)(surf)
    except Exception:
        print(f"{game_id}: its emblem could not be drawn:\n{traceback.format_exc()}", file=sys.stderr)
        surf = gfx.Surface(size, pygame.SRCALPHA)
        _badge(surf)
    return surf
