"""Trading: with the bank at harbour rates, and offers, answers and counter-offers between players."""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.krownia.constants import (
    COLOURS,
    MAIN,
    R_ACCEPT,
    R_COMPOSING,
    R_COUNTER,
    R_DECLINE,
    R_NONE,
    R_PENDING,
    RESOURCES,
    TRADE_COMPOSE,
    TRADE_PENDING,
)
from baraza.game.krownia.events import make_event
from baraza.game.krownia.state import KrowniaState


class Trading:
    """Bank trades and offers between players."""

    def _do_bank_trade(self, state: KrowniaState, seat: int, g: int, r: int) -> list[Event]:
        rate = state.port_rate[seat][g]
        state.hands[seat][g] -= rate
        state.bank[g] += rate
        state.hands[seat][r] += 1
        state.bank[r] -= 1
        state.public_cards[seat][g] -= rate
        state.public_cards[seat][r] += 1
        state.trades_done[seat] += 1
        return [make_event("bank_trade", seat, {"give": g, "give_count": rate, "get": r},
                      f"{COLOURS[seat]} traded {rate} {RESOURCES[g]} for 1 {RESOURCES[r]} with the bank")]

    def _do_open_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.drafts[seat] = [[0] * 5, [0] * 5]
        state.offers_made += 1  # counted when opened, so opening and dropping cannot loop forever
        state.phase = TRADE_COMPOSE
        return [make_event("trade_compose", seat, {}, f"{COLOURS[seat]} is preparing a trade offer")]

    # Drafting an offer changes only the composer's draft: no log line (the log shows the offer once,
    # when it is sent), so these events carry no text.
    def _do_offer_give(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.drafts[seat][0][r] += 1
        return [make_event("trade_draft", seat, {"give": list(state.drafts[seat][0])}, "")]

    def _do_offer_get(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        state.drafts[seat][1][r] += 1
        return [make_event("trade_draft", seat, {"get": list(state.drafts[seat][1])}, "")]

    def _do_offer_take_back(self, state: KrowniaState, seat: int, r: int) -> list[Event]:
        give, get = state.drafts[seat]
        if give[r]:
            give[r] -= 1
        else:
            get[r] -= 1
        return [make_event("trade_draft", seat, {"give": list(give), "get": list(get)}, "")]

    def _do_offer_abandon(self, state: KrowniaState, seat: int) -> list[Event]:
        state.drafts[seat] = [[0] * 5, [0] * 5]
        if state.phase == TRADE_COMPOSE:
            state.phase = MAIN
            return [make_event("trade_cancel", seat, {}, f"{COLOURS[seat]} dropped the trade idea")]
        return self._do_decline_trade(state, seat)

    def _do_offer_send(self, state: KrowniaState, seat: int, to: int) -> list[Event]:
        give, get = state.drafts[seat]
        if state.phase == TRADE_COMPOSE:
            state.trade_give = list(give)
            state.trade_get = list(get)
            state.trade_to = to
            state.responses = [R_PENDING if (s != seat and (to < 0 or s == to)) else R_NONE
                               for s in range(state.num_seats)]
            state.counters = [((), ())] * state.num_seats
            state.phase = TRADE_PENDING
            whom = "everyone" if to < 0 else COLOURS[to]
            return [make_event("trade_offer", seat, {"give": list(give), "get": list(get), "to": to},
                          f"{COLOURS[seat]} offers {self.card_text.of(give)} for {self.card_text.of(get)} to {whom}")]
        # a counter-offer: the responder gives `give` and gets `get`; store it from the offerer's side
        state.counters[seat] = (tuple(get), tuple(give))
        state.responses[seat] = R_COUNTER
        ev = [make_event("trade_counter", seat, {"give": list(give), "get": list(get)},
                    f"{COLOURS[seat]} counters: {self.card_text.of(give)} for {self.card_text.of(get)}")]
        return ev + self._maybe_close(state)

    def _do_accept_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.responses[seat] = R_ACCEPT
        return [make_event("trade_accept", seat, {}, f"{COLOURS[seat]} accepts the offer")] + self._maybe_close(state)

    def _do_decline_trade(self, state: KrowniaState, seat: int, lapsed: bool = False) -> list[Event]:
        state.responses[seat] = R_DECLINE
        if lapsed:  # the table declined for a seat whose time ran out (timeouts.A_LAPSE): said as a lapse
            text = f"{COLOURS[state.current]}'s offer lapsed: {COLOURS[seat]} gave no answer in time"
            return [make_event("trade_decline", seat, {"lapsed": True}, text)] + self._maybe_close(state)
        return [make_event("trade_decline", seat, {}, f"{COLOURS[seat]} declines the offer")] + self._maybe_close(state)

    def _do_counter_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        state.responses[seat] = R_COMPOSING
        # start the counter from the mirror of the original offer
        state.drafts[seat] = [[min(x, h) for x, h in zip(state.trade_get, state.hands[seat], strict=True)],
                              list(state.trade_give)]
        return [make_event("trade_compose", seat, {}, f"{COLOURS[seat]} is preparing a counter-offer")]

    def _maybe_close(self, state: KrowniaState) -> list[Event]:
        responses = state.responses
        if R_PENDING in responses or R_COMPOSING in responses:
            return []
        if R_ACCEPT in responses or R_COUNTER in responses:
            return []  # the offerer now confirms with one of them or cancels
        return self._close_trade(state, "Nobody took the offer")

    def _close_trade(self, state: KrowniaState, text: str) -> list[Event]:
        state.responses = [R_NONE] * state.num_seats
        state.trade_give = [0] * 5
        state.trade_get = [0] * 5
        state.drafts = [[[0] * 5, [0] * 5] for _ in range(state.num_seats)]
        state.phase = MAIN
        return [make_event("trade_closed", state.current, {}, text)]

    def _do_confirm_trade(self, state: KrowniaState, seat: int, other: int) -> list[Event]:
        give, get = self._terms(state, other)
        for r in range(5):
            state.hands[seat][r] += get[r] - give[r]
            state.hands[other][r] += give[r] - get[r]
            state.public_cards[seat][r] += get[r] - give[r]
            state.public_cards[other][r] += give[r] - get[r]
        state.trades_done[seat] += 1
        state.trades_done[other] += 1
        ev = make_event("trade", seat, {"from": seat, "to": other, "give": list(give), "get": list(get)},
                   f"{COLOURS[seat]} gave {self.card_text.of(give)} to {COLOURS[other]} for {self.card_text.of(get)}")
        return [ev] + self._close_trade(state, "The trade is done")

    def _do_cancel_trade(self, state: KrowniaState, seat: int) -> list[Event]:
        # after counter-offers, say what was turned down (a bare "withdrew" after a player's counter read as a
        # snub with no reason: blind playtest)
        countered = [COLOURS[s] for s in range(state.num_seats) if state.responses[s] == R_COUNTER]
        if countered:
            return self._close_trade(state, f"{COLOURS[seat]} withdrew the offer rather than take "
                                            f"{' or '.join(countered)}'s counter-offer")
        return self._close_trade(state, f"{COLOURS[seat]} withdrew the offer")
