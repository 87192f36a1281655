"""Khedu new-vs-old AI runs for the ending rule (S33): win rate with a 95 % Wilson interval, seats alternating, and
how each side's games ended when it spent its last Influence (ai_ending.ending_outlook at that moment), and how many
own turns each side started safely ahead with its last Influence and a unit it could place (the ending turn included).

Usage: [END_FROM=N] measure.py LEVEL GAMES SEED0 [OLD_AI]   (OLD_AI: the old game/khedu/ai.py kept aside, default
/tmp/kh33/old_ai.py = `git show 622a132:game/khedu/ai.py`). Prints one JSON line."""
import importlib.util
import json
import os
import statistics
import sys

sys.path.insert(0, "/work/main")
from baraza.game.core.stats import wilson  # noqa: E402
from baraza.game.khedu import ai  # noqa: E402
from baraza.game.khedu.ai_ending import ending_outlook, leaving_score  # noqa: E402
from baraza.game.registry import get_game  # noqa: E402


def load_old(path):
    spec = importlib.util.spec_from_file_location("old_khedu_ai", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def play(makers, seed):
    rules = get_game("khedu").rules
    state = rules.initial_state(rules.default_options(), seed, 2)
    agents = [makers[s](s, seed) for s in range(2)]
    endings = {0: None, 1: None}  # outlook when the seat spent its last Influence
    lead_turns = {0: 0, 1: 0}  # own turns started with a safe lead and the last Influence in hand
    seen = set()
    while not rules.is_terminal(state):
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat)
        me = view.players[seat]
        fresh = state.phase == "turn" and state.current == seat and state.combat is None
        if fresh and (seat, me.turns_taken) not in seen and me.influence == 1:
            seen.add((seat, me.turns_taken))
            if ending_outlook(view, seat) == "safe" and any(a.kind == "place" for a in legal):
                lead_turns[seat] += 1
        a = agents[seat].choose(rules, view, seat, legal)
        if a.kind == "place" and me.influence == 1:
            endings[seat] = (ending_outlook(view, seat), leaving_score(me) - max(
                leaving_score(p) for p in view.players if p.seat != seat))
        rules.apply(state, seat, a)
    return rules.result(state), endings, lead_turns, state.turns_completed


if __name__ == "__main__":
    level, games, seed0 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    old = load_old(sys.argv[4] if len(sys.argv) > 4 else "/tmp/kh33/old_ai.py")
    def new_make(s, seed):
        ag = ai.make_agent(level, s, seed)
        if os.environ.get("END_FROM"):  # an experiment: the turn a safe lead is cashed in from
            ag.end_ahead_from = int(os.environ["END_FROM"])
        return ag

    old_make = lambda s, seed: old.make_agent(level, s, seed)  # noqa: E731
    pts = 0.0
    lead, turns = [], []
    tally = {"new": {}, "old": {}}
    safe_turns = {"new": 0, "old": 0}
    for g in range(games):
        new_seat = g % 2
        makers = [new_make, old_make] if new_seat == 0 else [old_make, new_make]
        res, endings, lead_turns, done = play(makers, seed0 + g)
        if not res.winners:
            pts += 0.5
        elif new_seat in res.winners:
            pts += 1 / len(res.winners)
        lead.append(res.scores[new_seat] - res.scores[1 - new_seat])
        turns.append(done)
        for seat, who in ((new_seat, "new"), (1 - new_seat, "old")):
            safe_turns[who] += lead_turns[seat]
            got = endings[seat]
            outcome = "draw" if seat in res.winners and len(res.winners) > 1 else "won" if seat in res.winners else "lost"
            key = f"{got[0] if got else 'never_spent'}:{outcome}"
            tally[who][key] = tally[who].get(key, 0) + 1
    lo, hi = wilson(pts, games)
    print(json.dumps({"level": level, "a": "new", "b": "old", "games": games, "seed0": seed0,
                      "new_rate": round(pts / games, 3), "wilson95": [round(lo, 3), round(hi, 3)],
                      "mean_lead": round(statistics.fmean(lead), 2), "mean_turns_both": round(statistics.fmean(turns), 1),
                      "last_influence_outlook_and_result": {k: dict(sorted(v.items())) for k, v in tally.items()},
                      "turns_with_safe_lead_and_last_influence": safe_turns}))
