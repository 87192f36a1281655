"""The replay viewer's Practise (its own place beside Analyse): the followed seat's exercises from the game's table
package, a deeper look on a thread when no marked move is left to practise, or the true words why there is none.
A part of the viewer (scenes/screens/replay.py's ReplayScene): it has `source`, `replay`, `timeline`, `app`, the
button guard and `_leave_verdict`."""

from __future__ import annotations

from baraza.scenes.replay.deeper_look import start_deeper_look
from baraza.scenes.replay.practise_words import nothing_to_practise, practise_reason, unseen_blow


class ReplayPractise:
    """Practise's exercises and deeper look (mixed into ReplayScene)."""

    def _exercise_module(self):
        """The table package's `exercise` module (practise your mistakes), or None when the game has none."""
        import importlib

        from baraza.game.registry import get_game

        try:
            return importlib.import_module(get_game(self.source.game).table + ".exercise")
        except ImportError:
            return None

    def open_practise(self) -> None:
        """Practise (its own place beside Analyse): the followed seat's exercises, a deeper look, or why none."""
        if self._button_guard.blocks(self.seconds) or self.timeline.judgements is None:
            return  # it woke under a resting pointer a moment ago: this press was not aimed at it
        module = self._exercise_module()
        if module is None:  # a game without practise (the button is greyed)
            return
        exercises = module.exercises_for(self.replay.match, self.timeline.judgements, self.timeline.seat)
        if (not exercises and getattr(module, "deeper_exercises", None) is not None
                and unseen_blow(self.replay.match, self.timeline.judgements, self.timeline.seat) is not None):
            self._look_deeper(module)
            return
        if not exercises:
            self.app.toast(nothing_to_practise(self.replay.match, self.timeline.judgements, self.timeline.seat), 6)
            return
        self._leave_verdict()
        self.app.stack.push(module.ExerciseScene(self.app, exercises))

    def practise_reason(self) -> str | None:
        """Why Practise has nothing for the followed seat (its button greys with these words), or None when it has
        something: an exercise, or a deeper look to take (a playtester was offered Practise with nothing in it)."""
        judged, seat = self.timeline.judgements, self.timeline.seat
        if judged is None or not self._practise:
            return None
        key = (id(judged), seat)
        if self._practise_why is None or self._practise_why[0] != key:
            self._practise_why = (key, practise_reason(self._exercise_module(), self.replay.match, judged, seat))
        return self._practise_why[1]

    def _look_deeper(self, module) -> None:
        """No marked move to practise: the game's deeper look, on a thread (scenes/replay/deeper_look.py)."""
        if self._deeper is None:  # (not already looking)
            self._deeper = start_deeper_look(self.app, module, self.replay.match, self.timeline.judgements,
                                             self.timeline.seat)

    def _deeper_done(self) -> None:
        """The deeper look answered: its exercises open, or the words say truly why there are none."""
        look = self._deeper
        found = look.answer()
        if found is None:
            return
        self._deeper = None
        self.app.clear_toasts("deeper")
        if found:
            self._leave_verdict()
            self.app.stack.push(look.module.ExerciseScene(self.app, found))
        else:
            self.app.toast(nothing_to_practise(self.replay.match, self.timeline.judgements, look.seat, True), 8)
