"""Playtest J2: while the player's own move is shown (its animation), a click on the prompt's main button, whose
meaning has just changed under the pointer (Roll the dice → End Bones, Cast → End Bones), is dropped; a new
click on a card (Awaken right after a Cast) cuts the animation short and counts. Time is the table's clock."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402

SEATS = ["human", "ai:easy"]


def _seed_with(*spells: str) -> int:
    for seed in range(1, 400):
        hand = new_match("konja", SEATS, seed, {"first_player": 0}).view(0).players[0].spells
        if all(s in hand for s in spells):
            return seed
    raise AssertionError(spells)


def _table(monkeypatch, seed: int):
    app = make_app()
    match = new_match("konja", SEATS, seed, {"first_player": 0})
    scene = KonjaScene(app, match)
    monkeypatch.setattr(scene.ai_turns, "update", lambda dt: None)  # the AI never plays in the player's turn
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _press(app, scene, label: str) -> tuple[int, int]:
    scene.prompt_panel.sync(scene.current_view())
    button = scene.prompt_panel.button(label)
    assert button is not None and button.enabled, (label, [b.text for b in scene.prompt_panel.buttons])
    if not scene.ctx.animations.busy:  # a moment after the last click (one at once where it went is a double click)
        frames(app, 1, dt=0.5)
    frames(app, 1, click(button.rect.center))
    return button.rect.center


def _to_bones(app, match, scene) -> None:
    frames(app, 1, click(scene.tile_rects["resource"].center))
    frames(app, 2)
    _press(app, scene, "✶")
    frames(app, 2)
    _press(app, scene, "Roll the dice")
    frames(app, 2)
    assert match.view(0).phase == "bones"


def _animate(scene) -> None:
    scene.app.settings.animation_speed = "normal"  # the test app plays animations instantly: a player's here


def test_a_click_on_a_card_right_after_a_cast_is_not_swallowed(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch, _seed_with("awaken", "second_wind"))
    _to_bones(app, match, scene)
    view = match.view(0)
    relics = [r.card for r in view.players[0].relics]
    frames(app, 1, click(scene.geometry.die_centre(1)))
    frames(app, 1, click(scene.geometry.relic_rect("my", relics.index("fie_ah")).center))
    _press(app, scene, "Use")  # Fie-Ah is spent now: Awaken has a Relic to recharge
    frames(app, 2)
    assert match.view(0).players[0].relics[relics.index("fie_ah")].spent
    hand = view.players[0].spells
    awaken = scene.geometry.spell_rect("my", hand.index("awaken"), len(hand)).center
    frames(app, 1, click(scene.geometry.die_centre(0)))
    frames(app, 1, click(scene.geometry.spell_rect("my", hand.index("second_wind"), len(hand)).center))
    _animate(scene)
    _press(app, scene, "Cast")
    assert match.records[-1].action.args[0] == "second_wind"
    assert scene.ctx.animations.busy  # the cast is still being shown...
    frames(app, 1, click(awaken))  # ...when the player clicks the next Spell
    assert scene.picks.sel_card == ("spell", "awaken")
    assert not scene.ctx.animations.busy  # the click hurried the cast's animation


def test_a_second_click_where_the_main_button_changed_meaning_is_dropped(monkeypatch, baraza_home):
    app, match, scene = _table(monkeypatch, _seed_with("second_wind"))
    frames(app, 1, click(scene.tile_rects["resource"].center))
    frames(app, 2)
    _press(app, scene, "✶")
    frames(app, 2)
    _animate(scene)
    spot = _press(app, scene, "Roll the dice")
    frames(app, 1, click(spot))  # a double click: the second lands where End Bones comes
    assert match.records[-1].action == Action("roll") and match.view(0).phase == "bones"
    frames(app, 90)  # the roll shown
    hand = match.view(0).players[0].spells
    frames(app, 1, click(scene.geometry.die_centre(0)))
    frames(app, 1, click(scene.geometry.spell_rect("my", hand.index("second_wind"), len(hand)).center))
    spot = _press(app, scene, "Cast")
    assert match.records[-1].action.args[0] == "second_wind"
    frames(app, 1, click(spot))  # a double click on Cast: never End Bones
    assert match.records[-1].action.kind == "play_spell" and match.view(0).phase == "bones"
    assert scene.ctx.animations.busy  # and it did not cut the animation short either


def test_a_double_click_at_instant_animation_speed_still_presses_once(monkeypatch, baraza_home):
    """With no animation to wait out (the "instant" speed), a double click on Roll the dice pressed End Bones in
    its place; the playtests' Done selling -> Pass and Done flipping -> Pass the same. A second press where the
    press that made the player's move went, right after it, is dropped; one a moment later is meant."""
    app, match, scene = _table(monkeypatch, _seed_with("second_wind"))
    app.settings.animation_speed = "instant"
    frames(app, 1, click(scene.tile_rects["resource"].center))
    frames(app, 2)
    _press(app, scene, "✶")
    frames(app, 2)
    spot = _press(app, scene, "Roll the dice")
    assert not scene.ctx.animations.busy and match.records[-1].action == Action("roll")
    frames(app, 1, click(spot), dt=0.2)  # the double click's second half, 0.2 s on
    frames(app, 1, click(spot), dt=0.15)  # and a slow one's, 0.35 s on
    assert match.records[-1].action == Action("roll") and match.view(0).phase == "bones"
    frames(app, 1, dt=0.5)
    frames(app, 1, click(spot))  # the Roll spot stays empty: End Bones has a slot of its own, never Roll's
    assert match.records[-1].action == Action("roll") and match.view(0).phase == "bones"
    _press(app, scene, "End Bones")  # pressed where it stands, Bones ends
    assert match.records[-1].action != Action("roll")
