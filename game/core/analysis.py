"""Where a match was won and lost: each move's chance of winning for its mover, before and after, and a mark.

A game offers its own judge in `<game package>.analysis` (`make_analyser(seconds) -> Analyser`), its strongest
evaluation: Kona's search and solver; the dice games' modules set the play-outs' budget. A game without one is
judged by seeded play-outs of its AI from each position (`PlayoutAnalyser`), which weighs a roll the rules list
(`Rules.chance_outcomes`) exactly over its outcomes and, near the end, looks one move ahead for a win its seats
missed. No AI level is named here: the play-outs take the middle of the spec's levels (or the game module's
choice), the best move is the table's Hint's (analysis_hint.py: one function for both). The marks follow chess sites' practice of judging a move by the drop in the
mover's winning chance it causes (docs/match-record.md has the thresholds):

- inaccuracy: the chance drops by at least 0.10; mistake: by at least 0.20; blunder: by at least 0.30, or the
  move throws away a win the solver had proven. A chance estimated from play-outs counts only beyond its
  sampling noise (two standard errors of each estimate are taken off the drop first; play-outs cut short at a
  standing are weighed by the spread of their results, `spread`), and a mark the noise held back is judged
  again with more play-outs (`unexplained_jumps`). A judge that `pools` (KROWNIA's, Khedu's) judges the positions
  either side of its own best move that drew nothing as one, their play-outs pooled (analysis_pool.py).
- a move the game's judge names a concrete fault in (its optional hook `fault`, analysis_paired.named_fault) is
  marked at least an inaccuracy, under 0.10 too, when paired play-outs against the best move agree it cost something.
- a judge that `confirms_falls` (KROWNIA's) marks a fall the chart shows that paired play-outs confirm
  (analysis_marks.confirmed_fall: the fall asked is 0.10 at two seats, less with more, each seat's share smaller);
  one that `confirms_marks` marks a fall only where paired play-outs confirm it (analysis_confirm.py).

Analysis runs off the frame thread in the app; it reports progress and can be cancelled between positions.
"""

from __future__ import annotations

import importlib
import math
import random
import threading
from collections.abc import Callable, Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_chance import node_value
from baraza.game.core.analysis_confirm import confirmed_mark, confirming, shown_mark
from baraza.game.core.analysis_exact import ExactAnalyser
from baraza.game.core.analysis_falls import luck_move
from baraza.game.core.analysis_hindsight import proven_back
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.analysis_judgement import MoveJudgement, summary  # noqa: F401 - summary: game.analyse
from baraza.game.core.analysis_marks import (
    BLUNDER,
    INACCURACY,
    MARKS,
    MISTAKE,
    as_shown,  # noqa: F401 - tools/khedu_bad_moves.py asks it here
    confirmed_fall,
    drop_mark,
    stronger,
)
from baraza.game.core.analysis_paired import (
    FAULT_TIMES,
    PAIRED_GATE,
    PAIRED_SHARE,
    fault_vouched,
    margin_vouched,
    named_fault,
    paired_drop,
    paired_evidence,
)
from baraza.game.core.analysis_pool import links, pooled
from baraza.game.core.analysis_pool import played_best as _played_best
from baraza.game.core.analysis_pool import seeded_apart as _at
from baraza.game.core.analysis_solo import solo_mark
from baraza.game.core.evaluation import Analyser, Evaluation, terminal_evaluation
from baraza.game.core.move_groups import steps as move_steps
from baraza.game.core.playout import seeded_playout
from baraza.game.core.rules import Rules

SCAN_WIN = 0.9  # a chance a move "keeps the win" at (PlayoutAnalyser's look one move ahead)
SCAN_PLAYOUTS, SCAN_CONFIRM = 2, 3  # the look's play-outs per move, and how many winning moves it confirms
# A chart of play-out estimates jumped 0 → 65 % → 0 with no move marked (KROWNIA, a playtest): a jump this large
# that no mark explains has both its positions judged again with more play-outs (pooled with the first), at
# most one position in REFINE_SHARE; the jump then either shrinks to what the game did or is marked.
JUMP, REFINE_SHARE, REFINE_TIMES = 0.25, 8, 2
# Play-outs cut short count a standing (a chance between 0 and 1), not a win or loss: their results spread less,
# so they are worth more win-or-loss play-outs in `noise` (spread), at most SPREAD_MAX times as many, and only
# from SPREAD_MIN_PLAYOUTS play-outs on (a handful alike may be luck).
SPREAD_MAX, SPREAD_MIN_PLAYOUTS = 8.0, 6
START_TIMES = 6  # the match's first position is judged again with this many times the play-outs (`analyse`)
OUTCOME_SEED_STEP = 104_729  # each listed roll outcome's play-outs are seeded apart (PlayoutAnalyser._expectation)


