"""A match played badly on purpose fell 60 → 0 % with no move marked, and the summary said only "no move marked"
(KROWNIA, a playtest, Analyse 3/10): when the player's moves got no mark but their chance fell far, the summary says
where it fell most."""

from __future__ import annotations

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.practise_words import analysis_summary


def _judged(drops: list[float], start: float = 0.6, mark_at: int | None = None) -> list[MoveJudgement]:
    out, p = [], start
    for i, drop in enumerate(drops):
        seat = i % 2
        mine = seat == 0
        before, after = (p, p - drop) if mine else (1 - p, 1 - p)
        out.append(MoveJudgement(i + 1, seat, "a move", None, before, after, None,
                                 "inaccuracy" if i == mark_at else None, (p, 1 - p), (p - drop, 1 - p + drop)))
        p -= drop
    return out


def test_a_long_slide_with_no_mark_names_the_largest_falls():
    drops = [0.05, 0, 0.09, 0, 0.04, 0, 0.12, 0, 0.07, 0, 0.08, 0, 0.06, 0, 0.09, 0]
    text = analysis_summary(_judged(drops), ["You", "AI normal"])
    # no mark, but the fall is told (issue 41, round 9: "no move marked" under a falling chart read as "fine")
    assert text.startswith("Analysis done: no single move lost enough to be marked."), text
    assert "Your chance fell from 60% to 0% over many small steps" in text and "-0%" not in text, text
    assert "move 3 (" in text and "move 7 (" in text and "move 15 (" in text, text


def test_no_falls_named_when_a_move_of_yours_is_marked_or_the_chance_held():
    drops = [0.05, 0, 0.09, 0, 0.04, 0, 0.12, 0, 0.07, 0, 0.08, 0, 0.06, 0, 0.09, 0]
    assert "largest falls" not in analysis_summary(_judged(drops, mark_at=6), ["You", "AI normal"])
    assert "largest falls" not in analysis_summary(_judged([0.01, 0] * 8), ["You", "AI normal"])
    assert "largest falls" not in analysis_summary(_judged(drops), None)


def test_no_well_played_beside_a_marked_inaccuracy():
    """A won Kona game with one inaccuracy marked: Practise said "well played" (a playtest could not square it)."""
    from types import SimpleNamespace

    from baraza.scenes.replay.practise_words import nothing_to_practise

    class Won:
        seats = ["human", "ai:easy"]

        def is_over(self):
            return True

        def result(self):
            return SimpleNamespace(winners=(0,))

        def seat_names(self):
            return ["White", "Black"]

    judged = _judged([0.05, 0, 0.16, 0], mark_at=2)
    text = nothing_to_practise(Won(), judged, 0)
    assert "well played" not in text and "only 1 inaccuracy" in text, text
    assert "well played" in nothing_to_practise(Won(), _judged([0.01, 0]), 0)


def test_small_falls_are_counted_not_named_and_the_ais_marks_not_called_yours():
    """A Konja tester read "your largest falls were at moves 7 (7%), 9 (4%)", both moves the Hint had advised, as
    blame, right after "They are marked on the chart" (the AI's mark) and "None is marked"."""
    drops = [0.07, 0, 0.04, 0, 0.05, 0, 0.06, 0, 0.07, 0, 0.06, 0, 0.05, 0, 0.07, 0]
    judged = _judged(drops)
    ai = judged[1]
    judged[1] = MoveJudgement(ai.ply, ai.seat, ai.action, None, ai.p_before, ai.p_after, "a better move", "inaccuracy",
                              ai.chances_before, ai.chances_after)
    text = analysis_summary(judged, ["You", "AI normal"])
    assert "yours: none; AI normal: 1 inaccuracy" in text, text
    assert "They are marked" not in text and "The marked moves are dots" in text, text
    assert "largest fall" not in text and "none cost more than 7%" in text, text


def test_a_match_decided_early_says_so():
    """A Khedu tester's chance sat at 0 % from move 20 on and "no move marked" read as "you played fine"."""
    drops = [0.1, 0, 0.2, 0, 0.25, 0] + [0.0, 0] * 6
    text = analysis_summary(_judged(drops, start=0.55), ["You", "AI normal"])
    assert "After move 5 your chance stood under 5% to the end" in text, text  # the move that left it there
    assert "decided there" in text, text
    assert "decided there" not in analysis_summary(_judged([0.01, 0] * 8), ["You", "AI normal"])
