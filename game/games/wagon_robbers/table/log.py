"""The Recent moves board: a line per move and short lines for what came of
it, worded from the events as the seat holding the screen may see them
(``Match.events_for`` has already taken out what that seat may not know).

    lines_for(name_of, steps, viewer) -> [(text, seat or None)]
        each line with the seat it is about (the table marks it with that seat's colour), or
        None for news of the wagon and its riders
    KEEP                                  how many lines the table remembers
"""

from __future__ import annotations

import re

from game.core.words import count, says

from ..cards import CARGO_BY_KEY

KEEP = 16
ROLE_NAMES = {"outlaw": "an Outlaw", "hunter": "a Bounty Hunter"}


def _names(keys) -> str:
    return ", ".join(CARGO_BY_KEY[k].name for k in keys) if keys else "nothing"


def _with_names(name_of, desc: str) -> str:
    return re.sub(r"Player (\d+)", lambda m: name_of(int(m.group(1)) - 1), desc)


def event_lines(name_of, events, viewer) -> list[tuple[str, object]]:
    out = []
    loot: dict[int, list] = {}  # a wagon's loot in one line, not a line per card
    for e in events:
        d, kind = e.public, e.kind
        if kind == "wagon":
            out.append((f"The {d['name']} rolls in: it defends with {d['power']}, carries "
                        f"{d['cargo']} cargo and gives {count(d['rounds'], 'prep round')}", None))
        elif kind == "passenger":
            out.append((f"{d['name']} boards and helps defend with {d['power']}" if d["power"]
                        else f"{d['name']} boards and cannot fight", None))
        elif kind == "role_shown":
            out.append((says(name_of(d['seat']), f"is {ROLE_NAMES[d['role']]}"), d['seat']))
        elif kind == "assassin":
            out.append((says(name_of(d['seat']), "holds 3 knives: an Assassin!"), d['seat']))
        elif kind == "assassinated":
            out.append((says(name_of(d['victim']), f"is out; the Assassin takes {_names(d['cards'])}"), d['victim']))
        elif kind == "cargo_shown":
            out.append((says(name_of(d['seat']), f"brought {_names(d['cards'])}"), d['seat']))
        elif kind == "standoff":
            drawn = ", ".join(f"{name_of(int(s))} {CARGO_BY_KEY[k].name}" for s, k in d["cards"].items())
            won = f": {says(name_of(d['winner']), 'wins')}" if d["winner"] is not None else ": tied again"
            out.append((f"Standoff - {drawn}{won}", d["winner"]))
        elif kind == "battle":
            if d["winner"] == "outlaw":
                line = f"The Outlaws take the wagon, {d['attack']} against its {d['defence']}"
            else:
                line = f"The wagon holds, {d['defence']} against the Outlaws' {d['attack']}"
            if d.get("claimant") is not None:
                line += f"; {says(name_of(d['claimant']), 'claims it')}"
            out.append((line, d.get("claimant")))
        elif kind == "draw" and d["why"] in ("loot", "reward", "saddlebags") and d["count"]:
            mine = d["seat"] == viewer and "cards" in d
            got = loot.setdefault(d["seat"], [])
            got.extend(d["cards"] if mine else [None] * d["count"])
        elif kind == "dealer" and loot:
            out.append((_loot_line(name_of, loot), None))
            loot = {}
        elif kind == "game_over":
            if loot:
                out.append((_loot_line(name_of, loot), None))
                loot = {}
            out.append((says([name_of(w) for w in d["winners"]], f"wins - {d['reason']}"),
                        d["winners"][0] if d["winners"] else None))
    if loot:
        out.append((_loot_line(name_of, loot), None))
    return out


def _loot_line(name_of, loot: dict) -> str:
    parts = []
    for seat, cards in loot.items():
        if all(c is not None for c in cards):
            parts.append(f"{name_of(seat)}: {_names(cards)}")
        else:
            parts.append(f"{name_of(seat)}: {count(len(cards), 'card')}")
    return "Cargo drawn - " + "; ".join(parts)


def lines_for(name_of, steps, viewer) -> list[tuple[str, object]]:
    out = []
    for seat, desc, events in steps:
        out.append((says(name_of(seat), _with_names(name_of, desc)), seat))
        out.extend(event_lines(name_of, events, viewer))
    return out
