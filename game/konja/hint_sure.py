"""A sure win before a gamble in a Konja hint: the layer over the AI's choice that only the Hint goes through.

A blind tester (round 13) stood at 20 of 21 with 3 Gold and a 3-point Cloud: the Rain Ancestor's Favour flips it to
4 for 2 Gold, a certain 21, which Kofi at 6 could not catch in his last turn. The Hint picked the Spirit Ancestor,
whose Relics made a 7-point Cloud on a lucky roll, and said nothing of the risk. The AI seats never go through here
(they call `choose`; the table asks `hint` for the Hint), so the AI's strength is as measured in ai.py."""

from __future__ import annotations

from itertools import combinations

from baraza.game.core.action import Action
from baraza.game.konja.ai import KonjaAgent
from baraza.game.konja.hint_closing import ClosingPick, closing_pick, closing_words
from baraza.game.konja.hint_keep import counted_reroll, kept_hint
from baraza.game.konja.hint_lost import lost_red_words
from baraza.game.konja.hint_trade import blank_paid, traded, unused_trade
from baraza.game.konja.hint_won import already_words, decided_words, reach, target_words
from baraza.game.konja.state import CLOUD_UPGRADE, UPGRADE_COST, KonjaView


def _flips(gold: int, clouds) -> tuple[int, int, list[int]]:
    """The flips of `clouds` (not flipped, not fresh) that `gold` buys for the most points: (points, Gold spent,
    the bases flipped)."""
    bases = sorted(c.base for c in clouds if not c.upgraded and not c.fresh)
    best = (0, 0, [])
    for n in range(len(bases) + 1):
        for flips in set(combinations(bases, n)):
            cost = sum(UPGRADE_COST[b] for b in flips)
            gain = sum(CLOUD_UPGRADE[b] - b for b in flips)
            if cost <= gold and (gain, -cost) > (best[0], -best[1]):
                best = (gain, cost, sorted(flips))
    return best


def sure_rain(view: KonjaView) -> tuple[int, int, list[int]] | None:
    """(points after, Gold spent, bases flipped) when the Rain Ancestor's Favour takes the player to the target
    for certain and the opponent cannot pass them in the turn left to them; else None."""
    if view.phase not in ("ancestor", "rain_upgrade") or view.acting_seat != view.turn_seat:
        return None
    seat = view.viewer if view.viewer is not None else view.turn_seat
    me, them = view.players[seat], view.players[1 - seat]
    gain, cost, flips = _flips(me.gold, me.clouds)
    after = me.cloud_points + gain
    if not flips or me.cloud_points >= view.target or after < view.target:
        return None
    if reach(them.gold, them.clouds, them.cloud_points) >= after:
        return None  # the opponent could still catch up: a gamble either way, the AI's choice stands
    return after, cost, flips


def sure_words(view: KonjaView, found: tuple[int, int, list[int]]) -> str:
    """"this wins the match: 2 of your 3 Gold flips your 3-point Cloud to 4, 21 of 21 points (Kofi cannot catch up)"."""
    seat = view.viewer if view.viewer is not None else view.turn_seat
    me, them = view.players[seat], view.players[1 - seat]
    after, cost, flips = found
    what = " and ".join(f"your {b}-point Cloud to {CLOUD_UPGRADE[b]}" for b in flips)
    gold = f"your {me.gold} Gold" if cost >= me.gold else f"{cost} of your {me.gold} Gold"  # what the flips cost (bad14)
    return f"this wins the match: {gold} flips {what}, {after} of {view.target} points ({them.name} cannot catch up)"


class SureHintAgent(KonjaAgent):
    """The Konja AI whose Hint takes a sure win before the AI's own choice (a gamble, or no win at all): the Rain's
    flips, and after the roll in a turn that may end the match the judge's search of it (hint_closing.py)."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        super().__init__(level, seat, seed)
        # the last hint's view and the search's pick there (explain words it; one kept: an agent may live a match)
        self._closing: tuple[str, ClosingPick | None] = ("", None)
        self._keeping = False  # hint_keep's checks under way (they ask this agent's next hints)

    def hint(self, rules, view: KonjaView, seat: int, legal: list[Action]) -> Action:
        sure = sure_move(view, legal)
        if sure is not None:
            return sure
        move = super().hint(rules, view, seat, legal)
        # a trade advised only when the Hint's next moves spend what it buys (the line, as each next Hint plays it)
        while view.phase == "bones" and unused_trade(view, move, lambda v, a: self.line(v, a, steps=4)):
            take = traded(view, move)[1]
            legal = [a for a in legal if (traded(view, a) or ("", "", 0))[1] != take]
            move = super().hint(rules, view, seat, legal)

        def ask(fewer: list[Action]) -> Action:
            return KonjaAgent.hint(self, rules, view, seat, fewer)

        def counted(fewer: list[Action]) -> Action:
            return counted_reroll(self, rules, view, seat, fewer, ask(fewer), ask)

        move = counted_reroll(self, rules, view, seat, legal, move, ask)
        if not self._keeping:  # the checks ask the next hints: not again inside them
            self._keeping = True
            try:
                move = kept_hint(self, view, seat, legal, move, counted)
            finally:
                self._keeping = False
        move = blank_paid(view, move, legal)
        pick = closing_pick(self.rules, view, seat, legal, move)
        self._closing = (repr(view), pick)
        return pick.move if pick is not None else move

    def explain(self, view: KonjaView, action: Action) -> str | None:
        seat = view.viewer if view.viewer is not None else self.seat
        won = decided_words(view, seat, action)
        if won is not None:  # a Cloud that puts the match out of the opponent's reach: said first (konja18)
            return won
        already = already_words(view, seat, action)
        if already is not None:  # won before this move whatever it is: the move not credited (konja22)
            return already
        words = self._reason(view, action)
        # a Cloud that reaches the target with the match still open: said first too (konja20 read only "it pays a
        # 5-point Cloud" for the exchange that took them to 21 and began the final round)
        reached = target_words(view, seat, action)
        return f"{reached}; {words}" if reached and words else reached or words

    def _reason(self, view: KonjaView, action: Action) -> str | None:
        found = sure_rain(view)
        if found is not None and action == sure_move(view, [action]):
            return sure_words(view, found)
        asked, pick = self._closing
        if pick is not None and pick.move == action and asked == repr(view):
            return closing_words(self.rules, pick, view.turn_seat)
        words = super().explain(view, action)
        lost = lost_red_words(view, action)  # the red dice change no result: said first, plainly
        return f"{lost}; {words}" if lost and words else lost or words


def sure_move(view: KonjaView, legal: list[Action]) -> Action | None:
    """The move of the sure line among `legal`: the Rain Ancestor, then in its Favour a flip of the line (one
    Cloud at a time, as the prompt flips them; the AI may stop at a 3 flipped for 2 Gold, "as much as it adds")."""
    found = sure_rain(view)
    if found is None:
        return None
    if view.phase == "ancestor":
        rain = Action("choose_ancestor", ("rain",))
        return rain if rain in legal else None
    me = view.players[view.turn_seat]
    for n, cloud in enumerate(me.clouds):
        flip = Action("upgrade_cloud", (n,))
        if cloud.base in found[2] and not cloud.upgraded and not cloud.fresh and flip in legal:
            return flip
    return None


def make_agent(level: str, seat: int, seed: int) -> KonjaAgent:
    return SureHintAgent(level, seat, seed)
