"""Khedu normal-vs-X runs: started fights' win chances (odds.attack_odds at declaration) and results."""
import importlib.util, sys, json, statistics
sys.path.insert(0, "/work/main")
from baraza.game.registry import get_game
from baraza.game.khedu import odds
from baraza.game.core.stats import wilson

def load_old():
    spec = importlib.util.spec_from_file_location("old_khedu_ai", "/tmp/kh/old_ai.py")
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod

def make(kind, seat, seed):
    level, which = kind.split(":")
    if which == "honor":
        from baraza.game.khedu.ai import make_agent
        ag = make_agent(level, seat, seed); ag.honor_pref = True; return ag
    if which == "honorold":
        ag = load_old().make_agent(level, seat, seed); ag.honor_pref = True; return ag
    if which == "old":
        return load_old().make_agent(level, seat, seed)
    import os
    from baraza.game.khedu import ai
    if os.environ.get("FLOOR"):
        ai.FIGHT_FLOOR[level] = float(os.environ["FLOOR"])
    return ai.make_agent(level, seat, seed)

def play(kinds, seed):
    rules = get_game("khedu").rules
    state = rules.initial_state(rules.default_options(), seed, len(kinds))
    agents = [make(k, s, seed) for s, k in enumerate(kinds)]
    fights = {s: [] for s in range(len(kinds))}
    n = 0
    while not rules.is_terminal(state):
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat)
        a = agents[seat].choose(rules, view, seat, legal)
        if a.kind == "attack":
            from baraza.game.khedu.ai import KheduAgent
            p = KheduAgent("normal", 0).fight_chance(view, seat, a.args[0], a.args[1])
            scen = "prov" if a.args[0][0] == "cadre" and a.args[1][0] == "cadre" else ("inf" if a.args[0][0] == "desert" else "desert")
            alts = sum(1 for x in legal if x.kind != "attack")
            if p is not None:
                fights[seat].append((round(p, 3), scen, alts))
        rules.apply(state, seat, a)
        n += 1
    res = rules.result(state)
    return res, fights

if __name__ == "__main__":
    a, b, games, seed0 = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    pts = 0.0; fa = []; fb = []; lead = []
    for g in range(games):
        kinds = [a, b] if g % 2 == 0 else [b, a]
        res, fights = play(kinds, seed0 + g)
        sa = kinds.index(a) if a != b else g % 2
        sb = 1 - sa
        if not res.winners: pts += 0.5
        elif sa in res.winners: pts += 1 / len(res.winners)
        fa += fights[sa]; fb += fights[sb]
        lead.append(res.scores[sa] - res.scores[sb])
    lo, hi = wilson(pts, games)
    def summ(f):
        ps = [p for p, _, _ in f]
        low = [p for p in ps if p < 0.4]
        return {"fights": len(ps), "mean_p": round(statistics.fmean(ps), 3) if ps else None,
                "below40": len(low), "below30": sum(1 for p in ps if p < 0.3),
                "prov": sum(1 for _, s, _ in f if s == "prov"),
                "prov_mean_p": round(statistics.fmean([p for p, s, _ in f if s == "prov"] or [0]), 3)}
    print(json.dumps({"a": a, "b": b, "games": games, "a_rate": round(pts / games, 3), "wilson95": [round(lo, 3), round(hi, 3)],
                      "mean_lead": round(statistics.fmean(lead), 2), "a_fights": summ(fa), "b_fights": summ(fb)}))
