"""The replay bar's caption: a typed turn, the analysis's verdict or its progress, the move shown with its turn
and mover, and a marked move's mark, the chance it moved and the better move (in the longest wording that reads
whole). Functions of the viewer (scenes/screens/replay.py's ReplayScene), which they only read."""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import re
import threading

import pygame

from baraza.game.core.match import Match
from baraza.game.core.replay import turn_named
from baraza.scenes.event_wait import wake_window
from baraza.scenes.replay.analysis_job import SteadyWords
from baraza.scenes.replay.move_list import step_of
from baraza.scenes.replay.move_rings import better_action
from baraza.scenes.replay.practise_words import mover_names, where_marked
from baraza.scenes.replay.seen_words import better_note, hidden_from
from baraza.scenes.ui import theme

MARK_NAMES = {"inaccuracy": "an inaccuracy", "mistake": "a mistake", "blunder": "a blunder"}

def verdict_words(summary: str, fits) -> str:
    """The analysis's summary as the caption holds it: whole, else its first sentences; where it says where the
    chance fell, that sentence outlives the others (a sentence saying where the dots are took its place beside an
    AI's mark, and a Konja tester whose chance fell 84 -> 0 % read "yours: none" and nothing of the fall), with
    its moves' details cut where it must (`fall_gist`), before the headline alone ("no single move lost enough to
    be marked" alone, its toast gone, read as if nothing had been found: a Khedu tester)."""
    parts = [p.rstrip(".") + "." for p in summary.split(". ") if p.strip()]
    at = next((k for k, p in enumerate(parts) if k and " fell " in p), None)
    prefixes = [" ".join(parts[:k]) for k in range(len(parts) - 1, 1, -1)]
    if at is None:
        tries = [summary, *prefixes]
    else:
        fell, gist = parts[at], fall_gist(parts[at])
        holding = [t for k, t in zip(range(len(parts) - 1, 1, -1), prefixes, strict=True) if k > at]
        tries = [summary, *holding, f"{parts[0]} {fell}", f"{parts[0]} {gist}", fell, gist,
                 *(t for t in prefixes if t not in holding)]
    tries.append(parts[0] if parts else summary)
    return next((t for t in tries if fits(t)), tries[-1])


def fall_gist(sentence: str) -> str:
    """Where the chance fell, the moves' details in brackets cut: "Your chance fell from 84% to 0%, most of it at
    move 102, move 119 and move 123." (each move's words and chances are in the list and on the chart)."""
    while True:
        cut = re.sub(r"\s*\([^()]*\)", "", sentence)
        if cut == sentence:
            return cut
        sentence = cut


def caption(viewer) -> str:
    """The bar's caption: a typed turn, the analysis's verdict or progress, the move shown and its mark."""
    if viewer.typed_turn:
        return f"Go to turn {viewer.typed_turn}: Enter goes there, Esc forgets it."
    if viewer.verdict is not None and viewer.verdict[1] != viewer.ply:
        viewer.verdict = None  # the player moved on
    if viewer.verdict is not None:
        summary = where_marked(viewer.verdict[0], bool(getattr(viewer, "show_moves", True)))
        return verdict_words(summary, lambda t: viewer.bar.caption_fits(viewer.app.fonts, t))
    if viewer.job is not None and viewer.job.running and viewer.job.keeps:
        text = f"Analysing… {progress_words(viewer)}"
        # the move shown stays named beside the progress ("Move 2 of 301" went while it ran: a KROWNIA tester)
        where = f"Move {viewer.ply} of {viewer.replay.plies}" if viewer.ply else "The start"
        wordings = [f"{move_caption(viewer).rstrip('.')} · {text}", f"{where} · {text} (Cancel stops it)",
                    f"{where} · {text}"]
        return next((words for words in wordings if viewer.bar.caption_fits(viewer.app.fonts, words)), text)
    return move_caption(viewer)


