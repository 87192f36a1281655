"""Why the Hint's move, in a few words a new player can check on the board: "it stops Black's line on c3", "it
threatens a line on c4", "it covers Black's piece on d3". A playtester's first hint read only "Hint: a6 → b6".

Each reason is one move of a side tried once on the board (nothing is searched): the words say what the move does,
never that it wins; the proven verdict, when there is one, is the Hint's note beside them. A quiet move still gets a
true reason (a Kona tester's hints were 4 in 9 a bare "Hint: d3 → c3"), always naming squares (round 9: "it is the
strongest move the search finds" and "keeps Black's pieces under yours covered" told a tester nothing): the reply it
takes away, the cover it escapes, the threat it prepares (plans.py), a full tower, two lined up with a square to make three, the
centre a first move takes, a piece it frees, the pieces it keeps on top, how far the piece reaches; only a move none
of these fit is the search's choice (with the chance the search gives, when the caller has it).
Only the Hint's words (`hint_words`) ask the solver: when it proves at least half of the other moves lost, that the
Hint's move does not let the other side force a win (or, unproven, no win within the moves searched: kona17) comes
before any quiet reason (kona14, `spared_words`).
"""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.kona.plans import (
    centre_words,
    kept_words,
    move_text,
    quiet_plan,
    reach_words,
    reply_words,
    setups,
    three_of,
)
from baraza.game.kona.proof import solve_view
from baraza.game.kona.rules import (
    COLOUR_NAMES,
    HEIGHT,
    MAX_HEIGHT,
    NO_SQUARE,
    SQUARES,
    TOP,
    TRIPLES_AT,
    KonaView,
    generate_moves,
    lines_of,
    square_index,
)
from baraza.game.kona.threats import (
    board_of,
    board_threats,
    landing_squares,
    moved,
    next_moves,
    squares_words,
    view_after,
)

# The other moves are each given to the solver, to name one that lets the other side force a win: a tester (kona14)
# read "it keeps your piece on d4 on top of Black's", equally true of the f1 → e2 that lost to a1 → a4 by force.
# On the Hint's worker, within about the judge's own budget: each move this many nodes, all of them at most ALL.
SPARED_NODES = 5_000
SPARED_ALL = 40_000
HINTED_NODES = 2 * SPARED_NODES  # the Hint's own move: how far the words can say the other side has no win
# the glance's reasons that already say what matters (a line made, stopped or threatened, a piece covered)
KEPT_WORDS = ("it makes your line", "it stops ", "it threatens a line", "it covers ")


def hint_words(view: KonaView, action: Action, chance: float | None = None, lost: bool = False) -> str | None:
    """The Hint's reason for the judge's best move `action`: what the board shows it does, else the search's
    choice (`chance`: the mover's chance after it as the search judged it). None for a swap, and for a move that
    leaves the other side a line to make (every move loses: the Hint's verdict says so). `lost`: the judge proved
    every move lost, so no word weighs this move against the others as if they lost and it did not."""
    why = hint_reason(view, action)
    if action.kind != "move" or view.is_over or view.to_move is None:
        return why
    if not lost and (why is None or not why.startswith(KEPT_WORDS)):
        spared = spared_words(view, action, why)
        if spared is not None:
            return spared
    if why is not None:
        return why
    after = moved(board_of(view), square_index(action.args[0]), square_index(action.args[1]), view.to_move)
    other = 1 - view.to_move
    if board_threats(after, other, next_moves(view, other, after)):
        return None
    return search_words(chance)


