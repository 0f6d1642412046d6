"""Each game's emblem, for the game select tiles and the table setup.

    emblem(game_id, size) -> Surface   (cached)

The art is the game's own: the module its registry entry names
(``GameEntry.emblem_module``, by default ``<package>.table.emblem``) draws it
with ``draw_emblem(surface)``.  A game without one shows the sheriff's star;
so does one whose emblem fails to load or draw, and the reason goes to stderr.
"""

from __future__ import annotations

import importlib
import sys
import traceback
from functools import lru_cache

import pygame

from game import games
from game.engine import theme


def _badge(s: pygame.Surface) -> None:
    w, h = s.get_size()
    theme.draw_sheriff_badge(s, (w // 2, h // 2), min(w, h) * 0.4)


def _drawer(game_id: str):
    try:
        module = games.entry(game_id).emblem_module
    except KeyError:
        return _badge
    if module is None:
        return _badge
    try:
        return importlib.import_module(module).draw_emblem
    except ModuleNotFoundError as exc:
        if exc.name is not None and (module == exc.name or module.startswith(exc.name + ".")):
            return _badge  # the game has no emblem of its own (yet)
        print(f"{game_id}: its emblem could not be loaded:\n{traceback.format_exc()}", file=sys.stderr)
        return _badge
    except Exception:  # a broken emblem must not stop the menus
        print(f"{game_id}: its emblem could not be loaded:\n{traceback.format_exc()}", file=sys.stderr)
        return _badge


@lru_cache(maxsize=32)
def emblem(game_id: str, size: tuple[int, int] = (200, 140)) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    try:
        _drawer(game_id)(surf)
    except Exception:
        print(f"{game_id}: its emblem could not be drawn:\n{traceback.format_exc()}", file=sys.stderr)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        _badge(surf)
    return surf
