"""The player plates, the pool of this phase's resources and the play area.

    draw_chrome(surface, obs)      the panels under the plates, pool and play area (cached by the table)
    draw_plates(surface, obs, names, bots, viewer, thinking)
        one plate per seat down the left edge; the acting seat's is large and
        shows every track (health, bullets of capacity, curse of threshold),
        water, Grit, gear, jobs; a cursed character's plate turns dark red
    draw_pool(surface, me)         move / attack / water / bullets counters
    draw_play_area(surface, me, words)   the cards played this phase, small
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.engine import text, theme

from . import art
from . import layout as L

CURSED_TONE = (96, 26, 30)
TRACK_BG = (70, 52, 36)
TRACKS = (("Health", "health", "max_health", (190, 60, 60)),
          ("Bullets", "bullets", "capacity", (120, 110, 96)),
          ("Curse", "curse", "threshold", (110, 50, 140)))


@lru_cache(maxsize=32)
def _plate_bg(size, acting: bool, cursed: bool) -> pygame.Surface:
    surf = theme.panel(size, "parchment").copy()
    if cursed:
        tint = pygame.Surface(size, pygame.SRCALPHA)
        tint.fill((*CURSED_TONE, 70))
        surf.blit(tint, (0, 0))
    if acting:
        pygame.draw.rect(surf, theme.GOLD, surf.get_rect(), 3, border_radius=8)
    return surf


def _track(surface, rect: pygame.Rect, label: str, value: int, top: int, color) -> None:
    """A track of ``top`` boxes with ``value`` of them filled (the cube's place)."""
    text.draw(surface, label, (rect.x, rect.y), "ui_bold", 11, theme.INK,
              box=pygame.Rect(rect.x, rect.y, 52, 14))
    top = max(1, top)
    x0 = rect.x + 54
    w = max(4, min(13, (rect.right - x0 - 26) // top))
    for i in range(top):
        box = pygame.Rect(x0 + i * w, rect.y + 2, w - 2, 10)
        pygame.draw.rect(surface, color if i < value else TRACK_BG, box, border_radius=2)
    text.draw(surface, f"{value}/{top}", (rect.right, rect.y), "ui_bold", 11, theme.INK, anchor="topright",
              box=pygame.Rect(rect.right - 26, rect.y, 26, 14))


def _small(surface, rect, p, name, bot) -> None:
    line = f"HP {p['health']}/{p['max_health']}  Ammo {p['bullets']}/{p['capacity']}  " \
           f"Curse {p['curse']}/{p['threshold']}"
    size = text.fit_size(line, "ui", 12, rect.w - 30, 8)
    text.draw(surface, line, (rect.x + 16, rect.y + 44), "ui", size, theme.INK,
              box=pygame.Rect(rect.x + 14, rect.y + 42, rect.w - 24, 18))
    line = f"Water {p['water']}  Grit {p['grit']}  Hand {p['hand_count']}  Jobs {p['jobs_count']}"
    size = text.fit_size(line, "ui", 12, rect.w - 30, 8)
    text.draw(surface, line, (rect.x + 16, rect.y + 62), "ui", size, theme.INK_SOFT,
              box=pygame.Rect(rect.x + 14, rect.y + 60, rect.w - 24, 18))


def _big(surface, rect, p, words) -> None:
    y = rect.y + 44
    for label, key, top_key, color in TRACKS:
        _track(surface, pygame.Rect(rect.x + 16, y, rect.w - 30, 14), label, p[key], p[top_key], color)
        y += 18
    line = f"Water {p['water']}   Grit {p['grit']}   Hand {p['hand_count']}   Deck {p['deck_count']}"
    size = text.fit_size(line, "ui_bold", 12, rect.w - 30, 8)
    text.draw(surface, line, (rect.x + 16, y + 2), "ui_bold", size, theme.INK,
              box=pygame.Rect(rect.x + 14, y, rect.w - 24, 18))
    y += 20
    rows = []
    if p["gear"]:
        rows.append("Gear: " + ", ".join((words.store(k).name if words.store(k) else k)
                                         + (" (used)" if k in p["exhausted"] else "") for k in p["gear"]))
    jobs = p.get("jobs")
    if jobs is not None:
        rows.append("Jobs: " + (", ".join(words.job(j).name for j, _k in jobs) or "none"))
    else:
        rows.append(f"Jobs: {p['jobs_count']} held (secret)")
    if p["done_jobs"]:
        rows.append(f"Jobs done: {len(p['done_jobs'])}")
    if p["trophies"] or p["artifacts"]:
        rows.append(f"Bounties {len(p['trophies'])}   Artifacts {len(p['artifacts'])}")
    if p["cursed"]:
        rows.append("CURSED: " + words.cursed_text(p["character"]))
    for row in rows:
        lines = text.wrap(row, "ui", 11, rect.w - 30)
        for line in lines:
            if y + 14 > rect.bottom - 6:
                return
            text.draw(surface, line, (rect.x + 16, y), "ui", 11,
                      theme.RED if row.startswith("CURSED") else theme.INK,
                      box=pygame.Rect(rect.x + 14, y, rect.w - 24, 15))
            y += 14


def draw_chrome(surface, obs) -> None:
    """The panels under everything the plates, pool and play area print: the table draws
    them once into its background (a soft shadow per panel costs a frame's time)."""
    acting = obs.get("acting")
    for seat, (p, rect) in enumerate(zip(obs["players"], L.plate_rects(len(obs["players"]), acting))):
        theme.draw_shadowed(surface, _plate_bg(rect.size, seat == acting, p["cursed"]), rect, (2, 4))
    for rect in (L.POOL, L.PLAY_AREA):
        theme.draw_shadowed(surface, _pool_bg(rect.size), rect, (2, 4))


def draw_plates(surface, obs, names, bots, viewer, thinking, words) -> list[pygame.Rect]:
    players = obs["players"]
    acting = obs.get("acting")
    rects = L.plate_rects(len(players), acting)
    for seat, (p, rect) in enumerate(zip(players, rects)):
        pygame.draw.circle(surface, art.seat_color(seat), (rect.x + 16, rect.y + 17), 7)
        who = names[seat] + (" (you)" if seat == viewer else "") + (" - first" if seat == obs["first"] else "")
        size = text.fit_size(who, "ui_bold", 15, rect.w - 40, 9)
        text.draw(surface, who, (rect.x + 28, rect.y + 8), "ui_bold", size, theme.INK,
                  box=pygame.Rect(rect.x + 26, rect.y + 6, rect.w - 34, 20))
        sub = p["name"] + (" - CURSED" if p["cursed"] else "") + (f" - bot ({bots[seat]})" if bots[seat] else "") \
            + (" thinking..." if thinking == seat else "")
        size = text.fit_size(sub, "ui", 12, rect.w - 30, 8)
        text.draw(surface, sub, (rect.x + 16, rect.y + 26), "ui", size, theme.RED if p["cursed"] else theme.INK_SOFT,
                  box=pygame.Rect(rect.x + 14, rect.y + 24, rect.w - 24, 17))
        if rect.h > L.PLATE_SMALL_H:
            _big(surface, rect, p, words)
        else:
            _small(surface, rect, p, names[seat], bots[seat])
    return rects


POOL_ROWS = (("Move", "move", (64, 110, 60)), ("Attack", "attack", (150, 40, 30)),
             ("Water", "water", (40, 100, 150)), ("Bullets", "bullets", (90, 80, 70)))


def draw_pool(surface, me) -> None:
    text.draw(surface, "This phase", (L.POOL.centerx, L.POOL.y + 10), "ui_bold", 13, theme.INK, anchor="midtop",
              box=pygame.Rect(L.POOL.x + 4, L.POOL.y + 8, L.POOL.w - 8, 18))
    if me is None:
        return
    y = L.POOL.y + 28
    for label, key, color in POOL_ROWS:
        chip = pygame.Rect(L.POOL.x + 10, y, 40, 36)
        pygame.draw.rect(surface, color, chip, border_radius=8)
        text.draw(surface, str(me[key]), chip.center, "display", 20, (255, 248, 230), anchor="center", box=chip)
        text.draw(surface, label, (chip.right + 8, chip.centery), "ui_bold", 13, theme.INK, anchor="midleft",
                  box=pygame.Rect(chip.right + 6, chip.y, L.POOL.right - chip.right - 10, chip.h))
        y += 44


@lru_cache(maxsize=4)
def _pool_bg(size) -> pygame.Surface:
    return theme.panel(size, "parchment")


def draw_play_area(surface, me, words, images) -> None:
    """The cards played this phase, overlapping in rows (``images(key)`` gives a mini face)."""
    rect = L.PLAY_AREA
    text.draw(surface, "Played", (rect.centerx, rect.y + 10), "ui_bold", 13, theme.INK, anchor="midtop",
              box=pygame.Rect(rect.x + 4, rect.y + 8, rect.w - 8, 18))
    played = me["play"] if me else []
    if not played:
        return
    per_row = 5
    step = min(L.MINI[0] + 4, (rect.w - 16 - L.MINI[0]) // max(1, min(per_row, len(played)) - 1)) \
        if len(played) > 1 else 0
    for i, key in enumerate(played[-10:]):
        row, col = divmod(i, per_row)
        img = images(key)
        surface.blit(img, (rect.x + 8 + col * step, rect.y + 28 + row * (L.MINI[1] // 2 + 22)))
