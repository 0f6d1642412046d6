"""Pictures for The Few and Cursed's player's guide: its own desert board, emblem, cards and town."""

from __future__ import annotations

import pygame

from game import paths
from game.engine.widgets import picture_row

from ..catalog import catalog
from . import art
from .emblem import draw_emblem
from game.engine import gfx

BOARD = ("maps", "few_and_cursed_board.png")


def _board(width: int) -> pygame.Surface | None:
    path = paths.resource(*BOARD)
    if not path.is_file():
        return None
    img = gfx.wrap(pygame.image.load(str(path)), 1.0)
    k = min(1.0, width / img.get_width(), 420 / img.get_height())
    return gfx.smoothscale(img, (int(img.get_width() * k), int(img.get_height() * k)))


def picture(name: str, width: int):
    if name == "board":
        board = _board(width)
        return picture_row([(board, "the desert board: San Andreas in the middle, the four artifact towns "
                                    "in the corners")], width) if board is not None else None
    if name == "emblem":
        s = gfx.Surface((220, 150))
        draw_emblem(s)
        return picture_row([(s, "The Few and Cursed")], width)
    return _pieces(name, width)


def _pieces(name: str, width: int):
    """The table's own cards and figures."""
    cat = catalog()
    if name == "cards":
        starters = {c.key: c for c in cat.cards if c.kind == "starter"}
        ups = [cat.cards[i] for i in cat.upgrades if cat.cards[i].trash is not None][:1]
        arts = [cat.cards[i] for i in cat.artifacts][:1]
        shown = [starters.get("trudge"), starters.get("potshot"), starters.get("cursed")] + ups + arts
        return picture_row([(art.deck_card(c), c.name) for c in shown if c is not None], width, gap=12)
    if name == "town":
        return picture_row([(art.store_card(cat.store[0]), "a store card"),
                            (art.job_card(cat.jobs[0]), "a job"),
                            (art.bounty_card(next(b for b in cat.most_wanted if not b.monster)), "a bounty"),
                            (art.bounty_card(next(b for b in cat.most_wanted if b.monster)), "a monster")],
                           width, gap=12)
    return None
