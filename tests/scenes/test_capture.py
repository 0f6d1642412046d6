"""Screenshots and frame timing of a table (Last Stone standing in for a real game)."""

import pygame
import pytest

from game.engine import display
from game.scenes.capture import CaptureError, bench_frames, parse_size, screenshot
from game.engine import gfx


def test_bench_frames_reports_percentiles(toy, home):
    stats = bench_frames(toy, frames=20)
    assert stats["frames"] == 20
    assert 0 <= stats["p50_ms"] <= stats["p95_ms"] <= stats["p99_ms"] <= stats["max_ms"]
    assert 0 <= stats["cpu_p50_ms"] <= stats["cpu_p99_ms"] <= stats["cpu_max_ms"]
    assert stats["text_size"] == 100


def test_bench_frames_times_the_table_at_a_text_size(toy, home):
    stats = bench_frames(toy, frames=5, text_size=150)
    assert (stats["frames"], stats["text_size"]) == (5, 150)
    assert gfx.text_scale() == 1.0  # the words are back at their size for what runs next
    with pytest.raises(CaptureError, match="--text-size"):
        bench_frames(toy, frames=5, text_size=140)


def test_screenshot_of_a_table_after_some_actions(toy, home, tmp_path):
    out = screenshot(toy, tmp_path / "stones.png", seed=3, after_actions=2, viewer=1, size=(320, 180))
    assert pygame.image.load(str(out)).get_size() == (320, 180)
    assert not list((home / "saves").glob("autosave*.json"))  # the player's folder is untouched


def test_screenshot_refuses_bad_requests(toy, home, tmp_path):
    with pytest.raises(CaptureError, match="--viewer"):
        screenshot(toy, tmp_path / "x.png", viewer=5)
    with pytest.raises(CaptureError, match="players"):
        screenshot(toy, tmp_path / "x.png", players=7)
    with pytest.raises(CaptureError, match=".png"):
        screenshot("title", tmp_path / "x.jpg")
    with pytest.raises(CaptureError):
        parse_size("0x0")


def near(color, rgb, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(color[:3], rgb))


def test_a_window_of_another_shape_is_letterboxed_not_stretched():
    view = display.Viewport((1280, 720), (1024, 640))  # 16:10 around a 16:9 picture: bars above and below
    screen = gfx.Surface((1280, 720), k=view.scale)    # drawn at the window's own resolution
    screen.fill((200, 150, 100))
    gfx.circle(screen, (10, 20, 30), (640, 360), 100)
    shot = pygame.Surface((1024, 640))
    display.present(shot, screen, view)
    assert shot.get_size() == (1024, 640)
    assert shot.get_at((512, 10))[:3] == (0, 0, 0) and shot.get_at((512, 629))[:3] == (0, 0, 0)
    assert near(shot.get_at((5, 320)), (200, 150, 100))
    # the circle stays round: as wide as it is tall
    row = [near(shot.get_at((x, 320)), (10, 20, 30)) for x in range(1024)]
    col = [near(shot.get_at((512, y)), (10, 20, 30)) for y in range(640)]
    assert abs(sum(row) - sum(col)) <= 2


def test_a_shared_scene_is_shown_for_the_game_asked_for(tableless, app):
    from game.scenes.capture import prepare

    prepare(app, "setup", game_id="most-wanted")
    assert app.stack.top.name == "setup" and app.stack.top.game_id == "most-wanted"
    prepare(app, "rules", game_id="few-and-cursed")  # every rulebook can be read
    assert app.stack.top.name == "rules"
    prepare(app, "setup", game_id="few-and-cursed")  # its rules are registered: the setup shows
    assert app.stack.top.name == "setup" and app.stack.top.game_id == "few-and-cursed"
    with pytest.raises(CaptureError, match="table is not ready yet"):  # but it has no table yet
        prepare(app, "few-and-cursed")
    with pytest.raises(CaptureError, match="unknown game"):
        prepare(app, "setup", game_id="chess")
