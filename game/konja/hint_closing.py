"""A win this turn in a Konja hint: the judge's search of a turn that may end the match, asked by the Hint too.

A blind tester (round 14) stood at 18 of 21, second to play, with 5 3 1 1 3, Shape Bone, Tilt, Barter, Oodoo ready
and Bone Flute: Shape Bone, Oodoo twice, Tilt and Bone Flute make five 3s, one safe, a Cloud the red dice cannot
stop, 21 points and the match over at once. The Hint advised Barter (Magick for Gold), which left no Magick for
Shape Bone: the AI's choice weighs holdings, not the match ending this turn. A separate search of certain card
lines was too slow and missed it; the analysis already searches such a turn (analysis_last.LastTurnSearch, with the
goal of reaching the target in a closing turn), so the Hint asks the same search and takes its line where it wins
clearly more often than the AI's move. Only the Hint goes through here (hint_sure.py), never the AI seats; it runs
on the AI worker like every hint, its cost bounded by the search's visit budget (no clock)."""

from __future__ import annotations

import random
from dataclasses import dataclass

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.ai import determinise
from baraza.game.konja.analysis_last import AFTER_ROLL, LastTurnSearch, closing_turn, last_turn_state
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import KonjaState, KonjaView

HINT_VISITS = 3000  # the search's positions per hint: what the analysis gets for 0.5 s (~1 s CPU, found the tester's)
SURE = 1.0 - 1e-9  # a search's chance this high is a sure line (its weighed throws sum to 1 within rounding)
# In the match's last turn the search reads the whole chance, so a line this much likelier beats the AI's move
LAST_MARGIN = 0.10
# In a closing turn it reads only the chance to win in this turn (a turn short of the target counts nothing, though
# the match goes on): the AI's move may keep more for the turns after, so the line must be far likelier to win now
CLOSING_MARGIN = 0.25
LINE_STEPS = 8  # cards named in a line at most
UNSURE = ("reroll", "reroll_low", "violet_roll", "discard_draw", "take_relic")  # effects whose outcome is drawn
CARDS = ("use_relic", "play_spell", "use_spirit")


@dataclass(frozen=True)
class ClosingPick:
    """The search's first step where it beats the AI's move clearly, and what the line needs to be worded."""

    move: Action
    chance: float  # the turn player's chance to win with it (in this turn, for a closing turn)
    last: bool  # the match's last turn (else a closing turn)
    state: KonjaState  # the position searched (the view determinised), for walking the line
    search: LastTurnSearch  # its search, whose tables of end values the walk reuses (keyed by the dice, not the position)


def searched_turn(view: KonjaView, seat: int) -> bool:
    """Whether the Hint asks the search here: the player's own decision after the roll in a turn that may end the
    match (before the roll the search only follows the hard level's choices, so it adds nothing there)."""
    return (view.turn_seat == seat and view.acting_seat == seat and view.phase in AFTER_ROLL
            and not view.over)


def closing_pick(rules: KonjaRules, view: KonjaView, seat: int, legal: list[Action],
                 ai_move: Action) -> ClosingPick | None:
    """The search's move when it wins clearly more often than `ai_move` (a sure line, or by the margin); else None.
    Outside a closing or last turn no search runs (the checks read the position only)."""
    if len(legal) < 2 or not searched_turn(view, seat):
        return None
    state = determinise(view, random.Random(repr(view)))  # seeded by the view: the same advice every time asked
    last = last_turn_state(state)
    if not last and not closing_turn(state):
        return None
    search = LastTurnSearch(budget=HINT_VISITS, rules=rules)
    chance, best, values = search.judge(state)
    theirs = values.get(ai_move, 0.0)
    if theirs >= SURE:  # the AI's move is on a sure line too: kept (the analysis names the Hint's move where it is
        return ClosingPick(ai_move, theirs, last, state, search)  # as good), worded as sure like the line found
    if best is None or best == ai_move or best not in legal or chance < theirs + 1e-9:
        return None
    if chance >= SURE or chance >= theirs + (LAST_MARGIN if last else CLOSING_MARGIN):
        return ClosingPick(best, chance, last, state, search)
    return None


def _certain(state: KonjaState, seat: int, action: Action) -> bool:
    """A card use that draws nothing (no die thrown, no card drawn): the line after it is known."""
    if action.kind == "play_spell":
        return cards.spells()[action.args[0]].effect not in UNSURE
    if action.kind == "use_relic":
        card = cards.relics()[state.players[seat].relics[action.args[0]].card]
        return card.side(state.shayka != "off")[0] not in UNSURE
    return action.kind == "use_spirit"


def _name(state: KonjaState, seat: int, action: Action) -> str:
    if action.kind == "use_spirit":
        return "the Spirit token"
    if action.kind == "play_spell":
        return cards.spells()[action.args[0]].name
    return cards.relics()[state.players[seat].relics[action.args[0]].card].name


def line_names(rules: KonjaRules, pick: ClosingPick, seat: int) -> list[str]:
    """The cards of the search's line from `pick` on, in the order played, up to the end of the Bones phase or a
    card whose outcome is drawn (named, the rest unknown). Each step after the first is the search's best from the
    position the line reached (a sure line stays sure at every step)."""
    state, move, names = pick.state.clone(random.Random(0)), pick.move, []
    for _ in range(LINE_STEPS):
        if move is None or move.kind not in CARDS:
            break
        names.append(_name(state, seat, move))
        if not _certain(state, seat, move):
            break
        rules.apply(state, seat, move)
        if state.phase != "bones" or rules.decider(state) != seat:
            break
        move = pick.search.judge(state)[1]
    return names


def _joined(names: list[str]) -> str:
    """"Tilt, then Barter, Oodoo twice and Bone Flute": a card used again at once counted, not repeated."""
    runs: list[list] = []
    for name in names:
        if runs and runs[-1][0] == name:
            runs[-1][1] += 1
        else:
            runs.append([name, 1])
    said = [n if k == 1 else f"{n} twice" if k == 2 else f"{n} {k} times" for n, k in runs]
    if len(said) == 1:
        return said[0]
    rest = said[1:]
    return f"{said[0]}, then " + (rest[0] if len(rest) == 1 else ", ".join(rest[:-1]) + " and " + rest[-1])


def closing_words(rules: KonjaRules, pick: ClosingPick, seat: int) -> str:
    """"this wins the match: Tilt, then Barter, Shape Bone, Oodoo twice and Bone Flute" (the red dice counted)."""
    if pick.chance >= SURE:  # a closing or last turn: a win in it is the match's (a tester asked to be told so)
        head = "this wins the match"
    else:
        percent = round(100 * pick.chance)
        article = "an" if percent in (8, 11, 18) or 80 <= percent <= 89 else "a"  # "an 83 %", said "eighty-three"
        head = f"{article} {percent} % chance to win {'the match' if pick.last else 'this turn'}"
    names = line_names(rules, pick, seat)
    # a line of one card is the Hint's own move, which its words name already ("…: Fie-Ah" read as a stray word)
    return f"{head}: {_joined(names)}" if len(names) > 1 else head
