"""`baraza analyse FILE`: every move of a saved match judged (game.core.analysis), one JSON line a move.

FILE is a save (as the window or `simulate --save-dir` writes) or a match record; it is read and replayed
with the same checks as loading, so a damaged or edited file is refused with one line (exit 2). Each move
prints `{ply, seat, action, p_before, p_after, best, mark}` (a solo run adds its expected final score,
`score_before` and `score_after`); the last line is the summary per seat.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from baraza.game.core.analysis import analyse, analyser_for, summary
from baraza.game.persistence.history import match_from_file
from baraza.game.persistence.text import escaped
from baraza.game.registry import GAMES

MAX_SECONDS = 30.0


def build_parser(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    parser.add_argument("path", help="a save file or a match record")
    parser.add_argument("--seconds", type=float, default=0.5, help="CPU seconds to judge each position (default 0.5)")
    parser.add_argument("--json", action="store_true", help="one JSON line per move, then a summary line")
    return parser


def run(path: Path, seconds: float, as_json: bool, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out, err = out or sys.stdout, err or sys.stderr
    if not 0.01 <= seconds <= MAX_SECONDS:
        print(f"--seconds must be between 0.01 and {MAX_SECONDS:g}", file=err)
        return 2
    try:
        match = match_from_file(path)
    except ValueError as exc:
        print(escaped(exc), file=err)
        return 2
    analyser = analyser_for(GAMES[match.game], seconds)
    judgements = analyse(match.rules, match.options, match.seed, len(match.seats), match.moves, analyser)
    for j in judgements:
        data = j.to_json()
        if as_json:
            for extra in ("action_json", "chances_before", "chances_after"):
                data.pop(extra)
            for extra in ("score_before", "score_after"):  # a solo run's expected score, else not said
                if data[extra] is None:
                    data.pop(extra)
            out.write(json.dumps(data) + "\n")
        else:
            mark = f"  [{j.mark}; better: {j.best}]" if j.mark else ""
            out.write(f"{j.ply:4d}  seat {j.seat + 1}  {j.action:<32} {j.p_before:5.2f} -> {j.p_after:5.2f}{mark}\n")
    total = summary(judgements, len(match.seats))
    out.write((json.dumps(total) if as_json else _summary_text(total)) + "\n")
    return 0


def _summary_text(total: dict) -> str:
    return "\n".join(f"seat {s['seat'] + 1}: {s['inaccuracies']} inaccuracies, {s['mistakes']} mistakes, "
                     f"{s['blunders']} blunders over {s['moves']} moves" for s in total["seats"])


def main_from_args(args: argparse.Namespace) -> int:
    return run(Path(args.path), args.seconds, args.json)
