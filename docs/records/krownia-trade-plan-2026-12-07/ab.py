"""A/B: changed normal AI (working tree) vs HEAD's trade code (ai_trade + counter_plan), 4 seats alternating."""
import sys, json, math
sys.path.insert(0, "/tmp/t91/old")
import old_ai_trade
from baraza.game.krownia import ai as A
from baraza.game.krownia.ai_trade import Dealing
from baraza.game.krownia.rules import KrowniaRules

class Old(A.KrowniaAI):
    pass
for name, fn in vars(old_ai_trade.Dealing).items():
    if callable(fn) and not name.startswith("__"):
        setattr(Old, name, fn)
for name in ("trade_goal", "keeps_builds"):
    pass
Old.keeps_builds = lambda self, view, seat, gives: True  # HEAD's easy had no such check (normal unaffected)

def wilson(k, n, z=1.96):
    p = k / n; c = (p + z*z/(2*n)) / (1 + z*z/n); h = z*math.sqrt(p*(1-p)/n + z*z/(4*n*n)) / (1 + z*z/n)
    return round(c-h, 3), round(c+h, 3)

rules = KrowniaRules()
lo, hi, level = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
new = old = 0
for seed in range(lo, hi):
    first = seed % 2 == 0
    kinds = ["new" if (s % 2 == 0) == first else "old" for s in range(4)]
    agents = [(A.KrowniaAI if k == "new" else Old)(level, s, seed) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, 4)
    n = 0
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        a = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
        rules.apply(state, seat, a); n += 1
    w = list(rules.result(state).winners)
    if w:
        new += kinds[w[0]] == "new"; old += kinds[w[0]] == "old"
print(json.dumps({"games": hi-lo, "new": new, "old": old, "share": round(new/max(1,new+old),3), "ci95": wilson(new, max(1,new+old))}))
