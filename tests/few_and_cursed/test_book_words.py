"""Rulings that follow the book's words to the letter: a monster hurts whom it meets
in San Andreas too, robbing as the sentence reads, the Refresh in the order the player
chooses, and a monster's space entered only with the means to fight there.  A save of
rules version 2 keeps that version's readings (the ``rules-2`` variant)."""

from __future__ import annotations

import pytest

from game.core.model import Action, IllegalAction
from game.games.few_and_cursed.rules.bounties import bounty_card, fights_at
from game.games.few_and_cursed.rules.rounds import end_round
from game.games.few_and_cursed.rules.state import CLEANUP, ENCOUNTER, OVER, RULES_2, touch
from game.games.few_and_cursed.rules.tracks import Game

from .helpers import CAT, RULES, act, at_phase, hand, in_action, kinds, new
from .test_rules import game, place_monster


def test_a_monster_entering_san_andreas_hurts_the_players_there():
    """"If a monster ever moves into a space with a player figure already in it, that player
    suffers one damage." No space is spared, San Andreas included."""
    s = new(2)
    mid = place_monster(s, "wendigo", 0, 6)   # Dry Wash, one road from town
    s.players[0].node, s.players[0].health = 1, 5
    s.players[1].node, s.players[1].health = 2, 5
    s.phase = CLEANUP
    end_round(game(s))
    assert s.monsters[mid] == 1 and s.phase == OVER and s.result == "a monster destroyed San Andreas"
    assert (s.players[0].health, s.players[1].health) == (4, 5)


def _robbery(victim_bullets, node=6, variants=(), **robber):
    s = new(2, variants=variants)
    at_phase(s, "action", 0, node, **robber)
    s.players[1].node, s.players[1].bullets, s.players[1].water = node, victim_bullets, 4
    s.players[0].jobs, s.players[1].jobs = [], []   # no track job scores on the way
    touch(s)
    return s


def test_robbing_costs_double_their_bullets_and_pays_water_and_grit_for_two_curse():
    """"you can rob them if you have [attack] equal to double their current [bullets]. If you
    spend the [attack] on a robbery, increase your [?] by two on your Character board and then
    gain [?] and [?] equal to the opponent's current [?] value. The player who was robbed loses
    one [?]." Our reading: curse +2 (a track of the Character board), water and Grit equal
    to their bullets, and the robbed player loses one Grit (nothing else)."""
    s = _robbery(3, attack=5, curse=0, water=0, grit=0)
    assert ("rob", (1,)) not in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)}
    assert RULES.refusal(s, 0, Action("rob", (1,))) == "robbing them takes 6 attack (double their bullets); you have 5"
    s.players[0].attack = 6
    touch(s)
    act(s, 0, "rob", 1)
    robber, victim = s.players
    assert (robber.attack, robber.curse, robber.water, robber.grit) == (0, 2, 3, 3)
    assert (victim.grit, victim.water, victim.bullets) == (-1, 4, 3)
    assert robber.acted == "rob"


def test_a_player_without_bullets_is_robbed_for_no_attack_even_in_san_andreas():
    """Double no bullets is no attack; the book bars no space from a robbery."""
    s = _robbery(0, node=1, attack=0, curse=0, water=2, grit=5)
    act(s, 0, "rob", 1)
    robber, victim = s.players
    assert (robber.curse, robber.water, robber.grit, victim.grit) == (2, 2, 5, -1)


def test_a_cursed_robber_takes_a_damage_for_each_curse():
    """"Whenever you increase your Curse while Cursed, you suffer one damage!\""""
    s = _robbery(1, attack=2, water=0, grit=0)
    p = s.players[0]
    p.curse, p.health = p.threshold, 6
    touch(s)
    act(s, 0, "rob", 1)
    assert (p.health, p.water, p.grit) == (4, 1, 1)


def test_partners_in_co_op_may_rob_and_the_team_keeps_the_difference():
    """Co-op "plays normally with a few exceptions" and robbing is not one of them."""
    s = _robbery(2, variants=("coop",), attack=4, curse=0)
    before = s.team_grit
    act(s, 0, "rob", 1)
    assert s.team_grit == before + 2 - 1


def test_refresh_lays_the_row_in_the_order_the_player_chooses():
    """"discard all of the available Store cards to the top of the Store discard pile in any
    order you desire. Immediately replace the discarded cards by drawing from the Store deck."
    The card laid last stays on top, where it may still be bought."""
    s = new(2)
    seat = s.first
    at_phase(s, ENCOUNTER, seat, node=1, water=30)
    act(s, seat, "visit", "store")
    row = sorted({CAT.store[c].key for c in s.store_row})
    while len(row) < 3:   # three different cards, so the order is a real choice
        s.store.cards.extend(s.store_row)
        s.store_row = []
        from game.games.few_and_cursed.rules.town import fill_row
        fill_row(Game(RULES, s, None))
        touch(s)
        row = sorted({CAT.store[c].key for c in s.store_row})
    act(s, seat, "refresh")
    assert kinds(s, seat) == {"lay"} and {a.args[0] for a in RULES.legal_actions(s, seat)} == set(row)
    with pytest.raises(IllegalAction, match="lay the store row on the discard pile"):
        act(s, seat, "leave")
    wanted = row[0]
    act(s, seat, "lay", row[1])
    act(s, seat, "lay", row[2])   # the last card left needs no choice: it goes on top
    assert not s.pending and [CAT.store[c].key for c in s.store.discards[-3:]] == [row[1], row[2], wanted]
    assert len(s.store_row) == 3 and "refresh" not in kinds(s, seat)
    act(s, seat, "buy", wanted)   # the top of the discard pile is still for sale
    assert CAT.store[s.players[seat].gear[-1]].key == wanted


