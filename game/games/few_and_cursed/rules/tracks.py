"""The context of one ``apply`` and the tracks every rule touches: water from
the bank, health and critical wounds, curse and the cursed side, bullets,
Grit (the team's in co-op), drawing cards, trashing, scoring jobs.

"Whenever you increase your Curse while Cursed, you suffer one damage!"
"If your health ever reaches zero, immediately end your turn and lose three
Grit ..." (rulebook, Pushing Your Luck and Getting Critically Wounded).
"""

from __future__ import annotations

from typing import Any

from game.core.model import Event

from .state import (CAPACITY_MAX, COOP, CURSE_MAX, GRIT_TRIGGER, HEALTH_MAX, THRESHOLD_MAX, WOUND_GRIT,
                    WOUND_HEALTH, Player, State)


class Game:
    """One apply: the rules' catalog and desert, the state, the rng, the events."""

    def __init__(self, rules: Any, state: State, rng: Any):
        self.cat = rules.catalog
        self.desert = rules.desert
        self.s = state
        self.rng = rng
        self.events: list[Event] = []
        self.turn_over = False     # the acting seat's phase turn ends once this apply settles
        self.wounded: set = set()
        self.settling = False      # finishing a turn: a wound now does not end the next one

    @property
    def challenge(self):
        """The match's numbers from content/variants.json (monsters to win, solo and co-op goals)."""
        return self.cat.challenge(self.s.variants)

    def emit(self, kind: str, public: dict | None = None, private: dict | None = None, to=(), reveals=False) -> None:
        self.events.append(Event(kind, public or {}, private or {}, frozenset(to), reveals))

    def card(self, cid: int):
        return self.cat.cards[cid]

    def char(self, p: Player):
        return self.cat.characters[p.character]

    def proficiencies(self, p: Player) -> list:
        """(source, bullets, attack): the character's side, then weapons owned."""
        ch = self.char(p)
        out = [("", *(ch.cursed_proficiency if p.cursed() else ch.proficiency))]
        for gid in p.gear:
            prof = self.cat.store[gid].passive.get("proficiency")
            if prof and all(src != self.cat.store[gid].key for src, _, _ in out):
                out.append((self.cat.store[gid].key, *prof))
        return out

    def passive(self, p: Player, name: str, default: int) -> int:
        values = [self.cat.store[g].passive[name] for g in p.gear if name in self.cat.store[g].passive]
        return max(values) if values else default

    def detriment(self, p: Player, kind: str) -> int | None:
        ch = self.char(p)
        return ch.detriment_value if p.cursed() and ch.detriment == kind else None


# -- the tracks --------------------------------------------------------------
def gain(g: Game, p: Player, bundle: dict, why: str = "") -> None:
    """Resources from a card, an encounter or a reward; negatives are losses."""
    for res in ("move", "attack", "money", "bullets", "curse", "grit", "health", "draw"):
        n = bundle.get(res, 0)
        if not n:
            continue
        if res in ("move", "attack"):
            setattr(p, res, max(0, getattr(p, res) + n))
        elif res == "money":
            change_water(g, p, n)
        elif res == "bullets":
            p.bullets = max(0, min(p.capacity, p.bullets + n))
        elif res == "curse":
            change_curse(g, p, n)
        elif res == "grit":
            change_grit(g, p, n)
        elif res == "health":
            heal(g, p, n) if n > 0 else damage(g, p, -n, why or "a card")
        elif res == "draw":
            draw(g, p, n)


