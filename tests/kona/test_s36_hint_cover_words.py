"""The Hint's and Practise's reasons say why a cover or a quiet move matters (blind tester kona15,
data/kona15_record.json): "a3 → b2: it covers Black's piece on b2" did not say why that mattered, "a6 → b6: it keeps
your pieces … on top" was a reason by elimination, and Practise's success line "because it covers Black's piece on
e5" left out the double threat its failure line named."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.kona import exercises
from baraza.game.kona.hint_reason import hint_reason
from baraza.game.kona.rules import RULES

RECORD = json.loads((Path(__file__).parent / "data" / "kona15_record.json").read_text("utf-8"))
MOVES = tuple((m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"])


def _view(before: int):
    """The position before move `before` (1-based) of the record."""
    state = RULES.initial_state(RECORD["options"], RECORD["seed"], 2)
    for seat, action in MOVES[: before - 1]:
        RULES.apply(state, seat, action)
    return RULES.view(state, None)


def test_a_cover_says_what_the_covered_piece_would_have_done() -> None:
    assert hint_reason(_view(5), Action("move", ("a3", "b2"))) == (
        "it covers Black's piece on b2, which could play b2 → b3 and threaten a line on c3")


def test_keeping_pieces_on_top_says_what_lifting_one_would_give_away() -> None:
    words = hint_reason(_view(11), Action("move", ("a6", "b6")))
    assert words == ("it keeps your pieces on a1, d3 and f6 on top of Black's: lifting d3 would let Black threaten "
                     "a line on e2 and b5 at once")


def test_practise_success_names_the_double_threat_the_cover_stops() -> None:
    exercise = exercises.Exercise(dict(RECORD["options"]), RECORD["seed"], tuple(RECORD["seats"]), MOVES[:14], 0,
                                  MOVES[14][1], 0.0, False)
    answer = exercises.check_answer(exercise, Action("move", ("d4", "e5")))
    assert answer.right, answer.why
    assert answer.why.endswith("because it covers Black's piece on e5, which could play e5 → d4 and threaten a line "
                               "on c3 and b4 at once."), answer.why
