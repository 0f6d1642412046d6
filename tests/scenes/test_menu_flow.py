"""Title, game select and table setup, reached and used with posted clicks and keys."""

import pygame

from game import paths
from game.core.match import Match
from game.scenes import launch

from toytable.helpers import toy_match


def test_title_new_game_opens_game_select(drive):
    assert drive.top_name == "title"
    drive.click(drive.top.new_button)
    assert drive.top_name == "select"
    assert len(drive.top.tiles) == 5


def test_title_keyboard_reaches_settings_and_back(drive):
    drive.key(pygame.K_DOWN)  # focus walks down the menu
    title = drive.top
    assert title.ui.keyboard_mode and title.ui.focus is not None
    drive.key(pygame.K_s)  # hotkey
    assert drive.top_name == "settings"
    drive.key(pygame.K_ESCAPE)
    assert drive.top_name == "title"


def test_continue_is_off_without_an_autosave(drive):
    button = drive.top.continue_button
    assert not button.enabled
    assert "No match in progress" in button.tooltip_text()
    drive.click(button)
    assert drive.top_name == "title"


def test_continue_resumes_the_autosaved_match(toy, home, app):
    from game.scenes.driver import Driver

    match = toy_match(bots=(None, None))
    match.apply(0, match.legal_actions(0)[0])
    app.start()
    d = Driver(app)
    d.frames(2)
    assert d.top.continue_button.enabled
    assert "Last Stone" in d.top.continue_button.sublabel
    d.click(d.top.continue_button)
    assert d.top_name == "handoff"  # two humans: the screen goes to Bill first
    d.frames(30)
    d.key(pygame.K_RETURN)
    assert d.top_name == "table"
    assert len(d.top.match.history) == 1


def test_continue_is_off_for_a_broken_autosave_which_is_kept(toy, home, app, capsys):
    from game.scenes.driver import Driver

    paths.autosave_file().write_text("{not json", encoding="utf-8")
    app.start()
    d = Driver(app)
    d.frames(1)
    assert not d.top.continue_button.enabled
    assert "could not be loaded" in d.top.continue_button.tooltip_text()
    assert any("autosave.json.broken" in m for m in app.toasts.messages)
    assert "could not be loaded" in capsys.readouterr().err
    kept = paths.autosave_file().with_name("autosave.json.broken")
    # a new match autosaves, and the broken file is still there, untouched
    d.click(d.top.new_button)
    d.click(d.top.tile(toy))
    d.click(d.top.start_button)
    assert d.top_name in ("table", "handoff")
    match = app.stack.find("table").match
    seat = match.to_act()[0]
    match.apply(seat, match.legal_actions(seat)[0])
    assert Match.load(match.autosave_path, launch.rules_for).history
    assert kept.read_text(encoding="utf-8") == "{not json"


def test_a_broken_save_is_listed_with_its_error_and_cannot_be_loaded(toy, home, drive, capsys):
    (paths.saves_dir() / "tampered.json").write_text('{"format": 1, "game": "nope"}', encoding="utf-8")
    drive.click(drive.top.load_button)
    assert drive.top_name == "load"
    row = drive.top.rows[0]
    assert not row.enabled and "Cannot be loaded" in row.sublabel
    assert "tampered.json cannot be loaded" in capsys.readouterr().err
    drive.click(row)
    assert drive.top_name == "load"
    assert (paths.saves_dir() / "tampered.json").exists()


def test_unplayable_games_cannot_be_chosen(drive, monkeypatch):
    from game import games
    from game.core.model import GameInfo

    monkeypatch.setattr(games, "GAMES", games.GAMES + (
        games.GameEntry("gold-rush", None, GameInfo("gold-rush", "Gold Rush", 2, 4, pitch="Pan for gold.")),))
    drive.click(drive.top.new_button)
    select = drive.top
    wanted = select.tile("gold-rush")
    assert not wanted.enabled
    drive.click(wanted)
    assert drive.top_name == "select"
    assert "in preparation" in wanted.tooltip_text()


