"""The Ancestor phase: placing an Idol, its Favour for the active player and its Blessing for both;
also what follows from it at any time: spending the Spirit token, discarding a sixth Relic.

Each handler takes (state, seat, *action args) and returns the events it caused.
"""

from __future__ import annotations

from baraza.game.core.rules import Event
from baraza.game.konja import cards
from baraza.game.konja.events import event, seat_name
from baraza.game.konja.flow import begin_bones, next_in_blessing, start_blessing_queue
from baraza.game.konja.state import ANCESTOR_NAMES, SUMMON_COST, UPGRADE_COST, KonjaState
from baraza.game.konja.supply import deal_relic, draw_spell, gain, gain_cloud, pay, take_relic

# the phase that follows placing an Idol on each Ancestor (the Spirit goes straight to the roll)
FAVOUR_PHASE = {"resource": "resource_choice", "spell": "spell_discard", "merchant": "merchant_sell",
                "rain": "rain_upgrade"}


def choose_ancestor(state: KonjaState, seat: int, name: str) -> list[Event]:
    events: list[Event] = []
    state.idols.append(name)
    state.ancestor = name
    me = seat_name(seat)
    title = ANCESTOR_NAMES[name]
    events.append(event("idol_placed", seat, f"{me} placed an Idol on the {title}.", ancestor=name))
    if name == "spirit":
        state.spirit_holder = seat
        events.append(event("spirit_token", seat, f"Favour: {me} takes the Spirit token."))
        for s in (seat, 1 - seat):
            n = sum(1 for r in state.players[s].relics if r.spent)
            for r in state.players[s].relics:
                r.spent = False
            spent = "none was spent" if n == 0 else "1 was spent" if n == 1 else f"{n} were spent"
            events.append(event("recharge_all", s, f"Blessing: {seat_name(s)} recharges all Relics ({spent}).",
                                count=n))
        begin_bones(state)
    elif name in FAVOUR_PHASE:
        state.phase = FAVOUR_PHASE[name]
    return events


def choose_resource(state: KonjaState, seat: int, kind: str) -> list[Event]:
    state.resource = kind
    events = [event("favour", seat, f"Favour: {seat_name(seat)} chooses {kind.title()}.", resource=kind)]
    for s in (seat, 1 - seat):
        got = gain(state, s, kind, 2)
        events.append(event("gain", s, f"Blessing: {seat_name(s)} gains {got} {kind.title()}.",
                            **{kind: got}))
    begin_bones(state)
    return events


def discard_spell(state: KonjaState, seat: int, card: str) -> list[Event]:
    state.players[seat].spells.remove(card)
    state.spell_discard.append(card)
    return [event("discard_spell", seat, f"Favour: {seat_name(seat)} discards "
                  f"{cards.spells()[card].name}.", card=card)]


def done_discarding(state: KonjaState, seat: int) -> list[Event]:
    events: list[Event] = []
    for s in (seat, 1 - seat):
        hand = state.players[s].spells
        if len(hand) <= 2:
            n = 0
            while len(hand) < 3 and draw_spell(state, s):
                n += 1
            events.append(event("draw_spells", s, f"Blessing: {seat_name(s)} draws {n} Spell"
                                f"{'s' if n != 1 else ''}.", count=n))
        else:
            events.append(event("draw_spells", s, f"Blessing: {seat_name(s)} already holds "
                                f"{len(hand)} Spells and draws none.", count=0))
    begin_bones(state)
    return events


def sell_relic(state: KonjaState, seat: int, slot: int) -> list[Event]:
    r = state.players[seat].relics.pop(slot)
    card = cards.relics()[r.card]
    state.relic_discard.append(r.card)
    got = gain(state, seat, "gold", card.cost)
    return [event("sell_relic", seat, f"Favour: {seat_name(seat)} sacrifices {card.name} "
                  f"for {got} Gold.", card=r.card, gold=got)]


