"""Blind playtest, Kona round 7: a match played on from a replay is practice (not in the record against the AI,
marked in History and left out of its statistics); Practise's gap is the gap of the numbers shown and its
verdict is said by Analysis's thresholds."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona.exercises import Answer  # noqa: E402
from baraza.game.persistence import history  # noqa: E402
from baraza.scenes.shots import play_actions  # noqa: E402


def _finish(app, match) -> list:
    recorded = []
    app.scores.record_match = lambda *args, **kw: recorded.append(args)
    table = app.show_match(match)
    table.ai_turns.enabled = False
    frames(app, 1)
    play_actions(match, 100_000)
    for _ in range(6):
        frames(app, 1, dt=0.5)
    assert match.is_over() and table.results_keeper.recorded
    app.autosaver.flush()  # the History record is written on the saver's thread
    return recorded


def test_a_match_played_on_from_a_replay_is_not_counted_against_the_ai(baraza_home) -> None:
    """"Play here" then one winning move counted as a won match in the record against AI easy."""
    from matches import played

    whole = played("kona", 4, ["human", "ai:easy"])
    match = whole.copy_at(len(whole.records) - 1, ["human", "ai:easy"])
    match.branched_from = {"origin": "kona-565ffae7ef77.json", "ply": len(whole.records) - 1}
    app = make_app()
    assert _finish(app, match) == [], "practice from a replay is no win or loss against the AI"
    assert any("from a replay" in line for line in app.stack.top.lines), app.stack.top.lines
    entries = history.read_history().entries
    kept = [e for e in entries if e.run.match_id == match.match_id]
    assert kept and kept[0].from_replay  # History keeps it, marked
    from baraza.scenes.screens.history import FROM_REPLAY, shown_result

    assert shown_result(kept[0]) == FROM_REPLAY  # under "From a replay", not under "Won"
    stats = history.game_stats(entries, "kona")
    assert stats.games == 0 and stats.wins_by_level == {}, stats


def test_an_old_record_without_a_branch_is_a_whole_match(baraza_home) -> None:
    from matches import played

    whole = played("kona", 4, ["human", "ai:easy"])
    assert len(_finish(make_app(), whole.copy_at(len(whole.records) - 1, ["human", "ai:easy"]))) == 1
    entries = history.read_history().entries
    assert entries and not entries[0].from_replay and history.game_stats(entries, "kona").games == 1


def _answer(p_answer: float, p_best: float, why: str, right: bool = False) -> Answer:
    return Answer(right, why, "inaccuracy" if right else "mistake", Action("move", ("d4", "e5")),
                  Action("move", ("d4", "e3")), p_answer, p_best)


def test_the_gap_is_the_gap_of_the_numbers_shown() -> None:
    """"d4 → e5: 35%. Better (green), d4 → e3: 41%, 5 points more.": 41 - 35 is 6."""
    from baraza.scenes.kona.practise_verdict import compare_words

    words = compare_words(_answer(0.354, 0.406, "Not quite."), lambda a: f"{a.args[0]} → {a.args[1]}")
    assert words == "Yours (orange), d4 → e5: 35%. Better (green), d4 → e3: 41%, 6 points more.", words


def test_a_passing_answer_says_where_analysis_marks_put_it() -> None:
    """"Good enough: no mistake (48%), though the best move keeps 64%" for 16 points, beside a 23-point
    "mistake": the verdict says the thresholds it follows."""
    from baraza.scenes.kona.practise_verdict import verdict_words

    why = "Good enough: no mistake (48%), though the best move keeps 64% because it stops Black's line on c3."
    words = verdict_words(_answer(0.48, 0.64, why, right=True))
    assert words == ("Good enough: 48%, 16 points below the best move's 64%: an inaccuracy, not a mistake (Analysis "
                     "marks a drop of 10 points an inaccuracy, 20 a mistake, 30 a blunder). It stops Black's line on "
                     "c3."), words


def test_the_tables_menu_button_works_while_the_results_are_folded(baraza_home) -> None:
    """After Hide ("White (you) wins! [Show results]") the table's Menu button did nothing (three clicks); Esc
    first made it work. Folded, the results leave the table's own buttons to the table."""
    import pygame
    from matches import played

    whole = played("kona", 4, ["human", "ai:easy"])
    app = make_app()
    _finish(app, whole.copy_at(len(whole.records) - 1, ["human", "ai:easy"]))
    results = app.stack.top
    frames(app, 10, dt=0.2)  # past the moment the panel ignores clicks
    results.toggle()
    frames(app, 1)
    table = results.match_scene
    spot = table.button_row.menu.rect.center
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1)])
    frames(app, 2)
    assert type(app.stack.top).__name__ == "PauseScene", app.stack.scenes


LONG_WHY = ("Not quite: after d4 → c4, Black plays a6 → c4 and covers your piece on c4 (from there Black can force a "
            "line within 3 more moves), which leaves you 0%. The best move keeps 41%.")


def test_practise_verdict_fits_at_both_text_sizes(baraza_home) -> None:
    """"…The best move keeps 41%. T…" with "Try once more." only on hover: the verdict is whole at 100 and 150 %."""
    import pygame
    from matches import played

    from baraza.game.kona.exercises import Exercise
    from baraza.scenes.kona.exercise import ExerciseScene

    whole = played("kona", 4, ["human", "ai:easy"])
    moves = tuple((r.seat, r.action) for r in whole.records)
    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.fonts.set_scale(scale / 100)
        ex = Exercise(dict(whole.options), whole.seed, tuple(whole.seats), moves[:4], moves[4][0], moves[4][1], 0.41,
                      False, "blunder", 0.0)
        scene = ExerciseScene(app, [ex])
        app.stack.push(scene)
        frames(app, 2, dt=0.1)
        scene.answer = Answer(False, LONG_WHY, "blunder", moves[4][1], None, 0.0, 0.41)
        scene.wrong_tries = 1
        app.fonts.shortened.clear()
        scene.draw(pygame.Surface(app.screen.get_size()))
        assert not [text for _box, text in app.fonts.shortened if "Not quite" in text], scale
        scene.on_exit()


def test_a_hint_beside_a_warning_is_whole(baraza_home) -> None:
    """The warning's longer words ("…: cover its piece on b5 to stop it.") left the Hint one cut line under
    them: while a hint shows, its words take the room (the amber ring stays on the board)."""
    import pygame

    from baraza.game.registry import new_match

    match = new_match("kona", ["human", "ai:normal"], 1, {})
    for i, squares in enumerate([("a6", "d3"), ("a6", "b5"), ("f1", "f4"), ("a1", "a4")]):
        match.submit(i % 2, Action("move", squares))
    app = make_app()
    app.settings.show_hints = True
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 3, dt=0.2)
    assert table.line_warning(table.current_view())[1]
    table.hint = Action("move", ("a6", "b5"))
    table.hint_text = ("Hint: a6 → b5: it is the strongest move the search finds: your chance stays at 55% "
                       "(Black wins in 5 moves)")
    app.fonts.shortened.clear()
    table.draw(pygame.Surface(app.screen.get_size()))
    assert not [text for _box, text in app.fonts.shortened if text.startswith("Hint")], app.fonts.shortened
