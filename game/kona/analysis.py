"""Kona's one judge: match analysis, the table's Hint and the practise answers all ask it (issue 41).

A position is judged by the solver first, then the hard AI's search, on a budget of **nodes** (NODES_PER_SECOND
for each second asked), never of clock time: the same position with the same budget always gets the same verdict
and the same best move, on any machine and under any load. So the move the Hint suggests (KonaAgent.hint) is the
move the analysis rates best, and a practise answer (game.kona.exercises) is right exactly when the analysis would
not mark it a mistake. The app asks all three with JUDGE_SECONDS. A generous CPU-time cap (CPU_CAP times the
budget) only guards the window on a machine far slower than the one the node rate was measured on.

A position the solver proves gets an exact chance (1, 0, or a half each for a draw). Otherwise the search's score
for the side to move becomes a chance through a logistic curve squeezed into [UNPROVEN_LOW, UNPROVEN_HIGH]: a
chance above 0.79 or below 0.21 is claimed only with a forced result in sight. So losing a forced win the judge saw
(or walking into a forced loss it did not see before) always drops the chance by at least the analysis's mistake
threshold: a missed win is always marked, as at least a mistake. A move that skips a line of three the mover
could make at once is marked at least an inaccuracy even where the forced win is still there after it
(`board_mark`; kona16 skipped f2 → e3 twice at 100 % and saw nothing marked).

The pie rule: while the swap is open the chooser takes the better of moving and swapping. Right after White's
first move, and for White's first move itself, a position the solver does not prove takes its value from the
opening table (game.kona.openings, games and proofs made offline), as the AI seats do: with the swap to come,
White's first move is worth the worse side of it.
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from dataclasses import dataclass, field

from baraza.game.core.action import Action
from baraza.game.core.analysis import MISTAKE, Evaluation
from baraza.game.core.rules import Rules
from baraza.game.kona.lost_where import walk_back
from baraza.game.kona.mark_words import mark_reason, view_after  # noqa: F401 - mark_reason: the caption's "Why"
from baraza.game.kona.openings import load_openings
from baraza.game.kona.proof import outcome_text, proven_outcome_text, solve_view
from baraza.game.kona.rules import (
    BLACK,
    COLOUR_NAMES,
    RULES,
    SQUARES,
    SWAP,
    WHITE,
    KonaState,
    KonaView,
    square_index,
)
from baraza.game.kona.search import WIN_THRESHOLD
from baraza.game.kona.solver import Outcome
from baraza.game.kona.threats import board_of, missed_line, next_moves
from baraza.game.kona.view_search import search_from_view

JUDGE_SECONDS = 0.5  # the app's budget per position: analysis (AnalysisJob's default), Hint and practise
NODES_PER_SECOND = 30_000  # solver and search nodes per CPU second, as measured on the development machine (27k–41k)
REFUTE_NODES = 20_000  # the Why's budget (mark_words.REPLY_NODES): what the Why proves, the judge sees
REFUTED_TRIES = 2  # moves the judge drops for a proven refutation before it keeps its choice
ROOT_PROOF_NODES = 2 * REFUTE_NODES  # the whole position's proof when every choice of the search proved lost
RECENT_KEPT = 16  # judgements a JudgeMemo keeps by position (a pure function of the position and the budget)
CPU_CAP = 4.0  # a judgement stops after this many times its budget of CPU time, whatever nodes are left
SOLVER_SHARE = 0.4
MAX_DEPTH = 64
# where a chance without a forced result lies: a little inside [MISTAKE, 1 - MISTAKE], so that going from a forced
# win to no forced win drops the chance by more than the mistake threshold, rounding included
UNPROVEN_LOW = MISTAKE + 0.01
UNPROVEN_HIGH = 1.0 - UNPROVEN_LOW
# the logistic's scale inside the band: the slope at an even position is the old curve's (1/(1+e^(-s/250))), so
# one open threat (150) still reads as about 0.64
SCORE_SCALE = 250.0 * (UNPROVEN_HIGH - UNPROVEN_LOW)


def band(p: float) -> float:
    """A chance in [0, 1] without a proof, squeezed into [UNPROVEN_LOW, UNPROVEN_HIGH]."""
    return UNPROVEN_LOW + (UNPROVEN_HIGH - UNPROVEN_LOW) * p


def chance_from_score(score: float) -> float:
    """The side to move's chance of winning for a search score (forced wins and losses are 1 and 0)."""
    if score >= WIN_THRESHOLD:
        return 1.0
    if score <= -WIN_THRESHOLD:
        return 0.0
    return band(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, -score / SCORE_SCALE)))))  # no overflow far out


