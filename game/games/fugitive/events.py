"""The event deck of Fugitive's Events variant: loaded from ``events.json`` and
validated when loaded, so a broken content file fails with a sentence that
names the event and the field instead of a traceback mid-match.

The rulebook says only that events "help" the Fugitive, the Marshal or whoever
draws them and that "most events ... will usually have you draw another
card"; the printed card texts are not known, so these are house events, built
from a small set of effect kinds the rules engine implements:

``extra_draw``      ``who`` draws ``count`` more cards (now if ``who`` is the
                    player drawing, else at the start of their next turn)
``skip_draw``       ``who`` draws no card on their next turn
``reach``           the Fugitive's next hideout may be ``3 + amount`` past his
                    last one before sprinting
``skip_guess``      the Marshal makes no guess at her next chance
``extra_guess``     the Marshal guesses ``count`` more times at her next chance
``extra_hideout``   the Fugitive may place ``count`` more hideouts at his next chance
``show_sprint``     the sprint cards under the latest face-down hideout that has
                    hidden ones are shown
``parity``          the Fugitive says whether his latest face-down hideout
                    without such a clue is odd or even
``reveal_earliest`` the earliest face-down hideout is revealed with its sprint cards

``who`` is one of ``fugitive``, ``marshal``, ``drawer`` (the player who drew the
event), ``drawer_next`` (the same player, but on their next turn) or
``opponent`` (the other player).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.core.content import ContentError, Fields, check_header, items, read_json

EVENTS_FILE = Path(__file__).parent / "content" / "events.json"
FORMAT = "fugitive-events"
VERSION = 1

HELPS = ("fugitive", "marshal", "drawer")
WHO = ("fugitive", "marshal", "drawer", "drawer_next", "opponent")
MAX_TEXT = 100

# kind -> {parameter: (type, low, high) or tuple of allowed names}
EFFECT_PARAMS: dict[str, dict[str, Any]] = {
    "extra_draw": {"who": WHO, "count": (int, 1, 3)},
    "skip_draw": {"who": ("fugitive", "marshal", "opponent")},
    "reach": {"amount": (int, -2, 3)},
    "skip_guess": {},
    "extra_guess": {"count": (int, 1, 2)},
    "extra_hideout": {"count": (int, 1, 2)},
    "show_sprint": {},
    "parity": {},
    "reveal_earliest": {},
}

MIN_EVENTS = 6  # the variant shuffles two into each of the three piles

# The event file is read by the core content loader; its errors are this one.
EventDataError = ContentError


@dataclass(frozen=True, slots=True)
class Effect:
    kind: str
    params: tuple  # sorted (name, value) pairs

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    name: str
    helps: str
    text: str
    draw_again: int
    effects: tuple[Effect, ...]

    def to_public(self) -> dict:
        return {"id": self.id, "name": self.name, "helps": self.helps, "text": self.text}


def parse_events(data: Any, source: str = "events.json") -> tuple[EventCard, ...]:
    """Validate decoded JSON and build the deck; EventDataError naming the
    file, the event and the field on any fault."""
    doc = check_header(data, source, FORMAT, VERSION)
    events = doc.get("events")
    if isinstance(events, list) and len(events) < MIN_EVENTS:
        raise EventDataError(f"{source}: field 'events': the variant shuffles {MIN_EVENTS} events into the piles,"
                             f" but only {len(events)} are defined")
    return tuple(_event(f) for f in items(doc, source, "events", "event"))


def _event(f: Fields) -> EventCard:
    f.only("id", "name", "helps", "text", "draw_again", "effects")
    name = f.text("name", max_len=30)
    helps = f.choice("helps", HELPS)
    text = f.text("text", max_len=MAX_TEXT)
    again = f.int("draw_again", 0, 3, default=0)
    effects = tuple(_effect(f.entry("effects", k)) for k in range(len(f.list("effects", default=[]))))
    if again == 0 and not effects:
        f.fail("", "does nothing: give it an effect or a draw_again")
    return EventCard(f.ident, name, helps, text, again, effects)


def _effect(e: Fields) -> Effect:
    kind = e.raw("kind", None)
    if kind not in EFFECT_PARAMS:
        e.fail("kind", f"unknown kind {kind!r}; expected one of {', '.join(EFFECT_PARAMS)}")
    spec = EFFECT_PARAMS[kind]
    e.only("kind", *spec)
    params = []
    for pname, rule in spec.items():
        if isinstance(rule, tuple) and rule and rule[0] is int:
            params.append((pname, e.int(pname, rule[1], rule[2])))
        else:
            params.append((pname, e.choice(pname, rule)))
    return Effect(kind, tuple(sorted(params)))


def load_events(path: Path | None = None) -> tuple[EventCard, ...]:
    path = EVENTS_FILE if path is None else Path(path)
    try:
        data = read_json(path)
    except ContentError as exc:
        raise EventDataError(f"cannot read the event file ({exc})") from None
    return parse_events(data, path.name)


@lru_cache(maxsize=1)
def event_deck() -> tuple[EventCard, ...]:
    """The game's event deck, loaded once."""
    return load_events()
