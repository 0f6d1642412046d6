"""The widget toolkit every scene shares (western board-game look from theme).

    from game.engine.widgets import UI, Button, Panel, Label, ...

Roots and plumbing (base):   UI, Container, Widget, ACTIVATE_KEYS
Controls:                    Button, Toggle, OptionPicker, Slider, TextField, Tabs
Layout and text:             Panel, Label, ScrollView, layout_markdown
Overlays:                    Dialog (a modal Scene), Tooltip, draw_tooltip, Toasts

Each module's docstring gives the constructor signatures.  Coordinates are
logical screen pixels (the window is 1280x720 logical, scaled by pygame).
A scene owns one ``UI``; call its handle_event / update / draw.
"""

from .base import ACTIVATE_KEYS, UI, Container, Widget
from .button import Button
from .controls import OptionPicker, Slider, Tabs, TextField, Toggle
from .dialog import Dialog
from .markdown import layout_markdown, picture_row
from .overlay import Toast, Toasts, Tooltip, draw_tooltip
from .panel import Label, Panel
from .scroll import ScrollView

__all__ = [
    "ACTIVATE_KEYS", "UI", "Container", "Widget", "Button", "OptionPicker", "Slider", "Tabs", "TextField",
    "Toggle", "Dialog", "layout_markdown", "picture_row", "Toast", "Toasts", "Tooltip", "draw_tooltip", "Label", "Panel",
    "ScrollView",
]
