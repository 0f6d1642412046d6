"""Hot-seat bookkeeping for table scenes: whose eyes are on the screen, and
when it must change hands behind a handoff.

    self.hotseat = HotSeat(app, view, viewer)       # view: the table view (or a match); viewer: a fixed one, or None
    ...
    def update(self, dt):
        if self.hotseat.check(on_shown=self.resync):  # True while a handoff is up or being shown
            return
        view = self.hotseat.viewer                     # draw the match as this seat may see it

Rules it follows:
- a fixed viewer (screenshots) never changes and never hands off;
- with one human at the table the screen is theirs from the start;
- with several humans, before a human acts the screen goes to them; if
  someone else was looking, a handoff blanks the table first;
- while bots act the view stays with whoever looked last (with no human yet,
  the spectator view, None).
"""

from __future__ import annotations

from typing import Callable

from game.core.table_view import as_view
from game.scenes.common import shown_roles


class HotSeat:
    def __init__(self, app, view, viewer: int | None = None):
        self.app = app
        self.tableview = as_view(view)
        self.fixed = viewer
        self.shown_to: int | None = viewer
        self.pending: int | None = None
        humans = self.humans()
        if viewer is None and len(humans) == 1:
            self.shown_to = humans[0]

    @property
    def viewer(self) -> int | None:
        """The seat whose private view may be shown now (None: only public things)."""
        return self.fixed if self.fixed is not None else (None if self.pending is not None else self.shown_to)

    def humans(self) -> list[int]:
        return list(self.tableview.here)

    def next_human(self) -> int | None:
        here = self.tableview.here
        for seat in self.tableview.to_act():
            if seat in here:
                return seat
        return None

    def reset(self) -> None:
        """After an undo or a load: nobody has the screen until the next human is found."""
        if self.fixed is None:
            self.pending = None
            self.shown_to = None if len(self.humans()) > 1 else self.shown_to

    def check(self, on_shown: Callable[[], None] | None = None) -> bool:
        """Hand the screen to the next human if needed; True while waiting for them."""
        if self.fixed is not None:
            return False
        if self.pending is not None:
            if self.app.stack.find("handoff") is not None:
                return True
            self.pending = None  # the handoff was taken down (undo, load): decide afresh
            self.shown_to = None
        seat = self.next_human()
        if seat is None or seat == self.shown_to:
            return False
        if len(self.humans()) <= 1:
            self.shown_to = seat
            if on_shown:
                on_shown()
            return False
        self.pending = seat
        role = self.role_to_show(seat)

        def ready(seat=seat):
            self.pending = None
            self.shown_to = seat
            if on_shown:
                on_shown()

        self.app.push("handoff", player=self.tableview.seats[seat].name, role=role or None, on_ready=ready)
        return True

    def role_to_show(self, seat: int) -> str:
        """The seat's role for the handoff card, or "" when every seat has the
        same one (in Most Wanted everyone is an Outlaw: saying so tells nothing)."""
        return shown_roles(self.tableview)[seat]
