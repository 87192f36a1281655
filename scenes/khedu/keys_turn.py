"""Where the keyboard's cursor goes in a Meditation turn, and where Up from the mat goes (keys playtest 14 at 150 %).

A Meditation after the clan's own option (Holy Mission) opened on End turn, skipping Replenish, and right after
Replenish on "Redraw hand", which throws the hand away. The cursor now opens on the next option that only gains
(Replenish, then the clan's own when it names no target to choose), else on End turn: a redraw and an Eternal
Cadence (it spends Honor) are the player's own choice, Tab and the arrows reach them. It opened on the prompt's
sentence there, where Enter does nothing ("Prompt: One more, or End turn.", keys21); End turn never asks in a
Meditation (no attack is open: ask_first.py) and the bar's button makes it, as a click does. Only the clan's own
option with targets to choose keeps the sentence: which target is the player's call, and it is a gain left.

Up from a hand card went to "Pass (−5 LP)", the bar's button over it; from the mat (hand, Cadre, Ensemble) Up now
passes over the bar's costly buttons to the board above (the Desert, the fight); Tab and Left/Right along the bar
still reach them."""

from __future__ import annotations

import pygame

from baraza.game.core.action import Action
from baraza.scenes.khedu.layout import unit_at
from baraza.scenes.khedu.prompt import COSTLY
from baraza.scenes.table.focus_moves import FocusTarget, arrow_step

GAINS = ("med_replenish", "med_clan")  # the Meditation options that only gain, in the turn's order
TURN_ENDING = (*COSTLY, "Meditate", "End turn")  # the bar's buttons Up from the mat passes over


def next_meditation(spots, view) -> pygame.Rect | None:
    """The Meditation's next spot for `spots` (keyboard.KeyboardSpots): an option that only gains, else the
    sentence while the clan's own option has targets to choose, else End turn."""
    legal = spots.ctx.table.legal_actions()
    for kind in GAINS:
        moves = [a for a in legal if a.kind == kind]
        if len(moves) == 1:  # one move: nothing to choose (Sunken Temples' stack is the player's to pick)
            rect = spots._first_click(view, moves)
            if rect is not None:
                return rect
    if any(a.kind == "med_clan" for a in legal):
        return spots.sentence(view)
    return spots._button(view, lambda text: text == "End turn") or spots.sentence(view)


def mat_arrow(spots, targets: list[FocusTarget], current: FocusTarget, direction: str) -> FocusTarget | None:
    """The table's `focus_arrow` hook: Up from the mat, the nearest spot above that is not a costly button of the
    bar; None (the shared rule) for every other key and spot."""
    if direction != "up" or spots.region(pygame.Rect(current.rect)) is None:
        return None
    spots.prompt.sync(spots.ctx.table.current_view())
    costly = {b.text for b in spots.prompt.buttons if b.text.startswith(TURN_ENDING)}
    rects = {tuple(pygame.Rect(b.rect)) for b in spots.prompt.buttons if b.text in costly}
    allowed = [t for t in targets if tuple(t.rect) not in rects]
    return arrow_step(allowed, current, direction)


def provoke_words(view, seat: int, action: Action) -> str | None:
    """The cursor's words for provoking an infiltrator that stands in a rival's Cadre (rules §6, 3: the rival's
    own unit, which the player may provoke into any other exposed unit). Said as the describe line ("Oadhii
    Infiltrator (P2 slot 1) attacks…"), Tab seemed to offer a rival's unit as the player's own attacker (khedu22);
    None for every other move (its own words stand)."""
    if action.kind != "attack":
        return None
    att_ref, def_ref = (tuple(ref) for ref in action.args)
    if att_ref[0] != "cadre" or att_ref[1] == seat:
        return None
    unit, foe = unit_at(view, att_ref), unit_at(view, def_ref)
    if unit is None or foe is None:
        return None
    owner = f"Player {att_ref[1] + 1}"
    if def_ref[0] == "desert":
        target = f"{foe.name} (Desert {def_ref[1] + 1})"
    elif def_ref[1] == seat:
        target = f"your {foe.name} (your slot {def_ref[2] + 1})"
    else:
        who = "its own" if def_ref[1] == att_ref[1] else f"Player {def_ref[1] + 1}'s"
        target = f"{who} {foe.name} (slot {def_ref[2] + 1})"
    return f"Provoke {owner}'s {unit.name}, an infiltrator in {owner}'s Cadre, to attack {target}"
