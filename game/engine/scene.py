"""Scenes and the scene stack (after Tuxemon's state stack).

The top scene gets events first; ``handle_event`` returns the event to pass it
down to the scene beneath, or None to consume it.  Every scene is updated with
the frame's dt (seconds) only while it is on top, unless it says
``update_below``.  Drawing starts at the deepest scene that the transparent
scenes above it let show through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    #: a transparent scene draws over the one below (dialogs, pause menu)
    transparent = False
    #: the scene paints every pixel of the screen itself (the app need not clear it first)
    covers_screen = False
    #: keep updating the scene below while this one is on top
    update_below = False
    #: a stable name for tests, the smoke run and the registry
    name = "scene"

    def __init__(self, app: "App"):
        self.app = app

    # lifecycle hooks
    def enter(self) -> None:
        """Called when pushed or when it becomes the top again."""

    def leave(self) -> None:
        """Called when popped or covered."""

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        return event

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def keep_clear(self) -> list:
        """What no passing overlay (hint, callout, toast, floater, tooltip) may cover while this
        scene is on show (``game.engine.keep_clear``); a table names its hand, prompt bar,
        open picker and the control under the pointer; any other scene its control under the
        pointer)."""
        ui = getattr(self, "ui", None)
        under = getattr(ui, "control_under_pointer", None)
        control = under() if under is not None else None
        return [pygame.Rect(control.rect)] if control is not None else []

    def open_pickers(self) -> list:
        """Of ``keep_clear()``, the choices opened over the scene (a ticket picker, a dialog)."""
        return []


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> Scene:
        if self._scenes:
            self._scenes[-1].leave()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def pop(self) -> Scene:
        if not self._scenes:
            raise IndexError("the scene stack is empty")
        scene = self._scenes.pop()
        scene.leave()
        if self._scenes:
            self._scenes[-1].enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self._scenes:
            self._scenes.pop().leave()
        self._scenes.append(scene)
        scene.enter()
        return scene

    def clear_to(self, scene: Scene) -> Scene:
        """Drop every scene and start again from ``scene`` (back to a menu)."""
        while self._scenes:
            self._scenes.pop().leave()
        return self.push(scene)

    def insert_above(self, below: Scene, scene: Scene) -> Scene:
        """Put ``scene`` just above ``below`` (a layer under what lies on top; no enter or leave)."""
        if below is self.top:
            return self.push(scene)
        self._scenes.insert(self._scenes.index(below) + 1, scene)
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` out from under the top (the top itself is popped)."""
        if scene is self.top:
            self.pop()
        elif scene in self._scenes:
            self._scenes.remove(scene)
            scene.leave()

    def find(self, name: str) -> Scene | None:
        for scene in reversed(self._scenes):
            if scene.name == name:
                return scene
        return None

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for scene in reversed(list(self._scenes)):
            event = scene.handle_event(event)
            if event is None:
                return None
        return event

    def update(self, dt: float) -> None:
        for scene in reversed(list(self._scenes)):
            scene.update(dt)
            if not scene.update_below:
                break

    def visible_scenes(self) -> list[Scene]:
        """The scenes drawn, bottom first: the top one and those seen through it."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].transparent:
            start -= 1
        return self._scenes[max(start, 0):]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible_scenes():
            scene.draw(surface)


SceneFactory = Callable[..., Scene]


class SceneRegistry:
    """Scenes by name, so transitions name where they go instead of importing
    each other (and tests and the smoke run can reach any scene)."""

    def __init__(self) -> None:
        self._factories: dict[str, SceneFactory] = {}

    def register(self, name: str, factory: SceneFactory) -> None:
        self._factories[name] = factory

    def names(self) -> list[str]:
        return sorted(self._factories)

    def make(self, name: str, app: "App", **kwargs: Any) -> Scene:
        try:
            factory = self._factories[name]
        except KeyError:
            raise KeyError(f"no scene named {name!r}") from None
        return factory(app, **kwargs)
