"""The words on Khedu's prompt-bar buttons, move by move (PromptBar.button_label; moved out of prompt.py, which
keeps to its 600 lines)."""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.scenes.khedu.ask_first import END_RUN_LABEL
from baraza.scenes.khedu.layout import mat_seat


def button_words(view, action: Action, data, hand_key: Callable[[object, int], str | None]) -> str:
    """The words on the button that makes `action`; `hand_key(view, card)` names a hand card's kind."""
    k, a = action.kind, action.args
    me = view.players[mat_seat(view)]
    c = view.combat
    if k == "meditate":
        return "Meditate"
    if k == "pass":
        cost = view.pass_cost
        return f"Pass (−{cost} LP)" if me.legacy_points >= cost else "Pass"
    if k == "end_turn":
        return "End turn"
    if k == "end_run":
        return END_RUN_LABEL
    if k == "cadence_done":
        return "No Cadence"
    if k == "roll":
        return f"Roll {c.attack_dice} {'die' if c.attack_dice == 1 else 'dice'}" if c else "Roll"
    if k == "resolve":
        return f"Resolve ({c.total})" if c else "Resolve"
    if k == "adjust":
        hi, lo = (max(c.dice), min(c.dice)) if c and c.dice else (6, 1)
        return f"{a[0]}s → {hi}" if a[1] == "high" else f"{a[0]}s → {lo}"
    if k == "reward":
        n = c.reward_value if c else 0
        return f"Take {n} LP" if a[0] == "lp" else f"Stack {n} Honor"
    if k == "med_replenish":
        return "Replenish Cadences"
    if k == "med_redraw":
        return "Redraw hand"
    if k == "med_clan":
        return data.clans[me.clan].meditation
    if k == "place":  # asked only when it spends the last Influence (clicks.ends_the_song)
        return "Place: my last turn"
    if k == "attack":
        return "Attack anyway"
    if k == "cadence":  # asked only for a Cadence that helps the other side (clicks.against_own_side)
        return "Sing anyway"
    if k == "command":
        cmd = data.commands.get(hand_key(view, a[0]) or "")
        return f"Play {cmd.name} (−{cmd.cost} LP)" if cmd else "Play"
    return k


def cursor_words(view, action: Action, data) -> str | None:
    """What a bar button that makes `action` does, in the rules' words (docs/rules/khedu.md §5), for the keyboard
    cursor's caption; None keeps the move's own words. A blind tester at 150 % read only "Meditate", "Replenish
    Cadences", "Holy Mission", and "Pass (3 LP)" beside a button saying "Pass (−3 LP)" (keys17)."""
    k = action.kind
    me = view.players[mat_seat(view)]
    if k == "pass":
        cost = view.pass_cost
        return f"Pass: costs {cost} LP, your turn ends" if me.legacy_points >= cost > 0 else \
            "Pass: free, as nothing else can be done"
    if k == "meditate":
        clan = data.clans[me.clan].meditation
        return f"Meditate: no fights this turn; restock Cadences, redraw the hand or use {clan}"
    if k == "med_replenish":
        empty = sum(1 for slot in me.ensemble if not slot.occupied)
        places = f"your {empty} empty Ensemble place{'' if empty == 1 else 's'}" if empty else "empty Ensemble places"
        return f"Replenish Cadences: fill {places} from the Cadence deck, face down"
    if k == "med_redraw":
        return "Redraw hand: your hand goes under the Resource deck, then draw 5"
    if k == "med_clan" and not action.args:  # one with a target is captioned at its card
        clan = data.clans[me.clan]
        text = clan.meditation_text.rstrip(".")
        return f"{clan.meditation}: {text[:1].lower()}{text[1:]}"
    return None
