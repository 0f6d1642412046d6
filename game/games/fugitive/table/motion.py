"""How Fugitive's table shows each kind of event (a mixin of
``FugitiveTable``): the table base's event player hands every event to the
method named in ``ANIMATIONS``, which holds up a callout or a drawn event
card and returns the seconds it stays; a drawn card flies from its pile.
"""

from __future__ import annotations

import pygame

from game.engine import theme

from . import art
from . import hud
from . import layout as L
from ..events import event_deck
from ..rules import EVENT_BASE, FUGITIVE, MARSHAL
from game.engine import gfx

SHOW_SECONDS = 2.6      # a drawn event card stays this long in the middle of the table
CALLOUT_GREEN = (40, 110, 56)
EVENT_CODES = {ev.id: EVENT_BASE + i for i, ev in enumerate(event_deck())}

ANIMATIONS = {"event_card": "_show_event_card", "guess": "_show_guess", "hideout_placed": "_show_hideout",
              "manhunt_started": "_show_manhunt", "game_over": "_show_game_over"}


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


class Motion:
    def on_steps(self, steps) -> None:
        # a drawn card flies into its hand from the pile it came from
        for _seat, _desc, events in steps:
            for e in events:
                if e.kind == "drew":
                    d = e.public
                    spawn = (L.pile_pos(d["pile"]), L.PILE_SCALE)
                    self.spawns["fhand" if d.get("seat") == FUGITIVE else "mhand"] = spawn

    def _call_out(self, callout) -> float:
        self.callout = callout
        return callout.seconds

    def _show_event_card(self, d, seat) -> float:
        code = EVENT_CODES.get(d["event"]["id"])
        return self._call_out(ShownCard(code)) if code is not None else 0.0

    def _show_guess(self, d, seat) -> float:
        ns = " + ".join(map(str, d["numbers"]))
        if d["hit"]:
            return self._call_out(hud.Callout(f"UNCOVERED {ns}!", CALLOUT_GREEN))
        sub = "Not all of them were hideouts" if len(d["numbers"]) > 1 else "Not a hideout"
        return self._call_out(hud.Callout(f"MISSED {ns}", theme.RED, sub=sub))

    def _show_hideout(self, d, seat) -> float:
        if d.get("number") != 42:
            return 0.0
        return self._call_out(hud.Callout("42: THE ESCAPE CARD!", art.ESCAPE_INK))

    def _show_manhunt(self, d, seat) -> float:
        return self._call_out(hud.Callout("MANHUNT!", theme.RED,
                                          sub=f"Highest uncovered is {d['highest_revealed']}: one miss and he is free"))

    def _show_game_over(self, d, seat) -> float:
        word = "ESCAPED!" if d.get("winner") == FUGITIVE else "CAUGHT!"
        return self._call_out(hud.Callout(word, CALLOUT_GREEN if d.get("winner") == MARSHAL else art.ESCAPE_INK,
                                          sub=d.get("reason", ""), seconds=2.0))
