"""An Elo ladder of a game's AI levels: a round robin, Bradley–Terry ratings with 95 % intervals.

    nice -n 5 python tools/ladder.py kona --games 10 --json --records docs/records/ladder-kona.jsonl
    python tools/ladder.py kona --from-records docs/records/ladder-kona.jsonl --json --write

Every pair of levels (random play, then the spec's `ai_levels`) plays `--games` games of two seats,
the seats alternating between games (the game's fewest seats when it cannot be played by two).
Time-budgeted AIs run on the process's CPU clock (an agent with `use_cpu_clock()`), so a loaded
machine slows the ladder down instead of weakening the players: their budget is the one players get.

The fit: Bradley–Terry on the game results (a draw, or a game with several winners, counts half to
each), found by minorisation–maximisation, with one virtual draw added to every pair that played so
a clean sweep gives a large finite gap instead of an infinite one. Random play is the anchor at 0;
the 95 % intervals come from the Fisher information at the fit (the anchor's is [0, 0]). It prints
one JSON line per level `{"level", "elo", "ci95", "games"}`. Each game is appended to `--records` as one
JSON line (seats, seed, winners) so a figure can be recounted with `--from-records`; `--write`
stores the ratings as the game's ladder file (assets/data/<game>/ladder.toml), which Setup reads.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from itertools import combinations
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a fresh checkout

from baraza.game.core.arena import play_recorded  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402
from baraza.game.simulate import play_match  # noqa: E402

PRIOR_DRAWS = 1.0  # virtual draws per pair that played
Z95 = 1.96
ELO_PER_NAT = 400.0 / math.log(10.0)


def level_kinds(game: str) -> list[str]:
    """Seat kinds of the ladder: random play first (the anchor), then each AI level of the spec."""
    return ["random"] + [f"ai:{level}" for level in get_game(game).ai_levels]


def seats_per_game(game: str) -> int:
    spec = get_game(game)
    return 2 if spec.min_seats <= 2 <= spec.max_seats else spec.min_seats


def _cpu_clock(agent) -> None:
    use = getattr(agent, "use_cpu_clock", None)
    if callable(use):
        use()


def play_one(job: tuple) -> dict:
    """One game between kinds a and b; a takes seat 0 when `flip` is 0 (more seats alternate a, b, a...)."""
    game, a, b, seed, flip, options = job
    n = seats_per_game(game)
    seats = [(a, b)[(s + flip) % 2] for s in range(n)]
    start = time.process_time()
    try:
        record = play_match(game, seats, seed, options, prepare=_cpu_clock)
    except Exception as exc:  # a broken game is kept as such (and counted nowhere), the ladder goes on
        return {"game": game, "seats": seats, "seed": seed, "options": options, "winners": [], "winner_kinds": [],
                "error": repr(exc)}
    winners = sorted(set(record.winners))
    return {"game": game, "seats": seats, "seed": seed, "options": options, "winners": winners,
            "winner_kinds": sorted({seats[w] for w in winners}), "actions": len(record.moves),
            "cpu": round(time.process_time() - start, 2)}


def from_duel(record: dict, game: str) -> dict:
    """A game from a two-level arena's records (tools/konja_expert_arena.py: `expert_seat` and
    `opponent`; tools/khedu_bench.py duel: `seats` as bare level names) as a ladder record."""
    if "expert_seat" in record:
        seats = ["ai:expert" if s == record["expert_seat"] else f"ai:{record['opponent']}" for s in (0, 1)]
    else:
        seats = [k if k == "random" or k.startswith("ai:") else f"ai:{k}" for k in record["seats"]]
    winners = sorted(set(record.get("winners") or []))
    return {"game": game, "seats": seats, "seed": record.get("seed"), "winners": winners,
            "winner_kinds": sorted({seats[w] for w in winners}), "error": record.get("error")}


def score_of(record: dict) -> dict[str, float]:
    """Each kind's score in one game: 1 for a win, 0.5 each for a draw or a shared win, 0 for a loss."""
    kinds = sorted(set(record["seats"]))
    winners = [k for k in record["winner_kinds"] if k in kinds]
    if not winners or len(winners) == len(kinds):
        return {k: 0.5 for k in kinds}
    return {k: (1.0 if k in winners else 0.0) for k in kinds}


