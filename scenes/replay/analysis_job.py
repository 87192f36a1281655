"""Match analysis off the frame thread: a worker process (a thread when no process can start) judges every
move and reports its progress; the viewer polls it once a frame and can cancel it at any time. A finished
analysis is kept (game/persistence/analysis_cache.py, written on a thread); `AnalysisJob.kept` reads it back on
a thread, so a replay analysed once shows its marks as soon as it opens."""

from __future__ import annotations

import math
import multiprocessing as mp
import threading
import time
from collections.abc import Sequence

from baraza.game.core.action import Action
from baraza.game.core.analysis import MoveJudgement, analysis_worker
from baraza.game.persistence.analysis_cache import analysis_key, read_analysis, write_analysis

PACE_MIN = 6  # progress reports (positions judged) before the time left is guessed
# ...and the share of the work done: a Khedu tester read "4 %, about 45 minutes left" for a run done 90 s later,
# another "about 10 seconds left" that stood 25 s; before it the progress is said alone
GUESS_FROM = 0.2
PACE_WINDOW = 12  # the fewest recent reports the pace is measured over (more: the last third of them)
# How the guess shown follows the plain one (AnalysisJob._steady). A playtester watched KROWNIA's "time left" grow
# from 2:02 to 2:24 while the pace held, one dear position at a time: the guess now follows a lower plain guess
# (within FALL_TAU seconds where it falls faster than the clock), waits where the plain guess is a little higher
# (it catches up as the clock runs), and grows only when the plain guess stays well above it (RISE_MARGIN: a
# slower pace for good), then by RISE seconds per second at most: it creeps, never jumps.
FALL_TAU = 2.0
# Where the plain guess stands a little above the countdown, the guess shown holds for HOLD seconds at most (one
# dear position), then comes down at SLOW of the clock's pace: it never stands still for long (blind testers read
# "about 2 minutes left" at 28 %, 30 % and 56 %, and "46 %, about 20 seconds", "65 %, about 20 seconds", as a
# broken clock: issue 41)
HOLD, SLOW = 5.0, 0.5
RISE_MARGIN = (0.25, 5.0)  # (share of the guess, seconds) the plain guess must exceed it by for it to grow
RISE = 0.25
# No guess while the cost may still be rising by enough to add UNSURE_SHARE to the work left (until UNSURE_UNTIL
# of the work is done: then the pace so far is guess enough).
UNSURE_SHARE, UNSURE_UNTIL = 0.25, 0.15
RISE_SURE = 3.0  # standard errors a fitted rise in the positions' cost must stand above none to count (_rise)
# The most the progress says while the job runs: "100 %, about 10 seconds left" read as a broken clock (a blind
# tester); 100 % is said only once the judgements are in.
RUNNING_MOST = 0.99


def _rise(pace: Sequence[tuple[float, float]]) -> tuple[float, float, float]:
    """(slope, level, unsure): the seconds per unit of progress each report in `pace` cost, as a line over the progress
    (least squares, at each report's middle); a slope only where it is sure (RISE_SURE standard errors above
    none), else (0, 0, the most it may rise by: two standard errors above the fitted slope): a few dear positions
    are luck, not a rising cost."""
    points = [((x0 + x1) / 2.0, (t1 - t0) / (x1 - x0))
              for (t0, x0), (t1, x1) in zip(pace, pace[1:], strict=False) if x1 > x0]
    n = len(points)
    if n < 4:
        return 0.0, 0.0, math.inf
    mx, my = sum(x for x, _ in points) / n, sum(y for _, y in points) / n
    sxx = sum((x - mx) ** 2 for x, _ in points)
    if sxx <= 0:
        return 0.0, 0.0, math.inf
    slope = sum((x - mx) * (y - my) for x, y in points) / sxx
    level = my - slope * mx
    error = math.sqrt(sum((y - level - slope * x) ** 2 for x, y in points) / (n - 2) / sxx)
    if slope <= 0 or slope < RISE_SURE * error:
        return 0.0, 0.0, max(0.0, slope + 2.0 * error)
    return slope, level, 0.0


