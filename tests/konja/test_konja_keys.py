"""Keyboard playtest finding 7: in Storm Veil's choice (two red dice to cancel), Down from the chips went past the
Cast button to the log: the cursor stopped only where a move starts, and Cast starts none until a chip is picked.
Every button of the prompt panel is a stop now, and the whole answer is made by keys."""

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import click, frames, key, make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402
from baraza.scenes.screens.handoff import HandoffScene  # noqa: E402


def _settle(app) -> None:
    frames(app, 2)
    for _ in range(3):  # two humans share the screen: the hand-over cover is taken away
        if not isinstance(app.stack.top, HandoffScene):
            break
        frames(app, 1, click((640, 360)))
        frames(app)


def _press(app, scene, label: str) -> None:
    frames(app, 1, dt=0.5)  # a moment after the last click (one at once where it went: a double click)
    scene.prompt_panel.sync(scene.current_view())
    frames(app, 1, click(scene.prompt_panel.button(label).rect.center))
    _settle(app)


def _storm_veil_to_answer():
    """A hot-seat table where Nia may answer Kofi's two red dice with Storm Veil (either die)."""
    for seed in range(1, 300):
        if "storm_veil" not in new_match("konja", ["human", "human"], seed, {"first_player": 0}).view(0).players[0].spells:
            continue
        app = make_app()
        match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
        scene = KonjaScene(app, match)
        app.stack.reset(scene)
        frames(app)
        frames(app, 1, click(scene.tile_rects["resource"].center))
        _settle(app)
        for label in ("✶ Magick", "Roll the dice", "End Bones", "Roll red dice"):
            _press(app, scene, label)
        if match.view(0).phase == "red_reply" and sum(a.kind == "play_spell" for a in match.legal_actions(0)) == 2:
            return app, match, scene
        scene.ai.close()
    raise AssertionError("no seed where both red dice can be cancelled")


def _key(app, k: int) -> None:
    frames(app, 1, [key(k)])
    frames(app, 2)


def test_down_from_storm_veils_chips_reaches_cast_and_the_answer_is_made_by_keys(baraza_home):
    app, match, scene = _storm_veil_to_answer()
    focus = scene.focus
    _key(app, pygame.K_DOWN)  # the cursor shows
    for _ in range(8):  # Tab to the Spells
        if focus.current is not None and focus.current.region == "my_spells":
            break
        _key(app, pygame.K_TAB)
    assert "Storm Veil" in focus.current.label
    _key(app, pygame.K_RETURN)  # Storm Veil picked: its chips, Cast and Cancel show
    panel = scene.prompt_panel
    cast = pygame.Rect(panel.button("Cast").rect)
    chips = [pygame.Rect(b.rect) for b in panel.buttons if b.text.startswith("Cancel red")]
    assert len(chips) == 2 and focus.current.region == "prompt"
    seen = []
    for _ in range(3):
        _key(app, pygame.K_DOWN)
        seen.append(pygame.Rect(focus.current.rect))
    assert cast in seen, (seen, cast)  # it went from the chips to the log, past Cast
    assert "not yet" in next(t.label for t in focus.targets() if pygame.Rect(t.rect) == cast)
    while pygame.Rect(focus.current.rect) != chips[0]:  # back up to the first chip, pick it
        _key(app, pygame.K_UP)
    _key(app, pygame.K_RETURN)
    assert match.records[-1].action.kind == "roll_red"  # picked, not cast
    for _ in range(3):
        if pygame.Rect(focus.current.rect) == cast:
            break
        _key(app, pygame.K_DOWN)
    assert pygame.Rect(focus.current.rect) == cast
    frames(app, 1, dt=0.5)  # a moment after the chip's Enter: a quick second one is swallowed (its words changed)
    _key(app, pygame.K_RETURN)
    assert match.records[-1].action.kind == "play_spell" and match.records[-1].action.args[0] == "storm_veil"


def test_a_quick_second_enter_never_presses_the_button_that_took_the_first_ones_place(baraza_home):
    """Keyboard playtest C: Enter on "Roll the dice", and a quick second Enter pressed "End Bones", which had taken
    its place under the cursor (every relic and spell skipped). A second Enter that soon, the cursor not moved,
    on a spot whose words changed, is swallowed; a deliberate one a moment later acts."""
    app = make_app()
    match = new_match("konja", ["human", "human"], 3, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app)
    frames(app, 1, click(scene.tile_rects["resource"].center))
    _settle(app)
    _press(app, scene, "✶ Magick")
    focus = scene.focus
    _key(app, pygame.K_DOWN)
    for _ in range(40):
        if focus.current is not None and focus.current.label.startswith("Roll the dice"):
            break
        _key(app, pygame.K_TAB if focus.current.region != "prompt" else pygame.K_DOWN)
    assert focus.current.label.startswith("Roll the dice"), focus.current
    frames(app, 1, [key(pygame.K_RETURN)])
    rolled = len(match.records)
    for _ in range(200):  # the roll is shown; the panel's button turns into the next step
        if not scene.animations.busy:
            break
        frames(app)
    words = focus.targets() and focus._settle(focus.targets()).label
    assert not words.startswith("Roll the dice"), words
    frames(app, 1, [key(pygame.K_RETURN)])  # the quick second press
    frames(app, 2)
    assert len(match.records) == rolled, f"a quick second Enter made {match.records[-1].action}"
    frames(app, 40)  # a moment later the same key is meant: the cursor went to a die, not to End Bones
    frames(app, 1, [key(pygame.K_RETURN)])
    frames(app, 2)
    assert len(match.records) == rolled, f"Enter on the die made {match.records[-1].action}"
    assert focus.current is not None and focus.current.region != "prompt", focus.current