class Cancelled(Exception):
    """The analysis was asked to stop."""


def mark_for(before: Evaluation, after: Evaluation, seat: int, played_best: bool, noisy: bool = True) -> str | None:
    """The mark of a move by `seat` that led from `before` to `after` (`noisy` False: the drop as estimated,
    without the allowance for the play-outs' noise)."""
    if played_best:
        return None
    p_before, p_after = before.chances[seat], after.chances[seat]
    if before.proven and after.proven and p_before >= 1.0 and p_after < 1.0:
        return "blunder"  # a proven win thrown away
    if after.proven and p_after <= 0.0 and p_before - p_after >= MISTAKE:
        return "blunder"  # into a proven loss: "mistake" beside Practise's "lost the game" read as two verdicts
    # two standard errors of the difference of two independent estimates (not the sum of each one's: that
    # asked twice the evidence a drop needs, and KROWNIA marked 1 of 6 planted thrown-away wins)
    allowance = math.hypot(noise(p_before, before.samples), noise(p_after, after.samples)) if noisy else 0.0
    drop = p_before - p_after - allowance
    if drop >= BLUNDER:
        return "blunder"
    if drop >= MISTAKE:
        return "mistake"
    if drop >= INACCURACY:
        return "inaccuracy"
    return None


def noise(p: float, samples: int) -> float:
    """How far a chance estimated from `samples` play-outs may be off by chance alone (two standard errors), so
    a mark is given only for a drop the play-outs can tell from luck. A search's judgement has none."""
    if not samples:
        return 0.0
    p = (p * samples + 0.5) / (samples + 1.0)  # all wins in a few play-outs is no certainty (a half win added)
    return 2.0 * math.sqrt(p * (1.0 - p) / samples)


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


def analyser_for(game_package: str, seconds: float) -> Analyser:
    """The game's own judge when its package has an `analysis` module; else chosen from what its spec declares:
    a game without chance or hidden information is searched exactly (analysis_exact.py's ExactAnalyser, play-outs when
    a position is too large), any other gets seeded play-outs."""
    try:
        module = importlib.import_module(game_package + ".analysis")
    except ModuleNotFoundError:
        spec = importlib.import_module(game_package).SPEC
        if spec.chance is False and spec.hidden_information is False:
            return ExactAnalyser(PlayoutAnalyser())
        if spec.playout_moves_per_second:
            return budgeted_playouts(seconds, spec.playout_moves_per_second)
        return PlayoutAnalyser()
    return module.make_analyser(seconds)


def budgeted_playouts(seconds: float, moves_per_second: int, min_playouts: int = 6, max_playouts: int = 24,
                      kind: type[PlayoutAnalyser] | None = None, **options: Any) -> PlayoutAnalyser:
    """Play-outs on a budget of moves, never clock time (the same match gets the same marks on any machine and
    under any load): at least `min_playouts` a position; where they are short (near the end, where a move keeps
    or throws away the match) the budget buys more, up to `max_playouts`, so a thrown-away win is marked. `kind`:
    a game's own PlayoutAnalyser class."""
    return (kind or PlayoutAnalyser)(playouts=max_playouts, min_playouts=min_playouts,
                                     move_budget=max(1, round(seconds * moves_per_second)), **options)


def judge_move(rules: Rules, state: Any, seats: int, seat: int, action: Action, analyser: Analyser) -> str | None:
    """The mark `analyse` would give `seat` playing `action` in `state` (the state is moved on by it), its two
    positions judged again as `analyse` judges a mark the noise held back (`understated`)."""
    position = rules.clone(state)
    before = analyser.evaluate(rules, state, seats)
    rules.apply(state, seat, action)
    after = terminal_evaluation(rules, state, seats) if rules.is_terminal(state) else analyser.evaluate(rules, state, seats)
    refine = getattr(analyser, "refine", None)
    best = _played_best(analyser, rules, position, seat, action, before.best)
    if refine is not None and understated(before, after, seat, best):
        if before.samples:
            before = refine(rules, position, seats, before)
        if after.samples:
            after = refine(rules, state, seats, after)
    return shown_mark(analyser, rules, position, seat, action, before, after, best,
                      stronger(mark_for(before, after, seat, best),
                               paired_mark(analyser, rules, position, seats, seat, action, before, after, best)))


