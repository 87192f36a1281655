"""Review round 4 (issue 41, the blind testers of session 27): Analyse, Cancel and Practise each in a place of
their own (every tester named the one button that changed meaning under the pointer); the caption's turn agrees
with the board panel's for the position shown; Kona's Practise says what to do, what happened and how to go on."""

from __future__ import annotations

from matches import played
from scene_helpers import click, frames, make_app

from baraza.game.core.analysis import MoveJudgement


class _Job:
    """An analysis the test drives: running at `progress`, then done with `judgements`."""

    keeps, error, missing = True, None, False

    def __init__(self) -> None:
        self.progress, self.judgements, self.cancelled = 0.0, None, False

    @property
    def running(self) -> bool:
        return self.judgements is None and not self.cancelled

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        self.cancelled = True

    def seconds_left(self) -> None:
        return None


def _judged(match, marks: dict[int, str]) -> list[MoveJudgement]:
    return [MoveJudgement(ply, seat, "m", None, 0.5, 0.1 if marks.get(ply) else 0.5,
                          "b1 → b2" if marks.get(ply) else None, marks.get(ply), (0.5, 0.5), (0.5, 0.5))
            for ply, (seat, _action) in enumerate(match.moves, start=1)]


def _kona(app):
    match = played("kona", 8, ["human", "ai:normal"], level="easy")
    viewer = app.show("replay", match)
    frames(app, 1)
    return match, viewer


def _under(viewer, spot):
    return [b for b in viewer.bar.buttons if b.rect.collidepoint(spot)]


def test_analyse_cancel_and_practise_never_share_a_place(baraza_home) -> None:
    """The Analyse click's spot shows only Analyse from start to end (greyed while it runs and once it is done);
    Cancel and Practise stand elsewhere, so no press there stops the analysis or opens Practise."""
    app = make_app()
    match, viewer = _kona(app)
    spot = viewer.analyse_button.rect.center
    job = _Job()
    viewer.toggle_analysis()  # what the click does; the real job is swapped for one the test drives
    viewer.job.cancel()
    viewer.job = job
    for progress in (0.0, 0.4, 0.8):
        job.progress = progress
        frames(app, 1)
        assert _under(viewer, spot) == [viewer.analyse_button]
        assert not viewer.analyse_button.enabled and viewer.analyse_button.text == "Analysing…"
        assert viewer.cancel_button in viewer.bar.buttons and viewer.cancel_button.enabled
        assert viewer.practise_button not in viewer.bar.buttons
        frames(app, 1, click(spot) + click(spot))  # a double click, a slow one, on Analyse's place
        assert not job.cancelled
    cancel, practise = viewer.cancel_button.rect, viewer.practise_button.rect
    assert not cancel.colliderect(viewer.analyse_button.rect) and not cancel.colliderect(practise)
    assert not practise.colliderect(viewer.analyse_button.rect)
    plies = [p for p, (s, _a) in enumerate(match.moves, start=1) if s == 0]
    job.judgements = _judged(match, {plies[0]: "blunder"})
    frames(app, 1)
    assert _under(viewer, spot) == [viewer.analyse_button] and viewer.analyse_button.text == "Analysed"
    assert not viewer.analyse_button.enabled and viewer.cancel_button not in viewer.bar.buttons
    assert viewer.practise_button in viewer.bar.buttons and viewer.practise_button.enabled
    frames(app, 1, click(spot) + click(spot))
    assert app.stack.top is viewer  # no Practise opened from Analyse's place
    frames(app, 1, click(cancel.center))  # a press aimed at the Cancel that just went: nothing there now
    assert app.stack.top is viewer
    viewer.on_exit()


def test_a_double_click_on_cancel_stops_the_analysis_and_starts_nothing(baraza_home) -> None:
    app = make_app()
    _match, viewer = _kona(app)
    viewer.toggle_analysis()
    job = viewer.job
    frames(app, 1)
    assert viewer.cancel_button in viewer.bar.buttons
    spot = viewer.cancel_button.rect.center
    frames(app, 1, click(spot) + click(spot))
    assert job.cancelled and viewer.job is job and not job.running
    assert viewer.cancel_button not in viewer.bar.buttons and viewer.analyse_button.text == "Analyse"
    frames(app, 30, dt=0.1)
    assert viewer.job is job  # nothing started again by itself
    viewer.on_exit()


