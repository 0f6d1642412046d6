"""The Match history and its replays, driven by real posted events: a match
finished at its table is kept, listed from the title screen, opened, played
back and forth to its end with the hidden parts shown, and its file is never
changed by watching it."""

from __future__ import annotations

import pygame
import pytest

from game import paths
from game.core import archive
from game.core.match import SeatInfo
from game.scenes import launch
from game.scenes.driver import play_out
from match_helpers import finish_at_table, finished_fugitive


def replay_opened(drive, game_id, names, moves, at_end=False, frames=10):
    """A match of Easy bots played ``moves`` moves (None: to its end), opened in a replay
    halfway (or at its end) and drawn for ``frames`` frames."""
    from game.scenes.replay import ReplayScene

    match = launch.new_match(game_id, len(names), [SeatInfo(n, "easy") for n in names], (), 4, autosave=False)
    play_out(match, moves, 4, level="easy")
    replay = ReplayScene(drive.app, match)
    drive.app.stack.push(replay)
    replay.seek(len(replay.steps) if at_end else len(replay.steps) // 2)
    drive.frames(frames)
    return replay


def test_a_match_finished_at_its_table_is_kept_once(drive):
    match = finished_fugitive()
    finish_at_table(drive, match)
    finish_at_table(drive, match)  # the same finished save opened again is not kept twice
    kept = archive.entries(paths.history_dir(), launch.rules_for)
    assert len(kept) == 1
    entry = kept[0]
    assert entry.game == "fugitive" and entry.moves == len(match.history)
    assert entry.players == (("Ada", None), ("Bill", "easy"))
    winner = match.seats[match.outcome().winners[0]].name
    assert entry.winners == (winner,)


def test_history_opens_a_replay_that_steps_back_and_forth_with_secrets_shown(drive):
    match = finished_fugitive()
    finish_at_table(drive, match)
    drive.app.go("title")
    drive.frames(3)
    drive.click(drive.top.history_button)
    history = drive.top
    assert history.name == "history"
    row = history.rows[0]
    assert row.visible and "Fugitive" in row.label and "Ada" in row.sublabel and "easy bot" in row.sublabel
    path = history.rows_data[0]["path"]
    before = path.read_bytes()
    mtime = path.stat().st_mtime_ns

    drive.click(row)
    replay = drive.top
    assert replay.name == "replay" and replay.position == 0
    total = len(match.history)
    assert len(replay.steps) == total
    # the Fugitive's eyes: the face-down hideouts and the hand are on the table
    assert replay.table.viewer == 0
    for _ in range(total // 2):
        drive.key(pygame.K_RIGHT, frames=40)
    assert replay.position == total // 2
    assert replay.table.obs["fugitive_hand"] is not None
    hidden = [h for h in replay.table.obs["route"] if not h["revealed"]]
    if hidden:
        assert all(h["number"] is not None for h in hidden)
        assert any(line.startswith("Face-down hideouts") for line in replay.secrets_for(replay.match, 0))
    drive.key(pygame.K_LEFT)
    assert replay.position == total // 2 - 1
    assert [s.action for s in replay.match.history] == [s.action for s in match.history[:total // 2 - 1]]
    drive.key(pygame.K_END)
    assert replay.position == total and replay.match.is_over()
    assert replay.forward_button.enabled is False
    drive.click(replay.start_button)
    assert replay.position == 0
    drive.key(pygame.K_SPACE)  # play it through to the end
    assert replay.playing
    for _ in range(total * 3):
        drive.frames(30, dt=1 / 10)
        if replay.position == total:
            break
    assert replay.position == total and replay.match.outcome() == match.outcome()
    assert drive.app.stack.find("results") is None  # a replay never opens the results
    drive.key(pygame.K_ESCAPE)
    assert drive.top is history
    assert path.read_bytes() == before and path.stat().st_mtime_ns == mtime
    assert drive.app.errors == []


def test_the_path_field_opens_any_save_and_refuses_a_broken_one(drive):
    match = finished_fugitive(seed=8)
    elsewhere = paths.user_dir() / "elsewhere.json"
    match.save(elsewhere)
    broken = paths.user_dir() / "broken.json"
    broken.write_text(elsewhere.read_text().replace('"moves"', '"muves"'))
    drive.app.go("history")
    drive.frames(2)
    history = drive.top
    assert history.empty.visible
    drive.click(history.field)
    drive.type(str(broken))
    drive.key(pygame.K_RETURN)
    assert drive.top is history  # a clear message, nothing opened
    assert any("cannot be replayed" in t.message for t in drive.app.toasts.items)
    history.field.text = ""
    drive.click(history.field)
    drive.type("elsewhere.json")  # a bare name is found in the data folder
    drive.click(history.open_button)
    assert drive.top.name == "replay" and len(drive.top.steps) == len(match.history)


@pytest.mark.parametrize("game_id", ["most-wanted", "wagon-robbers", "scotland-yard", "fugitive", "few-and-cursed"])
def test_every_game_replays_halfway_with_its_hidden_parts_named(drive, game_id):
    info = launch.rules_for(game_id).info
    n = max(2, info.min_seats)
    seats = [SeatInfo(f"P{i + 1}", "easy") for i in range(n)]
    match = launch.new_match(game_id, n, seats, (), 4, autosave=False)
    play_out(match, 40, 4, level="easy")
    path = paths.saves_dir() / "partway.json"
    match.save(path)
    drive.app.go("history", tab=1)   # the saved games
    drive.frames(2)
    history = drive.top
    row = next(r for r, data in zip(history.rows, history.rows_data) if data["path"] == path)
    drive.click(row)
    replay = drive.top
    assert replay.name == "replay" and len(replay.steps) == len(match.history)
    half = len(replay.steps) // 2
    groove = replay.slider.groove
    drive.click((groove.left + round(groove.w * half / replay.slider.hi), groove.centery))   # the move slider
    assert abs(replay.position - half) <= 1
    at = replay.position
    drive.key(pygame.K_RIGHT, frames=30)
    assert replay.position == at + 1
    drive.frames(60)
    named = [lines for _name, lines in replay.secrets() if lines]
    assert named, f"{game_id}: nothing hidden is named beside the replay"
    assert replay.table.viewer == replay.focus()
    assert drive.app.errors == []


def _table_point(replay, rect):
    """Where a part of the replay's table is on the screen: the table fills it, at its own size."""
    assert replay.on_table(rect.center) == rect.center
    return rect.center


def test_a_replay_from_the_results_plays_from_the_deal_and_ends_on_its_own_results(drive):
    match = finished_fugitive(seed=6)
    finish_at_table(drive, match)
    results = drive.top
    assert results.name == "results" and results.replay_button.visible
    drive.click(results.replay_button)
    replay = drive.top
    assert replay.name == "replay" and replay.position == 0 and replay.path is None
    assert replay.table.results_shown is False and replay.results_lines() is None
    drive.key(pygame.K_SPACE)
    total = len(match.history)
    for _ in range(total * 3):
        drive.frames(30, dt=1 / 10)
        if replay.position == total and not replay.table.busy():
            break
    assert replay.position == total
    drive.frames(5)
    headline, _reason = replay.results_lines()
    winner = match.seats[match.outcome().winners[0]].name
    assert winner in headline
    drive.key(pygame.K_ESCAPE)
    assert drive.top is results   # Close comes back to the results it was opened from
    assert drive.app.errors == []


def test_a_replays_menu_button_leaves_it_and_its_move_controls_are_veiled(drive):
    from game.scenes.table_frame import menu_rect

    match = finished_fugitive(seed=7)
    finish_at_table(drive, match)
    drive.app.go("history")
    drive.frames(2)
    history = drive.top
    drive.click(history.rows[0])
    replay = drive.top
    drive.key(pygame.K_RIGHT, frames=40)
    parts = replay.table.anchors()
    assert replay.veiled() == ([parts["buttons"]] if "buttons" in parts else [])
    drive.click(_table_point(replay, menu_rect(replay.table.prompt_rect)))
    assert drive.top.name == "dialog" and drive.app.stack.find("pause") is None  # nothing to undo or save here
    leave = next(b for b in drive.top.buttons if b.label == "Leave the replay")
    drive.click(leave)
    assert drive.top is history
    assert drive.app.errors == []


@pytest.mark.parametrize("game_id", ["most-wanted", "wagon-robbers"])
def test_hidden_cards_are_drawn_face_up_beside_the_replay(drive, game_id):
    info = launch.rules_for(game_id).info
    n = max(2, info.min_seats)
    replay = replay_opened(drive, game_id, [f"P{i + 1}" for i in range(n)], 30, at_end=True)
    for seat in range(n):
        groups = replay.secret_cards(seat)
        lines = replay.secrets_for(replay.match, seat)
        # every hidden thing named in words is drawn as cards instead
        assert [what for what, _faces in groups] == [line.split(":")[0] for line in lines]
        hand = next((faces for what, faces in groups if what == "Hand"), [])
        assert len(hand) == len(replay.match.observe(seat).get("hand") or ())
    assert any(faces for seat in range(n) for _what, faces in replay.secret_cards(seat))
    assert drive.app.errors == []


@pytest.mark.parametrize("game_id", ["scotland-yard", "few-and-cursed"])
def test_a_replays_map_answers_its_zoom_buttons_and_the_wheel_but_no_move_is_made(drive, game_id):
    info = launch.rules_for(game_id).info
    n = max(2, info.min_seats)
    replay = replay_opened(drive, game_id, [f"P{i + 1}" for i in range(n)], 30, frames=20)
    table = replay.table
    camera = table.view.camera if game_id == "scotland-yard" else table.board.camera
    zoom = table.anchor("zoom")
    assert zoom is not None
    before, at = camera.zoom, replay.position
    plus = pygame.Rect(zoom.x, zoom.y, 20, zoom.h)   # the "+" button leads the row
    drive.click(_table_point(replay, plus), frames=90)   # the camera eases to its new zoom
    assert camera.zoom > before and replay.position == at
    board = table.anchor("board")
    wider = camera.zoom
    drive.wheel(_table_point(replay, board), -2, frames=90)
    assert camera.zoom < wider and replay.position == at and len(replay.match.history) == at
    assert drive.app.errors == []


@pytest.mark.parametrize("game_id", ["scotland-yard", "few-and-cursed"])
def test_a_drag_on_a_replays_map_pans_it_and_makes_no_move(drive, game_id):
    """A press on the map, the mouse moved with the button held, the release: the view follows the
    hand, as at the table; nothing is selected or played, and a plain click still does nothing."""
    info = launch.rules_for(game_id).info
    n = max(2, info.min_seats)
    replay = replay_opened(drive, game_id, [f"P{i + 1}" for i in range(n)], 30, frames=20)
    table = replay.table
    camera = table.map_camera()
    assert camera is not None and camera is (table.view.camera if game_id == "scotland-yard"
                                             else table.board.camera)
    camera.focus_on(camera.center, camera.fit_zoom * 3, smooth=False)   # zoomed in: room to pan every way
    drive.frames(2)
    at = replay.position
    start = camera.center
    x, y = _table_point(replay, table.anchor("board"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    for k in range(1, 9):   # 80 screen pixels left and 40 up, in steps as a hand moves
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x - 10 * k, y - 5 * k), rel=(-10, -5),
                                             buttons=(1, 0, 0)))
        drive.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x - 80, y - 40), button=1))
    drive.frames(3)
    moved = ((camera.center[0] - start[0]) * camera.zoom, (camera.center[1] - start[1]) * camera.zoom)
    # the map went with the hand: the view's centre moved right and down, by the drag on the table
    assert moved[0] == pytest.approx(80, abs=3) and moved[1] == pytest.approx(40, abs=3), moved
    assert not camera.dragging and replay.position == at and len(replay.match.history) == at
    panned = camera.center
    drive.click((x, y))   # a plain click on the map: no pan, no move
    assert camera.center == panned
    # the wheel turned while the button is held (its own press and release, buttons 4 and 5) does
    # not let go of the drag, and after the release the pointer alone moves nothing
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=4))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=4))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1))
    drive.frames(2)
    assert not camera.dragging
    panned = camera.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 60, y + 30), rel=(60, 30), buttons=(0, 0, 0)))
    drive.frames(2)
    assert camera.center == panned and replay.position == at and len(replay.match.history) == at
    assert drive.app.errors == []


