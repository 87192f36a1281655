"""The table's standing answer in a lesson. A game answers No Cadence for a player whom the singing reaches again
with nothing sung since their No Cadence (prompt.PromptBar.standing_answer), but the shared table gives no
standing answer while a lesson drives it, so the learner was asked to press No Cadence twice (blind testers,
lesson steps 9, 47 and 56). When the lesson's step expects just that answer, the table gives it, as in a game,
once the step's card has been on show long enough to be read (LESSON_ANSWER_SECONDS, more for a longer text) with
the pointer still; pressing the lit button works too. Two seconds were too short to read: blind testers saw step 8,
then step 10, the answer taken before step 9 was read (issue 41). While it waits the prompt bar counts down
(`seconds_left`): blind testers saw nothing move for 5-10 s with no sign of life (round 7). With no Cadence held that
could help, the wait is halved (`wait_seconds`): step 56 counted 10 s down to a No Cadence nothing could change
(khedu16); the card says "in a moment". With no Cadence held that could help, the table answers a first No Cadence
too, as in a game (`answer`): step 55 had the learner press a No Cadence that decided nothing (khedu18); its card
says the table answers."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.prompt import PromptBar

LESSON_ANSWER_SECONDS = 3.0  # the least time a step's card is on show before the table answers for the learner
READ_SECONDS_PER_WORD = 0.25  # a slow reader's pace: the step's text is read before the table moves on


def reading_seconds(text: str) -> float:
    """How long the table lets a step's text stay before it answers for the learner."""
    return max(LESSON_ANSWER_SECONDS, READ_SECONDS_PER_WORD * len(text.split()))


class LessonAnswer:
    """Built with the table context and the prompt bar (whose standing answer it gives); `update` each frame."""

    def __init__(self, ctx: KheduContext, prompt: PromptBar) -> None:
        self.ctx = ctx
        self.prompt = prompt
        self.waiting: tuple[int, float] | None = None  # (lesson step, table time it came to rest)
        self._pointer: object = None  # where the pointer was: while it moves (the learner reads, points at a
        # card) the table waits, as a step does not change under a pointer at work

    def update(self) -> None:
        table = self.ctx.table
        lesson = table.tutorial
        expected = lesson.run.expected() if lesson is not None and lesson.settled else None
        if expected is None or table.human_to_act() is None or expected != self.answer(table.current_view()):
            self.waiting = None
            return
        now = table.clock.t
        pointer = getattr(getattr(table.app, "card_zoom", None), "mouse", None)
        moved, self._pointer = pointer != self._pointer, pointer
        if self.waiting is None or self.waiting[0] != lesson.run.index or moved:
            self.waiting = (lesson.run.index, now)
        elif now - self.waiting[1] >= self.wait_seconds(lesson.run.step.text):
            self.prompt.answered_for_player(expected)  # the button that takes its place waits (press_hold.py)
            if table.submit_intent(expected):
                self.waiting = None

    def answer(self, view) -> Action | None:
        """The table's answer for the learner, as in a game: the standing No Cadence, and No Cadence when nothing
        the learner holds could help (the shared rule skips that one in a lesson, whose card may ask for the press;
        step 55 asked it with only defensive songs left in an attack, a click deciding nothing: khedu18)."""
        standing = self.prompt.standing_answer(view)
        if standing is not None:
            return standing
        c = view.combat
        if c is not None and c.step == "cadences" and self.prompt.nothing_to_sing():
            return Action("cadence_done")
        return None

    def seconds_left(self) -> float | None:
        """How long until the table answers for the learner (None when it will not): the bar says so."""
        table, lesson = self.ctx.table, self.ctx.table.tutorial
        if self.waiting is None or lesson is None or self.waiting[0] != lesson.run.index:
            return None
        return max(0.0, self.wait_seconds(lesson.run.step.text) - (table.clock.t - self.waiting[1]))

    def wait_seconds(self, text: str) -> float:
        """How long the step's card shows before the table answers: its reading time, halved (never under the
        least) when no Cadence the learner holds could help, the answer then being no choice at all."""
        read = reading_seconds(text)
        return max(LESSON_ANSWER_SECONDS, read / 2) if self.prompt.nothing_to_sing() else read
