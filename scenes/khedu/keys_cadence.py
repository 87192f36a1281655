"""Where the keyboard's cursor starts in a Cadence window: on the Hint's answer once asked for (keyboard.py's
`landing` goes there first), else on the song that matters (below), else on No Cadence.

History: keys playtest 13 at 150 % found the cursor waiting on "Sing Sandfire Hymn" at ">99 % to win"; the cursor
then started on the song that most changed the player's chance, worked from the fight's dice. Keys playtest 16 found
it on "Sing Storm Chorus" / "Sing Sandfire Hymn" while the Hint said No Cadence (the dice alone cannot tell whether
a Cadence is better kept for a harder fight), so a song is now only ever the player's own choice or the Hint's.
Keys playtest 21 found the other trap: at "You: 2 %" the cursor waited on No Cadence while the Hint said Mirage Lament
lifts that to 31 %, so one Enter threw the fight. Now a song that lifts the player's own side by SONG_MATTERS or more
is where the window opens (`song_that_matters`, the Hint's odds: game/khedu/odds.combat_chance), its words saying
what Enter does ("Sing Mirage Lament: your chance 2% → 31%"); No Cadence only when no song matters. Keys playtest 22
found the rule blind to a fight the player provoked (a Desert unit sent at a rival's hero: "your chance" in the Hint
and the panel, yet no side here): after the rival's two Whitesand Ballads the cursor stayed on No Cadence at 26 %
while the Hint said Storm Chorus lifts it to 77 %. The player's side is now the Hint's (`own_side`), and No
Cadence's words say the chance it keeps ("No Cadence: keep your chance at 26%"). The window is placed anew by this
rule at every step it comes back to the player (a rival's song, the player's own): keyboard.py's `landing`."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.khedu.hint_opening import CADENCE_VALUE, opening_order
from baraza.game.khedu.hint_steps import my_side
from baraza.game.khedu.odds import CADENCE_EFFECT, combat_chance
from baraza.scenes.khedu.layout import mat_seat
from baraza.scenes.ui.words import chance_text

# A song that lifts the player's side by 10 points or more is where the cursor starts. Below that the Hint mostly
# keeps the card for a harder fight (keys16: Storm Chorus at 90 % → 99 %, a 9-point lift, and the Hint said No
# Cadence: a Cadence is worth about a point of score, game/khedu/hint_opening.CADENCE_VALUE); above it, an Enter on
# No Cadence throws away a real share of the fight (keys21: 2 % → 31 %), the costlier trap of the two.
SONG_MATTERS = 0.10


def cadence_start(spots, view) -> pygame.Rect | None:
    """Where a Cadence window opens for `spots` (keyboard.KeyboardSpots): the song that matters
    (`song_that_matters`), else the No Cadence button, harmless when no song changes much."""
    song = song_that_matters(view, mat_seat(view), spots.ctx.table.legal_actions())
    rect = spots._first_click(view, [song[0]]) if song is not None else None
    if rect is not None:
        return rect
    label = spots.prompt.button_label(view, Action("cadence_done"))
    return spots._button(view, lambda text: text == label)


def own_side(view, seat: int) -> bool | None:
    """Whether `seat` plays for the attacker (True) or the defender (False) in the fight open, as the Hint's "your
    chance" (game/khedu/hint_steps.side_words, my_side): one of its own units fights, or it started the fight (a
    Desert unit it provoked at a rival's hero, keys22); None in a fight of others (whether it matters to the player
    is the Hint's call, the dice alone cannot say)."""
    c = view.combat
    if c is None:
        return None
    own = any(tuple(u.where[:2]) == ("cadre", seat) for u in (c.attacker, c.defender))
    if not own and c.instigator != seat:
        return None
    return my_side(view, seat) == "attacker"


def song_lift(view, seat: int, action: Action) -> tuple[float, float] | None:
    """(the chance of `seat`'s side now, after singing `action`), as the Hint words it (hint_steps.cadence_reasons:
    odds.combat_chance, the equal dice moved as the instigator wants); None unless `seat` has a side (`own_side`)."""
    c = view.combat
    if c is None or action.kind != "cadence":
        return None
    attacker = own_side(view, seat)
    if attacker is None:
        return None
    cadence = view.players[seat].ensemble[action.args[0]]
    if cadence.key not in CADENCE_EFFECT:
        return None
    before, after = combat_chance(view), combat_chance(view, *CADENCE_EFFECT[cadence.key])
    return (before, after) if attacker else (1 - before, 1 - after)


def song_that_matters(view, seat: int, legal: list[Action]) -> tuple[Action, float, float] | None:
    """The song the cursor starts on: of `seat`'s songs in `legal`, the one that lifts its side most, when by
    SONG_MATTERS or more (ties: the one worth least kept, as the Hint prices them), with (before, after); else None."""
    best = None
    for action in legal:
        lift = song_lift(view, seat, action)
        if lift is None or lift[1] - lift[0] < SONG_MATTERS:
            continue
        key = view.players[seat].ensemble[action.args[0]].key
        rank = (lift[1], -CADENCE_VALUE.get(key, 0.0))
        if best is None or rank > best[0]:
            best = (rank, (action, *lift))
    return best[1] if best is not None else None


def sing_words(view, seat: int, action: Action, first: str) -> str | None:
    """The cursor's words on a song of `seat`'s own fight: what Enter does, with the chance it moves ("Sing Mirage
    Lament: your chance 2% → 31%"), and on No Cadence the chance it keeps ("No Cadence: keep your chance at 26%":
    a bare "No Cadence" stood under the cursor after a rival's songs took 89 % to 26 %, keys22); None for any other
    move, or a fight the seat has no side in (its own words stand)."""
    c = view.combat
    if action.kind == "cadence_done" and c is not None and c.step == "cadences":
        attacker = own_side(view, seat)
        if attacker is None:
            return None
        now = combat_chance(view)
        return f"{first}: keep your chance at {chance_text(now if attacker else 1 - now)}"
    lift = song_lift(view, seat, action)
    if lift is None:
        return None
    return f"{first}: your chance {chance_text(lift[0])} → {chance_text(lift[1])}"


def least_needed_discard(view, seat: int, legal: list[Action]) -> Action | None:
    """The opening discard the Hint makes (the opening's one plan, game/khedu/hint_opening.opening_order: the
    Cadence worth least kept, never the only offensive one while a defensive one is dealt), where the keyboard's
    cursor starts when no Hint is asked for. It started on the first card dealt, a hand's only offensive Cadence
    (khedu22/keys18); then on a pick of its own, which could name another card than the Hint (keys20)."""
    discards = [a for a in legal if a.kind == "discard_cadence"]
    if not discards:
        return None
    order = [c.card for c in opening_order(view.opening_cadences)]
    # as the AI ranks them (game/khedu/ai.py): a card the plan does not know first, else the plan's order
    return min(discards, key=lambda a: order.index(a.args[0]) if a.args[0] in order else -1)
