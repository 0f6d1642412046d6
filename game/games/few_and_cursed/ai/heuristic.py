"""The Few and Cursed's Random and Easy bots, and the worth of cards, options
and character sheets the other levels share (``ai`` says what each level does)."""

from __future__ import annotations

from typing import Any

from game.core.model import Action
from game.core.rng import Rng

GOOD_OPS = {"draw": 2.0, "improvise": 2.5, "upgrade_stat": 3.0, "free_move": 1.5, "draw_artifact": 4.0,
            "draw_job": 0.5, "choose": 1.5, "if_cursed": 1.0}


def card_value(card) -> float:
    """A rough worth of a deck card: its resources and its extra effects."""
    gain = card.gain
    value = gain.get("move", 0) + 1.2 * gain.get("attack", 0) + gain.get("money", 0) + 0.8 * gain.get("health", 0)
    value += 0.5 * gain.get("bullets", 0) + 3 * gain.get("grit", 0) - 0.8 * gain.get("curse", 0)
    value += sum(GOOD_OPS.get(op["op"], 0) for op in card.effects)
    return value + (1.0 if card.trash else 0.0)


def option_value(option) -> float:
    value = 0.0
    for op in option.effects:
        if op["op"] == "gain":
            value += 3 * op.get("grit", 0) + op.get("money", 0) + op.get("health", 0) + 0.5 * op.get("bullets", 0)
            value -= 0.8 * op.get("curse", 0)
        else:
            value += GOOD_OPS.get(op["op"], 0.5)
    pay = option.pay
    value -= 0.3 * (pay.get("move", 0) + pay.get("attack", 0)) + 0.6 * pay.get("money", 0)
    return value - pay.get("health", 0) - 0.8 * pay.get("curse", 0)


def character_strength(ch) -> float:
    """A character sheet's worth at the start: health, water, bullets, how far the
    curse may climb and how hard a bullet hits."""
    bullets, attack = ch.proficiency
    return (ch.health + 0.5 * ch.water + ch.bullets + 0.5 * ch.bullet_capacity + 0.5 * ch.curse_threshold
            + 2.0 * attack / bullets)


SHEET_TASTE = 1.5  # strength points that halve a sheet's chance of being picked


def select_character(rules: Any, legal: list, rng: Any) -> Action:
    """A sheet still free, the stronger ones likelier: the strongest halves another's
    chance for every SHEET_TASTE points it is ahead, so tables vary from game to game."""
    sheets = {c.key: c for c in rules.catalog.characters}
    options = [a for a in legal if a.kind == "select"]
    strength = [character_strength(sheets[a.args[0]]) for a in options]
    best = max(strength)
    weights = [2.0 ** ((s - best) / SHEET_TASTE) for s in strength]
    pick = rng.random() * sum(weights)
    for action, weight in zip(options, weights):
        pick -= weight
        if pick < 0:
            return action
    return options[-1]


def worth_robbing(obs: dict, seat: int, victim: int) -> bool:
    """A robbery gains the victim's bullets in water and Grit and costs the robber 2 curse:
    worth it only with something to take and the curse staying under the threshold."""
    me = obs["players"][seat]
    return obs["players"][victim]["bullets"] > 0 and me["curse"] + 2 < me["threshold"]


class RandomPlay:
    """Uniform over the legal actions, but no robbery that only curses the robber (uniform
    play robbed at every meeting and cursed itself into endless critical wounds)."""

    def __init__(self, seed: int = 0):
        self.name = "few-and-cursed-random"
        self._rng = Rng(seed)

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        legal = rules.legal_actions(state, seat)
        robs = [a for a in legal if a.kind == "rob"]
        if robs:
            obs = rules.observe(state, seat)
            calm = [a for a in legal if a.kind != "rob" or worth_robbing(obs, seat, a.args[0])]
            legal = calm or legal
        return rng.choice(legal)


class EasyBot:
    """Simple habits, no look-ahead; one move in ten is a whim."""

    def __init__(self, seed: int = 0, whim: float = 0.1):
        self.name = "few-and-cursed-easy"
        self._rng = Rng(seed)
        self.whim = whim

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        obs = rules.observe(state, seat)
        if rng.random() < self.whim:
            calm = [a for a in legal if a.kind not in ("rob", "camp", "trash", "discard")]
            return rng.choice(calm or legal)
        return _habit(rules, obs, seat, legal, rng)


def _first(legal, *kinds):
    for kind in kinds:
        for a in legal:
            if a.kind == kind:
                return a
    return None


def _habit(rules: Any, obs: dict, seat: int, legal: list, rng: Any) -> Action:
    cat = rules.catalog
    me = obs["players"][seat]
    kinds = {a.kind for a in legal}
    if "select" in kinds:
        return select_character(rules, legal, rng)
    if "drop" in kinds:  # keep the jobs easiest to meet
        return max((a for a in legal if a.kind == "drop"), key=lambda a: _job_difficulty(cat.jobs[a.args[0]]))
    if "pick" in kinds:
        return max((a for a in legal if a.kind == "pick"), key=lambda a: card_value(_card(cat, a.args[0])))
    if "take" in kinds:
        return max((a for a in legal if a.kind == "take"), key=lambda a: cat.cards[a.args[0]].grit)
    if "trash" in kinds:
        return min((a for a in legal if a.kind == "trash"), key=lambda a: card_value(_card(cat, a.args[0])))
    for kind in ("summon", "steer", "discard_bounty", "choose", "stat", "push", "look", "swap", "lay"):
        if kind in kinds:
            return _first(legal, kind)
    if "step" in kinds or "stop" in kinds:
        return _step(rules, obs, me, legal)
    bounty = _first(legal, "bounty")
    if bounty:
        return bounty
    job = _first(legal, "job")
    if job:
        return job
    if obs["mode"] == "encounter":
        return _encounter(rules, obs, me, legal)
    if obs["mode"] in ("town", "store", "jobs", "town_done"):
        return _town(rules, obs, me, legal)
    if obs["mode"] == "cleanup":
        return _first(legal, "end")
    if obs["phase"] == "action":
        return _act(rules, obs, me, legal)
    return _play_or_end(rules, me, legal, want=("money", "health", "bullets"))


