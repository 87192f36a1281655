"""The replay viewer's keys beyond stepping (issue 44): Tab and Shift+Tab ring its controls in turn, Enter or Space
presses the ringed button (a greyed one says why it is grey), Up and Down step through the ringed move list, and
digits typed name a turn to jump to. A part of the viewer (scenes/screens/replay.py's ReplayScene): it has
`focus_stops`, the bar and its buttons, the move list (`moves`, `show_moves`), `typed_turn`, `step` and `jump`."""

from __future__ import annotations

import pygame


class ReplayKeys:
    """The viewer's keyboard focus and typed turns (mixed into ReplayScene)."""

    def _stops(self) -> list:
        return [stop for stop in self.focus_stops if (stop is not self.moves or self.show_moves)
                and (stop not in (self.cancel_button, self.practise_button) or stop in self.bar.buttons)]

    def focused(self):
        """The control Tab last reached, or None (the keys then step the moves, as they always did)."""
        return next((stop for stop in self._stops() if stop.focused), None)

    def _set_focus(self, stop) -> None:
        for each in self.focus_stops:
            each.focused = each is stop

    def move_focus(self, way: int) -> None:
        """Tab (+1) or Shift+Tab (-1) to the next control; every button stops, a greyed one too, so a player
        who cannot see learns it is there (Enter then says why it does nothing yet)."""
        stops = self._stops()
        current = self.focused()
        if current is None:
            index = 0 if way > 0 else len(stops) - 1
        else:
            index = (stops.index(current) + way) % len(stops)
        self._set_focus(stops[index])
        self.bar.focus_tip(stops[index], self.seconds)  # its words show a while (controls.FOCUS_TIP_SECONDS)

    def press_focused(self) -> None:
        """Enter or Space on the focused button: what a click does (Analyse keeps its ChangeGuard: a quick
        second Enter does not cancel the analysis it started)."""
        self.press(self.focused())

    def press(self, button) -> None:
        """What a click on `button` does; a greyed one says why it is grey."""
        if button is None or button is self.moves:
            return
        if button.enabled:
            button.on_click()
        elif button is self.branch_button:
            self.app.toast("The match is over at this move: step back to play on.")
        elif button is self.analyse_button and self.timeline.judgements is None:
            self.app.toast("The analysis is running: Cancel, at the right above, stops it.")
        elif button is self.analyse_button:
            self.app.toast("This match is analysed: the chart and the marked moves show where it was won and lost.")
        elif button is self.practise_button:
            self.app.toast(button.tooltip)

    def _focus_keys(self, event: pygame.event.Event, intent) -> bool:
        """The keys that go to the focus: Tab, Shift+Tab, Enter and Space on a button, Up and Down in the list."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._set_focus(None)  # the mouse took over: no ring left where the keys were
            return False
        if intent in ("next", "previous"):
            self.move_focus(1 if intent == "next" else -1)
            return True
        focused = self.focused()
        if focused is None:
            return False
        if focused is self.moves:
            if intent in ("up", "down"):
                self.step(-1 if intent == "up" else 1)
                return True
            return False
        if intent in ("confirm", "select"):
            self.press_focused()
            return True
        return False

    def _type_turn(self, event: pygame.event.Event, intent) -> bool:
        """Digits typed name a turn; Enter jumps to its last move, Backspace erases, Esc forgets."""
        char = getattr(event, "unicode", "") if event.type == pygame.KEYDOWN else ""
        if char.isdigit() and len(self.typed_turn) < 4:
            self.typed_turn += char
            return True
        if not self.typed_turn:
            return False
        if intent == "confirm":
            self.jump(self.replay.first_move_of_turn(int(self.typed_turn)))
            self.typed_turn = ""
        elif intent == "back":
            self.typed_turn = self.typed_turn[:-1]
        elif intent == "cancel":
            self.typed_turn = ""
        else:
            return False
        return True
