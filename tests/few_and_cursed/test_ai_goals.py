"""Normal plays toward each solo goal: the Shadows' job tracks, The Dark Arts' artifacts
(found on the Murder of Crows too, and not lost to a reshuffle far from town), and the
monsters that would end a solo game."""

from __future__ import annotations

from game.core.model import MatchConfig
from game.core.rng import Rng
from game.games.few_and_cursed.ai.normal import NormalBot, Turn
from game.games.few_and_cursed.rules import RULES
from game.games.few_and_cursed.rules.state import touch

CAT = RULES.catalog


def _action_phase(variant: str):
    """A solo match of ``variant`` at its first Action phase, nothing in the pool."""
    state = RULES.setup(MatchConfig(1, frozenset({variant})), Rng(4))
    while state.phase != "action":
        RULES.apply(state, 0, NormalBot(0).choose(RULES, state, 0), Rng(4))
    p = state.players[0]
    p.move = p.attack = 0
    p.acted, state.pending, state.mode = "", {}, ""
    touch(state)
    return state, p


def _hand(p, *keys):
    """The player's hand becomes cards of these keys (taken from its deck and discards, or new)."""
    p.zones.deck += p.zones.hand
    p.zones.hand = []
    for key in keys:
        cid = next(i for i, c in enumerate(CAT.cards) if c.key == key)
        for zone in (p.zones.deck, p.zones.discard):
            if cid in zone:
                zone.remove(cid)
        p.zones.hand.append(cid)


def _job(key: str) -> int:
    return next(i for i, j in enumerate(CAT.jobs) if j.key == key)


def _tracks_topped_with(state, p, *keys):
    """Each Shadows track's top job becomes one of ``keys`` (the rest of the track kept)."""
    for track, key in zip(state.tracks, keys):
        track[-1] = _job(key)
    p.jobs = [t[-1] for t in state.tracks]
    touch(state)


def _turn(state):
    bot = NormalBot(1)
    return Turn(RULES, bot.facts(RULES), RULES.observe(state, 0), 0, RULES.legal_actions(state, 0))


def test_in_the_shadows_normal_plays_its_hand_into_a_tracks_spend_job_and_pays_it():
    """"Complete all of the jobs in two of the three tracks": a track's top job the hand can
    pay is paid at once, before any ride (Bouncer: spend 4 attack)."""
    state, p = _action_phase("shadows")
    _tracks_topped_with(state, p, "bouncer", "bouncer", "bouncer")
    _hand(p, "buckshot", "potshot")
    bot, rng = NormalBot(0), Rng(2)
    for _ in range(4):
        action = bot.choose(RULES, state, 0)
        assert action.kind in ("play", "job"), action
        RULES.apply(state, 0, action, rng)
        if action.kind == "job":
            break
    assert any(CAT.jobs[j].key == "bouncer" for j in p.done_jobs)


def test_in_the_shadows_normal_empties_its_chambers_for_a_track_job():
    """Empty Chambers asks for bullets exactly 0: Normal fires them off."""
    state, p = _action_phase("shadows")
    _tracks_topped_with(state, p, "empty_chambers", "empty_chambers", "empty_chambers")
    p.bullets = 2
    touch(state)
    assert NormalBot(0).choose(RULES, state, 0).kind == "shoot"


def test_a_curse_number_on_a_focus_track_makes_curse_toward_it_welcome():
    """Snake Oil Salesman (curse exactly 3): a curse point toward 3 is worth having to the
    Shadows player, past it costly; with no such job curse is always a cost."""
    state, p = _action_phase("shadows")
    p.curse = 1
    _tracks_topped_with(state, p, "snake_oil_salesman", "farmhand", "bouncer")
    state.tracks[0][:] = state.tracks[0][-1:]  # its last job: the track nearest done
    turn = _turn(state)
    assert CAT.jobs[_job("snake_oil_salesman")] in turn.goal.focus_jobs()
    assert turn.curse_cost(2) < 0 < turn.curse_cost(3)
    plain, q = _action_phase("curse-chaser")
    q.curse = 1
    touch(plain)
    assert _turn(plain).curse_cost(2) > 0


