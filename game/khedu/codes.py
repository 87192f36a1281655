"""Deal codes for solo Khedu: a short typeable code that names one deal exactly (clan, turn limit, seed).

A code is 8 data characters and 1 check character from Crockford's base32 alphabet (digits and capitals
without I, L, O and U), shown in groups of three: "7QM-2XP-AF4". Reading is forgiving of case, spaces and
dashes, and reads O as 0 and I or L as 1, as Crockford's scheme does. The 40 data bits are, high to low:
the code version (3 bits), the clan option (3 bits: random or one of the four clans), the turn limit
(2 bits) and the seed (32 bits). The check character is the data characters' values weighted by 1, 3, 5 ...
summed mod 32: odd weights catch every single wrong character, and most swapped neighbours.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from baraza.game.khedu.cards import CLANS

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
READ_AS = {"O": "0", "I": "1", "L": "1"}  # Crockford: the letters a reader may have typed for digits
VERSION = 1
DATA_CHARS = 8
SEED_BITS = 32
CLAN_VALUES = ("random", *CLANS)  # index = the clan field
TURN_VALUES = (25, 15, 40)  # index = the turn field; fixed, so codes already shared keep their meaning


class CodeError(ValueError):
    """A code that names no deal; str() is one line saying why."""


@dataclass(frozen=True)
class Deal:
    """What a code names: the solo options and the seed."""

    clan: str  # "random" or a clan
    max_turns: int
    seed: int

    @property
    def options(self) -> dict[str, Any]:
        return {"clan_1": self.clan, "max_turns": self.max_turns}


def _check_char(values: list[int]) -> str:
    return ALPHABET[sum(v * (2 * i + 1) for i, v in enumerate(values)) % 32]


def encode(deal: Deal) -> str:
    """The deal's code ("7QM-2XP-AF4"); ValueError when a solo deal has no code (a seed outside 0..2^32-1,
    an option value a code cannot hold)."""
    if deal.clan not in CLAN_VALUES:
        raise ValueError(f"no code for the clan '{deal.clan}'")
    if deal.max_turns not in TURN_VALUES:
        raise ValueError(f"no code for a {deal.max_turns}-turn game")
    if not 0 <= deal.seed < 2**SEED_BITS:
        raise ValueError("only seeds from 0 to 4294967295 have a code")
    number = (VERSION << 37) | (CLAN_VALUES.index(deal.clan) << 34) | (TURN_VALUES.index(deal.max_turns) << 32)
    number |= deal.seed
    values = [(number >> (5 * (DATA_CHARS - 1 - i))) & 31 for i in range(DATA_CHARS)]
    text = "".join(ALPHABET[v] for v in values) + _check_char(values)
    return "-".join(text[i:i + 3] for i in range(0, len(text), 3))


def code_for(options: Mapping[str, Any], seed: int) -> str | None:
    """The code of a solo match's options and seed, or None when it has none."""
    try:
        return encode(Deal(str(options.get("clan_1", "random")), int(options.get("max_turns", 25)), int(seed)))
    except (TypeError, ValueError):
        return None


def decode(text: str) -> Deal:
    """The deal a typed code names; CodeError with the reason when it names none."""
    if not isinstance(text, str):
        raise CodeError("a code is letters and digits")
    cleaned = "".join(ch for ch in text.upper() if ch not in " -_\t")
    if not cleaned:
        raise CodeError("the code is empty")
    values = []
    for position, ch in enumerate(cleaned, 1):
        ch = READ_AS.get(ch, ch)
        if ch not in ALPHABET:
            shown = ch if ch.isprintable() else repr(ch)
            raise CodeError(f"'{shown}' (character {position}) is not used in codes; they use 0-9 and A-Z "
                            "without I, L, O, U")
        values.append(ALPHABET.index(ch))
    if len(values) != DATA_CHARS + 1:
        raise CodeError(f"a code has {DATA_CHARS + 1} characters; this one has {len(values)}")
    data, check = values[:DATA_CHARS], values[DATA_CHARS]
    if _check_char(data) != ALPHABET[check]:
        raise CodeError("the check character does not match: a character is mistyped")
    number = 0
    for v in data:
        number = (number << 5) | v
    version, clan, turns = number >> 37, (number >> 34) & 7, (number >> 32) & 3
    if version != VERSION:
        raise CodeError(f"this code is of a kind this Baraza does not know (version {version})")
    if clan >= len(CLAN_VALUES):
        raise CodeError("the code names an unknown clan")
    if turns >= len(TURN_VALUES):
        raise CodeError("the code names an unknown turn limit")
    return Deal(CLAN_VALUES[clan], TURN_VALUES[turns], number & (2**SEED_BITS - 1))
