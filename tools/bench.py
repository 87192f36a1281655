"""Baraza benchmarks: frame times per scene, start-up time, and engine speed per game.

    python tools/bench.py --json        one JSON object on stdout
    python tools/bench.py               the same, readable

Frames are measured at 1280×720 with the dummy video driver: `frame` is input + update + draw of the
whole scene stack (what the window's loop does before flipping). Targets (docs/benchmarks.md): median
≤ 4 ms and p99 ≤ 10 ms per scene; first menu frame ≤ 1.0 s; p99 ≤ 16.7 ms while an AI is thinking.
`krownia/autosave` is a frame that applies a move (and hands its autosave to the writer thread) on a
500-move KROWNIA match: p99 ≤ 16.7 ms. `undo_ms` (≤ 100) and `load_ms` are for that same match.
`replay` opens an 800-move KROWNIA match from its history record in the replay viewer (≤ 300 ms) and steps to
random moves, each step a frame that shows the new position (≤ 16.7 ms).
`many_saves` (issue 25): 1,000 autosaves with large thumbnails (a noise picture near the size cap): the
first listing (no index), a listing again (the menu's return), and Load opened with its first frame drawn
(target < 1 s), with the peak of Python allocations while Load lists them.

    python tools/bench.py --only many-saves [--saves N]

`idle` (issue 40): the window's own loop (`App.run`) left alone for `--idle-seconds` (20) after a 3 s settle,
once on the main menu and once at a table waiting for the human (the first playable game, the human against
its first AI level, the human to move). The figure is CPU seconds per wall second of the whole process (every
thread; `time.process_time`): 0.03 is 3 % of one core. Each runs in its own process. Under the dummy driver
the loop runs as it would, but only a real window shows what drawing and flipping cost:

    SDL_VIDEODRIVER=x11 DISPLAY=:11 python tools/bench.py --only idle
"""

from __future__ import annotations

import argparse
import atexit
import gc
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
if "BARAZA_HOME" not in os.environ:
    _HOME = tempfile.mkdtemp(prefix="baraza-bench-")
    os.environ["BARAZA_HOME"] = _HOME
    atexit.register(shutil.rmtree, _HOME, True)  # the bench leaves no folder behind
LONG_MATCH_MOVES = 500


def _stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return {"median_ms": round(statistics.median(ordered) * 1000, 3), "p99_ms": round(p99 * 1000, 3),
            "frames": len(ordered)}


def _time_frames(app, count: int, before_each=None) -> list[float]:
    import pygame

    samples = []
    for _ in range(count):
        if before_each:
            before_each()
        t0 = time.perf_counter()
        app.frame(1 / 60, events=[])
        pygame.display.flip()
        samples.append(time.perf_counter() - t0)
    return samples


def bench_frames(count: int) -> tuple[dict, dict]:
    from baraza.game.core.match import Match
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.shots import play_actions
    from baraza.scenes.table.launch import playable_games, scene_class

    app = App(Settings())
    gc.freeze()  # as App.run does once the window is up
    frames: dict[str, dict] = {}
    app.stack.reset(MainMenuScene(app))
    _time_frames(app, 20)
    frames["menu"] = _stats(_time_frames(app, count))
    thinking: dict[str, dict] = {}
    for entry in playable_games():
        rules = entry.rules
        n = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
        seats = ["human"] * n  # nobody moves by itself: an idle table
        match = Match(entry.rules, seats, 5)
        play_actions(match, 12)
        scene = scene_class(entry.name)(app, match)
        scene.results_shown = True
        app.stack.reset(scene)
        _time_frames(app, 20)
        frames[f"{entry.name}/idle"] = _stats(_time_frames(app, count))

        def replay_animation(scene=scene, match=match) -> None:
            if not scene.animations.busy and match.records:
                scene.animations.factor = 1.0
                scene.animate_record(match.records[-1])

        frames[f"{entry.name}/animating"] = _stats(_time_frames(app, count, replay_animation))

        # An AI seat to move, thinking at the hard level in its worker thread.
        ai_match = Match(entry.rules, ["ai:hard"] * n, 9)
        play_actions(ai_match, 6)
        ai_scene = scene_class(entry.name)(app, ai_match)
        ai_scene.results_shown = True
        app.stack.reset(ai_scene)
        samples = []
        deadline = time.perf_counter() + 8
        while time.perf_counter() < deadline and len(samples) < count:
            if ai_scene.ai.busy("move"):
                samples += _time_frames(app, 1)
            else:
                ai_scene.ai_turns.forget()
                ai_scene.animations.skip()
                app.frame(1 / 60, events=[])
        if samples:
            thinking[entry.name] = _stats(samples)
        ai_scene.ai.close()
    app.stack.reset(MainMenuScene(app))
    app.stack.apply_pending()
    return frames, thinking


