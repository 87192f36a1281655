"""Whether a Cadence window opens the keyboard's cursor on a Cadence or on No Cadence (keys playtest 13 at 150 %):
at ">99 % to win" the cursor waited on "Sing Sandfire Hymn", so one Enter spent a Cadence for nothing, and in every
rival's fight on the Desert it offered a song again. A Cadence is where the cursor starts only when singing it changes
who is likely to win a fight the player has something in: their own unit fights, or they started the fight.

The chances are the ones the fight's panel shows (`CombatView.win_probability`, from game/khedu/dice.py), worked
again with the Cadence's dice, bonus or defence added (game/khedu/odds.py's table of effects)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.odds import CADENCE_EFFECT
from baraza.scenes.khedu.clicks import helpful_kind

SURE = 0.95  # the player's side already this likely to win: a song only spends a Cadence
WORTH = 0.05  # what a song must add to the player's side's chance for the cursor to start on it


def at_stake(view, seat: int) -> bool:
    """Whether `seat` has something in the fight on the table: its Cadre's unit attacks or defends, or it started
    (and paid for) the fight. A rival's fight with the Desert risks none of the player's units."""
    c = view.combat
    if c is None:
        return False
    mine = ("cadre", seat)
    return tuple(c.attacker.where[:2]) == mine or tuple(c.defender.where[:2]) == mine or c.instigator == seat


def side_chance(view, seat: int, dice: int = 0, bonus: int = 0, defence: int = 0) -> float:
    """The chance that the side `seat` helps wins, with `dice`, `bonus` and `defence` added to the fight's numbers."""
    c = view.combat
    attacker_wins = win_probability(c.attack_dice + dice, c.bonus + bonus, c.defence + defence)
    return 1.0 - attacker_wins if helpful_kind(view, seat) == "defensive" else attacker_wins


def lift(view, seat: int, action: Action) -> float:
    """How much singing the Cadence of `action` raises the chance of `seat`'s side (0 when it is not known)."""
    slot = view.players[seat].ensemble[action.args[0]]
    effect = CADENCE_EFFECT.get(slot.key or "")
    if effect is None or slot.kind != helpful_kind(view, seat):
        return 0.0
    return side_chance(view, seat, *effect) - side_chance(view, seat)


def worth_singing(view, seat: int, legal: list[Action]) -> list[Action]:
    """The Cadences the cursor may start on, the one that helps most first; empty when No Cadence is the start:
    nothing of `seat`'s at stake, its side already `SURE`, or no song adding `WORTH` to its chance."""
    if not at_stake(view, seat) or helpful_kind(view, seat) is None or side_chance(view, seat) >= SURE:
        return []
    gains = [(lift(view, seat, a), a) for a in legal if a.kind == "cadence"]
    return [a for gain, a in sorted(gains, key=lambda pair: -pair[0]) if gain >= WORTH]
