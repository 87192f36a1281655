"""The analysis's "time left" follows the pace it is going at (playtest: 7:33 said, under 4 minutes taken): the
worker's start and the dearer positions near the match's end, judged first, do not swell the guess. It is steady
too (B13: KROWNIA's grew from 2:02 to 2:24 as the analysis ran): a dear position holds it rather than running it
down to jump back up, and a slower pace for good makes it creep up, never jump. Every test runs a fake clock."""

from __future__ import annotations

import random

from baraza.game.core.action import Action
from baraza.scenes.replay.analysis_job import RISE, AnalysisJob, _ThreadConn


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
    for done in range(1, 81):
        clock.t += 1.0 if done <= 20 else 0.25  # the first positions (the match's end) are dear
        conn.send(("progress", done, total))
        job.poll()
        if done < 4:
            assert job.seconds_left() is None  # no pace yet
    true_left = 20 * 0.25
    left = job.seconds_left()
    assert left is not None and abs(left - true_left) < 1.0, left
    # the pace of the whole run so far (the old guess) would have said well over twice as long
    assert (clock.t - job.started) * (1 - job.progress) / job.progress > 2.5 * true_left


def _run(costs: list[float], look: float = 0.1) -> list[tuple[float, float | None, float, float]]:
    """(clock, guess, true time left, progress) every `look` seconds of an analysis whose positions take `costs`."""
    clock = Clock()
    job, conn = _job(clock)
    clock.t = 5.0
    end = clock.t + sum(costs)
    seen = []
    for done, cost in enumerate(costs, 1):
        reported = clock.t + cost
        while clock.t + look < reported:
            clock.t += look
            seen.append((clock.t, job.seconds_left(), end - clock.t, (done - 1) / len(costs)))
        clock.t = reported
        conn.send(("progress", done, len(costs)))
        job.poll()
        seen.append((clock.t, job.seconds_left(), end - clock.t, done / len(costs)))
    return seen


def test_a_dear_position_holds_the_guess_and_its_report_does_not_push_it_up() -> None:
    seen = _run([1.0] * 10 + [4.0] + [1.0] * 9)
    before = next(left for t, left, _true, _p in seen if t >= 15.0 - 1e-9)  # ten positions judged, 10 s left
    assert abs(before - 10.0) < 0.5
    during = [left for t, left, _true, _p in seen if 15.0 < t < 19.0 - 1e-9]
    assert min(during) >= 9.0 - 1e-6  # never under the nine positions left, the one being judged done
    assert all(b <= a + 1e-9 for a, b in zip(during, during[1:], strict=False))
    after = next(left for t, left, _true, _p in seen if t >= 19.0 - 1e-9)  # its report, the pace a little slower
    assert after <= during[-1] + 1e-9  # the old guess ran down to 6 s, then jumped back to 9


def test_a_steady_pace_never_makes_the_guess_jump_up() -> None:
    rng = random.Random(11)
    costs = [rng.uniform(0.5, 1.5) if i % 13 else 3.0 for i in range(150)]  # one position in 13 dear
    seen = [(t, left, true, p) for t, left, true, p in _run(costs) if left is not None]
    for (t0, a, _, _), (t1, b, _, _) in zip(seen, seen[1:], strict=False):
        assert b <= a + RISE * (t1 - t0) + 1e-9, (t1, a, b)
    rose = sum(max(0.0, b[1] - a[1]) for a, b in zip(seen, seen[1:], strict=False))
    assert rose < 1.0  # in all the run, less than a second of growth
    for t, left, true, p in seen:
        if 0.1 <= p <= 0.95:
            assert abs(left - true) <= 0.2 * true + 2.0, (t, left, true)


def test_a_slower_pace_for_good_makes_the_guess_creep_up_to_the_truth() -> None:
    seen = [(t, left, true, p) for t, left, true, p in _run([0.5] * 50 + [1.5] * 100) if left is not None]
    for (t0, a, _, _), (t1, b, _, _) in zip(seen, seen[1:], strict=False):
        assert b <= a + RISE * (t1 - t0) + 1e-9
    late = [(left, true) for _t, left, true, p in seen if 0.8 <= p <= 0.9]
    assert late and all(abs(left - true) <= 0.15 * true + 2.0 for left, true in late), late[:3]


