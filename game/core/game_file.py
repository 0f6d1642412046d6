"""A game's facts, as its ``content/game.json`` states them: its id, title, seats, roles,
variants, pitch, rules version and score unit, read into the ``GameInfo`` its rules object
carries (``game.core.model``), which the menus, setup, saves and results read.

    {"format": "bounty-game", "version": 1,
     "id": "fugitive", "title": "Fugitive", "min_seats": 2, "max_seats": 2,
     "roles": ["Fugitive", "Marshal"],
     "pitch": "One runs for 42, the other deduces every hideout.",
     "variants": [{"id": "events", "label": "Events", "text": "Two random event cards..."}]}

Optional: ``roles`` (none: every seat is "Player n"), ``rules_version`` (1), ``score_unit``
("": a bare figure), a variant's ``default`` (false: off at setup).

Rules that name a variant or a role by a constant of their own pass those constants
(``variants=``, ``roles=``): the file must state exactly them, so a typo on either side
stops at load instead of leaving a variant that changes nothing.

Pure Python: read with ``game.core.content``, errors name the file and the field.
"""

from __future__ import annotations

from pathlib import Path
from typing import Iterable, Sequence

from .content import Fields, items, read_document
from .model import GameInfo, Variant

FORMAT = "bounty-game"
VERSION = 1
FIELDS = ("format", "version", "id", "title", "min_seats", "max_seats", "roles", "pitch", "variants",
          "rules_version", "score_unit")


def parse(doc: dict, source: str, variants: Iterable[str] | None = None,
          roles: Sequence[str] | None = None) -> GameInfo:
    """The GameInfo in ``doc`` (already read); ContentError naming where it is wrong."""
    top = Fields(doc, source)
    top.only(*FIELDS)
    low = top.int("min_seats", lo=1, hi=12)
    stated_roles = top.names("roles")
    if roles is not None and stated_roles != tuple(roles):
        top.fail("roles", f"expected {list(roles)} (the rules' names), got {list(stated_roles)}")
    found = []
    for f in items(doc, source, "variants", "variant"):
        f.only("id", "label", "text", "default")
        found.append(Variant(f.ident, f.text("label", max_len=40), f.text("text", max_len=240),
                             f.bool("default", default=False)))
    if variants is not None and {v.key for v in found} != set(variants):
        top.fail("variants", f"expected the ids {sorted(variants)} (the rules' names),"
                             f" got {sorted(v.key for v in found)}")
    return GameInfo(top.text("id", max_len=40), top.text("title", max_len=40), low,
                    top.int("max_seats", lo=low, hi=12), stated_roles, tuple(found),
                    top.text("pitch", max_len=120), rules_version=top.int("rules_version", lo=1, default=1),
                    score_unit=top.text("score_unit", max_len=20, default=""))


def read_game_info(path: str | Path, variants: Iterable[str] | None = None,
                   roles: Sequence[str] | None = None) -> GameInfo:
    """The GameInfo of the game file at ``path`` (see the module text)."""
    path = Path(path)
    return parse(read_document(path, FORMAT, VERSION), path.name, variants, roles)


__all__ = ["FORMAT", "VERSION", "parse", "read_game_info"]
