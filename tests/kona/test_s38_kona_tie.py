"""Blind tester kona20, match 1: before move 9 the Hint said d3 → d4 ("it covers Black's piece on d4"), the analysis
marked the f1 → f4 played there a blunder, "better: d3 → e3", and Practise rated d3 → d4 "as good as the best move".
The README promises the Hint's move is the analysis's better move. The two parted in the walk back from the proven
loss (game.kona.lost_where): its deeper proof sank the Hint's d3 → d4 (82,000 nodes) and it named d3 → e3, merely
the first move in board order its 100,000-node proof could not sink (it falls at 111,000). Now the walk names the
judge's own move, the Hint's, wherever the proof does not sink it, and another only when that one outlasts a proof
twice as deep, the judge's pick among those left first: here every move before move 9 falls, and the walk goes on
to move 7, where the Hint's f1 → f4 holds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.core.match import Match
from baraza.game.kona import lost_where
from baraza.game.kona.agent import KonaAgent
from baraza.game.kona.analysis import JUDGE_SECONDS, KonaAnalyser
from baraza.game.kona.exercises import exercises_from
from baraza.game.kona.lost_where import OVERRULE_NODES, PROOF_NODES, Budget, held_move
from baraza.game.kona.rules import RULES
from baraza.game.registry import get_game, new_match

RECORD = Path(__file__).resolve().parent / "data" / "s38_kona20_record.json"
SECONDS = 0.05  # the seeded positions' judge: any budget agrees with itself


@pytest.fixture(autouse=True)
def _nodes_not_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Verdicts on the node budget alone: the judge's CPU guard must not cut one judgement short on a loaded machine
    (as in test_kona_one_judge)."""
    import baraza.game.kona.analysis as analysis

    monkeypatch.setattr(analysis, "CPU_CAP", 1_000.0)


def _record() -> tuple[dict, list[tuple[int, Action]]]:
    data = json.loads(RECORD.read_text())
    return data, [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]


def _match(data: dict, moves: list[tuple[int, Action]]) -> Match:
    return Match.from_moves(RULES, data["seats"], data["seed"], dict(data["options"]), moves)


def hint_at(match: Match, ply: int, seconds: float = JUDGE_SECONDS) -> Action:
    """The table's Hint before move `ply` (1-based), asked of the hint level's agent as the table asks it."""
    state = match.state_at(ply - 1)
    seat = RULES.view(state, None).seat_colours.index(RULES.view(state, None).to_move)
    agent = KonaAgent(get_game("kona").hint_level)
    agent.hint_seconds = seconds
    return agent.hint(RULES, RULES.view(state, seat), seat, RULES.legal_actions(state, seat))


def _words(match: Match, ply: int, action: Action) -> str:
    state = match.state_at(ply - 1)
    return RULES.describe_action(state, match.moves[ply - 1][0], action)


@pytest.fixture(scope="module")
def judged() -> list:
    data, moves = _record()
    return analyse(RULES, data["options"], data["seed"], 2, moves, KonaAnalyser())


def test_the_better_move_of_every_mark_is_the_hints_move(judged) -> None:
    data, moves = _record()
    match = _match(data, moves)
    assert _words(match, 9, hint_at(match, 9)) == "d3 → d4"  # the tester's Hint (15-hint2.png)
    marked = [j for j in judged if j.mark and j.best]
    assert marked, judged
    for j in marked:
        assert j.best == _words(match, j.ply, hint_at(match, j.ply)), j
    assert judged[8].best != "d3 → e3" and judged[8].mark is None, judged[8]  # every move before move 9 loses


def test_the_losing_move_is_move_7_where_the_hints_move_held(judged) -> None:
    seventh = judged[6]
    assert seventh.action == "c3 → d3" and seventh.mark == "blunder" and seventh.best == "f1 → f4", seventh
    assert seventh.p_after == 0.0 and seventh.p_before > 0.3
    assert [j.ply for j in judged if j.mark] == [7]
    data, moves = _record()
    exercises = exercises_from(_match(data, moves), judged, 0)
    assert [e.ply for e in exercises] == [7]


# --- the walk's choice, on seeded positions whose best moves tie -------------------------------------------------
def seeded_position(seed: int, plies: int) -> Match:
    spec = get_game("kona")
    match = new_match("kona", ["ai:normal", "ai:easy"], seed, {})
    agents = [spec.agent_factory(level, s, seed + s) for s, level in enumerate(("normal", "easy"))]
    while len(match.moves) < plies:
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    return match


