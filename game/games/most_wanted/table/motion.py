"""How Most Wanted's table animates each kind of event, and what the
animations leave on the table for a while: the pieces in flight, the
showdown being shown (``reveal``) and the points floating up.

The table hands every event to ``Motion.show``, which starts its animation
and returns the seconds to wait before the next.  Hands slide down face
down, flip over at the reveal, bags fly to and from the General Supply,
drawn cards fly to their owner, points float up.  ``Motion`` puts its
sprites in the table's sprite group and moves them with the table's tweener.

    motion = Motion(sprites, tweener, layout, speed, toast)
    motion.show(kind, data, view, now) -> seconds
    motion.fly_commit(seat, cards, view, now)    a face-down hand slides before its seat
    motion.in_flight(now) -> {seat}              whose face-down hand is still on its way
    motion.end_reveal(fly)                       the showdown's cards go (to the discards)
    motion.update(dt); motion.draw(surface, view)
"""

from __future__ import annotations

from typing import Callable

import pygame

from game.engine import audio, gfx, keep_clear, text, theme
from game.engine.sprites import CardSprite, MoneyBagSprite, SpriteGroup
from game.engine.tween import Timeline, Tweener

from . import art
from . import layout as L

REVEAL_SECONDS = 2.8
FLOAT_SECONDS = 1.2


