"""The cards on Fugitive's table as sprites that follow the match.

``table_slots(obs, ...)`` says where every card the viewer can see (or see
the back of) should lie, read from that viewer's observation only: a card
whose number the viewer may not know gets no face at all, just the back, so
no drawing path can show it.  ``CardLayer.sync(slots)`` moves the sprites
there: known cards keep their identity (``("card", n)``) from pile to hand
to route; hidden ones are known by their place (``("route", i)``,
``("sprint", i, j)``, ``("fhand", k)``) and take their number's identity when
it is revealed, so a reveal is the same sprite turning over.  Backs leaving
the Fugitive's hand become his new hideout and sprint cards, so the Marshal
watches them slide from his hand onto the route.  A slot may ask for a card
printed as a small number tile (a crowded hand in the top band), or as the whole
card printed smaller (a route shrunk to fit, its words still set at a readable
size); the sprite then swaps its pictures and keeps its size on the table while
it moves.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable

from game.engine.sprites import CardSprite, SpriteGroup
from game.engine.tween import Timeline, Tween, Tweener, Wait

from ..rules.state import FUGITIVE, MARSHAL
from . import art
from . import layout as L


@dataclass(slots=True)
class Slot:
    key: tuple
    pos: tuple[float, float]
    card: int | None = None      # the face this viewer may see (None: a back only)
    face_up: bool = False
    angle: float = 0.0
    z: float = 0.0
    scale: float = 1.0
    alias: tuple | None = None   # the place-key the card had while hidden
    zone: str = ""
    tag: Any = None
    hoverable: bool = False
    hover_lift: float = 6.0
    highlight: Any = None
    dimmed: bool = False
    tile: tuple[int, int] | None = None   # printed as a small number tile of this size
    printed: tuple[int, int] | None = None   # the whole card printed this size (not shrunk from CARD)


def card_images(card: int | None, tile: tuple[int, int] | None = None, printed: tuple[int, int] | None = None):
    """(face, back) for a card: the printed card (at ``printed`` size), or a small number tile."""
    if tile is None:
        size = printed or art.CARD
        return (art.face(card, size) if card is not None else art.back(size)), art.back(size)
    return (art.tile_face(card, tile) if card is not None else art.back(tile)), art.back(tile)


def print_at(scale: float) -> tuple[float, tuple[int, int] | None]:
    """(sprite scale, printed size) of cards shown at ``scale`` of the table's card (a route
    shrunk to fit, the top hand): smaller, they are printed at their size, so their words
    keep a readable size."""
    if scale >= 1:
        return scale, None
    return 1.0, (round(L.CW * scale), round(L.CH * scale))


class TableCard(CardSprite):
    """A card sprite that remembers which card it shows and where it rests."""

    def __init__(self, card: int | None, pos, face_up: bool, tweener: Tweener, tile=None, printed=None):
        face, back = card_images(card, tile, printed)
        super().__init__(face, back, pos, face_up=face_up, tweener=tweener)
        self.card = card
        self.tile = tile
        self.printed = printed
        self.want_up = face_up
        self.rest_z = 0.0
        self.hoverable = False


def _place(zone_slots: list[Slot], key, pos, **kw) -> None:
    zone_slots.append(Slot(key, (float(pos[0]), float(pos[1])), **kw))


def route_places(obs: dict) -> int:
    """How many places the route row needs: its cards, plus the next hideout's
    place while the Fugitive (as viewer) is placing."""
    n = len(obs["route"])
    if obs.get("fugitive_hand") is not None and obs["phase"] == "fugitive_place":
        n += 1
    return n


def _lift(bands: L.Bands, role: int, spread: L.Spread) -> float:
    """How far a hovered hand card rises: the bottom hand's well clear of its
    neighbours, the top hand's a little (it lies under the prompt bar)."""
    if bands.at_bottom(role):
        return 18.0
    return 8.0 if spread.tile is None else 4.0


