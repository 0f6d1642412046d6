"""The Few and Cursed's table at its setup and its end: each seat in turn
chooses its character in a dialog of the character cards (behind the handoff
between two people; a bot chooses on its own), with the cards an earlier seat
took greyed; the setup screen says why a solo variant cannot be dealt to two;
each solo variant and co-op has its own words for a win and for a loss."""

from __future__ import annotations

import pytest

from game.core.model import Action
from at_table import pass_handoff

from .test_scene import new_match, open_table, settle


def _pass_handoff(d, table) -> bool:
    settle(d, table)
    if d.top_name != "handoff":
        return False
    pass_handoff(d)
    settle(d, table)
    return True


def _choose(d, table, match, seat: int, key: str) -> None:
    """Click the character's button in the dialog."""
    action = Action("select", (key,))
    assert action in match.legal_actions(seat)
    b = table.button_for(action)
    assert b is not None and b in table.dialog.buttons, "the character is chosen in the dialog"
    d.click(b.rect.center)
    settle(d, table)


def test_two_people_choose_their_characters_in_turn_and_a_bot_after_them(app):
    match = new_match((None, None, "easy"), seed=5, deal=False)
    d, table = open_table(app, match)
    _pass_handoff(d, table)
    assert match.observe(None)["phase"] == "characters" and table.viewer == 0
    dialog = table.dialog.dialog
    assert table.dialog.active and dialog.title == "Choose your character"
    cat = match.rules.catalog
    assert len(dialog.cards) == len(cat.characters), "every character side by side"
    assert all(img.get_width() >= 160 for img, *_ in dialog.cards), "big enough to compare"
    assert table.hand == [], "no hand before the deck is chosen"
    assert table.prompt()[1] == "Choose your character", "nothing is taken yet"
    first_pick = cat.characters[2].key
    _choose(d, table, match, 0, first_pick)
    assert match.observe(None)["players"][0]["character"] == first_pick

    assert _pass_handoff(d, table), "the screen passes to the second person behind a handoff"
    assert table.viewer == 1 and table.dialog.active
    taken = [(label, action, reason) for _img, label, action, reason in table.dialog.dialog.cards if action is None]
    assert taken == [("Taken by Ada", None, "Taken by Ada")]
    assert table.prompt()[1] == "Choose your character (1 already taken)"
    taken_button = next(b for b in table.dialog.buttons if b.label == "Taken by Ada")
    assert not taken_button.enabled
    second_pick = cat.characters[0].key
    _choose(d, table, match, 1, second_pick)
    for _ in range(20):           # the bot chooses on its own, then the draft begins
        if match.observe(None)["phase"] != "characters":
            break
        _pass_handoff(d, table)
    players = match.observe(None)["players"]
    assert match.observe(None)["phase"] != "characters"
    assert [p["character"] for p in players[:2]] == [first_pick, second_pick]
    assert players[2]["character"] not in (first_pick, second_pick)
    assert any("takes" in line[0] and "as their character" in line[0] for line in table.log)


def test_the_setup_screen_refuses_a_solo_variant_for_two_players_in_words(app):
    from game.scenes.driver import Driver

    app.go("setup", game_id="few-and-cursed")
    d = Driver(app)
    d.frames(3)
    setup = d.top
    assert d.top_name == "setup" and setup.players == 2 and setup.start_button.enabled
    d.click(setup.variant_toggles["dark-arts"].rect.center)
    assert "dark-arts" in setup.variants
    assert not setup.start_button.enabled
    reason = setup.start_button.tooltip_text()
    assert "solo variant" in reason and "1 player" in reason
    d.click(setup.start_button.rect.center)
    assert d.top_name == "setup", "no match is dealt"
    picker = setup.count_picker
    d.click((picker.rect.x + 10, picker.rect.centery))    # one fewer player: solo
    assert setup.players == 1 and setup.start_button.enabled
    d.click(setup.start_button.rect.center)
    d.frames(3)
    table = app.stack.find("table")
    assert table is not None and "dark-arts" in table.match.state.variants


@pytest.mark.parametrize("variant,players,words", [
    ("curse-chaser", 1, ("The curse is broken!", "The curse chaser falls")),
    ("dark-arts", 1, ("The Dark Arts are mastered!", "The Dark Arts elude you")),
    ("shadows", 1, ("The job is done, in the shadows!", "The shadows close in")),
    ("coop", 2, ("The posse saves San Andreas!", "The posse is broken"))])
def test_each_solo_variant_and_coop_has_its_own_win_and_loss_words(variant, players, words):
    from game.core.model import Outcome
    from game.games.few_and_cursed.table.final import results_details
    from game.scenes.driver import play_out

    match = new_match((None,) * players, seed=1, variants=(variant,))
    play_out(match, None, 1)
    real = match.outcome()
    for won, headline in ((True, words[0]), (False, words[1])):
        match.outcome = lambda won=won: Outcome(tuple(range(players)) if won else (), real.rewards, real.reason, real.scores)
        details = results_details(match)
        assert details.headline == headline and details.won == won
        assert details.reason, "why the game ended is said under the headline"
        if variant == "coop":
            assert any(f"Team Grit: {match.state.team_grit}" in note for note in details.notes)
        else:
            assert details.rows and details.columns[-1] == "Grit"
