"""Khedu rules engine (digital edition of rules v2.8; see docs/rules/khedu.md).

`KheduRules` answers the Rules protocol and dispatches each move to the module of its concern: setup,
legal moves, turns, the action turn's Commands, combats, Meditations. It owns the card catalogue, read
on first use; every other module gets the card data and the state, never the rules object.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, dice_outcomes, roll_outcomes
from baraza.game.khedu import choices, combat, commands, describe, legal, meditation, setup, turns
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CardCatalogue, CardData, UnitDef
from baraza.game.khedu.constants import (
    ENSEMBLE_LIMIT,
    ETERNAL_COST,
    HAND_SIZE,
    PASS_WITH_HERO,
    PASS_WITHOUT_HERO,
)
from baraza.game.khedu.state import Combat, KheduState, Player, Ref, Unit
from baraza.game.khedu.views import KheduView, build_view

__all__ = ["KheduRules", "HAND_SIZE", "PASS_WITH_HERO", "PASS_WITHOUT_HERO", "ETERNAL_COST", "ENSEMBLE_LIMIT"]

Handler = Callable[..., list[Event]]

# Each action kind and the function that applies it: f(cards, state, seat, *args) -> events.
HANDLERS: dict[str, Handler] = {
    "reveal_cadence": setup.do_reveal_cadence,
    "discard_cadence": setup.do_discard_cadence,
    "end_turn": turns.do_end_turn,
    "pass": turns.do_pass,
    "end_run": turns.do_end_run,
    "place": commands.do_place,
    "command": commands.do_command,
    "attack": combat.do_attack,
    "pay": combat.do_pay,
    "cadence": combat.do_cadence,
    "cadence_done": combat.do_cadence_done,
    "roll": combat.do_roll,
    "adjust": combat.do_adjust,
    "resolve": combat.do_resolve,
    "reward": combat.do_reward,
    "meditate": meditation.do_meditate,
    "bind_cadence": meditation.do_bind_cadence,
    "med_replenish": meditation.do_med_replenish,
    "med_eternal": meditation.do_med_eternal,
    "med_clan": meditation.do_med_clan,
    "med_redraw": meditation.do_med_redraw,
}


class KheduRules(Rules[KheduState, Any]):
    name = "khedu"
    title = "Khedu"
    min_seats = 1
    max_seats = 4
    # Drawing from the shuffled decks shows hidden cards: undo stops there (see game.core.match).
    reveal_events = frozenset({"draw", "replenish", "redraw", "desert_cadence"})
    roll_events = frozenset({"dice_rolled"})
    key_events = {"combat_result": "a combat", "ascend": "an ascension", "achievement": "an achievement",
                  "game_over": "the end"}

    def __init__(self) -> None:
        self.catalogue = CardCatalogue()

    @property
    def data(self) -> CardData:
        """The card data (the TOML files are read the first time this is asked)."""
        return self.catalogue.data

    # ------------------------------------------------------------------ setup
    def option_specs(self) -> list[OptionSpec]:
        return setup.option_specs()

    def seat_names(self, num_seats: int) -> list[str]:
        return [f"Player {i + 1}" for i in range(num_seats)]

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int) -> KheduState:
        return setup.initial_state(self.data, options, seed, num_seats)

    # ------------------------------------------------------------------ protocol: whose move, views
    def active_seats(self, state: KheduState) -> tuple[int, ...]:
        return q.active_seats(state)

    def is_terminal(self, state: KheduState) -> bool:
        return state.phase == "over"

    def turn_label(self, state: KheduState) -> str:
        p = state.players[state.current]
        return f"turn {p.turns_taken + 1} of Player {state.current + 1}"  # the panel counts each player's turns

    def turn_number(self, state: KheduState) -> int:
        return state.turns_completed

    def turns_begun(self, state: KheduState) -> int:
        """The turns as the table counts them, each player's own ("Turn 4 of 25 for Player 1"): the turn under way
        of the player whose turn it is; once over, the most turns a player took. `turns_completed` counts every
        seat's turn: the menu's Continue read "Khedu, turn 7" beside a table on Player 1's turn 4 (keys22)."""
        if self.is_terminal(state):
            return max((p.turns_taken for p in state.players), default=0)
        return state.players[state.current].turns_taken + 1

    def clone(self, state: KheduState) -> KheduState:
        return state.clone()

    def event_seen_by(self, event: Event, viewer: int | None) -> Event | None:
        """Khedu's event data is as public as its log line: a draw or a redraw is only counted, the Cadence kept
        face down at the opening is not named, a card is named once it is played or shown. A table at another
        machine animates from it."""
        return event

    def notable(self, event: Event, viewer_name: str) -> bool:
        """The song's end coming is news a shortened recap keeps: a last turn, a seat leaving, a last man; and a
        Cadre's hero falling (a one-row recap told a roll and hid the Guard's death: blind tester, issue 41)."""
        if event.kind == "unit_defeated" and event.data.get("to") == "deck_bottom":
            return True
        return event.kind in ("last_turn", "exhausted", "last_man_standing") or super().notable(event, viewer_name)

    def view(self, state: KheduState, seat: int | None) -> KheduView:
        return build_view(self.data, state, seat)

    def legal_actions(self, state: KheduState, seat: int) -> list[Action]:
        return legal.legal_actions(self.data, state, seat)

    def apply(self, state: KheduState, seat: int, action: Action) -> list[Event]:
        if state.phase == "over":
            raise ValueError("the match is over")
        handler = HANDLERS.get(action.kind)
        if handler is None:
            raise ValueError(f"unknown Khedu action {action}")
        return handler(self.data, state, seat, *action.args)

    # ------------------------------------------------------------------ scoring and text
    def chance_outcomes(self, state: KheduState, seat: int, action: Action,
                        limit: int = 64) -> list[tuple[float, KheduState]] | None:
        """A combat's attack dice: each multiset of faces once (56 ways for three dice, 126 for four). None for
        any other action, or when the roll goes on to draw a card (a reshuffle cannot be listed)."""
        if action.kind != "roll" or state.combat is None or action not in self.legal_actions(state, seat):
            return None
        dice, _, _ = self.combat_numbers(state)
        outcomes = dice_outcomes(dice)
        if len(outcomes) > limit:
            return None
        try:
            return roll_outcomes(self, state, seat, action, outcomes)
        except LookupError:
            return None

    def shuffle_unseen(self, state: KheduState, rng: random.Random) -> None:
        """The Resource and Cadence decks put in an order of `rng`'s, whatever their real order (the analysis's
        play-outs: each draws cards of its own, never the match's next ones). Sorted first, so the result
        depends only on which cards are unseen."""
        for pile in (state.deck, state.cadence_deck):
            pile.sort()
            rng.shuffle(pile)

    def final_score(self, state: KheduState, seat: int) -> int:
        return q.final_score(self.data, state, seat)

    def result(self, state: KheduState) -> MatchResult:
        return q.result(self.data, state)

    def score_key(self, state: KheduState) -> tuple[str, int]:
        """(clan, final score) of seat 0: the solo high-score table's key."""
        return q.score_key(self.data, state)

    def score_parts(self, state: KheduState, seat: int = 0) -> list[tuple[str, int]]:
        """Where a seat's score comes from (seat 0's for the solo run breakdown; any seat's for the results)."""
        return q.score_parts(self.data, state, seat)

    def result_lines(self, state: KheduState) -> list[str]:
        return describe.result_lines(self.data, state)

    def describe_action(self, state: KheduState, seat: int, action: Action) -> str:
        return describe.describe_action(self.data, state, seat, action)

    def summarize_actions(self, view: Any, seat: int, legal: Sequence[Action]) -> list[str]:
        clan = self.data.clans.get(view.players[seat].clan) if view is not None else None
        return choices.summarize_actions(view, seat, legal, clan.meditation if clan else "")

    # ------------------------------------------------------------------ questions the tests and tools ask
    def unit_def(self, state: KheduState, card: int) -> UnitDef:
        return q.unit_def(self.data, state, card)

    def card_name(self, state: KheduState, card: int) -> str:
        return q.card_name(self.data, state, card)

    def unit_at(self, state: KheduState, ref: Ref) -> Unit | None:
        return q.unit_at(state, ref)

    def aligned(self, state: KheduState, seat: int, card: int) -> bool:
        return q.aligned(self.data, state, seat, card)

    def activation_cost(self, state: KheduState, seat: int, ref: Ref) -> int:
        return q.activation_cost(self.data, state, seat, ref)

    def combat_numbers(self, state: KheduState, combat: Combat | None = None) -> tuple[int, int, int]:
        return q.combat_numbers(self.data, state, combat)

    def win_chance(self, state: KheduState) -> float:
        return q.win_chance(self.data, state)

    def pass_cost(self, state: KheduState, seat: int) -> int:
        return q.pass_cost(state, seat)

    def attack_pairs(self, state: KheduState, seat: int) -> list[tuple[Ref, Ref, str]]:
        return q.attack_pairs(self.data, state, seat)

    def playable_cadences(self, state: KheduState, seat: int) -> list[int]:
        return q.playable_cadences(state, seat)

    def cadre_honor(self, p: Player) -> int:
        return q.cadre_honor(p)
