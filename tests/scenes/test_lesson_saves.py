"""A lesson match played on ("Keep playing") and saved reloads as a lesson match (issue 24): its opening was the
script's, so finishing it is never scored and it is not kept in the history, from the autosave (Continue) or a
named save (Load) alike. An ordinary match's save says nothing of lessons."""

from __future__ import annotations

import json

from scene_helpers import frames, make_app

from baraza.game.persistence import history
from baraza.game.persistence.autosaves import autosave_file, load_autosave
from baraza.game.persistence.saves import load_match, read_save_data, save_data, write_save
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions
from baraza.scenes.table.tutorial import lesson_table


def _kept_lesson(app):
    """Kona's lesson, left at its first step by Keep playing: the match is the learner's now."""
    table = lesson_table(app, "kona")
    app.stack.reset(table)
    frames(app, 2)
    table.tutorial.keep_playing()
    frames(app, 1)
    assert table.tutorial is None and table.match.lesson
    return table


def _finish_at_a_table(app, match) -> list:
    """Open `match` at its table, play it out, and return what the table sent to the scores."""
    recorded = []
    app.scores.record_match = lambda *args, **kw: recorded.append(args)
    table = app.show_match(match)
    table.ai_turns.enabled = False
    frames(app, 1)
    play_actions(match, 100_000)
    for _ in range(6):
        frames(app, 1, dt=0.5)
    assert match.is_over() and table.results_keeper.recorded
    return recorded


def test_a_named_save_of_a_lesson_match_reloads_as_a_lesson_and_is_not_scored(baraza_home):
    app = make_app()
    table = _kept_lesson(app)
    path = table.save_to_file("after the lesson")
    assert read_save_data(path)["lesson"] is True
    loaded = load_match(path)
    assert loaded.lesson and loaded.moves == table.match.moves
    before = len(history.read_history().entries)
    recorded = _finish_at_a_table(make_app(), loaded)
    assert recorded == [], "a lesson match is not a win or loss against the AI"
    assert len(history.read_history().entries) == before  # nor a match in the history


def test_the_autosave_of_a_lesson_match_continues_as_a_lesson(baraza_home):
    app = make_app()
    table = _kept_lesson(app)
    table.keep_for_later()  # leaving: the autosave is on disk
    resumed = load_autosave(autosave_file(table.match))
    assert resumed.lesson
    again = make_app().show_match(resumed)
    assert again.results_keeper.lesson and not again.history.keeping


def test_an_ordinary_match_is_saved_and_reloaded_as_one(baraza_home, tmp_path):
    match = new_match("kona", ["human", "ai:easy"], 3)
    play_actions(match, 4)
    data = save_data(match)
    assert "lesson" not in data
    path = write_save(match, tmp_path / "plain.json")
    assert not load_match(path).lesson
    data["lesson"] = "yes"  # anything but true is not a lesson
    path.write_text(json.dumps(data))
    assert not load_match(path).lesson
