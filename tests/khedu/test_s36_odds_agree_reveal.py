"""A blind tester (khedu21, 73-hint1) read "Reveal Storm Chorus face up — it shows the others the least" and could
not check it: the reveal's reason says what goes face up and which Cadences stay hidden
(game/khedu/hint_opening.reveal_reasons)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.khedu.hint_opening import reveal_reasons
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "khedu21_record.json").read_text())


def test_the_reveal_names_what_it_shows_and_what_stays_hidden() -> None:
    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)
    ply = next(i for i, (seat, a) in enumerate(moves) if seat == 0 and a.kind == "reveal_cadence")
    state = match.state_at(ply)
    view = rules.view(state, 0)
    names = {c.card: c.name for c in view.opening_cadences}
    storm = next(card for card, name in names.items() if name == "Storm Chorus")
    said = reveal_reasons(view, 0, storm)
    assert said and "Storm Chorus (one more die)" in said[0], said
    assert "keeps your 3 defensive Cadences (3 Whitesand Ballads) hidden" in said[0], said
    assert said[-1] == "it keeps your 3 defensive Cadences hidden"
