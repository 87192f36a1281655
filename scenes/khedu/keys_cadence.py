"""Where the keyboard's cursor starts in a Cadence window: on the Hint's answer once asked for (keyboard.py's
`landing` goes there first), else on No Cadence, never on a Sing (a Sing spends a Cadence at one Enter).

History: keys playtest 13 at 150 % found the cursor waiting on "Sing Sandfire Hymn" at ">99 % to win"; the cursor
then started on the song that most changed the player's chance, worked from the fight's dice. Keys playtest 16 found
it on "Sing Storm Chorus" / "Sing Sandfire Hymn" while the Hint said No Cadence (the dice alone cannot tell whether
a Cadence is better kept for a harder fight), so a song is now only ever the player's own choice or the Hint's."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action


def cadence_start(spots, view) -> pygame.Rect | None:
    """The No Cadence button of `spots` (keyboard.KeyboardSpots), the harmless start of a Cadence window."""
    label = spots.prompt.button_label(view, Action("cadence_done"))
    return spots._button(view, lambda text: text == label)
