"""More of the FAQ and card reference answers, each test citing the sentence it checks:
upgrading a stat, Discover Treasure, Touch of Evil, Jebediah's deck."""

from __future__ import annotations

from game.core.model import Action
from game.core.rng import Rng
from game.games.few_and_cursed.rules.ops import run_queue
from game.games.few_and_cursed.rules.tracks import Game

from .helpers import CAT, RULES, act, hand, in_action, kinds


def test_upgrading_a_stat_means_health_bullet_capacity_or_curse_threshold():
    """FAQ: "Your character stats are considered to be your Health, Bullet Capacity and Curse
    Threshold. If you run into a card that tells you to upgrade one of your stats, you may
    increase one of these on your character board.\""""
    s = in_action(health=4)
    p = s.players[0]
    run_queue(Game(RULES, s, Rng(2)), [{"op": "upgrade_stat", "n": 1}])
    assert {a.args[0] for a in RULES.legal_actions(s, 0)} == {"health", "bullet_capacity", "curse_threshold"}
    before = (p.max_health, p.capacity, p.threshold)
    act(s, 0, "stat", "curse_threshold")
    assert (p.max_health, p.capacity, p.threshold) == (before[0], before[1], before[2] + 1)
    assert s.pending == {} and "stat" not in kinds(s, 0)


def _boxed(s, colour):
    """The artifact of ``colour`` whose token went back into the box at setup (2-3 players)."""
    return next(c for c in CAT.artifacts if CAT.cards[c].colour == colour and c not in s.tokens[colour])


def _discover(s, wanted):
    """Discover Treasure on a copy of ``s`` for each seed until it draws ``wanted``."""
    for seed in range(200):
        trial = RULES.clone(s)
        run_queue(Game(RULES, trial, Rng(seed)), [{"op": "draw_artifact"}])
        if wanted in trial.players[0].artifacts:
            return trial
    raise AssertionError("no seed drew that artifact")


def test_discover_treasure_draws_at_random_even_an_artifact_whose_token_was_boxed():
    """Card reference: "randomly draw an artifact card from the deck and place it in your discard
    pile. Take the Artifact Token that matches your card (even if it has been placed in the box
    during setup). You can still only take the "Recover Artifact" action on Artifacts that do not
    match any of the Artifact Token colors in your collection.\""""
    s = in_action(players=2)
    colour = "red"
    boxed = _boxed(s, colour)
    on_board = list(s.tokens[colour])
    found = _discover(s, boxed)
    p = found.players[0]
    assert boxed in p.zones.discard and p.tokens == [colour]
    assert found.tokens[colour] == on_board  # its token came from the box, not the board
    assert not RULES.invariants(found)
    p.node = RULES.desert.corners[colour]
    assert "recover" not in kinds(found, 0)
    assert RULES.refusal(found, 0, Action("recover", (colour,))) == f"you already hold a {colour} artifact token"


def test_discover_treasure_may_bring_a_colour_already_held():
    """Card reference: "If you happen to draw a random Artifact of a color you've already
    recovered, that does not violate the rules.\""""
    s = in_action(players=2)
    colour = "blue"
    s.players[0].tokens = [colour]
    held = s.tokens[colour].pop(0)  # recovered earlier: the card and its token are the player's
    s.artifact_supply.remove(held)
    s.players[0].artifacts.append(held)
    s.players[0].zones.discard.append(held)
    wanted = s.tokens[colour][0]
    found = _discover(s, wanted)
    assert found.players[0].tokens == [colour, colour] and found.tokens[colour] == []
    assert not RULES.invariants(found)


def test_touch_of_evil_trashes_from_hand_and_improvises_only_if_chosen():
    """Card reference: "'Touch of Evil' is similar to these other cards as well but is optional.
    If you trash a card from your hand (this card cannot be played), you improvise again this
    turn.\""""
    s = in_action(curse=0)
    hand(s, 0, "touch_of_evil", "sprint")
    act(s, 0, "play", "touch_of_evil", False, -1)
    assert s.players[0].curse == 1 and kinds(s, 0) == {"choose"}
    act(s, 0, "choose", 0)  # not taken: nothing more happens
    assert s.pending == {} and [CAT.cards[c].key for c in s.players[0].zones.hand] == ["sprint"]

    s = in_action(curse=0)
    hand(s, 0, "touch_of_evil", "sprint")
    act(s, 0, "play", "touch_of_evil", False, -1)
    act(s, 0, "choose", 1)
    assert kinds(s, 0) == {"trash"}
    act(s, 0, "trash", *next(a.args for a in RULES.legal_actions(s, 0) if a.kind == "trash"))
    p = s.players[0]
    assert [CAT.cards[c].key for c in p.zones.hand] == [] and p.move == 0  # trashed, not played
    assert s.pending.get("kind") == "improvise" and len(s.shown) == 2


def test_jebediahs_starting_deck_is_eight_cards_and_the_decks_differ():
    """FAQ: "Jebediah's starting deck is only 8 cards. Characters are asymmetric and don't have
    identical starting decks.\""""
    decks = {ch.key: sorted(CAT.cards[c].key for c in CAT.starting[i]) for i, ch in enumerate(CAT.characters)}
    assert len(decks["jebediah"]) == 8
    assert all(len(deck) > 8 for key, deck in decks.items() if key != "jebediah")
    assert len({tuple(deck) for deck in decks.values()}) == len(decks)
    assert all("cursed" in deck for deck in decks.values())
