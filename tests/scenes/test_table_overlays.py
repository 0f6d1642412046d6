"""Over a table: pause (undo, save, load, rules, settings, quit), handoff and results."""

import json

import pygame

from game import paths
from game.scenes.driver import Driver

from toytable.helpers import toy_match


def open_table(app, match):
    app.open_match(match)
    d = Driver(app)
    d.frames(2)
    pass_handoff(d)
    return d


def pass_handoff(d):
    """With several humans the first one is handed the screen too."""
    if d.top_name == "handoff":
        d.frames(30)
        d.key(pygame.K_RETURN)


def test_esc_pauses_and_resume_returns(toy, app):
    d = open_table(app, toy_match())
    assert d.top_name == "table"
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"
    assert app.stack.top.transparent
    d.click(d.top.resume_button)
    assert d.top_name == "table"


def test_undo_takes_back_the_humans_move_and_resyncs(toy, app):
    match = toy_match(bots=(None, "normal"))
    d = open_table(app, match)
    table = d.top
    d.click(table.take_buttons[1])  # Ada takes two; the screen is still hers, the bot has not moved
    assert match.state.stones == 7
    d.key(pygame.K_ESCAPE)
    pause = d.top
    assert pause.undo_button.enabled and "Ada" in pause.undo_button.label
    before = table.resyncs
    d.click(pause.undo_button)
    assert match.state.stones == 9 and not match.history
    assert table.resyncs > before
    assert d.top_name == "table"
    assert any("Took back" in m for m in app.toasts.messages)


def test_hot_seat_undo_is_not_offered_once_the_screen_has_passed(toy, app):
    """Two humans: after Ada's move the screen goes to Bill; neither the
    handoff nor Bill's turn offers to take Ada's move back."""
    match = toy_match(bots=(None, None))
    d = open_table(app, match)
    d.click(d.top.take_buttons[1])
    assert match.state.stones == 7
    d.frames(3)
    d.key(pygame.K_ESCAPE)  # from the handoff: the screen is nobody's
    assert d.top_name == "pause" and not d.top.undo_button.enabled
    d.key(pygame.K_u)
    assert len(match.history) == 1
    d.key(pygame.K_ESCAPE)
    pass_handoff(d)
    assert d.top_name == "table" and d.top.hotseat.viewer == 1
    d.key(pygame.K_ESCAPE)
    undo = d.top.undo_button
    assert not undo.enabled and "Ada" in undo.tooltip_text()
    d.click(undo)
    assert len(match.history) == 1 and match.state.stones == 7


def test_undo_is_disabled_with_a_reason_after_a_bot_moved(toy, app):
    match = toy_match(bots=(None, "normal"))
    match.apply(0, match.legal_actions(0)[0])
    match.apply(1, match.legal_actions(1)[0])
    d = open_table(app, match)
    d.key(pygame.K_ESCAPE)
    undo = d.top.undo_button
    assert not undo.enabled
    assert "Others have acted" in undo.tooltip_text()
    d.click(undo)
    assert len(match.history) == 2
    # the reason shows as a tooltip when hovered long enough
    d.hover(undo, frames=40)
    assert d.top.ui.tooltip_target() is undo


def test_save_to_a_named_slot_then_load_it(toy, app):
    match = toy_match(bots=(None, None))
    d = open_table(app, match)
    d.click(d.top.take_buttons[0])
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"
    d.click(d.top.save_button)
    assert d.top_name == "save"
    field = d.top.field
    for _ in range(len(field.text)):
        d.key(pygame.K_BACKSPACE, frames=0)
    d.type("Duel at noon")
    d.key(pygame.K_RETURN)
    saved = paths.saves_dir() / "Duel_at_noon.json"
    assert saved.is_file()
    assert json.loads(saved.read_text())["game"] == "toy-stones"
    assert d.top_name == "pause"
    # a broken save is listed with its error and cannot be loaded
    (paths.saves_dir() / "broken.json").write_text('{"format": "bounty-table-save", "version": 1}')
    d.click(d.top.load_button)
    assert d.top_name == "load"
    load = d.top
    titles = {e.title: e for e in load.entries}
    assert titles["broken"].error and not titles["Duel at noon"].error
    broken_row = next(r for r in load.rows if r.visible and r.label.startswith("broken"))
    assert not broken_row.enabled and "damaged" in broken_row.sublabel
    good_row = next(r for r in load.rows if r.visible and r.label.startswith("Duel at noon"))
    d.click(good_row)
    pass_handoff(d)
    assert d.top_name == "table"
    assert d.top.match is not match and len(d.top.match.history) == 1
    assert len(app.stack) == 1


