"""Encounters, and San Andreas's store and job board.

"Draw an Encounter card if you are on a Desert, Canyons or Ruins space. If you
are on a Cursed space, you will draw a Cursed Encounter card ... Players that
share a space also share the same Encounter but may make their own
independent choices." "For normal encounters, you must make a choice if able.
If ... you do not have the resources to make any of the choices on the card,
you must show your hand to the other players and only then are allowed to do
nothing." (rulebook and FAQ)

"When a player visits the job board, you draw two jobs ... you may sell any
one of your unscored jobs." "When a player visits the store, they may spend
their [water] to buy Store cards, bullets or to upgrade their Character stats
... Players have one Refresh action per store visit." (Encounter Phase)
"""

from __future__ import annotations

import copy

from .ops import draw_jobs, run_queue
from .state import PRICES, RULES_2, SLOT_ROOM, STORE_ROW, Player
from .tracks import Game, change_curse, change_water, damage, upgrade, within_reach

CURSED, PLAIN = "cursed", "plain"


# -- encounters -------------------------------------------------------------------
def draw_encounter(g: Game, p: Player, shared: bool) -> None:
    """The encounter of the player's space (shared with whoever drew it there this phase)."""
    s = g.s
    deck_name = CURSED if g.desert.terrain(p.node) == "cursed" else PLAIN
    if shared and p.node in s.space_encounters:
        s.encounter = list(s.space_encounters[p.node])
    else:
        deck = s.cursed_encounters if deck_name == CURSED else s.encounters
        if not deck.can_draw():
            g.emit("no_encounter", {"seat": p.seat})
            s.mode = ""
            return
        card = deck.draw(g.rng)
        s.encounter = [deck_name, card, g.desert.terrain(p.node)]
        if shared:
            s.space_encounters[p.node] = list(s.encounter)
        g.emit("encounter_drawn", {"seat": p.seat, "deck": deck_name, "card": encounter_card(g).key}, reveals=True)
    s.mode = "encounter"
    s.shared_encounter = shared


def encounter_card(g: Game):
    deck_name, card = g.s.encounter[:2]
    return (g.cat.cursed_encounters if deck_name == CURSED else g.cat.encounters)[card]


def encounter_options(g: Game, p: Player) -> list:
    card = encounter_card(g)
    if g.s.encounter[0] == CURSED:
        return list(card.options["cursed"]) + [card.bad]
    return list(card.options[g.s.encounter[2]])


def can_pay(g: Game, p: Player, pay: dict) -> bool:
    return (pay.get("move", 0) <= p.move and pay.get("attack", 0) <= p.attack and pay.get("money", 0) <= p.water
            and pay.get("bullets", 0) <= p.bullets and pay.get("health", 0) < p.health)


def could_pay(g: Game, p: Player, pay: dict) -> bool:
    """Whether the player could pay by playing the cards in hand and spending bullets
    (the hand they would show to decline)."""
    reach = within_reach(g, p, gear=False)
    return all(pay.get(r, 0) <= reach[r] for r in reach)


def option_refusal(g: Game, p: Player, index: int) -> str | None:
    options = encounter_options(g, p)
    if not 0 <= index < len(options):
        return "there is no such option on this encounter"
    if not can_pay(g, p, options[index].pay):
        return "you cannot pay for that option yet: play cards first"
    return None


def decline_refusal(g: Game, p: Player) -> str | None:
    if g.s.encounter[0] == CURSED:
        return "a cursed encounter always has its bad outcome: choose it instead"
    if any(could_pay(g, p, o.pay) for o in encounter_options(g, p)):
        return "you can pay for an option with the cards in your hand: you must choose one"
    return None


def pay(g: Game, p: Player, bill: dict) -> None:
    p.move -= bill.get("move", 0)
    p.attack -= bill.get("attack", 0)
    p.bullets -= bill.get("bullets", 0)
    change_water(g, p, -bill.get("money", 0))
    if bill.get("curse", 0):
        change_curse(g, p, bill["curse"])
    if bill.get("health", 0):
        damage(g, p, bill["health"], "an encounter")
    if bill.get("grit", 0):
        p.grit -= bill["grit"]


def choose_option(g: Game, p: Player, index: int) -> None:
    option = encounter_options(g, p)[index]
    g.emit("encounter_choice", {"seat": p.seat, "card": encounter_card(g).key, "option": index, "text": option.text})
    finish_encounter(g)
    pay(g, p, option.pay)
    if p.seat not in g.wounded:
        run_queue(g, option.effects)


def decline(g: Game, p: Player) -> None:
    g.emit("hand_shown", {"seat": p.seat, "cards": sorted(g.card(c).key for c in p.zones.hand)})
    finish_encounter(g)


def finish_encounter(g: Game) -> None:
    s = g.s
    if not s.shared_encounter and s.encounter:
        deck = s.cursed_encounters if s.encounter[0] == CURSED else s.encounters
        deck.discard(s.encounter[1])
    s.encounter = []
    s.mode = ""