class Motion:
    def __init__(self, sprites: SpriteGroup, tweener: Tweener, layout: L.Layout, speed: Callable[[], float],
                 toast: Callable[[str, str], None]):
        self.sprites = sprites
        self.tweener = tweener
        self.layout = layout
        self.speed = speed        # the animation-speed setting, asked as a hand is laid down
        self.toast = toast
        self.flying: list = []
        self.reveal: dict | None = None     # the showdown being shown
        self.reveal_cards: list[CardSprite] = []
        self.commit_hidden: dict[int, float] = {}   # seat -> until when its face-down hand is in flight
        self.floaters: list = []                    # [pos, words, colour, seconds left]
        # event kind -> its animation: method(data, view, now) -> seconds
        self._shows = {
            "committed": self._committed, "revealed": self._revealed, "dishonest_revealed": self._dishonest,
            "bail_paid": self._bail, "church": self._paid, "saloon": self._paid, "labor": self._labor,
            "dishonest_labor": self._dishonest_labor, "scored": self._scored, "drew": self._drew,
            "reshuffled": self._reshuffled, "robbery": self._challenge, "duel": self._challenge,
            "shootout": self._challenge,
        }

    def show(self, kind: str, d: dict, view: int | None, now: float) -> float:
        """Start the animation of an event of ``kind`` as ``view`` sees it; the seconds to wait."""
        shown = self._shows.get(kind)
        return (shown(d, view, now) or 0.0) if shown is not None else 0.0

    def in_flight(self, now: float) -> set[int]:
        return {seat for seat, until in self.commit_hidden.items() if until > now}

    def land_all(self) -> None:
        """Nothing stays in flight (after the tweens are finished: an undo, a load, a handoff)."""
        for s in self.flying:
            self.sprites.remove(s)
        self.flying.clear()
        self.commit_hidden.clear()

    def update(self, dt: float) -> None:
        """``dt``: seconds at the animation speed."""
        for f in self.floaters:
            f[3] -= dt
        self.floaters = [f for f in self.floaters if f[3] > 0]

    # -- one method an event kind: each returns the seconds to wait ----------------------------
    def _committed(self, d, view, now) -> float:
        if d["seat"] != view:
            self.fly_commit(d["seat"], [None] * d["count"], view, now)
        return 0.12

    def _revealed(self, d, view, now) -> float:
        self._start_reveal(d.get("hands", []), d.get("winners", []), d.get("kind", ""), d.get("round", 0),
                           d.get("automatic", False), view)
        return REVEAL_SECONDS

    def _dishonest(self, d, view, now) -> float:
        honest = d.get("honest")
        self._start_reveal([{"seat": d["seat"], "cards": d.get("cards", []),
                             "hand": "All one suit!" if honest else "A bluff!", "double_crosser": False}],
                           [d["seat"]] if honest else [], "labor", 0, False, view)
        return REVEAL_SECONDS

    def _bail(self, d, view, now) -> float:
        if not d.get("paid"):
            return 0.0
        self._fly_bags(self.layout.seat_place(d["seat"], view).bag_spot, L.SUPPLY.center, d["paid"])
        return 0.35

    def _paid(self, d, view, now) -> float:
        if not d.get("paid"):
            return 0.0
        self._fly_bags(self.layout.seat_place(d["seat"], view).bag_spot, L.SUPPLY.center, d["paid"])
        return 0.3

    def _labor(self, d, view, now) -> float:
        self._fly_bags(L.SUPPLY.center, self.layout.seat_place(d["seat"], view).bag_spot, d.get("bags", 0))
        return 0.45

    def _dishonest_labor(self, d, view, now) -> float:
        self._fly_bags(L.SUPPLY.center, self.layout.seat_place(d["seat"], view).commit.center, d.get("bags", 0))
        return 0.45

    def _scored(self, d, view, now) -> float:
        self.floaters.append([self.layout.seat_place(d["seat"], view).plate.midtop, f"+{d['points']}",
                              theme.GOLD, FLOAT_SECONDS])
        return 0.5

    def _drew(self, d, view, now) -> float:
        if d.get("seat") == view:
            return 0.0
        self._fly_backs(self.layout.seat_place(d["seat"], view).plate.center, d.get("count", 0))
        return 0.15

    def _reshuffled(self, d, view, now) -> float:
        self.toast("The deck ran dry: the discards are shuffled into a new deck.", "info")
        return 0.6

    def _challenge(self, d, view, now) -> float:
        audio.play("whoosh")
        return 0.3

    # -- the pieces that fly ------------------------------------------------------------------------
    def fly_commit(self, seat: int, cards: list, view: int | None, now: float) -> None:
        """``seat`` lays ``cards`` face down (None: a back the viewer may not see)."""
        place = self.layout.seat_place(seat, view)
        spots = place.commit_positions(len(cards))
        start = L.HAND_CENTER if seat == view else place.plate.center
        self.commit_hidden[seat] = now + 0.5 / max(0.1, self.speed())
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

    def _start_reveal(self, hands, winners, kind, round_, automatic, view) -> None:
        self.end_reveal(fly=False)
        self.reveal = {"hands": hands, "winners": list(winners), "kind": kind, "round": round_,
                       "automatic": automatic}
        for h in hands:
            place = self.layout.seat_place(h["seat"], view)
            for i, (c, spot) in enumerate(zip(h["cards"], place.commit_positions(len(h["cards"])))):
                s = CardSprite(art.face(c, L.MINI), art.back(L.MINI), spot, face_up=False, z=50 + i)
                self.sprites.add(s)
                self.reveal_cards.append(s)
                tl = Timeline()
                tl.wait(0.1 * i)
                tl.then(s.flip(0.35, face_up=True, play=False))
                self.tweener.add(tl)
        audio.play("card_flip")

    def end_reveal(self, fly: bool) -> None:
        for s in self.reveal_cards:
            if fly:
                self.flying.append(s)
                s.move_to(L.DISCARD_POS, 0.4, "easeInCubic", on_done=lambda s=s: self._land(s))
            else:
                self.sprites.remove(s)
        self.reveal_cards = []
        self.reveal = None

    # -- drawn over the pieces ----------------------------------------------------------------------
    def draw(self, surface, view: int | None) -> None:
        """The words over a showdown's hands, then the points floating up."""
        self._draw_reveal_labels(surface, view)
        for pos, label, color, life in self.floaters:
            y = pos[1] - 10 - (FLOAT_SECONDS - life) * 30
            spot = pygame.Rect((0, 0), text.measure(label, "display", 28))
            spot.midbottom = (pos[0], round(y))
            spot = keep_clear.nudge(spot, surface.get_rect())   # the overlay rule: off the prompt, the hand
            text.draw(surface, label, spot.midbottom, "display", 28, color, anchor="midbottom",
                      shadow=(0, 0, 0, 200))

    def _draw_reveal_labels(self, surface, view: int | None) -> None:
        r = self.reveal
        if r is None:
            return
        for h in r["hands"]:
            place = self.layout.seat_place(h["seat"], view)
            won = h["seat"] in r["winners"] and len(r["winners"]) == 1
            label = h.get("hand", "")
            if h.get("double_crosser"):
                label = "Double Crosser!"
            # over the foot of the cards, inside the seat's zone: below it lies the stage banner
            # at the player's text size as far as the seat's width allows; the strip grows to hold it
            words = label + (" - wins" if won else "")
            size = text.fit_size(words, "ui_bold", text.reading_size(13), place.commit.w - 8, 9)
            rect = pygame.Rect(0, 0, place.commit.w, max(20, text.measure(words, "ui_bold", size)[1] + 4))
            rect.midbottom = place.commit.midbottom
            bg = gfx.Surface(rect.size, pygame.SRCALPHA)
            bg.fill((150, 28, 20, 235) if won else (30, 20, 12, 210))
            surface.blit(bg, rect)
            text.draw(surface, words, rect.center, "ui_bold", size, theme.GOLD if won else theme.CREAM,
                      anchor="center", box=rect)
