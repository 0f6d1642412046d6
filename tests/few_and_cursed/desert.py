"""A small desert for the rules tests: the map's attributes (FAC_SCHEMA), few spaces.

    red(2) -- 6 desert(LS1) -- 1 San Andreas -- 7 canyons(LS2) -- blue(3)
                                 |      \\
                          8 ruins(LS3)   10 cursed -- 11 desert
                                 |                      |
    green(4) ------------- 9 desert(LS4) -- gold(5) ----+
"""

from game.core.graph import Graph


def small_desert() -> Graph:
    g = Graph()
    nodes = {
        1: ("San Andreas", "san_andreas", "San Andreas", "", 0),
        2: ("Santana De Aguasucia", "desert", "Santana De Aguasucia", "red", 0),
        3: ("Expedition", "canyons", "Expedition", "blue", 0),
        4: ("Mountain View", "ruins", "Mountain View", "green", 0),
        5: ("Mana O'lana", "desert", "Mana O'lana", "gold", 0),
        6: ("Dry Wash", "desert", "", "", 1),
        7: ("Red Gorge", "canyons", "", "", 2),
        8: ("Old Mission", "ruins", "", "", 3),
        9: ("Salt Flat", "desert", "", "", 4),
        10: ("Hex Pit", "cursed", "", "", 0),
        11: ("Far Dunes", "desert", "", "", 0),
    }
    for nid, (name, kind, town, colour, seen) in nodes.items():
        g.add_node(nid, name=name, kind=kind, town=town, artifact=colour, last_seen=seen, x=nid * 10, y=nid * 5)
    roads = [(1, 6, 1, 0, 0), (6, 2, 1, 0, 0), (1, 7, 2, 0, 0), (7, 3, 1, 0, 1), (1, 8, 1, 0, 0), (8, 9, 1, 0, 0),
             (9, 4, 1, 0, 0), (9, 5, 1, 0, 0), (1, 10, 1, 1, 0), (10, 11, 1, 0, 0), (11, 5, 2, 0, 0)]
    for a, b, move, curse, damage in roads:
        g.add_link(a, b, "road", move=move, curse=curse, damage=damage)
    return g
