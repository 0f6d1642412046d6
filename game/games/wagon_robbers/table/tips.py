"""Wagon Robbers' hover help (see ``game.scenes.table``): the words of the cards and
plates the pointer rests on, from the viewer's observation only, so a tip never names
a face-down card the viewer may not see.

    hover_help(table) -> [(Rect, words)]   bottom first
"""

from __future__ import annotations

import pygame

from game.core.words import count, possessive
from game.scenes.seat_plate import plate_help

from . import art
from . import layout as L
from . import middle
from ..cards import CARGO_BY_KEY
from ..rules import HUNTER, OUTLAW

ROLE_WORDS = {OUTLAW: "an Outlaw: rides to rob the wagon", HUNTER: "a Bounty Hunter: defends the wagon"}


def _card(center, size) -> pygame.Rect:
    return pygame.Rect(0, 0, *size).move(center[0] - size[0] // 2, center[1] - size[1] // 2)


def cargo_words(key: str) -> str:
    card = CARGO_BY_KEY[key]
    return f"{card.name}: {card.text}"


def hover_help(table) -> list:
    obs = table.obs
    if not obs or table.reveal_shown():
        return []    # the reveal board and its veil lie over the whole table: nothing beneath is pointed at
    spots = [(_card(L.CARGO_DECK, art.CARD), f"The cargo deck: {count(obs['cargo_deck'], 'card')} left"),
             (_card(L.DISCARD, art.CARD), f"Spent cargo: {count(len(obs['cargo_discards']), 'card')}"),
             (_card(L.WAGON_DECK, art.CARD), f"Wagons still to come: {obs['wagon_deck']}")]
    spots += _wagon_spots(obs)
    for seat, place in table._places().items():
        spots += _seat_spots(table, obs, seat, place)
    spots += [(pygame.Rect(s.rect), cargo_words(key)) for s, key in zip(table.hand, table._hand_keys())]
    return spots


def _wagon_spots(obs) -> list:
    w = obs["wagon"]
    if w is None:
        return []
    spots = [(_card(L.WAGON_POS, art.WAGON),
              f"{w['name']}: it defends with {w['power']} of its own, rides {count(w['rounds'], 'prep round')}, "
              f"carries {w['cargo']} cargo for the Outlaws who take it and {count(w['passengers'], 'rider')}")]
    riders = obs["passengers"]
    for i in range(w["passengers"]):
        rect = _card(L.rider_pos(i, w["passengers"]), art.PASSENGER)
        if i < len(riders):
            words = f"{riders[i]['name']}: helps defend the wagon with {riders[i]['power']}"
        else:
            words = "A rider still to board: one boards each prep round, the rest at the reveal"
        spots.append((rect, words))
    spots.append((middle.defence_rect(w["passengers"] - len(riders)),
                  "What the wagon and its riders defend with so far; at the reveal the "
                  "Bounty Hunters add their cargo, and the Outlaws must beat the total"))
    return spots


def _seat_spots(table, obs, seat: int, place) -> list:
    name = table._name(seat)
    mine = seat == table.view
    won, hand = obs["wagons_won"][seat], obs["hand_counts"][seat]
    plate = table.seat_plate(seat, obs, obs["to_act"])
    spots = [(place.plate, f"{plate_help(plate)} Has won {won} of 3 wagons and holds {count(hand, 'card')}.")]
    slots = L.laid_slots(place)
    if obs["role_placed"][seat]:
        role = obs["roles"][seat]
        words = f"{'Your' if mine else possessive(name)} role: {ROLE_WORDS[role]}" if role else \
            f"{possessive(name)} role card, face down until the reveal"
        spots.append((slots[0], words))
    laid = obs["placed"][seat] or []
    for i in range(obs["placed_counts"][seat]):
        rect = _card(place.cargo_pos(i), art.PLAYED)
        words = f"Laid face down: {cargo_words(laid[i])}" if i < len(laid) else \
            f"{name} laid a cargo card face down: it shows at the reveal"
        spots.append((rect, words))
    return spots
