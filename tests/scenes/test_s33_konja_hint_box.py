"""A blind tester's Konja hint box jumped: a short hint replaced the "Your turn" panel, a plan-length one sat over the
game log at heights that changed with its length (70-hint3.png, 79-hint5.png, 104-oodoo-b.png). Every hint now has
one place, the turn panel made tall enough for a plan-length hint, with the log under it (scenes/konja/hint_box.py)."""

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene
from baraza.scenes.ui import theme

SHORT = "Hint: End Bones."
PLAN = ("Hint: Use Oodoo on the 2 (→ 3) with Keep ready (1 Power): then Oodoo on the 4 (→ 3) with Keep ready, Oodoo on "
        "the 5 (→ 4), Awaken and Oodoo on the 4 (→ 3): that makes five 3s: a 7-point Cloud if the red dice spare them; "
        "3 of those 5 dice are safe")
ROLL = ("Hint: Use At! (paying the blank Action die and 1 Power): reroll the 1 and 2: aiming for four 6s: a 5-point "
        "Cloud, "
        "31% by the roll alone, 56% with Oodoo after")


def _table(scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, scene


def _boxes(app, scene) -> list:
    """Where the app draws each hint's toast (its own grown rect, as scenes/app.py draws it)."""
    out = []
    for text in (SHORT, ROLL, PLAN):
        app.toast(text, 30, key="hint")
        frames(app, 1)
        out.append((text, app._toast_grown(scene.toast_rect(), text)))
    app.clear_toasts("hint")
    return out


def _check(app, scene, scale: int) -> None:
    log = scene.log_panel.rect
    boxes = _boxes(app, scene)
    assert len({tuple(box) for _text, box in boxes}) == 1, (scale, boxes)  # one place and size for every hint
    for text, box in boxes:
        assert box.topleft == scene.turn_panel.rect.topleft, (scale, text, box)
        assert not box.colliderect(log), (scale, text, box, log)
        # whole, never smaller than 100 % draws it
        assert not theme.fit_lines(app.fonts, text, box.inflate(-28, -16).size, 17, "bold", 17)[2], (scale, text)
    assert scene.log_panel.box.rect.bottom <= log.bottom and scene.log_panel.box.rect.y > log.y
    assert log.bottom == scene.layout.zone("log").bottom and log.h >= 170  # the log keeps its caption and lines


def test_a_short_and_a_plan_length_hint_share_one_box_clear_of_the_game_log(baraza_home):
    for scale in (100, 150):
        app, scene = _table(scale)
        _check(app, scene, scale)
        scene.ai.close()


def test_the_hint_box_is_placed_again_at_a_new_text_size(baraza_home):
    app, scene = _table(100)
    small = scene.turn_panel.rect.h
    app.settings.text_scale = 150
    app.apply_look()
    frames(app, 1)
    assert scene.turn_panel.rect.h > small  # the words are larger: the box is taller, the log shorter
    _check(app, scene, 150)
    scene.ai.close()
