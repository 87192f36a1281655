"""History / Replay / Analyse / Practise after the third round of blind playtests (issue 41): Practise says why a
try loses in moves, names the move list's mark, the analysis's verdict counts seat by seat and stays readable
until the player moves on, Practise greys with its reason, the tags keep off each other's rings and arrows, the
AI's own mark reads "better:", F1 opens the rules, a game without dice shows no dice panel, and History shows the
score of a points game."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.game.kona.exercises import Exercise, check_answer, refutation_words
from baraza.game.kona.rules import BLACK
from baraza.game.kona.threats import line_threats
from baraza.scenes.replay.move_rings import MoveRings, arrow_spots, tag_places
from baraza.scenes.replay.practise_words import analysis_summary

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kona"))

BEFORE = ((0, Action("move", ("a6", "d3"))), (1, Action("move", ("a6", "b5"))), (0, Action("move", ("f1", "f4"))),
          (1, Action("move", ("a1", "a4"))))


# --- 1. why a try loses, in moves ------------------------------------------------------------------
def test_a_wrong_try_names_the_opponents_reply() -> None:
    """"Not quite: it leaves you a 0% chance" said nothing of why: the judge's reply is named."""
    match = played("kona", 8, ["human", "ai:easy"], level="easy")
    exercise = Exercise(dict(match.options), match.seed, tuple(match.seats), tuple(match.moves[:4]), 0,
                        match.moves[4][1], 0.5, False, "blunder", 0.0)
    answer = check_answer(exercise, Action("move", ("f1", "f4")), 0.2)
    assert not answer.right
    assert "after f1 → f4, Black plays " in answer.why, answer.why


def test_a_reply_that_makes_a_line_says_so() -> None:
    exercise = Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, Action("move", ("d3", "d4")), 0.5, False,
                        "blunder", 0.0)
    match = exercise.position()
    match.submit(0, Action("move", ("a6", "a5")))  # leaves Black's line open
    threat = line_threats(match.rules.view(match.state, None), BLACK)[0]
    words = refutation_words(match, 0, "a6 → a5", Action("move", (threat.start, threat.end)))
    assert words.startswith(f"after a6 → a5, Black plays {threat.start} → {threat.end} and makes a line on "), words


# --- 2. one mark, one wording ----------------------------------------------------------------------
def test_the_practise_prompt_names_the_move_lists_mark() -> None:
    exercise = Exercise({}, 1, ("human", "ai:normal"), BEFORE, 0, Action("move", ("d3", "d4")), 0.27, False,
                        "mistake", 0.0)
    assert "marked a mistake in the move list" in exercise.prompt()


# --- 3. whose marks; Practise greyed with its reason -----------------------------------------------
def _judged(match, marks: dict[int, str]) -> list[MoveJudgement]:
    out = []
    for ply, (seat, _action) in enumerate(match.moves, start=1):
        mark = marks.get(ply)
        out.append(MoveJudgement(ply, seat, "m", None, 0.5, 0.5 if not mark else 0.1, "b1 → b2" if mark else None,
                                 mark, (0.5, 0.5), (0.5, 0.5)))
    return out


def test_the_summary_counts_seat_by_seat() -> None:
    match = played("kona", 8, ["human", "ai:normal"], level="easy")
    ai_plies = [p for p, (seat, _a) in enumerate(match.moves, start=1) if seat == 1]
    judged = _judged(match, {ai_plies[0]: "blunder", ai_plies[1]: "inaccuracy"})
    words = analysis_summary(judged, ["You", "AI normal"])
    assert words.startswith("Analysis done: yours: none; AI normal: 1 blunder, 1 inaccuracy."), words


class _DoneJob:
    keeps, running, error, missing, cancelled, progress = True, False, None, False, False, 1.0

    def __init__(self, judgements) -> None:
        self.judgements = judgements

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        pass

    def seconds_left(self) -> None:
        return None


def _kona_viewer(marks_for_ai: bool):
    app = make_app()
    match = played("kona", 8, ["human", "ai:normal"], level="easy")
    viewer = app.show("replay", match)
    frames(app, 1)
    seat = 1 if marks_for_ai else 0
    plies = [p for p, (s, _a) in enumerate(match.moves, start=1) if s == seat]
    viewer.job = _DoneJob(_judged(match, {plies[0]: "blunder"}))
    frames(app, 1)
    return app, viewer


