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


def least_needed_discard(view, seat: int, legal: list[Action]) -> Action | None:
    """The opening discard the player needs least, where the keyboard's cursor starts when no Hint is asked for
    (it started on the first card dealt, a hand's only offensive Cadence: khedu22/keys18). As the Hint's reasons
    weigh it (game/khedu/hint_opening.py): a Cadence with a copy staying costs nothing; an only defensive one
    costs less than an only offensive one (the fights a player starts come every turn)."""
    discards = [a for a in legal if a.kind == "discard_cadence"]
    dealt = {c.card: c for c in view.opening_cadences}
    shown = [c for c in view.players[seat].ensemble if c.occupied and c.face_up and c.key]
    if not discards:
        return None

    def cost(order_action: tuple[int, Action]) -> tuple[int, int, int]:
        order, action = order_action
        gone = dealt.get(action.args[0])
        if gone is None or gone.key is None:
            return (4, 0, order)
        stays = [c for c in dealt.values() if c.card != gone.card and c.key] + shown
        if any(c.key == gone.key for c in stays):
            loss = 0  # a copy stays: no effect lost
        elif not any(c.kind == gone.kind for c in stays):
            loss = 3 if gone.kind == "offensive" else 2  # the only one of its kind
        else:
            loss = 1
        return (loss, 0 if gone.kind == "defensive" else 1, order)

    return min(enumerate(discards), key=cost)[1]
