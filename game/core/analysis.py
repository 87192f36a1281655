"""Where a match was won and lost: each move's chance of winning for its mover, before and after, and a mark.

A game offers its own judge in `<game package>.analysis` (`make_analyser(seconds) -> Analyser`), its strongest
evaluation: Kona's search and solver. A game without one is judged by seeded play-outs of its AI from each
position (`PlayoutAnalyser`). The marks follow chess sites' practice of judging a move by the drop in the
mover's winning chance it causes (docs/match-record.md has the thresholds):

- inaccuracy: the chance drops by at least 0.10; mistake: by at least 0.20; blunder: by at least 0.30, or the
  move throws away a win the solver had proven. A chance estimated from play-outs counts only beyond its
  sampling noise (two standard errors of each estimate are taken off the drop first).

Analysis runs off the frame thread in the app; it reports progress and can be cancelled between positions.
"""

from __future__ import annotations

import importlib
import math
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from baraza.game.core.action import Action
from baraza.game.core.rules import Rules

INACCURACY, MISTAKE, BLUNDER = 0.10, 0.20, 0.30


@dataclass(frozen=True)
class Evaluation:
    """A position judged: each seat's chance of winning (a draw counts half), the mover's best move, and
    whether the chances are proven (exact) rather than estimated."""

    chances: tuple[float, ...]
    best: Action | None = None
    proven: bool = False
    samples: int = 0  # play-outs behind an estimate (0: a search's judgement, no sampling noise)


@dataclass(frozen=True)
class MoveJudgement:
    """One move: its mover's chance of winning before and after it, the judge's preferred move and the mark."""

    ply: int
    seat: int
    action: str  # in words, as the log says it
    action_json: Any
    p_before: float
    p_after: float
    best: str | None
    mark: str | None  # None, "inaccuracy", "mistake" or "blunder"
    chances_before: tuple[float, ...] = ()  # every seat's chance before and after (for curves)
    chances_after: tuple[float, ...] = ()

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["p_before"], data["p_after"] = round(self.p_before, 3), round(self.p_after, 3)
        data["chances_before"] = [round(c, 3) for c in self.chances_before]
        data["chances_after"] = [round(c, 3) for c in self.chances_after]
        return data


class Analyser(Protocol):
    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        """The position's chances for every one of `seats` seats and the best move of the seat to act."""


class Cancelled(Exception):
    """The analysis was asked to stop."""


def mark_for(before: Evaluation, after: Evaluation, seat: int, played_best: bool) -> str | None:
    """The mark of a move by `seat` that led from `before` to `after`."""
    if played_best:
        return None
    p_before, p_after = before.chances[seat], after.chances[seat]
    if before.proven and after.proven and p_before >= 1.0 and p_after < 1.0:
        return "blunder"  # a proven win thrown away
    drop = p_before - p_after - noise(p_before, before.samples) - noise(p_after, after.samples)
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
    return 2.0 * math.sqrt(p * (1.0 - p) / samples) if samples else 0.0


def terminal_evaluation(rules: Rules, state: Any, seats: int) -> Evaluation:
    """A finished match: the winners win (several winners share), a draw is half for everyone."""
    winners = rules.result(state).winners
    if not winners:
        return Evaluation(tuple(0.5 for _ in range(seats)), None, True)
    return Evaluation(tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(seats)), None, True)


def analyser_for(game_package: str, seconds: float) -> Analyser:
    """The game's own judge when its package has an `analysis` module; else chosen from what its spec declares:
    a game without chance or hidden information is searched exactly (game/core/exact_judge.py, play-outs when
    a position is too large), any other gets seeded play-outs."""
    try:
        module = importlib.import_module(game_package + ".analysis")
    except ModuleNotFoundError:
        spec = importlib.import_module(game_package).SPEC
        if spec.chance is False and spec.hidden_information is False:
            from baraza.game.core.exact_judge import ExactAnalyser

            return ExactAnalyser(PlayoutAnalyser())
        return PlayoutAnalyser()
    return module.make_analyser(seconds)


