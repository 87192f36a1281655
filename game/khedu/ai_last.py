"""What things are worth on the Khedu AI's last turn: only what they add to its final score.

A tester's Hint (the hard AI) chose a Meditation on a Hadimi seat's last turn beside a fight its Guard wins 98 %:
the fight was charged the hero's full worth (3.5 + Honor) for a loss, though a hero with under 3 Honor only adds
its Honor when it retires at the turn's end, and the Meditation was paid for a new hand and Hadimi's draw, which
score nothing once the game is over (docs/rules/khedu.md, "Last Influence"). Here a lost hero costs what it would
add on retiring, a Meditation is worth the points it scores this turn, and a fight the hero survives keeps the
next fight open (so the sure one goes first when the cards allow both).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.khedu import odds
from baraza.game.khedu.views import KheduView, PlayerView, UnitView

ASCEND_HONOR = 3  # a retiring clan hero with this much Honor ascends and adds its reward too
ETERNAL_HONOR = 5  # what an Eternal Cadence costs in Honor (worthless once the game is over)


def is_last_turn(view: KheduView, seat: int) -> bool:
    """Whether it is the seat's own turn and its game ends with it (any level): cards, Influence and Cadences are
    worth nothing afterwards, only the score counts. Not on a rival's turn before it: a hero may still fight then."""
    me = view.players[seat]
    return view.current == seat and bool(me.last_turn or me.lms_turns_left == 1 or view.max_turns - me.turns_taken <= 1)


def retire_value(p: PlayerView, u: UnitView, honor: int | None = None) -> float:
    """What hero `u` of `p` adds to the score when it retires: its Honor, and its reward when it ascends; nothing
    for a hero not of the clan (it wanders off)."""
    if u.denomination != p.clan:
        return 0.0
    h = u.honor if honor is None else honor
    return float(h + (u.reward if h >= ASCEND_HONOR else 0))


def meditation_points(view: KheduView, seat: int) -> float:
    """The points a Meditation scores on the last turn: Wuqri's 2 LP, or Rahala's Honor token on its best clan hero
    (one that reaches 3 Honor ascends too). New hands, Cadences, draws and buried units score nothing."""
    me = view.players[seat]
    if me.clan == "Wuqri":
        return 2.0
    if me.clan == "Rahala":
        gains = [retire_value(me, u, u.honor + 1) - retire_value(me, u) for u in me.cadre if u is not None]
        return max(gains, default=0.0)
    return 0.0


def meditation_choice(view: KheduView, seat: int, legal: list[Action]) -> Action:
    """A last-turn Meditation step: the clan ability where it scores (Rahala on the hero it helps most), never an
    Eternal Cadence (it spends Honor that would score), then end the turn."""
    me = view.players[seat]
    clan = [a for a in legal if a.kind == "med_clan"]
    if clan and me.clan == "Wuqri":
        return clan[0]
    if clan and me.clan == "Rahala":
        def gain(a: Action) -> float:
            u = me.cadre[a.args[0]]
            return -1.0 if u is None else retire_value(me, u, u.honor + 1) - retire_value(me, u)
        best = max(clan, key=gain)
        if gain(best) > 0:
            return best
    end = next((a for a in legal if a.kind == "end_turn"), None)
    if end is not None:
        return end
    harmless = [a for a in legal if a.kind != "med_eternal"]
    return (harmless or legal)[0]


def follow_up(agent: Any, view: KheduView, seat: int, att_ref: tuple, def_ref: tuple, cost: int) -> float:
    """The best value of another Desert fight the same Cadre hero could start after surviving this one, with the
    cards this one leaves (0 if none pays): what a loss forfeits beyond the hero itself on the last turn."""
    left = view.players[seat].hand_count - cost
    best = 0.0
    for st in view.desert:
        target = ("desert", st.index)
        if not st.units or target == def_ref:
            continue
        if odds.attack_numbers(view, seat, att_ref, target)[0] > left:
            continue
        best = max(best, agent.attack_value(view, seat, att_ref, target, follow=False)[0])
    return best
