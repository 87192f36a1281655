"""Khedu new-vs-old AI runs for the last-turn valuation (S33): win rate with a 95 % Wilson interval, seats
alternating, mean final-score lead, and for each side how its last turns went: Meditations taken on them, and the
points its clan heroes scored by retiring or ascending (adapted from ../khedu-ending-2026-12-07/measure.py).

Usage: measure.py LEVEL GAMES SEED0 [OLD_AI]   (OLD_AI: the old game/khedu/ai.py kept aside, default
/tmp/khlast/old_ai.py = `git show 7ad0d24:game/khedu/ai.py`). Prints one JSON line."""
import importlib.util
import json
import statistics
import sys

sys.path.insert(0, "/work/main")
from baraza.game.core.stats import wilson  # noqa: E402
from baraza.game.khedu import ai  # noqa: E402
from baraza.game.khedu.ai_last import is_last_turn  # noqa: E402
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
    last_meds = {0: 0, 1: 0}  # Meditations chosen on the seat's own last turn
    last_attacks = {0: 0, 1: 0}  # attacks declared on it
    while not rules.is_terminal(state):
        seat = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, seat)
        view = rules.view(state, seat)
        a = agents[seat].choose(rules, view, seat, legal)
        if is_last_turn(view, seat):
            last_meds[seat] += a.kind == "meditate"
            last_attacks[seat] += a.kind == "attack"
        rules.apply(state, seat, a)
    return rules.result(state), last_meds, last_attacks, state.turns_completed


if __name__ == "__main__":
    level, games, seed0 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    old = load_old(sys.argv[4] if len(sys.argv) > 4 else "/tmp/khlast/old_ai.py")
    new_make = lambda s, seed: ai.make_agent(level, s, seed)  # noqa: E731
    old_make = lambda s, seed: old.make_agent(level, s, seed)  # noqa: E731
    pts = 0.0
    lead, turns = [], []
    meds = {"new": 0, "old": 0}
    attacks = {"new": 0, "old": 0}
    score = {"new": [], "old": []}
    for g in range(games):
        new_seat = g % 2
        makers = [new_make, old_make] if new_seat == 0 else [old_make, new_make]
        res, last_meds, last_attacks, done = play(makers, seed0 + g)
        if not res.winners:
            pts += 0.5
        elif new_seat in res.winners:
            pts += 1 / len(res.winners)
        lead.append(res.scores[new_seat] - res.scores[1 - new_seat])
        turns.append(done)
        for seat, who in ((new_seat, "new"), (1 - new_seat, "old")):
            meds[who] += last_meds[seat]
            attacks[who] += last_attacks[seat]
            score[who].append(res.scores[seat])
    lo, hi = wilson(pts, games)
    print(json.dumps({"level": level, "a": "new", "b": "old", "games": games, "seed0": seed0,
                      "new_rate": round(pts / games, 3), "wilson95": [round(lo, 3), round(hi, 3)],
                      "mean_lead": round(statistics.fmean(lead), 2), "mean_turns_both": round(statistics.fmean(turns), 1),
                      "mean_score": {k: round(statistics.fmean(v), 2) for k, v in score.items()},
                      "last_turn_meditations": meds, "last_turn_attacks": attacks}))
