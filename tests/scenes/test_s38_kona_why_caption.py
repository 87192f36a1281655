"""kona19's blunder at move 11 (100 % → 0 %) showed no Why: a Why too long for the caption's two lines was dropped
whole. Every Kona blunder's Why now shows beside its mark, before the move and after it (cut to its cause where the
whole does not fit); the walk back's mark (move 7 of the match lost to AI normal) included, its Why from the reply
the match saw."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "kona" / "data"


def _match(name: str):
    from baraza.game.core.match import Match
    from baraza.game.kona.rules import RULES

    data = json.loads((DATA / name).read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    return Match.from_moves(RULES, data["seats"], data["seed"], dict(data["options"]), moves), data, moves


@pytest.mark.parametrize(("name", "plies"), [("s38_kona19_easy_record.json", (8, 9, 10, 11)),
                                             ("s38_kona19_normal_record.json", (7,))])
@pytest.mark.parametrize("scale", [100, 150])
def test_every_blunder_shows_its_why(baraza_home, name: str, plies: tuple[int, ...], scale: int) -> None:
    """Whole at 100 % text; at 150 % a long Why may be cut to its cause (what the move let the other side do),
    never dropped."""
    from baraza.game.core.analysis import analyse
    from baraza.game.kona.analysis import KonaAnalyser
    from baraza.game.kona.rules import RULES
    from baraza.scenes.replay.captions import _work_out_whys

    match, data, moves = _match(name)
    judged = analyse(RULES, data["options"], data["seed"], 2, moves, KonaAnalyser())
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    whys: dict = {}
    _work_out_whys("kona", match, [j for j in judged if j.mark], whys)  # as the caption's thread does
    viewer._mark_whys = (judged, whys)
    for ply in plies:
        assert judged[ply - 1].mark == "blunder" and whys[ply], (ply, whys)
        for before in (True, False):
            viewer.jump(ply, before_mark=before)
            frames(app, 1)
            text = viewer._caption()
            said = f"Why: {whys[ply]}." if scale == 100 else f"Why: {whys[ply].split('; ')[0]}"
            assert said in text, (scale, ply, before, text)
    viewer.on_exit()
