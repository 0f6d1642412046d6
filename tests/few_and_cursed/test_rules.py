"""The rules of the round, the board and the end, each test citing its sentence."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.few_and_cursed.rules.rounds import end_round
from game.games.few_and_cursed.rules.state import ACTION, CLEANUP, ENCOUNTER, IMPROVISE, KEEP, OVER, touch
from game.games.few_and_cursed.rules.tracks import Game, gain

from .helpers import CAT, RULES, act, at_phase, hand, in_action, kinds, new


def job_id(key):
    return next(i for i, j in enumerate(CAT.jobs) if j.key == key)


def mw_id(key):
    return next(i for i, b in enumerate(CAT.most_wanted) if b.key == key)


def answer_cards(s, seat):
    """Answer whatever a reward asks (keep the first card shown, and so on)."""
    while s.pending:
        RULES.apply(s, seat, RULES.legal_actions(s, seat)[0], Rng(4))


def game(s):
    return Game(RULES, s, Rng(2))


# -- setup ----------------------------------------------------------------------
def test_setup_deals_and_places_by_the_book():
    """Setup: monsters "one in each of the Most Wanted locations" under the rest, top cards
    flipped; "deal every player four random job cards"; 2-3 players "randomly remove a
    token from each location"; "the player with the least starting money" goes first."""
    for n in (1, 2, 3, 4):
        s = new(n, seed=n)
        assert all(CAT.most_wanted[pile[0]].monster for pile in s.piles)
        assert sum(len(p) for p in s.piles) == 14 and all(s.face_up)
        tokens = sum(len(v) for v in s.tokens.values())
        assert tokens == (8 if n in (2, 3) else 12)
        water = [p.water for p in s.players]
        assert s.players[s.first].water == min(water)
        if n > 1:
            assert s.phase == KEEP and all(len(p.jobs) == 4 for p in s.players)
            assert all(len(p.zones.hand) == 4 for p in s.players)


def test_players_keep_two_of_four_jobs_and_the_rest_go_back():
    s = new(2)
    for seat in s.order:
        for _ in range(2):
            act(s, seat, "drop", s.players[seat].jobs[0])
    assert s.phase == IMPROVISE and all(len(p.jobs) == 2 for p in s.players)
    assert s.jobs.discards == [] and len(s.jobs.cards) == 40 - 4


# -- the round ------------------------------------------------------------------------
def test_improvise_shows_two_and_keeps_one():
    """"Players look at the top two cards from the Upgrade Deck and pick one to add to their
    hand. The other card is discarded into the communal Upgrade discard pile.\""""
    s = new(2)
    at_phase(s, IMPROVISE, s.first)
    seat = s.first
    assert s.pending["kind"] == "improvise" and len(s.shown) == 2
    assert "end" not in kinds(s, seat)
    keep, other = s.shown
    act(s, seat, "pick", CAT.cards[keep].key)
    assert keep in s.players[seat].zones.hand and other in s.upgrades.discards


def test_movement_and_attack_are_lost_at_the_end_of_a_phase():
    """"you cannot save movement or attack resources generated in one phase over to the next
    ... all played cards are discarded.\""""
    s = new(2)
    seat = s.first
    at_phase(s, ENCOUNTER, seat, node=1)
    hand(s, seat, "sprint")
    act(s, seat, "play", "sprint", False, -1)
    p = s.players[seat]
    assert p.move == 2
    act(s, seat, "end")
    assert p.move == 0 and p.zones.play == [] and any(CAT.cards[c].key == "sprint" for c in p.zones.discard)


def test_road_costs_curse_and_damage():
    """"A road with [curse] icon on it, increases your Curse by one" and "You may move through
    a road with an [damage] symbol without spending [move] but must take 1 damage for every
    [damage] that you do not spend.\""""
    s = in_action(curse=0, threshold=9, move=5, health=6)
    act(s, 0, "move", 10, 0)  # a cursed road
    p = s.players[0]
    assert (p.node, p.move, p.curse) == (10, 4, 1)
    s2 = in_action(move=4, health=6)
    act(s2, 0, "move", 7, 0)
    act(s2, 0, "move", 3, 0)  # one damage symbol, not paid
    assert (s2.players[0].move, s2.players[0].health) == (1, 5)
    s3 = in_action(move=4, health=6)
    act(s3, 0, "move", 7, 0)
    act(s3, 0, "move", 3, 1)  # paid with movement
    assert (s3.players[0].move, s3.players[0].health) == (0, 6)


