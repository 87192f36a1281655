"""Session 32: two tiles alike ("hills 6" twice) are told apart in the Pirate's move, so the replay's "better" move is
never worded as the move played, nor ringed on the played tile (a blind tester's "better" named the same place)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.registry import get_game


def _twinned_state():
    """A fresh board where two tiles share terrain and number."""
    rules = get_game("krownia").rules
    for seed in range(1, 200):
        state = rules.initial_state(rules.default_options(), seed, 3)
        labels = [(state.terrain[h], state.numbers[h]) for h in range(len(state.terrain)) if state.numbers[h]]
        if len(labels) != len(set(labels)):
            return rules, state, seed
    raise AssertionError("no board with two tiles alike in 200 seeds")


def test_the_pirates_moves_onto_tiles_alike_read_apart() -> None:
    rules, state, _seed = _twinned_state()
    words = [rules.describe_action(state, 0, Action("move_pirate", (h,))) for h in range(len(state.terrain))]
    assert len(set(words)) == len(words), sorted(w for w in words if words.count(w) > 1)
    assert any(w.split("the ")[-1].split()[0] in ("north", "south", "east", "west") for w in words), words


def test_a_judges_move_worded_as_the_move_played_is_named_no_better() -> None:
    """The analysis offers no "better" move whose words are the played move's (any game: two places alike)."""
    from baraza.game.core import analysis
    from baraza.game.core.evaluation import Evaluation

    rules, state, seed = _twinned_state()
    seat = rules.active_seats(state)[0]
    legal = rules.legal_actions(state, seat)
    played, other = legal[0], legal[1]

    class Judge:  # every position even; its best move another move than the one played
        def evaluate(self, rules, state, seats):
            return Evaluation((1 / 3,) * 3, other, False, 0)

    real = rules.describe_action
    try:  # the two moves worded alike, as the Pirate's were
        rules.describe_action = lambda st, who, a: "the same words" if a in (played, other) else real(st, who, a)
        judged = analysis.analyse(rules, rules.default_options(), seed, 3, [(seat, played)], Judge())
    finally:
        del rules.describe_action
    assert judged[0].action == "the same words" and judged[0].best is None
