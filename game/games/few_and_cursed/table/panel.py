"""The choices panel's buttons, under its heading: the menu's items stacked from the top and
paged when they do not fit, the phase's end (or Back) kept at the panel's foot.  What a dialog
over the board offers is not among them (``choices``): each choice is in one place.

    panel_buttons(table) -> [Button]   laid out for ``table.menu`` at ``table.page`` (each
                                       button's action recorded in ``table.actions_of``)
"""

from __future__ import annotations

import pygame

from game.engine.widgets import Button

from . import art
from . import layout as L
from .choices import fixed_item


def panel_buttons(table) -> list:
    menu = table.menu
    foot = next((it for it in menu.items if fixed_item(it)), None)
    items = [it for it in menu.items if it is not foot]
    top = L.PANEL.y + 40
    room = L.panel_room(top) - 1      # the foot's row is kept
    pages = -(-len(items) // max(1, room - 1)) if len(items) > room else 1
    table.page %= pages
    if pages > 1:
        per = room - 1
        items = items[table.page * per:(table.page + 1) * per]
    out = [_button(table, rect, *item) for rect, item in zip(L.panel_buttons(len(items), top), items)]
    if pages > 1:
        out.append(Button(L.panel_foot(1), f"More choices ({table.page + 1}/{pages})", table.next_page,
                          style="wood", size=13, hotkey=pygame.K_m, tooltip="Show the other choices (M)"))
    if foot is not None:
        out.append(_button(table, L.panel_foot(0), *foot))
    return out


def _button(table, rect, label, action, tip, style) -> Button:
    size = art.fit(label, "ui_bold", 15, rect.w - 40)  # the words end at the studs (button.STUD_PAD)
    if style == "disabled":
        return Button(rect, label, None, style="wood", size=size, enabled=False, disabled_reason=tip)
    if action is None:
        return Button(rect, label, lambda: table.send(None), style=style, size=size, tooltip=tip or None,
                      hotkey=pygame.K_BACKSPACE)
    hotkey = pygame.K_e if action.kind == "end" else None
    b = Button(rect, label, lambda a=action: table.send(a), style=style, size=size,
               tooltip=tip or None, hotkey=hotkey)
    table.actions_of[b] = action
    return b
