"""What the table says: recent-move lines and the prompt line.

Every line is built from events already redacted for the viewer
(``Match.events_for(viewer)``) or from the viewer's own observation, so a
hidden number can never be named: where the viewer may not know a card,
the event simply does not carry it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import PILE_NAMES, ROLES

SILENT = {"turn_started", "hideout_chosen", "sprint_added"}


@dataclass(frozen=True, slots=True)
class Line:
    seat: int | None   # whose move (for the icon), None for the table itself
    text: str
    strong: bool = False  # a result worth noticing: a hit, a miss, an event, the end


def _numbers(ns) -> str:
    ns = [str(n) for n in ns]
    return ns[0] if len(ns) == 1 else " + ".join(ns)


def _cards(ns) -> str:
    ns = [str(n) for n in ns]
    return ns[0] if len(ns) == 1 else ", ".join(ns[:-1]) + " and " + ns[-1]


def who(names, seat: int, viewer) -> str:
    return "You" if seat == viewer else names[seat]


def step_lines(names, seat: int, events, viewer) -> list[Line]:
    """The lines for one step, from its events as ``viewer`` may see them."""
    out: list[Line] = []
    guessed = False
    for e in events:
        d = e.public if hasattr(e, "public") else e
        kind = e.kind if hasattr(e, "kind") else d.get("kind")
        if kind in SILENT:
            continue
        actor = d.get("seat", seat)
        name = who(names, actor, viewer)
        if kind == "drew":
            card = d.get("card")
            pile = PILE_NAMES[d["pile"]]
            out.append(Line(actor, f"{name} drew {card} from {pile}" if card is not None else f"{name} drew from {pile}"))
        elif kind == "event_card":
            out.append(Line(actor, f"{name} drew an event: {d['event']['name']}", True))
        elif kind == "hideout_placed":
            number, sprint, k, i = d.get("number"), d.get("sprint"), d.get("sprint_count", 0), d.get("index")
            if number == 42:
                out.append(Line(actor, f"{name} played 42: the escape!", True))
            elif number is not None:
                tail = f", sprint {_cards(sprint)}" if sprint else ""
                out.append(Line(actor, f"{name} hid at {number} (#{i}){tail}"))
            else:
                tail = f", {k} sprint card{'s' if k != 1 else ''}" if k else ""
                out.append(Line(actor, f"{name} placed hideout #{i}{tail}"))
        elif kind == "hideout_cancelled":
            out.append(Line(actor, f"{name} took a hideout back"))
        elif kind == "passed":
            out.append(Line(actor, f"{name} passed"))
        elif kind == "guess":
            guessed = True
            verdict = "uncovered!" if d["hit"] else "missed"
            out.append(Line(actor, f"{name} guessed {_numbers(d['numbers'])}: {verdict}", True))
        elif kind == "revealed" and not guessed:
            out.append(Line(None, f"Hideout #{d['index']} turned up: {d['number']}", True))
        elif kind == "sprint_shown":
            out.append(Line(None, f"Sprint under hideout #{d['index']}: {_cards(d['sprint'])}"))
        elif kind == "parity_clue":
            out.append(Line(None, f"Hideout #{d['index']} is {d['parity']}"))
        elif kind == "manhunt_started":
            out.append(Line(None, f"Manhunt! Highest revealed is only {d['highest_revealed']}", True))
        elif kind == "no_draw":
            if d.get("reason") == "piles empty":
                out.append(Line(actor, f"The piles are empty: no card for {names[actor]}"))
            else:
                out.append(Line(actor, f"No card for {names[actor]} this turn"))
        elif kind == "guess_skipped":
            out.append(Line(actor, f"No guess for {names[actor]} this turn"))
        elif kind == "game_over":
            out.append(Line(d.get("winner"), d.get("reason", "The match is over"), True))
    return out


# -- the prompt ------------------------------------------------------------------------

WAITING = {
    "fugitive_draw": "is drawing a card",
    "fugitive_place": "is choosing a hideout",
    "marshal_draw": "is drawing a card",
    "marshal_guess": "is deciding on a guess",
    "manhunt": "hunts: one guess at a time",
}


def prompt(obs: dict, names, mine: bool) -> str:
    """What the viewer must do now (or whom they are waiting for)."""
    phase = obs["phase"]
    if phase == "over":
        out = obs.get("outcome") or {}
        return out.get("reason", "The match is over")
    actor = obs["to_act"]
    turn = obs["turn"]
    if not mine:
        return f"The {ROLES[actor]} {WAITING.get(phase, 'is playing')}..."
    if phase in ("fugitive_draw", "marshal_draw"):
        n = turn.get("draws_left", 1)
        what = "a card" if n <= 1 else f"{n} cards, one at a time"
        return f"Draw {what}: click a pile (or press 1, 2, 3)"
    if phase == "fugitive_place":
        pending = obs.get("pending")
        route = obs["route"]
        last = route[-1]["number"] if route else 0
        reach = obs["effects"]["fugitive_reach"]
        if pending is None:
            must = turn.get("must_place", 0)
            if must:
                which = "first" if must == 2 else "second"
                return (f"First turn: choose your {which} hideout (highlighted). "
                        f"From {last}, {last + 1}-{last + reach} needs no sprint")
            return (f"Choose your next hideout (highlighted): from {last}, {last + 1}-{last + reach} "
                    f"needs no sprint. Or Pass (X)")
        h, need = pending["hideout"], pending["needed"]
        if need > 0:
            return f"Tuck sprint cards under {h}: {need} more needed (odd +1, even +2). Backspace takes it back"
        return f"Hideout {h} is ready: Confirm (Enter), or tuck more cards to bluff"
    if phase == "marshal_guess":
        left = turn.get("guesses_left", 1)
        more = f" ({left} guesses this turn)" if left > 1 else ""
        return f"Pick numbers on the notepad, then Guess (Enter){more}"
    if phase == "manhunt":
        return "MANHUNT: guess one number at a time. A miss and the Fugitive escapes"
    return ""


