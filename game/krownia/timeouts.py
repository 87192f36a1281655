"""The turn timer: what the table plays for a seat whose time ran out."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.rules import Event
from baraza.game.krownia import board as B
from baraza.game.krownia.constants import (
    COLOURS,
    DISCARD,
    GAME_OVER,
    MAIN,
    MOVE_PIRATE,
    PIPS,
    R_PENDING,
    ROAD_BUILDING,
    ROLL,
    SETUP_ROAD,
    SETUP_VILLAGE,
    STEAL,
    TRADE_COMPOSE,
    TRADE_PENDING,
    YEAR_OF_PLENTY,
)
from baraza.game.krownia.events import make_event
from baraza.game.krownia.state import KrowniaState

# An offer lapsed: the decline the table makes for a seat whose answer's time ran out (the offer's patience at the
# table, or the turn timer), flagged so the log and the replay say so (krownia20: it read "Red declines the offer").
# Records from before the flag load as plain declines (args default to none).
A_LAPSE = Action("decline_trade", (True,))


class Timeouts:
    """The turn timer and what plays for a seat when it runs out."""

    def turn_timer_seconds(self, options) -> float:
        return float(options.get("turn_timer") or 0)

    def timeout_actions(self, state: KrowniaState, seat: int) -> list[Action]:
        """What to apply, in order, when `seat`'s timer runs out. After a roll the position is new:
        the controller calls again while the seat is still active and its time is still up."""
        ph = state.phase
        if not state.options.get("turn_timer") or ph == GAME_OVER or seat not in self.active_seats(state):
            return []  # no timer, no timeout (the timer-only moves are not legal then)
        if ph == SETUP_VILLAGE:
            if state.relocating:
                c, e = self.auto_choice(state, seat)
                return [Action("place_village", (c,)), Action("place_road", (e,))]
            return [Action("timeout")]
        if ph == SETUP_ROAD:
            return [Action("place_road", (self.auto_choice_road(state),))]
        if ph == DISCARD:
            hand = list(state.hands[seat])
            acts = []
            for _ in range(state.discard_owed[seat]):
                r = max(range(5), key=lambda x: (hand[x], -x))  # shed the biggest pile first
                hand[r] -= 1
                acts.append(Action("discard", (r,)))
            return acts
        if ph == ROLL:
            return [Action("roll")]
        if ph == MOVE_PIRATE:  # the table moves the Pirate (and robs), then the turn goes on as after a 7
            return [Action("timeout"), Action("end_turn") if state.return_phase == MAIN else Action("roll")]
        if ph == STEAL:
            return [Action("steal", (self.steal_victims(state, seat)[0],))]
        if ph == ROAD_BUILDING:
            return [Action("skip_free_road"), Action("end_turn")] if state.return_phase == MAIN else [
                Action("skip_free_road"), Action("roll")]
        if ph == YEAR_OF_PLENTY:
            acts, bank = [], list(state.bank)
            for _ in range(state.plenty_left):
                r = max(range(5), key=lambda x: (bank[x], -x))
                bank[r] -= 1
                acts.append(Action("take_resource", (r,)))
            return acts + ([Action("end_turn")] if state.return_phase == MAIN else [Action("roll")])
        if ph == TRADE_COMPOSE:
            return [Action("offer_abandon"), Action("end_turn")]
        if ph == TRADE_PENDING:
            if seat != state.current:
                return [A_LAPSE] if state.responses[seat] == R_PENDING else [Action("offer_abandon")]
            return [Action("cancel_trade"), Action("end_turn")]
        return [Action("end_turn")]

    def _do_timeout(self, state: KrowniaState, seat: int) -> list[Event]:
        """Legal only with a turn timer (see legal.py): in setup the table places a village and road the
        seat may move later; with the Pirate to move, the table moves it and robs for the seat."""
        if state.phase == SETUP_VILLAGE:
            return self._timeout_setup(state, seat)
        events = [make_event("timeout", seat, {}, f"{COLOURS[seat]} ran out of time; the Pirate moves by itself")]
        events += self._do_move_pirate(state, seat, self.auto_pirate_hex(state, seat))
        if state.phase == STEAL:
            events += self._do_steal(state, seat, self.steal_victims(state, seat)[0])
        return events

    def auto_pirate_hex(self, state: KrowniaState, seat: int) -> int:
        """Where the table sends the Pirate for a seat: the legal hex whose dice number pays the
        opponents most and the seat least (ties: the lowest hex id)."""
        best, best_score = -1, None
        owner, level, numbers = state.corner_owner, state.corner_level, state.numbers
        for h in self.pirate_targets(state, seat):
            pips = PIPS[numbers[h]] if numbers[h] else 0
            score = 0
            for c in B.HEX_CORNERS[h]:
                o = owner[c]
                if o >= 0:
                    score += level[c] * pips * (-2 if o == seat else 1)
            if best_score is None or score > best_score:
                best, best_score = h, score
        return best
