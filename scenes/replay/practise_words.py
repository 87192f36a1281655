"""The replay viewer's words about who moved and about Practise: who each seat is, and why there is nothing to
practise, true to the chart (scenes/screens/replay.py shows them)."""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.analysis_falls import falls_said, fell_most, headline, pct
from baraza.game.core.analysis_judgement import MoveJudgement
from baraza.game.core.match import Match


def mover_names(match: Match) -> list[str]:
    """Who each seat is, for the move list: "You" (one person at the table), "AI hard", or the seat's name.
    Two seats that would read the same ("AI hard" twice) also say whose colour or name they are."""
    names = match.seat_names()
    humans = [i for i, kind in enumerate(match.seats) if kind == "human"]
    out = []
    for seat, kind in enumerate(match.seats):
        if kind == "human":
            out.append("You" if len(humans) == 1 else names[seat])
        else:
            out.append("Random mover" if kind == "random" else f"AI {kind.removeprefix('ai:')}")
    return [f"{label} ({names[seat]})" if out.count(label) > 1 and label != names[seat] else label
            for seat, label in enumerate(out)]


def biggest_fall(judgements, seat: int):
    """The move where `seat`'s chance of winning fell most on the chart, and by how much (None, 0 when never)."""
    def fall(j) -> float:
        if j.chances_before and j.chances_after:
            return j.chances_before[seat] - j.chances_after[seat]
        return j.p_before - j.p_after if j.seat == seat else 0.0

    worst = max(judgements, key=fall, default=None)
    return (worst, fall(worst)) if worst is not None and fall(worst) > 0 else (None, 0.0)


BLOW = 0.2  # a fall on another seat's move this large is named as the blow it was


def unseen_blow(match: Match, judgements, seat: int):
    """In a game `seat` lost, the other seat's move where `seat`'s chance fell most, when that was the chart's
    biggest fall and a large one (the judge did not see it coming); else None."""
    if not match.is_over() or seat in match.result().winners:
        return None
    worst, fall = biggest_fall(judgements, seat)
    return worst if worst is not None and worst.seat != seat and fall >= BLOW and worst.chances_before else None


def nothing_to_practise(match: Match, judgements, seat: int, looked_deeper: bool = False) -> str:
    """Why Practise has nothing for `seat`, true to the chart: "well played" after a lost game read as mockery,
    and "decided before" was untrue where the chance fell a little at a time (a playtester saw 54 % → 0 %). When
    the chance fell most on another seat's move (the judge did not see the blow coming), that move is named:
    "a little at a time" was untrue where the chart fell 30 % → 0 % in one step on the AI's move."""
    lost = match.is_over() and seat not in match.result().winners
    if not lost:
        # "well played" beside an inaccuracy marked in the list, in a game the chart said was lost for a while,
        # could not be squared (a Kona playtest): the small marks are named, the praise kept for a clean game
        small = sum(1 for j in judgements if j.seat == seat and j.mark == "inaccuracy")
        if small:
            return (f"No blunder or mistake by this seat to practise (only {small} "
                    f"inaccurac{'y' if small == 1 else 'ies'}: step onto {'it' if small == 1 else 'them'} in the "
                    "move list to see the better move).")
        return "No blunder or mistake by this seat to practise: well played."
    names = mover_names(match)
    yours = names[seat] == "You"
    worst = unseen_blow(match, judgements, seat)
    if worst is not None:
        whose = "your" if yours else f"{names[seat]}'s"
        deeper = "; a deeper look at the move before it found no better one either" if looked_deeper else ""
        return (f"The biggest fall came on move {worst.ply}, by {names[worst.seat]}: {worst.action} took {whose} "
                f"chance of winning from {pct(worst.chances_before[seat])} to {pct(worst.chances_after[seat])}. "
                f"The analysis did not see it coming, so no move of {'yours' if yours else 'this seat'} was "
                f"marked{deeper}.")
    mine = [j for j in judgements if j.seat == seat]
    top = own_peak(mine)
    peak = top.p_before if top is not None else 0.0
    if peak < 0.35 or not mine or mine[-1].p_after > 0.2:  # a fall the chart shows, else decided before
        return ("No blunder or mistake by this seat to practise: the analysis found the game decided before a "
                "better move could change it.")
    small = sum(1 for j in mine if j.mark == "inaccuracy")
    marked = f" ({small} inaccurac{'y' if small == 1 else 'ies'} marked)" if small else ""
    where = peak_where(judgements, seat, top)
    fell = f"fell a little at a time from its peak of {pct(peak)}{where}" if where else \
        f"fell from {pct(peak)} a little at a time"
    return (f"No single move by this seat lost enough to practise: its chance of winning {fell}{marked}. The chart "
            "shows where.")


def own_peak(mine: Sequence[MoveJudgement]) -> MoveJudgement | None:
    """The judgement of `mine` (one seat's moves) before which its chance was highest, the latest of equal highs
    (as the chart's own peak: analysis_falls), or None."""
    top = None
    for j in mine:
        if top is None or j.p_before >= top.p_before:
            top = j
    return top


