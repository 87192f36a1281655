"""Learn from your mistakes: the Kona positions where a player blundered become short exercises.

An exercise is the match up to the blundering move (options + seed + the moves before it) and the seat to
play; the learner is asked to find a better move. An answer is checked against the solver, not against one
stored move: it is right when the position after it is still as good as the best move's (a proven win kept,
or, when the solver cannot prove the position in its budget, a chance within TOLERANCE of the best move's).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.match import Match
from baraza.game.kona.analysis import KonaAnalyser

TOLERANCE = 0.05


@dataclass(frozen=True)
class Exercise:
    """Find a better move than the one played at `ply` (1-based) by `seat`."""

    options: dict
    seed: int
    seats: tuple[str, ...]
    moves_before: tuple[tuple[int, Action], ...]
    seat: int
    played: Action
    p_best: float  # the mover's chance with the best move
    proven: bool  # p_best is the solver's proven value

    @property
    def ply(self) -> int:
        return len(self.moves_before) + 1

    def position(self) -> Match:
        """The match at the moment of the mistake, ready for the learner's move."""
        from baraza.game.registry import get_game

        return Match.from_moves(get_game("kona").rules, list(self.seats), self.seed, dict(self.options),
                                list(self.moves_before))

    def prompt(self) -> str:
        return (f"Move {self.ply}: the move played here lost ground. Find a better one "
                f"({'a win is there' if self.proven and self.p_best >= 1.0 else 'keep your chances'}).")


def exercises_from(match: Match, judgements: Sequence[MoveJudgement], seat: int,
                   marks: tuple[str, ...] = ("blunder", "mistake")) -> list[Exercise]:
    """One exercise for each move of `seat` marked with one of `marks` in the analysis of `match`."""
    moves = match.moves
    out = []
    for j in judgements:
        if j.seat != seat or j.mark not in marks:
            continue
        before = tuple(moves[: j.ply - 1])
        out.append(Exercise(dict(match.options), match.seed, tuple(match.seats), before, seat, moves[j.ply - 1][1],
                            j.p_before, j.p_before in (0.0, 1.0)))
    return out


@dataclass(frozen=True)
class Answer:
    right: bool
    why: str


def check_answer(exercise: Exercise, action: Action, seconds: float = 0.5) -> Answer:
    """Is `action` a better move than the blunder? Judged by the solver (or the search when unproven)."""
    match = exercise.position()
    seat = exercise.seat
    if action not in match.legal_actions(seat):
        return Answer(False, "That move is not allowed here.")
    if action == exercise.played:
        return Answer(False, "That is the move that was played: look for another.")
    judge = KonaAnalyser(seconds)
    best = judge.evaluate(match.rules, match.state, len(match.seats))
    match.submit(seat, action)
    if match.is_over():
        won = seat in match.result().winners
        return Answer(won, "It wins at once." if won else "That loses at once.")
    after = judge.evaluate(match.rules, match.state, len(match.seats))
    p_best, p_after = best.chances[seat], after.chances[seat]
    if best.proven and p_best >= 1.0:
        if after.proven and p_after >= 1.0:
            return Answer(True, "Yes: that keeps a win the solver can prove.")
        return Answer(False, "There is a forced win here; this move lets it slip.")
    if p_after >= p_best - TOLERANCE:
        return Answer(True, f"Good: that keeps your chances ({p_after:.0%}).")
    return Answer(False, f"Not quite: this move leaves you a {p_after:.0%} chance; the best one kept {p_best:.0%}.")
