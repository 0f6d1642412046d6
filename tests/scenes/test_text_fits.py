"""Text a player can read whole: the layout check (game.engine.layout_check)
finds text cut by its box, drawn over later, or lying on another control, and
it runs over every shared scene and every game's table at each of the Settings'
text sizes (100, 125 and 150%)."""

from __future__ import annotations

import pygame
import pytest

from game import games
from game.core.match import SeatInfo
from game.engine import layout_check, text
from game.engine.widgets import UI, Button
from game.scenes import capture, launch
from game.scenes.driver import play_out
from game.engine import gfx

# -- the check can fail --------------------------------------------------------------------


@pytest.fixture
def screen():
    pygame.init()
    surface = gfx.Surface((400, 200))
    surface.fill((230, 220, 200))
    return surface


def test_text_cut_by_its_box_is_flagged(screen):
    with layout_check.recording(screen) as rec:
        text.draw(screen, "Calamity (normal bot)", (10, 10), "ui", 20, box=pygame.Rect(10, 10, 90, 30))
        text.draw(screen, "Fits", (10, 60), "ui", 20, box=pygame.Rect(10, 60, 90, 30))
    found = rec.problems()
    assert [(p.kind, p.text) for p in found] == [("clipped", "Calamity (normal bot)")]


def test_text_past_the_edge_of_its_surface_is_flagged(screen):
    card = gfx.Surface((80, 40), pygame.SRCALPHA)
    with layout_check.recording(screen) as rec:
        text.draw(card, "+4 bounty", (30, 8), "ui_bold", 18)
    assert [(p.kind, p.text) for p in rec.problems()] == [("clipped", "+4 bounty")]


def test_text_drawn_over_later_is_flagged(screen):
    with layout_check.recording(screen) as rec:
        text.draw(screen, "Player 1", (20, 20), "display", 24)
        text.draw(screen, "Untouched", (20, 120), "display", 24)
        # a badge laid on the end of the name, as Fugitive's TO PLAY tag was
        width = text.measure("Player 1", "display", 24)[0]
        gfx.rect(screen, (200, 160, 40), (20 + width - 12, 16, 60, 20))
    found = rec.problems()
    assert [(p.kind, p.text) for p in found] == [("covered", "Player 1")]


def test_text_on_another_control_is_flagged(screen):
    ui = UI()
    button = ui.add(Button((150, 80, 120, 40), "New game"))
    with layout_check.recording(screen) as rec:
        ui.draw(screen)  # the button's own label is its own
        text.draw(screen, "in preparation", (130, 90), "ui", 18)
    found = rec.problems([w for w in ui.walk() if w is not ui])
    # the stray text lies on the button, and the button's label is drawn over
    assert sorted((p.kind, p.text) for p in found) == [("covered", "New game"), ("under", "in preparation")]
    under = next(p for p in found if p.kind == "under")
    assert "New game" in under.detail and pygame.Rect(under.rect).colliderect(button.rect)


def test_nothing_is_recorded_without_a_check(screen):
    assert layout_check.active() is None
    text.draw(screen, "quiet", (0, 0))
    assert layout_check.active() is None


# -- every scene ---------------------------------------------------------------------------

# The Settings' text sizes the check runs at, on every scene and table: the scene is built
# at the first and the player's size changed under it, as Settings over the pause menu does.
TEXT_SIZES = (100, 125, 150)
RESIZE_FRAMES = 3   # frames a scene has to settle at a new text size


def _check(target: str, *, players=None, after_actions: int = 0, long_names: bool = False,
           game: str | None = None, then=None, window=None, text_sizes=TEXT_SIZES) -> list[str]:
    """What the layout check finds on ``target`` at each of ``text_sizes`` (per cent), each
    problem after the first size naming the size it was found at."""
    from game.app import App

    with capture.scratch_home():
        app = App(headless=True, window=window)
        capture.use_text_size(app, text_sizes[0])
        text.clear_cache()
        gfx.forget_art()  # art cached by an earlier check is drawn again, for this one to see its text
        try:
            with layout_check.recording(app.screen) as rec:
                if target in games.GAME_IDS and long_names:
                    _open_table_with_long_names(app, target, players, after_actions)
                else:
                    capture.prepare(app, target, 0, players, after_actions, None, game)
                if then is not None:
                    then(app.stack.top)
                app.settle(capture.SETTLE_FRAMES, 1 / 30)
                assert app.errors == []
                found = [str(p) for p in layout_check.check_scene(app, rec)]
            for size in text_sizes[1:]:
                capture.use_text_size(app, size)
                gfx.forget_art()
                with layout_check.recording(app.screen) as rec:
                    app.settle(RESIZE_FRAMES, 1 / 30)
                    assert app.errors == []
                    found += [f"{p} at text size {size}%" for p in layout_check.check_scene(app, rec)]
            return found
        finally:
            app.shutdown()


def _open_table_with_long_names(app, game_id: str, players: int, after_actions: int) -> None:
    """Names as a new player leaves them ("Player 1") and bots in the other seats:
    the longest labels a seat plate shows."""
    seats = [SeatInfo(f"Player {i + 1}", None if i == 0 else "normal") for i in range(players)]
    match = launch.new_match(game_id, players, seats, (), 3)
    play_out(match, after_actions, 3)
    app.show(launch.table_factory(game_id)[0](app, match, 0))


