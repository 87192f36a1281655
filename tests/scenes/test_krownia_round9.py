"""KROWNIA round 9 (issue 41, blind KROWNIA and keyboard testers): "Place for me" places the Hint's own village and
road as two ordinary moves; on a 7 the keyboard's cursor starts on the Pirate's own tile, so Enter moves it only
after the player chose a tile."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames, make_app
from test_krownia_scene import _advance, _dismiss_cover, _press, _table

from baraza.game.core.action import Action
from baraza.game.krownia import RULES, SPEC


def _judge_pick(match, seat: int) -> Action:
    """The move the analysis names best here (game.core.analysis.PlayoutAnalyser.evaluate: the Hint's level)."""
    agent = SPEC.agent_factory(SPEC.hint_level, seat, 1)
    return agent.choose(RULES, match.view(seat), seat, match.legal_actions(seat))


def test_place_for_me_makes_the_hints_village_and_road_not_the_tables_auto_place(baraza_home):
    """Round 9: "Place for me" submitted "auto_place" (the richest corner), which Analyse marked a mistake. It now
    makes place_village and place_road, each the move the judge itself names best in its position."""
    app, match, scene = _table(seats=("human", "human"), seed=3)
    for _ in range(2):  # both seats' first placement, each by the button
        _dismiss_cover(app, scene)  # hot seat: the next player clicks the cover away
        seat = scene.human_to_act()
        village = _judge_pick(match, seat)
        before = len(match.records)
        ctl = scene.control("auto_place")
        assert ctl is not None and "Hint" in ctl.note, ctl.note  # the note says whose pick it is
        _press(app, scene, "auto_place")
        made = [r.action for r in match.records[before:]]
        assert [a.kind for a in made] == ["place_village", "place_road"], made
        assert made[0] == village
        state = RULES.initial_state(match.options, match.seed, len(match.seats))
        for r in match.records[:before + 1]:
            RULES.apply(state, r.seat, r.action)
        road = SPEC.agent_factory(SPEC.hint_level, seat, 1).choose(RULES, RULES.view(state, seat), seat,
                                                                   RULES.legal_actions(state, seat))
        assert made[1] == road
        frames(app, 3, dt=0.5)
    assert not any(r.action.kind == "auto_place" for r in match.records)


def _my_pirate(match) -> bool:
    return match.state.phase == "move_pirate" and match.active_seats() == (0,)


def _pirate_table(show_cursor: bool):
    """The player (seat 0) to move the Pirate after a 7; with `show_cursor`, the keys' cursor shown before."""
    app, match, table = _table(seats=("human", "ai:easy"), seed=5)
    table.ai_turns.enabled = False
    if show_cursor:
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RIGHT)  # the cursor left on some spot before the 7
    _advance(match, _my_pirate, seed=5)
    table.focus.moved()
    frames(app, 6, dt=0.3)
    assert table.human_to_act() == 0 and table.current_view().phase == "move_pirate"
    view = table.current_view()
    moves = {tuple(pygame.Rect(table.tutorial_clicks(a, view)[0])): a
             for a in table.legal_actions() if a.kind == "move_pirate"}
    return app, match, table, moves


def test_enter_moves_the_pirate_only_after_the_player_chose_a_tile(baraza_home):
    """Round 9 (keyboard tester): on a 7 the cursor stood on a tile (a rival's best) and one Enter moved the Pirate
    there, unchosen. The cursor now starts on the Pirate's own tile: Enter there moves nothing and says it must
    move; an arrow picks a tile, and Enter then puts the Pirate on it."""
    app, match, table, moves = _pirate_table(show_cursor=True)
    home = tuple(table.geometry.tile_rect(table.current_view().pirate_hex))
    assert table.focus._settle(table.focus.targets()).rect == home, table.focus.current.label
    assert home not in moves
    before = len(match.records)
    for _ in range(2):  # (the first Enter may only read the spot's new words)
        frames(app, 1, dt=0.5)
        press(app, pygame.K_RETURN)
    frames(app, 2, dt=0.3)
    assert len(match.records) == before and table.current_view().phase == "move_pirate"
    assert table.focus.current.rect == home
    _arrow_onto_a_tile(app, table, moves)
    chosen = table.focus.current.rect
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 2, dt=0.3)
    assert match.records[before].action == moves[chosen]


