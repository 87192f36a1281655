"""Which KROWNIA actions are steps of one move (`Rules.continues_move`): a trade is opened, drafted card by card,
sent, answered by the others and closed, and a player counts it as one move; a seat's discards after a 7 are one
move too. Words and counting only: no rule or record changes."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.krownia import log_words
from baraza.game.krownia.constants import RESOURCES

# every action after `open_trade` until the trade is closed or dropped, whoever plays it
TRADE_STEPS = frozenset({"offer_give", "offer_get", "offer_take_back", "offer_send", "offer_abandon",
                         "accept_trade", "decline_trade", "counter_trade", "confirm_trade", "cancel_trade"})


class MoveGroups:
    """The rules' hook telling a step of a move from a move."""

    def continues_move(self, previous: tuple[int, Action], seat: int, action: Action) -> bool:
        if action.kind in TRADE_STEPS:
            return True
        # one seat's discards in a row: the cards it gave up after one 7
        return action.kind == "discard" and previous[1].kind == "discard" and previous[0] == seat

    def line_seen_by(self, record: Any, line: Any, viewer: int | None) -> str:
        """A steal's card named to the thief and the victim (log_words.py, as the live table's log says it)."""
        return log_words.line_seen_by(record, line, viewer)

    def notable(self, event: Any, viewer_name: str) -> bool:
        """What a recap keeps first: a 7, the Pirate moved, a steal, a development card played, a trade between
        players (who gave what: krownia25's recap kept only "The trade is done" of White and Blue's trade), a bonus
        or the win for anyone; any other line naming the player (their cards), except the turn passing to them (it
        is their turn: the recap is showing)."""
        if event.kind in NOTABLE_KINDS or (event.kind == "dice" and event.data.get("total") == 7):
            return True
        text = re.sub(rf"[;,] {re.escape(viewer_name)} to play\.?$", "", event.text or "") if viewer_name else ""
        return bool(viewer_name) and re.search(rf"\b{re.escape(viewer_name)}\b", text) is not None

    def move_words(self, texts: Sequence[str]) -> list[str]:
        """A trade without its "is preparing a trade offer" once the offer itself is told; a seat's discards as one
        line ("Blue discarded 2 Sheep + 2 Wheat")."""
        said = [t for t in texts if t.strip()]
        if len(said) > 1 and said[0].rstrip(".").endswith("is preparing a trade offer"):
            said = said[1:]
        found = [DISCARD.fullmatch(t.strip().rstrip(".")) for t in said]
        if len(said) > 1 and all(found) and len({m.group(1) for m in found}) == 1:
            counts = Counter(m.group(3) for m in found)
            for m in found:
                counts[m.group(3)] += int(m.group(2)) - 1
            cards = " + ".join(f"{counts[r]} {r}" for r in RESOURCES if counts[r])
            return [f"{found[0].group(1)} discarded {cards}"]
        return said


NOTABLE_KINDS = frozenset({"pirate", "steal", "play_dev", "trade", "bonus", "win", "discard_due"})
DISCARD = re.compile(r"(\w+) discarded (\d+) (\w+)")