def table_slots(obs: dict, *, bands: L.Bands = L.Bands(), peek: bool = False, reveal_all: bool = False,
                legal: Iterable[int] = (), choosing: str | None = None, hover_hand: bool = False) -> list[Slot]:
    """Every card's place for this observation.

    ``bands``: which role's hand lies at the bottom (the viewer's) and which at the top;
    ``peek``: the Fugitive's own face-down cards show face up (only pass it for
    his own observation); ``reveal_all``: the match is over and ``obs`` is the
    Fugitive's, so everything turns up; ``legal``: hand cards to highlight;
    ``choosing``: "hideout" or "sprint" while he picks, dimming the rest."""
    legal = set(legal)
    slots: list[Slot] = []
    route = obs["route"]
    geo = L.route_geometry(route_places(obs))
    scale, printed = print_at(geo.scale)
    for e in route:
        i = e["index"]
        cx, cy = geo.centers[i]
        num = e["number"]
        up = e["revealed"] or (num is not None and (peek or reveal_all))
        key = ("card", num) if num is not None else ("route", i)
        _place(slots, key, (cx, cy), card=num, face_up=up, z=100 + i * 10, scale=scale, printed=printed,
               alias=("route", i) if num is not None else None, zone="route", tag=("route", i), hoverable=True,
               hover_lift=4.0)
        cards = e["sprint"]
        count = e["sprint_count"]
        sp_up = e["sprint_shown"] or ((peek or reveal_all) and cards is not None)
        row_bottom = L.ROUTE_BOTTOM if geo.rows == 1 else cy + L.CH * geo.scale
        step = geo.sprint_step(count, sp_up, row_bottom)
        for j in range(count):
            c = cards[j] if cards is not None else None
            key = ("card", c) if c is not None else ("sprint", i, j)
            _place(slots, key, (cx, cy + step * (j + 1)), card=c, face_up=sp_up, z=100 + i * 10 - 1 - j * 0.1,
                   scale=scale, printed=printed, alias=("sprint", i, j) if c is not None else None, zone="sprint",
                   tag=("sprint", i, j))
    pending = obs.get("pending")
    if pending is not None:
        i = len(route)
        cx, cy = geo.centers[min(i, len(geo.centers) - 1)]
        _place(slots, ("card", pending["hideout"]), (cx, cy - 8), card=pending["hideout"], face_up=True,
               z=100 + i * 10, scale=scale, printed=printed, zone="pending", tag=("pending",), highlight="selected")
        step = geo.sprint_step(len(pending["sprint"]), True, L.ROUTE_BOTTOM)
        for j, c in enumerate(pending["sprint"]):
            _place(slots, ("card", c), (cx, cy - 8 + step * (j + 1)), card=c, face_up=True,
                   z=100 + i * 10 - 1 - j * 0.1, scale=scale, printed=printed, zone="pending",
                   tag=("pending_sprint", c))
    # the Fugitive's hand: faces for him (and for all once the match is over), else backs
    hand = obs.get("fugitive_hand")
    if hand is not None:
        spread = bands.hand(FUGITIVE, len(hand))
        scale, printed = print_at(spread.scale)
        for k, (c, p) in enumerate(zip(hand, spread.places)):
            is_legal = c in legal
            _place(slots, ("card", c), p.pos, card=c, face_up=True, angle=p.angle, z=300 + k, scale=scale,
                   printed=printed, zone="fhand", alias=("fhand", k) if reveal_all else None, tag=("hand", c),
                   hoverable=hover_hand, hover_lift=_lift(bands, FUGITIVE, spread),
                   highlight="legal" if is_legal and choosing else None, dimmed=bool(choosing) and not is_legal,
                   tile=spread.tile)
    else:
        n = obs["fugitive_hand_count"]
        spread = bands.hand(FUGITIVE, n, faces=False)
        for k, p in enumerate(spread.places):
            _place(slots, ("fhand", k), p.pos, angle=p.angle, z=300 + k, scale=spread.scale, zone="fhand",
                   tag=("fhand", k), tile=spread.tile)
    # the Marshal's hand lies open: a fan of cards (at the top, a strip of number tiles when large)
    mhand = obs["marshal_hand"]
    spread = bands.hand(MARSHAL, len(mhand))
    scale, printed = print_at(spread.scale)
    for k, (c, p) in enumerate(zip(mhand, spread.places)):
        _place(slots, ("card", c), p.pos, card=c, face_up=True, angle=p.angle, z=50 + k, scale=scale,
               printed=printed, zone="mhand", tag=("mhand", c), hoverable=True, hover_lift=_lift(bands, MARSHAL, spread),
               tile=spread.tile)
    return slots


