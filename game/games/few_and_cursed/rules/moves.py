"""Movement along the roads, and the monsters.

"These symbols are the cost from moving from one space to another ... A road
with [curse] increases your Curse by one ... You may move through a road with
a [damage] symbol without spending [move] but must take 1 damage for every
[damage] that you do not spend." "You can only move into a monster space if
you're fighting something in that space. If you don't attack the monster,
the monster immediately moves towards San Andreas." (rulebook and FAQ)

"If a monster ever moves into a space with a player figure already in it,
that player suffers one damage." (Cleanup: no space is spared, San Andreas
included.) "Monsters always move towards San Andreas by taking the shortest route with
the fewest symbols. If there is a tie, the Monster always prefers to move
into a space with a player. If it's still a tie, the player with the First
Player Token should decide and move the monster."
"""

from __future__ import annotations

from .bounties import bounty_card, fights_at, monsters_at
from .state import ACTION, COOP, RULES_2, Player
from .tracks import Game, change_curse, damage, within_reach


def road_cost(g: Game, p: Player, there) -> tuple[int, int, int] | None:
    """(move, curse, damage) of the road from the player's space, or None."""
    cost = g.desert.roads[p.node].get(there)
    if cost is None:
        return None
    move, curse, dmg = cost
    tax = g.detriment(p, "move_tax") or 0
    dmg = max(0, dmg - g.passive(p, "road_damage_ignore", 0))
    return move + tax, curse, dmg


def may_enter(g: Game, p: Player, there) -> str | None:
    """None if the player may step onto ``there``, else why not: going in is fighting,
    so the action must be free (or the hunt going on) and the player must have the
    means (attack in the pool, the hand's cards, bullets, gear) to defeat something there."""
    if not monsters_at(g, there):
        return None
    if p.acted not in ("", "bounty"):
        return "a monster is there: you may only go in to fight, and you have taken your action this round"
    if g.s.phase != ACTION:
        return "a monster is there: you may only go in to fight, in the action phase"
    targets = fights_at(g, p, there)
    if not targets:
        return "a monster is there: you may only go in to fight something there"
    if g.s.has(RULES_2):
        return None
    need = min(bounty_card(g, kind, index).attack for kind, index in targets)
    could = within_reach(g, p)["attack"]
    if could < need:
        return (f"a monster is there: you may only go in to fight, and the easiest fight there takes {need} attack;"
                f" your attack, hand, bullets and gear make at most {could}")
    return None


def road_moves(g: Game, p: Player) -> list[tuple]:
    """(there, damage symbols paid with movement) for every road move the pool allows."""
    out = []
    for there in g.desert.roads[p.node]:
        cost = road_cost(g, p, there)
        move, _, dmg = cost
        if move > p.move or may_enter(g, p, there):
            continue
        for paid in range(dmg + 1):
            if move + paid <= p.move:
                out.append((there, paid))
    return out


def leave_space(g: Game, p: Player) -> None:
    """Leaving (or ending the turn on) a monster's space without beating it sends it on."""
    for m in p.engaged:
        if m in g.s.monsters:
            g.emit("monster_unfought", {"monster": g.cat.most_wanted[m].key})
            step_monster(g, m)
    p.engaged = []


def arrive(g: Game, p: Player, there) -> None:
    leave_space(g, p)
    p.node = there
    p.engaged = monsters_at(g, there)


def move_along(g: Game, p: Player, there, paid: int) -> None:
    move, curse, dmg = road_cost(g, p, there)
    p.move -= move + paid
    g.emit("move", {"seat": p.seat, "from": p.node, "to": there, "move": move + paid, "curse": curse})
    arrive(g, p, there)
    if curse:
        change_curse(g, p, curse)
    if dmg - paid > 0:
        damage(g, p, dmg - paid, "a rough road")


def free_step(g: Game, p: Player, there) -> None:
    g.emit("move", {"seat": p.seat, "from": p.node, "to": there, "move": 0})
    arrive(g, p, there)