def test_text_put_down_without_the_checks_eyes_is_flagged(screen):
    with layout_check.recording(screen) as rec:
        img = text.font("ui", 18).render("Saddlebags", True, (0, 0, 0))
        screen.blit(img, (10, 10))  # straight onto the surface: nobody knows where it went
        seen = text.font("ui", 18).render("Tin Badge", True, (0, 0, 0))
        text.blit(screen, seen, (10, 40), "Tin Badge")
        wrapped = text.render_wrapped("Settlers' Wagon rolls on", "serif", 18, width=90)
        screen.blit(wrapped, (10, 80))
        shrunk = text.scaled(text.render("Calamity", "ui", 20), (40, 10))
        text.blit(screen, shrunk, (200, 10), "Calamity")
    found = sorted((p.kind, p.text) for p in rec.problems())
    assert found == [("unseen", "Saddlebags"), ("unseen", "Settlers' Wagon rolls on")]


def test_measuring_text_draws_nothing_the_check_must_see(screen):
    with layout_check.recording(screen) as rec:
        height = text.wrapped_height("A long line that wraps twice over", "serif", 18, 120)
    assert height == text.render_wrapped("A long line that wraps twice over", "serif", 18, width=120).get_height()
    assert rec.problems() == []


SCENES_WITHOUT_GAME = ("title", "select", "settings", "pause")
SCENES_OF_A_GAME = tuple(t for t in capture.SHARED_TARGETS if t not in SCENES_WITHOUT_GAME)


@pytest.mark.parametrize("target", SCENES_WITHOUT_GAME)
def test_every_shared_scene_shows_its_text_whole(target):
    assert _check(target) == []


def _game_scenes():
    for g in games.GAMES:
        for target in SCENES_OF_A_GAME:
            if target == "rules" or launch.game_problem(g.id) is None:
                yield target, g.id


# What the check finds on a shared scene and is not fixed yet, as (kind, text):
# empty, and anything found fails the test.
KNOWN_SCENE_DEFECTS: dict[tuple[str, str], set[tuple[str, str]]] = {}


@pytest.mark.parametrize("target, game_id", list(_game_scenes()))
def test_every_scene_of_every_game_shows_its_text_whole(target, game_id):
    """The setup, the rules, the handoff, the results and the replay as each game shows them."""
    found = {(kind, rest.rsplit(" at (", 1)[0].strip("'\"")) for kind, rest in
             (problem.split(": ", 1) for problem in _check(target, game=game_id))}
    known = KNOWN_SCENE_DEFECTS.get((target, game_id), set())
    assert found <= known, f"new text defects on {target} of {game_id}: {sorted(found - known)}"


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_tab_of_the_rules_shows_its_text_whole(game_id):
    """Every line of the guide and of the table notes, scrolled into view or not."""
    from game.scenes.rules import rule_texts

    for tab in range(1, len(rule_texts(game_id))):
        assert _check("rules", game=game_id, then=lambda scene, tab=tab: scene.show_tab(tab)) == []


PLAYABLE = [g.id for g in games.GAMES if launch.table_factory(g.id)[0] is not None]


def _has_lesson(game_id: str) -> bool:
    from game.core.lesson import ContentError

    try:
        return launch.lesson_for(game_id) is not None
    except ContentError:
        return False


@pytest.mark.parametrize("target, game_id", [("hint", g) for g in PLAYABLE]
                         + [("learn", g) for g in PLAYABLE if _has_lesson(g)])
def test_the_lessons_and_hints_over_every_table_show_their_text_whole(target, game_id):
    assert _check(target, game=game_id) == []

# What the check finds on a table and is not fixed yet, as (kind, text): empty,
# and anything found fails the test.
KNOWN_TABLE_DEFECTS: dict[str, set[tuple[str, str]]] = {}


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_table_shows_its_text_whole(game_id):
    info = launch.rules_for(game_id).info
    found = set()
    for players, after in ((info.min_seats if info.min_seats > 1 else 2, 0), (info.max_seats, 8)):
        for problem in _check(game_id, players=players, after_actions=after, long_names=True):
            kind, rest = problem.split(": ", 1)
            found.add((kind, rest.rsplit(" at (", 1)[0].strip("'\"")))
    known = KNOWN_TABLE_DEFECTS.get(game_id, set())
    assert found <= known, f"new text defects on the {game_id} table: {sorted(found - known)}"


@pytest.mark.parametrize("window", [(1024, 600), (2560, 1440)])
@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_table_drawn_at_another_windows_resolution_shows_its_text_whole(game_id, window):
    """Drawn at the window's own pixels, every word still fits its place, and
    the table's art is made at that resolution (none is stretched to fit)."""
    from game.engine import canvas

    before = dict(canvas.STATS)
    info = launch.rules_for(game_id).info
    assert _check(game_id, players=info.max_seats, after_actions=8, long_names=True, window=window) == []
    assert canvas.STATS == before, "a picture made at another scale was resampled to fit the screen"
