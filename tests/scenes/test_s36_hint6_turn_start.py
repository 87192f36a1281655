"""S36, blind tester krownia19 (Hint 6/10): H at the very start of the player's turn, the panel reading "Red's turn ·
Red is about to roll" while the AI's last move still played out, answered "A hint is for your own turn." (shots 83,
85). The words from an H pressed during the AI's turn stayed past the turn passing to the player, until their
prompt showed; and an H then must give the hint (kept for the prompt), never those words."""

from __future__ import annotations

import pygame
from scene_helpers import frames, key, make_app
from test_krownia_scene import _advance

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene


def _last_before_red(m) -> bool:
    s = m.state
    return s.phase == "main" and s.turn > 3 and s.order[(s.order.index(s.current) + 1) % 3] == 0 \
        and Action("end_turn") in m.legal_actions(s.current)


def _white_to_end():
    """The AI seat before Red (here White, played by the test) about to end its turn; Red (the player) rolls next."""
    app = make_app()
    app.settings.animation_speed = "normal"
    app.apply_look()
    match = new_match("krownia", ["human", "ai:normal", "ai:normal"], 5)
    _advance(match, _last_before_red, 5)
    scene = KrowniaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app, 30, dt=0.2)
    asked: list[str] = []
    scene.ai.request = lambda *args, **kw: asked.append(kw.get("purpose", ""))
    return app, match, scene, asked


def _white_ends_while_its_cards_still_fly(app, match, scene) -> None:
    """White's roll still plays out (a card flying, as in the tester's shot) when its End turn lands."""
    scene.animations.add("hold", 3.0)
    assert match.submit(match.state.current, Action("end_turn")).ok
    frames(app, 1, dt=0.05)


def _own_turn_words(app) -> list[str]:
    return [t.text for t in app.toasts if "for your own turn" in t.text]


def test_the_words_of_an_h_in_the_ai_turn_go_once_the_turn_is_the_players(baraza_home):
    app, match, scene, asked = _white_to_end()
    frames(app, 1, [key(pygame.K_h, unicode="h")])
    assert _own_turn_words(app)  # White's turn: said, rightly
    _white_ends_while_its_cards_still_fly(app, match, scene)
    assert scene.animations.busy and scene.human_to_act() is None  # the end of White's turn still plays out
    assert scene.whose_turn(scene.current_view()) == 0
    assert _own_turn_words(app) == [], [t.text for t in app.toasts]
    assert any("Your hint comes" in t.text for t in app.toasts)  # the H just pressed is kept for the prompt
    for _ in range(100):
        if scene.human_to_act() == 0:
            break
        frames(app, 1, dt=0.1)
    frames(app, 2)
    assert asked == ["hint"]


def test_h_at_the_start_of_the_players_turn_while_the_last_move_plays_gives_the_hint(baraza_home):
    app, match, scene, asked = _white_to_end()
    _white_ends_while_its_cards_still_fly(app, match, scene)
    assert scene.animations.busy and scene.human_to_act() is None
    frames(app, 1, [key(pygame.K_h, unicode="h")], dt=0.05)
    assert _own_turn_words(app) == [], [t.text for t in app.toasts]
    for _ in range(100):
        if scene.human_to_act() == 0:
            break
        frames(app, 1, dt=0.1)
    frames(app, 2)
    assert asked == ["hint"]
    scene.ai.close()
