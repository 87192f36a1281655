"""Who might take an offer: the expert's guess at the other players' answers, from what it can see.

Each of the others' hands is hidden, but the table sees almost every card move: production, trades with
the bank and between players, building, discards, Monopoly and Year of Plenty are all public; only the
card a Pirate steals is seen by nobody else. So the view carries the table's count of each hand
("cards_counted") and how many cards the Pirate took from it. Many guesses at the hands are dealt from
that (determinise.py: each seat keeps its counted cards, less random ones for the stolen; the unseen
rest, together exactly the cards neither in the bank nor in the expert's hand, go at random), and each
is asked whether some partner could pay and would want the swap: that gives the chance an offer is
taken. A view without the count (one built from another engine) deals the cards by card counts, leaning
toward each seat's public income less its building costs. "Would want" is the plain habit of a saving
player: it takes a card its next build still lacks, or a kind it has none of, for one it holds beyond
that build's needs; when it will not, it may counter by asking for the card its build lacks. A partner's
next build is guessed from its buildings and production (the goals the hard AI saves for). An offer
nobody can pay (the others hold none of the card asked for) thus scores nothing, however much it helps.
"""

from __future__ import annotations

import random

from baraza.game.krownia.ai import KrowniaAI, hand_worth
from baraza.game.krownia.expert.determinise import deal_counted, hidden_resources, table_count
from baraza.game.krownia.rules import (
    COST_DEV,
    COST_ROAD,
    COST_TOWN,
    COST_VILLAGE,
    RESOURCES,
    KrowniaView,
)

Swap = tuple[tuple[int, ...], tuple[int, ...]]  # (what the expert gives, what it gets)


def _likely_holdings(view: KrowniaView, s: int) -> list[float]:
    """Cards of each kind seat s has earned (public: production is seen by all) less what its buildings
    and development cards cost (the first two roads and villages were free); trades and steals are not
    followed, so it is a leaning, never a count."""
    p = view.players[s]
    earned = p.stats.get("resources_earned", {}) if isinstance(p.stats, dict) else {}
    spent = [0.0] * 5
    bought = ((max(0, len(p.roads) - 2), COST_ROAD), (max(0, len(p.villages) + len(p.towns) - 2), COST_VILLAGE),
              (len(p.towns), COST_TOWN), (p.dev_count + p.warriors_played, COST_DEV))
    for n, cost in bought:
        for r in range(5):
            spent[r] += n * cost[r]
    return [max(0.0, float(earned.get(RESOURCES[r], 0)) - spent[r]) for r in range(5)]


class PartnerModel:
    """For a seat's offers to everyone: how likely some other seat takes each, and what each is worth
    once the likely answers (acceptances and counter-offers) are weighed."""

    def __init__(self, view: KrowniaView, seat: int, rng: random.Random, samples: int = 24) -> None:
        self.view = view
        self.seat = seat
        goals_of = KrowniaAI("hard", seat, 0)  # only its reading of what a seat saves for is used
        self.partners = [s for s in range(view.num_seats) if s != seat
                         and view.players[s].vp_visible < view.target - 2]  # the leader is no partner
        self.count = table_count(view)
        self.likely = [] if self.count is not None else [_likely_holdings(view, s) for s in range(view.num_seats)]
        self.deals = [self._deal(rng) for _ in range(samples)]
        # what each partner saves for in each deal, read once (every offer is scored on every deal)
        self.goals = [{s: goals_of.goal_cost(view, s, hands[s]) for s in self.partners} for hands in self.deals]

    def _deal(self, rng: random.Random) -> list[list[int]]:
        """One guess at every hand: from the table's count of each hand when the view has one; otherwise
        the others' cards dealt one by one, each to a seat with room for it, more likely to one whose
        income and spending suggest it holds that kind."""
        view, me = self.view, self.seat
        if self.count is not None:
            return deal_counted(view, self.count, rng)
        pool = hidden_resources(view)
        rng.shuffle(pool)
        room = [0 if s == me else view.players[s].card_count for s in range(view.num_seats)]
        likely = [list(x) for x in self.likely]
        hands = [[0] * 5 for _ in range(view.num_seats)]
        hands[me] = list(view.hand)
        for r in pool:
            seats = [s for s in range(view.num_seats) if room[s]]
            if not seats:
                break
            s = rng.choices(seats, [0.5 + likely[t][r] for t in seats])[0]
            hands[s][r] += 1
            room[s] -= 1
            likely[s][r] = max(0.0, likely[s][r] - 1)
        return hands

    @staticmethod
    def _accepts(hand: list[int], goal: tuple[int, ...], give: tuple[int, ...], get: tuple[int, ...]) -> bool:
        """Would a partner holding `hand` and saving for `goal` take `give` for `get`?"""
        if any(hand[r] < get[r] for r in range(5)):
            return False
        after = [hand[r] + give[r] - get[r] for r in range(5)]
        return hand_worth(after, goal) > hand_worth(hand, goal)

    def _counter(self, hand: list[int], goal: tuple[int, ...], get: tuple[int, ...]) -> int:
        """The kind such a partner would ask for instead, still giving what was asked (-1: no counter)."""
        if sum(get) != 1 or any(hand[r] < get[r] for r in range(5)):
            return -1
        short = [max(0, c - h) for h, c in zip(hand, goal, strict=True)]
        want = max(range(5), key=lambda r: (short[r], -r))
        return want if short[want] and self.view.hand[want] and not get[want] else -1

    def expected_gain(self, swap: Swap, gains: dict[Swap, float]) -> float:
        """What offering `swap` to everyone is worth on average over the sampled deals: its own gain when
        some partner would take it, else the best counter-offer a partner would make (one of `gains`, the
        plan's gain from each swap the expert weighed), else nothing."""
        if not self.deals or not self.partners:
            return 0.0
        give, get = swap
        total = 0.0
        for hands, goals in zip(self.deals, self.goals, strict=True):
            if any(self._accepts(hands[s], goals[s], give, get) for s in self.partners):
                total += gains.get(swap, 0.0)
                continue
            best = 0.0
            for s in self.partners:
                want = self._counter(hands[s], goals[s], get)
                if want >= 0:
                    best = max(best, gains.get((_one(want), get), 0.0))
            total += best
        return total / len(self.deals)

    def chance(self, swap: Swap) -> float:
        """The share of sampled deals in which some partner accepts `swap`."""
        if not self.deals or not self.partners:
            return 0.0
        give, get = swap
        taken = sum(1 for hands, goals in zip(self.deals, self.goals, strict=True)
                    if any(self._accepts(hands[s], goals[s], give, get) for s in self.partners))
        return taken / len(self.deals)


def _one(r: int) -> tuple[int, ...]:
    return tuple(1 if k == r else 0 for k in range(5))
