"""S34 bench: KROWNIA normal AI before (HEAD 7b35d56's ai.py, ai_spend.py, ai_trade.py copied to
/tmp/s34old/krownia_old) and after (working tree), 3 seats: a "human" stand-in (the old hard AI, which offers
1 for 1 each turn it can, like the tester's 14 offers a game), new normal, old normal; the six seat orders
rotate. Counts, per normal kind: offers it opens that reach the stand-in (to it or to everyone), how many the
stand-in took, counter-offers it sends to the stand-in's offers, and accepts of the stand-in's offers."""
import argparse, itertools, json, math, sys, time
sys.path.insert(0, "/work/main"); sys.path.insert(0, "/tmp/s34old")
from krownia_old import ai as old_ai
from baraza.game.krownia import ai as new_ai
from baraza.game.krownia.rules import KrowniaRules

def wilson(k, n, z=1.96):
    if not n: return (0.0, 1.0)
    p = k / n; c = (p + z*z/(2*n)) / (1 + z*z/n); h = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / (1 + z*z/n)
    return round(c - h, 3), round(c + h, 3)

def make(kind, seat, seed, level):
    if kind == "human": return old_ai.KrowniaAI("hard", seat, seed)
    return old_ai.KrowniaAI(level, seat, seed)

def play(kinds, seed, level, c):
    rules = KrowniaRules()
    agents = [make(k, s, seed, level) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, len(kinds))
    hum = kinds.index("human"); n = 0; per_turn = {}
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        a = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
        k = kinds[seat]
        if a.kind == "offer_send" and state.phase == "trade_compose" and k != "human" and a.args[0] in (-1, hum):
            c[k + ":offers_to_human"] += 1
            per_turn[(k, state.turn)] = per_turn.get((k, state.turn), 0) + 1
        if k != "human" and state.current == hum and a.kind in ("accept_trade", "counter_trade", "decline_trade"):
            c[k + ":" + a.kind] += 1
        if a.kind == "confirm_trade" and k == "human":
            c[kinds[a.args[0]] + ":human_confirmed"] += 1
        rules.apply(state, seat, a); n += 1
    for k in ("new", "old"):
        n_k = sum(v for (kk, _t), v in per_turn.items() if kk == k)
        c[f"{k}:games_with_{min(n_k, 5)}_offers"] += 1
    w = list(rules.result(state).winners)
    return kinds[w[0]] if w else None

ap = argparse.ArgumentParser(); ap.add_argument("--games", type=int, default=60)
ap.add_argument("--seed", type=int, default=1); ap.add_argument("--level", default="normal")
a = ap.parse_args(); t0 = time.time(); tally = {}
import collections; c = collections.Counter()
perms = list(itertools.permutations(["human", "new", "old"]))
for g in range(a.games):
    res = play(list(perms[g % 6]), a.seed + g, a.level, c); tally[res] = tally.get(res, 0) + 1
out = {"games": a.games, "seed": a.seed, "level": a.level, "tally": tally,
       "ci": {k: wilson(tally.get(k, 0), a.games) for k in ("new", "old", "human")},
       "counts": dict(c), "per_game": {k: round(v / a.games, 2) for k, v in c.items()}, "secs": round(time.time() - t0)}
print(json.dumps(out))
