"""Learn from your mistakes: the Kona positions where a player went wrong become short exercises.

An exercise is the match up to the move that went wrong (options + seed + the moves before it) and the seat to
play; the learner is asked to find a better move. The positions are the seat's moves the analysis marked a
mistake or a blunder, and every **missed win**: a position where the judge saw a forced win for the mover and
the move played left none it could see. Missed wins are offered whatever the game's result, so a lost game
still shows "you had a win at move 23 and missed it".

An answer is checked by the analysis's own judge (game.kona.analysis, the same budget) and the analysis's own
marks (game.core.analysis.mark_for), not against one stored move: it is right exactly when the analysis would not
mark it a mistake or a blunder, that is when its chance stays within TOLERANCE of the best move's and it keeps
any forced win the judge sees. An answer carries the learner's move and the judge's better one with their chances,
for the board to show both; an exercise says how much the move played lost, in words that grow with the loss (a
move that lets the opponent make a line at once is "a losing move", not "lost ground").
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.core.analysis import BLUNDER, MISTAKE, MoveJudgement, mark_for, terminal_evaluation
from baraza.game.core.analysis_marks import INACCURACY, stronger
from baraza.game.core.match import Match
from baraza.game.kona.analysis import JUDGE_SECONDS, KonaAnalyser
from baraza.game.kona.hint_reason import cover_words, forced_words, hint_reason
from baraza.game.kona.plans import drawback_words, reach_words, three_of
from baraza.game.kona.rules import COLOUR_NAMES, KonaView, square_index
from baraza.game.kona.threats import (
    board_of,
    landing_squares,
    lets_line_words,
    line_threats,
    missed_line,
    moved,
    stopping_moves,
)

TOLERANCE = MISTAKE  # an answer's chance may fall short of the best move's by less than this (no mistake mark)
WRONG_MARKS = ("mistake", "blunder")  # what the analysis calls going wrong: these moves become exercises
MISSED_WIN = "missed win"
ALLOWED_BLOW = "allowed a blow"  # a move the analysis passed, but a deeper look found it let the opponent strike next
FEW = 3  # fewer exercises than this in a match: its clearly costly inaccuracies are offered too (kona17)
MAX_THREATS = 3  # the lines a wrong try's reply threatens, named at most
DEEPER = 6  # the deeper look's budget, in times the analysis's (still counted in nodes: the same verdict anywhere)


def is_missed_win(judgement: MoveJudgement) -> bool:
    """The mover had a forced win the judge saw (chance 1), did not play the judge's move, and after the move the
    judge sees no forced win."""
    return judgement.p_before >= 1.0 and judgement.p_after < 1.0 and judgement.action != judgement.best


@dataclass(frozen=True)
class Exercise:
    """Find a better move than the one played at `ply` (1-based) by `seat`."""

    options: dict
    seed: int
    seats: tuple[str, ...]
    moves_before: tuple[tuple[int, Action], ...]
    seat: int
    played: Action
    p_best: float  # the mover's chance with the best move
    proven: bool  # p_best is a forced win or loss the judge found (only those read exactly 1 or 0)
    kind: str = "mistake"  # "mistake", "blunder" or MISSED_WIN
    p_played: float | None = None  # the mover's chance after the move played (None: not known)
    how_lost: str | None = None  # why the move played lost the game at once, in words ("it lets White make a line
    # at once (on d4)"), or None when it did not
    seconds: float = JUDGE_SECONDS  # the judge's budget for answers: the deeper look's for an ALLOWED_BLOW
    blow: str | None = None  # the opponent's move that struck next, with the fall, in words (ALLOWED_BLOW only)
    at_once: str | None = None  # the move that made a line of three at once, skipped by the move played ("f2 → e3"):
    # only a move that wins at once answers such an exercise (the move played kept a forced win, too)

    @property
    def ply(self) -> int:
        return len(self.moves_before) + 1

    @property
    def missed_win(self) -> bool:
        return self.kind == MISSED_WIN

    def position(self) -> Match:
        """The match at the moment of the mistake, ready for the learner's move."""
        from baraza.game.registry import get_game

        return Match.from_moves(get_game("kona").rules, list(self.seats), self.seed, dict(self.options),
                                list(self.moves_before))

    def prompt(self) -> str:
        """What went wrong here, in words that grow with the loss: "lost ground" for a mistake read as a small
        thing beside a move that let the opponent make a line at once (a playtest)."""
        if self.missed_win:
            also = f" The move played was a losing move: {self.how_lost}." if self.how_lost else ""
            if self.at_once:  # kona16: the forced win was still there after the move, the line at once was not
                return f"Move {self.ply}: you had a win here and missed it: a line of three at once.{also} Find it."
            return f"Move {self.ply}: you had a win here and missed it.{also} Find the move that keeps it."
        if self.kind == ALLOWED_BLOW:
            return (f"Move {self.ply}: the analysis passed this move, but it let the opponent strike next ({self.blow})."
                    f" A deeper look found a better one: find it.")
        # the Moves list's own mark named with it: "Mistake" there and "lost the game" here read as two verdicts
        article = "an" if self.kind == "inaccuracy" else "a"
        marked = f", marked {article} {self.kind} in the move list," if self.kind in (*WRONG_MARKS, "inaccuracy") \
            else ""
        # what to find is the screen's title ("Find a better move for White"): the words say why (two lines fit)
        return f"Move {self.ply}{marked} {self.loss_words()}."

    def loss_words(self) -> str:
        """How much the move played lost: a losing move (at once or by force), a lot, or some ground, with the
        chances. Never "lost the game": a tester who WON was told a move of theirs had (the opponent missed it)."""
        if self.how_lost:
            return f"a losing move: {self.how_lost}"
        if self.p_played is None:
            return "lost ground"
        fell = f"your chance of winning fell from {self.p_best:.0%} to {self.p_played:.0%}"
        if self.p_played <= 0.0:
            return f"a losing move: after it your opponent could force a win ({fell})"
        if self.p_best - self.p_played >= BLUNDER:
            return f"threw away a lot: {fell}"
        return f"lost ground: {fell}"


