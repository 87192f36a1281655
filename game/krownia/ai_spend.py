"""How the KROWNIA AI seats spend cards on the bank and on development cards (a part of `KrowniaAI`).

Issue 41, a blind tester's 3-seat match: both normal AIs sat at 3-4 points for 45 turns. White held 5 Wheat
(13 pips of fields) and 1-2 Ore (3 pips) for a town and never traded: 4:1 needs 4 Wheat beyond the town's 2.
Blue bought four development cards with the Wheat and Ore its town needed (any hand of 8 paid for a card) and
held 7 Sheep. So a trade is weighed by how long the goal's cards take to come: a card the seat's tiles make
often is cheap to give, even one the goal needs, and a hand of 8 first trades toward its goal.
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.krownia.rules import COST_DEV, KrowniaView

# pips a seat counts for a kind its tiles never pay: the bank or a partner brings one now and then
NO_INCOME = 0.7
# a trade that dips into the goal's own cards must cut the wait by this share (a trade is 4 cards gone)
WAIT_GAIN = 0.7


def deficit(hand: tuple[int, ...] | list[int], cost: tuple[int, ...]) -> list[int]:
    """The cards of each kind still to come before `hand` pays `cost`."""
    return [max(0, c - h) for h, c in zip(hand, cost, strict=True)]


def wait(hand: tuple[int, ...] | list[int], goal: tuple[int, ...], prod: list[float]) -> float:
    """About how long the goal's missing cards take to come from the seat's tiles (in rolls times 1/36): each
    missing card weighs 1/pips of its kind."""
    return sum(n / max(prod[r], NO_INCOME) for r, n in enumerate(deficit(hand, goal)) if n)


class Spending:
    """Bank trades and development-card purchases of `KrowniaAI` (mixed in; uses its `level`, `_production`)."""

    level: str

    def _bank_trade(self, view: KrowniaView, seat: int, trades: list[Action],
                    goal: tuple[int, ...]) -> Action | None:
        """The bank or harbour trade toward `goal` that shortens its wait most: from spare cards (beyond the
        goal) as before, or from goal cards the seat makes so much faster than the one it gets that the goal
        comes sooner (White's 5 Wheat for a town short of Ore)."""
        if not trades:
            return None
        hand = list(view.hand)
        need = deficit(hand, goal)
        if not any(need):
            return None
        prod = self._production(view, seat)  # type: ignore[attr-defined]
        rates = view.players[seat].trade_rates
        before = wait(hand, goal, prod)
        best, best_key = None, None
        for a in trades:
            g, r = a.args
            if not need[r] or hand[g] < rates[g]:
                continue
            after = list(hand)
            after[g] -= rates[g]
            after[r] += 1
            spare = hand[g] - goal[g] >= rates[g]
            later = wait(after, goal, prod)
            if not spare and later > WAIT_GAIN * before:
                continue
            # normal trades spare cards when close to its goal, or short of a single kind (issue 41: a seat
            # holding 18 cards and no Ore never traded for the Ore its town lacked), or when a 7 would take half
            # its hand
            if self.level == "normal" and sum(need) > 2 and sum(1 for n in need if n) > 1 and sum(hand) <= 7:
                continue
            key = (-later, hand[g] - goal[g] - rates[g], -rates[g], -g)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    def _spare_after(self, hand: list[int], goal: tuple[int, ...], cost: tuple[int, ...]) -> bool:
        """Can we pay `cost` and still not fall further behind on `goal`?"""
        rest = [h - c for h, c in zip(hand, cost, strict=True)]
        if min(rest) < 0:
            return False
        return sum(deficit(rest, goal)) <= sum(deficit(hand, goal))

    def _spend(self, view: KrowniaView, seat: int, kinds: dict[str, list[Action]],
               goal: tuple[int, ...]) -> Action | None:
        """A development card from spare cards, else a bank trade toward the goal, else (a hand a 7 would halve)
        a development card all the same."""
        hand = list(view.hand)
        buy = kinds.get("buy_dev", [])
        if buy and (goal == COST_DEV or self._spare_after(hand, goal, COST_DEV)):
            return buy[0]
        trade = self._bank_trade(view, seat, kinds.get("bank_trade", []), goal)
        if trade is not None:
            return trade
        if buy and sum(hand) >= 8:
            return buy[0]
        return None