def spared_words(view: KonaView, action: Action, why: str | None = None) -> str | None:
    """"it is the only move that does not let Black force a win: f1 → e2, for one, lets Black play a1 → a4 and win
    by force" when the solver proves every other move lost, "... as 4 of your 6 other moves do: ..." when it proves
    at least half of them, and proves the Hint's move not lost; when it only searched the Hint's move to a depth,
    "after it Black has no win within 3 moves, but ..."; else None (and when the Hint's move is proven lost too).
    An other move the Hint's own reason `why` is true of is named first (the words alone could not tell the two
    apart)."""
    me, other = view.to_move, 1 - view.to_move
    board = board_of(view)
    hinted = (square_index(action.args[0]), square_index(action.args[1]))
    others = [m for m in next_moves(view, me, board) if m != hinted]
    held = solve_view(view_after(view, *hinted), nodes=HINTED_NODES) if others else None
    if held is None or held.value == "win":
        return None
    # what the solver proved of the Hint's own move: a budget rarely proves that no win exists at all, so the words
    # say how far it looked ("it does not let Black force a win" of a move lost in 4 moves misled kona17)
    within = (held.depth + 1) // 2  # the other side's moves within the plies searched to the end
    if held.value == "unknown" and within < 2:
        return None
    spent, lost, tried = SPARED_NODES, [], 0
    for f, t in others:
        if spent >= SPARED_ALL or 2 * (len(lost) + len(others) - tried) < len(others):
            break  # out of budget, or half of them can no longer be proven lost
        outcome = solve_view(view_after(view, f, t), nodes=SPARED_NODES)
        spent, tried = spent + outcome.nodes, tried + 1
        if outcome.value == "win" and outcome.pv:
            lost.append(((f, t), outcome.pv[0]))
    if tried < len(others) or 2 * len(lost) < len(others):
        return None  # a few moves lose (or the budget ran out): the glance's reason says more than "unlike a1 → a3"
    same = [(m, r) for m, r in lost if why is not None
            and hint_reason(view, Action("move", (SQUARES[m[0]], SQUARES[m[1]]))) == why]
    (f, t), reply = (same or lost)[0]
    name, alt = COLOUR_NAMES[other], move_text((f, t))
    lets = f"lets {name} {reply_words(moved(board, f, t, me), reply, other)} and win by force"  # said to the mover
    if held.value != "unknown":  # proven: a draw or a win for the mover after it
        if len(lost) == len(others):
            return f"it is the only move that does not let {name} force a win: {alt}, for one, {lets}"
        return f"it does not let {name} force a win, as {len(lost)} of your {len(others)} other moves do: {alt}, " \
               f"for one, {lets}"
    head = f"after it {name} has no win within {within} moves, but"
    if len(lost) == len(others):
        return f"{head} every other move lets {name} force a win: {alt}, for one, {lets}"
    return f"{head} {len(lost)} of your {len(others)} other moves let {name} force a win: {alt}, for one, {lets}"


def forced_words(view: KonaView, action: Action, played: Action | None) -> str | None:
    """"d5 → c4, the move played, let White cover your c4 (b3 → c4) and win by force; after a1 → a4 White cannot
    force a win" when the solver proves the game's move `played` lost and `action` not (unproven: "… White has no
    win within 3 moves"); None otherwise. kona22's Practise gave a1 → a4's reach ("from a4 your piece can go to 5
    squares next") as the reason where the analysis' reason was d5 → c4's forced loss."""
    me = view.to_move
    if me is None or view.is_over or played is None or played == action or "move" not in (action.kind, played.kind) \
            or action.kind != played.kind:
        return None
    board, name = board_of(view), COLOUR_NAMES[1 - me]
    f, t = square_index(action.args[0]), square_index(action.args[1])
    pf, pt = square_index(played.args[0]), square_index(played.args[1])
    lost = solve_view(view_after(view, pf, pt), nodes=SPARED_NODES)
    if lost.value != "win" or not lost.pv:
        return None
    held = solve_view(view_after(view, f, t), nodes=HINTED_NODES)
    within = (held.depth + 1) // 2  # the other side's moves within the plies searched to the end
    if held.value == "win" or (held.value == "unknown" and within < 2):
        return None
    then = "cannot force a win" if held.value != "unknown" else f"has no win within {within} moves"
    lets = reply_words(moved(board, pf, pt, me), lost.pv[0], 1 - me)
    return f"{move_text((pf, pt))}, the move played, let {name} {lets} and win by force; after " \
           f"{move_text((f, t))} {name} {then}"


def hint_reason(view: KonaView, action: Action, minor: bool = True) -> str | None:
    """A short reason for `action` by the side to move in `view`, or None when the move does nothing a glance can
    name (the search's choice: `hint_words` says so for the Hint). `minor` False leaves out the least reason (how
    far the moved piece reaches), which beside a mark's lost chance would read as the cause."""
    me = view.to_move
    if me is None or action.kind != "move" or view.is_over:
        return None
    other = 1 - me
    board = board_of(view)
    f, t = square_index(action.args[0]), square_index(action.args[1])
    after = moved(board, f, t, me)
    covered = TOP[board[t]] == other
    if lines_of(after, me):
        return "it makes your line of three"
    theirs_before = landing_squares(board_threats(board, other, next_moves(view, other, board)))
    theirs_after = landing_squares(board_threats(after, other, next_moves(view, other, after)))
    if theirs_before and not theirs_after:
        return f"it stops {COLOUR_NAMES[other]}'s line on {squares_words(theirs_before)}"
    mine = landing_squares(board_threats(after, me, generate_moves(after, me, False, NO_SQUARE)))
    if mine and not theirs_after:
        return f"it threatens a line on {squares_words(mine)}"
    if covered:
        return cover_words(view, action)
    if theirs_after:
        return None  # a line is left for them: nothing this move does on the board is worth its words
    return _quiet_reason(view, board, after, f, t, minor)


