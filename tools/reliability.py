"""Baraza's reliability figures (docs/benchmarks.md, "Reliability"): what hostile input, kills and random
play do to the app. Each part counts its cases and its failures; every failure is a bug.

    python tools/reliability.py [--json] [--only PART ...] [--mutations N] [--kills N] [--events N]
                                [--view-games N] [--replays N]

Parts:
- mutations: real saves of every game mutated (cut short, a character changed, a field replaced by an odd
  value or by text no font can draw, deep nesting, moves swapped, a field dropped, a file name that is not
  UTF-8). Each is loaded (a one-line SaveError, or a match that plays on: anything else is a crash, a match
  that then cannot move is a wrong acceptance), listed (printable text only) and its Load row drawn.
- hostile: the hostile-file test files (FIFOs, device links, deep JSON, undrawable text, read-only homes).
- kills: a child process writes autosaves of a growing match; it is killed (SIGKILL) at a random moment;
  the file must load every time, and the next start removes the temp files.
- events: random clicks, keys, wheel and resizes on every screen (strict app: any exception counts), with
  a home holding autosaves and score rows whose text no font can draw.
- views: random matches of every game; at every position, what a seat's view shows of another seat's
  private fields (those it shows its owner but not a spectator) must be what a spectator sees.
- replays: matches replayed in another process give the same moves (hashes compared).
"""

from __future__ import annotations

import argparse
import dataclasses
import faulthandler
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "scenes"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HOME = tempfile.mkdtemp(prefix="baraza-reliability-")
os.environ["BARAZA_HOME"] = HOME
os.environ["BARAZA_FALLBACK"] = os.path.join(HOME, "fallback")

ODD_TEXT = ["a\x00b", "\ud800", "\udcff\udcfe", "\x1b[2J", "\u202e", "line\nbreak", "x" * 5000, "", "CON"]
ODD_VALUES = [None, True, -1, 2**63, 1e308, float("nan"), [], {}, "", "\x00", "\ud800", [[[[]]]], {"a": None}]


# --- mutations ---------------------------------------------------------------------------------------
def _real_saves() -> dict[str, str]:
    from baraza.game.persistence.saves import save_data
    from baraza.game.registry import available_games, new_match
    from baraza.scenes.shots import play_actions

    texts = {}
    for spec in available_games():
        seats = ["human"] * (spec.max_seats if spec.min_seats >= 2 else spec.min_seats)
        match = new_match(spec.name, seats, 21)
        play_actions(match, 40)
        texts[spec.name] = json.dumps(save_data(match, "iVBORw0KGgo="))
    return texts


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value[:30]):
            yield from _paths(item, (*prefix, index))


def _set(data, path, value):
    if not path:
        return value
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(["truncate", "flip", "replace", "nest", "reorder", "drop", "text"])
    if kind == "truncate":
        return kind, text[: rng.randrange(len(text))]
    if kind == "flip":
        at = rng.randrange(len(text))
        char = rng.choice(["\x00", "\ud800", '"', "]", "{", chr(rng.randrange(32, 0x2FFF))])
        return kind, text[:at] + char + text[at + 1:]
    data = json.loads(text)
    path = rng.choice(list(_paths(data)))
    if kind == "replace":
        return kind, json.dumps(_set(data, path, rng.choice(ODD_VALUES)))
    if kind == "text":
        field = rng.choice(["name", "summary", "saved_at", "app_version", "seats", "options", "match_id"])
        odd = rng.choice(ODD_TEXT)
        if field == "seats":
            data["seats"][rng.randrange(len(data["seats"]))] = odd
        elif field == "options":
            data["options"][odd] = odd
        else:
            data[field] = odd
        return kind, json.dumps(data)
    if kind == "nest":
        depth = rng.randrange(50, 5000)
        return kind, json.dumps(_set(data, path, "@nest@")).replace('"@nest@"', "[" * depth + "]" * depth)
    if kind == "reorder":
        moves = data["moves"]
        i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
        moves[i], moves[j] = moves[j], moves[i]
        return kind, json.dumps(data)
    if path and isinstance(path[-1], str):
        target = data
        for step in path[:-1]:
            target = target[step]
        target.pop(path[-1], None)
    return kind, json.dumps(data)


