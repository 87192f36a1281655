"""The `baraza` command (also `python -m baraza`).

  baraza                                   the window, on the main menu
  baraza play GAME [--seats ..] [--seed N] straight into a match
  baraza play GAME --code CODE             a solo deal from its code
  baraza daily [--date YYYY-MM-DD] [--json] the day's solo deal
  baraza load PATH                         open a save
  baraza simulate GAME --games N ...       headless matches, summary (see game.simulate)
  baraza shot GAME|menu|SCREEN [--seed N] [--after K] [--seats ..] --out FILE.png
  baraza validate PATH                     replay a save: exit 0 if valid, 2 with a reason if not
  baraza tutorial GAME [--auto --out DIR]  the game's guided lesson; --auto clicks through it headless
  baraza analyse FILE [--json]             every move of a saved match judged (see game.analyse)
  baraza replay FILE                       a match record or save, move by move in the replay viewer
  baraza import FILE                       check a match record and add it to the history
  baraza host GAME --seats human,remote    host a table others join over the network (see game.net.commands)
  baraza join ADDRESS --code CODE          join a hosted table
  baraza serve --nats URL [--port P]       serve tables headless, logs in NATS JetStream (docs/serving.md)
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from baraza.game.analyse import build_parser as build_analyse_parser
from baraza.game.analyse import main_from_args as analyse_main
from baraza.game.net.commands import build_host_parser, build_join_parser, build_serve_parser
from baraza.game.simulate import build_parser as build_simulate_parser
from baraza.game.simulate import main_from_args as simulate_main

SCREENS = ("menu", "select", "game_select", "settings", "keys", "rules", "glossary", "scores", "load", "daily",
           "calendar", "history", "run", "code")


def one_line(text: object) -> str:
    """`text` for one line of the terminal: line breaks and other control characters shown escaped."""
    from baraza.game.persistence.text import escaped

    return escaped(text)


class Refused(ValueError):
    """An argument refused at the door; str() is the one line said."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a refused value (which may hold a line break) is echoed on one line."""

    def error(self, message: str):  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def check_seed(seed: int | None, games: int = 1) -> None:
    """The loader's seed range (saves.seed_ok), checked before a match starts: a seed it would refuse makes
    an autosave that never loads."""
    from baraza.game.persistence.saves import MAX_SEED, seed_ok

    if seed is None:
        return
    if games < 1:
        raise Refused(f"--games must be at least 1 (got {games})")
    if not (seed_ok(seed) and seed_ok(seed + games - 1)):
        raise Refused(f"seed {seed} is out of range (seeds run from {-MAX_SEED + 1} to {MAX_SEED - 1 - (games - 1)})")


def check_output_file(text: str) -> Path:
    """--out FILE: refused in one line when it is a folder, a device or anything but a regular file, or when
    its folder cannot be made."""
    import stat

    path = Path(text)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise Refused(f"cannot write {one_line(text)}: {exc.strerror or exc}") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        raise Refused(f"cannot write {one_line(text)}: it is {kind}; give a file name such as shot.png")
    check_output_folder(str(path.parent) if str(path.parent) else ".")
    return path


