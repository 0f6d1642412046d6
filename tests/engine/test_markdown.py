"""The rulebook typesetter: what each piece of Markdown becomes, and that
nothing is lost or drawn outside the page."""

import pygame

from game.engine.widgets.markdown import inline_runs, layout_markdown, parse

BOOK = """# Fugitive

SETUP

Shuffle the cards
and deal five.

- Take 1, 2, 3
  and 42.
  - nested
3. Third step
> A quote
---
Card\tValue\tNote
"""


def test_blocks_of_a_rulebook():
    kinds = [(b.kind, b.text, b.level) for b in parse(BOOK)]
    assert kinds[0] == ("heading", "Fugitive", 1)
    assert kinds[1] == ("heading", "SETUP", 3)  # a short line alone in capitals is a section title
    assert kinds[2] == ("para", "Shuffle the cards and deal five.", 0)
    assert kinds[3] == ("bullet", "Take 1, 2, 3 and 42.", 0)  # the indented line continues the item
    assert kinds[4] == ("bullet", "nested", 1)
    assert kinds[5][:2] == ("number", "Third step")
    assert [k[0] for k in kinds[6:]] == ["quote", "rule", "table"]
    assert parse(BOOK)[-1].cells == ("Card", "Value", "Note")


def test_capitals_inside_a_paragraph_or_too_short_stay_text():
    assert [b.kind for b in parse("NO\n\nTHE END OF\nTHE ROAD\n\nA CARD NAMED X is played.")] == \
        ["para", "para", "para"]


def test_inline_styles():
    assert inline_runs("a **bold** and *slanted* `code` [link](http://x)") == [
        ("a ", ""), ("bold", "b"), (" and ", ""), ("slanted", "i"), (" ", ""), ("code", "c"), (" ", ""),
        ("link", ""),
    ]


def test_layout_stays_inside_the_width_and_grows_downwards():
    pygame.font.init()
    blocks, height = layout_markdown(BOOK * 3, 500)
    assert blocks and height > 0
    ys = [y for _x, y, _s in blocks]
    assert ys == sorted(ys)
    assert all(x >= 0 and x + s.get_width() <= 500 for x, _y, s in blocks)
    assert max(y + s.get_height() for _x, y, s in blocks) <= height
