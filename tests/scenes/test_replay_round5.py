"""The replay after the fifth round of blind tests (issue 41): the ring of an AI's Khedu move drawn on the player's
own Cadre (a table's clicks are its viewer's: another seat's move is ringed where the view shown has it); KROWNIA's
"played" tag drawn over a town; a trade's steps numbered under one number in the move list while the caption
counted each step."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.move_rings import tag_places


def _judged(viewer, ply: int, better: str) -> list[MoveJudgement]:
    """A made-up analysis: every move even, move `ply` a blunder with `better` the judge's move."""
    seats = len(viewer.replay.match.seats)
    even = tuple(1 / seats for _ in range(seats))
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even)
              for m in viewer.replay.moves]
    move = viewer.replay.moves[ply - 1]
    judged[ply - 1] = MoveJudgement(ply, move.seat, move.text, None, 0.7, 0.1, better, "blunder", even, even)
    return judged


def _marked(match, seat: int, kind: str, ply: int | None = None) -> tuple[int, str]:
    """The first move of `seat` of `kind` (or move `ply`) with another legal move of that kind: (ply, its words)."""
    for at, record in enumerate(match.records, start=1):
        if record.seat != seat or record.action.kind != kind or (ply is not None and at != ply):
            continue
        before = match.state_at(at - 1)
        for action in match.rules.legal_actions(before, seat):
            if action != record.action and action.kind == kind:
                return at, match.rules.describe_action(before, seat, action)
    raise AssertionError(f"no {kind} of seat {seat}")


def _onto_marked(app, viewer, ply: int, better: str) -> None:
    viewer.timeline.judgements = _judged(viewer, ply, better)
    viewer.jump(ply - 1, before_mark=False)
    frames(app, 1, [key(pygame.K_RIGHT)])  # onto the marked move: the position before it, ringed
    assert viewer.ply == ply and viewer.board.ply == ply - 1 and viewer.before_mark


def _khedu_ai_place(app):
    viewer = app.show("replay", played("khedu", 4, ["human", "ai:easy"]))
    frames(app, 1)
    assert viewer.board.seat == 0
    ply, better = _marked(viewer.replay.match, 1, "place")
    _onto_marked(app, viewer, ply, better)
    return viewer, viewer.replay.match.records[ply - 1].action


# --- 1. another seat's move is ringed where the view shown has it -----------------------------------
def test_the_ais_khedu_placing_is_never_ringed_on_the_players_own_cadre(baraza_home) -> None:
    """Both Cadres were empty, so the player's slot looked like the AI's through both eyes: the ring of the AI's
    placing stood on the player's own Cadre, at the bottom."""
    app = make_app()
    viewer, _action = _khedu_ai_place(app)
    table = viewer.board.table
    view = table.current_view()
    mine = [table.geometry.cadre_rect(0, slot, view) for slot in range(len(view.players[0].cadre))]
    rings = viewer.board.rings
    ringed = () if rings is None else rings.played + rings.better
    assert not [r for r in ringed if r.collidelist(mine) >= 0], ringed
    viewer.on_exit()


def test_a_game_placing_another_seats_clicks_has_them_ringed_where_it_says(baraza_home) -> None:
    """A game may say where another seat's clicks are in this view (its table's `seat_clicks` hook): Khedu rings
    the AI's placing on the AI's Cadre, at the top, through the player's eyes."""
    app = make_app()
    viewer, action = _khedu_ai_place(app)
    table = viewer.board.table
    theirs = table.geometry.cadre_rect(1, action.args[1], table.current_view())
    assert viewer.board.rings is not None and viewer.board.rings.played == (theirs,)
    assert theirs.bottom < app.screen.get_height() // 2  # the AI's mat, at the top
    viewer.on_exit()


# --- 2. the tags keep off KROWNIA's towns ------------------------------------------------------------
def _town_bounds(table, view) -> list[pygame.Rect]:
    """Where each town is drawn (art.draw_town at its scale: its roof stands well above its corner)."""
    geo = table.geometry
    out = []
    for corner, owner in enumerate(view.corner_owner):
        if owner >= 0 and view.corner_level[corner] == 2:
            x, y = (round(v) for v in geo.corner_px[corner])
            out.append(pygame.Rect(x - 19, y - 25, 35, 40))
    return out


def test_the_played_tag_keeps_off_a_krownia_town(baraza_home) -> None:
    """The last village of a long match: its "played" tag stood on the town beside the ring."""
    app = make_app()
    viewer = app.show("replay", played("krownia", 4, ["human", "ai:easy"]))
    frames(app, 1)
    ply, better = _marked(viewer.replay.match, 0, "build_village", 262)  # the last (the AI spends anew since round 7)
    _onto_marked(app, viewer, ply, better)
    board = viewer.board
    surface = pygame.Surface(app.screen.get_size())
    rings = board._clear_of(board._draw_table(surface))
    towns = _town_bounds(board.table, board.table.current_view())
    assert towns
    for box, _label, _colour in tag_places(app.fonts, rings, surface.get_rect()):
        assert box.collidelist(towns) < 0, box
    viewer.on_exit()


# --- 3. a move of several steps is numbered as the caption counts its steps -------------------------
def test_a_trades_row_is_numbered_by_its_steps_as_the_caption_says(baraza_home) -> None:
    """The Moves list read "104. Red: …" for a trade of four steps while the caption said "Move 105", "Move 106"…
    and the next row "108": the row reads "104–107" and the caption "Move 105 of 150, step 2 of 4"."""
    from tests.krownia.test_krownia_history_moves import _a_trade

    match, start = _a_trade()
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    trade = viewer.moves.moves[-1]
    assert trade.start == start + 1 and trade.ply == len(match.records)
    assert viewer.moves.row_text(trade).startswith(f"{trade.start}–{trade.ply}. ")
    steps = trade.ply - trade.start + 1
    for step, ply in enumerate(range(trade.start, trade.ply + 1), start=1):
        viewer.jump(ply)
        caption = viewer._caption()
        assert caption.startswith(f"Move {ply} of {len(match.records)}, step {step} of {steps}"), caption
    single = viewer.moves.moves[0]
    assert viewer.moves.row_text(single).startswith(f"{single.ply}. ")
    viewer.jump(single.ply)
    assert ", step " not in viewer._caption()
    viewer.on_exit()