def progress_words(viewer) -> str:
    """The running analysis's progress and what is left: "61%, about 20 seconds left"; "92%, checking the marks"
    once every position is judged (its paired looks cost what each move asks: a guess there rose "a few seconds"
    to "about 10 seconds", a blind tester); the percent never 100 before the end (AnalysisJob.percent)."""
    job = viewer.job
    percent = job.percent() if hasattr(job, "percent") else min(99, int(job.progress * 100 + 1e-9))
    if getattr(job, "checking", False):
        return f"{percent}%, checking the marks"
    left = job.seconds_left()
    # "about 0:00 left" at 40 % was a guess run out, not the truth (a Kona playtest): then no guess is said
    sure = left is not None and (left >= 1.0 or job.progress >= 0.9)
    words = time_words(viewer).words(viewer.seconds, left) if sure else ""
    return f"{percent}%, {words} left" if words else f"{percent}%"


def move_caption(viewer) -> str:
    """The move shown: its number, turn and mover, what it did, and its mark with the better move."""
    plies = viewer.replay.plies
    if viewer.ply == 0:
        return f"{viewer.title}: the start. {plies} moves in all; type a turn number and Enter to go there."
    move = viewer.replay.moves[viewer.ply - 1]
    own, other, tail = viewer.replay.others_tail(move, viewer.board.seat)
    names = mover_names(viewer.source)
    if other is not None:  # the next seat's automatic part (its turn starting) is not the mover's: said as such
        own = f"{own} · then automatically, {names[other]}: {tail}"
    # the move's sentence is joined to its mark by " · ": "…empty square. · a blunder" read doubled (kona18)
    stop = "." if own.endswith(".") else ""
    move = dataclasses.replace(move, text=own.removesuffix("."))
    who = names[move.seat]
    # the turn the move was made in, counted as History counts ("turn 5"; krownia22: not "turn 40" of every seat's
    # turns where History said 15) or, in a game counting each player's turns, as its table names it ("turn 5 of
    # Player 2"), from the position before the move (playtest A6: not one behind; a Khedu playtest: not "turn 8"
    # beside the panel's "Turn 5 of 15 for Player 2")
    turn = turn_named(viewer.source.rules, viewer.replay.state_at(viewer.ply - 1))
    # a game counting moves names the move itself: "Move 16 of 16, move 16" said it twice (a Kona playtest)
    turn = "" if turn.lower() == f"move {viewer.ply}" else f", {turn}"
    if turn and not viewer.before_mark:
        turn = turn_ended(viewer, turn)
    turn = steps_words(viewer) + turn  # "Move 105 of 150, step 2 of 4": the list's row reads "104–107"
    if viewer.before_mark and viewer._marked(viewer.ply) is not None:
        return before_mark_caption(viewer, move, who, turn)
    text = f"Move {viewer.ply} of {plies}{turn} · {who}: {move.text}"
    judged = viewer.timeline.judgements
    if judged:
        j = judged[viewer.ply - 1]
        if j.mark:
            text += f" · {mark_words(viewer, j)}{better_said(viewer, j)}"
            return marked_caption(viewer, j, text, f"{who}: {move.text}")
    return text + stop


def marked_caption(viewer, j, text: str, did: str) -> str:
    """A marked move's caption in the longest wording that reads whole: the reason first of all (the move's place
    in the match is on the list and the bar), then the chance it moved, the move's own words going first (they
    are the list's row). An AI's long move and "AI normal's chance of winning stayed at 68%, but…" left its
    caption cut at the chance, with no Why (khedu21)."""
    ply, better = viewer.ply, better_said(viewer, j)
    reason = mark_why(viewer, j)
    full, short = mark_words(viewer, j), mark_words(viewer, j, short=True)
    wordings = []
    for why in why_said(reason):
        # the mark's words name an AI mover ("an inaccuracy by AI normal: its chance…"), so `did` goes first
        wordings += [f"{text}.{why}", f"Move {ply} · {did} · {full}{better}.{why}",
                     f"Move {ply} · {full}{better}.{why}", f"Move {ply} · {short}{better}.{why}"]
    wordings += [f"{text}.", f"Move {ply} · {short}{better}.", f"Move {ply} · {short}."]
    if not reason:
        wordings = [text, *wordings[1:]]
    return next((words for words in wordings if viewer.bar.caption_fits(viewer.app.fonts, words)), text)


