"""How the Normal bot plays the solo and co-op challenges: which variants are
challenges, and The Dark Arts' meeting with the Crow Prime.

``ChallengePlay`` is a mixin of ``ai_normal.Turn``: it reads the turn's
observation and route helpers through ``self``.
"""

from __future__ import annotations

from game.core.model import Action

from .rules.state import COOP, SOLO_VARIANTS

CHALLENGES = SOLO_VARIANTS + (COOP,)


class ChallengePlay:
    def challenge(self) -> list[str]:
        """The solo or co-op variants of the match (random-characters changes no play)."""
        return [v for v in self.obs["variants"] if v in CHALLENGES]

    def crow_ready(self):
        """The Crow Prime's space when The Dark Arts is won by meeting it (the artifacts are in hand)."""
        variants = self.obs["variants"]
        if "dark-arts" not in variants or len(self.me["artifacts"]) < self.f.cat.challenge(variants).artifacts_to_win:
            return None
        return self.obs["monsters"].get(self.f.cat.dark_arts_monster)

    def crow_chase(self) -> Action | None:
        """The Dark Arts with the artifacts in hand: meet the Crow Prime before anything else.
        Ride onto its space this turn if the hand allows (the action kept free to enter);
        otherwise wait on its road to San Andreas, where it walks into the bot."""
        crow = self.crow_ready()
        if crow is None:
            return None
        if self.distances(self.me["node"]).get(crow, 1e9) <= self.me["move"] + self.hand_gain("move"):
            step = self.pursue(crow, 0)
            if step is not None:
                return step
        route = self.crow_route(crow)
        if self.me["node"] in route:
            return self.first("camp") if self.me["health"] < self.me["max_health"] else self.first("end")
        dist = self.distances(self.me["node"])
        ahead = min(route, key=lambda n: dist.get(n, 1e9), default=crow)
        return self.pursue(ahead, 0) or self.first("end")

    def crow_route(self, crow) -> set:
        """The spaces the Crow Prime may still step onto on its way to San Andreas (not the town)."""
        route, todo = set(), [crow]
        while todo:
            for there in self.desert.toward_town(todo.pop()):
                if there != self.desert.san_andreas and there not in route:
                    route.add(there)
                    todo.append(there)
        return route

    def spares(self, monster_key: str) -> bool:
        """The Dark Arts is lost once the Crow Prime is defeated: leave it be."""
        return monster_key == self.f.cat.dark_arts_monster and "dark-arts" in self.obs["variants"]
