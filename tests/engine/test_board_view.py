"""The engine's map board (game.engine.board_view, board_figures) on the small
test map (tests/data/test_board.tmx), inside a running app fed real mouse
events: clicking nodes and links at several zooms, the wheel and fit keeping
the board on screen, figures walking a path node by node, the camera
following a figure, legal highlights drawn, and the drawing hooks."""

from __future__ import annotations

import math
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game.engine.board_figures import BoardFigures
from game.engine.board_view import BoardView
from game.engine.scene import Scene
from game.engine.sprites import pawn_image
from game.engine.tiled import load_map, plain_image_loader
from game.engine.tween import Tweener
from game.engine import gfx

MAP = Path(__file__).resolve().parent.parent / "data" / "test_board.tmx"
VIEWPORT = pygame.Rect(40, 40, 640, 512)  # the 320x256 board fits it at zoom 2
LEGAL = (255, 214, 92)


class BoardScene(Scene):
    """A bare table: the board, its figures, legal rings; a left click picks a node or a link."""
    name = "board-test"

    def __init__(self, app, **view_args):
        super().__init__(app)
        self.view = BoardView(load_map(MAP, image_loader=plain_image_loader), VIEWPORT, max_zoom=6.0, **view_args)
        self.tweener = Tweener()
        self.figures = BoardFigures(self.view, self.tweener, seconds_per_leg=0.2)
        self.legal: set = set()
        self.clicked: list = []
        self._press_in_board = False

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press_in_board = VIEWPORT.collidepoint(event.pos)
        if self.view.handle_event(event):
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._press_in_board:
            node = self.view.node_at(event.pos)
            link = self.view.link_at(event.pos)
            self.clicked.append(("node", node) if node is not None else
                                ("link", link.index) if link is not None else ("nothing", None))
        return None

    def update(self, dt):
        self.view.update(dt)
        self.tweener.update(dt)
        self.figures.update(dt)

    def draw(self, surface):
        surface.fill((20, 16, 12))
        self.view.draw(surface)
        self.view.draw_highlights(surface, sorted(self.legal, key=str), LEGAL, 0.0)
        self.figures.draw(surface)


def open_board(app, **view_args) -> BoardScene:
    scene = BoardScene(app, **view_args)
    app.show(scene)
    app.step(1 / 60)
    return scene


def frames(app, n=1, dt=1 / 60):
    for _ in range(n):
        app.step(dt)


def post(event_type, **kw):
    pygame.event.post(pygame.event.Event(event_type, **kw))


def click(app, pos):
    pos = (round(pos[0]), round(pos[1]))
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(app, 1)


def wheel(app, pos, steps):
    post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False, precise_x=0.0, precise_y=float(steps), pos=pos)
    frames(app, 1)


def link_middle(view, link):
    """The point halfway along a link's drawn line, in world units."""
    pts = view.link_points(link)
    legs = [math.dist(a, b) for a, b in zip(pts, pts[1:])]
    half = sum(legs) / 2
    for (a, b), length in zip(zip(pts, pts[1:]), legs):
        if half <= length:
            t = half / length
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        half -= length
    return pts[-1]


def look_at(app, scene, point, zoom):
    scene.view.camera.focus_on(point, zoom=zoom, smooth=False)
    frames(app, 1)


ZOOMS = (2.0, 3.5, 6.0)  # fit, halfway, closest


# --- hit-testing ---------------------------------------------------------------------

@pytest.mark.parametrize("zoom", ZOOMS)
def test_a_click_on_a_node_picks_that_node(app, zoom):
    scene = open_board(app)
    for node, pos in scene.view.positions.items():
        look_at(app, scene, pos, zoom)
        scene.clicked.clear()
        click(app, scene.view.node_screen(node))
        # a little off the centre still counts: a node is a disc, not a pixel
        click(app, [v + 4 for v in scene.view.node_screen(node)])
        assert scene.clicked == [("node", node), ("node", node)], (node, zoom)


@pytest.mark.parametrize("zoom", ZOOMS)
def test_a_click_on_a_link_picks_that_link_and_beside_it_nothing(app, zoom):
    scene = open_board(app)
    view = scene.view
    for link in view.graph.links:
        middle = link_middle(view, link)
        look_at(app, scene, middle, zoom)
        scene.clicked.clear()
        click(app, view.camera.world_to_screen(middle))
        assert scene.clicked == [("link", link.index)], (link, zoom)
    # a spot in open country, far from every line and node, picks nothing
    look_at(app, scene, (230, 20), zoom)
    scene.clicked.clear()
    click(app, view.camera.world_to_screen((230, 20)))
    assert scene.clicked == [("nothing", None)]


def test_link_hits_filter_by_kind_and_a_node_wins_over_its_links(app):
    scene = open_board(app)
    view = scene.view
    taxi = view.graph.links[0]
    at = view.camera.world_to_screen(link_middle(view, taxi))
    assert view.link_at(at, kinds=("taxi",)) is taxi
    assert view.link_at(at, kinds=("bus",)) is None
    # on node 1 three links meet: the node is what a click there means
    assert view.link_at(view.node_screen(1)) is None


