"""S37: offers reaching a seat marked human, per 10 rounds (a round: one turn of each seat's, as History counts).
3 seats: a stand-in for the player (the easy AI: loose, builds and trades with the bank now and then, never
hoards for a plan) and two normal AIs, all before the change (common.Old) or all after; the stand-in's seat
rotates. Usage: to_player.py FIRST_SEED END_SEED [easy|hard] (the stand-in; hard: a stronger player); prints one JSON line per kind."""
import json
import sys

from common import Old

from baraza.game.krownia import ai as A
from baraza.game.krownia.rules import KrowniaRules

rules = KrowniaRules()
lo, hi = int(sys.argv[1]), int(sys.argv[2])
stand_in = sys.argv[3] if len(sys.argv) > 3 else "easy"
for kind, cls in (("before", Old), ("after", A.KrowniaAI)):
    reach = to_it = taken = rounds = none = 0
    gaps = []
    for seed in range(lo, hi):
        hum = seed % 3
        agents = [A.KrowniaAI(stand_in, s, seed) if s == hum else cls("normal", s, seed) for s in range(3)]
        state = rules.initial_state(rules.default_options(), seed, 3)
        n = got = 0
        last = 0
        while not rules.is_terminal(state) and n < 20000:
            seat = rules.active_seats(state)[0]
            a = agents[seat].choose(rules, rules.view(state, seat), seat, rules.legal_actions(state, seat))
            if seat != hum and a.kind == "offer_send" and state.phase == "trade_compose" and a.args[0] in (-1, hum):
                reach += 1
                to_it += a.args[0] == hum
                got += 1
                r = rules.turns_begun(state)
                gaps.append(r - last)
                last = r
            if seat != hum and a.kind == "confirm_trade" and a.args[0] == hum:
                taken += 1
            rules.apply(state, seat, a)
            n += 1
        rounds += rules.turns_begun(state)
        none += got == 0
    games = hi - lo
    print(json.dumps({"code": kind, "stand_in": stand_in, "seeds": [lo, hi], "games": games, "rounds": rounds,
                      "offers_reaching_player": reach, "to_it_alone": to_it, "taken_by_it": taken,
                      "per_10_rounds": round(10 * reach / rounds, 2), "games_with_none": none,
                      "mean_rounds_between": round(sum(gaps) / max(1, len(gaps)), 1)}))