def discard_space_encounters(g: Game) -> None:
    s = g.s
    for deck_name, card, _ in s.space_encounters.values():
        (s.cursed_encounters if deck_name == CURSED else s.encounters).discard(card)
    s.space_encounters = {}


# -- the job board -------------------------------------------------------------------
def visit_jobs(g: Game, p: Player) -> None:
    draw_jobs(g, p, 2)
    g.s.mode = "jobs"
    g.s.refreshed = False


def sell(g: Game, p: Player, jid: int) -> None:
    job = g.cat.jobs[jid]
    p.jobs.remove(jid)
    g.s.jobs.discard(jid)
    change_water(g, p, job.money)
    g.emit("job_sold", {"seat": p.seat, "job": job.key, "money": job.money}, reveals=True)
    g.s.mode = "town_done"


# -- the store -------------------------------------------------------------------------
def visit_store(g: Game) -> None:
    g.s.mode = "store"
    g.s.refreshed = False


def fill_row(g: Game) -> None:
    s = g.s
    while len(s.store_row) < STORE_ROW and s.store.can_draw():
        card = s.store.draw(g.rng)
        s.store_row.append(card)
        g.emit("store_card", {"card": g.cat.store[card].key}, reveals=True)


def for_sale(g: Game) -> list[int]:
    s = g.s
    return list(s.store_row) + ([s.store.discards[-1]] if s.store.discards else [])


def slot_room(g: Game, p: Player, slot: str) -> bool:
    used = {"accessory": 0, "hands": 0}
    for gid in p.gear:
        kind = g.cat.store[gid].slot
        used["accessory" if kind == "accessory" else "hands"] += 2 if kind == "two_hand" else 1
    need = 2 if slot == "two_hand" else 1
    room = "accessory" if slot == "accessory" else "hands"
    return used[room] + need <= SLOT_ROOM[room]


def buy_refusal(g: Game, p: Player, key: str) -> str | None:
    cards = [c for c in for_sale(g) if g.cat.store[c].key == key]
    if not cards:
        return "that card is not for sale here"
    card = g.cat.store[cards[0]]
    if card.cost > p.water:
        return f"{card.name} costs {card.cost} water; you have {p.water}"
    if not slot_room(g, p, card.slot):
        return f"no room: you have two hands and two accessory slots, and {card.name} needs a free {card.slot.replace('_', ' ')}"
    return None


def buy(g: Game, p: Player, key: str) -> None:
    s = g.s
    gid = next(c for c in for_sale(g) if g.cat.store[c].key == key)
    if gid in s.store_row:
        s.store_row.remove(gid)
    else:
        s.store.discards.pop()
    change_water(g, p, -g.cat.store[gid].cost)
    p.gear.append(gid)
    g.emit("bought", {"seat": p.seat, "card": key, "cost": g.cat.store[gid].cost})
    fill_row(g)


def stat_refusal(g: Game, p: Player, stat: str) -> str | None:
    if stat not in PRICES:
        return "the store sells bullets and stat upgrades: bullet, bullet_capacity, curse_threshold, health"
    if PRICES[stat] > p.water:
        return f"that costs {PRICES[stat]} water; you have {p.water}"
    if stat == "bullet":
        return "your bullets are at capacity" if p.bullets >= p.capacity else None
    return None if upgrade(copy.copy(p), stat, 1) else "that stat is at its limit"


def buy_stat(g: Game, p: Player, stat: str) -> None:
    change_water(g, p, -PRICES[stat])
    if stat == "bullet":
        p.bullets += 1
    else:
        upgrade(p, stat, 1)
    g.emit("upgraded", {"seat": p.seat, "stat": stat, "cost": PRICES[stat]})


def refresh(g: Game) -> None:
    """"discard all of the available Store cards to the top of the Store discard pile
    in any order you desire": the player lays the row's cards one by one (the last laid
    stays on top, still for sale), then the row is dealt anew.  Rules version 2 laid
    them in the row's order."""
    s = g.s
    s.refreshed = True
    if s.has(RULES_2):
        for card in list(s.store_row):
            lay(g, card)
        _refreshed(g)
        return
    s.pending = {"kind": "refresh_order"}
    _lay_the_rest(g)


def lay_options(g: Game) -> list[str]:
    """The row's card names the refreshing player may lay on the discard pile next."""
    return sorted({g.cat.store[c].key for c in g.s.store_row})


def lay(g: Game, card: int) -> None:
    g.s.store_row.remove(card)
    g.s.store.discard(card)
    g.emit("store_laid", {"card": g.cat.store[card].key})


def lay_named(g: Game, key: str) -> None:
    lay(g, next(c for c in g.s.store_row if g.cat.store[c].key == key))
    _lay_the_rest(g)


def _lay_the_rest(g: Game) -> None:
    """Once the cards left are all alike, their order is no choice: lay them and deal."""
    if len(lay_options(g)) > 1:
        return
    for card in list(g.s.store_row):
        lay(g, card)
    g.s.pending = {}
    _refreshed(g)


def _refreshed(g: Game) -> None:
    g.s.store_row = []
    g.emit("store_refreshed", {})
    fill_row(g)
