"""The Khedu table for the shared keyboard cursor (scenes/table/focus.py), which stops on each legal move's first
click: the prompt bar's buttons that start no move of their own (Sing no more this fight, Best, Cancel, Keep my
turn), which Tab never reached, and where the cursor goes on once a choice is half made (a unit picked from the
hand goes on to the Cadre slot it may fill, not to the next hand card). Both from keyboard playtest C.

`KeyboardSpots` is built with the table context, the click language (the half-made path), the prompt bar (its
buttons) and the lesson targets (where each next click of a move is)."""

from __future__ import annotations

import pygame

from baraza.scenes.khedu.clicks import ClickLanguage
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.prompt import BUTTON_TIPS, PromptBar
from baraza.scenes.khedu.tutorial import LessonTargets

BUTTON_WORDS = {  # what a button that makes no move of its own does, said as the cursor reaches it
    **BUTTON_TIPS,
    "Cancel": "Cancel: drop the choice half made",
    "Keep my turn": "Keep my turn: do not pass",
}


class KeyboardSpots:
    """The cursor's extra stops and its next spot after a choice."""

    def __init__(self, ctx: KheduContext, clicks: ClickLanguage, prompt: PromptBar, targets: LessonTargets) -> None:
        self.ctx = ctx
        self.clicks = clicks
        self.prompt = prompt
        self.targets = targets

    def extras(self, view) -> list[tuple[pygame.Rect, str]]:
        """Every enabled prompt button while the player acts (the cursor skips those a move already starts at)."""
        if self.ctx.table.human_to_act() is None:
            return []
        self.prompt.sync(view)
        out = []
        for button in self.prompt.buttons:
            if not button.enabled:
                continue
            words = BUTTON_WORDS.get(button.text, button.text)
            if button.text.startswith("Best: "):
                words = f"{button.text}: every set of equal dice raised to the highest die, then the result"
            out.append((pygame.Rect(button.rect), words))
        return out

    def after_choice(self, view) -> pygame.Rect | None:
        """With a choice half made, the first spot of its next click (a Cadre slot for a unit picked, a lit
        defender for an attacker, the confirm button of a Command); None with nothing chosen."""
        path = self.clicks.path
        table = self.ctx.table
        if not path or table.human_to_act() is None:
            return None
        for action in table.legal_actions():
            seq = self.clicks.tokens(view, action)
            if seq is not None and seq[: len(path)] == path:
                rects = self.targets.clicks_for(action, view)
                if rects:
                    return pygame.Rect(rects[0])
        return None
