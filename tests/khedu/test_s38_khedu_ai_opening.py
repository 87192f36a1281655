"""Blind tester khedu25 (73-hint1): "Reveal Storm Chorus face up — Storm Chorus (one more die) is the one shown; …"
gave the move for its reason. The reveal's words now say what the Cadence shown does for the clan's heroes (an
attack's Cadence lifts the fights they start whether seen or not) and what the hidden ones are for, in about the
same length (game/khedu/hint_opening.reveal_reasons)."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.khedu.hint_opening import reveal_reasons
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s38_khedu25_record.json").read_text())


def test_the_testers_reveal_says_what_storm_chorus_is_for() -> None:
    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves[:1])
    view = rules.view(match.state_at(0), 0)
    seat, reveal = moves[0]
    assert seat == 0 and reveal.kind == "reveal_cadence"
    said = reveal_reasons(view, 0, reveal.args[0])
    assert not any("is the one shown" in s for s in said), said
    assert said[0].startswith("Storm Chorus (one more die) lifts your Rahala heroes' attacks, shown or not; "), said
    assert "Mirage Lament" in said[0] and "cannot count it" in said[0] and said[0].endswith("; then discard one "
                                                                                            "Mirage Lament"), said
    # the bar's usual wording: as long as the old circular one (131 characters) give or take a few words
    assert said[1] == ("Storm Chorus lifts your Rahala heroes' attacks, shown or not; it keeps your defensive Cadence "
                       "(Mirage Lament) hidden; then discard one Mirage Lament") and len(said[1]) <= 150
