"""Blind playtest, Kona round 7: the threat warning says what stops the line (or that nothing does), and every
Hint's move comes with a true reason."""

from __future__ import annotations

from kona_helpers import move, position

from baraza.game.kona.hint_reason import hint_reason, hint_words
from baraza.game.kona.rules import BLACK, RULES, WHITE
from baraza.game.kona.threats import threat_warning

# Black on a4 and b5; a lone Black piece on d6 steps to c6 and makes a4-b5-c6
THREAT = """
. . . b . .
. b . . . .
b . . . . .
. . . w . .
. . . . . w
w . . . . .
"""
# the same, with a White piece on c5 that can step onto b5 and cover the line's middle piece
COVERABLE = """
. . . b . .
. b w . . .
b . . . . .
. . . . . .
. . . . . w
w . . . . .
"""


def test_the_warning_names_the_cover_that_stops_the_line() -> None:
    """"a line on b5" led a tester to put a piece on b5, which Black covered: the words name what stops it."""
    view = RULES.view(position(COVERABLE, WHITE), None)
    assert threat_warning(view, BLACK) == ("Black can make a line by landing on c6 next move: cover its piece on "
                                           "b5 to stop it.")


def test_the_warning_says_when_nothing_stops_the_line() -> None:
    view = RULES.view(position(THREAT, WHITE), None)
    assert threat_warning(view, BLACK) == "Black can make a line by landing on c6 next move; nothing stops it now."


QUIET = """
. . . . . .
. . . . . .
. . . b . .
. . w . . .
. . . . . .
w . . . . b
"""


def test_a_quiet_hint_has_a_reason_that_is_true() -> None:
    """Four hints in nine were a bare "Hint: d3 → c3": every move now gets words, checked on the board."""
    state = position(QUIET, WHITE)
    view = RULES.view(state, None)
    for action in RULES.legal_actions(state, 0):
        assert hint_words(view, action), action
    assert hint_reason(view, move("a1", "b2")) == "it lines up your pieces on b2 and c3: one more on d4 makes a line " \
        "of three"


def test_the_search_is_the_last_resort_and_says_its_chance() -> None:
    state = position(QUIET, WHITE)
    view = RULES.view(state, None)
    # a move that lines nothing up, frees nothing and covers nothing: the search's choice, with its chance
    quiet = [a for a in RULES.legal_actions(state, 0) if hint_reason(view, a) is None]
    assert quiet, "a move with nothing on the board to name"
    assert hint_words(view, quiet[0], chance=0.553) == \
        "it is the strongest move the search finds: your chance stays at 55%"
    assert hint_words(view, quiet[0]) == "it is the strongest move the search finds here"