@pytest.mark.parametrize("players", [2, 4])
def test_the_few_and_cursed_replay_draws_hands_and_jobs_as_its_own_cards(drive, players):
    from game.engine import layout_check
    from game.games.few_and_cursed.table import art, secrets
    from game.scenes.replay import SIDE

    names = ["Ada", "Bill", "Cora", "Dutch"][:players]
    replay = replay_opened(drive, "few-and-cursed", names, 400)
    drive.key(pygame.K_h)   # the drawer of hidden cards opens over the table's right-hand column
    cat = replay.match.rules.catalog
    cards = {c.key: c for c in cat.cards}
    shown, holding = 0, []
    for seat in range(players):
        me = replay.match.observe(seat)["players"][seat]
        groups = dict(replay.secret_cards(seat))
        hand = [cards[k] for k in me["hand"]]
        jobs = [cat.jobs[j] for j, _key in me["jobs"]]
        # the seat's real hand and held jobs, in order, each the table's own card made smaller
        assert groups.get("Hand", []) == [secrets._smaller(art.deck_card(c)) for c in hand]
        assert groups.get("Jobs", []) == [secrets._smaller(art.job_card(j)) for j in jobs]
        assert all(face.get_size() == secrets.SIDE_CARD for faces in groups.values() for face in faces)
        shown += len(hand) + len(jobs)
        holding.append(bool(hand))
    assert shown > 0
    with layout_check.recording(drive.app.screen) as rec:
        drive.frames(2)
        problems = [str(p) for p in layout_check.check_scene(drive.app, rec)]
        said = [d.text for d in rec.draws if d.surface is drive.app.screen and SIDE.contains(d.ink)]
    assert problems == []
    named = [n for n in said if n in names]
    assert named == names[:len(named)] and len(named) >= min(players, 3)
    # each seat named shows its hand under its name, as cards (its caption) or in words
    assert sum(line == "Hand" or line.startswith("Hand:") for line in said) == sum(holding[:len(named)])
    if players == 2:   # the cards stand in for the words, and the first deck is still named
        assert "Hand" in said and not any(line.startswith(("Hand:", "Jobs:")) for line in said)
        assert any(line.startswith("Deck:") for line in said)
    assert drive.app.errors == []


