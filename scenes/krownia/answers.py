"""Offers the player cannot meet never wait on them: when another seat's offer asks the human to act for cards
they do not hold, the table declines it for them at once (the log says "Red cannot meet Blue's offer") and a toast
says why. An offer they can meet waits for Accept, Decline, Counter or Not now in the side panel (offer_panel.py),
but never blocks the AI's turn for long: left alone for OFFER_PATIENCE seconds (the pointer moving on the offer
stops its clock, never winds it back), it lapses and is declined for the player, who is told so; the decline is
recorded as a lapse (timeouts.A_LAPSE), so the log and the replay say "Blue's offer lapsed", not "Red declines"
(krownia20). Not now lets it lapse at once (`let_go`). Once another seat has accepted it, the offerer takes that
acceptance anyway: the offer then waits ACCEPTED_PATIENCE seconds at most (krownia23: 45 s waited on every one).

`OfferAnswers` is given the table (`match`, `app`) and a way
to ask whether a lesson runs (a lesson scripts its own answers, so nothing is declined for the learner).
"""

from __future__ import annotations

from collections.abc import Callable

from baraza.game.core.action import Action
from baraza.game.krownia.hint_words import cards
from baraza.game.krownia.timeouts import A_LAPSE
from baraza.scenes.krownia.art import RESOURCES
from baraza.scenes.krownia.context import KrowniaTable

ACCEPT, DECLINE = Action("accept_trade"), Action("decline_trade")
OFFER_PATIENCE = 45.0  # seconds an offer the player leaves alone waits before it lapses (round 9: 30 s went by
# before a tester had seen the offer at all)
ACCEPTED_PATIENCE = 8.0  # seconds it waits at most once another seat accepted it (the offerer will take that one)


def lacking(hand, wanted) -> str:
    """The cards missing to meet a want, in words ("2 Sheep + 1 Ore"); "" when none are missing."""
    missing = [f"{wanted[r] - hand[r]} {RESOURCES[r]}" for r in range(5) if wanted[r] > hand[r]]
    return " + ".join(missing)


