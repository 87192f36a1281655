"""Where the last prompt-bar button was pressed: a second click there must never do a different thing than the first
(blind testers khedu19/khedu20: Meditate -> "Replenish Cadences", "6s -> 3" -> "Take 4 LP", "No Cadence" asked
again after a rival's song, each under the pointer that had just pressed).

`PressedSpot` is told each press (its rect, its words and the moves made from the human seats before it). It gives
the bar the spots its buttons keep off:

- the press itself, while it is live: until the player's next move after the press's own (an AI's moves between
  do not count: press_hold.hand_moves), so a press long ago never pushes a later bar about ("Sing no more this
  fight" stood at two places in one fight: khedu20);
- the hole of a step: the spot pressed just before a new step first showed stays empty for the whole step, so the
  step's buttons keep their places while its choices are used up (a hole moving with each press would slide
  "Redraw hand" under the Replenish just pressed).

Any enabled button whose words differ from the spot's keeps off it; the go-on slot alone never moves (it holds the
harmless go-on choice by design), and when it shows the very button just pressed after a rival moved (the same
question asked again about a fight the player has not yet seen), that button waits out `CHANGED_SECONDS`, drawn
greyed (`held`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from baraza.scenes.table.press_hold import PRESS_MOVES
from baraza.scenes.ui.click_guard import CHANGED_SECONDS


@dataclass
class Press:
    """One press: the button's rect and words, the human seats' moves before it and every seat's moves then."""

    rect: pygame.Rect
    label: str
    before: int
    others: int  # the moves made by other seats (the AIs) when it was pressed


@dataclass
class PressedSpot:
    press: Press | None = None
    hole: tuple[tuple, pygame.Rect, str] | None = None  # (step, rect, words) a step keeps clear
    held: dict[tuple, float] = field(default_factory=dict)  # (rect, words) of a repeated question -> answers at
    _repeat_armed: bool = False

    def pressed(self, rect: pygame.Rect, label: str, before: int, others: int) -> None:
        """A bar button `label` at `rect` was pressed, `before` human moves and `others` other moves made."""
        self.press = Press(pygame.Rect(rect), label, before, others)
        self._repeat_armed = False

    def made(self, moves: int) -> None:
        """The press's own moves are made (a whole payment is one press): they count as the press's one."""
        if self.press is not None and moves > self.press.before + PRESS_MOVES:
            self.press.before = moves - PRESS_MOVES

    def brought(self, moves: int) -> None:
        """The table is making a move for the player that the live press brought about (the dice button left a fight
        the dice decide, and the table resolves it): it counts as the press's own, so the reward asked next keeps
        off the press's spot ("4s → 3" -> "Take 3 LP" under a double click: khedu20)."""
        press = self.live(moves)
        if press is not None and moves == press.before + PRESS_MOVES:  # once, though asked again before it is made
            press.before = moves

    def live(self, moves: int) -> Press | None:
        """The press, while the bars it brings are still answering it (no later move of the player's)."""
        if self.press is not None and moves > self.press.before + PRESS_MOVES:
            self.press = None
        return self.press

    def spots(self, step: tuple, moves: int) -> list[tuple[pygame.Rect, str]]:
        """The spots a bar built for `step` keeps its changed buttons off: its hole, and the live press."""
        press = self.live(moves)
        if self.hole is None or self.hole[0] != step:
            self.hole = (step, press.rect, press.label) if press is not None else None
        out = [(self.hole[1], self.hole[2])] if self.hole is not None else []
        if press is not None and (press.rect, press.label) not in out:
            out.append((press.rect, press.label))
        return out

    def forget(self) -> None:
        """An undo: the press taken back guards nothing (its step's places are laid out afresh)."""
        self.press, self.hole, self._repeat_armed = None, None, False

    def shown(self, buttons: list, now: float, moves: int, others: int) -> None:
        """A bar was built: the button just pressed, shown again on its spot after a rival moved, waits."""
        press = self.live(moves)
        self.held = {place: until for place, until in self.held.items() if until > now}
        if press is None or self._repeat_armed or others <= press.others:
            return
        for b in buttons:
            if b.text == press.label and b.rect.colliderect(press.rect) and b.enabled:
                self.held[(tuple(b.rect), b.text)] = now + CHANGED_SECONDS
                self._repeat_armed = True  # once: the wait runs from the question's first showing

    def ready(self, button, now: float) -> bool:
        """Whether a click on `button` counts now."""
        return now >= self.held.get((tuple(button.rect), button.text), now)


def keeps_off(x: int, w: int, label: str, spots: list[tuple[pygame.Rect, str]], floor: int) -> int:
    """The left edge of a button `w` wide with `label` placed right-to-left ending at `x`: moved left of every
    spot whose words differ from its own, never past `floor`."""
    for _ in range(len(spots)):  # moved left of one spot, it may meet the other
        for rect, pressed in spots:
            if label != pressed and x - w < rect.right and x > rect.x:
                x = max(floor + w, rect.x - 6)  # left of the spot just pressed (a double click lands there)
    return x - w


def bar_step(view) -> tuple:
    """The step a bar's places belong to (a half-made choice is no new step: the places hold for the turn)."""
    c = view.combat
    return (view.viewer, view.current, view.phase, view.turn_mode, c.step if c else None, view.turns_completed,
            view.opening_step)