def peak_where(judgements: Sequence[MoveJudgement], seat: int, top: MoveJudgement | None) -> str:
    """" after move 12" where `seat`'s highest chance before a move of its own (`top`) does not read as its chance
    at the start (one rounding: analysis_falls.pct): "fell from 49%" read as the chart's start, which said 36 %
    (krownia25); "" where the two read the same or the start is not known."""
    if top is None or not judgements:
        return ""
    first = judgements[0]
    start = first.chances_before[seat] if len(first.chances_before) > seat else \
        first.p_before if first.seat == seat else None
    if start is None or pct(top.p_before) == pct(start) or top.ply <= 1:
        return ""
    return f" after move {top.ply - 1}"


def practise_reason(module, match: Match, judgements, seat: int) -> str | None:
    """Why Practise has nothing for `seat` (`module`: the game's exercise module), or None when it has an exercise
    or a deeper look to take."""
    found = bool(module.exercises_for(match, judgements, seat)) or (
        getattr(module, "deeper_exercises", None) is not None and unseen_blow(match, judgements, seat) is not None)
    return None if found else nothing_to_practise(match, judgements, seat)


def _counted(marks: list[str]) -> str:
    """"1 blunder, 2 inaccuracies" ("none" for no mark)."""
    counts = [(kind, marks.count(kind)) for kind in ("blunder", "mistake", "inaccuracy") if marks.count(kind)]
    plural = {"blunder": "blunders", "mistake": "mistakes", "inaccuracy": "inaccuracies"}
    return ", ".join(f"{n} {plural[kind] if n > 1 else kind}" for kind, n in counts) or "none"


def analysis_summary(judgements, names: list[str] | None = None) -> str:
    """What a finished analysis found, in one line: how many moves it marked, of which kinds, or that it marked
    none (a chart with no mark, and nothing said, left a player unsure it had worked). With the seats' `names`
    (mover_names) the marks are counted seat by seat: "1 blunder" when both were the AI's read as the player's
    (a Kona playtest), so it says "yours: none; AI normal: 1 blunder"."""
    marks = [j.mark for j in judgements if j.mark]
    # where the chance fell, whoever moved (game/core/analysis_falls.py): "over many small steps" only when true
    falls = falls_said(judgements, names) or your_falls(judgements, names) or big_falls(judgements, names)
    # else the one move where the chance fell most, when far: a Konja tester's won match dipped 60 → 40 % at a
    # red-dice roll and "no move marked" said nothing of it (the chance had not fallen from its peak to the end)
    most = "" if falls else fell_most(judgements, names)
    falls += most + decided(judgements, names)
    if not marks:
        return (headline(judgements, names) or ("Analysis done: no move marked." if most else
                                                 "Analysis done: no move marked (no inaccuracy, mistake or blunder "
                                                 "seen).")) + falls
    if names is None:
        parts = _counted(marks)
    else:
        parts = "; ".join(f"{'yours' if name == 'You' else name}: "
                          f"{_counted([j.mark for j in judgements if j.mark and j.seat == seat])}"
                          for seat, name in enumerate(names))
    # where the marks are: the list opens by itself at the right (its button then reads "Hide moves")
    # "They are marked…" then "None is marked…" read as a contradiction when only the AI's moves were (a Konja
    # tester): the marks are named for what they are
    return (f"Analysis done: {parts}. The marked moves are dots on the chart{LISTED}; "
            "step onto a dot to see the better move." + falls)


LISTED = " and in the move list at the right"  # said while the list shows (`where_marked`)
UNLISTED = " (Moves lists them)"


def where_marked(summary: str, listed: bool) -> str:
    """The summary as said now: the move list is named "at the right" only while it shows (a kept analysis opens
    without it: a tester read "in the move list at the right" beside no list)."""
    return summary if listed else summary.replace(LISTED, UNLISTED)


# falls named at the player's moves from FALL_MIN: a Konja tester read falls of 7 % and 4 % at moves the Hint had
# advised as blame; smaller ones are counted (SMALL_MIN) but not named
FALLS_SHOWN, FALL_MIN, SMALL_MIN, FELL_MIN = 3, 0.08, 0.03, 0.25
BIG_FALL = 0.3  # a fall of the chart this large at a move of the player's is marked or said (big_falls)


def chose_worse(j) -> bool:
    """Whether the move played was not the judge's best: only then is a fall after it measured against a better
    choice (the paired look's drop); the best move's own fall is the dice's or the estimate's."""
    if j.best is None:
        return True  # no judge's move to set it beside: the fall is counted as it stands
    # the best move worded without the choices it went on to ("Cast Chaac!" for "Cast Chaac!: Second Wind and Tilt")
    return j.action != j.best and not j.action.startswith(j.best + ":")


