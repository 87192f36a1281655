"""A fight whose dice are rolled and whose outcome no choice left can change, and the bar right after a fight.

Blind tester (2 players): ten "Resolve" presses in one match decided nothing, five of them beside the bar's own
"already the best the dice can make". When every equal-dice choice still open leaves the same side winning, the
table resolves the fight for the player as soon as the dice stand (`SettledFight`, an answerer of the table's
answered-for-you part, scenes/table/answered.py), says so in the log (`settled_line`) and arms the press hold over the go-on slot, as it does for a No Cadence that
nothing could change; Roll alone is rolled for the player after a beat (lone_roll.py); in a lesson the learner still
presses Resolve.

Right after a fight End turn keeps the go-on slot, as everywhere (moved left of it, it stood where "Sing no more this
fight" came next: khedu16); the press hold, armed by a Resolve pressed or given there, holds its click."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.match import LogLine, MoveRecord
from baraza.scenes.table.answered import Answer, Answerer
from baraza.scenes.table.press_hold import hand_moves

# the log's words before the result of a fight the table resolved for the player (no choice could change it)
SETTLED_WORDS = "Settled by the dice, resolved for you:"


def outcome_settled(view, legal: list[Action]) -> bool:
    """Whether the rolled dice decide the fight whatever equal-dice choices are still made: the lowest and the
    highest totals the open choices reach leave the same side winning, or the viewer's own side wins as the dice
    stand (own_side_wins)."""
    c = view.combat
    if c is None or c.step != "adjust" or Action("resolve") not in legal or not c.dice:
        return False
    hi, lo = max(c.dice), min(c.dice)
    up = down = 0
    for action in legal:
        if action.kind != "adjust":
            continue
        value, choice = action.args
        n = c.dice.count(value)
        if choice == "high":
            up += n * (hi - value)
        else:
            down += n * (value - lo)
    if (c.total - down >= c.defence) == (c.total + up >= c.defence):
        return True
    return own_side_wins(view)


def own_side_wins(view) -> bool:
    """Whether the fight as it stands is won by the side of the viewer's own unit, the other side holding none of
    theirs: the choices left could only make their own unit lose (blind tester: "17 vs 10 is already the best the
    dice can make… Press Resolve" beside dice that could only be lowered). With a unit on both sides, or none,
    losing may be wanted: the choice stays theirs."""
    c = view.combat

    def own(unit) -> bool:
        return unit.where[0] == "cadre" and unit.where[1] == view.viewer

    attacker, defender = own(c.attacker), own(c.defender)
    if attacker == defender:
        return False
    return (c.total >= c.defence) == attacker


def settled_answer(prompt, view) -> Action | None:
    """Resolve, when the table gives it for the player now (outside a lesson, not right after an undo that went back
    to these dice): the press hold is armed over the prompt bar's go-on slot, where the player's pointer was for
    Roll."""
    table = prompt.ctx.table
    if table.answered.held_back():  # a lesson, or the undone fight (scenes/table/answered.py)
        return None
    if not outcome_settled(view, table.legal_actions()):
        return None
    prompt.sync(view)
    slot = prompt.buttons[-1] if prompt.buttons else None  # the go-on slot: Best, or Resolve alone
    if slot is not None and slot.text.startswith(("Best", "Lowest", "Resolve")):
        prompt.press_hold.answered(slot.rect, slot.text, table.clock.t)
    prompt.spot.brought(hand_moves(table.match))  # the dice button that settled it keeps its spot (pressed_spot.py)
    return Action("resolve")


def settled_line(record: MoveRecord, line: LogLine) -> str | None:
    """The log line of a fight the table resolved for the player (`record`), saying so; None for its other lines."""
    first = next((e for e in record.events if e.kind == "combat_result"), None)
    if first is None or first.text != line.text:
        return None
    d = first.data  # "Total 15 against 17: X defeats Y." said as "…: X defeats Y, 15 vs 17." (short enough to recap)
    result = line.text.split(": ", 1)[-1].rstrip(".")
    return f"{SETTLED_WORDS} {result}, {d['total']} vs {d['defence']}."


class SettledFight(Answerer):
    """Resolve for the player when no choice left can change the fight (settled_answer); its log line, worded from
    the fight's result (settled_line)."""

    name = "settled"

    def __init__(self, prompt) -> None:
        self.prompt = prompt

    def answer(self, table, view) -> Answer | None:
        action = settled_answer(self.prompt, view)
        return None if action is None else Answer(action)

    def log_line(self, record: MoveRecord, line: LogLine, kept: str | None) -> str | None:
        return settled_line(record, line)
