"""Markdown to typeset pieces for a ScrollView (the rulebooks' subset).

    layout_markdown(source, width) -> (blocks, height)
        blocks: [(x, y, Surface)], one per rendered line or rule

Understood: headings (# to ####, and a short line alone in capitals),
paragraphs, bullets (-, *, +; nested by
indent), numbered items, **bold**, *italic* / _italic_, `code`, links
([text](url) shows the text, <url> shows the address), > quotes, --- rules,
tab-separated rows or | pipe | rows | as a table, and a line ``[[picture NAME]]``: the picture
the ``pictures`` callback draws for NAME at the column's width (a game's own
cards and pieces in its guide).  Anything else is shown as plain text, so
nothing is ever lost.

Numbers in serif text are set in lining figures (text role "figures"): the
serif's old-style 0 and 1 read as o and I.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from .. import text, theme
from game.engine import gfx

BODY = 22
HEADINGS = {1: ("display", 38), 2: ("display", 31), 3: ("serif_bold", 28), 4: ("serif_bold", 24)}
HEADING_INK = (118, 36, 22)
STYLE_ROLES = {"": "serif", "b": "serif_bold", "i": "serif_italic", "bi": "serif_bold", "c": "ui"}
FIGURE_ROLES = {"serif": "figures", "serif_italic": "figures", "serif_bold": "figures_bold"}
FIGURE_SCALE = 0.86  # Lato's figures at this size stand as tall as the serif's capitals
_DIGITS = re.compile(r"(\d+)")
_PICTURE = re.compile(r"^\[\[picture\s+([\w-]+)\]\]$")

_INLINE = re.compile(r"(\*\*\*.+?\*\*\*|\*\*.+?\*\*|(?<![\w*])\*(?!\s).+?(?<!\s)\*(?![\w*])|(?<!\w)_(?!\s).+?(?<!\s)_(?!\w)"
                     r"|`[^`]+`|<https?://[^>]+>|\[[^\]]+\]\([^)]+\))")


@dataclass
class Block:
    kind: str          # heading, para, bullet, number, quote, rule, table
    text: str = ""
    level: int = 0     # heading level or list depth
    marker: str = ""   # "3." for numbered items
    cells: tuple = ()


def inline_runs(source: str, base: str = "") -> list[tuple[str, str]]:
    """[(text, style)] where style is "", "b", "i", "bi" or "c" (code)."""
    runs: list[tuple[str, str]] = []
    for part in _INLINE.split(source):
        if not part:
            continue
        if part.startswith("***") and part.endswith("***") and len(part) > 6:
            runs.append((part[3:-3], "bi"))
        elif part.startswith("**") and part.endswith("**") and len(part) > 4:
            inner = "bi" if base == "i" else "b"
            runs.extend((t, inner if s == "" else s) for t, s in inline_runs(part[2:-2], inner))
        elif (part[0] in "*_") and part[-1] == part[0] and len(part) > 2:
            inner = "bi" if base == "b" else "i"
            runs.extend((t, inner if s == "" else s) for t, s in inline_runs(part[1:-1], inner))
        elif part.startswith("`") and part.endswith("`") and len(part) > 2:
            runs.append((part[1:-1], "c"))
        elif part.startswith("<http") and part.endswith(">"):
            runs.append((part[1:-1], "i"))
        elif part.startswith("[") and "](" in part:
            runs.append((part[1:part.index("](")], base or ""))
        else:
            runs.append((part.replace("\\*", "*").replace("\\_", "_"), base))
    return runs


def _caps_heading(line: str) -> bool:
    """A short line standing alone in capitals: how rulebooks converted from
    print mark their section titles ("SETUP", "ROBBERY ACTIONS")."""
    letters = [c for c in line if c.isalpha()]
    return len(line) <= 48 and len(letters) >= 3 and all(c.isupper() for c in letters)


def parse(source: str) -> list[Block]:
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if len(para) == 1 and _caps_heading(para[0]):
            blocks.append(Block("heading", para[0], 3))
        elif para:
            blocks.append(Block("para", " ".join(p.strip() for p in para)))
        para.clear()

    for raw in source.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        stripped = line.strip()
        indent = len(line) - len(line.lstrip(" "))
        if not stripped:
            flush()
            continue
        m = _PICTURE.match(stripped)
        if m:
            flush()
            blocks.append(Block("picture", m.group(1)))
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        if m:
            flush()
            blocks.append(Block("heading", m.group(2).strip().strip("#").strip(), min(4, len(m.group(1)))))
            continue
        if re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            blocks.append(Block("rule"))
            continue
        m = re.match(r"^[-*+]\s+(.*)$", stripped)
        if m:
            flush()
            blocks.append(Block("bullet", m.group(1), indent // 2))
            continue
        m = re.match(r"^(\d+)[.)]\s+(.*)$", stripped)
        if m:
            flush()
            blocks.append(Block("number", m.group(2), indent // 2, m.group(1) + "."))
            continue
        if stripped.startswith(">"):
            flush()
            blocks.append(Block("quote", stripped.lstrip("> ").strip()))
            continue
        if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
            flush()  # a pipe table row; its |---|---| line is dropped
            cells = tuple(c.strip() for c in stripped[1:-1].split("|"))
            if not all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                blocks.append(Block("table", cells=cells))
            continue
        if "\t" in line:
            flush()
            blocks.append(Block("table", cells=tuple(c.strip() for c in line.split("\t") if c.strip())))
            continue
        if indent >= 2 and not para and blocks and blocks[-1].kind in ("bullet", "number"):
            blocks[-1].text += " " + stripped  # a list item's continuation line
            continue
        para.append(stripped)
    flush()
    return blocks


def _typeset(runs: list[tuple[str, str]], width: int, size: int, color, base_role: str | None = None):
    """Lines of word images: [[(x, Surface)], ...] with line height."""
    words: list[tuple[str, str]] = []
    for chunk, style in runs:
        for i, piece in enumerate(re.split(r"(\s+)", chunk)):
            if piece and not piece.isspace():
                words.append((piece, style))
            elif piece and words:
                words[-1] = (words[-1][0] + " ", words[-1][1])
    lines: list[list[tuple[int, pygame.Surface]]] = [[]]
    x = 0
    for word, style in words:
        role = base_role or STYLE_ROLES.get(style, "serif")
        if style == "c":
            role = "ui"
        trailing = word.endswith(" ")
        wsize = size if style != "c" else size - 3
        if text.measure(word.rstrip(), role, wsize)[0] > width:
            # a word wider than the column (a long address): break it across lines
            pieces = text.wrap(word.rstrip(), role, wsize, width)
            for piece in pieces[:-1]:
                if x:
                    lines.append([])
                lines[-1].append((0, word_image(piece, role, wsize, color), piece))
                lines.append([])
                x = 0
            word = pieces[-1] + (" " if trailing else "")
        img = word_image(word.rstrip(), role, wsize, color)
        space = text.measure(" ", role, size)[0] if trailing else 0
        if x and x + img.get_width() > width:
            lines.append([])
            x = 0
        lines[-1].append((x, img, word.rstrip()))
        x += img.get_width() + space
    return lines


def word_image(word: str, role: str, size: int, color) -> pygame.Surface:
    """A word as typeset: in serif text its digits are lining figures, on the same baseline."""
    figures = FIGURE_ROLES.get(role)
    if figures is None or not _DIGITS.search(word):
        return text.render(word, role, size, color)
    fsize = max(8, round(size * FIGURE_SCALE))
    parts, pieces = [], [piece for piece in _DIGITS.split(word) if piece]
    for piece in pieces:
        prole, psize = (figures, fsize) if piece.isdigit() else (role, size)
        parts.append((text.render(piece, prole, psize, color), text.font(prole, psize).get_ascent()))
    ascent = max(a for _, a in parts)
    base = text.font(role, size)
    # as tall below the baseline as the serif word would be, so lines keep one baseline
    height = ascent + base.get_height() - base.get_ascent()
    out = gfx.Surface((sum(img.get_width() for img, _ in parts), height), pygame.SRCALPHA)
    x = 0
    for (img, a), piece in zip(parts, pieces):
        text.blit(out, img, (x, ascent - a), piece)
        x += img.get_width()
    return out


def _render_lines(lines, width: int, height: int, align: str = "left") -> list[tuple[int, pygame.Surface]]:
    """Each line as (dy, picture): the picture goes ``dy`` above the line's top when
    a word's letters stand taller than the line (an italic's ascenders at some
    scales), so every word keeps the line's baseline and its whole ink."""
    out = []
    for words in lines:
        tall = max([height] + [img.get_height() for _, img, _ in words])
        surf = gfx.Surface((max(1, width), tall), pygame.SRCALPHA)
        used = (words[-1][0] + words[-1][1].get_width()) if words else 0
        shift = (width - used) // 2 if align == "center" else 0
        for x, img, word in words:
            text.blit(surf, img, (x + shift, tall - img.get_height()), word)
        out.append((height - tall, surf))
    return out


