"""Keys playtest 17 at 150 %: Tab into the prompt row stopped first on "Pass (−3 LP)", its caption "Pass (3 LP)"
without the minus; Meditate and its options were captioned with their names only. The row's first stop is the
sentence (it only reads), a pass's caption says its cost as the button does, and each Meditation button says what
it does."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "khedu"))
from keyboard_player import press  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402
from baraza.scenes.table.focus_moves import decision, tab_step  # noqa: E402


def _solo(legacy: int | None = None):
    app = make_app()
    match = new_match("khedu", ["human"], 3, {})
    if legacy is not None:
        match.state.players[0].lp = legacy  # before the table reads its first view
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.ai.cancel()
    frames(app, 2)
    return app, match, scene


def _shown(app, scene):
    press(app, pygame.K_RIGHT)  # the cursor shows
    frames(app, 30, dt=1 / 30)
    return scene.focus.targets()


def test_tab_from_the_mat_reaches_the_sentence_before_pass(baraza_home):
    app, match, scene = _solo()
    targets = _shown(app, scene)
    start = next(t for t in targets if scene.keyboard.region(pygame.Rect(t.rect)) == "hand")
    spot = start
    for _ in range(len(targets)):
        spot = tab_step(targets, spot, 1)
        if decision(spot):
            break
    assert spot.label.startswith("Prompt:"), spot.label


def _caption(scene, words: str) -> str:
    scene.prompt.sync(scene.current_view())
    button = next(b for b in scene.prompt.buttons if b.text.startswith(words))
    target = next(t for t in scene.focus.targets() if pygame.Rect(t.rect) == pygame.Rect(button.rect))
    return target.label


def test_the_pass_caption_says_its_cost_as_the_button(baraza_home):
    app, match, scene = _solo(legacy=12)  # a pass it can pay
    _shown(app, scene)
    cost = scene.current_view().pass_cost
    words = _caption(scene, "Pass")
    assert words.startswith(f"Pass: costs {cost} LP"), words


def test_meditation_buttons_say_what_they_do(baraza_home):
    app, match, scene = _solo()
    _shown(app, scene)
    meditate = _caption(scene, "Meditate")
    assert meditate != "Meditate" and "fight" in meditate, meditate
    scene.submit_intent(Action("meditate"))
    frames(app, 60, dt=1 / 30)
    binds = [a for a in scene.legal_actions() if a.kind == "bind_cadence"]
    if binds:  # solo: a Meditation first wakes a Desert Cadence
        scene.submit_intent(binds[0])
        frames(app, 90, dt=1 / 30)
    view = scene.current_view()
    clan = scene.keyboard.ctx.data.clans[view.players[0].clan]
    kinds = {a.kind for a in scene.legal_actions()}
    if "med_replenish" in kinds:
        words = _caption(scene, "Replenish Cadences")
        assert "Ensemble" in words or "Cadence deck" in words, words
    words = _caption(scene, "Redraw hand")
    assert "draw 5" in words, words
    if any(a.kind == "med_clan" and not a.args for a in scene.legal_actions()):
        words = _caption(scene, clan.meditation)
        assert words.startswith(f"{clan.meditation}: ") and len(words) > len(clan.meditation) + 5, words
