"""Lone-rival gains: when a seat spends its last Influence (places with influence 1), record the rival's leaving
score and its turns alone, then its final score."""
import json
import sys

from baraza.game.khedu import make_agent
from baraza.game.khedu.ai_ending import leaving_score, rival_turns_after
from baraza.game.registry import get_game

rules = get_game("khedu").rules
level, games, seed0 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
out = open(sys.argv[4], "w")
for g in range(games):
    seed = seed0 + g
    st = rules.initial_state(rules.default_options(), seed, 2)
    agents = [make_agent(level, i, seed * 31 + i) for i in range(2)]
    marks = []
    n = 0
    while not rules.is_terminal(st) and n < 5000:
        s = rules.active_seats(st)[0]
        legal = rules.legal_actions(st, s)
        view = rules.view(st, s)
        a = agents[s].choose(rules, view, s, legal)
        me = view.players[s]
        if a.kind == "place" and me.influence == 1 and view.current == s:
            r = view.players[1 - s]
            if not r.exhausted:
                marks.append({"seat": s, "mine": leaving_score(me), "riv": leaving_score(r),
                              "turns": rival_turns_after(view, s, r), "turn_no": me.turns_taken,
                              "riv_hand": r.hand_count, "riv_clan": r.clan,
                              "riv_honor": [u.honor if u else None for u in r.cadre], "riv_inf": r.influence})
        rules.apply(st, s, a)
        n += 1
    sc = rules.result(st).scores
    for m in marks:
        m["final_mine"], m["final_riv"] = sc[m["seat"]], sc[1 - m["seat"]]
        out.write(json.dumps(m) + "\n")
out.close()
