"""Why a hint's move is good, in Most Wanted's own terms (``game.scenes.hint``).

    why(match, seat, action) -> str | None

Read from what ``seat`` may know only (``match.observe(seat)``: its own hand).
None: the move has no words here.
"""

from __future__ import annotations

from game.core.words import count

from ..cards import SUIT_OF
from ..hands import best_subhand, card_key, describe_key
from ..rules import ROBBERIES


def _best(hand, k: int) -> str:
    cards = best_subhand(hand, k)
    return describe_key(card_key(cards)) if cards else "nothing"


# the moves whose reason never changes
PLAIN_WHY = {
    "unready": "Your hand can be better than the one you laid: take it back and choose again.",
    "challenge": "The claim looks like a bluff: calling it shares the bags.",
    "accept": "The claim may well be true: calling it would cost you a turn.",
    "pass": "Nothing here is worth more than keeping your cards.",
}


def why(match, seat, action) -> str | None:
    obs = match.observe(seat)
    hand = obs.get("hand") or []
    kind, args = action.kind, action.args
    if kind == "rob":
        _, name, size, points = ROBBERIES[args[0]]
        return f"Your best {size}-card hand is {_best(hand, size)}: a fair chance at the {name}'s {points} points."
    if kind == "commit":
        return f"These cards make {describe_key(card_key(args))}, the best {len(args)}-card hand you hold."
    if kind == "stay_out":
        sd = obs.get("showdown") or {}
        size = sd.get("size") or 0
        return (f"Your best {size}-card hand is only {_best(hand, size)}: staying out saves your bail."
                if size else "Staying out saves your bail.")
    if kind == "labor":
        return f"{count(len(args), 'card')} of one suit bring {2 * len(args)} bags: money for bail later."
    if kind in ("church", "saloon"):
        return f"Your hand makes little yet: {count(len(args), 'card')} out, fresh cards in."
    if kind == "duel":
        return f"Your best {args[1]}-card hand is {_best(hand, args[1])}, good odds in a duel."
    if kind in PLAIN_WHY:
        return PLAIN_WHY[kind]
    if kind == "dishonest":
        suits = {SUIT_OF[c] for c in args}
        return ("The cards really are of one suit: a challenger loses a turn." if len(suits) == 1
                else "A bluff few will call: the bags are worth the risk.")
    return None