def run_mutations(count: int, seed: int = 1) -> dict:
    import pygame

    from baraza.game.persistence.saves import SaveError, list_save_files, load_match
    from baraza.scenes.screens.load import describe
    from baraza.scenes.ui import theme

    pygame.init()
    fonts = theme.Fonts()
    rng = random.Random(seed)
    saves = _real_saves()
    folder = Path(tempfile.mkdtemp(dir=HOME))
    tally = {"cases": 0, "refused": 0, "loaded": 0, "crashes": 0, "wrong_acceptances": 0, "unprintable": 0}
    failures: list[str] = []
    for i in range(count):
        game = rng.choice(sorted(saves))
        kind, text = mutate(saves[game], rng)
        name = os.fsdecode(b"m\xff%d.json" % i) if rng.random() < 0.2 else f"m{i}.json"
        for old in os.listdir(folder):
            os.unlink(folder / old)
        path = folder / name
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        tally["cases"] += 1
        try:
            match = load_match(path)
        except SaveError as exc:
            tally["refused"] += 1
            if "\n" in str(exc) or not str(exc).isprintable():
                tally["unprintable"] += 1
                failures.append(f"{kind}: reason not one printable line")
        except Exception as exc:  # noqa: BLE001 - a crash is what this counts
            tally["crashes"] += 1
            failures.append(f"{kind} ({game}): {exc!r}"[:200])
        else:
            tally["loaded"] += 1
            try:
                for _ in range(5):
                    if match.is_over():
                        break
                    seat = match.active_seats()[0]
                    legal = match.legal_actions(seat)
                    if not legal or not match.submit(seat, legal[-1]).ok:
                        raise AssertionError("no legal move after loading")
            except Exception as exc:  # noqa: BLE001
                tally["wrong_acceptances"] += 1
                failures.append(f"{kind} ({game}) accepted, then: {exc!r}"[:200])
        try:
            for _listed, data, error in list_save_files(folder):
                lines = [error or ""] if data is None else list(describe(data))
                for key in ("name", "summary", "saved_at"):
                    if data is not None and key in data and not str(data[key]).isprintable():
                        raise AssertionError(f"{key} not printable")
                for line in lines:
                    fonts.render(line, 18)
        except Exception as exc:  # noqa: BLE001
            tally["crashes"] += 1
            failures.append(f"{kind} ({game}) listing: {exc!r}"[:200])
    tally["failures"] = failures[:20]
    return tally


# --- hostile files (the tests that build hostile homes) --------------------------------------------------
HOSTILE_TESTS = ["tests/scenes/test_hostile_folders.py", "tests/core/test_user_files.py",
                 "tests/core/test_hostile_text.py", "tests/scenes/test_hostile_text_screens.py",
                 "tests/scenes/test_saving_trouble.py", "tests/core/test_autosave_identity.py"]


def run_hostile() -> dict:
    out = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider",
                          *HOSTILE_TESTS],
                         capture_output=True, text=True, cwd=ROOT, timeout=3000)
    last = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else out.stderr[-200:]
    passed = int(last.split(" passed")[0].split()[-1]) if " passed" in last else 0
    failed = int(last.split(" failed")[0].split()[-1]) if " failed" in last else 0
    return {"tests": passed + failed, "passed": passed, "failed": failed, "summary": last}


# --- kills during writes ------------------------------------------------------------------------------------
CHILD = r"""
import sys
from pathlib import Path
from baraza.game.persistence.autosave_writer import AutosaveWriter
from baraza.game.persistence.saves import snapshot, write_save
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions

path, named = Path(sys.argv[1]), Path(sys.argv[2])
writer = AutosaveWriter(settle_seconds=0)
match = new_match("krownia", ["human"] * 4, 5)
print("ready", flush=True)
while True:
    if match.is_over():
        match = new_match("krownia", ["human"] * 4, match.seed + 1)
    play_actions(match, 1)
    writer.write(path, snapshot(match))
    if len(match.records) % 7 == 0:
        write_save(match, named)
"""


