"""Why the judge marked a Kona move, in words a player can check on the board (the replay caption's "Why: …").

A tester saw marks with only the numbers beside them (issue 41). The words are the Hint's (hint_reason.py), so Hint
and Analysis say the same of a move: first what the played move let the other side do (a line it left open, or the
reply that wins by force, from the solver's principal variation), then what the judge's better move would have done.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from baraza.game.core.action import Action
from baraza.game.kona.hint_reason import hint_reason
from baraza.game.kona.plans import lost_line, move_text, reply_words, three_of
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import COLOUR_NAMES, SQUARES, TOP, square_index, stack_colours
from baraza.game.kona.threats import (
    board_of,
    board_threats,
    landing_squares,
    missed_line,
    moved,
    next_moves,
    squares_words,
)

# about what the replay caption's two lines hold beside the mark's own words at 100 % (where it does not, the caption
# says the Why's first part alone, what the move let the other side do: scenes/replay/captions.why_said)
WHY_CHARS = 170
REPLY_NODES = 20_000  # the solver's budget for the reply that wins against a marked move (about 0.15 s, once a mark)
# the Why's deeper look at the reply the match itself saw, when the quick look proves nothing: a move the analysis
# proved lost only further on (game.kona.lost_where) had no Why at all (at most about 2.5 s, on the caption's own
# thread; kona20's move 7, lost once every move after the reply is, took 203,000 nodes: 200,000 left it without one)
ANSWERED_NODES = 400_000


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None,
                answered: Action | None = None) -> str | None:
    """Why `seat` playing `action` in `state` was marked, against the judge's `best`: what the move let the other
    side do, then what the better move does, both naming squares; None when the board shows nothing. `answered`:
    the other side's reply in the match, looked at deeper when the quick look proves nothing (kona19: move 7's
    blunder, proven lost only two moves on, had no Why). `best` None: the analysis could not pin the loss down."""
    try:
        view = rules.view(state, seat)
        # the Hint's words speak to the side to move ("cover your d3"); the caption speaks to whoever watches, also
        # beside the AI's moves: "let White cover your d3" read as the viewer's d3 (a blind tester). By colour, always.
        return _reason(view, seat, action, best, answered)
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None  # a position these words do not fit: the caption keeps its numbers


YOURS = re.compile(r"\b(gives you|of yours|your)\b")


def by_colour(words: str, mover: int) -> str:
    """`words` said to `mover` ("your c4", "two of yours", "gives you more room") with its colour named instead."""
    name = COLOUR_NAMES[mover]
    said = {"gives you": f"gives {name}", "of yours": f"of {name}'s", "your": f"{name}'s"}
    return YOURS.sub(lambda m: said[m.group(1)], words)


def _reason(view: Any, seat: int, action: Action, best: Action | None, answered: Action | None = None) -> str | None:
    """mark_reason's words, each part with the mover's colour named where the Hint says "your"."""
    left = _left_open(view, view.to_move, action)  # by colour: a seat plays Black after a swap
    missed = missed_line(view, action, best)
    if missed is not None:  # a win on the spot skipped comes first, even where the forced win is still there
        said = in_one_words(view, action, missed)
        return f"{said}; {left}" if left and len(said) + len(left) + 2 <= WHY_CHARS else said
    if left:
        return left
    mover = view.to_move
    found = _allowed(view, action) or _answered(view, action, answered)
    allowed = by_colour(found[0], mover) if found else None
    if best is None and allowed:  # the analysis proved the loss here but could not tell whether it came sooner
        pinned = "; it may have been lost sooner: the search could not pin it down"
        return f"{allowed}{pinned}" if len(allowed + pinned) <= WHY_CHARS else f"{EXAMPLE.sub('', allowed)}{pinned}"
    better = None
    if best is not None and best != action:
        why = _defence(view, best, found[3] if found else ()) or hint_reason(view, best, minor=False)
        if found and why and why.startswith("else ") and f" {move_text(found[1])} " in f"{why} ":
            # Practise's reason for the better move ("else Black could play a1 → d4 and threaten …") names the
            # very reply that beat the move played: said once, short enough to read whole in the caption before
            # the move too, where the longer words were dropped and the mark read "better: c1 → b2" alone (kona17)
            wins = "makes a line at once" if found[2] else "wins by force"
            return by_colour(f"after {action.args[0]} → {action.args[1]}, {COLOUR_NAMES[1 - mover]}'s "
                             f"{move_text(found[1])} {wins}; {best.args[0]} → {best.args[1]} stops it: {why}", mover)
        won = _won_words(view, best, why)
        if won is not None:  # kona18: "f6 → d4 prepares d4 → d3, which …" for a forced win never said it wins
            better = won
        else:  # "a6 → b6 stops Black's line on c1": the Hint's "it stops …" with the move in place of "it"
            better = f"{best.args[0]} → {best.args[1]} {why[3:]}" if why and why.startswith("it ") else why
        if better and better.startswith("else "):
            better = f"{best.args[0]} → {best.args[1]} stops that: {better}"
        better = by_colour(better, mover) if better else None
    if allowed and better:
        # the caption drops a Why that does not read whole in its two lines: the better move's words go
        # first when both do not fit
        whole = f"{allowed}; instead, {better}"
        if len(whole) <= WHY_CHARS:
            return whole
        if found[3] and "-".join(found[3]) in better:  # a defence names the line: said once (kona19's move 10)
            whole = f"{EXAMPLE.sub('', allowed)}; instead, {better}"
            if len(whole) <= WHY_CHARS:
                return whole
        if " lines up " in better:  # "…: one more on b2 makes a line of three" left out, the pieces still named
            whole = f"{allowed}; instead, {better.split(':')[0]}"
            if len(whole) <= WHY_CHARS:
                return whole
        if better.endswith("where nothing can"):
            # the better move takes the very piece a reply could cover where nothing reaches it
            # kona18: "takes White's a6 out of reach" left the player asking "of what?": say where, and from whom
            other = COLOUR_NAMES[1 - mover]
            if f"cover {COLOUR_NAMES[mover]}'s {best.args[0]} (" in allowed:
                return f"{allowed}; {best.args[0]} → {best.args[1]} moves it where {other} cannot cover it"
            short = f"{allowed}; {best.args[0]} → {best.args[1]} moves {COLOUR_NAMES[mover]}'s piece where {other} " \
                    "cannot cover it"
            if len(short) <= WHY_CHARS:
                return short
        return allowed
    if allowed and best is not None and best != action and best.kind == "move":
        # the better move has no words a glance finds: what the proof says of it (kona19's move 7 read the reply
        # alone, the better move a6 → d6 unexplained)
        spared = _spared(view, best)
        if spared and len(f"{allowed}; {spared}") <= WHY_CHARS:
            return f"{allowed}; {spared}"
    return allowed or better


EXAMPLE = re.compile(r" \(e\.g\. a line on [a-f1-6-]+\)")


def _spared(view: Any, best: Action) -> str | None:
    """"after a6 → d6 the search finds no forced win for Black" when the solver proves none within REPLY_NODES."""
    outcome = solve_view(view_after(view, best)[1], nodes=REPLY_NODES)
    if outcome.value == "win":
        return None
    return f"after {best.args[0]} → {best.args[1]} the search finds no forced win for {COLOUR_NAMES[1 - view.to_move]}"


def _won_words(view: Any, best: Action, why: str | None) -> str | None:
    """"f6 → d4 wins by force (e.g. a line on a6-b5-c4)" when the solver proves the position after the better move
    lost for the other side within REPLY_NODES, with the better move's own reason `why` ("…: it threatens a line on
    c3") where the proof shows no line; else None (the better move's own reason is said instead)."""
    if best.kind != "move":
        return None
    after, then = view_after(view, best)
    outcome = solve_view(then, nodes=REPLY_NODES)
    if outcome.value != "loss":
        return None
    line = lost_line(then, after, list(outcome.pv), then.to_move) if outcome.pv else []
    shown = f" (e.g. a line on {'-'.join(line)})" if line else f": {why}" if why else ""
    return f"{best.args[0]} → {best.args[1]} wins by force{shown}"


