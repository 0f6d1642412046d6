"""The Few and Cursed's table: the desert board with pan and zoom, figures
that walk the roads, every seat's plate, the hand as a fan of cards, the
play area with this phase's pool, and a choices panel (with dialogs over the
board for the job draft, improvise, the store, the job board and
encounters) built from the rules' legal actions.

Playing: click a lit card (or press its number, 1-9) to play it; a card that
may also be trashed for its bonus, or copy another, asks which.  Click a
ringed space to ride there.  Every other choice is a button in the panel or
the dialog (Tab moves between them, Enter takes one).  Camera: wheel zooms,
drag pans, arrows/WASD pan, Home fits.  Esc pauses.

Everything drawn comes from ``match.observe(viewer)`` for the seat whose
eyes are on the screen and from the match's events redacted for it; the
hot seat, bots and event pacing are the shared table base's.

    make_table_scene(app, match, viewer=None) -> FewAndCursedTable
"""

from __future__ import annotations

import pygame

from game.core.model import Action
from game.core.table_view import as_view
from game.engine import audio, theme
from game.engine.sprites import CardSprite, SpriteGroup
from game.engine.tween import Tweener
from game.engine.widgets import UI, Button
from game.engine.widgets.base import Widget
from game.scenes.table import TableScene, sentence

from . import art, felt, glyphs, hud
from . import layout as L
from .backdrop import Backdrop
from .board import DesertBoard, board_map
from .choices import Choices
from .dialogs import DialogView
from .final import results_details, standing_chips
from .handfan import hand_places
from .kept_plates import KeptPlates
from .moments import MOMENTS  # noqa: F401  (the screenshot command's --until)
from .narrate import step_lines
from .panel import panel_buttons
from .prompting import prompt_for
from .pieces import BoardPieces, draw_ride_costs
from .seatboard import CHAR, PlayerBoards
from .spotlight import KINDS as MOMENT_KINDS, Spotlight
from .steady import StaleGuard
from .trays import TOWN_PILES, TOWN_ROW
from .words import PHASE_WORDS, Words
from ..ai import table_bot
from ..rules.bounties import catalog_as_played
from game.engine import gfx

LEGAL_RING = (255, 214, 92)
HAND_KEYS = {pygame.K_1 + i: i for i in range(9)}
PLAY_SECONDS = 0.35


