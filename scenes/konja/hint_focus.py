"""Where the keyboard's cursor goes for a Hint at the Konja table (the table's `focus_hint` hook, scenes/table/
focus_hint.py): the first of the move's clicks as the cursor sees them (focus_spots.py), else as the hint's rings
show them (the lesson's clicks, tutorial.py).

The cursor's own spots leave two moves starting nowhere on purpose, so a spot never wipes the player's split
unasked: a turn's end with dice laid on the pyramid (its first click is Clear the pyramid) and a row's collection
by the best split (Best split first). A Hint for one of them asks for just that, and its rings light those very
buttons: the cursor follows them, so Enter, Enter ends the turn with nothing more collected (a keys-only probe:
after H the cursor stayed where it was, and Enter there collected a set instead).

Dice the player already marked stay marked: the cursor goes to the Hint's next step not yet made, the next hinted
die, else the card, its chip or Use (keys16 at 150 %: H left the cursor on a marked die, so H, Enter unmarked it and
the next H, Enter marked it again). A die marked that shows the face and colour of a hinted one stands for it: a
guard or a reroll of the same faces is the same move in the rules' words, so it is never unmarked for its twin."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from baraza.game.core.action import Action
from baraza.game.konja import cards

Clicks = Callable[[Action, object], list[pygame.Rect]]


class HintSpot:
    """`focus_clicks` is the cursor's idea of a move's clicks, `lesson_clicks` the rings' (every click it takes);
    `picks` what the player has picked so far, `legal` the moves open now."""

    def __init__(self, focus_clicks: Clicks, lesson_clicks: Clicks, picks=None,
                 legal: Callable[[], list[Action]] | None = None) -> None:
        self.focus_clicks = focus_clicks
        self.lesson_clicks = lesson_clicks
        self.picks = picks
        self.legal = legal

    def __call__(self, hint: Action, view) -> pygame.Rect | None:
        hint = self.on_marked(hint, view)
        clicks = self.focus_clicks(hint, view) or self.lesson_clicks(hint, view)
        return pygame.Rect(clicks[0]) if clicks else None

    def on_marked(self, hint: Action, view) -> Action:
        """The hinted guard or reroll on the dice already marked where they show the hinted dice's faces (the same
        move in the rules' words), so none of them is unmarked to mark its twin; else `hint` as it is."""
        if self.picks is None or not self.picks.marked or _dice_effect(hint, view) is None:
            return hint
        spell = hint.kind == "play_spell"
        given = list(hint.args[1] if spell else hint.args[3])
        target = list(given)
        marked = list(self.picks.marked)
        for mine in (i for i in marked if i not in target and 0 <= i < len(view.dice)):
            die = view.dice[mine]
            twin = next((k for k, i in enumerate(target) if i not in marked and 0 <= i < len(view.dice)
                         and (view.dice[i].value, view.dice[i].colour) == (die.value, die.colour)), None)
            if twin is not None:
                target[twin] = mine
        target = sorted(target) if given == sorted(given) else target  # the moves list their dice in order
        args = (hint.args[0], tuple(target)) if spell else (*hint.args[:3], tuple(target))
        moved = Action(hint.kind, args)
        if moved == hint or self.legal is None or moved not in self.legal():
            return hint
        return moved


def _dice_effect(action: Action, view) -> str | None:
    """"guard" or "reroll" when `action` is a card used on a list of number dice, else None."""
    try:
        if action.kind == "play_spell":
            effect = cards.spells()[action.args[0]].effect
        elif action.kind == "use_relic":
            me = view.players[view.viewer if view.viewer is not None else view.turn_seat]
            effect = cards.relics()[me.relics[action.args[0]].card].side(view.oodoo_side == "shayka")[0]
        else:
            return None
    except (IndexError, KeyError, TypeError, AttributeError):
        return None
    return effect if effect in ("guard", "reroll") else None
