"""Why an AI seat turns down an offer, in a few words the player can learn from ("Blue needs its Ore for a
town"). Issue 41: an AI declined five fair offers in a row with no reason shown, while another took four; the
answers came from each seat's hand and what it saves for, which the player could not see.

The words follow the AI's own judgement (`KrowniaAI.welcomes` and the responder's rule never to help a seat
two points from winning, nor a clear leader: `leader_bar`), worked out from the declining seat's own view: what it would have said had it
spoken. A decline the judgement would not have made (the easy AI's whim, the expert's search) gets a plain
"chose not to".
"""

from __future__ import annotations

from baraza.game.krownia.ai import KrowniaAI, _deficit
from baraza.game.krownia.ai_trade import leader_bar, leads
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView

GOAL_WORDS = {COST_TOWN: "a town", COST_VILLAGE: "a village", COST_ROAD: "a road", COST_DEV: "a development card"}
LEVELS = ("easy", "normal", "hard")  # the levels whose answers `welcomes` gives (the expert's falls back to hard)


def _and(words: list[str], last: str = "and") -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


def decline_reason(view: KrowniaView, seat: int, offerer: int, gets: tuple[int, ...], gives: tuple[int, ...],
                   level: str = "normal") -> str:
    """Why `seat` declined a swap in which it would get `gets` and give `gives`, from `view` (its own, with its
    hand), offered by `offerer`: a short sentence naming the seat."""
    name = view.names[seat]
    lead = view.target - view.players[offerer].vp_visible
    if lead <= 2:  # plain words for the rule (issue 41: "each does not trade with a player so close to winning")
        them = view.names[offerer]
        return f"{name} will not help {them} win: {them} needs only {lead} more point{'s' if lead != 1 else ''}"
    if leader_bar(view, seat, offerer) == "ahead" or leads(view, seat, offerer):  # s32/s33: nor feed the leader
        them = view.names[offerer]
        return f"{name} will not help {them}, who leads with {view.players[offerer].vp_visible} points"
    hand = view.hand or (0,) * 5
    short = [r for r in range(5) if gives[r] > hand[r]]
    if short:  # s34: said without telling what its hand holds ("White has no Ore" showed a hidden hand); s35: nor
        # claiming a card it lacks ("won't part with Brick" from a seat with none): true whatever it holds.
        # krownia18/20: "has no Wheat" (even when the bank held them all) read as a hand shown, and beside the
        # neutral words looked like two rules: always said as its choice
        return f"{name} is not trading {_and([RESOURCES[r] for r in short])}"
    ai = KrowniaAI(level if level in LEVELS else "hard", seat, 0)
    if ai.welcomes(view, seat, gets, gives):
        return f"{name} chose not to trade this time"
    goal = ai.trade_goal(view, seat)  # the plan its answers and counters follow (krownia20)
    what = GOAL_WORDS.get(goal, "its next build")
    need = _deficit(hand, goal)
    kept = [RESOURCES[r] for r in range(5) if gives[r] and hand[r] - gives[r] < goal[r]]
    wanted = [RESOURCES[r] for r in range(5) if gets[r] and need[r]]
    if kept and not wanted:
        return f"{name} needs its {_and(kept)} for {what}"
    # a card it gets that it does not need is why, before the count (issue 41: 2 Wood for 1 Wheat was declined
    # as "more cards than it gets" by a seat that had given 2 for 1 when the Wheat was still wanted)
    if not wanted and any(gets):  # said of the goal (true now; the same card may be welcome once the goal changes)
        unused = [RESOURCES[r] for r in range(5) if gets[r] and not goal[r]]
        held = [RESOURCES[r] for r in range(5) if gets[r] and goal[r]]
        if not held:
            return f"{name} is saving for {what}, which needs no {_and(unused)}"
        if not unused:
            return f"{name} is saving for {what} and needs no more {_and(held)}"  # s34: not what it holds
        return f"{name} is saving for {what}: it needs no {_and(unused)} and no more {_and(held)}"
    if kept:  # a card it needs for one it needs: it makes the one it would get easily enough itself
        return f"{name} needs its {_and(kept)} and makes {_and(wanted)} itself"
    if sum(gives) > sum(gets):  # the cards it needs are worth less to it than the spare ones it would give
        return f"{name} will not give {sum(gives)} cards for {sum(gets)}"
    return f"{name} chose not to trade this time"
