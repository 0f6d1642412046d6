"""The Few and Cursed's hover help (see ``game.scenes.table``): each seat's plate,
then every piece of the acting seat's board, the pool's counters and the cards
played this phase (``table.board_help``, set as the table is refreshed), then the
cards in the viewer's hand, all from the viewer's observation.

    hover_help(table) -> [(Rect, words)]   bottom first
"""

from __future__ import annotations

from game.core.words import count
from game.scenes.seat_plate import plate_help

from . import hud
from . import layout as L


def hover_help(table) -> list:
    obs = table.obs
    if not obs or not obs.get("players"):
        return []
    names = tuple(table.name_of(i) for i in range(len(table.tableview.seats)))
    bots = [s.bot for s in table.tableview.seats]
    spots = []
    for seat, rect in enumerate(L.plate_rects(len(obs["players"]), obs.get("acting"))):
        plate = hud.head_plate(obs, seat, names, bots, table.viewer, table.table_bots.seat)
        # the big plate's board explains its own pieces: its head speaks for the seat
        spot = hud.plate_split(rect, len(obs["players"]))[0] if L.is_big(rect) else rect
        spots.append((spot, plate_words(plate, obs["players"][seat])))
    hand = [(s.rect, table.words.card_words(s.tag)) for s in table.hand]
    return spots + list(table.board_help) + hand


def plate_words(plate, p: dict) -> str:
    """A seat's plate in words: who, their character, and the figures its summary shows."""
    return f"{plate_help(plate)} Health {p['health']} of {p['max_health']}, bullets {p['bullets']} of " \
           f"{p['capacity']}, curse {p['curse']} of {p['threshold']}; {p['water']} water, {p['grit']} grit; " \
           f"holds {count(p['hand_count'], 'card')}."
