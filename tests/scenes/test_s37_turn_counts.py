"""S37, blind tester krownia22 (105-menu, 107-history, 108-replay): one unfinished 3-seat match read "43 turns
played" on the main menu (every seat's turn), "15" in History (rounds, `Rules.turns_begun`) and "turn 40" in the
Replay's caption. The menu's Continue words, the Load row and the Replay's caption now count as History does,
through the game's own count; a game whose table counts each player's turns or moves keeps its words."""

from __future__ import annotations

import json
import re
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.core.replay import Replay, turn_named
from baraza.game.persistence.history import read_entry, write_match
from baraza.game.persistence.saves import snapshot
from baraza.game.registry import GAMES, get_game
from baraza.scenes.history.match_list import turns_text
from baraza.scenes.screens.load import describe

RECORD = Path(__file__).parents[1] / "krownia" / "data" / "krownia21.json"  # a tester's unfinished 3-seat match


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _tester_match() -> Match:
    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in data["moves"]]
    return Match.from_moves(get_game(data["game"]).rules, data["seats"], data["seed"], data["options"], moves)


def test_the_menu_and_load_words_count_the_turns_as_history_does(baraza_home) -> None:
    match = _tester_match()
    history = turns_text(read_entry(write_match(match)))
    assert match.turn_number() != int(history)  # the record's own count is every seat's turns
    header = snapshot(match).header
    assert header["summary"].endswith(f", turn {history}")  # the menu's Continue line
    first, _seats = describe(header)
    assert first.endswith(f", turn {history}")


def test_a_save_on_its_first_turn_still_reads_as_begun(baraza_home) -> None:
    for game in sorted(GAMES):
        spec = get_game(game)
        rules = spec.rules
        match = Match.from_moves(rules, ["human"] * rules.min_seats, 1, rules.default_options(), [])
        assert snapshot(match).header["summary"].endswith("first turn under way"), game


def test_the_replay_caption_names_the_turn_history_counts(baraza_home) -> None:
    match = _tester_match()
    replay = Replay(match)
    end = replay.state_at(replay.plies - 1)
    assert turn_named(match.rules, end) == f"turn {match.rules.turns_begun(end)}"
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.jump(replay.plies - 1)
    frames(app, 1)
    caption = viewer._caption()
    named = re.findall(r"turn (\d+)", caption)
    assert named and int(named[0]) == match.rules.turns_begun(end), caption
    # typing that number goes to that turn: its first move is made in it, the one before it is not
    first = replay.first_move_of_turn(int(named[0]))
    assert turn_named(match.rules, replay.state_at(first - 1)) == f"turn {named[0]}"
    assert turn_named(match.rules, replay.state_at(first - 2)) != f"turn {named[0]}"
    viewer.on_exit()
