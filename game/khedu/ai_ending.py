"""When the Khedu AI should end its own game: spending the last Influence makes the turn its last.

A blind tester (2 players, AI normal) saw the AI lead 16-10 and meditate turn after turn instead of ending, then,
behind, spend its last Influence and hand over the win (23-20). The AI had never looked at the score: the last
Influence was priced by the turn number only. These functions read the score and the turns the rival would get.

Leaving now fixes my score (Legacy points, Honor on clan heroes, a hero with 3+ Honor adds its reward as it
ascends); a lone rival then plays its last-man-standing turns (unspent Influence plus Eternal Whitesand Ballads,
at least one, within the turn limit). Measured over 200 normal-vs-normal games, a seat gains on average 2 points
a turn, and in 9 games of 10 at most 6, 9, 13, 16, 19 points over 1-5 turns: about 3 a turn plus 3.
"""

from __future__ import annotations

from baraza.game.khedu.views import KheduView, PlayerView

PLAUSIBLE_PER_TURN = 3  # what a rival makes up per turn it gets, 9 times in 10 (with PLAUSIBLE_BASE)
PLAUSIBLE_BASE = 3
LIKELY_PER_TURN = 2  # what a rival makes on average per turn: a lead no bigger is likely lost on leaving


def leaving_score(p: PlayerView) -> int:
    """The score the seat would end with if it left the song now (its final score once it has left)."""
    if p.exhausted:
        return p.score
    total = p.legacy_points
    for u in p.cadre:
        if u is not None and u.denomination == p.clan:
            total += u.honor + (u.reward if u.honor >= 3 else 0)  # 3+ Honor: it ascends to Khana
    return total


def rival_turns_after(view: KheduView, seat: int, rival: PlayerView) -> int:
    """How many more turns `rival` plays if `seat` leaves at the end of this turn."""
    left = view.max_turns - rival.turns_taken
    others = [p for p in view.players if not p.exhausted and p.seat not in (seat, rival.seat)]
    if others:
        return left  # more than one left in the song: nobody stands alone yet
    if rival.lms_turns_left is not None:
        return min(left, rival.lms_turns_left)
    ballads = sum(1 for c in rival.ensemble if c.eternal and c.key == "whitesand_ballad")
    return min(left, max(1, rival.influence + ballads))


def ending_outlook(view: KheduView, seat: int) -> str:
    """"safe": ahead of every rival by more than it can plausibly make up in the turns it would get; "losing":
    a lead no bigger than what a rival makes on average in those turns (or none); "open" otherwise."""
    mine = leaving_score(view.players[seat])
    safe = True
    for rival in view.players:
        if rival.seat == seat:
            continue
        margin = mine - leaving_score(rival)
        turns = 0 if rival.exhausted else rival_turns_after(view, seat, rival)
        if margin <= LIKELY_PER_TURN * turns:
            return "losing"
        if margin < PLAUSIBLE_PER_TURN * turns + PLAUSIBLE_BASE:
            safe = False
    return "safe" if safe else "open"
