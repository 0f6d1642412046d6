"""The Recent moves board: a line per move, worded for the seat holding the
screen, and short lines for what came of it (a showdown's winner, points,
bail, a reshuffle that flips a robbery, a bluff called).

    lines_for(name_of, steps) -> [(text, rgb)]   steps as ``Match.events_for`` gives them
    KEEP                                        how many lines the table remembers
"""

from __future__ import annotations

import re

from game.core.words import possessive, says
from game.engine import theme

from . import art
from ..rules import ROBBERIES

KEEP = 14
OUTCOME = theme.CREAM     # the dot of a line about no one seat (a tie, a reshuffle, the bail paid)


def _with_names(name_of, desc: str) -> str:
    return re.sub(r"Player (\d+)", lambda m: name_of(int(m.group(1)) - 1), desc)


def _move_colour(seat: int) -> tuple:
    # a lighter shade of the outlaw's token colour: the dot of every line about that seat
    return tuple(min(255, c + 40) for c in art.OUTLAW_COLORS[seat % 8])


def outcome_lines(name_of, events) -> list[tuple[str, tuple]]:
    """What a move's public events came to, in a few short lines."""
    out = []
    bail = []
    for e in events:
        d, kind = e.public, e.kind
        if kind == "revealed":
            winners = d["winners"]
            if len(winners) > 1:
                out.append((f"Tie: {says([name_of(w) for w in winners], 'plays one card more')}", OUTCOME))
            elif not d.get("automatic"):
                hand = next((h for h in d["hands"] if h["seat"] == winners[0]), None)
                what = "a Double Crosser" if hand and hand["double_crosser"] else (hand["hand"] if hand else "")
                out.append((says(name_of(winners[0]), f"wins with {what}"), _move_colour(winners[0])))
        elif kind == "first_player":
            out.append((says(name_of(d['seat']), "goes first"), _move_colour(d['seat'])))
        elif kind == "scored":
            out.append((f"{name_of(d['seat'])} +{d['points']}, now on space {d['space']}", _move_colour(d['seat'])))
        elif kind == "bail_paid" and d["owed"]:
            back = f" (back {d['moved_back']})" if d["moved_back"] else ""
            bail.append(f"{name_of(d['seat'])} {d['paid']}{back}")
        elif kind == "reshuffled":
            flipped = d.get("flipped")
            tail = f": the {ROBBERIES[flipped][1]} now pays {d['points']}" if flipped is not None else ""
            out.append((f"Deck reshuffled{tail}", OUTCOME))
        elif kind == "dishonest_revealed":
            if d["honest"]:
                lost = " - challengers lose a turn" if d["lost_turn"] else ""
                out.append((f"{possessive(name_of(d['seat']))} cards are all one suit{lost}", _move_colour(d['seat'])))
            else:
                out.append((f"A bluff! {says(name_of(d['seat']), 'shares the bags')}", _move_colour(d['seat'])))
        elif kind == "turn_lost":
            out.append((says(name_of(d['seat']), "loses a turn"), _move_colour(d['seat'])))
    if bail:
        out.append(("Bail paid: " + ", ".join(bail), OUTCOME))
    return out


def lines_for(name_of, steps) -> list[tuple[str, tuple]]:
    """The log lines of these steps, each move followed by what came of it."""
    out = []
    for seat, desc, events in steps:
        out.append((says(name_of(seat), _with_names(name_of, desc)), _move_colour(seat)))
        out.extend(outcome_lines(name_of, events))
    return out
