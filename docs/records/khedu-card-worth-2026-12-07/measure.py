"""New KheduAgent vs old (a snapshot package `oldai` of game/khedu/ai*.py at d88e064), same level; each seed
played both ways. Usage: OLD=/dir/holding/oldai python measure.py LEVEL GAMES FIRST_SEED (from the repo root,
with the venv's python). One JSON line out."""
import os, sys, json
sys.path.insert(0, os.environ["OLD"])
from baraza.game.registry import get_game
from baraza.game.khedu.ai import KheduAgent as New
from oldai.ai import KheduAgent as Old
level, games, seed0 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rules = get_game("khedu").rules
w = {"new": 0, "old": 0, "draw": 0}; diff = 0.0
for g in range(games):
    seed = seed0 + g // 2
    new_seat = g % 2
    agents = [None, None]
    agents[new_seat] = New(level, seed * 7919 + new_seat * 31 + 17)
    agents[1 - new_seat] = Old(level, seed * 7919 + (1 - new_seat) * 31 + 17)
    opts = rules.default_options()
    st = rules.initial_state(opts, seed, 2)
    n = 0
    while not rules.is_terminal(st) and n < 5000:
        s = rules.active_seats(st)[0]
        legal = rules.legal_actions(st, s)
        a = agents[s].choose(rules, rules.view(st, s), s, legal)
        rules.apply(st, s, a); n += 1
    sc = rules.result(st).scores
    a, b = sc[new_seat], sc[1 - new_seat]
    diff += a - b
    w["new" if a > b else "old" if b > a else "draw"] += 1
print(json.dumps({"level": level, "games": games, **w, "mean_lead_new": round(diff / games, 2)}))