def why_said(reason: str | None) -> list[str]:
    """" Why: …." as the caption may say it: whole, then its first part alone (what the move let the other side
    do, before "; instead, …"), so a long Why is cut to its cause rather than dropped (kona19's move 11 showed
    none); [""] when there is no reason."""
    if not reason:
        return [""]
    first = reason.split("; ")[0]
    return [f" Why: {reason}."] + ([f" Why: {first}."] if first != reason else [])


def steps_words(viewer) -> str:
    """", step 2 of 4" for a step of a move of several steps (a KROWNIA trade), as the move list numbers it."""
    step = step_of(viewer.moves.moves, viewer.ply)
    return "" if step is None else f", step {step[0]} of {step[1]}"


def time_words(viewer) -> SteadyWords:
    """The running analysis's time left in steady words (one SteadyWords per analysis, on the viewer's clock)."""
    kept = getattr(viewer, "_time_words", None)
    if kept is None or kept[0] is not viewer.job:
        kept = viewer._time_words = (viewer.job, SteadyWords())
    return kept[1]


def turn_ended(viewer, turn: str) -> str:
    """", turn 39" for a move that ended its turn reads ", the last of turn 39 (now turn 40)": the board shown is
    the position after the move, and its panel already says "Turn 40" (a KROWNIA playtester saw "Move 104 of
    150, turn 39" beside the panel's "Turn 40")."""
    after = turn_named(viewer.source.rules, viewer.replay.state_at(viewer.ply))
    # a game counting each player's turns names the player ("turn 5 of Player 2"): its own count, kept as it is
    if f", {after}" == turn or viewer.ply >= viewer.replay.plies or " of " in turn:
        return turn
    return f", the last of {turn[2:]} (now {after})"


def before_mark_caption(viewer, move, who: str, turn: str) -> str:
    """The position before a marked move: what was played, the mark, the better move and what the rings
    are, in the longest wording that reads whole in the bar ("(ringed: played,…" was cut: playtest)."""
    j, ply, plies = viewer._marked(viewer.ply), viewer.ply, viewer.replay.plies
    rings = viewer.board.rings
    ringed = [] if rings is None else [name for name, spots in (("played", rings.played),
                                                                 ("better", rings.better)) if spots]
    rung = f" (ringed: {', '.join(ringed)})" if ringed else ""
    better = better_said(viewer, j)
    wordings = []
    for why in why_said(mark_why(viewer, j)):
        wordings += [f"Before move {ply} of {plies}{turn} · {who}: {move.text} · {mark_words(viewer, j)}{better}"
                     f"{rung}.{why} Right arrow: the move made.",
                     f"Before move {ply}{turn} · {who}: {move.text} · {mark_words(viewer, j)}{better}{rung}.{why}",
                     f"Before move {ply} · {mark_words(viewer, j)}{better}{rung}.{why}",
                     # an AI's mark kept its chance and Why only in these (khedu21: "Move 6 (ringed: better): an
                     # inaccuracy; better: …" alone, its chance and reason gone)
                     f"Before move {ply} · {mark_words(viewer, j, short=True)}{better}{rung}.{why}",
                     f"Before move {ply} · {mark_words(viewer, j, short=True)}{better}.{why}",
                     f"Before move {ply} · {who}: {move.text} · {MARK_NAMES[j.mark]}{better}{rung}.{why}"]
    wordings += [f"Before move {ply} of {plies}{turn} · {who}: {move.text} · {mark_words(viewer, j)}{better}{rung}. "
                 "Right arrow: the move made.",
                 f"Before move {ply}{turn} · {who}: {move.text} · {mark_words(viewer, j)}{better}{rung}.",
                 f"Before move {ply} · {move.text} · {MARK_NAMES[j.mark]}{better}{rung}."]
    # the last resort names the rings first, so whatever is cut it is not what the board shows
    wordings.append(f"Before move {ply}{rung} · {mark_words(viewer, j, short=True)}{better}.")
    last = f"Move {ply}{rung}: {MARK_NAMES[j.mark]}{better}."
    return next((words for words in wordings if viewer.bar.caption_fits(viewer.app.fonts, words)), last)


def better_said(viewer, j) -> str:
    """"; better: <the judge's move>" as the seat shown may read it (an unfinished match names no hidden card:
    seen_words.py), or nothing when the analysis names no better move, or one worded as the move played (a
    KROWNIA tester; an analysis kept from before the words told two such moves apart)."""
    return better_note(viewer.replay.match, viewer.board.seat, j)


