"""Small things that made the shared scenes feel unfinished: seat names that
follow the seat's kind, the handoff's role line, the title's count of games and
its one gold button, and screenshots of the setup at the asked-for size."""

from __future__ import annotations

import pygame
import pytest

from game import games
from game.core.match import SeatInfo
from game.scenes import capture, launch
from game.scenes.hotseat import HotSeat
from game.scenes.setup import BOT_NAMES
from game.scenes.title import subtitle
from game.engine.widgets import Label
from game.engine.widgets.base import TOOLTIP_DELAY


def _setup(drive, game_id="most-wanted"):
    drive.app.go("setup", game_id=game_id)
    drive.frames(3)
    return drive.top


def test_a_seat_switched_to_human_loses_its_bot_name_and_back(drive):
    setup = _setup(drive)
    assert setup.seats[1]["bot"] == "normal" and setup.seats[1]["name"] in BOT_NAMES
    picker = setup.kind_pickers[1]
    drive.click(picker._arrow_rects()[0])  # Bot - Normal -> Bot - Easy -> ... the left arrow
    while setup.seats[1]["bot"] is not None:
        drive.click(picker._arrow_rects()[0])
    assert setup.seats[1]["name"] == "Player 2"
    assert setup.name_fields[1].text == "Player 2"  # the field shows it too
    drive.click(picker._arrow_rects()[1])
    assert setup.seats[1]["bot"] is not None and setup.seats[1]["name"] in BOT_NAMES
    names = [s["name"] for s in setup.seats[: setup.players]]
    assert len(set(names)) == len(names)


def test_a_name_the_player_typed_stays_when_the_seat_changes_kind(drive):
    setup = _setup(drive)
    setup.set_name(1, "Big Nose Kate")
    setup.set_kind(1, None)
    assert setup.seats[1]["name"] == "Big Nose Kate"
    setup.set_kind(1, "hard")
    assert setup.seats[1]["name"] == "Big Nose Kate"


def test_the_handoff_names_the_role_without_a_wrong_article(drive):
    drive.app.push("handoff", player="Ada", role="Mister X")
    drive.frames(3)
    from game.engine import layout_check

    with layout_check.recording(drive.app.screen) as rec:
        drive.top.draw(drive.app.screen)
    said = [d.text for d in rec.draws]
    assert "Role: Mister X" in said
    assert not any("the Mister X" in line for line in said)


class _Rules:
    def __init__(self, roles):
        self.roles = roles

    def role_of(self, state, seat):
        return self.roles[seat]


class _Match:
    def __init__(self, roles):
        self.rules = _Rules(roles)
        self.state = None
        self.seats = [SeatInfo(f"P{i}", None) for i in range(len(roles))]


@pytest.mark.parametrize("roles, shown", [
    (("Outlaw", "Outlaw", "Outlaw"), ["", "", ""]),  # Most Wanted: everyone is an Outlaw, so say nothing
    (("Mister X", "Detective", "Detective"), ["Mister X", "Detective", "Detective"]),
    (("Player 1", "Player 2"), ["", ""]),  # Wagon Robbers: sides change every wagon, seats have no role
])
def test_handoff_and_results_show_a_role_only_when_it_tells_something(app, roles, shown):
    seat = HotSeat(app, _Match(roles))
    assert [seat.role_to_show(i) for i in range(len(roles))] == shown


def test_the_title_counts_the_games_that_can_be_played(drive, monkeypatch):
    playable = sum(1 for g in games.GAMES if g.at_table)
    line = subtitle()
    assert line.startswith({4: "Four", 5: "Five"}.get(playable, str(playable)))
    if playable < len(games.GAMES):
        assert "more on the way" in line
    monkeypatch.setattr(games, "GAMES", tuple(g for g in games.GAMES if g.at_table))
    assert "on the way" not in subtitle()


def test_the_title_has_one_gold_button_and_the_focus_is_on_it(drive):
    title = drive.top
    drive.key(pygame.K_TAB)
    drive.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    gold = [b for b in (title.continue_button, title.new_button, title.load_button, title.settings_button,
                        title.quit_button) if b.style == "brass" and b.enabled]
    assert len(gold) == 1
    assert title.ui.focus is gold[0] and title.ui.keyboard_mode


