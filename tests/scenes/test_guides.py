"""The in-app rules: a player's guide per game in our own words, with the
game's own pieces drawn in, lining figures for numbers, table notes without
developer paths, and no copy of the rulebooks we were given."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from game import games, paths
from game.engine import text
from game.engine.widgets import layout_markdown
from game.engine.widgets.markdown import FIGURE_SCALE, parse, word_image
from game.scenes.rules import guide_pictures, rule_texts

ROOT = Path(__file__).resolve().parents[2]
# ../shared/rules beside the project (a worktree may sit a level deeper)
SHARED_RULES = next((p / "shared" / "rules" for p in ROOT.parents if (p / "shared" / "rules").is_dir()),
                    ROOT.parent / "shared" / "rules")
PLAYABLE = [g.id for g in games.GAMES if g.at_table]
WRITTEN = [g.id for g in games.GAMES if g.playable]  # rules written, with or without a table yet
SECTIONS = ("goal", "turn", "end")  # each guide says how to win, how a turn goes and how it ends


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_each_playable_game_has_a_guide_with_the_parts_a_player_needs(game_id):
    label, source = rule_texts(game_id)[0]
    assert label == "How to play"
    headings = [b.text.lower() for b in parse(source) if b.kind == "heading"]
    for part in SECTIONS:
        assert any(part in h for h in headings), f"the {game_id} guide has no section about its {part}"
    assert any(w in " ".join(headings) for w in ("table", "pieces", "tickets")), "no section on what is on the table"


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_every_picture_in_a_guide_is_drawn_by_the_games_own_art(game_id):
    source = rule_texts(game_id)[0][1]
    names = [b.text for b in parse(source) if b.kind == "picture"]
    assert names, f"the {game_id} guide shows none of its pieces"
    draw = guide_pictures(game_id)
    assert draw is not None
    for name in names:
        img = draw(name, 880)
        assert img is not None, f"{game_id} draws no picture {name!r}"
        assert 0 < img.get_width() <= 880 and img.get_height() > 40
        assert img.get_bounding_rect().w > 100, f"the picture {name!r} is empty"
    blocks, height = layout_markdown(source, 880, pictures=draw)
    assert any(s.get_height() > 60 for _, _, s in blocks)  # the pictures are laid out among the words


@pytest.mark.parametrize("game_id", WRITTEN)
def test_guides_are_in_our_own_words(game_id):
    """No run of ten words of a rulebook we were given appears in its guide."""
    book = next(iter(sorted(SHARED_RULES.glob(f"*{game_id}.md"))), SHARED_RULES / f"{game_id}.md")
    if not book.is_file():
        pytest.skip("the rulebooks are beside the project only where shared/ is")

    def words(s: str) -> list[str]:
        return re.findall(r"[a-z0-9]+", s.lower())

    book_words = words(book.read_text(encoding="utf-8"))
    runs = {" ".join(book_words[i:i + 10]) for i in range(len(book_words) - 9)}
    guide_words = words(rule_texts(game_id)[0][1])
    copied = [" ".join(guide_words[i:i + 10]) for i in range(len(guide_words) - 9)
              if " ".join(guide_words[i:i + 10]) in runs]
    assert copied == []


def test_the_rulebooks_do_not_ship():
    assert not list(paths.resource("docs").glob("rules/*.md"))
    assert list(paths.resource("docs").glob("guides/*.md"))


@pytest.mark.parametrize("game_id", WRITTEN)
def test_the_viewer_shows_the_guide_alone_never_our_rules_notes(game_id):
    """Our rules notes are written for us; the rulings a player needs are in the guide."""
    tabs = rule_texts(game_id)
    assert [label for label, _ in tabs] == ["How to play"]
    guide = tabs[0][1]
    for pattern in (r"docs/", r"tests/", r"game/", r"\.py\b", r"\.json\b", r"shared/", r"rulebook's pictures"):
        assert not re.search(pattern, guide), f"{game_id}'s guide shows {pattern}"


@pytest.mark.parametrize("game_id", ["most-wanted", "wagon-robbers", "scotland-yard", "fugitive"])
def test_each_guide_carries_the_rulings_players_need(game_id):
    headings = [b.text for b in parse(rule_texts(game_id)[0][1]) if b.kind == "heading"]
    assert "Fine points" in headings



def test_numbers_in_serif_text_are_lining_figures():
    size = 22
    serif = text.render("10", "serif", size)
    lining = text.render("10", "figures", round(size * FIGURE_SCALE))
    word = word_image("10", "serif", size, text.INK)
    # the typeset word is the lining figures, not the serif's old-style ones
    assert word.get_width() == lining.get_width() != serif.get_width()
    mixed = word_image("+3", "serif", size, text.INK)
    assert mixed.get_height() == text.font("serif", size).get_height() or mixed.get_height() >= lining.get_height()


