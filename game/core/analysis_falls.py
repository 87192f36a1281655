"""Where a player's chance of winning fell, in words true to the chart, when no move of theirs was marked.

Blind testers (issue 41, round 9) read "no move marked" under charts that fell 33 → 0 %, 35 → 0 % and 66 → 0 %,
and "fell over many small steps" under a chart whose fall was a cliff 41 → 0 % at one move of the opponent's. A
fall is told here from the chart itself, whoever moved: from the player's highest chance to where the match ended,
the moves that made most of it are named (who moved, what, and the chance before and after), "many small steps"
only when no few moves made most of it; then the player's own largest falls at moves where the judge preferred
another move (with that move), as those are the ones a player can learn from.

A move that was no choice (`luck_move`: its mover's only legal move, or a roll: the rules list its outcomes or the
judge calls the position a chance node) is named as the luck it was, "your move 84 (Roll the red dice, 42% → 34%:
luck, not a choice)": a Konja tester read a red-dice roll of 1, 1 named among "your" falls as a decision.

The replay's summary (scenes/replay/practise_words.py) adds `falls_said` to its line; `headline` is its opening
when no move at all was marked and a fall is named.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from baraza.game.core.analysis_chance import node_outcomes

FELL_MIN = 0.25  # a fall from the peak to the end this large is told
LOST_FELL_MIN, GONE = 0.15, 0.05  # or this large, into a match lost (the chance ended under GONE)
STEP_MIN = 0.10  # a move's own fall this large may be named as making the fall
CLIFF = 0.15  # a move's fall this large is named with those that made most of it (a chart's cliffs)
MOST = 0.5  # named moves that together made this share of the fall made "most of it"
SHOWN = 3  # moves named at most, in each list
OWN_MIN = 0.08  # the player's own falls named from this size (smaller ones the play-outs' luck can move)
WORDS = 66  # a move's words cut at this many characters (a Khedu attack whole): the caption stays a few lines


def luck_move(rules: Any, state: Any, seat: int, action: Any, drew: bool, judge: Any = None,
              legal: Sequence[Any] | None = None) -> bool:
    """Whether `seat` playing `action` in `state` made no choice: its only legal move, or a move that `drew` from
    the rng as a roll the rules list the outcomes of (`Rules.chance_outcomes`) or at a position the judge (or the
    rules) calls a chance node (analysis_chance.node_outcomes). A card's reroll drew too, but was chosen."""
    legal = rules.legal_actions(state, seat) if legal is None else legal
    if len(legal) <= 1:
        return True
    if not drew:
        return False
    return rules.chance_outcomes(state, seat, action) is not None or node_outcomes(judge, rules, state) is not None


def _lucky(j: Any) -> bool:
    return bool(getattr(j, "luck", False))


def _short(words: str) -> str:
    return words if len(words) <= WORDS else words[:WORDS - 1].rstrip(" ,:(") + "…"


def _chance(chances: Sequence[float], seat: int, fallback: float) -> float:
    return chances[seat] if len(chances) > seat else fallback


def _before(j: Any, seat: int) -> float:
    return _chance(j.chances_before, seat, j.p_before if j.seat == seat else 0.0)


def _after(j: Any, seat: int) -> float:
    return _chance(j.chances_after, seat, j.p_after if j.seat == seat else 0.0)


def chose_other(j: Any) -> bool:
    """Whether the move played was not the judge's best (the best worded without the choices it went on to)."""
    return j.best is None or (j.action != j.best and not j.action.startswith(j.best + ":"))


def fall_steps(judgements: Sequence[Any], seat: int) -> tuple[float, float, list[Any]]:
    """(the seat's highest chance, its chance at the end, the moves after that peak whose chance fell, largest
    fall first) over the whole chart; the peak is the latest of equal highs (the fall starts there)."""
    peak_at, peak = _peak(judgements, seat)
    if not judgements:
        return 0.0, 0.0, []
    last = _after(judgements[-1], seat)
    steps = [j for j in judgements[peak_at:] if _before(j, seat) - _after(j, seat) > 0.005]
    steps.sort(key=lambda j: (_after(j, seat) - _before(j, seat), j.ply))
    return peak, last, steps


def _peak(judgements: Sequence[Any], seat: int) -> tuple[int, float]:
    """(the position, 0 the start, the seat's chance there) of its highest chance, the latest of equal highs."""
    peak_at, peak = 0, _before(judgements[0], seat) if judgements else 0.0
    for k, j in enumerate(judgements):
        if _before(j, seat) >= peak:
            peak_at, peak = k, _before(j, seat)
    return peak_at, peak


def peak_said(judgements: Sequence[Any], seat: int) -> str:
    """" from its peak after move 2" where the seat's highest chance, said, is not its chance at the start as
    said: the chart's head read "Start: 35%" and the summary "Your chance fell from 36%", about a high after a
    later move (a blind tester); "" where the two read the same (one value, one rounding: `pct`)."""
    if not judgements:
        return ""
    peak_at, peak = _peak(judgements, seat)
    return "" if pct(peak) == pct(_before(judgements[0], seat)) else f" from its peak after move {peak_at}"


def _whose(j: Any, names: Sequence[str]) -> str:
    """"your" for the player's move, else the mover's name with "'s" ("AI normal's")."""
    name = names[j.seat] if j.seat < len(names) else f"Seat {j.seat + 1}"
    return "your" if name == "You" else f"{name}'s"


