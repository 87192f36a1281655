"""An experiment (not shipped): measure.py with the behind rule also for an AI with no clan hero in its Cadre."""
import runpy
import sys

sys.path.insert(0, "/work/main")
from baraza.game.khedu import ai, ai_ending


def patched(self, view, seat, turns_left):
    me = view.players[seat]
    outlook = ai_ending.ending_outlook(view, seat)
    if outlook == "safe" and me.turns_taken + 1 >= self.end_ahead_from:
        return ai.SAFE_END_VALUE
    final = me.last_turn or turns_left <= 1 or me.lms_turns_left == 1
    if outlook == "losing" and not final:
        return -4.0
    return None
ai.KheduAgent._last_influence_by_score = patched
sys.argv = ["measure.py"] + sys.argv[1:]
runpy.run_path("/work/main/docs/records/khedu-ending-2026-12-07/measure.py", run_name="__main__")
