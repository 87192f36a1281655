"""When the Khedu AI should end its own game: spending the last Influence makes the turn its last.

A blind tester (2 players, AI normal) saw the AI lead 16-10 and meditate turn after turn instead of ending, then,
behind, spend its last Influence and hand over the win (23-20). The AI had never looked at the score: the last
Influence was priced by the turn number only. These functions read the score and the turns the rival would get.

Leaving now fixes my score (Legacy points, Honor on clan heroes, a hero with 3+ Honor adds its reward as it
ascends); a lone rival then plays its last-man-standing turns (unspent Influence plus Eternal Whitesand Ballads,
at least one, within the turn limit). Measured over 200 normal-vs-normal games, a seat gains on average 2 points
a turn. A lead is safe only if the rival cannot catch up in those turns: khedu23's Hint called a 13-7 lead with one
rival turn left safe ("3 a turn plus 3", what 9 rivals in 10 make) and the rival made up all 6 (13-13). Measured
where a seat spent its last Influence (4477 endings of normal and hard games), the rival left alone gains
what it scored on that seat's last turn and its own: 5 on average, at least 14, 17, 20 over 1-3 turns in under
2 games of 100 (its all-out last turn scores most: fights, feats, Honor on retiring). Safe: a lead above that.
"""

from __future__ import annotations

from baraza.game.khedu.views import KheduView, PlayerView

SAFE_PER_TURN = 3  # with SAFE_BASE: what a rival left alone makes up over its turns in under 2 games of 100
SAFE_BASE = 11
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


def safe_bound(turns: int) -> int:
    """The most a rival makes up in `turns` turns (0 for one that has left), bar 1 game in 50: a lead must exceed it."""
    return SAFE_BASE + SAFE_PER_TURN * turns if turns > 0 else 0


def ending_outlook(view: KheduView, seat: int) -> str:
    """"safe": ahead of every rival by more than it makes up in the turns it would get (bar 1 game in 50; a tie is
    no win, so a lead equal to it is not safe); "losing":
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
        if margin <= safe_bound(turns):
            safe = False
    return "safe" if safe else "open"
