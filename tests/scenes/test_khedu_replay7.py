"""Issue 41, "analysis worth reading" (a blind Khedu tester, Analyse 6/10): a marked move's caption says why (the
game's words: a song in a won fight spent a Cadence), the chart shows a marked move's drop as the caption words it,
a solo run's mark names the expected score its chart shows, and a big fall with no mark is said in the summary."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from scene_helpers import frames, make_app  # noqa: E402
from test_khedu_judge7 import NEEDED_SONG, OPTIONS  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.core.analysis import MoveJudgement  # noqa: E402


def _match(seats: list[str], seed: int, moves: list, options: dict = OPTIONS):
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    parsed = [(m[0], Action.from_json({"kind": m[1], "args": m[2:]})) for m in moves]
    return Match.from_moves(get_game("khedu").rules, seats, seed, dict(options), parsed)


def _judged(match, marks: dict[int, tuple[str, float, float, str]]) -> list[MoveJudgement]:
    """Every move even but the `marks` (ply: mark, mover's chance before and after, better move)."""
    from baraza.game.core.replay import Replay

    out = []
    for m in Replay(match).moves:
        mark, before, after, best = marks.get(m.ply, (None, 0.5, 0.5, m.text))
        pair = lambda p, seat=m.seat: (p, 1 - p) if seat == 0 else (1 - p, p)  # noqa: E731
        out.append(MoveJudgement(m.ply, m.seat, m.text, None, before, after, best, mark, pair(before), pair(after)))
    return out


def _viewer(app, match, judged):
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    frames(app, 1)
    return viewer


def test_a_marked_song_says_why_on_the_move_and_before_it(baraza_home) -> None:
    app = make_app()
    match = _match(["human", "ai:normal"], 613668, json.loads(NEEDED_SONG))
    viewer = _viewer(app, match, _judged(match, {108: ("blunder", 0.708, 0.025, "No more Cadences")}))
    why = "Why: the fight was already 99% won: Storm Chorus raised it only to over 99% and used up a one-time Cadence"
    viewer.jump(108)  # first the position before the mark, both moves ringed
    viewer._caption()  # the reasons are worked out on a thread of their own (never on the frame)
    for _ in range(200):
        if why in viewer._caption():
            break
        time.sleep(0.02)
    assert viewer.before_mark and why in viewer._caption(), viewer._caption()
    viewer.jump(108, before_mark=False)
    caption = viewer._caption()
    assert "a blunder" in caption and "better: No more Cadences" in caption and why in caption, caption
    viewer.on_exit()


def test_the_chart_shows_a_marked_drop_as_the_caption_words_it() -> None:
    from baraza.scenes.replay.timeline import Timeline

    timeline = Timeline(pygame.Rect(0, 0, 400, 80), 12, [], lambda ply: None)
    rising = [0.3, 0.35, 0.4, 0.5, 0.6, 0.78, 0.71, 0.9, 0.95, 0.9, 0.95, 0.9, 0.95]  # seat 0's chance
    judged = []
    for ply in range(1, 13):
        before, after = rising[ply - 1], rising[ply]
        mark = "inaccuracy" if ply == 6 else None
        judged.append(MoveJudgement(ply, 0, "a move", None, before, after, "another", mark, (before, 1 - before),
                                    (after, 1 - after)))
    timeline.judgements = judged
    values = timeline.values()
    # pooled with its neighbours the position before the mark stood at 58 %: the chart rose where "78% → 71%" fell
    assert values[5] == 0.78 and values[6] == 0.71, values


def test_a_solo_runs_mark_names_the_expected_score_its_chart_shows(baraza_home) -> None:
    app = make_app()
    moves = [[0, "attack", ["desert", 0], ["desert", 1]], [0, "pay", 9], [0, "pay", 48], [0, "cadence_done"],
             [0, "roll"]]
    match = _match(["human"], 851002, moves, {**OPTIONS, "max_turns": 25})
    judged = [MoveJudgement(p, 0, "a move", None, 1.0, 1.0, "a better move", "mistake" if p == 4 else None, (1.0,),
                            (1.0,), 40.0 if p <= 4 else 34.0, 40.0 if p < 4 else 34.0) for p in range(1, 6)]
    viewer = _viewer(app, match, judged)
    viewer.jump(4, before_mark=False)
    caption = viewer._caption()
    assert "expected final score 40 → 34" in caption and "chance of winning 100% → 100%" not in caption, caption
    viewer.on_exit()


def test_a_big_fall_with_no_mark_is_said_in_the_summary() -> None:
    from baraza.scenes.replay.practise_words import analysis_summary

    def move(ply, seat, before, after, mark=None, action="a move", best="a move"):
        mine = (before, 1 - before) if seat == 0 else (1 - before, before)
        then = (after, 1 - after) if seat == 0 else (1 - after, after)
        return MoveJudgement(ply, seat, action, None, before, after, best, mark, mine, then)

    judged = [move(1, 0, 0.5, 0.84), move(2, 1, 0.16, 0.16), move(3, 0, 0.84, 0.54, action="Roll the dice",
                                                                   best="Roll the dice"),
              move(4, 1, 0.46, 0.46), move(5, 0, 0.54, 0.3, "mistake", "End the turn", "An attack")]
    words = analysis_summary(judged, ["You", "AI normal"])
    assert "Your chance fell at move 3 (84% → 54%), after the move the judge would have made too" in words, words


def test_a_marks_reason_is_worked_out_off_the_frame_thread(baraza_home, monkeypatch) -> None:
    """A Kona Why runs the solver (about 0.15 s a mark): reasons are worked out on a thread of their own, the
    caption first without its Why, never waiting on the frame."""
    import threading

    import baraza.game.khedu.analysis as khedu_analysis

    seen = []
    real = khedu_analysis.mark_reason
    monkeypatch.setattr(khedu_analysis, "mark_reason",
                        lambda *a: seen.append(threading.current_thread().name) or real(*a))
    app = make_app()
    match = _match(["human", "ai:normal"], 613668, json.loads(NEEDED_SONG))
    viewer = _viewer(app, match, _judged(match, {108: ("blunder", 0.708, 0.025, "No more Cadences")}))
    viewer.jump(108, before_mark=False)
    viewer._caption()
    for _ in range(200):
        if seen:
            break
        time.sleep(0.02)
    assert seen and threading.main_thread().name not in seen, seen
    viewer.on_exit()
