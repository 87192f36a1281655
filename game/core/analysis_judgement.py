"""One judged move of a match analysis (`MoveJudgement`) and the per-seat count of its marks (`summary`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class MoveJudgement:
    """One move: its mover's chance of winning before and after it, the judge's preferred move and the mark."""

    ply: int
    seat: int
    action: str  # in words, as the log says it
    action_json: Any
    p_before: float
    p_after: float
    best: str | None
    mark: str | None  # None, "inaccuracy", "mistake" or "blunder"
    chances_before: tuple[float, ...] = ()  # every seat's chance before and after (for curves)
    chances_after: tuple[float, ...] = ()
    # a one-seat game (a solo run): its expected final score before and after, what its chart shows in place of
    # a chance of winning that is always 100 % (no one to beat); None elsewhere
    score_before: float | None = None
    score_after: float | None = None
    # a marked move judged by paired play-outs against the better move: the mover's chance after the better move
    # (its chance after this one plus the pairs' mean drop), so a mark where the chart rose can say what the
    # better move would have reached (a KROWNIA tester read "an inaccuracy" on a rise); None when not measured
    p_better: float | None = None
    # the move was no choice: its mover's only legal move, or a roll (analysis_falls.luck_move), so a fall there is
    # luck, never named as a choice (a Konja tester read "your move 84", a red-dice roll, among their falls)
    luck: bool = False

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["p_before"], data["p_after"] = round(self.p_before, 3), round(self.p_after, 3)
        data["chances_before"] = [round(c, 3) for c in self.chances_before]
        data["chances_after"] = [round(c, 3) for c in self.chances_after]
        for key in ("score_before", "score_after", "p_better"):
            data[key] = None if data[key] is None else round(data[key], 3 if key == "p_better" else 2)
        return data


def summary(judgements: Sequence[MoveJudgement], seats: int) -> dict[str, Any]:
    """Per seat: how many inaccuracies, mistakes and blunders, and the mean drop in winning chance."""
    per_seat = []
    for seat in range(seats):
        mine = [j for j in judgements if j.seat == seat]
        drops = [max(0.0, j.p_before - j.p_after) for j in mine]
        per_seat.append({
            "seat": seat, "moves": len(mine),
            "inaccuracies": sum(1 for j in mine if j.mark == "inaccuracy"),
            "mistakes": sum(1 for j in mine if j.mark == "mistake"),
            "blunders": sum(1 for j in mine if j.mark == "blunder"),
            "mean_drop": round(sum(drops) / len(drops), 4) if drops else 0.0,
        })
    return {"summary": True, "moves": len(judgements), "seats": per_seat}
