"""Kona AI seats: easy, normal, hard and expert, all on one search and one evaluation.

- easy: one ply; a random legal move 30% of the time, but an immediate win is always taken.
- normal: a fixed two-ply search (deterministic for a given seed), after a small look by the exact solver:
  a win it proves within PROOF_PLIES plies is always played (kona18: normal's two plies and its noise
  threw away a win in 3 moves that the Hint had shown). Before playing its choice it asks the solver whether the
  opponent then forces a win within DEFEND_PLIES plies; if so it plays the best-scored move that does not lose so
  (kona21: normal's f6→e5 let White win in 2 moves, which the Hint had already seen), within DEFEND_NODES nodes.
- hard: iterative deepening alpha-beta (game.kona.search) on a budget of CPU time (0.6 s by
  default) capped by the wall clock (0.95 s). A quarter of the budget first goes to the exact
  solver (game.kona.solver): a proven win is played, and a move proven to lose is never played
  while another move is not proven lost.
- expert: the same with nearly the whole second per move (0.95 s CPU, 0.97 s wall), the solver's
  move ordering passed on to the search, and threat extensions: a leaf where the opponent threatens
  to complete a line is searched one ply deeper (twice at most on one line).

Under the pie rule every level opens and swaps from the opening table (game.kona.openings, built
offline by tools/kona_openings.py): White plays a first move the table judges even, and Black swaps
exactly when the table says the move played favours White. Without a table, White's first move aims
at the smallest search score either way and Black swaps when its own best score is below zero.

The agent only reads the view: it rebuilds the integer board from `view.stacks`, and the game's earlier
positions from `view.position_counts` so that it neither walks into nor misses a third repetition.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.core.rules import Rules
from baraza.game.kona.bitboard import extras_hash, line_through
from baraza.game.kona.evaluation import DEFAULT_WEIGHTS, Weights
from baraza.game.kona.openings import OpeningTable, load_openings
from baraza.game.kona.rules import SQUARES, SWAP, TOP, WHITE, KonaView, square_index
from baraza.game.kona.search import INF, WIN, WIN_THRESHOLD, Search, Timeout
from baraza.game.kona.solver import PROVEN, Solver
from baraza.game.kona.view_search import search_from_view  # also named here for ai.py and tools

if TYPE_CHECKING:
    from baraza.game.kona.analysis import JudgeMemo, KonaAnalyser

LEVELS = ("easy", "normal", "hard", "expert")
SOLVER_SHARE = 0.25  # of hard's and expert's budget, spent on the exact solver first
# Normal's look for a forced win: plies deep and nodes at most (a count, not a clock, so that normal plays
# the same on any machine). A win in 3 moves is 5 plies; kona18's took the solver under 1,000 nodes.
PROOF_PLIES = 5
PROOF_NODES = 4000
# Normal's look for a short forced loss after its chosen move: the opponent's win in 2 of its moves (3 plies after
# normal's move), DEFEND_NODES solver nodes at most over all the moves it checks (a count, as above). A check needs
# one safe reply to each opponent move, so it costs well under a hundred nodes as a rule (at most 1,183 for a whole
# move in 400 arena games); longer losses stay unseen, which keeps hard (whose solver proves them) the stronger level.
DEFEND_PLIES = 3
DEFEND_NODES = 6000


class KonaAgent(Agent):
    """A Kona AI seat. `level` is one of LEVELS.

    Hard thinks for `budget` seconds of CPU time per move, and never longer than `max_wall` seconds
    on the wall clock (both capped at one second). Counting CPU time keeps its strength steady on a
    busy machine; the wall-clock cap keeps every move under a second for the player. `node_budget`
    (arena measurements only) replaces both by a fixed number of search nodes per move, so that a
    game replays exactly whatever the machine's load. `max_wall=None` (measuring tools only) drops the
    wall-clock cap, so the budget runs on the process's CPU clock alone: a loaded machine then slows a
    measurement down instead of weakening the search.
    """

    def __init__(
        self,
        level: str = "normal",
        seed: int = 0,
        budget: float = 0.6,
        max_wall: float | None = 0.95,
        max_depth: int = 30,
        weights: Weights = DEFAULT_WEIGHTS,
        node_budget: int | None = None,
        openings: OpeningTable | None = None,
        proof_plies: int = PROOF_PLIES,
        defend_nodes: int = DEFEND_NODES,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown Kona AI level {level!r}")
        self.level = level
        self.label = f"AI ({level})"
        self.rng = random.Random(seed)
        if level == "expert":  # nearly the whole second, with room for the move's bookkeeping
            budget, max_wall = max(budget, 0.95), (None if max_wall is None else 0.97)
        self.budget = min(budget, 1.0)  # the house limit: at most one second per move
        # None: no wall-clock cap (measurements on a loaded machine); in play the cap is at most a second
        self.max_wall = float("inf") if max_wall is None else min(max(max_wall, self.budget), 1.0)
        self.max_depth = max_depth
        self.weights = weights
        self.node_budget = node_budget
        self.openings = openings if openings is not None else load_openings()  # None: no table shipped
        self.proof_plies = proof_plies  # normal's forced-win look (0: none, as before kona18; for A/B runs)
        self.defend_nodes = defend_nodes  # normal's forced-loss look (0: none, as before kona21; for A/B runs)
        self.last_depth = 0
        self.last_score = 0
        self._lost: set[tuple[int, int]] = set()  # this move's root moves proven lost
        self.hint_seconds: float | None = None  # the Hint's judge budget (None: game.kona.analysis.JUDGE_SECONDS)
        self._judge_memo: JudgeMemo | None = None  # the Hint judge's judgements (made on the first hint)

    @property
    def judge_memo(self) -> JudgeMemo:
        """The judgements of this agent's Hint judge, by position: the hint worker asks this agent for the move, the
        verdict (game.kona.analysis.hint_verdict, handed this memo) and the words of one position, judged once."""
        if self._judge_memo is None:
            from baraza.game.kona.analysis import JudgeMemo  # the solver loads only when a hint asks

            self._judge_memo = JudgeMemo()
        return self._judge_memo

    def _hint_judge(self) -> KonaAnalyser:
        """The analysis judge behind the Hint, on this agent's memo (`hint_seconds` None: the app's budget)."""
        from baraza.game.kona.analysis import JUDGE_SECONDS, KonaAnalyser  # it builds on this module

        return KonaAnalyser(self.hint_seconds or JUDGE_SECONDS, self.judge_memo)

    def hint(self, rules: Rules, view: KonaView, seat: int, legal: list[Action]) -> Action:
        """The Hint's move, whatever this seat's level: the analysis judge's best move (game.kona.analysis), so
        that Hint, analysis and practise never disagree about a position. `hint_seconds` None: the app's budget."""
        if len(legal) == 1:
            return legal[0]
        best = self._hint_judge().best_move(view, legal)
        return best if best in legal else self.choose(rules, view, seat, legal)

    def explain(self, view: KonaView, action: Action) -> str | None:
        """The Hint's reason in words ("it stops Black's line on c3"; for a quiet move, that it is the search's
        strongest), or None (game.kona.hint_reason.hint_words): a tester found 4 of 9 hints a bare move."""
        from baraza.game.kona.hint_reason import hint_words
        from baraza.game.kona.threats import board_of, next_moves

        lost = False
        if action.kind == "move" and view.to_move is not None and not view.is_over:
            # the judge's own look at this position (kept: the Hint's move was just asked of it) — when it proved
            # every move lost, the verdict says so first and "2 of your 4 other moves let Black force a win" would
            # read as if the others did not (kona17)
            legal = [Action("move", (SQUARES[f], SQUARES[t])) for f, t in next_moves(view, view.to_move, board_of(view))]
            judged = self._hint_judge().judge(view, legal)
            mover = view.seat_colours.index(view.to_move)
            lost = judged.proven and judged.chances[mover] <= 0.0
        return hint_words(view, action, lost=lost)

    def use_cpu_clock(self) -> None:
        """For measuring tools on a loaded machine: the budget runs on the process's CPU clock alone (no
        wall-clock cap), so contention slows the measurement instead of weakening the search."""
        self.max_wall = float("inf")

    def choose(self, rules: Rules, view: KonaView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:  # nothing to think about (a first move by lot)
            return legal[0]
        start, cpu_start = time.perf_counter(), time.process_time()
        side = view.seat_colours[seat]  # the colour this seat plays (a pie swap exchanges them)
        search = search_from_view(view, side, weights=self.weights)
        by_squares = {(square_index(a.args[0]), square_index(a.args[1])): a for a in legal if a.kind == "move"}
        moves = [m for m in search.moves(side) if m in by_squares]
        if not moves:  # the view and the legal list disagree: trust the legal list
            return legal[self.rng.randrange(len(legal))]
        wins = search.winning_moves(side, moves)
        if wins:
            self.last_depth, self.last_score = 1, WIN - 1
            return by_squares[wins[0]]
        table = self.openings
        if SWAP in legal:
            played = "-".join(view.last_move) if view.last_move else ""
            favours = table.favours_opener(played) if table is not None else None
            if favours is None:  # no table, or a first move it does not list: the search judges
                favours = self._should_swap(search, moves, start, cpu_start)
            if favours:
                return SWAP
        if view.pie and side == WHITE and view.move_number == 0:
            even = table.nearest_even() if table is not None else []
            listed = [by_squares[m] for m in moves if self._text(m) in even]
            if listed:
                return listed[self.rng.randrange(len(listed))]
            return by_squares[self._balanced_first_move(search, moves, start, cpu_start)]
        if self.level == "easy":
            if self.rng.random() < 0.3:
                return by_squares[moves[self.rng.randrange(len(moves))]]
            return by_squares[self._pick(search.root_scores(moves, 1), noise=30)]
        if self.level == "normal":
            won = self._short_win(search, moves)
            if won is not None:  # the noise below may blur a choice, never a proven win
                return by_squares[won]
            scored = search.root_scores(moves, 2)
            return by_squares[self._defend(search, scored, self._pick(scored, noise=10))]
        proven = self._solve_first(search, moves, start, cpu_start)
        if proven is not None:
            return by_squares[proven]
        candidates = [m for m in moves if m not in self._lost]
        self._limit(search, start, cpu_start, 1.0, 1.0 - SOLVER_SHARE)
        move, score, depth = search.best_move_iterative(candidates or moves, self.max_depth, self.rng)
        self.last_depth, self.last_score = depth, score
        return by_squares[move]

    # -- budget ------------------------------------------------------------------------------
    def _limit(self, search: Search, start: float, cpu_start: float, share: float, node_share: float = 1.0) -> None:
        """Let `search` run until `share` of this move's time is used (counted from the move's start),
        or in node-budget mode for `node_share` of the node budget more."""
        if self.node_budget is not None:
            search.node_limit = search.nodes + self.node_budget * node_share
            return
        search.deadline = start + self.max_wall * share
        search.cpu_deadline = cpu_start + self.budget * share

    # -- exact solving -------------------------------------------------------------------------
    def _short_win(self, search: Search, moves: list[tuple[int, int]]) -> tuple[int, int] | None:
        """Normal's look: a move the solver proves wins within `proof_plies` plies and PROOF_NODES nodes."""
        if self.proof_plies <= 0:
            return None
        solver = Solver(search.board, search.side, search.pending, search.forbidden, search.game_counts)
        outcome = solver.solve(max_plies=self.proof_plies, nodes=PROOF_NODES)
        if outcome.value == "win" and outcome.best in moves:
            self.last_depth, self.last_score = outcome.depth, WIN - outcome.plies
            return outcome.best
        return None

    def _defend(self, search: Search, scored: list[tuple[int, tuple[int, int]]],
                chosen: tuple[int, int]) -> tuple[int, int]:
        """Normal's second look: `chosen`, unless the solver proves that the opponent then wins within DEFEND_PLIES
        plies; then the best-scored move (normal's own two-ply scores, in order) not proven so, if one is found
        within `defend_nodes` nodes in all. With none found (or the nodes spent first), `chosen` as before."""
        spent = 0
        # stable: equal scores keep the search's move order, so the choice is the same on every machine
        for move in [chosen] + [m for _, m in sorted(scored, key=lambda sm: -sm[0]) if m != chosen]:
            if spent >= self.defend_nodes:
                break
            lost, nodes = self._loses_quickly(search, move, self.defend_nodes - spent)
            spent += nodes
            if lost is None:  # the nodes ran out before the check was complete: nothing proven
                break
            if not lost:
                return move
        return chosen

    @staticmethod
    def _loses_quickly(search: Search, move: tuple[int, int], nodes: int) -> tuple[bool | None, int]:
        """Whether the opponent, after `move`, forces a win within DEFEND_PLIES plies (None: not known within
        `nodes` solver nodes), and the nodes the check spent."""
        side, (f, t) = search.side, move
        opp = 1 - side
        h, old_extras = search.root_hash(), extras_hash(search.pending, search.forbidden)
        undo = search.make(side, f, t)
        try:
            if TOP[search.board[f]] == opp and line_through(search.masks[opp], f):
                return True, 0  # the move uncovers the opponent's line
            if line_through(search.masks[side], t) or search.game_counts.get(
                    search.child_hash(h, f, t, undo, old_extras), 0) >= 2:
                return False, 0  # the move wins, or repeats the position a third time (a draw)
            solver = Solver(search.board, opp, search.pending, search.forbidden, search.game_counts)
        finally:
            search.unmake(side, f, t, undo)
        outcome = solver.solve(max_plies=DEFEND_PLIES, nodes=nodes)
        if outcome.value == "win":
            return True, outcome.nodes
        complete = outcome.value != "unknown" or outcome.depth >= DEFEND_PLIES
        return (False if complete else None), outcome.nodes

    def _solve_first(
        self, search: Search, moves: list[tuple[int, int]], start: float, cpu_start: float
    ) -> tuple[int, int] | None:
        """Spend the solver's share: return a proven winning move, and note moves proven lost."""
        solver = Solver(search.board, search.side, search.pending, search.forbidden, search.game_counts)
        if self.node_budget is not None:
            solver.node_limit = self.node_budget * SOLVER_SHARE
        else:
            solver.deadline = start + self.max_wall * SOLVER_SHARE
            solver.cpu_deadline = cpu_start + self.budget * SOLVER_SHARE
        outcome = solver.solve(max_plies=self.max_depth)
        self._lost = self._proven_lost(solver, moves)
        if self.level == "expert":
            search.history_score = solver.history_score  # the solver's cutoffs are good ordering too
            search.threat_extensions = 2
        if outcome.value == "win" and outcome.best in moves:
            self.last_depth, self.last_score = outcome.depth, WIN - outcome.plies
            return outcome.best
        if len(self._lost) == len(moves):  # everything loses: hold out as long as possible
            self.last_depth, self.last_score = outcome.depth, -(WIN - outcome.plies)
            return outcome.best if outcome.best in moves else moves[0]
        return None

    @staticmethod
    def _proven_lost(solver: Solver, moves: list[tuple[int, int]]) -> set[tuple[int, int]]:
        """Root moves after which the opponent has a proven win (or that uncover its line)."""
        lost = set()
        side = solver.side
        h = solver.root_hash()
        old_extras = extras_hash(solver.pending, solver.forbidden)
        for f, t in moves:
            undo = solver.make(side, f, t)
            if TOP[solver.board[f]] == 1 - side and line_through(solver.masks[1 - side], f):
                lost.add((f, t))
            else:
                entry = solver.proof_tt.get(solver.child_hash(h, f, t, undo, old_extras))
                if entry is not None and entry[0] == PROVEN and entry[1] > 0:
                    lost.add((f, t))
            solver.unmake(side, f, t, undo)
        return lost

    # -- the pie rule ------------------------------------------------------------------------
    def _scores(self, search: Search, moves: list[tuple[int, int]], start: float, cpu_start: float,
                share: float) -> list[tuple[int, tuple[int, int]]]:
        """Exact scores of every move, as deep as `share` of the budget allows (normal: 2 plies, easy: 1)."""
        if self.level in ("easy", "normal"):
            return search.root_scores(moves, 1 if self.level == "easy" else 2)
        self._limit(search, start, cpu_start, share, share)
        scored = search.root_scores(moves, 1)
        for depth in range(2, self.max_depth + 1):
            try:
                scored = search.root_scores(moves, depth)
            except Timeout:
                break
        return scored

    def _should_swap(self, search: Search, moves: list[tuple[int, int]], start: float, cpu_start: float) -> bool:
        """Black's choice under the pie rule: swap when its own best score is below zero."""
        best = max(score for score, _ in self._scores(search, moves, start, cpu_start, 0.5))
        search.path.clear()
        search.tt.clear()
        return best < 0

    def _balanced_first_move(self, search: Search, moves: list[tuple[int, int]], start: float,
                             cpu_start: float) -> tuple[int, int]:
        """White's first move under the pie rule: the one whose score is nearest zero, either way."""
        scored = self._scores(search, moves, start, cpu_start, 1.0)
        noise = 30 if self.level == "easy" else 5
        best, best_value = scored[0][1], -INF
        for score, move in scored:
            value = -abs(score) + self.rng.randint(0, noise)
            if value > best_value:
                best, best_value = move, value
        return best

    @staticmethod
    def _text(move: tuple[int, int]) -> str:
        return f"{SQUARES[move[0]]}-{SQUARES[move[1]]}"

    def _pick(self, scored: list[tuple[int, tuple[int, int]]], noise: int) -> tuple[int, int]:
        """The best move after a little seeded noise (so equal-looking moves vary between games)."""
        best, best_value = scored[0][1], -INF
        for score, move in scored:
            value = score + (self.rng.randint(0, noise) if abs(score) < WIN_THRESHOLD else 0)
            if value > best_value:
                best, best_value = move, value
        return best


def make_agent(level: str, seat: int, seed: int) -> Agent:
    """The registry's hook: an AI seat of the given level, seeded per match and seat."""
    return KonaAgent(level, seed=seed * 1_000_003 + seat * 7919 + 17)