def check_output_folder(text: str) -> Path:
    """--out DIR / --save-dir DIR: made now (with its parents), or refused in one line."""
    path = Path(text)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise Refused(f"cannot make the folder {one_line(text)}: {exc.strerror or exc}") from None
    if not path.is_dir():
        raise Refused(f"cannot use {one_line(text)} as a folder: it is a file")
    if not os.access(path, os.W_OK):
        raise Refused(f"cannot write in the folder {one_line(text)}: permission denied")
    return path


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="baraza", description="Baraza: a desktop game table.")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="start a match straight away")
    play.add_argument("game")
    play.add_argument("--seats", default=None)
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a setup option, may repeat")
    play.add_argument("--code", default=None, help="a solo deal's code (from a result or a friend)")
    daily = sub.add_parser("daily", help="the day's solo deal")
    daily.add_argument("--date", default=None, help="YYYY-MM-DD (default: today)")
    daily.add_argument("--game", default=None, help="a game with daily deals (default: the first)")
    daily.add_argument("--json", action="store_true", help="one JSON line: date, code, clan, seed, options")
    load = sub.add_parser("load", help="open a save file")
    load.add_argument("path")
    build_simulate_parser(sub.add_parser("simulate", help="headless matches between seat kinds"))
    shot = sub.add_parser("shot", help="render a scene to a PNG, headless")
    shot.add_argument("target", help="a game name, or one of: " + ", ".join(SCREENS))
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--after", type=int, default=0, help="play this many actions first")
    shot.add_argument("--seats", default=None)
    shot.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a setup option, may repeat")
    shot.add_argument("--text-size", type=int, default=100, choices=(100, 125, 150),
                      help="the text size in per cent, as Settings offers (renders at 150 %% by hand)")
    shot.add_argument("--out", required=True)
    lesson = sub.add_parser("tutorial", help="the game's guided first match")
    lesson.add_argument("game")
    lesson.add_argument("--auto", action="store_true", help="run it headless, pressing each spot it lights")
    lesson.add_argument("--out", default=None, help="with --auto: write one PNG per step here")
    validate = sub.add_parser("validate", help="check that a save replays")
    validate.add_argument("path")
    build_analyse_parser(sub.add_parser("analyse", help="judge every move of a saved match"))
    replay = sub.add_parser("replay", help="a match record or save in the replay viewer")
    replay.add_argument("path")
    importing = sub.add_parser("import", help="check a match record and add it to the history")
    importing.add_argument("path")
    build_host_parser(sub.add_parser("host", help="host a table that others join over the network"))
    build_join_parser(sub.add_parser("join", help="join a table hosted on another machine"))
    build_serve_parser(sub.add_parser("serve", help="serve tables headless, their logs in NATS JetStream"))
    sub.add_parser("selftest", help="check that the AI worker process starts and answers (for bundles)")
    sub.add_parser("version", help="print the version")
    sub.add_parser("games", help="the installed games, one a line: name, then title")
    return parser


def match_setup(game: str, seats_text: str | None, option_pairs: list[str]) -> tuple[list[str], dict]:
    """Seats and options from the command line, checked against the game's spec (ValueError: one line)."""
    from baraza.game.registry import UnknownGame, get_game
    from baraza.game.simulate import parse_options, parse_seat_list

    try:
        spec = get_game(game)
    except (UnknownGame, ImportError):
        raise ValueError(f"unknown game '{game}'") from None
    if seats_text:
        seats = parse_seat_list(spec, seats_text)
    else:
        n = spec.max_seats if spec.min_seats >= 2 else spec.min_seats
        seats = ["human"] + ["ai:normal"] * (n - 1)
    return seats, parse_options(spec, option_pairs)


def _new_match(game: str, seats_text: str | None, seed: int | None, option_pairs: list[str]):
    import random

    from baraza.game.registry import new_match

    seats, options = match_setup(game, seats_text, option_pairs)
    return new_match(game, seats, seed if seed is not None else random.randrange(1, 1_000_000), options)


def _code_match(game: str, code: str, seats_text: str | None, seed: int | None, option_pairs: list[str]):
    """The solo match a deal code names (ValueError with the reason when it names none)."""
    from baraza.game.persistence.runs import solo_plugin
    from baraza.game.registry import UnknownGame, get_game, new_match

    try:
        spec = get_game(game)
    except (UnknownGame, ImportError):
        raise ValueError(f"unknown game '{game}'") from None
    plugin = solo_plugin(spec)
    if plugin is None:
        raise ValueError(f"{spec.title} has no deal codes")
    if seed is not None or option_pairs or (seats_text and seats_text != "human"):
        raise ValueError("--code names the whole deal: leave out --seed, --option and --seats")
    try:
        options, code_seed = plugin.deal_of_code(code)
    except ValueError as exc:
        raise ValueError(f"the code {code!r} names no deal: {exc}") from None
    return new_match(game, ["human"], code_seed, spec.check_options(options))


def cmd_daily(args: argparse.Namespace) -> int:
    import json
    from datetime import date

    from baraza.game.persistence.runs import solo_plugin
    from baraza.game.registry import UnknownGame, available_games, get_game

    if args.game:
        try:
            specs = [get_game(args.game)]
        except (UnknownGame, ImportError):
            raise ValueError(f"unknown game '{args.game}'") from None
    else:
        specs = available_games()
    plugins = [(spec, solo_plugin(spec)) for spec in specs]
    plugins = [(spec, p) for spec, p in plugins if p is not None and hasattr(p, "today_deal")]
    if not plugins:
        raise ValueError("no game here has daily deals" if not args.game else f"{args.game} has no daily deals")
    try:
        day = date.fromisoformat(args.date) if args.date else date.today()
    except ValueError:
        raise ValueError(f"--date takes YYYY-MM-DD, not {args.date!r}") from None
    spec, plugin = plugins[0]
    deal = {k: v for k, v in plugin.today_deal(day).items() if k != "label"}
    if args.json:
        print(json.dumps(deal))
    else:
        print(f"{spec.title} daily deal of {deal['date']}: {plugin.deal_label(deal['options'])}, code {deal['code']} "
              f"(baraza play {spec.name} --code {deal['code']})")
    return 0


