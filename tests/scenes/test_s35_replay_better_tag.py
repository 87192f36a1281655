"""S35, the replay's tags on a Khedu board (blind tester khedu18): the "better" tag of a move whose spot is a card in a
row of cards sat on the card beside the ringed one (the rival's second Khana KuDjani, the player's Okavian Raider), as
if that card were the better move. A table with no `piece_spots` has its tags kept off what its cursor's words keep
off (`focus_keep_clear`: Khedu's cards), and a tag never stands past its ring's end close to another piece."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay import move_rings
from baraza.scenes.replay.move_rings import TOUCH, gap


def _attack_marks(match, limit: int) -> list[tuple[int, str]]:
    """Up to `limit` attacks, each with another attack of the same seat that starts from or aims at a Cadre card:
    (the ply, that attack's words)."""
    out = []
    for ply, record in enumerate(match.records, start=1):
        if record.action.kind != "attack":
            continue
        before = match.state_at(ply - 1)
        for action in match.rules.legal_actions(before, record.seat):
            if action != record.action and action.kind == "attack" and action.args[1][0] == "cadre":
                out.append((ply, match.rules.describe_action(before, record.seat, action)))
                break
        if len(out) == limit:
            break
    return out


def _judged(viewer, ply: int, better: str) -> list[MoveJudgement]:
    even = (0.5, 0.5)
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even) for m in viewer.replay.moves]
    move = viewer.replay.moves[ply - 1]
    judged[ply - 1] = MoveJudgement(ply, move.seat, move.text, None, 0.7, 0.1, better, "blunder", even, even)
    return judged


@pytest.mark.parametrize("seed", [4, 11])
def test_the_better_tag_stands_by_its_own_card(baraza_home, monkeypatch, seed: int) -> None:
    app = make_app()
    viewer = app.show("replay", played("khedu", seed, ["human", "ai:easy"]))
    frames(app, 1)
    placed: list = []
    monkeypatch.setattr(move_rings, "draw_tags", lambda surface, places: placed.extend(places))
    marks = _attack_marks(viewer.replay.match, 6)
    assert len(marks) >= 3, marks
    checked = 0
    for ply, better in marks:
        viewer.timeline.judgements = _judged(viewer, ply, better)
        viewer.jump(ply - 1, before_mark=False)
        frames(app, 1, [key(pygame.K_RIGHT)])  # onto the marked move: the position before it, ringed
        board = viewer.board
        if board.rings is None or not board.rings.better:
            continue
        placed.clear()
        surface = pygame.Surface(app.screen.get_size())
        board.draw(surface)  # the table at full size, its rings and tags (draw_tags, caught)
        table = board.table
        cards = table.hot_spots.board(table.current_view())  # every card drawn, the decks and the clan board
        ring = board.rings.better[-1].inflate(10, 10)
        tag = next(box for box, _label, colour in placed if colour == move_rings.BETTER)
        assert gap(tag, ring) <= TOUCH, (ply, tag, ring)
        assert tag.collidelist(cards) == -1, (ply, better, tag, [c for c in cards if c.colliderect(tag)])
        # and reads as its own: beside the ring's middle, or else with no other card close by (it stood slid under
        # the neighbour, touching the ring's corner)
        across = ring.left <= tag.centerx <= ring.right if tag.bottom <= ring.top or tag.top >= ring.bottom \
            else ring.top <= tag.centery <= ring.bottom
        near = [c for c in cards if gap(tag, c) < move_rings.AIR and not ring.contains(c)]
        assert across or not near, (ply, better, tag, near)
        checked += 1
    assert checked >= 2, checked
    viewer.on_exit()
