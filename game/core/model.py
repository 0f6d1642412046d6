"""The vocabulary every game's rules share: seats, actions, events, outcomes and
the GameRules protocol (after OpenSpiel's Game/State split and boardgame.io's
playerView redaction).

State objects belong to each game; they are plain data and mutated in place by
``apply``.  ``clone`` gives an independent copy, cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence, runtime_checkable

Seat = int


class IllegalAction(ValueError):
    """An action that the rules refuse; ``reason`` is meant for the player."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _freeze(value: Any) -> Any:
    """JSON values to hashable ones: lists become tuples, dicts sorted pairs."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), _freeze(v)) for k, v in value.items()))
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"not a plain action value: {value!r}")


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Action:
    """A small immutable move: a kind and a tuple of plain arguments."""

    kind: str
    args: tuple = ()

    def to_json(self) -> list:
        return [self.kind, _thaw(self.args)]

    @staticmethod
    def from_json(data: Any) -> "Action":
        if (
            not isinstance(data, list)
            or len(data) != 2
            or not isinstance(data[0], str)
            or not isinstance(data[1], list)
        ):
            raise ValueError(f"an action must be [kind, [args...]], got {data!r}")
        return Action(data[0], _freeze(data[1]))


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for scenes to animate and logs to show.

    ``public`` is what every seat sees; ``private`` is added only for the seats
    in ``private_to``.  ``reveals`` marks events that uncover hidden
    information or results of chance: undo cannot go back past them.
    """

    kind: str
    public: Mapping[str, Any] = field(default_factory=dict)
    private: Mapping[str, Any] = field(default_factory=dict)
    private_to: frozenset = frozenset()
    reveals: bool = False

    def for_viewer(self, viewer: Seat | None) -> "Event":
        """This event as ``viewer`` may see it (None is a spectator)."""
        if viewer is not None and viewer in self.private_to:
            merged = dict(self.public)
            merged.update(self.private)
            return Event(self.kind, merged, {}, frozenset(), self.reveals)
        if not self.private:
            return self
        return Event(self.kind, self.public, {}, frozenset(), self.reveals)

    @property
    def data(self) -> Mapping[str, Any]:
        return self.public


@dataclass(frozen=True, slots=True)
class Variant:
    key: str
    label: str
    description: str = ""
    default: bool = False


#: The bot levels a seat may have, weakest first: stated here once for the
#: whole program (setup, saves, settings, statistics, simulate, every game's bots).
LEVELS = ("easy", "normal", "hard")
#: The baseline a simulation may also seat: uniform among the legal actions.
RANDOM_LEVEL = "random"


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    title: str
    min_seats: int
    max_seats: int
    roles: tuple[str, ...] = ()
    variants: tuple[Variant, ...] = ()
    pitch: str = ""
    bot_levels: tuple[str, ...] = LEVELS   # the levels offered at setup
    #: raised whenever a change of the rules would replay an older save's log as another game;
    #: a save records it, and an older save is read through ``BaseRules.config_from_older``
    rules_version: int = 1
    #: what an outcome's score counts, for the results ("wagon": "3 wagons"; with "{n}" a
    #: pattern: "space {n}"); empty: a bare figure
    score_unit: str = ""


