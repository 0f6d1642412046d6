"""The desert as the rules use it: the special spaces of the board graph and
the monsters' way to San Andreas, worked out once per graph.

The graph follows FAC_SCHEMA: node attributes ``kind`` (san_andreas, desert,
canyons, ruins, cursed), ``name``, ``town``, ``artifact`` (a colour at the
corner towns), ``last_seen`` (1..4); road attributes ``move``, ``curse``,
``damage``.
"""

from __future__ import annotations

from collections import deque

from game.core.graph import Graph


class DesertError(ValueError):
    """A board graph the rules cannot play on."""


class Desert:
    def __init__(self, graph: Graph):
        self.graph = graph
        specials = [n.id for n in graph.nodes if n.kind == "san_andreas"]
        if len(specials) != 1:
            raise DesertError(f"the board needs exactly one San Andreas space, found {len(specials)}")
        self.san_andreas = specials[0]
        self.corners = {n.get("artifact"): n.id for n in graph.nodes if n.get("artifact")}
        self.last_seen = {int(n.get("last_seen")): n.id for n in graph.nodes if n.get("last_seen")}
        if sorted(self.last_seen) != [1, 2, 3, 4]:
            raise DesertError("the board needs the four Most Wanted Last Seen locations 1-4")
        self.kind = {n.id: n.kind for n in graph.nodes}
        self.names = {n.id: str(n.get("name", n.id)) for n in graph.nodes}
        self.towns = {n.id: str(n.get("town", "")) for n in graph.nodes}
        self.roads: dict = {n.id: {} for n in graph.nodes}
        for link in graph.links:
            cost = (int(link.get("move", 1)), int(link.get("curse", 0)), int(link.get("damage", 0)))
            for a, b in ((link.a, link.b), (link.b, link.a)):
                old = self.roads[a].get(b)
                if old is None or sum(cost) < sum(old):
                    self.roads[a][b] = cost
        self.steps = self._spaces_to_town()
        self.symbols = self._symbols_to_town()

    def _spaces_to_town(self) -> dict:
        dist = {self.san_andreas: 0}
        todo = deque([self.san_andreas])
        while todo:
            here = todo.popleft()
            for there in self.roads[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    todo.append(there)
        if len(dist) != len(self.roads):
            raise DesertError("some spaces have no road to San Andreas")
        return dist

    def _symbols_to_town(self) -> dict:
        """Fewest road symbols on a shortest route to San Andreas, per space."""
        best = {self.san_andreas: 0}
        for here in sorted(self.steps, key=self.steps.get):
            if here == self.san_andreas:
                continue
            best[here] = min(best[there] + sum(cost) for there, cost in self.roads[here].items()
                             if self.steps[there] == self.steps[here] - 1)
        return best

    def toward_town(self, here) -> list:
        """The spaces a monster may step to: on a shortest route with the fewest symbols."""
        if here == self.san_andreas:
            return []
        return sorted(there for there, cost in self.roads[here].items()
                      if self.steps[there] == self.steps[here] - 1
                      and self.symbols[there] + sum(cost) == self.symbols[here])

    def away_from_town(self, here) -> list:
        return sorted(there for there in self.roads[here] if self.steps[there] > self.steps[here])

    def terrain(self, node) -> str:
        return self.kind[node]

    def matches(self, node, places) -> bool:
        """Whether ``node`` is one of ``places`` (terrain kinds, space or town names)."""
        return any(p in (self.kind[node], self.names[node], self.towns[node]) for p in places)