def _long_krownia_match():
    """A KROWNIA match of at least LONG_MATCH_MOVES moves, still running (four seats playing at random)."""
    from baraza.game.registry import new_match
    from baraza.scenes.shots import play_actions

    for seed in range(1, 200):
        match = new_match("krownia", ["human"] * 4, seed)
        play_actions(match, LONG_MATCH_MOVES)
        if not match.is_over() and len(match.records) >= LONG_MATCH_MOVES:
            return match
    raise RuntimeError("no KROWNIA match lasted long enough")


def bench_long_match(count: int) -> tuple[dict, float, float]:
    """Frames that each apply one move plus its autosave, then undo and load times, on a long match."""
    import random

    import pygame

    from baraza.game.persistence.saves import load_match, write_save
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.shots import play_actions
    from baraza.scenes.table.launch import scene_class

    app = App(Settings(animation_speed="instant"))
    match = _long_krownia_match()
    path = write_save(match, Path(os.environ["BARAZA_HOME"]) / "long.json")
    t0 = time.perf_counter()
    load_match(path)
    load_ms = (time.perf_counter() - t0) * 1000
    scene = scene_class("krownia")(app, match)
    scene.results_shown = True
    app.stack.reset(scene)
    _time_frames(app, 10)
    rng = random.Random(3)
    samples, cpu = [], []
    for _ in range(count):
        t0, c0 = time.perf_counter(), time.thread_time()
        if not match.is_over():  # the move and its autosave hand-over are inside the measured frame
            seat = match.active_seats()[0]
            match.submit(seat, rng.choice(match.legal_actions(seat)))
        app.frame(1 / 60, events=[])
        pygame.display.flip()
        samples.append(time.perf_counter() - t0)
        cpu.append(time.thread_time() - c0)
    app.autosaver.flush()
    undo_ms = []
    for _ in range(40):
        if match.is_over() or len(undo_ms) >= 5:
            break
        play_actions(match, 1)
        if match.can_undo():
            t0 = time.perf_counter()
            match.undo()
            undo_ms.append((time.perf_counter() - t0) * 1000)
    app.stack.reset(MainMenuScene(app))
    app.stack.apply_pending()
    app.autosaver.close()
    # The frame thread's own CPU time too: on a shared, loaded machine wall-clock p99s mostly show other processes.
    own = _stats(cpu)
    stats = dict(_stats(samples), cpu_median_ms=own["median_ms"], cpu_p99_ms=own["p99_ms"],
                 match_moves=len(match.records))
    return stats, round(max(undo_ms), 2) if undo_ms else -1.0, round(load_ms, 1)


def bench_replay(steps: int) -> dict:
    """Open a long finished KROWNIA match's history record in the replay viewer, then step to random moves."""
    import random

    from baraza.game.persistence import history
    from baraza.game.persistence.settings import Settings
    from baraza.game.registry import new_match
    from baraza.scenes.app import App
    from baraza.scenes.shots import play_actions

    match = None
    for seed in range(1, 300):  # the first finished match of 800 to 1,200 moves
        match = new_match("krownia", ["human", "random", "random", "random"], seed)
        play_actions(match, 100_000)
        if 800 <= len(match.records) <= 1200:
            break
    path = history.write_match(match)
    app = App(Settings(animation_speed="instant"))
    start, cpu = time.perf_counter(), time.thread_time()
    entry = history.read_entry(path)
    viewer = app.show("replay", history.replay_entry(entry))
    app.frame(1 / 60, events=[])
    open_ms, open_cpu_ms = (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000
    rng = random.Random(1)
    samples = _time_frames(app, steps, before_each=lambda: viewer.jump(rng.randrange(viewer.replay.plies + 1)))
    cpu_samples = []  # the same steps on the frame thread's own clock: what a busy machine does not inflate
    for _ in range(steps):
        viewer.jump(rng.randrange(viewer.replay.plies + 1))
        t0 = time.thread_time()
        app.frame(1 / 60, events=[])
        cpu_samples.append(time.thread_time() - t0)
    cpu_stats = _stats(cpu_samples)
    out = {"moves": len(match.records), "open_ms": round(open_ms, 1), "open_cpu_ms": round(open_cpu_ms, 1),
           **_stats(samples), "cpu_median_ms": cpu_stats["median_ms"], "cpu_p99_ms": cpu_stats["p99_ms"]}
    app.stack.reset(app.make_screen("menu"))
    app.frame(1 / 60, events=[])
    return out


def bench_startup() -> float:
    code = (
        "import time, os\n"
        "from baraza.scenes.app import App\n"
        "from baraza.scenes.screens.menu import MainMenuScene\n"
        "import pygame\n"
        "app = App()\n"
        "app.stack.push(MainMenuScene(app))\n"
        "app.frame(0.016)\n"
        "pygame.display.flip()\n"
        "print(time.time())\n"
    )
    start = time.time()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=os.environ)
    if out.returncode != 0:
        raise RuntimeError(out.stderr)
    return round(float(out.stdout.strip().splitlines()[-1]) - start, 3)


