"""The two players' plates at Fugitive's table, in the one plate look every
table shares (``game.scenes.seat_plate``): the role's emblem on a rim in the
seat's colour (the colour of its dots in the recent moves), the name, the
role, what the table knows of the seat, and its cards in hand along the foot.

    plates(turn, bands, seats, names) -> [(rect, SeatPlate)]   the viewer's at the bottom
    plate_tip(plate) -> str                                    its hover help
"""

from __future__ import annotations

import pygame

from game.core.words import count
from game.scenes.seat_plate import SeatPlate, draw_figures, plate_help, table_look

from . import art
from . import layout as L
from ..rules.state import FUGITIVE, MARSHAL
from .turn import Turn

ROLE_COLOURS = {FUGITIVE: (226, 150, 62), MARSHAL: (120, 168, 226)}
ROLE_NAMES = {FUGITIVE: "Fugitive", MARSHAL: "Marshal"}
_SEATS = {name: seat for seat, name in ROLE_NAMES.items()}


def _emblem(role: str, size: int) -> pygame.Surface:
    return art.role_icon(role, size, rim=ROLE_COLOURS[_SEATS[role]])


def _figures(surface: pygame.Surface, slot: pygame.Rect, pieces: tuple) -> None:
    held, right = pieces
    draw_figures(surface, slot, [(art.back((12, 17)), str(held))], right=(right, None))


PLATE_LOOK = table_look(pieces=_figures, emblem=_emblem)


def hideouts_line(obs: dict) -> str:
    down = obs["face_down"]
    if obs["phase"] != "over":
        return f"Hideouts: {down} face down"
    return "Hideouts: all uncovered" if down == 0 else f"Hideouts: {down} never found"


def plates(turn: Turn, bands: L.Bands, seats, names) -> list[tuple[pygame.Rect, SeatPlate]]:
    """Both plates where ``bands`` seats them: the Fugitive's face-down hideouts and his
    reach, the Marshal's guesses; each with the cards in hand."""
    obs = turn.obs
    guesses = obs["guesses"]
    hits = sum(1 for g in guesses if g["hit"])
    reach = f"Reach {obs['effects']['fugitive_reach']} + sprint"
    facts = {FUGITIVE: ((hideouts_line(obs),), (obs["fugitive_hand_count"], reach)),
             MARSHAL: ((f"Guesses: {len(guesses)}, {hits} right",), (len(obs["marshal_hand"]), ""))}
    out = []
    for seat in (FUGITIVE, MARSHAL):
        info = seats[seat]
        lines, pieces = facts[seat]
        plate = SeatPlate(names[seat], level=info.bot, turn=turn.actor == seat, status=f"The {ROLE_NAMES[seat]}",
                          facts=lines, emblem=ROLE_NAMES[seat], color=ROLE_COLOURS[seat], pieces=pieces,
                          you=info.is_human and seat == turn.seat and not turn.over)
        out.append((bands.plate(seat), plate))
    return out


def plate_tip(plate: SeatPlate) -> str:
    """The plate in words, its figures too."""
    held, right = plate.pieces
    tail = f" {count(held, 'card')} in hand" + (f"; {right.lower()}." if right else ".")
    return plate_help(plate) + tail
