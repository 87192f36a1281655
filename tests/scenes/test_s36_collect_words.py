"""A blind tester (konja18) exchanged 5, 5, 5 for a 3-point Cloud and a 4 for 1 Power on the pyramid rows, and
the Collection panel then said "You gain nothing.": the panel says what the turn's exchanges took, and what the
dice left would add."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from konja.helpers import at_bones  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja.table import KonjaScene  # noqa: E402


def _collection(collects: list[tuple[str, tuple[int, ...]]]):
    app = make_app()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    at_bones(match.state, [5, 5, 5, 4, 1])
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    for action in (Action("end_bones"), Action("skip_red"), *(Action("collect", c) for c in collects)):
        assert match.submit(match.active_seats()[0], action).ok, action
    scene.viewer = 0
    frames(app, 2)
    return scene


def test_nothing_taken_yet_the_panel_says_what_the_split_pays(baraza_home):
    scene = _collection([])
    assert scene.prompt_panel.sync(scene.current_view()).startswith("You gain 1 Power, a 3-point Cloud.")


def test_after_every_exchange_the_panel_says_what_was_taken_never_nothing(baraza_home):
    scene = _collection([("kind", (0, 1, 2)), ("power", (3,))])
    words = scene.prompt_panel.sync(scene.current_view())
    assert "nothing." not in words.split(".")[0] + ".", words
    assert words.startswith("You took a 3-point Cloud and 1 Power"), words
    assert "nothing more" in words, words


def test_after_one_exchange_the_rest_is_said_as_more(baraza_home):
    scene = _collection([("kind", (0, 1, 2))])
    words = scene.prompt_panel.sync(scene.current_view())
    assert words.startswith("You took a 3-point Cloud; the dice left add 1 Power."), words
