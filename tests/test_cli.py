"""The command line contract: --smoke, screenshot, bad input (exit 2, one line, no traceback)."""

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, home, timeout=240):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", BOUNTY_TABLE_HOME=str(home),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_smoke_prints_ok(tmp_path):
    result = run("--smoke", "--frames", "30", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    line = [l for l in result.stdout.splitlines() if l.startswith("SMOKE OK")]
    assert line, result.stdout
    scenes = int(line[0].split("scenes=")[1].split()[0])
    assert scenes >= 8
    assert not (tmp_path / "settings.json").exists()  # the smoke run kept to its own folder


def test_screenshot_writes_a_png_of_the_requested_size(tmp_path):
    out = tmp_path / "title.png"
    result = run("screenshot", "title", "--out", str(out), "--size", "640x360", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert png_size(out) == (640, 360)


def test_screenshot_of_a_shared_scene_at_full_size(tmp_path):
    out = tmp_path / "settings.png"
    result = run("screenshot", "settings", "--out", str(out), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert png_size(out) == (1280, 720)


@pytest.mark.parametrize("args, words", [
    (["simulate", "no-such-game", "--games", "1"], "unknown game"),
    (["screenshot", "nowhere", "--out", "{tmp}/x.png"], "unknown target"),
    (["screenshot", "title", "--out", "{tmp}/x.png", "--size", "big"], "--size"),
    (["screenshot", "title", "--out", "{tmp}/missing/dir/x.png"], "does not exist"),
    (["screenshot", "title"], "--out"),
    (["bench-frames", "fugitive", "--frames", "zero"], "--frames"),
    (["bench-frames", "fugitive", "--text-size", "140"], "--text-size"),
    (["screenshot", "title", "--out", "{tmp}/x.png", "--hover", "middle"], "--hover"),
    (["screenshot", "title", "--out", "{tmp}/x.png", "--zoom", "2"], "map board"),
    (["--frames", "10"], "--smoke"),
    (["frobnicate"], "invalid choice"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, args, words):
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    result = run(*args, home=tmp_path, timeout=60)
    assert result.returncode == 2, result.stdout + result.stderr
    err = result.stderr.strip().splitlines()
    assert len(err) == 1 and words in err[0], result.stderr
    assert "Traceback" not in result.stderr


def test_out_that_is_a_folder_is_exit_2(tmp_path):
    (tmp_path / "shot.png").mkdir()
    result = run("screenshot", "title", "--out", str(tmp_path / "shot.png"), home=tmp_path, timeout=60)
    assert result.returncode == 2 and "cannot write" in result.stderr


def test_unwritable_out_is_exit_2(tmp_path):
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):
            pytest.skip("running with rights that ignore folder permissions")
        result = run("screenshot", "title", "--out", str(locked / "x.png"), home=tmp_path, timeout=60)
        assert result.returncode == 2 and "cannot write" in result.stderr
    finally:
        locked.chmod(0o700)


def test_simulate_reports_rounds_and_how_games_ended(tmp_path):
    result = run("simulate", "few-and-cursed", "--games", "2", "--players", "1", "--workers", "1", home=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "2/2 games completed, 0 errors, 0 invariant violations, 0 illegal actions" in result.stdout
    assert "rounds per game" in result.stdout and "end_reasons: {" in result.stdout
