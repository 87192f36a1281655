"""KROWNIA: the hard AI with the trade judgement of session 8 against the one before it, seats alternating.

    nice -n 5 python tools/krownia_trade_ab.py --games 200 --seats 4 --json --records /tmp/ab.jsonl

"old" is today's hard AI with the hand worth it had before spare cards had worth (spare cards
counted nothing, so it gave several of them for one card it lacked); "new" is the shipped one. With
4 seats, two are new and two old, new in seats 0 and 2 in even games and in 1 and 3 in odd ones;
with 2 seats they alternate who starts. Prints the games won by a new seat with a 95 % Wilson
interval (50 % is a tie).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a fresh checkout

from baraza.game.krownia import ai as hard_ai  # noqa: E402
from baraza.game.krownia.rules import KrowniaRules  # noqa: E402


def old_hand_worth(hand, goal) -> float:
    """The hand worth before session 8: spare cards counted nothing."""
    return -2.0 * sum(hard_ai._deficit(hand, goal)) + 0.1 * len([x for x in hand if x])


class OldHard(hard_ai.KrowniaAI):
    def _value(self, view, seat, hand) -> float:
        return old_hand_worth(hand, self.goal_cost(view, seat))


def play(seed: int, seats: int) -> dict:
    rules = KrowniaRules()
    new_first = seed % 2 == 0
    kinds = ["new" if (s % 2 == 0) == new_first else "old" for s in range(seats)]
    agents = [(hard_ai.KrowniaAI if k == "new" else OldHard)("hard", s, seed) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, seats)
    actions = 0
    while not rules.is_terminal(state) and actions < 20_000:
        seat = rules.active_seats(state)[0]
        action = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
        rules.apply(state, seat, action)
        actions += 1
    winners = list(rules.result(state).winners)
    return {"seed": seed, "seats": kinds, "winners": winners,
            "winner_kind": kinds[winners[0]] if winners else None, "actions": actions}


def wilson(k: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(centre - half, 3), round(centre + half, 3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", default=None, help="append one JSON line per game here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    records = open(args.records, "a") if args.records else None  # noqa: SIM115
    new = old = 0
    for g in range(args.games):
        game = play(args.seed + g, args.seats)
        new += game["winner_kind"] == "new"
        old += game["winner_kind"] == "old"
        if records:
            records.write(json.dumps(game) + "\n")
            records.flush()
    if records:
        records.close()
    summary = {"games": args.games, "seats": args.seats, "seed": args.seed, "new_wins": new, "old_wins": old,
               "new_share": round(new / max(1, new + old), 3), "new_share_ci95": wilson(new, new + old)}
    print(json.dumps(summary) if args.json else "\n".join(f"{k}: {v}" for k, v in summary.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
