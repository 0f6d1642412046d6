"""Most Wanted: what a seat may see, and words for moves."""

from __future__ import annotations

from game.core.model import Action, Event
from game.core.words import count

from ..cards import cards_text
from . import turn
from .state import BAIL, CHALLENGE, KINDS, MWState, PHASES, ROBBERIES, ROBBERY, SHOWDOWN, TARGET, robbery_points


# -- what a seat may see --------------------------------------------------------
def observe(state: MWState, viewer: int | None) -> dict:
    n = state.n
    acting = list(turn.to_act(state))
    show = None
    if state.phase == SHOWDOWN:
        parts = []
        for p in state.parts:
            c = state.commit[p]
            parts.append({
                "seat": p, "forced": state.forced[p], "joined": bool(c), "count": len(c),
                "ready": state.ready[p], "cards": list(c) if p == viewer else None,
            })
        sheriff = None
        if state.sheriff_on and state.kind == ROBBERY:
            sheriff = {"count": len(state.sheriff_cards), "in_tie": state.tie_round > 0 and state.sheriff_in}
        show = {
            "kind": KINDS[state.kind], "robbery": state.robbery, "size": state.size, "opener": state.opener,
            "tie_round": state.tie_round, "participants": parts, "sheriff": sheriff,
            "table": _table_view(state),
        }
    labor = None
    if state.phase == CHALLENGE:
        labor = {
            "seat": state.active, "count": len(state.dl_cards), "bags": state.dl_bags,
            "challengers": list(state.dl_chal), "waiting": list(state.dl_queue),
            "cards": list(state.dl_cards) if viewer == state.active else None,
        }
    return {
        "game": "most-wanted",
        "viewer": viewer,
        "players": n,
        "phase": PHASES[state.phase],
        "active": state.active,
        "to_act": acting,
        "turn": state.turn,
        "target": TARGET,
        "bail_table": list(BAIL),
        "scores": list(state.pos),
        "bail": [BAIL[p] for p in state.pos],
        "money": list(state.money),
        "supply": state.supply,
        "skips": list(state.skips),
        "hand": list(state.hands[viewer]) if viewer is not None and 0 <= viewer < n else None,
        "hand_counts": [len(h) for h in state.hands],
        "deck": len(state.pile.cards),
        "discard": list(state.pile.discards),
        "reshuffles": state.reshuffles,
        "robberies": [
            {"index": r, "key": key, "name": name, "cards": size, "points": robbery_points(state.flipped, r),
             "flipped": state.flipped[r]}
            for r, (key, name, size, _) in enumerate(ROBBERIES)
        ],
        "action_cards": [
            {"key": "saloon", "name": "Saloon", "alternate": True} if state.saloon
            else {"key": "church", "name": "Church", "alternate": False},
            {"key": "dishonest", "name": "Dishonest Labor", "alternate": True} if state.dishonest
            else {"key": "labor", "name": "Honest Labor", "alternate": False},
            {"key": "shootout", "name": "Shootout", "alternate": True} if state.shootout
            else {"key": "duel", "name": "Duel", "alternate": False},
        ],
        "sheriff": state.sheriff_on,
        "showdown": show,
        "labor": labor,
        "last_reveal": _copy_reveal(state.last_reveal),
        "last_events": [_event_dict(e.for_viewer(viewer)) for e in state.last],
        "outcome": None if state.winner < 0 else {"winner": state.winner, "reason": state.reason},
    }

def _table_view(state: MWState) -> list:
    """Hands revealed so far in this action (a tie-break shows the rounds before)."""
    r = state.last_reveal
    if state.tie_round == 0 or r is None:
        return []
    return [dict(h, cards=list(h["cards"]), round=r["round"]) for h in r["hands"]]

# -- words --------------------------------------------------------------------
_CARD_WORDS = {"church": "goes to Church, discarding {}", "saloon": "visits the Saloon, discarding {}",
               "labor": "does Honest Labor with {}", "dishonest": "does Dishonest Labor with {}",
               "commit": "plays {} face down"}
_FACE_DOWN = {"dishonest": "face-down card", "commit": "card"}  # what others are told of the cards
_PLAIN_WORDS = {"stay_out": "stays out", "unready": "has second thoughts", "challenge": "challenges the claim",
                "accept": "lets the claim pass", "pass": "passes"}


def describe(action: Action, viewer: int | None) -> str:
    """A log line.  Face-down cards are named only for a viewer (``Match``
    passes the actor's own seat, or None for everyone else)."""
    kind, args = action.kind, action.args
    if kind == "rob":
        _, name, size, _ = ROBBERIES[args[0]]
        return f"robs the {name} ({size} cards)"
    if kind in _CARD_WORDS:
        # Dishonest Labor's cards and a showdown's hand lie face down: named to their owner only.
        hidden = _FACE_DOWN.get(kind)
        shown = count(len(args), hidden) if hidden and viewer is None else cards_text(args)
        return _CARD_WORDS[kind].format(shown)
    if kind == "duel":
        return f"duels Player {args[0] + 1} with {args[1]}-card hands"
    if kind == "shootout":
        names = ", ".join(f"Player {t + 1}" for t in args[1:])
        return f"starts a {args[0]}-card shootout with {names}"
    if kind in _PLAIN_WORDS:
        return _PLAIN_WORDS[kind]
    return kind.replace("_", " ")


def _event_dict(e: Event) -> dict:
    d = {"kind": e.kind}
    d.update(e.public)
    return d


def _copy_reveal(r):
    if r is None:
        return None
    return {"kind": r["kind"], "round": r["round"], "winners": list(r["winners"]),
            "hands": [dict(h, cards=list(h["cards"])) for h in r["hands"]]}
