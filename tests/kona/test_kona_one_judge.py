"""Hint, analysis and practise ask Kona's one judge (issue 41): for the same position and budget the Hint's move
is the move the analysis rates best, and a practise answer is right exactly when the analysis would not mark it
a mistake or a blunder. The judge counts nodes, not seconds, so the same position always gets the same verdict."""

from __future__ import annotations

import re

import pytest

from baraza.game.core.analysis import Evaluation, mark_for, terminal_evaluation
from baraza.game.core.match import Match
from baraza.game.kona.analysis import (
    JUDGE_SECONDS,
    UNPROVEN_HIGH,
    UNPROVEN_LOW,
    KonaAnalyser,
    chance_from_score,
)
from baraza.game.kona.exercises import WRONG_MARKS, Exercise, check_answer
from baraza.game.kona.openings import load_openings
from baraza.game.kona.rules import COLOUR_NAMES
from baraza.game.kona.search import WIN_THRESHOLD
from baraza.game.registry import get_game, new_match
from baraza.scenes.table.ai_runner import AIRequest, _decide

SECONDS = 0.05  # a small budget keeps the test quick; any budget agrees with itself
# (seed, plies): seeded normal-against-easy matches stopped before the mover's move at that ply
POSITIONS = ((2, 3), (4, 5), (7, 2), (11, 6), (19, 4), (24, 7))  # (23, 7) ended sooner once normal played its proven wins
MOVES_CHECKED = 10  # legal moves answered in each position (the judge's best among them)


@pytest.fixture(autouse=True)
def _nodes_not_seconds(monkeypatch: pytest.MonkeyPatch) -> None:
    """The judge's CPU guard (CPU_CAP times its budget) stops a search early on a loaded machine, and then the
    Hint and the analysis, asked at different moments, may stop at different nodes (one run of 3,000 failed so):
    these tests compare verdicts on the node budget alone."""
    import baraza.game.kona.analysis as analysis

    monkeypatch.setattr(analysis, "CPU_CAP", 1_000.0)


def seeded_position(seed: int, plies: int) -> Match:
    spec = get_game("kona")
    match = new_match("kona", ["ai:normal", "ai:easy"], seed, {})
    agents = [spec.agent_factory(level, s, seed + s) for s, level in enumerate(("normal", "easy"))]
    while len(match.moves) < plies:
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
        assert not match.is_over(), f"seed {seed} ends before ply {plies}"
    return match


def hint_of(match: Match, seconds: float | None = SECONDS):
    """The table's Hint, asked the way the table asks it (scenes.table.ai_runner: the hint level's agent)."""
    spec = get_game("kona")
    seat = match.active_seats()[0]
    kind = f"ai:{spec.hint_level}"
    agent = spec.make_agent(kind, seat, match.seed)
    agent.hint_seconds = seconds
    agents = {("kona", kind, seat, match.seed): agent}
    request = AIRequest(1, "hint", "kona", kind, seat, match.seed, match.view(seat), match.legal_actions(seat))
    return _decide(agents, request)


def test_the_same_position_always_gets_the_same_verdict() -> None:
    match = seeded_position(*POSITIONS[0])
    judge = KonaAnalyser(SECONDS)
    first = judge.evaluate(match.rules, match.state, 2)
    KonaAnalyser(SECONDS * 3).evaluate(match.rules, match.state, 2)  # other work between: no memory carried over
    assert KonaAnalyser(SECONDS).evaluate(match.rules, match.state, 2) == first == judge.evaluate(
        match.rules, match.state, 2)


@pytest.mark.parametrize("seed, plies", POSITIONS)
def test_the_hint_is_the_move_the_analysis_rates_best(seed: int, plies: int) -> None:
    match = seeded_position(seed, plies)
    seat = match.active_seats()[0]
    before = KonaAnalyser(SECONDS).evaluate(match.rules, match.state, 2)
    hint = hint_of(match)
    assert hint.error is None and hint.action == before.best
    after = match.copy_at(len(match.moves))
    after.submit(seat, hint.action)
    judged = terminal_evaluation(after.rules, after.state, 2) if after.is_over() else KonaAnalyser(SECONDS).evaluate(
        after.rules, after.state, 2)
    assert mark_for(before, judged, seat, played_best=False) is None  # not even judged as another move would be


@pytest.mark.parametrize("seed, plies", POSITIONS)
def test_practise_accepts_exactly_the_moves_the_analysis_would_not_mark(seed: int, plies: int) -> None:
    match = seeded_position(seed, plies)
    seat = match.active_seats()[0]
    judge = KonaAnalyser(SECONDS)
    before = judge.evaluate(match.rules, match.state, 2)
    legal = match.legal_actions(seat)
    played = next(a for a in legal if a != before.best)  # the exercise's own move is refused whatever it was
    exercise = Exercise(dict(match.options), match.seed, tuple(match.seats), tuple(match.moves), seat, played,
                        before.chances[seat], before.proven)
    answers = [before.best] + [a for a in legal if a not in (before.best, played)][: MOVES_CHECKED - 1]
    for action in answers:
        after = match.copy_at(len(match.moves))
        after.submit(seat, action)
        judged = (terminal_evaluation(after.rules, after.state, 2) if after.is_over()
                  else judge.evaluate(after.rules, after.state, 2))
        mark = mark_for(before, judged, seat, action == before.best)
        answer = check_answer(exercise, action, SECONDS)
        assert answer.right == (mark not in WRONG_MARKS), (action, mark, answer)
        assert answer.mark == mark
    assert not check_answer(exercise, played, SECONDS).right


