"""What one seat is shown: the view of the match with hidden cards removed, and the prompt text."""

from __future__ import annotations

from baraza.game.konja import cards
from baraza.game.konja.effects import used_dice
from baraza.game.konja.events import seat_name
from baraza.game.konja.legal import decider
from baraza.game.konja.state import (
    ANCESTORS,
    SEAT_NAMES,
    CloudView,
    DieView,
    KonjaState,
    KonjaView,
    PlayerView,
    RelicView,
)

PENDING_TEXTS = {
    "ancestor": "{who} places an Idol on a free Ancestor.",
    "resource_choice": "{who} chooses the resource of the Blessing.",
    "spell_discard": "{who} may discard Spells (Favour of the Spell Ancestor).",
    "merchant_sell": "{who} may sacrifice Relics for Gold (Favour of the Merchant).",
    "rain_upgrade": "{who} may flip Clouds with Gold (Favour of the Rain).",
    "merchant_buy": "{who} may replace one Offering Relic for 1 Gold, then buy one.",
    "rain_summon": "{who} may summon a Cloud with Gold.",
    "roll": "{who} rolls the dice.",
    "bones": "{who} plays Spells and Relics, then ends the Bones phase.",
    "red_roll": "{who} may roll the red dice.",
    "red_reply": "{who} may answer the red dice with a Spell.",
    "red_assign": "{who} picks which dice the red dice replace.",
    "collect": "{who} exchanges dice combinations, then finishes the turn.",
}


def pending_text(state: KonjaState) -> str:
    """The decision awaited, in plain words."""
    if state.over:
        return "The match is over."
    who = seat_name(decider(state) or 0)
    if state.pending_discard is not None:
        return f"{who} must discard a Relic (five at most)."
    template = PENDING_TEXTS.get(state.phase)
    return template.format(who=who) if template else state.phase


def build_view(state: KonjaState, seat: int | None, open_hands: bool = False) -> KonjaView:
    shay = state.shayka != "off"
    players = []
    for s, p in enumerate(state.players):
        relics = []
        for i, r in enumerate(p.relics):
            card = cards.relics()[r.card]
            side = "shayka" if shay and card.shayka_effect else "front"
            relics.append(RelicView(i, r.card, card.name, r.spent, side, card.side(shay)[2]))
        players.append(PlayerView(
            seat=s, name=SEAT_NAMES[s], gold=p.gold, magick=p.magick, power=p.power,
            clouds=tuple(CloudView(c.base, c.upgraded, c.value, c.turn == state.turn_count) for c in p.clouds),
            cloud_points=p.cloud_points, relics=tuple(relics), spell_count=len(p.spells),
            spells=tuple(p.spells) if seat == s or open_hands else None, turns_taken=p.turns,
            has_spirit_token=state.spirit_holder == s,
        ))
    used = used_dice(state)
    return KonjaView(
        viewer=seat, seat_names=SEAT_NAMES, turn_seat=state.turn_seat, acting_seat=decider(state),
        phase=state.phase, pending=pending_text(state), turn_count=state.turn_count,
        first_seat=state.first_seat, players=tuple(players), supply=dict(state.supply),
        cloud_piles=dict(state.cloud_piles), offering=tuple(state.offering),
        relic_deck_count=len(state.relic_deck), relic_discard=tuple(state.relic_discard),
        spell_deck_count=len(state.spell_deck), spell_discard=tuple(state.spell_discard),
        idols=tuple(state.idols), free_ancestors=tuple(a for a in ANCESTORS if a not in state.idols),
        ancestor=state.ancestor, resource=state.resource, blessing_queue=tuple(state.blessing_queue),
        offering_refreshed=state.refreshed, spirit_holder=state.spirit_holder,
        dice=tuple(DieView(i, d.colour, d.value, d.guarded, i in used) for i, d in enumerate(state.dice)),
        action_dice=tuple(state.action_dice), action_used=tuple(state.action_used),
        red_dice=tuple(state.red), red_used=tuple(state.red_used), attacker=state.attacker,
        collected=tuple(state.collected), pending_discard=state.pending_discard, shayka=state.shayka,
        oodoo_side="shayka" if shay else "front", bigga_storm=state.bigga, target=state.target,
        final_round=state.final_round, over=state.over, winners=state.winners,
    )