def test_screenshot_of_the_setup_takes_the_players_asked_for(tmp_path):
    capture.screenshot("setup", tmp_path / "setup8.png", players=8)
    assert (tmp_path / "setup8.png").is_file()
    from game.app import App

    with capture.scratch_home():
        app = App(headless=True)
        try:
            capture.prepare(app, "setup", players=8)
            setup = app.stack.top
            assert setup.players == 8 and launch.rules_for(setup.game_id).info.max_seats >= 8
            assert sum(1 for f in setup.name_fields if f.visible) == 8
        finally:
            app.shutdown()
    with pytest.raises(capture.CaptureError, match="2-2 players"):
        capture.screenshot("setup", tmp_path / "x.png", players=8, game_id="fugitive")


def test_wagon_robbers_results_do_not_call_a_player_by_a_seat_number(app):
    from game.scenes.driver import play_out

    match = capture.make_match("wagon-robbers", 3, 2)
    play_out(match, None, 2)
    app.go("results", match=match)
    app.settle(5)
    assert [app.stack.top.role(s) for s in range(3)] == ["", "", ""]


def test_setup_offers_the_few_and_cursed_its_hard_bot(drive):
    """The Few and Cursed's seats cycle Human, Easy, Normal and Hard, and a saved
    Hard seat comes back as Hard; the table makes a Hard bot that thinks for its
    time budget."""
    drive.app.settings.table_setups["few-and-cursed"] = {
        "players": 2, "seats": [{"name": "Ada", "bot": None}, {"name": "Doc", "bot": "hard"}], "variants": []}
    setup = _setup(drive, "few-and-cursed")
    assert setup.seats[1]["bot"] == "hard"
    picker = setup.kind_pickers[1]
    seen = set()
    for _ in range(8):
        drive.click(picker._arrow_rects()[1])
        seen.add(setup.seats[1]["bot"])
    assert seen == {None, "easy", "normal", "hard"}
    assert [kind for kind, _ in _setup(drive, "most-wanted").seat_kinds()] == [None, "easy", "normal", "hard"]


def test_the_few_and_cursed_hard_bot_is_the_searching_one():
    from game.games.few_and_cursed.ai import APP_SECONDS, make_bot, table_bot
    from game.games.few_and_cursed.ai.hard import HardBot

    assert isinstance(make_bot("hard"), HardBot) and make_bot("hard").time_budget is None
    assert table_bot("hard").time_budget == APP_SECONDS


@pytest.mark.parametrize("game_id", ["most-wanted", "few-and-cursed", "fugitive"])
def test_each_variant_is_explained_on_the_setup_and_no_tip_covers_the_others(drive, game_id):
    """Pointing at a variant, or reaching it with the keys, prints what it changes
    in the panel (or it is printed under it already); no tooltip lies over the
    other options."""
    drive.app.go("setup", game_id=game_id)
    drive.frames(3)
    setup = drive.top
    info = setup.info
    shown = lambda: [w.text for w in setup.ui.walk() if isinstance(w, Label) and w.visible]  # noqa: E731
    for v in info.variants:
        toggle = setup.variant_toggles[v.key]
        assert not toggle.tooltip_text(), "a variant is no tooltip"
        drive.hover(toggle)
        drive.frames(int(TOOLTIP_DELAY * 60) + 10)
        words = shown()
        assert any(v.description in w for w in words), f"{v.label} is not explained: {words}"
        assert setup.ui.tip_rect is None
    if setup.variant_note is not None:  # the note follows the keyboard too
        drive.hover((5, 5))
        first = setup.variant_toggles[info.variants[0].key]
        for _ in range(40):  # Tab through the controls until a variant has the focus
            drive.key(pygame.K_TAB)
            if setup.ui.focus is first:
                break
        drive.key(pygame.K_DOWN)
        focused = setup.ui.focus
        assert focused in setup.variant_toggles.values()
        key = next(k for k, t in setup.variant_toggles.items() if t is focused)
        assert setup.variant_note.text.endswith(next(v.description for v in info.variants if v.key == key))


@pytest.mark.parametrize("game_id", ["most-wanted", "few-and-cursed", "fugitive"])
def test_the_variant_toggles_boxes_stand_apart(drive, game_id):
    """Six variants packed into The Few and Cursed's panel: each tick box fits its own row, so
    the list reads as separate boxes, not a grid of touching squares."""
    drive.app.go("setup", game_id=game_id)
    drive.frames(2)
    boxes = [t.box() for t in drive.top.variant_toggles.values()]
    for toggle, box in zip(drive.top.variant_toggles.values(), boxes):
        assert toggle.rect.contains(box)
    for upper, lower in zip(boxes, boxes[1:]):
        assert lower.top - upper.bottom >= 2, (upper, lower)