def test_the_wheel_over_the_replays_side_panel_brings_up_the_seats_that_did_not_fit(drive, monkeypatch):
    from game.scenes import replay as replay_module

    # a drawer shorter than the table's (as in a game with more to hide) leaves seats out
    SIDE = pygame.Rect(replay_module.SIDE.x, replay_module.SIDE.y, replay_module.SIDE.w, 400)
    monkeypatch.setattr(replay_module, "SIDE", SIDE)
    names = ["Ada", "Bill", "Cora", "Dutch"]
    replay = replay_opened(drive, "few-and-cursed", names, 400)
    drive.key(pygame.K_h)

    def named_in_panel():
        from game.engine import layout_check
        with layout_check.recording(drive.app.screen) as rec:
            drive.frames(2)
        return [d.text for d in rec.draws if d.surface is drive.app.screen and SIDE.contains(d.ink)]

    said = named_in_panel()
    assert replay.side_left_out > 0   # four seats of cards do not fit the panel at once
    missing = [n for n in names if n not in said]
    assert missing and any(line.startswith("Wheel here for") and missing[0] in line for line in said)
    drive.wheel(SIDE.center, -1, frames=4)   # the wheel down over the panel: later seats first
    assert replay.side_first == 1
    assert missing[0] in named_in_panel()
    for _ in range(3):
        drive.wheel(SIDE.center, -1, frames=2)
    assert replay.side_first == 0   # round the table and back to the first seat
    assert drive.app.errors == []