def _card(cat, key: str):
    return next(c for c in cat.cards if c.key == key)


def _job_difficulty(job) -> float:
    if job.kind == "spend":
        return sum(job.need.values())
    if job.kind == "end":
        return 8.0
    return 10.0 if job.kind == "track" else 2.0


def _plays(rules: Any, me: dict, legal: list, want) -> list:
    """Plays that add something wanted and are not a 'Cursed' copy or a costly trash."""
    cat = rules.catalog
    out = []
    for a in legal:
        if a.kind != "play":
            continue
        key, trashed, target = a.args
        card = _card(cat, key)
        if target >= 0 or (trashed and card.kind == "artifact"):
            continue
        gains = card.gain
        if any(gains.get(r, 0) > 0 for r in want) or card.effects:
            if gains.get("curse", 0) > 0 and me["curse"] + gains["curse"] >= me["threshold"]:
                continue
            out.append(a)
    return out


def _play_or_end(rules: Any, me: dict, legal: list, want) -> Action:
    plays = _plays(rules, me, legal, want)
    if plays:
        return plays[0]
    return _first(legal, "end", "leave") or legal[0]


def _encounter(rules: Any, obs: dict, me: dict, legal: list) -> Action:
    cat = rules.catalog
    enc = obs["encounter"]
    card = next((e for e in cat.encounters + cat.cursed_encounters if e.key == enc), None)
    options = [a for a in legal if a.kind == "option"]
    if card is not None and options:
        listed = list(card.options.get("cursed", ())) + ([card.bad] if card.bad else [])
        if not listed:
            listed = [o for opts in card.options.values() for o in opts]
        best = max(options, key=lambda a: option_value(listed[a.args[0]]) if a.args[0] < len(listed) else 0)
        return best
    plays = _plays(rules, me, legal, ("move", "attack", "money"))
    if plays:
        return plays[0]
    return _first(legal, "decline", "option") or legal[0]


def _town(rules: Any, obs: dict, me: dict, legal: list) -> Action:
    cat = rules.catalog
    if obs["mode"] == "town":
        return _first(legal, "visit") if me["water"] < 4 else next(
            (a for a in legal if a.kind == "visit" and a.args[0] == "store"), legal[0])
    buys = [a for a in legal if a.kind == "buy"]
    if buys:
        return max(buys, key=lambda a: next(c.cost for c in cat.store if c.key == a.args[0]))
    ups = [a for a in legal if a.kind == "upgrade"]
    for stat in ("bullet", "health", "curse_threshold"):
        pick = next((a for a in ups if a.args[0] == stat), None)
        if pick is not None:
            return pick
    return _first(legal, "leave", "end")


def _targets(rules: Any, obs: dict, me: dict) -> list:
    """Spaces worth riding to: face-up bounties, artifacts not yet held, monsters."""
    desert = rules.desert
    out = []
    for i, pile in enumerate(obs["piles"]):
        if pile["top"]:
            out.append(desert.last_seen[i + 1])
    out += [node for node in obs["monsters"].values()]
    for colour, count in obs["tokens"].items():
        if count and colour not in me["tokens"] and colour in desert.corners:
            out.append(desert.corners[colour])
    return out


def _distance_from(desert, start) -> dict:
    dist, todo = {start: 0}, [start]
    while todo:
        here = todo.pop(0)
        for there in desert.roads[here]:
            if there not in dist:
                dist[there] = dist[here] + 1
                todo.append(there)
    return dist


def _act(rules: Any, obs: dict, me: dict, legal: list) -> Action:
    recover = _first(legal, "recover")
    if recover:
        return recover
    if me["health"] <= 2 and _first(legal, "camp"):
        return _first(legal, "camp")
    moves = [a for a in legal if a.kind == "move"]
    targets = _targets(rules, obs, me)
    if targets:
        best = min(targets, key=lambda t: _distance_from(rules.desert, me["node"]).get(t, 99))
        dist = _distance_from(rules.desert, best)
        here = dist.get(me["node"], 99)
        closer = [a for a in moves if dist.get(a.args[0], 99) < here]
        if closer:
            return min(closer, key=lambda a: -a.args[1])  # pay damage with movement when it can
        if here > 0:
            plays = _plays(rules, me, legal, ("move",))
            if plays:
                return plays[0]
        else:
            plays = _plays(rules, me, legal, ("attack",))
            if plays:
                return plays[0]
            shoot = _first(legal, "shoot")
            if shoot and me["bullets"] > 1:
                return shoot
    again = _first(legal, "encounter")
    if again and not me["acted"]:
        return again
    return _first(legal, "end") or legal[0]


def _step(rules: Any, obs: dict, me: dict, legal: list) -> Action:
    targets = _targets(rules, obs, me)
    steps = [a for a in legal if a.kind == "step"]
    if targets and steps:
        dist = _distance_from(rules.desert, targets[0])
        best = min(steps, key=lambda a: dist.get(a.args[0], 99))
        if dist.get(best.args[0], 99) < dist.get(me["node"], 99):
            return best
    return _first(legal, "stop") or legal[0]
