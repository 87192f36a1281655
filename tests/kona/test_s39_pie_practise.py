"""kona21 played Black after the AI swapped under the pie rule: the table said "Move 4" where the move list and
Practise said "Move 5" (the swap is in the list), and the seat names did not follow the swap. In another match
Practise passed a1 → a3 as "Good enough" while the Hint for the same position warned that lifting a1 would let
Black play a1 → a2 and threaten a line on c4: the pass now names that drawback, in the Hint's own words."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona.exercises import Exercise, check_answer
from baraza.game.kona.hint_reason import hint_reason
from baraza.game.kona.plans import drawback_words
from baraza.game.kona.rules import RULES, SWAP, square_index


def _move(start: str, end: str) -> Action:
    return Action("move", (start, end))


# kona21's pie match (seed 52322): White a6 → b5, the AI swapped, then f6 → d4 twice; the player (seat 0) is Black
PIE = ((0, _move("a6", "b5")), (1, SWAP), (0, _move("f6", "d4")), (1, _move("f6", "d4")))
PIE_OPTIONS = {"opening": "free", "pie": "on"}
# kona21's hard match (seed 749343), before White's move 5: the Hint gave c5 → d4, Practise passed a1 → a3
HARD = ((0, _move("a6", "c4")), (1, _move("a1", "a4")), (0, _move("c4", "c5")), (1, _move("a4", "b3")))
HARD_OPTIONS = {"opening": "free", "pie": "off"}
WARNING = "lifting a1 would let Black play a1 → a2 and threaten a line on c4"  # the Hint's words (plans.kept_words)
DRAWBACK = "lifting a1 lets Black play a1 → a2 and threaten a line on c4"


def _match(moves, options, seed: int) -> Match:
    return Match.from_moves(RULES, ["human", "ai:normal"], seed, dict(options), list(moves))


def test_the_view_counts_the_swap_as_a_move_as_the_move_list_does() -> None:
    match = _match(PIE, PIE_OPTIONS, 52322)
    view = match.view(None)
    assert view.move_number == 3 and view.moves_made == 4  # a6 → b5, the swap, f6 → d4, f6 → d4
    assert match.rules.turn_label(match.state) == f"move {view.moves_made + 1}"  # the saved name's count
    plain = _match(HARD, HARD_OPTIONS, 749343).view(None)
    assert plain.moves_made == plain.move_number == 4


def test_the_seats_are_named_as_they_play_after_the_swap() -> None:
    before = _match(PIE[:1], PIE_OPTIONS, 52322)
    after = _match(PIE, PIE_OPTIONS, 52322)
    assert RULES.seat_names_as_played(before.state, 2) == ["White", "Black"]
    assert RULES.seat_names_as_played(after.state, 2) == ["Black", "White"]
    view = after.view(None)
    assert RULES.seat_names_as_played(after.state, 2)[0] == ("White", "Black")[view.seat_colours[0]]


def test_the_drawback_is_said_in_the_hints_words() -> None:
    view = _match(HARD, HARD_OPTIONS, 749343).view(None)
    assert WARNING in hint_reason(view, _move("c5", "d4"))
    lift = (square_index("a1"), square_index("a3"))
    assert drawback_words(view, lift) == DRAWBACK
    # the judge's reply is named first when it is one of the setups the move gives
    assert drawback_words(view, lift, (square_index("a1"), square_index("a2"))) == DRAWBACK
    # the Hint's move keeps a1 covered: nothing to name
    assert drawback_words(view, (square_index("c5"), square_index("d4"))) is None


def test_a_good_enough_try_names_what_it_gives_the_other_side() -> None:
    exercise = Exercise(HARD_OPTIONS, 749343, ("human", "ai:hard"), HARD, 0, _move("f1", "c4"), 0.51, False,
                        "mistake", 0.3)
    answer = check_answer(exercise, _move("a1", "a3"))
    assert answer.right and answer.mark == "inaccuracy", answer
    assert answer.drawback == DRAWBACK
    assert answer.why.startswith("Good enough") and answer.why.endswith(f" But {DRAWBACK}."), answer.why
    best = check_answer(exercise, _move("c5", "d4"))  # the Hint's move: a plain "Good", no drawback
    assert best.right and best.drawback is None and "But " not in best.why, best.why


def test_the_match_names_its_seats_as_played_after_a_swap():
    """kona21's replay: the View button, the chart and the moves list read "White (you)" for the player who was Black
    after the pie swap; they all ask Match.seat_names."""
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    rules = get_game("kona").rules
    match = Match(rules, ["human", "ai:normal"], 3, {**rules.default_options(), "pie": "on"})
    assert match.seat_names() == ["White", "Black"]
    first = match.legal_actions(0)[0]
    assert match.submit(0, first).ok
    swap = next((a for a in match.legal_actions(1) if a.kind in ("swap", "pie")), None)
    assert swap is not None, match.legal_actions(1)[:5]
    assert match.submit(1, swap).ok
    assert match.seat_names() == ["Black", "White"]
