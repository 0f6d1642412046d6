"""The application: window, clock, scene stack, toasts and the main loop.

    app = App(size=(1280, 720), headless=False)
    app.run()                         play until the window closes
    app.step(dt)                      one frame: queued events, update, draw (tests, smoke runs)

For scenes:
    app.stack / app.registry          the SceneStack and the SceneRegistry (every shared scene by name)
    app.go(name, **kw)                clear the stack and start at that scene (with a short fade)
    app.push(name, **kw) / app.replace(name, **kw) / app.pop()
    app.open_match(match, viewer=None)  the match's table scene in place of everything (game.scenes.launch)
    app.toast(message, kind="info")   a passing message over every scene ("success", "warning", "error")
    app.settings / app.save_settings() / app.apply_settings()
    app.anim_speed                    0.5..3.0, from the settings: tweens multiply their speed by it
    app.size, app.width, app.height   the logical resolution (the window scales it)
    app.screen                        the Canvas every scene draws on: logical units, the window's pixels
    app.window                        the real window's surface (any size, in its pixels; display.present fills it)
    app.set_title(words)              the window's title
    app.errors                        failures caught from scenes (the smoke run checks it is empty)

A scene that raises in handle_event, update or draw does not end the program:
the traceback goes to stderr, a toast says what happened, and the title
scene takes over.  Closing the window ends the loop cleanly.

The real window is a pygame.Window that asks for the screen's own pixels on a
high-DPI display (macOS, Wayland): its size is in points, its surface in pixels,
and mouse positions come in points (display.Viewport maps them).  Where such a
window cannot be opened it is the display module's window, as in headless runs.
"""

from __future__ import annotations

import os
import sys
import traceback

import pygame

from game import paths
from game.engine import assets, audio, display, gfx, keep_clear, layout_check, text, theme
from game.engine.scene import Scene, SceneRegistry, SceneStack
from game.engine.widgets import Toasts
from game.scenes import launch, register_all
from game.settings import Settings

TITLE = "Bounty Table"
FPS = 60
FADE_SECONDS = 0.28
MIN_WINDOW = (480, 270)


