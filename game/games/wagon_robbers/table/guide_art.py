"""Pictures for Wagon Robbers' player's guide, drawn by the table's own art."""

from __future__ import annotations

from game.engine.widgets import picture_row

from . import art


def picture(name: str, width: int):
    if name == "roles":
        return picture_row([(art.role_face("outlaw", art.CARD), "Outlaw"),
                            (art.role_face("hunter", art.CARD), "Bounty Hunter"),
                            (art.wagon_face("Stagecoach", 2, 2, 3, 3), "a wagon: power, rounds, cargo, riders"),
                            (art.passenger_face("Deputy", 2), "a passenger")], width)
    if name == "cargo":
        keys = ("knife", "pistol", "rifle", "shotgun", "dynamite", "badge", "bandana", "lasso", "saddlebags")
        return picture_row([(art.cargo_face(k), k.capitalize()) for k in keys], width, gap=10)
    return None
