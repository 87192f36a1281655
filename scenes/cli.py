"""The `baraza` command (also `python -m baraza`).

  baraza                                   the window, on the main menu
  baraza play GAME [--seats ..] [--seed N] straight into a match
  baraza load PATH                         open a save
  baraza simulate GAME --games N ...       headless matches, summary (see game.simulate)
  baraza shot GAME|menu|SCREEN [--seed N] [--after K] [--seats ..] --out FILE.png
  baraza validate PATH                     replay a save: exit 0 if valid, 2 with a reason if not
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from baraza.game.core.agent import parse_seats
from baraza.game.simulate import build_parser as build_simulate_parser
from baraza.game.simulate import main_from_args as simulate_main

SCREENS = ("menu", "select", "settings", "rules", "scores", "load")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="baraza", description="Baraza: a desktop table for four games.")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start a match straight away")
    play.add_argument("game")
    play.add_argument("--seats", default=None)
    play.add_argument("--seed", type=int, default=None)
    load = sub.add_parser("load", help="open a save file")
    load.add_argument("path")
    build_simulate_parser(sub.add_parser("simulate", help="headless matches between seat kinds"))
    shot = sub.add_parser("shot", help="render a scene to a PNG, headless")
    shot.add_argument("target", help="a game name, or one of: " + ", ".join(SCREENS))
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--after", type=int, default=0, help="play this many actions first")
    shot.add_argument("--seats", default=None)
    shot.add_argument("--out", required=True)
    validate = sub.add_parser("validate", help="check that a save replays")
    validate.add_argument("path")
    return parser


def _default_seats(game: str) -> list[str]:
    from baraza.game.registry import get_game

    rules = get_game(game).rules
    n = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
    return ["human"] + ["ai:normal"] * (n - 1)


def _new_match(game: str, seats_text: str | None, seed: int | None):
    import random

    from baraza.game.core.match import Match

    seats = parse_seats(seats_text) if seats_text else _default_seats(game)
    return Match(game, seats, seed if seed is not None else random.randrange(1, 1_000_000))


def cmd_validate(path: str) -> int:
    from baraza.game.persistence.saves import SaveError, load_match

    try:
        match = load_match(Path(path))
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    state = "finished" if match.is_over() else "in progress"
    print(f"valid: {match.rules.title}, {len(match.records)} moves, {state}")
    return 0


def cmd_shot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.shots import render_game, render_screen

    app = App(Settings())
    try:
        if args.target in SCREENS:
            surface = render_screen(app, args.target)
        else:
            seats = parse_seats(args.seats) if args.seats else None
            surface = render_game(app, args.target, args.seed, args.after, seats)
        import pygame

        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(out))
    except (KeyError, ValueError) as exc:
        print(f"cannot render '{args.target}': {exc}", file=sys.stderr)
        return 2
    print(f"wrote {args.out}")
    return 0


def run_window(first=None) -> int:
    from baraza.scenes.app import App

    app = App()
    scene = first(app) if first else None
    app.run(scene)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command is None:
            return run_window()
        if args.command == "simulate":
            return simulate_main(args)
        if args.command == "validate":
            return cmd_validate(args.path)
        if args.command == "shot":
            return cmd_shot(args)
        if args.command == "play":
            match = _new_match(args.game, args.seats, args.seed)
            from baraza.scenes.game_scenes import scene_class

            return run_window(lambda app: scene_class(match.game)(app, match))
        if args.command == "load":
            from baraza.game.persistence.saves import SaveError, load_match

            try:
                match = load_match(Path(args.path))
            except SaveError as exc:
                print(str(exc), file=sys.stderr)
                return 2
            from baraza.scenes.game_scenes import scene_class

            return run_window(lambda app: scene_class(match.game)(app, match, save_path=Path(args.path)))
    except KeyError as exc:
        print(f"unknown game {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