def bench_engines(games: int) -> dict:
    from baraza.game.registry import available_games
    from baraza.game.simulate import run_arena

    figures = {}
    for entry in available_games():
        rules = entry.rules
        n = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
        summary = run_arena(entry.name, ["random"] * n, games, seed=100)
        actions = summary["mean_actions"] * (games - len(summary["errors"]))
        figures[entry.name] = {
            "random_seats": n,
            "games_per_second": summary["games_per_second"],
            "actions_per_second": round(actions / summary["seconds"], 1) if summary["seconds"] else 0.0,
            "mean_actions": summary["mean_actions"],
            "errors": len(summary["errors"]),
        }
    return figures


def bench_many_saves(count: int) -> dict:
    import base64
    import io
    import random
    import tracemalloc

    import pygame

    from baraza.game.persistence.autosaves import list_autosaves
    from baraza.game.persistence.listing import INDEX_NAME
    from baraza.game.persistence.paths import autosaves_dir
    from baraza.game.persistence.saves import MAX_THUMBNAIL, write_save
    from baraza.game.persistence.settings import Settings
    from baraza.game.registry import new_match
    from baraza.scenes.app import App
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.shots import play_actions

    pygame.init()
    rng = random.Random(1)
    side = 200
    while True:  # the largest noise picture whose base64 stays under the cap
        noise = pygame.image.frombytes(bytes(rng.randrange(256) for _ in range(side * side * 3)), (side, side), "RGB")
        buffer = io.BytesIO()
        pygame.image.save(noise, buffer, "t.png")
        thumb = base64.b64encode(buffer.getvalue()).decode("ascii")
        if len(thumb) > MAX_THUMBNAIL * 0.8 or side > 400:
            break
        side += 40
    match = new_match("kona", ["human", "human"], 9)
    play_actions(match, 30)
    folder = autosaves_dir()
    first = write_save(match, folder / "m0000.json", thumb)
    for i in range(1, count):
        shutil.copyfile(first, folder / f"m{i:04d}.json")
    (folder / INDEX_NAME).unlink(missing_ok=True)

    def timed(work):
        """(wall seconds, this process's CPU seconds): on a loaded machine the CPU figure is the one to read."""
        w0, c0 = time.perf_counter(), time.process_time()
        value = work()
        return value, round(time.perf_counter() - w0, 3), round(time.process_time() - c0, 3)

    listed, cold, cold_cpu = timed(list_autosaves)
    _, warm, warm_cpu = timed(list_autosaves)
    app = App(Settings(animation_speed="instant"))
    from baraza.scenes.screens.rules import RulesScene

    app.stack.push(RulesScene(app))  # the backdrop and fonts made before timing (no save is read for it)
    app.frame(1 / 60, events=[])
    (folder / INDEX_NAME).unlink(missing_ok=True)
    tracemalloc.start()

    def open_load():
        app.stack.push(LoadScene(app))
        app.frame(1 / 60, events=[])
        return app.stack.top

    scene, load_cold, load_cold_cpu = timed(open_load)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    app.stack.pop()
    app.frame(1 / 60, events=[])
    _, load_warm, load_warm_cpu = timed(open_load)
    return {"saves": len(listed), "file_kb": first.stat().st_size // 1024, "thumbnail_kb": len(thumb) // 1024,
            "list_first_s": cold, "list_first_cpu_s": cold_cpu, "list_again_s": warm, "list_again_cpu_s": warm_cpu,
            "load_screen_first_s": load_cold, "load_screen_first_cpu_s": load_cold_cpu,
            "load_screen_again_s": load_warm, "load_screen_again_cpu_s": load_warm_cpu,
            "load_peak_python_mb": round(peak / 2**20, 1), "thumbnails_decoded": scene.decoded}


