"""Why an AI seat declined the player's offer, told to the player (issue 41, playtest B6: Blue declined five fair
offers with no reason shown, so the player learnt nothing from them).

After each move (`moved`, from the table's `on_record`) the terms of the offer on the table are kept; when an AI
seat declines an offer a person at this table made, its reason is worked out from that seat's own view by the
game's words for it (game/krownia/trade_words.py: "Blue is not trading Ore") and said twice: under the
seat's name in the offer's dialog while it is open (`said`), and in a toast, which outlasts the dialog when
nobody takes the offer and it closes at once. The log and "While you waited" keep it too (`log_line`: "Blue
declines: is not trading Ore"): when every seat declined, the dialog closed at once and the toast was gone
before a blind tester looked, so no reason was seen (s35).

`DeclineReasons` is given the table (`match`, `app`).
"""

from __future__ import annotations

from baraza.game.core.match import MoveRecord
from baraza.game.krownia.trade_words import decline_reason
from baraza.scenes.krownia.context import KrowniaTable

TOAST_SECONDS = 5.0


class DeclineReasons:
    def __init__(self, table: KrowniaTable) -> None:
        self.table = table
        self.terms: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None  # (offerer, gives, wants)
        self.reasons: dict[int, str] = {}  # seat -> why it declined the offer on the table
        self.logged: dict[int, tuple[str, str]] = {}  # move index -> (its decline line, that line with the reason)
        self.counters: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}  # seat -> (gives, gets) it countered

    def said(self, seat: int) -> str | None:
        """What `seat` said when it declined the offer on the table, without its name ("is not trading
        Ore"); None when it gave no reason."""
        text = self.reasons.get(seat)
        name = self.table.match.seat_names()[seat]
        return text[len(name) + 1:] if text is not None and text.startswith(name + " ") else text

    def log_line(self, index: int, text: str) -> str | None:
        """The log's line `text` of move `index` with the declining seat's reason, or None when it has none."""
        kept = self.logged.get(index)
        return kept[1] if kept is not None and kept[0] == text else None

    def moved(self, record: MoveRecord) -> None:
        for event in record.events:
            if event.kind == "trade_offer":
                self.terms = (event.seat, tuple(event.data["give"]), tuple(event.data["get"]))
                self.reasons, self.counters = {}, {}
            elif event.kind == "trade_counter" and event.seat is not None:
                self.counters[event.seat] = (tuple(event.data["give"]), tuple(event.data["get"]))
            elif event.kind == "trade_decline" and event.seat is not None:
                self._declined(event.seat)
                why = self.said(event.seat) if event.seat in self.reasons else None
                if why:  # the record is the match's last: its lines carry its index
                    name = self.table.match.seat_names()[event.seat]
                    self.logged[len(self.table.match.records) - 1] = (event.text, f"{name} declines: {why}")
            elif event.kind == "trade_closed":
                if record.action.kind == "cancel_trade":
                    self._withdrawn(record.seat, event.text)
                self.terms, self.reasons, self.counters = None, {}, {}

    def note(self, index: int, text: str, line: str) -> None:
        """Move `index`'s log line `text` told as `line` instead: a decline the table made for the player is not
        theirs (answers.py: "Blue's offer lapsed: no answer", krownia18: it was logged "Red declines the offer")."""
        self.logged[index] = (text, line)

    def _withdrawn(self, offerer: int, text: str) -> None:
        """An AI offerer withdrew rather than take the player's counter-offer: the log says why, in the words a
        decline of the same swap would use (krownia18: a bare "withdrew" after the player's counter)."""
        match = self.table.match
        humans = [s for s in self.counters if match.seats[s] == "human"]
        if not humans or not match.seats[offerer].startswith("ai"):
            return
        view = match.view(offerer)
        if getattr(view, "seat", None) != offerer or view.hand is None:
            return  # a table that cannot see the offerer's hand: no reason to give
        gives, gets = self.counters[humans[0]]  # the player gives `gives` for `gets`: the offerer gets `gives`
        why = decline_reason(view, offerer, humans[0], gives, gets, match.seats[offerer].partition(":")[2])
        name = match.seat_names()[offerer]
        why = "it " + why[len(name) + 1:] if why.startswith(name + " ") else why
        self.logged[len(match.records) - 1] = (text, f"{text}: {why}")

    def forget(self) -> None:
        """After an undo: the offer the reasons spoke of may be gone, and the moves after it."""
        self.terms, self.reasons, self.counters = None, {}, {}
        moves = len(self.table.match.records)
        self.logged = {index: kept for index, kept in self.logged.items() if index < moves}

    def _declined(self, seat: int) -> None:
        match = self.table.match
        if self.terms is None or not match.seats[seat].startswith("ai"):
            return
        offerer, gives, wants = self.terms
        if match.seats[offerer] != "human":
            return  # an offer between AI seats: the player asked nothing
        view = match.view(seat)
        if getattr(view, "seat", None) != seat or view.hand is None:
            return  # a table that cannot see that seat's hand (a match hosted elsewhere): no reason to give
        level = match.seats[seat].partition(":")[2]
        self.reasons[seat] = decline_reason(view, seat, offerer, gives, wants, level)
        self.table.app.toast(f"{self._joined()}.", TOAST_SECONDS, key="declines")

    def _joined(self) -> str:
        """The reasons in one line, a reason two seats share said once ("Blue and White declined: each is saving
        for a town and …"): the two told in full grew the message over the recap's heading (blind playtest)."""
        names = self.table.match.seat_names()
        groups: dict[str, list[int]] = {}
        for seat in sorted(self.reasons):
            text = self.reasons[seat]
            rest = text[len(names[seat]) + 1:] if text.startswith(names[seat] + " ") else None
            groups.setdefault(rest if rest is not None else f"\0{seat}", []).append(seat)
        parts = []
        for rest, seats in groups.items():
            if len(seats) > 1 and not rest.startswith("\0"):
                parts.append(f"{' and '.join(names[s] for s in seats)} declined: each {rest}")
            else:
                parts += [self.reasons[s] for s in seats]
        return "; ".join(parts)
