"""The strength ladder (build_scripts/ladder.py) seats the level in the role its
row names, and reads that role's wins."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from game.scenes import launch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))

import ladder  # noqa: E402


@pytest.mark.parametrize("row", [r for r in ladder.ROWS if r.side_role], ids=lambda r: f"{r.game}-{r.role}")
def test_a_two_sided_row_seats_the_level_in_the_role_it_names(row):
    roles = launch.rules_for(row.game).info.roles
    level_roles = {roles[i] for i, s in enumerate(row.seats) if s == "L"}
    assert level_roles == {row.side_role}, f"{row.role}: the level sits as {level_roles}"


def test_a_fugitive_row_gives_the_level_its_own_roles_wins():
    marshal = next(r for r in ladder.ROWS if r.game == "fugitive" and r.role == "Marshal")
    easy, normal = (ladder.run_row(marshal, level, 20, 311, 1)["rate"] for level in ("easy", "normal"))
    assert easy < normal   # an Easy Marshal catches him less often than a Normal one
