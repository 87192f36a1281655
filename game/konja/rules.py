"""Konja rules: Ancestors, Bones and Collection for two players.

Every decision is one small Action; the seat that must decide is `active_seats(state)[0]`
(the opponent decides during its part of a Blessing and when it rolls red dice).
This class only dispatches: each concern lives in its own module of this package.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, dice_outcomes, roll_outcomes
from baraza.game.konja import ancestors, bones, choices, collection, legal, red_dice, results, setup
from baraza.game.konja.describe import describe_action
from baraza.game.konja.effects import effect_targets
from baraza.game.konja.state import (
    ACTION_FACES,
    MAX_RELICS,
    MAX_TURNS,
    PHASES,
    SEAT_NAMES,
    KonjaState,
    KonjaView,
)
from baraza.game.konja.view import build_view, pending_text

__all__ = ["KonjaRules", "SEAT_NAMES", "MAX_TURNS", "MAX_RELICS"]

# action kind -> handler(state, seat, *args) -> events
ACTION_HANDLERS: dict[str, Callable[..., list[Event]]] = {
    **ancestors.HANDLERS, **bones.HANDLERS, **red_dice.HANDLERS, **collection.HANDLERS,
}


class KonjaRules(Rules[KonjaState, KonjaView]):
    name = "konja"
    title = "Konja"
    # Spells and Relics drawn from the shuffled decks are hidden until then: undo stops there.
    # (Card effects that draw mark their event data with "hidden_revealed" instead.)
    reveal_events = frozenset({"draw_spells", "refresh_offering", "buy_relic"})
    roll_events = frozenset({"roll"})
    key_events = {"summon_cloud": "a Cloud", "upgrade_cloud": "a Cloud raised", "final_round": "the final round",
                  "game_over": "the end"}
    PHASES = PHASES

    # ---- setup ---------------------------------------------------------------------------

    def key_moment(self, event: Event) -> str | None:
        # a Cloud won by exchanging a set of a kind is a Cloud as much as one summoned (replay's key moments, H8)
        if event.kind == "collect" and event.data.get("resource") == "cloud" and event.data.get("amount"):
            return "a Cloud"
        return super().key_moment(event)

    def option_specs(self) -> list[OptionSpec]:
        return setup.option_specs()

    def seat_names(self, num_seats: int) -> list[str]:
        return list(SEAT_NAMES[:num_seats])

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int = 2) -> KonjaState:
        return setup.initial_state(self.default_options(), options, seed, num_seats)

    # ---- who acts, what they may do, what it does ---------------------------------------

    def decider(self, state: KonjaState) -> int | None:
        return legal.decider(state)

    def active_seats(self, state: KonjaState) -> tuple[int, ...]:
        seat = legal.decider(state)
        return () if seat is None else (seat,)

    def legal_actions(self, state: KonjaState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def effect_targets(self, state: KonjaState, seat: int, effect: str, amount: int,
                       source_slot: int = -1, exact: bool = False) -> list[tuple]:
        return effect_targets(state, seat, effect, amount, source_slot, exact)

    def apply(self, state: KonjaState, seat: int, action: Action) -> list[Event]:
        handler = ACTION_HANDLERS.get(action.kind)
        if handler is None or state.over:
            raise ValueError(f"{action} is not a Konja action here")
        return handler(state, seat, *action.args)

    def chance_outcomes(self, state: KonjaState, seat: int, action: Action,
                        limit: int = 64) -> list[tuple[float, KonjaState]] | None:
        """The red dice (21 ways, their order aside) and the turn's roll (252 ways for the five green dice times
        16 for the two Action dice' faces: only with a `limit` that large). A Spell or Relic that rerolls is not
        listed (None)."""
        if action.kind == "roll_red":
            outcomes = dice_outcomes(2)
        elif action.kind == "roll":
            green = dice_outcomes(5)
            faces = sorted(set(ACTION_FACES))
            pairs = [(ACTION_FACES.count(a) * ACTION_FACES.count(b) / 36, (ACTION_FACES.index(a), ACTION_FACES.index(b)))
                     for a in faces for b in faces]
            if len(green) * len(pairs) > limit:
                return None
            outcomes = [(pg * pa, (*g, *a)) for pg, g in green for pa, a in pairs]
        else:
            return None
        if len(outcomes) > limit or action not in self.legal_actions(state, seat):
            return None
        return roll_outcomes(self, state, seat, action, outcomes)

    # ---- the end -------------------------------------------------------------------------

    def is_terminal(self, state: KonjaState) -> bool:
        return state.over

    def result(self, state: KonjaState) -> MatchResult:
        scores = tuple(float(p.cloud_points) for p in state.players)
        return MatchResult(state.winners if state.over else (), scores, state.end_reason)

    def result_lines(self, state: KonjaState) -> list[str]:
        return results.result_lines(state)

    def clone(self, state: KonjaState) -> KonjaState:
        return state.clone()

    def turn_number(self, state: KonjaState) -> int:
        return state.turn_count

    # ---- what a seat sees and reads ------------------------------------------------------

    def view(self, state: KonjaState, seat: int | None) -> KonjaView:
        return build_view(state, seat)

    def event_seen_by(self, event: Event, viewer: int | None) -> Event | None:
        """Konja's event data is as public as its log line: a Spell drawn is only counted, and a Spell's name is
        given only when it is cast or discarded face up. A table at another machine animates from it, and
        reads the Idols' owners from it (scenes/konja/history.py)."""
        return event

    def line_seen_by(self, record: Any, line: Any, viewer: int | None) -> str:
        """The replay's words of a move: the next turn's start is the next seat's, not part of the move that ended
        the last turn (the Moves list read "You: … Kofi's turn begins", a blind tester)."""
        if any(e.kind == "turn_start" and e.text == line.text for e in record.events):
            return ""
        return line.text

    def open_view(self, state: KonjaState) -> KonjaView:
        return build_view(state, None, open_hands=True)  # both hands of Spells face up (a finished replay)

    def pending_text(self, state: KonjaState) -> str:
        return pending_text(state)

    # A run of picks ended by its Done is one move to a player: Clouds flipped one by one at the Rain, Relics sold
    # at the Merchant, Spells discarded. Judged whole by the analysis (the first of three flips that won a
    # match was marked a blunder, "the AI would stop flipping": a half-made move judged as if it stopped there).
    STEP_RUNS = {"upgrade_cloud": "done_upgrading", "sell_relic": "done_selling", "discard_spell": "done_discarding"}

    def continues_move(self, previous: tuple[int, Action], seat: int, action: Action) -> bool:
        done = self.STEP_RUNS.get(previous[1].kind)
        return done is not None and previous[0] == seat and action.kind in (previous[1].kind, done)

    def describe_action(self, state: KonjaState, seat: int, action: Action) -> str:
        return describe_action(state, seat, action)

    def summarize_actions(self, view: KonjaView, seat: int, legal: Sequence[Action]) -> list[str]:
        return choices.summarize_actions(view, seat, legal)
