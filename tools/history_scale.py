"""History at scale (issue 40): a home with N match records of every installed game, then the window opened
on it: start-up time against an empty home, the frames while History reads it, when its list is usable, and
the process's peak memory.

    python tools/history_scale.py --records 5000 --home /tmp/h5000        # makes the home once, then measures
    SDL_VIDEODRIVER=x11 DISPLAY=:11 python tools/history_scale.py --home /tmp/h5000 --json   # a real window

The records are genuine: a few seeded matches of each game (finished and unfinished, random seats and the
person's seat) played here, each written many times under other match ids and dates, so every file proves
itself as a player's would. Each measurement runs in a fresh process; "cold" first removes the history index
(the first start after an upgrade), "warm" keeps it (every later start). Frames are forced every 1/60 s while
History reads (the worst case: as if something moved); a frame is input + update + draw + flip, timed from
when it was due, so a stall of the frame thread before it (the collector, another thread) counts too.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
SAMPLES_PER_GAME = 4  # distinct matches per game; the rest are copies under other ids and dates


def make_home(home: Path, count: int) -> int:
    """Write `count` records into home's history (once: an existing home is kept). Returns the count there."""
    os.environ["BARAZA_HOME"] = str(home)
    from baraza.game.persistence.atomic import write_json_atomic
    from baraza.game.persistence.paths import history_dir
    from baraza.game.persistence.record_write import record_data
    from baraza.game.registry import available_games, new_match
    from baraza.scenes.shots import play_actions

    folder = history_dir()
    have = len([n for n in os.listdir(folder) if n.endswith(".json")]) if folder.is_dir() else 0
    if have >= count:
        return have
    folder.mkdir(parents=True, exist_ok=True)
    samples = []
    for spec in available_games():
        for seed in range(SAMPLES_PER_GAME):
            seats = 1 if spec.min_seats == 1 and seed % 2 else max(spec.min_seats, 2)  # solo runs too
            kinds = ["human"] + ["random"] * (seats - 1)
            match = new_match(spec.name, kinds, seed + 1, {})
            play_actions(match, 100_000 if seed < SAMPLES_PER_GAME - 1 else 40)  # the last one left unfinished
            samples.append((spec.name, record_data(match)))
    rng = random.Random(5)
    start = datetime(2024, 1, 1, 12).astimezone()
    for index in range(have, count):
        game, data = samples[index % len(samples)]
        data = dict(data, match_id=f"{game}-scale-{index:05d}",
                    date=(start + timedelta(minutes=index * 211 + rng.randrange(60))).isoformat(timespec="seconds"))
        path = folder / f"{game}-scale-{index:05d}.json"
        write_json_atomic(path, data)
    return count


def measure_child(seconds: float) -> dict:
    """In this process: start the window on the menu, open History, force frames until its read is complete
    (or `seconds` pass). Returns the figures."""
    import resource

    began = time.perf_counter()
    import pygame

    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App

    app = App(Settings())
    app.stack.push(app.make_screen("menu"))
    app.step(0.016, [], draw=True)
    pygame.display.flip()
    startup = time.perf_counter() - began
    import gc

    gc.freeze()  # as App.run does after start-up
    for _ in range(3):  # the window left alone a moment, as before anybody clicks: its idle work is done
        app.run_once()
    reader = app.history_reader
    app.show("history")
    opened = time.perf_counter()
    frames: list[float] = []
    slow: list[tuple[float, float]] = []  # (seconds after History opened, ms) of each frame over 50 ms
    usable = complete = None
    due = time.perf_counter()
    while time.perf_counter() - opened < seconds:
        t = time.perf_counter()
        app.step(1 / 60, pygame.event.get(), draw=True)
        pygame.display.flip()
        end = time.perf_counter()
        frames.append(end - min(t, due))  # from when it was due: a stall before it counts too
        if frames[-1] > 0.05:
            slow.append((round(t - opened, 2), round(frames[-1] * 1000, 1)))
        due = max(due + 1 / 60, end)
        history = reader.history
        if usable is None and history is not None and history.entries:
            usable = time.perf_counter() - opened
        if complete is None and reader.generation and not reader.reading:
            complete = time.perf_counter() - opened
            break
        time.sleep(max(0.0, due - time.perf_counter()))
    frames.sort()
    listed = len(reader.history.entries) if reader.history else 0
    return {"startup_s": round(startup, 3), "list_usable_s": usable and round(usable, 2),
            "read_complete_s": complete and round(complete, 2), "listed": listed,
            "frames": len(frames), "frame_max_ms": round(frames[-1] * 1000, 1),
            "frame_p99_ms": round(frames[int(len(frames) * 0.99)] * 1000, 1),
            "frames_over_50ms": sum(f > 0.05 for f in frames), "slow_frames": slow[:20],
            "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
            "video_driver": os.environ.get("SDL_VIDEODRIVER", "")}


def _child(home: Path, seconds: float) -> dict:
    env = dict(os.environ, BARAZA_HOME=str(home))
    out = subprocess.run([sys.executable, __file__, "--child", "--seconds", str(seconds)], capture_output=True,
                         text=True, cwd=ROOT, env=env)
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=5000)
    parser.add_argument("--home", type=Path, help="the home to make (once) and measure; a temporary one if not given")
    parser.add_argument("--seconds", type=float, default=600.0, help="longest wait for History's read")
    parser.add_argument("--only", choices=("warm", "cold"), help="one of the two (warm needs an index made before)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure_child(args.seconds)))
        return 0
    home = args.home or Path(tempfile.mkdtemp(prefix="baraza-history-scale-"))
    home.mkdir(parents=True, exist_ok=True)
    made = subprocess.run([sys.executable, "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r}); "
                           f"from tools.history_scale import make_home; from pathlib import Path; "
                           f"print(make_home(Path({str(home)!r}), {args.records}))"],
                          capture_output=True, text=True, cwd=ROOT)
    if made.returncode != 0:
        raise RuntimeError(made.stderr[-2000:])
    empty = Path(tempfile.mkdtemp(prefix="baraza-history-empty-"))
    figures: dict = {"records": int(made.stdout.split()[-1])}
    figures["empty_home"] = _child(empty, 5)
    if args.only != "warm":
        for path in home.rglob("history-index*"):
            path.unlink()
        figures["cold"] = _child(home, args.seconds)
    if args.only != "cold":
        figures["warm"] = _child(home, args.seconds)
    shutil.rmtree(empty, ignore_errors=True)
    print(json.dumps(figures) if args.json else json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
