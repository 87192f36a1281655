"""Headless matches between seat kinds: the AI arena behind `baraza simulate`.

Seats rotate from game to game (game g starts with the seat list rotated by g), so who moves first
alternates; wins are counted per seat *kind position* in the list the caller gave.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.spec import GameSpec
from baraza.game.registry import get_game

MAX_ACTIONS = 20_000  # a guard against a rules bug that never ends a match


@dataclass
class MatchRecord:
    """One finished headless match, enough to write its save file."""

    game: str
    options: dict
    seed: int
    seats: list[str]
    moves: list[tuple[int, Action]]
    winners: tuple[int, ...]
    scores: tuple[float, ...]
    turns: int
    seconds: float
    think_seconds: dict[int, list[float]] = field(default_factory=dict)
    tallies: dict[str, dict[str, int]] = field(default_factory=dict)  # the rules' result_tallies


def play_match(
    game: str,
    seats: list[str],
    seed: int,
    options: dict | None = None,
    max_actions: int = MAX_ACTIONS,
    prepare: Callable[[Any], None] | None = None,
) -> MatchRecord:
    """Play one match to the end with the given seat kinds ('human' plays randomly here). `prepare` is
    called on each agent before play (the ladder uses it to put time budgets on the CPU clock)."""
    entry = get_game(game)
    rules = entry.rules
    opts = {**rules.default_options(), **(options or {})}
    kinds = ["random" if k == "human" else k for k in seats]
    agents = [entry.make_agent(kind, seat, seed) for seat, kind in enumerate(kinds)]
    if prepare is not None:
        for agent in agents:
            prepare(agent)
    state = rules.initial_state(opts, seed, len(seats))
    moves: list[tuple[int, Action]] = []
    think: dict[int, list[float]] = {seat: [] for seat in range(len(seats))}
    # The loop is the arena's hot path (random games of the longer games run millions of actions): bind
    # what it calls.
    is_terminal, active_seats, legal_actions = rules.is_terminal, rules.active_seats, rules.legal_actions
    apply, view_of, clock = rules.apply, rules.view, time.perf_counter
    start = clock()
    while not is_terminal(state):
        if len(moves) >= max_actions:
            raise RuntimeError(f"{game} seed {seed}: no end after {max_actions} actions")
        seat = active_seats(state)[0]
        legal = legal_actions(state, seat)
        agent = agents[seat]
        if agent.picks_from_legal:
            action = agent.choose(rules, None, seat, legal)  # an item of `legal` by construction
        else:
            t0 = clock()
            view = view_of(state, seat) if agent.needs_view else None
            action = agent.choose(rules, view, seat, legal)
            think[seat].append(clock() - t0)
            if action not in legal:
                raise RuntimeError(f"{game} seed {seed}: seat {seat} chose illegal {action}")
        apply(state, seat, action)
        moves.append((seat, action))
    result = rules.result(state)
    return MatchRecord(
        game, opts, seed, list(seats), moves, result.winners, result.scores,
        rules.turn_number(state), time.perf_counter() - start, think, rules.result_tallies(state),
    )


def run_arena(
    game: str,
    seats: list[str],
    games: int,
    seed: int = 1,
    options: dict | None = None,
    on_match: Callable[[MatchRecord], None] | None = None,
    prepare: Callable[[Any], None] | None = None,
) -> dict[str, Any]:
    """Play `games` matches and summarise them (the `baraza simulate --json` object); `prepare` as in
    `play_match`."""
    n = len(seats)
    wins = [0] * n
    draws = 0
    first_player_wins = 0  # games won by the seat that made the first action (the opener)
    errors: list[str] = []
    turns: list[int] = []
    actions: list[int] = []
    think_all: list[float] = []
    think_by_pos: list[list[float]] = [[] for _ in range(n)]
    scores_by_pos: list[list[float]] = [[] for _ in range(n)]
    tallies: dict[str, dict[str, int]] = {}
    start = time.perf_counter()
    for g in range(games):
        shift = g % n
        order = seats[shift:] + seats[:shift]  # seat s of this match is position (s + shift) % n
        try:
            rec = play_match(game, order, seed + g, options, prepare=prepare)
        except Exception as exc:  # an arena reports a broken match and carries on
            errors.append(f"game {g} (seed {seed + g}): {exc!r}")
            continue
        if on_match:
            on_match(rec)
        turns.append(rec.turns)
        actions.append(len(rec.moves))
        if not rec.winners:
            draws += 1
        for w in rec.winners:
            wins[(w + shift) % n] += 1
        if rec.moves and rec.moves[0][0] in rec.winners:
            first_player_wins += 1
        for s, score in enumerate(rec.scores):
            scores_by_pos[(s + shift) % n].append(score)
        for name, counts in rec.tallies.items():
            total = tallies.setdefault(name, {})
            for label, count in counts.items():
                total[label] = total.get(label, 0) + count
        for s, times in rec.think_seconds.items():
            think_by_pos[(s + shift) % n].extend(times)
            think_all.extend(times)
    seconds = time.perf_counter() - start
    played = games - len(errors)

    def median(xs: list[float]) -> float:
        return sorted(xs)[len(xs) // 2] if xs else 0.0

    return {
        "game": game,
        "games": games,
        "seats": seats,
        "seed": seed,
        "wins": wins,
        "draws": draws,
        "first_player_wins": first_player_wins,
        "win_rate": [round(w / played, 4) if played else 0.0 for w in wins],
        "mean_turns": round(sum(turns) / len(turns), 2) if turns else 0.0,
        "mean_actions": round(sum(actions) / len(actions), 2) if actions else 0.0,
        "seconds": round(seconds, 3),
        "games_per_second": round(played / seconds, 3) if seconds > 0 else 0.0,
        "median_think_ms": [round(median(t) * 1000, 2) for t in think_by_pos],
        "max_think_ms": [round(max(t) * 1000, 2) if t else 0.0 for t in think_by_pos],
        "scores": [score_summary(xs) for xs in scores_by_pos],
        "errors": errors,
        **tallies,
    }


def score_summary(values: list[float]) -> dict[str, float]:
    """Mean, quartiles and range of final scores (the solo reference distribution)."""
    if not values:
        return {}
    xs = sorted(values)

    def quantile(q: float) -> float:
        pos = q * (len(xs) - 1)
        low = int(pos)
        high = min(low + 1, len(xs) - 1)
        return round(xs[low] + (xs[high] - xs[low]) * (pos - low), 2)

    return {"mean": round(sum(xs) / len(xs), 2), "min": xs[0], "q1": quantile(0.25), "median": quantile(0.5),
            "q3": quantile(0.75), "max": xs[-1]}


def build_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    parser = parser or argparse.ArgumentParser(prog="baraza simulate", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seats", default=None, help="comma list: human, random, ai:easy, ai:normal, ai:hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a setup option such as pie=on (the game's declared values), may repeat")
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    parser.add_argument("--save-dir", default=None, help="write each finished match's save file here")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                        help="cpu: time-budgeted AIs count their thinking time on their thread's CPU clock, so a "
                        "loaded machine does not cut their search (think times are still reported on the wall clock)")
    return parser


def use_cpu_clock(agent: Any) -> None:
    """Put an agent's time budget on the CPU clock when it has one (a `use_cpu_clock()` method)."""
    use = getattr(agent, "use_cpu_clock", None)
    if callable(use):
        use()