class FewAndCursedTable(TableScene):
    covers_screen = True    # the kept picture is blitted whole first
    BOT_PACE = 0.5
    RESULTS_DELAY = 1.5
    ANIMATIONS = {"move": "_show_move", "monster_moves": "_show_monster", "play": "_show_play",
                  "phase": "_show_phase", "monster_appears": "_show_monster_appears"}

    def __init__(self, app, match, viewer=None, board=None):
        super().__init__(app, match, viewer, make_bot=table_bot, log_rect=L.LOG)
        self.tweener = Tweener(lambda: self.app.anim_speed)
        self.board = DesertBoard(board or board_map(), L.MAP_VIEW, self.tweener)
        # an older save's Most Wanted cards show the numbers its rules fight
        self.words = Words(catalog_as_played(self.rules.catalog, self.tableview.variants), self.rules.desert.graph)
        self.pieces = BoardPieces(self.board, self.words, self.tweener)
        self.challenge = self.rules.catalog.challenge(frozenset(self.tableview.variants))
        self.choices = Choices(self.words, [self.name_of(i) for i in range(len(self.tableview.seats))])
        self.boards = PlayerBoards(self.rules.catalog)
        self.pool = hud.Pool()
        self.board_help: list = []    # the acting seat's board, the pool and the cards played: (rect, words)
        self.cards = SpriteGroup(self.tweener)
        self.hand: list[CardSprite] = []
        self.flying: list[CardSprite] = []
        self.ui = UI()
        self.buttons: list[Button] = []
        self.actions_of: dict = {}          # button -> the action it takes
        self.dialog = DialogView()
        self.spotlight = Spotlight(self.words, self.name_of)
        self._held = False                  # a dialog waits for what happened to be shown first
        self.obs: dict = {}
        self.rides: dict = {}               # space -> what riding there costs (drawn under its ring)
        self.legal: list[Action] = []
        self.focus: tuple | None = None     # (kind, key) while a card or space asks which way
        self.page = 0
        self.menu = None
        self.banner = ("", 0.0)             # the phase just begun, and how long it stays large
        self._drag_from = None
        self.stale = StaleGuard()           # a button changed under a still pointer waits for it to move
        self._shown = 0                     # counts the observations drawn
        self.plates = KeptPlates(self.boards)    # the plates as parts of the kept picture
        self.backdrop = Backdrop(self.redraws)
        self.resync()

    # -- who acts -------------------------------------------------------------------------
    def acting_human(self) -> int | None:
        seat = self.viewer
        if seat is None or self.tableview.is_over() or seat not in self.tableview.here:
            return None
        return seat if seat in self.tableview.to_act() else None

    def animating(self) -> bool:
        return bool(self.flying) or self.board.busy or self.pieces.busy

    def map_camera(self):
        return self.board.camera

    # -- following the match ----------------------------------------------------------------
    def resync(self) -> None:
        self.tweener.finish_all()
        self.board.figures.stop()
        for s in self.flying:
            self.cards.remove(s)
        self.flying.clear()
        self.focus = None
        self.spotlight.left = 0.0
        super().resync()

    def refresh(self, animate: bool = False) -> None:
        super().refresh(animate)
        self.obs = self.tableview.observe(self.viewer)
        self._shown += 1
        seat = self.acting_human()
        self.legal = list(self.tableview.legal_actions(seat)) if seat is not None else []
        self.rides = self.ride_costs()
        if self.focus is not None and not any(a.kind == self.focus[0] and a.args[0] == self.focus[1]
                                              for a in self.legal):
            self.focus = None
        self._place_figures(animate)
        self.boards.sync(self.obs, snap=not animate)
        if not self.flying:  # a card on its way adds to the pool when it lands
            self._sync_pool(snap=not animate)
        self.pieces.sync(self.obs, [self.name_of(i) for i in range(len(self.tableview.seats))], self._plate_center,
                         animate)
        self.pieces.set_targets(self.legal, (lambda a: self.tableview.refusal(seat, a)) if seat is not None else None)
        self._sync_hand()
        self._build_menu()

    def _positions(self) -> dict:
        pos = {("seat", p["seat"]): p["node"] for p in self.obs["players"]}
        pos.update({("monster", k): node for k, node in self.obs["monsters"].items()})
        return pos

    def forget_pictures(self) -> None:
        super().forget_pictures()
        self.backdrop.forget()

    def _place_figures(self, animate: bool) -> None:
        if not animate:
            self.board.place(self._positions())
            return
        # moves are walked by their events; only figures that came or went change here
        self.board.place(self._positions(), only_new=True)

    def focus_point(self):
        """Where a close look at the board goes: a monster on the map, else the viewer's figure."""
        for key in sorted(self.obs.get("monsters", {})):
            pos = self.board.figures.world_pos(("monster", key))
            if pos is not None:
                return pos
        return self.board.figures.world_pos(("seat", self.viewer)) if self.viewer is not None else None

    def _plate_center(self, seat) -> tuple[int, int]:
        return L.plate_rects(len(self.obs["players"]), self.obs.get("acting"))[seat].center

    def log_lines(self, steps) -> list:
        return step_lines(steps, self.words, self.name_of, art.seat_color)

    def before_move(self, seat, action: Action) -> None:
        if action.kind == "play" and seat == self.viewer:
            sprite = next((s for s in self.hand if s.tag == action.args[0]), None)
            if sprite is not None:
                self._fly(sprite.pos, action.args[0])
                audio.play("card_slide")

    def results_details(self):
        """The end scoring broken down, and a solo or co-op game's own words (the results scene)."""
        return results_details(self.tableview.finished())

    # -- acting ------------------------------------------------------------------------------
    def send(self, action: Action | None) -> bool:
        self.focus = None
        if action is None:
            self._build_menu()
            return False
        return self.play_move(self.acting_human(), action)

    def options_for(self, kind: str, key) -> list[Action]:
        return [a for a in self.legal if a.kind == kind and a.args[0] == key]

    def choose(self, kind: str, key) -> None:
        """A card or a space with one way to take it is taken; with several, the panel asks."""
        options = self.options_for(kind, key) or (self.options_for("discard", key) if kind == "play" else [])
        if kind == "move" and len(options) > 1:
            options = [a for a in options if a.args[1] == 0] or options
        if len(options) == 1:
            self.send(options[0])
        elif options:
            self.focus = (kind, key)
            self.page = 0
            self._build_menu()
        elif kind == "play" and self.acting_human() is not None:
            reason = self.tableview.refusal(self.acting_human(), Action("play", (key, False, -1)))
            if reason:
                self.app.toast(reason[:1].upper() + reason[1:], "warning")

    def play_nth(self, i: int) -> None:
        if 0 <= i < len(self.hand):
            self.choose("play", self.hand[i].tag)

    def space_targets(self) -> dict:
        """Spaces the player may ride or step to now -> the action kind."""
        out = {}
        for a in self.legal:
            if a.kind in ("move", "step"):
                out[a.args[0]] = a.kind
        return out

    def ride_costs(self) -> dict:
        """Each space the player may ride to now -> what the plain ride there costs them."""
        me = self.obs["players"][self.obs["acting"]] if self.obs.get("acting") is not None else None
        out = {}
        for a in self.legal:
            if a.kind == "move" and (a.args[0] not in out or a.args[1] == 0):
                cost = self.words.road(me["node"], a.args[0], me)
                out[a.args[0]] = dict(cost, move=cost["move"] + a.args[1], damage=cost["damage"] - a.args[1])
        return out

    def click_space(self, node) -> bool:
        kind = self.space_targets().get(node)
        if kind is None:
            return False
        self.choose(kind, node)
        return True

    # -- the hand and the menu -------------------------------------------------------------------
    def _hand_keys(self) -> list[str]:
        if self.viewer is None or hud.choosing_character(self.obs, self.viewer):
            return []  # the deck is the chosen character's: no hand before the choice
        me = self.obs["players"][self.viewer]
        return list(me.get("hand") or []) if me else []

    def _sync_hand(self) -> None:
        for s in self.hand:
            self.cards.remove(s)
        self.hand = []
        keys = self._hand_keys()
        playable = {a.args[0] for a in self.legal if a.kind in ("play", "discard")}
        size, slots = hand_places(len(keys))     # no card covers a neighbour's words
        for i, (key, slot) in enumerate(zip(keys, slots)):
            card = self.words.card(key)
            face = art.hand_card(card, size) if card else art.card_back(size)
            s = CardSprite(face, art.card_back(size), slot.pos, face_up=True, z=10 + i)
            s.angle = slot.angle
            s.tag = key
            s.hoverable = True
            lit = key in playable
            s.highlight = "legal" if lit else None
            s.dimmed = bool(self.legal) and not lit
            self.cards.add(s)
            self.hand.append(s)

    def _fly(self, start, key) -> None:
        card = self.words.card(key)
        if card is None:
            return
        s = CardSprite(art.deck_card(card), art.card_back(), start, face_up=True, z=60)
        self.cards.add(s)
        self.flying.append(s)
        dst = (L.PLAY_AREA.centerx, L.PLAY_AREA.y + 70)
        s.move_to(dst, PLAY_SECONDS, "easeOutCubic", on_done=lambda s=s: self._land(s))

    def _land(self, sprite) -> None:
        self.cards.remove(sprite)
        if sprite in self.flying:
            self.flying.remove(sprite)
        if not self.flying:
            self._sync_pool()

    def _sync_pool(self, snap: bool = False) -> None:
        acting = self.obs.get("acting")
        self.pool.sync(self.obs["players"][acting] if acting is not None else None, self.words, snap=snap)

    def _build_menu(self) -> None:
        self._menu_for = gfx.text_scale()   # the buttons' and the tips' rects are laid out for it
        under = self.stale.look(self.ui, self.mouse)
        self._fill_menu()
        self.stale.mark(self.ui, self.mouse, under)

    def _fill_menu(self) -> None:
        seat = self.acting_human()
        self.ui = UI()
        self.buttons = []
        refusal = (lambda a: self.tableview.refusal(seat, a)) if seat is not None else (lambda a: None)
        self.menu = self.choices.build(self.obs, self.legal, refusal, self.focus) if seat is not None else None
        # what just happened plays out on the board (a monster's step, a bot's ride, a big
        # moment) before the next dialog covers it
        self._held = self.menu is not None and self.menu.dialog is not None and self.busy()
        self.dialog.set(self.menu.dialog if self.menu and not self._held else None, self)
        if not self.dialog.active:  # a dialog covers the board: no camera under it
            zx, zy, zw, zh = L.ZOOM_BUTTONS
            self.ui.add(Button((zx, zy, 26, zh), "+", lambda: self.board.camera.zoom_at(1.3), style="wood",
                               tooltip="Zoom in (+ or the wheel)", sound=None))
            self.ui.add(Button((zx + 28, zy, 26, zh), "-", lambda: self.board.camera.zoom_at(1 / 1.3), style="wood",
                               tooltip="Zoom out (- or the wheel)", sound=None))
            self.ui.add(Button((zx + 56, zy, zw - 56, zh), "Fit", self.board.fit, style="wood",
                               tooltip="Show the whole desert (Home)", sound=None))
        self.actions_of = dict(self.dialog.actions_of)
        for b in self.dialog.buttons:
            self.ui.add(b)
        self._hand_tips(seat)
        self._board_tips()
        if self.menu is None or self._held:   # a held dialog's choices wait with it: one prompt at a time
            return
        for b in panel_buttons(self):
            self.buttons.append(b)
            self.ui.add(b)

    def _hand_tips(self, seat) -> None:
        """A greyed card says why it cannot be played when hovered (the rules' reason)."""
        if seat is None:
            return
        for sprite in self.hand:
            if sprite.dimmed:
                reason = self.tableview.refusal(seat, Action("play", (sprite.tag, False, -1)))
                if reason:
                    self.ui.add(Widget(sprite.rect.inflate(-30, -20), tooltip=sentence(reason)))

    def _board_tips(self) -> None:
        """Every piece of the acting seat's board and every pool counter explains itself when hovered."""
        acting = self.obs.get("acting")
        if acting is None or hud.choosing_character(self.obs, acting):
            self.board_help = []
            return
        rect = L.board_rects(len(self.obs["players"]), acting)[acting]
        played = self.obs["players"][acting]["play"]
        tips = self.boards.tips(rect, self.obs["players"][acting], acting == self.viewer) + self.pool.tips() + \
            [(r, self.words.card_words(k)) for k, r in zip(played, hud.play_area_rects(len(played)))]
        self.board_help = tips

    def next_page(self) -> None:
        self.page += 1
        self._build_menu()

    def button_for(self, action: Action) -> Button | None:
        """The enabled button (panel or dialog) that takes ``action``, if one is on show."""
        return next((b for b, a in self.actions_of.items() if a == action and b.enabled and b.visible), None)

    def card_sprite(self, key: str) -> CardSprite | None:
        return next((s for s in self.hand if s.tag == key), None)

    def button(self, label_start: str) -> Button | None:
        return next((b for b in self.buttons + self.dialog.buttons if b.label.startswith(label_start)), None)

    # -- showing events ----------------------------------------------------------------------------
    def show_event(self, seat, event) -> float:
        wait = super().show_event(seat, event)
        if event.kind in MOMENT_KINDS:  # a big moment has the table to itself for a moment
            wait = max(wait, self.spotlight.show(event.kind, event.public))
        return wait

    def after_events(self) -> None:
        if self._held and not self.busy():
            self._build_menu()   # the dialog held back while the board showed what happened

    def _show_move(self, d, seat) -> float:
        audio.play("card_slide")
        return self.board.walk(("seat", d["seat"]), d["from"], d["to"])

    def _show_monster(self, d, seat) -> float:
        return self.board.walk(("monster", d["monster"]), d["from"], d["to"])

    def _show_monster_appears(self, d, seat) -> float:
        fid = ("monster", d["monster"])
        if d.get("node") in self.board.positions:
            self.board.figures.appear(fid, d["node"], art.monster_figure(), self.board.stature(fid))  # drops in
            self.board.keys.add(fid)
            self.board.keep_in_view(self.board.positions[d["node"]])
        return 0.6

    def _show_play(self, d, seat) -> float:
        if d["seat"] == self.viewer:
            return 0.1
        rects = L.plate_rects(len(self.obs["players"]), self.obs.get("acting"))
        self._fly(rects[d["seat"]].center, d["card"])
        return PLAY_SECONDS

    def _show_phase(self, d, seat) -> float:
        self.banner = (PHASE_WORDS.get(d["phase"], d["phase"]), 1.2)
        return 0.5

    # -- the loop ------------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.stale.moved()
        elif self.stale.blocks(event):
            return None   # aimed at the button that was here before this one
        if event.type == pygame.MOUSEBUTTONUP and self.board.handle_event(event):
            self._drag_from = None  # the camera sees every release first: a drag ends wherever it is let go
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.focus is not None:
            self.send(None)  # Esc first closes the "which way?" question
            return None
        if super().handle_event(event) is None:  # Esc pauses; the frame's log wheel and Menu
            return None
        if self.ui.handle_event(event):
            return None
        if event.type == pygame.KEYDOWN and event.key in HAND_KEYS:
            self.play_nth(HAND_KEYS[event.key])
            return None
        if event.type == pygame.MOUSEMOTION:
            self.cards.hover(event.pos, lambda s: getattr(s, "hoverable", False))
            self.pieces.hover_at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            top = self.cards.top_at(event.pos, lambda s: s in self.hand)
            if top is not None:
                self.choose("play", top.tag)
                return None
            fight = None if self.dialog.covers(event.pos) else self.pieces.action_at(event.pos)
            if fight is not None:  # a glowing bounty pile, Wanted card or monster
                self.send(fight)
                return None

            if self.board.viewport.collidepoint(event.pos) and not self.dialog.covers(event.pos):
                self._drag_from = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag_from is not None:
            start, self._drag_from = self._drag_from, None
            if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) < 6:
                node = self.board.node_at(event.pos)
                if node is not None and self.click_space(node):
                    return None
                if self._refuse_monster(event.pos):
                    return None
        if self.dialog.covers(getattr(event, "pos", (-1, -1))):
            return None
        if self.board.handle_event(event):
            return None
        return event

    def _refuse_monster(self, pos) -> bool:
        """A click on a monster that may not be fought now says why."""
        self.pieces.hover_at(pos)
        hovered = self.pieces.hovered
        reason = self.pieces.refusals.get(hovered[1]) if hovered and hovered[0] == "monster" else None
        if reason:
            self.app.toast(sentence(reason), "warning")
        return bool(reason)

    def animate(self, dt: float) -> None:
        if self._menu_for != gfx.text_scale():   # the player's text size changed: the buttons laid out anew
            self._build_menu()
        self.ui.update(dt)
        self.tweener.update(dt)
        self.cards.update(dt)
        self.board.update(dt)
        self.pieces.update(dt)
        self.boards.update(dt)
        self.pool.update(dt)
        self.spotlight.update(dt * self.app.anim_speed)
        name, left = self.banner
        if left > 0:
            self.banner = (name, left - dt)

    # -- drawing ------------------------------------------------------------------------------------
    def prompt(self) -> tuple[str, str]:
        return prompt_for(self)

    def draw(self, surface) -> None:
        surface.blit(self._backdrop(surface), (0, 0))
        self.board.draw(surface)
        if not self.dialog.active:
            self.board.draw_highlights(surface, list(self.space_targets()), LEGAL_RING, self.t)
            draw_ride_costs(surface, self.board, self.rides)
        self.pieces.draw_on_map(surface)
        self.board.draw_figures(surface)
        self.pieces.draw_over(surface)
        gfx.rect(surface, theme.BRASS_DARK, L.BOARD, 2)
        me = self.obs["players"][self.viewer] if self.viewer is not None else None
        acting = self.obs["players"][self.obs["acting"]] if self.obs.get("acting") is not None else None
        hud.draw_plates_moving(surface, self.obs, self.boards)
        if self.pool.pulses:  # a counter swelling as it rises: drawn live over the kept picture
            surface.blit(felt.KEPT["chrome"], L.POOL.topleft, L.POOL)
            self.pool.draw(surface, acting)
        self.draw_frame(surface, chips=standing_chips(self.obs, self.challenge))
        if me is None and self.viewer is None:
            hud.draw_hands_hidden(surface)
        self.dialog.draw(surface)
        self.cards.draw(surface)
        self._draw_banner(surface)
        self.spotlight.draw(surface, L.BOARD)
        self.ui.draw(surface)
        if not self.dialog.active:
            self.pieces.draw_hover(surface)
        if not self.dialog.active:
            self.draw_hover_help(surface)

    def _chrome(self) -> pygame.Surface:
        return felt.chrome(self.pieces)

    def _backdrop(self, surface) -> pygame.Surface:
        """The table top with the plates' printing, the pool, the cards played and the panel's
        heading kept drawn in it (a whole board is a few hundred blits); the big plate's card and
        cubes are drawn every frame, as they flip and slide."""
        obs = self.obs
        top = self._chrome()
        names = tuple(self.name_of(i) for i in range(len(self.tableview.seats)))
        thinking = self.table_bots.seat
        acting = obs["players"][obs["acting"]] if obs.get("acting") is not None else None
        heading = self.menu.heading if self.menu else ("Game over" if self.tableview.is_over() else "Waiting")
        note = self.menu.note if self.menu and not self._held else ""
        bots = [s.bot for s in self.tableview.seats]
        wanted, row, piles = self.pieces.tray_keys()
        parts = self.plates.parts(obs, self._shown, names, bots, self.viewer, thinking, self.backdrop.surface) + [
            (L.POOL, (tuple(sorted(self.pool.values.items())), acting is None),
             lambda s: self.pool.draw(s, acting, settled=True)),
            (L.PLAY_AREA, tuple(acting["play"]) if acting else None,
             lambda s: hud.draw_play_area(s, acting, self.words,
                                          lambda k, size: art.mini_card(self.words.card(k), size))),
            (felt.PANEL_HEADING, heading, lambda s: felt.draw_heading(s, heading)),
            (felt.PANEL_NOTE, note, lambda s: felt.draw_note(s, note)),
            (L.WANTED_TRAY, wanted, lambda s: self.pieces.draw_tray(s, "wanted")),
            (TOWN_ROW, row, lambda s: self.pieces.draw_tray(s, "town")),
            (TOWN_PILES, piles, lambda s: self.pieces.draw_tray(s, "piles"))]
        return self.backdrop.get(top, (felt.KEPT["chrome_key"], gfx.key()), surface, parts)

    def prepare_layouts(self) -> None:
        """The plates' panels for each seat's turn, made before play."""
        self._chrome()
        self.plates.prepare(self.obs, self.backdrop.surface)

    def _draw_banner(self, surface) -> None:
        name, left = self.banner
        if left <= 0 or not name or self.dialog.active:
            return  # a dialog's own title says where the round is
        img = felt.banner(name)
        surface.blit(img, self.banner_rect(img.get_size()))

    def banner_rect(self, size) -> pygame.Rect:
        """Where the phase's banner lies now (felt.banner_rect: clear of the figures on the map)."""
        return felt.banner_rect(size, self.board.figure_rects(self.obs))


def make_table_scene(app, match, viewer=None) -> FewAndCursedTable:
    """``match``: the table's view (``game.core.table_view``), or a match on this computer."""
    catalog = as_view(match).rules.catalog
    art.prewarm(catalog)
    for character in catalog.characters:  # both sides: a card turning over costs no frame
        for cursed in (False, True):
            glyphs.character_card(character, cursed, CHAR)
    for phase in PHASE_WORDS.values():
        felt.banner(phase)
    table = FewAndCursedTable(app, match, viewer)
    table.prepare_layouts()
    table.draw(gfx.Surface(app.size))  # build the table's art now, not in the first frame shown
    return table
