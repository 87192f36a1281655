"""Variant: the new last-turn valuation without the follow-up term (a surviving hero's next fight), to see what
that term adds. Usage as measure.py."""
import runpy
import sys

sys.path.insert(0, "/work/main")
from baraza.game.khedu import ai_last  # noqa: E402

ai_last.follow_up = lambda *a, **k: 0.0
sys.argv = [sys.argv[0].replace("variant_no_follow_up", "measure")] + sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