def test_cursed_side_and_damage_for_curse_while_cursed():
    """"When you reach your Curse Threshold ... flip over your character card to the Cursed
    side." "Whenever you increase your Curse while Cursed, you suffer one damage!\""""
    s = in_action(curse=4, threshold=5, health=6)
    p = s.players[0]
    gain(game(s), p, {"curse": 1})
    assert p.cursed() and p.health == 6
    gain(game(s), p, {"curse": 1})
    assert p.health == 5
    gain(game(s), p, {"curse": -3})
    assert not p.cursed()
    assert "character" not in kinds(in_action(curse=6, threshold=5), 0)  # the ACTION is lost while cursed


def test_curse_asked_for_at_the_end_of_the_track_still_wounds():
    """"Whenever you increase your Curse while Cursed, you suffer one damage!" The track
    ends at 12: a cursed player there told to take more curse keeps the cube at 12 and
    still takes a damage for every point (the ruling in the rules notes)."""
    s = in_action(curse=12, threshold=9, health=6)
    p = s.players[0]
    gain(game(s), p, {"curse": 2})
    assert (p.curse, p.health) == (12, 4)
    s = in_action(curse=11, threshold=9, health=6)
    p = s.players[0]
    gain(game(s), p, {"curse": 3})  # 11 -> 12, then two points the track has no room for
    assert (p.curse, p.health) == (12, 3)


def test_critical_wound_drags_you_home_and_reshuffles():
    """"If your [health] ever reaches zero, immediately end your turn and, lose three Grit
    ... pay [water] equal to the number of spaces you moved to get back to San Andreas ...
    set your [health] to Three and shuffle your discard pile, hand and deck together.\""""
    s = in_action(node=2, health=1, grit=5, water=1, move=3)
    p = s.players[0]
    p.jobs = []
    cards = sorted(p.zones.owned())
    hand(s, 0, "forced_march")
    cards = sorted(p.zones.owned())
    act(s, 0, "play", "forced_march", False, -1)  # +3 move, 1 damage
    assert p.node == 1 and p.health == 3
    assert p.grit == 5 - 3 - 1  # two spaces home, one water paid, one Grit for the missing one
    assert p.water == 0 and sorted(p.zones.deck) == cards and not p.zones.hand
    assert s.seat != 0  # the turn ended


def test_believer_scores_on_a_critical_wound():
    """Card reference: "When you get critically wounded, you still lose three Grit ... Then
    you can immediately score this job which will net you three Grit (6 - 3)\""""
    s = in_action(node=1, health=1, grit=0, water=0)
    p = s.players[0]
    believer = job_id("believer")
    for q in s.players:
        if believer in q.jobs:
            q.jobs.remove(believer)
    if believer in s.jobs.cards:
        s.jobs.cards.remove(believer)
    p.jobs = [believer]
    hand(s, 0, "forced_march")
    act(s, 0, "play", "forced_march", False, -1)
    assert p.grit == 3 and believer in p.done_jobs and p.water == CAT.jobs[believer].money


def test_jobs_on_a_track_score_the_moment_they_are_met():
    """"To score Con Man, the Curse on my player board must be equal to 6" and "As soon as you
    meet the Job's requirement, reveal the Job ... Collect both the Money and the Grit reward.\""""
    s = in_action(curse=5, threshold=9, grit=0)
    p = s.players[0]
    con = job_id("con_man")
    for q in s.players:
        q.jobs = [j for j in q.jobs if j != con]
    if con in s.jobs.cards:
        s.jobs.cards.remove(con)
    p.jobs.append(con)
    hand(s, 0, "cursed", "sprint")
    act(s, 0, "play", "sprint", False, -1)
    act(s, 0, "play", "cursed", False, 0)
    assert con in p.done_jobs and p.grit == CAT.jobs[con].grit


