"""Drawing at the window's own resolution: a Canvas keeps layout in logical
1280x720 units while its pixels are k times finer (game.engine.canvas, gfx)."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game.engine import assets, gfx, layout_check, text, theme
from game.engine.canvas import Canvas


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield
    gfx.set_scale(1.0)


def _bytes(picture) -> bytes:
    return pygame.image.tobytes(gfx.pixels_of(picture), "RGBA")


def test_at_scale_one_a_canvas_draws_exactly_what_pygame_draws():
    plain = pygame.Surface((200, 120), pygame.SRCALPHA)
    canvas = gfx.Surface((200, 120), pygame.SRCALPHA, k=1)
    for surface, draw in ((plain, pygame.draw), (canvas, gfx)):
        surface.fill((30, 60, 40, 255))
        draw.rect(surface, (200, 10, 10), (10, 10, 60, 30), 3, border_radius=6)
        draw.circle(surface, (10, 200, 10), (120.5, 40.2), 17.3, 2)
        draw.polygon(surface, (10, 10, 200), [(20, 100), (60, 70), (90, 110)])
        draw.aaline(surface, (250, 250, 250), (0, 0), (199, 119))
        draw.ellipse(surface, (240, 200, 20), (130, 70, 60, 40))
    assert _bytes(plain) == _bytes(canvas)


def test_text_at_scale_two_is_set_at_twice_the_size_not_stretched():
    one = text.render("Bounty Table", "ui", 20, (0, 0, 0), k=1)
    two = text.render("Bounty Table", "ui", 20, (0, 0, 0), k=2)
    # the same place in the layout...
    assert abs(two.get_width() - one.get_width()) <= 1 and abs(two.get_height() - one.get_height()) <= 1
    # ...with twice the real pixels each way
    assert abs(gfx.pixels_of(two).get_height() - 2 * gfx.pixels_of(one).get_height()) <= 2
    # set by the font at 40 px, not the 20 px letters blown up
    direct = pygame.font.Font(str(assets.font_path("Lato-Regular.ttf")), 40).render("Bounty Table", True, (0, 0, 0))
    assert pygame.image.tobytes(direct, "RGBA") == _bytes(two)
    blown_up = pygame.transform.smoothscale(gfx.pixels_of(one), gfx.pixels_of(two).get_size())
    assert pygame.image.tobytes(blown_up, "RGBA") != _bytes(two)


def test_rects_at_an_uneven_scale_meet_edge_to_edge():
    canvas = gfx.Surface((100, 20), k=1.37)
    canvas.fill((0, 0, 0))
    for i in range(10):
        canvas.fill((200, 20 * i, 0), (i * 10, 0, 10, 20))
    pixels = gfx.pixels_of(canvas)
    assert all(pixels.get_at((x, 10))[0] == 200 for x in range(pixels.get_width()))  # no black seam


def test_a_canvas_answers_in_logical_units():
    canvas = gfx.Surface((1280, 720), k=2)
    assert canvas.get_size() == (1280, 720) and gfx.pixels_of(canvas).get_size() == (2560, 1440)
    canvas.fill((0, 0, 0))
    canvas.fill((255, 0, 0), (100, 50, 10, 10))
    assert canvas.get_at((105, 55))[:3] == (255, 0, 0) and canvas.get_at((111, 55))[:3] == (0, 0, 0)
    part = canvas.subsurface((100, 50, 20, 20))
    assert part.get_size() == (20, 20) and part.get_at((5, 5))[:3] == (255, 0, 0)
    canvas.set_clip((0, 0, 640, 360))
    assert canvas.get_clip() == pygame.Rect(0, 0, 640, 360)


def test_art_is_made_again_for_another_scale():
    small = theme.panel((120, 80), "parchment", 1)
    with gfx.at_scale(2):
        big = theme.panel((120, 80), "parchment", 1)
    assert small.get_size() == big.get_size() == (120, 80)
    assert gfx.pixels_of(small).get_size() == (120, 80) and gfx.pixels_of(big).get_size() == (240, 160)
    assert theme.panel((120, 80), "parchment", 1) is small  # still cached per scale


def test_a_picture_of_another_scale_is_resampled_to_fit_its_place():
    canvas = gfx.Surface((100, 100), k=2)
    stamp = gfx.Surface((10, 10), k=1)
    stamp.fill((0, 0, 255))
    canvas.fill((0, 0, 0))
    canvas.blit(stamp, (20, 20))
    assert canvas.get_at((29, 29))[:3] == (0, 0, 255) and canvas.get_at((31, 31))[:3] == (0, 0, 0)


def test_the_layout_check_judges_text_at_scale_two():
    screen = gfx.Surface((400, 200), k=2)
    screen.fill((230, 220, 200))
    with layout_check.recording(screen) as rec:
        text.draw(screen, "Calamity (normal bot)", (10, 10), "ui", 20, box=pygame.Rect(10, 10, 90, 30))
        text.draw(screen, "Fits", (10, 60), "ui", 20, box=pygame.Rect(10, 60, 90, 30))
        text.draw(screen, "Player 1", (20, 120), "display", 24)
        width = text.measure("Player 1", "display", 24)[0]
        gfx.rect(screen, (200, 160, 40), (20 + width - 12, 116, 60, 20))
    found = sorted((p.kind, p.text) for p in rec.problems())
    assert found == [("clipped", "Calamity (normal bot)"), ("covered", "Player 1")]


ONE_WAY = re.compile(r"pygame\.(draw\.|transform\.|Surface\(|mask\.from_surface)")
# The drawing module itself, the window's last copy (display.present) and the
# layout check, which reads the real pixels drawn.
DRAWING_MODULES = {"game/engine/gfx.py", "game/engine/canvas.py", "game/engine/display.py",
                   "game/engine/layout_check.py"}


def test_every_scene_draws_through_the_one_drawing_module():
    root = Path(__file__).resolve().parents[2]
    found = []
    for path in sorted((root / "game").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in DRAWING_MODULES:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if ONE_WAY.search(code) and not code.lstrip().startswith(('"', "'", "``")):
                found.append(f"{rel}:{n}: {line.strip()}")
    assert found == [], "draw with game.engine.gfx (logical units, any scale):\n" + "\n".join(found)
