"""krownia23 A/B: the normal AI that never hands over the road taking Longest Road (`road_threat`, working tree) in
two of four seats against the same AI without that check in the other two, seats swapped each game (new in seats 0
and 2 on even seeds, 1 and 3 on odd). Usage: ab.py FIRST_SEED END_SEED [LEVEL] [SEATS]; prints one JSON line (with 3 seats:
new in seats 0 and 2 on even seeds, in seat 1 on odd ones)."""
import json
import math
import sys

from baraza.game.krownia import ai as A
from baraza.game.krownia.rules import KrowniaRules


class Old(A.KrowniaAI):
    threat_check = False  # the answers before krownia23


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if not n:
        return 0.0, 1.0
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return round(centre - half, 3), round(centre + half, 3)


rules = KrowniaRules()
lo, hi = int(sys.argv[1]), int(sys.argv[2])
level = sys.argv[3] if len(sys.argv) > 3 else "normal"
seats = int(sys.argv[4]) if len(sys.argv) > 4 else 4
new = old = 0
refused = 0  # answers the check turned from yes to no (new seats)
for seed in range(lo, hi):
    first = seed % 2 == 0
    kinds = ["new" if (s % 2 == 0) == first else "old" for s in range(seats)]
    agents = [(A.KrowniaAI if k == "new" else Old)(level, s, seed) for s, k in enumerate(kinds)]
    state = rules.initial_state(rules.default_options(), seed, seats)
    n = 0
    while not rules.is_terminal(state) and n < 20000:
        seat = rules.active_seats(state)[0]
        view = rules.view(state, seat)
        a = agents[seat].choose(rules, view, seat, rules.legal_actions(state, seat))
        if kinds[seat] == "new" and view.trade is not None and view.trade.offerer != seat and a.kind != "accept_trade":
            refused += A.KrowniaAI.feeds_threat(agents[seat], view, seat, view.trade.offerer, view.trade.get,
                                                view.trade.give)
        rules.apply(state, seat, a)
        n += 1
    w = list(rules.result(state).winners)
    if w:
        new += kinds[w[0]] == "new"
        old += kinds[w[0]] == "old"
print(json.dumps({"seeds": [lo, hi], "level": level, "seats": seats, "games": hi - lo, "new": new, "old": old,
                  "share": round(new / max(1, new + old), 3), "ci95": wilson(new, new + old),
                  "threat_refusals": refused}))
