"""The turn panel's "You can: …" words count the top pieces that can move, and say when others are blocked: the
players' panel counts every top piece ("3 on top"), and "your 2 top pieces" beside it read as a contradiction."""

from kona_helpers import position

from baraza.game.kona.rules import RULES


def test_the_words_say_how_many_top_pieces_are_blocked():
    state = position("""
        . . . . . .
        . . . . . .
        . . . w . .
        . . . . . .
        bbb bbb . . . .
        w bbb . . . .
    """)
    view, legal = RULES.view(state, 0), RULES.legal_actions(state, 0)
    assert {a.args[0] for a in legal if a.kind == "move"} == {"d4"}  # a1 is walled in by full towers
    words = " ".join(RULES.summarize_actions(view, 0, legal))
    assert "top piece on d4" in words and "the other 1 is blocked" in words


def test_no_blocked_note_when_every_top_piece_can_move():
    state = position("""
        . . . . . .
        . . . . . .
        . . . w . .
        . . . . . .
        . . . . . .
        w . . . . b
    """)
    words = " ".join(RULES.summarize_actions(RULES.view(state, 0), 0, RULES.legal_actions(state, 0)))
    assert "2 top pieces" in words and "blocked" not in words
