"""What Most Wanted's table shows at one moment, as the drawing and the prompt
read it: the observation of the seat on the screen and the few facts around it
the table knows (the decision under way, the showdown on show, whom it waits for).
The table builds one when it draws (``MostWantedTable.sight``).

    Sight(obs, view, seats, choice, reveal, deciding, thinking, over)
    seat_name(seats, seat) -> str     "The Sheriff" for seat -1
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..rules import SHERIFF
from .choice import Choice


def seat_name(seats: Sequence, seat: int) -> str:
    if seat == SHERIFF:
        return "The Sheriff"
    return seats[seat].name if 0 <= seat < len(seats) else f"Player {seat + 1}"


@dataclass(frozen=True)
class Sight:
    obs: dict                       # ``rules.observe`` for the seat on the screen
    view: int | None                # that seat (None: nobody's secrets are shown)
    seats: Sequence                 # every seat's ``SeatInfo`` (name, bot level)
    choice: Choice | None = None    # the decision the seat on the screen is making
    reveal: dict | None = None      # the showdown being shown (``motion.Motion.reveal``)
    deciding: Sequence[int] = ()    # the seats the table waits for
    thinking: int | None = None     # the bot seat thinking now
    over: bool = False              # the match has ended

    def name(self, seat: int) -> str:
        return seat_name(self.seats, seat)
