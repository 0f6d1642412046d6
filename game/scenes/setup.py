"""Table setup: who sits where (human or bot and how strong), names, the
number of players and the game's variants; Start deals the match.

The last setup of each game is remembered in the settings.
"""

from __future__ import annotations

import re

import traceback

import pygame

from game import games
from game.core.match import SeatInfo
from game.core.model import LEVELS, MatchConfig
from game.core.rng import Rng
from game.engine import text, theme
from game.engine.widgets import UI, Button, Label, OptionPicker, Panel, TextField, Toggle
from game.scenes import common, launch
from game.scenes.table import sentence
from game.scenes.emblems import emblem
from game.engine import gfx

SEAT_KINDS = [(None, "Human")] + [(level, f"Bot - {level.capitalize()}") for level in LEVELS]
BOT_NAMES = ("Doc", "Calamity", "Wyatt", "Belle", "Jesse", "Annie", "Butch", "Etta", "Bass", "Pearl", "Cole", "Sadie")
MAX_NAME = 20
ROW_H = 56
PITCH_SIZE = 21   # the game's pitch under its picture
HEADING_SIZE, HEADING_H = 20, 28   # the "Variants" heading, and its designed height
SEATS_SIZE, SEATS_H = 28, 46   # the seats panel's heading, and the band it has above the first seat
ART_H, SHORT_ART_H = 170, 100   # the game's picture; shorter when the variants need the room
NOTE_HINT = "Point at a variant (or move to it with the keys) to read what it changes."
BOT_MEANINGS = {"easy": "plays by rule of thumb and makes a beginner's mistakes.",
                "normal": "plays by solid rules of thumb, as a practised player would.",
                "hard": "looks ahead over what it may not see, in about a second's thought."}


