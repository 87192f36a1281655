"""What the replay may say of another seat's marked move while the match can still be continued: the judge saw
every hand, so its "better" move for an AI may name a card the player never saw ("better: Play Year of Plenty"
beside a match the player could go back to: krownia17). For an unfinished match of a game with hidden
information, read through another seat's eyes, the better move is worded as that seat sees it
(`Rules.describe_action_seen_by`), its ring is drawn only where those words hide nothing, and the game's Why
(reasoned from the mover's hidden hand) is not said. A finished match hides nothing: the judge's words stand."""

from __future__ import annotations

import weakref

from baraza.game.core.analysis_judgement import MoveJudgement
from baraza.game.core.match import Match
from baraza.game.registry import get_game
from baraza.scenes.replay.move_rings import better_action

# per match (by id, dropped with it: a Match is a dataclass, unhashable): (seat shown, move, judge's words) -> the
# words that seat may read, worked out once (the caption asks every frame, the list each time it is laid out)
_SEEN: dict[int, dict[tuple, str | None]] = {}


def hidden_from(match: Match, shown: int | None, mover: int) -> bool:
    """Whether `mover`'s moves may hide something from the seat `shown` (None: a spectator): the match can still
    be continued, the game hides cards, and the table is not shown through the mover's own eyes."""
    if shown == mover or match.is_over():
        return False
    try:
        return get_game(match.game).hidden_information is not False
    except KeyError:  # a game not registered (a test's own rules): treated as hiding, which is the safe side
        return True


def better_seen(match: Match, shown: int | None, j: MoveJudgement) -> str | None:
    """The judge's better move for mark `j` as the seat `shown` may read it: the judge's words where nothing is
    hidden, else the game's words for that seat, or None (not worded without telling what is hidden)."""
    if not j.best or not hidden_from(match, shown, j.seat):
        return j.best
    kept = _SEEN.get(id(match))
    if kept is None:
        kept = _SEEN[id(match)] = {}
        weakref.finalize(match, _SEEN.pop, id(match), None)
    key = (shown, j.ply, j.best)
    if key not in kept:
        kept[key] = _worded(match, shown, j)
    return kept[key]


def _worded(match: Match, shown: int | None, j: MoveJudgement) -> str | None:
    rules = match.rules
    try:
        state = match.state_at(j.ply - 1)
        action = better_action(rules, state, j.seat, j.best)
        if action is None:
            return None  # the judge's words match no move here: nothing can be said of it safely
        return rules.describe_action_seen_by(state, j.seat, action, shown)
    except Exception:  # noqa: BLE001 - a position the game cannot word: no better move named, never a crash
        return None


def better_note(match: Match, shown: int | None, j: MoveJudgement) -> str:
    """"; better: <move>" as the seat `shown` may read it, or nothing when the analysis names no better move or
    one worded as the move played ("better: Move the Pirate to the hills 6" beside that very move read as a fault
    in the judge: a KROWNIA tester)."""
    if not j.best or j.best == j.action:
        return ""
    seen = better_seen(match, shown, j)
    return f"; better: {seen}" if seen else ""


def better_hidden(match: Match, shown: int | None, j: MoveJudgement) -> bool:
    """Whether the judge's better move tells the seat `shown` something hidden from it (its words differ from
    the judge's): then no ring marks where it would be made."""
    return bool(j.best) and better_seen(match, shown, j) != j.best