class CardLayer:
    """The card sprites of the table, moved to their slots on every change."""

    FLIGHT = 0.42
    FLIP = 0.32

    def __init__(self, tweener: Tweener):
        self.tweener = tweener
        self.group = SpriteGroup(tweener)
        self.sprites: dict[tuple, TableCard] = {}

    # -- asking --------------------------------------------------------------
    def known_faces(self) -> set[int]:
        """Every card whose face any sprite carries (shown or not)."""
        return {s.card for s in self.sprites.values() if s.card is not None}

    def hand_sprite(self, card: int) -> TableCard | None:
        s = self.sprites.get(("card", card))
        return s if s is not None and s.tag == ("hand", card) else None

    def at(self, point, zone: str | None = None) -> TableCard | None:
        return self.group.top_at(point, None if zone is None else (lambda s: s.tag is not None and s.tag[0] == zone))

    @property
    def moving(self) -> bool:
        return any(self.tweener.animating(s) for s in self.sprites.values())

    # -- changing ------------------------------------------------------------
    def clear(self) -> None:
        for s in self.sprites.values():
            self.tweener.cancel(s)
        self.group.clear()
        self.sprites = {}

    def sync(self, slots: list[Slot], spawns: dict | None = None, animate: bool = True) -> None:
        """Move every sprite to its slot.  ``spawns`` maps a zone to
        ``(pos, scale)``: where a new card of that zone comes from (a pile)."""
        spawns = spawns or {}
        old = dict(self.sprites)
        new: dict[tuple, TableCard] = {}
        unmatched: list[Slot] = []
        for slot in slots:
            s = old.pop(slot.key, None)
            if s is None and slot.alias is not None:
                s = old.pop(slot.alias, None)
            if s is None:
                unmatched.append(slot)
                continue
            new[slot.key] = s
            self._apply(s, slot, animate)
        donors = sorted((k for k in old if k[0] == "fhand"), key=lambda k: -k[1])
        flights = 0
        for slot in unmatched:
            if slot.zone in ("route", "sprint") and slot.card is None and donors:
                s = old.pop(donors.pop(0))
                self._apply(s, slot, animate, delay=0.06 * flights)
                flights += 1
            else:
                spawn = spawns.get(slot.zone) if animate else None
                s = self._make(slot, spawn, animate)
                self._apply(s, slot, animate, delay=0.06 * flights if spawn else 0.0)
                if spawn:
                    flights += 1
            new[slot.key] = s
        for s in old.values():
            self._retire(s, animate)
        self.sprites = new

    def _make(self, slot: Slot, spawn, animate: bool) -> TableCard:
        if spawn is not None:
            pos, scale = spawn
            s = TableCard(slot.card, pos, False, self.tweener, slot.tile, slot.printed)
            s.scale = scale * L.CW / s.size[0]  # as big as the pile's cards, whatever it is printed as
        else:
            s = TableCard(slot.card, slot.pos, slot.face_up, self.tweener, slot.tile, slot.printed)
            s.scale = slot.scale
            s.angle = slot.angle
            if animate:
                s.alpha = 0.0
                self.tweener.add(Tween(s, "alpha", 255.0, 0.25, "easeOutSine"))
        self.group.add(s)
        return s

    def _apply(self, s: TableCard, slot: Slot, animate: bool, delay: float = 0.0) -> None:
        s.tag = slot.tag
        s.hoverable = slot.hoverable
        s.hover_lift = slot.hover_lift
        s.highlight = slot.highlight
        s.dimmed = slot.dimmed
        s.rest_z = slot.z
        if slot.card != s.card or slot.tile != s.tile or slot.printed != s.printed:
            width = s.size[0]
            s.card, s.tile, s.printed = slot.card, slot.tile, slot.printed
            face, back = card_images(slot.card, slot.tile, slot.printed)
            s.set_images(face=face, back=back)
            # printed at another size: keep its size on the table now, the move below does the rest
            s.scale *= width / s.size[0]
        moving = (math.dist(s.pos, slot.pos) > 0.5 or abs(s.angle - slot.angle) > 0.05
                  or abs(s.scale - slot.scale) > 0.001)
        if animate and moving:
            for attr in ("pos", "angle", "scale"):
                self.tweener.cancel(s, attr)
            s.z = 1000 + slot.z
            tl = Timeline(on_done=lambda s=s: setattr(s, "z", s.rest_z))
            if delay:
                tl.wait(delay)
            tl.then(Tween(s, "pos", slot.pos, self.FLIGHT, "easeInOutCubic"),
                    Tween(s, "angle", slot.angle, self.FLIGHT, "easeInOutCubic"),
                    Tween(s, "scale", slot.scale, self.FLIGHT, "easeInOutCubic"))
            self.tweener.add(tl)
        elif not moving or not animate:
            if not self.tweener.animating(s) or not animate:
                for attr in ("pos", "angle", "scale"):
                    self.tweener.cancel(s, attr)
                s.pos, s.angle, s.scale = slot.pos, slot.angle, slot.scale
                s.z = slot.z
        if s.want_up != slot.face_up:
            s.want_up = slot.face_up
            if animate:
                lead = delay + (self.FLIGHT * 0.3 if moving else 0.0)
                flip = s.flip(self.FLIP, face_up=slot.face_up, play=False)
                self.tweener.add(Timeline().then(Wait(lead)).then(flip) if lead else flip)
            else:
                self.tweener.cancel(s, "flip_x")
                s.face_up = slot.face_up
                s.flip_x = 1.0
        elif not animate:
            self.tweener.cancel(s, "flip_x")
            s.face_up = slot.face_up
            s.flip_x = 1.0

    def _retire(self, s: TableCard, animate: bool) -> None:
        if not animate:
            self.group.remove(s)
            return
        self.tweener.add(Timeline(on_done=lambda: self.group.remove(s))
                         .then(Tween(s, "alpha", 0.0, 0.25, "easeInSine")))

    # -- frame ---------------------------------------------------------------
    def hover(self, point) -> TableCard | None:
        return self.group.hover(point)

    def update(self, dt: float) -> None:
        for s in list(self.group.sprites()):
            s.update(dt)

    def draw(self, surface) -> None:
        self.group.draw(surface)
