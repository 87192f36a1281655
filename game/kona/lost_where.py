"""Where a Kona match was really lost: the proof walked back over the loser's earlier decisions.

Kona has no dice, so a reply cannot take a chance from 38 % to 0 %: the position before it was lost already, the
38 % a guess of the search (kona19's chart fell on the AI's move 10, the caption blamed it, "no single move lost
enough to be marked", and Practise had nothing). Once the analysis has proven a position lost for a seat, the
positions before it are lost too wherever the other side moved (its move reached a proven win) or wherever every
move the seat had is proven lost by the solver, on a deeper budget than the analysis's sweep (PROOF_NODES a move,
WALK_NODES in all: counted nodes, the same verdict on any machine). The walk stops at the LAST position where the
seat had a move the solver could not prove lost: the move played there is the losing move. The chart points the
walk proved are set to the loss (chart and words agree), and the position where the walk stopped names the move
that held as its best, so the core analysis marks the move played there a blunder (a fall into a proven loss)
with that move as the better one. When the budget ends before a position is decided, that position names no
better move (the Why then says the search could not pin the loss down: mark_words).

The move that held is the judge's own best move, the Hint's, wherever the proof does not sink it: one judge for
Hint and analysis (README). Only where the Hint's move is proven lost may another move be named in its place, and
then only one that outlasts a proof twice as deep (OVERRULE_NODES), the judge's own pick among the moves left
first. kona20's Hint said d3 → d4 before move 9, proven lost in 82,000 nodes; the walk named d3 → e3, the first
move in board order the 100,000-node proof could not sink, though it falls at 111,000: every move there lost, the
real fault was move 7 (where the Hint's f1 → f4 holds), and "better: d3 → e3" contradicted the Hint.
"""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.action import Action
from baraza.game.core.analysis_marks import MISTAKE
from baraza.game.core.evaluation import Analyser, Evaluation, terminal_evaluation
from baraza.game.core.rules import Rules
from baraza.game.kona.mark_words import view_after
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import SQUARES, lines_of
from baraza.game.kona.threats import next_moves

PROOF_NODES = 100_000  # a move's proof in the walk: about 7 times the sweep's whole judgement of a position
WALK_NODES = 1_200_000  # the whole walk of one match, at most (about 7 s of CPU on the development machine)
OVERRULE_NODES = 2 * PROOF_NODES  # a move named in place of the judge's own (proven lost) must outlast this proof
UNPROVEN_LOW = MISTAKE + 0.01  # the least chance the judge gives a position it has not proven (analysis.UNPROVEN_LOW)
CPU_PER_NODE = 4.0 / 30_000  # a proof's CPU-time guard, as the judge's (analysis.CPU_CAP / NODES_PER_SECOND)


class Budget:
    """The walk's nodes left (a count, never the clock)."""

    def __init__(self, nodes: int = WALK_NODES) -> None:
        self.left = nodes

    def lost_after(self, view, action: Action, proof: int = PROOF_NODES) -> bool | None:
        """Whether the solver proves the position after `action` won for the other side: True, False (proven not
        lost, or not proven within `proof` nodes), or None when the walk's budget is spent."""
        if self.left < proof // 4:
            return None
        nodes = min(proof, self.left)
        outcome = solve_view(view_after(view, action)[1], seconds=nodes * CPU_PER_NODE, nodes=nodes)
        self.left -= max(1, outcome.nodes)
        if outcome.value == "win":
            return True
        return False if outcome.proven or nodes == proof else None


def walk_back(analyser: Analyser, rules: Rules, states: Sequence, moves: Sequence[tuple[int, Action]],
              evaluations: list[Evaluation], budget: Budget | None = None) -> None:
    """Carry each proven loss of the match back to the position where the loser still had a move the solver could
    not prove lost (in place; see the module's words). `states[i]` is the position before `moves[i]`; `analyser`
    judges the position after the move that held where the chart showed that position as good as lost."""
    budget = budget or Budget()
    seats = len(evaluations[0].chances)
    for start in _lost_runs(evaluations, seats):
        _walk(analyser, rules, states, moves, evaluations, start, budget)


def _lost(ev: Evaluation, seat: int) -> bool:
    return ev.proven and ev.chances[seat] <= 0.0


def _lost_runs(evaluations: Sequence[Evaluation], seats: int) -> list[tuple[int, int]]:
    """(position, seat) where a run of positions proven lost for that seat begins, last first."""
    starts = [(i, s) for s in range(seats) for i in range(len(evaluations))
              if _lost(evaluations[i], s) and (i == 0 or not _lost(evaluations[i - 1], s))]
    return sorted(starts, reverse=True)


def _lost_for(seat: int, seats: int, best: Action | None) -> Evaluation:
    chances = tuple(0.0 if s == seat else 1.0 / (seats - 1) for s in range(seats))
    return Evaluation(chances, best, True)