def fit(records: list[dict], kinds: list[str], anchor: str = "random") -> list[dict]:
    """Bradley–Terry ratings (Elo scale, `anchor` at 0) with 95 % intervals; one dict per kind."""
    index = {k: i for i, k in enumerate(kinds)}
    n = len(kinds)
    games = [[0.0] * n for _ in range(n)]
    score = [[0.0] * n for _ in range(n)]  # score[i][j]: i's points against j
    played = [0] * n
    for record in records:
        if record.get("error"):
            continue
        points = score_of(record)
        if len(points) != 2 or any(k not in index for k in points):
            continue
        (a, pa), (b, pb) = points.items()
        i, j = index[a], index[b]
        games[i][j] += 1
        games[j][i] += 1
        score[i][j] += pa
        score[j][i] += pb
        played[i] += 1
        played[j] += 1
    for i in range(n):
        for j in range(n):
            if i != j and games[i][j]:
                games[i][j] += PRIOR_DRAWS
                score[i][j] += PRIOR_DRAWS / 2
    gamma = [1.0] * n
    a = index[anchor]
    for _ in range(10_000):
        new = []
        for i in range(n):
            wins = sum(score[i])
            denom = sum(games[i][j] / (gamma[i] + gamma[j]) for j in range(n) if j != i and games[i][j])
            new.append(wins / denom if denom and wins else gamma[i])
        new = [g / new[a] for g in new]
        change = max(abs(math.log(x / y)) for x, y in zip(new, gamma, strict=True))
        gamma = new
        if change < 1e-10:
            break
    theta = [math.log(g) for g in gamma]
    free = [i for i in range(n) if i != a]
    info = [[0.0] * len(free) for _ in free]  # Fisher information of the free log-strengths
    for x, i in enumerate(free):
        for j in range(n):
            if j == i or not games[i][j]:
                continue
            p = 1.0 / (1.0 + math.exp(theta[j] - theta[i]))
            w = games[i][j] * p * (1 - p)
            info[x][x] += w
            if j != a:
                info[x][free.index(j)] -= w
    cov = _inverse(info)
    out = []
    for i, kind in enumerate(kinds):
        elo = theta[i] * ELO_PER_NAT
        if i == a:
            half = 0.0
        else:
            var = cov[free.index(i)][free.index(i)] if cov else float("inf")
            half = Z95 * math.sqrt(max(var, 0.0)) * ELO_PER_NAT
        out.append({"level": kind.removeprefix("ai:"), "elo": round(elo), "ci95": [round(elo - half), round(elo + half)],
                    "games": played[i]})
    return out


def _inverse(m: list[list[float]]) -> list[list[float]] | None:
    """Gauss–Jordan inverse of a small matrix (None when singular: a level that never played)."""
    n = len(m)
    aug = [row[:] + [1.0 if i == j else 0.0 for j in range(n)] for i, row in enumerate(m)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(aug[r][col]))
        if abs(aug[pivot][col]) < 1e-12:
            return None
        aug[col], aug[pivot] = aug[pivot], aug[col]
        p = aug[col][col]
        aug[col] = [x / p for x in aug[col]]
        for r in range(n):
            if r != col and aug[r][col]:
                f = aug[r][col]
                aug[r] = [x - f * y for x, y in zip(aug[r], aug[col], strict=True)]
    return [row[n:] for row in aug]


def ladder_toml(game: str, ratings: list[dict], command: str) -> str:
    lines = [f"# {game}: each AI level's Elo rating (random play = 0), from tools/ladder.py. Generated.",
             f"command = {json.dumps(command)}"]
    for r in ratings:
        lines += ["", "[[level]]", f"level = {json.dumps(r['level'])}", f"elo = {r['elo']}",
                  f"ci95 = [{r['ci95'][0]}, {r['ci95'][1]}]", f"games = {r['games']}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Round robin of a game's AI levels and their Elo ratings.")
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=10, help="games per pair of levels")
    parser.add_argument("--levels", default=None, help="comma list of kinds to include (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a setup option of the game for every game (default: the game's defaults)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--records", default=None, help="append one JSON line per game here")
    parser.add_argument("--from-records", action="append", default=[], help="fit these records, play nothing")
    parser.add_argument("--from-duel", action="append", default=[],
                        help="also fit a two-level arena's records (the Konja expert arena, Khedu's duels)")
    parser.add_argument("--json", action="store_true", help="one JSON line per level")
    parser.add_argument("--write", action="store_true", help="store the ratings as assets/data/<game>/ladder.toml")
    args = parser.parse_args(argv)
    try:
        kinds = level_kinds(args.game)
    except (KeyError, ImportError):
        print(f"unknown game '{args.game}'", file=sys.stderr)
        return 2
    if args.levels:
        wanted = [k if k == "random" or k.startswith("ai:") else f"ai:{k}" for k in args.levels.split(",")]
        unknown = [k for k in wanted if k not in kinds]
        if unknown:
            print(f"not a level of {args.game}: {', '.join(unknown)}", file=sys.stderr)
            return 2
        kinds = [k for k in kinds if k in wanted]
    try:
        from baraza.game.simulate import parse_options

        options = parse_options(get_game(args.game), args.option)
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    records: list[dict] = []
    for path in args.from_records:
        records += [json.loads(line) for line in Path(path).read_text().splitlines() if line.strip()]
        records = [r for r in records if r.get("game") == args.game]
    for path in args.from_duel:
        records += [from_duel(json.loads(line), args.game) for line in Path(path).read_text().splitlines()
                    if line.strip()]
    if not args.from_records and not args.from_duel:
        jobs = [(args.game, a, b, args.seed + 1000 * p + g, g % 2, options)
                for p, (a, b) in enumerate(combinations(kinds, 2)) for g in range(args.games)]
        records += play_recorded(play_one, jobs, args.workers, args.records)
    if "random" not in kinds:
        print("the ladder needs random play as its anchor", file=sys.stderr)
        return 2
    ratings = fit(records, kinds)
    errors = [r for r in records if r.get("error")]
    if errors:
        print(f"{len(errors)} game(s) broke and were left out, e.g. {errors[0]['error']}", file=sys.stderr)
    for r in ratings:
        print(json.dumps(r) if args.json else f"{r['level']:8s} {r['elo']:6d}  95% {r['ci95']}  games {r['games']}")
    if args.write:
        path = ROOT / "assets" / "data" / args.game / "ladder.toml"
        command = "python tools/ladder.py " + " ".join(argv if argv is not None else sys.argv[1:])
        path.write_text(ladder_toml(args.game, ratings, command), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
