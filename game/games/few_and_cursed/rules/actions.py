"""Every action a player may take now (why any other is refused: ``refusals``).

Actions are at the grain a person plays (kind, args):

play (card, trash, target)   play a card from hand; trash it for its extra;
                             target: the card played this phase a 'Cursed' copies
shoot (source)               spend bullets for attack ("" the character, else a weapon)
exhaust (store card)         use a store card's once-a-round effect
job (job id)                 spend resources to complete a job
move (space, paid)           along a road; paid: damage symbols paid with movement
bounty (kind, index)         kind mw (a pile), monster (its card) or wanted
recover (artifact card)      camp ()   rob (seat)   character ()   encounter ()
option (i)  decline ()       an encounter's option, or show the hand
visit (store|jobs)  buy (card)  upgrade (stat)  refresh ()  sell (job id)  leave ()
lay (store card)             after a refresh: the next row card onto the store discards
discard (card)               at cleanup, a card from the hand
end ()                       end your part of the phase
pick, trash, skip, choose, stat, push, step, stop, look, swap: answers to a
card's decision; summon (pile): the 21-Grit monster; discard_bounty (pile): solo;
steer (monster, space): the first player moves a monster whose step is tied;
select (character): at setup, each seat in turn (unless random-characters deals them)
"""

from __future__ import annotations

from .bounties import fights_at
from .hunting import artifact_refusal, bounty_refusal, rob_refusal
from .moves import road_moves, steering_options
from .ops import pending_options, play_options, swap_targets
from .rounds import solo_discardable
from .setup import selectable
from .state import ACTION, CHARACTERS, KEEP, OVER, PRICES, Player
from .tracks import Game, already_scored, summonable
from .town import (buy_refusal, can_pay, decline_refusal, encounter_options, for_sale, lay_options,
                   option_refusal, stat_refusal)


def shoot_options(g: Game, p: Player) -> list[str]:
    return [src for src, b, _ in g.proficiencies(p) if p.bullets >= b]


def exhaust_options(g: Game, p: Player) -> list[str]:
    return sorted({g.cat.store[c].key for c in p.gear if g.cat.store[c].exhaust and c not in p.exhausted})


def job_payable(g: Game, p: Player, jid: int) -> bool:
    job = g.cat.jobs[jid]
    return job.kind == "spend" and not already_scored(g, p, jid) and can_pay(g, p, job.need)


def sellable(g: Game, p: Player) -> list[int]:
    tops = {t[-1] for t in g.s.tracks if t}
    return sorted(j for j in set(p.jobs) if j not in tops)


def free_actions(g: Game, p: Player) -> list[tuple]:
    """What a player may do at any time of their turn outside cleanup."""
    out = [("play", opt) for opt in play_options(g, p)]
    out += [("shoot", (src,)) for src in shoot_options(g, p)]
    out += [("exhaust", (k,)) for k in exhaust_options(g, p)]
    out += [("job", (j,)) for j in sorted(set(p.jobs)) if job_payable(g, p, j)]
    return out


def action_phase_actions(g: Game, p: Player) -> list[tuple]:
    s = g.s
    out = [("move", m) for m in road_moves(g, p)]
    for kind, index in fights_at(g, p, p.node):
        if bounty_refusal(g, p, kind, index) is None:
            out.append(("bounty", (kind, index)))
    if not p.acted:
        colour = next((c for c, node in g.desert.corners.items() if node == p.node), None)
        if colour and artifact_refusal(g, p, colour) is None:
            out.append(("recover", (colour,)))
        out += [("rob", (q.seat,)) for q in s.players if rob_refusal(g, p, q.seat) is None]
        out.append(("camp", ()))
        if character_refusal(g, p) is None:
            out.append(("character", ()))
        out.append(("encounter", ()))
    return out


def character_refusal(g: Game, p: Player) -> str | None:
    if g.s.phase != ACTION:
        return "your character's ACTION is taken in the action phase"
    if p.acted:
        return "you have already taken your action this round"
    if p.cursed():
        return "a cursed character loses its ACTION"
    ops = g.char(p).action
    if any(op["op"] == "swap_job" for op in ops) and not swap_targets(g):
        return "nobody has a job to swap with you (or you have none)"
    return None


def mode_actions(g: Game, p: Player) -> list[tuple]:
    s = g.s
    mode = s.mode
    if mode == "encounter":
        out = [("option", (i,)) for i in range(len(encounter_options(g, p))) if option_refusal(g, p, i) is None]
        return out + ([("decline", ())] if decline_refusal(g, p) is None else [])
    if mode == "cleanup":
        return [("discard", (k,)) for k in sorted({g.card(c).key for c in p.zones.hand})] + [("end", ())]
    out: list[tuple] = []
    if mode == "town":
        out += [("visit", ("store",)), ("visit", ("jobs",))]
    elif mode == "store":
        out += [("buy", (k,)) for k in sorted({g.cat.store[c].key for c in for_sale(g)}) if buy_refusal(g, p, k) is None]
        out += [("upgrade", (st,)) for st in PRICES if stat_refusal(g, p, st) is None]
        out += [("refresh", ())] if not s.refreshed else []
        out.append(("leave", ()))
    elif mode == "jobs":
        out += [("sell", (j,)) for j in sellable(g, p)] + [("leave", ())]
    elif mode == "town_done":
        out.append(("leave", ()))
    elif s.phase == ACTION:
        out += action_phase_actions(g, p)
    return out + [("end", ())]


def legal(g: Game, seat: int) -> list[tuple]:
    s = g.s
    if s.phase == OVER:
        return []
    if s.steering:
        return [("steer", opt) for opt in steering_options(g)] if seat == s.steering[0][1] else []
    if s.summons:
        return [("summon", (i,)) for i in summonable(g)] if seat == s.summons[0] else []
    if seat != s.seat:
        return []
    p = s.players[seat]
    if s.phase == CHARACTERS:
        return [("select", (key,)) for key in selectable(g)]
    if s.phase == KEEP:
        return [("drop", (j,)) for j in sorted(set(p.jobs))]
    if s.pending.get("kind") == "solo_discard":
        return [("discard_bounty", (i,)) for i in solo_discardable(g)]
    if s.pending.get("kind") == "refresh_order":
        return [("lay", (key,)) for key in lay_options(g)]
    if s.pending:
        return pending_options(g)
    if s.mode == "cleanup":
        return mode_actions(g, p)
    out = free_actions(g, p) + mode_actions(g, p)
    if not out and s.mode == "encounter":  # nothing left to play or pay with: show the hand
        out = [("decline", ())]
    return out


def legal_moves(rules, state, seat: int) -> tuple[list, frozenset]:
    """The legal (kind, args) of ``seat``, remembered until the state changes (one memo a
    thread: the table and a bot ask at once)."""
    key = (state.version, seat)
    memo = getattr(rules.legal_memo, "last", None)
    if memo is not None and memo[0] == key:
        return memo[1], memo[2]
    moves = legal(Game(rules, state, None), seat)
    memo = rules.legal_memo.last = (key, moves, frozenset(moves))
    return moves, memo[2]


__all__ = ["legal", "legal_moves"]
