"""Khedu card data: units, Commands, War Cadences, clan boards and achievements, read from TOML.

The five data files are read once, on first use, by the `CardCatalogue` the rules own; the table reads
the same catalogue through its match's rules, so nothing is read at import time or twice.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib.resources import files

CLANS = ("Hadimi", "Wuqri", "Oadhii", "Rahala")
DENOMINATIONS = ("Himbua", "Wuqri", "Hadimi", "Rahala", "Oadhii")


@dataclass(frozen=True, slots=True)
class UnitDef:
    key: str
    name: str
    denomination: str
    cost: int  # discard activation cost
    dice: int  # attack dice quantity
    defence: int
    reward: int  # reward value 1..4
    infiltrating: bool
    khana: bool
    resource_copies: int
    desert: bool


@dataclass(frozen=True, slots=True)
class CommandDef:
    key: str
    name: str
    cost: int  # in Legacy points
    copies: int
    effect: str
    text: str


@dataclass(frozen=True, slots=True)
class CadenceDef:
    key: str
    name: str
    kind: str  # "offensive" | "defensive"
    dice: int
    bonus: int
    defence: int
    copies: int
    text: str


@dataclass(frozen=True, slots=True)
class ClanDef:
    key: str
    units: tuple[str, ...]
    aura: str
    aura_text: str
    first_turn: str
    first_turn_text: str
    meditation: str
    meditation_text: str
    aura_when: str = ""  # the aura's condition in a few words: the clan board says it beside an aura that is off


@dataclass(frozen=True, slots=True)
class AchievementDef:
    key: str
    name: str
    clan: str  # "" for a general achievement
    lp: int
    influence: int
    text: str


@dataclass(frozen=True, slots=True)
class CardData:
    units: dict[str, UnitDef]
    commands: dict[str, CommandDef]
    cadences: dict[str, CadenceDef]
    clans: dict[str, ClanDef]
    achievements: dict[str, AchievementDef]

    def desert_stack(self) -> list[str]:
        """Unit keys of one Desert stack, top (lowest defence) first."""
        return [u.key for u in sorted(self.units.values(), key=lambda u: u.defence) if u.desert]

    def resource_deck(self) -> list[tuple[str, str]]:
        """('unit'|'command', key) for every Resource card, in data order (shuffled by the rules)."""
        cards = [("unit", u.key) for u in self.units.values() for _ in range(u.resource_copies)]
        cards += [("command", c.key) for c in self.commands.values() for _ in range(c.copies)]
        return cards

    def cadence_deck(self) -> list[str]:
        return [c.key for c in self.cadences.values() for _ in range(c.copies)]


def _read(name: str) -> dict:
    return tomllib.loads((files("baraza.assets") / "data" / "khedu" / name).read_text(encoding="utf-8"))


def load_cards() -> CardData:
    """Read every Khedu data file (each call reads them again: keep the result, see `CardCatalogue`)."""
    units = {d["key"]: UnitDef(**d) for d in _read("units.toml")["unit"]}
    commands = {d["key"]: CommandDef(**d) for d in _read("commands.toml")["command"]}
    cadences = {d["key"]: CadenceDef(**d) for d in _read("cadences.toml")["cadence"]}
    clans = {d["key"]: ClanDef(**{**d, "units": tuple(d["units"])}) for d in _read("clans.toml")["clan"]}
    achievements = {d["key"]: AchievementDef(**d) for d in _read("achievements.toml")["achievement"]}
    return CardData(units, commands, cadences, clans, achievements)


class CardCatalogue:
    """The card data, read from the TOML files the first time it is asked for and kept for its owner's life."""

    def __init__(self) -> None:
        self._data: CardData | None = None

    @property
    def loaded(self) -> bool:
        return self._data is not None

    @property
    def data(self) -> CardData:
        if self._data is None:
            self._data = load_cards()
        return self._data
