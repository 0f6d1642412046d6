"""Everything that lies on and beside the desert board but the figures: the
Grit track round the board with a cube per player (or the team's cube in
co-op) that slides as Grit changes; the Most Wanted piles on their Last
Seen posters; the artifact tokens on the corner towns, flying to whoever
recovers one; the First Player token by its holder's figure; the Wanted
bounties in the tray left of the map and San Andreas's store row and job
board in the tray right of it.  Hovering a pile, a tray card, a token stack
or the track shows the real card (or what lies there) beside the pointer.

    BoardPieces(board, words, tweener)
      .sync(obs, names, plate_center, animate)    follow the match (cubes slide, tokens fly)
      .draw_track(surface)                        the Grit track, into the table's cached top
      .tray_keys() / .draw_tray(surface, which)   a tray and its cards, into the table's kept picture
                                                  (drawn again when its key changes)
      .draw_on_map(surface)                       piles and tokens, under the figures
      .draw_over(surface)                         cubes, the First Player token, glows, flights
      .hover_at(point) / .hovered                 what the pointer rests on: (kind, what) or None
      .set_targets(legal, refusal)                the bounties and monsters the player may fight now,
                                                  and the piles a summons may call from, glow (a monster
                                                  that may not be fought says why)...
      .action_at(point) -> Action | None          ...and a click on one fights it (or summons)
      .draw_hover(surface)                        the card (or panel) for what is hovered
      .pile_rects / .cube_point(key)              where things are drawn (for tests and clicks)

Everything comes from the viewer's observation: face-down cards stay backs.
"""

from __future__ import annotations

import math

import pygame

from game.core.model import Action
from game.engine import text, theme
from game.engine.tween import Tween

from ..rules.state import COOP, GRIT_TRIGGER, SOLO_VARIANTS
from . import art, board_art, pictures
from . import layout as L
from .trays import TOWN_PILES, TOWN_ROW, town_piles, town_row, wanted_tray
from game.engine import gfx

POSTER_ANGLE = {1: -45, 2: -45, 3: -135, 4: 45}  # degrees from a Last Seen space to its printed poster
POSTER_GAP = 58                                  # world pixels from the space's rim to the poster
HOVER_CARD = (160, 224)
SLIDE_SECONDS = (0.35, 1.2)                      # a cube's slide: at least, at most
FLIGHT_SECONDS = 0.8
POPUP_GAP = 18
LIT = (255, 214, 92)                             # the table's colour for what may be taken now


class _Mover:
    """A value a tween moves: a cube's place on the track, a flying token's point."""

    def __init__(self, value):
        self.value = value


