"""An attack's numbers and its chance of winning, read from a seat's view: what the AI weighs and what the table
warns with (the table asks its view, `KheduView.attack_win_chance`, never the AI).

Only the view's fields are read, so this module imports no view class (views.py imports it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from baraza.game.khedu.dice import win_probability

if TYPE_CHECKING:
    from baraza.game.khedu.views import KheduView

CADENCE_EFFECT = {  # (dice, bonus, defence), mirrors assets/data/khedu/cadences.toml
    "sandfire_hymn": (0, 3, 0),
    "storm_chorus": (1, 0, 0),
    "whitesand_ballad": (0, 0, 3),
    "mirage_lament": (-1, 0, 0),
}


def unit_at(view: KheduView, ref: tuple) -> Any:
    """The unit a reference names: ("desert", stack) its top unit, ("cadre", seat, slot) that place's (or None)."""
    if ref[0] == "desert":
        units = view.desert[ref[1]].units
        return units[0] if units else None
    return view.players[ref[1]].cadre[ref[2]]


def in_play(view: KheduView, denomination: str) -> int:
    """Units of a denomination showing: the Desert's top units and every Cadre's."""
    n = sum(1 for st in view.desert if st.units and st.units[0].denomination == denomination)
    for p in view.players:
        n += sum(1 for u in p.cadre if u is not None and u.denomination == denomination)
    return n


def eternals(view: KheduView, seat: int) -> int:
    """The seat's Eternal Cadences."""
    return sum(1 for c in view.players[seat].ensemble if c.occupied and c.eternal)


def attack_numbers(view: KheduView, seat: int, att_ref: tuple, def_ref: tuple) -> tuple[int, int, int, int]:
    """(cost, dice, bonus, defence) before Cadences, auras and woken Desert Cadences included."""
    a, d = unit_at(view, att_ref), unit_at(view, def_ref)
    assert a is not None and d is not None
    me = view.players[seat]
    cost, dice, bonus, defence = a.cost, a.dice, 0, d.defence
    if me.clan == "Hadimi" and a.denomination == "Hadimi" and in_play(view, "Hadimi") >= 2:
        cost = min(cost, 2)
    if me.clan == "Oadhii" and att_ref[0] == "desert" and eternals(view, seat) >= 2:
        cost = min(cost, 2)
    if seat == view.current:
        cost = max(0, cost - view.rally_discount)
    if me.clan == "Wuqri" and a.denomination == "Wuqri" and eternals(view, seat) == 0:
        bonus += 3
    if def_ref[0] == "cadre" and d.denomination == "Rahala":
        if view.players[def_ref[1]].clan == "Rahala" and in_play(view, "Rahala") >= 2:
            defence += 4
    for st in view.desert:
        dc = st.cadence
        if dc is None or not dc.flipped or dc.key is None:
            continue
        dd, db, df = CADENCE_EFFECT[dc.key]
        if dc.kind == "offensive" and att_ref[0] == "desert" and a.denomination == dc.bound:
            dice, bonus = dice + dd, bonus + db
        if dc.kind == "defensive" and def_ref[0] == "desert" and d.denomination == dc.bound:
            dice, defence = dice + dd, defence + df
    return cost, dice, bonus, defence


def wants_attacker(seat: int, att_ref: tuple, def_ref: tuple) -> bool | None:
    """Whether `seat` wants the attacker of this fight to win, read from whose heroes fight: its own hero's side;
    else against a rival's hero (a rival's hero attacked should fall, a rival's infiltrator attacking too). None
    when it has no side: two Desert units, or two rivals' heroes."""
    a_owner = att_ref[1] if att_ref[0] == "cadre" else None
    d_owner = def_ref[1] if def_ref[0] == "cadre" else None
    if d_owner == seat:
        return False
    if a_owner == seat:
        return True
    if (a_owner is None) == (d_owner is None):
        return None
    return d_owner is not None


def dice_lowered(instigator: int, att_ref: tuple, def_ref: tuple) -> bool:
    """Whether the equal dice of this fight go down: the instigator moves them (rules §6, "Who pays for and adjusts
    a provoked unit") and lowers them when it wants the attacker to lose. A normal AI provoked Desert units at its
    own hero to feed it and turned 3-2-3 into 2-2-2 (12 vs 14) while the panel said 60 % and the Hint 89 %."""
    return wants_attacker(instigator, att_ref, def_ref) is False


def combat_chance(view: KheduView, dice: int = 0, bonus: int = 0, defence: int = 0) -> float:
    """The attacker's chance in the fight now open, with `dice`, `bonus` and `defence` added (a Cadence's effect),
    its equal dice moved the way its instigator wants (`dice_lowered`)."""
    c = view.combat
    assert c is not None
    low = dice_lowered(c.instigator, c.attacker.where, c.defender.where)
    return win_probability(max(1, c.attack_dice + dice), c.bonus + bonus, c.defence + defence, low)


def attack_odds(view: KheduView, seat: int, att_ref: tuple, def_ref: tuple,
                eternal: bool = True, low: bool | None = None) -> tuple[int, float]:
    """(cost, chance of winning) of an attack `seat` declares now, before any Cadence is sung: auras, woken Desert
    Cadences and (with `eternal`) the seat's Eternal Cadences, free to sing in its Cadre's fights, counted. Without
    `eternal` it is the chance the fight's panel shows when the fight opens. With `low`, the chance when `seat` (who
    moves the equal dice of a fight it starts) lowers them, playing for the defender; None: as `dice_lowered` says."""
    if low is None:
        low = dice_lowered(seat, att_ref, def_ref)
    cost, dice, bonus, defence = attack_numbers(view, seat, att_ref, def_ref)
    for c in view.players[seat].ensemble if eternal else ():
        if c.occupied and c.eternal and c.key and (att_ref[:2] == ("cadre", seat) or def_ref[:2] == ("cadre", seat)):
            dd, db, df = CADENCE_EFFECT[c.key]
            if c.kind == "offensive" and att_ref[:2] == ("cadre", seat):
                dice, bonus = dice + dd, bonus + db
            if c.kind == "defensive" and def_ref[:2] == ("cadre", seat):
                dice, defence = dice + dd, defence + df
    return cost, win_probability(dice, bonus, defence, low)