def exercises_from(match: Match, judgements: Sequence[MoveJudgement], seat: int,
                   marks: tuple[str, ...] = WRONG_MARKS) -> list[Exercise]:
    """One exercise for each move of `seat` marked with one of `marks` in the analysis of `match`, and one for each
    missed win of `seat` (whatever its mark, whatever the game's result), in the order they were played. A move that
    skipped a win at once is a missed win even where the forced win was still there after it (kona16: f2 → e3
    skipped twice, then "nothing to practise: well played"), read from the board, whatever an older analysis
    marked."""
    moves = match.moves
    out = []
    for j in judgements:
        if j.seat != seat:
            continue
        skipped = skipped_win(match, j.ply)
        if not (j.mark in marks or is_missed_win(j) or skipped):
            continue
        before = tuple(moves[: j.ply - 1])
        kind = MISSED_WIN if is_missed_win(j) or skipped else (j.mark or "mistake")
        out.append(Exercise(dict(match.options), match.seed, tuple(match.seats), before, seat, moves[j.ply - 1][1],
                            j.p_before, j.p_before in (0.0, 1.0), kind, j.p_after, how_it_lost(match, j.ply),
                            at_once=skipped))
    if len(out) < FEW and marks == WRONG_MARKS:
        # kona17 had one exercise a match, its inaccuracies never offered: a few with a clearly better move join
        taken = {e.ply for e in out}
        more = sorted((j for j in judgements if j.seat == seat and j.mark == "inaccuracy" and j.ply not in taken
                       and clearly_better(j)), key=lambda j: j.p_before - j.p_after, reverse=True)
        for j in more[: FEW - len(out)]:
            out.append(Exercise(dict(match.options), match.seed, tuple(match.seats), tuple(moves[: j.ply - 1]), seat,
                                moves[j.ply - 1][1], j.p_before, j.p_before in (0.0, 1.0), "inaccuracy", j.p_after,
                                how_it_lost(match, j.ply)))
        out.sort(key=lambda e: e.ply)
    return out


