"""Bundled files (images, sounds, fonts, text) loaded through game.paths, so
they are found from source and from the frozen executable alike.

A missing or unreadable asset never crashes the game: it is reported once on
stderr and to every hook registered with :func:`add_missing_hook` (the app
turns reports into toasts), and the caller gets a drawn stand-in (images) or
None (sounds, fonts, text).

    image("ui/icon.png")            -> Surface (cached; a stand-in if missing)
    sound("sounds/click.wav")       -> pygame.mixer.Sound | None
    font_path("Rye-Regular.ttf")    -> Path | None   (under assets/fonts/)
    read_text("docs/guides/x.md")    -> str | None    (path from the resource root)
    add_missing_hook(fn)            fn(message: str) is called for each new report
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

import pygame

from game import paths
from game.engine import display, gfx

_images: dict[tuple[str, bool], pygame.Surface] = {}
_reported: set[str] = set()
_hooks: list[Callable[[str], None]] = []


def asset_path(relative: str) -> Path:
    """A file under assets/ (``relative`` uses forward slashes)."""
    return paths.resource("assets", *relative.split("/"))


def add_missing_hook(hook: Callable[[str], None]) -> None:
    if hook not in _hooks:
        _hooks.append(hook)


def remove_missing_hook(hook: Callable[[str], None]) -> None:
    if hook in _hooks:
        _hooks.remove(hook)


def report_missing(what: str, detail: str = "") -> None:
    """Say once that ``what`` could not be loaded."""
    if what in _reported:
        return
    _reported.add(what)
    message = f"Missing game file: {what}" + (f" ({detail})" if detail else "")
    print(message, file=sys.stderr)
    for hook in list(_hooks):
        try:
            hook(message)
        except Exception as exc:  # a broken hook must not hide the report
            print(f"asset report hook failed: {exc}", file=sys.stderr)


def _stand_in(size: tuple[int, int] = (64, 64)) -> pygame.Surface:
    """A muted checkerboard with a question mark: visible, but not alarming."""
    surf = gfx.Surface(size, pygame.SRCALPHA)
    cell = max(4, min(size) // 4)
    for y in range(0, size[1], cell):
        for x in range(0, size[0], cell):
            shade = (120, 96, 70, 255) if (x // cell + y // cell) % 2 else (150, 124, 92, 255)
            surf.fill(shade, (x, y, cell, cell))
    gfx.rect(surf, (70, 50, 35), surf.get_rect(), 2)
    r = min(size) // 4
    cx, cy = size[0] // 2, size[1] // 2
    gfx.arc(surf, (250, 240, 220), (cx - r // 2, cy - r, r, r), -1.2, 3.3, max(2, r // 5))
    gfx.line(surf, (250, 240, 220), (cx, cy - r // 8), (cx, cy + r // 3), max(2, r // 5))
    gfx.circle(surf, (250, 240, 220), (cx, cy + r * 2 // 3), max(2, r // 6))
    return surf


def image(relative: str, *, alpha: bool = True, size: tuple[int, int] | None = None) -> gfx.Canvas:
    """An image under assets/, cached, as a Canvas at its own pixels (with
    ``size``: resampled to that logical size at the current scale); a stand-in
    (of ``size`` if given) if missing."""
    key = (relative, alpha)
    surf = _images.get(key)
    if surf is None:
        path = asset_path(relative)
        try:
            surf = pygame.image.load(str(path))
            if display.window_open():
                surf = surf.convert_alpha() if alpha else surf.convert()
            surf = gfx.wrap(surf, 1.0)  # a picture at its own pixels: canvases resample it to their scale
        except (FileNotFoundError, pygame.error, OSError) as exc:
            report_missing(f"assets/{relative}", str(exc) if not isinstance(exc, FileNotFoundError) else "not found")
            return _stand_in(size or (64, 64))
        _images[key] = surf
    if size is not None and (surf.get_size() != tuple(size) or surf.k != gfx.scale()):
        return gfx.smoothscale(surf, size)
    return surf


def sound(relative: str):
    """A mixer Sound under assets/, or None when missing or when there is no mixer."""
    if not pygame.mixer.get_init():
        return None
    path = asset_path(relative)
    if not path.is_file():
        report_missing(f"assets/{relative}", "not found")
        return None
    try:
        return pygame.mixer.Sound(str(path))
    except (pygame.error, OSError) as exc:
        report_missing(f"assets/{relative}", str(exc))
        return None


def font_path(filename: str) -> Path | None:
    path = asset_path("fonts/" + filename)
    if path.is_file():
        return path
    report_missing(f"assets/fonts/{filename}", "not found; a plain font stands in")
    return None


def read_text(relative: str, *, report: bool = True) -> str | None:
    """A UTF-8 text file relative to the resource root (e.g. docs/guides/x.md)."""
    path = paths.resource(*relative.split("/"))
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        if report:
            report_missing(relative, "not found")
    except (OSError, UnicodeDecodeError) as exc:
        if report:
            report_missing(relative, str(exc))
    return None


def clear_cache() -> None:
    _images.clear()
    _reported.clear()
