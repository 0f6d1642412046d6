"""The big moments of The Few and Cursed, each given the table to itself for a
moment: a Most Wanted bounty or a monster beaten, a monster come out on the
desert, an artifact found, a critical wound, a Curse Chaser cursed.  A moment
is a plate of large words over the board; the table's event player waits on
it (at the animation-speed setting) before the next event, dialog or handoff.

    Spotlight(words, name_of)
      .show(kind, data) -> seconds        a moment for an event of ``kind`` (0: none)
      .update(dt) / .active / .title
      .draw(surface, rect)                centred on ``rect`` (the board)
    KINDS: the event kinds that make a moment
"""

from __future__ import annotations


import pygame

from game.core.words import possessive, says
from game.engine import text, theme
from game.engine.widgets.markdown import word_image
from game.engine import gfx

SECONDS = 1.6           # a moment's time on the table, at animation speed 1
KINDS = ("bounty_defeated", "monster_appears", "artifact_found", "critical_wound", "cursed")
TONES = {"bounty_defeated": theme.GOLD, "monster_appears": (222, 120, 232), "artifact_found": (140, 214, 236),
         "critical_wound": (236, 96, 80), "cursed": (200, 130, 236)}


class Spotlight:
    def __init__(self, words, name_of):
        self.words = words
        self.name_of = name_of
        self.monsters = {b.key: b for b in words.cat.most_wanted}
        self.kind = ""
        self.title = ""
        self.line = ""
        self.left = 0.0

    @property
    def active(self) -> bool:
        return self.left > 0

    def show(self, kind: str, d: dict) -> float:
        words = getattr(self, "_" + kind)(d)
        if not words:
            return 0.0
        self.kind, (self.title, self.line) = kind, words
        self.left = SECONDS
        return SECONDS

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)

    def _name(self, key) -> str:
        b = self.monsters.get(key)
        return b.name if b else "A monster"

    # -- the words of each moment --------------------------------------------------------------
    def _bounty_defeated(self, d):
        # the rules' kinds: "mw" a Most Wanted card, "monster", "wanted" a Wanted bounty (Talbot's Gang...)
        what = {"monster": "Monster slain", "mw": "Most Wanted bounty beaten",
                "wanted": "Wanted bounty beaten"}.get(d.get("kind"), "Bounty beaten")
        return what, says(self.name_of(d["seat"]), f"takes down {d.get('name') or self._name(d.get('bounty'))}")

    def _monster_appears(self, d):
        return f"{self._name(d.get('monster'))} is loose", f"It rises at {self.words.space(d.get('node'))}"

    def _artifact_found(self, d):
        return "Artifact found", says(self.name_of(d["seat"]), f"recovers {self.words.card_name(d['card'])}")

    def _critical_wound(self, d):
        lost = d.get("spaces", 0)
        tail = f", losing {lost} Grit" if lost else ""
        return "Critical wound", says(self.name_of(d["seat"]), f"is carried back to San Andreas{tail}")

    def _cursed(self, d):
        return "Cursed", f"{possessive(self.name_of(d['seat']))} curse has taken hold: the card turns to its cursed side"

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface, rect: pygame.Rect) -> None:
        if not self.active:
            return
        img = plate(self.title, self.line, TONES.get(self.kind, theme.GOLD))
        fade = min(1.0, self.left / 0.25, (SECONDS - self.left) / 0.15 + 0.2)
        img.set_alpha(int(255 * max(0.0, min(1.0, fade))))
        surface.blit(img, img.get_rect(center=rect.center))


@gfx.cached(maxsize=16)
def plate(title: str, line: str, tone) -> pygame.Surface:
    """A dark plate with the moment's title large in its colour and a line under it."""
    head = text.render(title, "display", 44, tone, shadow=(0, 0, 0, 220))
    size = text.fit_size(line, "serif", 20, 620, 12)
    sub = word_image(line, "serif", size, theme.CREAM)   # its numbers in lining figures
    w = max(head.get_width(), sub.get_width()) + 80
    h = head.get_height() + sub.get_height() + 34
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    gfx.rect(surf, (18, 12, 8, 214), surf.get_rect(), border_radius=14)
    gfx.rect(surf, tone, surf.get_rect(), 3, border_radius=14)
    text.blit(surf, head, ((w - head.get_width()) // 2, 12), title)
    text.blit(surf, sub, ((w - sub.get_width()) // 2, 16 + head.get_height()), line)
    return surf
