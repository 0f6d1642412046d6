"""Most Wanted's Easy and Normal bots: one plan, Easy's with cruder judgment
and whims (``ai`` says what each level does).  Bots learn only through
``observe``, ``legal_actions`` and ``determinize``."""

from __future__ import annotations

from typing import Any

from game.core.model import Action
from game.core.rng import Rng

from ..cards import ALL_CARDS, RANK_OF, SUIT_OF
from ..hands import PAIR, best_subhand, card_key, showdown
from ..rules import BAIL, ROBBERIES, SHOOTOUT_POINTS, TARGET

BAG_VALUE = 0.45       # a bag in the purse, in scoreboard spaces
TURN_VALUE = 1.2       # a lost turn, in scoreboard spaces
SAMPLES = 40


def bail_cost(space: int, money: int) -> float:
    """What losing costs, in spaces: paid bags a little, missing bags a space each."""
    owed = BAIL[space]
    paid = min(owed, money)
    return paid * BAG_VALUE + (owed - paid)


def rank_counts(hand) -> dict:
    counts: dict[int, int] = {}
    for c in hand:
        counts[RANK_OF[c]] = counts.get(RANK_OF[c], 0) + 1
    return counts


# -- reading the table -----------------------------------------------------------


def unseen_cards(obs: dict, seat: int) -> list[int]:
    """Cards the seat cannot see: not in its hand, its own face-down cards,
    the discards, or hands already turned up in this action."""
    seen = set(obs["hand"] or ())
    seen.update(obs["discard"])
    show = obs["showdown"]
    if show:
        for p in show["participants"]:
            if p["cards"]:
                seen.update(p["cards"])
        for h in show["table"]:
            seen.update(h["cards"])
    labor = obs["labor"]
    if labor and labor["cards"]:
        seen.update(labor["cards"])
    return [c for c in ALL_CARDS if c not in seen]


def win_chance(mine, opponents: list[float], held: list[int], pool: list[int], rng: Rng,
               sheriff: bool = False, samples: int = SAMPLES) -> float:
    """Chance that the hand ``mine`` beats the others, ties counted as a share.

    ``opponents`` gives each other player's chance of taking part, ``held``
    how many cards each holds (it plays its best ``len(mine)`` of them);
    the Sheriff, when on, plays the best of twice as many from the deck."""
    k = len(mine)
    my_ranks = [RANK_OF[c] for c in mine]
    if not pool:
        return 0.5
    total = 0.0
    deck = list(pool)
    for _ in range(samples):
        rng.shuffle(deck)
        i = 0
        hands = {"me": my_ranks}
        for j, q in enumerate(opponents):
            h = held[j]
            if rng.random() >= q or h < k or i + h > len(deck):
                continue
            cards = deck[i:i + h]
            i += h
            hands[j] = [RANK_OF[c] for c in best_subhand(cards, k)]
        if sheriff and i + 2 * k <= len(deck):
            hands["sheriff"] = [RANK_OF[c] for c in best_subhand(deck[i:i + 2 * k], k)]
        if len(hands) == 1:
            total += 1.0
            continue
        best, _ = showdown(hands)
        if "me" in best:
            total += 1.0 / len(best)
    return total / samples


def join_probability(obs: dict, p: int) -> float:
    """How likely another player is to join a robbery: surely when it costs
    them nothing, often otherwise."""
    return 0.95 if obs["bail"][p] == 0 else 0.55


def best_cards(hand, k: int) -> tuple:
    return best_subhand(sorted(hand), k)


def _choose_commit(legal: list[Action], cards: tuple) -> Action | None:
    want = sorted(RANK_OF[c] for c in cards), sorted(SUIT_OF[c] for c in cards)
    for a in legal:
        if a.kind == "commit" and (sorted(RANK_OF[c] for c in a.args), sorted(SUIT_OF[c] for c in a.args)) == want:
            return a
    for a in legal:  # same ranks, other suits: as strong
        if a.kind == "commit" and sorted(RANK_OF[c] for c in a.args) == want[0]:
            return a
    return None


