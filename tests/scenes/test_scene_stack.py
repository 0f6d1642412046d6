"""The scene stack: push, pop, replace, transparent drawing, events passed down or consumed."""

import pygame
import pytest

from game.engine.scene import Scene, SceneRegistry, SceneStack
from game.engine import gfx


class Probe(Scene):
    def __init__(self, app=None, name="probe", transparent=False, consume=False, update_below=False):
        super().__init__(app)
        self.name = name
        self.transparent = transparent
        self.update_below = update_below
        self.consume = consume
        self.log = []

    def enter(self):
        self.log.append("enter")

    def leave(self):
        self.log.append("leave")

    def handle_event(self, event):
        self.log.append(("event", event.type))
        return None if self.consume else event

    def update(self, dt):
        self.log.append(("update", dt))

    def draw(self, surface):
        self.log.append("draw")


def test_push_pop_replace_and_lifecycle():
    stack = SceneStack()
    a, b, c = Probe(name="a"), Probe(name="b"), Probe(name="c")
    stack.push(a)
    stack.push(b)
    assert stack.top is b and a.log == ["enter", "leave"]
    stack.replace(c)
    assert stack.top is c and b.log == ["enter", "leave"] and len(stack) == 2
    assert stack.pop() is c
    assert stack.top is a and a.log[-1] == "enter"
    assert stack.find("a") is a and stack.find("c") is None
    stack.pop()
    with pytest.raises(IndexError):
        stack.pop()


def test_clear_to_leaves_only_the_new_scene():
    stack = SceneStack()
    for name in "abc":
        stack.push(Probe(name=name))
    fresh = Probe(name="fresh")
    stack.clear_to(fresh)
    assert list(stack) == [fresh]


def test_transparent_scenes_draw_over_the_one_below():
    stack = SceneStack()
    floor, base, dialog = Probe(name="floor"), Probe(name="base"), Probe(name="dialog", transparent=True)
    for s in (floor, base, dialog):
        stack.push(s)
    stack.draw(gfx.Surface((4, 4)))
    assert "draw" in base.log and "draw" in dialog.log
    assert "draw" not in floor.log  # hidden under the opaque base


def test_events_pass_down_until_consumed():
    stack = SceneStack()
    bottom, top = Probe(name="bottom"), Probe(name="top")
    stack.push(bottom)
    stack.push(top)
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)
    assert stack.handle_event(event) is event
    assert ("event", pygame.KEYDOWN) in bottom.log
    bottom.log.clear()
    top.consume = True
    assert stack.handle_event(event) is None
    assert ("event", pygame.KEYDOWN) not in bottom.log


def test_only_the_top_updates_unless_it_lets_the_one_below():
    stack = SceneStack()
    bottom, top = Probe(name="bottom"), Probe(name="top")
    stack.push(bottom)
    stack.push(top)
    stack.update(0.5)
    assert ("update", 0.5) in top.log and ("update", 0.5) not in bottom.log
    top.update_below = True
    stack.update(0.25)
    assert ("update", 0.25) in bottom.log


def test_registry_makes_scenes_by_name():
    registry = SceneRegistry()
    registry.register("probe", lambda app, **kw: Probe(app, **kw))
    scene = registry.make("probe", None, transparent=True)
    assert isinstance(scene, Probe) and scene.transparent
    assert registry.names() == ["probe"]
    with pytest.raises(KeyError):
        registry.make("nothing", None)


def test_app_registers_every_shared_scene(app):
    from game.scenes import SHARED_SCENES

    assert set(SHARED_SCENES) <= set(app.registry.names())
