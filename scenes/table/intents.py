"""How a person's moves reach the match from a table: one move, several from one click, undo, a hint.

A mixin of TableScene. Every move goes through the lesson gate when a lesson runs, and an illegal one is
refused with the rules' reason in a toast, so no click can change a match behind the table's back."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.scenes.ui import theme


class TableIntents:
    """Submitting moves for the seat to act; needs the TableScene attributes (match, app, tutorial, ai)."""

    def submit_intent(self, action: Action) -> bool:
        seat = self.human_to_act()
        if seat is None:
            return False
        if self.tutorial is not None and not self.tutorial.allows(action):
            self.tutorial.refuse()
            self.reset_selection()
            return False
        return self._send(seat, action)

    def _send(self, seat: int, action: Action) -> bool:
        """Submit one move; a refused one gets the rules' reason in a toast and clears the selection."""
        result = self.match.submit(seat, action)
        if not result.ok:
            self.app.toast(result.reason, colour=theme.BAD, key="input")
            self.app.sounds.play("error")
            self.reset_selection()
        return result.ok

    def submit_intents(self, actions: list[Action]) -> None:
        """Several moves from one click (a whole Collection, the best dice), for the seat to act when clicked.

        Moves no longer legal when their turn comes are skipped. During a lesson every move passes the same
        gate as one click; the lesson takes one move per step, so the moves after the first it accepts wait
        for the learner's next click."""
        seat = self.human_to_act()
        if seat is None:
            return
        submitted = 0
        for action in actions:
            if action not in self.match.legal_actions(seat):
                continue
            if self.tutorial is not None and (submitted or not self.tutorial.allows(action)):
                if not submitted:
                    self.tutorial.refuse()
                    self.reset_selection()
                return
            if not self._send(seat, action):
                return
            submitted += 1

    def undo(self) -> None:
        if not self.match.human_seats():
            return
        if self.tutorial is not None:
            self.app.toast("Undo is off during the lesson; it comes back when you play on.")
            return
        if not self.match.can_undo():
            self.app.toast("Nothing to undo here (dice rolls and card draws cannot be taken back).")
            return
        self.ai.cancel()
        self.ai_pending = None
        self.match.undo()

    def ask_hint(self) -> None:
        seat = self.human_to_act()
        if seat is None:
            self.app.toast("A hint is for your own turn.")
            return
        if self.tutorial is not None:
            self.app.toast("In the lesson, the glowing spot is your hint.")
            return
        self.ai.request(self.match.game, f"ai:{self.spec.hint_level}", seat, self.match.seed, self.match.view(seat),
                        self.match.legal_actions(seat), purpose="hint")
        self.app.toast("Thinking of a hint…", 30, key="hint")  # the hint itself replaces it
