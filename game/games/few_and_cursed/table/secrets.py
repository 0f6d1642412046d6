"""The Few and Cursed in a replay: the table is seen by the player about to
act; each player's hand, what their deck holds and their unscored jobs are
named here."""

from __future__ import annotations

from collections import Counter

REPLAY_VIEWER = None  # follow the seat to act


def _counted(names) -> str:
    return ", ".join(f"{name} x{n}" if n > 1 else name for name, n in Counter(names).items())


def secret_lines(match, seat: int) -> list[str]:
    cat = match.rules.catalog
    names = {c.key: c.name for c in cat.cards}
    obs = match.observe(seat)
    me = obs["players"][seat]
    lines = []
    if me.get("hand"):
        lines.append("Hand: " + _counted(names.get(k, k) for k in me["hand"]))
    if me.get("deck"):
        lines.append("Deck: " + _counted(names.get(k, k) for k in me["deck"]))
    jobs = [cat.jobs[j].name for j, _key in me.get("jobs", ()) if 0 <= j < len(cat.jobs)]
    if jobs:
        lines.append("Jobs: " + ", ".join(jobs))
    return lines
