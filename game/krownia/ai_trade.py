"""How the KROWNIA AI seats deal with other players (a part of `KrowniaAI`): what a hand is worth to a saving
player, which swaps it welcomes, the offers it plans and drafts card by card, and its words for them."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.agent import Explained
from baraza.game.krownia.ai_spend import deficit as _deficit
from baraza.game.krownia.constants import LONGEST_MIN, RESOURCES
from baraza.game.krownia.counter_plan import plan_counter
from baraza.game.krownia.hint_facts import HintWords, facts_of
from baraza.game.krownia.hint_words import (
    end_turn_words,
    longest_after_road,
    monopoly_take_words,
    offer_words,
    road_words,
)
from baraza.game.krownia.rules import COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView
from baraza.game.krownia.tally import counted as seen

NEEDED_WORTH = 2.0  # a card the goal still lacks
# A card beyond the goal is worth keeping too (the next goal, a bank trade), but less than a needed
# one: so a trade giving several spare cards for one missing kind is refused (three spare for one
# needed card leaves the hand worse; two for one, or one for one, still pays).
SPARE_WORTH = 0.75


# The leader rule (a blind tester: "the AIs are soft, and generous to the leader"): nobody helps a seat this
# close to the target unless the trade wins the helper the game ...
NEAR_WIN = 2
# ... nor a seat ahead of the helper that is this close, or leads every other seat by CLEAR_LEAD past half the
# target, unless the trade pays the helper a build now for no more cards than it gets
NEAR_LEAD = 3
CLEAR_LEAD = 2
# s33 (a blind tester: both AIs took 1 Wood for Sheep + Ore from the player who led 5-4-3 with Largest Army, and
# a seat that turned down 1 Ore for 1 Wheat gave Sheep + Wheat for 1 Ore two turns later): a swap giving more
# cards than it gets must gain this much per card beyond the count (two spare cards for one needed card gained
# 0.5 and was taken) ...
EXTRA_CARD_MARGIN = 1.0
# ... where a village or town this seat can build now and could not before counts for this much
BUILD_NOW_WORTH = 2.0
# a village or town this many cards away is the plan traded for, before a farther goal (`trade_goal`)
NEAR_BUILD = 1
# s37 (krownia21/22: no AI offered the player a trade in 17 and 15 rounds; their towns sat two Ore short while the
# player held Ore): the normal seat offers one card for one toward a build this many cards short, not only one short
FAIR_SHORT = 2


def points(view: KrowniaView, seat: int) -> int:
    """A seat's points as `view` knows them: its own hidden Victory Point cards too when it is the viewer's."""
    if view.seat == seat and view.my_vp_total is not None:
        return view.my_vp_total
    return view.players[seat].vp_visible


def leader_bar(view: KrowniaView, seat: int, other: int) -> str:
    """How wary `seat` is of trading with `other`: "winning" (`other` is NEAR_WIN points or less from the
    target), "ahead" (`other` has more points and is NEAR_LEAD from the target, or is the clear leader), or ""."""
    theirs = view.players[other].vp_visible
    if theirs >= view.target - NEAR_WIN:
        return "winning"
    if theirs <= points(view, seat):
        return ""
    rest = max((p.vp_visible for p in view.players if p.seat != other), default=0)
    if theirs >= view.target - NEAR_LEAD or (2 * theirs >= view.target and theirs >= rest + CLEAR_LEAD):
        return "ahead"
    return ""


def leads(view: KrowniaView, seat: int, other: int) -> bool:
    """Whether `other` has more points on the table than every other seat, as `seat` knows them (Largest Army
    and Longest Road count, `vp_visible`; `seat`'s own hidden Victory Point cards count for it). The s32 rule
    (`leader_bar`) waited for 3 points from the target or a 2-point lead, so a 5-4-3 leader was fed freely.
    Only past half the target."""
    theirs = view.players[other].vp_visible
    if 2 * theirs < view.target:
        return False  # a point ahead in the opening is the dice's doing, no lead to guard against
    return all(theirs > points(view, s) for s in range(view.num_seats) if s != other)


def road_threat(view: KrowniaView, offerer: int, receives: tuple[int, ...], pays: tuple[int, ...]) -> bool:
    """Whether a swap completes `offerer`'s visible threat to take Longest Road (+2 points): it does not hold it,
    one more road would make its road the longest (LONGEST_MIN or more, longer than every other seat's), the swap
    hands it a road card, and the cards the table has seen it hold, after the swap, pay for the road (krownia23:
    White, level with Red at 7 points, gave Red the Brick of the road that took Longest Road and 9 points)."""
    me = view.players[offerer]
    if view.longest_holder == offerer or not me.roads_left or not any(receives[r] and COST_ROAD[r] for r in range(5)):
        return False
    counted = me.stats.get("cards_counted", {})
    after = [max(0, counted.get(name, 0)) + receives[r] - pays[r] for r, name in enumerate(RESOURCES)]
    if any(a < c for a, c in zip(after, COST_ROAD, strict=True)):
        return False
    rival = max((p.longest_road for p in view.players if p.seat != offerer), default=0)
    longer = longest_after_road(view, offerer)
    return longer >= LONGEST_MIN and longer > rival


def hand_worth(hand: tuple[int, ...] | list[int], goal: tuple[int, ...]) -> float:
    """How much a saving player likes a hand: closeness to its goal first, then its spare cards, then
    how many kinds it holds."""
    spare = sum(max(0, h - c) for h, c in zip(hand, goal, strict=True))
    return -NEEDED_WORTH * sum(_deficit(hand, goal)) + SPARE_WORTH * spare + 0.1 * len([x for x in hand if x])


class Dealing:
    """Trading with players, mixed into `KrowniaAI` (uses its `goal_cost`, `_production`, `_my_village_spots`,
    `plan` and `offered`)."""

    threat_check = True  # `road_threat` in the answers (off only to measure against the answers before it)

    def _value(self, view: KrowniaView, seat: int, hand: list[int]) -> float:
        """How good a hand is for this seat: closeness to its plan (`trade_goal`), then general usefulness."""
        return hand_worth(hand, self.trade_goal(view, seat))

    def trade_goal(self, view: KrowniaView, seat: int) -> tuple[int, ...]:
        """The one build this seat trades for now, which its answers, counters and reasons all name (krownia20:
        Blue offered "1 Ore for 1 Wood toward a village", declined "saving for a town" and gave away the Brick of
        a village it could build for 2 Sheep): the goal it saves for (`goal_cost`), unless a village or town with a
        place is at most NEAR_BUILD cards away and nearer than the goal; then that build, the one its offers ask for
        and its turn builds first."""
        goal = tuple(self.goal_cost(view, seat))
        hand, me = view.hand, view.players[seat]
        near = []
        if me.villages and me.towns_left:
            near.append(COST_TOWN)
        if me.villages_left and self._my_village_spots(view, seat):
            near.append(COST_VILLAGE)
        short = sum(_deficit(hand, goal))
        best = min(near, key=lambda c: sum(_deficit(hand, c)), default=goal)
        return best if sum(_deficit(hand, best)) <= min(NEAR_BUILD, short - 1) else goal

    def builds_now(self, view: KrowniaView, seat: int, hand: tuple[int, ...] | list[int]) -> set[str]:
        """The pieces worth points this hand pays for now, with a place for them: "town", "village"."""
        me = view.players[seat]
        out = set()
        if me.villages and me.towns_left and all(h >= c for h, c in zip(hand, COST_TOWN, strict=True)):
            out.add("town")
        if me.villages_left and all(h >= c for h, c in zip(hand, COST_VILLAGE, strict=True)) \
                and self._my_village_spots(view, seat):
            out.add("village")
        return out

    def welcomes(self, view: KrowniaView, seat: int, gets: tuple[int, ...], gives: tuple[int, ...]) -> bool:
        """Whether a swap suits this seat by its own measure (`hand_worth` for its plan, `trade_goal`): never one
        costing a village or town it can build now; a fair one (no more cards given than got) paying for one it
        could not build before (a point now beats the goal: issue 41); else never one giving a card its plan needs
        (krownia20: AIs gave the card they needed most); one giving more cards than it gets only when it gains
        EXTRA_CARD_MARGIN per extra card (a build now counting BUILD_NOW_WORTH); else spare cards for a card the
        plan lacks or for more cards. Giving more of a kind never turns a no into a yes, so the same hand answers
        alike whatever is added to an offer."""
        hand = list(view.hand)
        after = [h + g - t for h, g, t in zip(hand, gets, gives, strict=True)]
        if any(n < 0 for n in after):
            return False
        before_builds, after_builds = self.builds_now(view, seat, hand), self.builds_now(view, seat, after)
        new = bool(after_builds - before_builds)
        if before_builds - after_builds and not new:
            return False  # never the card of a build it can make now (krownia20: Blue's village Brick for 2 Sheep)
        extra = sum(gives) - sum(gets)
        if extra <= 0 and new:
            return True
        plan = self.trade_goal(view, seat)
        if any(gives[r] and after[r] < min(hand[r], plan[r]) for r in range(5)):
            return False  # a card its plan needs, for no build now (krownia20: 1 Wheat for 2 Ore, no nearer a town)
        gain = hand_worth(after, plan) - hand_worth(hand, plan)
        if extra > 0:
            return gain + (BUILD_NOW_WORTH if new else 0.0) >= EXTRA_CARD_MARGIN * extra - 1e-9
        return gain > 1e-9  # spare cards only, for a hand better for the plan (a card it lacks, more cards, a kind)

    def keeps_builds(self, view: KrowniaView, seat: int, gives: tuple[int, ...]) -> bool:
        """Whether giving `gives` leaves every build this seat can make now (the easy level's loose answers)."""
        hand = list(view.hand)
        after = [h - g for h, g in zip(hand, gives, strict=True)]
        return min(after) >= 0 and self.builds_now(view, seat, hand) <= self.builds_now(view, seat, after)

    def spares_leader(self, view: KrowniaView, seat: int, other: int, hand: list[int], after: list[int]) -> bool:
        """Whether a trade with `other` turning this seat's `hand` into `after` passes the leader rule: any with
        a seat it need not fear; with one ahead (`leader_bar`), only one paying a build with a place now, for no
        more cards than it gets; with one about to win, only one winning this seat the game; with the seat that
        merely leads the table (`leads`, s33), only one where this seat gains clearly more: more cards than it
        gives, or a build now for as many."""
        bar = leader_bar(view, seat, other)
        if not bar and not leads(view, seat, other):
            return True
        new = self.builds_now(view, seat, after) - self.builds_now(view, seat, hand)
        if bar == "winning":
            return bool(new) and points(view, seat) + 1 >= view.target
        if bar == "ahead":
            return bool(new) and sum(after) >= sum(hand)
        return sum(after) > sum(hand) or (bool(new) and sum(after) == sum(hand))

    def feeds_threat(self, view: KrowniaView, seat: int, offerer: int, gives: tuple[int, ...],
                     gets: tuple[int, ...]) -> bool:
        """Whether giving `offerer` the cards `gives` (for `gets`) completes its road to Longest Road
        (`road_threat`), and the swap does not win this seat the game."""
        if not self.threat_check or not road_threat(view, offerer, gives, gets):
            return False
        hand = list(view.hand)
        after = [h + g - t for h, g, t in zip(hand, gets, gives, strict=True)]
        return not (self.builds_now(view, seat, after) - self.builds_now(view, seat, hand)
                    and points(view, seat) + 1 >= view.target)

    def would_accept(self, view: KrowniaView, seat: int, offerer: int, gets: tuple[int, ...],
                     gives: tuple[int, ...]) -> bool:
        """This seat's answer to `offerer`'s swap (it would get `gets` and give `gives`): from a seat ahead or about
        to win (`leader_bar`), the leader rule alone; else a swap it `welcomes` that also spares the table's
        leader (the normal and hard seats' answer; the Hint asks it too, so a hinted offer is one an AI seat
        takes). It reads only the view, so the same offer to the same hand gets the same answer every turn."""
        hand = list(view.hand)
        after = [h + g - t for h, g, t in zip(hand, gets, gives, strict=True)]
        if any(n < 0 for n in after):
            return False
        if self.feeds_threat(view, seat, offerer, gives, gets):
            return False  # never the road that takes Longest Road, unless the swap wins this seat the game
        if leader_bar(view, seat, offerer):
            return self.spares_leader(view, seat, offerer, hand, after)
        return self.welcomes(view, seat, gets, gives) and self.spares_leader(view, seat, offerer, hand, after)

    def offer_to(self, view: KrowniaView, seat: int) -> int:
        """Whom an offer goes to: everyone, or the one other seat it may trade with when the rest lead (the
        leader would only take it to be turned down: `leader_bar`)."""
        free = [s for s in range(view.num_seats) if s != seat and not leader_bar(view, seat, s)
                and not leads(view, seat, s)]
        return free[0] if len(free) == 1 and view.num_seats > 2 else -1

    def fresh_offer(self, view: KrowniaView, seat: int, plan: tuple, remember: bool = True) -> bool:
        """Whether an offer is worth making again, and if so it is remembered: one made before is made again only
        once the partners it went to are seen to hold other counts of the cards it trades (hist9: "1 Wood for 1
        Wheat", declined, came back almost every turn while nothing had changed for the player). `remember` False
        only asks."""
        give, get, to = plan
        partners = [s for s in range(view.num_seats) if s != seat and to in (-1, s)]
        held = tuple(seen(view, s, r) for s in partners for r in range(5) if give[r] or get[r])
        if self.asked.get(plan) == held:
            return False
        if remember:
            self.asked[plan] = held
        return True

    def _plan_offer(self, view, seat, goal) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
        """The hard level's offer: its most spare card for the card `goal` lacks most; never a swap it would turn
        down itself, offered the other way (krownia25: "is not trading Wood", then Wood offered)."""
        hand = list(view.hand)
        need = _deficit(hand, goal)
        if not any(need) or sum(need) > 2:
            return None
        want = max(range(5), key=lambda r: (need[r], -r))
        spare = [hand[r] - goal[r] for r in range(5)]
        give_r = max(range(5), key=lambda r: (spare[r], -r))
        if spare[give_r] <= 0 or give_r == want:
            return None
        give = [0] * 5
        get = [0] * 5
        give[give_r] = 1
        get[want] = 1
        plan = (tuple(give), tuple(get), self.offer_to(view, seat))
        if (view.turn, plan[0], plan[1]) in self.offered:
            return None  # never the same offer twice in one turn
        return plan if self.welcomes(view, seat, plan[1], plan[0]) else None

    def _plan_fair_offer(self, view, seat, goal) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
        """The normal level's offer: at most one a turn, one card for one, toward what it saves for or (s34: the
        goal's missing card held by nobody) a village or town it could build now: one card short of one first,
        else (s37) two short; asking the partners seen to hold the card (the table's count; everyone when several
        do) and sparing the leader (`spares_leader`: a seat ahead only for a build now, never one about to win).
        The card given is spare (beyond the build and the goal where it can) and, where it can, one those partners
        are seen to lack."""
        if any(turn == view.turn for turn, _give, _get in self.offered):
            return None
        hand = list(view.hand)
        me = view.players[seat]
        builds = [goal]
        if me.villages_left and self._my_village_spots(view, seat):
            builds.append(COST_VILLAGE)
        if me.villages and me.towns_left:
            builds.append(COST_TOWN)
        # (not a development card: measured, offers for one cost the normal seat wins; s34 arena)
        for short in range(1, FAIR_SHORT + 1):
            for cost in dict.fromkeys(builds):
                plan = self._swap_for(view, seat, hand, goal, cost, short)
                if plan is not None:
                    return plan
        return None

    def _swap_for(self, view, seat, hand, goal, cost, short: int = 1) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
        """One spare card for a card `cost` lacks when it lacks `short` cards, to the seats seen to hold that card
        and passing the leader rule for the swap, or None."""
        need = _deficit(hand, cost)
        if sum(need) != short:
            return None

        def counted(s: int, r: int) -> int:  # by this seat's own count (krownia25: not a card it stole itself)
            return seen(view, s, r)
        others = [s for s in range(view.num_seats) if s != seat]
        # the missing kind most partners are seen to hold (krownia22: a town two Ore short, the player held Ore)
        want = max((r for r in range(5) if need[r]), key=lambda r: (sum(counted(s, r) > 0 for s in others), -r))
        # spare beyond the build; beyond the goal and the plan its answers follow too (krownia25: a card it would
        # decline to give, "is not trading Sheep", is no card to offer) unless the build is a point now
        now = short == 1 and cost != goal and cost in (COST_VILLAGE, COST_TOWN)
        keep = cost if now else tuple(map(max, cost, goal, self.trade_goal(view, seat)))
        spare = [r for r in range(5) if r != want and hand[r] > keep[r]]
        holders = [s for s in others if counted(s, want) > 0]
        give_r = -1
        for _ in range(2):  # the card given depends on the partners, and the leader rule on the swap: settle once
            if not holders or not spare:
                return None
            give_r = max(spare, key=lambda r: (all(counted(s, r) <= 0 for s in holders), hand[r] - keep[r], -r))
            after = list(hand)
            after[give_r] -= 1
            after[want] += 1
            fair = [s for s in holders if self.spares_leader(view, seat, s, hand, after)]
            if fair == holders:
                break
            holders = fair
        if not holders:
            return None
        give, get = [0] * 5, [0] * 5
        give[give_r], get[want] = 1, 1
        if not self.welcomes(view, seat, tuple(get), tuple(give)):
            return None  # one rule for its offers and its answers: it offers only a swap it would take itself
        return tuple(give), tuple(get), holders[0] if len(holders) == 1 else -1

    def plan_counter(self, view: KrowniaView, seat: int) -> tuple[tuple[int, ...], tuple[int, ...], int] | None:
        """The normal level's counter-offer to a swap it declines (counter_plan.py: what was asked, for cards the
        offerer surely holds, one it lacks among them, at no dearer a rate than the offer's), or None. Never to a
        seat it would not trade with (`leader_bar`, `leads`)."""
        tv = view.trade
        if tv is None or view.hand is None or leader_bar(view, seat, tv.offerer) or leads(view, seat, tv.offerer):
            return None
        if self.feeds_threat(view, seat, tv.offerer, tv.get, (0,) * 5):  # a counter still gives what was asked
            return None
        return plan_counter(self, view, seat)

    def _compose(self, view, seat, legal):
        if self.plan is None or view.trade is None or view.trade.draft_give is None:
            return Action("offer_abandon")
        give, get, to = self.plan
        dg, dt = view.trade.draft_give, view.trade.draft_get
        for r in range(5):
            if dg[r] > give[r] or dt[r] > get[r]:
                return Action("offer_take_back", (r,))
        for r in range(5):
            if dg[r] < give[r]:
                return Action("offer_give", (r,))
            if dt[r] < get[r]:
                return Action("offer_get", (r,))
        self.plan = None
        return Action("offer_send", (to,))

    def explained(self, view, action: Action) -> Explained | None:
        """`explain`'s words with their facts (hint_facts.py: the goal kept for, an offer's cards), as the
        table's Hint takes them across the AI worker's pipe."""
        words = self.explain(view, action)
        return None if words is None else Explained(str(words), facts_of(words))

    def explain(self, view, action: Action) -> str | None:
        """An offer or counter just chosen, in words (its cards are drafted one by one afterwards); an ended
        turn, what the cards are kept for; a road, the spot or Longest Road it serves; a dropped offer, why."""
        seat = view.seat
        if action.kind in ("open_trade", "counter_trade"):
            return offer_words(view, self.plan, self.goal_cost(view, seat) if seat is not None else None)
        if seat is None or view.hand is None:
            return None
        if action.kind == "end_turn" and (sum(view.hand) or "monopoly" in view.playable_dev):
            return end_turn_words(view, seat, self.goal_cost(view, seat))
        if action.kind == "build_road":
            return road_words(view, seat, action.args[0]) or None
        if action.kind in ("offer_give", "offer_get", "offer_take_back") and self.plan is not None:
            target = offer_words(view, self.plan, self.goal_cost(view, seat))  # its cards kept: hint_draft.py
            return HintWords("to make the offer: " + target, facts_of(target))
        if action.kind == "play_monopoly":
            return monopoly_take_words(view, seat, action.args[0])
        if action.kind == "offer_abandon":
            return "no swap of your cards brings a build closer that a player is likely to take now"
        if action.kind == "cancel_trade":
            return "no answer to your offer helps your plan this turn"
        return None
