"""The turn timer: what the table plays for a seat whose time ran out."""

from __future__ import annotations

from game.core.action import Action
from game.krownia.constants import (
    DISCARD,
    GAME_OVER,
    MAIN,
    MOVE_PIRATE,
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
from game.krownia.state import KrowniaState


class Timeouts:
    """The turn timer and what plays for a seat when it runs out."""

    def turn_timer_seconds(self, options) -> float:
        return float(options.get("turn_timer") or 0)

    def timeout_actions(self, state: KrowniaState, seat: int) -> list[Action]:
        """What to apply, in order, when `seat`'s timer runs out. After a roll the position is new:
        the controller calls again while the seat is still active and its time is still up."""
        ph = state.phase
        if ph == GAME_OVER or seat not in self.active_seats(state):
            return []
        if ph == SETUP_VILLAGE:
            if state.relocating:
                c, e = self.auto_choice(state, seat)
                return [Action("place_village", (c,)), Action("place_road", (e,))]
            return [Action("auto_place")]
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
        if ph == MOVE_PIRATE:
            return [Action("timeout")]
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
                return [Action("decline_trade")] if state.responses[seat] == R_PENDING else [Action("offer_abandon")]
            return [Action("cancel_trade"), Action("end_turn")]
        return [Action("end_turn")]