# -- monsters ---------------------------------------------------------------------
def place_monster(g: Game, pile: int) -> None:
    """A monster card turned face up: its figure goes to the pile's Last Seen location."""
    mid = g.s.piles[pile][-1]
    node = g.desert.last_seen[pile + 1]
    g.s.monsters[mid] = node
    g.emit("monster_appears", {"monster": g.cat.most_wanted[mid].key, "node": node}, reveals=True)
    if g.s.solo() == "shadows" and shadow_figures(g.s) >= g.challenge.monsters_to_lose and not g.s.result:
        g.s.result = "all four monsters on the board"


def shadow_figures(s) -> int:
    """Operating in the Shadows is lost "if all 4 monster figures are on the board": the
    figures there now (rules version 2 counted the defeated ones too)."""
    return len(s.monsters) + (s.monsters_beaten if s.has(RULES_2) else 0)


def step_options(g: Game, mid: int) -> list:
    """Where a monster may step: towards San Andreas, shortest and fewest symbols,
    a space with a player first; more than one is the first player's choice."""
    options = g.desert.toward_town(g.s.monsters[mid])
    occupied = {p.node for p in g.s.players}
    return [o for o in options if o in occupied] or options


def step_monster(g: Game, mid: int) -> None:
    options = step_options(g, mid)
    if len(options) == 1:
        move_monster(g, mid, options[0])
    elif options:  # still tied: the first player steers it (an action, see ``steering_options``)
        g.s.steering.append([mid, g.s.first])
        g.emit("monster_tied", {"monster": g.cat.most_wanted[mid].key, "seat": g.s.first, "options": options})


def move_monster(g: Game, mid: int, there) -> None:
    here = g.s.monsters[mid]
    g.s.monsters[mid] = there
    g.emit("monster_moves", {"monster": g.cat.most_wanted[mid].key, "from": here, "to": there})
    for p in g.s.players:  # rules version 2 spared the players in San Andreas
        if p.node == there and not (there == g.desert.san_andreas and g.s.has(RULES_2)):
            damage(g, p, 1, "a monster")


def steering_options(g: Game) -> list[tuple]:
    """The tied steps of the first monster waiting for its steer, as (monster, space)."""
    mid = g.s.steering[0][0]
    return [(mid, there) for there in step_options(g, mid)] if mid in g.s.monsters else []


def steer(g: Game, mid: int, there) -> None:
    g.s.steering.pop(0)
    move_monster(g, mid, there)
    while g.s.steering and not steering_options(g):
        g.s.steering.pop(0)  # beaten meanwhile: nothing left to steer


def push_options(g: Game) -> list[tuple[int, object]]:
    return [(m, there) for m, here in sorted(g.s.monsters.items()) for there in g.desert.away_from_town(here)]


def monsters_cleanup(g: Game) -> None:
    for mid in sorted(g.s.monsters):
        if g.s.monsters[mid] != g.desert.san_andreas:
            step_monster(g, mid)
    if any(node == g.desert.san_andreas for node in g.s.monsters.values()):
        g.s.ended = g.s.ended or "a monster destroyed San Andreas"


def flip_pile(g: Game, pile: int) -> None:
    """Turn the pile's top card face up (and bring out a monster's figure)."""
    s = g.s
    if not s.piles[pile] or s.face_up[pile]:
        return
    s.face_up[pile] = True
    top = s.piles[pile][-1]
    g.emit("bounty_revealed", {"pile": pile, "bounty": g.cat.most_wanted[top].key}, reveals=True)
    if g.cat.most_wanted[top].monster:
        place_monster(g, pile)


def take_top(g: Game, pile: int) -> int:
    """Remove the pile's top card; outside co-op the next one turns up at once."""
    s = g.s
    top = s.piles[pile].pop()
    s.face_up[pile] = False
    if not s.has(COOP):
        flip_pile(g, pile)
    return top


def summon(g: Game, seat: int, pile: int) -> None:
    """The 21-Grit trigger: the pile's bottom monster replaces its top card."""
    s = g.s
    cards = s.piles[pile]
    cards[0], cards[-1] = cards[-1], cards[0]
    s.face_up[pile] = False
    g.emit("monster_summoned", {"seat": seat, "pile": pile})
    flip_pile(g, pile)
