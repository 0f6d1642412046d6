"""The picture on each Few and Cursed card: a family for every card, a drawing for every family.

A card's family is read from what it is and what it does, so a new card in the
content finds its picture with no list to keep: a deck card by what it mostly
gives (movement, attack, water, health, curse, cards), a store item by its use,
a job by what it asks, a bounty by its kind, a Wanted bounty by its ground, an
encounter by its ground.  The drawings are one sheet made by
build_scripts/few_and_cursed_cards.py in the board's manner
(assets/few_and_cursed/card_pictures.png with its index .json).

    deck_family(card) / store_family(card) / job_family(job) / bounty_family(bounty)
    wanted_family(places) / encounter_family(ground)          -> family name
    picture(family, size) -> Surface                           the drawing, scaled and cached
    families() -> tuple of the sheet's families
"""

from __future__ import annotations

import json

import pygame

from game.engine import assets
from game.engine import gfx

SHEET = "few_and_cursed/card_pictures.png"
INDEX = "assets/few_and_cursed/card_pictures.json"
# a Wanted bounty's ground -> who is fought there
WANTED_BY_GROUND = {"canyons": "outlaw", "ruins": "zombie", "cursed": "demon", "desert": "crow"}
STORE_BY_GAIN = {"attack": "blade", "move": "mount", "money": "tool", "curse": "charm", "health": "mend",
                 "bullets": "ammo"}
JOB_BY_SPEND = {"move": "wagon", "attack": "gun", "bullets": "ammo", "money": "water", "health": "blood"}
JOB_BY_TRACK = {"curse": "eye", "health": "mend", "bullets": "ammo"}


def _gains(ops) -> dict:
    """The resources ``ops`` give, summed over their ``gain`` steps."""
    out: dict = {}
    for op in ops or ():
        if op.get("op") == "gain":
            for r, v in op.items():
                if r != "op" and v:
                    out[r] = out.get(r, 0) + v
    return out


def _does(ops, name: str) -> bool:
    return any(op.get("op") == name for op in ops or ())


def deck_family(card) -> str:
    """A starter, upgrade or artifact card's family: an artifact is its colour's relic; any other
    card is what it mostly gives (a curse it lifts, the crow's dark gifts, attack, movement...)."""
    if card.kind == "artifact":
        return f"relic_{card.colour}" if card.colour else "relic_gold"
    gain = dict(card.gain)
    effects = card.effects
    if gain.get("curse", 0) < 0:
        return "blessing"
    if gain.get("curse", 0) > 0 and gain.get("attack"):
        return "hex"
    if gain.get("curse", 0) > 0 or _does(effects, "copy") or _does(effects, "improvise"):
        return "crow"
    if _does(effects, "choose") and not gain:
        return "mirage"
    if gain.get("bullets"):
        return "ammo"
    if gain.get("attack"):
        return "gun"
    if gain.get("move"):
        return "horse" if gain["move"] >= 3 else "trail"
    if gain.get("money"):
        return "water"
    if gain.get("health"):
        return "mend"
    return "draw"


def store_family(card) -> str:
    """A store item's family: a gun a weapon, else what its use gives, else the pack or the torch."""
    passive = card.passive or {}
    if "proficiency" in passive:
        return "rifle" if card.slot == "two_hand" else "gun"
    if "improvise_look" in passive or _does(card.exhaust, "improvise"):
        return "torch"
    gain = _gains(card.exhaust)
    for resource, family in STORE_BY_GAIN.items():
        if gain.get(resource):
            return family
    return "pack"


def job_family(job) -> str:
    """A job's family: what it asks spent, the track it watches, the game's end, or a grave."""
    need = job.need or {}
    if job.kind == "spend":
        return next((JOB_BY_SPEND[r] for r in ("attack", "move", "bullets", "money", "health") if need.get(r)),
                    "wagon")
    if job.kind == "track":
        return next((JOB_BY_TRACK[r] for r in need if r in JOB_BY_TRACK), "eye")
    return "hourglass" if job.kind == "end" else "grave"


def bounty_family(bounty) -> str:
    return "monster" if bounty.monster else "outlaw"


def wanted_family(places) -> str:
    """A Wanted bounty's family, by the ground it is fought on (its ``places``)."""
    return next((WANTED_BY_GROUND[p] for p in places if p in WANTED_BY_GROUND), "outlaw")


def encounter_family(ground: str) -> str:
    """An encounter's picture is its ground's: desert, canyons, ruins or the cursed lands."""
    return ground if ground in ("desert", "canyons", "ruins", "cursed") else "desert"


@gfx.cached(maxsize=1)
def _index() -> dict:
    raw = assets.read_text(INDEX)
    return json.loads(raw) if raw else {"cell": [240, 120], "columns": 1, "families": []}


def families() -> tuple[str, ...]:
    return tuple(_index()["families"])


@gfx.cached(maxsize=1)
def _sheet() -> pygame.Surface:
    return assets.image(SHEET)


@gfx.cached(maxsize=256)
def picture(family: str, size: tuple[int, int]) -> pygame.Surface:
    """``family``'s drawing cut to ``size`` (the middle of the picture kept when the shape differs)."""
    index = _index()
    names = index["families"]
    cw, ch = index["cell"]
    i = names.index(family) if family in names else 0
    if not names or _sheet().get_width() < cw * min(index["columns"], len(names)):
        return gfx.Surface(size, pygame.SRCALPHA)     # a missing sheet was reported: no picture
    cell = _sheet().subsurface(((i % index["columns"]) * cw, (i // index["columns"]) * ch, cw, ch))
    w, h = max(1, size[0]), max(1, size[1])
    scale = max(w / cw, h / ch)          # cover the box, cutting the sides (or top and foot) evenly
    cut = pygame.Rect(0, 0, min(cw, round(w / scale)), min(ch, round(h / scale)))
    cut.center = (cw // 2, ch // 2)
    return gfx.smoothscale(cell.subsurface(cut), (w, h))
