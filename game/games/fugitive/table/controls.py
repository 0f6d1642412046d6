"""What Fugitive's table does with the mouse and the keys (a mixin of
``FugitiveTable``): draw from a pile, pick and tuck cards, peek at the route,
select and mark numbers on the notepad, and the hover that shows a tip.
"""

from __future__ import annotations

import pygame

from . import layout as L

PILE_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}


class Controls:
    def handle_event(self, event):
        et = event.type
        if et == pygame.MOUSEMOTION:
            self._hover(event.pos)
        if super().handle_event(event) is None:  # Esc, the frame
            return None
        if et == pygame.KEYUP:
            if event.key == pygame.K_p and self.peek_key:
                self.peek_key = False
                self._peek_changed()
            return None
        if et == pygame.MOUSEBUTTONUP and event.button == 1 and self.peek_mouse:
            self.peek_mouse = False
            self._peek_changed()
        elif et == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.peek_button.visible \
                and self.peek_button.rect.collidepoint(event.pos):
            self.peek_mouse = True
            self._peek_changed()
        if et == pygame.KEYDOWN and self._key(event):
            return None
        if self.ui.handle_event(event):
            return None
        if et == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            self._click(event.pos, event.button)
            return None
        return None

    def _peek_changed(self) -> None:
        want = self._want_peek()
        if want != self.peeking:
            self.refresh(animate=True)

    def _key(self, event) -> bool:
        key = event.key
        phase = self.obs.get("phase")
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if key == pygame.K_p:
            if not self.peek_key:
                self.peek_key = True
                self._peek_changed()
            return True
        if key in PILE_KEYS and phase in ("fugitive_draw", "marshal_draw"):
            self.draw_pile(PILE_KEYS[key])
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.confirm_button.visible:
                self.confirm()
            elif self.guess_button.visible:
                self.guess()
            else:
                return False
            return True
        if key == pygame.K_BACKSPACE and self.cancel_button.visible:
            self.cancel()
            return True
        if key == pygame.K_x and self.pass_button.visible:
            self.pass_turn()
            return True
        if key == pygame.K_DELETE and self.clear_button.visible:
            self.clear_selection()
            return True
        hand = self.obs.get("fugitive_hand") if self.choosing else None
        if hand and key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            cur = self.hand_cursor
            self.hand_cursor = (0 if step > 0 else len(hand) - 1) if cur is None else (cur + step) % len(hand)
            return True
        if hand and key == pygame.K_SPACE and self.hand_cursor is not None:
            self.play_card(hand[self.hand_cursor])
            return True
        pad = self.notepad
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and (pad.guessing or pad.cursor):
            step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -7, pygame.K_DOWN: 7}[key]
            cur = pad.cursor if pad.cursor is not None else (min(pad.selectable) if pad.selectable else 1) - step
            pad.set_cursor(max(1, min(41, cur + step)))
            return True
        if key == pygame.K_SPACE and pad.cursor is not None and pad.guessing:
            self.select_number(pad.cursor)
            return True
        if key == pygame.K_m:
            target = pad.cursor or pad.hover
            if target is not None:
                self.mark_number(target)
                return True
        return False

    def _click(self, pos, button: int) -> None:
        pad = self.notepad
        n = pad.cell_at(pos)
        if n is not None:
            if button == 1 and pad.guessing:
                self.select_number(n)
            else:
                self.mark_number(n)
            return
        if button != 1:
            return
        for i in range(3):
            if L.pile_rect(i).collidepoint(pos):
                if self.mine:
                    self.draw_pile(i)
                elif self.actor is not None and not self.tableview.is_over():
                    self.app.toast(f"It is {self.names[self.actor]}'s turn.", "info")
                return
        sprite = self.cards.at(pos)
        if sprite is None or sprite.tag is None:
            return
        zone = sprite.tag[0]
        if zone == "hand" and self.choosing:
            self.play_card(sprite.tag[1])
        elif zone in ("pending", "pending_sprint") and self.cancel_button.visible:
            self.cancel()

    def _hover(self, pos) -> None:
        self._tip_spent = False
        self.cards.hover(pos)
        n = self.notepad.cell_at(pos)
        self.notepad.set_hover(n)
        key = None
        if n is not None:
            key = ("cell", n)
        else:
            for i in range(3):
                if L.pile_rect(i).collidepoint(pos):
                    key = ("pile", i)
            if key is None:
                s = self.cards.at(pos)
                if s is not None and s.tag is not None and s.tag[0] in ("route", "hand", "mhand"):
                    key = s.tag
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0
