"""Khedu's log lines in fewer words, for the "While you waited" recap when its panel is too small for them whole
(the shared recap's `recap_short` hook, scenes/table/recap.py). Khedu's recap sits under a grown turn panel and
had one row: "Player 2 spends 1 Influence to…", "Chieftain falls and goes face…" (blind tester, issue 41). And which
lines it tells a seat at all (`told_in_recap`): the others' doings, not the seat's own."""

from __future__ import annotations

from baraza.game.core.match import LogLine, Match
from baraza.game.khedu.describe import meditation_purpose

# what befell a seat's units in another's fight, told though the event is the seat's: its unit fell, or held and won
TOLD_OF_OWN = frozenset({"unit_defeated", "reward"})


def told_in_recap(match: Match, line: LogLine, seat: int) -> bool:
    """Whether the recap tells `seat` this line (the shared recap's `recap_tells` hook): not what the seat itself
    did or the rules did for it (its turn begun, its bonus, its hand refilled: a tester read "Player 1 begins turn
    2 · refills the hand" under "While you waited"), but what the others did and what befell its units."""
    if not 0 <= line.move_index < len(match.records):
        return True
    event = next((e for e in match.records[line.move_index].events if e.text == line.text), None)
    return event is None or event.seat != seat or event.kind in TOLD_OF_OWN


MEDITATION_MOVES = frozenset({"bind_cadence", "med_replenish", "med_eternal", "med_clan", "med_redraw"})


def meditation_line(match: Match, line: LogLine) -> str | None:
    """A Meditation turn's line with what it was taken for, once its options are played: "Player 2 takes a
    Meditation turn to use Sunken Temples and draw a new hand." (the table's `log_text`, for the log and the
    recap: "takes a Meditation turn" alone told a tester nothing of why the AI left an attack, khedu23). Worded
    from the options' own events, never from a hand; None for any other line."""
    if not 0 <= line.move_index < len(match.records) or not line.text.endswith(" takes a Meditation turn."):
        return None
    record = match.records[line.move_index]
    if record.action.kind != "meditate":
        return None
    events = []
    for later in match.records[line.move_index + 1:]:
        if later.seat != record.seat or later.action.kind not in MEDITATION_MOVES:
            break
        events += later.events
    purpose = meditation_purpose(events)
    return f"{line.text[:-1]} to {purpose}." if purpose else None


def short_line(match: Match, line: LogLine) -> str | None:
    """`line` said shorter, from the event that wrote it (its kind and numbers; names as its own text gives them:
    a table reads views, never the state); None when it has no shorter telling."""
    if not 0 <= line.move_index < len(match.records):
        return None
    event = next((e for e in match.records[line.move_index].events if e.text == line.text), None)
    if event is None:
        return None
    who = f"Player {event.seat + 1}" if event.seat is not None else ""  # as the log's own lines name them
    text, d, kind = line.text, event.data, event.kind
    if kind == "place" and " to place " in text:
        return f"{who} places {text.split(' to place ', 1)[1].split(' in the Cadre')[0]}."
    if kind == "unit_defeated" and " falls" in text:
        return text.split(" falls")[0] + " falls."
    if kind == "first_turn_bonus" and " bonus:" in text:
        return text.split(" bonus:")[0] + " bonus."
    if kind == "cadence_done":
        return f"{who}: no Cadence."
    if kind == "cadence_played" and " (" in text:
        return text.split(" (")[0] + "."
    if kind == "dice_rolled":
        return f"{who} rolls {', '.join(str(v) for v in d.get('dice', ()))}."
    if kind == "combat_result" and ": " in text:
        return f"{text.split(': ', 1)[1].rstrip('.')}, {d.get('total')} vs {d.get('defence')}."
    if kind in ("combat_declared", "desert_cadence"):
        cut = text.split(" (to pay")[0].split(" beside ")[0].rstrip(".")
        return cut + "." if cut != text.rstrip(".") else None
    if kind == "last_turn" and d.get("behind"):  # why, kept: it read as the AI ending its game for nothing (khedu22)
        return f"{who}: last Influence, {d['behind']} behind, a long shot."
    if kind == "turn_start":
        return f"{who}'s turn."
    if kind == "draw" and "count" in d:
        return f"{who} draws {d['count']} card{'' if d['count'] == 1 else 's'}."
    return None


SONG_KINDS = ("cadence_played", "cadence_done")
MERGED_MOST = 56  # characters a merged line may take: two rows of the recap at 100 % (else "sings N Cadences")


def merged_songs(match: Match, lines: list[LogLine], given: set[int] = frozenset()) -> str | None:
    """A run of one seat's Cadence moves told as one line (the shared recap's `recap_merge` hook): "Player 2 sings
    Whitesand Ballad twice, then passes." The recap, too small for three lines, told only the last, "Player 2 passes
    this Cadence round", after the AI had sung two or three Cadences (2-player blind tester). None when the lines
    are not that (a move the table made for the player, `given`, keeps its own words)."""
    events = []
    for line in lines:
        if line.move_index in given or not 0 <= line.move_index < len(match.records):
            return None
        event = next((e for e in match.records[line.move_index].events if e.text == line.text), None)
        if event is None or event.kind not in SONG_KINDS or event.seat is None:
            return None
        events.append(event)
    songs = [e.text.split(" sings ", 1)[-1].split(" (")[0] for e in events if e.kind == "cadence_played"]
    if len({e.seat for e in events}) != 1 or not songs or any(e.kind == "cadence_done" for e in events[:-1]):
        return None
    counted = {name: songs.count(name) for name in songs}  # in the order sung
    said = [name if n == 1 else f"{name} {'twice' if n == 2 else f'{n} times'}" for name, n in counted.items()]
    sung = said[0] if len(said) == 1 else ", ".join(said[:-1]) + " and " + said[-1]
    last = events[-1]
    then = "" if last.kind != "cadence_done" else (", then passes" if "passes" in last.text else ", then no more")
    who = f"Player {last.seat + 1}"
    text = f"{who} sings {sung}{then}."
    if len(text) > MERGED_MOST:
        text = f"{who} sings {len(songs)} Cadences{then}."
    return text
