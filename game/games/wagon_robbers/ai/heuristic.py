"""Wagon Robbers' Easy and Normal bots: reading the fight from what a seat
sees, picking a side and spending cargo; Hard builds on Normal (``ai.hard``)."""

from __future__ import annotations

from typing import Any

from game.core.model import Action
from game.core.rng import Rng

from ..cards import BADGE_POWER, BANDANA_POWER, CARGO, CARGO_BY_KEY, KNIVES_FOR_ASSASSIN, PASSENGERS, WAGONS
from ..rules import HUNTER, OUTLAW, PREP, ROLE, WRState, hand_keys

MEAN_PASSENGER = sum(p.power for p in PASSENGERS) / len(PASSENGERS)
MEAN_CARGO = sum(c.power for c in CARGO) / len(CARGO) + 0.5  # items add a little on the right side
RIVAL_PLAYS = 0.8     # how often a rival puts a card down in a prep round
OUTLAW_SHARE = 0.5    # a rival's chance of riding with the Outlaws
# Hard reads the rivals' prep turns (``read_turns``): a pass marks a Bounty Hunter
# (Outlaws bring a card that helps), a card on every turn an Outlaw; before its
# first turn a rival rides with the Outlaws a little more often than not.
UNREAD_OUTLAW_SHARE = 0.6
LASSO_VALUE = 3.0     # the strongest passenger tied up, as power


def card_value(key: str, role: str) -> float:
    """What one cargo card adds to ``role``'s side."""
    card = CARGO_BY_KEY[key]
    if key == "badge":
        return BADGE_POWER if role == HUNTER else 0.0
    if key == "bandana":
        return BANDANA_POWER if role == OUTLAW else 0.0
    if key == "lasso":
        return LASSO_VALUE if role == OUTLAW else -LASSO_VALUE
    if key == "saddlebags":
        return 0.5
    return float(card.power)


def best_cards(hand: list[str], role: str, k: int) -> float:
    values = sorted((card_value(c, role) for c in hand), reverse=True)
    return sum(v for v in values[:k] if v > 0)


def turns_taken(obs: dict, seat: int, rival: int) -> int:
    """Prep turns ``rival`` has taken this wagon when ``seat`` is to act."""
    order = obs["order"]
    return obs["round"] + (1 if order.index(rival) < order.index(seat) else 0)


def outlaw_share(obs: dict, seat: int, rival: int, read_turns: bool) -> float:
    """How likely ``rival`` rides with the Outlaws, as ``seat`` judges it."""
    if not read_turns or obs["phase"] != PREP:
        return OUTLAW_SHARE
    turns = turns_taken(obs, seat, rival)
    if turns == 0:
        return UNREAD_OUTLAW_SHARE
    return 0.0 if obs["placed_counts"][rival] < turns else 1.0


def battle_estimate(obs: dict, seat: int, role: str, my_power: float,
                    read_turns: bool = False) -> tuple[float, float]:
    """Expected (attack, defence) if ``seat`` rides as ``role`` with ``my_power``."""
    w = obs["wagon"]
    rounds_left = w["rounds"] - (obs["round"] if obs["phase"] == PREP else 0)
    boarded = sum(p["power"] for p in obs["passengers"])
    still = w["passengers"] - len(obs["passengers"])
    defence = w["power"] + boarded + still * MEAN_PASSENGER
    attack = 0.0
    for p in range(obs["n"]):
        if p == seat:
            continue
        placed = obs["placed_counts"][p] * MEAN_CARGO
        later = min(rounds_left, obs["hand_counts"][p]) * RIVAL_PLAYS * MEAN_CARGO
        share = outlaw_share(obs, seat, p, read_turns)
        attack += share * (placed + later)
        defence += (1 - share) * (placed + later)
    if role == OUTLAW:
        attack += my_power
    else:
        defence += my_power
    return attack, defence


def choose_role(obs: dict, seat: int, margin: float = 0.0) -> str:
    rounds = obs["wagon"]["rounds"]
    hand = obs["hand"]
    attack, defence = battle_estimate(obs, seat, OUTLAW, best_cards(hand, OUTLAW, rounds))
    return OUTLAW if attack + margin >= defence else HUNTER


