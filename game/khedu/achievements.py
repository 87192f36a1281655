"""Khedu achievements: detection after rolls, combats and Commands, and the award itself.

General achievements are open to everyone from the start; a clan's achievements only to the player
holding that clan board, once they own an Eternal Cadence (the clan token marks it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from baraza.game.core.rules import Event
from baraza.game.khedu.combat import has_three_of_a_kind, is_straight
from baraza.game.khedu.state import Combat, KheduState, Ref

if TYPE_CHECKING:
    from baraza.game.khedu.rules import KheduRules


def can_earn(rules: KheduRules, state: KheduState, seat: int, key: str) -> bool:
    a = rules.data.achievements[key]
    p = state.players[seat]
    if key in p.achievements or p.exhausted:
        return False
    if a.clan:
        return p.clan == a.clan and p.eternals() >= 1
    return True


def award(rules: KheduRules, state: KheduState, seat: int, key: str) -> list[Event]:
    """Give `seat` the achievement if it may still earn it; one event announces it."""
    if not can_earn(rules, state, seat, key):
        return []
    a = rules.data.achievements[key]
    p = state.players[seat]
    p.achievements.append(key)
    p.lp += a.lp
    p.influence += a.influence
    prize = f"{a.lp} Legacy points" if a.lp else f"{a.influence} Influence"
    return [Event("achievement", seat, {"key": key, "name": a.name, "lp": a.lp, "influence": a.influence},
                  f"Player {seat + 1} earns {a.name} (+{prize}).")]


def check_roll(rules: KheduRules, state: KheduState, seat: int, dice: tuple[int, ...]) -> list[Event]:
    events: list[Event] = []
    if is_straight(dice):
        events += award(rules, state, seat, "good_omen")
    if has_three_of_a_kind(dice):
        events += award(rules, state, seat, "prophecy")
    return events


def _helpers(rules: KheduRules, state: KheduState, c: Combat, kind: str) -> list[int]:
    """Seats that added at least one Cadence of `kind` to the combat."""
    return sorted({s for s, card, _ in c.played if rules.data.cadences[state.cards[card][1]].kind == kind})


def _count_kind(rules: KheduRules, state: KheduState, c: Combat, kind: str) -> int:
    cards = [card for _, card, _ in c.played] + list(c.desert_cadences)
    return sum(1 for card in cards if rules.data.cadences[state.cards[card][1]].kind == kind)


def check_combat(
    rules: KheduRules, state: KheduState, c: Combat, won: bool,
    winner_ref: Ref, loser_ref: Ref, winner_card: int, loser_card: int,
) -> list[Event]:
    """Achievements of a resolved combat (turn counters are updated here too)."""
    seat = c.instigator
    log = state.log
    att = rules.unit_def(state, c.attacker_card)
    dfn = rules.unit_def(state, c.defender_card)
    win_key = rules.unit_def(state, winner_card).key
    loser = rules.unit_def(state, loser_card)
    events: list[Event] = []
    log.attacks += 1
    if log.attacks >= 3:
        events += award(rules, state, seat, "persistence")
    if att.denomination == "Wuqri":
        log.wuqri_attacks += 1
        if log.wuqri_attacks >= 3:
            events += award(rules, state, seat, "assault_inertia")
    from_desert = c.attacker[0] == "desert"
    if won:
        log.wins += 1
        if log.wins >= 3 and len(state.players[seat].hand) == 1:
            events += award(rules, state, seat, "jhunes_swiftness")
        if from_desert and att.khana and dfn.khana:
            events += award(rules, state, seat, "sound_defeat")
        if from_desert and att.denomination == "Himbua" and dfn.khana:
            events += award(rules, state, seat, "ytri_binding")
        if att.key == "hadimi_guard" and c.defender[0] == "desert" and dfn.denomination == "Wuqri":
            events += award(rules, state, seat, "no_more_games")
        if dfn.key == "khana_kudjani" and 6 not in c.dice:
            events += award(rules, state, seat, "stronger_than_gods")
        if att.key == "khana_chahak":
            log.chahak_wins += 1
            if log.chahak_wins >= 2:
                events += award(rules, state, seat, "recklessness")
        if att.key == "rahala_fighter":
            log.fighter_wins += 1
            if log.fighter_wins >= 2:
                events += award(rules, state, seat, "ubaks_omen")
        if att.key == "khana_ekkubana" and c.defender[0] == "cadre" and c.defender[1] != seat:
            events += award(rules, state, seat, "feral_rage")
    if win_key == "hadimi_guard" and loser.key == "khana_chahak":
        events += award(rules, state, seat, "vengeance")
    if win_key == "chieftain" and loser_ref[0] == "desert" and loser.denomination == "Oadhii":
        events += award(rules, state, seat, "oppression")
    if att.key == "khana_kudjani" and _count_kind(rules, state, c, "offensive") >= 2:
        for s in _helpers(rules, state, c, "offensive"):
            events += award(rules, state, s, "order_of_pinra")
    if dfn.key == "rahala_fighter" and _count_kind(rules, state, c, "defensive") >= 2:
        for s in _helpers(rules, state, c, "defensive"):
            events += award(rules, state, s, "desert_defender")
    return events
