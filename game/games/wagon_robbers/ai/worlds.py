"""Wagon Robbers: the worlds Hard believes in, weighed by how Normal plays.

Normal decides from its own hand and public facts alone (``ai.heuristic``), so
a rival's hand at the start of a wagon fixes its role and the cards it lays,
round by round (``replay``).  Hard reads its rivals by that:

- within a wagon, a world is a determinization (``rules.determinize``) whose
  rivals' cards are redrawn until replaying Normal's plan on them gives what
  the seat saw: each rival's number of cards laid so far and, once shown, its
  role (``sample_world``);
- over wagons, ``Book`` keeps for each rival a sample of the cards it may
  still hold from earlier wagons: at each battle everyone sees every fighter's
  role and cargo, and only some hands would have played that way, so what a
  rival kept is known better wagon by wagon (a particle filter).

A rival who does not play like Normal is not excluded: a world that disagrees
by ``k`` cards or a role is kept with probability ``SLIP ** k`` (a person, or
another bot, at the table).  Only the seat's observation and the sampled copy
are read, never the true state, so a world follows from the seed and what the
seat knows (``core.rng.redeal``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from math import comb
from typing import Any

from ..cards import CARGO, CARGO_KEYS, PASSENGERS, WAGONS
from ..rules import ASSASSIN, HUNTER, OUTLAW, PREP, ROLE, WRState
from ..rules.state import CARD_KEY
from ..rules.turn import prep_moves
from .heuristic import choose_cargo, choose_role, wagon_view

SLIP = 0.01        # the chance a rival's turn is not Normal's, per card or role it disagrees by
TRIES = 60         # redraws of a world before settling for the closest one found
PARTICLES = 120    # the kept hands remembered per rival
CANDIDATES = 400   # hands tried per rival when a battle is read

_RANK = {k: i for i, k in enumerate(CARGO_KEYS)}
_ALL = Counter(c.key for c in CARGO)


def in_order(keys) -> list[str]:
    """Card keys in card-list order, as hands are shown."""
    return sorted(keys, key=_RANK.__getitem__)


@dataclass(frozen=True)
class Scene:
    """The public facts of one wagon a Normal seat's choices depend on."""

    n: int
    wagon: int
    order: list[int]
    counts: list[int]          # each seat's cards when the wagon turned up
    boarded: list[int]         # the passengers' power, in the order they boarded


def replay(scene: Scene, rival: int, hand: list[str], turns: int) -> tuple[str, list[str]]:
    """(role, cards laid) if ``rival`` played Normal's plan holding ``hand`` (keys) when the
    wagon turned up, for its first ``turns`` prep turns."""
    n, counts = scene.n, scene.counts
    obs = {"n": n, "phase": ROLE, "round": 0, "order": scene.order, "wagon": wagon_view(scene.wagon),
           "passengers": [], "hand": in_order(hand), "hand_counts": list(counts), "placed_counts": [0] * n}
    role = choose_role(obs, rival)
    held, laid = list(obs["hand"]), []
    roles: list[str | None] = [None] * n
    roles[rival] = role
    placed: list[list[str] | None] = [None] * n
    obs.update(phase=PREP, roles=roles, placed=placed)
    for t in range(turns):
        placed[rival] = in_order(laid)
        obs.update(round=t, passengers=[{"power": p} for p in scene.boarded[:t + 1]], hand=held,
                   hand_counts=[c - min(t, len(laid)) for c in counts],
                   placed_counts=[min(t, len(laid))] * n)
        obs["hand_counts"][rival] = len(held)
        obs["placed_counts"][rival] = len(laid)
        action = choose_cargo(obs, rival, prep_moves(held))
        if action.kind == "place":
            held = list(held)
            held.remove(action.args[0])
            laid.append(action.args[0])
    return role, laid


def turns_taken(s: WRState, seat: int, rival: int) -> int:
    """Prep turns ``rival`` has taken this wagon when ``seat`` is to act."""
    if s.phase == ROLE:
        return 0
    if s.phase != PREP:
        return WAGONS[s.wagon].rounds
    order = s.order
    return s.round + (1 if order.index(rival) < order.index(seat) else 0)


def _minus(a: Counter, b) -> Counter | None:
    """``a`` less the cards of ``b``; None when ``a`` lacks one."""
    out = Counter(a)
    for k in b:
        if out[k] <= 0:
            return None
        out[k] -= 1
    return out


