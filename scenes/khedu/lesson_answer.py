"""The table's standing answer in a lesson. A game answers No Cadence for a player whom the singing reaches again
with nothing sung since their No Cadence (prompt.PromptBar.standing_answer), but the shared table gives no
standing answer while a lesson drives it, so the learner was asked to press No Cadence twice (blind testers,
lesson steps 9, 47 and 56). When the lesson's step expects just that answer, the table gives it, as in a game,
once the step's card has been on show LESSON_ANSWER_SECONDS (to be read) with the pointer still; pressing the lit
button works too."""

from __future__ import annotations

from baraza.scenes.khedu.context import KheduContext
from baraza.scenes.khedu.prompt import PromptBar

LESSON_ANSWER_SECONDS = 2.0


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
        if expected is None or table.human_to_act() is None or expected != self.prompt.standing_answer(
                table.current_view()):
            self.waiting = None
            return
        now = table.clock.t
        pointer = getattr(getattr(table.app, "card_zoom", None), "mouse", None)
        moved, self._pointer = pointer != self._pointer, pointer
        if self.waiting is None or self.waiting[0] != lesson.run.index or moved:
            self.waiting = (lesson.run.index, now)
        elif now - self.waiting[1] >= LESSON_ANSWER_SECONDS and table.submit_intent(expected):
            self.waiting = None
