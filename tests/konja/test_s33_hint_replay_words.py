"""Round 13 of a blind tester's Konja match: replaying, the phase panel said "Kofi is deciding." (nobody decides in
a replay) and the Moves list read "You: … Kofi's turn begins" (the turn's start belongs to Kofi's turn)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app  # noqa: E402

from baraza.game.core.replay import Replay  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.shots import play_actions  # noqa: E402
from baraza.scenes.table.launch import read_only_table  # noqa: E402


def _played(moves: int = 40):
    match = new_match("konja", ["human", "ai:easy"], 3, {"first_player": 0})
    play_actions(match, moves)
    return match


def test_no_move_in_the_moves_list_ends_with_the_next_turn_beginning(baraza_home):
    replay = Replay(_played())
    ends = [m for m in replay.moves if any(e.kind == "turn_start" for e in replay.match.records[m.ply - 1].events)]
    assert ends, "the match has turns that end"
    for move in ends:
        text = replay.text_seen_by(move, 0)
        assert "turn begins" not in text and text, text


def test_a_replayed_table_says_whose_turn_it_was_not_who_is_deciding(baraza_home):
    app = make_app()
    match = _played(30)
    seen = []
    for ply in range(1, len(match.records) + 1):
        table = read_only_table(app, match.__class__.from_moves(match.rules, list(match.seats), match.seed,
                                                                 dict(match.options), match.moves[:ply]), 0)
        text, _buttons = table.prompt_panel.words.ask(table.match.view(0))
        seen.append(text)
        assert "deciding" not in text, text
    assert any("'s turn" in t for t in seen), seen
