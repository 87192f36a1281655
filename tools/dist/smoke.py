"""Smoke-test a built bundle the way a player's machine would run it (used by `make dist`).

    python tools/dist/smoke.py dist/bundle/baraza

Runs, from another folder and with a fresh BARAZA_HOME: `baraza-cli version`, `games` (the games the bundle
holds, read from its registry), `shot menu`, a shot of every game's table and of the rules screen (each reads
its data from inside the bundle), `simulate GAME --games 2 --json` for the first game and `selftest` (one AI
move through the worker process). Exits non-zero on the first failure.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path


def main() -> int:
    folder = Path(sys.argv[1]).resolve()
    exe = folder / ("baraza-cli.exe" if os.name == "nt" else "baraza-cli")
    if not exe.exists():
        print(f"no {exe.name} in {folder}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="baraza-smoke-") as tmp:
        env = {**os.environ, "BARAZA_HOME": tmp, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        listed = subprocess.run([str(exe), "games"], cwd=tmp, env=env, capture_output=True, text=True, timeout=300)
        games = [line.split("\t")[0] for line in listed.stdout.splitlines() if line.strip()]
        print(f"$ baraza-cli games\n{listed.stdout.strip()}{listed.stderr.strip()}")
        if listed.returncode != 0 or not games:
            print("the bundle lists no games", file=sys.stderr)
            return 1
        shot = Path(tmp) / "menu.png"
        checks = [
            ["version"],
            ["shot", "menu", "--out", str(shot)],
            *(["shot", game, "--after", "6", "--out", str(Path(tmp) / f"{game}.png")] for game in games),
            ["shot", "rules", "--out", str(Path(tmp) / "rules.png")],
            ["simulate", games[0], "--games", "2", "--json"],
            ["selftest"],
        ]
        for args in checks:
            out = subprocess.run([str(exe), *args], cwd=tmp, env=env, capture_output=True, text=True, timeout=300)
            print(f"$ baraza-cli {' '.join(args)}\n{out.stdout.strip()}{out.stderr.strip()}")
            if out.returncode != 0:
                print(f"FAILED ({out.returncode})", file=sys.stderr)
                return 1
            if args[0] == "simulate" and json.loads(out.stdout)["games"] != 2:
                return 1
        if not shot.exists() or shot.stat().st_size < 1000:
            print("the menu shot is missing", file=sys.stderr)
            return 1
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