def test_spend_jobs_are_scored_by_spending():
    """"To score Farmhand, I must spend 3 [move]. This movement cannot be used to move.\""""
    s = in_action(move=3, grit=0)
    p = s.players[0]
    farm = job_id("farmhand")
    for q in s.players:
        q.jobs = [j for j in q.jobs if j != farm]
    p.jobs.append(farm)
    if farm in s.jobs.cards:
        s.jobs.cards.remove(farm)
    touch(s)
    act(s, 0, "job", farm)
    assert p.move == 0 and farm in p.done_jobs


def test_reshuffling_sends_you_home_but_camping_does_not():
    """"If you shuffled your deck at any point during this past round other than by taking
    the camp action, return your figure to San Andreas.\""""
    s = new(2)
    seat = s.first
    p = s.players[seat]
    at_phase(s, CLEANUP, seat, node=9)
    p.zones.discard.extend(p.zones.deck)
    p.zones.deck = []
    touch(s)
    act(s, seat, "discard", CAT.cards[p.zones.hand[0]].key)
    act(s, seat, "end")
    assert p.node == 1
    s = in_action(node=9)
    act(s, 0, "camp")
    p = s.players[0]
    assert p.node == 9 and not p.zones.hand and s.seat != 0  # camping ends the action phase


def test_one_most_wanted_per_action_phase_and_wanted_twice():
    """"You may only defeat one Most Wanted Bounty per Action Phase. However, you may defeat
    the same generic Wanted Bounties up to two times ... You are allowed to defeat each side
    of a Wanted Bounty in one turn.\""""
    s = in_action(node=6, attack=40)  # Dry Wash: Last Seen 1, a desert space
    top = s.piles[0][-1]
    crows = next(i for i, w in enumerate(CAT.wanted) if w.key == "crows")
    side = s.wanted_side[crows]
    act(s, 0, "bounty", "mw", 0)
    assert top in s.players[0].trophies and s.face_up[0]
    assert ("bounty", ("mw", 0)) not in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)}
    answer_cards(s, 0)
    act(s, 0, "bounty", "wanted", crows)
    assert s.wanted_side[crows] == 1 - side
    answer_cards(s, 0)
    act(s, 0, "bounty", "wanted", crows)
    assert s.wanted_side[crows] == side
    answer_cards(s, 0)
    assert ("bounty", ("wanted", crows)) not in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)}
    assert {"camp", "recover", "rob", "encounter"}.isdisjoint(kinds(s, 0))  # one action a round


def test_demons_with_nothing_to_trash_take_a_played_card():
    """FAQ: "If you cannot trash a card from your hand or discard pile, you should trash from
    your played card area (i.e. trash some of the cards you just played to defeat them).\""""
    s = in_action(node=10, bullets=0, curse=0, threshold=9)
    demons = next(i for i, w in enumerate(CAT.wanted) if w.key == "demons")
    s.wanted_side[demons] = 0
    p = s.players[0]
    hand(s, 0, "buckshot")
    s.upgrades.cards.extend(p.zones.discard)
    p.zones.discard = []
    act(s, 0, "play", "buckshot", False, -1)
    assert not p.zones.hand and not p.zones.discard
    act(s, 0, "bounty", "wanted", demons)
    assert s.pending["kind"] == "trash_card"
    assert [(a.kind, a.args) for a in RULES.legal_actions(s, 0)] == [("trash", ("buckshot", "play"))]
    act(s, 0, "trash", "buckshot", "play")
    assert not p.zones.play and not s.pending


def place_monster(s, key, pile, node):
    mid = mw_id(key)
    for cards in s.piles:
        if mid in cards:
            cards.remove(mid)
    s.piles[pile].append(mid)
    s.face_up[pile] = True
    s.monsters[mid] = node
    touch(s)
    return mid


