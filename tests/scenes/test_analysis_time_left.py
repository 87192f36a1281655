"""The analysis's "time left" follows the pace it is going at (playtest: 7:33 said, under 4 minutes taken): the
worker's start and the dearer positions near the match's end, judged first, do not swell the guess."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.scenes.replay.analysis_job import AnalysisJob, _ThreadConn


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def _job(clock: Clock) -> tuple[AnalysisJob, _ThreadConn]:
    job = AnalysisJob("kona", ["human", "ai:easy"], 1, {}, [(0, Action("x", ()))], use_process=False)
    job.clock = clock
    job.started = clock.t
    job._thread_conn = conn = _ThreadConn()
    return job, conn


def test_time_left_tracks_the_recent_pace_not_the_start() -> None:
    clock = Clock()
    job, conn = _job(clock)
    total = 100
    clock.t = 20.0  # the worker took 20 s to start
    for done in range(1, 51):
        clock.t += 1.0 if done <= 20 else 0.25  # the first positions (the match's end) are dear
        conn.send(("progress", done, total))
        job.poll()
        if done < 4:
            assert job.seconds_left() is None  # no pace yet
    true_left = 50 * 0.25
    left = job.seconds_left()
    assert left is not None and abs(left - true_left) < 1.0, left
    # the pace of the whole run so far (the old guess) would have said nearly four times as long
    assert (clock.t - job.started) * (1 - job.progress) / job.progress > 3 * true_left


def test_the_guess_counts_down_between_reports() -> None:
    clock = Clock()
    job, conn = _job(clock)
    for done in range(1, 11):
        clock.t += 1.0
        conn.send(("progress", done, 20))
        job.poll()
    steady = job.seconds_left()
    clock.t += 4.0  # a dear position: no report for 4 s
    assert abs(steady - 10.0) < 1e-6 and abs(job.seconds_left() - 6.0) < 1e-6
