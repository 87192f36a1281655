"""The opponent's line next move (game/kona/threats.py): found by trying each of its moves once, worded for the
table's warning and for practise, shown only where the player's level and settings ask for help; practise's words
grow with what the move lost."""

from __future__ import annotations

from kona_helpers import position

from baraza.game.core.action import Action
from baraza.game.kona.exercises import Exercise
from baraza.game.kona.rules import BLACK, RULES, WHITE
from baraza.game.kona.threats import lets_line_words, line_threats, threat_warning, warns_at

# Black on a4 and b5; a lone Black piece on d6 steps to c6 and makes a4-b5-c6
THREAT = """
. . . b . .
. b . . . .
b . . . . .
. . . w . .
. . . . . w
w . . . . .
"""


def test_a_move_that_makes_a_line_is_found_and_worded() -> None:
    view = RULES.view(position(THREAT, WHITE), None)
    threats = line_threats(view, BLACK)
    assert [(t.start, t.end, t.line) for t in threats] == [("d6", "c6", ("a4", "b5", "c6"))]
    assert threat_warning(view, BLACK) == "Black can make a line by landing on c6 next move; nothing stops it now."
    assert line_threats(view, WHITE) == [] and threat_warning(view, WHITE) is None


def test_a_blocked_path_or_a_tower_too_tall_to_land_is_no_threat() -> None:
    full = THREAT.replace(". . . b . .", ". . wbw b . .", 1)  # c6 is a tower of three: nothing lands there
    assert line_threats(RULES.view(position(full, WHITE), None), BLACK) == []
    covered = THREAT.replace(". . . b . .", ". . w b . .", 1)  # one White piece on c6: Black may land on it
    assert [t.end for t in line_threats(RULES.view(position(covered, WHITE), None), BLACK)] == ["c6"]
    far = THREAT.replace(". . . b . .", ". . . . bb .", 1)  # a tower of two on e6 goes two squares: c6, not d6
    assert [t.start for t in line_threats(RULES.view(position(far, WHITE), None), BLACK)] == ["e6"]
    wall = far.replace(". . . . bb .", ". . . w bb .", 1)  # d6 in its way: no way through
    assert line_threats(RULES.view(position(wall, WHITE), None), BLACK) == []


def test_right_after_a_move_the_words_say_it_lets_the_opponent_make_a_line() -> None:
    view = RULES.view(position(THREAT, BLACK), None)  # White just moved and left c6 open
    assert lets_line_words(view) == "it lets Black make a line at once (on c6)"


def test_the_warning_is_off_at_a_strong_ais_table_and_with_hints_off() -> None:
    assert warns_at(["human", "ai:easy"], True) and warns_at(["ai:normal", "human"], True)
    assert warns_at(["human", "human"], True)
    assert not warns_at(["human", "ai:hard"], True) and not warns_at(["human", "ai:expert"], True)
    assert not warns_at(["human", "ai:normal"], False)


def _exercise(p_best: float, p_played: float | None, how_lost: str | None = None, kind: str = "mistake"):
    return Exercise({}, 1, ("human", "ai:normal"), ((0, Action("move", ("f1", "e2"))),), 1,
                    Action("move", ("a1", "b2")), p_best, False, kind, p_played, how_lost)


def test_practise_words_grow_with_what_the_move_lost() -> None:
    """"Lost ground" for a move that let the opponent make a line at once understated it (a playtest)."""
    at_once = _exercise(0.62, 0.0, "it lets White make a line at once (on d4)").prompt()
    assert "a losing move: it lets White make a line at once (on d4)" in at_once
    assert "lost ground" not in at_once
    assert "a losing move" in _exercise(0.64, 0.0).prompt()
    assert "threw away a lot: your chance of winning fell from 64% to 25%" in _exercise(0.64, 0.25).prompt()
    assert "lost ground: your chance of winning fell from 55% to 33%" in _exercise(0.55, 0.33).prompt()
    assert "lost ground" in _exercise(0.55, None).prompt()  # no chance known: the old words


def test_the_warning_says_the_player_wins_first_where_a_move_makes_their_own_line() -> None:
    """"Move onto e2 to stop it" undersold e2, which made the player's own line and won on the spot (a Kona
    playtest): where the player has a line of their own to make, the warning says that wins first."""
    mine = THREAT.replace(". . . . . w", ". w . . . w", 1)  # a1 and b2 White: d3 steps to c3 for a1-b2-c3
    view = RULES.view(position(mine, WHITE), None)
    assert threat_warning(view, BLACK) == ("You win first: land on c3 (line a1–b2–c3). Black could land on c6 next "
                                           "for a line.")