def in_one_words(view: Any, action: Action, missed: Any) -> str:
    """"White had a win in one: e3 → e5 makes a line (the game stayed won)" for a move that skipped a line of three
    at once: one wording, true of the game after it. "chance stayed at 100 %, but the better move would have
    gained more" beside "missed a win" read as two verdicts (kona17); where the move lost the forced win, the line
    is named instead."""
    said = f"{COLOUR_NAMES[view.to_move]} had a win in one: {missed.start} → {missed.end} makes a line"
    if action.kind == "move" and solve_view(view_after(view, action)[1], nodes=REPLY_NODES).value == "loss":
        return f"{said} (the game stayed won)"  # the other side, to move after it, is proven lost
    return f"{said} ({'-'.join(three_of(missed.line, missed.end))})"


def view_after(view: Any, action: Action) -> tuple[Any, Any]:
    """The board after `view`'s mover plays the move `action`, and the position then as a view the solver takes:
    the other side to move, first moves as they stand."""
    me, other = view.to_move, 1 - view.to_move
    after = moved(board_of(view), square_index(action.args[0]), square_index(action.args[1]), me)
    pending = list(view.first_move_pending)
    pending[me] = False
    forbidden = action.args[1] if view.move_number == 0 else None
    stacks = {SQUARES[i]: stack_colours(after[i]) for i in range(len(after))}
    then = dataclasses.replace(view, stacks=stacks, to_move=other, first_move_pending=tuple(pending),
                               forbidden_square=forbidden, can_swap=False, position_counts={}, lot_move=None)
    return after, then