def test_practise_greys_with_its_reason_when_there_is_nothing_to_practise(baraza_home) -> None:
    app, viewer = _kona_viewer(marks_for_ai=True)
    button = viewer.practise_button
    assert button in viewer.bar.buttons and button.text == "Practise" and not button.enabled
    assert viewer.analyse_button.text == "Analysed" and not viewer.analyse_button.enabled
    assert "No " in button.tooltip and "practise" in button.tooltip, button.tooltip
    viewer.on_exit()


def test_the_verdict_stays_until_the_player_steps_and_goes_when_practise_starts(baraza_home) -> None:
    app, viewer = _kona_viewer(marks_for_ai=False)
    assert viewer.practise_button in viewer.bar.buttons and viewer.practise_button.enabled
    app.clear_toasts("analysis")  # the toast ran out: the caption still says it
    frames(app, 1)
    assert viewer.bar.caption.startswith("Analysis done: yours: 1 blunder"), viewer.bar.caption
    frames(app, 1, dt=1.0)  # past Practise's guard (it ignores presses a moment after it appears)
    viewer.open_practise()
    frames(app, 1)
    assert not any(t.text.startswith("Analysis done") for t in app.toasts)
    assert viewer.verdict is None
    app.stack.pop()
    frames(app, 1)
    assert not viewer.bar.caption.startswith("Analysis done")
    viewer.on_exit()


def test_the_verdict_goes_once_the_player_steps(baraza_home) -> None:
    app, viewer = _kona_viewer(marks_for_ai=False)
    app.clear_toasts("analysis")
    viewer.step(-1)
    frames(app, 1)
    assert not viewer.bar.caption.startswith("Analysis done")
    viewer.on_exit()


# --- 5. tags keep off each other's rings and arrows -------------------------------------------------
def test_the_yours_tag_keeps_off_the_better_ring_and_arrow(baraza_home) -> None:
    app = make_app()
    square = 60
    yours = (pygame.Rect(300, 300, square, square), pygame.Rect(360, 360, square, square))
    better = (pygame.Rect(300, 300, square, square), pygame.Rect(360, 240, square, square))
    arrows = arrow_spots(yours[0].center, yours[1].center) + arrow_spots(better[0].center, better[1].center)
    places = tag_places(app.fonts, MoveRings(yours, better, arrows), pygame.Rect(0, 0, 1280, 720), ("yours", "better"))
    (mine, _l, _c), (theirs, _l2, _c2) = places
    for ring in better:
        assert not mine.colliderect(ring.inflate(10, 10))
    assert not mine.colliderect(theirs)
    assert not any(mine.colliderect(r) for r in arrows)


# --- 6, 7. wording and nits -------------------------------------------------------------------------
def test_the_ais_own_mark_says_better_not_the_ai_would_play(baraza_home) -> None:
    app, viewer = _kona_viewer(marks_for_ai=True)
    app.clear_toasts("analysis")
    plies = [p for p, (s, _a) in enumerate(viewer.replay.match.moves, start=1) if s == 1]
    viewer.jump(plies[0], before_mark=False)
    frames(app, 1)
    assert "better: b1 → b2" in viewer.bar.caption and "AI would play" not in viewer.bar.caption, viewer.bar.caption
    viewer.jump(plies[0])  # before the mark
    frames(app, 1)
    assert "AI would play" not in viewer.bar.caption, viewer.bar.caption
    viewer.on_exit()


def test_f1_opens_the_rules_from_the_replay(baraza_home) -> None:
    app = make_app()
    viewer = app.show("replay", played("kona", 8, ["human", "ai:normal"], level="easy"))
    frames(app, 1)
    frames(app, 1, [key(pygame.K_F1)])
    assert app.stack.top is not viewer and type(app.stack.top).__name__ == "RulesScene"


def test_the_view_tip_speaks_of_no_hands_in_kona(baraza_home) -> None:
    app = make_app()
    viewer = app.show("replay", played("kona", 8, ["human", "ai:normal"], level="easy"))
    frames(app, 1)
    tips = " ".join(b.tooltip for b in viewer.bar.buttons)
    assert "every hand" not in tips
    viewer.on_exit()


