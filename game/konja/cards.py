"""Konja card definitions, loaded once from assets/data/konja/*.toml.

A card is data: a cost, a timing and one engine operation (`effect`) with a size (`amount`).
The operations themselves live in game.konja.rules so every card goes through the same code.
"""

from __future__ import annotations

import importlib.resources
import tomllib
from dataclasses import dataclass
from functools import lru_cache

# Engine operations a card may name (see KonjaRules._do_effect).
EFFECTS = (
    "reroll",  # reroll up to `amount` chosen green dice
    "reroll_low",  # reroll every green die showing `amount` or less
    "set_face",  # turn one green die to a chosen face
    "nudge",  # add or take up to `amount` pips on one number die (stays 1..6)
    "nudge_guard",  # nudge by 1 and make that die safe from red dice
    "mirror",  # a number die takes another number die's value
    "violet_roll",  # gain a violet die, rolled
    "violet_copy",  # gain a violet die showing one number die's value
    "flip_action",  # turn an unused Action die to a chosen face
    "guard",  # make up to `amount` number dice safe from red dice (+1 Power)
    "gain_magick",
    "gain_gold",
    "exchange",  # pay `amount` tokens of one kind, gain `amount` of another
    "recharge",  # recharge one spent Relic (Awaken also gives 1 Power)
    "discard_draw",  # Chaac!: discard chosen Spells, draw as many plus `amount`
    "take_relic",  # take a Relic from the Offering, `amount` Gold cheaper
    "cancel_red",  # remove one rolled red die (a reply in your Collection)
)
DIE_NEEDS = ("none", "any", "magick", "gold", "power")
POWER_KINDS = ("none", "boost", "ready")


@dataclass(frozen=True, slots=True)
class RelicCard:
    id: str
    name: str
    cost: int
    exhausts: bool
    die: str
    effect: str
    amount: int
    power: str
    power_max: int
    start: bool
    text: str
    shayka_effect: str | None = None
    shayka_amount: int | None = None
    shayka_text: str | None = None

    def side(self, shayka: bool) -> tuple[str, int, str]:
        """(effect, amount, text) of the side in play; only Oodoo has a Shayka back."""
        if shayka and self.shayka_effect:
            return self.shayka_effect, int(self.shayka_amount or 1), self.shayka_text or self.text
        return self.effect, self.amount, self.text


@dataclass(frozen=True, slots=True)
class SpellCard:
    id: str
    name: str
    cost: int
    count: int
    timing: str
    effect: str
    amount: int
    text: str


def _read(name: str) -> dict:
    res = importlib.resources.files("baraza.assets").joinpath(f"data/konja/{name}")
    return tomllib.loads(res.read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def relics() -> dict[str, RelicCard]:
    """All Relic designs by id, in file order."""
    out: dict[str, RelicCard] = {}
    for row in _read("relics.toml")["relic"]:
        card = RelicCard(
            id=row["id"], name=row["name"], cost=int(row["cost"]), exhausts=bool(row["exhausts"]),
            die=row["die"], effect=row["effect"], amount=int(row["amount"]), power=row["power"],
            power_max=int(row["power_max"]), start=bool(row.get("start", False)), text=row["text"],
            shayka_effect=row.get("shayka_effect"), shayka_amount=row.get("shayka_amount"),
            shayka_text=row.get("shayka_text"),
        )
        if card.effect not in EFFECTS or card.die not in DIE_NEEDS or card.power not in POWER_KINDS:
            raise ValueError(f"relic {card.id}: bad effect/die/power")
        out[card.id] = card
    return out


@lru_cache(maxsize=1)
def spells() -> dict[str, SpellCard]:
    """All Spell designs by id, in file order."""
    out: dict[str, SpellCard] = {}
    for row in _read("spells.toml")["spell"]:
        card = SpellCard(
            id=row["id"], name=row["name"], cost=int(row["cost"]), count=int(row["count"]),
            timing=row["timing"], effect=row["effect"], amount=int(row["amount"]), text=row["text"],
        )
        if card.effect not in EFFECTS or card.timing not in ("bones", "red_reply"):
            raise ValueError(f"spell {card.id}: bad effect/timing")
        out[card.id] = card
    return out


def starting_relics() -> list[str]:
    return [c.id for c in relics().values() if c.start]


def relic_deck_ids() -> list[str]:
    """The 12 Relics of the shuffled deck (one copy each)."""
    return [c.id for c in relics().values() if not c.start]


def spell_deck_ids() -> list[str]:
    """The 22 Spell cards (designs repeated by `count`), in file order before shuffling."""
    return [c.id for c in spells().values() for _ in range(c.count)]
