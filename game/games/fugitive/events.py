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

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

EVENTS_FILE = Path(__file__).with_name("events.json")
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

_ID = re.compile(r"^[a-z][a-z0-9_]{1,31}$")


class EventDataError(ValueError):
    """The event file is unusable; the message says where and why."""


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
    """Validate decoded JSON and build the deck; EventDataError on any fault."""

    def fail(where: str, why: str) -> None:
        raise EventDataError(f"{source}: {where}: {why}")

    if not isinstance(data, dict):
        fail("top level", "must be an object with format, version and events")
    if data.get("format") != FORMAT:
        fail("format", f"must be {FORMAT!r}, got {data.get('format')!r}")
    if data.get("version") != VERSION:
        fail("version", f"must be {VERSION}, got {data.get('version')!r}")
    events = data.get("events")
    if not isinstance(events, list):
        fail("events", "must be a list")
    if len(events) < 6:
        fail("events", f"the variant shuffles 6 events into the piles, but only {len(events)} are defined")
    seen: set[str] = set()
    deck = []
    for n, raw in enumerate(events, 1):
        where = f"event {n}"
        if not isinstance(raw, dict):
            fail(where, "must be an object")
        ident = raw.get("id")
        if not isinstance(ident, str) or not _ID.match(ident):
            fail(where, f"id must be a short lower_case name, got {ident!r}")
        where = f"event {n} ({ident!r})"
        if ident in seen:
            fail(where, "id is used twice")
        seen.add(ident)
        unknown = set(raw) - {"id", "name", "helps", "text", "draw_again", "effects"}
        if unknown:
            fail(where, f"unknown field(s) {', '.join(sorted(unknown))}")
        name = raw.get("name")
        if not isinstance(name, str) or not name.strip() or len(name) > 30:
            fail(where, "name must be a non-empty text of at most 30 characters")
        helps = raw.get("helps")
        if helps not in HELPS:
            fail(where, f"helps must be one of {', '.join(HELPS)}, got {helps!r}")
        text = raw.get("text")
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT or "\n" in text:
            fail(where, f"text must be one line of at most {MAX_TEXT} characters")
        again = raw.get("draw_again", 0)
        if not isinstance(again, int) or isinstance(again, bool) or not 0 <= again <= 3:
            fail(where, f"draw_again must be a whole number from 0 to 3, got {again!r}")
        effects_raw = raw.get("effects", [])
        if not isinstance(effects_raw, list):
            fail(where, "effects must be a list")
        effects = []
        for k, eff in enumerate(effects_raw, 1):
            ewhere = f"{where}, effect {k}"
            if not isinstance(eff, dict):
                fail(ewhere, "must be an object")
            kind = eff.get("kind")
            if kind not in EFFECT_PARAMS:
                fail(ewhere, f"unknown kind {kind!r}; expected one of {', '.join(EFFECT_PARAMS)}")
            spec = EFFECT_PARAMS[kind]
            extra = set(eff) - {"kind"} - set(spec)
            if extra:
                fail(ewhere, f"{kind} takes no {', '.join(sorted(extra))}")
            params = []
            for pname, rule in spec.items():
                if pname not in eff:
                    fail(ewhere, f"{kind} needs {pname!r}")
                value = eff[pname]
                if isinstance(rule, tuple) and rule and rule[0] is int:
                    _, lo, hi = rule
                    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
                        fail(ewhere, f"{pname} must be a whole number from {lo} to {hi}, got {value!r}")
                elif value not in rule:
                    fail(ewhere, f"{pname} must be one of {', '.join(rule)}, got {value!r}")
                params.append((pname, value))
            effects.append(Effect(kind, tuple(sorted(params))))
        if again == 0 and not effects:
            fail(where, "does nothing: give it an effect or a draw_again")
        deck.append(EventCard(ident, name.strip(), helps, text.strip(), again, tuple(effects)))
    return tuple(deck)


def load_events(path: Path | None = None) -> tuple[EventCard, ...]:
    path = EVENTS_FILE if path is None else Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise EventDataError(f"cannot read the event file {path.name}: {exc}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise EventDataError(f"{path.name} is not valid JSON: {exc}") from None
    return parse_events(data, path.name)


@lru_cache(maxsize=1)
def event_deck() -> tuple[EventCard, ...]:
    """The game's event deck, loaded once."""
    return load_events()
