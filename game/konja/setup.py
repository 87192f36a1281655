"""Match setup: the options a table offers and the opening position they lead to."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from baraza.game.core.rules import OptionSpec, new_rng
from baraza.game.konja import cards
from baraza.game.konja.state import (
    CLOUD_PILE,
    SEAT_NAMES,
    SHAYKA_MODES,
    SUPPLY_START,
    KonjaState,
    Player,
    Relic,
)
from baraza.game.konja.supply import deal_relic, draw_spell


def option_specs() -> list[OptionSpec]:
    return [
        OptionSpec("first_player", "First player",
                   (("random", "Random"), (0, SEAT_NAMES[0]), (1, SEAT_NAMES[1])), "random",
                   help="Who takes the first turn; the other player gets the last turn of the final round."),
        OptionSpec("shayka", "Shayka (red dice)",
                   # bad16 read "Off: opponent attacks" as a contradiction: Shayka is the variant, off is the usual
                   # game with attacks, and it is on in two forms (docs/rules/konja.md)
                   (("off", "Off: red dice attack you"), ("none", "On: no red dice"),
                    ("own", "On: your own red dice")), "off",
                   help="Off (usual): the opponent's red dice may take your low dice. On: none, or you roll them "
                        "for yourself; Oodoo shows its Shayka side."),
        OptionSpec("bigga_storm", "Bigga Storm (30 Clouds)", ((False, "Off"), (True, "On")), False,
                   help="A longer match: the final round starts at 30 Cloud points instead of 21."),
    ]


def initial_state(defaults: Mapping[str, Any], options: Mapping[str, Any], seed: int,
                  num_seats: int = 2) -> KonjaState:
    if num_seats != 2:
        raise ValueError("Konja is a two-player game")
    opts = {**defaults, **dict(options)}
    shayka = opts["shayka"]
    if shayka not in SHAYKA_MODES:
        raise ValueError(f"unknown Shayka mode {shayka!r}")
    bigga = bool(opts["bigga_storm"])
    rng = new_rng(seed)
    first = opts["first_player"]
    first_seat = rng.randrange(2) if first == "random" else int(first)
    relic_deck = cards.relic_deck_ids()
    rng.shuffle(relic_deck)
    spell_deck = cards.spell_deck_ids()
    rng.shuffle(spell_deck)
    players = [Player(relics=[Relic(c) for c in cards.starting_relics()]) for _ in range(2)]
    supply = {k: v - 4 for k, v in SUPPLY_START.items()}  # two tokens of each to each player
    state = KonjaState(
        rng=rng, shayka=shayka, bigga=bigga, target=30 if bigga else 21, players=players,
        supply=supply, cloud_piles={3: CLOUD_PILE, 5: CLOUD_PILE, 7: CLOUD_PILE},
        relic_deck=relic_deck, relic_discard=[], offering=[], spell_deck=spell_deck,
        spell_discard=[], first_seat=first_seat, turn_seat=first_seat,
    )
    for seat in (first_seat, 1 - first_seat):
        for _ in range(3):
            draw_spell(state, seat)
    for _ in range(3):
        state.offering.append(deal_relic(state))
    return state
