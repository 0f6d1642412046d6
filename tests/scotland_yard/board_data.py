"""The London board built from the CSV copies in ``data/``, for tests that
must not depend on the Tiled map: 199 stations, 468 links."""

from __future__ import annotations

import csv
import json
from functools import lru_cache
from pathlib import Path

from game.core.graph import Graph
from game.games.scotland_yard.rules import ScotlandYardRules

DATA = Path(__file__).resolve().parent / "data"


@lru_cache(maxsize=None)
def london() -> Graph:
    g = Graph()
    with open(DATA / "stations.csv", newline="") as f:
        for row in csv.DictReader(f):
            g.add_node(int(row["id"]), x=float(row["x"]), y=float(row["y"]))
    with open(DATA / "edges.csv", newline="") as f:
        for row in csv.DictReader(f):
            g.add_link(int(row["a"]), int(row["b"]), row["mode"])
    assert g.validate(199, 468) == []
    return g


@lru_cache(maxsize=None)
def start_cards() -> dict:
    return json.loads((DATA / "start_positions.json").read_text())


@lru_cache(maxsize=None)
def rules() -> ScotlandYardRules:
    cards = start_cards()
    return ScotlandYardRules(london(), cards["detectives"], cards["mister_x"])