class _SafeScene(Scene):
    """Shown only if even the title scene cannot be built: a way out, not a crash."""

    name = "safe"

    def handle_event(self, event):
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.quit()
        return None

    def draw(self, surface):
        surface.fill(theme.WOOD_DARK)
        text.draw(surface, "Bounty Table could not start its menu.", (surface.get_width() // 2, 300), "ui_bold", 28,
                  theme.CREAM, anchor="center")
        text.draw(surface, "The details are in the console. Press any key to close.",
                  (surface.get_width() // 2, 350), "ui", 22, theme.CREAM, anchor="center")


class App:
    def __init__(self, size: tuple[int, int] = (1280, 720), headless: bool = False, settings: Settings | None = None,
                 window: tuple[int, int] | None = None):
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        self.headless = headless
        # Bots think on a worker thread; a short switch interval hands the
        # interpreter back to the drawing thread within a millisecond, so a
        # thinking bot does not stretch frames.
        sys.setswitchinterval(0.001)
        self.size = (int(size[0]), int(size[1]))
        self.width, self.height = self.size
        self.errors: list[str] = []
        self.toasts = Toasts()
        self.running = True
        self.frame = 0
        self.frames_drawn = 0     # counts draw() calls: a frame's budget for costly redraws rolls on it
        self._fade = 0.0
        self._veil: gfx.Canvas | None = None
        self._failing = False
        self._title_failures = 0
        assets.add_missing_hook(self._asset_missing)

        problem = None
        if settings is None:
            settings, problem = Settings.load()
        self.settings = settings

        # Windows would otherwise stretch the whole window on a scaled (high-DPI) display:
        # as a DPI-aware program it gets the real pixels and draws at their resolution.
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.init()
        text.clear_cache()  # fonts opened before a previous pygame.quit() are dead
        self.settings.clamp()
        gfx.set_text_scale(self.settings.text_size / 100)
        # Scenes draw on a logical surface; the window may have any size and
        # display.present scales that picture into it (see game.engine.display).
        self._fullscreen = False
        self._win = None  # the pygame.Window, when the real window is one
        self.windowed = not (headless or os.environ.get("SDL_VIDEODRIVER") == "dummy")
        if self.windowed:
            self._open_window(self._start_window_size())
        else:
            pygame.display.set_caption(TITLE)
            self._set_icon(pygame.display.set_icon)
            self.window = pygame.display.set_mode(tuple(window or self.size))
        self._use_window(self.window.get_size())
        self.clock = pygame.time.Clock()
        pygame.key.set_repeat(380, 45)
        if not headless:
            audio.init(self.settings.effects_volume, self.settings.music_volume)
        if self.windowed and self.settings.fullscreen:
            self._set_fullscreen(True)

        self.stack = SceneStack()
        self.registry = SceneRegistry()
        register_all(self.registry)
        if problem:
            print(problem, file=sys.stderr)
            self.toast(problem, "warning")

    # -- settings ----------------------------------------------------------------
    @property
    def anim_speed(self) -> float:
        return self.settings.anim_speed

    @anim_speed.setter
    def anim_speed(self, value: float) -> None:
        self.settings.anim_speed = value
        self.settings.clamp()

    def apply_settings(self) -> None:
        self.settings.clamp()
        gfx.set_text_scale(self.settings.text_size / 100)
        audio.set_volumes(self.settings.effects_volume, self.settings.music_volume)
        if self.windowed and self.is_fullscreen() != self.settings.fullscreen:
            self._set_fullscreen(self.settings.fullscreen)

    def save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.toast(f"Settings could not be saved: {exc}", "error")
            print(f"Settings could not be saved: {exc}", file=sys.stderr)

    # -- the window ----------------------------------------------------------------
    def _start_window_size(self) -> tuple[int, int]:
        """The size remembered in the settings, else the logical size fitted to the desktop:
        shrunk to fit a small one, grown on a big one (as many real pixels as a 1080-line
        desktop shows at 1280x720), drawn at its own resolution either way."""
        if self.settings.window_size:
            return tuple(self.settings.window_size)  # type: ignore[return-value]
        try:
            desk = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return self.size
        k = min(max(1.0, desk[1] / 1080), desk[0] * 0.92 / self.size[0], desk[1] * 0.88 / self.size[1])
        return max(MIN_WINDOW[0], int(self.size[0] * k)), max(MIN_WINDOW[1], int(self.size[1] * k))

    def _open_window(self, size: tuple[int, int]) -> None:
        """A resizable pygame.Window of ``size`` points that asks for the screen's own pixels
        (display.set_mode cannot); the display module's window where that fails."""
        win = None
        try:
            win = pygame.Window(TITLE, size, resizable=True, allow_high_dpi=True, hidden=True)
            self._set_icon(win.set_icon)  # before it shows: some systems keep the first icon
            win.show()
            self.window = win.get_surface()
        except (AttributeError, TypeError, pygame.error) as exc:
            if win is not None:
                win.destroy()
            print(f"Bounty Table: a high-DPI window could not be opened ({exc}); using a plain one",
                  file=sys.stderr)
            pygame.display.set_caption(TITLE)
            self._set_icon(pygame.display.set_icon)
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self._win = win
            display.set_window(win)
        self._set_minimum_size()

    @staticmethod
    def _set_icon(set_icon) -> None:
        icon = assets.asset_path("ui/icon.png")
        if icon.is_file():
            try:
                set_icon(pygame.image.load(str(icon)))
            except pygame.error:
                pass

    def set_title(self, words: str) -> None:
        if self._win is not None:
            self._win.title = words
        else:
            pygame.display.set_caption(words)

    def _sdl_window(self):
        if self._win is not None:
            return self._win
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None

    def _set_minimum_size(self) -> None:
        win = self._sdl_window()
        if win is not None:
            try:
                win.minimum_size = MIN_WINDOW
            except (pygame.error, ValueError):
                pass

    def window_resized(self) -> None:
        """The window changed size (the player, the window manager or fullscreen did it)."""
        surface = self._win.get_surface() if self._win is not None else pygame.display.get_surface()
        if surface is None:
            return
        self.window = surface
        self._use_window(surface.get_size())
        if self.windowed and not self.is_fullscreen():
            self.settings.window_size = list(self.view.points)  # in points: the size it reopens at

    def _use_window(self, size: tuple[int, int]) -> None:
        """Scenes draw at the window's own resolution: a logical canvas as many
        real pixels big as the part of the window it fills."""
        self.view = display.Viewport(self.size, size, self._win.size if self._win is not None else None)
        display.set_viewport(self.view)
        k = self.view.scale
        gfx.set_scale(k)
        pixels = gfx.pixels((round(self.size[0] * k), round(self.size[1] * k))).convert()
        self.screen = gfx.Canvas(pixels, k, self.size)

    def is_fullscreen(self) -> bool:
        return self._fullscreen

    def _set_fullscreen(self, on: bool) -> None:
        """Desktop fullscreen (no change of the screen's mode) or back to the remembered window."""
        win = self._sdl_window()
        try:
            if win is None:
                if self._fullscreen != on:
                    pygame.display.toggle_fullscreen()
            elif on:
                win.set_fullscreen(desktop=True)
            else:
                win.set_windowed()
                if self.settings.window_size:
                    win.size = tuple(self.settings.window_size)
            self._fullscreen = on
        except pygame.error as exc:
            print(f"Fullscreen is not available: {exc}", file=sys.stderr)
        self.window_resized()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if self.windowed:
            self._set_fullscreen(self.settings.fullscreen)
        self.save_settings()

    # -- messages -------------------------------------------------------------------
    def toast(self, message: str, kind: str = "info") -> None:
        self.toasts.add(message, kind)

    def _asset_missing(self, message: str) -> None:
        self.toast(message, "warning")

    # -- scene helpers -------------------------------------------------------------------
    def make(self, scene_name: str, /, **kw) -> Scene:
        return self.registry.make(scene_name, self, **kw)

    def go(self, scene_name: str, /, **kw) -> Scene:
        scene = self.stack.clear_to(self.make(scene_name, **kw))
        self._fade = 1.0
        return scene

    def push(self, scene_name: str, /, **kw) -> Scene:
        return self.stack.push(self.make(scene_name, **kw))

    def replace(self, scene_name: str, /, **kw) -> Scene:
        scene = self.stack.replace(self.make(scene_name, **kw))
        self._fade = 1.0
        return scene

    def pop(self) -> Scene | None:
        return self.stack.pop() if len(self.stack) else None

    def show(self, scene: Scene, *, clear: bool = True) -> Scene:
        """Start an already built scene (a table scene, say)."""
        if clear:
            self.stack.clear_to(scene)
        else:
            self.stack.push(scene)
        self._fade = 1.0
        return scene

    def open_match(self, match, viewer=None) -> Scene | None:
        return launch.open_match(self, match, viewer)

    def quit(self) -> None:
        self.running = False

    # -- the frame -----------------------------------------------------------------------
    def start(self, scene_name: str = "title", /, **kw) -> None:
        if not len(self.stack):
            self._guard(lambda: self.go(scene_name, **kw))
            if not len(self.stack):
                self.stack.push(_SafeScene(self))

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.WINDOWCLOSE:
            return
        if event.type in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.WINDOWDISPLAYCHANGED):
            self.window_resized()
            return
        self._guard(self.stack.handle_event, display.map_event(event, self.view))

    def step(self, dt: float) -> None:
        """One frame: events, update, draw (no flip: run() flips, tests look at app.screen)."""
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return
        self.update(dt)
        self.draw()
        self.frame += 1

    def update(self, dt: float) -> None:
        self._guard(self.stack.update, dt)
        self.toasts.update(dt)
        if self._fade > 0:
            self._fade = max(0.0, self._fade - dt * self.anim_speed / FADE_SECONDS)

    def draw(self) -> None:
        rec = layout_check.active()
        if rec is not None:
            rec.new_frame()
        shown = self.stack.visible_scenes()
        keep_clear.set([r for scene in shown for r in self._guard(scene.keep_clear) or ()],
                       [r for scene in shown for r in self._guard(scene.open_pickers) or ()])
        if not (shown and shown[0].covers_screen):
            self.screen.fill(theme.WOOD_DARK)
        self._guard(self.stack.draw, self.screen)
        if self._fade > 0:
            veil = self._fade_veil()
            veil.set_alpha(int(255 * self._fade ** 1.5))
            self.screen.blit(veil, (0, 0))
        self.toasts.draw(self.screen)
        self.frames_drawn += 1

    def _fade_veil(self) -> gfx.Canvas:
        """The dark a new scene fades in from, kept for the window's size: a screen-sized picture
        made in every frame of a fade cost milliseconds at high resolutions."""
        veil = self._veil
        if veil is None or veil.get_size() != self.size or veil.k != self.screen.k:
            veil = self._veil = gfx.Surface(self.size, k=self.screen.k)
            veil.fill((12, 7, 3))
        return veil

    def settle(self, frames: int = 40, dt: float = 1 / 30) -> None:
        """Run frames until fades and eases have finished (screenshots, tests)."""
        for _ in range(frames):
            self.step(dt)

    def present(self) -> None:
        """Show the logical picture in the window, scaled to its size."""
        display.present(self.window, self.screen, self.view)
        if self._win is not None:
            self._win.flip()
        else:
            pygame.display.flip()

    def run(self) -> int:
        self.start()
        if not self.headless:
            audio.play_music("theme")
        try:
            while self.running:
                dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
                self.step(dt)
                if self.running:
                    self.present()
        except KeyboardInterrupt:
            pass
        finally:
            self.shutdown()
        return 0

    def shutdown(self) -> None:
        self.save_settings()
        display.set_viewport(None)
        display.set_window(None)
        self._win = None
        gfx.set_scale(1.0)          # art made after the app is gone (tools, tests) is made at its own size
        gfx.set_text_scale(1.0)
        assets.remove_missing_hook(self._asset_missing)
        audio.shutdown()
        text.clear_cache()
        pygame.quit()

    # -- failures --------------------------------------------------------------------------
    def _guard(self, fn, *args):
        try:
            return fn(*args)
        except Exception as exc:  # a scene's bug must not end the program
            self.scene_failed(exc)
            return None

    def scene_failed(self, exc: BaseException) -> None:
        top = self.stack.top
        where = getattr(top, "name", "?")
        detail = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        print(f"Bounty Table: the {where} screen failed:\n{detail}", file=sys.stderr)
        self.errors.append(f"{where}: {exc.__class__.__name__}: {exc}")
        if where == "title":
            self._title_failures += 1
        if self._failing or self._title_failures >= 3:
            # the menu itself keeps failing: stop trying and offer a way out
            self.stack.clear_to(_SafeScene(self))
            return
        self._failing = True
        try:
            autosaved = " Your match was autosaved." if any(paths.autosave_files()) and where == "table" else ""
            self.toast(f"Something went wrong ({exc.__class__.__name__}: {exc}).{autosaved} Back to the title.",
                       "error")
            self.go("title")
        except Exception as again:
            print(f"Bounty Table: the title screen failed too: {again}", file=sys.stderr)
            traceback.print_exc()
            self.stack.clear_to(_SafeScene(self))
        finally:
            self._failing = False
