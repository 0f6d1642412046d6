"""How Most Wanted's table animates each kind of event: the table base's event
player hands every event to the method named for its kind in ``ANIMATIONS``,
which starts the animation and returns the seconds to wait before the next.

Hands slide down face down, flip over at the reveal, bags fly to and from
the General Supply, drawn cards fly to their owner, points float up.
"""

from __future__ import annotations

from game.engine import audio, theme
from game.engine.sprites import CardSprite, MoneyBagSprite
from game.engine.tween import Timeline

from . import art
from . import layout as L

REVEAL_SECONDS = 2.8
SHERIFF = -1

ANIMATIONS = {
    "committed": "_show_committed", "revealed": "_show_revealed", "dishonest_revealed": "_show_dishonest",
    "bail_paid": "_show_bail", "church": "_show_paid", "saloon": "_show_paid", "labor": "_show_labor",
    "dishonest_labor": "_show_dishonest_labor", "scored": "_show_scored", "drew": "_show_drew",
    "reshuffled": "_show_reshuffled", "robbery": "_show_challenge", "duel": "_show_challenge",
    "shootout": "_show_challenge",
}


class Motion:
    """The event animations of ``MostWantedTable`` (a mixin: it reads the table's sprites and layout)."""

    def _seat_place(self, seat: int) -> L.SeatPlace:
        if seat == SHERIFF:
            return self.layout.sheriff or self.layout.places[0]
        view = self.view if self.view is not None else 0
        return self.layout.place_of(seat, view)

    def _name(self, seat: int) -> str:
        if seat == SHERIFF:
            return "The Sheriff"
        return self.tableview.seats[seat].name if 0 <= seat < len(self.tableview.seats) else f"Player {seat + 1}"

    # -- one method an event kind: each returns the seconds to wait ----------------------------
    def _show_committed(self, d, actor) -> float:
        if d["seat"] != self.view:
            self._fly_commit(d["seat"], [None] * d["count"])
        return 0.12

    def _show_revealed(self, d, actor) -> float:
        self._start_reveal(d.get("hands", []), d.get("winners", []), d.get("kind", ""), d.get("round", 0),
                           d.get("automatic", False))
        return REVEAL_SECONDS

    def _show_dishonest(self, d, actor) -> float:
        honest = d.get("honest")
        self._start_reveal([{"seat": d["seat"], "cards": d.get("cards", []),
                             "hand": "All one suit!" if honest else "A bluff!", "double_crosser": False}],
                           [d["seat"]] if honest else [], "labor", 0, False)
        return REVEAL_SECONDS

    def _show_bail(self, d, actor) -> float:
        if not d.get("paid"):
            return 0.0
        self._fly_bags(self._seat_place(d["seat"]).bag_spot, L.SUPPLY.center, d["paid"])
        return 0.35

    def _show_paid(self, d, actor) -> float:
        if not d.get("paid"):
            return 0.0
        self._fly_bags(self._seat_place(d["seat"]).bag_spot, L.SUPPLY.center, d["paid"])
        return 0.3

    def _show_labor(self, d, actor) -> float:
        self._fly_bags(L.SUPPLY.center, self._seat_place(d["seat"]).bag_spot, d.get("bags", 0))
        return 0.45

    def _show_dishonest_labor(self, d, actor) -> float:
        self._fly_bags(L.SUPPLY.center, self._seat_place(d["seat"]).commit.center, d.get("bags", 0))
        return 0.45

    def _show_scored(self, d, actor) -> float:
        self._float_text(self._seat_place(d["seat"]).plate.midtop, f"+{d['points']}", theme.GOLD)
        return 0.5

    def _show_drew(self, d, actor) -> float:
        if d.get("seat") == self.view:
            return 0.0
        self._fly_backs(self._seat_place(d["seat"]).plate.center, d.get("count", 0))
        return 0.15

    def _show_reshuffled(self, d, actor) -> float:
        self.app.toast("The deck ran dry: the discards are shuffled into a new deck.", "info")
        return 0.6

    def _show_challenge(self, d, actor) -> float:
        audio.play("whoosh")
        return 0.3

    # -- the pieces that fly ------------------------------------------------------------------------
    def _fly_commit(self, seat: int, cards: list) -> None:
        place = self._seat_place(seat)
        spots = place.commit_positions(len(cards))
        start = L.HAND_CENTER if seat == self.view else place.plate.center
        self.commit_hidden[seat] = self.t + 0.5 / max(0.1, self.app.anim_speed)
        for i, (c, spot) in enumerate(zip(cards, spots)):
            face = art.face(c, L.MINI) if c is not None else art.back(L.MINI)
            s = CardSprite(face, art.back(L.MINI), start, face_up=c is not None, z=30 + i)
            self.sprites.add(s)
            self.flying.append(s)
            s.move_to(spot, 0.42, "easeOutCubic", delay=0.04 * i, on_done=lambda s=s: self._land(s))

    def _land(self, sprite) -> None:
        self.sprites.remove(sprite)
        if sprite in self.flying:
            self.flying.remove(sprite)

    def _fly_bags(self, src, dst, count: int) -> None:
        for i in range(min(count, 8)):
            bag = MoneyBagSprite(src, art.bag_icon(30), z=40 + i)
            self.sprites.add(bag)
            self.flying.append(bag)
            tl = Timeline()
            tl.wait(0.08 * i)
            tl.then(bag.fly_to(dst, 0.55, play=False))
            tl.call(lambda b=bag: self._land(b))
            self.tweener.add(tl)

    def _fly_backs(self, dst, count: int) -> None:
        for i in range(min(count, 8)):
            s = CardSprite(art.back(L.MINI), art.back(L.MINI), L.DECK_POS, z=35 + i)
            self.sprites.add(s)
            self.flying.append(s)
            tl = Timeline()
            tl.wait(0.06 * i)
            tl.then(s.move_to(dst, 0.4, "easeInCubic", play=False))
            tl.call(lambda s=s: self._land(s))
            self.tweener.add(tl)

    def _float_text(self, pos, label: str, color) -> None:
        self.floaters.append([pos, label, color, 1.2])

    def _start_reveal(self, hands, winners, kind, round_, automatic) -> None:
        self._end_reveal(fly=False)
        self.reveal = {"hands": hands, "winners": list(winners), "kind": kind, "round": round_,
                       "automatic": automatic}
        for h in hands:
            place = self._seat_place(h["seat"])
            for i, (c, spot) in enumerate(zip(h["cards"], place.commit_positions(len(h["cards"])))):
                s = CardSprite(art.face(c, L.MINI), art.back(L.MINI), spot, face_up=False, z=50 + i)
                self.sprites.add(s)
                self.reveal_cards.append(s)
                tl = Timeline()
                tl.wait(0.1 * i)
                tl.then(s.flip(0.35, face_up=True, play=False))
                self.tweener.add(tl)
        audio.play("card_flip")

    def _end_reveal(self, fly: bool) -> None:
        for s in self.reveal_cards:
            if fly:
                self.flying.append(s)
                s.move_to(L.DISCARD_POS, 0.4, "easeInCubic", on_done=lambda s=s: self._land(s))
            else:
                self.sprites.remove(s)
        self.reveal_cards = []
        self.reveal = None
