"""Write a lesson step by step: play a game's tutorial script as far as it goes, then show where it stands.

    python tools/tutorial_author.py kona [--script FILE] [--legal 40]

Prints every step as it plays, then — where the script ends or breaks — whose turn it is and the legal
actions of the active seat in the script's own notation (`{ kind = ..., args = [...] }`), each with the
game's words for it, so the next step can be written by copying a line.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from baraza.game.core.tutorial import TutorialError, TutorialRun, check_tutorial, parse_tutorial, script_text  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402


def toml_action(action) -> str:
    kind, args = json.dumps(action.kind), json.dumps(action.to_json()["args"])
    return f"{{ kind = {kind}, args = {args} }}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--script", help="a script file (default: the shipped one)")
    parser.add_argument("--legal", type=int, default=40, help="how many legal actions to list")
    args = parser.parse_args()
    spec = get_game(args.game)
    text = Path(args.script).read_text(encoding="utf-8") if args.script else script_text(spec)
    if text is None:
        print("no script yet")
        return 1
    try:
        tutorial = parse_tutorial(text, spec)
    except TutorialError as exc:
        print(f"script: {exc}")
        return 2
    problems = check_tutorial(tutorial, spec, min_steps=0)
    for p in problems:
        print("PROBLEM:", p)
    # replay as far as it goes, to show the state there
    match = tutorial.new_match(spec)
    run = TutorialRun(tutorial)
    while not run.finished:
        step = run.step
        print(f"{run.index + 1:2d}. {step.text[:110]}")
        if step.stage is not None:  # a staged position: the lesson moves to its own match here
            match = step.stage.new_match(spec)
            print(f"      (staged: seed {step.stage.seed}, seats {list(step.stage.seats)})")
        if step.do is not None:
            if not match.submit(tutorial.learner, step.do).ok:
                break
            print(f"      do {step.do}: {match.log[-1].text if match.log else ''}")
            run.done_action()
        else:
            run.next()
        while (reply := run.reply_due()) is not None:
            seats = [s for s in match.active_seats() if s != tutorial.learner]
            if not seats or not match.submit(seats[0], reply).ok:
                print(f"      reply {reply} REFUSED")
                return 2
            print(f"      reply {reply}: {match.log[-1].text if match.log else ''}")
            run.reply_played()
    print("\n-- where the script stands --")
    print("log tail:")
    for line in match.log[-8:]:
        print("   ", line.text)
    active = match.active_seats()
    print("active seats:", active, "over:", match.is_over())
    for seat in active:
        legal = match.legal_actions(seat)
        print(f"seat {seat} has {len(legal)} legal actions:")
        for action in legal[: args.legal]:
            print(f"   {toml_action(action):60s} # {match.describe_action(seat, action)}")
    return 0 if not problems else 2


if __name__ == "__main__":
    raise SystemExit(main())