def test_entering_a_monster_space_only_to_fight_and_it_moves_on_if_not_attacked():
    """FAQ: "You can only move into a monster space if you're fighting something in that
    space. If you don't attack the monster, the monster immediately moves towards San
    Andreas ... you could move into that space to defeat Barrett as your action but then the
    Crow Prime would move one space closer to San Andreas.\""""
    s = in_action(node=1, move=3, attack=30)
    crow = place_monster(s, "crow_prime", 1, 6)  # on Last Seen 1, where pile 0's outlaw waits
    s.players[0].acted = "character"
    touch(s)
    assert "move" not in {a.kind for a in RULES.legal_actions(s, 0) if a.args[:1] == (6,)}
    s.players[0].acted = ""
    touch(s)
    act(s, 0, "move", 6, 0)
    act(s, 0, "bounty", "mw", 0)
    act(s, 0, "end")
    assert s.monsters[crow] == 1


def test_monsters_move_by_the_shortest_route_with_fewest_symbols_and_hurt_whom_they_meet():
    """"Monsters always move towards San Andreas by taking the shortest route with the fewest
    symbols ... If a monster ever moves into a space with a player figure already in it, that
    player suffers one damage. If a Monster figure ever ends a round in San Andreas, the game
    ends.\""""
    s = new(2)
    mid = place_monster(s, "wendigo", 3, 11)  # Far Dunes: via Hex Pit (1 symbol) to town
    s.players[0].node, s.players[0].health = 10, 5
    g = game(s)
    end_round(g)
    assert s.monsters[mid] == 10 and s.players[0].health == 4
    s.phase = CLEANUP
    end_round(g)
    assert s.monsters[mid] == 1 and s.phase == OVER and s.result == "a monster destroyed San Andreas"
    assert RULES.outcome(s).reason == "a monster destroyed San Andreas"


def test_twenty_one_grit_brings_a_monster_to_the_top_of_a_pile():
    """"If a player reaches twenty-one Grit without a monster figure appearing on the board,
    then that player selects a Most Wanted pile and replaces the card on top of that pile
    with the bottom monster card.\""""
    s = in_action(grit=19)
    gain(game(s), s.players[0], {"grit": 2})
    touch(s)
    assert RULES.to_act(s) == (0,) and s.summons == [0]
    assert kinds(s, 0) == {"summon"}
    bottom = s.piles[2][0]
    act(s, 0, "summon", 2)
    assert s.piles[2][-1] == bottom and bottom in s.monsters
    assert s.monsters[bottom] == 8  # Last Seen 3


def test_three_monsters_end_the_game_once_the_round_is_complete_and_score():
    """"If three monsters have been defeated, the current round is completed and the game
    ends." End scoring: end jobs, unscored jobs subtract their Grit, artifacts add theirs."""
    s = in_action(node=6, attack=60)
    s.monsters_beaten = 2
    mid = place_monster(s, "tsilkali", 0, 6)
    act(s, 0, "bounty", "monster", mid)
    assert s.ended == "three monsters defeated" and s.phase == ACTION
    while s.phase != OVER:
        seat = RULES.to_act(s)[0]
        legal = RULES.legal_actions(s, seat)
        choice = next((a for a in legal if a.kind in ("end", "pick", "option", "decline", "visit")), legal[0])
        RULES.apply(s, seat, choice, Rng(1))
    out = RULES.outcome(s)
    assert out.reason == "three monsters defeated" and s.round == 1
    for p in s.players:
        unscored = sum(CAT.jobs[j].grit for j in p.jobs)
        arts = sum(CAT.cards[c].grit for c in p.artifacts)
        assert out.scores[p.seat] == p.grit - unscored + arts  # no end-of-game job met here


def test_tiebreakers_most_wanted_then_jobs_then_water():
    """"In the case of a tie, tiebreakers are (in order): 1. Number of Most Wanted Bounties
    Defeated 2. Number of Jobs Completed 3. Remaining Money\""""
    s = new(2)
    for p in s.players:
        p.jobs, p.grit, p.water = [], 5, 3
    s.players[1].water = 4
    s.phase, s.result = OVER, "round limit"
    assert RULES.outcome(s).winners == (1,)
    s.players[0].trophies.append(s.piles[0].pop())
    assert RULES.outcome(s).winners == (0,)