class _ThreadConn:
    """The worker's end of the pipe when the work runs on a thread: messages kept in a list."""

    def __init__(self) -> None:
        self.messages: list = []
        self.lock = threading.Lock()
        self.closed = False

    def send(self, message) -> None:
        if self.closed:
            raise BrokenPipeError
        with self.lock:
            self.messages.append(message)

    def take(self) -> list:
        with self.lock:
            out, self.messages = self.messages, []
        return out


class AnalysisJob:
    """One match's analysis. `progress` goes 0 → 1; `judgements` is set when it is done, `error` if it failed."""

    def __init__(self, game: str, seats: Sequence[str], seed: int, options: dict,
                 moves: Sequence[tuple[int, Action]], seconds: float = 0.5, use_process: bool = True) -> None:
        self.args = (game, list(seats), seed, dict(options), [(s, a.to_json()) for s, a in moves], seconds)
        self.key = analysis_key(game, seats, seed, options, moves)
        self.plies = len(moves)
        self.use_process = use_process
        self.started = 0.0  # time.monotonic() at start
        self.clock = time.monotonic  # what the pace is timed by (a test's own clock)
        self._pace: list[tuple[float, float]] = []  # (clock, progress) at each progress report
        self._step = 1.0  # the progress one position makes (1 / positions to judge)
        # the worker's units of the positions judged one by one, when it says (analysis_progress.py), and its
        # units done: past them the marks are being checked (`checking`)
        self._positions: int | None = None
        self._done = 0
        self._shown: tuple[float, float] | None = None  # (clock, seconds left) last guessed (_steady)
        self._held: float | None = None  # since when the guess shown has held (_steady: HOLD)
        self.missing = False  # a look for a kept analysis found none
        self.keeps = True  # an analysis made here, written for next time (False: a kept one being read back)
        self.progress = 0.0
        self.judgements: list[MoveJudgement] | None = None
        self.error: str | None = None
        self.cancelled = False
        self._proc = None
        self._conn = None
        self._thread_conn: _ThreadConn | None = None

    @property
    def running(self) -> bool:
        return not (self.judgements is not None or self.error or self.cancelled) and (
            self._proc is not None or self._thread_conn is not None)

    @property
    def checking(self) -> bool:
        """Whether every position is judged and the work after it runs (the start judged again, second looks,
        the paired looks confirming the marks): its looks cost what each move asks, so no time is guessed."""
        return self.running and self._positions is not None and self._done >= self._positions

    def percent(self) -> int:
        """The progress in whole percent as said: rounded down, so never 100 before the judgements are in."""
        if self.judgements is not None:
            return 100
        return min(round(RUNNING_MOST * 100), math.floor(self.progress * 100 + 1e-9))

    def seconds_left(self) -> float | None:
        """A guess at the time left (None until there is a pace to go by, and while the marks are checked): the
        positions left times the recent seconds per position, shown steadily (`_steady`)."""
        if not self.running or self.checking:
            return None
        return self._steady(self.clock())

    def _target(self, now: float) -> float | None:
        """The plain guess at `now`: the work left at the cost its positions are heading for. The pace is measured
        from the first position judged, not from the start (a worker process takes seconds to start under load).
        Positions cost more as the work goes on (it runs from the match's end back to its start, and a position
        further from the end has longer play-outs): a guess from the recent pace alone said "5 %, about 0:31 left",
        then "61 %, about 0:52 left", 3.5 minutes in all (a playtest). So each position's cost is fitted
        against how far the work had got, a line rising (never falling) with it, and the work left is summed
        along that line: never less than the recent pace says, nor, while costs rise, the whole run's pace. While
        a rise can be neither told nor ruled out, early on, there is no guess. The position being judged
        counts as done as its time passes, never as more than one position: a dear one holds the guess rather
        than running it down to jump back at its report."""
        pace = self._pace
        if len(pace) < PACE_MIN or pace[-1][1] < GUESS_FROM:
            return None
        t_last, done = pace[-1]
        t_first, done_first = pace[0]
        window = max(PACE_WINDOW, len(pace) // 3)
        t_old, done_old = pace[max(0, len(pace) - window)]
        if done <= done_old or t_last <= t_old or done <= done_first:
            return None
        recent = (t_last - t_old) / (done - done_old)  # seconds per unit of progress, lately
        left = 1.0 - done
        # how fast that cost grows with the progress: over the whole run (a slow rise shows only there), unless
        # the later half is surely flat (a pace that rose once, for good, is not rising still)
        late_rise, _, late_unsure = _rise(pace[len(pace) // 2:])
        if late_rise <= 0 and late_unsure * left / 2.0 <= UNSURE_SHARE * recent:
            rise, level, unsure = 0.0, 0.0, 0.0
        else:
            rise, level, unsure = _rise(pace)
        if rise <= 0 and unsure * left / 2.0 > UNSURE_SHARE * recent and done < UNSURE_UNTIL:
            return None  # it may be rising: no guess yet (a low one could only creep up to the truth)
        # costs rising: where their line stands now, never under the whole run's pace; flat or falling (the
        # match's dear end judged first): the recent pace alone
        now_cost = recent
        if rise > 0:
            now_cost = max(recent, level + rise * done, (t_last - t_first) / (done - done_first))
        per_unit = now_cost + rise * left / 2.0  # the mean cost of the work left, along the rising line
        judging = min(max(0.0, now - t_last), now_cost * self._step)
        return max(0.0, left * per_unit - judging)

    def _steady(self, now: float) -> float | None:
        """The guess as shown, moved on to `now` from where it last stood (see FALL_TAU and its kin)."""
        target = self._target(now)
        if target is None:
            return None
        if self._shown is not None:
            then, shown = self._shown
            dt = max(0.0, now - then)
            counted = max(0.0, shown - dt)  # where it stands had nothing changed
            if target <= shown * (1.0 + RISE_MARGIN[0]) + RISE_MARGIN[1] and target > counted:
                self._held = then if self._held is None else self._held
                slow = max(0.0, now - max(then, self._held + HOLD))  # the time past the hold: counted slowly
                target = max(counted, min(shown - SLOW * slow, target))
            elif target <= counted:
                self._held = None
                target = counted + (target - counted) * (1.0 - math.exp(-dt / FALL_TAU))
            else:
                self._held = None
                target = min(target, shown + RISE * dt)
        self._shown = (now, target)
        return target

    @classmethod
    def kept(cls, game: str, seats: Sequence[str], seed: int, options: dict,
             moves: Sequence[tuple[int, Action]]) -> AnalysisJob:
        """A job that only reads back the analysis kept for this match, on a thread: `judgements` when there
        is one, else `missing`."""
        job = cls(game, seats, seed, options, moves)
        job.keeps = False
        job._thread_conn = conn = _ThreadConn()

        def read() -> None:
            found = read_analysis(job.key, job.plies)
            try:
                conn.send(("done", found) if found is not None else ("missing",))
            except BrokenPipeError:
                pass

        threading.Thread(target=read, name="baraza-analysis-read", daemon=True).start()
        return job

    def start(self) -> None:
        self.started = time.monotonic()
        if self.use_process:
            try:
                ctx = mp.get_context("spawn")
                parent, child = ctx.Pipe(duplex=False)
                proc = ctx.Process(target=analysis_worker, args=(child, *self.args), name="baraza-analysis",
                                   daemon=True)
                proc.start()
                child.close()
                self._proc, self._conn = proc, parent
                return
            except (OSError, RuntimeError, ValueError):
                self.use_process = False
        self._thread_conn = _ThreadConn()
        threading.Thread(target=analysis_worker, args=(self._thread_conn, *self.args), name="baraza-analysis",
                         daemon=True).start()

    def poll(self) -> None:
        """Take the worker's news (call once a frame; never waits)."""
        for message in self._messages():
            if message[0] == "progress":
                self.progress = min(RUNNING_MOST, message[1] / max(1, message[2]))
                self._step = 1.0 / max(1, message[2])
                self._done = message[1]
                self._positions = message[3] if len(message) > 3 else None
                if not self.checking:  # the checking's looks tell no pace of the judging's
                    self._pace.append((self.clock(), self.progress))
                    self._steady(self._pace[-1][0])  # every report moves the guess on, asked for or not
            elif message[0] == "done":
                self.judgements = [MoveJudgement(**{**d, "chances_before": tuple(d["chances_before"]),
                                                    "chances_after": tuple(d["chances_after"])}) for d in message[1]]
                self.progress = 1.0
                self._stop()
                if self.keeps:  # kept for the next time this replay opens, written off the frame thread
                    threading.Thread(target=write_analysis, args=(self.key, list(message[1])),
                                     name="baraza-analysis-keep", daemon=True).start()
            elif message[0] == "missing":
                self.missing = True
                self._stop()
            elif message[0] == "error":
                self.error = message[1]
                self._stop()

    def _messages(self) -> list:
        if self._thread_conn is not None:
            return self._thread_conn.take()
        if self._conn is None:
            return []
        out = []
        try:
            while self._conn.poll():
                out.append(self._conn.recv())
        except (EOFError, OSError):
            # the worker closes its end right after its last word: only a worker gone without one failed
            finished = any(message[0] in ("done", "error") for message in out)
            if self.judgements is None and not self.cancelled and not finished:
                self.error = "the analysis stopped unexpectedly"
            self._stop()
        return out

    def cancel(self) -> None:
        self.cancelled = True
        self._stop()

    def _stop(self) -> None:
        if self._thread_conn is not None:
            self._thread_conn.closed = True  # the thread ends at its next progress report
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join(timeout=0.5)
        if self._conn is not None:
            self._conn.close()
        self._proc = self._conn = None


def time_left_words(seconds: float) -> str:
    """A guess at the time left in rounded words: "about a minute" promises no more than a guess can keep
    ("0:16" then "0:12" eighteen seconds later read as a broken clock in a playtest)."""
    if seconds < 10:
        return "a few seconds"
    if seconds < 50:
        return f"about {max(10, round(seconds / 10) * 10)} seconds"
    if seconds < 90:
        return "about a minute"
    minutes = round(seconds / 60) if seconds < 600 else round(seconds / 300) * 5
    return f"about {minutes} minutes"


FEW = time_left_words(0.0)  # "a few seconds": nothing longer is said after it (SteadyWords)


class SteadyWords:
    """The time left as the caption says it: its words fall as the guess falls, and rise only when the guess
    stands well above the words shown (RISE_SHOWN), so the words never creep up a little at a time (a playtester
    watched "0:35 left" become "1:00 left" while the progress went 31 → 75 %). Once they said "a few seconds",
    a longer guess is not said at all (""): "77 %, a few seconds" then "about 10 seconds" read as a broken clock
    (a blind tester)."""

    RISE_SHOWN = 0.2  # the least rise said (a share of the time the words promised)
    LONGER_FOR = 15.0  # seconds a rise is said as one ("longer than first thought: …")

    def __init__(self) -> None:
        self.said: tuple[float, float] | None = None  # (clock, seconds) the words last stood for
        self.rose_at: float | None = None  # when the words last rose
        self.few = False  # "a few seconds" has been said

    def words(self, now: float, seconds: float) -> str:
        """The words for a guess of `seconds` left at `now` ("" where none is said: a rise after "a few
        seconds")."""
        said = self._words(now, seconds)
        few = said.endswith(FEW)  # also "longer than first thought: a few seconds"
        if self.few and not few:
            return ""
        self.few = few
        return said

    def _words(self, now: float, seconds: float) -> str:
        if self.said is not None:
            then, said = self.said
            promised = max(0.0, said - (now - then))  # what the words shown mean by now
            if promised < seconds <= promised * (1.0 + self.RISE_SHOWN) + 5.0:
                seconds = promised  # a small rise is not said: the words hold
            elif seconds > promised and time_left_words(seconds) != time_left_words(promised):
                self.rose_at = now  # a rise is said as one: "about a minute" then "about 2 minutes" read as a broken
        self.said = (now, seconds)  # clock (a KROWNIA playtest)
        if self.rose_at is not None and now - self.rose_at <= self.LONGER_FOR:
            return "longer than first thought: " + time_left_words(seconds)
        return time_left_words(seconds)
