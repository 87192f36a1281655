"""Konja's judge for match analysis: seeded play-outs (game.core.analysis_playouts.PlayoutAnalyser) on a budget of
moves, each cut short after a few turns and scored by how the match then stands (standing.py).

The levels that search (normal and up) spend seconds on one match, so a judge whose play-outs they played took
minutes for one match's analysis. The play-outs here are played by the quick level. Played to the end they were
long early in a match (the quick level needs some 20 turns to reach 21 points), the budget bought three of them,
and three wins-or-losses of a coin-flip future made a chart in steps of a third that swung 0 → 33 % → 0
(playtest A4). Now a play-out stops at the start of the turn HORIZON_TURNS turns on and counts the standing there
(a chance between 0 and 1, fitted on AI matches of the normal and hard levels); one that ends sooner counts its
result. So each play-out is short, the budget buys many, and the chart moves with the Clouds, tokens and cards
won; near the end the play-outs reach the end and tell who wins, as before. The best move is still the hint
level's, and the red dice are weighed exactly over their 21 outcomes (KonjaRules.chance_outcomes). The budget is
counted in moves, never clock time: the same match gets the same marks on any machine and under any load.

A turn after which the match ends is searched instead (analysis_last.py): the quick level's play-outs never found
a line of several cards, and the chart read 0 % where Violet Twin, Elder Staff and Oodoo twice won (~89 %).

A turn that closes the round within reach of the target (analysis_last.closing_turn) is searched as well, for the
chance to win in that turn: the chart climbed 85 -> 100 % through such a turn while a sure line stood from its start.
The search's reading is a lower bound (a turn short of the target counts nothing), so the judge takes it where it is
the higher, the play-outs' elsewhere; a sure win is the search's alone (no play-outs spent).

A Collection is read as the better of its two ends, ended at once or after the best split
(analysis_collect.collection_ends), each judged as the next turn's start: a tester who ended one with 4 Magick
unexchanged saw the chart rise 56 -> 60 %, the Collection and the next turn two estimates apart by luck.
Such a move, and Gold paid to replace an Offering card with too little left for any Relic, are marked by the board
alone (`board_mark`, mark_words.board_fault).

A Konja move seldom moves the chance by more than 0.10-0.20, so a drop the noise allowance holds back is judged
again with REFINE_TIMES as many play-outs (a match its player won dipped 95 → 78 % at one move, nothing marked).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_chance import node_value
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.analysis_playouts import (
    OUTCOME_SEED_STEP,
    SCAN_WIN,
    PlayoutAnalyser,
    budgeted_playouts,
    effective,
)
from baraza.game.core.evaluation import Evaluation
from baraza.game.core.rules import Rules
from baraza.game.konja.analysis_collect import collection_ends
from baraza.game.konja.analysis_follow import MAX_CHAIN, dice_free_child
from baraza.game.konja.analysis_last import LastTurnSearch, closing_turn, last_turn_state
from baraza.game.konja.analysis_red import calm, position_key, roll_classes
from baraza.game.konja.mark_words import (
    board_level,
    mark_gain,  # noqa: F401 - the replay caption's "but the better move would have kept 3 more Cloud points"
    mark_reason,  # noqa: F401 - the replay caption's "Why: …"
)
from baraza.game.konja.mark_words import fault as named_fault
from baraza.game.konja.standing import standing

PLAYOUT_LEVEL = "easy"  # the play-outs' seats (the hint level still names the best move)
MOVES_PER_SECOND = 700  # play-out moves bought by each second asked (easy plays about 1,900 a CPU second)
MIN_PLAYOUTS, MAX_PLAYOUTS = 6, 24
SCAN_BUDGET = 500  # play-out moves the look one move ahead may cost (near the end only)
HORIZON_TURNS = 3  # a play-out stops at the start of the turn this many turns on, and counts the standing
# The last turn's search: positions it may visit for each second asked (measured with time.process_time: 0.3-0.6 s
# a position at 0.5 s asked, the Bones phase and the positions before the roll alike)
VISITS_PER_SECOND = 6_000
# A second look at a drop the noise allowance hid buys this many times the first's play-outs: a Konja move
# rarely moves the chance by more than 0.10-0.20, which twice as many play-outs could not tell from luck
REFINE_TIMES = 8
# the position the red dice left as it was is judged with this many times the play-outs: its one estimate stands
# for the roll, the reply and the Collection's start (analysis_red.py), whose chart steps it must not make by luck
QUIET_TIMES = 4
SURE = 1.0 - 1e-9  # a search's chance this high is a sure line (its weighed throws sum to 1 within rounding)


def past_horizon(start: Any, sim: Any) -> bool:
    """A play-out from `start` stops at the start of the turn HORIZON_TURNS turns on (its Ancestor phase)."""
    return sim.turn_count >= start.turn_count + HORIZON_TURNS and sim.phase == "ancestor"


class KonjaAnalyser(PlayoutAnalyser):
    """Play-outs, but a position of a turn after which the match ends is judged by searching that turn
    (analysis_last.LastTurnSearch): a search's judgement, no sampling noise (samples 0)."""

    last_turn: LastTurnSearch | None = None

    def __init__(self, *args: Any, **options: Any) -> None:
        super().__init__(*args, **options)
        self._quiet: dict[tuple, Evaluation] = {}  # positions the red dice left as they were (analysis_red.py)
        self._ended: dict[tuple, Evaluation] = {}  # the next turns' starts a Collection leads to (`_ends`)
        # positions whose Hint's move draws nothing: their judgement and the position after that move (`_followed`)
        self._judged: dict[tuple, tuple[Evaluation, float]] = {}  # with its play-outs' mean length
        self._follows: dict[tuple, Any] = {}
        self._chain = 0  # dice-free Hint's moves followed in the judgement under way
        self._length = 0.0  # the last play-outs' mean length (the look one move ahead's budget)

    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        if self.last_turn is None or seats != 2:
            return super().evaluate(rules, state, seats)
        if last_turn_state(state):
            return self._searched(rules, state)
        if not closing_turn(state):
            return self._played(rules, state, seats)
        searched = self._searched(rules, state)  # the chance to win in this turn: a lower bound
        if searched.chances[state.turn_seat] >= SURE:
            return searched  # a sure line: the play-outs could only miss it
        played = self._played(rules, state, seats)
        return searched if searched.chances[state.turn_seat] > played.chances[state.turn_seat] else played

    def _ends(self, rules: Rules, ends: tuple[Any, Any], seats: int, mover: int, best: Any) -> Evaluation:
        """A Collection: the better for its mover of its two ends (analysis_collect.py), each
        judged as the position after the move is (kept by its position, so the same judgement)."""
        judged = []
        for end in ends:
            key = position_key(end)
            if key not in self._ended:
                self._ended[key] = self.evaluate(rules, end, seats)
            judged.append(self._ended[key])
        top = max(judged, key=lambda e: e.chances[mover])
        return Evaluation(top.chances, best, top.proven, top.samples, top.scores)

    def refine(self, rules: Rules, state: Any, seats: int, first: Evaluation, times: int | None = None) -> Evaluation:
        """A second look, but where the red dice left the position as it was (analysis_red.py): that position's
        estimate is already QUIET_TIMES as sure and stands for the roll and the positions after it alike, so a
        second look at one of them alone would split them apart again; at the roll only its harmful outcomes are
        looked at again."""
        if self.last_turn is None or seats != 2:
            return super().refine(rules, state, seats, first, times)
        if calm(state) is not None:
            return first
        child = self._follows.get(position_key(state))
        if child is not None:  # the position after the Hint's move looked at again, the judgement the same
            again = self.refine(rules, child, seats, first, times)
            return Evaluation(again.chances, first.best, again.proven, again.samples, again.scores)
        if collection_ends(rules, state) is not None:
            return first  # the ends' judgements stand for it: a second look would split it from the move's end
        if roll_classes(rules, state) is not None:
            again = self._roll(rules, state, seats, first.best, times or self.refine_times)
            n1, n2 = first.samples, max(1, again.samples)
            pooled = tuple((a * n1 + b * n2) / (n1 + n2) for a, b in zip(first.chances, again.chances, strict=True))
            return Evaluation(pooled, first.best, False, n1 + n2)
        return super().refine(rules, state, seats, first, times)

    def _played(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        """The play-outs' judgement, the opponent's red roll and the red dice it leaves weighed as analysis_red.py
        says: a roll that cannot hurt reads the same before and after it."""
        from baraza.game.registry import get_game

        quiet = calm(state)
        ends = collection_ends(rules, state) if quiet is None else None
        if quiet is None and ends is None and roll_classes(rules, state) is None:
            return self._followed(rules, state, seats)
        mover = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, mover)
        best = hint_move(get_game(rules.name), rules.view(state, mover), mover, legal)
        if ends is not None:  # a Collection: its ends (analysis_collect.py)
            return self._ends(rules, ends, seats, mover, best)
        if quiet is None:
            return self._roll(rules, state, seats, best, 1)
        judged = self._quiet_value(rules, quiet, seats)
        return Evaluation(judged.chances, best, False, judged.samples, judged.scores)

    def _followed(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        """A position whose Hint's move draws nothing, judged as the position after that move (analysis_follow.py):
        the chart stays level on it, and another move is weighed against it on the same seeds. The look one move
        ahead for a win the Hint's move misses (PlayoutAnalyser._scan) is kept. Else the play-outs' judgement.
        Each kept by its position: the position after a move is judged again as the one before the next."""
        from baraza.game.registry import get_game

        key = (self.seed, self.apart, position_key(state))
        if key in self._judged:
            judged, self._length = self._judged[key]
            return judged
        mover = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, mover)
        best = hint_move(get_game(rules.name), rules.view(state, mover), mover, legal)
        child = dice_free_child(rules, state, mover, best) if self._chain < MAX_CHAIN else None
        after = None
        if child is not None:
            self._chain += 1
            try:
                after = self.evaluate(rules, child, seats)
            finally:
                self._chain -= 1
        if after is None or not after.samples:
            # a searched position after it (the last turn's: analysis_last.py) is not this one's reading: this
            # position stays the play-outs', which the paired look at a named fault needs
            judged = self._own(rules, state, seats, mover, legal, best)
        else:
            judged, length = Evaluation(after.chances, best, after.proven, after.samples, after.scores), self._length
            if len(legal) > 1 and judged.chances[mover] < SCAN_WIN:
                judged = self._scan(rules, state, seats, mover, legal, judged, length)
            self._length = length
            if judged.best == best:
                self._follows[position_key(state)] = child
            else:  # a win the Hint's move did not keep: named the better move, the Hint's not marked (as ever)
                self.hinted[repr(rules.view(state, mover))] = best
        self._judged[key] = (judged, self._length)
        return judged

    def _own(self, rules: Rules, state: Any, seats: int, mover: int, legal: list[Action], best: Action) -> Evaluation:
        """PlayoutAnalyser.evaluate with the Hint's move already asked (asking it twice doubled the judge's time):
        a listed roll weighed over its outcomes, else play-outs; then the look one move ahead near the end."""
        weighed = node_value(self, rules, state, seats, mover) or self._expectation(rules, state, seats, mover, best)
        if weighed is not None:
            judged, length = Evaluation(weighed[0], best, False, weighed[1], weighed[3]), weighed[2]
        else:
            wins, n = self._playouts(rules, state, seats, self.playouts, self.move_budget)
            judged = Evaluation(tuple(w / n for w in wins), best, False, effective(n, self._spread), self._mean_scores(n))
            length = self._length
        if len(legal) > 1 and judged.chances[mover] < SCAN_WIN:
            judged = self._scan(rules, state, seats, mover, legal, judged, length)
            if judged.best != best:
                self.hinted[repr(rules.view(state, mover))] = best
        self._length = length  # this position's play-outs', not the look's
        return judged

    def _playouts(self, rules: Rules, state: Any, seats: int, playouts: int, move_budget: int | None,
                  min_playouts: int | None = None, seed: int | None = None) -> tuple[list[float], int]:
        """The play-outs as ever, their mean length kept for the look one move ahead (`_followed`)."""
        wins, n = super()._playouts(rules, state, seats, playouts, move_budget, min_playouts, seed)
        self._length = self._spent / max(1, n)
        return wins, n

    def _quiet_value(self, rules: Rules, quiet: Any, seats: int) -> Evaluation:
        """The play-outs' judgement of a position the red dice left as it was, once for each such position."""
        key = position_key(quiet)
        ends = collection_ends(rules, quiet)
        if key not in self._quiet and ends is not None:
            self._quiet[key] = self._ends(rules, ends, seats, quiet.turn_seat, None)  # as its Collection's ends
        if key not in self._quiet:
            first = super().evaluate(rules, quiet, seats)
            # QUIET_TIMES as many play-outs: this one estimate stands for up to three positions of the chart
            self._quiet[key] = super().refine(rules, quiet, seats, first, QUIET_TIMES - 1) if first.samples else first
        return self._quiet[key]

    def _roll(self, rules: Rules, state: Any, seats: int, best: Any, times: int) -> Evaluation:
        """The opponent's red roll: the outcomes that cannot hurt as one, at the estimate of the position they leave
        (`_quiet_value`), the others each by play-outs in proportion to their probability (at least two), `times`
        as many for a second look. Samples: the win-or-loss play-outs an estimate this sure is worth."""
        mover = state.turn_seat
        chances, variance = [0.0] * seats, 0.0
        budget = self.move_budget * times if self.move_budget is not None else None
        for k, (p, child, quiet) in enumerate(roll_classes(rules, state)):
            if quiet:
                judged = self._quiet_value(rules, child, seats)
                got, n = judged.chances, max(1, judged.samples)
            else:
                least = max(2, round(p * self.min_playouts * times))
                # each class's play-outs from a seed of its own: one shared seed made every class's luck the same
                wins, n = self._playouts(rules, child, seats, max(least, round(p * self.playouts * times)),
                                         None if budget is None else max(1, round(p * budget)), min_playouts=least,
                                         seed=self.seed + OUTCOME_SEED_STEP * (k + times))
                got, n = [w / n for w in wins], effective(n, self._spread)
            for s in range(seats):
                chances[s] += p * got[s]
            q = (got[mover] * n + 0.5) / (n + 1)  # a class's spread, never none from a few play-outs
            variance += p * p * q * (1.0 - q) / n
        mean = chances[mover]
        samples = max(1, round(mean * (1.0 - mean) / variance)) if 0.0 < mean < 1.0 and variance > 0.0 else 1
        return Evaluation(tuple(chances), best, False, samples)

    def fault(self, rules: Rules, state: Any, seat: int, action: Action, best: Action) -> str | None:
        """A fault the board shows (mark_words.fault: Storm Veil left unused while the red dice break a set, Gold
        paid to replace an Offering card with too little left for any Relic), marked at least an inaccuracy when
        the paired play-outs agree it cost something (game.core.analysis_paired): such moves cost a few points."""
        return named_fault(rules, state, seat, action, best)

    # a board fault keeps the level its Cloud points give (mark_words.board_level) past the chart's fall, in a match
    # the chart calls decided too (game.core.analysis_confirm.shown_mark)
    keeps_board_level = True

    def board_mark(self, rules: Rules, state: Any, seat: int, action: Action, best: Action) -> str | None:
        """A fault the board alone proves (mark_words.board_fault: a Collection ended with a set, pair or run
        unexchanged, Gold paid for a new Offering card the Gold left cannot buy, a reroll breaking a set or run the
        judge keeps: analysis_reroll.py, a red die placed or left unused that hands Kofi Cloud points:
        analysis_gift.py), marked whatever the play-outs say (their standing counts no Magick, and 1 Gold early
        moves it by less than their luck), its level by the Cloud points given up (mark_words.board_level)."""
        return board_level(rules, state, seat, action, best)

    def _searched(self, rules: Rules, state: Any) -> Evaluation:
        """The turn's search (analysis_last.LastTurnSearch) as an Evaluation: no sampling noise."""
        from baraza.game.registry import get_game

        chance, best, values = self.last_turn.judge(state)
        mover = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, mover)
        if len(legal) > 1:  # the Hint's move where the search finds it as good (the replay names no other), asked
            # as the table's Hint asks it (analysis_hint.py)
            hint = hint_move(get_game(rules.name), rules.view(state, mover), mover, legal)
            if hint in values and abs(values[hint] - chance) <= 1e-9:
                best = hint
        chances = [0.0, 0.0]
        chances[state.turn_seat], chances[1 - state.turn_seat] = chance, 1.0 - chance
        return Evaluation(tuple(chances), best if best is not None else legal[0], False, 0)


def make_analyser(seconds: float = 0.5) -> PlayoutAnalyser:
    """Play-outs on a budget of moves (game.core.analysis_playouts.budgeted_playouts), cut at the horizon and scored by
    the standing; the last turn searched on a budget of positions."""
    analyser = budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, kind=KonjaAnalyser,
                                 level=PLAYOUT_LEVEL, scan_budget=SCAN_BUDGET, cut=past_horizon, standing=standing,
                                 refine_times=REFINE_TIMES, outcome_seeds=True)
    analyser.last_turn = LastTurnSearch(budget=max(1, round(seconds * VISITS_PER_SECOND)))
    return analyser