def mark_why(viewer, j) -> str | None:
    """Why the move was marked, in the game's words (its analysis module's optional `mark_reason(rules, state,
    seat, action, better)`: a blind tester saw "a blunder" on a song in a won fight and could not tell why), or
    None (also until it is worked out). Worked out once for every mark of the judgements shown, on a thread of its
    own with its own copy of the match (a Kona Why runs the solver, about 0.15 s a mark: never on the frame); the
    window is woken when they are there."""
    if hidden_from(viewer.replay.match, viewer.board.seat, j.seat):
        return None  # reasoned from the mover's hand, hidden while the match can be continued (krownia17)
    judged = viewer.timeline.judgements
    kept = getattr(viewer, "_mark_whys", None)
    if kept is None or kept[0] is not judged:
        kept = viewer._mark_whys = (judged, {})
        gains = viewer._mark_gains = (judged, {})
        marked = [m for m in judged or () if m.mark]
        if marked:
            threading.Thread(target=_work_out_whys, args=(viewer.source.game, viewer.replay.match, marked, kept[1],
                                                          gains[1]), name="baraza-mark-whys", daemon=True).start()
    return kept[1].get(j.ply)


def mark_gain(viewer, j) -> str | None:
    """What the better move would have kept, in the game's words, where the chance shown cannot say it (its
    analysis module's optional `mark_gain(rules, state, seat, action, better)`: "kept 3 more Cloud points"; a
    tester read "stayed at 0%, but the better move would have gained more" and could not tell what), or None
    (also until the marks' thread has worked it out: `mark_why`)."""
    kept = getattr(viewer, "_mark_gains", None)
    if kept is None or kept[0] is not viewer.timeline.judgements:
        return None
    return kept[1].get(j.ply)


def _work_out_whys(game: str, shown: Match, marked: list, whys: dict, gains: dict | None = None) -> None:
    """On its thread: every mark's reason into `whys` (ply: words or None), and what its better move would have
    kept into `gains` where the game words it, then the window woken."""
    from baraza.game.registry import GAMES

    try:
        module = importlib.import_module(GAMES[game] + ".analysis")
    except (ImportError, KeyError):
        return
    reason = getattr(module, "mark_reason", None)
    if reason is None:
        return
    gain = getattr(module, "mark_gain", None)
    match = shown.copy_at(len(shown.records))  # its own: the frame reads the shown one meanwhile
    for j in marked:
        try:
            state = match.state_at(j.ply - 1)
            record = match.records[j.ply - 1]
            better = better_action(match.rules, state, record.seat, j.best)
            if gain is not None and gains is not None:
                gains[j.ply] = gain(match.rules, state, record.seat, record.action, better)
            # the reply the match saw, for a game whose words can look deeper at it (Kona: a move proven lost only
            # further on, by the analysis's walk back, had no Why)
            later = match.records[j.ply] if j.ply < len(match.records) else None
            answered = {"answered": later.action} if later is not None and later.seat != record.seat \
                and "answered" in inspect.signature(reason).parameters else {}
            whys[j.ply] = reason(match.rules, state, record.seat, record.action, better, **answered)
        except Exception:  # noqa: BLE001 - a reason the game cannot word leaves the mark's numbers, never a crash
            whys[j.ply] = None
    wake_window()


