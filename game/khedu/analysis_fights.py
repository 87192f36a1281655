"""A fight's song steps judged by the fight's exact odds, not by the chart's play-outs alone (the judge's `same_move`).

Two blind testers (Analyse 4-5/10) read marks on songs that the odds do not support:

- the AI declined Whitesand Ballad with its side at 100 % either way, and was marked "a mistake 87 % → 57 %" whose
  own Why said both moves made it 100 %: the chart's fall there was the play-outs' luck, not the decision. A song
  step whose exact odds after the played move and after the judge's move are within ODDS_ALIKE is the same
  decision (a song that changes so little is still weighed as the card it spends: `idle_song`);
- one fight's declined Cadence was marked twice, at the first pass (a mistake) and again at the last (a blunder).
  A pass in a round someone has sung in is not final: the window comes round again and asks the same seat before
  any roll (combat.advance_window), so the decision is the last pass; the first does what waiting does.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.khedu import queries as q
from baraza.game.khedu.mark_words import after, fight_chance

ODDS_ALIKE = 0.02  # songs' odds this close are the same decision (the chart's gap between them is dice luck)
SONG_STEPS = ("cadence", "cadence_done")


def in_song_window(state: Any) -> bool:
    """Whether a fight's Cadence window is open (the songs' steps)."""
    c = getattr(state, "combat", None)
    return c is not None and c.step == "cadences"


def odds_after(rules: Any, state: Any, seat: int, action: Action) -> float | None:
    """The attacker's exact chance in the fight once `seat` plays `action` (before any later song); None when the
    move leaves no fight under way."""
    return fight_chance(rules, after(rules, state, seat, action))


def odds_alike(rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
    """Whether `action` and `best`, both song steps of an open window, leave the fight's odds within ODDS_ALIKE."""
    if not in_song_window(state) or action.kind not in SONG_STEPS or best.kind not in SONG_STEPS:
        return False
    played, better = odds_after(rules, state, seat, action), odds_after(rules, state, seat, best)
    return played is not None and better is not None and abs(played - better) <= ODDS_ALIKE


def same_song_step(rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
    """Whether the song step `action` does what `best` does with no card to weigh: a pass the window will ask the
    seat again after (`deferred_pass`), or a pass or a song whose odds are alike the judge's song (`odds_alike`:
    a pass keeps its card, so it is never worse by a card)."""
    if deferred_pass(state, seat, action) and best.kind in SONG_STEPS:
        return True
    if action.kind == "cadence" and best.kind != "cadence":
        return False  # a song where the judge sang none spends a card: `idle_song` weighs it
    return odds_alike(rules, state, seat, action, best)


def idle_song(rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
    """A song the judge would not sing whose odds are alike the judge's move: its one real effect is the card it
    spends, weighed by paired play-outs as a song into a decided fight is (analysis.KheduAnalyser.same_move)."""
    return action.kind == "cadence" and best.kind != "cadence" and odds_alike(rules, state, seat, action, best)


def deferred_pass(state: Any, seat: int, action: Action) -> bool:
    """Whether `action` is a pass the Cadence window will ask `seat` again after before the dice: someone sang
    this round, so another round follows, and the seat keeps a Cadence it may sing in it."""
    if action.kind != "cadence_done" or not in_song_window(state):
        return False
    return bool(state.combat.played_this_round) and bool(q.playable_cadences(state, seat))