def _after(view, action: Action) -> tuple:
    """The view after `action` and the other side's moves there, for the judge."""
    from baraza.game.kona.mark_words import view_after
    from baraza.game.kona.rules import SQUARES
    from baraza.game.kona.threats import next_moves

    board, then = view_after(view, action)
    return then, [Action("move", (SQUARES[f], SQUARES[t])) for f, t in next_moves(then, then.to_move, board)]


class Proofs(Budget):
    """A walk's budget where the solver sinks each move at a set number of nodes (None: never), and what it asked."""

    def __init__(self, sinks: dict[Action, int | None]) -> None:
        super().__init__()
        self.sinks = sinks
        self.asked: list[tuple[Action, int]] = []

    def lost_after(self, view, action: Action, proof: int = PROOF_NODES) -> bool | None:
        self.asked.append((action, proof))
        need = self.sinks.get(action)
        return need is not None and need <= proof


# (seed, plies): positions where another move ties with the judge's best (within the mistake tolerance) and comes
# before it in the board's order of moves: (11, 6) four wins in a row, (19, 4) e2 → d2 beside a6 → b5
TIED = ((11, 6), (19, 4))


@pytest.mark.parametrize("seed, plies", TIED)
def test_among_equals_the_walk_names_the_hints_move(seed: int, plies: int) -> None:
    match = seeded_position(seed, plies)
    seat = match.active_seats()[0]
    judge = KonaAnalyser(SECONDS)
    view = RULES.view(match.state, None)
    legal = match.legal_actions(seat)
    best = judge.judge(view, legal).best
    hint = hint_at(match, plies + 1, SECONDS)
    assert best == hint and legal.index(hint) > 0  # a move before it in board order could have been named
    held, undecided = held_move(judge, view, legal, best, Proofs({}))
    assert held == hint and not undecided


@pytest.mark.parametrize("seed, plies", TIED)
def test_the_hints_move_sunk_another_is_named_only_if_it_outlasts_a_deeper_proof(seed: int, plies: int) -> None:
    match = seeded_position(seed, plies)
    seat = match.active_seats()[0]
    judge = KonaAnalyser(SECONDS)
    view = RULES.view(match.state, None)
    legal = match.legal_actions(seat)
    best = judge.judge(view, legal).best
    others = [a for a in legal if a != best]
    # the Hint's move sunk; the others outlast the first proof, all but one fall to the deeper one
    last = others[-1]
    sinks: dict[Action, int | None] = {a: PROOF_NODES + 1 for a in others}
    sinks[best], sinks[last] = PROOF_NODES // 2, None
    budget = Proofs(sinks)
    held, undecided = held_move(judge, view, legal, best, budget)
    assert held == last and not undecided  # not others[0], the first in board order the first proof left standing
    # the deeper proof goes first to the judge's own pick among the moves left (its search's choice, or where its
    # proof of the whole position names the sunk Hint's move, the move after which it gives the other side least)
    first_deep = next(a for a, proof in budget.asked if proof == OVERRULE_NODES)
    picked = judge.judge(view, others).best
    assert first_deep == (picked if picked in others else lost_where._pick(judge, view, others))
    if picked not in others:  # the judge's proof of the whole position wins: the pick is a move that wins too
        assert judge.judge(*_after(view, first_deep)).chances[1 - seat] == 0.0
    # everything sunk by the deeper proof: no move held, the position is lost
    sinks[last] = OVERRULE_NODES
    assert held_move(judge, view, legal, best, Proofs(sinks)) == (None, False)


@pytest.mark.parametrize("seed", [0, 1, 4, 7])
def test_seeded_matches_name_the_hints_move_wherever_a_position_is_not_lost(seed: int) -> None:
    """Whole seeded matches through the analysis, walk included: every position not proven lost for its mover
    names the Hint's move as its best."""
    spec = get_game("kona")
    match = new_match("kona", ["ai:normal", "ai:easy"], seed, {})
    agents = [spec.agent_factory(level, s, seed + s) for s, level in enumerate(("normal", "easy"))]
    while not match.is_over():
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, KonaAnalyser(SECONDS))
    checked = 0
    for j in judged:
        if j.p_before <= 0.0 or j.best is None:
            continue
        assert j.best == _words(match, j.ply, hint_at(match, j.ply, SECONDS)), (seed, j)
        checked += 1
    assert checked >= 3


def test_the_walk_budget_is_counted_for_the_deeper_proof() -> None:
    """A deeper proof asked with too little of the walk's budget left is undecided (None), never a move held."""
    budget = Budget(OVERRULE_NODES // 8)
    data, moves = _record()
    view = RULES.view(_match(data, moves).state_at(8), None)
    assert budget.lost_after(view, Action("move", ("d3", "e3")), OVERRULE_NODES) is None
    assert lost_where.OVERRULE_NODES == 2 * lost_where.PROOF_NODES
