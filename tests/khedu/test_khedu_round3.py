"""Issue 41, third blind playtest (lesson, 2 players against AI 6, solo): the dice choice keeps Resolve off
Roll's spot, the hand keeps its layout for the turn, a hint that spends the last Influence says the song ends,
and a Cadence window with nothing to sing is answered by the table."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from types import SimpleNamespace

import pygame

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.layout import TableGeometry

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scenes"))
from scene_helpers import frames, make_app  # noqa: E402


def _reach(condition, seed: int = 3, seats=("human", "ai:easy")):
    """A match (seat 0 human) played at random until `condition(match)` holds with seat 0 to act."""
    for s in range(seed, seed + 40):
        match = new_match("khedu", list(seats), s, {})
        rng = random.Random(s)
        for _ in range(3000):
            if match.is_over():
                break
            active = match.active_seats()
            if 0 in active and condition(match):
                return match
            seat = active[0]
            assert match.submit(seat, rng.choice(match.legal_actions(seat))).ok
    raise AssertionError("no such position")


def _scene(match):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, scene


def _step(match, step: str) -> bool:
    c = match.view(0).combat
    return c is not None and c.step == step


def test_after_a_roll_roll_s_spot_holds_best_never_resolve() -> None:
    match = _reach(lambda m: _step(m, "roll"))
    app, scene = _scene(match)
    scene.prompt.sync(scene.current_view())
    roll = next(b for b in scene.prompt.buttons if b.text.startswith("Roll"))
    spot = pygame.Rect(roll.rect)
    assert match.submit(0, Action("roll")).ok
    scene.prompt.invalidate()
    scene.prompt.sync(scene.current_view())
    under = [b for b in scene.prompt.buttons if b.rect.colliderect(spot) and not getattr(b, "gone", False)]
    # Best, or Resolve alone when the dice already make their best total (the same press: forced_choices.py)
    settled = match.view(0).combat.best_total == match.view(0).combat.total
    assert under and all(b.text.startswith("Best") or (settled and b.text.startswith("Resolve")) for b in under), \
        [b.text for b in under]
    assert any(b.text.startswith("Resolve") for b in scene.prompt.buttons) or \
        Action("resolve") not in match.legal_actions(0)


def _view(cards: list[int], step: str | None, turn: int = 5):
    hand = [SimpleNamespace(card=c, key=f"k{c}") for c in cards]
    combat = None if step is None else SimpleNamespace(step=step, instigator=0, attacker=SimpleNamespace(card=90),
                                                       defender=SimpleNamespace(card=91))
    return SimpleNamespace(viewer=0, players=[SimpleNamespace(hand=hand)], combat=combat, turns_completed=turn,
                           current=0)


def test_the_hand_keeps_its_places_after_the_fight_until_the_turn_ends() -> None:
    geo = TableGeometry({"hand": pygame.Rect(10, 500, 600, 190)})
    geo.hand_places(_view(list(range(1, 8)), "pay"))  # seven cards: the two rows of small cards
    during = {c.card: r for r, c in geo.hand_places(_view([1, 2, 3], "pay"))}
    after = {c.card: r for r, c in geo.hand_places(_view([1, 2, 3], None))}  # the fight over, same turn
    assert after == during  # no reflow under the pointer (three small cards grew into big ones: playtest)
    fresh = {c.card: r for r, c in geo.hand_places(_view([1, 2, 3], None, turn=6))}
    assert fresh != during and not TableGeometry.is_small_card(fresh[1])  # a new turn lays out afresh


def test_a_hint_to_place_with_the_last_influence_says_the_song_ends() -> None:
    match = _reach(lambda m: any(a.kind == "place" for a in m.legal_actions(0)))
    match.state.players[0].influence = 1
    app, scene = _scene(match)
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    text = scene.prompt.hint_text(scene.current_view(), place, 0)
    assert "last Influence" in text or "last turn" in text, text


def _nothing_to_sing(m) -> bool:
    legal = m.legal_actions(0)
    return _step(m, "cadences") and Action("cadence_done") in legal and not any(a.kind == "cadence" for a in legal)


def test_a_cadence_window_with_nothing_to_sing_is_answered_for_the_player() -> None:
    match = _reach(_nothing_to_sing)
    before = len(match.records)
    app, scene = _scene(match)  # its first frames: the table answers, no click asked
    frames(app, 4, dt=0.5)
    assert len(match.records) > before and match.records[before].action == Action("cadence_done")
    assert before in scene.recap.answered_for  # the recap tells it as the table's answer, not the player's


def test_a_window_with_a_cadence_to_sing_still_waits_for_the_player() -> None:
    def can_sing(m) -> bool:
        return _step(m, "cadences") and any(a.kind == "cadence" for a in m.legal_actions(0)) \
            and not m.records[-1].action.kind == "cadence_done"
    match = _reach(can_sing)
    app, scene = _scene(match)
    assert scene.prompt.nothing_to_sing() is False
    assert scene.standing_answer(scene.current_view()) is None


def test_after_an_undo_the_window_waits_for_the_player() -> None:
    from baraza.scenes.khedu.table import KheduScene

    match = _reach(_nothing_to_sing)
    app = make_app()
    scene = KheduScene(app, match)
    scene.prompt.undone()  # as an undo back to this window leaves it: the player's own to answer
    app.stack.reset(scene)
    before = len(match.records)
    frames(app, 4, dt=0.5)
    assert len(match.records) == before