def _draw(pool: Counter, k: int, rng: Any) -> list[str]:
    """``k`` cards drawn at random from the cards ``pool`` counts."""
    cards = [key for key, m in pool.items() for _ in range(m)]
    cards.sort(key=_RANK.__getitem__)
    out = []
    for _ in range(min(k, len(cards))):
        out.append(cards.pop(rng.randrange(len(cards))))
    return out


def _odds(pool: Counter, cards: list[str]) -> float:
    """The chance that ``len(cards)`` draws from ``pool`` give exactly these cards (in any order)."""
    total = sum(pool.values())
    p = 1.0
    for k, m in Counter(cards).items():
        p *= comb(pool[k], m)
    return p / comb(total, len(cards))


class Book:
    """What ``seat`` has learnt of each rival's kept cards, wagon by wagon.

    ``note`` is called with the seat's observation at each of its decisions;
    ``kept(rival)`` is then a list of possible kept hands (card keys) that a
    rival carried into the wagon under way, before the wagon's draws.  A wagon
    the seat did not see turn up (a bot made mid-match, an undone move) starts
    the rivals afresh: nothing known.
    """

    def __init__(self, seat: int):
        self.seat = seat
        self.at: int | None = None                 # the wagon the kept hands lead into
        self.hands: dict[int, list[list[str]]] = {}
        self.record: tuple | None = None           # (wagon number, Scene without boarders, pool)

    def kept(self, rival: int, wagon_number: int) -> list[list[str]]:
        return self.hands.get(rival, [[]]) if self.at == wagon_number else [[]]

    def note(self, obs: dict, rng: Any) -> None:
        number = len(WAGONS) - obs["wagon_deck"]
        record = self.record
        if record is not None and record[0] == number - 1 and obs["last_battle"] is not None \
                and obs["last_battle"]["wagon"] == record[1].wagon:
            self._read_battle(record, obs["last_battle"], rng)
            self.at, self.record = number, None
        if obs["phase"] == ROLE and (self.record is None or self.record[0] != number):
            if self.at != number:
                self.at, self.hands = number, {}
            unseen = _minus(_ALL, obs["hand"] + obs["cargo_discards"]) or Counter()
            scene = Scene(obs["n"], obs["wagon"]["id"], list(obs["order"]), list(obs["hand_counts"]), [])
            self.record = (number, scene, unseen)

    def _read_battle(self, record: tuple, battle: dict, rng: Any) -> None:
        _, scene, unseen = record
        scene = Scene(scene.n, scene.wagon, scene.order, scene.counts,
                      [PASSENGERS[p].power for p in battle.get("boarded", ())])
        rounds = WAGONS[scene.wagon].rounds
        for rival in range(scene.n):
            if rival == self.seat:
                continue
            role = OUTLAW if rival in battle["outlaws"] else HUNTER
            shown = battle.get("cards", {}).get(str(rival))
            self.hands[rival] = self._kept_after(scene, rival, role, shown, unseen, rounds, rng)

    def _kept_after(self, scene: Scene, rival: int, role: str, shown: list[str] | None, unseen: Counter,
                    rounds: int, rng: Any) -> list[list[str]]:
        """A new sample of ``rival``'s kept hands after a battle it played as ``role``, laying ``shown``
        (None: assassinated, its cargo taken unseen): parents drawn from the old sample, the wagon's
        draws proposed to include the cards it showed, weighed by how likely such draws were and
        kept when Normal's plan would have played that hand so."""
        parents = self.kept(rival, self.at) if self.at is not None else [[]]
        start = scene.counts[rival]
        found, weights = [], []
        for _ in range(CANDIDATES):
            parent = rng.choice(parents)
            pool = _minus(unseen, parent)
            if pool is None or len(parent) > start:
                continue
            forced = list((Counter(shown) - Counter(parent)).elements()) if shown else []
            rest_pool = _minus(pool, forced)
            need = start - len(parent)
            if rest_pool is None or len(forced) > need:
                continue
            rest = _draw(rest_pool, need - len(forced), rng)
            drawn = forced + rest
            if len(drawn) != need:
                continue
            hand = parent + drawn
            played, laid = replay(scene, rival, hand, rounds)
            miss = (played != role) + (0 if shown is None else
                                       sum(((Counter(laid) - Counter(shown)) + (Counter(shown) - Counter(laid))).values()))
            weight = _odds(pool, drawn) / _odds(rest_pool, rest) * SLIP ** miss
            kept = list((Counter(hand) - Counter(shown if shown is not None else laid)).elements())
            found.append(kept)
            weights.append(weight)
        if not found or sum(weights) <= 0:
            return [[]]
        return _resample(found, weights, PARTICLES, rng)


