"""Where a match was won and lost: each move's chance of winning for its mover, before and after, and a mark.

A game offers its own judge in `<game package>.analysis` (`make_analyser(seconds) -> Analyser`), its strongest
evaluation: Kona's search and solver; the dice games' modules set the play-outs' budget. A game without one is
judged by seeded play-outs of its AI from each position (analysis_playouts.py's `PlayoutAnalyser`), which weighs a
roll the rules list (`Rules.chance_outcomes`) exactly over its outcomes and, near the end, looks one move ahead for a
win its seats missed. No AI level is named here: the play-outs take the middle of the spec's levels (or the game module's
choice), the best move is the table's Hint's (analysis_hint.py: one function for both). The marks follow chess sites' practice of judging a move by the drop in the
mover's winning chance it causes (docs/match-record.md has the thresholds):

- inaccuracy: the chance drops by at least 0.10; mistake: by at least 0.20; blunder: by at least 0.30, or the
  move throws away a win the solver had proven. A chance estimated from play-outs counts only beyond its
  sampling noise (two standard errors of each estimate are taken off the drop first; play-outs cut short at a
  standing are weighed by the spread of their results, analysis_playouts.spread), and a mark the noise held back
  is judged again with more play-outs (`unexplained_jumps`). A judge that `pools` (KROWNIA's, Khedu's) judges the positions
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
import threading
from collections.abc import Callable, Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_confirm import confirmed_mark, confirming, shown_mark
from baraza.game.core.analysis_exact import ExactAnalyser
from baraza.game.core.analysis_falls import luck_move
from baraza.game.core.analysis_hindsight import proven_back
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
    fault_vouched,
    margin_vouched,
    named_fault,
    paired_drop,
    paired_evidence,
)
from baraza.game.core.analysis_playouts import PlayoutAnalyser, budgeted_playouts
from baraza.game.core.analysis_pool import links, pooled
from baraza.game.core.analysis_pool import played_best as _played_best
from baraza.game.core.analysis_pool import seeded_apart as _at
from baraza.game.core.analysis_progress import paired_units
from baraza.game.core.analysis_solo import solo_mark
from baraza.game.core.evaluation import Analyser, Evaluation, terminal_evaluation
from baraza.game.core.move_groups import steps as move_steps
from baraza.game.core.rules import Rules

# A chart of play-out estimates jumped 0 → 65 % → 0 with no move marked (KROWNIA, a playtest): a jump this large
# that no mark explains has both its positions judged again with more play-outs (pooled with the first), at
# most one position in REFINE_SHARE; the jump then either shrinks to what the game did or is marked.
JUMP, REFINE_SHARE = 0.25, 8
START_TIMES = 6  # the match's first position is judged again with this many times the play-outs (`analyse`)


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
    # the start judged again and the paired looks counted too: 100 % stood while they ran (analysis_progress.py)
    start = START_TIMES if isinstance(analyser, PlayoutAnalyser) and not (moves and forced[0]) else 0
    paired_share = paired_units(analyser, total)
    grand = total + start + spare + paired_share
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
    if start and evaluations[0].samples:
        # the start, judged with START_TIMES as many play-outs: six put three even seats at 38, 50 and 12 %
        # (a playtest's chart began near 50 % with three at the table); one position, a small share of the work
        evaluations[0] = _at(analyser, 0, pools, lambda: analyser.refine(rules, states[0], seats, evaluations[0],
                                                                         START_TIMES))
    done += start
    if progress is not None and start:
        progress(done, grand)
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
            progress(done + spare, grand)
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
            progress(done + spare + paired_share * (ply + 1) // len(moves), grand)
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


def analysis_worker(conn, game: str, seats: list[str], seed: int, options: dict, moves: list, seconds: float) -> None:
    """A worker process's whole life: analyse one match, sending ("progress", done, total, positions judged one
    by one) as it goes, then ("done", [judgement dicts]) or ("error", one line). `moves`: (seat, action JSON)."""
    from baraza.game.registry import GAMES, get_game

    try:
        spec = get_game(game)
        parsed = [(seat, Action.from_json(action)) for seat, action in moves]
        judgements = analyse(spec.rules, options, seed, len(seats), parsed, analyser_for(GAMES[game], seconds),
                             progress=lambda done, total: conn.send(("progress", done, total, len(parsed) + 1)))
        conn.send(("done", [j.to_json() for j in judgements]))
    except (BrokenPipeError, EOFError, OSError):
        return
    except Exception as exc:  # noqa: BLE001 - the viewer says the analysis failed, in one line
        try:
            conn.send(("error", f"{exc.__class__.__name__}: {exc}"[:200]))
        except (BrokenPipeError, OSError):
            return
