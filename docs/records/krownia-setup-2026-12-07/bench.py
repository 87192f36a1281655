"""S35 bench: KROWNIA normal AI with its setup villages valuing kinds of resource new to the seat (working tree)
against the previous normal (5083ddf's ai.py copied to /tmp/t35old/krownia_old/ai.py), 2 seats, the same seed
played with the seats swapped (game g: seed + g // 2, the new AI in seat g % 2). One JSON line per game, then a
summary line with the new AI's win share and its 95 % Wilson interval."""
import argparse
import json
import math
import sys
import time

sys.path.insert(0, "/work/main")
sys.path.insert(0, "/tmp/t35old")
from krownia_old import ai as old_ai  # noqa: E402

from baraza.game.krownia import ai as new_ai  # noqa: E402
from baraza.game.krownia.rules import KrowniaRules  # noqa: E402


def wilson(k, n, z=1.96):
    p = k / n
    c = (p + z * z / (2 * n)) / (1 + z * z / n)
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(c - h, 3), round(c + h, 3)


def play(seed, new_seat, rules):
    agents = [(new_ai if s == new_seat else old_ai).KrowniaAI("normal", s, seed * 31 + s) for s in range(2)]
    state = rules.initial_state(rules.default_options(), seed, 2)
    n = 0
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        a = legal[0] if len(legal) == 1 else agents[seat].choose(rules, rules.view(state, seat), seat, legal)
        rules.apply(state, seat, a)
        n += 1
    r = rules.result(state)
    return list(r.winners), list(r.scores), rules.turn_number(state)


ap = argparse.ArgumentParser()
ap.add_argument("--games", type=int, default=1000)
ap.add_argument("--seed", type=int, default=1)
a = ap.parse_args()
rules, t0, new_wins, decided = KrowniaRules(), time.time(), 0, 0
for g in range(a.games):
    seed, new_seat = a.seed + g // 2, g % 2
    winners, scores, turns = play(seed, new_seat, rules)
    won = winners == [new_seat]
    new_wins += won
    decided += len(winners) == 1
    print(json.dumps({"game": g, "seed": seed, "new_seat": new_seat, "winners": winners, "scores": scores,
                      "turns": turns, "new_won": won}))
print(json.dumps({"summary": True, "games": a.games, "decided": decided, "new_wins": new_wins,
                  "new_share": round(new_wins / a.games, 3), "ci95": wilson(new_wins, a.games),
                  "secs": round(time.time() - t0)}))
