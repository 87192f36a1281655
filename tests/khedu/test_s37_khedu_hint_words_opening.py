"""Blind tester khedu23: the opening's hints contradicted each other. The reveal said showing Storm Chorus "keeps
Mirage Lament and Whitesand Ballad hidden"; the very next hint discarded Mirage Lament. Both come from one plan
(game/khedu/hint_opening.opening_order, the AI's too): the reveal names only what stays for the match."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.match import Match
from baraza.game.khedu.hint_opening import reveal_reasons
from baraza.game.registry import get_game, new_match

NAMES = ("Storm Chorus", "Sandfire Hymn", "Whitesand Ballad", "Mirage Lament")


def _hidden_part(text: str, shown: str) -> str:
    """The reveal's words less what it shows and the discard it announces: what it says stays hidden."""
    # the shown Cadence's part ends at ", shown or not" (what it is for: khedu25), once at " is the one shown"
    text = text.split(", shown or not", 1)[-1] if text.startswith(shown) else text
    return text.split("; then discard ")[0]


@pytest.mark.parametrize("seed", range(1, 13))
def test_the_reveal_names_only_what_the_discard_hint_keeps(seed: int) -> None:
    spec = get_game("khedu")
    match = new_match("khedu", ["human", "ai:normal"], seed, {})
    checked = 0
    while match.active_seats() and match.view(match.active_seats()[0]).phase == "opening":
        seat = match.active_seats()[0]
        view, legal = match.view(seat), match.legal_actions(seat)
        reveal = hint_move(spec, view, seat, legal)
        assert reveal.kind == "reveal_cadence"
        up = next(c for c in view.opening_cadences if c.card == reveal.args[0])
        said = reveal_reasons(view, seat, reveal.args[0])
        assert match.submit(seat, reveal).ok
        legal = match.legal_actions(seat)
        if not legal or legal[0].kind != "discard_cadence":
            continue
        view = match.view(seat)
        gone = hint_move(spec, view, seat, legal)
        kept = [c for c in view.opening_cadences if c.card != gone.args[0]]
        gone_name = next(c.name for c in view.opening_cadences if c.card == gone.args[0])
        for words in said:
            hidden = _hidden_part(words, up.name)
            for name in NAMES:
                if name in hidden:  # a Cadence named as staying hidden is among those the discard keeps
                    assert any(c.name == name for c in kept), (seed, words, gone_name)
            defending = sum(1 for c in kept if c.kind == "defensive")
            for n in range(2, 5):
                if f"your {n} defensive" in hidden or f"the {n} you keep" in hidden or f"keeps {n} defensive" in hidden:
                    assert n == defending, (seed, words, [c.name for c in kept])
        assert said[0].endswith((f"; then discard {gone_name}", f"; then discard one {gone_name}")), (seed, said[0])
        assert match.submit(seat, gone).ok
        checked += 1
    assert checked == 2  # both seats' openings were a reveal, then a discard


def test_the_testers_reveal_no_longer_keeps_the_lament_it_then_discards() -> None:
    record = json.loads((Path(__file__).parent / "data" / "s37_khedu23_record.json").read_text())
    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    match = Match.from_moves(rules, record["seats"], record["seed"], dict(record["options"]), moves[:2])
    view = rules.view(match.state_at(0), 0)
    said = reveal_reasons(view, 0, moves[0][1].args[0])  # Storm Chorus, as the tester's Hint gave
    assert "(Whitesand Ballad) hidden" in said[0] and "Mirage Lament and Whitesand Ballad" not in said[0], said
    assert said[0].endswith("; then discard Mirage Lament"), said
