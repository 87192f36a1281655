"""A Konja hint keeps what the hint before it set up (konja16, a blind tester's match): only the Hint goes through
here (hint_sure.SureHintAgent.hint), never the AI seats' own play.

- "Spend the Spirit token on Oodoo: it is ready again", then at once "Merchant: sacrifice Reed Shield, Fie-Ah and
  Oodoo": a Relic the Hint readies is not the one its next move sells (a spent Relic sells for as much).
- "Use Oodoo on the 2 (-1) with Keep ready (1 Power): 2 → 1" spent the last Power for nothing: a card that turns
  one die is advised only with a gain to name (hint_words' bare "2 → 1" is the sign of none).
- The reroll chooser's dice counted over every throw, never breaking a set made safe: hint_exact.py."""

from __future__ import annotations

import random
import re

from baraza.game.core.action import Action
from baraza.game.konja.ai import KonjaAgent, determinise
from baraza.game.konja.hint_exact import ExactRerolls, rerolled_dice, same_card
from baraza.game.konja.hint_words import _gains, one_die
from baraza.game.konja.state import KonjaView

BARE = re.compile(r"\d → \d")  # hint_words._face_words with no gain to name
TRIES = 3  # moves dropped in turn before the Hint settles (each drop re-asks the hint level)


def counted_reroll(agent: KonjaAgent, rules, view: KonjaView, seat: int, legal: list[Action],
                   move: Action, ask) -> Action:
    """A reroll hint's dice chosen over every throw: the dice worth most to reroll with that card, or, when keeping
    the dice is worth as much, the Hint's move (`ask(legal)`) without that card's rerolls."""
    if view.phase != "bones":
        return move
    state = determinise(view, random.Random(repr(view)))
    exact = ExactRerolls(agent.rules, seat, agent._fork,
                         lambda s: agent._bones_value(s, seat, agent.level == "hard"),
                         lambda s, a: not agent._is_random(s, seat, a))
    for _ in range(TRIES):  # a card's rerolls dropped, the next choice may be another card's
        if rerolled_dice(state, seat, move) is None:
            return move
        better = exact.better(state, move, legal)
        if better is not None:
            return better
        legal = [a for a in legal if not same_card(a, move) or rerolled_dice(state, seat, a) is None]
        move = ask(legal)
    return move if rerolled_dice(state, seat, move) is None else Action("end_bones")


def idle_nudge(agent: KonjaAgent, view: KonjaView, move: Action) -> bool:
    """Whether `move` turns one die for nothing the Hint can name: no combination made, no die kept safe, and no
    card after it on that die making one (its words would be a bare "2 → 1")."""
    if view.phase != "bones" or move.kind not in ("use_relic", "play_spell") or not one_die(view, move):
        return False
    if _gains(view, move):
        return False
    return BARE.fullmatch(agent.explain(view, move) or "") is not None


def readied_then_sold(agent: KonjaAgent, view: KonjaView, seat: int, move: Action) -> bool:
    """Whether the Spirit token readies a Relic that the Hint's next move, the Merchant, sacrifices."""
    if view.phase != "ancestor" or move.kind != "use_spirit":
        return False
    agent.rng.seed(repr(view))
    state = determinise(view, agent.rng)
    agent.rules.apply(state, seat, move)
    if state.phase != "ancestor" or agent.rules.decider(state) != seat:
        return False
    after = agent.rules.view(state, seat)
    nxt = agent._hint_after(state, seat, view)
    if nxt != Action("choose_ancestor", ("merchant",)):
        return False
    slots = list(range(len(after.players[seat].relics)))  # the Relics' first slots, as sales shift the rest left
    for a in agent._plan(after, nxt):
        if a.kind == "sell_relic" and a.args[0] < len(slots) and slots.pop(a.args[0]) == move.args[0]:
            return True
    return False


def kept_hint(agent: KonjaAgent, view: KonjaView, seat: int, legal: list[Action], move: Action, ask) -> Action:
    """The Hint's move once a readied Relic's sale and a die turned for nothing are dropped (`ask(legal)`: the Hint's
    move among fewer moves, its rerolls counted)."""
    for _ in range(TRIES):
        if readied_then_sold(agent, view, seat, move):
            legal = [a for a in legal if not (a.kind == "use_spirit" and a.args[0] == move.args[0])]
        elif idle_nudge(agent, view, move):
            legal = [a for a in legal if a != move and not (same_card(a, move) and not _gains(view, a))]
        else:
            return move
        if not legal:
            return move
        move = ask(legal)
    return move