def test_one_human_with_bots_never_sees_a_handoff(toy, app):
    match = toy_match(bots=(None, "normal"))
    d = open_table(app, match)
    for _ in range(3):
        if match.is_over():
            break
        if d.top.acting_human() is not None:
            d.click(d.top.take_buttons[0])
        d.frames(20)
        assert d.top_name in ("table", "results")


def test_saving_over_a_slot_asks_first(toy, app):
    match = toy_match()
    d = open_table(app, match)
    d.key(pygame.K_ESCAPE)
    d.click(d.top.save_button)
    d.key(pygame.K_RETURN)
    d.click(d.top.save_button)
    d.key(pygame.K_RETURN)
    assert d.top_name == "dialog"
    d.click(d.top.buttons[0])
    assert d.top_name == "pause"


def test_rules_and_settings_from_pause(toy, app):
    d = open_table(app, toy_match())
    d.key(pygame.K_ESCAPE)
    d.click(d.top.rules_button)
    assert d.top_name == "rules"
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"
    d.click(d.top.settings_button)
    assert d.top_name == "settings"
    d.key(pygame.K_ESCAPE)
    assert d.top_name == "pause"


def test_quit_to_menu_confirms_then_shows_title_with_continue(toy, app):
    match = toy_match(bots=(None, None))
    d = open_table(app, match)
    d.click(d.top.take_buttons[0])
    d.key(pygame.K_ESCAPE)
    d.click(d.top.quit_button)
    assert d.top_name == "dialog"
    d.key(pygame.K_ESCAPE)  # Esc means Stay
    assert d.top_name == "pause"
    d.click(d.top.quit_button)
    d.click(d.top.buttons[0])
    assert d.top_name == "title" and len(app.stack) == 1
    assert d.top.continue_button.enabled


def test_handoff_blanks_the_table_until_the_next_player_is_ready(toy, app):
    match = toy_match(bots=(None, None))
    d = open_table(app, match)
    d.click(d.top.take_buttons[0])  # Ada moves; Bill is next
    d.frames(2)
    assert d.top_name == "handoff"
    handoff = d.top
    assert handoff.player == "Bill" and not handoff.transparent
    table = app.stack.find("table")
    drawn = []
    table.draw = lambda surface: drawn.append(1)  # the table must not be drawn at all
    d.frames(30)
    assert drawn == []
    del table.draw
    d.click((10, 10))
    assert d.top_name == "table" and d.top.shown_to == 1


def test_handoff_ignores_an_instant_click(app):
    fired = []
    app.push("handoff", player="Cora", on_ready=lambda: fired.append(1))
    d = Driver(app)
    d.click((640, 360), frames=1)
    assert fired == [] and d.top_name == "handoff"
    d.frames(30)
    d.key(pygame.K_SPACE)
    assert fired == [1]


def test_results_then_play_again_keeps_seats_and_variants(toy, app):
    from game.scenes import launch
    from game.core.match import SeatInfo

    match = launch.new_match("toy-stones", 2, [SeatInfo("Ada", "easy"), SeatInfo("Bill", "hard")], ["long"], 5)
    d = open_table(app, match)
    d.frames(400)
    assert match.is_over()
    assert d.top_name == "results"
    results = d.top
    assert results.transparent
    d.click(results.again_button)
    assert d.top_name == "table"
    again = d.top.match
    assert again is not match
    assert again.seats == match.seats and again.config == match.config
    assert again.seed != match.seed and again.history == []


def test_results_main_menu(toy, app):
    match = toy_match(bots=("easy", "easy"))
    d = open_table(app, match)
    d.frames(400)
    assert d.top_name == "results"
    d.click(d.top.menu_button)
    assert d.top_name == "title"


def test_results_can_step_aside_to_show_the_final_table(toy, app):
    match = toy_match(bots=("easy", "easy"))
    d = open_table(app, match)
    d.frames(400)
    results = d.top
    d.click(results.view_button)
    assert results.peeking
    d.key(pygame.K_x)
    assert not results.peeking and d.top_name == "results"


def test_slot_names_are_safe_file_names(home):
    from game.scenes.saves import slot_path

    assert slot_path("Duel at noon!").name == "Duel_at_noon.json"
    assert slot_path("../../etc/passwd").parent == paths.saves_dir()
    assert slot_path("autosave") != paths.autosave_file()
    assert slot_path("autosave-fugitive") != paths.autosave_file("fugitive")
    assert slot_path("???").name == "save.json"