# --- the caption's words (review round 4): "0:35 left" became "1:00 left" at 31 → 75 %, "0:16" became "0:12" in 18 s
def test_the_time_left_is_said_in_rounded_words() -> None:
    from baraza.scenes.replay.analysis_job import time_left_words

    assert time_left_words(4) == "a few seconds"
    assert time_left_words(16) == "about 20 seconds" and time_left_words(12) == "about 10 seconds"
    assert time_left_words(62) == "about a minute" and time_left_words(80) == "about a minute"
    assert time_left_words(150) in ("about 2 minutes", "about 3 minutes") and time_left_words(1800) == "about 30 minutes"
    assert ":" not in time_left_words(95)  # no clock digits: a guess is not a countdown


def _said(guesses: list[tuple[float, float]]) -> list[tuple[float, float, str]]:
    """(clock, seconds the words stand for, words) for each (clock, guess), through SteadyWords."""
    from baraza.scenes.replay.analysis_job import SteadyWords

    steady, out = SteadyWords(), []
    for now, guess in guesses:
        words = steady.words(now, guess)
        out.append((now, steady.said[1], words))
    return out


def _never_a_small_rise(said: list[tuple[float, float, str]]) -> None:
    for (t0, a, _), (t1, b, _) in zip(said, said[1:], strict=False):
        promised = max(0.0, a - (t1 - t0))
        assert b <= promised + 1e-9 or b > promised * 1.2, (t1, a, b)  # held, or a rise of more than a fifth


def test_a_guess_creeping_up_is_not_said_a_little_at_a_time() -> None:
    # made-up guesses: 35 s rising to 60 s over 30 s (the playtest's 0:35 → 1:00)
    said = _said([(float(t), 35.0 + 25.0 * t / 30.0) for t in range(31)])
    _never_a_small_rise(said)
    assert said[1][1] < 35.0 and said[2][1] < said[1][1]  # the first small rises are held: the words count down
    holds = sum(1 for (_t0, a, _), (_t1, b, _) in zip(said, said[1:], strict=False) if b > a)
    assert holds <= 5, [s for _t, s, _w in said]  # a few honest steps up, not thirty creeps


def test_the_said_time_left_follows_a_whole_run_honestly() -> None:
    # (costs, from which progress on the truth can be known: a pace slowing for good at a third is news then)
    for costs, known in (([0.5] * 50 + [1.5] * 100, 0.8), ([1.0] * 10 + [4.0] + [1.0] * 9, 0.2),
                         ([0.2 + i / 100 for i in range(120)], 0.2)):
        seen = [(t, left, true, p) for t, left, true, p in _run(costs) if left is not None]
        said = _said([(t, left) for t, left, _true, _p in seen])
        _never_a_small_rise(said)
        for (t, _left, true, p), (_t, seconds, _w) in zip(seen, said, strict=False):
            if known <= p <= 0.95:
                assert abs(seconds - true) <= 0.3 * true + 6.0, (costs[:2], t, seconds, true)


def test_a_rise_in_the_time_left_is_said_as_one() -> None:
    """"17 %, about a minute left" then "36 %, about 2 minutes left" read as a broken clock (a KROWNIA playtest): a
    rise the words say is told as one for a while, then the words are plain again."""
    from baraza.scenes.replay.analysis_job import SteadyWords

    steady = SteadyWords()
    assert steady.words(0.0, 60.0) == "about a minute"
    risen = steady.words(10.0, 130.0)
    assert risen.startswith("longer than first thought: ") and risen.endswith("about 2 minutes")
    assert steady.words(40.0, 100.0) == "about 2 minutes"  # falling again: plain words


def test_no_time_is_guessed_before_a_fifth_of_the_work() -> None:
    """A Khedu tester read "4 %, about 45 minutes left" for a run done 90 s later: early positions tell the pace
    poorly, so the progress is said alone until GUESS_FROM of the work is done."""
    from baraza.scenes.replay.analysis_job import GUESS_FROM

    seen = _run([8.0] * 3 + [1.0] * 60)  # a few dear positions first
    assert all(left is None for _t, left, _true, p in seen if p < GUESS_FROM)
    assert any(left is not None for _t, left, _true, p in seen if p >= GUESS_FROM)
