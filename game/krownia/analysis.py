"""KROWNIA's judge for match analysis: seeded play-outs (game.core.analysis_playouts.PlayoutAnalyser) on the budget
its spec declares, each cut short HORIZON_ROUNDS rounds on and scored by how the match then stands (standing.py),
with positions worth the same judged as one (game.core.analysis_pool).

Play-outs of whole matches bought 6-24 a position at 0.5 s, a chance told to about ±0.3: blind testers saw the
chart swing 3 → 100 → 20 % between neighbouring moves, and none of five bad moves made on purpose was marked
(a road where a village was affordable, ending turns holding 10+ cards, a needless 4:1 trade, the Pirate on a
tile of one's own; issue 41). Now a play-out stops at a round's start HORIZON_ROUNDS rounds on and counts the
learned value's chance for each seat there (the expert's model, fitted on AI matches' outcomes); one that ends
sooner counts its result. Each play-out is short, the budget buys MAX_PLAYOUTS of them, their results spread
little, and the paired look (analysis_paired.py: the played move against the best one on common seeds) tells a
lost tempo or a lost card from luck. Near the end the play-outs reach the end and tell who wins, as before.

A playtester's chart swung 45 → 64 → 24 % through the opening placement, where nothing is rolled, and "Place for
me" (the table's pick: the richest free corner) was marked a mistake (issue 41). Ten-odd play-outs of a whole
match tell a chance to about ±0.3: each placement's judgement was that much luck. Now:

- "Place for me" on the corner the judge would have chosen is the judge's own move (`same_move`): never marked;
- the setup is `calm` (nothing rolled or drawn): its positions are judged with SETUP_TIMES more play-outs, a
  placement whose change in every seat's chance is within the play-outs' noise of the placements before it keeps
  the value, and the placements so linked are judged as one, their play-outs pooled, so the setup's stretch of
  the chart moves only where a placement made a difference the play-outs can tell;
- everywhere, the judge's own best move that draws no dice or card keeps the value: quiet moves pool their
  play-outs too, and a mistake between two such runs is judged with all of them (a smaller noise allowance).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_playouts import PlayoutAnalyser, budgeted_playouts
from baraza.game.core.evaluation import Evaluation
from baraza.game.core.rules import Rules
from baraza.game.krownia.constants import ROLL, SETUP_ROAD, SETUP_VILLAGE
from baraza.game.krownia.hint_agree import agreed_hint
from baraza.game.krownia.hint_turn import village_first
from baraza.game.krownia.hoard_judge import KEEPS, cure, hoard_mark
from baraza.game.krownia.mark_words import fault as named_fault
from baraza.game.krownia.mark_words import mark_reason  # noqa: F401 - the replay caption's "Why: …"
from baraza.game.krownia.rules import COST_DEV
from baraza.game.krownia.setup_judge import blended, board_mark, projected_shares, setup_weight
from baraza.game.krownia.standing import Standing

MOVES_PER_SECOND = 8000  # play-out moves bought by each second asked (the spec's figure)
MIN_PLAYOUTS, MAX_PLAYOUTS = 16, 96
# a play-out stops at the start of a round (the first seat's turn) at least this many rounds on: 1, 2 and 4
# told the planted bad moves' drops alike, 2 with fewer unsure pairs than 4 (docs/benchmarks.md)
HORIZON_ROUNDS = 2
# a setup position is judged again with this many times the play-outs, pooled with the first look: ten-odd
# play-outs put a seat at 0.0 or 0.875 and the next placement's at 0.5; the setup is 4 positions a seat, a small
# share of a match's (about 12 of 300)
SETUP_TIMES = 3


class KrowniaAnalyser(PlayoutAnalyser):
    """Play-outs that pool the positions a move did not change (see the module's text)."""

    pools = True
    # a fall the chart shows that paired play-outs confirm is marked (game.core.analysis_marks.confirmed_fall):
    # long 3-seat matches ended with nothing marked while the chart fell (blind testers, issue 41)
    confirms_falls = True

    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        """Play-outs as for any position; a setup position's judged again with SETUP_TIMES as many, pooled, and
        blended with its seats' corner worth (setup_judge.blended); a risky hand's better move a cure (`cured`)."""
        first = super().evaluate(rules, state, seats)
        if self.calm(rules, state) and first.samples:
            first = super().refine(rules, state, seats, first, SETUP_TIMES)
        if setup_weight(state) > 0.0 and first.samples:  # the board's corner worth blended in (setup_judge.py)
            first = Evaluation(blended(rules, state, first.chances), first.best, first.proven, first.samples,
                               first.scores)
        judged = self.cured(rules, state, self.hint_agreed(rules, state, first))
        self.village_kept(rules, state, judged)
        return judged

    def village_kept(self, rules: Rules, state: Any, judged: Evaluation) -> None:
        """The table's Hint puts a village the hand pays for before a road, a card or the end of the turn that would
        spend its cards (hint_turn.village_first: the look ahead's move is the expert's, blind to it): that village
        is the Hint's move here, never marked (`hint_kept`), as the judge's own move is not either."""
        best = judged.best
        if best is None or best.kind not in ("build_road", "buy_dev", "end_turn") or self.calm(rules, state):
            return
        mover = rules.active_seats(state)[0]
        view = rules.view(state, mover)
        swap = (COST_DEV, (0,) * 5) if best.kind == "buy_dev" else None
        first = village_first(view, mover, best, swap, rules.legal_actions(state, mover))
        if first is not None:
            self.hinted[repr(view)] = first[0]

    def hint_agreed(self, rules: Rules, state: Any, judged: Evaluation) -> Evaluation:
        """`judged` with a better move the table's Hint would not make put right: a bank trade giving away cards
        the build it keeps to still needs (hint_agree.agreed_hint, the Hint's own check) gives way to the Hint's
        move there. krownia21: the Hint said "End the turn: keep your cards for a village" three times and the
        analysis marked each, "better: Trade 4 Brick for 1 Wheat", the village's own Brick."""
        best = judged.best
        if best is None or best.kind != "bank_trade" or self.calm(rules, state):
            return judged
        mover = rules.active_seats(state)[0]
        view = rules.view(state, mover)
        fix = agreed_hint(view, mover, best, rules.legal_actions(state, mover))
        if fix is None or fix[0] == best:
            return judged
        self.hinted[repr(view)] = fix[0]
        return Evaluation(judged.chances, fix[0], judged.proven, judged.samples, judged.scores)

    def refine(self, rules: Rules, state: Any, seats: int, first: Evaluation, times: int | None = None) -> Evaluation:
        """A second look as ever; in the setup, the blend taken out of `first` before its play-outs are pooled with
        the second look's and put back after (a second look at a jump must not pool a blended and a raw chance)."""
        w = setup_weight(state)
        if w <= 0.0 or not first.samples:
            return super().refine(rules, state, seats, first, times)
        shares = projected_shares(rules, state)
        raw = tuple((p - w * s) / (1.0 - w) for p, s in zip(first.chances, shares, strict=True))
        again = super().refine(rules, state, seats, Evaluation(raw, first.best, first.proven, first.samples,
                                                               first.scores), times)
        return Evaluation(tuple((1.0 - w) * p + w * s for p, s in zip(again.chances, shares, strict=True)),
                          again.best, again.proven, again.samples, again.scores)

    def cured(self, rules: Rules, state: Any, judged: Evaluation) -> Evaluation:
        """`judged` with its best move a cure (hoard_judge.cure) where the seat to move holds 8+ cards and the best
        move keeps them all (ending the turn, a 1-for-1 offer): "better: Offer a trade to players" beside a turn
        ended on 8 cards named a move that left 8 (bad13). The Hint's own move stays unmarked (`hint_kept`)."""
        best = judged.best
        if best is None or best.kind not in KEEPS or state.phase in (SETUP_VILLAGE, SETUP_ROAD):
            return judged
        mover = rules.active_seats(state)[0]
        spend = cure(rules, state, mover)
        if spend is None:
            return judged
        self.hinted[repr(rules.view(state, mover))] = best
        return Evaluation(judged.chances, spend, judged.proven, judged.samples, judged.scores)

    def same_move(self, rules: Rules, state: Any, seat: int, action: Action, best: Action) -> bool:
        """"Place for me" does what placing a village on the corner it picks does (and the road after it)."""
        return (action.kind == "auto_place" and best.kind == "place_village"
                and rules.auto_choice(state, seat)[0] == best.args[0])

    def fault(self, rules: Rules, state: Any, seat: int, action: Action, best: Action) -> str | None:
        """A fault the board shows in the move (mark_words.fault: a build left affordable, a hand open to a 7, the
        Pirate on one's own tile, a trade giving away what a build needed, a road to nowhere): marked at least an
        inaccuracy when the paired play-outs agree it cost something. The planted bad moves of issue 41 cost
        0.01-0.11 each, most under the 0.10 a mark asks by the drop alone."""
        return named_fault(rules, state, seat, action, best)

    def board_mark(self, rules: Rules, state: Any, seat: int, action: Action, best: Action) -> str | None:
        """A setup village far poorer than the best open corner, by the board alone (setup_judge.py): the play-outs
        cannot see a setup corner's worth (their learned standing barely tells a 12-roll corner from a 1-roll one);
        a turn ended on 8+ cards while a sparing build or trade was legal (hoard_judge.py): their standing counts
        the cards held and a 7 falls in them only now and then."""
        return board_mark(rules, state, seat, action, best) or hoard_mark(rules, state, seat, action)

    def calm(self, rules: Rules, state: Any) -> bool:
        """The setup: nothing is rolled or drawn, a placement moves the chances only as far as it is better or
        worse than the others."""
        return state.phase in (SETUP_VILLAGE, SETUP_ROAD)


def past_horizon(start: Any, sim: Any) -> bool:
    """A play-out from `start` stops at the start of a round (the first seat's roll) HORIZON_ROUNDS rounds or
    more on. At a round's start, not at any turn's: a play-out after "End the turn" cut HORIZON_ROUNDS rounds on
    from its own turn gave its mover a whole turn more than one after building, and ending the turn with a
    village affordable was judged the better move; at a round's start every seat has had its turns alike."""
    return sim.phase == ROLL and (sim.turn - 1) % sim.num_seats == 0 \
        and sim.turn >= start.turn + HORIZON_ROUNDS * sim.num_seats


def make_analyser(seconds: float = 0.5) -> KrowniaAnalyser:
    """Play-outs on a budget of moves (game.core.analysis_playouts.budgeted_playouts), cut at the horizon, scored by the
    standing (a Standing of this judge's own: its board's tables kept) and pooling as above; a roll's outcomes are
    weighed exactly while they cost no more play-outs."""
    return budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, kind=KrowniaAnalyser,
                             cut=past_horizon, standing=Standing(), max_chance_playouts=MAX_PLAYOUTS + 16)
