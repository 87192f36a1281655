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

The same habit answers the other question, when someone else offers: would the offerer confirm a counter
the expert sends back? A saving offerer confirms the answer that brings its hand closest to its next build
(and only one that brings it closer), so a counter must beat both its hand as it is and the best answer the
other responders gave or, by the same habit, will give (OffererModel).
"""

from __future__ import annotations

import random
from dataclasses import replace

from baraza.game.krownia.ai import KrowniaAI, hand_worth
from baraza.game.krownia.ai_trade import leader_bar
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
                         and not leader_bar(view, seat, s)]  # the leader is no partner (ai_trade.offer_to)
        self.count = table_count(view)
        self.likely = [] if self.count is not None else [_likely_holdings(view, s) for s in range(view.num_seats)]
        self.deals = [self._deal(rng) for _ in range(samples)]
        # what each partner saves for in each deal, read once (every offer is scored on every deal)
        self.goals = [{s: goals_of.goal_cost(view, s, hands[s]) for s in self.partners} for hands in self.deals]
        # a partner's yes is the AI seats' own answer rule (round 7: four of five hinted swaps were refused when
        # a saving player's habit stood in for it), asked once per hand it may hold
        self.judge = KrowniaAI("normal", seat, 0)
        self.answers: dict[tuple, bool] = {}

    def takes(self, s: int, hand: list[int], give: tuple[int, ...], get: tuple[int, ...]) -> bool:
        """Would partner s, holding `hand`, accept `give` for `get` from this seat (the AI seats' own answer,
        `would_accept`: the leader rule too, so the Hint never offers what every AI seat turns down as from
        the leader: s32)?"""
        if any(hand[r] < get[r] for r in range(5)):
            return False
        key = (s, tuple(hand), give, get)
        if key not in self.answers:
            # s's view: its guessed hand; its own hidden cards unknown (not this seat's)
            seen = replace(self.view, seat=s, hand=tuple(hand), trade=None, dev_cards=None, my_vp_total=None)
            self.answers[key] = self.judge.would_accept(seen, s, self.seat, give, get)
        return self.answers[key]

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
            if any(self.takes(s, hands[s], give, get) for s in self.partners):
                total += gains.get(swap, 0.0)
                continue
            best = 0.0
            for s in self.partners:
                want = self._counter(hands[s], goals[s], get)
                if want >= 0:
                    best = max(best, gains.get((cards_of(want), get), 0.0))
            total += best
        return total / len(self.deals)

    def possible(self, swap: Swap) -> bool:
        """Whether some partner holds what `swap` asks for in some sampled deal (otherwise nobody can take it
        or counter it, and it is worth nothing)."""
        get = swap[1]
        return any(all(hands[s][r] >= get[r] for r in range(5)) for hands in self.deals for s in self.partners)

    def chance(self, swap: Swap) -> float:
        """The share of sampled deals in which some partner accepts `swap`."""
        if not self.deals or not self.partners:
            return 0.0
        give, get = swap
        taken = sum(1 for hands in self.deals if any(self.takes(s, hands[s], give, get) for s in self.partners))
        return taken / len(self.deals)


def takes(hand: list[int], goal: tuple[int, ...], give: tuple[int, ...], get: tuple[int, ...]) -> bool:
    """Would a saving player holding `hand` and saving for `goal` take `give` for `get`?"""
    if any(hand[r] < get[r] for r in range(5)):
        return False
    after = [hand[r] + give[r] - get[r] for r in range(5)]
    return hand_worth(after, goal) > hand_worth(hand, goal)


def cards_of(r: int, n: int = 1) -> tuple[int, ...]:
    """`n` cards of kind r, as a count per kind."""
    return tuple(n if k == r else 0 for k in range(5))


class OffererModel:
    """For another seat's open offer: how likely that offerer is to confirm a counter-offer from the expert,
    from guesses at the hands built on the table's count (no guesses, so no counters, without a count)."""

    def __init__(self, view: KrowniaView, seat: int, rng: random.Random, samples: int = 12) -> None:
        self.view = view
        self.seat = seat
        self.goals_of = KrowniaAI("hard", seat, 0)  # only its reading of what a seat saves for is used
        count = table_count(view)
        self.deals = [] if count is None or view.trade is None else \
            [deal_counted(view, count, rng) for _ in range(samples)]
        o = view.trade.offerer if view.trade is not None else -1
        self.goals = [self.goals_of.goal_cost(view, o, hands[o]) for hands in self.deals]
        # per deal, the offerer's hand worth now and after the best answer the others give it
        self.bars = [max(hand_worth(hands[o], goal), self._rivals(hands, goal))
                     for hands, goal in zip(self.deals, self.goals, strict=True)]

    def _rivals(self, hands: list[list[int]], goal: tuple[int, ...]) -> float:
        """How close to its goal the offerer gets from the best answer of the other responders: the answers
        given are on the table; those still to come are guessed as a saving player's (take what helps, else
        ask for the card its own build lacks)."""
        view, tv = self.view, self.view.trade
        o = tv.offerer
        hand = hands[o]

        def after(give: tuple[int, ...], get: tuple[int, ...]) -> float:
            if any(hand[r] < give[r] for r in range(5)):
                return float("-inf")
            return hand_worth([hand[r] - give[r] + get[r] for r in range(5)], goal)

        best = float("-inf")
        for s in range(view.num_seats):
            if s in (self.seat, o):
                continue
            answer = tv.responses[s]
            if answer == "accepted":
                best = max(best, after(tv.give, tv.get))
            elif answer == "countered" and tv.counters[s] is not None:
                best = max(best, after(*tv.counters[s]))
            elif answer == "pending" and not leader_bar(view, s, o):
                theirs = hands[s]
                if any(theirs[r] < tv.get[r] for r in range(5)):
                    continue
                goal_s = self.goals_of.goal_cost(view, s, theirs)
                if takes(theirs, goal_s, tv.give, tv.get):
                    best = max(best, after(tv.give, tv.get))
                    continue
                short = [max(0, c - h) for h, c in zip(theirs, goal_s, strict=True)]
                want = max(range(5), key=lambda r: (short[r], -r))
                if short[want] and tv.give[want] == 0 and tv.get[want] == 0 and sum(tv.get) == 1:
                    best = max(best, after(cards_of(want), tv.get))
        return best

    def confirm_chance(self, counter: Swap) -> float:
        """The share of guesses in which the offerer would confirm `counter` (what the expert gives, what it
        gets) over its hand as it is and over every other answer."""
        if not self.deals:
            return 0.0
        give, get = counter
        o = self.view.trade.offerer
        taken = 0
        for hands, goal, bar in zip(self.deals, self.goals, self.bars, strict=True):
            hand = hands[o]
            if any(hand[r] < get[r] for r in range(5)):
                continue
            if hand_worth([hand[r] + give[r] - get[r] for r in range(5)], goal) > bar:
                taken += 1
        return taken / len(self.deals)
