"""The trays beside the desert board, composed once per content: the Wanted
bounties left of the map, and San Andreas's store row (TOWN_ROW) and its
discard, job board and store deck below it (TOWN_PILES), right of the map.
Each returns (image, spots), a spot being
(rect, kind, what) for hovering and clicks; ``pieces`` is the table's
``BoardPieces`` (its Wanted cards and card words).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import text, theme

from . import art, board_art, pictures
from . import layout as L
from .layout import SMALLEST
from game.engine import gfx

MINI = (58, 80)
STORE = (80, 82)              # a store card: wide enough for its effect in words
SMALL = (40, 56)


@gfx.cached(maxsize=8)
def _wanted_tray_image(wanted: tuple, faces: tuple) -> tuple:
    size = (L.TRAY_W, L.ZOOM_BUTTONS.y - L.WANTED_TRAY.y - 4)
    surf = board_art.tray_back(size, "Wanted").copy()
    spots = []
    for j, face in enumerate(faces):
        rect = face.get_rect(midtop=(size[0] // 2, 28 + j * (MINI[1] + 5)))
        surf.blit(face, rect)
        spots.append((rect, "wanted", wanted[j]))
    return surf, tuple(spots)


def wanted_tray(wanted: tuple, pieces: Any) -> tuple:
    faces = []
    for key, side in wanted:
        w = pieces.wanted_cards.get(key)
        if w is None:
            continue
        s = w.sides[side]
        faces.append(board_art.mini_face(board_art.WANTED_TONE, str(s.attack), MINI,
                                         pictures.wanted_family(w.places)))
    return _wanted_tray_image(wanted, tuple(faces))


PILES_Y = 42 + 3 * (STORE[1] + 4) + 2       # San Andreas's tray: the store row above, the piles below
TOWN_ROW = pygame.Rect(L.TOWN_TRAY.x, L.TOWN_TRAY.y, L.TOWN_TRAY.w, PILES_Y)
TOWN_PILES = pygame.Rect(L.TOWN_TRAY.x, L.TOWN_TRAY.y + PILES_Y, L.TOWN_TRAY.w, L.TOWN_TRAY.h - PILES_Y)


def _town_back() -> pygame.Surface:
    return board_art.tray_back(L.TOWN_TRAY.size, "San Andreas")


@gfx.cached(maxsize=8)
def _town_row_image(row: tuple, faces: tuple) -> tuple:
    surf = _town_back().subsurface(pygame.Rect((0, 0), TOWN_ROW.size)).copy()
    spots = []
    _label(surf, "Store", pygame.Rect(4, 24, TOWN_ROW.w - 8, 17))
    for j, face in enumerate(faces):
        rect = face.get_rect(midtop=(TOWN_ROW.w // 2, 42 + j * (STORE[1] + 4)))
        surf.blit(face, rect)
        spots.append((rect, "store", row[j]))
    return surf, tuple(spots)


@gfx.cached(maxsize=8)
def _town_piles_image(piles: tuple, discard, job_pile) -> tuple:
    """The tray's foot: the store's discard, the job deck and the store deck's count (spots are
    given from the tray's top left)."""
    discard_key, store_deck, job_deck = piles
    w, h = TOWN_PILES.size
    surf = _town_back().subsurface(pygame.Rect((0, PILES_Y), TOWN_PILES.size)).copy()
    half = w // 2
    _label(surf, "Discard", pygame.Rect(0, -2, half + 2, 17))
    _label(surf, "Jobs", pygame.Rect(half + 2, -2, half - 4, 17))
    slot = pygame.Rect(0, 0, *SMALL)
    slot.midtop = (half // 2 + 1, 16)
    spots = []
    if discard is not None:
        surf.blit(discard, slot)
        spots.append((slot, "discard", discard_key))
    else:
        gfx.rect(surf, (90, 64, 40), slot, 1, border_radius=4)
    jobs = job_pile.get_rect(topright=(w - 2, 20 - (job_pile.get_height() - SMALL[1]) // 2))
    surf.blit(job_pile, jobs)
    spots.append((jobs, "jobs", job_deck))
    y = min(h - 21, jobs.bottom + 3)
    deck = pygame.Rect(4, y, w - 8, max(17, min(h - 2 - y, text.line_height("ui_bold", text.reading_size(SMALLEST)))))
    _label(surf, f"Deck: {store_deck}", deck)
    spots.append((deck, "store_deck", store_deck))
    return surf, tuple((r.move(0, PILES_Y), kind, what) for r, kind, what in spots)


def town_row(row: tuple, pieces: Any) -> tuple:
    """San Andreas's store row: (image for TOWN_ROW, spots from the tray's top left)."""
    faces = []
    for key in row:
        card = pieces.words.store(key)
        if card is not None:
            faces.append(board_art.store_face(card.name, card.cost, STORE, pictures.store_family(card)))
    return _town_row_image(tuple(row), tuple(faces))


def town_piles(piles: tuple, pieces: Any) -> tuple:
    """The tray's foot for (discard's top card, store deck count, job deck count): (image for
    TOWN_PILES, spots from the tray's top left).  Kept apart from the row: the counts change
    far more often than the cards."""
    discard_key, _store_deck, job_deck = piles
    card = pieces.words.store(discard_key) if discard_key else None
    discard = board_art.small_face(art.store_card(card), SMALL) if card else None
    job_pile = board_art.bounty_pile(art.card_back(), max(0, job_deck), SMALL[1]) if job_deck else \
        board_art.empty_slot(SMALL)
    return _town_piles_image(tuple(piles), discard, job_pile)


def _label(surf: pygame.Surface, words: str, box: pygame.Rect) -> None:
    size = art.grown(words, "ui_bold", SMALLEST, box.w, box.h)   # the player's text size where the box has room
    text.draw(surf, words, box.center, "ui_bold", size, theme.PARCHMENT, anchor="center", box=box)
