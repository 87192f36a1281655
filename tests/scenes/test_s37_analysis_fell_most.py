"""A won match whose chart dipped 60 → 40 % at a roll (a Konja tester, konja21) was summed up as "no move marked"
alone: the chance never fell from its peak to the end, so nothing named the dip. With no move of the player's
marked, the one move where their chance fell most is named when that fall was far, a roll as the luck it was."""

from __future__ import annotations

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.captions import verdict_words
from baraza.scenes.replay.practise_words import analysis_summary


def _chart(points: list[float], luck_at: int) -> list[MoveJudgement]:
    """Moves taking the player's (seat 0's) chance through `points`, the seats alternating; the move to point
    `luck_at` a roll of the player's."""
    out = []
    for ply, (before, after) in enumerate(zip(points, points[1:], strict=False), start=1):
        seat = 0 if ply == luck_at else ply % 2
        action = "Roll the red dice" if ply == luck_at else "a move"
        mover_before, mover_after = (before, after) if seat == 0 else (1 - before, 1 - after)
        out.append(MoveJudgement(ply, seat, action, None, mover_before, mover_after, action, None,
                                 (before, 1 - before), (after, 1 - after), luck=ply == luck_at))
    return out


def test_a_far_dip_in_a_won_match_is_named_with_its_luck():
    points = [0.61, 0.6, 0.59, 0.6, 0.4, 0.42, 0.5, 0.62, 0.8, 1.0, 1.0]
    text = analysis_summary(_chart(points, luck_at=4), ["You", "AI normal"])
    assert text == ("Analysis done: no move marked. Your chance fell most at your move 4 (Roll the red dice, 60% → "
                    "40%: luck, not a choice)."), text
    # a caption too narrow for it all keeps that the chance fell, and where
    assert verdict_words(text, lambda t: len(t) < 70) == "Analysis done: no move marked. Your chance fell most at your move 4."


def test_a_small_dip_or_no_player_says_nothing_more():
    points = [0.61, 0.6, 0.59, 0.6, 0.52, 0.55, 0.6, 0.7, 0.8, 1.0, 1.0]
    words = "Analysis done: no move marked (no inaccuracy, mistake or blunder seen)."
    assert analysis_summary(_chart(points, luck_at=4), ["You", "AI normal"]) == words
    points[4] = 0.4
    assert analysis_summary(_chart(points, luck_at=4), ["AI easy", "AI normal"]) == words
