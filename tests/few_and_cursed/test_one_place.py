"""Each choice in one place at The Few and Cursed's table: while a dialog over the board offers
choices, the side panel does not offer them again; every legal action is taken by exactly one
button (or by its card in the hand), the keyboard reaches the dialog's buttons, a greyed one says
why, the hint lights the dialog's button, and a panel left with nothing to offer points to the
dialog under its heading."""

from __future__ import annotations

import pygame
import pytest

from game import games
from game.core.rng import Rng

from .test_scene import new_match, open_table, settle

# a moment -> whether the seat chooses its character (the selection) rather than being dealt one
MOMENTS = {"select": False, "draft": True, "improvise": True, "jobs": True, "store": True, "encounter": True,
           "cursed-encounter": True, "trash": True, "choose": True, "stat": True}
SEEDS = range(1, 7)   # bots do not go everywhere in every game: a few games each


def _copies(match, seat) -> bool:
    """A card in the hand that may copy a card played this phase, with another way to play it."""
    plays = [a for a in match.legal_actions(seat) if a.kind == "play"]
    return any(a.args[2] >= 0 and sum(b.args[0] == a.args[0] for b in plays) > 1 for a in plays)


def _at(moment: str):
    """A match with a person at seat 0 and a bot beside, played on (bots choosing for both)
    until seat 0 is at ``moment``; None when none of a few games gets there."""
    from game.games.few_and_cursed.table.moments import MOMENTS as TESTS
    for seed in SEEDS:
        match = new_match((None, "easy"), seed=seed, deal=MOMENTS.get(moment, True))
        bots = [games.bot_for("few-and-cursed", "easy", seed + seat) for seat in range(2)]
        for i in range(700):
            seat = match.to_act()[0] if match.to_act() else None
            if seat is None:
                break
            if seat == 0 and TESTS.get(moment, _copies)(match, 0):
                return match
            match.apply(seat, bots[seat].choose(match.rules, match.rules.clone(match.state), seat, Rng(i)))
    return None


def _offers(table) -> tuple[list, list]:
    """(the actions the panel's buttons take, the actions the dialog's buttons take), enabled ones."""
    panel = [table.actions_of[b] for b in table.buttons if b in table.actions_of and b.enabled and b.visible]
    dialog = [a for b, a in table.dialog.actions_of.items() if b.enabled and b.visible]
    return panel, dialog


@pytest.mark.parametrize("moment", list(MOMENTS))
def test_a_choice_over_the_board_is_offered_there_only(app, moment):
    match = _at(moment)
    if match is None and moment == "cursed-encounter":
        pytest.skip("no cursed encounter for the first seat in these games")
    assert match is not None, f"no game reached {moment} for the first seat"
    d, table = open_table(app, match)
    settle(d, table)
    assert table.dialog.active, f"no dialog over the board at {moment}"
    panel, dialog = _offers(table)
    assert table.dialog.buttons, "the dialog shows its choices (greyed where they cannot be taken now)"
    assert not set(panel) & set(dialog), f"offered twice: {set(panel) & set(dialog)}"
    for action in match.legal_actions(0):
        if action.kind == "play":     # a card in the hand is played by clicking it (or its key)
            assert table.card_sprite(action.args[0]) is not None
            continue
        assert (panel + dialog).count(action) == 1, f"{action} is taken by {(panel + dialog).count(action)} buttons"
        assert table.move_spots(action) == [table.button_for(action).rect], "the hint lights the one button"
    # greyed choices stay in the dialog, each saying why, and are not listed again in the panel
    greyed = [b.label for b in table.buttons if not b.enabled]
    assert all(b.disabled_reason for b in table.dialog.buttons if not b.enabled)
    assert not any(label.startswith("Option") for label in greyed), greyed
    # the keyboard reaches every choice in the dialog (Tab walks them; Enter takes one)
    reachable = table.ui.focusables()
    assert all(b in reachable for b in table.dialog.actions_of if b.enabled)
    # the panel keeps its heading; with nothing of its own to offer it points to the dialog
    assert table.menu.heading
    own = [b for b in table.buttons if table.actions_of.get(b) is None or table.actions_of[b].kind != "end"]
    assert bool(table.menu.note) == (not own), (table.menu.note, [b.label for b in own])


def test_the_job_boards_phase_end_stays_at_the_panels_foot_and_its_key(app):
    from game.games.few_and_cursed.table import layout as L
    match = _at("jobs")
    assert match is not None
    d, table = open_table(app, match)
    settle(d, table)
    end = next(a for a in match.legal_actions(0) if a.kind == "end")
    assert table.button_for(end) in table.buttons and table.button_for(end).rect == L.panel_foot(0)
    d.key(pygame.K_e)
    settle(d, table)
    assert match.observe(0).get("mode") != "jobs", "E ended the phase"


def test_a_card_that_copies_asks_which_card_over_the_board_and_its_other_ways_in_the_panel(app):
    match = _at("copy")
    assert match is not None, "no game gave the first seat a card that copies another"
    d, table = open_table(app, match)
    settle(d, table)
    plays = [a for a in match.legal_actions(0) if a.kind == "play"]
    key = next(a.args[0] for a in plays if a.args[2] >= 0 and sum(b.args[0] == a.args[0] for b in plays) > 1)
    ways = [a for a in plays if a.args[0] == key]
    d.key(pygame.K_1 + table.hand.index(table.card_sprite(key)))    # the card's number key
    assert table.focus == ("play", key) and table.dialog.active
    panel, dialog = _offers(table)
    assert sorted(panel + dialog, key=repr) == sorted(ways, key=repr), "each way to play the card, once"
    assert all(a.args[2] >= 0 for a in dialog) and all(a.args[2] < 0 for a in panel)
    assert table.button("Back") in table.buttons
    d.key(pygame.K_BACKSPACE)
    assert table.focus is None