def cmd_validate(path: str) -> int:
    from baraza.game.persistence.saves import SaveError, load_match

    try:
        match = load_match(Path(path))
    except SaveError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - validate answers in one line, whatever the file holds
        print(f"{Path(path).name} cannot be checked ({exc.__class__.__name__})", file=sys.stderr)
        return 2
    state = "finished" if match.is_over() else "in progress"
    print(f"valid: {match.rules.title}, {len(match.records)} moves, {state}")
    return 0


def cmd_record(command: str, path: Path) -> int:
    """`replay FILE` opens the viewer on a record or save; `import FILE` adds a checked record to the history."""
    from baraza.game.persistence import history

    try:
        if command == "import":
            entry = history.import_record(path)
            print(one_line(f"imported: {entry.game}, {entry.move_count} moves, as {entry.path.name}"))
            print("The seats as the record states them (its moves cannot show who played; check them):")
            for line in history.seat_lines(entry):
                print(one_line(f"  {line}"))
            return 0
        match = history.match_from_file(path)
    except (OSError, ValueError) as exc:
        print(one_line(exc) if str(exc) else one_line(f"{path.name} cannot be read"), file=sys.stderr)
        return 2
    return run_window(lambda app: app.make_screen("replay", match, title=path.name, origin=path.name))


def cmd_shot(args: argparse.Namespace) -> int:
    out = check_output_file(args.out)
    check_seed(args.seed)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.shots import render_game, render_screen
    from baraza.scenes.shots_history import HISTORY_SHOTS, render_history_screen

    app = App(Settings(text_scale=args.text_size))  # a shot never reads the player's settings: same picture anywhere
    try:
        if args.target in HISTORY_SHOTS:  # the solo run history's screens, over a sample month of runs
            surface = render_history_screen(app, args.target)
        elif args.target in SCREENS:
            surface = render_screen(app, args.target)
        else:
            seats, options = match_setup(args.target, args.seats, args.option)
            surface = render_game(app, args.target, args.seed, args.after, seats, options)
        import pygame

        tmp = out.with_name(f".{out.name}.{os.getpid()}.tmp.png")
        try:
            pygame.image.save(surface, str(tmp))
            os.replace(tmp, out)
        except (OSError, pygame.error) as exc:
            tmp.unlink(missing_ok=True)
            raise Refused(f"cannot write {one_line(args.out)}: {getattr(exc, 'strerror', None) or exc}") from None
    except (KeyError, ValueError) as exc:
        if isinstance(exc, Refused):
            raise
        print(one_line(f"cannot render '{args.target}': {exc}"), file=sys.stderr)
        return 2
    print(one_line(f"wrote {args.out}"))
    return 0


def cmd_selftest() -> int:
    """One AI move asked of the worker process, as the window does: proves a bundle can spawn its worker."""
    import time

    from baraza.game.registry import available_games, new_match
    from baraza.scenes.table.ai_runner import AIRunner

    spec = available_games()[0]  # the first game in the menu
    kind = f"ai:{spec.ai_levels[0]}"
    match = new_match(spec.name, [kind] * max(2, spec.min_seats), 1)
    seat = match.active_seats()[0]
    runner = AIRunner()
    try:
        runner.request(match.game, kind, seat, match.seed, match.view(seat), match.legal_actions(seat))
        deadline = time.monotonic() + 60
        result = None
        while result is None and time.monotonic() < deadline:
            result = runner.poll()
            time.sleep(0.02)
    finally:
        runner.close()
    if result is None or result.action is None:
        print(f"selftest: no AI answer ({result.error if result else 'timed out'})", file=sys.stderr)
        return 1
    if runner.fallback_reason:
        print(f"selftest: the AI answered on a thread: {runner.fallback_reason}", file=sys.stderr)
        return 1
    print(f"selftest: the AI worker process answered {result.action} in {result.seconds * 1000:.0f} ms")
    return 0