def paired_mark(analyser: Any, rules: Rules, position: Any, seats: int, seat: int, action: Action,
                before: Evaluation, after: Evaluation, played_best: bool, seen: dict | None = None) -> str | None:
    """The mark paired play-outs of the played move against the best one give (analysis_paired.py): looked at
    only where the move was not the best, both positions are estimates, and the chart's own drop reaches
    PAIRED_GATE, the noise held its mark back or the game names a fault in the move (`named_fault`); None
    elsewhere. A move with a named fault whose pairs vouch it cost something (`fault_vouched`) is at least an
    inaccuracy, under INACCURACY too. `seen`, when given, gets the pairs' mean drop ("drop")."""
    if played_best or before.best is None or not before.samples or not after.samples or after.proven:
        return None
    plain = before.chances[seat] - after.chances[seat]
    fault = named_fault(analyser, rules, position, seat, action, before.best)
    # a fault the board alone proves (the judge's optional hook `board_mark`), marked whatever the pairs say
    hook = getattr(analyser, "board_mark", None)
    board = hook(rules, position, seat, action, before.best) if hook is not None else None
    if plain < PAIRED_GATE and not understated(before, after, seat, played_best) and fault is None:
        return board
    margins: list[float] | None = [] if fault is not None else None  # each pair's score margin lost (a fault's)
    paired = paired_drop(analyser, rules, position, seats, seat, action, before.best,
                         FAULT_TIMES if fault is not None else 1, margins=margins)
    if paired is None:
        return board
    if seen is not None:
        seen["drop"] = paired[0]
    mark = drop_mark(paired_evidence(paired[0], paired[1]))
    if mark is None and getattr(analyser, "confirms_falls", False) and confirmed_fall(plain, paired[0], paired[1],
                                                                                      seats):
        mark = "inaccuracy"  # a fall the chart shows, the pairs confirm (analysis_marks.confirmed_fall)
    # a fault the board shows, and play-outs that agree it cost something (analysis_paired.fault_vouched), in
    # points where every pair's result was the same (a match decided either way: analysis_paired.margin_vouched)
    return stronger(board, mark or ("inaccuracy" if fault is not None and (fault_vouched(paired[0], paired[1])
                                                                           or margin_vouched(paired, margins))
                                    else None))


def understated(before: Evaluation, after: Evaluation, seat: int, played_best: bool) -> bool:
    """Whether the noise allowance held a move's mark below what its estimated drop reaches: more play-outs
    then tell a real thrown-away win from luck (KROWNIA's planted blunders were marked only inaccuracies)."""
    noisy, plain = mark_for(before, after, seat, played_best), mark_for(before, after, seat, played_best, False)
    return MARKS.index(plain) > MARKS.index(noisy)


