"""Seeded play-outs as a judge of positions (`PlayoutAnalyser`), for match analysis (game/core/analysis.py) in a game
without a judge of its own, and the base of the dice games' judges: chances from play-outs by the game's own AI, a
listed roll weighed exactly over its outcomes, a look one move ahead near the end, a second look with more play-outs
(`refine`), and how much the play-outs' results are worth against win-or-loss ones (`spread`, `effective`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_chance import node_value
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.evaluation import Evaluation, terminal_evaluation
from baraza.game.core.playout import seeded_playout
from baraza.game.core.rules import Rules

SCAN_WIN = 0.9  # a chance a move "keeps the win" at (PlayoutAnalyser's look one move ahead)
SCAN_PLAYOUTS, SCAN_CONFIRM = 2, 3  # the look's play-outs per move, and how many winning moves it confirms
REFINE_TIMES = 2  # a second look's play-outs, as many times the first's (PlayoutAnalyser.refine)
# Play-outs cut short count a standing (a chance between 0 and 1), not a win or loss: their results spread less,
# so they are worth more win-or-loss play-outs in `noise` (spread), at most SPREAD_MAX times as many, and only
# from SPREAD_MIN_PLAYOUTS play-outs on (a handful alike may be luck).
SPREAD_MAX, SPREAD_MIN_PLAYOUTS = 8.0, 6
OUTCOME_SEED_STEP = 104_729  # each listed roll outcome's play-outs are seeded apart (PlayoutAnalyser._expectation)


def spread(totals: Sequence[float], squares: Sequence[float], n: int) -> float:
    """How many times smaller the spread of `n` play-outs' results is than a win-or-loss's of the same mean (from
    each seat's summed results and summed squares; the least over the seats, at most SPREAD_MAX). Play-outs that
    end in wins and losses give 1; play-outs cut short count a standing between 0 and 1 (Konja), which spreads
    far less, so their mean is surer than as many wins and losses: `noise` taken as for win-or-loss play-outs
    held back every mark of a Konja match its player won, a dip 95 → 78 % among them (playtest)."""
    if n < SPREAD_MIN_PLAYOUTS:
        return 1.0  # too few to tell a spread from luck
    ratios = []
    for total, square in zip(totals, squares, strict=True):
        mean = total / n
        coin = mean * (1.0 - mean)
        if coin <= 1e-9:
            continue  # every play-out the same win or loss: no spread to compare
        variance = max(0.0, square / n - mean * mean)
        ratios.append(SPREAD_MAX if variance <= coin / SPREAD_MAX else coin / variance)
    return max(1.0, min(ratios)) if ratios else 1.0


def effective(n: int, ratio: float) -> int:
    """The win-or-loss play-outs `n` play-outs of a spread `ratio` times smaller are worth (for `noise`)."""
    return max(1, round(n * ratio))


def budgeted_playouts(seconds: float, moves_per_second: int, min_playouts: int = 6, max_playouts: int = 24,
                      kind: type[PlayoutAnalyser] | None = None, **options: Any) -> PlayoutAnalyser:
    """Play-outs on a budget of moves, never clock time (the same match gets the same marks on any machine and
    under any load): at least `min_playouts` a position; where they are short (near the end, where a move keeps
    or throws away the match) the budget buys more, up to `max_playouts`, so a thrown-away win is marked. `kind`:
    a game's own PlayoutAnalyser class."""
    return (kind or PlayoutAnalyser)(playouts=max_playouts, min_playouts=min_playouts,
                                     move_budget=max(1, round(seconds * moves_per_second)), **options)


class PlayoutAnalyser:
    """Chances from seeded play-outs: from the position, games are finished by the game's own AI seats (each
    seeing only its view), each with its own seed for the AI and for the dice and draws to come; the best move
    is the one the hint level chooses from the mover's view. For games without a judge of their own. The
    play-outs start from the whole position (the hands as they were), as a review after the match may, but
    never from the match's future: a game whose unseen cards wait in its state in a fixed order (a deck drawn
    from the top) offers `shuffle_unseen(state, rng)` on its rules, and each play-out deals them anew (a
    playtest had a hand redraw judged a sure win, alone among positions near 0 %, because every play-out drew
    the deck's real next cards).

    Where the mover's move (the only one, or the one the hint level chooses) is a roll whose outcomes the rules
    list (`Rules.chance_outcomes`), the chance is the expectation over those outcomes, each weighed by its
    probability and judged by its own play-outs, in place of play-outs that roll at random: affordable while
    outcomes × play-outs stay within `max_chance_playouts`; otherwise plain play-outs.

    `playouts` is how many play-outs a position gets; with a `move_budget` (AI moves, counted, never clock time,
    so a loaded machine judges as an idle one), play-outs go on while the budget lasts, between `min_playouts`
    and `playouts`: a position near the end, whose play-outs are short, gets more of them.

    A game may cut its play-outs short (its analysis module's choice): `cut(start, sim)` says a play-out from
    `start` has gone far enough, and `standing(sim)` gives each seat's chance where it stopped (Konja: three turns
    on, scored by a fitted model). A play-out cut without a `standing` counts an even share."""

    def __init__(self, playouts: int = 6, level: str | None = None, max_moves: int = 5000, seed: int = 1,
                 move_budget: int | None = None, min_playouts: int = 2, max_chance_playouts: int = 48,
                 scan_budget: int = 4000, cut: Callable[[Any, Any], bool] | None = None,
                 standing: Callable[[Any], Sequence[float]] | None = None, refine_times: int = REFINE_TIMES,
                 outcome_seeds: bool = False) -> None:
        # level None: the middle of the game's declared levels (no level is named here; any game's list works)
        self.playouts, self.level, self.max_moves, self.seed = playouts, level, max_moves, seed
        self.move_budget, self.min_playouts, self.max_chance_playouts = move_budget, min_playouts, max_chance_playouts
        self.scan_budget = scan_budget
        self.cut, self.standing = cut, standing  # a game's short play-outs (see above); None: played to the end
        self.refine_times = refine_times  # a second look's play-outs, as many times the first's (`refine`)
        # each listed roll outcome's play-outs from a seed of its own (`_expectation`): Konja's short play-outs
        # swung with one shared seed; KROWNIA's whole ones mark planted blunders better with it shared (19 of 20
        # against 17: the same luck on both sides of a move cancels in its drop)
        self.outcome_seeds = outcome_seeds
        self.apart = 0  # added to the play-outs' seeds (not the best move's): a pooling judge's positions apart
        self._spent = 0  # play-out moves of the last _playouts call
        self._score_sums: list[float] | None = None  # its summed final scores (a one-seat game only)
        self._spread = 1.0  # its results' spread against a win-or-loss's of the same mean (`spread`)
        self._squares: list[float] = []  # its summed squared results per seat
        # the Hint's move in each position (by its mover's view) where the look one move ahead named another: the
        # Hint's move is still the judge's own there, never marked (`hint_kept`)
        self.hinted: dict[str, Action] = {}

    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        from baraza.game.registry import get_game  # the registry knows every game's agents

        spec = get_game(rules.name)
        mover = rules.active_seats(state)[0]
        legal = rules.legal_actions(state, mover)
        # the table's Hint's own move (analysis_hint.py: the same function, seeded by the mover's view), so the
        # replay never names a move the Hint advised as a fall (a Konja tester, a Khedu tester)
        best = hint_move(spec, rules.view(state, mover), mover, legal)
        # a position the game calls a chance node (analysis_chance.py), else the best move's listed roll
        weighed = node_value(self, rules, state, seats, mover) or self._expectation(rules, state, seats, mover, best)
        if weighed is not None:
            judged, length = Evaluation(weighed[0], best, False, weighed[1], weighed[3]), weighed[2]
        else:
            wins, n = self._playouts(rules, state, seats, self.playouts, self.move_budget)
            judged, length = Evaluation(tuple(w / n for w in wins), best, False, effective(n, self._spread),
                                        self._mean_scores(n)), self._spent / n
        if len(legal) > 1 and judged.chances[mover] < SCAN_WIN:
            judged = self._scan(rules, state, seats, mover, legal, judged, length)
            if judged.best != best:  # a win the Hint's move did not keep: named the better move, the Hint's not marked
                self.hinted[repr(rules.view(state, mover))] = best
        return judged

    def hint_kept(self, rules: Rules, state: Any, seat: int, action: Action) -> bool:
        """Whether `action` is the table's Hint's move where the look one move ahead named another best move (a
        Khedu tester's hinted attack was marked a mistake, "better: Exchange of Oaths"): the chart keeps the win
        the look found, its move is named the better one, and the move the Hint advised is never marked."""
        return self.hinted.get(repr(rules.view(state, seat))) == action

    def refine(self, rules: Rules, state: Any, seats: int, first: Evaluation, times: int | None = None) -> Evaluation:
        """`first` judged again with `times` (`refine_times` when None) as many play-outs (their own seeds), pooled
        with it by play-outs: a steadier estimate of the same chances, its noise smaller."""
        times = times or self.refine_times
        again = PlayoutAnalyser(self.playouts * times, self.level, self.max_moves, self.seed + 7919,
                                None if self.move_budget is None else self.move_budget * times,
                                self.min_playouts * times, self.max_chance_playouts * times, 0,
                                self.cut, self.standing, times, self.outcome_seeds)
        again.apart = self.apart
        if getattr(self, "chance_node", None) is not None:
            again.chance_node = self.chance_node  # a game's chance nodes weighed in the second look too
        second = again.evaluate(rules, state, seats)
        n1, n2 = first.samples, max(1, second.samples)
        pooled = tuple((a * n1 + b * n2) / (n1 + n2) for a, b in zip(first.chances, second.chances, strict=True))
        scores = tuple((a * n1 + b * n2) / (n1 + n2) for a, b in zip(first.scores, second.scores, strict=True)) \
            if first.scores and second.scores else first.scores
        return Evaluation(pooled, first.best, False, n1 + n2, scores)

    def _scan(self, rules: Rules, state: Any, seats: int, mover: int, legal: list[Action], judged: Evaluation,
              length: float) -> Evaluation:
        """A look one move ahead for a win the play-outs' seats did not find: where the match is near enough its
        end that every move's play-outs are cheap (legal moves × play-out length within `scan_budget`), each
        move is tried with two play-outs; a move that won them all (or wins at once) is judged with full
        play-outs, and one that keeps the win (SCAN_WIN) is the position's value and its best move."""
        if len(legal) * (length + 1.0) * SCAN_PLAYOUTS > self.scan_budget:
            return judged
        sure = []
        for action in legal:
            child = rules.clone(state)
            rules.apply(child, mover, action)
            if rules.is_terminal(child):
                chances = terminal_evaluation(rules, child, seats).chances
                if chances[mover] >= 1.0:
                    return Evaluation(chances, action, False, 0)
                continue
            wins, n = self._playouts(rules, child, seats, SCAN_PLAYOUTS, None, min_playouts=SCAN_PLAYOUTS)
            if wins[mover] >= n:
                sure.append((action, child))
        for action, child in sure[:SCAN_CONFIRM]:
            wins, n = self._playouts(rules, child, seats, max(self.playouts, 8), None, min_playouts=8)
            if wins[mover] / n >= SCAN_WIN and wins[mover] / n > judged.chances[mover]:
                return Evaluation(tuple(w / n for w in wins), action, False, n)
        return judged

    def _expectation(self, rules: Rules, state: Any, seats: int, mover: int,
                     action: Action) -> tuple[tuple[float, ...], int, float, tuple[float, ...]] | None:
        """The chances as the expectation over `action`'s listed roll outcomes, the play-outs an estimate of
        that spread would need (for the marks' noise), the play-outs' mean length and the expected scores (one
        seat only, else none); None when the roll is not listed or too dear."""
        outcomes = rules.chance_outcomes(state, mover, action, self.max_chance_playouts)
        if not outcomes:
            return None
        # each outcome gets play-outs in proportion to its probability, at least one
        share = max(self.playouts, len(outcomes))
        counts = [max(1, round(p * share)) for p, _ in outcomes]
        if sum(counts) > self.max_chance_playouts:
            return None
        chances, variance, spent, played = [0.0] * seats, 0.0, 0, 0
        pooled, squares = [0.0] * seats, [0.0] * seats  # every outcome's play-outs together, for their spread
        scores: list[float] | None = [0.0] * seats if seats == 1 else None
        budget = None if self.move_budget is None else max(1, self.move_budget // len(outcomes))
        for k, ((p, child), count) in enumerate(zip(outcomes, counts, strict=True)):
            if rules.is_terminal(child):
                ended = terminal_evaluation(rules, child, seats)
                wins, n, outcome_scores = list(ended.chances), 1, ended.scores
                exact = True
            else:
                # each outcome's play-outs roll their own future: sharing one made every outcome's luck the same,
                # an estimate as unsure as one outcome's play-outs (Konja's chart swung ±0.1 with the seed alone)
                wins, n = self._playouts(rules, child, seats, count, budget, min_playouts=count,
                                         seed=self.seed + OUTCOME_SEED_STEP * k if self.outcome_seeds else None)
                exact, spent, played, outcome_scores = False, spent + self._spent, played + n, self._mean_scores(n)
                pooled = [t + w for t, w in zip(pooled, wins, strict=True)]
                squares = [t + q for t, q in zip(squares, self._squares, strict=True)]
            for s in range(seats):
                chances[s] += p * wins[s] / n
            if scores is not None:
                scores = [t + p * v for t, v in zip(scores, outcome_scores, strict=True)] if outcome_scores else None
            if not exact:
                q = (wins[mover] + 0.5) / (n + 1)  # a stratum's spread, never taken as none from a few play-outs
                variance += p * p * q * (1.0 - q) / n
        # the outcomes' spreads taken as win-or-loss ones, made smaller as the play-outs' results spread less
        # (their spread over all outcomes, which is at least each outcome's own on the whole: a cautious share)
        variance /= spread(pooled, squares, played)
        mean = chances[mover]
        samples = 0 if variance <= 0.0 else max(1, round(mean * (1.0 - mean) / variance)) if 0.0 < mean < 1.0 else 1
        return tuple(chances), samples, spent / played if played else 0.0, tuple(scores or ())

    def _mean_scores(self, n: int) -> tuple[float, ...]:
        """The last play-outs' mean final scores (a one-seat game; else none)."""
        return tuple(t / n for t in self._score_sums) if self._score_sums is not None and n else ()

    def _playouts(self, rules: Rules, state: Any, seats: int, playouts: int, move_budget: int | None,
                  min_playouts: int | None = None, seed: int | None = None) -> tuple[list[float], int]:
        """(summed chances per seat, play-outs run): `playouts` of them, or with a move budget as many as it buys
        between the minimum and `playouts`; their seeds drawn from `seed` (the analyser's when None)."""
        from baraza.game.registry import get_game

        spec = get_game(rules.name)
        level = self.level or spec.ai_levels[len(spec.ai_levels) // 2]
        floor = self.min_playouts if min_playouts is None else min_playouts
        totals, squares = [0.0] * seats, [0.0] * seats
        score_sums: list[float] | None = [0.0] * seats if seats == 1 else None
        rng = random.Random((self.seed if seed is None else seed) + self.apart)
        spent = done = 0
        while done < playouts and (move_budget is None or done < floor or spent < move_budget):
            sim, moves = seeded_playout(rules, spec, level, state, seats, rng.randrange(2**31), self.max_moves,
                                        self.cut)
            spent += moves
            ev = terminal_evaluation(rules, sim, seats) if rules.is_terminal(sim) else None
            stood = self.standing(sim) if ev is None and self.standing is not None else None
            for s in range(seats):
                value = ev.chances[s] if ev else stood[s] if stood is not None else 1.0 / seats
                totals[s] += value
                squares[s] += value * value
            if score_sums is not None:  # a play-out cut short counts the score it stood at
                ended = ev.scores if ev else tuple(rules.result(sim).scores)
                score_sums = [t + v for t, v in zip(score_sums, ended, strict=True)] if len(ended) == seats else None
            done += 1
        self._spent = spent
        self._score_sums = score_sums
        self._spread, self._squares = spread(totals, squares, done), squares
        return totals, done