def _arrow_onto_a_tile(app, table, moves) -> None:
    for k in (pygame.K_DOWN, pygame.K_UP, pygame.K_LEFT, pygame.K_RIGHT):
        press(app, k)  # a deliberate move onto a tile
        if table.focus.current.rect in moves:
            return
    raise AssertionError(table.focus.current.label)


def test_enter_as_the_first_key_at_the_pirate_prompt_moves_nothing(baraza_home):
    """Round 9: with no key pressed before the 7 (the player had used the mouse), Enter as the first key put the
    Pirate on the first tile in reading order. It now asks for the tile first; after an arrow, Enter moves it."""
    app, match, table, moves = _pirate_table(show_cursor=False)
    before = len(match.records)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 2, dt=0.3)
    assert len(match.records) == before and table.current_view().phase == "move_pirate"
    _arrow_onto_a_tile(app, table, moves)
    chosen = table.focus.current.rect
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 2, dt=0.3)
    assert match.records[before].action == moves[chosen]


def test_every_marked_moves_tag_touches_its_own_ring(baraza_home, monkeypatch):
    """Round 9 (blind tester): a marked move's "better" tag stood away from its ring (16 or 32 px off when every side
    touched a piece), nearer another spot than its own. Every move of a seeded match marked, villages, roads,
    towns and the Pirate among them: each tag drawn touches the ring it names, at 100 % and 150 %."""
    from matches import played

    from baraza.game.core.analysis import MoveJudgement
    from baraza.scenes.replay import move_rings

    match = played("krownia", 4, ["human", "ai:easy"], level="normal", limit=90)
    drawn = []
    real = move_rings.tag_places
    monkeypatch.setattr(move_rings, "tag_places", lambda *a, **k: drawn.append((a[1], real(*a, **k))) or drawn[-1][1])
    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.apply_look()
        viewer = app.show("replay", match)
        shown = viewer.replay.match
        even = (0.5, 0.5)
        judged = [MoveJudgement(m.ply, m.seat, m.text, None, 0.5, 0.5, None, None, even, even)
                  for m in viewer.replay.moves]
        for ply, record in enumerate(shown.records, start=1):
            before = shown.state_at(ply - 1)
            legal = shown.rules.legal_actions(before, record.seat)
            others = [a for a in legal if a != record.action and a.kind == record.action.kind]
            if others:  # the better move: another of the same kind (another corner, edge or tile)
                judged[ply - 1] = MoveJudgement(ply, record.seat, viewer.replay.moves[ply - 1].text, None, 0.7, 0.1,
                                                shown.rules.describe_action(before, record.seat, others[-1]),
                                                "blunder", even, even)
        viewer.timeline.judgements = judged
        kinds = set()
        for j in judged:
            if not j.mark:
                continue
            viewer.jump(j.ply, before_mark=True)
            drawn.clear()
            viewer.board.draw(pygame.Surface(app.screen.get_size()))
            for rings, places in drawn:
                tagged = [rects for rects in (rings.played, rings.better) if rects]
                for rects, (box, _label, _colour) in zip(tagged, places, strict=True):
                    ring = rects[-1].inflate(10, 10)
                    gap = max(ring.left - box.right, box.left - ring.right, ring.top - box.bottom, box.top - ring.bottom)
                    assert gap <= 2, (scale, j.ply, j.action, box, ring)  # touching it (2 px of air at most)
                    kinds.add(shown.records[j.ply - 1].action.kind)
        assert {"place_village", "place_road", "move_pirate"} <= kinds, kinds
