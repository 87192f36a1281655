"""Konja card report: AI self-play games, then per card how often it is bought or played and how
often its holder wins.

    .venv/bin/python tools/konja_card_report.py --games 2000 --seats ai:normal,ai:normal --json out.json

"Holder" means: for a deck Relic, a player who took it from the Offering during the match; for a
starting Relic (both players own one), a player who used it at least three times; for a Spell, a
player who cast it. A shared win counts half. Each finished match is replayed from its moves to
count the events, so the tool checks replay determinism as a side effect.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from baraza.game.core.processes import worker_pool
from baraza.game.core.rules import replay  # noqa: E402
from baraza.game.konja import RULES, cards  # noqa: E402
from baraza.game.simulate import play_match  # noqa: E402

START_USES = 3  # uses that make a starting Relic "held" for the win rate


def _score(winners: tuple[int, ...], seat: int) -> float:
    if seat not in winners:
        return 0.0
    return 1.0 / len(winners)


def tally(record, stats: dict) -> None:
    """Add one match's card events to `stats`."""
    state, all_events = replay(RULES, record.options, record.seed, 2, record.moves)
    winners = RULES.result(state).winners
    bought: dict[int, set[str]] = {0: set(), 1: set()}
    relic_uses: dict[int, dict[str, int]] = {0: defaultdict(int), 1: defaultdict(int)}
    cast: dict[int, set[str]] = {0: set(), 1: set()}
    for events in all_events:
        for e in events:
            if e.kind == "buy_relic" or (e.kind == "play_spell" and e.data.get("effect") == "take_relic"):
                card = e.data["card"] if e.kind == "buy_relic" else e.data["result"]["card"]
                bought[e.seat].add(card)
                stats["relic"][card]["bought"] += 1
                if e.kind == "play_spell":
                    cast[e.seat].add(e.data["card"])
                    stats["spell"][e.data["card"]]["played"] += 1
            elif e.kind == "use_relic":
                relic_uses[e.seat][e.data["card"]] += 1
                stats["relic"][e.data["card"]]["used"] += 1
            elif e.kind == "play_spell":
                cast[e.seat].add(e.data["card"])
                stats["spell"][e.data["card"]]["played"] += 1
            elif e.kind == "sell_relic":
                stats["relic"][e.data["card"]]["sold"] += 1
    start = set(cards.starting_relics())
    for seat in (0, 1):
        win = _score(winners, seat)
        held = set(bought[seat]) | {c for c, n in relic_uses[seat].items() if c in start and n >= START_USES}
        for c in held:
            stats["relic"][c]["holders"] += 1
            stats["relic"][c]["holder_wins"] += win
        for c in cast[seat]:
            stats["spell"][c]["holders"] += 1
            stats["spell"][c]["holder_wins"] += win
    stats["games"] += 1
    stats["turns"] += state.turn_count


def run(games: int, seats: list[str], seed: int, options: dict, checkpoint: Path | None = None,
        every: int = 50) -> dict:
    stats: dict = {
        "games": 0, "turns": 0, "errors": [],
        "relic": defaultdict(lambda: defaultdict(float)), "spell": defaultdict(lambda: defaultdict(float)),
    }
    start = time.perf_counter()
    for g in range(games):
        order = seats[g % 2:] + seats[: g % 2]
        try:
            rec = play_match("konja", order, seed + g, options)
            tally(rec, stats)
        except Exception as exc:  # a broken match is reported, the run carries on
            stats["errors"].append(f"seed {seed + g}: {exc!r}")
        if checkpoint and (g + 1) % every == 0:
            # long runs on a shared machine: keep a readable table of the games so far
            stats["seconds"] = round(time.perf_counter() - start, 1)
            checkpoint.write_text(markdown(stats, rows(stats)) + "\n")
    stats["seconds"] = round(time.perf_counter() - start, 1)
    return stats


def _plain(stats: dict) -> dict:
    """The stats without defaultdict factories, so they can cross a process boundary."""
    out = dict(stats)
    for kind in ("relic", "spell"):
        out[kind] = {cid: dict(values) for cid, values in stats[kind].items()}
    return out


