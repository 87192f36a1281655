"""What a Konja player may do now, in words: the phrases of the table's "You can: …" line."""

from __future__ import annotations

from collections.abc import Sequence

from baraza.game.core.action import Action
from baraza.game.core.rules import group_by_kind

WORDS = {
    "discard_relic": "discard a Relic (you may hold five)",
    "choose_ancestor": "place an Idol on a free Ancestor",
    "choose_resource": "choose the resource both players gain",
    "discard_spell": "discard Spells", "done_discarding": "keep the rest",
    "sell_relic": "sacrifice Relics for Gold", "done_selling": "stop",
    "upgrade_cloud": "flip a Cloud to its higher side", "done_upgrading": "stop flipping",
    "buy_relic": "buy an Offering Relic", "refresh_offering": "replace one for 1 Gold",
    "summon_cloud": "summon a Cloud with Gold", "pass_blessing": "pass",
    "roll": "roll the dice",
    "use_relic": "use a Relic", "play_spell": "cast a Spell", "end_bones": "end Bones",
    "roll_red": "attack with the two red dice", "skip_red": "leave them",
    "red_replace": "swap a die for a red one that beats it", "red_done": "finish with the red dice",
    "no_reply": "let the red dice be",
    "collect": "exchange dice on the pyramid rows", "finish_collection": "collect and end your turn",
    "use_spirit": "recharge a Relic (Spirit token)",  # short: the turn panel holds three lines
}


def summarize_actions(view, seat: int, legal: Sequence[Action]) -> list[str]:
    words = dict(WORDS)
    if view.phase == "red_reply":
        words["play_spell"] = "answer with a Spell"
    phrases = group_by_kind(legal, words)
    # The Spirit token is a side option: it goes last, after what the phase is about.
    spirit = words["use_spirit"]
    if spirit in phrases and len(phrases) > 1:
        phrases.remove(spirit)
        phrases.append(spirit)
    return phrases
