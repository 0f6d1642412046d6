"""What each seat may see.

Hidden: every hand but your own, the order of every deck (your own included),
unscored jobs (until scored), the face-down Most Wanted cards, which artifacts
the face-down tokens are, and the cards an improvise or a job board shows the
acting player.  Public: tracks, positions, play areas and discard piles
(cards reach them face up), store rows, face-up bounties, scored jobs,
trophies, gear, encounters being resolved.

The moves log's words (``describe``): each action as the second half of a
sentence ("Ada" + "rides to Dry Gulch") when its events say nothing more; what
only the actor may know (the card kept from an improvise, the job dropped) is
named only when ``viewer`` is the actor.
"""

from __future__ import annotations

from typing import Any

from game.core.model import Action

from .state import State


def _keys(cat, ids) -> list[str]:
    return [cat.cards[c].key for c in ids]


def _player_view(rules: Any, s: State, seat: int, viewer: int | None) -> dict:
    cat = rules.catalog
    p = s.players[seat]
    ch = cat.characters[p.character]
    view = {
        "seat": seat, "character": ch.key, "name": ch.name, "water": p.water, "health": p.health,
        "max_health": p.max_health, "bullets": p.bullets, "capacity": p.capacity, "curse": p.curse,
        "threshold": p.threshold, "cursed": p.cursed(), "grit": p.grit, "node": p.node, "move": p.move,
        "attack": p.attack, "hand_count": len(p.zones.hand), "deck_count": len(p.zones.deck),
        "discard": _keys(cat, p.zones.discard), "play": _keys(cat, p.zones.play),
        "played": [[cat.cards[c].key, t] for c, t in p.played], "trashed": _keys(cat, p.zones.trash),
        "jobs_count": len(p.jobs), "done_jobs": [cat.jobs[j].key for j in p.done_jobs],
        "gear": [cat.store[g].key for g in p.gear], "exhausted": [cat.store[g].key for g in p.exhausted],
        "tokens": list(p.tokens), "artifacts": [cat.cards[c].key for c in p.artifacts],
        "trophies": [cat.most_wanted[t].key for t in p.trophies], "acted": p.acted,
    }
    if seat == viewer:
        view["hand"] = _keys(cat, p.zones.hand)
        view["deck"] = sorted(_keys(cat, p.zones.deck))  # what is in it, never its order
        view["jobs"] = [[j, cat.jobs[j].key] for j in p.jobs]
    elif s.tracks:
        view["jobs"] = [[j, cat.jobs[j].key] for j in p.jobs]  # solo tracks lie face up
    return view


def observe(rules: Any, s: State, viewer: int | None) -> dict:
    cat = rules.catalog
    acting = s.seat if s.phase in ("characters", "keep", "improvise", "encounter", "action", "cleanup") else None
    obs = {
        "round": s.round, "phase": s.phase, "first": s.first, "acting": acting, "mode": s.mode, "viewer": viewer,
        "variants": sorted(s.variants), "players": [_player_view(rules, s, i, viewer) for i in range(s.n)],
        "bank": s.bank, "store_row": [cat.store[c].key for c in s.store_row],
        "store_discard_top": cat.store[s.store.discards[-1]].key if s.store.discards else None,
        "store_deck": len(s.store.cards), "upgrade_deck": len(s.upgrades.cards),
        "upgrade_discards": _keys(cat, s.upgrades.discards), "job_deck": len(s.jobs.cards) + len(s.jobs.discards) + sum(map(len, s.dropped.values())),
        "encounter_deck": len(s.encounters.cards), "cursed_deck": len(s.cursed_encounters.cards),
        "piles": [{"count": len(cards), "top": cat.most_wanted[cards[-1]].key if cards and s.face_up[i] else None}
                  for i, cards in enumerate(s.piles)],
        "wanted": [{"key": w.key, "side": s.wanted_side[i], "name": w.sides[s.wanted_side[i]].name,
                    "attack": w.sides[s.wanted_side[i]].attack} for i, w in enumerate(cat.wanted)],
        "monsters": {cat.most_wanted[m].key: node for m, node in sorted(s.monsters.items())},
        "monsters_beaten": s.monsters_beaten, "tokens": {c: len(v) for c, v in sorted(s.tokens.items())},
        "encounter": _encounter_key(rules, s), "pending": _pending_view(s), "summons": list(s.summons),
        "steering": [[cat.most_wanted[m].key, seat] for m, seat in s.steering],
        "team_grit": s.team_grit, "tracks": [len(t) for t in s.tracks], "result": s.result,
        # the Shadows' stacks, top last: the lone player looked through them at setup
        "track_jobs": [[cat.jobs[j].key for j in t] for t in s.tracks],
        "selected": s.turn if s.phase == "characters" else s.n,  # seats below this have chosen
    }
    if viewer is not None and viewer == acting and s.shown:
        kind = s.pending.get("kind")
        obs["shown"] = ([cat.jobs[j].key for j in s.shown] if kind == "swap_pick" else _keys(cat, s.shown))
    return obs


def _encounter_key(rules: Any, s: State) -> str | None:
    if not s.encounter:
        return None
    deck = rules.catalog.cursed_encounters if s.encounter[0] == "cursed" else rules.catalog.encounters
    return deck[s.encounter[1]].key


def _pending_view(s: State) -> dict:
    return {k: v for k, v in s.pending.items() if k != "options"} | (
        {"options": len(s.pending["options"])} if "options" in s.pending else {})


# -- the moves log's words ----------------------------------------------------------
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

# the moves whose words name their first argument: {space}, {store} (a store card),
# {card}, or {count} (an option counted from 1)
NAMING = {
    "move": "rides to {space}", "step": "takes a free step to {space}", "exhaust": "uses {store}",
    "buy": "buys {store}", "lay": "lays {store} on the store's discards", "discard": "discards {card}",
    "trash": "trashes {card}", "option": "takes the encounter's option {count}",
    "choose": "chooses option {count} of the card",
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


def _named(cat, graph, words: str, first) -> str:
    """``words`` with its one field filled from the move's first argument."""
    field = words[words.index("{") + 1:words.index("}")]
    namers = {"space": lambda: _space(graph, first), "store": lambda: _store(cat, first),
              "card": lambda: _card(cat, first), "count": lambda: first + 1}
    return words.format(**{field: namers[field]()})


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
    if kind in NAMING:
        return _named(cat, graph, NAMING[kind], args[0])
    if kind == "bounty":
        return "defeats a Wanted bounty" if args[0] == "wanted" else "defeats a bounty"
    if kind in ("upgrade", "stat"):
        return "buys a bullet" if args[0] == "bullet" else f"raises {STATS.get(args[0], args[0])} by 1"
    if kind == "visit":
        return "walks into the store" if args[0] == "store" else "walks up to the job board"
    if kind == "steer" and len(args) == 2:
        monster = cat.most_wanted[args[0]].name if isinstance(args[0], int) and 0 <= args[0] < len(
            cat.most_wanted) else "a monster"
        return f"sends {monster} on to {_space(graph, args[1])} (its ways tied)"
    return PLAIN.get(kind, "does " + kind.replace("_", " "))