def clearly_better(j: MoveJudgement) -> bool:
    """Whether the judge's move was clearly better than the inaccuracy played: proven (a win where the move left
    none the judge could see) or worth at least an inaccuracy's points more, by the better move's own measure
    where the analysis paired the two."""
    if j.best is None or j.action == j.best:
        return False
    if j.p_before >= 1.0 > j.p_after:
        return True
    better = j.p_better if j.p_better is not None else j.p_before
    return better - j.p_after >= INACCURACY - 1e-9


def skipped_win(match: Match, ply: int) -> str | None:
    """The move that would have made a line of three at once before move `ply` of `match` ("f2 → e3") when the
    move played did not; else None."""
    action = match.moves[ply - 1][1]
    missed = missed_line(match.rules.view(match.state_at(ply - 1), None), action)
    return f"{missed.start} → {missed.end}" if missed is not None else None


def seat_fall(j: MoveJudgement, seat: int) -> float:
    """How much move `j` took from `seat`'s chance of winning, on the chart."""
    if j.chances_before and j.chances_after:
        return j.chances_before[seat] - j.chances_after[seat]
    return j.p_before - j.p_after if j.seat == seat else j.p_after - j.p_before


def biggest_fall(judgements: Sequence[MoveJudgement], seat: int) -> MoveJudgement | None:
    """The move where `seat`'s chance fell most (the first of equals), or None when it never fell."""
    fall = max(judgements, key=lambda j: seat_fall(j, seat), default=None)
    return fall if fall is not None and seat_fall(fall, seat) > 0 else None


def blow_exercise(match: Match, judgements: Sequence[MoveJudgement], seat: int,
                  seconds: float = JUDGE_SECONDS * DEEPER) -> Exercise | None:
    """When `seat`'s chance fell most on an opponent's move (the analysis did not see it coming: a playtester's
    chart fell 30 % -> 0 % on Black's move while no move of theirs was marked), the move of `seat` just before it
    judged again by a deeper judge: an exercise when that judge marks it a mistake or a blunder, else None."""
    fall = biggest_fall(judgements, seat)
    if fall is None or fall.seat == seat or seat_fall(fall, seat) < BLUNDER or fall.ply < 2:
        return None
    mine = judgements[fall.ply - 2]
    if mine.seat != seat or mine.mark in WRONG_MARKS:
        return None
    moves = match.moves
    before = tuple(moves[: mine.ply - 1])
    exercise = Exercise(dict(match.options), match.seed, tuple(match.seats), before, seat, moves[mine.ply - 1][1],
                        0.0, False, ALLOWED_BLOW, seconds=seconds)
    position = exercise.position()
    judge = KonaAnalyser(seconds)
    best = judge.evaluate(position.rules, position.state, len(position.seats))
    after = _after(judge, position, seat, exercise.played)
    if mark_for(best, after, seat, best.best == exercise.played) not in WRONG_MARKS:
        return None
    chances = (fall.chances_before[seat], fall.chances_after[seat]) if fall.chances_before else (None, None)
    fell = f": your chance of winning fell from {chances[0]:.0%} to {chances[1]:.0%}" if chances[0] is not None else ""
    p_best = best.chances[seat]
    return dataclasses.replace(exercise, p_best=p_best, proven=p_best in (0.0, 1.0), p_played=after.chances[seat],
                               how_lost=how_it_lost(match, mine.ply), blow=f"move {fall.ply}, {fall.action}{fell}")


def _after(judge: KonaAnalyser, position: Match, seat: int, action: Action):
    """The judge's evaluation of `position` after `seat` plays `action` (the position is left as it was)."""
    match = position.copy_at(len(position.records))
    match.submit(seat, action)
    seats = len(match.seats)
    if match.is_over():
        return terminal_evaluation(match.rules, match.state, seats)
    return judge.evaluate(match.rules, match.state, seats)


