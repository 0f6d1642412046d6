"""The pieces on Most Wanted's table: the six action cards, the outlaws'
tokens on the scoreboard and the viewer's fanned hand, kept in step with the
observation.  ``Pieces`` puts its sprites in the table's sprite groups and
moves them with the table's tweener; each sync is told what to follow.

    pieces = Pieces(sprites, tokens_group, tweener, layout, names)
    pieces.sync_cards(obs, choice, view, animate)   the hand and the action cards
    pieces.sync_tokens(scores, animate)             the tokens on the scoreboard
    pieces.at(pos) -> ("action", key) | ("card", card) | None
"""

from __future__ import annotations

from typing import Sequence

from game.engine.sprites import CardSprite, SpriteGroup, TokenSprite
from game.engine.tween import Timeline, Tweener

from . import art
from . import board
from . import layout as L
from . import rankings
from .choice import CARD_MODES, TARGET_MODES, Choice


class Pieces:
    def __init__(self, sprites: SpriteGroup, tokens_group: SpriteGroup, tweener: Tweener, layout: L.Layout,
                 names: Sequence[str]):
        self.sprites = sprites
        self.tweener = tweener
        self.hand: dict[int, CardSprite] = {}       # the viewer's cards, fanned at the bottom
        self.actions: list[CardSprite] = []
        for i, rect in enumerate(layout.action_rects):
            s = CardSprite(board.action_face("church"), board.action_face("church"), rect.center, True, z=1)
            s.hover_lift, s.hover_grow, s.glow_size = L.ACTION_LIFT, 0.0, L.ACTION_GLOW  # whole on the screen
            s.tag = i
            sprites.add(s)
            self.actions.append(s)
        self._action_faces: list = [None] * 6
        self.tokens: dict[int, TokenSprite] = {}
        for seat, name in enumerate(names):
            tok = TokenSprite((0, 0), 10, image=art.outlaw_token(seat, 10, name or "?"), z=2)
            tok.tag = seat
            tokens_group.add(tok)
            self.tokens[seat] = tok

    def at(self, pos):
        """What a click at ``pos`` picks: ("action", key), ("card", card) or None."""
        top = self.sprites.top_at(pos, lambda s: s.hoverable)
        if top is None:
            return None
        if top in self.actions:
            return ("action", top.tag)
        if isinstance(top.tag, int) and self.hand.get(top.tag) is top:
            return ("card", top.tag)
        return None

    def drop_hand(self) -> None:
        """The screen changed hands: none of the last viewer's cards stay."""
        for sprite in self.hand.values():
            self.sprites.remove(sprite)
        self.hand.clear()

    def sync_cards(self, obs: dict, choice: Choice | None, view: int | None, animate: bool) -> None:
        self._sync_hand(obs, choice, view, animate)
        self._sync_actions(obs, choice, animate)

    def _sync_actions(self, obs: dict, choice: Choice | None, animate: bool) -> None:
        opts = choice.turn_options() if choice is not None and choice.mode in \
            ("turn",) + CARD_MODES[:-1] + TARGET_MODES else {}
        mode = choice.mode if choice is not None else ""
        sd = obs.get("showdown")
        for i, sprite in enumerate(self.actions):
            if i < 3:
                rob = obs["robberies"][i]
                base = rob["points"] - (1 if rob["flipped"] else 0)
                faces = (board.action_face(board.ROBBERY_KEYS[i], base), board.action_face(board.ROBBERY_KEYS[i], base + 1))
                up = not rob["flipped"]
                key = f"rob{i}"
            else:
                card = obs["action_cards"][i - 3]
                front, alt = board.ACTION_SIDES[i]
                faces = (board.action_face(front), board.action_face(alt))
                up = not card["alternate"]
                key = card["key"]
            if self._action_faces[i] != faces:
                sprite.set_images(faces[0], faces[1])
                self._action_faces[i] = faces
            if sprite.face_up != up:
                if animate:
                    sprite.flip(0.5, face_up=up)
                else:
                    sprite.face_up = up
            in_play = (sd is not None and sd.get("kind") == "robbery" and sd.get("robbery") == i) or \
                (sd is not None and i == 5 and sd.get("kind") in ("duel", "shootout")) or \
                (mode == key) or (obs["phase"] == "challenge" and i == 4)
            sprite.tag = key
            sprite.highlight = "selected" if in_play else ("legal" if opts.get(key) else None)
            sprite.dimmed = bool(opts) and not opts.get(key) and not in_play
            sprite.hoverable = bool(opts.get(key))

    @staticmethod
    def _token_spot(seat: int, scores: list) -> tuple[float, float]:
        space = scores[seat]
        row = L.score_row(space, rankings.left_column()[0])
        same = [s for s in range(len(scores)) if scores[s] == space]
        i = same.index(seat)
        left, right = row.x + 40, row.right - (12 * 3 + 8 if space else 4)
        step = min(21.0, (right - left - 20) / max(1, len(same) - 1)) if len(same) > 1 else 0
        return (left + 10 + i * step, row.centery)

    def sync_tokens(self, scores: list, animate: bool) -> None:
        for seat, tok in self.tokens.items():
            spot = self._token_spot(seat, scores)
            if tok.pos != spot:
                if animate and tok.pos != (0.0, 0.0):
                    tok.move_to(spot, 0.7, "easeInOutCubic")
                else:
                    tok.pos = spot

    def _sync_hand(self, obs: dict, choice: Choice | None, view: int | None, animate: bool) -> None:
        ch = choice
        cards = ch.hand() if ch is not None else list(obs.get("hand") or [])
        if view is None:
            cards = []
        picked = set(ch.picked) if ch is not None else set()
        # face-down cards the viewer put down lie before them, not in the hand
        committed = set()
        if ch is None or ch.mode != "commit":
            sd = obs.get("showdown") or {}
            for p in sd.get("participants", ()):
                if p["seat"] == view and p.get("cards"):
                    committed = set(p["cards"])
        cards = [c for c in cards if c not in committed]
        for c in list(self.hand):
            if c not in cards:
                self.sprites.remove(self.hand.pop(c))
        slots = L.hand_slots(len(cards))
        for i, c in enumerate(cards):
            sprite = self.hand.get(c)
            place = slots[i]
            if sprite is None:
                sprite = CardSprite(art.face(c), art.back(), L.DECK_POS if animate else place.pos,
                                    face_up=not animate, z=10 + i)
                sprite.tag = c
                self.sprites.add(sprite)
                self.hand[c] = sprite
                if animate:
                    tl = Timeline()
                    tl.wait(0.06 * i)
                    tl.then(sprite.move_to(place.pos, 0.45, "easeOutCubic", angle=place.angle, play=False))
                    tl.then(sprite.flip(0.25, face_up=True, play=False))
                    self.tweener.add(tl)
                else:
                    sprite.angle = place.angle
            elif sprite.pos != place.pos:
                if animate:
                    sprite.move_to(place.pos, 0.3, angle=place.angle)
                else:
                    sprite.pos, sprite.angle = place.pos, place.angle
            sprite.z = 10 + i
            selectable = ch is not None and ch.selectable(c)
            sprite.lift = 22.0 if c in picked else 0.0
            sprite.highlight = "selected" if c in picked else ("legal" if selectable else None)
            sprite.dimmed = ch is not None and ch.mode in CARD_MODES and not selectable
            sprite.hoverable = selectable
