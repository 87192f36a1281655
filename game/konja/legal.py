"""Who decides now and which actions they may take."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import cards
from baraza.game.konja.dice import valid_combos
from baraza.game.konja.effects import effect_targets, used_dice
from baraza.game.konja.state import ANCESTORS, RESOURCES, SUMMON_COST, UPGRADE_COST, KonjaState


def decider(state: KonjaState) -> int | None:
    """The one seat that must decide now (None when the match is over)."""
    if state.over:
        return None
    if state.pending_discard is not None:
        return state.pending_discard
    if state.phase in ("merchant_buy", "rain_summon"):
        return state.blessing_queue[0]
    if state.phase in ("red_roll", "red_assign"):
        return state.attacker
    return state.turn_seat


def legal_actions(state: KonjaState, seat: int) -> list[Action]:
    if state.over or seat != decider(state):
        return []
    p = state.players[seat]
    if state.pending_discard is not None:
        return [Action("discard_relic", (i,)) for i in range(len(p.relics))]
    ph = state.phase
    out: list[Action] = []
    if ph in ("ancestor", "roll", "bones") and state.spirit_holder == seat:
        out.extend(Action("use_spirit", (i,)) for i, r in enumerate(p.relics) if r.spent)
    if ph == "ancestor":
        out.extend(Action("choose_ancestor", (a,)) for a in ANCESTORS if a not in state.idols)
    elif ph == "resource_choice":
        out.extend(Action("choose_resource", (k,)) for k in RESOURCES)
    elif ph == "spell_discard":
        seen = []
        for c in p.spells:
            if c not in seen:
                seen.append(c)
        out.extend(Action("discard_spell", (c,)) for c in seen)
        out.append(Action("done_discarding"))
    elif ph == "merchant_sell":
        out.extend(Action("sell_relic", (i,)) for i in range(len(p.relics)))
        out.append(Action("done_selling"))
    elif ph == "rain_upgrade":
        for i, c in enumerate(p.clouds):
            if not c.upgraded and c.turn != state.turn_count and p.gold >= UPGRADE_COST[c.base]:
                out.append(Action("upgrade_cloud", (i,)))
        out.append(Action("done_upgrading"))
    elif ph == "merchant_buy":
        for i, c in enumerate(state.offering):
            if c is not None and p.gold >= cards.relics()[c].cost:
                out.append(Action("buy_relic", (i,)))
        if not state.refreshed and p.gold >= 1:
            out.extend(Action("refresh_offering", (i,)) for i, c in enumerate(state.offering) if c is not None)
        out.append(Action("pass_blessing"))
    elif ph == "rain_summon":
        for pts in (3, 5, 7):
            if p.gold >= SUMMON_COST[pts] and state.cloud_piles[pts] > 0:
                out.append(Action("summon_cloud", (pts,)))
        out.append(Action("pass_blessing"))
    elif ph == "roll":
        out.append(Action("roll"))
    elif ph == "bones":
        out.extend(spell_actions(state, seat, "bones"))
        out.extend(relic_actions(state, seat))
        out.append(Action("end_bones"))
    elif ph == "red_roll":
        out.append(Action("roll_red"))
        out.append(Action("skip_red"))
    elif ph == "red_reply":
        out.extend(spell_actions(state, seat, "red_reply"))
        out.append(Action("no_reply"))
    elif ph == "red_assign":
        out.extend(Action("red_replace", t) for t in red_targets(state))
        out.append(Action("red_done"))
    elif ph == "collect":
        used = used_dice(state)
        free = [i for i in range(len(state.dice)) if i not in used]
        values = [d.value for d in state.dice]
        out.extend(Action("collect", (k, idx)) for k, idx in valid_combos(values, free))
        out.append(Action("finish_collection"))
    return out


def spell_actions(state: KonjaState, seat: int, timing: str) -> list[Action]:
    """The Spells `seat` may cast now with this timing ("bones" or "red_reply")."""
    p = state.players[seat]
    out: list[Action] = []
    seen: list[str] = []
    for c in p.spells:
        if c in seen:
            continue
        seen.append(c)
        card = cards.spells()[c]
        if card.timing != timing or p.magick < card.cost:
            continue
        for t in effect_targets(state, seat, card.effect, card.amount):
            out.append(Action("play_spell", (c, t)))
    return out


def relic_actions(state: KonjaState, seat: int) -> list[Action]:
    """Every ready Relic use: (slot, Action die or -1, Power spent, target)."""
    p = state.players[seat]
    out: list[Action] = []
    for slot, r in enumerate(p.relics):
        if r.spent:
            continue
        card = cards.relics()[r.card]
        effect, amount, _ = card.side(state.shayka != "off")
        if card.die == "none":
            dice_opts = [-1]
        else:
            dice_opts = [a for a in range(len(state.action_dice)) if not state.action_used[a]
                         and (card.die == "any" or state.action_dice[a] == card.die)]
        if not dice_opts:
            continue
        if card.power == "boost":
            powers = list(range(0, min(card.power_max, p.power) + 1))
        elif card.power == "ready" and card.exhausts and p.power >= card.power_max:
            powers = [0, card.power_max]
        else:
            powers = [0]
        for pw in powers:
            size = amount + (pw if card.power == "boost" else 0)
            exact = card.power == "boost" and pw > 0 and effect in ("reroll", "guard")
            for t in effect_targets(state, seat, effect, size, slot, exact):
                if effect == "exchange" and t[0] == "power" and p.power < size + pw:
                    continue  # the boost's Power and the Power paid away come from one pile
                for a in dice_opts:
                    out.append(Action("use_relic", (slot, a, pw, t)))
    return out


def red_targets(state: KonjaState) -> list[tuple[int, int]]:
    """(red die, number die) pairs where the red die may replace that die."""
    own = state.shayka == "own"
    out = []
    for r, val in enumerate(state.red):
        if state.red_used[r]:
            continue
        for i, d in enumerate(state.dice):
            # guards only stop an opponent's attack
            if d.colour != "red" and val > d.value and (own or not d.guarded):
                out.append((r, i))
    return out
