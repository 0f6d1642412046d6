"""The state of a match of The Few and Cursed: plain data, copied field by
field by ``clone`` (``game.core.state.copied_by_fields``).

Cards are ints: deck cards index ``Catalog.cards``, store cards
``Catalog.store``, jobs ``Catalog.jobs``, encounters their own lists, Most
Wanted cards ``Catalog.most_wanted``.  The board (a Graph) and the catalog
live on the rules object, never in the state.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from game.core.cards import CardZones, Pile
from game.core.state import copied_by_fields

from ..catalog import GENTLER  # the tuned solo and co-op numbers instead of the book's (content/variants.json)

KEEP, IMPROVISE, ENCOUNTER, ACTION, CLEANUP, OVER = "keep", "improvise", "encounter", "action", "cleanup", "over"
CHARACTERS = "characters"   # the players select their characters, seat by seat
PHASES = (IMPROVISE, ENCOUNTER, ACTION, CLEANUP)

BANK_WATER = 60        # the box's water tokens
HAND_SIZE = 4
CURSE_MAX = 12         # the end of the curse track
HEALTH_MAX = 12
CAPACITY_MAX = 10
THRESHOLD_MAX = 10
GRIT_TRIGGER = 21
WOUND_GRIT = 3
WOUND_HEALTH = 3
ROUND_LIMIT = 100      # a table that never hunts still ends (see the rulings)
WANTED_TIMES = 2
STORE_ROW = 3
SLOT_ROOM = {"accessory": 2, "hands": 2}
PRICES = {"bullet": 1, "bullet_capacity": 2, "curse_threshold": 3, "health": 4}
STATS = ("health", "bullet_capacity", "curse_threshold")

SOLO_VARIANTS = ("curse-chaser", "dark-arts", "shadows")
COOP = "coop"
DEAL = "random-characters"   # deal the characters at random instead of the seats selecting them
RULES_2 = "rules-2"          # a save of rules version 2 replays under that version's rulings (never offered)
RULES_3 = "rules-3"          # a save of rules version 3 replays with that version's Most Wanted numbers (never offered)
NUMBER_WORDS = ("no", "one", "two", "three", "four")


def monsters_defeated(count: int) -> str:
    """The end reason once ``count`` monsters (the goal of the match) are defeated."""
    return "a monster defeated" if count == 1 else f"{NUMBER_WORDS[count]} monsters defeated"


def counted(count: int, thing: str) -> str:
    """'one monster', 'three artifacts' (up to twelve, then digits)."""
    words = NUMBER_WORDS + ("five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
    return f"{words[count] if count < len(words) else count} {thing}{'' if count == 1 else 's'}"


@copied_by_fields(
    shared="seat character water health max_health bullets capacity curse threshold node grit move attack acted "
           "most_wanted_now shuffled turn_done",
    cloned="zones",
    nested="played",
    lists="jobs done_jobs gear exhausted tokens artifacts trophies engaged",
    dicts="wanted_beaten known",  # known is a set: copy() serves it too
)
@dataclass
class Player:
    seat: int
    character: int
    water: int
    health: int
    max_health: int
    bullets: int
    capacity: int
    curse: int
    threshold: int
    zones: CardZones
    node: int
    grit: int = 0
    move: int = 0
    attack: int = 0
    played: list = field(default_factory=list)      # [card id, trashed] played this phase
    jobs: list = field(default_factory=list)        # unscored, secret
    done_jobs: list = field(default_factory=list)   # scored, public
    gear: list = field(default_factory=list)        # store card ids
    exhausted: list = field(default_factory=list)   # gear used this round
    tokens: list = field(default_factory=list)      # artifact colours recovered
    artifacts: list = field(default_factory=list)   # artifact card ids owned (scored at the end)
    trophies: list = field(default_factory=list)    # Most Wanted cards defeated
    wanted_beaten: dict = field(default_factory=dict)  # wanted index -> times this phase
    acted: str = ""          # the action taken this round ("" = none yet)
    most_wanted_now: bool = False
    shuffled: bool = False   # reshuffled this round other than by camping
    engaged: list = field(default_factory=list)  # monsters whose space this player entered to fight
    turn_done: bool = False
    known: set = field(default_factory=set)  # deck cards everyone has seen face up (played, discarded)

    def cursed(self) -> bool:
        return self.curse >= self.threshold


@copied_by_fields(
    # pending's top level changes (a count going down), its option lists never do;
    # a space's shared encounter [deck, card] is replaced, never changed in place
    shared="n variants monsters_beaten bank round phase first turn mode refreshed shared_encounter team_grit ended "
           "result solo_won version closing",
    clones="players",
    cloned="upgrades store jobs encounters cursed_encounters",
    lists="store_row face_up wanted_side artifact_supply boxed shown encounter queue summons bounty_discards",
    nested="piles tracks steering",
    dicts="monsters space_encounters pending",
    dict_lists="tokens dropped",
)
@dataclass
class State:
    n: int
    variants: frozenset
    players: list
    upgrades: Pile
    store: Pile
    store_row: list
    jobs: Pile
    encounters: Pile
    cursed_encounters: Pile
    piles: list                 # Most Wanted piles: lists, top at the end, monster at index 0
    face_up: list               # per pile: its top card is face up
    wanted_side: list           # per Wanted bounty: 0 or 1
    tokens: dict                # colour -> artifact card ids whose tokens are on the board
    artifact_supply: list       # artifact card ids nobody holds
    boxed: list                 # deck cards out of the game (discarded artifacts in solo)
    monsters: dict              # monster card id -> node of its figure
    monsters_beaten: int = 0
    bank: int = BANK_WATER
    round: int = 1
    phase: str = IMPROVISE
    first: int = 0
    turn: int = 0               # index in the phase's order of the seat to act
    mode: str = ""              # what the acting seat is doing inside its phase turn
    shown: list = field(default_factory=list)     # cards only the acting seat sees (improvise, jobs, a hand)
    encounter: list = field(default_factory=list)  # [deck, card] being resolved by the acting seat
    space_encounters: dict = field(default_factory=dict)  # node -> [deck, card] drawn this phase
    queue: list = field(default_factory=list)     # ops still to run for the acting seat
    pending: dict = field(default_factory=dict)   # the decision the queue waits on
    refreshed: bool = False
    shared_encounter: bool = True                 # the encounter being resolved is the space's
    summons: list = field(default_factory=list)   # seats owed a 21-Grit monster summons
    team_grit: int = 0
    tracks: list = field(default_factory=list)    # Operating in the Shadows: three job stacks
    ended: str = ""            # why the game is ending once the round completes
    result: str = ""           # set when the game is over: the end condition
    solo_won: bool = False
    bounty_discards: list = field(default_factory=list)  # Most Wanted cards discarded in solo
    dropped: dict = field(default_factory=dict)   # the opening draft: seat -> jobs it dropped (secret)
    steering: list = field(default_factory=list)  # [monster, seat] tied steps the first player must choose
    closing: bool = False                         # the round ends once the monsters' steps are chosen
    version: int = 0           # unique per state object and change: keys the rules' memo of legal actions

    @property
    def order(self) -> list[int]:
        """Seats from the first player round the table."""
        return [(self.first + i) % self.n for i in range(self.n)]

    @property
    def seat(self) -> int:
        return (self.first + self.turn) % self.n

    def player(self, seat: int | None = None) -> Player:
        return self.players[self.seat if seat is None else seat]

    def has(self, variant: str) -> bool:
        return variant in self.variants

    def solo(self) -> str:
        for v in SOLO_VARIANTS:
            if v in self.variants:
                return v
        return ""


_VERSIONS = itertools.count(1)


def touch(s: State) -> None:
    """Mark the state changed (after an action, or a test's own edits)."""
    s.version = next(_VERSIONS)


def clone_state(s: State) -> State:
    """An independent copy (op dicts and other content are shared, never mutated),
    with its own version so that the rules' memo never mixes the two up."""
    out = s.clone()
    touch(out)
    return out
