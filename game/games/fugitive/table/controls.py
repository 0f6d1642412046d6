"""What Fugitive's table does with the mouse and the keys: draw from a pile,
pick and tuck cards (by click, or the arrows and Space), peek at the route
while P or the Peek button is held, select and mark numbers on the notepad.

    controls = Controls(moves, ui, buttons, notepad, cards)
    controls.handle(event, turn)      an event the table base did not take
    controls.peeking(turn)            the Fugitive holds P or Peek on his own screen

``moves`` is the table: the moves a person makes (``draw_pile``, ``play_card``,
``confirm``, ``cancel``, ``pass_turn``, ``guess``, ``clear_selection``,
``select_number``, ``mark_number``), ``not_your_turn()`` and ``peek_changed()``.
"""

from __future__ import annotations

import pygame

from . import layout as L
from .turn import Turn

PILE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}
PAD_STEPS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -7, pygame.K_DOWN: 7}


class Controls:
    def __init__(self, moves, ui, buttons, notepad, cards):
        self.moves = moves
        self.ui = ui
        self.buttons = buttons
        self.notepad = notepad
        self.cards = cards
        self.peek_key = False
        self.peek_mouse = False
        self.hand_cursor: int | None = None   # the hand card the arrows rest on

    # -- peeking and the hand cursor -------------------------------------------------
    def peeking(self, turn: Turn) -> bool:
        return (self.peek_key or self.peek_mouse) and turn.own_route

    def _peek(self, attr: str, held: bool) -> None:
        setattr(self, attr, held)
        self.moves.peek_changed()

    def clamp_cursor(self, turn: Turn) -> None:
        hand = turn.obs.get("fugitive_hand") if turn.choosing else None
        if not hand:
            self.hand_cursor = None
        elif self.hand_cursor is not None:
            self.hand_cursor = max(0, min(self.hand_cursor, len(hand) - 1))

    def show_cursor(self, turn: Turn) -> None:
        """The card under the keyboard's cursor rises as if hovered."""
        hand = turn.obs.get("fugitive_hand") or []
        if self.hand_cursor is not None and self.hand_cursor < len(hand):
            s = self.cards.hand_sprite(hand[self.hand_cursor])
            if s is not None:
                s.hovered = True

    # -- events ----------------------------------------------------------------------
    def handle(self, event, turn: Turn) -> None:
        et = event.type
        if et == pygame.KEYUP:
            if event.key == pygame.K_p and self.peek_key:
                self._peek("peek_key", False)
            return
        peek = self.buttons.peek_button
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek_mouse:
            self._peek("peek_mouse", False)
        elif et == pygame.MOUSEBUTTONDOWN and event.button == 1 and peek.visible and peek.rect.collidepoint(event.pos):
            self._peek("peek_mouse", True)
        if et == pygame.KEYDOWN and self._key(event, turn):
            return
        if self.ui.handle_event(event):
            return
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._click(event.pos, event.button, turn)

    def _key(self, event, turn: Turn) -> bool:
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        key = event.key
        if key == pygame.K_p:
            if not self.peek_key:
                self._peek("peek_key", True)
            return True
        if key in PILE_KEYS and turn.obs.get("phase") in ("fugitive_draw", "marshal_draw"):
            self.moves.draw_pile(PILE_KEYS[key])
            return True
        return self._button_key(key) or self._hand_key(key, turn) or self._pad_key(key)

    def _button_key(self, key) -> bool:
        b, moves = self.buttons, self.moves
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if b.confirm_button.visible:
                moves.confirm()
            elif b.guess_button.visible:
                moves.guess()
            else:
                return False
            return True
        shortcuts = ((pygame.K_BACKSPACE, b.cancel_button, moves.cancel), (pygame.K_x, b.pass_button, moves.pass_turn),
                     (pygame.K_DELETE, b.clear_button, moves.clear_selection))
        for k, button, move in shortcuts:
            if key == k and button.visible:
                move()
                return True
        return False

    def _hand_key(self, key, turn: Turn) -> bool:
        hand = turn.obs.get("fugitive_hand") if turn.choosing else None
        if not hand:
            return False
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            cur = self.hand_cursor
            self.hand_cursor = (0 if step > 0 else len(hand) - 1) if cur is None else (cur + step) % len(hand)
            return True
        if key == pygame.K_SPACE and self.hand_cursor is not None:
            self.moves.play_card(hand[self.hand_cursor])
            return True
        return False

    def _pad_key(self, key) -> bool:
        pad = self.notepad
        if key in PAD_STEPS and (pad.guessing or pad.cursor):
            step = PAD_STEPS[key]
            cur = pad.cursor if pad.cursor is not None else (min(pad.selectable) if pad.selectable else 1) - step
            pad.set_cursor(max(1, min(41, cur + step)))
            return True
        if key == pygame.K_SPACE and pad.cursor is not None and pad.guessing:
            self.moves.select_number(pad.cursor)
            return True
        if key == pygame.K_m:
            target = pad.cursor or pad.hover
            if target is not None:
                self.moves.mark_number(target)
                return True
        return False

    def _click(self, pos, button: int, turn: Turn) -> None:
        pad = self.notepad
        n = pad.cell_at(pos)
        if n is not None:
            if button == 1 and pad.guessing:
                self.moves.select_number(n)
            else:
                self.moves.mark_number(n)
            return
        if button != 1:
            return
        for i in range(3):
            if L.pile_rect(i).collidepoint(pos):
                if turn.mine:
                    self.moves.draw_pile(i)
                else:
                    self.moves.not_your_turn()
                return
        sprite = self.cards.at(pos)
        if sprite is None or sprite.tag is None:
            return
        zone = sprite.tag[0]
        if zone == "hand" and turn.choosing:
            self.moves.play_card(sprite.tag[1])
        elif zone in ("pending", "pending_sprint") and self.buttons.cancel_button.visible:
            self.moves.cancel()
