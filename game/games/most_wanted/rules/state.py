"""Most Wanted: the numbers of the box, the actions, the choices a hand offers,
and the state of a match."""

from __future__ import annotations

from itertools import combinations

from game.core.model import Action
from game.core.state import copied_by_fields

from ..cards import FACE_OF, RANK_OF, SUIT_OF


TARGET = 13
BAIL = (0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3)
SUPPLY = 63
HAND_SIZE = 5
CHURCH_TO = 7
SALOON_TO = 8
LABOR_PAY = 2
SHOOTOUT_POINTS = 2
SHERIFF = -1

# (key, name, cards, points before its flip); a flip adds one point.
ROBBERIES = (("pony", "Pony Express", 2, 2), ("stagecoach", "Stagecoach", 3, 3), ("train", "Train", 4, 4))
FLIP_ORDER = (0, 1, 2)  # the first three reshuffles flip these, in this order

ACTION, SHOWDOWN, CHALLENGE, OVER = range(4)
PHASES = ("action", "showdown", "challenge", "over")
KINDS = ("robbery", "duel", "shootout", "first")
ROBBERY, DUEL, SHOOTOUT, FIRST = range(4)

V_SALOON, V_SHOOTOUT, V_DISHONEST, V_FIRST_DUEL = "saloon", "shootout", "dishonest-labor", "duel-for-first"

STAY_OUT = Action("stay_out")
UNREADY = Action("unready")
CHALLENGE_A = Action("challenge")
ACCEPT = Action("accept")
PASS = Action("pass")
ROB = tuple(Action("rob", (r,)) for r in range(3))

_NO_ARGS = ("stay_out", "unready", "challenge", "accept", "pass")
_CARD_KINDS = ("church", "saloon", "labor", "dishonest", "commit")


def bail_of(space: int) -> int:
    return BAIL[space]


def robbery_points(flipped, r: int) -> int:
    return ROBBERIES[r][3] + (1 if flipped[r] else 0)


def distinct_subsets(hand, k: int) -> list[tuple]:
    """The k-card subsets of ``hand`` that differ in rank or suit (lowest ids)."""
    hs = sorted(hand)
    if k > len(hs):
        return []
    faces = FACE_OF
    if len({faces[c] for c in hs}) == len(hs):  # no twin cards: every subset differs
        return list(combinations(hs, k))
    seen = set()
    out = []
    for combo in combinations(hs, k):
        f = tuple(faces[c] for c in combo)
        if f not in seen:
            seen.add(f)
            out.append(combo)
    return out


def _unique(options) -> list[tuple]:
    """Options that differ in rank or suit, each as a sorted tuple, first kept."""
    seen = set()
    out = []
    faces = FACE_OF
    for o in options:
        o = tuple(o)  # callers build each option from a sorted hand, so it is sorted
        f = tuple([faces[c] for c in o])
        if f not in seen:
            seen.add(f)
            out.append(o)
    return out


def discard_options(hand) -> list[tuple]:
    """The discards listed for Church and Saloon (any subset is legal; these
    are the ones worth considering): nothing, everything, every card not in
    a pair or better, the lowest of those up to each rank, and each card."""
    hs = sorted(hand)
    counts: dict[int, int] = {}
    for c in hs:
        r = RANK_OF[c]
        counts[r] = counts.get(r, 0) + 1
    singles = [c for c in hs if counts[RANK_OF[c]] == 1]
    opts = [(), hs, singles]
    for c in singles:
        opts.append([x for x in singles if RANK_OF[x] <= RANK_OF[c]])
    opts.extend((c,) for c in hs)
    return _unique(opts)


def dishonest_options(hand) -> list[tuple]:
    """The Dishonest Labors listed (any non-empty subset is legal): all the
    cards of one suit, honest; that suit plus one other card, or plus every
    other card, as bluffs."""
    hs = sorted(hand)
    opts = []
    for suit in range(4):
        same = [c for c in hs if SUIT_OF[c] == suit]
        if not same:
            continue
        opts.append(same)
        others = [c for c in hs if SUIT_OF[c] != suit]
        for c in others:
            opts.append(sorted(same + [c]))
        if len(others) > 1:
            opts.append(hs)
    return _unique(opts)


def shootout_options(pos, seat: int, able: list) -> list[tuple]:
    """The target groups listed for a Shootout (any non-empty group is
    legal): each player alone, everyone ahead of you on the scoreboard, and
    everyone."""
    opts = [(t,) for t in able]
    ahead = tuple(t for t in able if pos[t] > pos[seat])
    if len(ahead) > 1:
        opts.append(ahead)
    if len(able) > 1 and tuple(able) != ahead:
        opts.append(tuple(able))
    return opts


@copied_by_fields(
    shared="n sheriff_on saloon shootout dishonest supply active turn phase reshuffles kind robbery size opener "
           "sheriff_in tie_round dl_bags last_reveal winner reason last",
    lists="pos money skips flipped parts forced ready played sheriff_cards table tied dl_cards dl_chal dl_queue",
    nested="hands commit",
    cloned="pile",
)
class MWState:
    """Plain data; ``clone`` copies every list (the elements are immutable)."""

    __slots__ = (
        "n", "sheriff_on", "saloon", "shootout", "dishonest",
        "hands", "pile", "pos", "money", "supply", "skips",
        "active", "turn", "phase", "reshuffles", "flipped",
        # a showdown under way
        "kind", "robbery", "size", "opener", "parts", "forced", "commit", "ready",
        "played", "sheriff_cards", "sheriff_in", "table", "tie_round", "tied",
        # Dishonest Labor under way
        "dl_cards", "dl_bags", "dl_chal", "dl_queue",
        "last_reveal", "winner", "reason", "last",
    )

