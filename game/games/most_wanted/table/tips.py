"""Most Wanted's hover help (see ``game.scenes.table``): the words of the cards and
plates the pointer rests on, built from what the table draws for the viewer, so a
tip never names a card the viewer may not see.

    hover_help(table) -> [(Rect, words)]   bottom first
"""

from __future__ import annotations

import pygame

from game.core.words import count
from game.scenes.seat_plate import plate_help

from . import board
from . import rankings
from ..cards import card_label
from ..rules import SHERIFF


def hover_help(table) -> list:
    obs = table.obs
    if not obs:
        return []
    sight = table.sight()
    spots = []
    for seat in range(len(sight.seats)):
        rect = table.layout.seat_place(seat, sight.view).plate
        info = table.drawing.plate_info(seat, sight)
        spots.append((rect, plate_words(board.plate_for(rect, info), info)))
    spots.append((rankings.left_column()[1], rankings.RANKINGS_HELP))
    if table.layout.sheriff is not None:
        rect = table.layout.sheriff.plate
        spots.append((rect, "The Sheriff joins every robbery with a hand of his own: beat it, or pay bail."))
    for i, sprite in enumerate(table.pieces.actions):
        spots.append((pygame.Rect(sprite.rect), action_words(i, sprite)))
    for card, sprite in table.pieces.hand.items():
        spots.append((pygame.Rect(sprite.rect), card_label(card)))
    return spots


def plate_words(plate, info) -> str:
    """A seat's plate in words: who, what they are doing, their money, hand and bail."""
    if info.seat == SHERIFF:
        return plate_help(plate)
    bail = "loses a turn" if info.skips else f"owes {info.bail} bail" if info.bail else "owes no bail"
    return f"{plate_help(plate)} Holds {count(info.money, 'bag')} of money and " \
           f"{count(info.cards, 'card')}; {bail}."


def action_words(i: int, sprite) -> str:
    front, back = board.ACTION_SIDES[i]
    words = board.ACTION_TEXT[front if sprite.face_up else back]
    return f"{words.title}: {words.first.lower()}. {words.second}."
