"""How long reading the solo run history takes: N records of a real Khedu run (AI normal) written to a
temporary BARAZA_HOME, then read cold and through the App's cache, in process CPU seconds (the machine is
shared; CPU time does not move with its load).

    python tools/history_bench.py --runs 365 --json
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from datetime import datetime, timedelta


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=365)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    os.environ["BARAZA_HOME"] = tempfile.mkdtemp(prefix="baraza-history-bench-")
    from baraza.game.persistence.paths import history_dir
    from baraza.game.persistence.runs import RunCache, read_runs, record_data, write_record
    from baraza.game.registry import new_match
    from baraza.scenes.shots import play_actions

    match = new_match("khedu", ["ai:normal"], 5, {})
    play_actions(match, 100_000)
    match.seats = ["human"]
    start = datetime(2026, 1, 1, 12).astimezone()
    for i in range(args.runs):
        data = record_data(match, code="X", when=start + timedelta(days=i))
        data["match_id"] = f"khedu-bench-{i:05d}"
        write_record(data)
    size = sum(os.path.getsize(history_dir() / name) for name in os.listdir(history_dir()))
    cache = RunCache()
    figures = {"runs": args.runs, "moves_per_run": len(match.records), "kb_total": size // 1024}
    for label in ("cold_cpu_s", "cached_cpu_s"):
        began = time.process_time()
        read = read_runs("khedu", cache=cache)
        figures[label] = round(time.process_time() - began, 4)
        assert len(read.runs) == args.runs and not read.problems
    print(json.dumps(figures) if args.json else "\n".join(f"{k}: {v}" for k, v in figures.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
