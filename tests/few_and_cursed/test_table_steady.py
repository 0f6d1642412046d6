"""The Few and Cursed's table keeps still what the player did not move, driven
by posted events: a drag of the map ends on any button's release (a click on
a space to ride leaves no drag behind); the phase's end keeps one place
across phases, and a button that changed under a pointer that has not moved
does not take the click aimed at the old one; after a monster kill that owes
a summons, the summons is asked alone before the improvise it earned; a
monster's step at cleanup walks on the board before the next dialog opens."""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.games.few_and_cursed.rules.state import touch
from game.games.few_and_cursed.table import layout as L

from .test_scene import first, new_match, open_table, settle
from .test_table_fights import _monster_beside, _monster_point, _to_own_action_phase


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def _riding(app):
    """Seat 0 in its action phase with movement to spend, the map zoomed in on its figure."""
    match = new_match((None, "easy"), seed=4)
    _to_own_action_phase(match)
    match.state.players[0].move = 3
    touch(match.state)
    d, table = open_table(app, match)
    settle(d, table)
    camera = table.board.camera
    me = table.board.figures.world_pos(("seat", 0))
    camera.focus_on(me, camera.fit_zoom * 2.5, smooth=False)
    d.frames(3)
    return match, d, table


def test_clicking_a_space_to_ride_leaves_no_drag_behind(app):
    match, d, table = _riding(app)
    camera = table.board.camera
    ride = next(a for a in match.legal_actions(0) if a.kind == "move" and a.args[1] == 0
                and table.board.viewport.collidepoint(table.board.node_screen(a.args[0])))
    point = tuple(round(v) for v in table.board.node_screen(ride.args[0]))
    d.click(point)
    assert match.history[-1].action.kind == "move", "the click rode there"
    settle(d, table)
    still = camera.center
    # the pointer moves on with no button held: the map stays where it is
    for k in range(1, 6):
        post(pygame.MOUSEMOTION, pos=(point[0] + 20 * k, point[1] + 8 * k), rel=(20, 8), buttons=(0, 0, 0))
        d.frames(1)
    d.frames(5)
    assert not camera.dragging and camera.center == still


def test_a_drag_let_go_over_the_panel_ends_there(app):
    match, d, table = _riding(app)
    camera = table.board.camera
    x, y = table.board.viewport.center
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    for k in range(1, 8):
        post(pygame.MOUSEMOTION, pos=(x + 30 * k, y), rel=(30, 0), buttons=(1, 0, 0))
        d.frames(1)
    assert camera.dragging
    # let go over the choices panel, where a button may take the release
    post(pygame.MOUSEBUTTONUP, pos=L.PANEL.center, button=1)
    d.frames(2)
    assert not camera.dragging
    still = camera.center
    post(pygame.MOUSEMOTION, pos=(x - 100, y - 40), rel=(-100, -40), buttons=(0, 0, 0))
    d.frames(3)
    assert camera.center == still
    # the right button's release ends a left drag too
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x + 40, y), rel=(40, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(x + 40, y), button=3)
    d.frames(2)
    assert not camera.dragging


def _end_button(table):
    return next((b for b, a in table.actions_of.items() if a.kind == "end" and b in table.buttons), None)


def test_the_phase_end_keeps_its_place_and_a_changed_button_waits_for_the_pointer(app):
    match = new_match((None,), variants=("curse-chaser",))
    d, table = open_table(app, match)
    for _ in range(2):
        b = table.button_for(first(match, "drop"))
        d.click(b.rect.center)
    settle(d, table)   # the improvise waits for the drops to be shown
    d.click(table.button_for(first(match, "pick")).rect.center)   # improvise: keep a card
    settle(d, table)
    end = _end_button(table)
    assert end is not None and end.rect == L.panel_foot(0)
    label = end.label
    # the pointer rests on the end: the click ends the improvise phase
    post(pygame.MOUSEMOTION, pos=end.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=end.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=end.rect.center, button=1)
    d.frames(2)
    settle(d, table)
    assert match.observe(0)["phase"] == "encounter"
    now = _end_button(table)
    assert now is not None and now.rect == L.panel_foot(0) and now.label != label, "same place, new phase"
    # a second click with the pointer still is not taken by the new button...
    n = len(match.history)
    post(pygame.MOUSEBUTTONDOWN, pos=now.rect.center, button=1)
    post(pygame.MOUSEBUTTONUP, pos=now.rect.center, button=1)
    d.frames(2)
    assert len(match.history) == n and match.observe(0)["phase"] == "encounter"
    # ...until the pointer moves
    d.click((now.rect.centerx + 2, now.rect.centery))
    assert len(match.history) == n + 1
    settle(d, table)
    assert match.observe(0)["phase"] == "action"
    assert _end_button(table).rect == L.panel_foot(0)
    assert table.button("More choices") is None or table.button("More choices").rect == L.panel_foot(1)


