"""S38, blind tester krownia23: the village that reached 10 points was hinted as "1 more point, and it pays Wood and
Ore on 7 rolls in 36" (157.png). A build (or a road taking Longest Road) that reaches the target says it wins."""

from __future__ import annotations

from krownia23_record import state_at, table_hint
from krownia_helpers import R

from baraza.game.krownia.hint_setup import build_reason
from baraza.game.krownia.hint_words import point_now, point_words


def test_the_winning_village_says_it_wins_the_match() -> None:
    state = state_at(367)  # Red at 9 of 10 holds a village's cards
    step = table_hint(state)
    assert step.action.kind == "build_village", step
    assert "it wins the match" in step.words and "1 more point" not in step.words, step.words


def test_a_point_short_of_the_target_is_still_one_more_point() -> None:
    view = R.view(state_at(367), 0)
    assert point_words(view, 0) == "it wins the match: your 10th point" and point_now(view, 0).endswith("wins the match")
    early = R.view(state_at(137), 0)  # round 7, Red at 3
    assert point_words(early, 0) == "1 more point" and point_now(early, 0) == "a point now"
    assert build_reason(early, 0, 24).startswith("1 more point")
