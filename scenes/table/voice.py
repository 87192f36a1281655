"""A table read aloud: every move of every seat, rolls, whose turn it is and what you can do, the lesson's
notes and the end, plus the hand, the scores and the last roll on demand (F2, F3, F4) and the last line again
(F9). Every line is one the table already draws: a move's log lines (the roll's line is among them), the turn
panel's title and "You can: …", the lesson card's text. Spoken through `app.speech` (scenes/ui/speech.py),
which drops what the player's verbosity leaves out."""

from __future__ import annotations

from baraza.game.core.match import MoveRecord
from baraza.scenes.table.action_spot import record_caption
from baraza.scenes.table.context import Stage, TableContext
from baraza.scenes.table.intents import undo_words

DEMANDS = ("speak_hand", "speak_scores", "speak_roll", "repeat_speech")


def move_lines(match, record: MoveRecord) -> list[str]:
    """What a move wrote in the log, else the caption the table shows for it."""
    lines = [event.text for event in record.events if event.text]
    return lines or [record_caption(match, record)]


class TableVoice:
    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self._prompt_key: tuple | None = None
        self._lesson_key: tuple | None = None
        ctx.bus.on("record", self.moved, Stage.PRESENTATION)
        ctx.bus.on("undo", self.undone, Stage.PRESENTATION)

    @property
    def speech(self):
        return self.ctx.app.speech

    def moved(self, record: MoveRecord) -> None:
        lines = move_lines(self.ctx.match, record)
        self.speech.say(lines[0], "move")
        for line in lines[1:]:
            self.speech.say(line, "move_more")

    def undone(self) -> None:
        if not undo_words(self.ctx.host):  # a table's own words for it are its toast, said as toasts are
            self.speech.say("Move taken back.", "move")

    def update(self) -> None:
        """Each update: say the prompt when it changed (a new move, another seat to act, the end)."""
        if not self.speech.active:
            return
        host, match = self.ctx.host, self.ctx.match
        lesson = host.tutorial
        if lesson is not None:
            key = (lesson.run.index, lesson.run.finished)
            if key != self._lesson_key and (lesson.settled or lesson.run.finished):
                self._lesson_key = key
                step = lesson.run.step
                self.speech.say(step.text if step is not None else "The lesson is over.", "prompt")
            return
        key = (host._match_version, self.ctx.views.human_to_act(), match.is_over())
        if key == self._prompt_key or host.animations.busy:
            return
        self._prompt_key = key
        title, body, _seat, acting = host.turn_panel.turn_prompt()
        if match.is_over():
            self.speech.say(f"{title}. {body}", "result")
            for line in match.result_lines():
                self.speech.say(line, "result")
        elif acting:
            self.speech.say(title, "prompt")
            self.speech.say(body, "prompt_more")

    def on_demand(self, name: str) -> bool:
        """F2 hand, F3 scores, F4 last roll, F9 the last line again; True when `name` was one of them."""
        if name not in DEMANDS:
            return False
        speech, host = self.speech, self.ctx.host
        if name == "repeat_speech":
            speech.repeat()
        elif name == "speak_hand":
            hand = getattr(host, "hand_words", None)  # a game with cards words its hand (optional hook)
            words = hand(host.current_view()) if hand is not None else ""
            speech.say(words or "You hold no cards in this game.", "demand", interrupt=True)
        elif name == "speak_scores":
            speech.say(self.score_words(), "demand", interrupt=True)
        else:
            speech.say(self.roll_words(), "demand", interrupt=True)
        return True

    def score_words(self) -> str:
        match = self.ctx.match
        names = [self.ctx.host.turn_panel.plain_name(s) for s in range(len(match.seats))]
        scores = match.result().scores
        if not scores:
            return "No scores yet."
        return ". ".join(f"{name}: {score:g}" for name, score in zip(names, scores, strict=False))

    def roll_words(self) -> str:
        match = self.ctx.match
        kinds = match.rules.roll_events
        for record in reversed(match.records):
            texts = [e.text for e in record.events if e.kind in kinds and e.text]
            if texts:
                return " ".join(texts)
        return "No dice rolled yet." if kinds else "This game has no dice."
