"""Roll when it is the only move: the table rolls for the player after a short beat (a mouse player pressed "Roll N
dice" eight times a match, a click that chose nothing: khedu16). As lone End turn and settled dice (lone_end_turn.py,
settled_fight.py): an answerer of the table's answered-for-you part (scenes/table/answered.py), the press hold armed
over the Roll button where the player's pointer may be (so "Best: N", shown there next, waits out a click meant for
Roll). Never in a lesson, whose steps teach the roll, nor right after an undo that went back to these dice (the
player took it back: the choice is theirs again)."""

from __future__ import annotations

from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.scenes.table.answered import Answer, Answerer

ROLL_BEAT = 0.6  # seconds the ready dice and their odds show before the table rolls them


@dataclass
class RollBeat:
    """When the dice the table may roll were first ready: (the moves made then, table time)."""

    since: tuple[int, float] | None = None


def lone_roll(prompt, view, beat: RollBeat) -> Action | None:
    """Roll, when the table makes it for the player now (the beat over); None while it waits or it is not its to make."""
    table = prompt.ctx.table
    moves = len(table.match.records)
    if table.answered.held_back() or table.legal_actions() != [Action("roll")]:  # a lesson, an undo
        beat.since = None
        return None
    now = table.clock.t
    if beat.since is None or beat.since[0] != moves:
        beat.since = (moves, now)
    if now - beat.since[1] < ROLL_BEAT:
        return None
    prompt.sync(view)
    slot = next((b for b in prompt.buttons if b.text.startswith("Roll")), None)
    if slot is not None:  # a click meant for Roll lands on nothing new
        prompt.press_hold.answered(slot.rect, slot.text, now)
    beat.since = None
    return Action("roll")


def beat_left(beat: RollBeat, now: float) -> float | None:
    """Seconds until the beat is over (the window wakes then: a quiet table draws no frame by itself), or None."""
    return None if beat.since is None else max(0.0, ROLL_BEAT - (now - beat.since[1]))


class LoneRoll(Answerer):
    """Roll for the player when it is the only move, once the beat is over (lone_roll); the window wakes for it."""

    name = "lone_roll"

    def __init__(self, prompt) -> None:
        self.prompt = prompt
        self.beat = RollBeat()

    def answer(self, table, view) -> Answer | None:
        action = lone_roll(self.prompt, view, self.beat)
        return None if action is None else Answer(action)

    def wake_in(self, now: float) -> float | None:
        return beat_left(self.beat, now)
