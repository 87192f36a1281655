"""Khedu AI, new code against a snapshot of older code at the same level, two seats, seats alternating (each seed
played both ways), with how passively each side plays: its hand size and Cadre size at the start of its turns, and
the turns that start with an empty Cadre, its last Influence and a clan unit in hand, and not by placing it
("stuck_turns").

    mkdir -p /tmp/old/oldai && for f in ai ai_ending ai_last card_worth; do
        git show REV:game/khedu/$f.py > /tmp/old/oldai/$f.py; done && touch /tmp/old/oldai/__init__.py
    # in /tmp/old/oldai/ai.py import ai_ending, ai_last, card_worth from oldai instead of baraza.game.khedu
    nice .venv/bin/python tools/khedu_ab.py --old /tmp/old --level normal --games 2000 --seed 7000 \\
        --records results.jsonl

Game g has seed `--seed + g // 2`; the new AI takes seat g % 2. `--cpu-minutes` stops early once that much CPU
has been used (the run ends after the game under way). One JSON line per game in `--records`; the summary (wins
with a 95 % Wilson interval, draws half) is printed as JSON. `--from-records` recounts a file.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.core.stats import wilson  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402


def _clan_unit_in_hand(me) -> bool:
    from baraza.game.khedu.card_worth import CLAN_UNITS
    return any(h.key in CLAN_UNITS.get(me.clan, ()) for h in me.hand or ())


def play(rules, new_cls, old_cls, level: str, seed: int, new_seat: int, max_turns: int | None) -> dict:
    agents = [None, None]
    agents[new_seat] = new_cls(level, seed * 7919 + new_seat * 31 + 17)
    agents[1 - new_seat] = old_cls(level, seed * 7919 + (1 - new_seat) * 31 + 17)
    opts = rules.default_options()
    if max_turns:
        opts["max_turns"] = max_turns
    st = rules.initial_state(opts, seed, 2)
    stats = {side: {"turns": 0, "hand": 0, "cadre": 0, "stuck": 0} for side in ("new_play", "old_play")}
    n = 0
    while not rules.is_terminal(st) and n < 5000:
        s = rules.active_seats(st)[0]
        legal = rules.legal_actions(st, s)
        view = rules.view(st, s)
        a = agents[s].choose(rules, view, s, legal)
        if view.phase == "turn" and view.turn_mode is None and view.combat is None:
            me = view.players[s]
            row = stats["new_play" if s == new_seat else "old_play"]
            row["turns"] += 1
            row["hand"] += me.hand_count
            row["cadre"] += sum(1 for u in me.cadre if u is not None)
            if me.influence == 1 and all(u is None for u in me.cadre) and _clan_unit_in_hand(me) and a.kind != "place":
                row["stuck"] += 1  # a turn that does not start by placing it
        rules.apply(st, s, a)
        n += 1
    sc = rules.result(st).scores
    return {"seed": seed, "new_seat": new_seat, "new": sc[new_seat], "old": sc[1 - new_seat], **stats}


def summary(rows: list[dict]) -> dict:
    n = len(rows)
    won = sum(1 for r in rows if r["new"] > r["old"])
    lost = sum(1 for r in rows if r["new"] < r["old"])
    draws = n - won - lost
    lo, hi = wilson(won + draws / 2, n)
    out = {"games": n, "new_wins": won, "old_wins": lost, "draws": draws,
           "new_share": round((won + draws / 2) / max(1, n), 4), "wilson95": [round(lo, 4), round(hi, 4)],
           "mean_lead_new": round(sum(r["new"] - r["old"] for r in rows) / max(1, n), 2),
           "mean_score": {"new": round(sum(r["new"] for r in rows) / max(1, n), 2),
                          "old": round(sum(r["old"] for r in rows) / max(1, n), 2)}}
    for side in ("new", "old"):
        play = [r[side + "_play"] for r in rows]
        turns = sum(x["turns"] for x in play) or 1
        out[side + "_per_turn_start"] = {
            "turns": turns, "mean_hand": round(sum(x["hand"] for x in play) / turns, 3),
            "mean_cadre": round(sum(x["cadre"] for x in play) / turns, 3),
            "stuck_turns": sum(x["stuck"] for x in play)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--old", help="directory holding the package `oldai` (the old ai.py and its helpers)")
    ap.add_argument("--level", default="normal")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--max-turns", type=int, default=None, help="the turn limit option (default: the game's)")
    ap.add_argument("--cpu-minutes", type=float, default=None)
    ap.add_argument("--records", help="append one JSON line per game")
    ap.add_argument("--from-records", help="recount a records file and stop")
    args = ap.parse_args()
    if args.from_records:
        rows = [json.loads(x) for x in Path(args.from_records).read_text().splitlines() if x.strip()]
        print(json.dumps(summary(rows)))
        return
    sys.path.insert(0, args.old)
    old_cls = importlib.import_module("oldai.ai").KheduAgent
    from baraza.game.khedu.ai import KheduAgent as new_cls
    rules = get_game("khedu").rules
    rows: list[dict] = []
    start = time.process_time()
    out = open(args.records, "a") if args.records else None
    for g in range(args.games):
        row = play(rules, new_cls, old_cls, args.level, args.seed + g // 2, g % 2, args.max_turns)
        rows.append(row)
        if out:
            out.write(json.dumps(row) + "\n")
            out.flush()
        if args.cpu_minutes and time.process_time() - start > 60 * args.cpu_minutes and g % 2 == 1:
            break
    if out:
        out.close()
    res = summary(rows)
    res["cpu_s"] = round(time.process_time() - start, 1)
    print(json.dumps(res))


if __name__ == "__main__":
    main()
