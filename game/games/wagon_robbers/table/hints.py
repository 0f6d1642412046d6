"""Why a hint's move is good, in Wagon Robbers' own terms (``game.scenes.hint``).

    why(match, seat, action) -> str | None

Read from what ``seat`` may know only (``match.observe(seat)``: its own hand
and what it placed).  None: the move has no words here.
"""

from __future__ import annotations

from ..cards import CARGO_BY_KEY
from ..rules import HUNTER, OUTLAW


# the moves whose reason never changes
PLAIN_WHY = {
    "pass": "Keeping your cards holds them for a richer wagon.",
    "assassinate": "Striking a Bounty Hunter takes his cargo and his power out of the defence.",
    "spare": "No Bounty Hunter here is worth the strike: the Outlaws win without it.",
}


def _power(keys) -> int:
    return sum(CARGO_BY_KEY[k].power for k in keys if k in CARGO_BY_KEY)


def why(match, seat, action) -> str | None:
    obs = match.observe(seat)
    wagon = obs.get("wagon") or {}
    hand = obs.get("hand") or []
    kind, args = action.kind, action.args
    if kind == "role":
        aboard = sum(p["power"] for p in obs.get("passengers") or ())
        defence = wagon.get("power", 0) + aboard
        mine = _power(hand)
        if args[0] == OUTLAW:
            return (f"Your cargo holds {mine} power against a wagon defending with {defence} so far, "
                    f"and {wagon.get('cargo', 0)} cargo to share if the Outlaws win.")
        if args[0] == HUNTER:
            return (f"The wagon already defends with {defence}; your {mine} power helps hold it, "
                    "and each Outlaw beaten pays you a cargo card.")
        return None
    if kind == "place":
        card = CARGO_BY_KEY.get(args[0]) if isinstance(args[0], str) else None
        if card is None:
            return None
        return f"The {card.name} adds {card.power} to your side." if card.power else f"The {card.name}: {card.text}"
    if kind in PLAIN_WHY:
        return PLAIN_WHY[kind]
    return None
