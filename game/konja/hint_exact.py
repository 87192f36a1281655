"""Which dice a Konja reroll hint rerolls, counted over every face the dice may show (the Hint only; the AI seats'
own play is unchanged, ai.py).

The hard level values a reroll by a handful of sampled throws (8 for one play), so among some thirty ways to use
At! the one that drew lucky throws won: a blind tester (konja16) read "reroll the 2 and 1: aiming for 3 2s, 3%"
beside a pair of 2s, where the 1 alone gives three 2s at 17 %, and "reroll the 1 and 6: aiming for 3 3s, 3%" that
threw away a sure run of four (4 Gold). Here a reroll of at most three named dice is worth the mean, over all its
6**n throws, of the position after it (the best of stopping and one certain card after it: Oodoo fixing the throw);
the Hint rerolls the dice that are worth most so, and not at all when keeping the dice is worth as much."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import best_split
from baraza.game.konja.state import KonjaState

MOST_DICE = 3  # 216 throws; more are not counted whole
KEEP_MARGIN = 0.05  # a reroll must beat keeping the dice by the AI's own stop bias (ai._bones)


def rerolled_dice(state: KonjaState, seat: int, action: Action) -> tuple[int, ...] | None:
    """The dice a plain reroll (a card whose effect is "reroll", its dice named) throws again, else None."""
    if action.kind == "use_relic":
        relic = state.players[seat].relics[action.args[0]]
        effect = cards.relics()[relic.card].side(state.shayka != "off")[0]
        target = action.args[3]
    elif action.kind == "play_spell":
        effect, target = cards.spells()[action.args[0]].effect, action.args[1]
    else:
        return None
    if effect != "reroll" or not target or len(target) > MOST_DICE or not all(isinstance(i, int) for i in target):
        return None
    return tuple(target)


def same_card(a: Action, b: Action) -> bool:
    """Whether two moves use the same card (they differ in the dice thrown or how the card is paid: the Power a
    second die costs is counted in the worth)."""
    return a.kind == b.kind and a.args[:1] == b.args[:1]


def guarded_sets(state: KonjaState) -> set[int]:
    """The dice of each combination of the best split (a set, a run, a pair) that holds a die made safe: the Hint
    paid a card to keep that combination from the red dice ("Oodoo on the 3 makes a pair of 4s and keeps that die
    safe"), so its next reroll must not break it (konja16 read "reroll the 4, aiming for 4 6s" right after)."""
    used = {i for _kind, idx in state.collected for i in idx}
    free = [i for i in range(len(state.dice)) if i not in used]
    out: set[int] = set()
    for kind, idx in best_split([state.dice[i].value for i in free]):
        dice = {free[j] for j in idx}
        if kind != "power" and any(state.dice[i].guarded for i in dice):
            out |= dice
    return out


class ExactRerolls:
    """Exact worths of reroll moves in one position, for an agent's `fork`, `value` (a position's static Bones worth)
    and `certain` (whether a play draws nothing)."""

    def __init__(self, rules, seat: int, fork: Callable[[KonjaState], KonjaState],
                 value: Callable[[KonjaState], float], certain: Callable[[KonjaState, Action], bool]) -> None:
        self.rules, self.seat, self.fork, self.value, self.certain = rules, seat, fork, value, certain

    def settled(self, state: KonjaState) -> float:
        """A position's worth: stopping, or the best certain card then (Oodoo turning the thrown 5 into a 6)."""
        best = self.value(state)
        if state.phase != "bones" or state.pending_discard is not None or self.rules.decider(state) != self.seat:
            return best
        for b in self.rules.legal_actions(state, self.seat):
            if b.kind == "end_bones" or not self.certain(state, b):
                continue
            s = self.fork(state)
            self.rules.apply(s, self.seat, b)
            best = max(best, self.value(s))
        return best

    def worth(self, state: KonjaState, action: Action) -> float | None:
        """The mean worth over every throw of the reroll `action`, else None when it is not a plain reroll."""
        dice = rerolled_dice(state, self.seat, action)
        if dice is None:
            return None
        after = self.fork(state)
        self.rules.apply(after, self.seat, action)
        total, n = 0.0, 0
        for faces in product(range(1, 7), repeat=len(dice)):
            s = self.fork(after)
            for i, f in zip(dice, faces, strict=True):
                s.dice[i].value = f
            total += self.settled(s)
            n += 1
        return total / n

    def better(self, state: KonjaState, move: Action, legal: list[Action]) -> Action | None:
        """The reroll of the same card worth most, counted whole, when it beats keeping the dice; None when keeping
        them is worth as much (the Hint then advises without that card's rerolls). Never one that breaks a set made
        safe (guarded_sets)."""
        kept = guarded_sets(state)
        options = [a for a in legal if same_card(a, move) and rerolled_dice(state, self.seat, a) is not None
                   and not kept & set(rerolled_dice(state, self.seat, a) or ())]
        scored = [(w, a) for a in options if (w := self.worth(state, a)) is not None]
        if not scored:
            return None  # every die it could throw is in a set made safe
        best_w, best = max(scored, key=lambda t: (t[0], -len(rerolled_dice(state, self.seat, t[1]) or ())))
        return best if best_w > self.settled(state) + KEEP_MARGIN else None
