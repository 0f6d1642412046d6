"""README's table of games says what the game registry says: a game is
playable once its rules are registered and it has a table to play at."""

import re
from pathlib import Path

from game import games

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_lists_every_game_with_its_players_and_status():
    rows = re.findall(r"^\| ([^|]+?) \| ([^|]+?) \| (playable|in preparation) \|$", README.read_text(), re.M)
    listed = {title: (players, status) for title, players, status in rows}
    expected = {g.title: (g.players.split()[0], "playable" if g.at_table else "in preparation") for g in games.GAMES}
    assert listed == expected