def _walk(analyser: Analyser, rules: Rules, states: Sequence, moves: Sequence[tuple[int, Action]], evaluations: list[Evaluation],
          start: tuple[int, int], budget: Budget) -> None:
    i, seat = start
    seats = len(evaluations[0].chances)
    while i > 0:
        i -= 1
        here = evaluations[i]
        if here.proven:
            return  # exact already: a proven win thrown away is marked as it is
        mover, played = moves[i]
        if mover != seat:  # the other side's move reached a proven win: it was won before the move
            evaluations[i] = _lost_for(seat, seats, played)  # the move that reached the win is its best
            continue
        view = rules.view(states[i], None)
        others = [a for a in rules.legal_actions(states[i], mover) if a != played and a.kind == "move"]
        held, undecided = held_move(analyser, view, others, here.best, budget)
        if held is not None:  # the last decision with a move that held: the one played is the losing move
            chances = here.chances
            if chances[seat] < UNPROVEN_LOW:  # the chart read it lost (a copy of what followed): the move that held
                chances = _after(analyser, rules, states[i], mover, held, seats).chances
            evaluations[i] = Evaluation(chances, held, False, here.samples, here.scores)
            return
        if undecided:  # the budget ended here: no better move is named (mark_words says so)
            # the move played is marked (it went into a proven loss) and the chart does not blame the reply before:
            # not proven lost, the position reads at least the judge's least unproven chance
            chances = here.chances if here.chances[seat] >= UNPROVEN_LOW else _floor(seat, seats)
            evaluations[i] = Evaluation(chances, None, False, here.samples, here.scores)
            return
        evaluations[i] = _lost_for(seat, seats, here.best if here.best is not None else played)


def held_move(analyser: Analyser, view, others: Sequence[Action], best: Action | None,
              budget: Budget) -> tuple[Action | None, bool]:
    """The move of `others` (the moves not played) that held in `view`, or None; and whether the walk's budget ran
    out first. The judge's own `best` (the Hint's move) holds unless the proof sinks it within PROOF_NODES; only
    then may another be named, one the proof cannot sink within OVERRULE_NODES, asked in the judge's own order (its
    pick among the moves left), never the board's order of moves: a move that merely outlasted a smaller proof than
    the one that sank the Hint's is no better than it."""
    if best in others:
        lost = budget.lost_after(view, best)
        if lost is None or not lost:
            return (None, True) if lost is None else (best, False)
    left = []
    for action in (a for a in others if a != best):  # the moves the first proof already sinks are out
        lost = budget.lost_after(view, action)
        if lost is None:
            return None, True
        if not lost:
            left.append(action)
    while left:
        pick = _pick(analyser, view, left)
        lost = budget.lost_after(view, pick, OVERRULE_NODES)
        if lost is None:
            return None, True
        if not lost:
            return pick, False
        left.remove(pick)
    return None, False


def _pick(analyser: Analyser, view, moves: list[Action]) -> Action:
    """The judge's best of `moves` in `view`: its search's choice among them; where its proof of the whole position
    names a move not among them, the one after which it gives the other side the least chance (the first of equals
    in `moves`' order)."""
    if len(moves) == 1 or not hasattr(analyser, "judge"):
        return moves[0]
    choice = analyser.judge(view, moves).best
    if choice in moves:
        return choice
    other = 1 - view.to_move
    seat = view.seat_colours.index(other)

    def theirs(action: Action) -> float:
        board, then = view_after(view, action)
        if lines_of(board, view.to_move):
            return 0.0  # it makes the mover's line
        replies = [Action("move", (SQUARES[f], SQUARES[t])) for f, t in next_moves(then, other, board)]
        return analyser.judge(then, replies).chances[seat] if replies else 0.0

    return min(moves, key=theirs)


def _after(analyser: Analyser, rules: Rules, state, mover: int, action: Action, seats: int) -> Evaluation:
    """The judge's evaluation after `mover` plays `action` in `state` (left as it was), at least UNPROVEN_LOW for
    the mover where the solver could not prove the move lost."""
    child = rules.clone(state)
    rules.apply(child, mover, action)
    ev = terminal_evaluation(rules, child, seats) if rules.is_terminal(child) else analyser.evaluate(rules, child, seats)
    return ev if ev.chances[mover] >= UNPROVEN_LOW else Evaluation(_floor(mover, seats), ev.best, False)


def _floor(seat: int, seats: int) -> tuple[float, ...]:
    """Chances with `seat` at UNPROVEN_LOW: a position not proven lost that the chart had read as lost."""
    return tuple(UNPROVEN_LOW if s == seat else (1.0 - UNPROVEN_LOW) / (seats - 1) for s in range(seats))