def mark_words(viewer, j, short: bool = False) -> str:
    """A marked move and the chance it moved for its mover, saying whose chance it is (the chart read "You:
    chance of winning" beside an AI's mark: H5); `short`: "an inaccuracy by AI normal: its chance stayed at 68%
    (the better move: about 69%)", for a caption the longer words leave cut."""
    names = mover_names(viewer.source)
    # the mover's own chance, whoever the chart follows: a KROWNIA tester read "an inaccuracy by AI normal (Blue):
    # your chance of winning 0% → 0%", a mark that seemed to cost nothing
    seat = j.seat
    followed = seat == viewer.timeline.seat
    whose = f"{names[seat]}'s"
    by = "" if followed else f" by {names[seat]}"
    if names[seat] == "You":
        # "by You: your chance" while the chart followed the AI read as the AI's chance (Kona playtest): the
        # player's own colour names it then
        colour = viewer.source.seat_names()[seat]
        whose = "your" if followed else f"{colour}'s"
        by = by and f" by You ({colour})"
    gained = mark_gain(viewer, j)
    chance = (f"{whose} chance of winning "
              f"{chance_moved(j.chances_before[seat], j.chances_after[seat], j.p_better, gained=gained)}")
    if short:
        whose = "its" if by and names[seat] != "You" else whose
        chance = f"{whose} chance {chance_moved(j.chances_before[seat], j.chances_after[seat], j.p_better, True, gained)}"
    if j.score_before is not None and j.score_after is not None:
        # a solo run is marked by its expected final score, which its chart shows: "chance of winning 100% →
        # 100%" beside "a mistake" read as a mark for nothing (a Khedu run's record)
        chance = f"{whose} expected final score {j.score_before:.0f} → {j.score_after:.0f}"
    return f"{MARK_NAMES[j.mark]}{by}: {chance}"



def chance_moved(before: float, after: float, better: float | None = None, short: bool = False,
                 gained: str | None = None) -> str:
    """"58% → 41%"; where the chance shown rose or stayed level, said so, with what the better move would have
    reached: "an inaccuracy: 58% → 61%" read as a mark on a move that gained (a KROWNIA tester's hoarding turn),
    though the paired play-outs found the better move gained more. `short`: "stayed at 68% (the better move:
    about 69%)". `gained`: what the better move would have kept, in the game's words (`mark_gain`), said where no
    chance reached is: "stayed at 0%, but the better move would have kept 3 more Cloud points"."""
    said_before, said_after = f"{before:.0%}", f"{after:.0%}"
    if int(said_after[:-1]) < int(said_before[:-1]):
        return f"{said_before} → {said_after}"
    moved = f"rose {said_before} → {said_after}" if said_after != said_before else f"stayed at {said_after}"
    reached = None if better is None else f"{min(1.0, better):.0%}"
    if reached is not None and int(reached[:-1]) > int(said_after[:-1]):
        return f"{moved} (the better move: about {reached})" if short else \
            f"{moved}, but the better move would have reached about {reached}"
    if gained:  # where no chance reached says it (a match decided either way): the game's words
        return f"{moved} (the better move: {gained})" if short else f"{moved}, but the better move would have {gained}"
    if said_after == "100%":  # no move gains more than a won game: the mark's Why says what was missed (kona17)
        return moved
    return f"{moved} (the better move gained more)" if short else f"{moved}, but the better move would have gained more"


def chart_who(viewer) -> str:
    """Whose chance the chart follows, named: "You", or "Red (you)" while the board is shown for another view (a
    KROWNIA tester read "You: chance of winning" in Spectator view and could not tell whose it was)."""
    seat = viewer.timeline.seat
    who = mover_names(viewer.source)[seat]
    if who == "You" and viewer.board.seat != seat:
        return f"{viewer.source.seat_names()[seat]} (you)"
    return who


def toast_rect(viewer) -> pygame.Rect:
    """Where the app draws the viewer's toasts: over the caption line in the bar, taller (up over the board) only
    as far as the newest needs to read whole; never over the chart's title ("No blunder or mistake…" covered it)
    or the buttons, and, grown over the board, never over the move list (a Kona tester's row 8 read "rmal:
    Black moved…" under "Analysis done…")."""
    fonts, bar = viewer.app.fonts, viewer.bar
    right = bar.caption_right or theme.LOGICAL_SIZE[0] - 12  # clear of Cancel while the analysis runs
    rect = pygame.Rect(12, bar.rect.y + 2, right - 12, 44)
    text = viewer.app.toasts[-1].text if viewer.app.toasts else ""

    def cut(box: pygame.Rect) -> bool:
        return bool(theme.fit_lines(fonts, text, box.inflate(-28, -16).size, 17, "bold")[2])

    if viewer.show_moves and cut(rect):  # it grows up beside the list, not over its left edge
        rect.w = min(rect.w, viewer.moves.rect.x - 8 - rect.x)
    while rect.y > 12 and cut(rect):
        rect.y, rect.h = rect.y - 10, rect.h + 10
    return rect
