"""How Fugitive's table shows each kind of event: the table base's event
player hands every event to ``Shows.show``, which holds up a callout or a
drawn event card and returns the seconds it stays; a drawn card flies into
its hand from its pile.
"""

from __future__ import annotations

import pygame

from game.engine import theme

from game.engine import gfx

from . import art
from . import hud
from . import layout as L
from ..rules import FUGITIVE, MARSHAL
from .hud import EVENT_CODES

SHOW_SECONDS = 2.6      # a drawn event card stays this long in the middle of the table
CALLOUT_GREEN = (40, 110, 56)


class ShownCard:
    """A card held up in the middle of the table for a moment (a drawn event)."""

    def __init__(self, code: int, seconds: float = SHOW_SECONDS):
        self.image = art.face(code, art.BIG)
        self.seconds = seconds
        self.age = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    def draw(self, surface: pygame.Surface) -> None:
        t = self.age
        grow = min(1.0, t / 0.22)
        fade = min(1.0, max(0.0, (self.seconds - t) / 0.35))
        img = self.image if grow >= 1.0 else gfx.smoothscale_by(self.image, 0.6 + 0.4 * grow)
        box = img.get_rect(center=L.SHOW_CENTER)
        shade = theme.shadow(box.size, 14, round(150 * fade))
        surface.blit(shade, (box.x - 10, box.y - 4))
        if fade < 1.0:
            img = img.copy()
            img.set_alpha(round(255 * fade))
        surface.blit(img, box)


class Shows:
    """The callout or held-up card on show (``current``), and where the next refresh's new
    hand cards fly in from (``spawns``: zone -> (pos, scale))."""

    def __init__(self):
        self.current: hud.Callout | ShownCard | None = None
        self.spawns: dict = {}

    @property
    def busy(self) -> bool:
        return self.current is not None

    def clear(self) -> None:
        self.current = None
        self.spawns = {}

    def note_steps(self, steps) -> None:
        """A drawn card flies into its hand from the pile it came from."""
        for _seat, _desc, events in steps:
            for e in events:
                if e.kind == "drew":
                    d = e.public
                    spawn = (L.pile_pos(d["pile"]), L.PILE_SCALE)
                    self.spawns["fhand" if d.get("seat") == FUGITIVE else "mhand"] = spawn

    def take_spawns(self) -> dict:
        spawns, self.spawns = self.spawns, {}
        return spawns

    def show(self, kind: str, d: dict) -> float:
        """Hold up what the event of ``kind`` says; the seconds the table waits on it."""
        shown = SHOWS[kind](d) if kind in SHOWS else None
        if shown is None:
            return 0.0
        self.current = shown
        return shown.seconds

    def update(self, dt: float) -> None:
        if self.current is not None:
            self.current.age += dt
            if self.current.done:
                self.current = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.current is not None:
            self.current.draw(surface)


def _event_card(d):
    code = EVENT_CODES.get(d["event"]["id"])
    return ShownCard(code) if code is not None else None


def _guess(d):
    ns = " + ".join(map(str, d["numbers"]))
    if d["hit"]:
        return hud.Callout(f"UNCOVERED {ns}!", CALLOUT_GREEN)
    sub = "Not all of them were hideouts" if len(d["numbers"]) > 1 else "Not a hideout"
    return hud.Callout(f"MISSED {ns}", theme.RED, sub=sub)


def _hideout(d):
    return hud.Callout("42: THE ESCAPE CARD!", art.ESCAPE_INK) if d.get("number") == 42 else None


def _manhunt(d):
    return hud.Callout("MANHUNT!", theme.RED, sub=f"Highest uncovered is {d['highest_revealed']}: one miss and he is free")


def _game_over(d):
    word = "ESCAPED!" if d.get("winner") == FUGITIVE else "CAUGHT!"
    return hud.Callout(word, CALLOUT_GREEN if d.get("winner") == MARSHAL else art.ESCAPE_INK,
                       sub=d.get("reason", ""), seconds=2.0)


# event kind -> what is held up for it (None: nothing this time)
SHOWS = {"event_card": _event_card, "guess": _guess, "hideout_placed": _hideout, "manhunt_started": _manhunt,
         "game_over": _game_over}
