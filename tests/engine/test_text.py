"""Text: bundled fonts by role, caching, wrapping, fitting."""

import pygame
import pytest

from game.engine import assets, text


@pytest.fixture(scope="module", autouse=True)
def fonts():
    pygame.init()
    yield


def test_every_role_uses_a_bundled_font_with_its_licence():
    for role, filename in text.ROLES.items():
        path = assets.font_path(filename)
        assert path is not None and path.is_file(), role
        text.font(role, 20)
    licences = {p.name for p in assets.asset_path("fonts").glob("OFL-*.txt")}
    assert {"OFL-Rye.txt", "OFL-EBGaramond.txt", "OFL-Lato.txt"} <= licences


def test_render_is_cached():
    a = text.render("Howdy", "display", 30, (10, 20, 30))
    b = text.render("Howdy", "display", 30, (10, 20, 30))
    assert a is b and a.get_width() > 0


def test_wrap_fits_width_and_keeps_words():
    sentence = "The Marshal uncovers every hideout before the Fugitive escapes town"
    lines = text.wrap(sentence, "serif", 22, 200)
    assert len(lines) > 1
    assert all(text.measure(line, "serif", 22)[0] <= 200 for line in lines)
    assert " ".join(lines).split() == sentence.split()


def test_wrap_keeps_words_joined_by_a_no_break_space_on_one_line():
    lines = text.wrap("Gain some water and then Draw\u00a01.", "serif", 13, 90)
    assert len(lines) > 1 and lines[-1].endswith("Draw\u00a01.")
    assert not any(line.split()[-1] == "Draw" for line in lines)
    assert text.wrap("one two", "ui", 20, 400) == ["one two"] and text.wrap("a\tb", "ui", 20, 400) == ["a b"]


def test_wrap_splits_overlong_words_and_keeps_blank_lines():
    lines = text.wrap("x" * 200 + "\n\nend", "ui", 20, 100)
    assert all(text.measure(line, "ui", 20)[0] <= 100 for line in lines)
    assert "" in lines and lines[-1] == "end"


def test_render_wrapped_height_matches_lines():
    surf = text.render_wrapped("one two three four five six seven", "ui", 20, (0, 0, 0), 80)
    assert surf.get_width() == 80
    assert surf.get_height() == text.line_height("ui", 20) * len(text.wrap("one two three four five six seven",
                                                                           "ui", 20, 80))


def test_ellipsize_and_fit_size():
    long = "Calamity Jane of the Black Hills"
    cut = text.ellipsize(long, "ui", 20, 120)
    assert cut.endswith("...") and text.measure(cut, "ui", 20)[0] <= 120
    assert text.ellipsize("Doc", "ui", 20, 120) == "Doc"
    size = text.fit_size(long, "display", 40, 200)
    assert size < 40 and text.measure(long, "display", size)[0] <= 200


def test_unknown_role_is_a_clear_error():
    with pytest.raises(KeyError, match="unknown text role"):
        text.font("comic", 12)


def test_names_the_poster_face_cannot_show_fall_back_to_a_fuller_face():
    name = "Łukasz Żółć"
    assert not text.covers("display", name) and text.covers("display", "Calamity Jane")
    fallback = text.render(name, "serif_bold", 40, (0, 0, 0))
    assert text.render(name, "display", 40, (0, 0, 0)).get_size() == fallback.get_size()
    assert text.measure(name, "display", 40) == text.measure(name, "serif_bold", 40)


def test_a_missing_font_file_is_reported_and_a_plain_face_stands_in(monkeypatch, capsys):
    monkeypatch.setitem(text.ROLES, "lost_bold", "NoSuchFace-Bold.ttf")
    heard = []
    assets.add_missing_hook(heard.append)
    try:
        img = text.render("Still readable", "lost_bold", 24, (0, 0, 0))
    finally:
        assets.remove_missing_hook(heard.append)
    assert img.get_width() > 50
    assert text.font("lost_bold", 24).bold  # the stand-in keeps the role's weight
    assert any("NoSuchFace-Bold.ttf" in m for m in heard)
    assert "NoSuchFace-Bold.ttf" in capsys.readouterr().err
