"""Blind playtest, Kona round 9 (issue 41): every Hint names something on the board (the squares, the reply it
takes away, the line it prepares, the centre it takes), and a blunder's "Why" says what the move allowed: the
other side's winning reply and the line it leads to, then what the better move does."""

from __future__ import annotations

from kona_helpers import move, position

from baraza.game.core.action import Action
from baraza.game.kona import analysis
from baraza.game.kona.hint_reason import hint_words
from baraza.game.kona.rules import RULES, WHITE


def _after(*moves: tuple[str, str]):
    state = RULES.initial_state({}, 1)
    for i, (a, b) in enumerate(moves):
        RULES.apply(state, i % 2, Action("move", (a, b)))
    return state


def test_the_first_hint_names_the_centre_it_takes() -> None:
    """26.png: "f1 → d3: it is the strongest move the search finds here"."""
    view = RULES.view(_after(), None)
    assert hint_words(view, move("f1", "d3")) == ("it takes the centre early: from d3 your piece can move 8 ways, "
                                                 "more than from the edge")


def test_a_piece_that_steps_out_of_reach_says_where_and_from_what() -> None:
    """40.png: "c4 → d4: it keeps Black's pieces under yours covered" (which pieces?). Black's a6 (two tall)
    reaches c4 but not d4."""
    view = RULES.view(_after(("a6", "c4"), ("a1", "b2")), None)
    assert hint_words(view, move("c4", "d4")) == ("it moves your piece from c4, where a6 → c4 could cover it, to "
                                                 "d4, where nothing can")


def test_keeping_pieces_on_top_names_them() -> None:
    view = RULES.view(_after(("a6", "c4"), ("a1", "b2")), None)
    assert hint_words(view, move("c4", "b3")) == ("it keeps your pieces on a1 and f1 on top of Black's: lifting "
                                                 "a1 would let Black threaten a line on c3")


def test_a_move_that_takes_away_the_rivals_setup_names_the_reply() -> None:
    """Black's a6 → b5 would set up b4-c4-d4 (b5 steps to c4); White on b5 first makes that stack two tall."""
    state = position("""
        b . . . . .
        w . . . . .
        . b . b . .
        . . . . . .
        w . . . . .
        . . . . w .
    """, WHITE)
    assert hint_words(RULES.view(state, None), move("a5", "b5")) == \
        "else Black could play a6 → b5 and threaten a line on c4"


def test_a_move_that_prepares_a_threat_names_the_next_move_and_the_line() -> None:
    state = position("""
        . b . . . .
        . . . . . .
        . . . b w .
        . . . . w .
        . . . . . b
        . . . w . .
    """, WHITE)
    assert hint_words(RULES.view(state, None), move("d1", "c1")) == \
        "it prepares c1 → c2, which would threaten a line on d3"


def test_a_blunders_why_names_the_winning_reply_and_the_better_moves_reason() -> None:
    """52.png: "Why: c4 → d4 keeps Black's pieces under yours covered" did not say why the player lost: after
    f1 → f4 Black covers his lone c4 (a6 → c4) and wins by force."""
    state = _after(("a6", "c4"), ("a1", "b2"))
    why = analysis.mark_reason(RULES, state, 0, move("f1", "f4"), move("c4", "d4"))
    assert why is not None
    # kona16: a6 → c4 was there before f1 → f4; what f1 → f4 changed was the Black piece it uncovered on f1
    assert why.startswith("f1 → f4 uncovered Black's piece on f1, which could then go f1 → d1: Black wins by force "
                          "(e.g. a line on ")
    assert why.endswith("; c4 → d4 moves White's piece where Black cannot cover it")  # kona18: not "out of reach"


def test_a_why_with_room_says_the_better_moves_own_reason() -> None:
    """What the better move does, in the Hint's words, after what the played move allowed."""
    state = _after(("a6", "c4"), ("a1", "b2"))
    why = analysis.mark_reason(RULES, state, 0, move("f1", "f4"), move("c4", "c3"))
    assert why == ("f1 → f4 uncovered Black's piece on f1, which could then go f1 → d1: Black wins by force (e.g. a "
                   "line on a2-b3-c4); instead, c4 → c3 lines up White's pieces on c3 and a1")