def refutation_words(match: Match, seat: int, yours: str, reply: Action | None,
                     judge: KonaAnalyser | None = None) -> str | None:
    """After the learner's move (already on `match`): the judge's reply for the other side and what it does, in
    the game's terms (`yours` words the learner's move: "after a3 → b2, Black plays c4 → c3 and makes a line on a1, b2, c3"; "... and you have no move
    left"; "... and threatens a line on d4 and e5 at once"; a quiet reply: what it covers and, given the `judge`,
    the line it sets up), or None when the judge has no reply to show."""
    if reply is None or match.is_over():
        return None
    replier = match.active_seats()[0]
    if replier == seat:
        return None
    colour = match.rules.view(match.state, None).to_move
    words = f"after {yours}, {COLOUR_NAMES[colour]} plays {match.describe_action(replier, reply)}"
    then = match.copy_at(len(match.records))
    then.submit(replier, reply)
    view = then.rules.view(then.state, None)
    if view.is_over:
        if view.reason == "line":
            return f"{words} and makes a line on {', '.join(three_of(view.winning_line, reply.args[1]))}"
        if view.reason == "uncovered line" and view.winner is not None:
            return f"{words} and uncovers a line for {COLOUR_NAMES[view.winner]}"
        if view.reason == "blocked" and view.winner == colour:
            return f"{words} and you have no move left"
        return words
    threats = line_threats(view, colour)
    if threats:
        return f"{words} and {threats_words(view, colour, threats)}"
    return f"{words}{_quiet_words(match, then, reply, colour, judge)}"


def threats_words(view: KonaView, colour: int, threats: Sequence) -> str:
    """"threatens a line on e4 (d4-e4-f4), which no move of yours stops", "threatens lines on c3 (a1-b2-c3) and e4
    (…) at once": every line the reply threatens (up to MAX_THREATS), each with its squares, and whether the learner
    can stop them; kona19's try read "threatens a line on e4" where Black had more than that one way to win."""
    lines: dict[str, tuple[str, ...]] = {}
    for threat in sorted(threats, key=lambda t: square_index(t.end)):
        line = three_of(threat.line, threat.end)
        lines.setdefault("-".join(line), (threat.end, *line))
    shown = list(lines.values())[:MAX_THREATS]
    named = [f"{end} ({'-'.join(line)})" for end, *line in shown]
    if len(named) > 1:
        said = f"threatens lines on {', '.join(named[:-1])} and {named[-1]} at once"
    else:
        said = f"threatens a line on {named[0]}"
    return said if stopping_moves(view, colour, threats) else f"{said}, which no move of yours stops"


def _quiet_words(before: Match, then: Match, reply: Action, colour: int, judge: KonaAnalyser | None) -> str:
    """What a reply with no line threat does: covers the learner's piece, and/or sets up a line its side can force
    (the judge's moves played out, both sides); a failed try read "Black plays a1 → a2" and nothing more (playtest)."""
    start, end = reply.args
    stack = before.rules.view(before.state, None).stacks[end]
    words = f" and covers your piece on {end}" if stack and stack[-1] != colour else ""
    forced = _forced_line_within(then, colour, judge) if judge is not None else None
    if forced is not None:
        return f"{words} (from there {COLOUR_NAMES[colour]} can force a line within {forced} more moves)"
    return words or " (a quiet move: no line threat yet, but it leaves you the worse game)"


def _forced_line_within(match: Match, colour: int, judge: KonaAnalyser, plies: int = 12) -> int | None:
    """When the judge proves `colour` wins from `match`: how many of `colour`'s moves its line takes, playing the
    judge's moves for both sides; None when it is not proven or no line comes within `plies`."""
    play = match.copy_at(len(match.records))
    moves = 0
    for _ in range(plies):
        view = play.rules.view(play.state, None)
        if view.is_over:
            return moves if view.winner == colour and moves else None
        evaluation = judge.evaluate(play.rules, play.state, len(play.seats))
        seat = play.active_seats()[0]
        if not evaluation.proven or evaluation.best is None:
            return None
        moves += view.to_move == colour
        play.submit(seat, evaluation.best)
    view = play.rules.view(play.state, None)
    return moves if view.is_over and view.winner == colour and moves else None