def test_practise_waking_under_a_resting_pointer_ignores_a_press_a_moment_later(baraza_home) -> None:
    app = make_app()
    match, viewer = _kona(app)
    assert viewer.practise_button not in viewer.bar.buttons  # nothing to practise before an analysis
    job = _Job()
    viewer.job = job
    frames(app, 1)
    plies = [p for p, (s, _a) in enumerate(match.moves, start=1) if s == 0]
    job.judgements = _judged(match, {plies[0]: "blunder"})
    frames(app, 1)
    spot = viewer.practise_button.rect.center
    frames(app, 1, click(spot))
    assert app.stack.top is viewer
    frames(app, 1, dt=1.0)
    frames(app, 1, click(spot))
    assert app.stack.top is not viewer  # a deliberate press opens the exercises
    app.stack.pop()
    viewer.on_exit()


def test_the_caption_names_the_turn_the_panel_shows_after_a_turns_last_move(baraza_home) -> None:
    """"Move 104 of 150, turn 39" beside the panel's "Turn 40": the move ended turn 39; the board shows turn 40."""
    app = make_app()
    match = played("krownia", 4, ["human", "ai:easy"])
    viewer = app.show("replay", match)
    frames(app, 1)
    rules = match.rules
    ply = next(p for p in range(1, viewer.replay.plies)
               if rules.turn_label(viewer.replay.state_at(p - 1)) != rules.turn_label(viewer.replay.state_at(p)))
    viewer.jump(ply, before_mark=False)
    frames(app, 1)
    after = rules.turn_label(viewer.replay.state_at(ply))
    assert f"(now {after})" in viewer.bar.caption, viewer.bar.caption
    same = next(p for p in range(ply + 1, viewer.replay.plies)
                if rules.turn_label(viewer.replay.state_at(p - 1)) == rules.turn_label(viewer.replay.state_at(p)))
    viewer.jump(same, before_mark=False)
    frames(app, 1)
    assert f", {rules.turn_label(viewer.replay.state_at(same))} ·" in viewer.bar.caption, viewer.bar.caption
    viewer.on_exit()


# --- Kona's Practise on a first visit (rated 6.5: what to do, what happened, how to go on or leave) -----------
def _exercises():
    from baraza.game.kona.exercises import Exercise

    match = played("kona", 8, ["human", "ai:easy"], level="easy")
    return [Exercise(dict(match.options), match.seed, tuple(match.seats), tuple(match.moves[:ply]), 0,
                     match.moves[ply][1], 0.5, False, "blunder", 0.0) for ply in (4, 6)]


def test_practise_says_whose_move_to_find_how_and_where_its_buttons_go(baraza_home) -> None:
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, _exercises())
    app.stack.push(scene)
    frames(app, 1)
    assert scene.title() == "Find a better move for White (1 of 2)"
    assert scene.how_to().startswith("Choose one of your towers, then the square it goes to.")
    assert scene.next_button.text == "Next exercise" and scene.back_button.text == "Back to replay"
    scene.next()
    frames(app, 1)
    assert scene.next_button.text == "Finish"  # the last one: the button says it ends here (shown after a try)
    assert "Finish" not in [b.text for b in scene.buttons]  # before a try it is "Skip", elsewhere (kona15)
    scene.on_exit()


def test_after_a_try_practise_says_how_to_go_on(baraza_home) -> None:
    from baraza.game.kona.exercises import Answer
    from baraza.scenes.kona.exercise import ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, _exercises())
    app.stack.push(scene)
    frames(app, 1)
    scene.answer = Answer(True, "Right: that keeps your chance at 70%.")
    assert scene.answer_words().endswith("Next exercise when you are ready.")
    scene.next()
    scene.answer = Answer(True, "Right.")
    assert scene.answer_words().endswith("Finish when you are done.")
    scene.on_exit()