def _allowed(view: Any, action: Action) -> tuple[str, tuple[int, int], bool] | None:
    """What the move let the other side do, when the solver proves the position after `action` lost for its mover
    (round 9: a tester could not tell why he lost), from the solver's principal variation. "let Black …" names
    only a reply the move made possible: one not legal before, or one on the squares the move left or reached
    ("f1 → f4 let Black cover your c4 (a6 → c4) and win by force (e.g. a line on a2-b3-c4)"). Else the words
    name what the move changed (kona16: "a6 → a3 let Black cover White's d3 (f1 → d3)" named a reply that was
    there before; the move had uncovered Black's piece on a6, which made the winning fork): the piece it
    uncovered, when the win uses it; "did not stop" a reply that won before the move as well; else the piece it
    uncovered or the square it left. With the words, the reply (squares) and whether it makes a line at once; None
    when nothing is proven in its budget."""
    if action.kind != "move" or view.to_move is None:
        return None
    other = 1 - view.to_move
    after, then = view_after(view, action)
    outcome = solve_view(then, nodes=REPLY_NODES)
    if outcome.value != "win" or not outcome.pv:
        return None
    pv = list(outcome.pv)
    reply = pv[0]
    line = lost_line(then, after, pv, other)
    at_once = len(pv) == 1
    shown = (f" ({'-'.join(line)})" if at_once else f" (e.g. a line on {'-'.join(line)})") if line else ""
    wins = "makes a line at once" if at_once else "wins by force"  # said of the reply
    played = f"{action.args[0]} → {action.args[1]}"
    name = COLOUR_NAMES[other]
    f, t = square_index(action.args[0]), square_index(action.args[1])
    board = board_of(view)
    if reply not in next_moves(view, other, board) or {f, t} & set(reply):
        said = f"{played} let {name} {reply_words(after, reply, other)} and " \
               f"{'make a line at once' if at_once else 'win by force'}{shown}"
    elif _wins_anyway(view, board, reply):  # the reply was there before: the move only failed to stop it
        said = f"{played} did not stop {name}'s {move_text(reply)}, which {wins}{shown}"
    else:
        said = _changed_words(action, after, other, pv, line, shown)
    return said, reply, at_once, tuple(line)


def _answered(view: Any, action: Action, answered: Action | None) -> tuple[str, tuple[int, int], bool, tuple] | None:
    """_allowed's words from the reply the match saw, proven deeper (ANSWERED_NODES): "c3 → d4 let Black play
    f6 → e5, then win by force (e.g. a line on …)"; None when the solver proves nothing."""
    if answered is None or answered.kind != "move" or action.kind != "move" or view.to_move is None:
        return None
    me, other = view.to_move, 1 - view.to_move
    after, then = view_after(view, action)
    reply = (square_index(answered.args[0]), square_index(answered.args[1]))
    if reply not in next_moves(then, other, after):
        return None
    board, later = view_after(then, answered)
    outcome = solve_view(later, nodes=ANSWERED_NODES)
    if outcome.value != "loss":
        return None
    line = lost_line(later, board, list(outcome.pv), me) if outcome.pv else []
    shown = f" (e.g. a line on {'-'.join(line)})" if line else ""
    said = f"{action.args[0]} → {action.args[1]} let {COLOUR_NAMES[other]} {reply_words(after, reply, other)}, " \
           f"then win by force{shown}"
    return said, reply, False, tuple(line)


