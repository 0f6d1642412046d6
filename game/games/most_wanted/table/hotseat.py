"""Who must decide now at Most Wanted's table, and who gets the screen.

A showdown lists its ready players in ``to_act`` too (they may still change
their minds), but only the players who have not decided yet are waited for:
the screen goes to the next undecided human, never back to one who is done.
"""

from __future__ import annotations

from game.scenes.hotseat import HotSeat


def deciding(view) -> list[int]:
    """Seats whose decision the table is waiting for, in the rules' order (``view``: the table's view)."""
    seats = list(view.to_act())
    obs = view.observe(None)
    sd = obs.get("showdown")
    if obs["phase"] == "showdown" and sd is not None:
        ready = {p["seat"] for p in sd["participants"] if p["ready"]}
        return [s for s in seats if s not in ready]
    return seats


class MWHotSeat(HotSeat):
    def next_human(self) -> int | None:
        table = self.app.stack.find("table") if self.app is not None else None
        seats = table.deciding() if table is not None and getattr(table, "tableview", None) is self.tableview \
            else deciding(self.tableview)
        here = self.tableview.here
        for seat in seats:
            if seat in here:
                return seat
        return None
