"""Blind tester kona17 had one exercise a match: the missed win only, the match's inaccuracies never offered. When
a match has fewer than three exercises, its inaccuracies with a clearly better move (proven, or ten points or more)
join them, in the order they were played."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.core.match import Match
from baraza.game.kona.exercises import exercises_from
from baraza.game.kona.rules import RULES

DATA = Path(__file__).parent / "data"
# White's moves of kona17's second match, as marked: (chance before, after, mark)
MARKS = {3: (0.72, 0.60, "inaccuracy"), 7: (0.75, 0.70, "inaccuracy"), 11: (1.0, 1.0, "inaccuracy")}


def _match() -> Match:
    record = json.loads((DATA / "kona17_game2.json").read_text("utf-8"))
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    return Match.from_moves(RULES, record["seats"], record["seed"], record["options"], moves)


def _judged(match: Match) -> list[MoveJudgement]:
    out = []
    for ply, (seat, action) in enumerate(match.moves, 1):
        before, after, mark = MARKS.get(ply, (0.7, 0.7, None))
        text = match.rules.describe_action(match.state_at(ply - 1), seat, action)
        out.append(MoveJudgement(ply, seat, text, None, before, after, "a better move" if mark else text, mark))
    return out


def test_a_clearly_costly_inaccuracy_becomes_an_exercise_beside_the_missed_win() -> None:
    match = _match()
    exercises = exercises_from(match, _judged(match), 0)
    assert [(e.ply, e.kind) for e in exercises] == [(3, "inaccuracy"), (11, "missed win")]
    assert "marked an inaccuracy in the move list" in exercises[0].prompt(), exercises[0].prompt()


def test_a_match_with_three_exercises_gets_no_inaccuracy() -> None:
    match = _match()
    judged = _judged(match)
    for ply in (1, 5, 9):  # three mistakes of White's
        j = judged[ply - 1]
        judged[ply - 1] = MoveJudgement(ply, 0, j.action, None, 0.7, 0.45, "a better move", "mistake")
    assert [e.ply for e in exercises_from(match, judged, 0)] == [1, 5, 9, 11]
