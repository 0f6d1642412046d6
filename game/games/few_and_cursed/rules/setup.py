"""Setting up a match (rulebook, Setup steps 1-10, the solo variants and
Cooperative).

"Shuffle the monsters and randomly place each card face down in one of the
Most Wanted locations. Shuffle the remaining Bounty cards and randomly deal
cards face down on each Most Wanted location until you have dealt out the
entire deck. Flip over the top card of each Most Wanted deck location."
"deal every player four random job cards. Players select two jobs to keep"
"If you are playing a 2 or 3 player game, you should randomly remove a token
from each location" "Give the player with the least starting money the First
Player Token."
"""

from __future__ import annotations

from typing import Any

from game.core.cards import CardZones, Pile
from game.core.model import MatchConfig

from .moves import flip_pile
from .rounds import start_turn
from .state import touch, BANK_WATER, CHARACTERS, COOP, DEAL, GENTLER, HAND_SIZE, IMPROVISE, KEEP, SOLO_VARIANTS, Player, State
from .tracks import Game
from .town import fill_row

JOBS_DEALT = 4


def variants_for(config: MatchConfig) -> frozenset:
    """The match's variants, checked; one player with none plays Curse Chaser."""
    chosen = set(config.variants)
    solo = [v for v in SOLO_VARIANTS if v in chosen]
    if len(solo) > 1:
        raise ValueError("choose one solo variant: " + ", ".join(solo))
    if solo and config.players != 1:
        raise ValueError(f"{solo[0]} is a solo variant: play it with 1 player, not {config.players}")
    if solo and COOP in chosen:
        raise ValueError("co-op and the solo variants do not mix")
    if config.players == 1 and not solo and COOP not in chosen:
        chosen.add("curse-chaser")
    if GENTLER in chosen and config.players > 1 and COOP not in chosen:
        raise ValueError("Gentler changes only the solo variants and co-op: play it solo or with Cooperative")
    return frozenset(chosen)


def _player(g: Game, seat: int, ch_index: int, rng: Any) -> Player:
    ch = g.cat.characters[ch_index]
    deck = list(g.cat.starting[ch_index])
    rng.shuffle(deck)
    p = Player(seat, ch_index, 0, ch.health, ch.health, ch.bullets, ch.bullet_capacity, 0, ch.curse_threshold,
               CardZones(seat, deck), g.desert.san_andreas)
    p.water = ch.water
    g.s.bank -= ch.water
    p.zones.draw(HAND_SIZE, rng, [])
    return p


def first_player(s: State, rng: Any) -> int:
    """The rulebook: "Give the player with the least starting money the First Player Token"."""
    least = min(p.water for p in s.players)
    return rng.choice([p.seat for p in s.players if p.water == least])


def selectable(g: Game) -> list[str]:
    """The characters the selecting seat may still take: those no earlier seat took."""
    s = g.s
    taken = {s.players[seat].character for seat in range(s.turn)}
    return [ch.key for i, ch in enumerate(g.cat.characters) if i not in taken]


def select_character(g: Game, seat: int, key: str) -> None:
    """"Players select their character and take the corresponding Character card, deck,
    board, and figure." A character another (later) seat held as a placeholder is
    swapped with it; both are set up afresh."""
    s = g.s
    ch = next(i for i, c in enumerate(g.cat.characters) if c.key == key)
    holder = next((p.seat for p in s.players if p.character == ch), None)
    mine = s.players[seat].character
    _reseat(g, seat, ch)
    if holder is not None and holder != seat:
        _reseat(g, holder, mine)
    g.emit("character_selected", {"seat": seat, "character": key}, reveals=True)
    s.turn += 1
    if s.turn < s.n:
        return
    s.turn = 0
    s.first = first_player(s, g.rng)
    s.phase = IMPROVISE if s.solo() == "shadows" else KEEP
    if s.phase == IMPROVISE:
        start_turn(g)


def _reseat(g: Game, seat: int, ch_index: int) -> None:
    s = g.s
    old = s.players[seat]
    s.bank += old.water
    new = _player(g, seat, ch_index, g.rng)
    new.jobs = old.jobs
    s.players[seat] = new


