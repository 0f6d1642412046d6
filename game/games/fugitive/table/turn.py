"""What Fugitive's table shows now, read once per refresh and handed to each
part of the table (the buttons, the plates, the route's marks, the notepad,
the controls, the tips) as its one input.

    turn = read_turn(tableview, view, seat)

Read from the table view's observation for the seat on the screen only (or,
once the match is over, the Fugitive's, which every seat may then see), so
nothing built from a ``Turn`` can show what that seat may not know.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.model import Action

from ..rules import knowledge
from ..rules.state import FUGITIVE


@dataclass(frozen=True, eq=False)
class Turn:
    view: object                    # whose observation is drawn: a seat, None (public), or "end"
    seat: int | None                # the seat whose eyes are on the screen (None: nobody's)
    obs: dict
    actor: int | None               # the seat to act (None: nobody, the match is over)
    mine: bool                      # the person on the screen is to act
    legal: tuple[Action, ...]       # what they may do (empty when not ``mine``)
    choosing: str | None            # "hideout" or "sprint" while he picks from his hand
    hand_legal: frozenset[int]      # the hand cards he may pick now
    pile_legal: tuple[bool, bool, bool]
    knowledge: knowledge.Knowledge  # the public deduction from ``obs``

    @property
    def over(self) -> bool:
        return self.view == "end"

    @property
    def phase(self) -> str:
        return self.obs["phase"]

    @property
    def placing(self) -> bool:
        """The Fugitive on the screen lays his hideouts now."""
        return self.mine and self.phase == "fugitive_place"

    @property
    def guessing(self) -> bool:
        """The Marshal on the screen names numbers now."""
        return self.mine and self.phase in ("marshal_guess", "manhunt")

    @property
    def own_route(self) -> bool:
        """The Fugitive's own eyes: his face-down route is his to peek at."""
        return self.view == FUGITIVE


def read_turn(tableview, view, seat) -> Turn:
    """The table as ``seat`` may see it (``view`` "end": the whole match, over)."""
    over = view == "end"
    obs = tableview.observe(FUGITIVE) if over else tableview.observe(seat)
    seats = tableview.to_act()
    actor = seats[0] if seats else None
    mine = not over and actor is not None and actor in tableview.here and actor == seat
    legal = tuple(tableview.legal_actions(actor)) if mine else ()
    choosing = None
    hand_legal: frozenset[int] = frozenset()
    if mine and obs["phase"] == "fugitive_place":
        choosing = "hideout" if obs["pending"] is None else "sprint"
        hand_legal = frozenset(a.args[0] for a in legal if a.kind == choosing)
    pile_legal = tuple(Action("draw", (i,)) in legal for i in range(3))
    return Turn(view, seat, obs, actor, mine, legal, choosing, hand_legal, pile_legal, knowledge.analyze(obs))