SAFE_GAP = -4.0       # a Hunter keeps its cards when the attack looks this far behind
READ_SAFE_GAP = -5.0  # ... and when it reads the rivals' turns (a surer estimate)


def choose_cargo(obs: dict, seat: int, legal: list[Action], careful: bool = True,
                 read_turns: bool = False) -> Action:
    """The best card for this seat's side, or a pass when it would be wasted."""
    role = obs["roles"][seat]
    placed = obs["placed"][seat] or []
    options = [a for a in legal if a.kind == "place"]
    if not options:
        return Action("pass")
    rounds_left = obs["wagon"]["rounds"] - obs["round"]
    hand = obs["hand"]
    knives_held = hand.count("knife") + placed.count("knife")
    if role == OUTLAW and "knife" in hand and placed.count("knife") + min(hand.count("knife"), rounds_left) >= KNIVES_FOR_ASSASSIN \
            and knives_held >= KNIVES_FOR_ASSASSIN:
        return Action("place", ("knife",))
    best = max(options, key=lambda a: card_value(a.args[0], role))
    value = card_value(best.args[0], role)
    if value <= 0:
        return Action("pass")
    if careful:
        mine = sum(card_value(c, role) for c in placed)
        attack, defence = battle_estimate(obs, seat, role, mine, read_turns)
        # A hunter keeps its cards when the wagon looks safe anyway.
        if role == HUNTER and attack - defence < (READ_SAFE_GAP if read_turns else SAFE_GAP):
            return Action("pass")
    return best


def normal_choice(obs: dict, seat: int, legal: list[Action], read_turns: bool = False) -> Action:
    """Normal's move from what ``seat`` can see (Hard's plan with ``read_turns``)."""
    if obs["phase"] == ROLE:
        return Action("role", (choose_role(obs, seat),))
    if obs["phase"] == PREP:
        return choose_cargo(obs, seat, legal, read_turns=read_turns)
    # An Assassin strikes the Hunter with the most cargo on the table.
    targets = [a for a in legal if a.kind == "assassinate"]
    if not targets:
        return Action("spare")
    return max(targets, key=lambda a: (obs["placed_counts"][a.args[0]], -a.args[0]))


# The plan reads only these parts of ``observe``; a playout builds just them (``plan_view``).
_WAGON_VIEWS = tuple({"power": w.power, "rounds": w.rounds, "passengers": w.passengers} for w in WAGONS)
_RIDERS = tuple({"power": p.power} for p in PASSENGERS)


def wagon_view(wagon: int) -> dict:
    return _WAGON_VIEWS[wagon]


def plan_view(s: WRState, seat: int) -> dict:
    """The parts of ``observe(s, seat)`` the plan reads, built cheaply for playouts."""
    n, shown = s.n, s.roles_shown
    return {"n": n, "phase": s.phase, "order": s.order, "round": s.round,
            "wagon": None if s.wagon is None else _WAGON_VIEWS[s.wagon],
            "passengers": [_RIDERS[p] for p in s.passengers], "hand": hand_keys(s.hands[seat]),
            "hand_counts": [len(h) for h in s.hands], "placed_counts": [len(p) for p in s.placed],
            "roles": [r if (shown or p == seat) else None for p, r in enumerate(s.roles)],
            "placed": [hand_keys(s.placed[p]) if p == seat else None for p in range(n)]}


class HeuristicBot:
    """Easy and Normal share the plan; Easy judges crudely and has whims."""

    def __init__(self, level: str, seed: int = 0):
        self.level = level
        self.name = f"wagon-robbers-{level}"
        self._rng = Rng(seed)

    def choose(self, rules: Any, state: Any, seat: int, rng: Any = None) -> Action:
        rng = rng if rng is not None else self._rng
        legal = rules.legal_actions(state, seat)
        obs = rules.observe(state, seat)
        if self.level == "easy" and rng.random() < 0.2:
            return rng.choice(legal)
        if self.level == "easy" and obs["phase"] == ROLE:
            big = max((CARGO_BY_KEY[k].power for k in obs["hand"]), default=0)
            return Action("role", (OUTLAW if big >= 3 else HUNTER,))
        if self.level == "easy" and obs["phase"] == PREP:
            return choose_cargo(obs, seat, legal, careful=False)
        return normal_choice(obs, seat, legal)
