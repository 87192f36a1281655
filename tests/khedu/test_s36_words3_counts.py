"""Blind tester khedu22: the opening Hint said Storm Chorus "keeps your 4 defensive Cadences hidden" where only three
are kept face down (one of the four left goes with the discard: game/khedu/hint_opening.reveal_reasons), and the log
read "point(s)", "token(s)", "Cadence(s)" (now singular or plural as the count says)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.khedu.hint_opening import reveal_reasons
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s36_khedu22_record.json").read_text())


def _match() -> tuple[Match, list[tuple[int, Action]]]:
    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves), moves


def test_the_reveal_counts_only_the_three_kept() -> None:
    match, moves = _match()
    rules = match.rules
    ply = next(i for i, (seat, a) in enumerate(moves) if seat == 0 and a.kind == "reveal_cadence")
    view = rules.view(match.state_at(ply), 0)
    storm = next(c.card for c in view.opening_cadences if c.name == "Storm Chorus")
    said = reveal_reasons(view, 0, storm)
    assert said, said
    assert not any("4 defensive" in s or " 4 " in s for s in said), said
    assert "the 3 you keep face down all defend" in said[0], said
    assert said[-1] == "it keeps 3 defensive Cadences hidden"


def test_the_log_says_one_and_many_properly() -> None:
    match, _ = _match()
    texts = [e.text for rec in match.records for e in rec.events]
    assert not [t for t in texts if "(s)" in t], [t for t in texts if "(s)" in t][:3]
    assert any("replenishes 2 Cadences." in t for t in texts), [t for t in texts if "replenish" in t]