def _piles(g: Game, rng: Any) -> tuple[list[list[int]], list[int]]:
    """The four Most Wanted piles, and the monsters a variant's content leaves in the box
    (their piles then run out empty)."""
    monsters = [i for i, b in enumerate(g.cat.most_wanted) if b.monster]
    outlaws = [i for i, b in enumerate(g.cat.most_wanted) if not b.monster]
    rng.shuffle(monsters)
    rng.shuffle(outlaws)
    piles = [[m] for m in monsters[:4]]
    boxed: list[int] = []
    dealt = g.challenge.monsters_dealt
    if dealt < len(piles):
        if g.s.solo() == "dark-arts":  # its goal needs the Crow Prime
            monsters.sort(key=lambda m: g.cat.most_wanted[m].key != g.cat.dark_arts_monster)
        boxed = monsters[dealt:]
        piles = [[m] for m in monsters[:dealt]] + [[] for _ in range(len(piles) - dealt)]
        rng.shuffle(piles)
    for k, card in enumerate(outlaws):
        piles[k % 4].append(card)
    return piles, boxed


def _tokens(g: Game, n: int, solo: bool, rng: Any) -> dict:
    tokens = {}
    for colour in g.desert.corners:
        ids = [c for c in g.cat.artifacts if g.card(c).colour == colour]
        if n in (2, 3) and not solo and ids:
            ids.remove(rng.choice(ids))
        tokens[colour] = ids
    return tokens


def _shadow_tracks(g: Game, rng: Any) -> list[list[int]]:
    """The job stacks (the book's three of four), no job twice (nor one scored only at the end)."""
    s, seen, n = g.s, set(), g.challenge.tracks
    tracks: list[list[int]] = [[] for _ in range(n)]
    deck = s.jobs.cards
    for k in range(n * g.challenge.track_jobs):
        pick = next((j for j in reversed(deck) if g.cat.jobs[j].key not in seen and g.cat.jobs[j].kind != "end"), None)
        if pick is None:
            break
        deck.remove(pick)
        seen.add(g.cat.jobs[pick].key)
        tracks[k % n].append(pick)
    return tracks


def new_state(rules: Any, config: MatchConfig, rng: Any) -> State:
    cat = rules.catalog
    variants = variants_for(config)
    n = config.players
    if n > len(cat.characters):
        raise ValueError(f"there are {len(cat.characters)} characters for {n} players")
    piles_rng = rng.fork()
    s = State(n, variants, [], Pile(cat.upgrades, reshuffle=True), Pile(range(len(cat.store)), reshuffle=True), [],
              Pile(range(len(cat.jobs)), reshuffle=True), Pile(range(len(cat.encounters)), reshuffle=True),
              Pile(range(len(cat.cursed_encounters)), reshuffle=True), [], [False] * 4,
              [rng.randrange(2) for _ in cat.wanted], {}, list(cat.artifacts), [], {})
    g = Game(rules, s, rng)
    for pile in (s.upgrades, s.store, s.jobs, s.encounters, s.cursed_encounters):
        pile.shuffle(rng)
    chars = list(range(len(cat.characters)))
    rng.shuffle(chars)
    s.players = [_player(g, seat, chars[seat], rng) for seat in range(n)]
    s.piles, s.bounty_discards = _piles(g, piles_rng)
    for i in range(4):
        flip_pile(g, i)
    s.tokens = _tokens(g, n, bool(s.solo()), rng)
    fill_row(g)
    choosing = not s.has(DEAL)
    if not choosing:
        s.first = first_player(s, rng)
    if s.has(COOP):
        s.team_grit = g.challenge.team_grit - g.challenge.team_grit_per_player * n
    if s.solo() == "shadows":
        s.tracks = _shadow_tracks(g, rng)
        s.players[0].jobs = [t[-1] for t in s.tracks if t]
        s.phase = IMPROVISE
    else:
        for p in s.players:
            p.jobs = [s.jobs.draw(rng) for _ in range(JOBS_DEALT)]
        s.phase = KEEP
    if choosing:  # the dealt characters are only placeholders until each seat selects
        s.phase, s.first, s.turn = CHARACTERS, 0, 0
    touch(s)
    assert s.bank == BANK_WATER - sum(p.water for p in s.players)
    s.pending = {}
    if s.phase == IMPROVISE:
        start_turn(g)
    return s
