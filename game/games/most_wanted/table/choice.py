"""The decision a human is making at Most Wanted's table, free of drawing.

``Choice`` follows what the seat may do (``table.legal_actions``) and what it
has picked so far (cards, a hand size, targets) and answers the table's
questions: which action cards and hand cards are legal to touch, which
buttons to show, and the Action to send.  Every action it builds is checked
with ``table.refusal`` before it is offered, so the table never sends an
illegal move.

Modes: "turn" (choose an action card), "church", "saloon", "labor",
"dishonest" (pick cards), "duel" and "shootout" (pick size and targets),
"commit" (a showdown hand), "ready" (committed; may change), "challenge"
(Dishonest Labor: call or let pass), "" (nothing to decide).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.model import Action

from ..cards import SUIT_OF

CARD_MODES = ("church", "saloon", "labor", "dishonest", "commit")
TARGET_MODES = ("duel", "shootout")
SIZE_BUTTON = "Hand size"   # the button that steps through the sizes a duel or shootout may take


@dataclass
class Choice:
    table: object       # the table's view (game.core.table_view)
    seat: int
    obs: dict
    mode: str = ""
    picked: list = field(default_factory=list)     # card ids, in the order picked
    size: int = 0                                   # duel / shootout hand size
    targets: list = field(default_factory=list)    # duel / shootout seats

    def __post_init__(self) -> None:
        self.legal = list(self.table.legal_actions(self.seat))
        kinds = {a.kind for a in self.legal}
        phase = self.obs["phase"]
        if phase == "action":
            self.mode = "turn"
        elif phase == "showdown":
            self.mode = "ready" if kinds == {"unready"} else ("commit" if kinds else "")
            if self.mode == "commit":
                mine = self.own_commit()
                if mine and not self.picked:
                    self.picked = list(mine)
        elif phase == "challenge":
            self.mode = "challenge" if "challenge" in kinds else ""
        self.kinds = kinds

    # -- what is on offer ---------------------------------------------------------
    def own_commit(self) -> list:
        sd = self.obs.get("showdown") or {}
        for p in sd.get("participants", ()):
            if p["seat"] == self.seat and p.get("cards"):
                return list(p["cards"])
        return []

    def hand(self) -> list:
        """The cards the seat may pick from now (its hand, plus a hand it put down and may replace)."""
        cards = list(self.obs.get("hand") or [])
        if self.mode == "commit":
            cards += [c for c in self.own_commit() if c not in cards]
        return sorted(cards)

    def turn_options(self) -> dict[str, bool]:
        """Action-card key -> legal now (robberies as "rob0".."rob2")."""
        out = {f"rob{r}": Action("rob", (r,)) in self.legal for r in range(3)}
        for kind in ("church", "saloon", "labor", "dishonest", "duel", "shootout"):
            out[kind] = kind in self.kinds
        out["pass"] = "pass" in self.kinds
        return out

    @property
    def hand_size_needed(self) -> int:
        sd = self.obs.get("showdown") or {}
        return int(sd.get("size") or 0)

    def selectable(self, card: int) -> bool:
        """May this card be picked (or unpicked) in the current mode?"""
        if self.mode not in CARD_MODES:
            return False
        if card in self.picked:
            return True
        if self.mode == "commit":
            return len(self.picked) < self.hand_size_needed or self.hand_size_needed == 1
        if self.mode == "labor":
            return not self.picked or SUIT_OF[card] == SUIT_OF[self.picked[0]]
        return True

    def toggle(self, card: int) -> None:
        if card in self.picked:
            self.picked.remove(card)
        elif self.selectable(card):
            if self.mode == "commit" and len(self.picked) >= self.hand_size_needed:
                self.picked.pop(0)   # a one-card hand: the new pick replaces the old
            self.picked.append(card)

    def target_options(self) -> dict[int, bool]:
        """Seat -> may be targeted with the chosen size (duel or shootout)."""
        out = {}
        for a in self.legal:
            if self.mode == "duel" and a.kind == "duel" and (not self.size or a.args[1] == self.size):
                out[a.args[0]] = True
            elif self.mode == "shootout" and a.kind == "shootout" and (not self.size or a.args[0] == self.size):
                for t in a.args[1:]:
                    out[t] = True
        return out

    def sizes(self) -> list[int]:
        if self.mode == "duel":
            return sorted({a.args[1] for a in self.legal if a.kind == "duel"})
        if self.mode == "shootout":
            return sorted({a.args[0] for a in self.legal if a.kind == "shootout"})
        return []

    def toggle_target(self, seat: int) -> None:
        if seat not in self.target_options():
            return
        if self.mode == "duel":
            self.targets = [] if self.targets == [seat] else [seat]
        elif seat in self.targets:
            self.targets.remove(seat)
        else:
            self.targets.append(seat)

    # -- the move -------------------------------------------------------------------
    def action(self) -> Action | None:
        """The move the picks make, or None while incomplete or refused."""
        m = self.mode
        a = None
        if m in ("church", "saloon", "labor", "dishonest", "commit"):
            a = Action(m, tuple(sorted(self.picked)))
        elif m == "duel" and self.size and self.targets:
            a = Action("duel", (self.targets[0], self.size))
        elif m == "shootout" and self.size and self.targets:
            a = Action("shootout", (self.size,) + tuple(sorted(self.targets)))
        if a is None or self.table.refusal(self.seat, a) is not None:
            return None
        return a

    def why_not(self) -> str:
        m = self.mode
        if m == "commit":
            need = self.hand_size_needed
            return f"Pick exactly {need} card{'s' if need != 1 else ''}."
        if m == "labor":
            return "Pick one or more cards of a single suit."
        if m == "dishonest":
            return "Pick one or more cards to lay face down."
        if m in TARGET_MODES:
            if not self.size:
                return "Choose how many cards each hand holds."
            return "Click an outlaw's plate to pick a target."
        if m == "saloon":
            return "You need a bag of money (or a space to lose) to visit the Saloon."
        return "That is not allowed now."

