"""The keyboard cursor's Enter guard, the parts kept out of focus.py: which keys are the player's own (they end
the guard) and what a dropped Enter says.

The guard (focus.py's CONFIRM_GUARD) drops an Enter that follows the last one, with the cursor unmoved, while the
spot's words just changed: it was aimed at the words before. A key of the player's own between the two (H for a
Hint, a shortcut choosing a build, Space on a card) or a real click shows they are looking at the table now, so it
ends the guard as moving the cursor does: the first Enter after H, T or V was dropped (blind tester krownia17), the
change those keys made counted as new at the Enter itself when the cursor last read the spots long before.
"""

from __future__ import annotations

import pygame

from baraza.scenes.ui.keymap import intent_of

DROPPED_SECONDS = 4.0  # long enough to be read: at 1.6 s it was gone before the player looked (krownia17)


def own_key(event: pygame.event.Event, cursor_keys: tuple[str, ...]) -> bool:
    """Whether `event` is a key press that is none of the cursor's keys nor Esc (H, a shortcut, Space)."""
    return event.type == pygame.KEYDOWN and getattr(intent_of(event), "name", None) not in (*cursor_keys, "cancel")


def looking_now(event: pygame.event.Event, cursor_keys: tuple[str, ...]) -> bool:
    """Whether `event` shows the player at the table since their last Enter: a key of their own, or a real
    click (not the one an Enter makes)."""
    clicked = event.type == pygame.MOUSEBUTTONDOWN and not getattr(event, "keyboard", False)
    return clicked or own_key(event, cursor_keys)


def tell_dropped(app, label: str) -> None:
    """One line saying why the Enter did nothing, and what does."""
    app.toast(f"The spot changed as you pressed Enter: press Enter again to choose {label}", DROPPED_SECONDS,
              key="focus-guard")
