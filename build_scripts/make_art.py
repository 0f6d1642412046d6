"""Draw the window icon into assets/ui/ (icon.png, 256x256, and icon-32.png).

    python build_scripts/make_art.py

A brass sheriff's star pinned to a scrap of wanted poster, drawn with the
same theme code the game uses, so the icon matches the table.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.engine import gfx, theme  # noqa: E402


def icon(size: int = 256) -> pygame.Surface:
    """The icon's pixels, ``size`` square."""
    with gfx.at_scale(1):
        s = gfx.Surface((size, size), pygame.SRCALPHA)
        pad = size // 16
        poster = pygame.Rect(pad, pad, size - 2 * pad, size - 2 * pad)
        shade = theme.shadow(poster.size, pad, 150)
        s.blit(shade, (poster.x - pad, poster.y - pad + pad // 2))
        paper = theme.panel(poster.size, "paper", 3).copy()
        mask = gfx.Surface(poster.size, pygame.SRCALPHA)
        gfx.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=size // 10)
        paper.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(paper, poster)
        gfx.rect(s, theme.INK, poster, max(2, size // 48), border_radius=size // 10)
        gfx.rect(s, theme.RED, poster.inflate(-size // 10, -size // 10), max(1, size // 96),
                 border_radius=size // 14)
        theme.draw_sheriff_badge(s, (size // 2, size // 2 + size // 40), size * 0.34)
    return s.surface


def main() -> int:
    pygame.init()
    out = ROOT / "assets" / "ui"
    out.mkdir(parents=True, exist_ok=True)
    big = icon(256)
    pygame.image.save(big, str(out / "icon.png"))
    pygame.image.save(pygame.transform.smoothscale(big, (32, 32)), str(out / "icon-32.png"))
    print(f"wrote {out / 'icon.png'} and icon-32.png")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