def test_select_tile_hover_lifts_and_keyboard_focus_moves(toy, drive):
    drive.click(drive.top.new_button)
    select = drive.top
    tile = select.tile(toy)
    drive.hover(tile, frames=20)
    assert tile.hovered and tile.lift > 0.5
    first = select.ui.focus
    drive.key(pygame.K_RIGHT)
    assert select.ui.focus is not first and select.ui.keyboard_mode


def test_setup_deals_a_match_and_opens_the_table(toy, drive):
    drive.click(drive.top.new_button)
    drive.click(drive.top.tile(toy))
    assert drive.top_name == "setup"
    setup = drive.top
    assert [l.text for l in setup.seat_labels[:2]] == ["Sheriff", "Outlaw"]
    # three players, the third a hard bot, and the long-pile variant
    drive.click(setup.count_picker.rect.move(setup.count_picker.rect.w // 2 - 10, 0).center)
    assert setup.players == 3 and setup.seat_labels[2].visible
    drive.click(setup.variant_toggles["long"])
    assert "long" in setup.variants
    # rename seat one by typing into its field
    field = setup.name_fields[0]
    drive.click(field)
    for _ in range(len(field.text)):
        drive.key(pygame.K_BACKSPACE, frames=0)
    drive.type("Ada")
    assert setup.seats[0]["name"] == "Ada"
    drive.click(setup.start_button)
    assert drive.top_name == "table"
    match = drive.top.match
    assert match.config.players == 3 and match.config.variants == frozenset({"long"})
    assert match.seats[0].name == "Ada" and match.seats[0].is_human
    assert paths.is_autosave(match.autosave_path) and match.autosave_path.name.startswith(f"autosave-{toy}-")
    # the setup is remembered for next time
    remembered = drive.app.settings.table_setups[toy]
    assert remembered["players"] == 3 and remembered["seats"][0]["name"] == "Ada"


def test_setup_start_is_disabled_when_the_game_has_no_table(tableless, drive):
    drive.app.go("setup", game_id="few-and-cursed")
    drive.frames(2)
    setup = drive.top
    assert launch.table_factory("few-and-cursed") == (None, "The Few and Cursed's table is not ready yet.")
    assert not setup.start_button.enabled
    assert "not ready" in setup.start_button.tooltip_text()
    drive.click(setup.start_button)
    assert drive.top_name == "setup"
    drive.app.go("setup", game_id="fugitive")
    drive.frames(2)
    assert drive.top.start_button.enabled


def test_setup_gives_each_seat_a_distinct_name(toy, app):
    app.go("setup", game_id=toy)
    setup = app.stack.top
    setup.set_name(0, "Doc")
    setup.set_name(1, "doc")
    names = [s.name for s in setup.seat_infos()]
    assert len({n.lower() for n in names}) == 2


def test_a_saved_match_round_trips_through_load(toy, home):
    match = toy_match()
    match.apply(0, match.legal_actions(0)[1])
    target = paths.saves_dir() / "one.json"
    match.save(target)
    again = launch.load_match(target)
    assert again.state.stones == match.state.stones
    # played on, it autosaves to a file of its own; the named save is never written over
    assert not again.autosave_path.exists() and again.autosave_path != target
    seat = again.to_act()[0]
    again.apply(seat, again.legal_actions(seat)[0])
    assert Match.load(again.autosave_path, launch.rules_for).state.stones == again.state.stones
    assert len(Match.load(target, launch.rules_for).history) == 1


def test_a_game_that_cannot_be_set_up_says_why_and_stays_at_the_setup(toy, drive, monkeypatch, capsys):
    """A damaged board (or any failure while dealing) is a message, not a crash."""
    from toytable.rules import RULES

    def broken_setup(config, rng):
        raise ValueError("maps/board.tmx: link 7 ends on no station")

    monkeypatch.setattr(RULES, "setup", broken_setup)
    drive.click(drive.top.new_button)
    drive.click(drive.top.tile(toy))
    drive.click(drive.top.start_button)
    assert drive.top_name == "setup"
    assert any("could not be set up" in m and "link 7" in m for m in drive.app.toasts.messages)
    assert "link 7 ends on no station" in capsys.readouterr().err
    assert not drive.app.errors
