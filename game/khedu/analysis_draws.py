"""The next seat's turn-start draw inside a move that ends a turn, for the analysis.

Khedu's End turn (and Pass) also starts the next seat's turn: its first-turn bonus and its refill are drawn inside
the same move. A blind tester (khedu22) read the AI's End turn at move 6 marked with its chart fall 56 → 31 %, and
that fall was mostly Player 1's Hadimi bonus of 2 cards and refill. The paired play-outs that confirm a mark
(game.core.analysis_paired) ask the judge's hook `deal_anew`: each pair has that draw dealt again from the unseen
cards with its own seed, so the pairs measure the move, not the real draw; and the mark's Why says the chart's step
counts the draw (mark_words.mark_reason).
"""

from __future__ import annotations

import random
from typing import Any

from baraza.game.core.action import Action


def turn_draw(state: Any, seat: int, child: Any) -> tuple[int, list[int]] | None:
    """(the seat whose turn began, the cards it drew at the turn's start) when `seat`'s move from `state` to
    `child` ended the turn and another seat's turn began with a draw; None elsewhere (the same turn goes on, the
    match ended, or nothing was drawn)."""
    if child.turns_completed <= state.turns_completed or child.phase != "turn" or child.current == seat:
        return None
    nxt = child.current
    before = list(state.players[nxt].hand)
    drawn = list(child.players[nxt].hand)
    for card in before:  # the cards it held already: what is left is what the move drew for it
        if card in drawn:
            drawn.remove(card)
    return (nxt, drawn) if drawn else None


def drew_for(rules: Any, state: Any, seat: int, action: Action) -> int | None:
    """The seat another's draw was dealt to when `seat` plays `action` in `state` (None without one)."""
    child = rules.clone(state)
    rules.apply(child, seat, action)
    drew = turn_draw(state, seat, child)
    return None if drew is None else drew[0]


def deal_anew(rules: Any, state: Any, seat: int, action: Action, child: Any, rng: random.Random) -> Any | None:
    """A copy of `child` (the position after `seat` played `action` in `state`) whose next seat's turn-start draw
    is dealt again from the unseen cards (that draw put back, the Resource deck shuffled by `rng`): the draw is
    the pair's luck, not the match's. None when the move dealt no other seat a draw."""
    drew = turn_draw(state, seat, child)
    if drew is None:
        return None
    nxt, drawn = drew
    dealt = rules.clone(child)
    hand = dealt.players[nxt].hand
    for card in drawn:
        hand.remove(card)
    dealt.deck.extend(drawn)
    dealt.deck.sort()  # the order depends only on which cards are unseen, then on the pair's seed
    rng.shuffle(dealt.deck)
    hand.extend(dealt.deck.pop(0) for _ in drawn)
    return dealt
