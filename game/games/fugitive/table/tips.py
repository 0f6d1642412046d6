"""The words of the table's hover help: what a card, a pile, a plate or a
notepad number means to the viewer now.  Built from the ``Turn`` on show (the
viewer's observation and the public deduction) only, so a tip can never name
a card the viewer may not know.

    hover_help(table) -> [(Rect, words)]    the spots with help, bottom first, for the
                                            table base's hover help (``game.scenes.table``)
    tip_words(key, turn, plates, why_not)   the words for one spot
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.core.model import Action

from . import layout as L
from ..rules import ESCAPE, PILE_NAMES, sprint_value
from .plates import plate_tip
from .turn import Turn

TIPPED_CARDS = ("route", "hand", "mhand")


def ranges(values) -> str:
    """12, 13, 14, 17 -> "12-14, 17" (long lists are cut short)."""
    values = sorted(values)
    parts: list[str] = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        parts.append(str(values[i]) if i == j else f"{values[i]}-{values[j]}")
        i = j + 1
    if len(parts) > 6:
        parts = parts[:6] + ["..."]
    return ", ".join(parts)


def domain_tag(domain) -> str:
    """The short range shown above a face-down hideout: "= 14" or "12-17"."""
    if not domain:
        return ""
    if len(domain) == 1:
        return f"= {domain[0]}"
    return f"{domain[0]}-{domain[-1]}"


def route_tip(entry: dict, own: bool, domain) -> str:
    i, n = entry["index"], entry["number"]
    k = entry["sprint_count"]
    cards = f"{k} sprint card{'s' if k != 1 else ''}"
    if i == 0:
        return "0: the jail the Fugitive broke out of. His route starts here."
    if n == ESCAPE:
        return "42: the Fugitive's escape" + (f", sprinting with {cards}." if k else ".")
    if entry["revealed"]:
        shown = entry["sprint"] or []
        under = f" Sprint cards: {', '.join(map(str, shown))}." if shown else ""
        return f"Hideout #{i}: {n}, uncovered.{under}"
    clue = f" The clue says it is {entry['parity']}." if entry.get("parity") else ""
    if own:
        under = entry["sprint"] or []
        sprint = f" with sprint {', '.join(map(str, under))}" if under else ""
        return (f"Hideout #{i}: your {n}{sprint}, face down: the Marshal sees only its back."
                f"{clue} Hold P to peek at your route.")
    shown = ""
    if entry["sprint_shown"] and entry["sprint"]:
        shown = f" Its sprint cards were shown: {', '.join(map(str, entry['sprint']))}."
    could = f" It can only be {ranges(domain)}." if domain else ""
    return f"Hideout #{i}: face down with {cards}.{shown}{clue}{could}"


def hand_tip(card: int, refusal: str | None, choosing: str | None) -> str:
    value = sprint_value(card)
    base = f"{card}: a hideout, or a sprint card worth +{value}." if card != ESCAPE else \
        "42: the escape. Reach it and you win (unless the Marshal's Manhunt catches you)."
    if choosing is None:
        return base
    if refusal:
        return f"{base} Not now: {refusal}."
    verb = "Click to make it your next hideout." if choosing == "hideout" else "Click to tuck it under as a sprint card."
    return f"{base} {verb}"


def marshal_card_tip(card: int) -> str:
    return f"{card}: in the Marshal's open hand, so it is not a hideout."


def pile_tip(i: int, count: int, events: int, legal: bool, refusal: str | None) -> str:
    lo_hi = PILE_NAMES[i]
    left = f"{count} card{'s' if count != 1 else ''} left"
    ev = f", {events} of them event{'s' if events != 1 else ''}" if events else ""
    tail = " Click (or press its number) to draw." if legal else (f" {refusal[0].upper()}{refusal[1:]}." if refusal else "")
    return f"The {lo_hi} pile: {left}{ev}.{tail}"


def tip_words(key: tuple, turn: Turn, plates, why_not: Callable[[Action], str | None]) -> str:
    """The words of help on ``key`` (("pile", i), ("plate", i), a card's tag) for the viewer
    of ``turn``; ``why_not(action)``: why the rules refuse a move now."""
    obs = turn.obs
    kind = key[0]
    if kind == "pile":
        i = key[1]
        why = why_not(Action("draw", (i,))) if turn.mine and not turn.pile_legal[i] else None
        return pile_tip(i, obs["piles"][i], obs["events_in_piles"][i], turn.pile_legal[i], why)
    if kind == "route":
        i = key[1]
        if i >= len(obs["route"]):
            return ""
        k = turn.knowledge
        domain = k.domains[i] if k.consistent and i < len(k.domains) else ()
        return route_tip(obs["route"][i], turn.own_route, domain)
    if kind == "hand":
        card = key[1]
        why = why_not(Action(turn.choosing, (card,))) if turn.choosing and card not in turn.hand_legal else None
        return hand_tip(card, why, turn.choosing)
    if kind == "mhand":
        return marshal_card_tip(key[1])
    if kind == "plate" and key[1] < len(plates):
        return plate_tip(plates[key[1]][1])
    return ""


def hover_help(table) -> list:
    """The spots with help on Fugitive's table, bottom first: the piles, the plates, the
    cards of the route and both hands as they lie, and the notepad's number under the
    pointer, whose words lie beside the notepad (never over its other numbers)."""
    spots = [(L.pile_rect(i), ("pile", i)) for i in range(3)]
    spots += [(rect, ("plate", i)) for i, (rect, _plate) in enumerate(table.plates)]
    cards = [s for s in table.cards.sprites.values() if s.tag is not None and s.tag[0] in TIPPED_CARDS]
    spots += [(s.rect, s.tag) for s in sorted(cards, key=lambda s: s.z)]
    n = table.notepad.cell_at(table.mouse)
    if n is not None:
        spots.append((L.NOTEPAD, ("cell", n)))
    return [(pygame.Rect(rect), table.tip_words(key)) for rect, key in spots]
