"""Screenshots and frame timing of a table (Last Stone standing in for a real game)."""

import pygame
import pytest

from game.scenes.capture import CaptureError, bench_frames, parse_size, screenshot


def test_bench_frames_reports_percentiles(toy, home):
    stats = bench_frames(toy, frames=20)
    assert stats["frames"] == 20
    assert 0 <= stats["p50_ms"] <= stats["p95_ms"] <= stats["p99_ms"] <= stats["max_ms"]


def test_screenshot_of_a_table_after_some_actions(toy, home, tmp_path):
    out = screenshot(toy, tmp_path / "stones.png", seed=3, after_actions=2, viewer=1, size=(320, 180))
    assert pygame.image.load(str(out)).get_size() == (320, 180)
    assert not (home / "saves" / "autosave.json").exists()  # the player's folder is untouched


def test_screenshot_refuses_bad_requests(toy, home, tmp_path):
    with pytest.raises(CaptureError, match="--viewer"):
        screenshot(toy, tmp_path / "x.png", viewer=5)
    with pytest.raises(CaptureError, match="players"):
        screenshot(toy, tmp_path / "x.png", players=7)
    with pytest.raises(CaptureError, match=".png"):
        screenshot("title", tmp_path / "x.jpg")
    with pytest.raises(CaptureError):
        parse_size("0x0")
