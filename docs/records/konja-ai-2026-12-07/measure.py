"""Konja new-vs-old AI runs for the S14 fixes (exact rerolls, Merchant sales only for Gold it spends): win rate with a
95 % Wilson interval, seats alternating (the new AI seat 0 in even games), shared wins counted a half. Also counts per
side: Bones rerolls made, Merchant turns with a sale, and sales whose Gold stayed unspent to the end of the match.

Usage: measure.py LEVEL GAMES SEED0 [OLD_AI] [PART]   (OLD_AI: the old game/konja/ai.py kept aside, default
/tmp/s14/old_ai.py = `git show HEAD:game/konja/ai.py`; PART: "all" (default), "rolls" or "merchant" switches one fix
off in the new AI to see each alone). Prints one JSON line."""
import importlib.util
import json
import statistics
import sys

sys.path.insert(0, "/work/main")
from baraza.game.core.stats import wilson  # noqa: E402
from baraza.game.konja import ai  # noqa: E402
from baraza.game.konja.rules import KonjaRules  # noqa: E402


def load_old(path):
    spec = importlib.util.spec_from_file_location("old_konja_ai", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def only_part(part):
    """Switch one fix off in the new AI (module-wide: the old AI is a module of its own)."""
    if part == "rolls":  # the exact rerolls alone: the Merchant sells as before
        ai.merchant_sale = lambda agent, state, seat, legal: agent._best_static(
            state, seat, agent._sales(state, seat, legal), both=False)
    elif part == "merchant":  # the Merchant rule alone: rerolls sampled as before
        ai.exact_reroll_value = lambda *args: None


def play(makers, seed):
    rules = KonjaRules()
    state = rules.initial_state(rules.default_options(), seed, 2)
    agents = [makers[s](s, seed) for s in range(2)]
    rerolls = [0, 0]
    sales = []  # [seat, gold before, gold after, spent since]
    current = None
    while not rules.is_terminal(state):
        seat = rules.decider(state)
        legal = rules.legal_actions(state, seat)
        a = agents[seat].choose(rules, rules.view(state, seat), seat, legal)
        if state.phase == "bones" and agents[seat]._is_random(state, seat, a):
            rerolls[seat] += 1
        if state.phase == "merchant_sell" and current is None:
            current = [seat, state.players[seat].gold, None, False]
        rules.apply(state, seat, a)
        if current is not None and state.phase != "merchant_sell":
            current[2] = state.players[current[0]].gold
            if current[2] > current[1]:
                sales.append(current)
            current = None
        if a.kind in ("buy_relic", "summon_cloud"):
            for sale in sales:
                if sale[0] == seat:
                    sale[3] = True
    return rules.result(state), rerolls, sales, state.turn_count


if __name__ == "__main__":
    level, games, seed0 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    old = load_old(sys.argv[4] if len(sys.argv) > 4 else "/tmp/s14/old_ai.py")
    part = sys.argv[5] if len(sys.argv) > 5 else "all"

    only_part(part)

    def new_make(s, seed):
        return ai.KonjaAgent(level, s, seed)

    def old_make(s, seed):
        return old.KonjaAgent(level, s, seed)

    pts = 0.0
    lead, turns = [], []
    tally = {side: {"rerolls": 0, "merchant_sales": 0, "sales_never_spent": 0} for side in ("new", "old")}
    for g in range(games):
        new_seat = g % 2
        makers = [new_make, old_make] if new_seat == 0 else [old_make, new_make]
        res, rerolls, sales, done = play(makers, seed0 + g)
        print(g, new_seat, res.winners, res.scores, file=sys.stderr, flush=True)  # progress, one game a line
        if new_seat in res.winners:
            pts += 1 / len(res.winners)
        lead.append(res.scores[new_seat] - res.scores[1 - new_seat])
        turns.append(done)
        for seat, side in ((new_seat, "new"), (1 - new_seat, "old")):
            tally[side]["rerolls"] += rerolls[seat]
            tally[side]["merchant_sales"] += sum(1 for s in sales if s[0] == seat)
            tally[side]["sales_never_spent"] += sum(1 for s in sales if s[0] == seat and not s[3])
    lo, hi = wilson(pts, games)
    print(json.dumps({"level": level, "a": f"new ({part})", "b": "old", "games": games, "seed0": seed0,
                      "new_rate": round(pts / games, 3), "wilson95": [round(lo, 3), round(hi, 3)],
                      "mean_cloud_lead": round(statistics.fmean(lead), 2), "mean_turns": round(statistics.fmean(turns), 1),
                      "per_side": tally}))
