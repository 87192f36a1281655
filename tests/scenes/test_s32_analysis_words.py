"""Session 32, the analysis's words (blind testers, KROWNIA and Konja): a mark on a move after which the chance rose
says so and what the better move would have reached; a "better" move worded as the move played is not offered;
the summary's numbers are the chart's; the chart's header says its value is the one after the move."""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402

KONA = {"seats": ["human", "ai:easy"], "options": {"opening": "free", "pie": "off"}, "seed": 202913,
        "moves": [("f1", "d3"), ("a1", "a4"), ("a1", "c3"), ("a4", "b4"), ("a6", "a3"), ("f6", "c3"),
                  ("d3", "c3"), ("a6", "c4"), ("f6", "d4"), ("f6", "e6"), ("a3", "b2")]}


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    moves = [(i % 2, Action("move", m)) for i, m in enumerate(KONA["moves"])]
    return Match.from_moves(get_game("kona").rules, list(KONA["seats"]), KONA["seed"], dict(KONA["options"]), moves)


def _judged(match, chances: list[float], marks: dict[int, tuple] | None = None) -> list:
    """A made-up analysis: White's chance at every position (`chances`, the start first); `marks`: ply ->
    (mark, better words, p_better)."""
    from baraza.game.core.analysis import MoveJudgement
    from baraza.game.core.replay import Replay

    out = []
    for m in Replay(match).moves:
        mark, best, better = (marks or {}).get(m.ply, (None, m.text, None))
        before, after = chances[m.ply - 1], chances[m.ply]
        mine = (before, after) if m.seat == 0 else (1 - before, 1 - after)
        extra = {} if better is None else {"p_better": better}
        out.append(MoveJudgement(m.ply, m.seat, m.text, None, mine[0], mine[1], best, mark,
                                 (before, 1 - before), (after, 1 - after), **extra))
    return out


def _viewer(app, match, judged):
    viewer = app.show("replay", match)
    frames(app, 1)
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    frames(app, 1)
    return viewer


# --- 2. a mark where the chance rose: said so, with what the better move would have reached ---------------
def test_a_mark_on_a_rise_says_the_chance_rose_and_what_the_better_move_reached(baraza_home) -> None:
    from baraza.scenes.replay.captions import chance_moved, mark_words

    assert chance_moved(0.58, 0.41) == "58% → 41%"  # a fall reads as ever
    assert chance_moved(0.58, 0.61, 0.70) == "rose 58% → 61%, but the better move would have reached about 70%"
    assert chance_moved(0.58, 0.581, None) == "stayed at 58%, but the better move would have gained more"
    app = make_app()
    match = _match()
    chances = [0.5] * 12
    chances[5] = 0.61  # White's move 5 (a6 → a3) is marked, yet White's chance rose 50 → 61 %
    viewer = _viewer(app, match, _judged(match, chances, {5: ("inaccuracy", "a6 → a2", 0.7)}))
    j = viewer.timeline.judgements[4]
    words = mark_words(viewer, j)
    assert words == "an inaccuracy: your chance of winning rose 50% → 61%, but the better move would have " \
                    "reached about 70%", words
    viewer.jump(5, before_mark=False)
    assert "50% → 61%" not in viewer._caption().replace("rose 50% → 61%", "")
    viewer.on_exit()


def test_the_better_moves_chance_is_kept_with_the_judgement() -> None:
    from baraza.game.core.analysis import MoveJudgement

    j = MoveJudgement(3, 0, "End the turn", None, 0.58, 0.61, "Build a village", "inaccuracy", (0.58,), (0.61,),
                      p_better=0.7034)
    data = j.to_json()
    assert data["p_better"] == 0.703
    assert MoveJudgement(**{**data, "chances_before": (0.58,), "chances_after": (0.61,)}).p_better == 0.703
    old = {k: v for k, v in data.items() if k != "p_better"}  # an analysis kept before the field: still read
    assert MoveJudgement(**old).p_better is None


def test_the_paired_look_hands_back_its_mean_drop(monkeypatch) -> None:
    from baraza.game.core import analysis
    from baraza.game.core.evaluation import Evaluation

    class Judge:
        _playouts = True

        def fault(self, *_args):
            return "a village was affordable"

    monkeypatch.setattr(analysis, "paired_drop", lambda *a, **k: (0.09, 0.01, 96))
    seen: dict = {}
    mark = analysis.paired_mark(Judge(), None, None, 2, 0, Action("end_turn"), Evaluation((0.58, 0.42), Action("x"),
                                False, 40), Evaluation((0.61, 0.39), None, False, 40), False, seen)
    assert mark == "inaccuracy" and seen == {"drop": 0.09}


