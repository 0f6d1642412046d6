"""A finished (or saved) match as a timeline to move along: a fresh match of
the same seed and seats, with its log applied up to any point.

Moving back never replays from the first move when it can help it: every
``EVERY`` moves the state and the random stream are remembered (a clone of
plain data), and a seek starts from the nearest such point at or before it.
The match it drives has no autosave, so watching never writes anything.

    timeline = Timeline(source)     source: a Match (loaded from a save)
    timeline.match                  the match as it stands at ``timeline.position``
    timeline.forward() -> bool      apply the next move (False at the end)
    timeline.seek(n)                the match as it stood after n moves
"""

from __future__ import annotations

from .match import Match

EVERY = 64


class Timeline:
    def __init__(self, source: Match, every: int = EVERY):
        self.steps = list(source.history)
        self.every = max(1, every)
        self.match = Match(source.rules, source.config, list(source.seats), source.seed)
        self.points: dict[int, tuple] = {0: self._point()}

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def position(self) -> int:
        return len(self.match.history)

    def _point(self) -> tuple:
        return self.match.rules.clone(self.match.state), self.match.rng.state

    def forward(self) -> bool:
        n = self.position
        if n >= len(self.steps):
            return False
        step = self.steps[n]
        self.match.apply(step.seat, step.action)   # checked again, as any move is
        if self.position % self.every == 0 and self.position not in self.points:
            self.points[self.position] = self._point()
        return True

    def seek(self, n: int) -> None:
        n = max(0, min(len(self.steps), n))
        if n == self.position:
            return
        if not self.position <= n < self.position + self.every:
            start = max(p for p in self.points if p <= n)
            state, rng_state = self.points[start]
            # The steps themselves (with their events) are the source's: the same seed and moves made them.
            self.match.restore(self.match.rules.clone(state), rng_state, self.steps[:start])
        while self.position < n:
            self.forward()