def _resample(items: list, weights: list[float], k: int, rng: Any) -> list:
    """``k`` of ``items`` drawn in proportion to ``weights`` (systematic resampling)."""
    total = sum(weights)
    step = total / k
    u = rng.random() * step
    out, acc, i = [], weights[0], 0
    for _ in range(k):
        while u > acc and i < len(items) - 1:
            i += 1
            acc += weights[i]
        out.append(items[i])
        u += step
    return out


def _ids_for(keys: list[str], by_kind: dict[str, list[int]]) -> list[int] | None:
    """Card ids of ``keys`` taken from ``by_kind`` (changed in place); None when one runs short."""
    out = []
    for k in keys:
        ids = by_kind.get(k)
        if not ids:
            return None
        out.append(ids.pop())
    return out


def sample_world(rules: Any, state: Any, seat: int, rng: Any, book: Book | None = None) -> WRState:
    """A determinization for ``seat`` whose rivals' cards and roles agree with Normal's play."""
    d = rules.determinize(state, seat, rng)
    if d.phase not in (PREP, ASSASSIN, ROLE) or d.wagon is None:
        return d
    rivals = [r for r in range(d.n) if r != seat]
    number = d.wagons_played
    sizes = {r: len(d.hands[r]) + len(d.placed[r]) for r in rivals}
    pool = sorted(d.cargo_deck.cards + [c for r in rivals for c in d.hands[r] + d.placed[r]])
    scene = Scene(d.n, d.wagon, d.order, [len(d.hands[p]) + len(d.placed[p]) for p in range(d.n)],
                  [PASSENGERS[p].power for p in d.passengers])
    best, best_miss = None, None
    for _ in range(TRIES):
        story = _try_world(d, seat, rivals, sizes, pool, scene, number, book, rng)
        if story is None:
            continue
        miss = story[0]
        if best_miss is None or miss < best_miss:
            best, best_miss = story, miss
        if miss == 0 or rng.random() < SLIP ** miss:
            best = story
            break
    if best is None:
        return d
    _, hands, rest = best
    for r, (role, laid, held) in hands.items():
        if role is not None and not d.roles_shown:
            d.roles[r] = role
        d.hands[r], d.placed[r] = held, laid
    d.cargo_deck.cards = rest
    return d


def _try_world(d: WRState, seat: int, rivals: list[int], sizes: dict, pool: list[int], scene: Scene,
               number: int, book: Book | None, rng: Any):
    """(disagreements, {rival: (role, laid ids, held ids)}, the rest of the deck) for one draw of the
    rivals' hands, or None when a remembered kept hand no longer fits the unseen cards."""
    cards = list(pool)
    rng.shuffle(cards)
    by_kind: dict[str, list[int]] = {}
    for c in cards:
        by_kind.setdefault(CARD_KEY[c], []).append(c)
    kept = {}
    for r in rivals:
        options = book.kept(r, number) if book is not None else [[]]
        ids = _ids_for(rng.choice(options)[:sizes[r]], by_kind)
        if ids is None:
            return None
        kept[r] = ids
    taken = {c for ids in kept.values() for c in ids}
    rest = [c for c in cards if c not in taken]
    miss, hands = 0, {}
    for r in rivals:
        k = sizes[r] - len(kept[r])
        hand, rest = kept[r] + rest[:k], rest[k:]
        if d.roles[r] is None:
            hands[r] = (None, [], hand)
            continue
        turns = turns_taken(d, seat, r)
        role, laid_keys = replay(scene, r, [CARD_KEY[c] for c in hand], turns)
        laid = []
        for key in laid_keys:
            card = next(c for c in hand if CARD_KEY[c] == key and c not in laid)
            laid.append(card)
        miss += abs(len(laid) - len(d.placed[r])) + (1 if d.roles_shown and role != d.roles[r] else 0)
        count = len(d.placed[r])
        ordered = laid + [c for c in hand if c not in laid]
        hands[r] = (role, ordered[:count], ordered[count:])
    return miss, hands, rest
