"""The Keys page (Settings → Keys): every key the whole app understands, then each game's own letter keys.

The shared keys are `keymap.KEYS_PAGE`; History's, the replay's and a table's windows' are `keymap.SCREEN_KEYS`,
their keys named from the keymap (the player's own keys too). A game's letters come from its table class's optional `SHORTCUTS`
attribute, `{letter: (intent, words)}` (say R: ("build_road", "build a road")); `SHORTCUTS = {}` says it has
none, and a table that declares nothing is named as having none listed yet. The page is Markdown laid out like the rules, so long lines wrap and it scrolls. Keys the
player moved (Change keys, screens/key_bindings.py) head the page."""

from __future__ import annotations

import pygame

from baraza.game.core.spec import GameSpec
from baraza.game.registry import available_games
from baraza.scenes.scene import Scene
from baraza.scenes.screens.markdown_view import SCROLL_STEPS, Layouter, RichBox, StyledFonts
from baraza.scenes.ui import theme
from baraza.scenes.ui.keymap import (
    KEYS_PAGE,
    REBINDABLE,
    SCREEN_KEYS,
    Rebinding,
    chord_name,
    intent_of,
    row_keys,
)
from baraza.scenes.ui.widgets import Button


def table_shortcuts(spec: GameSpec) -> dict[str, tuple[str, str]] | None:
    """The game's letter keys, `{letter: (intent, words)}`: empty when its table declares it has none, None
    when its table declares nothing (or there is no table, or it cannot be imported)."""
    from baraza.scenes.table.launch import table_class

    try:
        shortcuts = getattr(table_class(spec), "SHORTCUTS", None)
    except Exception:  # noqa: BLE001 - a broken table must not take the Keys page down with it
        return None
    if not isinstance(shortcuts, dict):
        return None
    return {str(letter): tuple(value) for letter, value in shortcuts.items()
            if isinstance(value, (tuple, list)) and len(value) == 2}


def _cell(text: str) -> str:
    """Text safe inside a Markdown table cell."""
    for mark in ("\\", "|", "*", "_", "`"):
        text = text.replace(mark, "\\" + mark)
    return text


def keys_markdown(specs: list[GameSpec], rebinding: Rebinding | None = None) -> str:
    lines = []
    if rebinding is not None and rebinding.chosen:
        lines += ["## Your keys", "", "These take the place of the keys listed below for the same thing.", "",
                  "| Key | What it does |", "| --- | --- |"]
        lines += [f"| **{_cell(chord_name(chord))}** | {_cell(REBINDABLE[intent])} |"
                  for intent, chord in rebinding.chosen.items()]
        lines.append("")
    lines += ["## Everywhere", "", "| Keys | What they do |", "| --- | --- |"]
    lines += [f"| **{_cell(keys)}** | {_cell(words)} |" for keys, words in KEYS_PAGE]
    for heading, rows in SCREEN_KEYS:  # History, the replay, a window over a table: named from the keymap
        lines += ["", f"## {_cell(heading)}", "", "| Keys | What they do |", "| --- | --- |"]
        lines += [f"| **{_cell(row_keys(intents, rebinding))}** | {_cell(words)} |" for intents, words in rows]
    lines += ["", "## At a game's table", ""]
    without, unknown = [], []
    for spec in specs:
        shortcuts = table_shortcuts(spec)
        if not shortcuts:
            (without if shortcuts is not None else unknown).append(spec.title)
            continue
        lines += [f"### {_cell(spec.title)}", "", "| Key | What it does |", "| --- | --- |"]
        lines += [f"| **{_cell(letter.upper())}** | {_cell(words)} |" for letter, (_intent, words) in
                  sorted(shortcuts.items())]
        lines.append("")
    if without:
        lines += [f"{_cell(', '.join(without))}: no letter keys of {'its' if len(without) == 1 else 'their'} own; "
                  "the arrows, Tab and Enter above play every move.", ""]
    if unknown:
        lines.append(f"{_cell(', '.join(unknown))}: no letter keys listed for "
                     f"{'its table' if len(unknown) == 1 else 'their tables'} yet.")
    return "\n".join(lines)


class KeysScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.styled = StyledFonts(app.fonts)
        self.box = RichBox(pygame.Rect(100, 110, 1080, 530))
        self.back = Button(pygame.Rect(1040, 660, 140, 44), "Back", app.stack.pop, accent=True)
        self.change = Button(pygame.Rect(776, 660, 254, 44), "Change keys", lambda: app.show("key_bindings"),
                             tooltip="Give an action another key (Tab, then Enter)")
        self.buttons = [self.change, self.back]
        self.back.focused = True  # Enter leaves, as it always did; Tab moves to Change keys
        self.on_resume()

    def on_resume(self) -> None:
        """Back from Change keys: the page shows the keys as they are now."""
        markdown = keys_markdown(available_games(), self.app.rebinding)
        self.box.set_layout(Layouter(self.styled, self.box.rect.w - 36).layout(markdown))

    def next_frame(self) -> float | None:
        return None  # the page scrolls by steps, never in motion: input redraws it (Scene.next_frame)

    def handle_event(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        if intent in ("next", "previous"):
            self.change.focused, self.back.focused = self.back.focused, self.change.focused
        elif intent == "confirm":
            (self.change if self.change.focused else self.back).on_click()
        elif intent in ("cancel", "back"):
            self.app.stack.pop()
        elif intent is not None and intent.name in SCROLL_STEPS:
            self.box.scroll_by(SCROLL_STEPS[intent.name])
        elif intent == "home":
            self.box.scroll = 0
        elif intent == "end":
            self.box.scroll = self.box.max_scroll()
        elif intent is None:
            for widget in (self.change, self.back, self.box):
                if widget.handle_event(event):
                    return True
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.app.fonts
        theme.blit_text(surface, fonts, "Keys", (100, 28), 42, theme.ACCENT, "title")
        theme.draw_panel(surface, self.box.rect.inflate(16, 12), theme.PANEL_DARK)
        self.box.draw(surface, self.styled)
        footer = pygame.Rect(100, 660, self.change.rect.x - 112, 44)  # beside Change keys, whole at 150 %
        theme.draw_text_box(surface, fonts, "↑/↓ PgUp/PgDn scroll  ·  Tab: Change keys  ·  Esc back", footer, 16,
                            theme.TEXT_DIM, valign="middle")
        self.change.draw(surface, fonts)
        self.back.draw(surface, fonts)
