"""The replay's caption put the next seat's automatic turn start under the mover's name (blind tester khedu23: "You:"
over Player 2's turn starting and its first-turn bonus): the lines the rules made for one other seat after the
mover's own are said as that seat's, "then automatically, Player 2: …" (game/core/replay.py `others_tail`)."""

from __future__ import annotations

from matches import played
from scene_helpers import frames, make_app

from baraza.game.core.replay import Replay
from baraza.game.registry import game_names
from baraza.scenes.replay.captions import move_caption
from baraza.scenes.replay.practise_words import mover_names


def _with_a_tail():
    """A match with a move whose last log lines are another seat's alone (a turn starting), and that move."""
    for game in game_names():
        match = played(game, 3, ["human", "ai:easy"], limit=60)
        replay = Replay(match)
        for move in replay.moves:
            events = [e for e in match.records[move.ply - 1].events if e.text]
            if events and events[0].seat == move.seat and events[-1].seat not in (None, move.seat):
                return match, move
    raise AssertionError("no game has a move ending in another seat's lines")


def test_the_other_seats_automatic_part_is_split_off():
    match, move = _with_a_tail()
    own, other, tail = Replay(match).others_tail(move, None)
    events = [e for e in match.records[move.ply - 1].events if e.text]
    assert other == events[-1].seat and events[-1].text.rstrip(".") in tail
    assert events[0].text.rstrip(".") in own and events[-1].text.rstrip(".") not in own


def test_the_caption_names_whose_automatic_part_it_is(baraza_home):
    match, move = _with_a_tail()
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.jump(move.ply)
    caption = move_caption(viewer)
    names = mover_names(match)
    other = match.records[move.ply - 1].events[-1].seat
    mover_part, _, then = caption.partition(f" · then automatically, {names[other]}: ")
    assert then, caption
    assert f"{names[move.seat]}: " in mover_part
    assert match.records[move.ply - 1].events[-1].text.rstrip(".") in then