def test_recovering_an_artifact_one_per_colour_and_the_end_when_none_are_left():
    """"you may look at the corresponding Artifact cards and choose one to acquire to your
    hand immediately ... You cannot take this action on any locations with Artifact Tokens
    that match any color already in your collection." "If all of the Artifact Tokens have
    been recovered off of the board, the current round is completed and the game ends.\""""
    s = in_action(node=2)
    p = s.players[0]
    red = list(s.tokens["red"])
    act(s, 0, "recover", "red")
    assert s.pending["kind"] == "artifact" and s.shown == sorted(red)
    assert RULES.observe(s, 0)["shown"] and "shown" not in RULES.observe(s, 1)
    act(s, 0, "take", red[0])
    assert red[0] in p.zones.hand and p.tokens == ["red"] and red[0] not in s.tokens["red"]
    p.acted = ""
    touch(s)
    assert "recover" not in kinds(s, 0)  # red is already in the collection
    for colour in s.tokens:
        s.tokens[colour] = []
    s.tokens["blue"] = [next(c for c in s.artifact_supply if CAT.cards[c].colour == "blue")]
    p.node = 3
    touch(s)
    act(s, 0, "recover", "blue")
    act(s, 0, "take", s.shown[0])
    assert s.ended == "all artifacts recovered" and s.phase == ACTION


def test_solo_recovery_discards_the_rest_of_the_location():
    """Solo: "place all of the artifacts on the board. When you recover an artifact, you may
    choose which one you would like and then should discard the others.\""""
    s = new(1)
    at_phase(s, ACTION, 0, node=2)
    assert len(s.tokens["red"]) == 3
    act(s, 0, "recover", "red")
    act(s, 0, "take", s.shown[-1])
    assert s.tokens["red"] == [] and len(s.boxed) == 2 and not s.ended


def test_solo_discards_a_most_wanted_each_turn_without_a_capture():
    """Solo: "at the end of every player turn, if you did not capture a Most Wanted bounty,
    you must discard one from a pile of their choosing.\""""
    s = new(1)
    at_phase(s, ACTION, 0, node=1)
    act(s, 0, "end")
    assert s.pending["kind"] == "solo_discard" and kinds(s, 0) == {"discard_bounty"}
    top = s.piles[1][-1]
    act(s, 0, "discard_bounty", 1)
    assert top in s.bounty_discards and s.phase == "cleanup"


def test_coop_drains_team_grit_by_the_face_up_rewards_at_cleanup():
    """Co-op: "set your entire team's Grit to 140 minus 20 Grit per player ... reduce your
    team's Grit by the Grit rewards showing on all of the face-up Most Wanted bounties.\""""
    s = new(2, variants=("coop",))
    assert s.team_grit == 100
    showing = sum(op.get("grit", 0) for pile in s.piles for op in CAT.most_wanted[pile[-1]].reward if op["op"] == "gain")
    s.phase = CLEANUP
    end_round(game(s))
    assert s.team_grit == 100 - showing


def test_the_store_sells_cards_bullets_and_stats_with_one_refresh():
    """"they may spend their [water] to buy Store cards, bullets or to upgrade their Character
    stats ... Players have one Refresh action per store visit." Upgrade prices: 1 a bullet,
    2 bullet maximum, 3 curse threshold, 4 health."""
    s = new(2)
    seat = s.first
    at_phase(s, ENCOUNTER, seat, node=1, water=20, bullets=0)
    p = s.players[seat]
    assert {"visit"} <= kinds(s, seat)
    act(s, seat, "visit", "store")
    row = [CAT.store[c].key for c in s.store_row]
    act(s, seat, "upgrade", "bullet")
    act(s, seat, "upgrade", "curse_threshold")
    assert (p.water, p.bullets) == (16, 1)
    act(s, seat, "refresh")
    while s.pending:   # lay the row in its own order (test_book_words: any order)
        act(s, seat, "lay", next(k for k in row if k in {a.args[0] for a in RULES.legal_actions(s, seat)}))
    assert "refresh" not in kinds(s, seat) and [CAT.store[c].key for c in s.store.discards[-3:]] == row
    cheapest = min(s.store_row, key=lambda c: CAT.store[c].cost)
    act(s, seat, "buy", CAT.store[cheapest].key)
    assert cheapest in p.gear and len(s.store_row) == 3


