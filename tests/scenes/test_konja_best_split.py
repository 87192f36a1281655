"""Konja's Collection panel: "Best split" is dark when the dice left make no combination (the first-evening
playtest saw it lit with nothing to split), and lit while they make one."""

from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, scene) -> None:
    for _ in range(300):  # the move is shown first; the panel lays out its buttons after it
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 2)


def _collection(values):
    app = make_app()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in values]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    assert match.submit(0, Action("end_bones")).ok
    assert match.submit(1, Action("skip_red")).ok
    scene.viewer = 0
    _settle(app, scene)
    return app, match, scene


def test_best_split_is_dark_once_nothing_is_left_to_split(baraza_home):
    app, match, scene = _collection([1, 3, 6, 6, 6])
    assert scene.prompt_panel.button("Best split").enabled  # three 6s to lay out
    assert match.submit(0, Action("collect", ("kind", (2, 3, 4)))).ok
    _settle(app, scene)
    assert match.view(0).phase == "collect"
    button = scene.prompt_panel.button("Best split")
    assert button is not None and not button.enabled  # a 1 and a 3: no row takes them
    assert scene.prompt_panel.button("Collect & end turn").enabled
