"""Setting up a Khedu match: the options, the decks and Desert stacks, the clans, the opening Cadence picks
and the hands dealt."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from baraza.game.core.rules import Event, OptionSpec, new_rng
from baraza.game.khedu import queries as q
from baraza.game.khedu.cards import CLANS, CardData
from baraza.game.khedu.constants import ENSEMBLE_LIMIT, HAND_SIZE
from baraza.game.khedu.state import DesertCadence, KheduState, Player, Unit
from baraza.game.khedu.turns import start_turn


def option_specs() -> list[OptionSpec]:
    clan_choices = (("random", "Random"),) + tuple((c, c) for c in CLANS)
    specs = [
        OptionSpec(f"clan_{i + 1}", f"Clan of player {i + 1}", clan_choices, "random",
                   f"The clan board player {i + 1} plays: its units, aura, first-turn bonus and Meditation "
                   "(a clan already taken is drawn again).", seat=i)
        for i in range(4)
    ]
    specs.append(
        OptionSpec("max_turns", "Turn limit per player", ((15, "15"), (25, "25"), (40, "40")), 25,
                   "How many turns each player takes at most before leaving the song.")
    )
    return specs


def initial_state(cards: CardData, options: Mapping[str, Any], seed: int, num_seats: int) -> KheduState:
    if not 1 <= num_seats <= 4:
        raise ValueError("Khedu takes 1-4 seats")
    rng = new_rng(seed)
    ids: list[tuple[str, str]] = []  # card id -> (kind, key)
    deck: list[int] = []
    for kind, key in cards.resource_deck():
        deck.append(len(ids))
        ids.append((kind, key))
    cadence_deck: list[int] = []
    for key in cards.cadence_deck():
        cadence_deck.append(len(ids))
        ids.append(("cadence", key))
    stacks = 3 if num_seats == 1 else num_seats  # one stack per player, three in solo
    desert: list[list[Unit]] = []
    home: dict[int, int] = {}
    for s in range(stacks):
        stack = []
        for key in cards.desert_stack():
            home[len(ids)] = s
            stack.append(Unit(len(ids)))
            ids.append(("unit", key))
        desert.append(stack)
    # Clans: the options pick a board per seat; "random" (or a board already taken) draws from the rest.
    clans: list[str | None] = []
    for i in range(num_seats):
        want = options.get(f"clan_{i + 1}", "random")
        clans.append(want if want in CLANS and want not in clans else None)
    for i in range(num_seats):
        if clans[i] is None:
            free = [c for c in CLANS if c not in clans]
            clans[i] = free[rng.randrange(len(free))]
    players = [Player(clan=str(c)) for c in clans]
    state = KheduState(
        num_seats=num_seats, cards=tuple(ids), home=home, rng=rng, players=players, deck=deck,
        cadence_deck=cadence_deck, desert=desert, max_turns=int(options.get("max_turns", 25)),
    )
    rng.shuffle(state.deck)
    rng.shuffle(state.cadence_deck)
    state.first_player = rng.randrange(num_seats)  # the die roll for the first player
    for seat in q.order_from(state, state.first_player):
        deal_hand(state, state.players[seat], HAND_SIZE)
    if num_seats == 1:
        p = players[0]
        for slot in p.ensemble:  # solo: four face-down Cadences, no opening picks
            slot.card = state.cadence_deck.pop(0)
        for s in range(3):
            state.desert_cadences.append(DesertCadence(state.cadence_deck.pop(0), s))
        start_turn(cards, state, 0)
    else:
        deal_opening(state, state.first_player)
        state.current = state.first_player
        state.phase = "opening"
        state.opening_step = "reveal"
    return state


def deal_opening(state: KheduState, seat: int) -> None:
    """Five Cadences for the first-turn bonus, dealt when the seat's pick comes (discards return to
    the deck, so four players fit the 16 cards; a fourth player may get only four and discards none)."""
    n = min(5, len(state.cadence_deck))
    state.players[seat].opening = [state.cadence_deck.pop(0) for _ in range(n)]


def deal_hand(state: KheduState, p: Player, n: int) -> None:
    """Deal n cards; a hand of Commands only is shown and dealt again (done for the player)."""
    for attempt in range(4):
        drawn = [state.deck.pop(0) for _ in range(min(n, len(state.deck)))]
        only_commands = drawn and all(state.cards[c][0] == "command" for c in drawn)
        if only_commands and attempt < 3 and len(state.deck) >= n:
            state.deck.extend(drawn)
            state.rng.shuffle(state.deck)
            continue
        p.hand.extend(drawn)
        return


def do_reveal_cadence(cards: CardData, state: KheduState, seat: int, card: int) -> list[Event]:
    p = state.players[seat]
    p.opening.remove(card)
    p.ensemble[0].card = card
    p.ensemble[0].face_up = True
    state.opening_step = "discard"
    name = q.card_name(cards, state, card)
    events = [Event("cadence_revealed", seat, {"card": card, "key": state.cards[card][1]},
                    f"Player {seat + 1} opens the Ensemble with {name} face up.")]
    if len(p.opening) < ENSEMBLE_LIMIT:  # dealt fewer than five: nothing to discard
        events += finish_opening(cards, state, seat)
    return events


def do_discard_cadence(cards: CardData, state: KheduState, seat: int, card: int) -> list[Event]:
    p = state.players[seat]
    p.opening.remove(card)
    state.cadence_deck.append(card)
    events = [Event("cadence_discarded", seat, {},  # which one stays secret
                    f"Player {seat + 1} discards a Cadence and keeps three face down.")]
    return events + finish_opening(cards, state, seat)


def finish_opening(cards: CardData, state: KheduState, seat: int) -> list[Event]:
    p = state.players[seat]
    for i, c in enumerate(p.opening):
        p.ensemble[i + 1].card = c
        p.ensemble[i + 1].face_up = False
    p.opening = []
    nxt = (seat + 1) % state.num_seats
    if nxt == state.first_player:
        return start_turn(cards, state, state.first_player)
    state.current = nxt
    state.opening_step = "reveal"
    deal_opening(state, nxt)
    return []
