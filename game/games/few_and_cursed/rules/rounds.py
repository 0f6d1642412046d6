"""The round: Improvise, Encounter, Action, Cleanup, each played by every
player in turn from the first player; the cleanup's monsters; the end.

"For each phase, the player with the First Player Token will go first, and
play proceeds in clockwise order from there." "Any extra [move] and [attack]
resources are lost at the end of a phase and all played cards are
discarded." "Pass the First Player Token counter clockwise." "If three
monsters have been defeated, the current round is completed and the game
ends ... If a Monster figure ever ends a round in San Andreas, the game ends."
"""

from __future__ import annotations

from .bounties import played_bounty
from .moves import flip_pile, leave_space, monsters_cleanup
from .ops import run_queue
from .state import ACTION, CLEANUP, COOP, ENCOUNTER, HAND_SIZE, IMPROVISE, KEEP, OVER, PHASES, ROUND_LIMIT, Player
from .tracks import Game, clear_decision, damage, draw
from .town import discard_space_encounters, draw_encounter, finish_encounter

IMPROVISE_OP = {"op": "improvise"}


def start_turn(g: Game) -> None:
    """The acting seat begins its part of the phase."""
    s = g.s
    p = s.player()
    s.mode = ""
    p.turn_done = False
    if s.phase == IMPROVISE:
        run_queue(g, [IMPROVISE_OP])
    elif s.phase == ENCOUNTER:
        if p.node == g.desert.san_andreas:
            s.mode = "town"
        else:
            draw_encounter(g, p, shared=True)
    elif s.phase == CLEANUP:
        s.mode = "cleanup"


def end_phase_for(g: Game, p: Player) -> None:
    """What the end of a phase does to one player: pool lost, plays discarded."""
    leave_space(g, p) if g.s.phase == ACTION else None
    p.move = p.attack = 0
    p.zones.discard.extend(p.zones.play)
    p.zones.play = []
    p.played = []
    p.wanted_beaten = {}
    p.most_wanted_now = False


def cleanup_for(g: Game, p: Player) -> None:
    """Redraw, go home after a reshuffle, the cursed side's cleanup damage."""
    size = g.detriment(p, "hand_size") or g.passive(p, "hand_size", HAND_SIZE)
    if len(p.zones.hand) < size:
        draw(g, p, size - len(p.zones.hand))
    if p.shuffled:
        p.node = g.desert.san_andreas
        p.engaged = []
        g.emit("home", {"seat": p.seat})
    p.shuffled = False
    hurt = g.detriment(p, "cleanup_damage")
    if hurt:
        damage(g, p, hurt, "the curse")


def finish_turn(g: Game) -> None:
    """The acting seat's part of the phase is over: on to the next seat, phase or round."""
    s = g.s
    p = s.player()
    clear_decision(g)
    if s.encounter:
        finish_encounter(g)
    captured = p.most_wanted_now
    end_phase_for(g, p)
    if s.phase == CLEANUP:
        cleanup_for(g, p)
    if (s.solo() and s.phase == ACTION and not s.result and not captured
            and s.round % g.challenge.solo_discard_every == 0 and solo_discardable(g)):
        s.pending = {"kind": "solo_discard"}
        return
    advance(g)


def solo_discardable(g: Game) -> list[int]:
    """Solo: a turn without a Most Wanted capture discards one of these piles' tops."""
    s = g.s
    return [i for i, cards in enumerate(s.piles)
            if cards and s.face_up[i] and not g.cat.most_wanted[cards[-1]].monster]


def advance(g: Game) -> None:
    s = g.s
    s.pending, s.mode = {}, ""
    s.turn += 1
    if s.turn < s.n:
        start_turn(g)
        return
    s.turn = 0
    if s.phase == ENCOUNTER:
        discard_space_encounters(g)
    if s.phase == KEEP:  # the jobs nobody kept go back into the deck
        for seat in sorted(s.dropped):
            s.jobs.cards.extend(s.dropped[seat])
        s.dropped = {}
        s.jobs.shuffle(g.rng)
        s.phase = IMPROVISE
    elif s.phase == CLEANUP:
        end_round(g)
        if s.phase == OVER or s.closing:
            return
    else:
        s.phase = PHASES[PHASES.index(s.phase) + 1]
    g.emit("phase", {"phase": s.phase, "round": s.round})
    start_turn(g)


def end_round(g: Game) -> None:
    """The monsters move; the round closes unless the first player has a tied
    step to choose first (``close_round`` follows the last choice)."""
    monsters_cleanup(g)
    if g.s.steering:
        g.s.closing = True
        return
    wrap_up_round(g)


def close_round(g: Game) -> None:
    """The round's tied monster steps are chosen: close it and start the next."""
    s = g.s
    s.closing = False
    wrap_up_round(g)
    if s.phase == OVER:
        return
    g.emit("phase", {"phase": s.phase, "round": s.round})
    start_turn(g)


def wrap_up_round(g: Game) -> None:
    """After the monsters: co-op's drain, the end check, the first player token passed."""
    s = g.s
    if s.has(COOP):
        drain = team_drain(g.cat, s)
        s.team_grit -= drain
        g.emit("team_drain", {"grit": drain, "team": s.team_grit})
        if s.team_grit < 0:
            s.result = s.result or "the team's Grit ran out"
        for i in range(len(s.piles)):
            flip_pile(g, i)
    for p in s.players:
        p.exhausted = []
        p.acted = ""
    if not s.ended and s.round >= ROUND_LIMIT:
        s.ended = "round limit"
    if s.ended and not s.result:
        s.result = s.ended
    if s.result:
        s.phase = OVER
        g.emit("game_over", {"reason": s.result}, reveals=True)
        return
    s.first = (s.first - 1) % s.n
    s.round += 1
    s.phase = IMPROVISE


def bounty_grit(cat, s, mid: int) -> int:
    return sum(op.get("grit", 0) for op in played_bounty(cat, s, mid).reward if op["op"] == "gain")


def team_drain(cat, s) -> int:
    """Co-op: the Grit the face-up Most Wanted cards take from the team at the round's end."""
    return sum(bounty_grit(cat, s, cards[-1]) for i, cards in enumerate(s.piles) if cards and s.face_up[i])


def immediate_end(g: Game) -> None:
    """The ends that do not wait for the round: a solo loss or win, co-op's Grit."""
    s = g.s
    if s.phase == OVER:
        return
    if s.has(COOP) and s.team_grit < 0:
        s.result = s.result or "the team's Grit ran out"
    if s.solo() == "dark-arts" and not s.result:
        dark_arts_check(g)
    if s.result:
        s.phase = OVER
        clear_decision(g)
        s.summons, s.steering = [], []
        g.emit("game_over", {"reason": s.result}, reveals=True)


def dark_arts_check(g: Game) -> None:
    s = g.s
    p = s.players[0]
    crow = next((m for m in s.monsters if g.cat.most_wanted[m].key == g.cat.dark_arts_monster), None)
    if len(p.artifacts) >= g.challenge.artifacts_to_win and crow is not None and s.monsters[crow] == p.node:
        s.result, s.solo_won = "the Dark Arts mastered", True
    elif crow is None and any(g.cat.most_wanted[t].key == g.cat.dark_arts_monster for q in s.players for t in q.trophies):
        s.result = "Crow Prime is gone"