def how_it_lost(match: Match, ply: int) -> str | None:
    """Why move `ply` of `match` lost at once, in words: it uncovered the opponent's line, or it lets the opponent
    make a line with the very next move; None otherwise."""
    state = match.state_at(ply)
    view = match.rules.view(state, None)
    if view.is_over:
        if view.reason == "uncovered line" and view.winner is not None:
            return f"it uncovered a line for {COLOUR_NAMES[view.winner]}"
        return None
    return lets_line_words(view)


def missed_wins_text(exercises: Sequence[Exercise]) -> str | None:
    """'You had a win at move 23 and missed it' (or at moves 9 and 23), or None when no win was missed."""
    plies = [e.ply for e in exercises if e.missed_win]
    if not plies:
        return None
    if len(plies) == 1:
        return f"You had a win at move {plies[0]} and missed it."
    listed = ", ".join(str(p) for p in plies[:-1]) + f" and {plies[-1]}"
    return f"You had a win at moves {listed} and missed it each time."


@dataclass(frozen=True)
class Answer:
    right: bool
    why: str
    mark: str | None = None  # what the analysis would mark the answer
    action: Action | None = None  # the learner's move (ringed "yours" on the board)
    better: Action | None = None  # the judge's best move when it is another move (ringed "better")
    p_answer: float | None = None  # the learner's chance after their move
    p_best: float | None = None  # the chance the best move keeps
    reply: Action | None = None  # the other side's answer to a wrong try, the one its words name (shown on the board)
    lifted: str | None = None  # a wrong try's start square whose uncovered piece the other side's line needs: the
    # screen shows the board after the try (54.png: "a line on c3" while a1 still showed the player's piece on top)
    drawback: str | None = None  # what a "Good enough" try gives the other side, in the Hint's words ("lifting a1
    # lets Black play a1 → a2 and threaten a line on c4"): its "Good enough" no longer reads as a pass without a cost

    def comparison(self, describe, reveal: bool = True) -> str | None:
        """Which ring is which and by how much: "Yours (orange): 31 %. Better (green), c3 → d4: 64 %, 33 points
        more." A right answer is green, as a good move is. `describe(action)` words a move; `reveal` False keeps
        the better move back (a first wrong try gets a second). None when there is nothing to compare."""
        if self.action is None or self.p_answer is None:
            return None
        yours = f"Yours ({'green' if self.right else 'orange'}), {describe(self.action)}: {self.p_answer:.0%}"
        if self.shown_better is None:
            return yours + ", as good as the best move." if self.right else yours + "."
        if not reveal:
            return yours + ". \"Show a better move\" gives the answer."
        gap = round((self.p_best - self.p_answer) * 100)
        return f"{yours}. Better (green), {describe(self.better)}: {self.p_best:.0%}, {gap} points more."

    @property
    def shown_better(self) -> Action | None:
        """The better move worth showing beside the answer: one that keeps more than the answer does."""
        if self.better is None or self.p_best is None or self.p_answer is None:
            return None
        return self.better if round((self.p_best - self.p_answer) * 100) > 0 else None