def settled_score(score: float, iterations: list[int]) -> float:
    """The score a chance is read from: without a forced result, the mean of the last two full depths' scores.
    A search that stops on an odd depth flatters the side to move (its last move is answered by no one), on an
    even one the other side; positions of alternate movers stopped at alike depths made the chart zig-zag by
    10–15 % every move and marked inaccuracies in quiet play (playtest H5). The best move is the search's own."""
    if abs(score) >= WIN_THRESHOLD or len(iterations) < 2 or any(abs(s) >= WIN_THRESHOLD for s in iterations[-2:]):
        return score
    return (iterations[-1] + iterations[-2]) / 2.0


Judged = tuple[tuple[float, Action | None, bool], Outcome | None]  # (chance, best, proven) and the root proof


@dataclass
class JudgeMemo:
    """Judgements kept by position for their owner: the Hint's agent asks for its move, then its words and the
    verdict (`hint_verdict`) ask the same position, judged once. A judgement is a pure function of the position and
    the node budget, so the memo saves time and keeps the three answers one even where the CPU cap cut a judgement
    short; at most `kept` are kept (all dropped when full). An object owns it, never the module (house rule: no
    global mutable state), so two threads or tests never share one by accident."""

    kept: int = RECENT_KEPT
    entries: dict[tuple, Judged] = field(default_factory=dict)

    def get(self, key: tuple) -> Judged | None:
        return self.entries.get(key)

    def put(self, key: tuple, judged: Judged) -> None:
        if key not in self.entries and len(self.entries) >= self.kept:
            self.entries.clear()
        self.entries[key] = judged


def budget_nodes(seconds: float) -> int:
    """The node budget of a judgement asked for `seconds`."""
    return max(64, round(seconds * NODES_PER_SECOND))


