"""Play pressed while the replay shows the position before a marked move (a key moment's jump lands there) plays
on from that position: the ringed move comes next. A blind tester (kona13) crashed the replay twice this way: a
playing replay marks nothing, and the caption still asked for the mark's words."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.core.analysis import MoveJudgement


def test_play_from_before_a_marked_move_plays_the_marked_move_next(baraza_home) -> None:
    match = played("kona", 4, ["human", "ai:easy"], limit=20)
    app = make_app()
    viewer = app.show("replay", match)
    even = (0.5, 0.5)
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even)
              for m in viewer.replay.moves]
    ply = 4
    move = viewer.replay.moves[ply - 1]
    judged[ply - 1] = MoveJudgement(ply, move.seat, move.text, None, 0.7, 0.1, "somewhere else", "blunder",
                                    even, even)
    viewer.timeline.judgements = judged
    viewer.jump(ply)  # as the next-key-moment button does: before the marked move, ringed
    assert viewer.before_mark and viewer.board.ply == ply - 1
    frames(app, 1, [key(pygame.K_SPACE)])  # Play
    assert viewer.playing and not viewer.before_mark
    assert viewer.ply == ply - 1 and viewer.board.ply == ply - 1  # from the position shown
    frames(app, 3)  # the caption is drawn while playing: no crash
    assert viewer._caption().startswith(f"Move {ply - 1}")
    viewer.clock = 99.0
    frames(app, 1)
    assert viewer.ply == ply  # the ringed move is the next one played
    viewer.on_exit()
