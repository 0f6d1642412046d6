"""The end of a match as a player reads it: the results list the seats by standing with
their scores in the game's own unit, Wagon Robbers' reveal board stays until it is read,
Fugitive's tags over the route never lie on each other, and Most Wanted's TO PLAY tag is
on the plate of the seat the table waits for."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from game.core.match import SeatInfo
from game.scenes import launch
from game.scenes.driver import Driver, play_out
from game.scenes.results import score_words, standing
from game.engine import gfx


def _finished(game_id: str, players: int, seed: int):
    seats = [SeatInfo(n, "easy") for n in ("Ada", "Bill", "Cora", "Dutch", "Etta", "Frank", "Gus", "Hattie")[:players]]
    match = launch.new_match(game_id, players, seats, (), seed, autosave=False)
    play_out(match, seed=seed, level="easy")
    assert match.is_over()
    return match


def test_the_results_list_the_winner_first_then_by_score():
    match = _finished("most-wanted", 8, 4)
    order = standing(match)
    outcome = match.outcome()
    assert order[0] in outcome.winners
    scores = [outcome.scores[s] for s in order if s not in outcome.winners]
    assert scores == sorted(scores, reverse=True)
    assert sorted(order) == list(range(8))


def test_scores_carry_the_games_unit():
    assert score_words(3.0, "wagon") == "3 wagons" and score_words(1.0, "wagon") == "1 wagon"
    assert score_words(12.0, "space {n}") == "space 12"
    assert score_words(7.0, "") == "7"
    wr = _finished("wagon-robbers", 3, 2)
    assert wr.rules.info.score_unit == "wagon"


def test_wagon_robbers_reveal_board_waits_for_the_player(app):
    seats = [SeatInfo("Ada", None), SeatInfo("Bill", "easy"), SeatInfo("Cora", "easy")]
    match = launch.new_match("wagon-robbers", 3, seats, (), 5, autosave=False)
    table = launch.open_match(app, match)
    d = Driver(app)
    table.bot_pace = 0.0
    for _ in range(3000):
        if (table.reveal or {}).get("battle") is not None:
            break
        if 0 in match.to_act() and not table.busy():
            match.apply(0, match.legal_actions(0)[0])
        d.frames(1, dt=0.1)
        time.sleep(0.002)   # the bots think on their own threads
    assert table.reveal is not None and table.reveal.get("battle") is not None
    d.frames(600, dt=0.1)      # a minute: still up, nobody clicked
    assert table.holds_for_reader() and table.reveal is not None
    d.key(pygame.K_SPACE, frames=3)
    assert not table.holds_for_reader()


def test_fugitive_route_tags_side_by_side_are_set_apart():
    from game.games.fugitive.table.labels import stagger

    pygame.init()
    img = gfx.Surface((90, 20))
    tags = stagger([((100 + 60 * i, 200), img) for i in range(5)])
    rects = [img.get_rect(center=c) for c, _ in tags]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_most_wanted_to_play_tag_marks_the_seats_the_table_waits_for(app):
    seats = [SeatInfo("Ada", None), SeatInfo("Bill", "easy"), SeatInfo("Cora", "easy")]
    match = launch.new_match("most-wanted", 3, seats, (), 3, autosave=False)
    table = launch.open_match(app, match)
    d = Driver(app)
    table.bot_pace = 0.0
    for _ in range(400):
        d.frames(1, dt=0.1)
        time.sleep(0.002)
        waited = set(table.deciding())
        obs = match.observe(table.viewer)
        marked = {s for s in range(3) if table.drawing.plate_info(s, replace(table.sight(), obs=obs)).active}
        assert marked == waited
        if 0 in match.to_act() and not table.busy():
            match.apply(0, match.legal_actions(0)[0])
        if match.is_over():
            break
    play_out(match, seed=1, level="easy")
    d.frames(5)
    obs = match.observe(table.viewer)
    assert not any(table.drawing.plate_info(s, replace(table.sight(), obs=obs)).active for s in range(3))