def test_statistics_shows_no_dice_panel_for_a_game_without_dice(baraza_home) -> None:
    from baraza.game.persistence import history
    from baraza.scenes.screens.history_stats import HistoryStatsScene

    history.write_match(played("krownia", 3, ["human", "ai:easy"]))
    app = make_app()
    scene = HistoryStatsScene(app, history.read_history(), "kona")
    assert not scene.shows_dice()
    scene.select([s.name for s in scene.specs].index("konja"))
    assert not scene.shows_dice()  # no totals kept: no empty panel (a Konja playtest)
    scene.select([s.name for s in scene.specs].index("krownia"))
    assert scene.stats.roll_totals and scene.shows_dice()


# --- 9. History shows the score ------------------------------------------------------------------------
def test_history_shows_the_score_of_a_points_game() -> None:
    from types import SimpleNamespace

    from baraza.scenes.history.match_list import score_text

    entry = SimpleNamespace(scores=(17.0, 20.0), human_seats=lambda: [0])
    assert score_text(entry) == "17–20"
    assert score_text(SimpleNamespace(scores=(20.0, 17.0), human_seats=lambda: [1])) == "17–20"
    assert score_text(SimpleNamespace(scores=(1.0, 0.0), human_seats=lambda: [0])) == ""  # win markers only


def test_the_playhead_does_not_strike_the_analyse_words(baraza_home) -> None:
    from baraza.scenes.render.charts import cursor_colour

    app = make_app()
    viewer = app.show("replay", played("kona", 8, ["human", "ai:normal"], level="easy"))
    frames(app, 1)
    timeline = viewer.timeline
    ply = min(range(viewer.replay.plies + 1), key=lambda p: abs(timeline.x_of(p) - timeline.rect.centerx))
    viewer.jump(ply, before_mark=False)
    frames(app, 1)
    surface = pygame.Surface((1280, 720))
    viewer.draw(surface)
    x, y = timeline.x_of(ply), timeline.rect.centery
    ink = tuple(cursor_colour())[:3]
    if Path("/tmp/review").is_dir():
        pygame.image.save(surface.subsurface(timeline.rect.inflate(20, 20).clip(surface.get_rect())), "/tmp/review/playhead.png")
    assert all(tuple(surface.get_at((x, yy)))[:3] != ink for yy in range(y - 5, y + 6))
    viewer.on_exit()


def test_no_zero_time_left_is_said_early_in_the_run(baraza_home) -> None:
    app = make_app()
    viewer = app.show("replay", played("kona", 8, ["human", "ai:normal"], level="easy"))
    frames(app, 1)

    class Running(_DoneJob):
        running, progress = True, 0.4

        def seconds_left(self) -> float:
            return 0.2

    viewer.job = Running(None)
    assert "0:00" not in viewer._caption() and "40%" in viewer._caption()
    viewer.job.progress = 0.95  # near the end, the little time left is said in words, never "0:00"
    assert "a few seconds left" in viewer._caption() and "0:00" not in viewer._caption()
    viewer.job = None
    viewer.on_exit()


def test_a_save_in_the_first_turn_reads_as_begun_not_empty() -> None:
    """"Khedu, 0 turns played" read as an empty match (Khedu blind playtest)."""
    from baraza.game.persistence.saves import turns_words
    from baraza.scenes.screens.load import describe

    assert turns_words(0) == "first turn under way" and turns_words(1) == "1 turn played"
    first, _second = describe({"game": "khedu", "turn": 0, "seats": ["human", "ai:normal"]})
    assert first.endswith("first turn under way")


def test_the_verdict_goes_when_the_player_picks_the_move_already_shown(baraza_home) -> None:
    """Picking the move already shown (its dot or its row) kept "Analysis done: …" in the caption, hiding that
    move's own words until one more step (a Kona playtest)."""
    app, viewer = _kona_viewer(marks_for_ai=False)
    app.clear_toasts("analysis")
    frames(app, 1)
    assert viewer.bar.caption.startswith("Analysis done")
    viewer.jump(viewer.ply)
    frames(app, 1)
    assert not viewer.bar.caption.startswith("Analysis done"), viewer.bar.caption
    viewer.on_exit()
