"""Worker processes that are safe beside threads: every pool and worker starts with `forkserver` (or `spawn`
where there is none), never `fork`. A forked child copies the parent's locks in whatever state its threads
held them (the autosave writer, the score keeper), and one test run hung on such a lock."""

from __future__ import annotations

import multiprocessing
from multiprocessing.context import BaseContext
from multiprocessing.pool import Pool


def safe_context() -> BaseContext:
    """A start method that never copies another thread's lock: forkserver where the platform has it."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("forkserver" if "forkserver" in methods else "spawn")


def worker_pool(workers: int) -> Pool:
    """A pool of `workers` processes started safely; its functions must be importable (module level)."""
    return safe_context().Pool(workers)
