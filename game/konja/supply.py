"""Moving tokens, cards and Clouds between the common supply, the decks and the players."""

from __future__ import annotations

from baraza.game.konja.state import MAX_RELICS, Cloud, KonjaState, Relic


def gain(state: KonjaState, seat: int, kind: str, n: int) -> int:
    """Take up to n tokens from the supply; what the supply lacks is not paid."""
    got = max(0, min(n, state.supply[kind]))
    state.supply[kind] -= got
    p = state.players[seat]
    setattr(p, kind, getattr(p, kind) + got)
    return got


def pay(state: KonjaState, seat: int, kind: str, n: int) -> None:
    p = state.players[seat]
    setattr(p, kind, getattr(p, kind) - n)
    state.supply[kind] += n


def draw_spell(state: KonjaState, seat: int) -> str | None:
    if not state.spell_deck and state.spell_discard:
        state.spell_deck = state.spell_discard
        state.spell_discard = []
        state.rng.shuffle(state.spell_deck)
    if not state.spell_deck:
        return None
    card = state.spell_deck.pop()
    state.players[seat].spells.append(card)
    return card


def deal_relic(state: KonjaState) -> str | None:
    if not state.relic_deck and state.relic_discard:
        state.relic_deck = state.relic_discard
        state.relic_discard = []
        state.rng.shuffle(state.relic_deck)
    return state.relic_deck.pop() if state.relic_deck else None


def gain_cloud(state: KonjaState, seat: int, base: int) -> bool:
    if state.cloud_piles[base] <= 0:
        return False
    state.cloud_piles[base] -= 1
    state.players[seat].clouds.append(Cloud(base, False, state.turn_count))
    return True


def take_relic(state: KonjaState, seat: int, card: str) -> None:
    state.players[seat].relics.append(Relic(card))
    if len(state.players[seat].relics) > MAX_RELICS:
        state.pending_discard = seat