def cmd_tutorial(args: argparse.Namespace) -> int:
    from baraza.game.core.tutorial import TutorialError, load_tutorial
    from baraza.game.registry import get_game
    from baraza.scenes.table.tutorial import lesson_table

    spec = get_game(args.game)
    try:
        if load_tutorial(spec) is None:
            raise ValueError(f"{spec.title} has no lesson yet")
    except TutorialError as exc:
        raise ValueError(f"the {spec.title} lesson cannot be read: {exc}") from None
    if not args.auto:
        if args.out:
            raise ValueError("--out goes with --auto")
        return run_window(lambda app: lesson_table(app, args.game))
    if args.out:
        check_output_folder(args.out)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from baraza.game.persistence.settings import Settings
    from baraza.scenes.app import App
    from baraza.scenes.table.tutorial_auto import run_lesson

    app = App(Settings())
    app.strict = True
    result = run_lesson(app, args.game, Path(args.out) if args.out else None)
    where = f"; pictures in {args.out}" if args.out else ""
    if not result.ok:
        print(f"lesson stopped at {result.problem}{where}", file=sys.stderr)
        return 1
    print(f"lesson ran to its end: {result.steps_done} steps{where}")
    return 0


VALUE_OPTIONS = ("--code",)  # options whose value may itself begin with "-" (a mistyped code)


def _joined_values(argv: list[str]) -> list[str]:
    """`--code -ABC` as `--code=-ABC`: argparse would take "-ABC" for an option and answer with its usage,
    where the code's own reason is the useful answer."""
    out: list[str] = []
    index = 0
    while index < len(argv):
        word = argv[index]
        if word in VALUE_OPTIONS and index + 1 < len(argv) and argv[index + 1].startswith("-") \
                and argv[index + 1] != "--":
            out.append(f"{word}={argv[index + 1]}")
            index += 2
            continue
        out.append(word)
        index += 1
    return out


def run_window(first=None) -> int:
    from baraza.scenes.app import App

    app = App()
    scene = first(app) if first else None
    app.run(scene)
    return 0


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # first of all: a frozen AI worker must not parse the command line
    args = _parser().parse_args(_joined_values(sys.argv[1:] if argv is None else list(argv)))
    try:
        if args.command is None:
            return run_window()
        if args.command == "simulate":
            match_setup(args.game, args.seats, args.option)  # seats and options refused here in one line
            check_seed(args.seed, args.games)
            if args.save_dir:
                check_output_folder(args.save_dir)
            return simulate_main(args)
        if args.command == "validate":
            return cmd_validate(args.path)
        if args.command == "analyse":
            return analyse_main(args)
        if args.command in ("replay", "import"):
            return cmd_record(args.command, Path(args.path))
        if args.command in ("host", "join", "serve"):
            from baraza.game.net import commands

            if args.command == "serve":
                return commands.serve_main(args)
            if args.command == "join":
                return commands.join_main(args)
            options = match_setup(args.game, None, args.option)[1] if args.game and not args.resume else {}
            return commands.host_main(args, options)
        if args.command == "selftest":
            return cmd_selftest()
        if args.command == "version":
            from baraza import __version__

            print(f"baraza {__version__}")
            return 0
        if args.command == "games":
            from baraza.scenes.table.launch import playable_games

            for spec in playable_games():  # what New game shows: plugin games included
                print(f"{spec.name}\t{spec.title}")
            return 0
        if args.command == "shot":
            return cmd_shot(args)
        if args.command == "tutorial":
            return cmd_tutorial(args)
        if args.command == "daily":
            return cmd_daily(args)
        if args.command == "play":
            check_seed(args.seed)
            if args.code is not None:
                match = _code_match(args.game, args.code, args.seats, args.seed, args.option)
            else:
                match = _new_match(args.game, args.seats, args.seed, args.option)
            from baraza.scenes.table.launch import scene_class

            return run_window(lambda app: scene_class(match.game)(app, match))
        if args.command == "load":
            from baraza.game.persistence.saves import SaveError, load_match

            try:
                match = load_match(Path(args.path))
            except SaveError as exc:
                print(one_line(exc), file=sys.stderr)
                return 2
            from baraza.scenes.table.launch import scene_class

            return run_window(lambda app: scene_class(match.game)(app, match, save_path=Path(args.path)))
    except KeyError as exc:
        print(one_line(f"unknown game {exc}"), file=sys.stderr)
        return 2
    except ValueError as exc:
        print(one_line(exc), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
