"""What the effect language does, card play, and the decisions effects wait on.

"You must always do everything on a card when it is played or you cannot play
it. The only exception are cards with the [trash] symbol. These cards are
played for their resources and may be trashed for the listed additional
effect." "Can I use a 'Cursed' card to copy the Trash effect of a card? Yes,
but remember that you would trash the 'Cursed' card as well." (FAQ)

Ops run for the acting seat from ``State.queue``; an op that needs a choice
sets ``State.pending`` and waits (``game.core.effects.WAIT``); the choice's
action resolves it and the queue runs on.
"""

from __future__ import annotations

import copy

from game.core.effects import WAIT

from ..catalog import OPS
from .hunting import draw_artifact, recover
from .moves import free_step, may_enter, push_options
from .state import STATS, Player
from .tracks import Game, already_scored, damage, draw, gain, trash, upgrade


def _me(g: Game) -> Player:
    return g.s.player()


def _improvise(g: Game, op: dict):
    s, p = g.s, _me(g)
    look = g.passive(p, "improvise_look", 2)
    shown = []
    for _ in range(look):
        if not s.upgrades.can_draw():
            break
        shown.append(s.upgrades.draw(g.rng))
    if not shown:
        g.emit("improvise_empty", {"seat": p.seat})
        return None
    s.shown = shown
    s.pending = {"kind": "improvise"}
    g.emit("improvise", {"seat": p.seat, "count": len(shown)}, {"cards": [g.card(c).key for c in shown]},
           to=(p.seat,), reveals=True)
    return WAIT


def _trash_choice(kind: str):
    def handler(g: Game, op: dict):
        g.s.pending = {"kind": kind, "n": op.get("n", 1), "optional": op.get("optional", False)}
        return WAIT if trash_options(g) else _settle_trash(g)
    return handler


def trash_options(g: Game) -> list[tuple[str, str]]:
    """(card key, zone) the pending trash may take."""
    p, kind = _me(g), g.s.pending.get("kind")
    zones = {"trash_hand": ("hand",), "trash_discard": ("discard",)}.get(kind)
    if zones is None:
        zones = ("hand", "discard") if (p.zones.hand or p.zones.discard) else ("play",)
    return sorted({(g.card(c).key, z) for z in zones for c in getattr(p.zones, z)})


def _settle_trash(g: Game):
    """Nothing (more) to trash: the pending trash is over."""
    g.s.pending = {}
    return None


def _choose(g: Game, op: dict):
    g.s.pending = {"kind": "choose", "options": [list(o) for o in op["options"]]}
    return WAIT


def _if_cursed(g: Game, op: dict):
    return list(op["then"] if _me(g).cursed() else op["else"])


def _upgrade_stat(g: Game, op: dict):
    g.s.pending = {"kind": "stat", "n": op["n"]}
    return WAIT if stat_options(g) else _done(g)


def stat_options(g: Game) -> list[str]:
    """The stats not yet at their limit (tried on a copy of the player)."""
    p = _me(g)
    return [stat for stat in STATS if upgrade(copy.copy(p), stat, 1)]


def _done(g: Game):
    g.s.pending = {}
    return None


def _move_monster(g: Game, op: dict):
    g.s.pending = {"kind": "push", "n": op["n"]}
    return WAIT if push_options(g) else _done(g)


def _free_move(g: Game, op: dict):
    g.s.pending = {"kind": "free_move", "n": op["n"]}
    return WAIT


def step_options(g: Game) -> list:
    p = _me(g)
    return [t for t in sorted(g.desert.roads[p.node]) if not may_enter(g, p, t)]


def _draw_job(g: Game, op: dict):
    draw_jobs(g, _me(g), op["n"])


def draw_jobs(g: Game, p: Player, n: int) -> list[int]:
    """Draw jobs, skipping (discarding) any the player has already scored."""
    s, got = g.s, []
    tries = len(g.cat.jobs)
    while len(got) < n and s.jobs.can_draw() and tries > 0:
        tries -= 1
        jid = s.jobs.draw(g.rng)
        if already_scored(g, p, jid):
            s.jobs.discard(jid)
            continue
        got.append(jid)
    p.jobs.extend(got)
    g.emit("jobs_drawn", {"seat": p.seat, "count": len(got)}, {"jobs": [g.cat.jobs[j].key for j in got]},
           to=(p.seat,), reveals=True)
    return got


