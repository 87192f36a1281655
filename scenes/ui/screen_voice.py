"""Screens read aloud without each screen knowing: a frame hook of the App says a screen's name when it comes
to the top and the focused button, choice or field whenever the focus moves (menus, Settings, Setup, dialogs).

A screen may say more when it opens with `announce()` (Results reads the outcome). Widgets are found on the
scene itself, in lists on it and in its menus (`buttons`), so a new screen is read with no edit here. A table
reads itself (scenes/table/voice.py): its cursor is not a widget.
"""

from __future__ import annotations

from baraza.scenes.ui.speech import Speaker

MAX_WIDGETS = 400  # a scene holding more things than this is not searched further


def _widgets(scene) -> list:
    found: list = []
    stack = list(vars(scene).values())
    while stack and len(found) < MAX_WIDGETS:
        value = stack.pop(0)
        if isinstance(value, (list, tuple)):
            stack.extend(v for v in value[:MAX_WIDGETS] if hasattr(v, "focused") or hasattr(v, "buttons"))
            continue
        if hasattr(value, "focused") and (hasattr(value, "text") or hasattr(value, "label")):
            found.append(value)
        buttons = getattr(value, "buttons", None)
        if isinstance(buttons, list) and value is not scene:
            stack.extend(buttons[:MAX_WIDGETS])
    return found


def focus_words(scene) -> str:
    """What the focused widget of `scene` says: its label, its value for a choice, its text for a field."""
    for widget in _widgets(scene):
        if getattr(widget, "focused", False) is True:
            label = getattr(widget, "label", None)
            choices, index = getattr(widget, "choices", None), getattr(widget, "index", None)
            if label and isinstance(choices, list) and isinstance(index, int) and 0 <= index < len(choices):
                return f"{label}: {choices[index][1]}"  # a choice row: its name and its value
            if label and hasattr(widget, "text"):  # a field: its name and what is typed
                return f"{label}: {widget.text or getattr(widget, 'placeholder', 'empty')}"
            return str(label or getattr(widget, "text", ""))
    return ""


def scene_words(scene) -> str:
    """What a screen says as it comes to the top: its own announcement, else its title."""
    announce = getattr(scene, "announce", None)
    if callable(announce):
        return str(announce())
    title = getattr(scene, "title", "")
    return title if isinstance(title, str) else ""


class ScreenVoice:
    def __init__(self, app, speaker: Speaker) -> None:
        self.app = app
        self.speaker = speaker
        self._top = None
        self._focus = ""

    def __call__(self, dt: float) -> None:
        if not self.speaker.active:
            return
        top = self.app.stack.top
        if top is None:
            return
        if top is not self._top:
            self._top = top
            self._focus = ""
            words = scene_words(top)
            if words:
                self.speaker.say(words, "screen", interrupt=True)
        if getattr(top, "focus", None) is not None and hasattr(top, "voice"):
            return  # a table speaks for itself
        words = focus_words(top)
        if words and words != self._focus:
            self._focus = words
            self.speaker.say(words, "focus", interrupt=True)
