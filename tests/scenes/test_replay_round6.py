"""Blind playtest, round 6 (Kona and Konja testers): Practise says what is true of a losing move in a won game, a
failed try names what the reply does and shows it, a solved exercise keeps its words and says why; the replay's
numbering, captions, list and chart as the testers found them."""

from __future__ import annotations

import dataclasses
import json
import sys
import time
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.kona.exercises import Exercise, check_answer  # noqa: E402

# the kona5 tester's won game (seed 202913, White won by a line); move 7 (d3 -> c3) was marked a blunder
KONA_WON = {"seats": ["human", "ai:easy"], "options": {"opening": "free", "pie": "off"}, "seed": 202913,
            "moves": [("f1", "d3"), ("a1", "a4"), ("a1", "c3"), ("a4", "b4"), ("a6", "a3"), ("f6", "c3"),
                      ("d3", "c3"), ("a6", "c4"), ("f6", "d4"), ("f6", "e6"), ("a3", "b2")]}


def _won_exercise() -> Exercise:
    moves = tuple((i % 2, Action("move", m)) for i, m in enumerate(KONA_WON["moves"]))
    return Exercise(dict(KONA_WON["options"]), KONA_WON["seed"], tuple(KONA_WON["seats"]), moves[:6], 0,
                    moves[6][1], 0.49, False, "blunder", 0.0)


# --- 1. a losing move, not "lost the game" ---------------------------------------------------------
def test_practise_calls_a_move_losing_not_the_game_lost() -> None:
    words = _won_exercise().prompt()
    assert "lost the game" not in words, words
    assert "a losing move: after it your opponent could force a win" in words, words
    blow = Exercise({}, 1, ("human", "ai:normal"), ((0, Action("move", ("f1", "e2"))),), 1,
                    Action("move", ("a1", "b2")), 0.6, False, "blunder", 0.0, "it lets White make a line at once (on d4)")
    assert "lost the game" not in blow.prompt() and "a losing move: it lets White" in blow.prompt()


# --- 2. a failed try names the reply's point and carries it for the board --------------------------
def test_a_failed_try_names_what_a_quiet_reply_does_and_carries_it() -> None:
    answer = check_answer(_won_exercise(), Action("move", ("a3", "a4")))
    assert not answer.right
    assert "Black plays a1 → a2 (from there Black can force a line within 2 more moves)" in answer.why, answer.why
    assert answer.reply == Action("move", ("a1", "a2"))


def _answer(app, scene, action) -> None:
    for square in action.args:
        pos = scene._screen_rect(scene.table.square_rect(square)).center
        frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        frames(app, 30, dt=1 / 60)
    end = time.monotonic() + 60
    while scene.thinking and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.02)


def test_the_reply_is_drawn_and_a_solved_exercise_keeps_its_words(baraza_home) -> None:
    from baraza.scenes.kona.exercise import REPLY, ExerciseScene

    app = make_app()
    scene = ExerciseScene(app, [_won_exercise()])
    app.stack.push(scene)
    frames(app, 2)
    _answer(app, scene, Action("move", ("a3", "a4")))
    assert scene.shown_reply() == Action("move", ("a1", "a2"))
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    ring = scene._screen_rect(scene.table.square_rect("a2")).inflate(6, 6)
    assert tuple(surface.get_at((ring.left + 1, ring.centery)))[:3] == REPLY
    pygame.image.save(surface, "/tmp/replay6/practise_reply.png") if Path("/tmp/replay6").is_dir() else None
    # --- 4. the right answer: its words stay, say why, and "Show a better move" is gone
    _answer(app, scene, Action("move", ("a3", "b4")))
    assert scene.answer.right and "because it covers Black's piece on b4" in scene.answer.why, scene.answer.why
    assert scene.better_button not in scene.buttons
    scene.show_better()
    assert not scene.thinking and scene.answer.right
    scene.draw(surface)
    pygame.image.save(surface, "/tmp/replay6/practise_right.png") if Path("/tmp/replay6").is_dir() else None


