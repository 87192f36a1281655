"""S37, blind tester krownia21 (111-history): History's Turns read "49" for a KROWNIA match of three seats where
the player had played 17 turns; every seat's turn was counted. The column counts turns as a player counts them,
through the game's own count (`Rules.turns_begun`): rounds, the round under way too; the index says the same."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.persistence import history
from baraza.game.persistence.history_index import entry_from_summary, entry_summary
from baraza.game.registry import get_game
from baraza.scenes.history.match_list import turns_text

RECORD = Path(__file__).parents[1] / "krownia" / "data" / "krownia21.json"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def test_the_testers_match_reads_the_turns_the_player_had(baraza_home) -> None:
    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in data["moves"]]
    match = Match.from_moves(get_game("krownia").rules, data["seats"], data["seed"], data["options"], moves)
    assert match.turn_number() == 49  # every seat's turn, as the record counts them
    player_turns = sum(1 for r in match.records if r.seat == 0 and r.action.kind == "roll")
    entry = history.read_entry(history.write_match(match))
    assert turns_text(entry) == "17" == str(player_turns)
    assert turns_text(entry_from_summary(entry_summary(entry), entry.path)) == "17"
