"""The pieces on Most Wanted's table: the six action cards, the outlaws'
tokens on the scoreboard and the viewer's fanned hand, kept in step with the
observation (a mixin of ``MostWantedTable``).
"""

from __future__ import annotations

from game.engine.sprites import CardSprite, TokenSprite
from game.engine.tween import Timeline

from . import art
from . import board
from . import layout as L
from .choice import CARD_MODES, TARGET_MODES


class Pieces:
    def _action_sprites(self) -> None:
        self.actions: list[CardSprite] = []
        for i, rect in enumerate(self.layout.action_rects):
            s = CardSprite(board.action_face("church"), board.action_face("church"), rect.center, True, z=1)
            s.hover_lift, s.hover_grow, s.glow_size = L.ACTION_LIFT, 0.0, L.ACTION_GLOW  # whole on the screen
            s.tag = i
            self.sprites.add(s)
            self.actions.append(s)
        self._action_faces: list = [None] * 6

    def _sync_actions(self, animate: bool) -> None:
        obs = self.obs
        opts = self.choice.turn_options() if self.choice is not None and self.choice.mode in \
            ("turn",) + CARD_MODES[:-1] + TARGET_MODES else {}
        mode = self.choice.mode if self.choice is not None else ""
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

    def _tokens(self) -> None:
        self.tokens: dict[int, TokenSprite] = {}
        for seat, info in enumerate(self.tableview.seats):
            tok = TokenSprite((0, 0), 10, image=art.outlaw_token(seat, 10, info.name or "?"), z=2)
            tok.tag = seat
            self.tokens_group.add(tok)
            self.tokens[seat] = tok

    def _token_spot(self, seat: int, scores: list) -> tuple[float, float]:
        space = scores[seat]
        row = L.score_row(space)
        same = [s for s in range(len(scores)) if scores[s] == space]
        i = same.index(seat)
        left, right = row.x + 40, row.right - (12 * 3 + 8 if space else 4)
        step = min(21.0, (right - left - 20) / max(1, len(same) - 1)) if len(same) > 1 else 0
        return (left + 10 + i * step, row.centery)

    def _sync_tokens(self, animate: bool) -> None:
        scores = self.obs["scores"]
        for seat, tok in self.tokens.items():
            spot = self._token_spot(seat, scores)
            if tok.pos != spot:
                if animate and tok.pos != (0.0, 0.0):
                    tok.move_to(spot, 0.7, "easeInOutCubic")
                else:
                    tok.pos = spot

    def _sync_hand(self, animate: bool) -> None:
        ch = self.choice
        cards = ch.hand() if ch is not None else list(self.obs.get("hand") or [])
        if self.view is None:
            cards = []
        picked = set(ch.picked) if ch is not None else set()
        # face-down cards the viewer put down lie before them, not in the hand
        committed = set()
        if ch is None or ch.mode != "commit":
            sd = self.obs.get("showdown") or {}
            for p in sd.get("participants", ()):
                if p["seat"] == self.view and p.get("cards"):
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