def analyse(
    rules: Rules, options: dict, seed: int, seats: int, moves: Sequence[tuple[int, Action]], analyser: Analyser,
    progress: Callable[[int, int], None] | None = None, cancel: threading.Event | None = None,
) -> list[MoveJudgement]:
    """Judge every move of the match (options + seed + moves). Each position is evaluated once: the position
    after move i is the one before move i + 1. A position whose mover had one legal move, which drew nothing
    from the rng, is worth what the position after it is worth: it is not judged again. `progress(done, total)`
    is called after each position; a set `cancel` event stops the work with `Cancelled`. An analyser with a
    `refine` (play-outs) then judges again the positions of the largest jumps no mark explains (_refine_jumps)."""
    state = rules.initial_state(options, seed, seats)
    states, forced, words, drew, luck = [rules.clone(state)], [], [], [], []
    # a step of a longer move (`Rules.continues_move`: a trade drafted card by card) is judged with the move:
    # the positions between its steps take the value of the position once the move is made, so a half-drafted
    # offer is neither judged (its own play-outs' luck swung the chart 25 points) nor marked
    step = move_steps(rules, moves)
    for k, (seat, action) in enumerate(moves):
        words.append(rules.describe_action(state, seat, action))
        legal = rules.legal_actions(state, seat)
        only = legal == [action]
        rng = getattr(state, "rng", None)
        drawn = rng.getstate() if rng is not None else None
        events = rules.apply(state, seat, action) or ()
        same_rng = rng is None or rng.getstate() == drawn
        forced.append((only and same_rng) or step[k])
        # dice rolled or a hidden card seen (as Match counts a chance move): the chance may move by luck
        drew.append(not same_rng or any(e.kind in rules.reveal_events or e.data.get("hidden_revealed")
                                        for e in events))
        luck.append(luck_move(rules, states[-1], seat, action, not same_rng, analyser, legal))  # no choice made
        states.append(rules.clone(state))
    total = len(states)
    refine = getattr(analyser, "refine", None)
    pools = bool(getattr(analyser, "pools", False))  # positions worth the same judged as one (analysis_pool)
    spare = total // REFINE_SHARE if refine is not None else 0  # the second looks, counted in the progress
    # the paired looks at the end (analysis_paired.py) counted too: a bar at 100 % stood still while they ran
    paired_share = total // PAIRED_SHARE if hasattr(analyser, "_playouts") else 0
    grand = total + spare + paired_share
    evaluations: list[Evaluation | None] = [None] * total
    done = 0
    for i in range(total - 1, -1, -1):  # from the end, so a forced move takes the judgement of what follows it
        if cancel is not None and cancel.is_set():
            raise Cancelled
        position = states[i]
        if rules.is_terminal(position):
            ev = terminal_evaluation(rules, position, seats)
        elif i < len(moves) and forced[i]:
            after = evaluations[i + 1]
            ev = Evaluation(after.chances, moves[i][1], after.proven, after.samples, after.scores)
        else:
            ev = _at(analyser, i, pools, lambda p=position: analyser.evaluate(rules, p, seats))
        evaluations[i] = ev
        done += 1
        if progress is not None:
            progress(done, grand)
    proven_back(rules, evaluations, moves, analyser, states)  # proven a move later: proven a move sooner (no chance)
    if isinstance(analyser, PlayoutAnalyser) and evaluations[0].samples and not (moves and forced[0]):
        # the start, judged with START_TIMES as many play-outs: six put three even seats at 38, 50 and 12 %
        # (a playtest's chart began near 50 % with three at the table); one position, a small share of the work
        evaluations[0] = _at(analyser, 0, pools, lambda: analyser.refine(rules, states[0], seats, evaluations[0],
                                                                         START_TIMES))
    pool = None
    if pools:
        own = list(evaluations)
        linked = links(analyser, rules, states, moves, forced, drew, own)
        evaluations[:] = pooled(own, linked, forced)
        pool = (own, linked)
    if refine is not None:
        _refine_jumps(rules, states, moves, forced, evaluations, refine, spare, seats,
                      lambda n: progress(done + n, grand) if progress is not None else None, cancel,
                      pool, analyser)
        if progress is not None:
            progress(total + spare, grand)
    out: list[MoveJudgement] = []
    for ply, (seat, action) in enumerate(moves):
        if cancel is not None and cancel.is_set():
            raise Cancelled
        before, after = evaluations[ply], evaluations[ply + 1]
        best_words = rules.describe_action(states[ply], seat, before.best) if before.best is not None else None
        if best_words == words[ply] and before.best != action:
            best_words = None  # worded as the move played: no "better" a player could tell from it (a KROWNIA tester)
        played_best = _played_best(analyser, rules, states[ply], seat, action, before.best)
        solo = seats == 1 and bool(before.scores) and bool(after.scores)
        mark = solo_mark(before.scores[0], after.scores[0], played_best) if solo else \
            mark_for(before, after, seat, played_best)
        seen: dict = {}  # the paired look's mean drop: what the better move would have reached (p_better)
        confirms = not solo and not forced[ply] and confirming(analyser, before, after)  # analysis_confirm.py
        if confirms:
            mark = confirmed_mark(analyser, rules, states[ply], seats, seat, action, before, after, played_best, seen)
        elif not solo and not forced[ply] and mark != "blunder":  # the paired look may find what the noise hid
            mark = stronger(mark, paired_mark(analyser, rules, states[ply], seats, seat, action, before, after,
                                              played_best, seen))
        if progress is not None and paired_share and not solo and not forced[ply]:
            progress(total + spare + paired_share * (ply + 1) // len(moves), grand)
        mark = mark if solo or confirms else shown_mark(analyser, rules, states[ply], seat, action, before, after,
                                                        played_best, mark)
        reached = min(1.0, after.chances[seat] + seen["drop"]) if mark and seen.get("drop", 0.0) > 0.0 else None
        out.append(MoveJudgement(ply + 1, seat, words[ply], action.to_json(), before.chances[seat],
                                 after.chances[seat], best_words, mark,
                                 before.chances, after.chances, before.scores[0] if solo else None,
                                 after.scores[0] if solo else None, reached, luck[ply]))
    if progress is not None and paired_share:
        progress(grand, grand)
    return out


def unexplained_jumps(evaluations: Sequence[Evaluation], moves: Sequence[tuple[int, Action]]) -> list[int]:
    """The moves (0-based) after which some seat's chance moved by JUMP or more without a mark, or whose mark the
    noise allowance held below its estimated drop (`understated`) whatever the jump, largest first. (A Konja
    match its player won dipped 95 → 78 % at one move, nothing marked: a drop under JUMP that the allowance
    hid was never looked at again.)"""
    found = []
    for i, (seat, action) in enumerate(moves):
        before, after = evaluations[i], evaluations[i + 1]
        jump = max(abs(a - b) for a, b in zip(before.chances, after.chances, strict=True))
        best = before.best == action
        if understated(before, after, seat, best) or (jump >= JUMP and mark_for(before, after, seat, best) is None):
            found.append((jump, i))
    return [i for _jump, i in sorted(found, key=lambda f: (-f[0], f[1]))]


def _refine_jumps(rules: Rules, states: list, moves: Sequence[tuple[int, Action]], forced: list[bool],
                  evaluations: list, refine: Callable, spare: int, seats: int, progress: Callable[[int], None],
                  cancel: threading.Event | None, pool: tuple[list, list[bool]] | None = None,
                  analyser: Any = None) -> None:
    """Judge again, with more play-outs, both positions of each unexplained jump (the largest first, `spare`
    positions at most); a forced move then takes the new judgement of what follows it again. `pool`: each
    position's own judgement and its links (analysis_pool)."""
    redone: set[int] = set()
    for i in unexplained_jumps(evaluations, moves):
        for k in (i, i + 1):
            if len(redone) >= spare or k in redone or evaluations[k].samples == 0 or (k < len(moves) and forced[k]):
                continue
            if cancel is not None and cancel.is_set():
                raise Cancelled
            judged = evaluations if pool is None else pool[0]  # a pooling judge's own judgement, pooled again
            judged[k] = _at(analyser, k, pool is not None, lambda k=k, e=judged[k]: refine(rules, states[k], seats, e))
            if pool is not None:
                evaluations[:] = pooled(pool[0], pool[1], forced)
            redone.add(k)
            progress(len(redone))
    for k in range(len(moves) - 1, -1, -1):
        # a forced position a linked run ends at keeps the run's pooled value (analysis_pool.pooled): its copy of
        # the next put a fall on the move the judge called as good as its best (a blind tester's last reward)
        if forced[k] and not rules.is_terminal(states[k]) and not (pool is not None and k > 0 and pool[1][k - 1]):
            after = evaluations[k + 1]
            evaluations[k] = Evaluation(after.chances, moves[k][1], after.proven, after.samples, after.scores)


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


def analysis_worker(conn, game: str, seats: list[str], seed: int, options: dict, moves: list, seconds: float) -> None:
    """A worker process's whole life: analyse one match, sending ("progress", done, total) as it goes, then
    ("done", [judgement dicts]) or ("error", one line). `moves` are (seat, action JSON) pairs."""
    from baraza.game.registry import GAMES, get_game

    try:
        spec = get_game(game)
        parsed = [(seat, Action.from_json(action)) for seat, action in moves]
        judgements = analyse(spec.rules, options, seed, len(seats), parsed, analyser_for(GAMES[game], seconds),
                             progress=lambda done, total: conn.send(("progress", done, total)))
        conn.send(("done", [j.to_json() for j in judgements]))
    except (BrokenPipeError, EOFError, OSError):
        return
    except Exception as exc:  # noqa: BLE001 - the viewer says the analysis failed, in one line
        try:
            conn.send(("error", f"{exc.__class__.__name__}: {exc}"[:200]))
        except (BrokenPipeError, OSError):
            return