def test_a_monster_space_is_entered_only_with_the_means_to_fight_there():
    """FAQ: "You can only move into a monster space if you're fighting something in that
    space." Going in is fighting: the action free and attack within reach (the pool, the
    hand, bullets, gear) for the easiest fight there; a refusal says why."""
    s = in_action(node=1, move=3, attack=0, bullets=0)
    place_monster(s, "crow_prime", 1, 6)   # Dry Wash: pile 0's outlaw and the desert's Crows too
    hand(s, 0, "trudge", "scrounge")
    p = s.players[0]
    need = min(bounty_card(Game(RULES, s, None), k, i).attack for k, i in fights_at(Game(RULES, s, None), p, 6))
    assert ("move", (6, 0)) not in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)}
    why = RULES.refusal(s, 0, Action("move", (6, 0)))
    assert why == (f"a monster is there: you may only go in to fight, and the easiest fight there takes {need} attack;"
                   " your attack, hand, bullets and gear make at most 0")
    p.bullets = p.capacity
    touch(s)
    shot = max((p.capacity // b) * a for _, b, a in Game(RULES, s, None).proficiencies(p))
    assert (shot >= need) == (("move", (6, 0)) in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)})
    p.bullets, p.attack = 0, need
    touch(s)
    act(s, 0, "move", 6, 0)
    assert p.node == 6


def test_a_save_of_rules_version_2_keeps_its_readings():
    """The old readings, kept only so that such a save replays as it was played."""
    s = _robbery(0, node=1, variants=(RULES_2,), attack=5, curse=0, water=0, grit=0)
    assert RULES.refusal(s, 0, Action("rob", (1,))) == "nobody is robbed in San Andreas"
    s.players[0].node = s.players[1].node = 6
    s.players[0].attack, s.players[1].bullets = 1, 0
    touch(s)
    assert RULES.refusal(s, 0, Action("rob", (1,))) == "robbing them takes 2 attack (double their bullets); you have 1"
    s.players[0].attack, s.players[1].bullets = 2, 1
    touch(s)
    act(s, 0, "rob", 1)
    assert (s.players[0].grit, s.players[0].water, s.players[0].curse, s.players[1].water) == (2, 1, 0, 3)
    s = new(2, variants=(RULES_2,))
    mid = place_monster(s, "wendigo", 0, 6)
    s.players[0].node, s.players[0].health = 1, 5
    s.phase = CLEANUP
    end_round(game(s))
    assert s.monsters[mid] == 1 and s.players[0].health == 5
    s = new(2, variants=(RULES_2,))
    seat = s.first
    at_phase(s, ENCOUNTER, seat, node=1, water=30)
    act(s, seat, "visit", "store")
    row = list(s.store_row)
    act(s, seat, "refresh")
    assert not s.pending and s.store.discards[-3:] == row


def _shadows_with_monsters(variants=()):
    """Operating in the Shadows with the Wendigo beaten and two monsters out; the Crow Prime tops pile 2."""
    s = new(1, variants=("shadows", *variants))
    for key, node in (("tsilkali", 6), ("white_demon", 7)):
        place_monster(s, key, 0 if key == "tsilkali" else 1, node)
    s.monsters_beaten = 1
    crow = place_monster(s, "crow_prime", 2, 8)
    del s.monsters[crow]
    s.face_up[2] = False
    touch(s)
    return s


def test_the_shadows_are_lost_only_when_all_four_monster_figures_are_on_the_board():
    """Operating in the Shadows: "ends with a loss if the monster enters San Andreas or if all
    4 monster figures are on the board": a defeated monster's figure is off the board."""
    from game.games.few_and_cursed.rules.moves import flip_pile
    s = _shadows_with_monsters()
    flip_pile(game(s), 2)
    assert len(s.monsters) == 3 and not s.result
    old = _shadows_with_monsters((RULES_2,))
    flip_pile(game(old), 2)
    assert old.result == "all four monsters on the board"


def test_the_shadows_never_end_by_monsters_defeated():
    """Its "Ending the Game" names only the tracks, San Andreas and the four figures."""
    from game.games.few_and_cursed.rules.hunting import defeat
    s = _shadows_with_monsters()
    s.monsters_beaten = 2
    p = s.players[0]
    mid = next(iter(s.monsters))
    p.node, p.attack = s.monsters[mid], 99
    defeat(game(s), p, "monster", mid)
    assert s.monsters_beaten == 3 and s.ended == "" and not s.result


def test_a_save_of_rules_version_2_fights_the_monsters_at_the_attack_it_had():
    """The monsters' attack is our content (9-12 since rules version 3); a version-2 save keeps 12-15."""
    mid = next(i for i, b in enumerate(CAT.most_wanted) if b.key == "wendigo")
    now, old = new(2), new(2, variants=(RULES_2,))
    assert bounty_card(Game(RULES, now, None), "monster", mid).attack == CAT.most_wanted[mid].attack == 9
    assert bounty_card(Game(RULES, old, None), "monster", mid).attack == 12
