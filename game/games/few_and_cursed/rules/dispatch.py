"""Applying a legal action, then settling what it caused: jobs met, a wound
that ends the turn, a monster summoned, the end of the game."""

from __future__ import annotations

from .hunting import camp, defeat, look_at_artifacts, rob
from .moves import move_along, steer, summon, take_top
from .ops import play, resolve, run_queue, void_empty_swap
from .rounds import advance, close_round, finish_turn, immediate_end
from .setup import select_character
from .state import OVER, Player
from .tracks import Game, change_water, damage, score_job, summonable, summons_owed, track_jobs
from .town import (buy, buy_stat, choose_option, decline, draw_encounter, lay_named, refresh, sell, visit_jobs,
                   visit_store)

KEPT_JOBS = 2


def _shoot(g: Game, p: Player, source: str) -> None:
    _, bullets, attack = next(x for x in g.proficiencies(p) if x[0] == source)
    p.bullets -= bullets
    p.attack += attack
    g.emit("shoot", {"seat": p.seat, "source": source, "bullets": bullets, "attack": attack})


def _exhaust(g: Game, p: Player, key: str) -> None:
    gid = next(c for c in p.gear if g.cat.store[c].key == key and c not in p.exhausted)
    p.exhausted.append(gid)
    g.emit("exhaust", {"seat": p.seat, "card": key})
    run_queue(g, g.cat.store[gid].exhaust)


def _job(g: Game, p: Player, jid: int) -> None:
    need = g.cat.jobs[jid].need
    p.move -= need.get("move", 0)
    p.attack -= need.get("attack", 0)
    p.bullets -= need.get("bullets", 0)
    change_water(g, p, -need.get("money", 0))
    score_job(g, p, jid)
    if need.get("health"):
        damage(g, p, need["health"], "a job")


def _character(g: Game, p: Player) -> None:
    p.acted = "character"
    g.emit("character_action", {"seat": p.seat, "text": g.char(p).action_text})
    run_queue(g, g.char(p).action)


def _encounter_again(g: Game, p: Player) -> None:
    p.acted = "encounter"
    if p.node == g.desert.san_andreas:
        g.s.mode = "town"
    else:
        draw_encounter(g, p, shared=False)


def _visit(g: Game, p: Player, where: str) -> None:
    g.emit("visit", {"seat": p.seat, "where": where})
    visit_store(g) if where == "store" else visit_jobs(g, p)


def _discard(g: Game, p: Player, key: str) -> None:
    cid = next(c for c in p.zones.hand if g.card(c).key == key)
    p.zones.move(cid, "hand", "discard")
    g.emit("discard", {"seat": p.seat, "card": key})


def _bounty(g: Game, p: Player, kind: str, index: int) -> None:
    run_queue(g, defeat(g, p, kind, index))


def _solo_discard(g: Game, p: Player, pile: int) -> None:
    card = take_top(g, pile)
    g.s.bounty_discards.append(card)
    g.emit("bounty_discarded", {"pile": pile, "bounty": g.cat.most_wanted[card].key})
    advance(g)


def _summon(g: Game, p: Player, pile: int) -> None:
    g.s.summons.pop(0)
    summon(g, p.seat, pile)


def _steer(g: Game, p: Player, mid: int, there) -> None:
    """The first player moves a monster whose step is still tied; at the end of
    a round a wound then ends nobody's turn, and the round closes after the last."""
    closing = g.s.closing
    g.settling = closing
    steer(g, mid, there)
    g.settling = False
    if closing:
        g.wounded.clear()
        if not g.s.steering and not g.s.result:
            close_round(g)


def _drop_job(g: Game, p: Player, jid: int) -> None:
    p.jobs.remove(jid)
    g.s.dropped.setdefault(p.seat, []).append(jid)
    g.emit("job_dropped", {"seat": p.seat})
    if len(p.jobs) <= KEPT_JOBS:
        g.turn_over = True


def _end(g: Game, p: Player) -> None:
    g.turn_over = True


def _leave(g: Game, p: Player) -> None:
    g.s.mode = ""


def _play(g: Game, p: Player, key: str, trashed, target) -> None:
    play(g, p, key, bool(trashed), int(target))


def _refresh(g: Game, p: Player) -> None:
    refresh(g)


def _lay(g: Game, p: Player, key: str) -> None:
    lay_named(g, key)


def _select(g: Game, p: Player, key: str) -> None:
    select_character(g, p.seat, key)


# Each handler takes the game, the acting player and the action's arguments as they are.
HANDLERS = {
    "play": _play, "shoot": _shoot, "exhaust": _exhaust, "job": _job, "move": move_along, "bounty": _bounty,
    "recover": look_at_artifacts, "rob": rob, "camp": camp, "character": _character,
    "encounter": _encounter_again, "option": choose_option, "decline": decline, "visit": _visit, "buy": buy,
    "upgrade": buy_stat, "refresh": _refresh, "lay": _lay, "sell": sell, "leave": _leave, "discard": _discard,
    "end": _end, "drop": _drop_job, "discard_bounty": _solo_discard, "summon": _summon, "steer": _steer,
    "select": _select,
}
DECISIONS = ("pick", "trash", "skip", "choose", "stat", "push", "step", "stop", "look", "swap", "take")


def apply_action(g: Game, seat: int, kind: str, args: tuple) -> None:
    p = g.s.players[seat]
    if kind in DECISIONS:
        resolve(g, p, kind, args)
    else:
        HANDLERS[kind](g, p, *args)
    settle(g)


def settle(g: Game) -> None:
    s = g.s
    for p in s.players:  # what reached the table face up is known to all from now on,
        p.known.update(p.zones.play)  # while the player still holds it (a trashed upgrade
        p.known.update(p.zones.discard)  # goes back to the deck and may be picked unseen again)
        p.known.intersection_update(p.zones.hand + p.zones.deck + p.zones.play + p.zones.discard)
    track_jobs(g)
    void_empty_swap(g)
    immediate_end(g)
    if s.phase == OVER:
        return
    summons_owed(g)
    while s.summons and not summonable(g):
        s.summons.pop(0)
    if s.seat in g.wounded and s.phase != OVER:
        g.turn_over = True
    if g.turn_over and s.pending.get("kind") != "solo_discard":
        g.turn_over = False
        g.settling = True
        finish_turn(g)
        g.settling = False
        track_jobs(g)
        immediate_end(g)


__all__ = ["apply_action"]
