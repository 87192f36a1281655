"""The shared Hint words: a hint's note (the rules' proven verdict, GameSpec.hint_verdict) is the news that matters
most, so it comes right after the move, each part a sentence; at the end, in brackets, a panel's two lines cut it
(a blind tester read "…where nothing can (Every move loses…"). A hint with no note reads as before."""

from __future__ import annotations

from baraza.scenes.table.intents import compose_hint


def test_a_note_comes_before_the_reason_as_a_sentence() -> None:
    assert compose_hint("a1 → b2", "it blocks the line", "draw with best play") == \
        "Hint: a1 → b2. Draw with best play. It blocks the line."
    assert compose_hint("a1 → b2", None, "swapping wins: White wins in 4 moves") == \
        "Hint: a1 → b2. Swapping wins: White wins in 4 moves."


def test_words_that_end_a_sentence_get_no_second_stop() -> None:
    assert compose_hint("Roll the dice.", "a six wins it!", "you win now.") == \
        "Hint: Roll the dice. You win now. A six wins it!"


def test_a_hint_without_a_note_keeps_its_words() -> None:
    assert compose_hint("Offer a trade to players", "1 Brick for 1 Ore") == \
        "Hint: Offer a trade to players: 1 Brick for 1 Ore"
    assert compose_hint("End the turn") == "Hint: End the turn"
    assert compose_hint("End the turn", "", "") == "Hint: End the turn"