def cover_words(view: KonaView, action: Action) -> str:
    """"it covers Black's piece on e5, which could play e5 → d4 and threaten a line on c3 and b4 at once": what the
    covered piece did for its side, checked on the board; "it covers Black's piece on b2" alone told a blind tester
    (kona15) nothing of why it mattered. In order: a line it would make or help make next move, a threat it would
    set up, two in a row it stood in, else that a covered piece neither moves nor counts in a line."""
    other = 1 - view.to_move
    board = board_of(view)
    t = square_index(action.args[1])
    after = moved(board, square_index(action.args[0]), t, view.to_move)
    name, square = COLOUR_NAMES[other], SQUARES[t]
    head = f"it covers {name}'s piece on {square}"
    kept = {(th.start, th.end) for th in board_threats(after, other, next_moves(view, other, after))}
    for th in board_threats(board, other, next_moves(view, other, board)):
        if (th.start, th.end) not in kept and (square in th.line or th.start == square):
            return f"{head}, stopping {name}'s line {'–'.join(three_of(th.line, th.end))}"
    theirs_after = setups(view, after, other)
    gone = sorted(((m, squares) for m, squares in setups(view, board, other).items() if m not in theirs_after),
                  key=lambda item: (item[0][0] != t, -len(item[1])))  # the covered piece's own first, then doubles
    if gone:
        (f, to), squares = gone[0]
        said = " and ".join(squares) + " at once" if len(squares) > 1 else squares[0]
        who = "which could" if f == t else f"else {name} could"
        return f"{head}, {who} play {move_text((f, to))} and threaten a line on {said}"
    for triple in TRIPLES_AT[t]:
        pair = [s for s in triple if s != t and TOP[board[s]] == other]
        rest = [s for s in triple if s != t and TOP[board[s]] != other]
        if len(pair) == 1 and len(rest) == 1 and HEIGHT[board[rest[0]]] < MAX_HEIGHT:
            return f"{head}, breaking its two in a row with {SQUARES[pair[0]]} (toward {SQUARES[rest[0]]})"
    return f"{head}: a covered piece can neither move nor count in a line"


def search_words(chance: float | None) -> str:
    """The last resort, true of the judge's best move by its making: the search's choice (and its chance)."""
    if chance is None:
        return "it is the strongest move the search finds here"
    if round(100 * chance) == 0:  # "your chance stays at 0%" read as no reason at all
        return "it is the move the search finds holds out longest"
    return f"it is the strongest move the search finds: your chance stays at {round(100 * chance)}%"


def _quiet_reason(view: KonaView, board: list[int], after: list[int], f: int, t: int, minor: bool) -> str | None:
    """What a move that neither makes, stops nor threatens a line does, checked on the board after it: always
    naming squares (round 9: "it keeps Black's pieces under yours covered" left a tester asking which)."""
    me, other = view.to_move, 1 - view.to_move
    plan = quiet_plan(view, board, after, f, t)
    if plan is not None:
        return plan
    if HEIGHT[after[t]] == MAX_HEIGHT and t in {e for _, e in next_moves(view, other, board)}:
        return f"it makes a full tower of 3 on {SQUARES[t]}: no piece can land there"
    lined = _lined_up_toward(board, after, me, t, f)
    if lined is not None:  # "lines up two of White's toward d5" read clumsy, d5 lying between them (kona18)
        pair, free = lined
        return f"it lines up your pieces on {SQUARES[t]} and {SQUARES[pair]}: one more on {SQUARES[free]} makes a " \
               "line of three"
    centre = centre_words(view, after, me, t)
    if centre is not None:
        return centre
    if TOP[after[f]] == me:
        return f"it frees your piece under it on {SQUARES[f]}"
    kept = kept_words(view, board, after, me, f)
    if kept:
        return kept
    return reach_words(view, board, after, f, t) if minor else None


def _lined_up_toward(board: list[int], after: list[int], me: int, t: int, f: int) -> tuple[int, int] | None:
    """The other piece and the free square of a three the move `f → t` made two of `me`'s in (it was not two
    before), or None; a free square other than the one just left comes first ("toward a1" for a1 → b2 read as
    going back)."""
    if TOP[board[t]] == me:
        return None  # the move stacked on a piece of its own: no new pair
    found = []
    for triple in TRIPLES_AT[t]:
        mine = [s for s in triple if TOP[after[s]] == me]
        rest = [s for s in triple if TOP[after[s]] != me]
        if len(mine) == 2 and len(rest) == 1 and HEIGHT[after[rest[0]]] < MAX_HEIGHT:
            found.append((next(s for s in mine if s != t), rest[0]))
    return min(found, key=lambda pair_free: pair_free[1] == f) if found else None
