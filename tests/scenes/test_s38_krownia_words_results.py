"""S38, blind tester krownia23 (158-win, 159-history2): the result card read "58 turns · 20 min" (every seat's turn)
while History and the table said 20 (rounds). The card now counts turns as History does (`Rules.turns_begun`),
through the game's own count."""

from __future__ import annotations

import json
from pathlib import Path

from scene_helpers import make_app

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.persistence.history import read_entry, write_match
from baraza.game.registry import get_game
from baraza.scenes.history.match_list import turns_text

RECORD = Path(__file__).parents[1] / "krownia" / "data" / "krownia23.json"  # the tester's finished 3-seat match


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def _tester_match() -> Match:
    data = json.loads(RECORD.read_text())
    moves = [(m["seat"], Action(m["action"]["kind"], _args(m["action"]["args"]))) for m in data["moves"]]
    return Match.from_moves(get_game(data["game"]).rules, data["seats"], data["seed"], data["options"], moves)


def test_the_result_card_counts_the_turns_as_history_does(baraza_home) -> None:
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.table.launch import scene_class

    match = _tester_match()
    assert match.is_over()
    history = turns_text(read_entry(write_match(match)))
    assert history == "20" and match.turn_number() == 58  # the record counts every seat's turn
    app = make_app()
    scene = scene_class("krownia")(app, match)
    scene.results_shown = True
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    results = ResultsScene(app, scene)
    assert results.subline.startswith(f"{history} turns · "), results.subline
