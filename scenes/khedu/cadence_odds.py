"""A Cadence window where no Cadence the player holds could change the fight: the table answers No Cadence for them.

A mouse player was asked "No Cadence" in fights at more than 91 % (or under 1 % with their own hero attacked), where
every song they held moved the odds by less than a point (khedu16). When no Cadence the player may sing for their own
side (or for a side, in a fight of others) moves the chance of the fight by a point or more, and none could earn a
helper's achievement, No Cadence is their answer: the table gives it (`odds_answer`, the table's standing answer, never
in a lesson nor right after an undo that went back to the window), a toast says why and so does the log (`odds_line`)."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.odds import CADENCE_EFFECT
from baraza.scenes.khedu.clicks import helpful_kind
from baraza.scenes.khedu.fight_words import feat_in_reach
from baraza.scenes.khedu.layout import mat_seat

MOVES_THE_ODDS = 0.01  # a Cadence that moves the fight's chance by a point or more is worth asking about
ODDS_LINE = "No Cadence you held could change the odds: the table said No Cadence for you."
ODDS_WORDS = "No Cadence you hold would change this fight's odds by a point: the table answered No Cadence for you."


def odds_unmoved(view, seat: int, legal: list[Action], data) -> bool:
    """Whether No Cadence is open and no Cadence `seat` may sing for its side moves the chance by MOVES_THE_ODDS."""
    c = view.combat
    if c is None or c.step != "cadences" or Action("cadence_done") not in legal:
        return False
    helps = helpful_kind(view, seat)
    before = win_probability(c.attack_dice, c.bonus, c.defence)
    for action in legal:
        if action.kind != "cadence":
            continue
        cadence = view.players[seat].ensemble[action.args[0]]
        if cadence.key not in CADENCE_EFFECT or feat_in_reach(view, seat, cadence.kind, data):
            return False  # a song whose worth this cannot weigh, or one towards an achievement: the player's call
        if helps is not None and cadence.kind != helps:
            continue  # it only helps the other side
        dd, db, df = CADENCE_EFFECT[cadence.key]
        after = win_probability(max(1, c.attack_dice + dd), c.bonus + db, c.defence + df)
        if abs(after - before) >= MOVES_THE_ODDS:
            return False
    return True


def odds_answer(prompt, view, answered: set[int]) -> Action | None:
    """No Cadence, when the table gives it for the player now as no song moves the odds; its record's index joins
    `answered`."""
    table = prompt.ctx.table
    if table.tutorial is not None or len(table.match.records) == prompt.undone_at:
        return None
    if not odds_unmoved(view, mat_seat(view), table.legal_actions(), prompt.data):
        return None
    answered.add(len(table.match.records))  # the index the answer's record takes
    table.app.toast(ODDS_WORDS, 4, key="answered")
    return Action("cadence_done")


def odds_line(match, answered: set[int], line, seat: int) -> str | None:
    """The log line of a No Cadence the table gave `seat` because no song could move the odds; None for others."""
    index = line.move_index
    if index not in answered or not 0 <= index < len(match.records):
        return None
    record = match.records[index]
    if record.seat != seat or record.action.kind != "cadence_done" or not record.events \
            or record.events[0].text != line.text:
        return None
    return ODDS_LINE