def analyse(
    rules: Rules, options: dict, seed: int, seats: int, moves: Sequence[tuple[int, Action]], analyser: Analyser,
    progress: Callable[[int, int], None] | None = None, cancel: threading.Event | None = None,
) -> list[MoveJudgement]:
    """Judge every move of the match (options + seed + moves). Each position is evaluated once: the position
    after move i is the one before move i + 1. `progress(done, total)` is called after each position; a set
    `cancel` event stops the work with `Cancelled`."""
    state = rules.initial_state(options, seed, seats)
    evaluations: list[Evaluation] = []
    states_judged = len(moves) + 1

    def judge(state: Any) -> Evaluation:
        if cancel is not None and cancel.is_set():
            raise Cancelled
        ev = terminal_evaluation(rules, state, seats) if rules.is_terminal(state) else analyser.evaluate(rules, state, seats)
        evaluations.append(ev)
        if progress is not None:
            progress(len(evaluations), states_judged)
        return ev

    before = judge(state)
    out: list[MoveJudgement] = []
    for ply, (seat, action) in enumerate(moves):
        words = rules.describe_action(state, seat, action)
        best_words = rules.describe_action(state, seat, before.best) if before.best is not None else None
        rules.apply(state, seat, action)
        after = judge(state)
        played_best = before.best is not None and before.best == action
        out.append(MoveJudgement(ply + 1, seat, words, action.to_json(), before.chances[seat], after.chances[seat],
                                 best_words, mark_for(before, after, seat, played_best), before.chances,
                                 after.chances))
        before = after
    return out


def summary(judgements: Sequence[MoveJudgement], seats: int) -> dict[str, Any]:
    """Per seat: how many inaccuracies, mistakes and blunders, and the mean drop in winning chance."""
    per_seat = []
    for seat in range(seats):
        mine = [j for j in judgements if j.seat == seat]
        drops = [max(0.0, j.p_before - j.p_after) for j in mine]
        per_seat.append({
            "seat": seat, "moves": len(mine),
            "inaccuracies": sum(1 for j in mine if j.mark == "inaccuracy"),
            "mistakes": sum(1 for j in mine if j.mark == "mistake"),
            "blunders": sum(1 for j in mine if j.mark == "blunder"),
            "mean_drop": round(sum(drops) / len(drops), 4) if drops else 0.0,
        })
    return {"summary": True, "moves": len(judgements), "seats": per_seat}


class PlayoutAnalyser:
    """Chances from seeded play-outs: from the position, `playouts` games are finished by the game's own AI
    seats (each seeing only its view), each with its own seed for the AI and for the dice and draws to come;
    the best move is the one the hint level chooses from the mover's view. For games without a judge of their
    own. The play-outs start from the whole position (the hands as they were), as a review after the match
    may; the best move is chosen from the mover's view only."""

    def __init__(self, playouts: int = 6, level: str | None = None, max_moves: int = 5000, seed: int = 1) -> None:
        # level None: the middle of the game's declared levels (no level is named here; any game's list works)
        self.playouts, self.level, self.max_moves, self.seed = playouts, level, max_moves, seed

    def evaluate(self, rules: Rules, state: Any, seats: int) -> Evaluation:
        from baraza.game.registry import get_game  # the registry knows every game's agents

        spec = get_game(rules.name)
        level = self.level or spec.ai_levels[len(spec.ai_levels) // 2]
        totals = [0.0] * seats
        rng = random.Random(self.seed)
        for _ in range(self.playouts):
            sim = rules.clone(state)
            play_seed = rng.randrange(2**31)
            if hasattr(getattr(sim, "rng", None), "seed"):
                sim.rng.seed(play_seed)  # dice and draws of its own, not the match's real future
            agents = [spec.agent_factory(level, s, play_seed + s) for s in range(seats)]
            for _ in range(self.max_moves):
                if rules.is_terminal(sim):
                    break
                seat = rules.active_seats(sim)[0]
                legal = rules.legal_actions(sim, seat)
                rules.apply(sim, seat, agents[seat].choose(rules, rules.view(sim, seat), seat, legal))
            ev = terminal_evaluation(rules, sim, seats) if rules.is_terminal(sim) else None
            for s in range(seats):
                totals[s] += ev.chances[s] if ev else 1.0 / seats
        mover = rules.active_seats(state)[0]
        best = spec.agent_factory(spec.hint_level, mover, self.seed).choose(
            rules, rules.view(state, mover), mover, rules.legal_actions(state, mover))
        return Evaluation(tuple(t / self.playouts for t in totals), best, False, self.playouts)



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
