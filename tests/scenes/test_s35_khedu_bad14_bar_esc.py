"""S35, Khedu's table (blind tester bad14): "Pass: needs 5 LP" came back 90 px left of its turn's place after a
half-made attack was dropped (Cancel's place was kept empty: 197 -> 208); a hand card a click refused stayed lifted
under the pointer beside the refusal, read as a held choice that Esc should drop (204 -> 205); and Esc drops a
choice truly half made before it opens the pause menu, as at every table (scenes/table/focus.py back_out)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import give_hand, new_turn  # noqa: E402
from scene_helpers import click, frames, key, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402


def _turn(lp: int = 0):
    """Player 1 (Rahala, `lp` Legacy points: too few to pass) at the start of a turn, a Rahala Chieftain and two
    Hadimi units in hand."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Rahala", "clan_2": "Oadhii"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    s.players[0].legacy_points = lp
    give_hand(s, 0, ["hadimi_guard", "chieftain", "hadimi_dreamer"])
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, 3)
    return app, match, table


def _bar(table) -> dict[str, pygame.Rect]:
    table.prompt.sync(table.current_view())
    return {b.text: pygame.Rect(b.rect) for b in table.prompt.buttons if not getattr(b, "gone", False)}


def _hot(table, token) -> pygame.Rect:
    return next(h.rect for h in table.hot_spots.hots if h.token is not None and h.token[:len(token)] == token)


def test_pass_keeps_its_place_after_a_dropped_attack(baraza_home):
    app, match, table = _turn()
    start = _bar(table)
    assert "Pass: needs 5 LP" in start and "Meditate" in start
    attacker = _hot(table, ("desert", 0))
    for drop in ([key(pygame.K_ESCAPE)], click((table.z["prompt"].x + 40, table.z["prompt"].bottom + 30))):
        frames(app, 1, events=click(attacker.center))
        frames(app, 2)
        assert table.clicks.path == [("desert", 0)] and "Cancel" in _bar(table)
        frames(app, 1, events=drop)  # Esc, or a click on the bare mat
        frames(app, 2)
        assert table.clicks.path == [] and type(app.stack.top).__name__ == "KheduScene"
        bar = _bar(table)
        assert bar["Pass: needs 5 LP"] == start["Pass: needs 5 LP"], "Pass back in its turn's place"
        assert bar["Meditate"] == start["Meditate"]


def test_esc_drops_a_held_card_then_opens_the_menu(baraza_home):
    app, match, table = _turn()
    frames(app, 1, events=click(_hot(table, ("hand", "chieftain")).center))
    frames(app, 2)
    assert table.clicks.path == [("hand", "chieftain")]
    frames(app, 1, events=[key(pygame.K_ESCAPE)])
    assert table.clicks.path == [] and app.stack.top is table
    frames(app, 1, events=[key(pygame.K_ESCAPE)])
    frames(app, 1)
    assert type(app.stack.top).__name__ == "PauseScene"


def _strip_above(table, rect: pygame.Rect) -> bytes:
    """The mat drawn now, the 12 px above a hand card's place (a lifted card covers them)."""
    surface = pygame.Surface(table.app.screen.get_size())
    table.drawing.draw_mat(surface, table.current_view(), None)
    return pygame.image.tobytes(surface.subsurface(pygame.Rect(rect.x + 10, rect.y - 10, rect.w - 20, 8)), "RGB")


def test_a_refused_hand_card_does_not_look_held(baraza_home):
    app, match, table = _turn()
    dreamer = _hot(table, ("hand", "hadimi_dreamer"))
    resting = _strip_above(table, dreamer)  # the pointer off the hand: no card lifts
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=dreamer.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert _strip_above(table, dreamer) != resting, "a hovered card lifts"
    app.toasts.clear()
    frames(app, 1, events=click(dreamer.center))  # a Hadimi unit cannot join a Rahala Cadre
    frames(app, 2)
    assert table.clicks.path == [] and any("Only Rahala" in t.text for t in app.toasts)
    assert _strip_above(table, dreamer) == resting, "the refused card sinks back under the pointer"
    away = _hot(table, ("hand", "hadimi_guard")).center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=dreamer.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert _strip_above(table, dreamer) != resting, "back on it later, it lifts again"
