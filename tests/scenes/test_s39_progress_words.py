"""The replay's analysis progress words and the start's number (a blind KROWNIA tester, krownia24): the caption said
"77 %, a few seconds left", later "100 %, about 10 seconds left" (the looks that check the marks ran after every
position was judged, counted as a small share, and the time left was guessed from the judging's pace); the chart's
head said "Start: 35%" while the summary said "Your chance fell from 36 %" about a high after a later move. Every
test runs a fake clock."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pygame
from matches import played

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.analysis_job import FEW, AnalysisJob, SteadyWords, _ThreadConn
from baraza.scenes.replay.captions import progress_words

TIME = re.compile(r"(seconds?|minutes?) left")


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _job(clock: Clock, plies: int) -> tuple[AnalysisJob, _ThreadConn]:
    job = AnalysisJob("kona", ["human", "ai:easy"], 1, {}, [(0, Action("x", ()))] * plies, use_process=False)
    job.clock = clock
    job.started = clock.t
    job._thread_conn = conn = _ThreadConn()
    return job, conn


def _watch(positions: int, judge_cost: float, checks: list[tuple[int, float]]) -> tuple[list, AnalysisJob, Clock]:
    """The caption's progress words every 0.1 s of an analysis whose worker judges `positions` positions at
    `judge_cost` seconds each, then reports `checks` ((units done, seconds it took)) up to the grand total; then
    the judgements come in. Returns [(clock, words, percent)], the job and its clock."""
    clock = Clock()
    job, conn = _job(clock, positions - 1)
    viewer = SimpleNamespace(job=job, seconds=0.0)
    grand = checks[-1][0]
    reports = [(judge_cost, done) for done in range(1, positions + 1)] + [(cost, done) for done, cost in checks]
    seen = []
    for cost, done in reports:
        until = clock.t + cost
        while clock.t + 0.1 < until:
            clock.t += 0.1
            viewer.seconds = clock.t
            seen.append((clock.t, progress_words(viewer), job.percent()))
        clock.t = until
        conn.send(("progress", done, grand, positions))
        job.poll()
        viewer.seconds = clock.t
        seen.append((clock.t, progress_words(viewer), job.percent()))
    return seen, job, clock


# the judging: 40 positions at 1 s; then the start again, the second looks and the paired looks, lumpy and dear
# (a KROWNIA match: 153 s of judging, then 146 s of checking, the last looks the dearest)
CHECKS = [(46, 8.0), (48, 0.5), (52, 3.0), (55, 12.0), (60, 9.0), (70, 14.0), (76, 6.0), (79, 15.0), (80, 12.0)]


def test_no_time_is_guessed_at_or_after_100_percent_nor_while_the_marks_are_checked() -> None:
    seen, job, _clock = _watch(41, 1.0, CHECKS)
    for t, words, percent in seen:
        assert percent < 100, (t, words)  # 100 % only once the judgements are in
        assert "100%" not in words, (t, words)
        if t > 41.0:  # every position judged: the checking's looks have no pace to guess by
            assert not TIME.search(words) and "checking the marks" in words, (t, words)
    assert any(TIME.search(words) for _t, words, _p in seen)  # the judging's pace did give a guess
    job._thread_conn.send(("done", []))
    job.poll()
    assert job.percent() == 100 and job.judgements == []


def test_the_words_never_rise_from_a_few_seconds() -> None:
    steady = SteadyWords()
    assert steady.words(0.0, 30.0) == "about 30 seconds"
    assert steady.words(20.0, 6.0) == FEW == "a few seconds"
    # the guess rose (a dear last position): no longer guess is said after "a few seconds"
    assert steady.words(21.0, 12.0) == "" and steady.words(22.0, 40.0) == ""
    assert steady.words(40.0, 4.0) == FEW  # down again: said again
    # through a whole run whose pace slows at the end of its judging: after "a few seconds" nothing longer
    costs = [0.2] * 60 + [3.0] * 20
    seen, _job, _clock = _slowing(costs)
    few_at = next((t for t, words, _p in seen if FEW in words), None)
    later = [words for t, words, _p in seen if few_at is not None and t > few_at and TIME.search(words)]
    assert all(FEW in words for words in later), later[:3]


def _slowing(costs: list[float]) -> tuple[list, AnalysisJob, Clock]:
    """The caption's words every 0.1 s through a judging whose positions cost `costs` (no checking after)."""
    clock = Clock()
    job, conn = _job(clock, len(costs) - 1)
    viewer = SimpleNamespace(job=job, seconds=0.0)
    seen = []
    for done, cost in enumerate(costs, 1):
        until = clock.t + cost
        while clock.t + 0.1 < until:
            clock.t += 0.1
            viewer.seconds = clock.t
            seen.append((clock.t, progress_words(viewer), job.percent()))
        clock.t = until
        conn.send(("progress", done, len(costs) + 10, len(costs)))
        job.poll()
    return seen, job, clock


