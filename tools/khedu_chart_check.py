"""How steady Khedu's analysis chart is on a match record: the largest step between neighbouring positions that no
fight result or score change explains, the chart's mean absolute step, and the analysis's CPU seconds.

    .venv/bin/python tools/khedu_chart_check.py tests/khedu/data/s35_khedu18_record.json [--seconds 0.5] [--seat 0]

The chart is `--seat`'s chance of winning before each move and after the last (as the replay draws it).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse, analyser_for
from baraza.game.registry import GAMES, get_game


def explained_steps(record: dict[str, Any]) -> list[bool]:
    """Per move: whether a fight was declared (the judge prices it at its exact odds there) or resolved, or some
    seat's score changed in it (a roll counts as a fight's result): a step the chart may take."""
    rules = get_game("khedu").rules
    state = rules.initial_state(dict(record["options"]), record["seed"], len(record["seats"]))
    out = []
    for m in record["moves"]:
        seat, action = m["seat"], Action.from_json(m["action"])
        in_fight = state.combat is not None
        scores = [rules.final_score(state, s) for s in range(len(record["seats"]))]
        events = rules.apply(state, seat, action) or ()
        fought = action.kind == "roll" or any(e.kind == "combat_result" for e in events) \
            or (state.combat is not None and not in_fight)
        out.append(fought or scores != [rules.final_score(state, s) for s in range(len(record["seats"]))])
    return out


def chart_numbers(chart: list[float], explained: list[bool]) -> tuple[float, int, float]:
    """(the largest unexplained step, the move it follows (0-based), the mean absolute step)."""
    steps = [abs(b - a) for a, b in zip(chart, chart[1:], strict=False)]
    free = [(s, i) for i, s in enumerate(steps) if not explained[i]]
    top = max(free) if free else (0.0, -1)
    return top[0], top[1], sum(steps) / max(1, len(steps))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record")
    parser.add_argument("--seconds", type=float, default=0.5)
    parser.add_argument("--seat", type=int, default=0)
    args = parser.parse_args()
    record = json.loads(Path(args.record).read_text())
    rules = get_game("khedu").rules
    moves = [(m["seat"], Action.from_json(m["action"])) for m in record["moves"]]
    cpu = time.process_time()
    judged = analyse(rules, dict(record["options"]), record["seed"], len(record["seats"]), moves,
                     analyser_for(GAMES["khedu"], args.seconds))
    cpu = time.process_time() - cpu
    chart = [j.chances_before[args.seat] for j in judged] + [judged[-1].chances_after[args.seat]]
    top, at, mean = chart_numbers(chart, explained_steps(record))
    marks = [f"{j.ply}:{j.mark}" for j in judged if j.mark]
    print(json.dumps({"largest_unexplained_step": round(top, 3), "after_move": at + 1, "mean_abs_step": round(mean, 4),
                      "cpu_seconds": round(cpu, 1), "marks": marks,
                      "chart": [round(c, 2) for c in chart]}))


if __name__ == "__main__":
    main()
