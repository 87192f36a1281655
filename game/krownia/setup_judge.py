"""A setup village judged by the board alone: how much a corner produces, against the best open corner.

A blind tester put a setup village on a coast corner touching one land tile (hills 2): the chart read 28 % before
and after and nothing was marked. The judge's play-outs cannot see a setup corner's worth: they stop two rounds on
and are scored by the learned standing, which barely tells a seat's 12-roll corner from its 1-roll one (log-odds
-1.32 against -1.34 at the first roll of that match) while the rivals' own placements move it more, so the paired
look put the 1-roll corner 0.02 *ahead* of the 12-roll one (217 pairs) and the named fault was never vouched.

Here a corner's static worth is its production, pips (rolls in 36 paying each tile) times a bonus for each kind of
resource past the first, plus a little for a harbour; a setup village whose corner is worth at most SURE_SHARE of
the best open corner's, and is a named poor corner (mark_words.poor_setup_corner: its Why in rolls in 36), is
marked whatever the play-outs say. Deterministic and cheap: a few dozen corners summed.
"""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Any

from baraza.game.core.action import Action
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    DESERT,
    HARBOUR_ANY,
    PIPS,
    RESOURCES,
    SETUP_ROAD,
    SETUP_VILLAGE,
    TERRAIN_RESOURCE,
    TERRAINS,
)
from baraza.game.krownia.mark_words import poor_setup_corner

VARIETY = 0.2  # each kind of resource past the first adds this share: a village's cards must buy mixed builds
HARBOUR_ANY_WORTH, HARBOUR_TWO_WORTH = 1.0, 1.5  # a 3:1 or 2:1 harbour, in pips: worth a little, never a corner
# a setup village on a corner worth at most this share of the best open one's is marked from the board alone: the
# tester's hills 2 (1) beside forest 6, fields 9, pasture 10 (16.8); a corner near as good as the best never is
SURE_SHARE = 0.5
MISTAKE_SHARE = 0.2


def corner_worth(state: Any, c: int) -> float:
    """A corner's static production worth: its tiles' pips (a tile's number paying it), times 1 + VARIETY for
    each kind of resource past the first, plus its harbour's worth."""
    tiles = [h for h in B.CORNER_HEXES[c] if state.terrain[h] != DESERT]
    pips = sum(PIPS.get(state.numbers[h], 0) for h in tiles)
    kinds = len({TERRAIN_RESOURCE[state.terrain[h]] for h in tiles})
    port = state.corner_port[c]
    harbour = 0.0 if port < HARBOUR_ANY else HARBOUR_ANY_WORTH if port == HARBOUR_ANY else HARBOUR_TWO_WORTH
    return pips * (1.0 + VARIETY * max(0, kinds - 1)) + harbour


def seen_board(view: Any) -> SimpleNamespace:
    """The board as a seat's view shows it, in the state's terms (terrain and harbour kinds as numbers), so the
    Hint's setup reasons weigh a corner as this judge does (`corner_worth`, mark_words.corner_yield)."""
    ports = [-2] * B.NUM_CORNERS  # -2: no harbour (setup.py)
    for harbour in view.harbours:
        for c in harbour.corners:
            ports[c] = HARBOUR_ANY if harbour.resource is None else RESOURCES.index(harbour.resource)
    return SimpleNamespace(terrain=[TERRAINS.index(t.terrain) for t in view.tiles],
                           numbers=[t.number for t in view.tiles], corner_port=ports)


def best_open_worth(rules: Any, state: Any) -> float:
    """The worth of the best corner a setup village may go on now."""
    return max((corner_worth(state, c) for c in rules.setup_spots(state)), default=0.0)


def poor_setup(rules: Any, state: Any, seat: int, action: Action, best: Action | None = None) -> bool:
    """Whether `action` is a setup village far poorer than the best open corner: worth at most SURE_SHARE of it
    and a named poor corner (so its Why can be told)."""
    if action.kind != "place_village" or state.phase != SETUP_VILLAGE:
        return False
    corner = action.args[0]
    if corner_worth(state, corner) > SURE_SHARE * best_open_worth(rules, state):
        return False
    return poor_setup_corner(rules, state, corner, best) is not None