# --- the replay ------------------------------------------------------------------------------------
TESTERS = Path("/tmp/pt-konja5-home")  # the Konja tester's record and analysis, when this machine has them
KONJA_RECORD = "data/history/konja-22ac569c3719.json"
KONJA_ANALYSIS = "data/analyses/89bab3d2ad04b78b37a62a227a9dabf2.json"


def _judged(match, mark_ply: int | None = None, seat: int = 0) -> list:
    """A made-up analysis: every move even, move `mark_ply` (by `seat`) an inaccuracy."""
    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.replay import Replay

    out = []
    for m in Replay(match).moves:
        mark = "inaccuracy" if m.ply == mark_ply else None
        after = (0.3, 0.7) if mark else (0.5, 0.5)
        out.append(MoveJudgement(m.ply, m.seat, m.text, None, 0.5, after[m.seat], "d3 → d4" if mark else m.text,
                                 mark, (0.5, 0.5), after))
    return out


def _kona_match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    moves = [(i % 2, Action("move", m)) for i, m in enumerate(KONA_WON["moves"])]
    return Match.from_moves(get_game("kona").rules, list(KONA_WON["seats"]), KONA_WON["seed"],
                            dict(KONA_WON["options"]), moves)


def _analysed_viewer(app, match, judged):
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    frames(app, 1)
    return viewer


# --- 3. the view button, the chart's title and the captions ----------------------------------------
def test_the_view_says_what_it_changes_and_the_chart_and_captions_follow_it(baraza_home) -> None:
    from baraza.scenes.screens.replay import VIEW_TIP_OPEN

    assert "chart" in VIEW_TIP_OPEN and "seen from" not in VIEW_TIP_OPEN
    app = make_app()
    match = _kona_match()
    viewer = _analysed_viewer(app, match, _judged(match, 5, 0))
    viewer.next_seat()  # AI normal's eyes: the chart follows the AI
    assert viewer.timeline.seat == 1
    viewer.jump(5, before_mark=False)
    caption = viewer._caption()
    assert "by You (White): White's chance of winning" in caption and "your chance" not in caption, caption
    viewer.next_seat()  # Spectator: the chart goes back to the player's, as its title says
    assert viewer.board.seat is None and viewer.timeline.seat == 0
    viewer.on_exit()


# --- 6. the summary's toast goes with the first step -----------------------------------------------
def test_page_down_after_the_analysis_takes_the_summary_down(baraza_home) -> None:
    from scene_helpers import key

    app = make_app()
    match = _kona_match()
    viewer = _analysed_viewer(app, match, _judged(match, 5, 0))
    viewer.jump(0)
    app.toast("Analysis done: yours: 1 inaccuracy.", 20, key="analysis")
    viewer.verdict = ("Analysis done: yours: 1 inaccuracy.", viewer.ply)
    frames(app, 1, [key(pygame.K_PAGEDOWN)])
    assert viewer.ply == 5 and viewer.before_mark
    assert not [t for t in app.toasts if t.key == "analysis"]
    assert not viewer._caption().startswith("Analysis done")
    viewer.on_exit()


# --- 7. the mark's dot keeps off a row's words -----------------------------------------------------
def test_a_rows_words_end_short_of_its_mark_dot(baraza_home) -> None:
    from baraza.scenes.replay.move_list import DOT_R, PAD

    app = make_app()
    match = _kona_match()
    viewer = _analysed_viewer(app, match, _judged(match, 5, 0))
    moves = viewer.moves
    inner_right = moves.rect.right - PAD
    dot_left = inner_right - 2 - 2 * DOT_R
    # rows of narrow words end their lines close to the wrap's edge, whatever the prefix: one or another reached
    # under the dot where the wrap left it no room
    rows = [dataclasses.replace(viewer.replay.moves[0], ply=i + 1, text="x" * i + " i" * 120) for i in range(12)]
    moves.set_moves(rows)
    moves.set_judgements([dataclasses.replace(j, ply=i + 1, mark="blunder") for i, j in
                          enumerate([viewer.timeline.judgements[0]] * 12)])
    for move, lines, _h in moves._layout(app.fonts):
        for line in lines:
            assert moves.rect.x + PAD + 2 + app.fonts.get(16).size(line)[0] < dot_left - 4, (move.ply, line)
    viewer.on_exit()