def parse_options(spec: GameSpec, pairs: list[str]) -> dict[str, Any]:
    """`key=value` pairs checked against the game's declared options; OptionError names the first bad one."""
    options: dict[str, Any] = {}
    for pair in pairs:
        key, value = spec.parse_option(pair)
        options[key] = value
    return spec.check_options(options)


def parse_seat_list(spec: GameSpec, text: str) -> list[str]:
    """'human,ai:hard' checked against the game's seat kinds and seat range (ValueError with one line)."""
    seats = [part.strip() for part in text.split(",") if part.strip()]
    spec.check_seats(seats)
    return seats


def default_seats(game: str) -> list[str]:
    rules = get_game(game).rules
    return ["random"] * rules.min_seats


def main_from_args(args: argparse.Namespace, out=sys.stdout) -> int:
    try:
        entry = get_game(args.game)
    except (KeyError, ImportError):
        print(f"unknown game '{args.game}'", file=sys.stderr)
        return 2
    try:
        seats = parse_seat_list(entry, args.seats) if args.seats else default_seats(args.game)
        options = parse_options(entry, args.option)
    except ValueError as exc:  # OptionError is a ValueError
        print(str(exc), file=sys.stderr)
        return 2
    rules = entry.rules
    on_match = None
    if args.save_dir:
        from baraza.game.persistence.saves import save_record

        save_dir = Path(args.save_dir)
        save_dir.mkdir(parents=True, exist_ok=True)
        counter = {"n": 0}

        def on_match(rec: MatchRecord) -> None:
            counter["n"] += 1
            save_record(rec, save_dir / f"{rec.game}-{counter['n']:04d}-seed{rec.seed}.json")

    prepare = use_cpu_clock if getattr(args, "clock", "wall") == "cpu" else None
    summary = run_arena(args.game, seats, args.games, args.seed, options, on_match, prepare)
    if args.json:
        out.write(json.dumps(summary) + "\n")
    else:
        out.write(f"{rules.title}: {summary['games']} games, seats {', '.join(seats)}\n")
        for kind, w, r in zip(seats, summary["wins"], summary["win_rate"], strict=True):
            out.write(f"  {kind:10s} wins {w:5d}  ({r:.1%})\n")
        if len(seats) == 1 and summary["scores"] and summary["scores"][0]:
            sc = summary["scores"][0]
            out.write(f"  score mean {sc['mean']}, quartiles {sc['q1']} / {sc['median']} / {sc['q3']}, "
                      f"range {sc['min']}–{sc['max']}\n")
        out.write(f"  draws {summary['draws']}, mean turns {summary['mean_turns']}, "
                  f"{summary['games_per_second']} games/s, errors {len(summary['errors'])}\n")
        for err in summary["errors"][:5]:
            out.write(f"  error: {err}\n")
    return 1 if summary["errors"] else 0


if __name__ == "__main__":
    sys.exit(main_from_args(build_parser().parse_args()))