def run_kills(count: int, seed: int = 4) -> dict:
    from baraza.game.persistence.atomic import remove_stale_temp_files
    from baraza.game.persistence.saves import SaveError, load_match

    rng = random.Random(seed)
    folder = Path(tempfile.mkdtemp(dir=HOME))
    target, named = folder / "auto.json", folder / "named.json"
    env = dict(os.environ)  # the venv has baraza installed (editable)
    tally = {"kills": 0, "files_checked": 0, "intact": 0, "broken": 0}
    for _ in range(count):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(target), str(named)], stdout=subprocess.PIPE,
                                 env=env)
        child.stdout.readline()
        time.sleep(0.05 + rng.random() * 0.4)
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        tally["kills"] += 1
        for path in (target, named):
            if path.exists():
                tally["files_checked"] += 1
                try:
                    load_match(path)
                    tally["intact"] += 1
                except SaveError:
                    tally["broken"] += 1
    remove_stale_temp_files([folder])
    tally["left_after_tidy"] = sorted(p.name for p in folder.iterdir() if not p.name.endswith(".lock"))
    return tally


# --- random UI events ---------------------------------------------------------------------------------------
def _hostile_home() -> None:
    import sqlite3

    from baraza.game.persistence.paths import autosaves_dir, saves_dir
    from baraza.game.persistence.saves import save_data
    from baraza.game.persistence.scores import ScoreBook
    from baraza.game.registry import new_match
    from baraza.scenes.shots import play_actions

    match = new_match("kona", ["human", "ai:easy"], 5)
    play_actions(match, 4)
    data = save_data(match)
    data.update(name="a\x00b \ud800", summary="\x1b[2J\u202e" + "w" * 300)
    (autosaves_dir() / "nasty.json").write_text(json.dumps(data), encoding="utf-8")
    with open(os.path.join(os.fsencode(saves_dir()), b"bad \xff.json"), "w", encoding="utf-8") as handle:
        handle.write(json.dumps(data))
    with sqlite3.connect(ScoreBook().path) as db:
        db.execute("INSERT INTO high_scores (game, category, score, seed, player, achieved_at)"
                   " VALUES ('khedu', ?, 5, 1, ?, CAST(x'ff' AS TEXT))", ("Li\x00ons", "p\x00"))


def run_events(per_screen: int, seed: int = 7) -> dict:
    from scene_helpers import make_app, random_event
    from test_scenes_smoke import _scene_factories

    _hostile_home()
    tally = {"screens": 0, "events": 0, "exceptions": 0, "hangs": 0}
    failures = []
    for name, factory in sorted(_scene_factories().items()):
        rng = random.Random(f"{seed}-{name}")
        app = make_app()
        scene = factory(app)
        app.stack.reset(scene)
        tally["screens"] += 1
        faulthandler.dump_traceback_later(600, exit=True)  # a hang ends the run with a traceback
        try:
            for i in range(per_screen):
                app.frame(1 / 30, events=[random_event(rng)])
                tally["events"] += 1
                if app.stack.top is not scene or not app.running:
                    app.running = True
                    if name.startswith("match-") and i % 400 == 399:
                        scene = factory(app)
                    app.stack.reset(scene)
                    app.stack.apply_pending()
        except Exception as exc:  # noqa: BLE001
            tally["exceptions"] += 1
            failures.append(f"{name}: {exc!r}"[:200])
        finally:
            faulthandler.cancel_dump_traceback_later()
            app.close()
    tally["failures"] = failures
    return tally


# --- hidden information in views ----------------------------------------------------------------------------
def _flat(value, prefix=(), out=None):
    """A view as {path: leaf} (dataclass fields, sequence indexes and their lengths, dict keys)."""
    out = {} if out is None else out
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _flat(getattr(value, f.name), (*prefix, f.name), out)
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            _flat(item, (*prefix, i), out)
        out[(*prefix, "#len")] = len(value)
    elif isinstance(value, dict):
        for key, item in value.items():
            _flat(item, (*prefix, repr(key)), out)
    else:
        out[prefix] = value
    return out