def check_answer(exercise: Exercise, action: Action, seconds: float = JUDGE_SECONDS) -> Answer:
    """Is `action` a better move than the one played? Right exactly when the analysis, with the same judge and
    budget (the screen passes the exercise's own: a deeper one for an ALLOWED_BLOW), would mark it neither a mistake nor a blunder.
    The judge's best move is given the chance the judge gave the position, the number shown beside it as "better":
    one number per move (a playtester saw 32 % as the better move, then 31 % once they played it)."""
    match = exercise.position()
    seat = exercise.seat
    if action not in match.legal_actions(seat):
        return Answer(False, "That move is not allowed here.")
    if action == exercise.played:
        return Answer(False, "That is the move that was played: look for another.")
    judge = KonaAnalyser(seconds)
    best = judge.evaluate(match.rules, match.state, len(match.seats))
    is_best = best.best is not None and best.best == action
    after = _after(judge, match, seat, action)
    match.submit(seat, action)
    over = match.is_over()
    mark = mark_for(best, after, seat, is_best)
    right = mark not in WRONG_MARKS
    p_best = best.chances[seat]
    p_after = p_best if is_best and not over else after.chances[seat]
    better = best.best if best.best is not None and not is_best else None
    shown = dict(mark=mark, action=action, better=better, p_answer=p_after, p_best=p_best)
    why_right = _why_it_works(exercise.position(), seat, action, exercise.played, better)
    if over:
        if seat in match.result().winners:
            return Answer(True, "It wins at once.", **{**shown, "better": None})
        return Answer(right, "That loses at once, but the position was lost whatever you played." if right
                      else "That loses at once.", **shown)
    if exercise.at_once:  # (a move that won at once has had its answer above)
        # the move played kept a forced win too: only the line at once answers (the analysis marks any other)
        return Answer(False, "Not yet: a move here makes your line of three at once. Find it.",
                      **{**shown, "mark": stronger(mark, "inaccuracy")})
    if best.proven and p_best >= 1.0:
        if right:
            return Answer(True, "Yes: that keeps the forced win" + why_right, **shown)
        reply = refutation_words(match, seat, match.rules.describe_action(match.state, seat, action), after.best,
                                 judge)
        return Answer(False, "There is a forced win here; this move lets it slip" + (f": {reply}." if reply else "."),
                      **shown, reply=after.best if reply else None)
    if not right:
        lifted = _uncovered_line(match.rules.view(match.state, None), action)
        why = lifted[1] if lifted else lets_line_words(match.rules.view(match.state, None))  # "it lets Black …"
        reply = refutation_words(match, seat, match.rules.describe_action(match.state, seat, action), after.best,
                                 judge)  # a playtester asked WHY a try loses, in moves
        because = f": {why}" if why else f": {reply}, which leaves you {p_after:.0%}" if reply else \
            f": it leaves you a {p_after:.0%} chance"
        return Answer(False, f"Not quite{because}. The best move keeps {p_best:.0%}.", **shown,
                      reply=after.best, lifted=lifted[0] if lifted else None)
    if mark == "inaccuracy":
        drawback = answer_drawback(exercise.position(), action, after.best)
        return Answer(True, f"Good enough: no mistake ({p_after:.0%}), though the best move keeps {p_best:.0%}"
                      + why_right + (f" But {drawback}." if drawback else ""), **shown, drawback=drawback)
    return Answer(True, f"Good: that keeps your chances ({p_after:.0%})" + why_right, **shown)


def answer_drawback(position: Match, action: Action, reply: Action | None) -> str | None:
    """What `action` gives the other side in `position` (plans.drawback_words, the Hint's own reason code), the
    judge's `reply` to it named first when the board shows it does harm; None when nothing shows."""
    if action.kind != "move":
        return None
    view = position.rules.view(position.state, None)
    squares = tuple(square_index(s) for s in action.args)
    answer = tuple(square_index(s) for s in reply.args) if reply is not None and reply.kind == "move" else None
    return drawback_words(view, squares, answer)


def better_move_words(exercise: Exercise, best: Action, p_best: float, proven: bool = False) -> str:
    """What "Show a better move" says: the judge's move, what it keeps and why, in the words a right answer gets
    when it is tried ("…because it covers Black's piece on f4…"): the move alone, with no reason, taught nothing
    (kona18)."""
    match = exercise.position()
    seat = exercise.seat
    words = match.describe_action(seat, best)
    then = match.copy_at(len(match.records))
    then.submit(seat, best)
    if then.is_over() and seat in then.result().winners:
        return f"The analysis would play {words} (the green ring): it wins at once."
    keeps = "the forced win" if proven and p_best >= 1.0 else f"your chances ({p_best:.0%})"
    return f"The analysis would play {words} (the green ring): it keeps {keeps}" \
           f"{_why_it_works(match, seat, best, exercise.played)}"


