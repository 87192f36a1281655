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
    # one of the three Ballads goes with the discard the next hint gives: two stay hidden (khedu23, S37)
    assert "keeps your 2 defensive Cadences (2 Whitesand Ballads) hidden" in said[0], said
    assert said[-1] == "it keeps your 2 defensive Cadences hidden"


def test_the_tables_hint_for_the_reveal_gives_that_reason() -> None:
    from baraza.scenes.khedu.hint_words import hint_reasons

    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    match = Match.from_moves(rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)
    ply = next(i for i, (seat, a) in enumerate(moves) if seat == 0 and a.kind == "reveal_cadence")
    view = rules.view(match.state_at(ply), 0)
    storm = next(c.card for c in view.opening_cadences if c.name == "Storm Chorus")
    said = hint_reasons(view, 0, Action("reveal_cadence", (storm,)), None)
    assert any("stay" in r or "hidden" in r for r in said), said


def test_on_a_last_turn_placing_the_last_influence_is_no_reason() -> None:
    from types import SimpleNamespace

    from baraza.scenes.khedu.hint_words import last_influence_words

    place = Action("place", (0, 0))
    me = SimpleNamespace(influence=1, last_turn=False, lms_turns_left=0, turns_taken=3)
    view = SimpleNamespace(players=[me], max_turns=25)
    assert last_influence_words(view, 0, place) is not None  # a later turn is given up: said
    me.last_turn = True
    assert last_influence_words(view, 0, place) is None  # the last turn anyway (khedu21: "your song ends…")


def test_the_ais_explain_names_the_clan_meditations_gain() -> None:
    """keys17: the Hint toast "Holy Mission" gave no reason (the toast is the move's name and the AI's explain)."""
    from types import SimpleNamespace

    from baraza.game.khedu.ai import KheduAgent

    me = SimpleNamespace(clan="Wuqri", cadre=[None, None])
    view = SimpleNamespace(viewer=0, players=[me], combat=None)
    assert KheduAgent.explain(None, view, Action("med_clan", ())) == "gain 2 LP"