def test_the_replay_shows_the_table_at_its_own_size_and_its_controls_in_the_prompt_bar(drive):
    """The table is not shrunk to make room: its words are as large as in play, the replay's
    controls stand where the prompt bar is (left of the table's Menu button), and the hidden
    cards open in a drawer only when asked for."""
    from game.engine import gfx, layout_check
    from game.scenes.replay import SIDE
    from game.scenes.table_frame import menu_rect

    def drawn():
        with layout_check.recording(drive.app.screen) as rec:
            drive.frames(2)
        return rec.draws

    replay = replay_opened(drive, "most-wanted", ["Ada", "Bill"], 30)
    dock = replay.dock()
    assert replay.table.prompt_rect.contains(dock) and not dock.colliderect(menu_rect(replay.table.prompt_rect))
    for control in (replay.start_button, replay.back_button, replay.play_button, replay.forward_button,
                    replay.end_button, replay.slider, replay.hands_button, replay.close_button):
        assert dock.contains(control.rect), control
    onto = []
    table_draw = replay.table.draw
    replay.table.draw = lambda surface: (onto.append(surface), table_draw(surface))
    draws = drawn()
    # drawn whole, at the window's own scale: no smaller picture of it is made
    assert onto and all(s.get_size() == (1280, 720) and gfx.scale_of(s) == gfx.scale() for s in onto)
    assert not any(d.text == "Everything revealed" for d in draws)
    drive.key(pygame.K_h)
    assert replay.show_hands and replay.hands_button.label == "Hide hands"
    said = [d.text for d in drawn() if SIDE.contains(d.ink)]
    assert "Everything revealed" in said and "Ada" in said and "Bill" in said
    drive.key(pygame.K_h)
    assert not any(d.text == "Everything revealed" for d in drawn())
    assert drive.app.errors == []
