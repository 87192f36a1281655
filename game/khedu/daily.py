"""The daily deal: one solo Khedu deal per calendar date, the same on every machine.

Everything comes from the date alone: SHA-256 of "baraza-khedu-daily-YYYY-MM-DD" picks the clan (first
byte) and the seed (the next four bytes, below 10^9 so the seed also fits the setup screen's field). The
daily deal is the standard game (25 turns). Python's hash() is never used: it changes between runs.

This module is also the game's plug-in for solo runs (GameSpec.solo_runs): the shell asks it for a match's
code, a code's deal, today's deal and a deal's words, without naming Khedu.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from baraza.game.khedu.cards import CLANS
from baraza.game.khedu.codes import CodeError, Deal, code_for, decode, encode

DAILY_TURNS = 25
SALT = "baraza-khedu-daily-"


@dataclass(frozen=True)
class DailyDeal:
    day: date
    clan: str
    seed: int
    options: dict[str, Any]
    code: str

    def to_json(self) -> dict[str, Any]:
        return {"date": self.day.isoformat(), "code": self.code, "clan": self.clan, "seed": self.seed,
                "options": dict(self.options)}


def daily_deal(day: date) -> DailyDeal:
    digest = hashlib.sha256((SALT + day.isoformat()).encode("ascii")).digest()
    clan = CLANS[digest[0] % len(CLANS)]
    seed = int.from_bytes(digest[1:5], "big") % 1_000_000_000
    deal = Deal(clan, DAILY_TURNS, seed)
    return DailyDeal(day, clan, seed, deal.options, encode(deal))


# --- the solo-runs plug-in (read by the shell through GameSpec.solo_runs) -------------------------------
def deal_code(options: Mapping[str, Any], seed: int) -> str | None:
    """The code of a solo match, or None when it has none."""
    return code_for(options, seed)


def deal_of_code(text: str) -> tuple[dict[str, Any], int]:
    """(options, seed) of a typed code; ValueError (CodeError) with the reason when it names no deal."""
    deal = decode(text)
    return deal.options, deal.seed


def today_deal(day: date) -> dict[str, Any]:
    """The day's deal as the shell shows it: date, code, options, seed, and `label` (the clan)."""
    deal = daily_deal(day)
    return {**deal.to_json(), "label": deal.clan}


def deal_label(options: Mapping[str, Any]) -> str:
    """A deal in a few words ("Wuqri, 25 turns")."""
    clan = options.get("clan_1", "random")
    return f"{'random clan' if clan == 'random' else clan}, {options.get('max_turns', DAILY_TURNS)} turns"


__all__ = ["CodeError", "DailyDeal", "daily_deal", "deal_code", "deal_label", "deal_of_code", "today_deal"]
