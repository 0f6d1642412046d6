"""The player's side of The Few and Cursed's table: the moves log in
sentences (and silent about what a seat may not know), the player board's
cubes and character card, the results broken down, the screenshot moments,
and whole games played through the table with posted clicks and keys."""

from __future__ import annotations

import os

import pygame
import pytest

from game.core.model import Action
from game.scenes import capture
from game.core.rng import Rng
from game.scenes.driver import make_bot, play_out
from at_table import pass_handoff

from .test_scene import click_action, new_match, open_table, settle

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
BARE_WORDS = {"visit", "buy", "upgrade", "job", "exhaust", "option", "discard", "summon", "trash", "skip",
              "choose", "stat", "push", "step", "stop", "look", "take", "end", "leave", "refresh"}


def _words(match):
    from game.games.few_and_cursed.table.words import Words
    return Words(match.rules.catalog, match.rules.desert.graph)


def _log(match, viewer):
    from game.games.few_and_cursed.table.narrate import step_lines
    return step_lines(match.events_for(viewer), _words(match), lambda s: match.seats[s].name, lambda s: (1, 2, 3))


def test_every_log_line_is_a_sentence_a_player_reads():
    match = new_match((None, None), seed=4)
    play_out(match, 250, 4)
    lines = [line for line, _accent in _log(match, 0)]
    assert len(lines) >= 150
    for line in lines:
        assert line[0].isupper() and line[-1] in ".!", line
        assert len(line.split()) >= 3, f"too bare: {line!r}"
        assert line.rstrip(".!").split(" ", 1)[1] not in BARE_WORDS, line
    text = "\n".join(lines)
    assert "Ada plays " in text and " rides to " in text and "Round 1: the action phase." in text


def test_the_log_names_a_kept_card_and_a_dropped_job_only_to_their_owner():
    match = new_match((None, None), seed=4)
    cat = match.rules.catalog
    jobs_before = set(match.state.players[0].jobs)
    while match.observe(None)["phase"] == "keep":
        seat = match.to_act()[0]
        match.apply(seat, next(a for a in match.legal_actions(seat) if a.kind == "drop"))
    dropped = [cat.jobs[j].name for j in jobs_before - set(match.state.players[0].jobs)]
    mine = "\n".join(line for line, _ in _log(match, 0))
    theirs = "\n".join(line for line, _ in _log(match, 1))
    for name in dropped:
        assert f"Ada drops the job {name}." in mine
        assert name not in theirs
    assert "Ada drops a job." in theirs


def test_the_cubes_slide_and_the_character_card_turns_to_its_cursed_side():
    from game.games.few_and_cursed.table.seatboard import PlayerBoards
    match = new_match((None, None), seed=4)
    boards = PlayerBoards(match.rules.catalog)
    obs = match.observe(0)
    boards.sync(obs, snap=True)
    assert not boards.busy
    changed = dict(obs)
    me = dict(obs["players"][0], health=obs["players"][0]["health"] - 3, cursed=True)
    changed["players"] = [me] + obs["players"][1:]
    boards.sync(changed)
    assert boards.busy
    boards.update(0.1)
    shown = boards.cubes[(0, "health")][0]
    assert me["health"] < shown < me["health"] + 3        # on its way, not there yet
    before = boards.character_image(me).get_width()
    boards.update(0.25)
    assert boards.character_image(me).get_width() < before  # edge-on as it turns
    for _ in range(20):
        boards.update(0.1)
    assert not boards.busy and boards.cubes[(0, "health")][0] == me["health"] and boards.flips[0][0] is True


def test_results_break_the_end_scoring_down_and_add_up():
    from game.games.few_and_cursed.table.final import results_details
    match = new_match((None, None, None), seed=2)
    play_out(match, None, 2)
    details = results_details(match)
    scores = match.outcome().scores
    assert details.columns[-1] == "Grit" and len(details.rows) == 3
    for row, score in zip(details.rows, scores):
        in_play, end_jobs, unscored, artifacts = (int(v) for v in row[:4])
        assert in_play + end_jobs + unscored + artifacts == int(row[-1]) == score
        assert unscored <= 0 <= end_jobs