def _run_chunk(job: tuple) -> dict:
    games, seats, seed, options = job
    return _plain(run(games, seats, seed, options))


def run_parallel(games: int, seats: list[str], seed: int, options: dict, workers: int) -> dict:
    """`run` split over processes (one per core); seeds and seat order are the same as in one process."""

    chunk = -(-games // workers)
    chunk += chunk % 2  # even chunks keep the seat order alternating exactly as in one long run
    jobs = [(min(chunk, games - start), seats, seed + start, options) for start in range(0, games, chunk)]
    start = time.perf_counter()
    with worker_pool(len(jobs)) as pool:
        parts = pool.map(_run_chunk, jobs)
    stats: dict = {
        "games": 0, "turns": 0, "errors": [],
        "relic": defaultdict(lambda: defaultdict(float)), "spell": defaultdict(lambda: defaultdict(float)),
    }
    for part in parts:
        stats["games"] += part["games"]
        stats["turns"] += part["turns"]
        stats["errors"] += part["errors"]
        for kind in ("relic", "spell"):
            for cid, values in part[kind].items():
                for key, value in values.items():
                    stats[kind][cid][key] += value
    stats["seconds"] = round(time.perf_counter() - start, 1)
    return stats


def rows(stats: dict) -> list[dict]:
    out = []
    for kind, table, defs in (("relic", stats["relic"], cards.relics()), ("spell", stats["spell"], cards.spells())):
        for cid, card in defs.items():
            st = table[cid]
            holders = st["holders"]
            rate = st["holder_wins"] / holders if holders else None
            out.append({
                "kind": kind, "id": cid, "name": card.name, "cost": card.cost,
                "bought": int(st["bought"]), "sold": int(st["sold"]), "used": int(st["used"]),
                "played": int(st["played"]), "holders": int(holders),
                "holder_win_rate": None if rate is None else round(rate, 3),
                "start": kind == "relic" and card.start,
            })
    return out


def markdown(stats: dict, table: list[dict]) -> str:
    g = max(1, stats["games"])
    lines = [
        f"{stats['games']} games, {stats['seconds']} s, mean {stats['turns'] / g:.1f} turns, "
        f"errors {len(stats['errors'])}",
        "",
        "| card | kind | cost | bought /game | used or played /game | holders | holder win rate | flag |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in table:
        rate = r["holder_win_rate"]
        flag = "" if rate is None or 0.40 <= rate <= 0.60 else "OUTSIDE 40-60%"
        if r["holders"] < 30:
            flag = "few holders"
        act = r["used"] if r["kind"] == "relic" else r["played"]
        bought = "start" if r["start"] else f"{r['bought'] / g:.2f}"
        lines.append(f"| {r['name']} | {r['kind']} | {r['cost']} | {bought} | {act / g:.2f} | {r['holders']} | "
                     f"{'-' if rate is None else f'{rate:.1%}'} | {flag} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seats", default="ai:normal,ai:normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--json", default=None, help="also write the raw table to this file")
    ap.add_argument("--checkpoint", default=None, help="rewrite this markdown file every 50 games")
    ap.add_argument("--workers", type=int, default=1, help="processes to spread the games over")
    args = ap.parse_args(argv)
    options = {}
    for pair in args.option:
        k, _, v = pair.partition("=")
        try:
            options[k] = json.loads(v)
        except json.JSONDecodeError:
            options[k] = v
    checkpoint = Path(args.checkpoint) if args.checkpoint else None
    if args.workers > 1:
        stats = run_parallel(args.games, args.seats.split(","), args.seed, options, args.workers)
    else:
        stats = run(args.games, args.seats.split(","), args.seed, options, checkpoint)
    table = rows(stats)
    sys.stdout.write(markdown(stats, table) + "\n")
    for err in stats["errors"][:5]:
        sys.stdout.write(f"error: {err}\n")
    if args.json:
        Path(args.json).write_text(json.dumps({"games": stats["games"], "seconds": stats["seconds"],
                                               "errors": stats["errors"], "cards": table}, indent=1))
    return 1 if stats["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