def _swap_job(g: Game, op: dict):
    if swap_targets(g):
        g.s.pending = {"kind": "swap"}
        return WAIT
    return None


def swap_targets(g: Game) -> list[int]:
    p = _me(g)
    return [q.seat for q in g.s.players if q is not p and q.jobs] if p.jobs else []


def void_empty_swap(g: Game) -> None:
    """Jebediah's swap with nothing left to swap: the jobs checked after his
    action may have scored every job on one side. The ACTION is spent and ends
    with nothing swapped, and whatever was queued after it runs on."""
    s = g.s
    if s.pending.get("kind") not in ("swap", "swap_pick") or pending_options(g):
        return
    s.pending, s.shown = {}, []
    g.emit("swap_void", {"seat": s.seat})
    run_queue(g)


HANDLERS = {
    "gain": lambda g, op: gain(g, _me(g), {k: v for k, v in op.items() if k != "op"}),
    "draw": lambda g, op: draw(g, _me(g), op["n"]),
    "improvise": _improvise,
    "trash_from_hand": _trash_choice("trash_hand"),
    "trash_from_discard": _trash_choice("trash_discard"),
    "trash_card": _trash_choice("trash_card"),
    "copy": lambda g, op: None,  # expanded when the 'Cursed' card is played
    "upgrade_stat": _upgrade_stat,
    "move_monster": _move_monster,
    "free_move": _free_move,
    "draw_artifact": lambda g, op: draw_artifact(g, _me(g)),
    "draw_job": _draw_job,
    "choose": _choose,
    "if_cursed": _if_cursed,
    "swap_job": _swap_job,
}
for _name, _handler in HANDLERS.items():
    OPS.handle(_name, _handler)
OPS.check_handlers()  # every effect the content may use runs


def run_queue(g: Game, ops=()) -> None:
    """Queue ``ops`` before what is waiting and run until a decision or the end.
    A critical wound ends the turn: what was left undone is dropped."""
    s = g.s
    s.queue[0:0] = list(ops)
    if s.pending:
        return
    OPS.run(s.queue, g)


# -- playing cards ------------------------------------------------------------------
def is_copy(card) -> bool:
    return any(op["op"] == "copy" for op in card.effects)


def card_ops(card, trashed: bool) -> list:
    ops = [dict(card.gain, op="gain")] if card.gain else []
    ops += [op for op in card.effects if op["op"] != "copy"]
    if trashed and card.trash:
        ops += list(card.trash)
    return ops


def needs_hand(ops, spare: int) -> bool:
    """Whether ops would trash more cards from the hand than it holds (not playable)."""
    need = sum(op["n"] for op in ops if op["op"] == "trash_from_hand" and not op["optional"])
    return need > spare


def play_options(g: Game, p: Player) -> list[tuple]:
    out = []
    seen = set()
    for cid in p.zones.hand:
        card = g.card(cid)
        if card.key in seen:
            continue
        seen.add(card.key)
        spare = len(p.zones.hand) - 1
        if is_copy(card):
            for t, (tid, trashed) in enumerate(p.played):
                target = g.card(tid)
                if is_copy(target):
                    continue
                if not needs_hand(card_ops(target, False), spare):
                    out.append((card.key, False, t))
                if trashed and target.trash and not needs_hand(card_ops(target, True), spare):
                    out.append((card.key, True, t))
            continue
        if not needs_hand(card_ops(card, False), spare):
            out.append((card.key, False, -1))
        if card.trash is not None and not needs_hand(card_ops(card, True), spare):
            out.append((card.key, True, -1))
    return out


def play(g: Game, p: Player, key: str, trashed: bool, target: int) -> None:
    cid = next(c for c in p.zones.hand if g.card(c).key == key)
    card = g.card(cid)
    ops = card_ops(card, False)
    if is_copy(card):
        tcard = g.card(p.played[target][0])
        ops += card_ops(tcard, trashed)
    elif trashed:
        ops = card_ops(card, True)
    p.zones.move(cid, "hand", "play")
    p.played.append([cid, trashed])
    g.emit("play", {"seat": p.seat, "card": key, "trash": trashed,
                    "copies": g.card(p.played[target][0]).key if is_copy(card) else ""})
    if trashed:
        trash(g, p, cid, "play")
    run_queue(g, ops)


