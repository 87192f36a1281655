"""S36, the replay's "better" tag on a Konja board (blind tester bad15, 134-konja-better-tag.png): at move 23 the
better move (Exchange a run: 4, 5, 3, 2) is ringed on the pyramid's "Run of 3+" row, and its tag sat on the Rain
Ancestor tile beside it, reading as if Rain were the better move. The tags keep off the Ancestor tiles, the Offering
and the Relics as they keep off the dice and the pyramid (KonjaScene.piece_spots), and still touch their own ring."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.registry import new_match
from baraza.scenes.replay import move_rings
from baraza.scenes.replay.move_rings import TOUCH, gap

RECORD = Path(__file__).parents[1] / "konja" / "data" / "bad15_record.json"
PLY, BETTER = 23, "Exchange a run: 4, 5, 3, 2"


def _args(x):
    return tuple(_args(i) for i in x) if isinstance(x, list) else x


def test_the_better_tag_stands_by_its_ring_off_the_ancestor_tiles(baraza_home, monkeypatch) -> None:
    record = json.loads(RECORD.read_text())
    match = new_match("konja", ["human", "ai:normal"], record["seed"], record["options"])
    for move in record["moves"]:
        match.submit(move["seat"], Action(move["action"]["kind"], _args(move["action"]["args"])))
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    placed: list = []
    monkeypatch.setattr(move_rings, "draw_tags", lambda surface, places: placed.extend(places))
    even = (0.5, 0.5)
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even) for m in viewer.replay.moves]
    move = viewer.replay.moves[PLY - 1]
    judged[PLY - 1] = MoveJudgement(PLY, move.seat, move.text, None, 0.26, 0.19, BETTER, "inaccuracy", even, even)
    viewer.timeline.judgements = judged
    viewer.jump(PLY - 1, before_mark=False)
    frames(app, 1, [key(pygame.K_RIGHT)])  # onto the marked move: the position before it, ringed
    board = viewer.board
    assert board.rings is not None and board.rings.better
    board.draw(pygame.Surface(app.screen.get_size()))  # the table at full size, its rings and tags (caught)
    geo = board.table.geometry
    ring = board.rings.better[-1].inflate(10, 10)
    assert ring.collidelist(list(geo.rows.values())) != -1  # the run's row of the pyramid, ringed
    tag = next(box for box, _label, colour in placed if colour == move_rings.BETTER)
    assert gap(tag, ring) <= TOUCH, (tag, ring)
    cards = [*geo.tile_rects.values(), *(geo.offer_rect(slot) for slot in range(3))]
    assert tag.collidelist(cards) == -1, (tag, [c for c in cards if c.colliderect(tag)])
    viewer.on_exit()
