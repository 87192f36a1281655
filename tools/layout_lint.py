"""Render every screen and every game's table in many states and report text that overflows its box,
overlaps other text, or is smaller than the 14 px minimum (at the 1280×720 logical size).

    python tools/layout_lint.py --json            one JSON line: states, overflows, overlaps, too_small, ...
    python tools/layout_lint.py                   the same, readable, with the first findings per state
    python tools/layout_lint.py --game kona        one game's tables only

`too_small` counts texts on the screen under 14 px; `too_small_in_pictures` counts the different texts under
14 px rendered into a picture first (a card face, a cached board layer), which the screen audit cannot place.

States: the menus and screens; each game's setup; each game at its start, middle and end for every seat count
it allows (the end shows the results dialog), the pause menu over a table, and the colour-blind palette.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def seat_counts(spec) -> list[int]:
    return list(range(spec.min_seats, spec.max_seats + 1))


def states(games: list[str] | None):
    """(name, build) pairs; build(app) puts the scene on the stack."""
    from baraza.game.registry import available_games, new_match
    from baraza.scenes.screens.game_select import GameSelectScene
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.screens.rules import RulesScene
    from baraza.scenes.screens.scores import ScoresScene
    from baraza.scenes.screens.settings import SettingsScene
    from baraza.scenes.screens.setup import SetupScene
    from baraza.scenes.shots import play_actions
    from baraza.scenes.table.launch import playable_games, scene_class

    if not games:
        for name, scene in (("menu", MainMenuScene), ("select", GameSelectScene), ("settings", SettingsScene),
                            ("scores", ScoresScene), ("load", LoadScene)):
            yield name, lambda app, s=scene: app.stack.reset(s(app))
        for spec in available_games():
            yield f"rules/{spec.name}", lambda app, n=spec.name: app.stack.reset(RulesScene(app, n))
    for spec in playable_games():
        if games and spec.name not in games:
            continue
        yield f"setup/{spec.name}", lambda app, s=spec: app.stack.reset(SetupScene(app, s))
        for n in seat_counts(spec):
            seats = ["human"] + ["ai:easy"] * (n - 1)
            for stage in ("start", "middle", "end"):

                def build(app, spec=spec, seats=seats, stage=stage):
                    match = new_match(spec.name, seats, 7)
                    if stage == "middle":
                        play_actions(match, _middle(spec.name, match))
                    elif stage == "end":
                        play_actions(match, 100_000)
                    scene = scene_class(spec.name)(app, match)
                    app.stack.reset(scene)
                    app.stack.apply_pending()
                    scene.ai.close()

                yield f"{spec.name}/{n} seats/{stage}", build

        def paused(app, spec=spec):
            from baraza.scenes.screens.pause import PauseScene

            n = spec.max_seats if spec.min_seats >= 2 else spec.min_seats
            match = new_match(spec.name, ["human"] + ["ai:easy"] * (n - 1), 5)
            scene = scene_class(spec.name)(app, match)
            app.stack.reset(scene)
            app.stack.apply_pending()
            scene.ai.close()
            app.stack.push(PauseScene(app, scene))

        yield f"{spec.name}/pause", paused

        def colour_blind(app, spec=spec):
            app.settings.colour_blind = True
            match = new_match(spec.name, ["human"] * spec.max_seats, 3)
            play_actions(match, _middle(spec.name, match))
            scene = scene_class(spec.name)(app, match)
            app.stack.reset(scene)
            app.stack.apply_pending()
            scene.ai.close()

        yield f"{spec.name}/colour-blind", colour_blind


def _middle(game: str, match) -> int:
    """About half a match's length in actions, measured on a copy played to the end."""
    from baraza.game.registry import new_match
    from baraza.scenes.shots import play_actions

    probe = new_match(game, list(match.seats), match.seed, dict(match.options))
    play_actions(probe, 100_000)
    return max(1, len(probe.records) // 2)


def run(games: list[str] | None = None, limit: int | None = None) -> dict:
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.ui.text_audit import TextAudit

    report = {"states": 0, "overflows": 0, "overlaps": 0, "too_small": 0, "too_small_in_pictures": 0, "errors": [],
              "findings": {}}
    for name, build in states(games):
        if limit is not None and report["states"] >= limit:
            break
        app = App(Settings(animation_speed="instant"))
        audit = TextAudit(app)
        try:
            build(app)
            for _ in range(8):  # let dialogs that follow a finished match come up
                app.frame(0.25, events=[])
            for _ in range(2):
                top = app.stack.top
                if hasattr(top, "animations"):
                    top.animations.skip()
                found = audit.frame()
            # the picker's and the Load list's pictures are tables shrunk to thumbnails, audited full size
            hidden = audit.small_off_screen() if name not in ("select", "load") else []
        except Exception as exc:  # noqa: BLE001 - a lint reports a scene that fails to draw and goes on
            report["errors"].append(f"{name}: {exc!r}")
            continue
        finally:
            audit.close()
        report["states"] += 1
        counts = Counter(f.kind for f in found)
        report["overflows"] += counts["overflow"]
        report["overlaps"] += counts["overlap"]
        report["too_small"] += counts["too_small"]
        report["too_small_in_pictures"] += len(hidden)
        if found or hidden:
            report["findings"][name] = [f.as_json() for f in found + hidden]
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--game", action="append", default=None, help="only this game's states (may repeat)")
    parser.add_argument("--limit", type=int, default=None, help="stop after this many states")
    parser.add_argument("--details", action="store_true", help="with --json: include every finding")
    args = parser.parse_args(argv)
    home = tempfile.mkdtemp(prefix="baraza-lint-")
    os.environ["BARAZA_HOME"] = home
    try:
        report = run(args.game, args.limit)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if args.json:
        out = dict(report)
        if not args.details:
            out["findings"] = {name: len(items) for name, items in report["findings"].items()}
        print(json.dumps(out))
    else:
        print(f"{report['states']} states: {report['overflows']} overflows, {report['overlaps']} overlaps, "
              f"{report['too_small']} too small, {report['too_small_in_pictures']} too small in pictures, "
              f"{len(report['errors'])} errors")
        for name, items in report["findings"].items():
            print(f"  {name}: {len(items)}")
            for item in items[:4]:
                extra = f" (over '{item['other']}')" if item["other"] else ""
                print(f"    {item['kind']}: '{item['text'][:60]}' at {item['rect']}{extra}")
        for err in report["errors"]:
            print(f"  error: {err}")
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
