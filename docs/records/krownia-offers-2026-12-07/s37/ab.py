"""S37 A/B: the changed normal AI (working tree) in two of four seats against the one before (common.Old) in the
other two, seats swapped each game. Usage: ab.py FIRST_SEED END_SEED; prints one JSON line."""
import json
import sys

from common import Old, wilson

from baraza.game.krownia import ai as A
from baraza.game.krownia.rules import KrowniaRules

rules = KrowniaRules()
lo, hi = int(sys.argv[1]), int(sys.argv[2])
new = old = 0
offers = {"new": 0, "old": 0}
trades = {"new": 0, "old": 0}
for seed in range(lo, hi):
    first = seed % 2 == 0
    kinds = ["new" if (s % 2 == 0) == first else "old" for s in range(4)]
    agents = [(A.KrowniaAI if k == "new" else Old)("normal", s, seed) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, 4)
    n = 0
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        a = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
        if a.kind == "offer_send" and state.phase == "trade_compose":
            offers[kinds[seat]] += 1
        if a.kind == "confirm_trade":
            trades[kinds[seat]] += 1
        rules.apply(state, seat, a)
        n += 1
    w = list(rules.result(state).winners)
    if w:
        new += kinds[w[0]] == "new"
        old += kinds[w[0]] == "old"
print(json.dumps({"seeds": [lo, hi], "games": hi - lo, "new": new, "old": old,
                  "share": round(new / max(1, new + old), 3), "ci95": wilson(new, new + old),
                  "offers_sent": offers, "offers_taken": trades}))
