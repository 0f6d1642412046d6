"""The trays beside the desert board, composed once per content: the Wanted
bounties left of the map, and San Andreas's store row, discard, job board
and store deck right of it.  Each returns (image, spots), a spot being
(rect, kind, what) for hovering and clicks; ``pieces`` is the table's
``BoardPieces`` (its Wanted cards and card words).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.engine import text, theme

from . import art, board_art
from . import layout as L
from .words import SLOT_WORDS

MINI = (58, 80)
STORE = (80, 82)              # a store card: wide enough for its effect in words
SMALL = (40, 56)


@lru_cache(maxsize=8)
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
        faces.append(board_art.mini_face(s.name, board_art.WANTED_TONE, str(s.attack), "/".join(w.places), MINI))
    return _wanted_tray_image(wanted, tuple(faces))


@lru_cache(maxsize=8)
def _town_tray_image(town: tuple, faces: tuple, discard, job_pile) -> tuple:
    row, discard_key, store_deck, job_deck = town
    size = L.TOWN_TRAY.size
    surf = board_art.tray_back(size, "San Andreas").copy()
    spots = []
    _label(surf, "Store", pygame.Rect(4, 26, size[0] - 8, 14))
    for j, face in enumerate(faces):
        rect = face.get_rect(midtop=(size[0] // 2, 42 + j * (STORE[1] + 4)))
        surf.blit(face, rect)
        spots.append((rect, "store", row[j]))
    top = 42 + 3 * (STORE[1] + 4) + 2
    half = size[0] // 2
    _label(surf, "Discard", pygame.Rect(2, top, half - 2, 13))
    _label(surf, "Jobs", pygame.Rect(half, top, half - 2, 13))
    slot = pygame.Rect(0, 0, *SMALL)
    slot.midtop = (half // 2 + 1, top + 16)
    if discard is not None:
        surf.blit(discard, slot)
        spots.append((slot, "discard", discard_key))
    else:
        pygame.draw.rect(surf, (90, 64, 40), slot, 1, border_radius=4)
    jobs = job_pile.get_rect(topright=(size[0] - 2, top + 20 - (job_pile.get_height() - SMALL[1]) // 2))
    surf.blit(job_pile, jobs)
    spots.append((jobs, "jobs", job_deck))
    deck = pygame.Rect(4, min(size[1] - 20, jobs.bottom + 4), size[0] - 8, 14)
    _label(surf, f"Store deck: {store_deck}", deck)
    spots.append((deck, "store_deck", store_deck))
    return surf, tuple(spots)


def town_tray(town: tuple, pieces: Any) -> tuple:
    row, discard_key, _store_deck, job_deck = town
    faces = []
    for key in row:
        card = pieces.words.store(key)
        if card is not None:
            use, effect = pieces.words.store_effect(card)
            faces.append(board_art.store_face(card.name, card.cost, use, effect, SLOT_WORDS.get(card.slot, card.slot),
                                              STORE))
    card = pieces.words.store(discard_key) if discard_key else None
    discard = board_art.small_face(art.store_card(card), SMALL) if card else None
    job_pile = board_art.bounty_pile(art.card_back(), max(0, job_deck), SMALL[1]) if job_deck else \
        board_art.empty_slot(SMALL)
    return _town_tray_image(town, tuple(faces), discard, job_pile)


def _label(surf: pygame.Surface, words: str, box: pygame.Rect) -> None:
    size = text.fit_size(words, "ui_bold", 11, box.w, 7)
    text.draw(surf, words, box.center, "ui_bold", size, theme.PARCHMENT, anchor="center", box=box)