class TableSetupScene(common.MenuScene):
    name = "setup"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        problem = launch.game_problem(game_id)
        if problem:
            raise ValueError(problem)
        self.game_id = game_id
        self.entry = games.entry(game_id)
        self.rules = launch.rules_for(game_id)
        self.info = self.rules.info
        self.factory, self.table_problem = launch.table_factory(game_id)
        self._load_defaults()
        self._build()

    # -- state -----------------------------------------------------------------
    def _load_defaults(self) -> None:
        info = self.info
        saved = self.app.settings.table_setups.get(self.game_id)
        self.players = min(max(2 if info.max_seats >= 2 else 1, info.min_seats), info.max_seats)
        self.seats: list[dict] = [self._default_seat(i) for i in range(info.max_seats)]
        self.variants = {v.key for v in info.variants if v.default}
        if saved:
            if info.min_seats <= saved["players"] <= info.max_seats:
                self.players = saved["players"]
            for i, seat in enumerate(saved["seats"][: info.max_seats]):
                bot = seat["bot"] if seat["bot"] in (None, *info.bot_levels) else info.bot_levels[-1]
                self.seats[i] = {"name": seat["name"] or self._default_seat(i)["name"], "bot": bot}
            known = {v.key for v in info.variants}
            self.variants = set(saved["variants"]) & known

    def _default_seat(self, i: int) -> dict:
        if i == 0:
            return {"name": "Player 1", "bot": None}
        return {"name": BOT_NAMES[(i - 1) % len(BOT_NAMES)], "bot": "normal"}

    def role(self, i: int) -> str:
        roles = self.info.roles
        return roles[i] if i < len(roles) else f"Player {i + 1}"

    # -- layout ----------------------------------------------------------------
    def _build(self) -> None:
        self._built_at = gfx.text_scale()
        self.ui = UI()
        info = self.info
        left = Panel((40, 112, 400, 528), "parchment", title=None, seed=4)
        self.ui.add(left)
        self.left = left
        notes = [text.wrapped_height(v.description, "ui_italic", text.reading_size(16), 290) if v.description else 0
                 for v in info.variants]
        self.art_h, pitch_size = self._left_look(notes)
        self.pitch = text.render_wrapped(self.pitch_words, "serif_italic", pitch_size, theme.INK_SOFT,
                                         left.rect.w - 72, align="center")
        y = left.rect.top + 36 + self.art_h + 14 + self.pitch.get_height() + 18
        if info.max_seats > info.min_seats:
            left.add(Label((left.rect.x + 36, y, 150, 44), "Players", role="ui_bold", size=20))
            counts = [(n, f"{n} players" if n != 1 else "Solo") for n in range(info.min_seats, info.max_seats + 1)]
            self.count_picker = left.add(OptionPicker((left.rect.x + 170, y, 196, 44), counts, self.players,
                                                      self.set_players, tooltip="How many seats at the table"))
            y += 58
        else:
            self.count_picker = None
        self.variant_toggles: dict[str, Toggle] = {}
        self.variant_note: Label | None = None
        if info.variants:
            self._add_variants(y, notes)
        self.rules_button = self.ui.add(Button((226, 650, 220, 50), "Read the rules", self.show_rules, style="wood",
                                               hotkey=pygame.K_F1, tooltip="F1"))

        right = Panel((470, 112, 770, 528), "parchment", title=None, seed=9)
        self.ui.add(right)
        self.right = right
        self.name_fields: list[TextField] = []
        self.kind_pickers: list[OptionPicker] = []
        self.seat_labels: list[Label] = []
        top = right.rect.top + 74
        self.row_h = min(ROW_H, (right.rect.h - 74 - 64) // max(1, info.max_seats))
        # A game without roles shows no role column ("Player 2" beside the name "Doc" says nothing).
        field_x = right.rect.x + (300 if info.roles else 96)
        for i in range(info.max_seats):
            ry = top + i * self.row_h
            # without roles the seat's label is empty and takes no room (the name field is there)
            label = right.add(Label((right.rect.x + 96, ry, 200 if info.roles else 0, 44),
                                    self.role(i) if info.roles else "", role="serif_bold", size=22))
            field = right.add(TextField((field_x, ry + 2, right.rect.x + 500 - field_x, 42), self.seats[i]["name"],
                                        lambda txt, i=i: self.set_name(i, txt), max_len=MAX_NAME,
                                        hint=f"Player {i + 1}"))
            picker = right.add(OptionPicker((right.rect.x + 520, ry + 2, 214, 42), self.seat_kinds(),
                                            self.seats[i]["bot"],
                                            lambda kind, i=i: self.set_kind(i, kind)))
            self.seat_labels.append(label)
            self.name_fields.append(field)
            self.kind_pickers.append(picker)

        self._guide = (None, None)   # (the scales it was made at, the bot levels' guide)
        self.back = self.ui.add(common.back_button(lambda: self.app.go("select")))
        self.start_button = self.ui.add(Button((1010, 650, 230, 54), "Deal me in", self.start, size=24,
                                               tooltip="Start the match"))
        self._refresh()
        self.ui.set_focus(self.start_button if self.start_button.enabled else self.name_fields[0])

    @property
    def pitch_words(self) -> str:
        return self.info.pitch or self.entry.pitch

    def _left_look(self, notes: list[int]) -> tuple[int, int]:
        """The picture's height and the pitch's size, and the "Variants" heading's height
        (self.heading_h): the heading, then the pitch at the player's text size as far as that
        leaves the variants the room they have at the designed sizes; the picture shrinks when
        that lets every variant's description be printed under it."""
        def look(size: int, heading_h: int) -> tuple[int, int, int]:   # (picture's height, pitch's size, room)
            pitch_h = text.wrapped_height(self.pitch_words, "serif_italic", size, self.left.rect.w - 72)
            art_h = ART_H
            if self._variant_room(ART_H, pitch_h, heading_h) < self._spelled_out_height(notes):
                art_h = SHORT_ART_H
            room = self._variant_room(art_h, pitch_h, heading_h)
            return art_h, size, 10_000 if self._spelled_out_height(notes) <= room else self._step(room)

        designed = look(PITCH_SIZE, HEADING_H)
        grown = max(HEADING_H, text.line_height("ui_bold", text.reading_size(HEADING_SIZE)) + 2)
        self.heading_h = grown if look(PITCH_SIZE, grown)[2] >= designed[2] else HEADING_H
        return next((found[:2] for found in (look(size, self.heading_h) for size in
                                             range(text.reading_size(PITCH_SIZE), PITCH_SIZE, -1))
                     if found[2] >= designed[2]), designed[:2])

    def _variant_room(self, art_h: int, pitch_h: int, heading_h: int) -> int:
        """Height left for the variants under the picture, the pitch, the players row and their heading."""
        y = self.left.rect.top + 36 + art_h + 14 + pitch_h + 18
        y += 58 if self.info.max_seats > self.info.min_seats else 0
        return self.left.rect.bottom - 24 - (y + heading_h + 4)

    def _step(self, room: int) -> int:
        """Each variant's toggle's room when they share ``room`` with one note under them."""
        return min(42, (room - NOTE_H) // max(1, len(self.info.variants)))

    @staticmethod
    def _spelled_out_height(notes: list[int]) -> int:
        return sum(_toggle_h() + 4 + h + 10 for h in notes)

    def _add_variants(self, y: int, notes: list[int]) -> None:
        """A toggle for each variant with what it changes printed under it; when
        they do not all fit, one note under the list tells the variant pointed
        at or focused (never a tooltip over the other options)."""
        left = self.left
        left.add(Label((left.rect.x + 36, y, 320, self.heading_h), "Variants", role="ui_bold", size=HEADING_SIZE))
        y += self.heading_h + 4
        room = left.rect.bottom - 24 - y
        variants = self.info.variants
        spelled_out = self._spelled_out_height(notes) <= room
        step = self._step(room) if not spelled_out else 42
        for v, h in zip(variants, notes):
            t = Toggle((left.rect.x + 36, y, 330, _toggle_h() if spelled_out else min(36, step - 2)), v.label,
                       v.key in self.variants, lambda on, key=v.key: self.set_variant(key, on))
            self.variant_toggles[v.key] = left.add(t)
            if spelled_out and h:
                left.add(Label((left.rect.x + 76, y + _toggle_h() + 2, 290, h), v.description, role="ui_italic",
                               size=16, color=theme.INK_SOFT, wrap=True))
            y += _toggle_h() + 4 + h + 10 if spelled_out else step
        if not spelled_out:
            self.variant_note = left.add(Label((left.rect.x + 36, left.rect.bottom - 20 - NOTE_H, 330, NOTE_H),
                                               NOTE_HINT, role="ui_italic", size=15, color=theme.INK_SOFT,
                                               wrap=True))

    def _point_variant_note(self) -> None:
        if self.variant_note is None:
            return
        shown = NOTE_HINT
        for v in self.info.variants:
            toggle = self.variant_toggles[v.key]
            if toggle.hovered or (toggle.focused and self.ui.keyboard_mode):
                shown = f"{v.label}: {v.description}"
                break
        self.variant_note.text = shown

    def seat_kinds(self) -> list:
        """Human and the bot levels this game has."""
        return [kind for kind in SEAT_KINDS if kind[0] is None or kind[0] in self.info.bot_levels]

    def guide_floor(self) -> int:
        """How far down the bot levels' guide may reach: above the foot note's line."""
        return self.right.rect.bottom - 64

    @property
    def bot_guide(self) -> pygame.Surface:
        """The bot levels' guide, made again when the text size changes."""
        if self._guide[0] != gfx.key():
            self._guide = (gfx.key(), self._bot_guide(self.right.rect.w - 100, self.info.bot_levels))
        return self._guide[1]

    @staticmethod
    def _bot_guide(width: int, levels: tuple[str, ...]) -> pygame.Surface:
        """What the bot levels mean, shown under the seats when there is room."""
        lines = [("Bot levels", text.render("Bot levels", "serif_bold", text.reading_size(20), theme.INK))]
        for level in LEVELS:
            if level not in levels:
                continue
            words = f"{level.capitalize()}: {BOT_MEANINGS[level]}"
            lines.append((words, text.render_wrapped(words, "ui", text.reading_size(17), theme.INK_SOFT, width)))
        guide = gfx.Surface((width, sum(img.get_height() + 4 for _, img in lines)), pygame.SRCALPHA)
        y = 0
        for words, img in lines:
            text.blit(guide, img, (0, y), words)
            y += img.get_height() + 4
        return guide

    def _refresh(self) -> None:
        for i in range(self.info.max_seats):
            shown = i < self.players
            for w in (self.seat_labels[i], self.name_fields[i], self.kind_pickers[i]):
                w.visible = shown
        humans = sum(1 for s in self.seats[: self.players] if s["bot"] is None)
        self.config_problem = self._config_problem()
        if self.factory is None:
            self.start_button.set_enabled(False, self.table_problem)
        elif self.config_problem:
            self.start_button.set_enabled(False, self.config_problem)
        else:
            self.start_button.set_enabled(True)
        self.humans = humans

    def _config_problem(self) -> str | None:
        """Why the rules refuse this many players with these variants (a solo variant at a
        table of two, say), in their words; None when they go together.  A game that cannot be
        dealt at all (a damaged board) is not this: Start tries it and says what broke."""
        if not self.variants:
            return None
        try:
            self.rules.setup(MatchConfig(self.players, frozenset(self.variants)), Rng(0))
        except ValueError as exc:
            try:
                self.rules.setup(MatchConfig(self.players, frozenset()), Rng(0))
            except Exception:  # noqa: BLE001 - broken without the variants too: not theirs to explain
                return None
            words = str(exc)
            for v in self.info.variants:  # the rules name a variant by its key; the screen by its label
                words = re.sub(rf"(?<![\w-]){re.escape(v.key)}(?![\w-])", v.label, words)
            return sentence(words)
        return None

    # -- changes -----------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.players = n
        if self.count_picker is not None:
            self.count_picker.value = n
        self._refresh()

    def set_variant(self, key: str, on: bool) -> None:
        (self.variants.add if on else self.variants.discard)(key)
        self._refresh()

    def set_name(self, i: int, name: str) -> None:
        self.seats[i]["name"] = name

    def set_kind(self, i: int, kind) -> None:
        was_bot = self.seats[i]["bot"] is not None
        self.seats[i]["bot"] = kind
        # A name we gave (a bot's, or "Player N") follows the seat's kind; a name the player typed stays.
        name = " ".join(self.seats[i]["name"].split())
        if kind is None and was_bot and (name in BOT_NAMES or not name):
            self._rename(i, f"Player {i + 1}")
        elif kind is not None and not was_bot and (re.fullmatch(r"Player \d+", name) or not name):
            self._rename(i, self._free_bot_name(i))
        self._refresh()

    def _rename(self, i: int, name: str) -> None:
        self.seats[i]["name"] = name
        if i < len(self.name_fields):
            self.name_fields[i].text = name
            self.name_fields[i].caret = len(name)

    def _free_bot_name(self, i: int) -> str:
        taken = {s["name"] for j, s in enumerate(self.seats) if j != i}
        order = BOT_NAMES[(i - 1) % len(BOT_NAMES):] + BOT_NAMES[:(i - 1) % len(BOT_NAMES)]
        return next((n for n in order if n not in taken), BOT_NAMES[(i - 1) % len(BOT_NAMES)])

    def show_rules(self) -> None:
        self.app.push("rules", game_id=self.game_id)

    def seat_infos(self) -> list[SeatInfo]:
        out = []
        used: set[str] = set()
        for i, seat in enumerate(self.seats[: self.players]):
            name = " ".join(seat["name"].split())[:MAX_NAME] or f"Player {i + 1}"
            base, n = name, 2
            while name.lower() in used:  # two seats with one name would make handoffs ambiguous
                name = f"{base[:MAX_NAME - 3]} {n}"
                n += 1
            used.add(name.lower())
            out.append(SeatInfo(name, seat["bot"]))
        return out

    def start(self) -> None:
        seats = self.seat_infos()
        self.app.settings.remember_setup(self.game_id, self.players,
                                         [s.to_json() for s in seats], sorted(self.variants))
        self.app.save_settings()
        try:
            match = launch.new_match(self.game_id, self.players, seats, sorted(self.variants))
        except Exception as exc:  # e.g. a damaged board map: say so and stay at the setup
            traceback.print_exc()
            self.app.toast(f"{self.entry.title} could not be set up: {exc}", "error")
            return
        self.app.open_match(match)

    # -- scene -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._built_at != gfx.text_scale():   # the player's text size changed: lay the page out again
            self._build()
        super().update(dt)
        self._point_variant_note()

    def draw(self, surface) -> None:
        common.page(surface, self.ui, self.entry.title, y=18)
        lr = self.left.rect
        art = pygame.Rect(0, lr.top + 36, round(300 * self.art_h / ART_H), self.art_h)  # the picture's own shape
        art.centerx = lr.centerx
        gfx.rect(surface, (70, 50, 30), art.inflate(8, 8), border_radius=4)
        gfx.rect(surface, (232, 214, 174), art, border_radius=2)
        surface.blit(emblem(self.game_id, art.size), art)
        text.blit(surface, self.pitch, (lr.left + 36, art.bottom + 14), self.pitch_words)
        rr = self.right.rect
        size = next((s for s in range(text.reading_size(SEATS_SIZE), SEATS_SIZE, -1)
                     if text.line_height("display", s) <= SEATS_H), SEATS_SIZE)
        middle = rr.top + 26 + text.line_height("display", SEATS_SIZE) // 2   # grown about its designed middle
        text.draw(surface, "Seats", (rr.left + 40, middle), "display", size, theme.INK, anchor="midleft")
        seats = f"{self.entry.players}  -  {self.humans} human{'s' if self.humans != 1 else ''} at the table"
        size = text.fit_size(seats, "ui", text.reading_size(18), rr.w - 220, 18)   # clear of the heading
        text.draw(surface, seats, (rr.right - 40, rr.top + 45), "ui", size, theme.INK_SOFT, anchor="midright")
        top = rr.top + 74
        for i in range(self.players):
            cy = top + i * self.row_h + 23
            gfx.circle(surface, theme.BRASS_DARK, (rr.left + 62, cy), 19)
            gfx.circle(surface, theme.BRASS, (rr.left + 62, cy), 16)
            text.draw(surface, str(i + 1), (rr.left + 62, cy), "display", 20, theme.INK, anchor="center")
            if i < self.players - 1:
                gfx.line(surface, (190, 166, 124), (rr.left + 40, cy + self.row_h - 29), (rr.right - 40, cy + self.row_h - 29))
        guide_top = top + self.players * self.row_h + 28
        if guide_top + self.bot_guide.get_height() <= self.guide_floor():
            theme.draw_divider(surface, rr.centerx, guide_top - 14, rr.w - 160)
            surface.blit(self.bot_guide, (rr.left + 50, guide_top + 4))  # its lines were judged on it
        box = pygame.Rect(rr.x + 20, rr.bottom - 50, rr.w - 40, 28)   # the foot note's line
        if self.factory is None and self.table_problem:
            _foot_note(surface, self.table_problem, box, 18, theme.RED, least=11)
        elif self.config_problem:  # the Start button is greyed: say why where it can be read
            _foot_note(surface, self.config_problem, box, 18, theme.RED, least=11)
        elif self.humans > 1:
            _foot_note(surface, "Hot-seat: the screen is passed between humans, and hides each one's secrets.",
                       box, 17, theme.INK_SOFT)
        elif self.humans == 0:
            _foot_note(surface, "Only bots at the table: sit back and watch them play.", box, 17, theme.INK_SOFT)


NOTE_H = 3 * 18 + 4   # the note under the variants: three lines of 15 px italic


def _toggle_h() -> int:
    """A variant's toggle, when there is room to spell each out: tall enough for its label
    at the player's text size."""
    return max(36, text.line_height("ui_bold", text.reading_size(20)) + 12)


def _foot_note(surface, words: str, box: pygame.Rect, size: int, color, least: int | None = None) -> None:
    """A line at the foot of the seats panel: at the player's text size as far as ``box`` holds
    it, never below ``least`` (its designed ``size`` unless given)."""
    fitted = text.fit_size(words, "ui_italic", min(text.reading_size(size), box.h - 6), box.w, least or size)
    text.draw(surface, words, box.center, "ui_italic", fitted, color, anchor="center", box=box)