def test_clicks_outside_the_viewport_hit_nothing(app):
    scene = open_board(app)
    assert scene.view.node_at((VIEWPORT.right + 20, VIEWPORT.centery)) is None
    assert scene.view.link_at((VIEWPORT.right + 20, VIEWPORT.centery)) is None


# --- the camera keeps the board on screen -------------------------------------------------

def board_on_screen(view) -> pygame.Rect:
    return view.camera.world_rect_to_screen((0, 0, *view.size))


def test_the_wheel_zooms_at_the_cursor_and_fit_shows_the_whole_board(app):
    scene = open_board(app)
    view = scene.view
    # at fit the whole board is inside the viewport, every node visible
    assert VIEWPORT.contains(board_on_screen(view))
    assert all(view.visible(n, 0) for n in view.positions)
    corner = (VIEWPORT.right - 30, VIEWPORT.bottom - 30)
    under = view.camera.screen_to_world(corner)
    wheel(app, corner, 4)
    frames(app, 90)
    assert view.camera.zoom > 3.0
    # the point under the cursor stays under it, and no gap shows beside the board
    assert math.dist(view.camera.screen_to_world(corner), under) < 2
    assert board_on_screen(view).contains(VIEWPORT)
    # zooming out past the fit is refused: the board never shrinks below the viewport
    wheel(app, VIEWPORT.center, -20)
    frames(app, 120)
    assert view.camera.zoom == pytest.approx(view.camera.fit_zoom)
    assert VIEWPORT.contains(board_on_screen(view))
    # zoomed in, a drag far past the edge stops at the edge; Home fits again
    wheel(app, VIEWPORT.center, 6)
    frames(app, 90)
    post(pygame.MOUSEBUTTONDOWN, pos=VIEWPORT.center, button=1)
    for dx in range(20, 1200, 40):
        post(pygame.MOUSEMOTION, pos=(VIEWPORT.centerx + dx, VIEWPORT.centery), rel=(40, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(VIEWPORT.centerx + 1180, VIEWPORT.centery), button=1)
    frames(app, 2)
    assert board_on_screen(view).contains(VIEWPORT)
    assert board_on_screen(view).left == VIEWPORT.left
    assert scene.clicked == []  # a drag is not a click
    post(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0)
    frames(app, 120)
    assert view.camera.zoom == pytest.approx(view.camera.fit_zoom)
    assert VIEWPORT.contains(board_on_screen(view))


# --- figures walking ---------------------------------------------------------------------

def test_a_figure_walks_a_path_arriving_at_each_node_in_order(app):
    scene = open_board(app)
    figures, view = scene.figures, scene.view
    figures.place("rider", 1, pawn_image((180, 60, 40), 48))
    path = [4, "Deadwood", 6, 3]
    arrivals, done = [], []

    def arrived(node):
        # the figure stands on the node at the moment it is told so
        arrivals.append((node, figures.world_pos("rider")))
    figures.travel("rider", path, on_done=lambda: done.append(True), on_arrive=arrived)
    assert figures.busy and figures.node("rider") == 3  # where the walk will end
    seen_between = False
    for _ in range(600):
        frames(app, 1)
        pos = figures.world_pos("rider")
        seen_between = seen_between or all(math.dist(pos, p) > 5 for p in view.positions.values())
        if done:
            break
    assert [node for node, _ in arrivals] == path
    for node, pos in arrivals:
        assert pos == pytest.approx(view.positions[node])
    assert seen_between, "the figure glided between the nodes instead of jumping"
    assert done == [True] and not figures.busy
    assert figures.world_pos("rider") == pytest.approx(view.positions[3])


def test_a_walk_asked_for_mid_walk_waits_its_turn(app):
    scene = open_board(app)
    figures = scene.figures
    figures.place("rider", 1, pawn_image((180, 60, 40), 48))
    order = []
    figures.travel("rider", [2], on_done=lambda: order.append("first"), on_arrive=order.append)
    figures.travel("rider", [3], on_done=lambda: order.append("second"), on_arrive=order.append)
    assert figures.node("rider") == 3
    frames(app, 300)
    assert order == [2, "first", 3, "second"]
    assert figures.world_pos("rider") == pytest.approx(scene.view.positions[3])


def test_a_click_on_a_figure_finds_it_and_stop_ends_walks_on_their_last_node(app):
    scene = open_board(app)
    figures = scene.figures
    figures.place("rider", "Deadwood", pawn_image((40, 90, 180), 48))
    frames(app, 1)  # drawn once: sized for the zoom
    x, y = scene.view.node_screen("Deadwood")
    assert figures.figure_at((x, y - 15)) == "rider"  # the body stands above its node
    assert figures.figure_at(scene.view.node_screen(1)) is None
    figures.travel("rider", [6, 3])
    frames(app, 5)
    figures.stop()
    assert not figures.busy and figures.world_pos("rider") == pytest.approx(scene.view.positions[3])


def test_the_camera_follows_a_walking_figure_until_the_player_drags(app):
    scene = open_board(app)
    view, figures = scene.view, scene.figures
    figures.place("rider", 1, pawn_image((180, 60, 40), 48))
    look_at(app, scene, view.positions[1], 6.0)
    view.follow(lambda: figures.world_pos("rider"), margin=60)
    figures.travel("rider", [4, "Deadwood", 6])
    for _ in range(400):
        frames(app, 1)
        x, y = view.camera.world_to_screen(figures.world_pos("rider"))
        assert VIEWPORT.inflate(40, 40).collidepoint(x, y), "the figure left the view"
        if not figures.busy:
            break
    assert view.visible(6, -55)  # it ends at least the margin inside the view
    # a drag takes the camera back
    post(pygame.MOUSEBUTTONDOWN, pos=VIEWPORT.center, button=3)
    post(pygame.MOUSEMOTION, pos=(VIEWPORT.centerx + 200, VIEWPORT.centery), rel=(200, 0), buttons=(0, 0, 1))
    frames(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=(VIEWPORT.centerx + 200, VIEWPORT.centery), button=3)
    frames(app, 1)
    assert not view.following
    after_drag = view.camera.center
    frames(app, 30)
    assert view.camera.center == after_drag


# --- highlights and drawing hooks ----------------------------------------------------------

def changed_pixels(a: pygame.Surface, b: pygame.Surface, center, radius) -> int:
    cx, cy = round(center[0]), round(center[1])
    count = 0
    for x in range(cx - radius, cx + radius + 1):
        for y in range(cy - radius, cy + radius + 1):
            if a.get_at((x, y)) != b.get_at((x, y)):
                count += 1
    return count


def test_legal_highlights_ring_the_legal_nodes_and_no_others(app):
    scene = open_board(app)
    view = scene.view
    app.settle()  # the fade-in is over
    plain = app.screen.copy()
    scene.legal = {1, 6}
    app.draw()
    lit = app.screen.copy()
    r = view.marker_radius(1.35)
    for node in (1, 6):
        x, y = view.node_screen(node)
        assert changed_pixels(plain, lit, (x, y), r + 4) > r * 4, node
        # the ring itself is in the legal colour
        ring = [lit.get_at((round(x + dx), round(y))) for dx in range(r - 3, r + 2)]
        assert any(abs(c.r - LEGAL[0]) < 30 and abs(c.g - LEGAL[1]) < 30 and abs(c.b - LEGAL[2]) < 40
                   for c in ring), (node, ring)
    for node in (2, 4):
        assert changed_pixels(plain, lit, view.node_screen(node), 10) == 0, node


def test_drawing_hooks_paint_the_board_once_and_the_view_each_frame(app):
    art_calls = {"nodes": [], "links": []}

    def node_art(surface, node, pos, radius):
        art_calls["nodes"].append(node.id)
        gfx.circle(surface, (10, 200, 10), pos, radius)

    def link_art(surface, link, points):
        art_calls["links"].append(link.index)
    scene = open_board(app, node_art=node_art, link_art=link_art)
    view = scene.view
    assert sorted(art_calls["nodes"], key=str) == sorted(view.positions, key=str)
    assert sorted(art_calls["links"]) == [link.index for link in view.graph.links]
    # the node art is in the board picture
    assert tuple(view.image.get_at((176, 168)))[:3] == (10, 200, 10)
    # per-frame painters see only what is in view (zoomed in on node 1's corner)
    look_at(app, scene, view.positions[1], 6.0)
    painted_nodes, painted_links = [], []
    view.draw_nodes(app.screen, lambda s, node, xy, zoom: painted_nodes.append((node.id, xy, zoom)))
    view.draw_links(app.screen, lambda s, link, pts, zoom: painted_links.append(link.index))
    assert [n for n, _, _ in painted_nodes] == [1]
    assert painted_nodes[0][1] == pytest.approx(view.node_screen(1)) and painted_nodes[0][2] == 6.0
    assert set(painted_links) == {0, 2, 6}


# --- the second user: The Few and Cursed's desert ---------------------------------------------

def test_every_road_and_space_of_the_desert_map_can_be_clicked_at_any_zoom(app):
    """The Few and Cursed moves along roads and pays for each: on its real map every road's
    middle picks that road and every space picks itself, from the fit to the closest zoom."""
    board = load_map(MAP.parent.parent.parent / "maps" / "few_and_cursed.tmx", image_loader=plain_image_loader)
    view = BoardView(board, VIEWPORT, max_zoom=2.0)
    for zoom in (view.camera.fit_zoom, 1.0, 2.0):
        for link in view.graph.links:
            middle = link_middle(view, link)
            view.camera.focus_on(middle, zoom=zoom, smooth=False)
            assert view.link_at(view.camera.world_to_screen(middle)) is link, (link, zoom)
        for node, pos in view.positions.items():
            view.camera.focus_on(pos, zoom=zoom, smooth=False)
            assert view.node_at(view.camera.world_to_screen(pos)) == node, (node, zoom)
