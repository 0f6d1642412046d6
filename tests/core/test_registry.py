"""The games' registry reads each game's facts from its GameInfo, once."""

from __future__ import annotations

import subprocess
import sys

from game import games


def test_titles_seats_and_pitches_come_from_each_games_rules():
    for entry in games.GAMES:
        info = games.rules_for(entry.id).info
        assert (entry.title, entry.pitch) == (info.title, info.pitch)
        seats = f"{info.min_seats}-{info.max_seats}" if info.min_seats != info.max_seats else f"{info.min_seats}"
        assert entry.players.startswith(seats + " player")
    assert games.entry("fugitive").players == "2 players"
    assert games.entry("most-wanted").players == "2-8 players"


def test_listing_the_games_imports_no_pygame():
    code = ("import sys; from game import games; [(g.title, g.players, g.pitch) for g in games.GAMES];"
            " print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_game_whose_rules_cannot_load_is_listed_with_the_reason(tmp_path, monkeypatch, capsys):
    (tmp_path / "brokengame").mkdir()
    (tmp_path / "brokengame" / "__init__.py").write_text("")
    (tmp_path / "brokengame" / "rules.py").write_text("raise ValueError('cards.json, card 7, field power: bad')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    entry = games.GameEntry("broken-game", "brokengame")
    assert entry.title == "Broken Game"
    assert entry.pitch == "Cannot be loaded: cards.json, card 7, field power: bad"
    assert "broken-game: its rules cannot be loaded: cards.json, card 7" in capsys.readouterr().err
    sys.modules.pop("brokengame.rules", None)
    sys.modules.pop("brokengame", None)
