"""Each action as the second half of a sentence ("Ada" + "rides to Dry
Gulch"): the moves log's words when the action's events say nothing more.
What only the actor may know (the card kept from an improvise, the job
dropped) is named only when ``viewer`` is the actor.
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action

STATS = {"health": "health", "bullet_capacity": "bullet capacity", "curse_threshold": "curse threshold"}
PLAIN = {
    "end": "ends the phase", "shoot": "spends bullets for attack", "camp": "makes camp",
    "character": "takes the character action", "encounter": "draws another encounter",
    "decline": "shows a hand that can pay for nothing and passes", "refresh": "refreshes the store",
    "leave": "walks back out into the street", "rob": "robs a rival", "recover": "searches for an artifact",
    "take": "takes an artifact", "look": "looks at a rival's jobs", "skip": "trashes nothing",
    "stop": "stops the free movement", "push": "pushes a monster away", "job": "completes a job",
    "summon": "calls a monster to the top of a Most Wanted pile",
    "select": "selects a character",
    "discard_bounty": "discards a Most Wanted bounty", "swap": "swaps a job",
    "steer": "chooses which way a monster goes",
}


def _card(cat, key: str) -> str:
    return next((c.name for c in cat.cards if c.key == key), key)


def _store(cat, key: str) -> str:
    return next((c.name for c in cat.store if c.key == key), key)


def _space(graph: Any, node) -> str:
    try:
        n = graph.node(node)
    except (KeyError, ValueError, TypeError):
        return f"space {node}"
    return str(n.get("name") or n.get("label") or f"space {node}")


def describe(cat, graph, action: Action, viewer) -> str:
    kind, args = action.kind, tuple(action.args)
    mine = viewer is not None
    if kind == "play":
        key, trashed, target = args
        return f"plays {_card(cat, key)}" + (" and trashes it" if trashed else "") + (
            ", copying a card played this phase" if target >= 0 else "")
    if kind == "pick":
        return f"keeps {_card(cat, args[0])}" if mine else "keeps one upgrade card"
    if kind in ("drop", "sell"):
        known = (mine or kind == "sell") and 0 <= args[0] < len(cat.jobs)
        job = f"the job {cat.jobs[args[0]].name}" if known else "a job"
        return ("drops " if kind == "drop" else "sells ") + job
    if kind == "move":
        return f"rides to {_space(graph, args[0])}"
    if kind == "step":
        return f"takes a free step to {_space(graph, args[0])}"
    if kind == "bounty":
        return "defeats a Wanted bounty" if args[0] == "wanted" else "defeats a bounty"
    if kind == "exhaust":
        return f"uses {_store(cat, args[0])}"
    if kind == "buy":
        return f"buys {_store(cat, args[0])}"
    if kind == "lay":
        return f"lays {_store(cat, args[0])} on the store's discards"
    if kind in ("upgrade", "stat"):
        return "buys a bullet" if args[0] == "bullet" else f"raises {STATS.get(args[0], args[0])} by 1"
    if kind == "visit":
        return "walks into the store" if args[0] == "store" else "walks up to the job board"
    if kind == "discard":
        return f"discards {_card(cat, args[0])}"
    if kind == "trash":
        return f"trashes {_card(cat, args[0])}"
    if kind == "option":
        return f"takes the encounter's option {args[0] + 1}"
    if kind == "steer" and len(args) == 2:
        monster = cat.most_wanted[args[0]].name if isinstance(args[0], int) and 0 <= args[0] < len(
            cat.most_wanted) else "a monster"
        return f"sends {monster} on to {_space(graph, args[1])} (its ways tied)"
    if kind == "choose":
        return f"chooses option {args[0] + 1} of the card"
    return PLAIN.get(kind, "does " + kind.replace("_", " "))
