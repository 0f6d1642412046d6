"""The buttons of the move under way at Fugitive's table, in a column right of
the bottom hand: Place hideout / Take back / Pass / Peek for the Fugitive,
Guess / Clear for the Marshal.  Only the person on the screen sees them, and
only those of the moment; a button the rules refuse now is greyed with the
reason as its tip.

    buttons = MoveButtons(ui, confirm=..., cancel=..., pass_turn=..., guess=..., clear=...)
    buttons.layout(turn, selection, refusal)     after every refresh or change of selection
"""

from __future__ import annotations

from typing import Callable

from game.core.model import Action
from game.engine.widgets import Button

from . import layout as L
from ..rules import CANCEL, CONFIRM, PASS
from .turn import Turn


class MoveButtons:
    def __init__(self, ui, *, confirm: Callable[[], None], cancel: Callable[[], None],
                 pass_turn: Callable[[], None], guess: Callable[[], None], clear: Callable[[], None]):
        self.ui = ui
        rect = L.button_rect(0)
        self.confirm_button = ui.add(Button(rect, "Place hideout", confirm, tooltip="Enter"))
        self.cancel_button = ui.add(Button(rect, "Take back", cancel, style="wood",
                                           tooltip="Backspace: the hideout and its sprint cards return"))
        self.pass_button = ui.add(Button(rect, "Pass", pass_turn, style="wood",
                                         tooltip="X: place no hideout this turn"))
        # held, not clicked: the table's controls watch the mouse on it
        self.peek_button = ui.add(Button(rect, "Peek", None, style="wood", sublabel="hold, or hold P",
                                         tooltip="Hold to look at your face-down route"))
        self.guess_button = ui.add(Button(rect, "Guess", guess, tooltip="Enter"))
        self.clear_button = ui.add(Button(rect, "Clear", clear, style="wood",
                                          tooltip="Delete: unselect every number"))
        self.row = (self.confirm_button, self.cancel_button, self.pass_button, self.guess_button,
                    self.clear_button, self.peek_button)

    def visible(self) -> list:
        return [b for b in self.row if b.visible]

    def layout(self, turn: Turn, selection, refusal: Callable[[Action], str | None]) -> None:
        """Show the buttons of ``turn``'s move, stacked from the top of the column;
        ``selection``: the notepad's numbers picked for a guess."""
        obs = turn.obs
        placing = turn.placing
        pending = obs.get("pending") if placing else None
        shown = {
            self.confirm_button: placing and pending is not None,
            self.cancel_button: placing and pending is not None,
            self.pass_button: placing and pending is None and obs["turn"]["must_place"] == 0,
            self.guess_button: turn.guessing,
            self.clear_button: turn.guessing,
            self.peek_button: turn.own_route and any(not e["revealed"] for e in obs.get("route", ())),
        }
        row = 0
        for b in self.row:
            b.visible = shown[b]
            if b.visible:
                b.rect = L.button_rect(row)
                row += 1
        if placing:
            legal = turn.legal
            self.confirm_button.set_enabled(CONFIRM in legal, refusal(CONFIRM))
            self.cancel_button.set_enabled(CANCEL in legal, refusal(CANCEL))
            self.pass_button.set_enabled(PASS in legal, refusal(PASS))
        if turn.guessing:
            self._layout_guess(selection, refusal)
        if not self.ui.keyboard_mode:
            self.ui.set_focus(None)

    def _layout_guess(self, selection, refusal) -> None:
        if selection:
            self.guess_button.label = "Guess " + " + ".join(map(str, selection))
            why = refusal(Action("guess", tuple(selection)))
            self.guess_button.set_enabled(why is None, why)
        else:
            self.guess_button.label = "Guess"
            self.guess_button.set_enabled(False, "Pick a number on the notepad first")
        self.clear_button.set_enabled(bool(selection), "Nothing is selected")
