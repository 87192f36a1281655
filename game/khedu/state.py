"""Khedu match state: plain dataclasses owned and changed only by `KheduRules`."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field

# A place on the table: ("desert", stack) names the exposed unit of a stack, ("cadre", seat, slot) a hero.
Ref = tuple


@dataclass
class Unit:
    """A unit card on the table with the Honor tokens stacked on it."""

    card: int
    honor: int = 0


@dataclass
class EnsembleSlot:
    """One of the four Ensemble places. `card` is None once its Cadence has been used."""

    card: int | None = None
    face_up: bool = False
    eternal: bool = False


@dataclass
class DesertCadence:
    """Solo mode: a face-down Cadence beside a Desert stack, later bound to a denomination."""

    card: int
    stack: int
    flipped: bool = False
    bound: str = ""  # denomination it is bound to once flipped


@dataclass
class Player:
    clan: str
    hand: list[int] = field(default_factory=list)
    lp: int = 0  # Legacy points
    influence: int = 3
    ensemble: list[EnsembleSlot] = field(default_factory=lambda: [EnsembleSlot() for _ in range(4)])
    cadre: list[Unit | None] = field(default_factory=lambda: [None, None])
    achievements: list[str] = field(default_factory=list)
    meditated_last: bool = False
    exhausted: bool = False
    last_turn: bool = False  # spent the last Influence: this turn is the last
    turns_taken: int = 0
    rahala_bonus: bool = False  # Rahala first-turn bonus waits for the first placement
    opening: list[int] = field(default_factory=list)  # the five dealt Cadences before the bonus picks
    bonus_score: int = 0  # clan-card bonus counted when the player leaves
    ascension_score: int = 0  # the part of bonus_score that ascensions to Khana brought
    lms_turns: int | None = None  # last-man-standing turns left

    def eternals(self) -> int:
        return sum(1 for s in self.ensemble if s.card is not None and s.eternal)


@dataclass
class TurnLog:
    """What happened this turn (for achievements that count within one turn)."""

    attacks: int = 0
    wins: int = 0
    wuqri_attacks: int = 0
    chahak_wins: int = 0
    fighter_wins: int = 0
    placed: bool = False
    rally: int = 0  # Rallying Call discount waiting for the next attack
    allured: list[int] = field(default_factory=list)  # card ids lifted by Allure
    betrayed: list[int] = field(default_factory=list)  # card ids hit by Betrayal
    med_done: list[str] = field(default_factory=list)  # meditation options used


@dataclass
class Combat:
    instigator: int
    attacker: Ref
    defender: Ref
    attacker_card: int
    defender_card: int
    scenario: str  # "cadre_vs_desert" | "infiltration" | "provocation"
    to_pay: int
    step: str = "pay"  # pay -> cadences -> roll -> adjust -> reward
    played: list[tuple[int, int, bool]] = field(default_factory=list)  # (seat, cadence card, eternal)
    desert_cadences: list[int] = field(default_factory=list)  # solo Desert Cadences that apply
    order: list[int] = field(default_factory=list)  # seats answering in the Cadence window
    pos: int = 0
    played_this_round: bool = False
    dice: tuple[int, ...] = ()
    choices: dict[int, str] = field(default_factory=dict)
    winner: Ref | None = None
    reward_seat: int | None = None
    reward_value: int = 0


@dataclass
class KheduState:
    num_seats: int
    cards: tuple[tuple[str, str], ...]  # card id -> ("unit"|"command"|"cadence", key); never changes
    home: dict[int, int]  # Desert-born unit card -> its home stack
    rng: random.Random
    players: list[Player]
    deck: list[int]  # Resource deck, index 0 = top
    cadence_deck: list[int]
    desert: list[list[Unit]]  # index 0 = exposed top
    desert_cadences: list[DesertCadence] = field(default_factory=list)
    first_player: int = 0
    current: int = 0
    phase: str = "opening"  # opening | turn | meditation | bind | combat | over
    opening_step: str = "reveal"  # reveal | discard
    turn_mode: str | None = None  # None until chosen, then "action" | "meditation"
    log: TurnLog = field(default_factory=TurnLog)
    combat: Combat | None = None
    turns_completed: int = 0
    max_turns: int = 25
    meditations: int = 0  # solo: Meditations taken (the first three bind Desert Cadences)
    end_reason: str = ""

    def clone(self) -> KheduState:
        return copy.deepcopy(self)
