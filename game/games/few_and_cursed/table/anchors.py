"""The Few and Cursed's table by name, for callouts and hints (see ``game.scenes.table``).
A module of its own, apart from the table scene, so the scene can change freely around it.

    anchors(table) -> {name: Rect}
        hand       the viewer's hand of cards
        board      the desert
        reach      the spaces the viewer may ride or step to now (ringed on the board)
        pool       this phase's move, attack, water and bullets
        panel      the buttons of the choice under way (phase, encounter, store...)
        dialog     a choice laid over the board (the job draft, an encounter, the store)
        plates     the players' boards: health, bullets, curse, Grit, jobs
        played     the cards played this phase
        zoom       the camera's buttons (+, -, Fit; not under a dialog): the view, never the match
    move_spots(table, action) -> [Rect]   the clicks that make ``action``, in order, from now
    move_words(table, action) -> str      a move made with a button, in the button's words
"""

from __future__ import annotations

import pygame

from game.engine.keep_clear import around

from . import layout as L

NAMES = ("hand", "board", "reach", "pool", "panel", "dialog", "plates", "played", "zoom")
CONTROLS = ("panel", "dialog")   # a callout or a hint keeps off these (game.scenes.aids)
SPACE = 30          # a space's ring on the board, in screen pixels


def space_rect(table, node) -> pygame.Rect | None:
    x, y = table.board.node_screen(node)
    rect = pygame.Rect(round(x) - SPACE // 2, round(y) - SPACE // 2, SPACE, SPACE)
    return rect if L.BOARD.contains(rect) else None


def anchors(table) -> dict:
    dialog = table.dialog
    return {
        "hand": pygame.Rect(L.HAND),
        "board": pygame.Rect(L.BOARD),
        "reach": around(space_rect(table, n) for n in table.space_targets()),
        "pool": pygame.Rect(L.POOL),
        "panel": pygame.Rect(L.PANEL),
        "dialog": pygame.Rect(dialog.rect) if dialog.active else None,
        "plates": pygame.Rect(L.PLATES),
        "played": pygame.Rect(L.PLAY_AREA),
        "zoom": None if dialog.active else pygame.Rect(L.ZOOM_BUTTONS),
    }


def _button(table, action):
    b = table.button_for(action)
    if b is not None:
        return pygame.Rect(b.rect)
    more = table.button("More choices")
    return pygame.Rect(more.rect) if more is not None else None


def move_spots(table, action) -> list:
    kind = action.kind
    if kind in ("move", "step", "play") and (table.focus is None or table.focus != (kind, action.args[0])):
        if kind == "play":
            sprite = table.card_sprite(action.args[0])
            first = pygame.Rect(sprite.rect) if sprite is not None else None
        else:
            first = space_rect(table, action.args[0])
        # one way to take it: the click makes the move; several: the panel asks next
        return [first] if len(table.options_for(kind, action.args[0])) == 1 else [first, None]
    return [_button(table, action)]


def move_words(table, action) -> str | None:
    """A move made with one of the table's buttons, in that button's words ("Play Marisol
    Vega"), where the log's words stay general ("selects a character"); else None."""
    if action.kind in ("move", "step", "play"):
        return None
    button = table.button_for(action)
    return button.label if button is not None else None