def test_in_the_dark_arts_grit_only_breaks_ties_and_a_monster_near_town_is_a_threat():
    """The Dark Arts is won by artifacts and the Crow Prime, not Grit; a monster left alone
    ends it when it reaches San Andreas, the sooner the nearer."""
    state, _ = _action_phase("dark-arts")
    turn = _turn(state)
    assert turn.goal.grit_weight() < 0.5
    near = next(n for n, k in RULES.desert.steps.items() if k == 1)
    far = next(n for n, k in RULES.desert.steps.items() if k == 4)
    assert turn.goal.monster_goal(near) > turn.goal.monster_goal(far) > 0
    competitive = RULES.setup(MatchConfig(2, frozenset({"random-characters"})), Rng(4))
    assert _turn(competitive).goal.grit_weight() == 1.0


def test_in_the_dark_arts_the_crows_are_hunted_for_the_murders_artifact():
    """The Murder of Crows (the Crows' other side) draws a random artifact: with the Crows
    face up, a desert space is worth riding to with the attack for both sides."""
    state, p = _action_phase("dark-arts")
    crows = next(i for i, w in enumerate(CAT.wanted) if w.key == "crows")
    state.wanted_side[crows] = next(k for k, side in enumerate(CAT.wanted[crows].sides)
                                    if not any(op["op"] == "draw_artifact" for op in side.reward))
    touch(state)
    sides = CAT.wanted[crows].sides
    both = sides[0].attack + sides[1].attack
    desert = next(n for n, kind in RULES.desert.kind.items() if kind == "desert")
    assert any(node == desert and need == both for _, node, need in _turn(state).targets())


def test_in_the_dark_arts_normal_camps_afield_rather_than_be_sent_home_by_a_reshuffle():
    """"Remember that reshuffling your deck triggers your return to San Andreas!" Far out
    with too few cards left for the redraw, Normal camps (which does not send it home)."""
    state, p = _action_phase("dark-arts")
    p.node = next(n for n, k in RULES.desert.steps.items() if k == 3 and RULES.desert.kind[n] == "desert")
    _hand(p)
    p.zones.discard += p.zones.deck[1:]
    p.zones.deck = p.zones.deck[:1]
    p.acted = ""
    touch(state)
    turn = _turn(state)
    assert turn.goal.camp_afield(turn.first("camp") is not None)
    p.zones.deck += p.zones.discard
    p.zones.discard = []
    touch(state)
    turn = _turn(state)
    assert not turn.goal.camp_afield(turn.first("camp") is not None)


def test_in_the_shadows_normal_buys_the_stat_a_tracks_number_lies_beyond():
    """Iron Will asks for health exactly 10: in the store Normal raises its maximum health
    toward it (the upgrade price list: "Increase Health")."""
    state, p = _action_phase("shadows")
    _tracks_topped_with(state, p, "iron_will", "bouncer", "farmhand")
    state.tracks[0][:] = state.tracks[0][-1:]  # its last job: the track nearest done
    p.max_health = p.health = 8
    p.node, p.water, state.mode = RULES.desert.san_andreas, 12, "store"
    state.phase = "encounter"
    touch(state)
    turn = _turn(state)
    assert CAT.jobs[_job("iron_will")] in turn.goal.focus_jobs()
    upgrade = turn.goal.track_upgrade(turn.kinds.get("upgrade", []))
    assert upgrade is not None and upgrade.args == ("health",)


def test_in_the_shadows_a_low_health_number_lifts_the_fear_of_low_health():
    """Daredevil (health exactly 1) on a focus track: damage toward it is no longer dreaded,
    and a critical wound does not end the Shadows (its losses are the monsters only)."""
    state, p = _action_phase("shadows")
    _tracks_topped_with(state, p, "daredevil", "bouncer", "farmhand")
    state.tracks[0][:] = state.tracks[0][-1:]  # its last job: the track nearest done
    p.health = 3
    touch(state)
    turn = _turn(state)
    assert turn.goal.wants_low_health()
    assert turn.health_cost(2) < 0
    other, q = _action_phase("dark-arts")
    q.health = 3
    touch(other)
    assert _turn(other).health_cost(2) > 2