def test_a_summons_owed_by_a_monster_kill_is_asked_alone_before_its_improvise(app):
    match = new_match((None, "easy"), seed=4)
    _to_own_action_phase(match)
    mid = _monster_beside(match, "crow_prime", 40)   # its reward: 11 Grit and an improvise
    match.state.players[0].grit = 15
    touch(match.state)
    d, table = open_table(app, match)
    settle(d, table)
    d.frames(3)
    d.click(_monster_point(table, "crow_prime"))
    assert match.history[-1].action == Action("bounty", ("monster", mid))
    # the kill has the table to itself for a moment
    assert table.spotlight.active and table.spotlight.title == "Monster slain"
    assert "Crow Prime" in table.spotlight.line
    settle(d, table)
    obs = match.observe(0)
    assert obs["summons"] == [0] and obs["pending"]["kind"] == "improvise"
    # one decision on the table: the summons, with no improvise dialog over it
    assert not table.dialog.active and table.menu.heading == "Summon a monster"
    assert {a.kind for a in table.actions_of.values()} == {"summon"}
    summon = first(match, "summon")
    d.click(table.button_for(summon).rect.center)
    assert match.history[-1].action == summon
    settle(d, table)
    # then the improvise it earned, its Keep buttons taking the card
    assert table.dialog.active and table.dialog.dialog.title == "Improvise"
    keep = first(match, "pick")
    d.click(table.button_for(keep).rect.center)
    assert match.history[-1].action == keep and not match.observe(0)["pending"]


def test_a_monster_step_at_cleanup_walks_before_the_improvise_dialog_opens(app):
    match = new_match((None,), seed=4, variants=("curse-chaser",))
    _to_own_action_phase(match)
    mid = _monster_beside(match, "crow_prime", 0)
    start = match.state.monsters[mid]
    d, table = open_table(app, match)
    settle(d, table)
    d.click(table.button_for(first(match, "end")).rect.center)     # end the action phase
    settle(d, table)
    if match.observe(0)["pending"].get("kind") == "solo_discard":   # no capture this turn: the solo discard
        d.click(table.button_for(first(match, "discard_bounty")).rect.center)
        settle(d, table)
    assert match.observe(0)["mode"] == "cleanup"
    d.click(table.button_for(first(match, "end")).rect.center)     # done: the round ends, the monster steps
    to = match.state.monsters[mid]
    assert to != start and match.observe(0)["pending"]["kind"] == "improvise"
    walked = False
    for _ in range(240):
        if not table.busy():
            break
        walking = table.board.figures.busy
        walked = walked or walking
        assert not table.dialog.active, "no dialog over the monster's step"
        assert not any(a.kind == "pick" for a in table.actions_of.values()), "the improvise waits in the panel too"
        d.frames(1, dt=1 / 30)
    assert walked, "the monster walked on the board"
    assert table.board.figures.node(("monster", "crow_prime")) == to
    d.frames(2)
    assert table.dialog.active and table.dialog.dialog.title == "Improvise"


def test_a_ride_on_a_purple_road_says_its_curse_on_the_button_and_the_map(app):
    match = new_match((None, "easy"), seed=4)
    _to_own_action_phase(match)
    roads = match.rules.desert.roads
    start = next(n for n, out in roads.items() if any(cost[1] for cost in out.values()))
    there = next(t for t, cost in roads[start].items() if cost[1] and not cost[2] and cost[0] <= 2)
    me = match.state.players[0]
    me.node, me.move, me.curse = start, 3, 0
    touch(match.state)
    d, table = open_table(app, match)
    settle(d, table)
    ride = Action("move", (there, 0))
    b = table.button_for(ride)
    assert b is not None and "1 curse" in b.label, b.label
    assert "gain 1 curse" in b.tooltip
    assert table.rides[there]["curse"] == 1, "the map marks the curse under the space"
    d.click(b.rect.center)
    assert match.history[-1].action == ride and match.state.players[0].curse == 1


def test_the_solo_discard_names_its_bounties_and_marks_its_piles(app):
    from game.scenes.driver import bot_move

    match = new_match((None,), seed=4, variants=("curse-chaser",))
    for i in range(300):
        if match.observe(0)["pending"].get("kind") == "solo_discard":
            break
        match.apply(0, bot_move(match, 0, i))
    obs = match.observe(0)
    assert obs["pending"]["kind"] == "solo_discard"
    d, table = open_table(app, match)
    settle(d, table)
    names = {b.key: b.name for b in match.rules.catalog.most_wanted}
    discards = [a for a in match.legal_actions(0) if a.kind == "discard_bounty"]
    for a in discards:
        b = table.button_for(a)
        top = obs["piles"][a.args[0]]["top"]
        assert b is not None and b.label.endswith(f"{names[top]} (pile {a.args[0] + 1})")   # "Discard" when it fits
        assert "Solo rule" in b.tooltip
        assert ("pile", a.args[0]) in table.pieces.targets, "the pile glows on the map"
    assert "discard" in table.prompt()[1]
    # a click on a glowing pile discards its top bounty
    table.board.fit(smooth=False)
    d.frames(3)
    pile = discards[0].args[0]
    rect = table.pieces.pile_rects[pile]
    d.click(rect.center)
    assert match.history[-1].action == discards[0]


def test_dropping_a_job_in_the_draft_moves_no_other_jobs_button(app):
    match = new_match((None, "easy"))
    d, table = open_table(app, match)
    settle(d, table)
    drops = [a for a in match.legal_actions(0) if a.kind == "drop"]
    assert len(drops) == 4 and table.dialog.active
    before = {a: table.button_for(a).rect.copy() for a in drops}
    d.click(before[drops[0]].center)
    settle(d, table)
    assert match.history[-1].action == drops[0]
    for a in drops[1:]:
        assert table.button_for(a).rect == before[a], "a job's Drop button moved after another was dropped"
    spent = next(b for b in table.dialog.buttons if b.rect == before[drops[0]])
    assert spent.label == "Dropped" and not spent.enabled
