"""Khedu's "While you waited" tells what the others did and what befell the player's units, not the player's own
doings (a tester read their own turn start and hand refill there): the recap's `recap_tells` hook. Needs the
table's wiring (KheduScene: `self.recap_tells = lambda line, seat: told_in_recap(self.match, line, seat)`)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))

from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.recap_words import TOLD_OF_OWN  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402

PLAIN = ("place", "attack", "pay", "reward", "cadence_done", "roll", "resolve", "end_turn", "meditate", "pass")


def test_the_recap_tells_no_line_of_the_players_own_doing(baraza_home):
    app = make_app()
    match = new_match("khedu", ["human", "ai:easy"], 7, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    frames(app, 2)
    told = 0
    for _ in range(3000):
        if match.is_over() or told >= 4:
            break
        seat = table.human_to_act()
        if seat is None:
            frames(app, 1, dt=0.2)
            continue
        frames(app, 2)
        recap = table.recap
        if recap.recap_lines:
            told += 1
            for line in match.log:
                if line.text not in recap.recap_lines or line.move_index in recap.answered_for:
                    continue
                event = next(e for e in match.records[line.move_index].events if e.text == line.text)
                assert event.seat != seat or event.kind in TOLD_OF_OWN, f"the player's own line told: {line.text}"
        legal = match.legal_actions(seat)
        table.submit_intent(next((a for k in PLAIN for a in legal if a.kind == k), legal[0]))
        frames(app, 2)
    assert told >= 4