def test_in_the_shadows_normal_keeps_the_upgrade_that_makes_what_its_jobs_ask():
    """With move jobs on its focus tracks, a movement card is worth more to the deck."""
    state, p = _action_phase("shadows")
    _tracks_topped_with(state, p, "night_rider", "trail_guide", "farmhand")
    horse = next(c for c in CAT.cards if c.key == "horseback")
    buck = next(c for c in CAT.cards if c.key == "buckshot")
    turn = _turn(state)
    assert turn.goal.job_taste(horse) > turn.goal.job_taste(buck) == 0


def _coop_at(phase: str, seat_to_act: int = 0):
    """A two-player co-op match played by Normal up to ``phase`` with seat 0 to act in it."""
    state = RULES.setup(MatchConfig(2, frozenset({"coop"})), Rng(4))
    bots, rng = [NormalBot(0), NormalBot(1)], Rng(4)
    while not (state.phase == phase and RULES.to_act(state) == (seat_to_act,)
               and (phase != "cleanup" or state.mode == "cleanup")):
        seat = RULES.to_act(state)[0]
        RULES.apply(state, seat, bots[seat].choose(RULES, state, seat, rng), rng)
    return state, state.players[0]


def _coop_turn(state):
    bot = NormalBot(1)
    return Turn(RULES, bot.facts(RULES), RULES.observe(state, 0), 0, RULES.legal_actions(state, 0))


def test_in_co_op_a_most_wanted_card_is_worth_more_than_its_reward():
    """Only three monsters win co-op, and each lies under a pile of outlaws: a card taken is a
    step toward one, so a pile the bot can beat outranks a Wanted bounty worth as much."""
    state, p = _coop_at("action")
    pile = next(i for i, cards in enumerate(state.piles) if state.face_up[i])
    here = RULES.desert.last_seen[pile + 1]
    p.node, p.move, p.attack, p.acted = here, 0, 30, ""
    touch(state)
    turn = _coop_turn(state)
    card = CAT.most_wanted[state.piles[pile][-1]]
    value = turn.bounty_value(next(a for a in turn.kinds["bounty"] if a.args == ("mw", pile)))
    assert value > turn.reward_value(card.reward) + turn.goal.drain_saved(card)
    assert turn.decide().args == ("mw", pile)   # the Most Wanted first, the Wanted after it


def test_in_co_op_cleanup_lets_go_of_the_cards_the_next_ride_does_not_use():
    """"You may also choose to discard any cards that are still in your hand or keep them for
    next round" and "Draw back up to four cards": a hand kept whole draws nothing, so far from
    its fight Normal lets go of its attack cards and keeps the movement that rides there."""
    state, p = _coop_at("cleanup")
    p.node = RULES.desert.san_andreas
    _hand(p, "trudge", "potshot", "potshot", "scrounge")
    touch(state)
    turn = _coop_turn(state)
    assert turn.best_target()[0] != p.node
    gone = []
    while True:
        turn = _coop_turn(state)
        step = turn.cleanup()
        if step.kind != "discard":
            break
        gone.append(step.args[0])
        RULES.apply(state, 0, step, Rng(1))
    assert sorted(gone) == ["potshot", "potshot", "scrounge"]
    assert [CAT.cards[c].key for c in p.zones.hand] == ["trudge"]


def test_outside_co_op_cleanup_keeps_the_hand_as_before():
    state, p = _action_phase("curse-chaser")
    assert _turn(state).goal.coop_discard(_turn(state)) is None


def test_in_curse_chaser_a_monster_is_worth_what_it_was_before_its_grit_was_halved():
    """"Defeat 3 Monsters before they enter San Andreas": rules version 4 halved the monsters'
    Grit, which is no part of that goal, so Normal still rides for one as it did."""
    state, p = _action_phase("curse-chaser")
    turn = _turn(state)
    for b in CAT.most_wanted:
        if b.monster:
            now = turn.reward_value(b.reward) + turn.goal.monster_goal(p.node)
            assert b.rules_3_grit and now >= b.rules_3_grit + 4.0
