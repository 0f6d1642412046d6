"""Scotland Yard's hover help (see ``game.scenes.table``): the ticket boards' rows,
their ticket chips and the travel log's fields, in the words the side column last
drew them with (from the viewer's observation only).

    hover_help(table) -> [(Rect, words)]   bottom first
"""

from __future__ import annotations


def hover_help(table) -> list:
    return table.hud.help_spots()
