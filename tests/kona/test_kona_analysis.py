"""Match analysis (game.core.analysis with Kona's judge): a planted blunder is marked, the best move is not,
the work reports progress and stops when cancelled, and `baraza analyse` refuses a damaged file in one line."""

from __future__ import annotations

import io
import json
import threading

import pytest

from baraza.game.core.analysis import Cancelled, analyse, analyser_for, summary
from baraza.game.kona.agent import search_from_view
from baraza.game.kona.rules import square_index
from baraza.game.persistence.saves import write_save
from baraza.game.registry import get_game, new_match

SECONDS = 0.2


def planted_blunder_match(seed: int):
    """An easy-vs-easy match in which, the first time the mover can win at once, it plays a move that lets
    the other side win at once instead (and the other side then does). None if no such spot comes up."""
    spec = get_game("kona")
    match = new_match("kona", ["ai:easy", "ai:easy"], seed, {})
    agents = [spec.agent_factory("easy", s, seed + s) for s in range(2)]
    planted = None
    while not match.is_over() and len(match.records) < 80:
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        view = match.view(None)
        by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal if a.kind == "move"}
        search = search_from_view(view, view.to_move)
        moves = [m for m in search.moves(view.to_move) if m in by_squares]
        if planted is None and search.winning_moves(view.to_move, moves):
            for m in moves:
                if search.winning_moves(view.to_move, [m]):
                    continue
                trial = new_match("kona", match.seats, seed, {})
                for s, a in match.moves:
                    trial.submit(s, a)
                trial.submit(seat, by_squares[m])
                if trial.is_over():
                    continue
                reply_view = trial.view(None)
                reply = search_from_view(reply_view, reply_view.to_move)
                if reply.winning_moves(reply_view.to_move, reply.moves(reply_view.to_move)):
                    planted = len(match.records) + 1
                    match.submit(seat, by_squares[m])
                    break
            else:
                match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, legal))
            continue
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, legal))
    return (match, planted) if planted else (None, None)


def test_a_move_that_throws_away_a_proven_win_is_a_blunder() -> None:
    for seed in range(1, 40):
        match, planted = planted_blunder_match(seed)
        if match is not None:
            break
    assert match is not None, "no seed gave a spot to plant a blunder"
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, analyser_for("baraza.game.kona", SECONDS))
    assert len(judged) == len(match.records)
    blunder = judged[planted - 1]
    assert blunder.p_before == 1.0 and blunder.p_after == 0.0
    assert blunder.mark == "blunder"
    assert blunder.best is not None and blunder.best != blunder.action
    assert summary(judged, 2)["seats"][blunder.seat]["blunders"] >= 1


def test_the_best_move_is_never_marked_and_progress_is_told() -> None:
    match = new_match("kona", ["ai:easy", "ai:easy"], 11, {})
    spec = get_game("kona")
    agents = [spec.agent_factory("normal", s, 11 + s) for s in range(2)]
    for _ in range(6):
        seat = match.active_seats()[0]
        match.submit(seat, agents[seat].choose(match.rules, match.view(seat), seat, match.legal_actions(seat)))
    seen = []
    analyser = analyser_for("baraza.game.kona", SECONDS)
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, analyser,
                     progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (7, 7) and [d for d, _ in seen] == list(range(1, 8))
    for j in judged:
        assert 0.0 <= j.p_before <= 1.0 and 0.0 <= j.p_after <= 1.0
        if j.best == j.action:
            assert j.mark is None


def test_cancel_stops_the_work() -> None:
    match = new_match("kona", ["ai:easy", "ai:easy"], 3, {})
    seat = match.active_seats()[0]
    match.submit(seat, match.legal_actions(seat)[0])
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        analyse(match.rules, match.options, match.seed, 2, match.moves, analyser_for("baraza.game.kona", SECONDS),
                cancel=cancel)


def test_analyse_command_prints_a_line_per_move_and_refuses_damage(tmp_path, baraza_home) -> None:
    from baraza.game.analyse import run

    match = new_match("kona", ["ai:easy", "ai:easy"], 5, {})
    for _ in range(4):
        seat = match.active_seats()[0]
        match.submit(seat, match.legal_actions(seat)[0])
    path = write_save(match, tmp_path / "m.json")
    out = io.StringIO()
    assert run(path, SECONDS, True, out=out) == 0
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [line["ply"] for line in lines[:-1]] == [1, 2, 3, 4]
    assert set(lines[0]) == {"ply", "seat", "action", "p_before", "p_after", "best", "mark", "p_better", "luck"}
    assert lines[-1]["summary"] is True
    data = json.loads(path.read_text())
    data["moves"][1]["action"]["args"][1] = "z9"  # a move edited by hand
    path.write_text(json.dumps(data))
    err = io.StringIO()
    assert run(path, SECONDS, True, out=io.StringIO(), err=err) == 2
    assert len(err.getvalue().strip().splitlines()) == 1


def test_a_blunder_becomes_an_exercise_checked_by_the_solver() -> None:
    from baraza.game.kona.exercises import check_answer, exercises_from

    for seed in range(1, 40):
        match, planted = planted_blunder_match(seed)
        if match is not None:
            break
    judged = analyse(match.rules, match.options, match.seed, 2, match.moves, analyser_for("baraza.game.kona", SECONDS))
    seat = judged[planted - 1].seat
    exercises = exercises_from(match, judged, seat)
    exercise = next(e for e in exercises if e.ply == planted)
    assert exercise.proven and exercise.p_best == 1.0
    position = exercise.position()
    assert position.moves == match.moves[: planted - 1]
    view = position.view(None)
    search = search_from_view(view, view.to_move)
    legal = position.legal_actions(seat)
    by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal if a.kind == "move"}
    winning = search.winning_moves(view.to_move, [m for m in search.moves(view.to_move) if m in by_squares])
    assert check_answer(exercise, by_squares[winning[0]], SECONDS).right
    assert not check_answer(exercise, exercise.played, SECONDS).right
    assert "prompt" not in exercise.prompt() and str(exercise.ply) in exercise.prompt()
