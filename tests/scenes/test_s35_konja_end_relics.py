"""The end of a blind tester's Konja match (konja17, 150-end.png beside 149-red and the replay's last move, 152): the
tester read every Relic as ready on the end screen. The table at the match's end draws each Relic as the final state
holds it (Kofi's Fie-Ah and Oodoo, Nia's Fie-Ah and Thunder Drum spent), the Results panel over it too: a guard."""

from __future__ import annotations

import json
from pathlib import Path

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.konja.sprites import TableSprites
from baraza.scenes.screens.results import ResultsScene
from baraza.scenes.table.launch import scene_class

RECORD = Path(__file__).parents[1] / "konja" / "data" / "konja17_record.json"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def test_the_end_screen_draws_the_relics_as_the_match_left_them(monkeypatch, baraza_home):
    record = json.loads(RECORD.read_text())
    match = new_match("konja", ["human", "ai:normal"], record["seed"], record["options"])
    for move in record["moves"]:
        match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"])))
    assert match.is_over()
    want = {(r.card, r.spent) for p in match.state.players for r in p.relics}
    assert {c for c, spent in want if spent} == {"fie_ah", "oodoo", "thunder_drum"}
    app = make_app()
    scene = scene_class("konja")(app, match)
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    frames(app, 3)
    drawn: set[tuple[str, bool]] = set()
    real = TableSprites.card

    def spy(self, surface, rect, kind, card_id="", spent=False, *args, **kw):
        if kind == "relic":
            drawn.add((card_id, spent))
        return real(self, surface, rect, kind, card_id, spent, *args, **kw)

    monkeypatch.setattr(TableSprites, "card", spy)
    app.stack.push(ResultsScene(app, scene))
    frames(app, 2)
    offered = {(c, False) for c in match.state.offering if c}  # the Offering's cards are drawn ready
    assert drawn - offered == want, (drawn, want)
