"""The Few and Cursed's table: a monster on the map is fought by clicking it
(lit when the player may, saying why not when hovered or clicked otherwise),
and the Grit track is printed with the 21-Grit summons space, whose summons
lights the piles it may call a monster from."""

from __future__ import annotations

from game.games.few_and_cursed.rules.state import touch
from game.scenes.driver import bot_move

from .test_scene import new_match, open_table, settle


def _to_own_action_phase(match):
    """Bot moves for everyone until seat 0 is free to act in its action phase."""
    for i in range(400):
        obs = match.observe(0)
        if tuple(match.to_act()) == (0,) and obs["phase"] == "action" and not obs["pending"] and not obs.get("mode"):
            return
        seat = match.to_act()[0]
        match.apply(seat, bot_move(match, seat, i))
    raise AssertionError("seat 0 never reached its action phase")


def _monster_beside(match, key: str, attack: int) -> int:
    """``key``'s monster on top of pile 0 and on seat 0's space (a Last Seen one), seat 0 with ``attack``."""
    s = match.state
    rules = match.rules
    mid = next(i for i, b in enumerate(rules.catalog.most_wanted) if b.key == key)
    for cards in s.piles:
        if mid in cards:
            cards.remove(mid)
    s.piles[0].append(mid)
    s.face_up[0] = True
    p = s.players[0]
    p.node = rules.desert.last_seen[1]
    s.monsters[mid] = p.node
    p.attack, p.acted, p.most_wanted_now = attack, "", False
    touch(s)
    return mid


def _monster_point(table, key):
    x, y = table.board.camera.world_to_screen(table.board.figures.world_pos(("monster", key)))
    return round(x), round(y) - 12   # on its body, above its feet


def _on_a_monster(app, attack):
    match = new_match((None, "easy"), seed=4)
    _to_own_action_phase(match)
    mid = _monster_beside(match, "wendigo", attack)
    d, table = open_table(app, match)
    settle(d, table)
    d.frames(3)
    return match, d, table, mid


def test_a_monster_the_player_may_fight_glows_and_a_click_on_it_fights_it(app):
    match, d, table, mid = _on_a_monster(app, attack=40)
    assert ("monster", "wendigo") in table.pieces.targets
    figure = table.board.figures._figures[("monster", "wendigo")]
    assert figure.highlight == "legal", "the monster is lit where it stands"
    point = _monster_point(table, "wendigo")
    d.hover(point)
    assert table.pieces.hovered == ("monster", "wendigo")
    assert table.pieces.hover_image() is not None, "its card shows beside the pointer"
    before = match.state.monsters_beaten
    d.click(point)
    assert match.history[-1].action.kind == "bounty" and match.history[-1].action.args == ("monster", mid)
    assert match.state.monsters_beaten == before + 1 and mid not in match.state.monsters


def test_a_monster_beyond_the_players_attack_says_why_and_a_click_leaves_it(app):
    match, d, table, mid = _on_a_monster(app, attack=0)
    assert ("monster", "wendigo") not in table.pieces.targets
    assert table.board.figures._figures[("monster", "wendigo")].highlight is None
    reason = table.pieces.refusals["wendigo"]
    assert "attack" in reason
    point = _monster_point(table, "wendigo")
    d.hover(point)
    assert table.pieces.hovered == ("monster", "wendigo")
    n = len(match.history)
    d.click(point)
    assert len(match.history) == n, "nothing is fought"
    assert any("attack" in t.message for t in app.toasts.items), "the click says why"


def test_the_grit_track_marks_the_summons_space_in_the_competitive_game_only(app):
    from game.games.few_and_cursed.table import layout as L

    match = new_match((None, "easy"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    cell = table.pieces.cells[21]
    spot = next(r for r, kind, what in table.pieces.tray_spots if kind == "trigger")
    assert spot == cell and L.BOARD.contains(cell)
    d.hover(cell.center)
    assert table.pieces.hovered == ("trigger", 21)
    assert table.pieces.hover_image() is not None
    marked = app.screen.get_at(cell.inflate(-4, -4).topleft)[:3]

    solo = new_match((None,), seed=4, variants=("curse-chaser",))
    app.stack.pop()
    d, table = open_table(app, solo)
    settle(d, table)
    assert not any(kind == "trigger" for _r, kind, _w in table.pieces.tray_spots)
    plain = app.screen.get_at(table.pieces.cells[21].inflate(-4, -4).topleft)[:3]
    assert marked != plain, "the summons space is printed in its own colour"


def test_a_summons_lights_the_piles_it_may_call_from_and_a_click_on_one_summons(app):
    match = new_match((None, "easy"), seed=4)
    _to_own_action_phase(match)
    s = match.state
    s.summons = [0]
    s.pending = {"kind": "stat"}     # a summons is settled first even with a choice pending
    touch(s)
    piles = [a.args[0] for a in match.legal_actions(0) if a.kind == "summon"]
    assert piles, "a pile with a monster under it"
    d, table = open_table(app, match)
    settle(d, table)
    d.frames(3)
    assert table.menu.heading == "Summon a monster"
    assert {i for kind, i in table.pieces.targets if kind == "pile"} == set(piles)
    d.click(table.pieces.pile_rects[piles[0]].center)
    assert match.history[-1].action.kind == "summon" and match.history[-1].action.args == (piles[0],)
