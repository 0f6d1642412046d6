"""Why a hint's move is good, in Fugitive's own terms (``game.scenes.hint``).

    why(match, seat, action) -> str | None

Read from what ``seat`` may know only (``match.observe(seat)``).  None: the
move has no words here.
"""

from __future__ import annotations

from game.core.words import count

from ..rules import FUGITIVE, PILE_NAMES


# the Fugitive's moves whose reason never changes
PLAIN_WHY = {
    "confirm": "The hideout is paid for: lay it down.",
    "cancel": "Take this hideout back: another card in your hand makes a better one.",
    "pass": "Nothing in your hand is worth laying now: keep it for a longer stride later.",
}


def _last(obs) -> int:
    route = obs["route"]
    return (route[-1]["number"] or 0) if route and route[-1].get("number") is not None else 0


def why(match, seat, action) -> str | None:
    obs = match.observe(seat)
    kind, args = action.kind, action.args
    if kind == "draw":
        pile = PILE_NAMES[args[0]]
        if seat == FUGITIVE:
            return f"The {pile} pile holds the numbers your route needs next."
        return f"Every card you draw from {pile} is one number fewer where he can hide."
    if seat == FUGITIVE:
        reach = obs["effects"]["fugitive_reach"]
        last = _last(obs)
        if kind == "hideout":
            n = args[0]
            if n == 42:
                return "42 is the escape: lay it and you are out of town."
            gap = n - last
            if gap <= reach:
                return (f"{n} is within {reach} of {last}, so it needs no sprint cards, and from it "
                        f"{n + 1}-{n + reach} will be free next turn.")
            return (f"{n} is {gap} past {last}, beyond your reach of {reach}: sprint cards worth "
                    f"{gap - reach} tucked under it carry you there and gain ground.")
        if kind == "sprint":
            n = args[0]
            return f"Tucking {n} under the hideout pays {1 if n % 2 else 2} toward the distance."
        if kind in PLAIN_WHY:
            return PLAIN_WHY[kind]
        return None
    if kind == "guess":
        numbers = ", ".join(str(n) for n in args)
        down = obs["face_down"]
        return (f"None of {numbers} is ruled out by the cards seen so far, and "
                f"{count(down, 'hideout')} still {'lies' if down == 1 else 'lie'} face down.")
    return None
