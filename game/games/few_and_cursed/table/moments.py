"""Moments of a game the screenshot command can stop at (``--until NAME``):
each a test of the match and the seat about to act.

    MOMENTS: {name: test(match, seat) -> bool}
"""

from __future__ import annotations


def _obs(match, seat) -> dict:
    return match.observe(seat)


def _pending(kind_prefix: str):
    """A choice pending, and the one asked now (a summons or a tied monster's way comes first)."""
    def test(match, seat) -> bool:
        obs = _obs(match, seat)
        pending = obs["pending"]
        return bool(pending) and str(pending.get("kind", "")).startswith(kind_prefix) and \
            not obs["summons"] and not obs.get("steering")
    return test


def _mode(mode: str):
    return lambda match, seat: _obs(match, seat).get("mode") == mode


def _hand(match, seat) -> bool:
    """The action phase with a hand of several cards, some playable and some not."""
    obs = _obs(match, seat)
    if obs["phase"] != "action" or obs["pending"] or obs.get("mode"):
        return False
    plays = {a.args[0] for a in match.legal_actions(seat) if a.kind == "play"}
    hand = obs["players"][seat].get("hand") or []
    return len(hand) >= 3 and 0 < len(plays) < len(set(hand))


def _cursed(match, seat) -> bool:
    obs = _obs(match, seat)
    return obs["players"][seat]["cursed"] and obs["phase"] == "action" and not obs["pending"]


def _cursed_encounter(match, seat) -> bool:
    obs = _obs(match, seat)
    cat = match.rules.catalog
    return obs.get("mode") == "encounter" and obs.get("encounter") in {e.key for e in cat.cursed_encounters}


def _gear(match, seat) -> bool:
    obs = _obs(match, seat)
    me = obs["players"][seat]
    return obs["phase"] == "action" and len(me["gear"]) >= 2 and bool(me["exhausted"])


def _monster(match, seat) -> bool:
    """The action phase with a monster on the map."""
    obs = _obs(match, seat)
    return obs["phase"] == "action" and bool(obs["monsters"]) and not obs["pending"] and not obs.get("mode")


def _fight(match, seat) -> bool:
    """The seat may fight a monster on its space now."""
    return any(a.kind == "bounty" and a.args[0] == "monster" for a in match.legal_actions(seat))


MOMENTS = {
    "draft": lambda match, seat: _obs(match, seat)["phase"] == "keep",
    "improvise": _pending("improvise"),
    "hand": _hand,
    "store": _mode("store"),
    "jobs": _mode("jobs"),
    "encounter": lambda match, seat: _mode("encounter")(match, seat) and not _cursed_encounter(match, seat),
    "cursed-encounter": _cursed_encounter,
    "trash": _pending("trash"),
    "solo-discard": _pending("solo_discard"),
    "choose": _pending("choose"),
    "stat": _pending("stat"),
    "cursed": _cursed,
    "gear": _gear,
    "cleanup": _mode("cleanup"),
    "monster": _monster,
    "fight": _fight,
    "select": lambda match, seat: _obs(match, seat)["phase"] == "characters",
}