# --- 3. a better move worded as the move played is not offered ---------------------------------------
def test_a_better_move_worded_as_the_move_played_is_not_offered(baraza_home) -> None:
    app = make_app()
    match = _match()
    chances = [0.5] * 12
    chances[5] = 0.3
    judged = _judged(match, chances)
    same = judged[4].action  # the judge's move reads exactly as the move played (two places worded alike)
    judged[4] = judged[4].__class__(**{**judged[4].__dict__, "mark": "mistake", "best": same})
    viewer = _viewer(app, match, judged)
    viewer.jump(5, before_mark=False)
    caption = viewer._caption()
    assert "better:" not in caption and "a mistake" in caption, caption
    assert "better:" not in viewer.moves.row_text(viewer.moves.moves[4])
    viewer.jump(5)  # before the move: the rings show the move played only
    assert "better:" not in viewer._caption()
    assert viewer.board.rings is None or not viewer.board.rings.better
    viewer.on_exit()


# --- 4. the summary's numbers are the chart's -----------------------------------------------------
def test_the_summary_names_the_peak_the_chart_shows(baraza_home) -> None:
    app = make_app()
    match = _match()
    # one lone high of 81 % among 40-ish positions: the chart pools it with its neighbours and never shows it
    chances = [0.4, 0.4, 0.4, 0.4, 0.4, 0.81, 0.4, 0.4, 0.3, 0.1, 0.05, 0.02]
    viewer = app.show("replay", match)
    frames(app, 1)
    from dataclasses import replace

    # one seat's run of moves (a Konja turn): the chart pools within one mover's moves only
    judged = [replace(j, seat=0, p_before=j.chances_before[0], p_after=j.chances_after[0])
              for j in _judged(match, chances)]
    viewer.timeline.smooth = True  # a game judged by play-outs (Konja's, KROWNIA's): its chart is pooled
    viewer.job = SimpleNamespace(judgements=judged, running=False, keeps=False, error=None, missing=False,
                                 progress=1.0, poll=lambda: None, cancel=lambda: None, seconds_left=lambda: None)
    viewer.update(0.0)
    summary = viewer.verdict[0]
    shown = viewer.timeline.values()
    assert "81%" not in summary, summary
    assert f"{max(shown):.0%}" in summary, (summary, max(shown))
    charted = viewer.timeline.charted()
    assert [j.chances_after[0] for j in charted] == shown[1:]
    assert [j.mark for j in charted] == [j.mark for j in judged]
    viewer.job = None
    viewer.on_exit()


# --- 5. the chart's header says its value is after the move --------------------------------------
def test_the_charts_header_says_the_value_is_after_the_move(baraza_home) -> None:
    from baraza.scenes.replay.move_list import readout

    assert readout([0.5, 0.4, 0.3], 2, None) == "After move 2: 30%"
    assert readout([0.5, 0.4, 0.3], 0, None) == "Start: 50%"
    app = make_app()
    match = _match()
    chances = [0.5] * 12
    chances[11] = 0.28
    viewer = _viewer(app, match, _judged(match, chances, {11: ("mistake", "a3 → a2", None)}))
    viewer.jump(11)  # the board shows the position before the marked move 11
    surface = pygame.Surface(app.screen.get_size())
    viewer.draw(surface)
    # the head names the position shown, as the caption does (kona13: "After move 7: 0%" over "Before move 7")
    assert viewer.moves.readout == "Before move 11: 50%", viewer.moves.readout
    viewer.step(1)  # on to the move itself: the value after it
    viewer.draw(surface)
    assert viewer.moves.readout == "After move 11: 28%", viewer.moves.readout
    viewer.on_exit()


# --- 6. the header names where the replay stands once it steps, not where the pointer last rested -----
def test_the_charts_header_follows_a_step_not_a_resting_pointer(baraza_home) -> None:
    app = make_app()
    match = _match()
    chances = [0.5 - 0.03 * i for i in range(12)]
    viewer = _viewer(app, match, _judged(match, chances, {}))
    viewer.jump(4)
    surface = pygame.Surface(app.screen.get_size())
    viewer.draw(surface)
    viewer.moves.hover = 9  # the pointer resting on the chart over move 9
    viewer.draw(surface)
    assert viewer.moves.readout.startswith("After move 9:"), viewer.moves.readout
    viewer.jump(6)  # a step by the arrow keys, the pointer not moved
    viewer.draw(surface)
    assert viewer.moves.readout.startswith("After move 6:"), viewer.moves.readout
    viewer.on_exit()