@pytest.mark.parametrize("variant,players", [("curse-chaser", 1), ("coop", 2)])
def test_solo_and_coop_results_have_their_own_words(variant, players):
    from game.games.few_and_cursed.table.final import results_details
    match = new_match((None,) * players, seed=1, variants=(variant,))
    play_out(match, None, 1)
    details = results_details(match)
    won = bool(match.outcome().winners)
    assert details.won == won
    words = {"curse-chaser": ("curse is broken", "falls"), "coop": ("saves San Andreas", "is broken")}[variant]
    assert words[0 if won else 1] in details.headline
    if variant == "coop":
        assert any(f"Team Grit: {match.state.team_grit}" in note for note in details.notes)


def test_screenshot_moments_and_variants(tmp_path):
    out = capture.screenshot("few-and-cursed", tmp_path / "store.png", players=2, until="store")
    assert out.exists()
    with pytest.raises(capture.CaptureError, match="unknown moment"):
        capture.screenshot("few-and-cursed", tmp_path / "x.png", until="sunrise")
    with pytest.raises(capture.CaptureError, match="no variant"):
        capture.screenshot("few-and-cursed", tmp_path / "x.png", variants=("hardcore",))


def _bot_choice(match, bots, seat):
    bot = bots.setdefault(seat, make_bot(match, "normal", 17 + seat))
    return bot.choose(match.rules, match.rules.clone(match.state), seat, Rng(len(match.history)))


def test_a_whole_solo_game_is_played_through_the_table_to_its_results(app):  # noqa: F811
    match = new_match((None,), seed=3, variants=("curse-chaser",))
    d, table = open_table(app, match)
    app.anim_speed = 4.0
    bots = {}
    for _ in range(600):
        if match.is_over():
            break
        settle(d, table)
        action = _bot_choice(match, bots, 0)
        n = len(match.history)
        if action.kind == "end" and table.button_for(action) is not None and not table.dialog.active:
            d.key(pygame.K_e)                            # ending a phase by its key
        else:
            click_action(d, table, action)
        settle(d, table)
        assert len(match.history) == n + 1, f"{action} was not taken"
    assert match.is_over()
    for _ in range(200):
        d.frames(1, dt=0.1)
        if d.top_name == "results":
            break
    results = app.stack.find("results")
    assert results is not None and results.details is not None
    assert results.details.headline in ("The curse is broken!", "The curse chaser falls")


def test_two_people_play_a_whole_round_behind_handoffs(app):  # noqa: F811
    match = new_match((None, None), seed=6)
    d, table = open_table(app, match)
    app.anim_speed = 4.0
    bots, handoffs = {}, 0
    for _ in range(400):
        if match.observe(None)["round"] >= 2 or match.is_over():
            break
        settle(d, table)
        if d.top_name == "handoff":
            handoffs += 1
            pass_handoff(d)
            settle(d, table)
        seat = match.to_act()[0]
        assert table.viewer == seat
        for other, p in enumerate(table.obs["players"]):
            if other != seat:
                assert "hand" not in p and "jobs" not in p     # the other's hand and jobs stay hidden
        action = _bot_choice(match, bots, seat)
        n = len(match.history)
        click_action(d, table, action)
        settle(d, table)
        assert len(match.history) == n + 1, f"{action} was not taken"
    assert match.observe(None)["round"] >= 2, "a whole round was played"
    assert handoffs >= 4, "the screen changed hands behind a handoff at each change of player"