# -- resolving a pending decision ------------------------------------------------------
def resolve(g: Game, p: Player, kind: str, args: tuple) -> None:
    s = g.s
    pend = s.pending
    if kind == "pick":
        cid = next(c for c in s.shown if g.card(c).key == args[0])
        s.shown.remove(cid)
        p.zones.hand.append(cid)
        for other in s.shown:
            s.upgrades.discard(other)
        g.emit("improvised", {"seat": p.seat, "discarded": [g.card(c).key for c in s.shown]}, {"card": args[0]},
               to=(p.seat,))
        s.shown = []
        s.pending = {}
    elif kind == "trash":
        key, zone = args
        cid = next(c for c in getattr(p.zones, zone) if g.card(c).key == key)
        trash(g, p, cid, zone)
        pend["n"] = pend.get("n", 1) - 1
        if pend["n"] <= 0 or not trash_options(g):
            s.pending = {}
    elif kind == "skip":
        s.pending = {}
    elif kind == "choose":
        options = pend["options"]
        s.pending = {}
        s.queue[0:0] = list(options[args[0]])
    elif kind == "stat":
        upgrade(p, args[0], 1)
        pend["n"] -= 1
        if pend["n"] <= 0 or not stat_options(g):
            s.pending = {}
    elif kind == "push":
        mid, there = args
        s.monsters[mid] = there
        g.emit("monster_pushed", {"seat": p.seat, "monster": g.cat.most_wanted[mid].key, "to": there})
        for q in s.players:
            if q.node == there:
                damage(g, q, 1, "a monster")
        pend["n"] -= 1
        if pend["n"] <= 0 or not push_options(g):
            s.pending = {}
    elif kind in ("step", "stop"):
        if kind == "step":
            free_step(g, p, args[0])
            pend["n"] -= 1
        if kind == "stop" or pend["n"] <= 0 or not step_options(g):
            s.pending = {}
    elif kind == "take":
        recover(g, p, args[0])
    elif kind == "look":
        target = s.players[args[0]]
        s.shown = list(target.jobs)
        s.pending = {"kind": "swap_pick", "target": args[0]}
        g.emit("jobs_looked", {"seat": p.seat, "target": args[0]},
               {"jobs": [g.cat.jobs[j].key for j in target.jobs]}, to=(p.seat,), reveals=True)
    elif kind == "swap":
        theirs, mine = args
        target = s.players[pend["target"]]
        target.jobs.remove(theirs)
        p.jobs.remove(mine)
        target.jobs.append(mine)
        p.jobs.append(theirs)
        g.emit("jobs_swapped", {"seat": p.seat, "target": target.seat})
        s.shown = []
        s.pending = {}
    run_queue(g)


def pending_options(g: Game) -> list[tuple]:
    """Every action that resolves the pending decision, as (kind, args)."""
    s, p = g.s, _me(g)
    kind = s.pending.get("kind")
    if kind == "improvise":
        return [("pick", (k,)) for k in sorted({g.card(c).key for c in s.shown})]
    if kind in ("trash_hand", "trash_discard", "trash_card"):
        out = [("trash", opt) for opt in trash_options(g)]
        return out + ([("skip", ())] if s.pending.get("optional") else [])
    if kind == "choose":
        return [("choose", (i,)) for i in range(len(s.pending["options"]))]
    if kind == "stat":
        return [("stat", (st,)) for st in stat_options(g)]
    if kind == "push":
        return [("push", opt) for opt in push_options(g)]
    if kind == "free_move":
        return [("step", (t,)) for t in step_options(g)] + [("stop", ())]
    if kind == "swap":
        return [("look", (t,)) for t in swap_targets(g)]
    if kind == "artifact":
        return [("take", (cid,)) for cid in s.shown]
    if kind == "swap_pick":
        target = s.players[s.pending["target"]]
        return [("swap", (t, m)) for t in sorted(set(target.jobs)) for m in sorted(set(p.jobs))]
    return []


__all__ = ["run_queue", "play", "play_options", "resolve", "pending_options", "draw_jobs", "void_empty_swap"]