def test_jebediahs_action_looks_at_a_players_jobs_and_swaps_one():
    """Jebediah: "ACTION: Look at the jobs of another player and swap a job with them.\""""
    s = new(2, seed=4)
    jeb = next(i for i, c in enumerate(CAT.characters) if c.key == "jebediah")
    seat = next(p.seat for p in s.players if p.character == jeb) if any(p.character == jeb for p in s.players) else None
    if seat is None:
        s.players[0].character = jeb
        seat = 0
    other = 1 - seat
    at_phase(s, ACTION, seat, node=1, curse=0)
    mine, theirs = s.players[seat].jobs[0], s.players[other].jobs[0]
    act(s, seat, "character")
    act(s, seat, "look", other)
    assert RULES.observe(s, seat)["shown"] and "shown" not in RULES.observe(s, other)
    act(s, seat, "swap", theirs, mine)
    assert theirs in s.players[seat].jobs and mine in s.players[other].jobs


def _jebediah_facing(rival_jobs, his_jobs, rival_bullets, his_bullets):
    """Jebediah (seat 0) about to take his ACTION against seat 1, jobs and bullets as given."""
    s = new(2, seed=4)
    s.players[0].character = next(i for i, c in enumerate(CAT.characters) if c.key == "jebediah")
    at_phase(s, ACTION, 0, node=1, curse=0, bullets=his_bullets)
    s.players[0].jobs = [job_id(k) for k in his_jobs]
    s.players[1].jobs = [job_id(k) for k in rival_jobs]
    s.players[1].bullets = rival_bullets
    touch(s)
    return s


def test_a_swap_left_with_no_job_to_swap_ends_and_the_game_goes_on():
    """Ruling: "ACTION: Look at the jobs of another player and swap a job with them."
    needs a job on each side when the swap is made. The jobs checked after his action
    can score every job one side holds (a guess at a rival's hand can hold a job its
    tracks already meet); then the ACTION is spent with nothing swapped, never a
    decision with no answer."""
    # the rival's only job is met the moment the action settles
    s = _jebediah_facing(["empty_chambers"], ["possessed"], 0, 3)
    events = act(s, 0, "character")
    rival = s.players[1]
    assert rival.jobs == [] and job_id("empty_chambers") in rival.done_jobs
    assert s.pending == {} and s.players[0].acted == "character" and s.players[0].jobs == [job_id("possessed")]
    assert "swap_void" in [e.kind for e in events]
    assert "end" in kinds(s, 0) and "character" not in kinds(s, 0)
    act(s, 0, "end")
    assert s.seat == 1 and RULES.legal_actions(s, 1)
    # his own only job is met: he has nothing left to give
    s = _jebediah_facing(["possessed"], ["empty_chambers"], 3, 0)
    act(s, 0, "character")
    assert s.pending == {} and s.players[0].jobs == [] and s.players[1].jobs == [job_id("possessed")]
    assert "end" in kinds(s, 0)


def test_operating_in_the_shadows_flips_the_next_job_of_a_track():
    """Shadows: "Create 3 job tracks by dealing 4 cards each to 3 different piles ... After a
    job is scored, flip over the next one in the stack.\""""
    s = new(1, variants=("shadows",))
    keys = [CAT.jobs[j].key for t in s.tracks for j in t]
    assert len(s.tracks) == 3 and all(len(t) == 4 for t in s.tracks) and len(set(keys)) == 12
    p = s.players[0]
    assert sorted(p.jobs) == sorted(t[-1] for t in s.tracks)
    from game.games.few_and_cursed.rules.tracks import score_job
    track = s.tracks[0]
    top, below = track[-1], track[-2]
    score_job(game(s), p, top)
    assert below in p.jobs and track[-1] == below