def test_a_hovered_piece_of_the_board_explains_itself(app):  # noqa: F811
    match = new_match((None, "normal"), seed=4)
    d, table = open_table(app, match)
    settle(d, table)
    area, words = table.board_help[0]
    d.hover(pygame.Rect(area).center)
    d.frames(10, dt=0.1)
    assert table.help_under_pointer() == (pygame.Rect(area), words)
    assert table.draw_hover_help(app.screen) is not None   # the shared tooltip shows it
    assert match.observe(0)["players"][0]["name"] in words


def test_the_store_dialog_buys_a_stat_by_its_button(app):  # noqa: F811
    from game.games.few_and_cursed.table.moments import MOMENTS
    match = new_match((None, "normal"), seed=0)
    for _ in range(600):
        if match.to_act()[0] == 0 and MOMENTS["store"](match, 0):
            break
        play_out(match, 1, len(match.history))
    assert MOMENTS["store"](match, 0)
    d, table = open_table(app, match)
    settle(d, table)
    bullet = Action("upgrade", ("bullet",))
    assert table.dialog.active and table.dialog.dialog.title.startswith("The store")
    b = next((b for b in table.dialog.buttons if table.dialog.actions_of.get(b) == bullet), None)
    water = match.observe(0)["players"][0]["water"]
    if bullet in match.legal_actions(0):
        assert b is not None and b.enabled
        d.click(b.rect.center)
        assert match.observe(0)["players"][0]["water"] == water - 1
    else:
        greyed = [x for x in table.dialog.buttons if not x.enabled]
        assert greyed and all(x.disabled_reason for x in greyed)


@pytest.mark.parametrize("moment,seed", [("store", 0), ("encounter", 0), ("trash", 0), ("jobs", 1),
                                          ("cursed-encounter", 0), ("gear", 0)])
def test_dialogs_and_boards_show_their_text_whole(app, moment, seed):  # noqa: F811
    from game.engine import layout_check
    from game.scenes import launch
    factory, _ = launch.table_factory("few-and-cursed")
    for tried in range(seed, seed + 8):  # bots do not visit every place in every game: look further
        match = new_match((None, None), seed=tried)
        try:
            seat = capture.play_until(match, factory, moment, tried)
            break
        except capture.CaptureError:
            continue
    else:
        pytest.fail(f"no game from seed {seed} reached {moment}")
    with layout_check.recording(app.screen) as rec:
        table = factory(app, match, seat)
        app.show(table)
        for _ in range(40):
            app.step(1 / 30)
        problems = layout_check.check_scene(app, rec)
    assert [str(p) for p in problems] == []


def test_the_results_show_their_text_whole(app):  # noqa: F811
    from game.engine import layout_check
    from game.scenes import launch
    match = new_match((None, "normal", "normal"), seed=2)
    play_out(match, None, 2)
    factory, _ = launch.table_factory("few-and-cursed")
    with layout_check.recording(app.screen) as rec:
        app.show(factory(app, match, 0))
        for _ in range(90):
            app.step(1 / 30)
        assert app.stack.find("results") is not None
        problems = layout_check.check_scene(app, rec)
    assert [str(p) for p in problems] == []


def test_a_tied_monster_step_is_asked_in_a_small_dialog_of_its_ways():
    from game.games.few_and_cursed.table.choices import Choices
    match = new_match((None, None), seed=4)
    words = _words(match)
    obs = match.observe(0)
    roads = list(match.rules.desert.graph.node_ids)[:2]
    legal = [Action("steer", (0, roads[0])), Action("steer", (0, roads[1]))]
    dialog = Choices(words).dialog(obs, legal)
    monster = match.rules.catalog.most_wanted[0].name
    assert monster in dialog.title and not dialog.cards and not dialog.columns
    assert [a for _label, a, _why in dialog.actions] == legal
    assert [label for label, _a, _why in dialog.actions] == [f"To {words.space(n)}" for n in roads]
    assert match.rules.describe(legal[1], None) == f"sends {monster} on to {words.space(roads[1])} (its ways tied)"
