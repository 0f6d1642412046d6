"""The rules viewer: the game's player's guide, typeset from Markdown
(docs/guides/<id>.md).  The rulings a player needs are part of each guide, in
our words ("Fine points"); our own rules notes (docs/rules-notes/) are written
for us, never shown in the app and never shipped with it.

A guide shows the game's own cards and pieces: a line ``[[picture NAME]]``
asks the game's art hook (``<package>.table.guide_art.picture(name, width)``)
to draw them.  The rulebooks we were given are the specification and do not
ship; the guides say the same in our own words.

Scroll with the wheel, the scrollbar, or Up/Down, Page Up/Down, Space,
Home, End; Left/Right or a click switch tabs; Esc closes.
"""

from __future__ import annotations

import sys

import pygame

from game import games, paths
from game.engine import assets, gfx, text, theme
from game.engine.scene import Scene
from game.engine.widgets import UI, Button, Panel, ScrollView, Tabs, layout_markdown
from game.scenes import common, launch

PAGE = pygame.Rect(150, 92, 980, 548)
_layouts = gfx.ArtCache()  # (guide, width) -> its laid out blocks and height


def find_doc(folder: str, game_id: str) -> str | None:
    """docs/<folder>/<id>.md, or a file whose name ends with the id (the-few-and-cursed.md)."""
    base = paths.resource("docs", folder)
    exact = base / f"{game_id}.md"
    if exact.is_file():
        return f"docs/{folder}/{game_id}.md"
    if base.is_dir():
        for path in sorted(base.glob("*.md")):
            if path.stem.endswith(game_id):
                return f"docs/{folder}/{path.name}"
    return None


def rule_texts(game_id: str) -> list[tuple[str, str]]:
    """[(tab label, markdown)] for the game: its player's guide."""
    out = []
    guide = find_doc("guides", game_id)
    source = assets.read_text(guide) if guide else None
    try:
        entry = games.entry(game_id)
    except KeyError:
        entry = None
    if source is not None and entry is not None and not entry.at_table:
        # the rules are written but no table is open yet: say so above the guide
        title, _, rest = source.partition("\n")
        source = (f"{title}\n\n> {entry.title} is in preparation: its table is not open yet. "
                  f"This is how it plays.\n{rest}")
    if source is None:
        if entry is not None and not entry.at_table:
            source = (f"# {entry.title}\n\n*{entry.pitch}*\n\n{entry.title} is in preparation. Its player's guide "
                      "comes with the game.")
        else:
            if guide is None:
                assets.report_missing(f"docs/guides/{game_id}.md", "not found")
            source = "# Guide missing\n\nThe player's guide for this game is not in this copy of Bounty Table."
    out.append(("How to play", source))
    return out


def guide_pictures(game_id: str):
    """The game's picture hook for its guide, or None (a game in preparation, a broken hook)."""
    module = launch.table_module(game_id, "guide_art")
    if module is None:
        return None
    return _safe_pictures(module.picture)


def _safe_pictures(draw):
    def picture(name: str, width: int):
        try:
            return draw(name, width)
        except Exception as exc:  # a picture that fails leaves the words readable
            print(f"Bounty Table: the guide picture {name!r} failed: {exc}", file=sys.stderr)
            return None
    return picture


def _layout(key: str, source: str, width: int, pictures=None):
    cached = _layouts.get((key, width))
    if cached is None:
        cached = layout_markdown(source, width, pictures=pictures)
        _layouts[(key, width)] = cached
    return cached


class RulesScene(Scene):
    name = "rules"

    def __init__(self, app, game_id: str, tab: int = 0):
        super().__init__(app)
        self.game_id = game_id
        try:
            self.title = games.entry(game_id).title
        except KeyError:
            self.title = game_id
        self.texts = rule_texts(game_id)
        self.ui = UI()
        self.page = Panel(PAGE, "paper", shadow=True, seed=13)
        self.ui.add(self.page)
        self.view = ScrollView(PAGE.inflate(-70, -48), keys_always=True)
        self.page.add(self.view)
        self.tabs = None
        if len(self.texts) > 1:
            self.tabs = self.ui.add(Tabs((PAGE.left + 24, PAGE.top - 40, 520, 42), [t[0] for t in self.texts], 0,
                                         self.show_tab))
        self.close_button = self.ui.add(Button((PAGE.right - 180, 652, 180, 50), "Close", self.close,
                                               hotkey=pygame.K_ESCAPE, tooltip="Esc"))
        self.show_tab(min(tab, len(self.texts) - 1))
        self.ui.set_focus(self.view)

    def show_tab(self, index: int) -> None:
        self.tab = index
        label, source = self.texts[index]
        blocks, height = _layout(f"{self.game_id}:{label}", source, self.view.rect.w - 30,
                                 guide_pictures(self.game_id) if index == 0 else None)
        self.view.set_content(blocks, height)
        if self.tabs is not None:
            self.tabs.index = index

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
        if not len(self.app.stack):
            self.app.go("title")

    def handle_event(self, event):
        # Left/Right turn the tab while reading; asked first, or the UI would
        # take them to walk the focus away from the page.
        if (event.type == pygame.KEYDOWN and self.tabs is not None and event.key in (pygame.K_LEFT, pygame.K_RIGHT)
                and self.ui.focus in (None, self.view)):
            self.tabs.select(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            return None
        self.ui.handle_event(event)
        return None

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface) -> None:
        common.backdrop(surface, "dark", 5)
        text.draw(surface, self.title, (PAGE.right, PAGE.top - 8), "display", 36, theme.CREAM, anchor="bottomright",
                  shadow=(0, 0, 0, 180))
        self.ui.draw(surface)
        v = self.view
        if v.max_offset > 0:
            share = int(100 * v.offset / v.max_offset)
            text.draw(surface, f"{share}% read  -  wheel, arrows, Page Up/Down, Home/End", (PAGE.left, 676),
                      "ui", 17, (226, 214, 186), anchor="midleft")
