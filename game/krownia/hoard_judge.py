"""A turn ended holding 8+ cards while a spend was at hand, judged by the board alone.

A blind tester (bad13) ended turn after turn holding 8, then 10-13 cards (Wood, Brick and Sheep), a road paid for
and placeable each time: only the first was marked, and its better move was "Offer a trade to players", a 1-for-1
that keeps 8 cards. The named fault ("a 7 would take 4") was there every time, but the paired play-outs never
vouched it: they stop two rounds on and are scored by the learned standing, which counts cards held and put the
road 0.01-0.04 *behind* ending the turn, while a 7 (the cost of holding) falls in a play-out only now and then.

So, as a poor setup corner (setup_judge.py), the board alone marks it, but only where it is plainly a mistake: the
turn ends in the main phase with RISKY_HAND or more cards and a `cure` is legal, a move that spends cards and
gives away nothing a village or town still needs (a village or town built; a road or development card that leaves
both as near as before; a bank or harbour trade that leaves both as near and brings one nearer). The normal AI
ends about 1 turn in 500 so (8 of 4149 over 60 matches, 7 of them beside a bank trade, 1 a road).
The cure is the judge's better move there too (analysis.KrowniaAnalyser.evaluate), so "better" cures the fault.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.krownia.constants import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, MAIN

RISKY_HAND = 8  # a 7 makes a seat holding more than 7 cards give half of them away
COSTS = {"build_town": COST_TOWN, "build_village": COST_VILLAGE, "buy_dev": COST_DEV, "build_road": COST_ROAD}
POINT_BUILDS = ("build_town", "build_village")  # a goal reached: never a giving-away
ORDER = ("build_town", "build_village", "buy_dev", "build_road", "bank_trade")  # the cure named first, dearest first
GOALS = (COST_VILLAGE, COST_TOWN)
KEEPS = ("end_turn", "open_trade")  # better moves that keep the hand (a 1-for-1 trade too): replaced by a cure


def _short(hand: list[int], cost: tuple[int, ...]) -> int:
    """Cards still to come before `hand` pays `cost`."""
    return sum(max(0, c - h) for h, c in zip(hand, cost, strict=True))


def hand_after(state: Any, seat: int, action: Action) -> list[int] | None:
    """`seat`'s hand once `action` (a build or a bank trade) is paid for; None for any other move."""
    hand = list(state.hands[seat])
    if action.kind in COSTS:
        return [h - c for h, c in zip(hand, COSTS[action.kind], strict=True)]
    if action.kind == "bank_trade":
        give, get = action.args[0], action.args[1]
        hand[give] -= state.port_rate[seat][give]
        hand[get] += 1
        return hand
    return None


def spares(state: Any, seat: int, action: Action) -> bool:
    """Whether `action` spends cards without giving away what a village or a town still needs (see the module)."""
    hand, after = list(state.hands[seat]), hand_after(state, seat, action)
    if after is None or min(after) < 0:
        return False
    if action.kind in POINT_BUILDS:
        return True
    if any(_short(after, g) > _short(hand, g) for g in GOALS):
        return False
    if action.kind != "bank_trade":
        return True
    # krownia21: 4 Sheep for 1 Wheat left a village 1 card away as near (1 Sheep now) and was named the cure; a
    # trade giving away a card the nearest of the two holds toward it spares nothing (hint_agree.agreed_hint)
    near = min(_short(hand, g) for g in GOALS)
    if any(_short(hand, g) == near and any(after[r] < min(hand[r], g[r]) for r in range(5)) for g in GOALS):
        return False
    return any(_short(after, g) < _short(hand, g) for g in GOALS)


def hoarding(state: Any, seat: int) -> bool:
    """Whether ending the turn now leaves `seat`, the seat to move in the main phase, with RISKY_HAND+ cards."""
    return state.phase == MAIN and state.current == seat and sum(state.hands[seat]) >= RISKY_HAND


def cure(rules: Any, state: Any, seat: int) -> Action | None:
    """The move to make instead of ending the turn on a risky hand: the dearest sparing build (its place chosen as
    the hard AI chooses), else the sparing bank trade leaving the hand nearest a village or town; None when no
    move spares (or the hand is safe)."""
    if not hoarding(state, seat):
        return None
    moves = [a for a in rules.legal_actions(state, seat) if a.kind in ORDER and spares(state, seat, a)]
    for kind in ORDER:
        mine = [a for a in moves if a.kind == kind]
        if not mine:
            continue
        if kind == "bank_trade":
            return min(mine, key=lambda a: (min(_short(hand_after(state, seat, a), g) for g in GOALS),
                                            sum(hand_after(state, seat, a)), a.args))
        if len(mine) == 1:
            return mine[0]
        from baraza.game.krownia.ai import KrowniaAI  # where to build, as the Hint's own builds are placed

        pick = KrowniaAI("hard", seat, 0).choose(rules, rules.view(state, seat), seat, mine)
        return pick if pick in mine else mine[0]
    return None


def hoard_mark(rules: Any, state: Any, seat: int, action: Action) -> str | None:
    """An inaccuracy for ending the turn on a risky hand while a `cure` was legal, else None."""
    if action.kind != "end_turn" or not hoarding(state, seat):
        return None
    return "inaccuracy" if cure(rules, state, seat) is not None else None


def cure_plan(rules: Any, state: Any, seat: int, first: Action, most: int = 8) -> list[Action]:
    """`first` (a build or a bank trade), then the cures after it while the hand is still risky: the spends that
    bring a hand of 11 to 7 ("2 roads would have left 7"), at most `most` of them."""
    if first not in rules.legal_actions(state, seat) or hand_after(state, seat, first) is None:
        return []
    plan, sim, step = [], rules.clone(state), first
    while step is not None and len(plan) < most:
        plan.append(step)
        rules.apply(sim, seat, step)
        step = cure(rules, sim, seat)
    return plan
