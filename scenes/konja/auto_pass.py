"""The Rain's questions that have one answer are answered for the player (blind tester konja23).

After the Rain Favour the panel said itself "No Cloud of yours can flip now" and still waited for Done flipping; then
the Rain Blessing asked "Summon a Cloud? You hold 1 Gold." with Pass the only button. `LonePass`, an answerer of the
table's answered-for-you part (scenes/table/answered.py), plays that Done or Pass for the player and says why in a
toast, as `IdleRed` (ask_end.py) does for red dice that can take nothing. The rules are untouched: the move is the
same `done_upgrading` / `pass_blessing` a saved record holds. Never in a lesson (its steps are scripted), nor right
after an undo that went back to that question (the player took the answer back: the choice is theirs again).
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja.state import SUMMON_COST
from baraza.scenes.table.answered import Answer

# the phase's only-left move: the Favour's Done, the Blessing's Pass
LONE_MOVES = {"rain_upgrade": Action("done_upgrading"), "rain_summon": Action("pass_blessing")}
FAVOUR_WORDS = "No Cloud can flip: Rain's Favour passes."
BLESSING_WORDS = "Rain's Blessing: a Cloud costs more Gold than you hold."
NO_PILE_WORDS = "Rain's Blessing: no Cloud your Gold pays for is left."


def lone_move(phase: str, legal: list[Action]) -> Action | None:
    """The move to make for the player: the phase's Done or Pass when it is the only legal move, else None."""
    move = LONE_MOVES.get(phase)
    return move if move is not None and legal == [move] else None


def lone_words(view, seat: int) -> str:
    """Why nothing was asked: no Cloud can flip, or no Cloud `seat`'s Gold pays for (or none of those left)."""
    if view.phase == "rain_upgrade":
        return FAVOUR_WORDS
    return BLESSING_WORDS if view.players[seat].gold < min(SUMMON_COST.values()) else NO_PILE_WORDS


class LonePass:
    """Done flipping / Pass for the player when it is their only move at the Rain (see the module's docstring)."""

    name = "lone_pass"

    def __init__(self, ctx) -> None:
        self.ctx = ctx

    def answer(self, table, view) -> Answer | None:
        if view.phase not in LONE_MOVES or table.answered.held_back():  # a lesson, or the undone question
            return None
        seat = table.human_to_act()  # the table asks only for a human's own move
        if seat is None:
            return None
        move = lone_move(view.phase, list(table.legal_actions()))
        return None if move is None else Answer(move, toast=lone_words(view, seat))

    def log_line(self, record, line, kept) -> str | None:
        return None  # the log's own line stands

    def wake_in(self, now: float) -> float | None:
        return None  # answered at once, no beat to wait
