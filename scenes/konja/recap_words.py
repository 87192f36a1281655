"""Konja's log lines in fewer words, for "While you waited" (the shared recap's `recap_short` hook,
scenes/table/recap.py): a recap too small for a line whole tells it this way rather than cut with "…". At 150 %
text "Kofi's red 6 replaces Nia's…" and "Favour: Kofi sacrifices 1 Gol…" were all a keys-only tester read.

Read from the line's own words (the names and numbers as the log gives them); None when a line has no shorter
telling.

And the red dice a player threw, told again where the log says they came to nothing (the table's `log_text`
hook): the recap leaves out the player's own move, the roll itself, so "While you waited" told a Storm Veil
cancelling "the red 4" and the dice ignored without what the player had rolled (blind tester, konja16).
"""

from __future__ import annotations

import re

from baraza.game.core.match import LogLine, Match

_SHORTER = (
    (re.compile(r"^(.+)'s red (\d) replaces (.+)'s green (\d)\.$"), r"\1's red \2 took \3's \4."),
    (re.compile(r"^Favour: (.+) sacrifices \d+ Gold to flip a \d-point Cloud to (\d+) points\.$"),
     r"\1 flips a Cloud to \2 points."),
    (re.compile(r"^Blessing: (.+) sacrifices \d+ Gold to summon a (\d-point Cloud)\.$"), r"\1 summons a \2."),
    (re.compile(r"^Favour: (.+) sacrifices (.+) for (\d+) Gold\.$"), r"\1 sacrifices \2 for \3 Gold."),
    (re.compile(r"^(.+) exchanges .+ for (.+)\.$"), r"\1 takes \2."),
    (re.compile(r"^Blessing: (.+) already holds \d+ Spells and draws none\.$"), r"\1 draws no Spell."),
    (re.compile(r"^(.+) (cast|used) ([^(:]+?)(?: \([^)]*\))?: .+$"), r"\1 \2 \3."),
)


def short_line(line: LogLine) -> str | None:
    """`line` told in fewer words, or None."""
    for pattern, words in _SHORTER:
        if pattern.match(line.text):
            return pattern.sub(words, line.text).replace("!.", "!")  # "Kofi used At!", not "At!."
    return None


_IGNORED = ("No red die beats a die it may replace: the red dice are ignored.",
            "unused red dice are ignored.")


def red_told(match: Match, line: LogLine, seat: int | None) -> str:
    """`line` as `seat` reads it: where its own red dice came to nothing, with what they showed."""
    if seat is None or not line.text.endswith(_IGNORED):
        return line.text
    for record in reversed(match.records[:line.move_index + 1]):
        roll = next((e for e in record.events if e.kind == "roll_red"), None)
        if roll is not None:
            if roll.seat != seat or not roll.data.get("red"):
                return line.text
            shown = " and ".join(str(v) for v in roll.data["red"])
            return f"{line.text[:-1]} ({match.seat_names()[seat]} rolled red {shown})."
    return line.text
