"""Blind tester khedu23 (tests/khedu/data/s37_khedu23_record.json, before move 79): the Hint (normal AI) advised
placing Khana Chahak with Player 1's last Influence, 13-7 ahead, "you lead by 6: ending keeps the win"; Player 2 had
its turn alone and made up all 6 (13-13). A lead is safe only above what a rival left alone makes up in its turns
(game/khedu/ai_ending.safe_bound, measured: under 2 games in 100), and a tie is no win."""

from __future__ import annotations

import json
from pathlib import Path

from test_s33_khedu_ending import _last_influence

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.match import Match
from baraza.game.khedu import RULES
from baraza.game.khedu.ai_ending import ending_outlook, leaving_score, rival_turns_after, safe_bound
from baraza.game.khedu.hint_steps import last_place_reasons
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s37_khedu23_record.json").read_text())
PLACED = 79  # Player 1 places Khana Chahak (card 29) with its last Influence, as the Hint said
CHAHAK = 29


def _at(ply: int):
    spec = get_game("khedu")
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"][:ply]]
    match = Match.from_moves(spec.rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)
    state = match.state_at(ply)
    return spec, state, spec.rules.view(state, 0)


def test_the_record_position_is_not_called_safe() -> None:
    spec, state, view = _at(PLACED)
    me, rival = view.players
    assert (leaving_score(me), leaving_score(rival), me.influence) == (13, 7, 1)
    assert rival_turns_after(view, 0, rival) == 1  # it plays one turn alone: and it made 6 in it
    assert RECORD["result"]["scores"] == [13.0, 13.0]
    assert ending_outlook(view, 0) != "safe"


def test_the_hint_no_longer_promises_the_win() -> None:
    spec, state, view = _at(PLACED)
    said = last_place_reasons(view, 0, CHAHAK, spec.rules.data)
    assert said and not any("keeps the win" in s for s in said), said
    hinted = hint_move(spec, view, 0, spec.rules.legal_actions(state, 0))
    if hinted.kind == "place":  # if it still places the unit, it says why by the unit, not by the score
        from baraza.scenes.khedu.hint_words import hint_reasons
        assert not any("keeps the win" in s for s in hint_reasons(view, 0, hinted, spec.rules.data))


def test_a_lead_equal_to_what_the_rival_can_make_up_is_not_safe() -> None:
    s = _last_influence(my_lp=16, rival_lp=8, turns_taken=9)  # 17-9 with the Honor on clan heroes, 1 rival turn
    view = RULES.view(s, 1)
    assert rival_turns_after(view, 1, view.players[0]) == 1
    s.players[1].lp = 8 + safe_bound(1)  # ahead by exactly the bound: the rival may still tie
    assert ending_outlook(RULES.view(s, 1), 1) == "open"
    s.players[1].lp += 1
    assert ending_outlook(RULES.view(s, 1), 1) == "safe"
    words = last_place_reasons(RULES.view(s, 1), 1, _zealot(s), RULES.data)
    assert any("keeps the win" in w for w in words), words


def test_the_bound_grows_with_the_rivals_turns_and_a_departed_rival_makes_nothing() -> None:
    assert safe_bound(0) == 0
    assert safe_bound(1) >= 6 + 1  # khedu23's rival made 6 in one turn: 6 is no safe lead
    assert safe_bound(1) < safe_bound(2) < safe_bound(3)
    s = _last_influence(my_lp=16, rival_lp=8, turns_taken=9)
    s.players[1].lp = 8 + safe_bound(3)  # three turns alone (Influence 3): the one-turn lead is not enough
    s.players[0].influence = 3
    assert ending_outlook(RULES.view(s, 1), 1) == "open"


def _zealot(s) -> int:
    return next(c for c in s.players[1].hand if s.cards[c][1] == "wuqri_zealot")