def within_reach(g: Game, p: Player, gear: bool = True) -> dict:
    """What the player has now plus what the cards in hand, the bullets (a weapon's
    or the character's shot) and, with ``gear``, unexhausted gear could still add:
    their means to pay or to fight."""
    extra = {r: 0 for r in ("move", "attack", "money", "bullets", "health")}
    sources = [g.card(cid).gain for cid in p.zones.hand]
    if gear:
        sources += [op for gid in p.gear if gid not in p.exhausted for op in (g.cat.store[gid].exhaust or ())
                    if op.get("op") == "gain"]
    for gains in sources:
        for r, n in gains.items():
            if r in extra and isinstance(n, int) and n > 0:
                extra[r] += n
    bullets = min(p.capacity, p.bullets + extra["bullets"])
    extra["attack"] += max((bullets // b) * a for _, b, a in g.proficiencies(p))
    have = {"move": p.move, "attack": p.attack, "money": p.water, "bullets": p.bullets, "health": p.health - 1}
    return {r: have[r] + extra[r] for r in have}


def change_water(g: Game, p: Player, n: int) -> int:
    """Water from the bank (as much as it holds) or back to it; what moved."""
    n = min(n, g.s.bank) if n > 0 else -min(-n, p.water)
    p.water += n
    g.s.bank -= n
    return n


def change_curse(g: Game, p: Player, n: int) -> None:
    was = p.cursed()
    for _ in range(max(0, n)):
        if p.cursed():
            damage(g, p, 1, "curse while cursed")
        p.curse = min(CURSE_MAX, p.curse + 1)
    if n < 0:
        p.curse = max(0, p.curse + n)
    if was != p.cursed():
        g.emit("cursed" if p.cursed() else "uncursed", {"seat": p.seat})


def change_grit(g: Game, p: Player, n: int) -> None:
    s = g.s
    if s.has(COOP):
        s.team_grit += n
        return
    before = p.grit
    p.grit += n
    if before < GRIT_TRIGGER <= p.grit and not s.monsters and p.seat not in s.summons and summonable(g):
        s.summons.append(p.seat)


def summons_owed(g: Game) -> None:
    """No monster figure on the board and a player at 21 Grit or more: a monster
    is called, by the player with the most Grit (the earliest in turn order on a
    tie), also when the board has just emptied of monsters (see the rulings)."""
    s = g.s
    if s.monsters or s.summons or s.has(COOP) or s.solo() or not summonable(g):
        return
    order = s.order
    ready = [p for p in s.players if p.grit >= GRIT_TRIGGER]
    if ready:
        s.summons.append(max(ready, key=lambda p: (p.grit, -order.index(p.seat))).seat)


def summonable(g: Game) -> list[int]:
    """Piles whose bottom monster card could replace the card on top."""
    return [i for i, pile in enumerate(g.s.piles) if len(pile) > 1 and g.cat.most_wanted[pile[0]].monster]


def heal(g: Game, p: Player, n: int) -> None:
    p.health = min(p.max_health, p.health + n)


def damage(g: Game, p: Player, n: int, why: str) -> None:
    if n <= 0 or p.health <= 0:
        return
    p.health = max(0, p.health - n)
    g.emit("damage", {"seat": p.seat, "amount": n, "why": why})
    if p.health == 0:
        critical_wound(g, p)


def critical_wound(g: Game, p: Player) -> None:
    """Lose 3 Grit, pay a water a space for the ride home, health to 3, all cards shuffled."""
    s, desert = g.s, g.desert
    change_grit(g, p, -WOUND_GRIT)
    spaces = desert.steps[p.node]
    paid = -change_water(g, p, -spaces)
    if paid < spaces:
        change_grit(g, p, -(spaces - paid))
    p.node = desert.san_andreas
    p.health = min(WOUND_HEALTH, p.max_health)
    p.move = p.attack = 0
    p.zones.gather(g.rng, ("hand", "play", "discard"))
    p.shuffled = False
    p.engaged = []
    g.wounded.add(p.seat)
    g.emit("critical_wound", {"seat": p.seat, "paid": paid, "spaces": spaces}, reveals=True)
    if s.solo() in ("curse-chaser", "dark-arts"):
        s.result = "fell in the desert"
        return
    for jid in list(p.jobs):
        if g.cat.jobs[jid].kind == "on":
            score_job(g, p, jid)
    if s.players[s.seat] is p and not s.result and not g.settling:
        g.turn_over = True
        s.queue.clear()  # in place: the running queue stops here


def clear_decision(g: Game) -> None:
    """Drop what the acting seat was doing; cards an improvise showed go to the discards."""
    s = g.s
    if s.pending.get("kind") == "improvise":
        for cid in s.shown:
            s.upgrades.discard(cid)
    s.queue.clear()
    s.pending, s.shown = {}, []


def upgrade(p: Player, stat: str, n: int = 1) -> bool:
    """Raise a stat (health = maximum health, healing as much); False at its limit."""
    if stat == "health":
        if p.max_health >= HEALTH_MAX:
            return False
        p.max_health = min(HEALTH_MAX, p.max_health + n)
        p.health = min(p.max_health, p.health + n)
    elif stat == "bullet_capacity":
        if p.capacity >= CAPACITY_MAX:
            return False
        p.capacity = min(CAPACITY_MAX, p.capacity + n)
    elif stat == "curse_threshold":
        if p.threshold >= THRESHOLD_MAX:
            return False
        p.threshold = min(THRESHOLD_MAX, p.threshold + n)
    return True


# -- cards --------------------------------------------------------------------
def draw(g: Game, p: Player, n: int) -> None:
    """Draw; a reshuffle sends the figure home at cleanup; a card that cannot be
    drawn at all costs one health."""
    events: list = []
    got = p.zones.draw(n, g.rng, events)
    for e in events:
        if e.kind == "reshuffle":
            p.shuffled = True
        if e.kind == "draw":
            e = Event("draw", e.public, {"cards": [g.card(c).key for c in got]}, e.private_to, True)
        g.events.append(e)
    if len(got) < n:
        damage(g, p, n - len(got), "no card left to draw")


def trash(g: Game, p: Player, cid: int, zone: str) -> None:
    """Out of the player's cards: an upgrade to the communal discard, the rest to the box."""
    getattr(p.zones, zone).remove(cid)
    card = g.card(cid)
    if card.kind == "upgrade":
        g.s.upgrades.discard(cid)
    else:
        p.zones.trash.append(cid)
    if cid in p.artifacts:
        p.artifacts.remove(cid)
    g.emit("trash", {"seat": p.seat, "card": card.key, "from": zone})


# -- jobs ---------------------------------------------------------------------------
def score_job(g: Game, p: Player, jid: int) -> None:
    job = g.cat.jobs[jid]
    p.jobs.remove(jid)
    p.done_jobs.append(jid)
    change_water(g, p, job.money)
    change_grit(g, p, job.grit)
    g.emit("job_scored", {"seat": p.seat, "job": job.key, "name": job.name, "money": job.money, "grit": job.grit},
           reveals=True)
    shadows_next(g, p, jid)


def shadows_next(g: Game, p: Player, jid: int) -> None:
    """Operating in the Shadows: a scored job's track shows its next job; two
    finished tracks win."""
    for track in g.s.tracks:
        if track and track[-1] == jid:
            track.pop()
            if track:
                p.jobs.append(track[-1])
                g.emit("track_job", {"seat": p.seat, "job": g.cat.jobs[track[-1]].key}, reveals=True)
    if g.s.tracks and sum(1 for t in g.s.tracks if not t) >= g.challenge.tracks_to_win and not g.s.result:
        g.s.result = "job tracks completed"
        g.s.solo_won = True


def already_scored(g: Game, p: Player, jid: int) -> bool:
    key = g.cat.jobs[jid].key
    return any(g.cat.jobs[d].key == key for d in p.done_jobs)


def track_jobs(g: Game) -> None:
    """Exact-track jobs score the moment the track shows their number."""
    for p in g.s.players:
        for jid in list(p.jobs):
            job = g.cat.jobs[jid]
            if job.kind == "track" and not already_scored(g, p, jid):
                (track, value), = job.need.items()
                if getattr(p, track) == value:
                    score_job(g, p, jid)
