"""What can be fought where: the bounty a (kind, index) names, the monsters on a
space, every bounty a player could fight there.  Both movement (a monster's
space may be entered only to fight) and hunting read this, so it sits below
them both.

"First you must be at a location that matches the Bounty you are going
after." "In order to defeat a monster, you must be on the same space as the
Monster's figure." (rulebook, Defeat a Bounty and Setting up a Monster Figure)
"""

from __future__ import annotations

import dataclasses

from .state import RULES_2, RULES_3, WANTED_TIMES, Player
from .tracks import Game


def monsters_at(g: Game, node) -> list[int]:
    return sorted(m for m, at in g.s.monsters.items() if at == node)


def bounty_card(g: Game, kind: str, index: int):
    if kind == "wanted":
        w = g.cat.wanted[index]
        return w.sides[g.s.wanted_side[index]]
    return played_bounty(g.cat, g.s, g.s.piles[index][-1] if kind == "mw" else index)


def played_bounty(cat, s, mid: int):
    """Most Wanted card ``mid`` with the numbers of the match's rules version: a save of
    versions 1-3 fights and is paid (and, in co-op, drained) as those versions' content
    said, version 2 its monsters' own attack."""
    return _as_played(cat.most_wanted[mid], s.variants)


def catalog_as_played(cat, variants):
    """The catalog with every Most Wanted card's numbers as a match with ``variants`` plays
    them: what a table shows of an older save's cards is what its rules fight."""
    if not {RULES_2, RULES_3} & set(variants):
        return cat
    return dataclasses.replace(cat, most_wanted=tuple(_as_played(card, variants) for card in cat.most_wanted))


def _as_played(card, variants):
    old = RULES_2 in variants or RULES_3 in variants
    if not old or not (card.rules_2_attack or card.rules_3_attack or card.rules_3_grit):
        return card
    attack = card.rules_3_attack or card.attack
    if card.rules_2_attack and RULES_2 in variants:
        attack = card.rules_2_attack
    reward = card.reward
    if card.rules_3_grit:
        reward = tuple(dict(op, grit=card.rules_3_grit) if op["op"] == "gain" and op.get("grit") else op
                       for op in reward)
    return dataclasses.replace(card, attack=attack, reward=reward)


def fights_at(g: Game, p: Player, node) -> list[tuple[str, int]]:
    """Every bounty the player could fight at ``node`` (attack aside)."""
    s = g.s
    if node == g.desert.san_andreas:
        return []
    out: list[tuple[str, int]] = []
    if not p.most_wanted_now:
        for pile, cards in enumerate(s.piles):
            if cards and s.face_up[pile] and g.desert.last_seen[pile + 1] == node \
                    and not g.cat.most_wanted[cards[-1]].monster:
                out.append(("mw", pile))
        out += [("monster", m) for m in monsters_at(g, node)]
    for i, w in enumerate(g.cat.wanted):
        if p.wanted_beaten.get(i, 0) < WANTED_TIMES and g.desert.matches(node, w.places):
            out.append(("wanted", i))
    return out

__all__ = ["monsters_at", "bounty_card", "played_bounty", "catalog_as_played", "fights_at"]
