"""S33, Khedu's table, second round: the COMBAT panel. Pointing at a lit defender shows the odds over the last fight
kept there (they showed only in an empty panel: 43, 44, 103); and the replay's panel shows the fight of the position
shown, reached without its animations (a key moment: 248)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import frames, make_app  # noqa: E402
from test_s33_khedu_t2_traps import _roll, _rolled  # noqa: E402


def test_pointing_at_a_defender_shows_the_odds_over_the_last_fight(baraza_home):
    app, match, table = _rolled([6, 6, 5])  # the provoked Desert unit wins outright: the fight ends, kept in the arena
    _roll(app, match, table)
    assert match.state.combat is None and table.arena.memory and table.arena.memory["won"] is True
    attacks = [a for a in table.legal_actions() if a.kind == "attack"]
    assert attacks
    attacker, defender = (tuple(x) for x in attacks[0].args)
    previews = []
    real = table.arena._draw_preview
    table.arena._draw_preview = lambda *a: (previews.append(a), real(*a))
    table.clicks.path = [attacker]
    table.prompt.invalidate()
    frames(app, 2)
    assert not previews  # nothing pointed at yet: the last fight stays
    spot = next(h.rect for h in table.hot_spots.hots if h.token == defender)
    frames(app, 2, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert previews, "the odds show over the finished fight"


def test_the_replay_shows_the_fight_of_a_position_jumped_to(baraza_home):
    from baraza.game.registry import new_match

    match = new_match("khedu", ["ai:easy", "ai:easy"], 11, {})
    rng = random.Random(4)
    ply = None
    for _ in range(400):
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        attacks = [a for a in legal if a.kind == "attack"]
        assert match.submit(seat, rng.choice(attacks or legal)).ok
        if any(e.kind == "combat_result" for e in match.records[-1].events) and match.state.combat is None:
            ply = len(match.records)
            break
    assert ply is not None
    for _ in range(3):  # and on a little, still in the same turn or the next
        seat = match.active_seats()[0]
        if match.is_over():
            break
        legal = [a for a in match.legal_actions(seat) if a.kind not in ("attack",)] or match.legal_actions(seat)
        assert match.submit(seat, legal[0]).ok
    app = make_app()
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.jump(ply)
    frames(app, 2)
    arena = viewer.board.table.arena
    assert arena.memory is not None and arena.memory["won"] is not None
    result = next(e for e in match.records[ply - 1].events if e.kind == "combat_result")
    assert arena.memory["total"] == result.data["total"] and arena.memory["defence"] == result.data["defence"]