def test_the_positions_cover_right_and_wrong_answers_and_unproven_chances() -> None:
    """The seeded positions are not all alike: some unproven, some with moves the analysis marks."""
    judged = [KonaAnalyser(SECONDS).evaluate(m.rules, m.state, 2) for m in (seeded_position(*p) for p in POSITIONS)]
    assert any(not e.proven for e in judged) and any(e.proven for e in judged)


def test_the_hints_verdict_is_what_the_judge_behind_its_move_proved() -> None:
    """"White wins in n moves" only when the judge (the app's budget) proved that win, and the hinted move keeps it."""
    for seed, plies in POSITIONS:
        match = seeded_position(seed, plies)
        hint = hint_of(match, None)
        before = KonaAnalyser(JUDGE_SECONDS).evaluate(match.rules, match.state, 2)
        seat = match.active_seats()[0]
        mover = COLOUR_NAMES[match.view(None).to_move]
        if hint.note is None:
            assert not (before.proven and before.chances[seat] in (0.0, 1.0))
            continue
        winner = re.match(r"(\w+) wins", hint.note)
        assert before.proven
        if winner is not None and winner.group(1) == mover:
            assert before.chances[seat] == 1.0
            after = match.copy_at(len(match.moves))
            after.submit(seat, hint.action)
            judged = (terminal_evaluation(after.rules, after.state, 2) if after.is_over()
                      else KonaAnalyser(JUDGE_SECONDS).evaluate(after.rules, after.state, 2))
            assert judged.chances[seat] == 1.0


def test_losing_a_forced_win_is_always_at_least_a_mistake() -> None:
    """A chance near certainty is claimed only with a forced result in sight, so a forced win the judge saw and
    then no longer sees is marked, and practise and the exercises agree with the mark."""
    best_unproven = chance_from_score(WIN_THRESHOLD - 1)
    worst_unproven = chance_from_score(-(WIN_THRESHOLD - 1))
    assert UNPROVEN_LOW <= worst_unproven < best_unproven <= UNPROVEN_HIGH
    assert chance_from_score(WIN_THRESHOLD) == 1.0 and chance_from_score(-WIN_THRESHOLD) == 0.0
    assert abs(chance_from_score(150) - 0.64) < 0.01  # one open threat reads as before
    won = Evaluation((1.0, 0.0), None, True)
    assert mark_for(won, Evaluation((best_unproven, 1.0 - best_unproven)), 0, played_best=False) in WRONG_MARKS
    lost = Evaluation((0.0, 1.0), None, True)
    assert mark_for(Evaluation((worst_unproven, 1.0 - worst_unproven)), lost, 0, played_best=False) in WRONG_MARKS


@pytest.mark.skipif(load_openings() is None, reason="no opening table shipped")
def test_with_the_pie_rule_the_judge_opens_nearest_even_and_marks_openings_the_chooser_takes() -> None:
    """With the swap to come, White's best first move is the one nearest even (the chooser takes the better side),
    as the AI opens; the Hint suggests it, and the analysis marks a strong opening (the chooser swaps) and one
    that loses outright."""
    table = load_openings()
    start = new_match("kona", ["human", "human"], 5, {"pie": "on", "opening": "free"})
    judge = KonaAnalyser(SECONDS)
    before = judge.evaluate(start.rules, start.state, 2)
    assert "-".join(before.best.args) in table.nearest_even()
    assert hint_of(start).action == before.best
    moves = [a for a in start.legal_actions(0) if a.kind == "move"]
    strong = max(moves, key=lambda a: table.get("-".join(a.args)).white_score)
    losing = min(moves, key=lambda a: table.get("-".join(a.args)).white_score)
    assert table.favours_opener("-".join(strong.args)) and table.get("-".join(losing.args)).white_score == 0.0
    for opening, marks in ((strong, ("inaccuracy", "mistake", "blunder")), (losing, ("blunder",))):
        match = start.copy_at(0)
        match.submit(0, opening)
        after = judge.evaluate(match.rules, match.state, 2)
        if opening == strong:
            assert after.best is not None and after.best.kind == "swap"  # the chooser takes White's side
            assert hint_of(match).action == after.best
        assert mark_for(before, after, 0, played_best=False) in marks


def test_the_app_analyses_with_the_budget_the_hint_and_practise_use() -> None:
    import inspect

    from baraza.game.kona.agent import KonaAgent
    from baraza.scenes.replay.analysis_job import AnalysisJob

    assert inspect.signature(AnalysisJob).parameters["seconds"].default == JUDGE_SECONDS
    assert inspect.signature(check_answer).parameters["seconds"].default == JUDGE_SECONDS
    assert KonaAgent("hard").hint_seconds is None  # None: JUDGE_SECONDS
