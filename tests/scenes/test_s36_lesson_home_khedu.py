"""Khedu's lesson card moved 13 times in 61 steps (blind tester: "the card moving"); placed step by step it could not
do better, as it cannot see the steps ahead. The script now names the card's homes (assets/tutorials/khedu.toml,
`card = [right, bottom]`), planned over the whole lesson: it moves 9 times, the least that keeps every step clear."""

from __future__ import annotations

from test_s32_lesson_card_stays import _moves, _walk


def test_khedu_card_moves_at_most_nine_times():
    moves = [b["step"] for a, b in _moves(_walk("khedu"))]
    assert len(moves) <= 9, moves


def test_khedu_card_holds_one_home_through_the_opening_turn():
    """Steps 1-14 (the first action turn) keep one place: before, the card left the log's top at step 5."""
    steps = _walk("khedu")[:14]
    assert len({(s["anchor"].right, s["anchor"].edge, s["anchor"].top) for s in steps}) == 1