class OfferAnswers:
    def __init__(self, table: KrowniaTable, lesson_running: Callable[[], bool]) -> None:
        self.table = table
        self.lesson_running = lesson_running
        self._offer: int | None = None  # the offer waiting on the player: the index of the move that sent it
        self.left = OFFER_PATIENCE  # seconds before it lapses
        self._shown = False  # whether the player can answer it now (not mid-animation, nor drafting a counter)
        self._held = False  # the pointer moved on the offer since the last tick: the player is reading it

    def seconds_left(self) -> float | None:
        """Seconds before the offer waiting on the player lapses; None when none waits on an answer now."""
        return self.left if self._offer is not None and self._shown else None

    def _waiting(self) -> int | None:
        """The offer waiting on the human viewer's answer (while they draft a counter to it too), as the index of
        the move that sent it; None when none does. krownia20: the clock was keyed on the move count and dropped
        whenever the player could not answer that frame (a Hint's animation, a counter drafted and taken back),
        so it restarted at 45 s; the same offer now keeps one clock from its first showing."""
        match = self.table.match
        view = self.table.current_view()
        trade, seat = view.trade, view.seat
        if trade is None or seat is None or seat == trade.offerer or match.seats[seat] != "human":
            return None
        if trade.responses[seat] not in ("pending", "composing_counter"):
            return None
        return next((i for i in range(len(match.records) - 1, -1, -1)
                     if match.records[i].action.kind == "offer_send" and match.records[i].seat == trade.offerer), -1)

    def held(self) -> None:
        """The player is looking at the offer (the pointer moving on it): its clock stops till the next tick. It is
        never wound back (krownia23: the click on "Back to offer" landed on the offer shown again under it, and
        33 s went back to 45)."""
        self._held = True

    def accepted_by(self) -> list[int]:
        """The other seats that accepted the offer waiting on the player (the offerer takes one of them)."""
        view = self.table.current_view()
        trade = view.trade
        if self._waiting() is None or trade is None:
            return []
        return [s for s, r in enumerate(trade.responses) if r == "accepted" and s not in (trade.offerer, view.seat)]

    def can_let_go(self) -> bool:
        """Whether Not now can let the offer go now (never in a lesson, nor when no offer waits on an answer)."""
        return not self.lesson_running() and A_LAPSE in self.table.legal_actions()

    def let_go(self) -> None:
        """Not now: the offer lapses at once, as it would left alone (the log says so, as the player chose it)."""
        if not self.can_let_go():
            return
        view = self.table.current_view()
        names, offerer = view.names, view.trade.offerer
        if self.table.submit_intent(A_LAPSE):
            self._offer = None
            self._logged_as(f"{names[offerer]}'s offer lapsed: {names[view.seat]} let it go")

    def tick(self, dt: float) -> None:
        """Time passes for an offer the player can meet; when its patience runs out it is declined for them."""
        table = self.table
        match = table.match
        offer = None if self.lesson_running() or match.is_over() else self._waiting()
        if offer != self._offer:  # a new offer (or none): its own patience
            self._offer, self.left, self._shown = offer, OFFER_PATIENCE, False
        seat = table.human_to_act()
        self._shown = offer is not None and seat is not None and ACCEPT in table.legal_actions()
        if not self._shown:
            return  # not on show yet, or a counter is drafted: the clock waits, keeping its time
        if self.accepted_by():  # the offerer takes that acceptance anyway: a few seconds more at most
            self.left = min(self.left, ACCEPTED_PATIENCE)
        held, self._held = self._held, False
        self.left -= 0.0 if held else dt
        if self.left > 0:
            return
        view = table.current_view()
        self._offer = None
        if match.submit(seat, A_LAPSE).ok:  # flagged: the log and the replay say it lapsed (krownia20, trading.py)
            table.recap.made_for_player()
            trade = view.trade  # the line says what was declined (round 9: the player never saw the offer)
            table.app.toast(f"{view.names[trade.offerer]}'s offer of {cards(trade.give)} for your {cards(trade.get)} "
                            "lapsed with no answer: it was declined for you.", 8, key="offer")

    def _logged_as(self, line: str) -> None:
        """The decline just made for the player is logged as `line`, not "Red declines the offer" as though they
        chose it (krownia18: a lapsed offer read as the player's own decline)."""
        reasons = getattr(self.table, "reasons", None)  # the table's DeclineReasons keeps the log's words (reasons.py)
        record = self.table.match.records[-1]
        text = next((e.text for e in record.events if e.kind == "trade_decline"), None)
        if reasons is not None and text is not None:
            reasons.note(len(self.table.match.records) - 1, text, line)

    def update(self) -> None:
        """Decline for a human seat an offer it cannot meet. It runs at once (the log still shows the lines in
        order, after the offer's animation) and before the table notices the seats to act changed, so a hot-seat
        table never hands the device over for an answer that was never theirs to give."""
        table = self.table
        match = table.match
        if self.lesson_running() or match.is_over():
            return
        for seat in list(match.active_seats()):  # every such seat in one go: no hand-over between them
            if match.seats[seat] != "human":
                continue
            legal = match.legal_actions(seat)
            if ACCEPT in legal or DECLINE not in legal:
                continue
            view = match.view(seat)
            trade = view.trade
            if trade is None or trade.responses[seat] != "pending":
                continue
            missing = lacking(view.hand or (0,) * 5, trade.get)
            if not match.submit(seat, DECLINE).ok:
                continue
            table.recap.made_for_player()  # not the player's move: "While you waited" keeps what came before it
            alone = len(match.human_seats()) == 1
            who, lacks = ("you", "you lack") if alone else (view.names[seat], f"{view.names[seat]} lacks")
            self._logged_as(f"{view.names[seat]} cannot meet {view.names[trade.offerer]}'s offer"
                            + (f": lacks {missing}" if missing else ""))
            why = f"{lacks} {missing}" if missing else "it cannot be met"
            table.app.toast(f"{view.names[trade.offerer]}'s offer was declined for {who}: {why}.", 4, key="offer")
