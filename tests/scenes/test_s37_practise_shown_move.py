"""Blind tester kona17's Practise: "Good: that keeps your chances" praised a try that only copied the move "Show a
better move" had just given (89-pr-shown-play.png), and after a wrong try, picking a tower for the next one put the
position's board back with the reply's arrow still drawn across the player's piece (68-pr-sel.png)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona.exercises import Answer, Exercise  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "kona" / "data"


def _exercise(game: str, ply: int, p_best: float) -> Exercise:
    data = json.loads((DATA / f"{game}.json").read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    seat, played = moves[ply - 1]
    return Exercise(dict(data["options"]), data["seed"], tuple(data["seats"]), tuple(moves[: ply - 1]), seat, played,
                    p_best, False, "blunder", 0.0)


def _scene(app, exercise: Exercise):
    from baraza.scenes.kona.exercise import ExerciseScene

    scene = ExerciseScene(app, [exercise])
    app.stack.push(scene)
    frames(app, 1)
    return scene


def _arrive(app, scene, done) -> None:
    """The judge's thread hands in `done` (an answer, or the better move in words and the move)."""
    scene.thinking, scene._done = True, (scene.index, done)
    frames(app, 1)


def test_trying_the_move_shown_is_not_praised(baraza_home) -> None:
    app = make_app()
    scene = _scene(app, _exercise("kona17_game3", 5, 0.55))
    best = Action("move", ("c1", "b2"))
    _arrive(app, scene, ("The analysis would play c1 → b2 (the green ring)", best))
    why = "Good: that keeps your chances (55%) because else Black could play a1 → d4 and threaten a line on d5."
    _arrive(app, scene, Answer(True, why, None, best, None, 0.55, 0.55))
    words = scene.answer_words()
    assert words.startswith("That is the move shown: else Black could play a1 → d4"), words
    assert "Good" not in words, words
    # a right try of the player's own, with nothing shown first, keeps its praise
    scene._load()
    _arrive(app, scene, Answer(True, why, None, best, None, 0.55, 0.55))
    assert scene.answer_words().startswith("Good: that keeps your chances"), scene.answer_words()
    scene.on_exit()


def test_the_replys_arrow_goes_when_the_board_goes_back_to_the_position(baraza_home) -> None:
    app = make_app()
    scene = _scene(app, _exercise("kona17_game1", 5, 0.53))
    tried, reply = Action("move", ("c3", "d4")), Action("move", ("a1", "d4"))
    why = "Not quite: after c3 → d4, Black plays a1 → d4 and threatens a line on d3, which leaves you 0%."
    _arrive(app, scene, Answer(False, why, "blunder", tried, None, 0.0, 0.53, reply=reply))
    assert scene._shown_try == tried and scene.shown_reply() == reply  # the board after the try, the reply on it
    scene._click(scene._screen_rect(scene.table.square_rect("f6")).center)  # a tower picked for the next try
    assert scene.selected == "f6" and scene._shown_try is None
    assert scene.shown_reply() is None
    scene.on_exit()
