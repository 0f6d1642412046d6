"""Card play and the FAQ's card answers, each test citing the sentence it checks."""

from __future__ import annotations

import pytest

from game.core.model import IllegalAction

from .helpers import CAT, RULES, act, cards_of, hand, in_action, kinds


def played_card_places(s, key):
    p = s.players[0]
    ids = set(cards_of(key))
    return {"play": len(ids & set(p.zones.play)), "trash": len(ids & set(p.zones.trash)),
            "upgrade_discards": len(ids & set(s.upgrades.discards))}


def test_sprint_played_or_trashed():
    """FAQ: "Sprint may be played for 2 [move] and stay in your deck or trashed for an
    additional 1 [move] for a total of 3 [move]"."""
    s = in_action()
    hand(s, 0, "sprint", "sprint")
    act(s, 0, "play", "sprint", False, -1)
    assert s.players[0].move == 2
    assert played_card_places(s, "sprint")["play"] == 1
    act(s, 0, "play", "sprint", True, -1)
    assert s.players[0].move == 5
    # "When you trash an upgrade card, you can simply put the card back in the communal upgrade discard pile."
    assert played_card_places(s, "sprint")["upgrade_discards"] == 1


def test_cursed_copies_sprints_trash_for_six_movement_and_one_curse():
    """FAQ: "trashing 'Sprint' for 3 [move] and then copying it with 'Cursed' for another
    3 [move]. This would give you a total of 6 [move] and 1 [curse]. You would trash both
    the 'Sprint' and 'Cursed' card from your deck.\""""
    s = in_action(curse=0)
    hand(s, 0, "sprint", "cursed")
    act(s, 0, "play", "sprint", True, -1)
    act(s, 0, "play", "cursed", True, 0)
    p = s.players[0]
    assert (p.move, p.curse) == (6, 1)
    assert p.zones.hand == [] and p.zones.play == []
    assert [CAT.cards[c].key for c in p.zones.trash] == ["cursed"]  # a starting card leaves the game
    assert played_card_places(s, "sprint")["upgrade_discards"] == 1


def test_cursed_without_trashing_copies_only_the_played_side():
    s = in_action(curse=0)
    hand(s, 0, "sprint", "cursed")
    act(s, 0, "play", "sprint", False, -1)
    assert ("play", ("cursed", True, 0)) not in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)}
    act(s, 0, "play", "cursed", False, 0)
    assert (s.players[0].move, s.players[0].curse) == (4, 1)


def test_cursed_copying_blessing_lowers_curse_by_one():
    """FAQ: "using a 'Cursed' card always increases your [curse] by 1 i.e. copying
    'Blessing' which normally reduces [curse] by 2 would reduce your [curse] by 1.\""""
    s = in_action(curse=5, threshold=8)
    hand(s, 0, "blessing", "cursed")
    act(s, 0, "play", "blessing", False, -1)
    assert s.players[0].curse == 3
    act(s, 0, "play", "cursed", False, 0)
    assert s.players[0].curse == 2


def test_cursed_needs_another_card_played_this_phase():
    """Card reference: 'Cursed' cards "copy the effect of any other card you played this
    phase" ("you must always do everything on a card ... or you cannot play it")."""
    s = in_action()
    hand(s, 0, "cursed")
    assert not any(a.kind == "play" for a in RULES.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="copies another card you played this phase"):
        act(s, 0, "play", "cursed", False, -1)


def test_call_to_darkness_trash_needs_another_card_and_improvises():
    """Card reference: "When you trash the card, you trash another card from your hand and
    take the improvise action again ... You do not get any resources or effects from the
    additional card you have to trash. It is not played.\""""
    s = in_action(curse=0, threshold=9)
    hand(s, 0, "call_to_darkness")
    assert ("play", ("call_to_darkness", True, -1)) not in {(a.kind, a.args) for a in RULES.legal_actions(s, 0)}
    hand(s, 0, "call_to_darkness", "water_cache")
    water = s.players[0].water
    act(s, 0, "play", "call_to_darkness", True, -1)
    assert s.players[0].curse == 2
    assert s.pending["kind"] == "trash_hand"
    act(s, 0, "trash", "water_cache", "hand")
    assert s.players[0].water == water  # the trashed card is not played
    assert s.pending["kind"] == "improvise" and len(s.shown) == 2
    keep = CAT.cards[s.shown[0]].key
    act(s, 0, "pick", keep)
    assert keep in [CAT.cards[c].key for c in s.players[0].zones.hand]


def test_pieces_of_crow_improvises_without_trashing():
    """Card reference: "Increase your [curse] by two and then you improvise again this turn.\""""
    s = in_action(curse=0, threshold=9)
    hand(s, 0, "pieces_of_crow")
    act(s, 0, "play", "pieces_of_crow", False, -1)
    assert s.players[0].curse == 2 and s.pending["kind"] == "improvise"
    assert kinds(s, 0) == {"pick"}


def test_torch_shows_three_cards_but_one_is_kept():
    """Card reference: "The 'Torch' card allows you to draw three cards every time that you
    take an Improvise action ... You still only get to add one card to your hand.\""""
    s = in_action(curse=0, threshold=9)
    p = s.players[0]
    torch = next(i for i, c in enumerate(CAT.store) if c.key == "torch")
    s.store.cards.remove(torch) if torch in s.store.cards else s.store_row.remove(torch)
    p.gear.append(torch)
    hand(s, 0, "pieces_of_crow")
    act(s, 0, "play", "pieces_of_crow", False, -1)
    assert len(s.shown) == 3
    discards = len(s.upgrades.discards)
    act(s, 0, "pick", CAT.cards[s.shown[1]].key)
    assert len(s.upgrades.discards) == discards + 2


def test_weapon_proficiency_turns_bullets_into_attack_any_time():
    """"Every character can spend [bullets] to generate more [attack] during any phase of
    their turn." FAQ: "you can spend bullets at any time as many times as you want"."""
    s = in_action(bullets=4)
    p = s.players[0]
    spend, gain = CAT.characters[p.character].proficiency
    act(s, 0, "shoot", "")
    act(s, 0, "shoot", "")
    assert (p.bullets, p.attack) == (4 - 2 * spend, 2 * gain)
