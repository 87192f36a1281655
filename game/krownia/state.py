"""The whole KROWNIA match state: one dataclass of int tables indexed by seat, hex, corner or edge."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from baraza.game.krownia.constants import MAIN, SETUP_VILLAGE


@dataclass
class KrowniaState:
    """The whole match. Lists indexed by seat, hex, corner or edge id."""

    num_seats: int
    options: dict
    rng: random.Random
    terrain: list[int]
    numbers: list[int]  # 0 on the desert
    harbours: list[tuple[int, int, int]]  # (corner a, corner b, kind)
    port_rate: list[list[int]]  # [seat][resource] best trade rate
    corner_port: list[int]  # harbour kind per corner, -2 for none
    pirate: int
    corner_owner: list[int]
    corner_level: list[int]  # 0 empty, 1 village, 2 town
    road_owner: list[int]
    hands: list[list[int]]
    bank: list[int]
    deck: list[int]
    devs: list[list[int]]  # [seat][kind] cards held (including new ones)
    devs_new: list[list[int]]  # bought this turn
    warriors: list[int]
    order: list[int]  # turn order of seats
    phase: str = SETUP_VILLAGE
    current: int = 0
    setup_step: int = 0
    setup_corner: int = -1  # village just placed in setup (its road must touch it)
    relocating: bool = False
    relocate_round: int = 0
    auto_pairs: list[list[tuple[int, int, int]]] = field(default_factory=list)  # (corner, edge, round)
    setup_paid: list[list[int]] = field(default_factory=list)
    turn: int = 0
    dev_played: bool = False
    rolled: bool = False
    dice: tuple[int, int] | None = None
    dice_counts: list[int] = field(default_factory=lambda: [0] * 13)
    discard_owed: list[int] = field(default_factory=list)
    return_phase: str = MAIN  # where a Warrior played before the roll returns to
    free_roads: int = 0
    plenty_left: int = 0
    road_len: list[int] = field(default_factory=list)
    longest_holder: int = -1
    army_holder: int = -1
    winner: int = -1
    offers_made: int = 0
    trade_give: list[int] = field(default_factory=lambda: [0] * 5)  # offerer gives
    trade_get: list[int] = field(default_factory=lambda: [0] * 5)  # offerer gets
    trade_to: int = -1  # -1: everyone
    responses: list[int] = field(default_factory=list)
    counters: list[tuple[tuple[int, ...], tuple[int, ...]]] = field(default_factory=list)  # offerer's view
    drafts: list[list[list[int]]] = field(default_factory=list)  # [seat] -> [give, get] of the composer
    earned: list[list[int]] = field(default_factory=list)
    # [seat][resource] cards each seat was seen to take less those it was seen to give (everything on the
    # table is public but a steal's card, so this is what a watching player can count; it may go below
    # zero when a stolen card is spent)
    public_cards: list[list[int]] = field(default_factory=list)
    cards_stolen: list[int] = field(default_factory=list)  # [seat] cards the Pirate took from it (kinds unseen)
    # [viewer] what the steals it was in showed it of the other hands (tally.py); immutable, so clones share it
    known_steals: tuple[tuple[int, ...], ...] = ()
    trades_done: list[int] = field(default_factory=list)
    actions_done: int = 0
    vp_build: list[int] = field(default_factory=list)  # villages + 2 * towns, kept up to date
    cache: dict = field(default_factory=dict)  # memo of immutable view parts, shared by clones
