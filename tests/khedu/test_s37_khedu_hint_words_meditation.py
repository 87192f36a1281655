"""Blind tester khedu23 (108-m-recap2): on its turn 3 the AI meditated where it had an Infiltrator to attack with,
and the log said only "Player 2 takes a Meditation turn." The line says what the Meditation was taken for, worded
from the options it played (never from its hidden hand): scenes/khedu/recap_words.meditation_line, the table's
`log_text` for the log and the recap."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.match import Match  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402
from baraza.scenes.khedu.recap_words import meditation_line  # noqa: E402

RECORD = json.loads((Path(__file__).parent / "data" / "s37_khedu23_record.json").read_text())
MEDITATE = 75  # Player 2's Meditation: Sunken Temples, then a new hand, then the turn's end


def _match(upto: int) -> Match:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"][:upto]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def _line(match: Match):
    return next(line for line in match.log if line.move_index == MEDITATE)


def test_the_ais_meditation_line_says_what_it_was_for() -> None:
    match = _match(MEDITATE + 4)
    assert [r.action.kind for r in match.records[MEDITATE:MEDITATE + 3]] == ["meditate", "med_clan", "med_redraw"]
    assert _line(match).text == "Player 2 takes a Meditation turn."
    said = meditation_line(match, _line(match))
    assert said == "Player 2 takes a Meditation turn to use Sunken Temples and draw a new hand.", said


def test_before_an_option_is_played_the_line_stands() -> None:
    match = _match(MEDITATE + 1)
    assert meditation_line(match, _line(match)) is None
    assert meditation_line(match, match.log[0]) is None  # any other line keeps its words


def test_the_tables_log_and_recap_read_it(baraza_home) -> None:
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    match = _match(MEDITATE + 4)
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    assert scene.log_text(_line(match), 0).endswith("to use Sunken Temples and draw a new hand.")