# --- 9. the chart names its value at the current move and under the pointer ------------------------
def test_the_chart_reads_out_the_current_value_and_the_one_hovered(baraza_home) -> None:
    from baraza.scenes.replay.move_list import readout

    assert readout([0.5, 0.4, 0.3], 2, None) == "After move 2: 30%"
    assert readout([0.5, 0.4, 0.3], 2, 0) == "Start: 50%"
    app = make_app()
    match = _kona_match()
    viewer = _analysed_viewer(app, match, _judged(match, 5, 0))
    viewer.jump(3)
    surface = pygame.Surface(app.screen.get_size())
    viewer.draw(surface)
    assert viewer.moves.readout == "After move 3: 50%"
    x = viewer.moves.chart_x(5)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, viewer.moves._plot.centery), rel=(0, 0),
                                       buttons=(0, 0, 0))])
    viewer.draw(surface)
    assert viewer.moves.readout == "After move 5: 30%"
    if Path("/tmp/replay6").is_dir():
        pygame.image.save(surface, "/tmp/replay6/replay_hover.png")
    viewer.on_exit()


def _tester_konja():
    import pytest

    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    if not (TESTERS / KONJA_RECORD).is_file():
        pytest.skip("the Konja tester's record is not on this machine")
    data = json.loads((TESTERS / KONJA_RECORD).read_text())
    moves = [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]
    match = Match.from_moves(get_game("konja").rules, data["seats"], data["seed"], data["options"], moves)
    judged = [MoveJudgement(**{k: tuple(v) if k.startswith("chances") else v for k, v in j.items()})
              for j in json.loads((TESTERS / KONJA_ANALYSIS).read_text())["judgements"]]
    return match, judged


# --- 8. the summary names only falls after a choice worse than the judge's ------------------------
def test_the_summary_never_blames_a_move_the_judge_would_have_played() -> None:
    from baraza.scenes.replay.practise_words import analysis_summary

    _match, judged = _tester_konja()
    words = analysis_summary(judged, ["You", "AI normal"])
    assert "82 (" not in words and "106 (" not in words, words  # a Spirit spend and a Blessing pass Hint advised
    assert "none cost more than 7%" in words and "110 (" not in words, words  # a 7 % fall is not named (round 7)
    best_only = [j if j.ply != 110 else type(j)(**{**j.__dict__, "best": j.action}) for j in judged]
    words = analysis_summary(best_only, ["You", "AI normal"])
    assert "after dice and the AI's moves, not after a choice of yours" in words, words


def test_merged_steps_show_their_range_in_the_tester_record() -> None:
    from baraza.game.core.replay import Replay
    from baraza.scenes.replay.move_list import number

    match, _judged_ = _tester_konja()
    rows = {number(e): e for e in Replay(match).entries()}
    assert "103–105" in rows and "106" in rows


def test_a_kept_analysis_says_its_summary_in_the_caption_again(baraza_home) -> None:
    """A tester reopening the replay found the summary gone, and with it the move numbers it had named: a kept
    analysis read back says it in the caption (no toast: it is not news)."""
    from types import SimpleNamespace

    app = make_app()
    match = _kona_match()
    viewer = app.show("replay", match)
    frames(app, 1)
    judged = _judged(match, 5, 0)
    viewer.job = SimpleNamespace(poll=lambda: None, judgements=judged, keeps=False, error=None, missing=False,
                                 running=False, progress=1.0, cancel=lambda: None)
    frames(app, 1)
    assert viewer.timeline.judgements == judged
    assert viewer._caption().startswith("Analysis done"), viewer._caption()
    assert not [t for t in app.toasts if t.key == "analysis"]
    viewer.job = None
    viewer.on_exit()
