"""Why a Khedu move was marked when it was about ending the mover's game: the score, not the pieces.

A blind tester (2 players, AI normal) saw the AI lead 16-10 and meditate instead of placing its last unit, then,
behind, spend its last Influence. Both moves were marked, but the Why read "the better move left 1 hero more",
which says nothing of the score. Spending the last Influence makes the turn the mover's last (its score is then
fixed), so these words say what that meant: a game that could have been ended safely ahead, or one ended behind
with a hero still able to score. The score and the rival's turns are read as the AI reads them (ai_ending.py).
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.khedu import queries as q
from baraza.game.khedu.ai_ending import ending_outlook, leaving_score, rival_turns_after
from baraza.game.khedu.views import KheduView, PlayerView


def _after(rules: Any, state: Any, seat: int, action: Action) -> Any:
    child = rules.clone(state)
    rules.apply(child, seat, action)
    return child


def _ends(rules: Any, state: Any, seat: int, action: Action) -> Any | None:
    """The position after `action` when it makes this turn `seat`'s last (its last Influence spent), else None."""
    child = _after(rules, state, seat, action)
    p = child.players[seat]
    return child if p.last_turn or p.exhausted else None


def _top_rival(view: KheduView, seat: int) -> PlayerView:
    """The rival with the best score were `seat` to leave now (the one a lead is measured against)."""
    return max((p for p in view.players if p.seat != seat), key=leaving_score)


def _score(view: KheduView, seat: int) -> tuple[int, int, PlayerView]:
    """(`seat`'s score on leaving, the top rival's, that rival)."""
    rival = _top_rival(view, seat)
    return leaving_score(view.players[seat]), leaving_score(rival), rival


def _rivals(view: KheduView, seat: int) -> str:
    return "the rival" if len(view.players) == 2 else "any rival"


def ending_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The Why of a marked move about ending `seat`'s game, or None when it was not about that: the judge's `best`
    would have ended it safely ahead (ai_ending.ending_outlook "safe") and the move played on, or the move ended
    it behind (or ahead by less than a rival makes in its turns left) where `best` played on."""
    if best is None or best == action or getattr(state, "combat", None) is not None or len(state.players) < 2:
        return None  # alone (a solo run) there is no rival's score to end ahead of
    me = state.players[seat]
    if me.last_turn or me.exhausted:
        return None  # the game is ending for the mover whatever it plays
    played, better = _ends(rules, state, seat, action), _ends(rules, state, seat, best)
    if better is not None and played is None:
        return _could_have_ended(rules, state, seat, best, better)
    if played is not None and better is None:
        return _ended_behind(rules, seat, played)
    return None


def _could_have_ended(rules: Any, state: Any, seat: int, best: Action, better: Any) -> str | None:
    view = rules.view(better, seat)
    if ending_outlook(view, seat) != "safe":
        return None
    mine, theirs, rival = _score(view, seat)
    how = f" (placing {q.card_name(rules.data, state, best.args[0])})" if best.kind == "place" else ""
    turns = 0 if rival.exhausted else rival_turns_after(view, seat, rival)
    within = f" in {turns} turn{'s' if turns != 1 else ''}" if turns and len(view.players) == 2 else ""
    return f"could have ended the game {mine}–{theirs} ahead{how}, more than {_rivals(view, seat)} could make up{within}"


def _ended_behind(rules: Any, seat: int, played: Any) -> str | None:
    view = rules.view(played, seat)
    if ending_outlook(view, seat) != "losing":
        return None
    me = view.players[seat]
    mine, theirs, rival = _score(view, seat)
    if mine < theirs:
        where = f"{mine}–{theirs} behind"
    else:  # ahead, by less than the rival makes on average in the turns it gets
        turns = 0 if rival.exhausted else rival_turns_after(view, seat, rival)
        who = "the rival" if len(view.players) == 2 else "a rival"
        where = f"only {mine}–{theirs} ahead, {who} with {turns} turn{'s' if turns != 1 else ''} to go"
    left = view.max_turns - me.turns_taken - 1  # the mover's own turns after this one, had it played on
    if me.lms_turns_left is not None:
        left = min(left, me.lms_turns_left - 1)
    hero = next((u for u in me.cadre if u is not None and u.denomination == me.clan), None) if left > 0 else None
    still = f"; {hero.name} could still have scored" if hero is not None else ""
    return f"spent the last Influence and ended its game {where}{still}"
