"""Before a marked move (the board before it, ringed) both charts' cursors stand on the position the caption and
the chart's head name: a blind tester (kona14) read "Before move 15: 56%" over a cursor ringing the 0 % after it,
and "Before move 16: 0%" over one at 100 %."""

from __future__ import annotations

from matches import played
from scene_helpers import frames, make_app

import baraza.scenes.render.charts as charts
import baraza.scenes.replay.timeline as timeline
from baraza.game.core.analysis import MoveJudgement


def _viewer_before_a_mark(baraza_home):
    match = played("kona", 4, ["human", "ai:easy"], limit=20)
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    judged = []
    for m in viewer.replay.moves:
        before, after = (0.56, 0.0) if m.ply == 4 else (0.0, 0.0) if m.ply > 4 else (0.56, 0.56)
        judged.append(MoveJudgement(m.ply, 0, m.text, None, before, after, None, "blunder" if m.ply == 4 else None,
                                    (before, 1 - before), (after, 1 - after)))
    viewer.timeline.judgements = judged
    viewer.jump(4)  # before the marked move 4, ringed
    assert viewer.before_mark and viewer.board.ply == 3
    return app, viewer


def test_the_timelines_cursor_stands_on_the_position_before_the_marked_move(baraza_home, monkeypatch) -> None:
    app, viewer = _viewer_before_a_mark(baraza_home)
    drawn = []
    monkeypatch.setattr(timeline, "draw_cursor", lambda surface, x, top, bottom, at=None: drawn.append((x, at)))
    viewer.draw(app.screen)
    t = viewer.timeline
    x, at = drawn[-1]
    assert x == t.x_of(3), (x, t.x_of(3), t.x_of(4))  # the position before move 4, not after it
    assert at is not None and at[1] < t.track.bottom - t.track.h // 4  # at 56 %, not on the 0 % floor
    viewer.on_exit()


def test_the_move_lists_chart_cursor_names_the_same_position(baraza_home, monkeypatch) -> None:
    app, viewer = _viewer_before_a_mark(baraza_home)
    viewer.show_moves = True
    drawn = []
    monkeypatch.setattr(charts, "draw_cursor", lambda surface, x, top, bottom, at=None: drawn.append(at))
    viewer.draw(app.screen)
    assert viewer.moves.readout == "Before move 4: 56%"
    plot = viewer.moves._plot
    assert drawn and drawn[-1][1] < plot.bottom - plot.h // 4, (drawn, plot)  # the cursor's ring at 56 %, not 0 %
    viewer.on_exit()