def layout_markdown(source: str, width: int, *, size: int = BODY, color=theme.INK,
                    pictures=None) -> tuple[list, int]:
    """``pictures(name, width) -> Surface | None`` draws a ``[[picture NAME]]``."""
    blocks_out: list[tuple[int, int, pygame.Surface]] = []
    y = 0
    size = text.reading_size(size)   # the player's text size: the page wraps and scrolls to fit
    lh = text.line_height("serif", size)
    parsed = parse(source)
    i = 0
    while i < len(parsed):
        b = parsed[i]
        if b.kind == "heading":
            role, hsize = HEADINGS[b.level]
            hsize = text.reading_size(hsize)
            y += int(lh * (1.0 if b.level <= 2 else 0.7)) if blocks_out else 0
            plain = "".join(t for t, _ in inline_runs(b.text))
            hlh = text.line_height(role, hsize)
            lines = _typeset([(plain, "")], width, hsize, HEADING_INK, role)
            for dy, surf in _render_lines(lines, width, hlh, "center" if b.level == 1 else "left"):
                blocks_out.append((0, y + dy, surf))
                y += hlh
            if b.level <= 2:
                rule = gfx.Surface((width, 12), pygame.SRCALPHA)
                theme.draw_divider(rule, width // 2, 6, width - 40, theme.INK_SOFT)
                blocks_out.append((0, y, rule))
                y += 16
            y += 6
        elif b.kind == "picture":
            img = pictures(b.text, width) if pictures is not None else None
            if img is not None:
                y += 6
                blocks_out.append(((width - img.get_width()) // 2, y, img))
                y += img.get_height() + int(lh * 0.6)
        elif b.kind == "rule":
            rule = gfx.Surface((width, 24), pygame.SRCALPHA)
            theme.draw_divider(rule, width // 2, 12, width // 2, theme.INK_SOFT)
            blocks_out.append((0, y, rule))
            y += 30
        elif b.kind in ("bullet", "number"):
            indent = 30 + 28 * b.level
            lines = _typeset(inline_runs(b.text), width - indent, size, color)
            marker = gfx.Surface((indent, lh), pygame.SRCALPHA)
            if b.kind == "bullet":
                cx, cy = indent - 14, lh // 2 + 2
                gfx.polygon(marker, HEADING_INK, [(cx, cy - 5), (cx + 5, cy), (cx, cy + 5), (cx - 5, cy)])
            else:
                img = text.render(b.marker, "figures_bold", round(size * FIGURE_SCALE), HEADING_INK)
                text.blit(marker, img, (indent - 8 - img.get_width(), lh - img.get_height()), b.marker)
            blocks_out.append((0, y, marker))
            for dy, surf in _render_lines(lines, width - indent, lh):
                blocks_out.append((indent, y + dy, surf))
                y += lh
            y += 4
        elif b.kind == "quote":
            lines = _typeset(inline_runs(b.text, "i"), width - 40, size, theme.INK_SOFT)
            top = y
            for dy, surf in _render_lines(lines, width - 40, lh):
                blocks_out.append((30, y + dy, surf))
                y += lh
            bar = gfx.Surface((4, max(1, y - top)), pygame.SRCALPHA)
            bar.fill((*HEADING_INK, 200))
            blocks_out.append((12, top, bar))
            y += 10
        elif b.kind == "table":
            rows = []
            while i < len(parsed) and parsed[i].kind == "table":
                rows.append(parsed[i].cells)
                i += 1
            y = _layout_table(rows, width, size, color, y, blocks_out)
            continue
        else:
            lines = _typeset(inline_runs(b.text), width, size, color)
            for dy, surf in _render_lines(lines, width, lh):
                blocks_out.append((0, y + dy, surf))
                y += lh
            y += int(lh * 0.5)
        i += 1
    return blocks_out, y + lh


def _layout_table(rows, width: int, size: int, color, y: int, out: list) -> int:
    ncols = max(len(r) for r in rows)
    natural = [0] * ncols
    for row in rows:
        for c, cell in enumerate(row):
            natural[c] = max(natural[c], text.measure(cell, "serif", size)[0] + 24)
    total = sum(natural)
    widths = natural if total <= width else [max(80, int(n * width / total)) for n in natural]
    lh = text.line_height("serif", size)
    for r, row in enumerate(rows):
        cells = []
        for c, cell in enumerate(row):
            runs = [(cell, "b")] if c == 0 else inline_runs(cell)
            cells.append(_render_lines(_typeset(runs, widths[c] - 16, size - 1, color), widths[c] - 16, lh))
        height = max(len(cl) for cl in cells) * lh + 10
        band = gfx.Surface((sum(widths), height), pygame.SRCALPHA)
        if r % 2 == 0:
            band.fill((120, 80, 30, 28))
        gfx.line(band, (*theme.INK_SOFT, 120), (0, height - 1), (band.get_width(), height - 1))
        x = 0
        for c, lines in enumerate(cells):
            for k, (dy, surf) in enumerate(lines):
                band.blit(surf, (x + 8, 5 + k * lh + dy))
            x += widths[c]
        out.append((0, y, band))
        y += height
    return y + int(lh * 0.6)


def picture_row(items, width: int, *, gap: int = 18, caption_size: int = 17, color=theme.INK) -> pygame.Surface:
    """Pieces side by side, each with a caption under it, scaled down to fit
    ``width``: how a game's guide shows its own cards and pieces.
    ``items``: [(Surface, caption)]."""
    items = [(img, cap) for img, cap in items if img is not None]
    if not items:
        return gfx.Surface((1, 1), pygame.SRCALPHA)
    natural = sum(img.get_width() for img, _ in items) + gap * (len(items) - 1)
    k = min(1.0, width / max(1, natural))
    if k < 1.0:
        items = [(gfx.smoothscale(img, (max(1, int(img.get_width() * k)),
                                                    max(1, int(img.get_height() * k)))), cap) for img, cap in items]
    cap_h = text.line_height("ui", caption_size) * 2
    slots = [max(img.get_width(), min(int(width / len(items)) - gap, text.measure(cap, "ui", caption_size)[0]))
             for img, cap in items]
    while sum(slots) + gap * (len(items) - 1) > width and max(slots) > 40:
        slots = [s - 4 if s > img.get_width() else s for s, (img, _) in zip(slots, items)]
    tallest = max(img.get_height() for img, _ in items)
    out = gfx.Surface((min(width, sum(slots) + gap * (len(items) - 1)), tallest + 8 + cap_h), pygame.SRCALPHA)
    x = 0
    for (img, cap), slot in zip(items, slots):
        out.blit(img, (x + (slot - img.get_width()) // 2, tallest - img.get_height()))
        lines = text.wrap(cap, "ui", caption_size, slot)[:2]
        for i, line in enumerate(lines):
            text.draw(out, line, (x + slot // 2, tallest + 8 + i * text.line_height("ui", caption_size)), "ui",
                      caption_size, color, anchor="midtop")
        x += slot + gap
    return out