def _why_it_works(match: Match, seat: int, action: Action, played: Action | None = None,
                  better: Action | None = None) -> str:
    """Why a right answer works, in the game's terms, as the sentence's end: " because it stops Black's line on
    c4.", "... it threatens a line on d5.", "... it covers Black's piece on b4." or "." when none of these (a playtester
    solved an exercise and was told only "Yes"). A quiet move's reason: the game's move `played` proven lost where
    this one is not comes before how far the piece reaches; a reason the `better` move shown beside it would
    contradict is left out."""
    view = match.rules.view(match.state, None)
    mine = view.to_move
    other = 1 - mine
    stopped = landing_squares(line_threats(view, other))
    stack = view.stacks[action.args[1]] if action.kind == "move" else ()
    then = match.copy_at(len(match.records))
    then.submit(seat, action)
    after = then.rules.view(then.state, None)
    if after.is_over:
        return "."
    reasons = []
    if stopped and not line_threats(after, other):
        reasons.append(f"it stops {COLOUR_NAMES[other]}'s line on {_or_words(stopped)}")
    threats = landing_squares(line_threats(after, mine))
    if threats:
        reasons.append(f"it threatens a line on {_or_words(threats)}")
    if stack and stack[-1] == other:
        reasons.append(cover_words(view, action))  # what covering it stops, as the Hint says (kona15)
    if not reasons:  # the Hint's own words for a quiet move (round 9: "Good: that keeps your chances (52%)" alone)
        quiet = _quiet_why(view, action, played, better)
        reasons = [quiet] if quiet else []
    return (" because " + " and ".join(reasons) + ".") if reasons else "."


def _quiet_why(view: KonaView, action: Action, played: Action | None, better: Action | None) -> str | None:
    """The Hint's words for a quiet move (hint_reason), but: the game's move proven lost where this one is not
    before a mere reach ("from a4 your piece can go to 5 squares next" where d5 → c4 lost by force, kona22); and
    no "keeps your piece on a1 on top" beside a better move that lifts a1 (kona22), another true reason instead."""
    quiet = hint_reason(view, action)
    dropped = quiet is not None and better is not None and _lifts_kept(quiet, better)
    if dropped or quiet is None or hint_reason(view, action, minor=False) is None:  # none, or only a reach
        forced = forced_words(view, action, played)
        if forced is not None:
            return forced
    if dropped:  # the kept reason is left out: the moved piece's reach, when it is true
        f, t = (square_index(s) for s in action.args)
        board = board_of(view)
        quiet = reach_words(view, board, moved(board, f, t, view.to_move), f, t)
    return quiet


def _lifts_kept(reason: str, better: Action) -> bool:
    """Whether `reason` says a piece is kept on top on the square the `better` move lifts (plans.kept_words)."""
    if better.kind != "move" or not reason.startswith("it keeps your piece"):
        return False
    return better.args[0] in re.findall(r"\b[a-f][1-6]\b", reason.split(" on top of ", 1)[0])


def _uncovered_line(after: KonaView, action: Action) -> tuple[str, str] | None:
    """For a wrong try that lifts the player's piece off one of the other side's, when the line the other side can
    then make at once runs through that square: (the square, "lifting your piece off a1 uncovers Black's piece
    there: Black can make a1-b2-c3 at once (on c3)"); else None."""
    mover = after.to_move
    if action.kind != "move" or mover is None or after.top(action.args[0]) != mover:
        return None
    start = action.args[0]
    threats = [t for t in line_threats(after, mover) if start in t.line]
    if not threats:
        return None
    line = "-".join(three_of(threats[0].line, start, threats[0].end))
    ends = landing_squares(threats)
    name = COLOUR_NAMES[mover]
    return start, (f"lifting your piece off {start} uncovers {name}'s piece there, and {name} can land on "
                   f"{_or_words(ends)} at once for the line {line}")


def _or_words(squares: Sequence[str]) -> str:
    return squares[0] if len(squares) == 1 else ", ".join(squares[:-1]) + " or " + squares[-1]