class KonaAnalyser:
    """Judges Kona positions with a budget of `seconds` worth of nodes each (the solver's share first)."""

    # a fault the board alone proves keeps its mark whatever the chart shows (the hook `board_mark`)
    keeps_board_level = True

    def __init__(self, seconds: float = JUDGE_SECONDS, memo: JudgeMemo | None = None) -> None:
        self.seconds = seconds
        # judgements kept by position: the caller's, shared by the judges of one Hint (its move, words and verdict)
        self.memo = memo if memo is not None else JudgeMemo()
        self.nodes = budget_nodes(seconds)
        self.root_proof: Outcome | None = None  # the last judgement's deeper proof of the whole position, if any
        # this judge's own judgements, by position: a match's analysis judges its last position first, so the
        # position a best move leads to is often judged already (`evaluate`)
        self._judged: dict[str, Evaluation] = {}

    @property
    def solver_nodes(self) -> int:
        return max(1, round(self.nodes * SOLVER_SHARE))

    def evaluate(self, rules: Rules, state: KonaState, seats: int) -> Evaluation:
        """The judgement of `state`; where its best move leads to a position this judge has judged already (a
        match's analysis goes from the last move back), the position is worth what that one is worth. Kona has no
        luck, so a position is worth what its best move leads to; two readings of the search at different depths
        put the chart at 52 % → 32 % on White's move, then back to 52 % on the Black reply the judge itself named
        best (a blind tester's move 3 was marked for a fall that the reply undid)."""
        view = rules.view(state, None)
        mover = view.seat_colours.index(view.to_move)
        judged = self.judge(view, rules.legal_actions(state, mover), seats)
        then = self._judged.get(_child_key(rules, state, mover, judged.best)) if judged.best is not None else None
        if then is not None and not judged.proven:  # a proven one is exact already
            judged = Evaluation(then.chances, judged.best, False)
        self._judged[_state_key(rules, state)] = judged
        return judged

    def board_mark(self, rules: Rules, state: KonaState, seat: int, action: Action, best: Action) -> str | None:
        """"inaccuracy" for a move that skipped a line of three the mover could make at once: a blind tester skipped
        f2 → e3 twice against easy, the forced win still there each time, so the chart stayed at 100 % and the
        analysis said "yours: none" (kona16). The game.core analysis asks this hook of every move not the best."""
        return "inaccuracy" if missed_line(rules.view(state, None), action, best) is not None else None

    def walk_back(self, rules: Rules, states: list, moves: list, evaluations: list[Evaluation]) -> None:
        """The core analysis's hook after its sweep: each proven loss carried back to the move that really lost it
        (game.kona.lost_where; kona19's chart fell 38 % → 0 % on the AI's move, the losing move unmarked)."""
        walk_back(self, rules, states, moves, evaluations)

    def best_move(self, view: KonaView, legal: list[Action]) -> Action | None:
        """The move the judge rates best (the Hint's move), or None when it has none."""
        return self.judge(view, legal).best

    def judge(self, view: KonaView, legal: list[Action], seats: int = 2) -> Evaluation:
        """The position of `view` (not over), whose mover may play `legal`: every seat's chance and the best move."""
        colour = view.to_move
        mover = view.seat_colours.index(colour)
        by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal if a.kind == "move"}
        opened = self._pie_first_move(view, legal)
        if opened is not None:
            p, best, proven = opened
        else:
            key = (self.nodes, repr(view), tuple(sorted(by_squares)))
            judged = self.memo.get(key)
            if judged is None:  # the Hint's worker asks for the move, then for its words and verdict: judged once
                self.root_proof = None
                judged = (self._judge(view, colour, by_squares), self.root_proof)
                self.memo.put(key, judged)
            (p, best, proven), self.root_proof = judged
        if SWAP in legal and 1.0 - p > p:  # swapping takes the other side of this very position
            p, best = 1.0 - p, SWAP
        chances = [0.0] * seats
        chances[mover], chances[1 - mover] = p, 1.0 - p
        return Evaluation(tuple(chances), best, proven)

    def _judge(self, view: KonaView, colour: int, by_squares: dict) -> tuple[float, Action | None, bool]:
        """The side to move's chance by moving (no swap), its best move and whether it is proven."""
        # the swap is weighed by the caller: here the value of moving alone
        outcome = solve_view(dataclasses.replace(view, can_swap=False), seconds=self.seconds * CPU_CAP * SOLVER_SHARE,
                             nodes=self.solver_nodes)
        if outcome.proven:
            p = {"win": 1.0, "loss": 0.0, "draw": 0.5}[outcome.value]
            return p, by_squares.get(outcome.best), True
        search = search_from_view(view, colour)
        moves = [m for m in search.moves(colour) if m in by_squares]
        if not moves:
            return 0.5, None, False
        search.node_limit = self.nodes - self.solver_nodes
        search.cpu_deadline = time.process_time() + self.seconds * CPU_CAP * (1.0 - SOLVER_SHARE)
        move, score, depth = search.best_move_iterative(moves, MAX_DEPTH, random.Random(0))
        for tried in range(REFUTED_TRIES + 1):  # the search's move proven lost once made: the next best, if any
            if not self._refuted(view, by_squares[move]):
                break
            if tried == REFUTED_TRIES or len(moves) < 2:
                # every choice the search had is lost by force: the root's own proof, deeper (kona17's Hint said
                # "it does not let Black force a win" of a third choice the judge never checked, 31 % on a lost
                # position), so the Hint, its verdict and the chart all say the position is lost
                proof = self._root_proof(view)
                if proof is not None and proof.value in ("win", "loss", "draw"):
                    p = {"win": 1.0, "loss": 0.0, "draw": 0.5}[proof.value]
                    return p, by_squares.get(proof.best, by_squares[move]), True
                break
            moves = [m for m in moves if m != move]
            search = search_from_view(view, colour)
            search.node_limit = self.nodes - self.solver_nodes
            search.cpu_deadline = time.process_time() + self.seconds * CPU_CAP * (1.0 - SOLVER_SHARE)
            move, score, depth = search.best_move_iterative(moves, MAX_DEPTH, random.Random(0))
        if depth == 0 and score <= -WIN_THRESHOLD * 2:  # not even one ply finished: no judgement
            return 0.5, by_squares[move], False
        forced = abs(score) >= WIN_THRESHOLD
        after_opening = _after_pie_opening(view)
        if after_opening is not None and not forced:  # Black moving after White's first move: the table's value
            return after_opening, by_squares[move], False
        settled = settled_score(score, getattr(search, "iteration_scores", []))
        return chance_from_score(settled), by_squares[move], forced

    def _root_proof(self, view: KonaView) -> Outcome | None:
        """The solver on the whole position with ROOT_PROOF_NODES, asked when the search's choices all proved lost
        (the same position always gets the same answer: `hint_verdict` words it as the judge proved it)."""
        outcome = solve_view(dataclasses.replace(view, can_swap=False), seconds=ROOT_PROOF_NODES / NODES_PER_SECOND
                             * CPU_CAP, nodes=ROOT_PROOF_NODES)
        self.root_proof = outcome if outcome.proven else None
        return self.root_proof

    def _refuted(self, view: KonaView, action: Action) -> bool:
        """Whether the solver, on the judge's own share, proves the position after `action` won for the other side:
        two testers played the Hint's move and saw the chart fall 40 % → 0 % unmarked (the judge's search had not
        seen the reply the solver proves at once from the position after)."""
        _board, then = view_after(view, action)
        return solve_view(then, seconds=self.seconds * CPU_CAP * SOLVER_SHARE, nodes=REFUTE_NODES).value == "win"

    @staticmethod
    def _pie_first_move(view: KonaView, legal: list[Action]) -> tuple[float, Action, bool] | None:
        """White's first move with the swap to come: each move is worth the worse side of it (the chooser takes
        the better), from the opening table; None when this is not that position or the table lacks a move."""
        table = load_openings()
        if table is None or not view.pie or view.move_number != 0 or view.to_move != WHITE:
            return None
        moves = sorted((a for a in legal if a.kind == "move"), key=lambda a: "-".join(a.args))
        openings = [table.get("-".join(a.args)) for a in moves]
        if not moves or any(o is None for o in openings):
            return None
        worth = [_table_chance(o, min(o.white_score, 1.0 - o.white_score)) for o in openings]
        best = max(range(len(moves)), key=lambda i: (worth[i], -i))
        return worth[best], moves[best], False


