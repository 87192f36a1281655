"""Card effects: which targets an effect of a given size may take, and carrying one out.

Spells and Relics share these effects; a card names its effect and size in the card tables.
"""

from __future__ import annotations

from itertools import combinations

from baraza.game.konja import cards
from baraza.game.konja.events import dice_words
from baraza.game.konja.state import RESOURCES, Die, KonjaState
from baraza.game.konja.supply import deal_relic, draw_spell, gain, pay, take_relic


def _subsets(items: list[int], lo: int, hi: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for size in range(lo, min(hi, len(items)) + 1):
        out.extend(combinations(items, size))
    return out


def number_dice(state: KonjaState) -> list[int]:
    return [i for i, d in enumerate(state.dice) if d.colour in ("green", "violet")]


def green_dice(state: KonjaState) -> list[int]:
    return [i for i, d in enumerate(state.dice) if d.colour == "green"]


def violet_count(state: KonjaState) -> int:
    return sum(1 for d in state.dice if d.colour == "violet")


def used_dice(state: KonjaState) -> set[int]:
    """Dice already spent in a collected combination."""
    return {i for _, idx in state.collected for i in idx}


def effect_targets(state: KonjaState, seat: int, effect: str, amount: int,
                   source_slot: int = -1, exact: bool = False) -> list[tuple]:
    """The target tuples an effect of this size may take now (empty: it cannot be used).

    `exact` (a Power boost) keeps only the targets that need the full size, so a boosted use
    never duplicates a cheaper one.
    """
    p = state.players[seat]
    if effect == "reroll":
        lo = amount if exact else 1
        return _subsets(green_dice(state), lo, amount)
    if effect == "reroll_low":
        return [()] if any(state.dice[i].value <= amount for i in green_dice(state)) else []
    if effect == "set_face":
        return [(i, f) for i in green_dice(state) for f in range(1, 7) if f != state.dice[i].value]
    if effect in ("nudge", "nudge_guard"):
        step = 1 if effect == "nudge_guard" else amount
        out = []
        for i in number_dice(state):
            v = state.dice[i].value
            for d in [*range(-step, 0), *range(1, step + 1)]:
                if 1 <= v + d <= 6:
                    out.append((i, d))
        return out
    if effect == "mirror":
        nums = number_dice(state)
        return [(s, t) for t in nums for s in nums if s != t and state.dice[s].value != state.dice[t].value]
    if effect == "violet_roll":
        return [()] if violet_count(state) < 2 else []
    if effect == "violet_copy":
        return [(i,) for i in number_dice(state)] if violet_count(state) < 2 else []
    if effect == "flip_action":
        return [(a, f) for a in range(len(state.action_dice)) if not state.action_used[a]
                for f in ("magick", "gold", "power") if f != state.action_dice[a]]
    if effect == "guard":
        free = [i for i in number_dice(state) if not state.dice[i].guarded]
        lo = amount if exact else 1
        return _subsets(free, lo, amount) if free else ([] if exact else [()])
    if effect in ("gain_magick", "gain_gold"):
        return [()]
    if effect == "exchange":
        return [(a, b) for a in RESOURCES for b in RESOURCES if a != b and getattr(p, a) >= amount]
    if effect == "recharge":
        return [(i,) for i, r in enumerate(p.relics) if r.spent and i != source_slot]
    if effect == "discard_draw":
        others = list(p.spells)
        others.remove("chaac")
        seen: set[tuple] = set()
        out = []
        for size in range(0, len(others) + 1):
            for combo in combinations(sorted(others), size):
                if combo not in seen:
                    seen.add(combo)
                    out.append(combo)
        return out
    if effect == "take_relic":
        return [(i,) for i, c in enumerate(state.offering)
                if c is not None and max(0, cards.relics()[c].cost - amount) <= p.gold]
    if effect == "cancel_red":
        return [(r,) for r in range(len(state.red)) if not state.red_used[r]]
    raise ValueError(f"unknown effect {effect}")


def do_effect(state: KonjaState, seat: int, effect: str, amount: int, target: tuple,
              source: str) -> tuple[str, dict]:
    """Carry out one effect; returns (log phrase, event data)."""
    p = state.players[seat]
    rng = state.rng
    if effect == "reroll":
        before = [state.dice[i].value for i in target]
        for i in target:
            state.dice[i].value = rng.randint(1, 6)
        after = [state.dice[i].value for i in target]
        return (f"rerolled {dice_words(before)} into {dice_words(after)}",
                {"dice": list(target), "before": before, "after": after})
    if effect == "reroll_low":
        idx = [i for i in green_dice(state) if state.dice[i].value <= amount]
        before = [state.dice[i].value for i in idx]
        for i in idx:
            state.dice[i].value = rng.randint(1, 6)
        after = [state.dice[i].value for i in idx]
        return (f"rerolled every green die showing {amount} or less ({dice_words(before)}) "
                f"into {dice_words(after)}", {"dice": idx, "before": before, "after": after})
    if effect == "set_face":
        i, f = target
        old = state.dice[i].value
        state.dice[i].value = f
        return f"turned a {old} into a {f}", {"die": i, "before": old, "after": f}
    if effect in ("nudge", "nudge_guard"):
        i, d = target
        old = state.dice[i].value
        state.dice[i].value = old + d
        text = f"{'added' if d > 0 else 'took'} {abs(d)} pip{'s' if abs(d) > 1 else ''}: {old} became {old + d}"
        if effect == "nudge_guard":
            state.dice[i].guarded = True
            text += ", now safe from red dice"
        return text, {"die": i, "before": old, "after": old + d}
    if effect == "mirror":
        s, t = target
        old = state.dice[t].value
        state.dice[t].value = state.dice[s].value
        return (f"turned a {old} into a {state.dice[s].value} to match another die",
                {"die": t, "source": s, "before": old, "after": state.dice[s].value})
    if effect in ("violet_roll", "violet_copy"):
        v = rng.randint(1, 6) if effect == "violet_roll" else state.dice[target[0]].value
        state.dice.append(Die("violet", v))
        return f"gained a violet die showing {v}", {"die": len(state.dice) - 1, "value": v}
    if effect == "flip_action":
        a, f = target
        old = state.action_dice[a]
        state.action_dice[a] = f
        return f"turned an Action die from {old} to {f}", {"action_die": a, "before": old, "after": f}
    if effect == "guard":
        for i in target:
            state.dice[i].guarded = True
        got = gain(state, seat, "power", 1)
        return (f"made {len(target)} dice safe from red dice and gained {got} Power",
                {"dice": list(target), "power": got})
    if effect in ("gain_magick", "gain_gold"):
        kind = effect.split("_")[1]
        got = gain(state, seat, kind, amount)
        return f"gained {got} {kind.title()}", {kind: got}
    if effect == "exchange":
        a, b = target
        pay(state, seat, a, amount)
        got = gain(state, seat, b, amount)
        return f"paid {amount} {a.title()} for {got} {b.title()}", {"paid": {a: amount}, "gained": {b: got}}
    if effect == "recharge":
        r = p.relics[target[0]]
        r.spent = False
        text = f"recharged {cards.relics()[r.card].name}"
        data: dict = {"relic": target[0]}
        if source == "awaken":
            got = gain(state, seat, "power", 1)
            text += f" and gained {got} Power"
            data["power"] = got
        return text, data
    if effect == "discard_draw":
        for c in target:
            p.spells.remove(c)
            state.spell_discard.append(c)
        drawn = [draw_spell(state, seat) for _ in range(len(target) + amount)]
        names = ", ".join(cards.spells()[c].name for c in target) or "nothing else"
        n = sum(1 for d in drawn if d)
        return (f"discarded {names} and drew {n} Spell{'s' if n != 1 else ''}",
                {"discarded": list(target), "drawn": sum(1 for d in drawn if d), "hidden_revealed": True})
    if effect == "take_relic":
        slot = target[0]
        card = state.offering[slot]
        assert card is not None
        price = max(0, cards.relics()[card].cost - amount)
        pay(state, seat, "gold", price)
        state.offering[slot] = deal_relic(state)
        take_relic(state, seat, card)
        return (f"took {cards.relics()[card].name} from the Offering for {price} Gold",
                {"slot": slot, "card": card, "gold": price, "hidden_revealed": True})
    if effect == "cancel_red":
        r = target[0]
        state.red_used[r] = True
        got = gain(state, seat, "magick", 1)
        return (f"cancelled the red {state.red[r]} and gained {got} Magick",
                {"red": r, "magick": got})
    raise ValueError(f"unknown effect {effect}")
