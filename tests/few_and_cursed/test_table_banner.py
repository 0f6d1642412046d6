"""The phase's banner never lies over a monster walking the map at cleanup: it takes the
board's foot while a figure stands where the top one would cover it.  A big moment's words
name the kind of bounty beaten (a Wanted one is not a Most Wanted) and speak to "You" as a person."""

from __future__ import annotations

import pygame

from game.games.few_and_cursed.table import felt
from game.games.few_and_cursed.table import layout as L

from .test_scene import first, new_match, open_table, settle
from .test_table_fights import _monster_beside, _to_own_action_phase


def test_the_banner_keeps_to_the_top_unless_a_figure_stands_there():
    size = (300, 52)
    top = felt.banner_rect(size, [])
    assert top.centery < L.BOARD.centery
    under = pygame.Rect(0, 0, 30, 60)
    under.center = top.center
    foot = felt.banner_rect(size, [under])
    assert foot.centery > L.BOARD.centery and not foot.colliderect(under)


def test_a_monster_walking_at_cleanup_is_never_under_the_banner(app):
    match = new_match((None,), seed=4, variants=("curse-chaser",))
    _to_own_action_phase(match)
    mid = _monster_beside(match, "crow_prime", 0)
    d, table = open_table(app, match)
    settle(d, table)
    camera = table.board.camera
    # the map turned so the monster stands at the top of the board, where the banner first lies
    mx, my = table.board.figures.world_pos(("monster", "crow_prime"))
    zoom = camera.fit_zoom * 2.0
    camera.focus_on((mx, my + (L.MAP_VIEW.centery - (L.BOARD.y + 44)) / zoom), zoom, smooth=False)
    d.frames(2)
    d.click(table.button_for(first(match, "end")).rect.center)     # end the action phase
    settle(d, table)
    if match.observe(0)["pending"].get("kind") == "solo_discard":
        d.click(table.button_for(first(match, "discard_bounty")).rect.center)
        settle(d, table)
    start = match.state.monsters[mid]
    d.click(table.button_for(first(match, "end")).rect.center)     # the round ends: the monster steps
    assert match.state.monsters[mid] != start
    seen = 0
    for _ in range(240):
        name, left = table.banner
        if left > 0 and name and not table.dialog.active:
            pos = table.board.figures.world_pos(("monster", "crow_prime"))
            x, y = camera.world_to_screen(pos)
            body = pygame.Rect(0, 0, 24, 50)
            body.midbottom = (round(x), round(y))
            banner = table.banner_rect(felt.banner(name).get_size())
            if L.MAP_VIEW.colliderect(body):
                seen += 1
                assert not banner.colliderect(body), "the banner lies over the walking monster"
        if not table.busy() and left <= 0:
            break
        d.frames(1, dt=1 / 30)
    assert seen, "the banner was up while the monster was on the board"


def test_a_big_moment_names_the_kind_of_bounty_and_speaks_to_you():
    from types import SimpleNamespace

    from game.games.few_and_cursed.catalog import catalog
    from game.games.few_and_cursed.table.spotlight import Spotlight

    words = SimpleNamespace(cat=catalog(), space=str, card_name=str)
    spot = Spotlight(words, lambda seat: ("You", "Ada")[seat])
    spot.show("bounty_defeated", {"seat": 0, "bounty": "demons", "name": "Imp", "kind": "wanted"})
    assert (spot.title, spot.line) == ("Wanted bounty beaten", "You take down Imp")
    spot.show("bounty_defeated", {"seat": 1, "bounty": "barrett", "name": "Barrett", "kind": "mw"})
    assert (spot.title, spot.line) == ("Most Wanted bounty beaten", "Ada takes down Barrett")
    spot.show("critical_wound", {"seat": 0, "spaces": 0})
    assert spot.line == "You are carried back to San Andreas"
    spot.show("cursed", {"seat": 0})
    assert spot.line.startswith("Your curse has taken hold")
