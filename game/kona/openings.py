"""Kona's opening table: what each of White's first moves is worth, read from package data.

The pie rule is only fair when the opener can find an even first move and the chooser judges it
right. A search of well under a second cannot (at real depth the "quiet" openings it liked lose),
so each first move was analysed offline by tools/kona_openings.py (the exact solver, a long search
and games between hard players from the position after the move) and the result kept in
assets/data/kona/openings.toml. Every AI level opens and swaps from it:

- the opener plays a move judged even (a random one of them, or the one nearest even);
- the chooser swaps exactly when the table says the move played favours the opener.

`white_score` is White's expected score after the move (1 a win, 0 a loss), from a proof when
there is one and from the games otherwise; `verdict` is "opener", "even" or "chooser".
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

VERDICTS = ("opener", "even", "chooser")


@dataclass(frozen=True)
class Opening:
    """One first move of White and the evidence behind its value."""

    move: str  # "f1-c4"
    group: str  # the symmetry class: moves of one class lead to mirrored positions
    white_score: float  # White's expected score after the move, 0..1
    verdict: str  # "opener" (White's side is better), "even" or "chooser"
    proof: str = ""  # the solver's result, e.g. "Black wins in 7 plies", or "" when unproven
    search_score: int = 0  # a long search's score for White (centipawn-like; ±WIN is a forced result)
    search_depth: int = 0
    games: int = 0  # hard-vs-hard games played from the position after the move
    white_wins: int = 0
    black_wins: int = 0
    draws: int = 0


@dataclass(frozen=True)
class OpeningTable:
    moves: dict[str, Opening]
    even_low: float
    even_high: float
    command: str = ""

    def get(self, move: str) -> Opening | None:
        return self.moves.get(move)

    def even_moves(self) -> list[str]:
        """First moves judged even, in a fixed order."""
        return sorted(m for m, o in self.moves.items() if o.verdict == "even")

    def nearest_even(self) -> list[str]:
        """The even moves, or when there is none the moves whose score is nearest one half."""
        even = self.even_moves()
        if even or not self.moves:
            return even
        gap = min(abs(o.white_score - 0.5) for o in self.moves.values())
        return sorted(m for m, o in self.moves.items() if abs(o.white_score - 0.5) == gap)

    def favours_opener(self, move: str) -> bool | None:
        """Whether the table says `move` favours White (None: the move is not in the table)."""
        opening = self.moves.get(move)
        return None if opening is None else opening.verdict == "opener"


def parse_table(text: str) -> OpeningTable:
    """The table from its TOML text; ValueError names what is wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ValueError(f"openings table: {exc}") from exc
    fields = set(Opening.__dataclass_fields__)
    moves: dict[str, Opening] = {}
    for row in data.get("move", []):
        opening = Opening(**{k: v for k, v in row.items() if k in fields})
        if opening.verdict not in VERDICTS or not 0.0 <= opening.white_score <= 1.0:
            raise ValueError(f"openings table: bad row for {opening.move}")
        moves[opening.move] = opening
    return OpeningTable(moves, float(data.get("even_low", 0.4)), float(data.get("even_high", 0.6)),
                        str(data.get("command", "")))


@lru_cache(maxsize=1)
def load_openings() -> OpeningTable | None:
    """The shipped table (read once), or None when it is missing or unreadable: the AI then falls
    back on its own search for the pie decisions."""
    try:
        text = (resources.files("baraza.assets") / "data" / "kona" / "openings.toml").read_text(encoding="utf-8")
        return parse_table(text)
    except (OSError, ValueError, TypeError):
        return None