def done_selling(state: KonjaState, seat: int) -> list[Event]:
    start_blessing_queue(state, "merchant_buy")
    return [event("blessing", seat, "Blessing of the Merchant: each player may buy a Relic.")]


def refresh_offering(state: KonjaState, seat: int, slot: int) -> list[Event]:
    old = state.offering[slot]
    assert old is not None
    pay(state, seat, "gold", 1)
    state.relic_discard.append(old)
    new = deal_relic(state)
    state.offering[slot] = new
    state.refreshed = True
    new_name = cards.relics()[new].name if new else "nothing"
    return [event("refresh_offering", seat, f"Blessing: {seat_name(seat)} pays 1 Gold to replace "
                  f"{cards.relics()[old].name} with {new_name}.", slot=slot, old=old, new=new)]


def buy_relic(state: KonjaState, seat: int, slot: int) -> list[Event]:
    card = state.offering[slot]
    assert card is not None
    cost = cards.relics()[card].cost
    pay(state, seat, "gold", cost)
    state.offering[slot] = deal_relic(state)
    take_relic(state, seat, card)
    events = [event("buy_relic", seat, f"Blessing: {seat_name(seat)} buys "
                    f"{cards.relics()[card].name} for {cost} Gold.", card=card, slot=slot, gold=cost)]
    next_in_blessing(state)
    return events


def pass_blessing(state: KonjaState, seat: int) -> list[Event]:
    events = [event("pass", seat, f"Blessing: {seat_name(seat)} passes.")]
    next_in_blessing(state)
    return events


def discard_relic(state: KonjaState, seat: int, slot: int) -> list[Event]:
    r = state.players[seat].relics.pop(slot)
    state.relic_discard.append(r.card)
    state.pending_discard = None
    return [event("discard_relic", seat, f"{seat_name(seat)} holds too many Relics and discards "
                  f"{cards.relics()[r.card].name}.", card=r.card)]


def upgrade_cloud(state: KonjaState, seat: int, idx: int) -> list[Event]:
    c = state.players[seat].clouds[idx]
    cost = UPGRADE_COST[c.base]
    pay(state, seat, "gold", cost)
    c.upgraded = True
    return [event("upgrade_cloud", seat, f"Favour: {seat_name(seat)} sacrifices {cost} Gold to flip a "
                  f"{c.base}-point Cloud to {c.value} points.", cloud=idx, value=c.value, gold=cost)]


def done_upgrading(state: KonjaState, seat: int) -> list[Event]:
    start_blessing_queue(state, "rain_summon")
    return [event("blessing", seat, "Blessing of the Rain: each player may summon a Cloud.")]


def summon_cloud(state: KonjaState, seat: int, pts: int) -> list[Event]:
    cost = SUMMON_COST[pts]
    pay(state, seat, "gold", cost)
    gain_cloud(state, seat, pts)
    events = [event("summon_cloud", seat, f"Blessing: {seat_name(seat)} sacrifices {cost} Gold to summon "
                    f"a {pts}-point Cloud.", points=pts, gold=cost)]
    next_in_blessing(state)
    return events


def use_spirit(state: KonjaState, seat: int, slot: int) -> list[Event]:
    r = state.players[seat].relics[slot]
    r.spent = False
    state.spirit_holder = None
    return [event("use_spirit", seat, f"{seat_name(seat)} spends the Spirit token to recharge "
                  f"{cards.relics()[r.card].name}.", relic=slot)]


HANDLERS = {
    "choose_ancestor": choose_ancestor, "choose_resource": choose_resource, "discard_spell": discard_spell,
    "done_discarding": done_discarding, "sell_relic": sell_relic, "done_selling": done_selling,
    "refresh_offering": refresh_offering, "buy_relic": buy_relic, "pass_blessing": pass_blessing,
    "discard_relic": discard_relic, "upgrade_cloud": upgrade_cloud, "done_upgrading": done_upgrading,
    "summon_cloud": summon_cloud, "use_spirit": use_spirit,
}
