"""S32 bench: KROWNIA normal AI before (krownia_old, HEAD snapshot) and after (working tree), 3 seats.

mode mixed: seats = trader (old hard, offers every turn), new normal, old normal; permutations rotate.
mode trader: seats = trader + two normals, all new or all old, same seeds; counts the trader's wins.
"""
import argparse, itertools, json, math, sys, time
sys.path.insert(0, "/work/main"); sys.path.insert(0, "/tmp/s32old")
from baraza.game.krownia import ai as new_ai
from krownia_old import ai as old_ai
from baraza.game.krownia.rules import KrowniaRules

def wilson(k, n, z=1.96):
    if not n: return (0.0, 1.0)
    p = k / n; c = (p + z*z/(2*n)) / (1 + z*z/n); h = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / (1 + z*z/n)
    return round(c - h, 3), round(c + h, 3)

def make(kind, seat, seed, level):
    if kind == "trader": return old_ai.KrowniaAI("hard", seat, seed)
    return (new_ai if kind == "new" else old_ai).KrowniaAI(level, seat, seed)

def play(kinds, seed, level):
    rules = KrowniaRules()
    agents = [make(k, s, seed, level) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, len(kinds))
    n = 0
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        a = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
        rules.apply(state, seat, a); n += 1
    w = list(rules.result(state).winners)
    return kinds[w[0]] if w else None

ap = argparse.ArgumentParser(); ap.add_argument("mode"); ap.add_argument("--games", type=int, default=60)
ap.add_argument("--seed", type=int, default=1); ap.add_argument("--level", default="normal")
a = ap.parse_args(); t0 = time.time(); tally = {}
perms = list(itertools.permutations(["trader", "new", "old"]))
for g in range(a.games):
    seed = a.seed + g
    if a.mode == "mixed":
        res = play(list(perms[g % 6]), seed, a.level); tally[res] = tally.get(res, 0) + 1
    else:
        for side in ("new", "old"):
            kinds = [side, side, side]; kinds[seed % 3] = "trader"
            res = play(kinds, seed, a.level)
            key = f"{side}:{'trader' if res == 'trader' else 'ai'}"; tally[key] = tally.get(key, 0) + 1
out = {"mode": a.mode, "level": a.level, "games": a.games, "tally": tally, "secs": round(time.time() - t0)}
if a.mode == "mixed":
    for k in ("new", "old", "trader"): out[k + "_ci"] = wilson(tally.get(k, 0), a.games)
else:
    for side in ("new", "old"): out[side + "_trader_ci"] = wilson(tally.get(side + ":trader", 0), a.games)
print(json.dumps(out))
