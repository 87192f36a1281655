"""Kona's chart agrees with itself along the judge's own best moves (blind tester kona15, data/kona15_record.json).

White's move 3 (a6 → a3) was marked an inaccuracy, 52 % → 32 %, its Why naming Black's f1 → d3; Black played
exactly that and White's chance went back to 52 %. Two readings of the search at different depths: the position
after move 3 read an odd depth's flattering score. Kona has no luck, so a position is worth what its best move
leads to: the judge now takes that value where it has judged the position already (the analysis goes last move
first), and a move the judge calls best never moves the chart."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.kona.analysis import KonaAnalyser
from baraza.game.kona.rules import RULES

RECORD = Path(__file__).parent / "data" / "kona15_record.json"


def _judged() -> list:
    record = json.loads(RECORD.read_text("utf-8"))
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    return analyse(RULES, record["options"], record["seed"], 2, moves, KonaAnalyser())


def test_move_3_is_not_marked_for_a_fall_the_named_reply_undoes() -> None:
    judged = _judged()
    third, fourth = judged[2], judged[3]
    assert (third.action, fourth.action) == ("a6 → a3", "f1 → d3")
    assert third.mark is None, (third.p_before, third.p_after, third.mark)
    # the reply either was the judge's best and moved nothing, or it is marked as Black's
    assert (fourth.best == fourth.action and abs(fourth.p_before - fourth.p_after) < 1e-9) or fourth.mark


def test_a_best_move_never_moves_the_chart_and_no_mark_bounces_back() -> None:
    judged = _judged()
    for j in judged:
        if j.best == j.action:  # the judge's own best move: worth what the position was worth
            assert abs(j.p_before - j.p_after) < 1e-9, (j.ply, j.action, j.p_before, j.p_after)
    for mark, reply in zip(judged, judged[1:], strict=False):
        if mark.mark and reply.best == reply.action:  # a fall the judge's best reply undid was no fall
            assert reply.p_before - reply.p_after < 0.10, (mark.ply, reply.p_before, reply.p_after)


def test_a_position_takes_the_value_of_the_one_its_best_move_leads_to() -> None:
    record = json.loads(RECORD.read_text("utf-8"))
    state = RULES.initial_state(record["options"], record["seed"], 2)
    for m in record["moves"][:3]:
        RULES.apply(state, m["seat"], Action.from_json(m["action"]))
    judge = KonaAnalyser()
    first = judge.evaluate(RULES, state, 2)  # nothing judged after it yet: its own reading
    child = RULES.clone(state)
    RULES.apply(child, 1, first.best)
    then = judge.evaluate(RULES, child, 2)
    again = judge.evaluate(RULES, state, 2)
    assert again.best == first.best and again.chances == then.chances
    assert KonaAnalyser().evaluate(RULES, state, 2) == first  # a fresh judge: the same reading as before
