"""End turn when it is the only move left: the table makes it for the player (a mouse player counted about ten
clicks in three turns that decided nothing, among them "Meditation done: End turn" and "nothing more can be done
— End turn" after a last fight). As settled dice are resolved for the player (settled_fight.py): an answerer of the
table's answered-for-you part (scenes/table/answered.py), the press hold armed over the End turn button where the player's pointer was, and the log saying
the table ended the turn. Never while any other move is legal, nor in a lesson, nor right after an undo that went
back to this very spot (the player took it back: the choice is theirs again), nor right after a Meditation that drew
cards (Redraw hand, Hadimi's draw): the new hand went into the AI's turn before it could be read (khedu24), so End
turn waits, lit, for the player."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.scenes.table.answered import Answer, Answerer

ENDED_WORDS = "Nothing else to do: the table ended your turn."  # the log's words for the End turn it made


def drew_cards(records) -> bool:
    """Whether the last move was a Meditation that put new cards in the hand (its cards are the player's to read)."""
    if not records:
        return False
    last = records[-1]
    return last.action.kind == "med_redraw" or (
        last.action.kind == "med_clan" and any(e.data.get("drawn") for e in last.events))


def lone_end_turn(prompt, view) -> Action | None:
    """End turn, when the table makes it for the player now."""
    table = prompt.ctx.table
    if table.answered.held_back():  # a lesson, or right after an undo (scenes/table/answered.py)
        return None
    if table.legal_actions() != [Action("end_turn")] or prompt.confirming is not None or prompt.clicks.path:
        return None
    if drew_cards(table.match.records):
        return None
    prompt.sync(view)
    slot = next((b for b in prompt.buttons if b.text == "End turn"), None)
    if slot is not None:  # a click meant for what stood there lands on nothing new
        prompt.press_hold.answered(slot.rect, slot.text, table.clock.t)
    return Action("end_turn")


class LoneEndTurn(Answerer):
    """End turn for the player when it is the only move (lone_end_turn); the log says the table ended the turn."""

    name = "lone_end_turn"

    def __init__(self, prompt) -> None:
        self.prompt = prompt

    def answer(self, table, view) -> Answer | None:
        action = lone_end_turn(self.prompt, view)
        return None if action is None else Answer(action, ENDED_WORDS)