@dataclass(frozen=True, slots=True)
class MatchConfig:
    players: int
    variants: frozenset = frozenset()

    def has(self, key: str) -> bool:
        return key in self.variants

    def to_json(self) -> dict:
        return {"players": self.players, "variants": sorted(self.variants)}

    @staticmethod
    def from_json(data: Any) -> "MatchConfig":
        if not isinstance(data, dict):
            raise ValueError("config must be an object")
        players = data.get("players")
        variants = data.get("variants", [])
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError("config.players must be a whole number")
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise ValueError("config.variants must be a list of names")
        return MatchConfig(players, frozenset(variants))


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a match ended: ``rewards[seat]`` in 0..1, winners for the results screen."""

    winners: tuple[Seat, ...]
    rewards: tuple[float, ...]
    reason: str = ""
    scores: tuple[float, ...] | None = None


Observation = Mapping[str, Any]


@runtime_checkable
class GameRules(Protocol):
    info: GameInfo

    def setup(self, config: MatchConfig, rng: Any) -> Any: ...

    def to_act(self, state: Any) -> tuple[Seat, ...]:
        """Seats that must act now; () once the match is over."""

    def legal_actions(self, state: Any, seat: Seat) -> Sequence[Action]: ...

    def refusal(self, state: Any, seat: Seat, action: Action) -> str | None:
        """None if the action is legal, else the reason it is not."""

    def apply(self, state: Any, seat: Seat, action: Action, rng: Any) -> list[Event]:
        """Apply a legal action in place and return what happened."""

    def observe(self, state: Any, viewer: Seat | None) -> Observation: ...

    def outcome(self, state: Any) -> Outcome | None: ...

    def determinize(self, state: Any, viewer: Seat, rng: Any) -> Any:
        """A copy of state whose hidden parts are resampled from viewer's knowledge."""

    def clone(self, state: Any) -> Any: ...

    def invariants(self, state: Any) -> list[str]:
        """Broken invariants, as sentences; [] when all hold."""

    def describe(self, action: Action, viewer: Seat | None) -> str:
        """A short line for logs and bot announcements, safe for ``viewer``."""

    def role_of(self, state: Any, seat: Seat) -> str: ...


class BaseRules:
    """Defaults shared by every game's rules; a game overrides what it needs."""

    info: GameInfo

    def refusal(self, state: Any, seat: Seat, action: Action) -> str | None:
        if action in self.legal_actions(state, seat):
            return None
        return f"{action.kind} is not allowed now"

    def clone(self, state: Any) -> Any:
        """States copy themselves (see ``game.core.state.copied_by_fields``)."""
        return state.clone()

    def invariants(self, state: Any) -> list[str]:
        return []

    def describe(self, action: Action, viewer: Seat | None) -> str:
        return action.kind.replace("_", " ")

    def role_of(self, state: Any, seat: Seat) -> str:
        return self.info.roles[seat] if seat < len(self.info.roles) else f"Player {seat + 1}"

    def config_from_older(self, config: MatchConfig, version: int,
                          log: Sequence[tuple[Seat, Action]]) -> MatchConfig | None:
        """The config, in today's terms, of a save written under ``info.rules_version`` ``version``
        (older than today's) with this log; None: such a save cannot be replayed the same way."""
        return None


# The calls of the rules protocol a game's rules modules answer (game/games/README.md):
# call -> (the module, named for its part, and its function).
HANDED_TO_PARTS = {
    "setup": ("setup", "new_state"),
    "to_act": ("turn", "to_act"),
    "legal_actions": ("turn", "legal_actions"),
    "apply": ("turn", "apply_action"),
    "outcome": ("turn", "outcome"),
    "refusal": ("refusals", "refusal"),
    "observe": ("observe", "observe"),
    "describe": ("observe", "describe"),
    "determinize": ("determinize", "determinize"),
    "invariants": ("checks", "invariants"),
}


class PartsRules(BaseRules):
    """Rules whose work lives in plain functions of the game's rules modules:
    a game lists those modules in ``parts``, and each call of the protocol goes
    straight to the function ``HANDED_TO_PARTS`` names (``RULES.to_act(state)``
    is ``turn.to_act(state)``), unless the class writes that method itself.
    A call no part answers keeps BaseRules' default, or is an error at once."""

    parts: tuple = ()

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        modules = {module.__name__.rpartition(".")[2]: module for module in cls.__dict__.get("parts", ())}
        for call, (part, function) in HANDED_TO_PARTS.items():
            if call in cls.__dict__:
                continue
            answer = getattr(modules.get(part), function, None)
            if answer is not None:
                setattr(cls, call, staticmethod(answer))
            elif not hasattr(cls, call):
                raise TypeError(f"{cls.__name__}: no {part}.{function} in its parts answers {call}()")