def your_falls(judgements, names: list[str] | None) -> str:
    """When the player's own moves got no mark but their chance fell far, where it fell most on their moves: a
    KROWNIA match played badly on purpose fell 60 → 0 % with nothing marked and nothing said (a playtest, 3/10);
    many small losses, each within the judge's noise, still show on the chart. "" otherwise."""
    if not names or "You" not in names:
        return ""
    seat = names.index("You")
    mine = [j for j in judgements if j.seat == seat and j.score_before is None]
    if not mine or any(j.mark for j in mine):
        return ""
    top = own_peak(mine)
    peak, last = top.p_before, max(0.0, mine[-1].p_after)
    # where the peak was, when it is not the start ("from its peak after move 12", as analysis_falls says it)
    where = peak_where(judgements, seat, top)
    frm = f"{pct(peak)} to {pct(last)}" + (f" from its peak{where}" if where else "")
    # a fall at a move where the judge's own best move was played is not the move's fault (a Konja tester was
    # pointed at a Spirit spend and a Blessing pass Hint had advised): the dice or the play-outs' noise moved it
    falls = sorted((j for j in mine if chose_worse(j) and j.p_before - j.p_after >= FALL_MIN),
                   key=lambda j: j.p_after - j.p_before)
    if peak - last < FELL_MIN:
        return ""
    if not falls:
        small = [j.p_before - j.p_after for j in mine if chose_worse(j) and j.p_before - j.p_after >= SMALL_MIN]
        if small:
            return (f" None of your moves is marked: none cost more than {max(small):.0%}, within what the play-outs' "
                    f"luck can move; your chance fell from {frm} over many small steps, dice and "
                    "the AI's moves among them.")
        return (f" Your chance fell from {frm}, after dice and the AI's moves, not after a choice "
                "of yours.")
    shown = sorted(falls[:FALLS_SHOWN], key=lambda j: j.ply)
    listed = ", ".join(f"{j.ply} ({j.p_before - j.p_after:.0%})" for j in shown)
    # "No single move lost enough to mark" beside falls of 14-17 % read as a contradiction (a KROWNIA tester): say why
    return (f" None of yours is marked, as each fall is within what the play-outs' luck can move, but your chance "
            f"fell from {frm}: your largest {'falls were at moves' if len(shown) > 1 else 'fall was at move'} "
            f"{listed}.")


def big_falls(judgements, names: list[str] | None) -> str:
    """Where the player's chance fell by BIG_FALL or more at a move of theirs that got no mark, and why it got
    none: a Khedu tester saw the chart fall 84 → 54 % at a roll of theirs with no mark and no word. A fall after the
    judge's own move is the dice's, a card's or the play-outs' luck; one after another move stayed within what the
    play-outs' luck can move. "" when there is none (or no seat is the player's)."""
    if not names or "You" not in names:
        return ""
    seat = names.index("You")
    big = [j for j in judgements if j.seat == seat and not j.mark and j.score_before is None
           and j.p_before - j.p_after >= BIG_FALL - 1e-9]
    if not big:
        return ""
    luck = [j for j in big if not chose_worse(j) and j.luck]
    # the judge's own move that was a choice with no roll in it: "dice, a card drawn" was untrue of a placement (a
    # Khedu tester); the judge's play-outs went worse after it, though it was the move the judge would have made
    quiet = [j for j in big if not chose_worse(j) and not j.luck]
    other = [j for j in big if chose_worse(j)]
    said = []
    for group, why in ((luck, "after the move the judge would have made too: dice, a card drawn or the "
                              "play-outs' luck moved it, not your choice"),
                       (quiet, "after the move the judge would have made too, no die rolled: the judge's "
                               "play-outs went worse after it, not your choice"),
                       (other, "not marked, as a fall that size is within what the play-outs' luck can move "
                               "there")):
        if group:
            shown = group[:FALLS_SHOWN]
            listed = ", ".join(f"{j.ply} ({j.p_before:.0%} → {j.p_after:.0%})" for j in shown)
            said.append(f"{'moves' if len(shown) > 1 else 'move'} {listed}, {why}")
    return f" Your chance fell at {'; at '.join(said)}."


GONE = 0.05  # a chance this low, held to the end: the match was decided there (`decided`)


def decided(judgements, names: list[str] | None) -> str:
    """When the player's chance stood under GONE from some move of theirs to the end (of a match they lost), that
    no later move could be marked: a Khedu tester's match sat at 0 % from move 20 on and "no move marked" read as
    "you played fine". "" otherwise (or for a one-seat run, judged by its score)."""
    if not names or "You" not in names:
        return ""
    seat = names.index("You")
    mine = [j for j in judgements if j.seat == seat and j.score_before is None]
    if len(mine) < 2 or mine[-1].p_after >= GONE:
        return ""
    start = len(mine)
    while start > 0 and mine[start - 1].p_before < GONE:
        start -= 1
    if start == len(mine) or start == 0 and mine[0].p_before < GONE:
        return ""  # lost from the first move of theirs on, or only at the very end: nothing to add
    fell = mine[start - 1] if start > 0 and mine[start - 1].p_after < GONE else None
    if fell is not None:  # the player's own move that left it there: "from move 9 on" pointed two moves late (Kona)
        return (f" After move {fell.ply} your chance stood under {GONE:.0%} to the end: the match was decided there "
                "(or before), so no later move of yours could lose more or be marked; look at it and before it.")
    return (f" From move {mine[start].ply} on your chance stood under {GONE:.0%}: the match was decided there, so "
            "no later move of yours could lose more or be marked; look before it.")
