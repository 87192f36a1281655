"""Write the files an earlier Baraza release wrote, for the old-release corpus (tests/fixtures/old/).

Run it with an OLD checkout first on the path, so that release's own code writes the files:

    git worktree add --detach /tmp/rel-7f90cf1 7f90cf1
    PYTHONPATH=/tmp/rel-7f90cf1 .venv/bin/python tools/old_files.py --out tests/fixtures/old/7f90cf1

For every game that release registers it writes, with that release's default options and seat kinds:
`saves/` an unfinished and a finished save, `autosaves/` an unfinished autosave, `history/` a finished match
record (where the release kept match records; a solo match's record for games with a score key), and
`config/settings.json`. Only APIs every release since the first saves has are used; what a release lacks
is skipped. Kept small on purpose: a few files a game, each a few KB.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
from pathlib import Path
from typing import Any

UNFINISHED_PLIES = 14  # deep enough that options such as a first-move rule have been played
SEED = 11


def _play(match: Any, plies: int | None, rng: random.Random) -> None:
    """Random legal moves until the match ends (plies None) or `plies` moves were made."""
    made = 0
    while not match.is_over() and (plies is None or made < plies):
        seat = match.active_seats()[0]
        match.submit(seat, rng.choice(match.legal_actions(seat)))
        made += 1


def _seats(spec: Any, solo: bool) -> list[str]:
    if solo:
        return ["human"]
    count = max(2, spec.rules.min_seats)
    return ["human"] + ["ai:easy"] * (count - 1)


def _new_match(registry: Any, name: str, seats: list[str]) -> Any:
    spec = registry.get_game(name)
    return registry.new_match(name, seats, SEED, spec.check_options({}))


def _write_saves(name: str, registry: Any, out: Path) -> None:
    saves = importlib.import_module("baraza.game.persistence.saves")
    spec = registry.get_game(name)
    rng = random.Random(SEED)
    unfinished = _new_match(registry, name, _seats(spec, False))
    _play(unfinished, UNFINISHED_PLIES, rng)
    (out / "saves").mkdir(parents=True, exist_ok=True)
    (out / "autosaves").mkdir(parents=True, exist_ok=True)
    saves.write_save(unfinished, out / "saves" / f"{name}-unfinished.json")
    saves.write_save(unfinished, out / "autosaves" / f"{name}-autosave.json")
    finished = _new_match(registry, name, _seats(spec, False))
    _play(finished, None, rng)
    saves.write_save(finished, out / "saves" / f"{name}-finished.json")


def _write_records(name: str, registry: Any, out: Path) -> None:
    try:
        history = importlib.import_module("baraza.game.persistence.history")
    except ImportError:
        return  # the release kept no match records
    spec = registry.get_game(name)
    rng = random.Random(SEED + 1)
    folder = out / "history"
    folder.mkdir(parents=True, exist_ok=True)
    finished = _new_match(registry, name, _seats(spec, False))
    _play(finished, None, rng)
    history.write_match(finished, folder)
    if spec.rules.min_seats == 1:
        runs = importlib.import_module("baraza.game.persistence.runs")
        solo = _new_match(registry, name, _seats(spec, True))
        _play(solo, None, rng)
        if solo.score_key() is not None:
            runs.write_record(runs.record_data(solo), folder / f"{name}-solo-run.json")


def _write_settings(out: Path) -> None:
    settings = importlib.import_module("baraza.game.persistence.settings")
    (out / "config").mkdir(parents=True, exist_ok=True)
    defaults, _ = settings.load_settings(out / "config" / "missing.json")
    settings.save_settings(defaults, out / "config" / "settings.json")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="the release's folder in the corpus")
    parser.add_argument("--release", required=True, help="the commit of the checkout on the path")
    args = parser.parse_args(argv)
    registry = importlib.import_module("baraza.game.registry")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in registry.game_names():
        _write_saves(name, registry, out)
        _write_records(name, registry, out)
    _write_settings(out)
    (out / "release.json").write_text(json.dumps({"release": args.release, "games": registry.game_names()},
                                                 indent=1) + "\n")
    print(f"wrote {sum(1 for p in out.rglob('*') if p.is_file())} files to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
