"""Pools start without fork: a pool started while the autosave writer and the score keeper threads run
finishes its work (a forked child could inherit a lock one of them held, and hang)."""

from __future__ import annotations

import threading

from baraza.game.core.arena import play_recorded
from baraza.game.core.processes import safe_context, worker_pool
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.score_keeper import ScoreKeeper


def _square(n: int) -> dict:
    return {"n": n, "square": n * n}


def test_no_pool_or_worker_forks() -> None:
    assert safe_context().get_start_method() in ("forkserver", "spawn")
    with worker_pool(2) as pool:
        assert pool._ctx.get_start_method() != "fork"


def test_a_pool_started_beside_the_writer_and_keeper_threads_finishes(baraza_home) -> None:
    writer, keeper = AutosaveWriter(), ScoreKeeper()
    busy = threading.Event()

    def hold_locks() -> None:  # keep the threads and their locks busy while the pool starts
        n = 0
        while not busy.is_set():
            n += 1
            writer.write_json(baraza_home / "busy.json", {"n": n})
            keeper.record_match("toy", ["human", "ai:easy"], (0,), (1.0, 0.0), 10, 20, 60.0, n)
            busy.wait(0.001)

    spinner = threading.Thread(target=hold_locks, daemon=True)
    spinner.start()
    try:
        records = play_recorded(_square, range(8), workers=2)
    finally:
        busy.set()
        spinner.join(5)
        writer.flush()
        keeper.close()
    assert sorted(r["square"] for r in records) == [n * n for n in range(8)]


def test_nothing_asks_for_fork() -> None:
    """No module, tool or test starts processes with fork (issue 42: a forked pool hung a test run)."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    offenders = [str(p.relative_to(root)) for folder in ("game", "scenes", "tools", "tests")
                 for p in (root / folder).rglob("*.py")
                 if any(s in p.read_text(encoding="utf-8", errors="replace")
                        for s in ('get_context("fork")', "set_start_method(\"fork\")", "from multiprocessing import Pool"))
                 and p.name != "test_safe_processes.py"]
    assert offenders == []