def board_mark(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The mark the board alone gives `seat` playing `action` in `state` (the judge's hook, see
    game.core.analysis.paired_mark): a mistake for a setup corner worth at most MISTAKE_SHARE of the best open one
    (a 1-roll corner beside a 13-roll one: two blind testers found "inaccuracy" too soft), an inaccuracy for one
    far poorer, else None."""
    if not poor_setup(rules, state, seat, action, best):
        return None
    worth = corner_worth(state, action.args[0])
    return "mistake" if worth <= MISTAKE_SHARE * best_open_worth(rules, state) else "inaccuracy"


# ---- the setup's chart ------------------------------------------------------------------------------------------
# The setup's chart credited the tester's 1-tile corner with +14 points (39 → 53 %) and fell on the rival's
# placements after it: its play-outs play the placements still to come by the AI and score them by the learned
# standing, blind to a corner's worth. A setup position's chance is blended with each seat's share of the worth its
# villages will have (`projected_shares`), weighed SETUP_BLEND times the share of setup villages still to place: at
# the start mostly the board's worth, none once every village is placed, so the chart meets the play-outs' own
# value where the setup ends (no jump at the first roll) and later phases are judged as before.
SETUP_BLEND = 0.8
SHARE_SHARPNESS = 5.0


def projected_shares(rules: Any, state: Any) -> list[float]:
    """Each seat's share of the worth of its setup villages: those placed, and the ones still to come each put
    greedily on the best open corner (`corner_worth`) in the setup's order."""
    sim = rules.clone(state)
    worth = [0.0] * sim.num_seats
    for c, owner in enumerate(sim.corner_owner):
        if owner >= 0:
            worth[owner] += corner_worth(sim, c)
    for _ in range(8 * sim.num_seats):  # a village and a road per placement: bounded
        if sim.phase not in (SETUP_VILLAGE, SETUP_ROAD):
            break
        seat = rules.active_seats(sim)[0]
        if sim.phase == SETUP_VILLAGE:
            spots = rules.setup_spots(sim)
            if not spots:
                break
            c = max(spots, key=lambda c: corner_worth(sim, c))
            worth[seat] += corner_worth(sim, c)
            rules.apply(sim, seat, Action("place_village", (c,)))
        else:
            rules.apply(sim, seat, rules.legal_actions(sim, seat)[0])
    total = sum(worth)
    return [w / total for w in worth] if total > 0 else [1.0 / sim.num_seats] * sim.num_seats


def setup_weight(state: Any) -> float:
    """The board's weight in a setup position's chance: SETUP_BLEND times the share of villages still to place
    (0 outside the setup)."""
    if state.phase not in (SETUP_VILLAGE, SETUP_ROAD):
        return 0.0
    placed = sum(1 for owner in state.corner_owner if owner >= 0)
    total = 2 * state.num_seats
    return SETUP_BLEND * max(0, total - placed) / total


def blended(rules: Any, state: Any, chances: tuple[float, ...]) -> tuple[float, ...]:
    """`chances` (the play-outs') blended with the projected shares by `setup_weight`; unchanged outside it."""
    w = setup_weight(state)
    if w <= 0.0:
        return tuple(chances)
    shares = share_chances(projected_shares(rules, state))
    return tuple((1.0 - w) * p + w * s for p, s in zip(chances, shares, strict=True))


def share_chances(shares: list[float]) -> list[float]:
    """Shares of production as chances of winning: a softmax (SHARE_SHARPNESS), since the seat producing more
    wins more often than its share says (a 35 % share against 65 % reads about 18 %, not 35 %: a 1-roll corner
    beside a 13-roll one was charted a small fall and graded an inaccuracy, which two blind testers found soft)."""
    weights = [math.exp(SHARE_SHARPNESS * s) for s in shares]
    total = sum(weights)
    return [w / total for w in weights]