def _state_key(rules: Rules, state: KonaState) -> str:
    """A position as the judge tells positions apart: everything the full view shows (repetitions included)."""
    return repr(rules.view(state, None))


def _child_key(rules: Rules, state: KonaState, mover: int, action: Action) -> str:
    """The key of the position `action` leads to (`state` is left as it was)."""
    child = rules.clone(state)
    rules.apply(child, mover, action)
    return _state_key(rules, child)


def _after_pie_opening(view: KonaView) -> float | None:
    """Black's chance by moving right after White's first move in a pie game (whoever swapped), from the opening
    table when it lists the move (a proof's exact value, else a chance squeezed like the search's); else None."""
    if not view.pie or view.move_number != 1 or view.to_move != BLACK or not view.last_move:
        return None
    table = load_openings()
    opening = table.get("-".join(view.last_move)) if table is not None else None
    if opening is None:
        return None
    return _table_chance(opening, 1.0 - opening.white_score)


def _table_chance(opening, p: float) -> float:
    """A chance read from the opening table: exact when the table has a proof, else squeezed like the search's."""
    return p if opening.proof else band(p)


def hint_verdict(view: KonaView, seconds: float | None = None, memo: JudgeMemo | None = None) -> str | None:
    """The Hint's proven verdict ("White wins in 4 moves"), from the judge's own solver share and cap: it proves
    exactly what the judge behind the hinted move proved, so the words never promise a win the move does not
    follow. When every move loses, it says so: "Hint: c3 → c4 (Black wins in 1 move)" read as if the move blocked
    something (a playtest). `seconds` (the shell's verdict budget) is not used: the judge's budget decides. `memo`:
    the judgements of the judge that chose the hinted move (KonaAgent.judge_memo), so this one is not judged twice."""
    judge = KonaAnalyser(memo=memo)
    text = proven_outcome_text(RULES, view, judge.seconds * CPU_CAP * SOLVER_SHARE, nodes=judge.solver_nodes)
    playing = view.to_move is not None and not view.is_over and not view.can_swap
    legal = [Action("move", (SQUARES[f], SQUARES[t])) for f, t in next_moves(view, view.to_move, board_of(view))] \
        if playing else []
    if text is None and len(legal) > 1:
        # the judge proves deeper when every choice of its search is lost: the verdict says what it proved
        judge.judge(view, legal)
        text = outcome_text(view, judge.root_proof) if judge.root_proof is not None else None
    winner = COLOUR_NAMES[1 - view.to_move] if view.to_move is not None else ""
    if len(legal) == 1:  # "Every move loses; this one holds out longest" of the one legal move overstated (kona22)
        return only_move_words(text, winner)
    if text is not None and winner and text.startswith(f"{winner} wins"):
        if text.endswith(" wins in 1 move"):  # nothing holds out when every move loses at once (kona13)
            return f"Every move loses now: {winner} wins next move whatever you play"
        # the Hint says it first, as a sentence before the move's reason (scenes/table/intents.compose_hint)
        return f"Every move loses now; this one holds out longest: {winner} needs " \
               f"{text.removeprefix(f'{winner} wins in ')} to win"
    if view.to_move is not None and text == f"{COLOUR_NAMES[view.to_move]} wins in 1 move":
        return "this wins now"  # "(White wins in 1 move)" beside the very move that wins read oddly (a blind tester)
    return text


def only_move_words(text: str | None, winner: str) -> str:
    """The Hint's verdict when the mover has one legal move: "Your only move, and it loses: Black needs 3 moves to
    win", "Your only move, and it loses: Black wins next move", else "Your only move" with what was proven."""
    if text is not None and winner and text.startswith(f"{winner} wins"):
        if text.endswith(" wins in 1 move"):
            return f"Your only move, and it loses: {winner} wins next move"
        return f"Your only move, and it loses: {winner} needs {text.removeprefix(f'{winner} wins in ')} to win"
    if text is not None and text.endswith(" wins in 1 move"):
        return "Your only move, and it wins now"
    return f"Your only move: {text}" if text else "Your only move"


def make_analyser(seconds: float = JUDGE_SECONDS) -> KonaAnalyser:
    return KonaAnalyser(seconds)