def _defence(view: Any, best: Action, line: tuple) -> str | None:
    """The better move's point where it is a defence against `line`, the line the move played let the other side
    force: "it covers d4, stopping White's line d2-d3-d4", or "it can cover d4 next, …" (kona19's f5 → e4 was said
    to line up Black's pieces; its point was reaching d4); None when it does neither."""
    if not line or best.kind != "move" or view.to_move is None:
        return None
    me, other = view.to_move, 1 - view.to_move
    name, said = COLOUR_NAMES[other], "-".join(line)
    board = board_of(view)
    f, t = square_index(best.args[0]), square_index(best.args[1])
    if best.args[1] in line and TOP[board[t]] == other:
        return f"it covers {best.args[1]}, stopping {name}'s line {said}"
    after = moved(board, f, t, me)
    before = {e for s, e in next_moves(view, me, board) if SQUARES[e] in line}
    reach = [SQUARES[e] for s, e in next_moves(view, me, after) if s == t and SQUARES[e] in line
             and TOP[after[e]] == other and e not in before]
    return f"it can cover {reach[0]} next, stopping {name}'s line {said}" if reach else None


def _changed_words(action: Action, after: list[int], other: int, pv: list, line: list[str], shown: str) -> str:
    """_allowed's words for a reply legal before the move that did not win then: what the move changed."""
    played, name, f = f"{action.args[0]} → {action.args[1]}", COLOUR_NAMES[other], square_index(action.args[0])
    reply = pv[0]
    wins = "makes a line at once" if len(pv) == 1 else "wins by force"
    uncovered = TOP[after[f]] == other
    if uncovered:
        used = next((m for m in pv[2::2] if m[0] == f), None)  # the other side's later moves
        if used is not None:
            # "which later goes a1 → b1" told as a fact what is one line of the proof (kona18)
            return f"{played} uncovered {name}'s piece on {action.args[0]}, which could then go {move_text(used)}: " \
                   f"{name} wins by force{shown}"
        if action.args[0] in line:
            return f"{played} uncovered {name}'s piece on {action.args[0]}: {name} then wins by force{shown}"
    changed = f"uncovered {name}'s piece on {action.args[0]}" if uncovered else f"moved off {action.args[0]}"
    return f"{played} {changed}; then {name}'s {move_text(reply)} {wins}{shown}"


def _wins_anyway(view: Any, board: list[int], reply: tuple[int, int]) -> bool:
    """Whether the other side's `reply`, played in the position before the move (as if the mover had passed),
    wins by force as well: then the move did not let it, it only failed to stop it."""
    me, other = view.to_move, 1 - view.to_move
    after = moved(board, reply[0], reply[1], other)
    pending = list(view.first_move_pending)
    pending[other] = False
    stacks = {SQUARES[i]: stack_colours(after[i]) for i in range(len(after))}
    then = dataclasses.replace(view, stacks=stacks, to_move=me, first_move_pending=tuple(pending),
                               forbidden_square=None, can_swap=False, position_counts={}, lot_move=None)
    return solve_view(then, nodes=REPLY_NODES).value == "loss"


def _left_open(view: Any, me: int, action: Action) -> str | None:
    """"it left White a line on c3" when the other side can make a line of three right after `action`; the cause
    first where the move lifted its piece off one of the other side's that such a line runs through: "it uncovered
    Black's piece on f6, which left Black a line of three on d4 (d4-e5-f6)" (kona20's move 3 read "it left Black a
    line of three on d4" alone, the uncovered f6 unsaid, while Practise said it of the same move)."""
    if action.kind != "move":
        return None
    other, start = 1 - me, action.args[0]
    after = moved(board_of(view), square_index(start), square_index(action.args[1]), me)
    threats = board_threats(after, other, next_moves(view, other, after))
    theirs = landing_squares(threats)
    if not theirs:
        return None
    name = COLOUR_NAMES[other]
    uses = [t for t in threats if start in t.line] if TOP[after[square_index(start)]] == other else []
    if uses:
        return f"it uncovered {name}'s piece on {start}, which left {name} a line of three on " \
               f"{squares_words(theirs)} ({'-'.join(three_of(uses[0].line, start, uses[0].end))})"
    return f"it left {name} a line of three on {squares_words(theirs)}"