def test_the_percent_reaches_100_only_once_the_whole_job_is_done(monkeypatch) -> None:
    """The worker's reports: the start judged again is counted (it stood still for 16 s at 80 %), the paired looks
    of a judge that confirms its falls count a position each (they took as long as judging every position), and
    the last report comes after every look."""
    import baraza.game.core.analysis as analysis
    from baraza.game.core.analysis_progress import paired_units

    match = played("konja", 5, ["human", "ai:easy"], limit=40)
    seen: list[tuple[int, int]] = []
    looks: list[tuple[int, int]] = []
    starts: list[tuple[int, int]] = []
    reported: list[int] = []

    class Confirming(analysis.PlayoutAnalyser):
        confirms_falls = True

        def __init__(self) -> None:
            super().__init__()
            self.flip = False

        def evaluate(self, rules, state, seats):
            self.flip = not self.flip  # every other position worse: each move "drops" 0.2 on the chart
            seat = rules.active_seats(state)[0] if rules.active_seats(state) else 0
            legal = rules.legal_actions(state, seat) if rules.active_seats(state) else []
            return analysis.Evaluation((0.6, 0.4) if self.flip else (0.4, 0.6), legal[-1] if legal else None,
                                       False, 10)

        def refine(self, rules, state, seats, first, times=None):
            if times == analysis.START_TIMES:
                starts.append(seen[-1])
            return first

    def fake_paired(*_args, **_kwargs):
        looks.append(seen[-1])
        reported.append(len(seen))  # the reports made before this look
        return 0.0, 0.1, 12

    monkeypatch.setattr(analysis, "paired_drop", fake_paired)
    judge = Confirming()
    analysis.analyse(match.rules, match.options, match.seed, 2, match.moves, judge,
                     progress=lambda done, total: seen.append((done, total)))
    positions = len(match.moves) + 1
    grand = seen[-1][1]
    assert paired_units(judge, positions) == positions  # a look a move, as dear as a position
    assert grand >= 2 * positions
    assert starts and starts[0][0] == positions  # the start judged again once every position is
    after_start = seen[seen.index(starts[0]) + 1]
    assert after_start[0] == positions + analysis.START_TIMES  # ...and counted
    assert looks and all(done < total for done, total in looks)
    assert seen[-1] == (grand, grand)
    assert all(a[0] <= b[0] for a, b in zip(seen, seen[1:], strict=False))
    # 100 % only once the last look is done
    assert all(done < total for done, total in seen[:reported[-1]])


def test_the_worker_says_how_many_units_are_positions_judged() -> None:
    """The job tells the judging from the checking by the worker's word, not by a guess."""
    from baraza.game.core.analysis import analysis_worker

    match = played("kona", 8, ["human", "ai:normal"], level="easy", limit=6)
    conn = _ThreadConn()
    analysis_worker(conn, "kona", ["human", "ai:normal"], match.seed, match.options,
                    [(s, a.to_json()) for s, a in match.moves], 0.05)
    messages = conn.take()
    reports = [m for m in messages if m[0] == "progress"]
    assert reports and all(len(m) == 4 and m[3] == len(match.moves) + 1 for m in reports)
    assert messages[-1][0] == "done"


# --- the start's number: one value, one rounding, or words that say which -------------------------------------
def _judged(chances: list[float]) -> list[MoveJudgement]:
    """Seat 0's ("You") chance at every position, the moves alternating seats (You moved first)."""
    return [MoveJudgement(k + 1, k % 2, f"move {k + 1}", None, chances[k] if k % 2 == 0 else 1 - chances[k],
                          chances[k + 1] if k % 2 == 0 else 1 - chances[k + 1], None, None,
                          (chances[k], 1 - chances[k]), (chances[k + 1], 1 - chances[k + 1]))
            for k in range(len(chances) - 1)]


def _head_and_summary(chances: list[float]) -> tuple[str, str]:
    from baraza.scenes.replay.move_list import readout
    from baraza.scenes.replay.practise_words import analysis_summary
    from baraza.scenes.replay.timeline import Timeline

    timeline = Timeline(pygame.Rect(0, 0, 600, 40), len(chances) - 1, [], lambda _ply: None)
    timeline.judgements = _judged(chances)
    head = readout([c for _ply, c in timeline.curve()], 0, None)
    return head, analysis_summary(timeline.charted(), ["You", "AI normal"])


def test_the_start_reads_the_same_in_the_charts_head_and_the_summary() -> None:
    # a flat start a hair under a high two moves on (the chart pools neighbours: 35 % at the start, 36 % after
    # move 2), then a fall to nothing on the AI's moves
    chances = [0.349, 0.353, 0.362, 0.362, 0.30, 0.30, 0.10, 0.10, 0.0, 0.0, 0.0]
    head, summary = _head_and_summary(chances)
    start = head.removeprefix("Start: ")
    fell = re.search(r"Your chance fell from (\d+%) to \d+%( from its peak after move (\d+))?", summary)
    assert head.startswith("Start: ") and fell, (head, summary)
    # the same number, or words saying the number is a later high's, not the start's
    assert fell.group(1) == start or fell.group(2), (head, summary)
    assert fell.group(1) != start, (head, summary)  # this chart's high is a later one...
    assert int(fell.group(3)) > 0  # ...and the words name its move


def test_a_fall_from_the_start_itself_says_no_peak() -> None:
    chances = [0.6, 0.6, 0.45, 0.45, 0.30, 0.30, 0.10, 0.10, 0.0, 0.0, 0.0]
    head, summary = _head_and_summary(chances)
    assert f"Your chance fell from {head.removeprefix('Start: ')} to 0%" in summary, (head, summary)
    assert "peak" not in summary
