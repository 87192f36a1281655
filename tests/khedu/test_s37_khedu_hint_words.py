"""Blind tester khedu23's Hint words (tests/khedu/data/s37_khedu23_record.json): an attack's odds "89 % before
songs, about 19 % once Player 2 answers" read as if the rival surely would (it is the case where it sings every
Cadence it may: game/khedu/hint_answers.answer_words), and "Place Khana Chahak — it spends your last Influence, so
your song ends" told a consequence and no reason (scenes/khedu/hint_words.last_place_sayings)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.match import Match
from baraza.game.registry import get_game
from baraza.scenes.khedu.hint_words import hint_reasons

RECORD = json.loads((Path(__file__).parent / "data" / "s37_khedu23_record.json").read_text())


def _at(ply: int):
    """The record's position before move `ply`: the rules, Player 1's view and the move the Hint gives there."""
    spec = get_game("khedu")
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(spec.rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves[:ply])
    state = match.state_at(ply)
    view = spec.rules.view(state, 0)
    return spec.rules, view, hint_move(spec, view, 0, spec.rules.legal_actions(state, 0))


def test_the_odds_after_the_rivals_songs_are_said_as_an_if() -> None:
    rules, view, hinted = _at(17)  # the tester's 87-m-hint6: a third attack at 89 %, Player 2 holds 3 hidden
    assert hinted.kind == "attack", hinted
    said = hint_reasons(view, 0, hinted, rules.data)
    assert any("89% before songs" in s for s in said), said
    for words in said:
        assert "once Player 2 answers" not in words and "after songs" not in words, words
        if "about 19%" in words:  # the estimate is a condition: the rival singing what it holds
            assert "19% if " in words, words
    assert any("about 19% if Player 2 sings all its Cadences; your third attack" in s for s in said), said


def test_a_last_influence_placement_says_why_the_unit_then_that_the_song_ends() -> None:
    from baraza.scenes.khedu.hint_words import last_place_sayings

    rules, view, hinted = _at(71)  # the tester's 103-m-hint10: Cadre empty, Influence 1, Khana Chahak hinted
    assert hinted.kind == "place" and view.players[0].influence == 1, hinted
    names = ("Place Khana Chahak in Cadre slot 1 (1 Influence)", "Place Khana Chahak", "pick the ringed cards")
    said = last_place_sayings(view, 0, hinted, rules.data, names)
    assert said and all("last Influence" in s or "last turn" in s for s in said), said  # never dropped to fit
    first = said[0]
    assert "no Wuqri hero" in first and "(5 dice, defence 14)" in first, first
    assert first.index("no Wuqri hero") < first.index("last Influence"), first  # the reason, then the consequence
    assert sum("no Wuqri hero" in s for s in said) >= 6, said  # the reason outlives the longer wordings


def test_a_placement_with_influence_to_spare_keeps_its_own_reasons() -> None:
    from baraza.scenes.khedu.hint_words import last_place_sayings

    rules, view, hinted = _at(4)  # the first turn: 3 Influence
    assert hinted.kind == "place"
    assert last_place_sayings(view, 0, hinted, rules.data, ("a", "b", "c")) == []