def _by_kind(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


# -- Normal (and Easy, with less care) ---------------------------------------------

class HeuristicBot:
    """Easy and Normal: the same plan, Easy with cruder judgment and whims."""

    def __init__(self, level: str, seed: int = 0, samples: int = SAMPLES):
        self.level = level
        self.name = f"most-wanted-{level}"
        self.samples = samples if level == "normal" else 0
        self._rng = Rng(seed)

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy" and rng.random() < 0.15:
            return rng.choice(legal)
        obs = rules.observe(state, seat)
        phase = obs["phase"]
        if phase == "showdown":
            return self._showdown(obs, seat, legal, rng)
        if phase == "challenge":
            return self._challenge(obs, seat, legal, rng)
        return self._turn(obs, seat, legal, rng)

    # chances
    def _chance(self, obs, seat, mine, opponents, rng, sheriff=False) -> float:
        if self.samples:
            held = [obs["hand_counts"][p] for p, _ in opponents]
            return win_chance(mine, [q for _, q in opponents], held, unseen_cards(obs, seat), rng, sheriff, self.samples)
        # Easy: a table of thumb by hand category, shared among the rivals
        key = card_key(mine)
        base = (0.25, 0.6, 0.8, 0.9, 0.97, 1.0)[key[0]]
        if len(mine) == 1:
            base = (RANK_OF[mine[0]] - 5) / 10
        rivals = sum(q for _, q in opponents) + (1 if sheriff else 0)
        return base ** max(rivals, 0.0) if rivals else 1.0

    # showdowns
    def _showdown(self, obs, seat, legal, rng) -> Action:
        show = obs["showdown"]
        hand = obs["hand"] + next(p["cards"] or [] for p in show["participants"] if p["seat"] == seat)
        k = show["size"]
        mine = best_cards(hand, k)
        commit = _choose_commit(legal, mine) or next(a for a in legal if a.kind == "commit")
        can_stay = any(a.kind == "stay_out" for a in legal)
        if not can_stay or show["kind"] != "robbery":
            return commit
        # an optional robber: is it worth it?
        others = []
        for p in show["participants"]:
            if p["seat"] == seat:
                continue
            if p["ready"]:
                if p["joined"]:
                    others.append((p["seat"], 1.0))
            else:
                others.append((p["seat"], 1.0 if p["forced"] else join_probability(obs, p["seat"])))
        points = obs["robberies"][show["robbery"]]["points"]
        chance = self._chance(obs, seat, mine, others, rng, obs["sheriff"])
        cost = bail_cost(obs["scores"][seat], obs["money"][seat])
        worth = chance * points - (1 - chance) * cost
        if self.level == "easy":
            worth = (0.5 if card_key(mine)[0] >= PAIR else -0.1) + (0.3 if cost == 0 else 0) + (rng.random() - 0.5) * 0.6
        return commit if worth > 0 else next(a for a in legal if a.kind == "stay_out")

    # Dishonest Labor
    def _challenge(self, obs, seat, legal, rng) -> Action:
        labor = obs["labor"]
        count = labor["count"]
        bluff = (0.0, 0.0, 0.2, 0.45, 0.7, 0.85)[min(count, 5)]
        share = labor["bags"] / (2 + len(labor["challengers"]))
        worth = bluff * share * BAG_VALUE - (1 - bluff) * TURN_VALUE
        if self.level == "easy":
            worth = (count - 3.5) + rng.random() - 0.5
        return next(a for a in legal if a.kind == ("challenge" if worth > 0 else "accept"))

    # my turn
    def _turn(self, obs, seat, legal, rng) -> Action:
        hand = obs["hand"]
        n = obs["players"]
        space, money = obs["scores"][seat], obs["money"][seat]
        cost = bail_cost(space, money)
        opponents = [(p, join_probability(obs, p)) for p in range(n) if p != seat]
        sheriff = obs["sheriff"]
        options: list[tuple[float, Action]] = []
        for a in _by_kind(legal, "rob"):
            r = a.args[0]
            k = ROBBERIES[r][2]
            mine = best_cards(hand, k)
            points = obs["robberies"][r]["points"]
            chance = self._chance(obs, seat, mine, opponents, rng, sheriff)
            options.append((chance * points - (1 - chance) * cost, a))
        counts = rank_counts(hand)
        paired = sum(1 for c in hand if counts[RANK_OF[c]] > 1)
        need = max(0, 2 * BAIL[min(space + 3, TARGET)] - money)  # bags worth having soon
        for a in _by_kind(legal, "labor") + _by_kind(legal, "dishonest"):
            k = len(a.args)
            honest = len({SUIT_OF[c] for c in a.args}) == 1
            if a.kind == "dishonest" and not honest and (self.level == "easy" or rng.random() < 0.7):
                continue
            bags = min(2 * k, obs["supply"])
            useful = min(bags, need)
            broken = sum(1 for c in a.args if counts[RANK_OF[c]] > 1)
            value = useful * BAG_VALUE + (bags - useful) * 0.08 - broken * 0.25
            if a.kind == "dishonest" and not honest:
                value *= 0.6
            options.append((value, a))
        singles = sorted(c for c in hand if counts[RANK_OF[c]] == 1)
        for a in _by_kind(legal, "church") + _by_kind(legal, "saloon"):
            # only "discard what is not paired", judged by how poor the hand is
            if list(a.args) != singles or not singles:
                continue
            value = 0.9 - 0.25 * paired + 0.05 * len(a.args)
            if a.kind == "saloon":
                value += 0.15 - BAG_VALUE
            options.append((value, a))
        for a in _by_kind(legal, "duel") + _by_kind(legal, "shootout"):
            if a.kind == "duel":
                targets, size = [a.args[0]], a.args[1]
                gain = BAIL[obs["scores"][a.args[0]]]
            else:
                targets, size = list(a.args[1:]), a.args[0]
                gain = SHOOTOUT_POINTS
            if gain == 0:
                continue
            mine = best_cards(hand, size)
            chance = self._chance(obs, seat, mine, [(t, 1.0) for t in targets], rng)
            options.append((chance * gain - (1 - chance) * cost, a))
        if not options:
            return rng.choice(legal)
        if self.level == "easy":
            options = [(v + (rng.random() - 0.5) * 0.8, a) for v, a in options]
        best_value = max(v for v, _ in options)
        return next(a for v, a in options if v == best_value)
