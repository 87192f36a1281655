"""Analyse's "played"/"better" tags keep off the board's headings and cards: a tester (bad16) found "played" over
Konja's "Offering" caption, another over "Relics", and "better" over the Oodoo card beside the ringed one. Those
words are painted into the table's cloth and cards, which the frame's list of texts (`fonts.placed`) never sees:
the table names them among the spots the tags keep clear of."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.move_rings import tag_places
from baraza.scenes.ui import theme

CAPTIONS = (("offering", "Offering"), ("supply", "Supply"), ("my_relics", "Relics"), ("opp_relics", "Relics"),
            ("my_spells", "Spells"), ("opp_spells", "Spells"))


def _judged(viewer, ply: int, better: str) -> list[MoveJudgement]:
    even = (0.5, 0.5)
    judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even)
              for m in viewer.replay.moves]
    move = viewer.replay.moves[ply - 1]
    judged[ply - 1] = MoveJudgement(ply, move.seat, move.text, None, 0.7, 0.1, better, "blunder", even, even)
    return judged


def _captions(app, table) -> list[pygame.Rect]:
    """Where the cloth's captions are painted (scenes/konja/draw_board.py), measured here on their own."""
    fonts, out = app.fonts, []
    with fonts.picture_text():
        for zone, label in CAPTIONS:
            z = table.geometry.z[zone]
            out.append(pygame.Rect((z.x + 8, z.y + 2), fonts.get(theme.MIN_TEXT, "bold").size(label)))
    return out


@pytest.fixture(scope="module")
def konja_match():
    return played("konja", 4, ["human", "ai:easy"])


# a Relic bought (bad16's "played" over "Offering") and a Relic used (over "Relics", beside the other Relics)
@pytest.mark.parametrize(("ply", "kind"), [(22, "buy_relic"), (47, "use_relic")])
@pytest.mark.parametrize("other", [0, -1])
def test_the_tags_keep_off_the_captions_and_the_cards_beside_the_ring(baraza_home, konja_match, ply: int,
                                                                      kind: str, other: int) -> None:
    match = konja_match
    record = match.records[ply - 1]
    assert record.seat == 0 and record.action.kind == kind
    before = match.state_at(ply - 1)
    alternatives = [a for a in match.rules.legal_actions(before, 0) if a != record.action]
    better = match.rules.describe_action(before, 0, alternatives[other])
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = _judged(viewer, ply, better)
    viewer.jump(ply - 1, before_mark=False)
    frames(app, 1, [key(pygame.K_RIGHT)])  # onto the marked move: the position before it, ringed
    board, table = viewer.board, viewer.board.table
    assert board.rings is not None and board.rings.played
    surface = pygame.Surface(app.screen.get_size())
    words = board._draw_table(surface)
    view = table.current_view()
    ringed = board.rings.played + board.rings.better
    me = view.players[table.geometry.bottom_seat(view)]
    cards = [table.geometry.relic_rect("my", i) for i in range(len(me.relics))]
    keep_off = _captions(app, table) + [card for card in cards if card.collidelist(ringed) == -1]
    for box, _label, _colour in tag_places(app.fonts, board._clear_of(words), surface.get_rect()):
        assert box.collidelist(keep_off) == -1, (box, [r for r in keep_off if box.colliderect(r)])
    viewer.on_exit()
