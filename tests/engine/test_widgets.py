"""Widgets: clicks, hover, disabled states, keyboard focus, text entry, scrolling."""

import pygame
import pytest

from game.engine.widgets import UI, Button, Label, OptionPicker, Panel, ScrollView, Slider, Tabs, TextField, Toggle, Widget
from game.engine import gfx


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    screen = pygame.display.set_mode((1280, 720))
    yield gfx.as_canvas(screen)


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def click(ui, pos):
    ui.handle_event(ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    ui.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    return ui.handle_event(ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(ui, k, mod=0):
    return ui.handle_event(ev(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def test_button_clicks_only_when_released_over_it():
    hits = []
    ui = UI([Button((100, 100, 200, 50), "Go", lambda: hits.append(1))])
    assert click(ui, (150, 120))
    assert hits == [1]
    # pressed inside, released outside: no click
    ui.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1))
    ui.handle_event(ev(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1))
    assert hits == [1]
    # a click elsewhere is not consumed
    assert not click(ui, (600, 600))


def test_button_hover_and_pressed_states(display):
    b = Button((100, 100, 200, 50), "Go")
    ui = UI([b])
    assert b.state == "normal"
    ui.handle_event(ev(pygame.MOUSEMOTION, pos=(120, 110), rel=(1, 1), buttons=(0, 0, 0)))
    assert b.hovered and b.state == "hover"
    ui.handle_event(ev(pygame.MOUSEBUTTONDOWN, pos=(120, 110), button=1))
    assert b.state == "pressed"
    ui.draw(display)  # every state draws
    ui.handle_event(ev(pygame.MOUSEMOTION, pos=(700, 700), rel=(1, 1), buttons=(0, 0, 0)))
    assert not b.hovered


def test_disabled_button_ignores_clicks_and_explains_why(display):
    hits = []
    b = Button((100, 100, 200, 50), "Undo", lambda: hits.append(1))
    b.set_enabled(False, "Nothing to take back")
    ui = UI([b])
    click(ui, (150, 120))
    key(ui, pygame.K_RETURN)
    assert hits == [] and b.state == "disabled"
    assert b.tooltip_text() == "Nothing to take back"
    ui.update(1.0)
    assert ui.tooltip_target() is b
    ui.draw(display)


def test_tab_moves_focus_and_enter_activates():
    hits = []
    a = Button((100, 100, 200, 50), "A", lambda: hits.append("a"))
    b = Button((100, 200, 200, 50), "B", lambda: hits.append("b"))
    ui = UI([a, b])
    key(ui, pygame.K_TAB)
    assert ui.focus is a and ui.keyboard_mode and a.show_focus
    key(ui, pygame.K_TAB)
    assert ui.focus is b
    key(ui, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert ui.focus is a
    key(ui, pygame.K_RETURN)
    key(ui, pygame.K_DOWN)
    key(ui, pygame.K_SPACE)
    assert hits == ["a", "b"]
    # moving the mouse hides the focus ring
    ui.handle_event(ev(pygame.MOUSEMOTION, pos=(5, 5), rel=(3, 3), buttons=(0, 0, 0)))
    assert not b.show_focus


def test_arrow_keys_move_focus_spatially():
    grid = [Button((x, y, 100, 40), f"{x},{y}") for y in (100, 200) for x in (100, 300)]
    ui = UI(grid)
    ui.set_focus(grid[0], keyboard=True)
    key(ui, pygame.K_RIGHT)
    assert ui.focus is grid[1]
    key(ui, pygame.K_DOWN)
    assert ui.focus is grid[3]
    key(ui, pygame.K_LEFT)
    assert ui.focus is grid[2]


def test_hotkeys_fire_without_focus_but_not_while_typing():
    hits = []
    field = TextField((100, 300, 200, 40))
    ui = UI([Button((100, 100, 200, 50), "New", lambda: hits.append(1), hotkey=pygame.K_n), field])
    key(ui, pygame.K_n)
    assert hits == [1]
    ui.set_focus(field)
    key(ui, pygame.K_n)
    ui.handle_event(ev(pygame.TEXTINPUT, text="n"))
    assert hits == [1] and field.text == "n"


def test_text_field_editing():
    changes = []
    field = TextField((100, 100, 300, 40), "Ada", changes.append, max_len=6)
    ui = UI([field])
    click(ui, field.rect.center)
    assert ui.focus is field
    ui.handle_event(ev(pygame.TEXTINPUT, text="line\x07s"))
    assert field.text == "Adalin"  # control characters dropped, cut at max_len
    key(ui, pygame.K_HOME)
    key(ui, pygame.K_DELETE)
    key(ui, pygame.K_END)
    key(ui, pygame.K_BACKSPACE)
    assert field.text == "dali" and changes[-1] == "dali"


def test_toggle_picker_slider_tabs():
    seen = {}
    toggle = Toggle((100, 100, 200, 36), "Events", False, lambda v: seen.__setitem__("toggle", v))
    picker = OptionPicker((100, 200, 240, 44), [(None, "Human"), ("easy", "Easy"), ("hard", "Hard")], None,
                          lambda v: seen.__setitem__("picker", v))
    slider = Slider((100, 300, 400, 44), 0.5, 3.0, 1.0, lambda v: seen.__setitem__("slider", v), step=0.25)
    tabs = Tabs((100, 400, 400, 40), ["Rulebook", "Notes"], 0, lambda i: seen.__setitem__("tab", i))
    ui = UI([toggle, picker, slider, tabs])
    click(ui, toggle.rect.center)
    assert toggle.value and seen["toggle"] is True
    click(ui, (picker.rect.right - 5, picker.rect.centery))
    assert picker.value == "easy"
    click(ui, (picker.rect.left + 5, picker.rect.centery))
    click(ui, (picker.rect.left + 5, picker.rect.centery))
    assert picker.value == "hard" and seen["picker"] == "hard"
    ui.set_focus(slider, keyboard=True)
    key(ui, pygame.K_RIGHT)
    assert slider.value == 1.25
    key(ui, pygame.K_END)
    assert slider.value == 3.0 and seen["slider"] == 3.0
    click(ui, (slider.groove.left, slider.groove.centery))
    assert slider.value == 0.5
    click(ui, tabs.tab_rects()[1].center)
    assert tabs.index == 1 and seen["tab"] == 1


def test_hidden_widgets_take_no_events_or_focus():
    hits = []
    panel = Panel((0, 0, 400, 400), children=[Button((100, 100, 200, 50), "X", lambda: hits.append(1))])
    ui = UI([panel])
    panel.visible = False
    click(ui, (150, 120))
    key(ui, pygame.K_TAB)
    assert hits == [] and ui.focus is None


def test_scroll_view_keys_wheel_and_clamping(display):
    blocks = [(0, y, gfx.Surface((100, 20))) for y in range(0, 2000, 40)]
    view = ScrollView((0, 0, 400, 300), blocks, 2000, keys_always=True)
    ui = UI([view])
    key(ui, pygame.K_PAGEDOWN)
    for _ in range(60):
        ui.update(1 / 60)
    assert view.offset == pytest.approx(270, abs=1)
    key(ui, pygame.K_END)
    for _ in range(60):
        ui.update(1 / 60)
    assert view.offset == view.max_offset == 1700
    ui.handle_event(ev(pygame.MOUSEMOTION, pos=(50, 50), rel=(1, 1), buttons=(0, 0, 0)))
    ui.handle_event(ev(pygame.MOUSEWHEEL, x=0, y=5, flipped=False))
    assert view.target < 1700
    view.scroll_by(-10_000)
    assert view.target == 0
    ui.draw(display)


def test_label_wraps_inside_its_width(display):
    label = Label((0, 0, 120, 200), "A long line of words that must wrap", wrap=True)
    UI([label]).draw(display)
    from game.engine import text

    assert all(text.measure(line, "ui", 20)[0] <= 120 for line in text.wrap(label.text, "ui", 20, 120))


def test_a_label_too_long_for_its_button_keeps_clear_of_the_studs_and_is_said_whole_on_hover():
    from game.engine import layout_check
    from game.engine.widgets.button import STUD_PAD, Button

    pygame.init()
    surface = gfx.Surface((400, 60), pygame.SRCALPHA)
    short = Button((10, 10, 176, 30), "Camp for the night", tooltip="Rest here")
    long = Button((10, 10, 176, 30), "Ride to Hull of the Calypso by the long road (1 move)", tooltip="Spend 1 move")
    for button in (short, long):
        with layout_check.recording(surface) as rec:
            button.draw(surface)
        (drawn,) = [d for d in rec.draws if d.text.strip()]
        assert drawn.ink.left >= button.rect.x + STUD_PAD and drawn.ink.right <= button.rect.right - STUD_PAD
    assert not short.label_cut and short.tooltip_text() == "Rest here"
    assert long.label_cut and drawn.text.endswith("...") and drawn.text.startswith("Ride to Hull")
    assert long.tooltip_text() == "Ride to Hull of the Calypso by the long road (1 move). Spend 1 move"


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_a_narrow_row_of_buttons_keeps_its_labels_at_one_size(scale):
    """Scotland Yard's Mister X row (Their view, Black, Double): a label a little too long for the
    margin kept clear of the studs takes the room up to them before it shrinks, so the row reads
    at its designed sizes, not one label smaller than the others."""
    ui = UI()
    row = [ui.add(Button((900 + i * 119, 500, 115, 40), label, size=size))
           for i, (label, size) in enumerate((("Their view", 17), ("Black (5)", 16), ("Double (2)", 16)))]
    gfx.set_text_scale(scale)
    try:
        drawn = [b.fitted(b.label_size()) for b in row]
    finally:
        gfx.set_text_scale(1.0)
    assert [size for size, _words, _pad in drawn] == [17, 16, 16]
    assert [words for _size, words, _pad in drawn] == ["Their view", "Black (5)", "Double (2)"]


def test_a_sliders_knob_at_its_end_leaves_the_widest_value_clear(app):
    """A replay's "110 of 110": the knob at the last move lies left of the words, not on them."""
    from game.engine import text
    from game.engine.widgets.controls import VALUE_SIZE

    slider = Slider((100, 300, 278, 32), 0, 110, 110, step=1, fmt="{:.0f} of 110")
    words_left = slider.rect.right - 4 - text.measure("110 of 110", "ui_bold", VALUE_SIZE)[0]
    assert slider.knob_x() + 13 < words_left
    narrow = Slider((100, 300, 400, 44), 0.5, 3.0, 1.0, step=0.25)
    assert narrow.groove.w == 400 - 24 - 86, "a short value keeps the groove as long as before"


def test_a_rows_kept_label_size_follows_its_labels_rects_and_the_text_size(app):
    """Above 100% a row works out its one label size once and keeps it between frames: a label
    grown too long for its plate brings the whole row down to it, and the row grows back when
    the label is short again, when that button leaves the row, or at another text size."""
    ui = UI()
    row = [ui.add(Button((100 + i * 210, 500, 200, 48), label, size=16)) for i, label in enumerate(("Go", "Stop", "Wait"))]
    during = []

    class Probe(Widget):  # asks after it was drawn, inside the same draw
        def draw(self, surface):
            during.append([b.label_size() for b in row])

    ui.add(Probe((0, 0, 1, 1)))

    def sizes():
        ui.draw(app.screen)
        after = [b.label_size() for b in row]
        assert during[-1] == after
        return after

    gfx.set_text_scale(1.5)
    try:
        assert sizes() == [24, 24, 24]
        row[1].label = "Ride to the far station"
        assert sizes() == [16, 16, 16]
        row[1].rect.y = 560  # out of the row
        assert sizes() == [24, 16, 24]
        row[1].rect.y = 500
        row[1].label = "Ride on"
        assert sizes() == [24, 24, 24]
        gfx.set_text_scale(1.25)
        assert sizes() == [20, 20, 20]
    finally:
        gfx.set_text_scale(1.0)
