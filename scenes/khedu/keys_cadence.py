"""Where the keyboard's cursor starts in a Cadence window: on the Hint's answer once asked for (keyboard.py's
`landing` goes there first), else on No Cadence, never on a Sing (a Sing spends a Cadence at one Enter).

History: keys playtest 13 at 150 % found the cursor waiting on "Sing Sandfire Hymn" at ">99 % to win"; the cursor
then started on the song that most changed the player's chance, worked from the fight's dice. Keys playtest 16 found
it on "Sing Storm Chorus" / "Sing Sandfire Hymn" while the Hint said No Cadence (the dice alone cannot tell whether
a Cadence is better kept for a harder fight), so a song is now only ever the player's own choice or the Hint's."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.game.khedu.hint_opening import opening_order


def cadence_start(spots, view) -> pygame.Rect | None:
    """The No Cadence button of `spots` (keyboard.KeyboardSpots), the harmless start of a Cadence window."""
    label = spots.prompt.button_label(view, Action("cadence_done"))
    return spots._button(view, lambda text: text == label)


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