def _move(j: Any, seat: int, names: Sequence[str]) -> str:
    """"AI normal's move 180 (Place an Idol on the Rain Ancestor, 41% → 0%)", "your move 56 (…)": whose move it was
    stands outside the brackets, so the caption's gist (captions.fall_gist cuts them) still says it: a Konja tester
    read "your chance fell … most of it at move 69, move 89 and move 114" as their own moves, all three Kofi's."""
    # the player's own move: the judge's preferred one beside it, or that it was the judge's move too (a Konja
    # tester read falls at moves the Hint had advised as blame: the dice or the play-outs' luck moved those)
    # a move that was no choice says so: its fall was the dice's (or the draw's), not a decision's
    better = ": luck, not a choice" if _lucky(j) else "" if j.seat != seat else \
        f"; the judge preferred {_short(j.best)}" if j.best and chose_other(j) else "; the judge's move too" if j.best \
        else ""
    return (f"{_whose(j, names)} move {j.ply} ({_short(j.action)}, {pct(_before(j, seat))} → "
            f"{pct(_after(j, seat))}{better})")


def pct(chance: float) -> str:
    """A chance as every word about the chart says it ("36%"), the chart's head too (move_list.readout): one
    rounding, so the same value never reads 35 % in one place and 36 % in another."""
    return f"{min(1.0, max(0.0, chance)):.0%}"


def _listed(moves: list[str]) -> str:
    return moves[0] if len(moves) == 1 else ", ".join(moves[:-1]) + " and " + moves[-1]


def falls_said(judgements: Sequence[Any], names: Sequence[str] | None) -> str:
    """When the player ("You" among `names`) has no marked move and their chance fell FELL_MIN or more from its
    peak to the end: where it fell, whoever moved (see the module's text); "" otherwise or in a one-seat run."""
    if not names or "You" not in names:
        return ""
    seat = list(names).index("You")
    mine = [j for j in judgements if j.seat == seat and j.score_before is None]
    if not mine or any(j.mark for j in mine):
        return ""
    peak, last, steps = fall_steps(judgements, seat)
    peak, last = min(1.0, peak), max(0.0, last)  # play-out noise never reads "-0%"
    total = peak - last
    if total < (LOST_FELL_MIN if last < GONE else FELL_MIN):
        return ""
    made, named = 0.0, []
    for j in steps[:SHOWN]:  # the largest falls until they make most of it; a cliff named all the same
        fall = _before(j, seat) - _after(j, seat)
        if fall < STEP_MIN or (made >= MOST * total and fall < CLIFF):
            break
        named.append(j)
        made += fall
    if named and made >= MOST * total:
        where = _listed([_move(j, seat, names) for j in sorted(named, key=lambda j: j.ply)])
        said = (f" Your chance fell from {pct(peak)} to {pct(last)}{peak_said(judgements, seat)}, most of it at "
                f"{where}.")
    else:  # many small steps: the largest named only from OWN_MIN (a Konja tester read 7 % falls at moves the
        # Hint had advised as blame; the summary then counts them without naming them)
        named = [j for j in steps[:SHOWN] if _before(j, seat) - _after(j, seat) >= OWN_MIN]
        if not named:
            return ""
        where = _listed([_move(j, seat, names) for j in sorted(named, key=lambda j: j.ply)])
        said = (f" Your chance fell from {pct(peak)} to {pct(last)}{peak_said(judgements, seat)} over many small "
                f"steps; the largest at {where}.")
    return said + _own(judgements, seat, names, named)


def _own(judgements: Sequence[Any], seat: int, names: Sequence[str], named: list[Any]) -> str:
    """The player's own largest falls at moves the judge would have made otherwise (not named already)."""
    own = sorted((j for j in judgements if j.seat == seat and j.score_before is None and chose_other(j) and not _lucky(j)
                  and _before(j, seat) - _after(j, seat) >= OWN_MIN and j not in named),
                 key=lambda j: (_after(j, seat) - _before(j, seat), j.ply))[:SHOWN]
    if not own:
        return ""
    words = [f"{j.ply} ({_short(j.action)}, {pct(_before(j, seat))} → {pct(_after(j, seat))}"
             + (f"; the judge preferred {_short(j.best)}" if j.best else "") + ")" for j in sorted(own, key=lambda j: j.ply)]
    return (f" Your own largest {'falls were at moves' if len(own) > 1 else 'fall was at move'} {_listed(words)}: "
            "each within what the play-outs' luck can move, so none is marked.")


def headline(judgements: Sequence[Any], names: Sequence[str] | None) -> str | None:
    """The summary's opening when no move at all is marked and `falls_said` names a fall: "no move marked" alone
    read as "you played fine" beside a falling chart (issue 41). None otherwise."""
    if any(j.mark for j in judgements) or not falls_said(judgements, names):
        return None
    return "Analysis done: no single move lost enough to be marked."


FAR = CLIFF  # a single move's fall this large is named when nothing else is said (`fell_most`)


def fell_most(judgements: Sequence[Any], names: Sequence[str] | None) -> str:
    """When none of the player's moves is marked, the one move where their chance fell most, whoever moved, when
    that fall was FAR or more: a Konja tester won a match whose chart dipped 60 → 40 % at a red-dice roll, and as the
    chance did not fall from its peak to the end (`falls_said`), "no move marked" said nothing of the dip. A roll
    says it was luck. "" otherwise (or in a one-seat run)."""
    if not names or "You" not in names:
        return ""
    seat = list(names).index("You")
    mine = [j for j in judgements if j.seat == seat and j.score_before is None]
    if not mine or any(j.mark for j in mine):
        return ""
    worst = max(judgements, key=lambda j: (_before(j, seat) - _after(j, seat), -j.ply), default=None)
    if worst is None or worst.score_before is not None or _before(worst, seat) - _after(worst, seat) < FAR - 1e-9:
        return ""
    return f" Your chance fell most at {_move(worst, seat, names)}."
