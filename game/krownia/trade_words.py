"""Why an AI seat turns down an offer, in a few words the player can learn from ("Blue is saving for a town,
which needs no Brick"). Issue 41: an AI declined five fair offers in a row with no reason shown, while another took four; the
answers came from each seat's hand and what it saves for, which the player could not see.

The words follow the AI's own judgement (`KrowniaAI.welcomes` and the responder's rule never to help a seat
two points from winning, nor a clear leader: `leader_bar`), worked out from the declining seat's own view: what it would have said had it
spoken. A decline the judgement would not have made (the easy AI's whim, the expert's search) gets a plain
"chose not to".
"""

from __future__ import annotations

from baraza.game.krownia.ai import KrowniaAI, _deficit
from baraza.game.krownia.ai_trade import leader_bar, leads, road_threat
from baraza.game.krownia.constants import RESOURCES
from baraza.game.krownia.rules import COST_DEV, COST_ROAD, COST_TOWN, COST_VILLAGE, KrowniaView

GOAL_WORDS = {COST_TOWN: "a town", COST_VILLAGE: "a village", COST_ROAD: "a road", COST_DEV: "a development card"}
LEVELS = ("easy", "normal", "hard")  # the levels whose answers `welcomes` gives (the expert's falls back to hard)


def _and(words: list[str], last: str = "and") -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


def standing_words(view: KrowniaView, seat: int) -> str:
    """"leads with 7 points", "shares the lead with 7 points" (krownia23: "leads" while White had 7 too), or "is
    ahead with 7 points" (ahead of the seat declining, behind another)."""
    theirs = view.players[seat].vp_visible
    rest = max((p.vp_visible for p in view.players if p.seat != seat), default=0)
    if theirs > rest:
        return f"leads with {theirs} points"
    return f"shares the lead with {theirs} points" if theirs == rest else f"is ahead with {theirs} points"


def decline_reason(view: KrowniaView, seat: int, offerer: int, gets: tuple[int, ...], gives: tuple[int, ...],
                   level: str = "normal") -> str:
    """Why `seat` declined a swap in which it would get `gets` and give `gives`, from `view` (its own, with its
    hand), offered by `offerer`: a short sentence naming the seat."""
    name = view.names[seat]
    lead = view.target - view.players[offerer].vp_visible
    if lead <= 2:  # plain words for the rule (issue 41: "each does not trade with a player so close to winning")
        them = view.names[offerer]
        return f"{name} will not help {them} win: {them} needs only {lead} more point{'s' if lead != 1 else ''}"
    if road_threat(view, offerer, gives, gets):  # krownia23: nor hand over the road that takes Longest Road
        return f"{name} will not help {view.names[offerer]} take Longest Road"
    if leader_bar(view, seat, offerer) == "ahead" or leads(view, seat, offerer):  # s32/s33: nor feed the leader
        them = view.names[offerer]
        return f"{name} will not help {them}, who {standing_words(view, offerer)}"
    hand = view.hand or (0,) * 5
    ai = KrowniaAI(level if level in LEVELS else "hard", seat, 0)
    goal = ai.trade_goal(view, seat)  # the plan its answers, counters and offers follow (krownia20)
    what = GOAL_WORDS.get(goal, "its next build")
    # krownia21: the words never tell what its hand holds ("Blue needs its Wheat for a town" showed a Wheat the
    # player could not see). A card it will not give is said alike whether it lacks the card (s34, s35,
    # krownia18/20: "has no Wheat" read as a hand shown) or keeps it for its plan, so the two cannot be told
    # apart; nor "makes Ore itself" of a seat that was asking for Ore: keeping its Wheat is the whole reason.
    withheld = [r for r in range(5) if gives[r] and (gives[r] > hand[r] or hand[r] - gives[r] < goal[r])]
    short = any(gives[r] > hand[r] for r in range(5))  # it cannot make the swap at all
    if withheld and (short or not ai.welcomes(view, seat, gets, gives)):
        return f"{name} is not trading {_and([RESOURCES[r] for r in withheld])}"
    if ai.welcomes(view, seat, gets, gives):
        return f"{name} chose not to trade this time"
    need = _deficit(hand, goal)
    wanted = [r for r in range(5) if gets[r] and need[r]]
    # a card it gets that it does not need is why, before the count (issue 41: 2 Wood for 1 Wheat was declined
    # as "more cards than it gets" by a seat that had given 2 for 1 when the Wheat was still wanted)
    if not wanted and any(gets):  # said of the goal (true now; the same card may be welcome once the goal changes)
        unused = [RESOURCES[r] for r in range(5) if gets[r] and not goal[r]]
        if unused:  # a rule of the game: what the build costs
            return f"{name} is saving for {what}, which needs no {_and(unused)}"
        # krownia21: "needs no more Wheat" told that it held the town's Wheat; krownia24: "saving for a road and this
        # swap brings it no closer", said of Wood, told the same (a road needs Wood, so it had enough): a card its
        # plan needs and it still turns down is said as a plain choice, which shows no hand
        return f"{name} chose not to trade this time"
    if sum(gives) > sum(gets):  # the cards it needs are worth less to it than the spare ones it would give
        return f"{name} will not give {sum(gives)} cards for {sum(gets)}"
    return f"{name} chose not to trade this time"
