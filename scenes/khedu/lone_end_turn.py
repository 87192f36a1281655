"""End turn when it is the only move left: the table makes it for the player (a mouse player counted about ten
clicks in three turns that decided nothing, among them "Meditation done: End turn" and "nothing more can be done
— End turn" after a last fight). As settled dice are resolved for the player (settled_fight.py): the table's
standing answer, the press hold armed over the End turn button where the player's pointer was, and the log saying
the table ended the turn. Never while any other move is legal, nor in a lesson, nor right after an undo that went
back to this very spot (the player took it back: the choice is theirs again)."""

from __future__ import annotations

from baraza.game.core.action import Action

ENDED_WORDS = "Nothing else to do: the table ended your turn."  # the log's words for the End turn it made


def lone_end_turn(prompt, view, ended: set[int]) -> Action | None:
    """End turn, when the table makes it for the player now; its record's index joins `ended` (ended_line)."""
    table = prompt.ctx.table
    if table.tutorial is not None or len(table.match.records) == prompt.undone_at:
        return None
    if table.legal_actions() != [Action("end_turn")] or prompt.confirming is not None or prompt.clicks.path:
        return None
    prompt.sync(view)
    slot = next((b for b in prompt.buttons if b.text == "End turn"), None)
    if slot is not None:  # a click meant for what stood there lands on nothing new
        prompt.press_hold.answered(slot.rect, slot.text, table.clock.t)
    ended.add(len(table.match.records))  # the index the End turn's record takes
    return Action("end_turn")


def ended_line(match, ended: set[int], line, seat: int) -> str | None:
    """The log line of an End turn the table made for `seat`, saying so; None for every other line."""
    index = line.move_index
    if index not in ended or not 0 <= index < len(match.records):
        return None
    record = match.records[index]
    first = record.events[0] if record.events else None
    if record.seat != seat or record.action.kind != "end_turn" or first is None or first.text != line.text:
        return None
    return ENDED_WORDS