def _names_seat(path: tuple, seat: int, spectator: dict, seats: int) -> bool:
    """Whether `path` goes through seat `seat`'s entry of a per-seat sequence that a spectator sees too
    (players[seat]..., not a viewer's own `hand`, which is None for a spectator)."""
    return any(step == seat and i > 0 and isinstance(path[i - 1], str)
               and spectator.get((*path[:i], "#len")) == seats for i, step in enumerate(path))


def run_views(games_per_game: int, seed: int = 3) -> dict:
    from baraza.game.registry import available_games, new_match

    tally = {"positions": 0, "checks": 0, "private_fields_compared": 0, "leaks": 0}
    leaks = []
    rng = random.Random(seed)
    for spec in available_games():
        if spec.max_seats < 2:
            continue
        for g in range(games_per_game):
            seats = ["human"] * rng.randint(max(2, spec.min_seats), spec.max_seats)
            match = new_match(spec.name, seats, 1000 + g)
            for _ in range(400):
                if match.is_over():
                    break
                spectator = _flat(match.view(None))
                views = [_flat(match.view(s)) for s in range(len(seats))]
                tally["positions"] += 1
                for owner, own in enumerate(views):
                    private = {p: v for p, v in own.items()
                               if spectator.get(p, own) != v and _names_seat(p, owner, spectator, len(seats))}
                    for other, seen in enumerate(views):
                        if other == owner:
                            continue
                        tally["checks"] += 1
                        tally["private_fields_compared"] += len(private)
                        bad = [p for p, v in private.items() if p in seen and seen[p] == v and spectator.get(p) != v]
                        if bad:
                            tally["leaks"] += 1
                            leaks.append(f"{spec.name} seat {other} sees seat {owner}'s {bad[0]}")
                seat = match.active_seats()[0]
                match.submit(seat, rng.choice(match.legal_actions(seat)))
    tally["failures"] = sorted(set(leaks))[:20]
    return tally


# --- determinism across processes -------------------------------------------------------------------------
REPLAY = r"""
import hashlib, json, sys
from baraza.game.simulate import play_match
game, seats, seed = sys.argv[1], json.loads(sys.argv[2]), int(sys.argv[3])
rec = play_match(game, seats, seed, {})
print(hashlib.sha256(repr([(s, a.to_json()) for s, a in rec.moves]).encode()).hexdigest())
"""


def run_replays(per_game: int) -> dict:
    from baraza.game.registry import available_games
    from baraza.game.simulate import play_match

    env = dict(os.environ)  # the venv has baraza installed (editable)
    tally = {"matches": 0, "identical": 0, "different": []}
    for spec in available_games():
        n = spec.max_seats if spec.min_seats >= 2 else spec.min_seats
        for g in range(per_game):
            seats = ["random"] * n
            seed = 500 + g
            rec = play_match(spec.name, seats, seed, {})
            here = hashlib.sha256(repr([(s, a.to_json()) for s, a in rec.moves]).encode()).hexdigest()
            out = subprocess.run([sys.executable, "-c", REPLAY, spec.name, json.dumps(seats), str(seed)],
                                 capture_output=True, text=True, env=env, timeout=600)
            tally["matches"] += 1
            if out.stdout.strip() == here:
                tally["identical"] += 1
            else:
                tally["different"].append(f"{spec.name} seed {seed}")
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parts = ["mutations", "hostile", "kills", "events", "views", "replays"]
    parser.add_argument("--only", nargs="*", choices=parts, default=parts)
    parser.add_argument("--mutations", type=int, default=4000)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--events", type=int, default=8000, help="random events per screen")
    parser.add_argument("--view-games", type=int, default=10, help="random matches per game for the view check")
    parser.add_argument("--replays", type=int, default=4, help="matches per game replayed in another process")
    args = parser.parse_args()
    runs = {"mutations": lambda: run_mutations(args.mutations), "hostile": run_hostile,
            "kills": lambda: run_kills(args.kills), "events": lambda: run_events(args.events),
            "views": lambda: run_views(args.view_games), "replays": lambda: run_replays(args.replays)}
    result = {}
    for part in args.only:
        start = time.time()
        result[part] = runs[part]()
        result[part]["seconds"] = round(time.time() - start, 1)
        print(json.dumps({part: result[part]}), file=sys.stderr, flush=True)
    print(json.dumps(result, indent=None if args.json else 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