IDLE_SETTLE = 3.0  # seconds the window runs before the idle clock starts (opening, first frames)


def _idle_table(app):
    """A table of the first playable game waiting for the human: seat 0 is the human, the others its first
    AI level, played forward at random until seat 0 is to act."""
    from baraza.game.core.match import Match
    from baraza.scenes.shots import play_actions
    from baraza.scenes.table.launch import playable_games, table_class

    spec = playable_games()[0]
    rules = spec.rules
    seats = 2 if rules.max_seats >= 2 else 1
    seats = max(seats, rules.min_seats)
    match = Match(rules, ["human"] + [f"ai:{spec.ai_levels[0]}"] * (seats - 1), 7)
    for _ in range(200):  # a few moves in (the human's at random), until the human is to act
        if match.is_over() or 0 in match.active_seats() and len(match.records) >= 4:
            break
        play_actions(match, 1)
    if match.is_over() or 0 not in match.active_seats():
        raise RuntimeError(f"{spec.name}: no position with the human to act")
    return table_class(spec)(app, match)


def idle_child(which: str, seconds: float) -> dict:
    """Run the window's loop on `which` ("menu" or "table") and measure the process's CPU time for `seconds`
    after IDLE_SETTLE seconds. Returns the figure and what was on screen."""
    import threading

    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App, wake_window

    app = App(Settings())
    first = app.make_screen("menu") if which == "menu" else _idle_table(app)
    marks: dict[str, float] = {}

    def mark(name: str) -> None:
        marks[name] = time.process_time()
        marks[name + "_wall"] = time.perf_counter()

    def stop() -> None:
        mark("end")
        app.quit()
        wake_window()  # the loop may be waiting for an event

    start = threading.Timer(IDLE_SETTLE, mark, ("start",))
    end = threading.Timer(IDLE_SETTLE + seconds, stop)
    start.start()
    end.start()
    app.run(first)
    cpu = marks["end"] - marks["start"]
    wall = marks["end_wall"] - marks["start_wall"]
    game = getattr(getattr(first, "match", None), "game", None)
    return {"cpu_per_wall_s": round(cpu / wall, 4), "wall_s": round(wall, 1), "cpu_s": round(cpu, 3),
            "scene": which if game is None else f"{game} table, the human to act",
            "video_driver": os.environ.get("SDL_VIDEODRIVER", ""), "frames_drawn": app.frames_drawn,
            "waits_in_sdl": app.waiter.sleeps}


def bench_idle(seconds: float) -> dict:
    figures = {}
    for which in ("menu", "table"):
        out = subprocess.run([sys.executable, __file__, "--idle-child", which, "--idle-seconds", str(seconds)],
                             capture_output=True, text=True, cwd=ROOT, env=os.environ)
        if out.returncode != 0:
            raise RuntimeError(out.stderr)
        figures[which] = json.loads(out.stdout.strip().splitlines()[-1])
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--frames", type=int, default=300, help="frames measured per scene")
    parser.add_argument("--games", type=int, default=20, help="random games per engine")
    parser.add_argument("--only", choices=["many-saves", "idle"], default=None, help="run one figure only")
    parser.add_argument("--saves", type=int, default=1000, help="autosaves for many-saves")
    parser.add_argument("--idle-seconds", type=float, default=20.0, help="seconds measured per idle scene")
    parser.add_argument("--idle-child", choices=["menu", "table"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.idle_child:
        print(json.dumps(idle_child(args.idle_child, args.idle_seconds)))
        return 0
    if args.only == "idle":
        print(json.dumps({"idle": bench_idle(args.idle_seconds)}, indent=None if args.json else 2))
        return 0
    if args.only == "many-saves":
        print(json.dumps({"many_saves": bench_many_saves(args.saves)}, indent=None if args.json else 2))
        return 0
    frames, thinking = bench_frames(args.frames)
    frames["krownia/autosave"], undo_ms, load_ms = bench_long_match(args.frames)
    result = {
        "frames": frames,
        "undo_ms": undo_ms,
        "load_ms": load_ms,
        "frames_while_ai_thinking": thinking,
        "replay": bench_replay(min(args.frames, 200)),
        "startup_s": bench_startup(),
        "engines": bench_engines(args.games),
        "many_saves": bench_many_saves(args.saves),
        "idle": bench_idle(args.idle_seconds),
        "machine": {"cpus": os.cpu_count(), "python": sys.version.split()[0]},
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
