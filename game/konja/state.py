"""Konja match state (owned by KonjaRules) and the view dataclasses a seat is shown."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import lru_cache

from baraza.game.konja.dice import SplitSolver, combo_reward, valid_combos

ANCESTORS = ("spirit", "resource", "spell", "merchant", "rain")
ANCESTOR_NAMES = {
    "spirit": "Spirit Ancestor",
    "resource": "Resource Ancestor",
    "spell": "Spell Ancestor",
    "merchant": "Merchant Ancestor",
    "rain": "Rain Ancestor",
}
RESOURCES = ("gold", "magick", "power")
ACTION_FACES = ("blank", "blank", "blank", "magick", "gold", "power")
CLOUD_UPGRADE = {3: 4, 5: 6, 7: 9}  # a Cloud's back side
UPGRADE_COST = {3: 2, 5: 1, 7: 1}  # Gold to flip it (Rain Favour)
SUMMON_COST = {3: 5, 5: 8, 7: 11}  # Gold to summon it (Rain Blessing)
SUPPLY_START = {"gold": 27, "magick": 18, "power": 18}
CLOUD_PILE = 9
SHAYKA_MODES = ("off", "none", "own")  # red dice attack / no red dice / own red dice
SEAT_NAMES = ("Nia", "Kofi")
MAX_TURNS = 80  # per player: a guard so aimless seats (random) still finish
MAX_RELICS = 5
PHASES = (
    "ancestor", "resource_choice", "spell_discard", "merchant_sell", "rain_upgrade",
    "merchant_buy", "rain_summon", "roll", "bones", "red_roll", "red_reply", "red_assign",
    "collect", "over",
)


@dataclass(slots=True)
class Cloud:
    base: int  # 3, 5 or 7 (the pile it came from)
    upgraded: bool = False
    turn: int = -1  # turn index it was gained in (the Rain rule: no upgrade that turn)

    @property
    def value(self) -> int:
        return CLOUD_UPGRADE[self.base] if self.upgraded else self.base


@dataclass(slots=True)
class Relic:
    card: str
    spent: bool = False


@dataclass(slots=True)
class Player:
    gold: int = 2
    magick: int = 2
    power: int = 2
    clouds: list[Cloud] = field(default_factory=list)
    relics: list[Relic] = field(default_factory=list)
    spells: list[str] = field(default_factory=list)
    turns: int = 0

    @property
    def cloud_points(self) -> int:
        return sum(c.value for c in self.clouds)

    def clone(self) -> Player:
        return Player(
            self.gold, self.magick, self.power,
            [Cloud(c.base, c.upgraded, c.turn) for c in self.clouds],
            [Relic(r.card, r.spent) for r in self.relics],
            list(self.spells), self.turns,
        )


@dataclass(slots=True)
class Die:
    colour: str  # green | violet | red
    value: int
    guarded: bool = False  # safe from red dice this turn


@dataclass
class KonjaState:
    rng: random.Random
    shayka: str
    bigga: bool
    target: int  # Cloud points that trigger the final round
    players: list[Player]
    supply: dict[str, int]
    cloud_piles: dict[int, int]
    relic_deck: list[str]
    relic_discard: list[str]
    offering: list[str | None]
    spell_deck: list[str]
    spell_discard: list[str]
    first_seat: int
    turn_seat: int
    phase: str = "ancestor"
    turn_count: int = 0  # completed turns, both players
    idols: list[str] = field(default_factory=list)
    spirit_holder: int | None = None
    ancestor: str | None = None
    resource: str | None = None
    blessing_queue: list[int] = field(default_factory=list)
    refreshed: bool = False
    dice: list[Die] = field(default_factory=list)
    action_dice: list[str] = field(default_factory=list)
    action_used: list[bool] = field(default_factory=list)
    red: list[int] = field(default_factory=list)
    red_used: list[bool] = field(default_factory=list)
    attacker: int | None = None
    collected: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    pending_discard: int | None = None
    final_round: bool = False
    over: bool = False
    winners: tuple[int, ...] = ()
    end_reason: str = ""

    def clone(self, rng: random.Random | None = None) -> KonjaState:
        """A deep copy; its random stream continues this one's, or is `rng` when given (searches
        that reseed the copy at once skip copying the generator, the dearest part of a clone)."""
        if rng is None:
            rng = random.Random.__new__(random.Random)  # no seeding from the OS: the state is set next
            rng.setstate(self.rng.getstate())
        return KonjaState(
            rng, self.shayka, self.bigga, self.target, [p.clone() for p in self.players],
            dict(self.supply), dict(self.cloud_piles), list(self.relic_deck), list(self.relic_discard),
            list(self.offering), list(self.spell_deck), list(self.spell_discard), self.first_seat,
            self.turn_seat, self.phase, self.turn_count, list(self.idols), self.spirit_holder,
            self.ancestor, self.resource, list(self.blessing_queue), self.refreshed,
            [Die(d.colour, d.value, d.guarded) for d in self.dice], list(self.action_dice),
            list(self.action_used), list(self.red), list(self.red_used), self.attacker,
            list(self.collected), self.pending_discard, self.final_round, self.over, self.winners,
            self.end_reason,
        )


# ---- views: what one seat may see --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CloudView:
    base: int
    upgraded: bool
    value: int
    fresh: bool  # gained this turn: the Rain Favour may not flip it


@dataclass(frozen=True, slots=True)
class RelicView:
    slot: int
    card: str  # card id (see game.konja.cards.relics())
    name: str
    spent: bool
    side: str  # "front" or "shayka" (Oodoo only shows its Shayka side in the variants)
    text: str


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    name: str
    gold: int
    magick: int
    power: int
    clouds: tuple[CloudView, ...]
    cloud_points: int
    relics: tuple[RelicView, ...]
    spell_count: int
    spells: tuple[str, ...] | None  # card ids; None when hidden from the viewer
    turns_taken: int
    has_spirit_token: bool


@dataclass(frozen=True, slots=True)
class DieView:
    index: int
    colour: str  # green | violet | red
    value: int
    guarded: bool
    used: bool  # already part of a collected combination


@dataclass(frozen=True, slots=True)
class KonjaView:
    viewer: int | None  # the seat this view is for; None = spectator
    seat_names: tuple[str, ...]
    turn_seat: int  # whose turn it is
    acting_seat: int | None  # who must decide now (None when the match is over)
    phase: str  # see PHASES
    pending: str  # plain-English description of the decision awaited
    turn_count: int
    first_seat: int
    players: tuple[PlayerView, ...]
    supply: dict[str, int]
    cloud_piles: dict[int, int]
    offering: tuple[str | None, ...]
    relic_deck_count: int
    relic_discard: tuple[str, ...]
    spell_deck_count: int
    spell_discard: tuple[str, ...]
    idols: tuple[str, ...]  # Ancestors holding an Idol, in placing order
    free_ancestors: tuple[str, ...]
    ancestor: str | None  # the Ancestor chosen this turn
    resource: str | None  # the Resource Ancestor's chosen kind this turn
    blessing_queue: tuple[int, ...]  # seats still to act in this turn's Blessing
    offering_refreshed: bool  # the current Merchant Blessing seat already refreshed a slot
    spirit_holder: int | None
    dice: tuple[DieView, ...]  # the active player's number dice (green, violet, red replacements)
    action_dice: tuple[str, ...]  # faces of the two white dice ("" before the roll)
    action_used: tuple[bool, ...]
    red_dice: tuple[int, ...]  # rolled red values this Collection
    red_used: tuple[bool, ...]
    attacker: int | None  # who rolls red dice this Collection
    collected: tuple[tuple[str, tuple[int, ...]], ...]
    pending_discard: int | None  # seat that must discard a Relic (over five)
    shayka: str  # off | none | own
    oodoo_side: str  # front | shayka
    bigga_storm: bool
    target: int
    final_round: bool
    over: bool
    winners: tuple[int, ...]

    # --- derived from the dice above (not fields: computed when asked, never sent on the wire) ---------------
    def _free(self) -> tuple[int, ...]:
        return tuple(d.index for d in self.dice if not d.used)

    @property
    def combos(self) -> tuple[ComboView, ...]:
        """Every combination of the Summoning Pyramid the dice not yet collected can form now, with what it
        pays (a Collection's `collect` moves are these)."""
        return _combos(tuple(d.value for d in self.dice), self._free())

    def combo(self, kind: str, dice) -> ComboView | None:
        """The combination `dice` (die indices, any order) form on the row `kind` now; None when they do not."""
        want = tuple(sorted(dice))
        return next((c for c in self.combos if c.kind == kind and c.dice == want), None)

    @property
    def best_split(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The split of the dice not yet collected into combinations that pays most, as (row kind, die
        indices) in the order the engine lays them: the table's proposed Collection."""
        free = self._free()
        split = _SPLITS.best_split([self.dice[i].value for i in free])
        return tuple((kind, tuple(free[j] for j in idx)) for kind, idx in split)


@dataclass(frozen=True, slots=True)
class ComboView:
    """One combination the dice can form: the pyramid row, the dice, and what it pays."""

    kind: str  # power | pair | run | kind (see game.konja.dice)
    dice: tuple[int, ...]  # die indices, ascending
    resource: str  # power | magick | gold | cloud
    amount: int  # how many (a Cloud: its points)


_SPLITS = SplitSolver(4096)  # the views' best splits, remembered (the table asks every frame in Bones)


@lru_cache(maxsize=256)
def _combos(values: tuple[int, ...], free: tuple[int, ...]) -> tuple[ComboView, ...]:
    out = []
    for kind, idx in valid_combos(values, free):
        resource, amount = combo_reward(kind, [values[i] for i in idx])
        out.append(ComboView(kind, idx, resource, amount))
    return tuple(out)
