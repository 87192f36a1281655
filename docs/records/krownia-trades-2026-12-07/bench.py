"""S33 bench (from ../krownia-leader-trades-2026-12-07/bench.py): KROWNIA normal AI before (krownia_old: ai.py,
ai_spend.py, ai_trade.py of HEAD 797ee7c copied to /tmp/s33old/krownia_old, imports pointed at each other) and
after (working tree), 3 seats.

mode mixed: seats = trader, new normal, old normal; the six seat orders rotate.
mode trader: seats = trader + two normals, all new or all old, same seeds; counts the trader's wins.
--trader hard: the old hard AI, offering 1 for 1 every turn (the s32 trader).
--trader greedy: the same, but on even turns it asks 2 cards for 1 (its missing card and one more), like the
blind tester's "1 Wood for 1 Sheep + 1 Ore".
Every answer of a new or old normal seat to an offer is counted: offers giving the offerer more cards than it
gives ("2for1"), and offers from the visible leader (strictly most vp_visible, past half the target).
"""
import argparse
import itertools
import json
import math
import sys
import time

sys.path.insert(0, "/work/main"); sys.path.insert(0, "/tmp/s33old")
from krownia_old import ai as old_ai

from baraza.game.krownia import ai as new_ai
from baraza.game.krownia.rules import KrowniaRules


def wilson(k, n, z=1.96):
    if not n: return (0.0, 1.0)
    p = k / n; c = (p + z*z/(2*n)) / (1 + z*z/n); h = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / (1 + z*z/n)
    return round(c - h, 3), round(c + h, 3)

class Greedy(old_ai.KrowniaAI):
    """The old hard AI asking one more card than it gives on even turns."""
    def _plan_offer(self, view, seat, goal):
        plan = super()._plan_offer(view, seat, goal)
        if plan is None or view.turn % 2:
            return plan
        give, get, to = plan
        need = old_ai._deficit(list(view.hand), goal)
        extra = [r for r in range(5) if not give[r] and not get[r]]
        r = max(extra, key=lambda r: (need[r], -view.hand[r], -r))
        get = list(get); get[r] += 1
        return give, tuple(get), to

def make(kind, seat, seed, level, trader):
    if kind == "trader": return (Greedy if trader == "greedy" else old_ai.KrowniaAI)("hard", seat, seed)
    return (new_ai if kind == "new" else old_ai).KrowniaAI(level, seat, seed)

def leads(state, rules, seat):
    vis = [rules.vp(state, s, hidden=False) for s in range(state.num_seats)]
    return 2 * vis[seat] >= state.options["target"] and all(vis[seat] > v for s, v in enumerate(vis) if s != seat)

def play(kinds, seed, level, trader, answers):
    rules = KrowniaRules()
    agents = [make(k, s, seed, level, trader) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, len(kinds))
    n = 0
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        a = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
        if a.kind in ("accept_trade", "decline_trade", "counter_trade") and kinds[seat] in ("new", "old"):
            off = state.current
            tags = ["all"] + (["2for1"] if sum(state.trade_get) > sum(state.trade_give) else []) \
                + (["leader"] if leads(state, rules, off) else [])
            for t in tags:
                k = answers.setdefault(f"{kinds[seat]}:{t}", [0, 0])
                k[0] += a.kind == "accept_trade"; k[1] += 1
        rules.apply(state, seat, a); n += 1
    w = list(rules.result(state).winners)
    return kinds[w[0]] if w else None

ap = argparse.ArgumentParser(); ap.add_argument("mode"); ap.add_argument("--games", type=int, default=60)
ap.add_argument("--seed", type=int, default=1); ap.add_argument("--level", default="normal")
ap.add_argument("--trader", default="greedy", choices=("hard", "greedy"))
a = ap.parse_args(); t0 = time.time(); tally = {}; answers = {}
perms = list(itertools.permutations(["trader", "new", "old"]))
for g in range(a.games):
    seed = a.seed + g
    if a.mode == "mixed":
        res = play(list(perms[g % 6]), seed, a.level, a.trader, answers); tally[res] = tally.get(res, 0) + 1
    else:
        for side in ("new", "old"):
            kinds = [side, side, side]; kinds[seed % 3] = "trader"
            res = play(kinds, seed, a.level, a.trader, answers)
            key = f"{side}:{'trader' if res == 'trader' else 'ai'}"; tally[key] = tally.get(key, 0) + 1
out = {"mode": a.mode, "level": a.level, "trader": a.trader, "games": a.games, "seed": a.seed, "tally": tally,
       "answers_accepted_of": answers, "secs": round(time.time() - t0)}
if a.mode == "mixed":
    for k in ("new", "old", "trader"): out[k + "_ci"] = wilson(tally.get(k, 0), a.games)
else:
    for side in ("new", "old"): out[side + "_trader_ci"] = wilson(tally.get(side + ":trader", 0), a.games)
for k, (acc, n) in answers.items(): out.setdefault("accept_rate_ci", {})[k] = [round(acc / n, 3) if n else None, wilson(acc, n)]
print(json.dumps(out))
