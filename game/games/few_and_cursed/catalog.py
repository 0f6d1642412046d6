"""The Few and Cursed's content, read from ``content/*.json`` through the core
loader (``game.core.content``) and checked when loaded: a broken file stops
with a ``ContentError`` naming the file, the item and the field.

Every file is ``{"format": 1, "<kind>": [items]}``; the item formats are those
of FAC_SCHEMA (docs/rules-notes/few-and-cursed.md lists the cards):

- bundle: an object of ints with any of move, attack, money, curse, health,
  bullets, grit, draw.
- ops: a list of ``{"op": NAME, ...}`` from ``OPS`` below (unknown ops are
  refused): gain (a bundle, flat: ``{"op": "gain", "money": 2}``), draw n,
  improvise, trash_from_hand n [optional], trash_from_discard n [optional],
  trash_card (from hand or discards, else from the play area: the Demons),
  copy, upgrade_stat n, move_monster n, free_move n, draw_artifact,
  draw_job n, choose options, if_cursed then [else], swap_job.
- starters.json ``starters``, upgrades.json ``upgrades``, artifacts.json
  ``artifacts``: {id, name, count, gain: bundle, effects: ops, trash: ops
  (only on cards with the trash symbol), text}; artifacts add colour, grit.
- store.json ``store``: {id, name, count, cost, slot, exhaust: ops | passive, text}.
- characters.json ``characters``: {id, name, water, health, bullets,
  bullet_capacity, curse_threshold, proficiency, action {ops, text},
  cursed {proficiency, detriment {kind, value, text}}, deck [{card, count}]}.
- encounters.json ``encounters``: {id, name, flavour, desert, canyons, ruins:
  [{pay: bundle, effects: ops, text}]}; cursed_encounters.json
  ``cursed_encounters``: {id, name, flavour, options: [2 options], bad {effects, text}}.
- jobs.json ``jobs``: {id, name, count, money, grit, requires: {spend: bundle}
  | {track: {curse|health|bullets: n}} | {end: {jobs_completed|money|artifacts|
  bounties|store_items: n}} | {on: "critical_wound"}, text}.
- variants.json ``variants`` (optional): {id: standard | a variant key, and any
  of the ``Challenge`` numbers, text, gentler {numbers, text}}: how many
  monsters win, how often the solo discard comes, the artifacts, job tracks
  and team Grit the variants ask (the book's), and what the Gentler option
  changes of them.
- bounties.json ``most_wanted`` [{id, name, tier most_wanted|monster, attack,
  rules_2_attack (the attack a save of rules version 2 still fights), rules_3_attack and
  rules_3_grit (the attack and reward Grit saves of rules versions 1-3 still play), reward: ops, text}] and ``wanted`` [{id, sides: [{name, attack, reward, text}] x2,
  places: [terrain or space names], text}].

Physical cards get int ids: deck cards (upgrades, artifacts, then each
character's starting cards) share one numbering, ``Catalog.cards``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path

from game.core.content import ContentError, Fields, items, read_document
from game.core.effects import OpSet, Param

CONTENT_DIR = Path(__file__).with_name("content")
RESOURCES = ("move", "attack", "money", "curse", "health", "bullets", "grit", "draw")
COLOURS = ("red", "blue", "green", "gold")
TERRAINS = ("desert", "canyons", "ruins")
SLOTS = ("accessory", "one_hand", "two_hand")
DETRIMENTS = ("hand_size", "cleanup_damage", "move_tax", "no_camp_heal")
TRACK_JOBS = ("curse", "health", "bullets")
END_JOBS = ("jobs_completed", "money", "artifacts", "bounties", "store_items")
TEXT_MAX = 120


def _bundle(f: Fields, key: str) -> dict:
    sec = f.section(key)
    sec.only(*RESOURCES)
    return {r: sec.int(r, lo=-20, hi=20) for r in RESOURCES if sec.has(r)}


OPS = OpSet()
OPS.register("gain", **{r: Param("int", optional=True, default=0, lo=-20, hi=20) for r in RESOURCES})
OPS.register("draw", n=Param("int", lo=1, hi=5))
OPS.register("improvise")
OPS.register("trash_from_hand", n=Param("int", lo=1, hi=3), optional=Param("bool", optional=True, default=False))
OPS.register("trash_from_discard", n=Param("int", lo=1, hi=3), optional=Param("bool", optional=True, default=False))
OPS.register("trash_card")
OPS.register("copy")
OPS.register("upgrade_stat", n=Param("int", lo=1, hi=3))
OPS.register("move_monster", n=Param("int", lo=1, hi=4))
OPS.register("free_move", n=Param("int", lo=1, hi=4))
OPS.register("draw_artifact")
OPS.register("draw_job", n=Param("int", lo=1, hi=3))
OPS.register("choose", options=Param("options"))
OPS.register("if_cursed", then=Param("ops"), **{"else": Param("ops", optional=True, default=())})
OPS.register("swap_job")


@dataclass(frozen=True, slots=True)
class DeckCard:
    key: str
    name: str
    kind: str            # "starter", "upgrade" or "artifact"
    gain: dict
    effects: tuple
    trash: tuple | None  # ops when trashed as played; None without the trash symbol
    text: str
    colour: str = ""
    grit: int = 0


@dataclass(frozen=True, slots=True)
class StoreCard:
    key: str
    name: str
    cost: int
    slot: str
    exhaust: tuple | None
    passive: dict
    text: str


@dataclass(frozen=True, slots=True)
class Character:
    key: str
    name: str
    water: int
    health: int
    bullets: int
    bullet_capacity: int
    curse_threshold: int
    proficiency: tuple   # (bullets spent, attack gained)
    action: tuple
    action_text: str
    cursed_proficiency: tuple
    detriment: str
    detriment_value: int
    detriment_text: str
    deck: tuple          # card keys, one per physical card


@dataclass(frozen=True, slots=True)
class Option:
    pay: dict
    effects: tuple
    text: str


@dataclass(frozen=True, slots=True)
class Encounter:
    key: str
    name: str
    options: dict        # terrain -> tuple[Option, ...]; "cursed" -> the two boons
    bad: Option | None   # cursed encounters only


@dataclass(frozen=True, slots=True)
class Job:
    key: str
    name: str
    money: int
    grit: int
    kind: str            # "spend", "track", "end" or "on"
    need: dict           # the bundle / track / end condition; {} for "on"
    text: str


@dataclass(frozen=True, slots=True)
class Bounty:
    key: str
    name: str
    monster: bool
    attack: int
    reward: tuple
    text: str
    rules_2_attack: int = 0   # the attack rules version 2's content asked (0: the same), for its saves
    rules_3_attack: int = 0   # the attack rules versions 1-3 asked (0: the same), for their saves
    rules_3_grit: int = 0     # the reward's Grit in rules versions 1-3 (0: the same), for their saves


@dataclass(frozen=True, slots=True)
class Wanted:
    key: str
    sides: tuple         # (Bounty, Bounty)
    places: tuple
    text: str


@dataclass(frozen=True, slots=True)
class Challenge:
    """A game's numbers (content/variants.json; these defaults are the book's)."""

    monsters_to_win: int = 3        # monsters defeated that end the game (win Curse Chaser and co-op)
    solo_discard_every: int = 1     # solo: the Most Wanted discard comes in rounds divisible by this
    artifacts_to_win: int = 4       # The Dark Arts
    monsters_dealt: int = 4         # monsters under the piles, the rest left in the box (The Dark Arts keeps the Crow Prime)
    tracks: int = 3                 # Operating in the Shadows: job tracks,
    track_jobs: int = 4             # jobs in each,
    tracks_to_win: int = 2          # tracks to complete,
    monsters_to_lose: int = 4       # and monsters out (on the board or beaten) that lose it
    team_grit: int = 140            # co-op: the team starts at team_grit - team_grit_per_player * players
    team_grit_per_player: int = 20


@dataclass(frozen=True)
class Catalog:
    cards: tuple            # DeckCard per physical deck card id
    upgrades: tuple         # ids of the upgrade cards
    artifacts: tuple        # ids of the artifact cards
    characters: tuple       # Character
    starting: tuple         # per character, the ids of its starting cards
    store: tuple            # StoreCard per physical store card id
    encounters: tuple       # Encounter per physical card
    cursed_encounters: tuple
    jobs: tuple             # Job per physical card
    most_wanted: tuple      # Bounty per card (monsters among them)
    wanted: tuple           # Wanted
    challenges: dict = field(default_factory=dict)  # "standard" or a variant key -> Challenge
    dark_arts_monster: str = "crow_prime"  # the monster The Dark Arts is won beside (bounties.json marks it)

    def challenge(self, variants) -> Challenge:
        """The numbers of a match with these variants (a solo variant's or co-op's, else the
        standard game's); with ``gentler``, that variant's gentler numbers where it has them."""
        gentle = GENTLER in variants
        for key in sorted(variants):
            if gentle and key + GENTLER_SUFFIX in self.challenges:
                return self.challenges[key + GENTLER_SUFFIX]
            if key in self.challenges:
                return self.challenges[key]
        return self.challenges.get("standard", DEFAULT_CHALLENGE)

    def character(self, key: str) -> Character:
        for c in self.characters:
            if c.key == key:
                return c
        raise KeyError(key)


def _deck_card(f: Fields, kind: str) -> DeckCard:
    allowed = ["id", "name", "count", "gain", "effects", "trash", "text"]
    if kind == "artifact":
        allowed += ["colour", "grit"]
    f.only(*allowed)
    trash = OPS.compile(f, "trash", default=()) if f.has("trash") else None
    return DeckCard(f.ident, f.text("name", max_len=40), kind, _bundle(f, "gain"), OPS.compile(f, "effects", default=()),
                    trash, f.text("text", max_len=TEXT_MAX),
                    f.choice("colour", COLOURS) if kind == "artifact" else "",
                    f.int("grit", lo=0, hi=10) if kind == "artifact" else 0)


def _deck_cards(folder: Path, name: str, key: str, kind: str) -> list[tuple[DeckCard, int]]:
    doc = read_document(folder / name)
    return [(_deck_card(f, kind), f.int("count", lo=1, hi=20)) for f in items(doc, name, key, "card")]


def _proficiency(f: Fields, key: str) -> tuple:
    sec = f.section(key)
    sec.only("bullets", "attack")
    return sec.int("bullets", lo=1, hi=4), sec.int("attack", lo=1, hi=8)


def _character(f: Fields, known: set) -> Character:
    f.only("id", "name", "water", "health", "bullets", "bullet_capacity", "curse_threshold", "proficiency",
           "action", "cursed", "deck")
    action = f.section("action")
    action.only("ops", "text")
    cursed = f.section("cursed")
    cursed.only("proficiency", "detriment")
    det = cursed.section("detriment")
    det.only("kind", "value", "text")
    deck: list[str] = []
    for i in range(len(f.list("deck", min_len=1))):
        entry = f.entry("deck", i)
        entry.only("card", "count")
        deck += [entry.refer("card", known, "starting card")] * entry.int("count", lo=1, hi=10)
    capacity = f.int("bullet_capacity", lo=1, hi=10)
    return Character(f.ident, f.text("name", max_len=30), f.int("water", lo=0, hi=20), f.int("health", lo=1, hi=12),
                     f.int("bullets", lo=0, hi=capacity), capacity, f.int("curse_threshold", lo=1, hi=10),
                     _proficiency(f, "proficiency"), OPS.compile(action, "ops"), action.text("text", max_len=TEXT_MAX),
                     _proficiency(cursed, "proficiency"), det.choice("kind", DETRIMENTS), det.int("value", lo=0, hi=5),
                     det.text("text", max_len=TEXT_MAX), tuple(deck))


def _option(f: Fields) -> Option:
    f.only("pay", "effects", "text")
    pay = _bundle(f, "pay") if f.has("pay") else {}
    return Option(pay, OPS.compile(f, "effects", default=()), f.text("text", max_len=TEXT_MAX))


def _options(f: Fields, key: str, count: int | None = None) -> tuple:
    raw = f.list(key, min_len=1)
    if count is not None and len(raw) != count:
        f.fail(key, f"expected {count} options, got {len(raw)}")
    return tuple(_option(f.entry(key, i)) for i in range(len(raw)))


def _job(f: Fields) -> Job:
    f.only("id", "name", "count", "money", "grit", "requires", "text")
    req = f.section("requires")
    kinds = [k for k in ("spend", "track", "end", "on") if req.has(k)]
    if len(kinds) != 1:
        req.fail("", "expected exactly one of spend, track, end, on")
    kind = kinds[0]
    if kind == "spend":
        need = _bundle(req, "spend")
    elif kind == "on":
        req.choice("on", ("critical_wound",))
        need = {}
    else:
        sec = req.section(kind)
        names = TRACK_JOBS if kind == "track" else END_JOBS
        sec.only(*names)
        need = {k: sec.int(k, lo=0, hi=30) for k in names if sec.has(k)}
        if len(need) != 1:
            sec.fail("", f"expected one of {', '.join(names)}")
    return Job(f.ident, f.text("name", max_len=40), f.int("money", lo=0, hi=10), f.int("grit", lo=0, hi=10),
               kind, need, f.text("text", max_len=TEXT_MAX))


def _bounty(f: Fields, key: str, monster: bool) -> Bounty:
    return Bounty(key, f.text("name", max_len=40), monster, f.int("attack", lo=1, hi=40),
                  OPS.compile(f, "reward"), f.text("text", max_len=TEXT_MAX),
                  f.int("rules_2_attack", lo=1, hi=40, default=0), f.int("rules_3_attack", lo=1, hi=40, default=0),
                  f.int("rules_3_grit", lo=1, hi=40, default=0))


def _bounties(folder: Path) -> tuple[tuple, tuple]:
    name = "bounties.json"
    doc = read_document(folder / name)
    most, dark = [], []
    for f in items(doc, name, "most_wanted", "bounty"):
        f.only("id", "name", "tier", "attack", "rules_2_attack", "rules_3_attack", "rules_3_grit", "reward", "text",
               "dark_arts")
        if f.bool("dark_arts", default=False):
            dark.append(f.ident)
        most.append(_bounty(f, f.ident, f.choice("tier", ("most_wanted", "monster")) == "monster"))
    wanted = []
    for f in items(doc, name, "wanted", "bounty"):
        f.only("id", "sides", "places", "text")
        if len(f.list("sides")) != 2:
            f.fail("sides", "expected two sides")
        sides = []
        for i in range(2):
            side = f.entry("sides", i)
            side.only("name", "attack", "reward", "text")
            sides.append(_bounty(side, f.ident, False))
        places = f.list("places", min_len=1)
        if not all(isinstance(p, str) and p for p in places):
            f.fail("places", "expected a list of terrain or space names")
        wanted.append(Wanted(f.ident, tuple(sides), tuple(places), f.text("text", max_len=TEXT_MAX)))
    for b in most:
        if b.rules_3_grit and not any(op["op"] == "gain" and op.get("grit") for op in b.reward):
            raise ContentError(f"{name}: {b.key}: rules_3_grit needs a reward that gains Grit")
    if sum(1 for b in most if b.monster) != 4:
        raise ContentError(f"{name}: field 'most_wanted': expected 4 monsters (one under each pile)")
    if len(dark) != 1 or not next(b for b in most if b.key == dark[0]).monster:
        raise ContentError(f"{name}: field 'most_wanted': expected one monster marked dark_arts "
                           "(the one The Dark Arts is won beside)")
    return tuple(most), tuple(wanted), dark[0]


def _encounters(folder: Path) -> tuple[tuple, tuple]:
    name = "encounters.json"
    plain = []
    for f in items(read_document(folder / name), name, "encounters", "encounter"):
        f.only("id", "name", "flavour", *TERRAINS)
        f.text("flavour", max_len=TEXT_MAX, default="")
        plain.append(Encounter(f.ident, f.text("name", max_len=40), {t: _options(f, t) for t in TERRAINS}, None))
    name = "cursed_encounters.json"
    cursed = []
    for f in items(read_document(folder / name), name, "cursed_encounters", "encounter"):
        f.only("id", "name", "flavour", "options", "bad")
        f.text("flavour", max_len=TEXT_MAX, default="")
        bad = f.section("bad")
        bad.only("effects", "text")
        cursed.append(Encounter(f.ident, f.text("name", max_len=40), {"cursed": _options(f, "options", 2)},
                                Option({}, OPS.compile(bad, "effects", default=()), bad.text("text", max_len=TEXT_MAX))))
    return tuple(plain), tuple(cursed)


def _store(folder: Path) -> tuple:
    name = "store.json"
    out = []
    for f in items(read_document(folder / name), name, "store", "card"):
        f.only("id", "name", "count", "cost", "slot", "exhaust", "passive", "text")
        passive = {}
        if f.has("passive"):
            sec = f.section("passive")
            sec.only("proficiency", "improvise_look", "hand_size", "camp_heal", "road_damage_ignore")
            for k in sec.data:
                passive[k] = _proficiency(sec, k) if k == "proficiency" else sec.int(k, lo=1, hi=6)
        card = StoreCard(f.ident, f.text("name", max_len=40), f.int("cost", lo=1, hi=20), f.choice("slot", SLOTS),
                         OPS.compile(f, "exhaust", default=()) if f.has("exhaust") else None, passive,
                         f.text("text", max_len=TEXT_MAX))
        out += [card] * f.int("count", lo=1, hi=5)
    return tuple(out)


DEFAULT_CHALLENGE = Challenge()
GENTLER = "gentler"              # the variant that asks for a variant's gentler numbers
GENTLER_SUFFIX = "/" + GENTLER   # their key in Catalog.challenges
CHALLENGE_LIMITS = {"monsters_to_win": (1, 4), "solo_discard_every": (1, 10), "artifacts_to_win": (1, 12),
                    "monsters_dealt": (1, 4),
                    "tracks": (1, 4), "track_jobs": (1, 8), "tracks_to_win": (1, 4), "monsters_to_lose": (1, 4),
                    "team_grit": (0, 1000), "team_grit_per_player": (0, 100)}


def _challenges(folder: Path) -> dict:
    name = "variants.json"
    if not (folder / name).exists():
        return {}
    out = {}
    for f in items(read_document(folder / name), name, "variants", "variant"):
        f.only("id", "text", GENTLER, *CHALLENGE_LIMITS)
        f.text("text", max_len=400, default="")
        out[f.ident] = _challenge(f, DEFAULT_CHALLENGE)
        if f.has(GENTLER):
            gentle = f.section(GENTLER)
            gentle.only("text", *CHALLENGE_LIMITS)
            gentle.text("text", max_len=400)
            out[f.ident + GENTLER_SUFFIX] = _challenge(gentle, out[f.ident])
    return out


def _challenge(f, base: Challenge) -> Challenge:
    numbers = {k.name: f.int(k.name, *CHALLENGE_LIMITS[k.name], default=getattr(base, k.name))
               for k in fields(Challenge)}
    challenge = Challenge(**numbers)
    if challenge.tracks_to_win > challenge.tracks:
        f.fail("tracks_to_win", f"cannot be more than the {challenge.tracks} tracks")
    return challenge


def load_catalog(folder: str | Path | None = None) -> Catalog:
    """Every content file of ``folder`` (the game's own by default), validated."""
    folder = CONTENT_DIR if folder is None else Path(folder)
    cards: list[DeckCard] = []
    ups: list[int] = []
    arts: list[int] = []
    for name, key, kind, ids in (("upgrades.json", "upgrades", "upgrade", ups),
                                 ("artifacts.json", "artifacts", "artifact", arts)):
        for card, count in _deck_cards(folder, name, key, kind):
            for _ in range(count):
                ids.append(len(cards))
                cards.append(card)
    starters = {card.key: card for card, _ in _deck_cards(folder, "starters.json", "starters", "starter")}
    for key in sorted(set(starters) & {c.key for c in cards}):
        raise ContentError(f"starters.json, card {key!r}: the id is also an upgrade or artifact id (ids name one card)")
    chars = tuple(_character(f, starters) for f in
                  items(read_document(folder / "characters.json"), "characters.json", "characters", "character", min_count=1))
    starting = []
    for ch in chars:
        ids = []
        for key in ch.deck:
            ids.append(len(cards))
            cards.append(starters[key])
        starting.append(tuple(ids))
    plain, cursed = _encounters(folder)
    jobs = []
    for f in items(read_document(folder / "jobs.json"), "jobs.json", "jobs", "job"):
        jobs += [_job(f)] * f.int("count", lo=1, hi=5)
    most, wanted, dark_arts = _bounties(folder)
    return Catalog(tuple(cards), tuple(ups), tuple(arts), chars, tuple(starting), _store(folder), plain, cursed,
                   tuple(jobs), most, wanted, _challenges(folder), dark_arts)


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    """The game's content, loaded once."""
    return load_catalog()
