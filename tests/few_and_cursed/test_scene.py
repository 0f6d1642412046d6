"""The Few and Cursed's table, driven by posted clicks and keys: the job
draft, playing cards from the hand, riding a road on the board, taking an
encounter option, ending phases; a solo game played on through the table; a
two-player hot-seat round behind handoffs; the layout check."""

from __future__ import annotations

import pygame

from game.engine import layout_check
from at_table import open_table, pass_handoff
import at_table


def new_match(bots, seed=3, variants=(), deal=True):
    """A match at the table; ``deal`` deals the characters (the random-characters
    variant) so the test starts at the job draft rather than the selection."""
    return at_table.new_match("few-and-cursed", bots, seed,
                                   tuple(variants) + (("random-characters",) if deal else ()))


def settle(d, table, limit=300):
    at_table.settle(d, table, limit, on_top=True)


def click_action(d, table, action):
    """Take ``action`` the way a player does: its card, its space or its button."""
    settle(d, table)
    if action.kind in ("move", "step"):
        node = action.args[0]
        d.click(tuple(round(v) for v in table.board.node_screen(node)))
        if table.focus is not None:  # several ways to ride there: the panel asks
            b = table.button_for(action)
            assert b is not None, f"no button for {action}"
            d.click(b.rect.center)
        return
    if action.kind == "play":
        sprite = table.card_sprite(action.args[0])
        assert sprite is not None
        d.click(tuple(round(v) for v in sprite.rect.center))
        if table.focus is not None:
            b = table.button_for(action)
            assert b is not None, f"no button for {action}"
            d.click(b.rect.center)
        return
    b = table.button_for(action)
    while b is None and table.button("More choices") is not None:
        d.click(table.button("More choices").rect.center)
        b = table.button_for(action)
    assert b is not None, f"no button for {action} among {[x.label for x in table.buttons]}"
    d.click(b.rect.center)


def legal(match, seat=0):
    return list(match.legal_actions(seat))


def first(match, *kinds, seat=0, where=lambda a: True):
    return next((a for a in legal(match, seat) if a.kind in kinds and where(a)), None)


def draft(d, table, match, seat=0):
    """Drop two jobs in the draft dialog."""
    for _ in range(2):
        a = first(match, "drop", seat=seat)
        assert a is not None and table.dialog.active
        click_action(d, table, a)


def test_a_person_drafts_plays_a_card_rides_a_road_and_ends_phases(app):
    match = new_match((None,), variants=("curse-chaser",))
    d, table = open_table(app, match)
    assert table.viewer == 0 and table.obs["phase"] == "keep"
    draft(d, table, match)
    assert len(match.observe(0)["players"][0]["jobs"]) == 2
    pick = first(match, "pick")
    click_action(d, table, pick)                     # improvise: keep one card (dialog)
    assert match.observe(0)["pending"] == {}
    settle(d, table)
    d.key(pygame.K_e)                                # end the improvise phase by its key
    settle(d, table)
    assert match.observe(0)["phase"] == "encounter"
    click_action(d, table, first(match, "end"))      # in town: nothing to encounter
    settle(d, table)
    assert match.observe(0)["phase"] == "action"
    mover = first(match, "play", where=lambda a: (table.words.card(a.args[0]).gain.get("move", 0) > 0
                                                  and not a.args[1]))
    assert mover is not None
    before = len(match.observe(0)["players"][0]["hand"])
    click_action(d, table, mover)                    # play a card by clicking it
    me = match.observe(0)["players"][0]
    assert len(me["hand"]) == before - 1 and me["move"] >= 1
    assert mover.args[0] in me["play"]
    ride = first(match, "move")
    assert ride is not None and ride.args[0] in table.space_targets()
    start = me["node"]
    click_action(d, table, ride)                     # click the ringed space
    assert match.observe(0)["players"][0]["node"] == ride.args[0] != start
    assert table.board.figures.node(("seat", 0)) == ride.args[0]
    settle(d, table)
    click_action(d, table, first(match, "end"))
    # the round goes on to an encounter on the new space
    for _ in range(12):
        settle(d, table)
        obs = match.observe(0)
        if obs["mode"] == "encounter":
            break
        a = first(match, "discard_bounty", "pick", "end")
        click_action(d, table, a)
    obs = match.observe(0)
    assert obs["mode"] == "encounter" and table.dialog.active and table.dialog.dialog.columns
    option = first(match, "option", "decline")
    click_action(d, table, option)
    settle(d, table)
    assert match.observe(0)["mode"] != "encounter"


def test_illegal_cards_are_greyed_and_say_why(app):
    match = new_match((None,), variants=("curse-chaser",))
    d, table = open_table(app, match)
    draft(d, table, match)
    settle(d, table)
    # while the improvise card is being chosen no card may be played
    assert table.dialog.active
    assert table.hand and all(s.dimmed for s in table.hand)
    d.click(tuple(round(v) for v in table.hand[0].rect.center))
    assert any("upgrade card" in t.message.lower() for t in app.toasts.items)
    assert match.observe(0)["pending"]["kind"] == "improvise"


def test_a_solo_game_plays_on_through_the_table(app):
    match = new_match((None,), seed=11, variants=("curse-chaser",))
    d, table = open_table(app, match)
    app.anim_speed = 3.0
    order = ("drop", "discard_bounty", "summon", "pick", "option", "decline", "take", "choose", "stat", "push",
             "trash", "stop", "look", "swap", "move", "play", "end")
    rounds_played = 0
    for _ in range(160):
        if match.is_over() or match.observe(0)["round"] > 3:
            break
        settle(d, table)
        acts = legal(match)
        assert acts, "the solo player always has something to do"
        a = next(x for k in order for x in acts if x.kind == k and (k != "play" or not x.args[1]))
        n = len(match.history)
        click_action(d, table, a)
        settle(d, table)
        assert len(match.history) == n + 1, f"{a} was not taken"
        rounds_played = match.observe(0)["round"]
    assert match.is_over() or rounds_played > 3


def test_two_people_pass_the_screen_behind_a_handoff(app):
    match = new_match((None, None), seed=5)
    d, table = open_table(app, match)
    seen = []
    for _ in range(12):
        settle(d, table)
        if d.top_name == "handoff":
            pass_handoff(d)
            settle(d, table)
        seat = match.to_act()[0]
        assert table.viewer == seat
        other = 1 - seat
        assert "hand" not in table.obs["players"][other] and "jobs" not in table.obs["players"][other]
        seen.append(seat)
        if match.observe(None)["phase"] != "keep":
            break
        click_action(d, table, first(match, "drop", seat=seat))
    assert set(seen) == {0, 1}, "both players had the screen"


def test_the_table_shows_its_text_whole(app):
    match = new_match((None, "easy", "easy", "easy"), seed=7)
    with layout_check.recording(app.screen) as rec:
        d, table = open_table(app, match)
        draft(d, table, match)
        settle(d, table)
        d.frames(5)
        problems = layout_check.check_scene(app, rec)
    assert [str(p) for p in problems] == []