class BoardPieces:
    def __init__(self, board, words, tweener):
        self.board = board
        self.words = words
        self.tweener = tweener
        self.cells = board_art.track_cells(L.BOARD, L.GRIT_BAND)
        self.wanted_cards = {w.key: w for w in words.cat.wanted}
        self.towns = {str(n.get("artifact")): n.id for n in board.graph.nodes if n.get("artifact")}
        self.posters = self._posters()
        self.obs: dict = {}
        self.names: list[str] = []
        self.cubes: dict = {}            # seat (or "team") -> _Mover of its place on the track
        self.marker: _Mover | None = None
        self.marker_seat = None
        self.flights: list = []          # (mover, image)
        self.spots: list = []            # (rect, kind, what), this frame's hover targets
        self.pile_rects: dict = {}
        self.mouse: tuple | None = None
        self.hovered = None
        self.targets: dict = {}          # (kind, what) of a pile, Wanted card or monster -> the action that fights it
        self.refusals: dict = {}         # a monster on the map that may not be fought now -> why
        self.tray_spots: list = []       # (rect, kind, what) of the cards in the trays, as last drawn
        self._tray_spots: dict = {}      # the same, tray by tray
        self._spots_of: tuple = (None, [])  # the cubes' values -> where they stand (kept while at rest)
        self.t = 0.0

    def _posters(self) -> dict:
        """Pile number (0-3) -> (Last Seen space, the world point of its printed poster)."""
        out = {}
        for n in self.board.graph.nodes:
            number = int(n.get("last_seen", 0) or 0)
            if number:
                a = math.radians(POSTER_ANGLE.get(number, -45))
                r = float(n.get("radius", 0) or self.board.node_radius) + POSTER_GAP
                out[number - 1] = (n.id, (n.x + math.cos(a) * r, n.y + math.sin(a) * r))
        return out

    # -- following the match --------------------------------------------------------------
    def sync(self, obs: dict, names: list, plate_center, animate: bool) -> None:
        old, self.obs, self.names = self.obs, obs, list(names)
        self._sync_cubes(animate)
        if animate and old:
            self._fly_recovered(old, plate_center)
        if self.marker_seat != obs.get("first") and obs.get("first") is not None:
            start = self._marker_target()
            self.marker_seat = obs.get("first")
            if animate and start is not None and self.marker is not None:
                self.marker.start, self.marker.value = start, 0.0  # it slides over from the last holder
                self.tweener.add(Tween(self.marker, "value", 1.0, 0.7, "easeInOutCubic"))
            else:
                self.marker = _Mover(1.0)

    def grit_values(self) -> dict:
        if "coop" in self.obs.get("variants", ()):
            return {"team": self.obs.get("team_grit", 0)}
        return {p["seat"]: p["grit"] for p in self.obs.get("players", ())}

    def _sync_cubes(self, animate: bool) -> None:
        values = self.grit_values()
        for key in list(self.cubes):
            if key not in values:
                del self.cubes[key]
        for key, grit in values.items():
            cube = self.cubes.get(key)
            if cube is not None and not animate:
                self.tweener.cancel(cube)
            if cube is None or not animate:
                self.cubes[key] = _Mover(float(grit))
                self.cubes[key].target = grit
                continue
            if cube.target != grit:
                cube.target = grit
                span = abs(grit - cube.value)
                seconds = min(SLIDE_SECONDS[1], SLIDE_SECONDS[0] + 0.06 * span)
                self.tweener.add(Tween(cube, "value", float(grit), seconds, "easeInOutCubic"))

    def _fly_recovered(self, old: dict, plate_center) -> None:
        """A token gone from a corner town flies to the plate of whoever took it."""
        before = old.get("tokens", {})
        for colour, count in self.obs.get("tokens", {}).items():
            if count >= before.get(colour, count) or colour not in self.towns:
                continue
            taker = next((p["seat"] for p, q in zip(self.obs["players"], old.get("players", ()))
                          if p.get("tokens", []).count(colour) > q.get("tokens", []).count(colour)), None)
            start = self._town_screen(colour)
            end = plate_center(taker) if taker is not None else L.BOARD.midbottom
            mover = _Mover(start)
            image = board_art.artifact_stack(colour, 1, 12)
            self.flights.append((mover, image))
            self.tweener.add(Tween(mover, "value", tuple(end), FLIGHT_SECONDS, "easeInOutCubic",
                                   on_done=lambda m=mover: self._landed(m)))

    def _landed(self, mover) -> None:
        self.flights = [f for f in self.flights if f[0] is not mover]

    def set_targets(self, legal, refusal=None) -> None:
        """The Most Wanted piles, Wanted bounties and monsters the legal actions may fight, and the
        piles a summons may call a monster from (the monsters glow where they stand); ``refusal(action)``: why a monster on the map may not
        be fought now (None: nobody here may act)."""
        wanted = self.obs.get("wanted", [])
        monsters = self.words.cat.most_wanted
        self.targets = {}
        for a in legal:
            if a.kind in ("summon", "discard_bounty"):   # the piles a summons or a solo discard may take glow
                self.targets[("pile", a.args[0])] = a
                continue
            if a.kind != "bounty":
                continue
            kind, index = a.args
            if kind == "mw":
                self.targets[("pile", index)] = a
            elif kind == "wanted" and 0 <= index < len(wanted):
                self.targets[("wanted", (wanted[index]["key"], wanted[index]["side"]))] = a
            elif kind == "monster" and 0 <= index < len(monsters):
                self.targets[("monster", monsters[index].key)] = a
        self.refusals = {}
        for key in self.obs.get("monsters", {}):
            index = next((i for i, b in enumerate(monsters) if b.key == key), None)
            if refusal is not None and index is not None and ("monster", key) not in self.targets:
                self.refusals[key] = refusal(Action("bounty", ("monster", index))) or ""
        self.board.figures.mark(fid for fid in self.targets if fid[0] == "monster")

    def action_at(self, point):
        """The fight a click at ``point`` takes, if it lands on a glowing bounty."""
        self.hover_at(point)
        return self.targets.get(self.hovered) if self.hovered else None

    @property
    def busy(self) -> bool:
        return bool(self.flights)

    # -- where things are --------------------------------------------------------------------
    def cube_point(self, key, value: float | None = None) -> tuple[float, float]:
        """The screen point of a cube at ``value`` on the track (its own value if None)."""
        v = max(0.0, self.cubes[key].value if value is None else value)
        n = len(self.cells)
        i = int(v) % n
        frac = v - int(v)
        a, b = self.cells[i].center, self.cells[(i + 1) % n].center
        return (a[0] + (b[0] - a[0]) * frac, a[1] + (b[1] - a[1]) * frac)

    def _cube_spots(self) -> list:
        """(key, screen point) of each cube; cubes on one space stand side by side."""
        values = tuple((key, cube.value) for key, cube in self.cubes.items())
        if self._spots_of[0] == values:
            return self._spots_of[1]
        groups: dict = {}
        for key, cube in self.cubes.items():
            groups.setdefault(round(max(0.0, cube.value)) % len(self.cells), []).append(key)
        out = []
        for cell, keys in groups.items():
            along_x = self.cells[cell].w >= self.cells[cell].h
            for j, key in enumerate(sorted(keys, key=str)):
                x, y = self.cube_point(key)
                off = (j - (len(keys) - 1) / 2) * 8
                out.append((key, (x + off, y) if along_x else (x, y + off)))
        self._spots_of = (values, out)
        return out

    def _town_screen(self, colour: str) -> tuple[int, int]:
        x, y = self.board.node_screen(self.towns[colour])
        view = self.board.viewport
        return (min(max(round(x), view.left), view.right), min(max(round(y), view.top), view.bottom))

    def _marker_target(self):
        fid = ("seat", self.marker_seat)
        pos = self.board.figures.world_pos(fid) if self.marker_seat is not None else None
        if pos is None:
            return None
        return self._beside_feet(fid, pos)

    def _beside_feet(self, fid, pos) -> tuple[float, float]:
        """Where the First Player token rests: on the ground beside its figure's feet, on the side
        where no other figure stands (a monster sharing the space keeps its head clear)."""
        figures = self.board.figures
        x, y = self.board.camera.world_to_screen(pos)
        half = (figures.screen_width(fid) or 20) / 2
        node = figures.node(fid)
        others = [self.board.camera.world_to_screen(p)[0] for k, p in figures.stand_points().items()
                  if k != fid and figures.node(k) == node]
        side = -1 if any(ox > x for ox in others) and not any(ox < x for ox in others) else 1
        return (x + side * (half + 2), y + 6)

    # -- drawing ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.t += dt

    def draw_on_map(self, surface: pygame.Surface) -> None:
        self.spots = []
        self.pile_rects = {}
        old = surface.get_clip()
        surface.set_clip(self.board.viewport)
        self._draw_tokens(surface)
        self._draw_piles(surface)
        self._draw_monster_rings(surface)
        surface.set_clip(old)

    def _draw_monster_rings(self, surface: pygame.Surface) -> None:
        """A pulsing gold ring at the feet of each monster that may be fought now (click it)."""
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        for fid in self.targets:
            if fid[0] != "monster" or self.board.figures.world_pos(fid) is None:
                continue
            x, y = self.board.camera.world_to_screen(self.board.figures.world_pos(fid))
            w = 34 + round(6 * pulse)
            ring = pygame.Rect(0, 0, w, w // 2)
            ring.center = (round(x), round(y))
            gfx.ellipse(surface, (40, 30, 20), ring.inflate(4, 4), 2)
            gfx.ellipse(surface, LIT, ring, 3)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        piles = self.obs.get("piles", [])
        zoom = self.board.camera.zoom
        height = max(36, min(72, 4 * round(self.board.node_radius * zoom * 2.0 / 4)))
        for i, (node, point) in sorted(self.posters.items()):
            if i >= len(piles) or not piles[i]["count"]:
                continue
            pile = piles[i]
            bounty = self.words.bounties.get(pile["top"]) if pile["top"] else None
            image = board_art.bounty_pile(_pile_face(bounty, height), pile["count"], height)
            x, y = self.board.camera.world_to_screen(point)
            rect = image.get_rect(center=(round(x), round(y)))
            if rect.colliderect(self.board.viewport):
                surface.blit(image, rect)
                if ("pile", i) in self.targets:
                    _glow(surface, rect.inflate(2, 2), self.t)
                    _pile_mark(surface, rect, i)   # the number the panel's buttons name it by
                self.pile_rects[i] = rect
                self.spots.append((rect, "pile", i))

    def _draw_tokens(self, surface: pygame.Surface) -> None:
        r = self.board.marker_radius()
        for colour, count in sorted(self.obs.get("tokens", {}).items()):
            node = self.towns.get(colour)
            if not count or node is None or not self.board.visible(node, margin=30):
                continue
            image = board_art.artifact_stack(colour, count, 9 if r < 16 else 12)
            x, y = self.board.node_screen(node)
            rect = image.get_rect(center=(round(x + r * 0.8), round(y + r * 0.8)))
            surface.blit(image, rect)
            self.spots.append((rect, "artifact", colour))

    def draw_over(self, surface: pygame.Surface) -> None:
        self._draw_marker(surface)
        self.spots.extend(self.tray_spots)
        for rect, kind, what in self.tray_spots:
            if (kind, what) in self.targets:
                _glow(surface, rect.inflate(4, 4), self.t)
        for key, point in self._cube_spots():
            colour = board_art.GOLD_TOKEN if key == "team" else art.seat_color(key)
            image = board_art.cube(colour)
            rect = image.get_rect(center=(round(point[0]), round(point[1])))
            surface.blit(image, rect)
            grit = round(self.cubes[key].value)
            if not 0 <= grit < len(self.cells):  # past the end of the track (or below it): say how far
                tag = board_art.grit_tag(grit)
                inward = pygame.Vector2(L.BOARD.center) - pygame.Vector2(rect.center)
                inward.scale_to_length(L.GRIT_BAND)
                surface.blit(tag, tag.get_rect(center=(rect.centerx + inward.x, rect.centery + inward.y)))
        self.spots.append((L.BOARD, "track", None))  # the band: inner parts are taken first
        for mover, image in self.flights:
            surface.blit(image, image.get_rect(center=(round(mover.value[0]), round(mover.value[1]))))
        self._find_hovered()

    def _draw_marker(self, surface: pygame.Surface) -> None:
        target = self._marker_target()
        if target is None or self.marker is None:
            return
        t = self.marker.value
        start = getattr(self.marker, "start", None)
        if t < 1.0 and start is not None:
            target = (start[0] + (target[0] - start[0]) * t, start[1] + (target[1] - start[1]) * t)
        image = board_art.first_token()
        rect = image.get_rect(center=(round(target[0]), round(target[1])))
        old = surface.get_clip()
        surface.set_clip(self.board.viewport)
        surface.blit(image, rect)
        surface.set_clip(old)
        if rect.colliderect(self.board.viewport):
            self.spots.append((rect, "first", self.marker_seat))

    def trigger(self) -> int | None:
        """The Grit at which a monster is summoned (the book's competitive game only:
        solo and co-op bring monsters out their own ways)."""
        variants = set(self.obs.get("variants", ()))
        return None if variants & {COOP, *SOLO_VARIANTS} else GRIT_TRIGGER

    def draw_track(self, surface: pygame.Surface) -> None:
        """The Grit track, into the table's cached top (it changes with the variants only)."""
        board_art.draw_track(surface, L.BOARD, L.GRIT_BAND, self.trigger())

    def tray_keys(self) -> tuple:
        """What each tray shows: (the Wanted tray's key, San Andreas's store row, its piles)."""
        wanted = tuple((w["key"], w["side"]) for w in self.obs.get("wanted", ()))
        row = tuple(self.obs.get("store_row", ()))
        piles = (self.obs.get("store_discard_top"), self.obs.get("store_deck", 0), self.obs.get("job_deck", 0))
        return wanted, row, piles

    def draw_tray(self, surface: pygame.Surface, which: str) -> None:
        """One tray's part ("wanted", "town": San Andreas's store row, "piles": the piles under
        it), where it lies beside the map; what a pointer over its cards (and over the summons
        space) shows is kept for hovering."""
        wanted, row, piles = self.tray_keys()
        if which == "wanted":
            (image, spots), rect, origin = wanted_tray(wanted, self), L.WANTED_TRAY, L.WANTED_TRAY
        elif which == "town":
            (image, spots), rect, origin = town_row(row, self), TOWN_ROW, L.TOWN_TRAY
        else:
            (image, spots), rect, origin = town_piles(piles, self), TOWN_PILES, L.TOWN_TRAY
        surface.blit(image, rect)
        self._tray_spots[which] = [(r.move(origin.topleft), kind, what) for r, kind, what in spots]
        trigger = self.trigger()
        summons = [(self.cells[trigger], "trigger", trigger)] if trigger is not None and trigger < len(self.cells) \
            else []
        self.tray_spots = summons + [spot for part in ("wanted", "town", "piles") for spot in self._tray_spots.get(part, [])]

    # -- hovering -------------------------------------------------------------------------------
    def hover_at(self, point) -> None:
        self.mouse = tuple(point) if point is not None else None
        self._find_hovered()

    def _find_hovered(self) -> None:
        self.hovered = None
        if self.mouse is None:
            return
        if self.board.viewport.collidepoint(self.mouse):  # a monster stands over what lies on the map
            fid = self.board.figures.figure_at(self.mouse, lambda tag: tag[0] == "monster")
            if fid is not None:
                self.hovered = fid
                return
        for rect, kind, what in self.spots:
            if not rect.collidepoint(self.mouse):
                continue
            if kind == "track" and rect.inflate(-2 * L.GRIT_BAND, -2 * L.GRIT_BAND).collidepoint(self.mouse):
                continue  # inside the band: the map or a tray, not the track
            self.hovered = (kind, what)
            return

    def hover_image(self) -> pygame.Surface | None:
        """The card (or little panel) that the hovered thing shows."""
        if self.hovered is None:
            return None
        kind, what = self.hovered
        if kind == "pile":
            pile = self.obs["piles"][what]
            bounty = self.words.bounties.get(pile["top"]) if pile["top"] else None
            if bounty is None:
                return _captioned(art.card_back(HOVER_CARD), f"Most Wanted pile {what + 1}: "
                                  f"{pile['count']} cards face down")
            summon = {"summon": " (click: summon its monster)", "discard_bounty": " (click: discard it)"}.get(
                getattr(self.targets.get(("pile", what)), "kind", ""), "")
            return _captioned(art.bounty_card(bounty, HOVER_CARD), f"Most Wanted pile {what + 1}: "
                              f"{pile['count']} card{'s' if pile['count'] != 1 else ''}{summon}")
        if kind == "wanted":
            key, side = what
            w = self.wanted_cards[key]
            shown = board_art.wanted_card(w.sides[side], w.places, side + 1, HOVER_CARD)
            other = board_art.wanted_card(w.sides[1 - side], w.places, 2 - side, (112, 156))
            return _two_sides(shown, other)
        if kind in ("store", "discard"):
            card = self.words.store(what)
            if card is None:
                return None
            words = "Face up in the store" if kind == "store" else "Top of the store's discards: for sale too"
            return _captioned(art.store_card(card, HOVER_CARD), words)
        if kind == "jobs":
            return _captioned(art.card_back(HOVER_CARD), f"Job board: {what} jobs. In San Andreas, "
                              "visit it to draw two")
        if kind == "store_deck":
            return _captioned(art.card_back(HOVER_CARD), f"Store deck: {what} cards")
        if kind == "artifact":
            town = self.words.space(self.towns[what])
            count = self.obs.get("tokens", {}).get(what, 0)
            return _captioned(board_art.artifact_stack(what, count, 22),
                              f"{count} {what} artifact token{'s' if count != 1 else ''} at {town}")
        if kind == "first":
            name = self.names[what] if what is not None and what < len(self.names) else ""
            return _captioned(board_art.first_token(22), f"First player: {name}")
        if kind == "track":
            return _scores(tuple(self._score_lines()))
        if kind == "trigger":
            now = "one is on the map now" if self.obs.get("monsters") else "none is on the map now"
            return _captioned(board_art.monster_head(40), f"{what} Grit: a player who reaches it while no monster "
                              f"is on the map picks a Most Wanted pile, and its monster comes out ({now})")
        if kind == "monster":
            return self._monster_card(what)
        return None

    def _monster_card(self, key: str) -> pygame.Surface | None:
        """A monster's card, with where it stands and whether (or why not) it may be fought."""
        bounty = self.words.bounties.get(key)
        if bounty is None:
            return None
        where = self.words.space(self.obs.get("monsters", {}).get(key))
        if ("monster", key) in self.targets:
            words = f"{bounty.name} at {where}: click to fight it ({bounty.attack} attack)"
        elif self.refusals.get(key):
            reason = self.refusals[key]
            words = f"{bounty.name} at {where}. {reason[:1].upper()}{reason[1:]}"
        else:
            words = f"{bounty.name} at {where}: {bounty.attack} attack to defeat"
        return _captioned(art.bounty_card(bounty, HOVER_CARD), words)

    def _score_lines(self) -> list:
        if "team" in self.cubes:
            return [("Team", self.obs.get("team_grit", 0), board_art.GOLD_TOKEN)]
        return [(self.names[p["seat"]] if p["seat"] < len(self.names) else f"Player {p['seat'] + 1}",
                 p["grit"], art.seat_color(p["seat"])) for p in self.obs.get("players", ())]

    def draw_hover(self, surface: pygame.Surface) -> pygame.Rect | None:
        image = self.hover_image()
        if image is None or self.mouse is None:
            return None
        x, y = self.mouse
        rect = image.get_rect(topleft=(x + POPUP_GAP, y + POPUP_GAP))
        if rect.right > L.SCREEN[0] - 4:
            rect.right = x - POPUP_GAP
        if rect.bottom > L.SCREEN[1] - 4:
            rect.bottom = L.SCREEN[1] - 4
        rect.clamp_ip(pygame.Rect(0, 0, *L.SCREEN))
        theme.draw_shadowed(surface, image, rect, (3, 6), 10, 150)
        return rect


def _pile_face(bounty, height: int) -> pygame.Surface:
    """A pile's top card as small as the map shows it: who is wanted and the attack it takes
    (the whole card is its hover card)."""
    if bounty is None:
        return art.card_back()
    size = (round(height * board_art.card_art_ratio()), height)
    tone = art.MONSTER_TONE if bounty.monster else art.KIND_TONES["bounty"]
    return board_art.mini_face(tone, str(bounty.attack), size, pictures.bounty_family(bounty))


def _glow(surface: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A pulsing gold frame: this bounty can be fought now (click it)."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    gfx.rect(surface, (40, 30, 20), rect.inflate(4, 4), 2, border_radius=6)
    gfx.rect(surface, LIT, rect.inflate(2 + round(pulse * 2), 2 + round(pulse * 2)), 3, border_radius=6)


RIDE_TONES = (("move", (58, 128, 62), "{}"), ("curse", (122, 60, 150), "+{}"), ("damage", (170, 40, 36), "-{}"))


def draw_ride_costs(surface: pygame.Surface, board, rides: dict) -> None:
    """Under each space the player may ride to, what the ride costs: a green disc for the move
    spent, a purple one for the curse gained, a red one for the health lost (as the panel says)."""
    for node, cost in rides.items():
        if not board.visible(node, margin=10):
            continue
        discs = [(tone, form.format(cost[k])) for k, tone, form in RIDE_TONES if cost.get(k)]
        x, y = board.node_screen(node)
        y += board.node_radius * board.camera.zoom + 12
        x -= (len(discs) - 1) * 12
        for tone, words in discs:
            gfx.circle(surface, (24, 16, 10), (round(x), round(y)), 12)
            gfx.circle(surface, tone, (round(x), round(y)), 10)
            text.draw(surface, words, (round(x), round(y)), "ui_bold", L.SMALLEST, (255, 250, 240), anchor="center")
            x += 24


def _pile_mark(surface: pygame.Surface, rect: pygame.Rect, pile: int) -> None:
    """A pile's number on a dark disc at its top left corner, as the panel's buttons name it."""
    centre = (rect.x + 2, rect.y + 2)
    gfx.circle(surface, (36, 24, 16), centre, 12)
    gfx.circle(surface, LIT, centre, 12, 2)
    text.draw(surface, str(pile + 1), centre, "ui_bold", 15, (255, 244, 220), anchor="center")


# -- hover panels --------------------------------------------------------------------------------
@gfx.cached(maxsize=32)
def _captioned(image: pygame.Surface, words: str) -> pygame.Surface:
    """A card (or token) with a line under it saying where it lies, at the player's text size."""
    w, size = max(image.get_width(), 170), text.reading_size(L.SMALLEST)
    lines = text.wrap(words, "ui_bold", size, w - 12)
    lh = text.line_height("ui_bold", size)
    surf = gfx.Surface((w, image.get_height() + 10 + lh * len(lines) + 6), pygame.SRCALPHA)
    gfx.rect(surf, (36, 24, 16, 235), surf.get_rect(), border_radius=8)
    surf.blit(image, image.get_rect(midtop=(w // 2, 0)))
    y = image.get_height() + 6
    for line in lines:
        box = pygame.Rect(6, y, w - 12, lh)
        text.draw(surf, line, box.midtop, "ui_bold", size, theme.CREAM, anchor="midtop", box=box)
        y += lh
    return surf


@gfx.cached(maxsize=16)
def _two_sides(shown: pygame.Surface, other: pygame.Surface) -> pygame.Surface:
    """A Wanted bounty: the side face up, and the side it flips to when defeated."""
    gap, size = 10, text.reading_size(L.SMALLEST)
    w = shown.get_width() + gap + other.get_width() + 12
    lh = text.line_height("ui_bold", size)
    h = shown.get_height() + lh + 12
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    gfx.rect(surf, (36, 24, 16, 235), surf.get_rect(), border_radius=8)
    surf.blit(shown, (6, 6))
    ox = 6 + shown.get_width() + gap
    surf.blit(other, (ox, 6 + lh + 4))
    head = pygame.Rect(ox, 6, other.get_width(), lh)
    text.draw(surf, "When beaten:", head.midtop, "ui_bold", art.grown("When beaten:", "ui_bold", L.SMALLEST, head.w),
              theme.CREAM, anchor="midtop", box=head)
    foot = pygame.Rect(6, shown.get_height() + 8, shown.get_width(), lh)
    text.draw(surf, "Face up now", foot.midtop, "ui_bold", art.grown("Face up now", "ui_bold", L.SMALLEST, foot.w),
              theme.GOLD, anchor="midtop", box=foot)
    return surf


@gfx.cached(maxsize=16)
def _scores(lines: tuple) -> pygame.Surface:
    """The Grit track read out: each cube's owner and Grit, at the player's text size."""
    size, grow = text.reading_size(14), gfx.text_scale()
    lh, w, head_h = text.line_height("ui_bold", size), round(190 * grow), text.line_height("display", 16) + 2
    surf = gfx.Surface((w, head_h + 12 + lh * len(lines)), pygame.SRCALPHA)
    gfx.rect(surf, (36, 24, 16, 235), surf.get_rect(), border_radius=8)
    head = pygame.Rect(8, 6, w - 16, head_h)
    text.draw(surf, "Grit track", head.center, "display", art.grown("Grit track", "display", 16, head.w, head.h),
              theme.GOLD, anchor="center", box=head)
    y = head.bottom + 2
    for name, grit, colour in lines:
        surf.blit(board_art.cube(colour), (10, y + (lh - 13) // 2))
        box = pygame.Rect(30, y, w - 30 - round(48 * grow), lh)
        text.draw(surf, name, box.topleft, "ui_bold", art.fit(name, "ui_bold", size, box.w), theme.CREAM, box=box)
        num = pygame.Rect(w - round(48 * grow), y, round(40 * grow), lh)
        text.draw(surf, str(grit), num.topright, "ui_bold", size, theme.CREAM, anchor="topright", box=num)
        y += lh
    return surf
