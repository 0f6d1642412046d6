"""Last Stone's rules: take one to three stones in turn; whoever takes the last wins."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.model import Action, BaseRules, Event, GameInfo, MatchConfig, Outcome, Variant


@dataclass(slots=True)
class StoneState:
    stones: int
    turn: int
    players: int
    taken: list
    winner: int = -1


class StoneRules(BaseRules):
    info = GameInfo(
        id="toy-stones",
        title="Last Stone",
        min_seats=2,
        max_seats=3,
        roles=("Sheriff", "Outlaw", "Deputy"),
        variants=(Variant("long", "Long pile", "Start with 21 stones instead of 9"),),
        pitch="Take one to three stones; whoever takes the last one wins.",
    )

    def setup(self, config: MatchConfig, rng) -> StoneState:
        return StoneState(21 if config.has("long") else 9, 0, config.players, [0] * config.players)

    def clone(self, s: StoneState) -> StoneState:
        return StoneState(s.stones, s.turn, s.players, list(s.taken), s.winner)

    def to_act(self, s: StoneState):
        return () if s.winner >= 0 else (s.turn,)

    def legal_actions(self, s: StoneState, seat: int):
        if s.winner >= 0 or seat != s.turn:
            return []
        return [Action("take", (n,)) for n in (1, 2, 3) if n <= s.stones]

    def apply(self, s: StoneState, seat: int, action: Action, rng) -> list[Event]:
        n = action.args[0]
        s.stones -= n
        s.taken[seat] += n
        events = [Event("took", {"seat": seat, "n": n})]
        if s.stones == 0:
            s.winner = seat
            events.append(Event("won", {"seat": seat}))
        else:
            s.turn = (s.turn + 1) % s.players
        return events

    def observe(self, s: StoneState, viewer):
        return {"stones": s.stones, "turn": s.turn, "taken": tuple(s.taken)}

    def outcome(self, s: StoneState):
        if s.winner < 0:
            return None
        rewards = tuple(1.0 if i == s.winner else 0.0 for i in range(s.players))
        return Outcome((s.winner,), rewards, "took the last stone", tuple(float(t) for t in s.taken))

    def determinize(self, s: StoneState, viewer, rng) -> StoneState:
        return self.clone(s)


RULES = StoneRules()
