"""Blind tester kona21 (human White against AI normal, classic start, seed 97317): after White's f6 → d4 (move 9)
normal played f6 → e5, which did not stop White's d4 → e3, and White won in 2 moves (the Hint had already said so).
Normal now asks the solver whether its chosen move lets the opponent force a win within 3 plies, and if so plays its
best-scored move that does not."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.kona.agent import DEFEND_PLIES, KonaAgent, make_agent
from baraza.game.kona.proof import solver_from_view
from baraza.game.kona.rules import RULES, KonaView, square_index
from baraza.game.kona.threats import view_after

SEED = 97317
SEATS = ["human", "ai:normal"]
OPTIONS = {"opening": "free", "pie": "off"}
# the tester's match (its saved record) up to White's f6 → d4; normal (Black, seat 1) then played f6 → e5
PLAYED = ["f1-d3", "f6-e5", "d3-c3", "e5-e4", "a6-d3", "e4-d3", "c3-d3", "a1-d1", "f6-d4"]
BLUNDER = Action("move", ("f6", "e5"))


def _position(moves: list[str]) -> tuple[Match, int, KonaView]:
    actions = [(ply % 2, Action("move", tuple(text.split("-")))) for ply, text in enumerate(moves)]
    match = Match.from_moves(RULES, SEATS, SEED, OPTIONS, actions)
    seat = match.rules.active_seats(match.state)[0]
    return match, seat, match.rules.view(match.state, seat)


def _opponent_forces_a_short_win(view: KonaView, move: Action) -> bool:
    after = view_after(view, square_index(move.args[0]), square_index(move.args[1]))
    outcome = solver_from_view(after).solve(max_plies=DEFEND_PLIES, nodes=200_000)
    assert outcome.proven or outcome.depth >= DEFEND_PLIES  # the check itself was complete
    return outcome.value == "win"


def test_normal_no_longer_plays_into_a_win_in_two() -> None:
    match, seat, view = _position(PLAYED)
    legal = match.rules.legal_actions(match.state, seat)
    assert _opponent_forces_a_short_win(view, BLUNDER)  # d4 → e3 and White wins in 2 moves, as the Hint said
    move = make_agent("normal", seat, SEED).choose(match.rules, view, seat, legal)
    assert move != BLUNDER
    assert not _opponent_forces_a_short_win(view, move), move


def test_without_the_look_normal_plays_as_the_record_did() -> None:
    """`defend_nodes=0` is normal before kona21 (the arena's `normal+0`): it plays the tester's f6 → e5 again."""
    match, seat, view = _position(PLAYED)
    legal = match.rules.legal_actions(match.state, seat)
    agent = KonaAgent("normal", seed=SEED * 1_000_003 + seat * 7919 + 17, defend_nodes=0)
    assert agent.choose(match.rules, view, seat, legal) == BLUNDER


def test_when_the_nodes_run_out_normal_plays_as_before() -> None:
    """The look is bounded by a node count: with too few nodes to finish one check, nothing is proven and normal
    keeps its own choice (the same on any machine)."""
    match, seat, view = _position(PLAYED)
    legal = match.rules.legal_actions(match.state, seat)
    agent = KonaAgent("normal", seed=SEED * 1_000_003 + seat * 7919 + 17, defend_nodes=1)
    assert agent.choose(match.rules, view, seat, legal) == BLUNDER


def test_when_every_move_loses_normal_plays_as_before() -> None:
    """After d4 → e3 (the record's move 11) every Black move lets White win at once: nothing to defend with."""
    match, seat, view = _position([*PLAYED, "f6-e5", "d4-e3"])
    legal = match.rules.legal_actions(match.state, seat)
    assert all(_opponent_forces_a_short_win(view, a) for a in legal if a.kind == "move")
    old = KonaAgent("normal", seed=5, defend_nodes=0).choose(match.rules, view, seat, legal)
    assert KonaAgent("normal", seed=5).choose(match.rules, view, seat, legal) == old
