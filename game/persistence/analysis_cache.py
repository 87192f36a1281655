"""Analyses kept, so a replay analysed once reopens with its marks at once.

A file per match in `analyses_dir()`, named by a hash of what the analysis depends on: the game, seats, seed,
options and every move, and ANALYSIS_FORMAT. A file is read bounded and checked (one judgement per move, each
with the fields a judgement has, chances between 0 and 1); anything else is ignored and the match is simply
analysed again. Nothing here is trusted more than that: the marks are advice drawn on a replay, never a score."""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.persistence.atomic import write_json_atomic
from baraza.game.persistence.paths import analyses_dir
from baraza.game.persistence.userfile import UserFileError, read_user_json

# raised when the judge or the judgement's fields change: older files are not read (2: Kona's one judge; 3: Kona's
# chance from two depths, a solo run's expected score; 4: play-outs cut short and scored by how the match stands;
# 5: KROWNIA's and Khedu's positions either side of the judge's own quiet move pooled as one; 9: a mark's
# `p_better`, the better move's chance by the paired look, and KROWNIA's marks on falls the pairs confirm; 10: marks
# the board alone proves (KROWNIA's poor setup corners and hoarded hands), Konja's closing turns searched and its
# named faults, Khedu's lowered dice and its look ahead kept to the last turns; 11: a move's `luck` (no choice made),
# Khedu's confirmed marks and board-proven sure attacks, Konja's sure sets given up; 12: Khedu's fights valued at their odds as sung, Konja's die words "on the 4 (→ 5)",
# KROWNIA's better offers named, Konja's red dice left unrolled and its Cloud-point levels 3 / 7; 13: Khedu's moves in
# a decided match marked by the Legacy points they cost, levels 2 / 3 / 5; 14: Kona's proven losses walked back to
# the move that really lost them; 15: Khedu's quiet moves the pairs cannot tell from the judge's kept level, Kona's
# walk back naming the Hint's move wherever the proof does not sink it; 16: Khedu's sure fights left are the attacks
# its table's End turn asks about, from 80 %; 17: KROWNIA's AIs, whose play-outs judge, offer only swaps they would
# take and know what their steals took)
ANALYSIS_FORMAT = 17
MAX_BYTES = 8 * 1024 * 1024
FIELDS = {"ply", "seat", "action", "action_json", "p_before", "p_after", "best", "mark", "chances_before",
          "chances_after", "score_before", "score_after", "p_better", "luck"}
MARKS = (None, "inaccuracy", "mistake", "blunder")


def analysis_key(game: str, seats: Sequence[str], seed: int, options: dict,
                 moves: Sequence[tuple[int, Action]]) -> str:
    """The file stem for one match's analysis."""
    text = json.dumps([ANALYSIS_FORMAT, game, list(seats), seed, options,
                       [[s, a.to_json()] for s, a in moves]], sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:32]


def _chance(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and \
        0.0 <= value <= 1.0


def _judgement_ok(item: Any, ply: int) -> bool:
    if not isinstance(item, dict) or set(item) != FIELDS or item["ply"] != ply:
        return False
    if not (isinstance(item["seat"], int) and isinstance(item["action"], str) and item["mark"] in MARKS
            and isinstance(item["luck"], bool)):
        return False
    if item["best"] is not None and not isinstance(item["best"], str):
        return False
    chances = [item["p_before"], item["p_after"], *item["chances_before"], *item["chances_after"]] \
        if isinstance(item["chances_before"], list) and isinstance(item["chances_after"], list) else [None]
    scores = [item["score_before"], item["score_after"]]
    return all(_chance(c) for c in chances) and all(v is None or _score(v) for v in scores) \
        and (item["p_better"] is None or _chance(item["p_better"]))


def _score(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and \
        abs(value) < 1e9


def read_analysis(key: str, plies: int) -> list[dict] | None:
    """The judgements kept for `key` (one per move, `plies` of them), or None when there are none fit to use."""
    path = analyses_dir() / f"{key}.json"
    if not path.is_file():
        return None
    try:
        data = read_user_json(path, MAX_BYTES)
    except (UserFileError, OSError):
        return None
    if not isinstance(data, dict) or data.get("format") != ANALYSIS_FORMAT:
        return None
    items = data.get("judgements")
    if not isinstance(items, list) or len(items) != plies:
        return None
    if not all(_judgement_ok(item, ply) for ply, item in enumerate(items, start=1)):
        return None
    return items


def write_analysis(key: str, judgements: list[dict]) -> None:
    """Keep a finished analysis (atomic; a failure only means the next replay analyses again)."""
    try:
        write_json_atomic(analyses_dir() / f"{key}.json", {"format": ANALYSIS_FORMAT, "judgements": judgements})
    except OSError:
        pass
