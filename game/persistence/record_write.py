"""What a match record holds as it is written: the run record plus every seat's result, the dice totals and
the branch. Its own module because both the writer (history.py) and the proof of a record (record_proof.py,
which recomputes these fields from the moves) use it, and neither may import the other."""

from __future__ import annotations

from collections import Counter
from typing import Any

from baraza.game.core.match import Match
from baraza.game.persistence import runs

MAX_ROLL_TOTAL = 100


def roll_totals(match: Match) -> dict[int, int]:
    """How often each dice total came up (events of the rules' roll kinds that carry a total)."""
    counts: Counter[int] = Counter()
    for record in match.records:
        for event in record.events:
            total = event.data.get("total") if event.kind in match.rules.roll_events else None
            if isinstance(total, int) and not isinstance(total, bool) and 0 <= total <= MAX_ROLL_TOTAL:
                counts[total] += 1
    return dict(sorted(counts.items()))


def record_data(match: Match, **solo_extras: Any) -> dict[str, Any]:
    """The whole record of `match` as it stands: the run record plus every seat's result, dice and branch.
    `solo_extras` are the run record's (code, daily, counted, when, curve)."""
    solo_extras.setdefault("curve", match.score_key() is not None)
    data = runs.record_data(match, **solo_extras)
    result = match.result() if match.is_over() else None
    if result is not None:
        data["result"]["winners"] = list(result.winners)
        data["result"]["scores"] = [float(s) for s in result.scores] or data["result"]["scores"]
    data["roll_totals"] = {str(k): v for k, v in roll_totals(match).items()}
    if match.branched_from:
        data["branched_from"] = {"origin": str(match.branched_from.get("origin", ""))[:80],
                                 "ply": int(match.branched_from.get("ply", 0))}
    return data
