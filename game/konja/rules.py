"""Konja rules: Ancestors, Bones and Collection for two players.

Every decision is one small Action; the seat that must decide is `active_seats(state)[0]`
(the opponent decides during its part of a Blessing and when it rolls red dice).
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, new_rng
from baraza.game.konja import cards
from baraza.game.konja.dice import CLOUD_FOR_KIND, combo_reward, valid_combos
from baraza.game.konja.state import (
    ACTION_FACES,
    ANCESTOR_NAMES,
    ANCESTORS,
    CLOUD_PILE,
    RESOURCES,
    SHAYKA_MODES,
    SUMMON_COST,
    SUPPLY_START,
    UPGRADE_COST,
    Cloud,
    CloudView,
    Die,
    DieView,
    KonjaState,
    KonjaView,
    Player,
    PlayerView,
    Relic,
    RelicView,
)

SEAT_NAMES = ("Nia", "Kofi")
MAX_TURNS = 80  # per player: a guard so aimless seats (random) still finish
MAX_RELICS = 5
COMBO_NAMES = {"power": "a single high die", "pair": "a pair", "run": "a run", "kind": "a set of a kind"}


def _subsets(items: list[int], lo: int, hi: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []
    for size in range(lo, min(hi, len(items)) + 1):
        out.extend(combinations(items, size))
    return out


class KonjaRules(Rules[KonjaState, KonjaView]):
    name = "konja"
    title = "Konja"
    # Spells and Relics drawn from the shuffled decks are hidden until then: undo stops there.
    # (Card effects that draw mark their event data with "hidden_revealed" instead.)
    reveal_events = frozenset({"draw_spells", "refresh_offering", "buy_relic"})
    PHASES = (
        "ancestor", "resource_choice", "spell_discard", "merchant_sell", "rain_upgrade",
        "merchant_buy", "rain_summon", "roll", "bones", "red_roll", "red_reply", "red_assign",
        "collect", "over",
    )

    # ---- setup ---------------------------------------------------------------------------

    def option_specs(self) -> list[OptionSpec]:
        return [
            OptionSpec("first_player", "First player",
                       (("random", "Random"), (0, SEAT_NAMES[0]), (1, SEAT_NAMES[1])), "random"),
            OptionSpec("shayka", "Shayka (red dice)",
                       (("off", "Off: opponent attacks"), ("none", "No red dice"),
                        ("own", "Own red dice")), "off"),
            OptionSpec("bigga_storm", "Bigga Storm (30 Clouds)", ((False, "Off"), (True, "On")), False),
        ]

    def seat_names(self, num_seats: int) -> list[str]:
        return list(SEAT_NAMES[:num_seats])

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int = 2) -> KonjaState:
        if num_seats != 2:
            raise ValueError("Konja is a two-player game")
        opts = {**self.default_options(), **dict(options)}
        shayka = opts["shayka"]
        if shayka not in SHAYKA_MODES:
            raise ValueError(f"unknown Shayka mode {shayka!r}")
        bigga = bool(opts["bigga_storm"])
        rng = new_rng(seed)
        first = opts["first_player"]
        first_seat = rng.randrange(2) if first == "random" else int(first)
        relic_deck = cards.relic_deck_ids()
        rng.shuffle(relic_deck)
        spell_deck = cards.spell_deck_ids()
        rng.shuffle(spell_deck)
        players = [Player(relics=[Relic(c) for c in cards.starting_relics()]) for _ in range(2)]
        supply = {k: v - 4 for k, v in SUPPLY_START.items()}  # two tokens of each to each player
        state = KonjaState(
            rng=rng, shayka=shayka, bigga=bigga, target=30 if bigga else 21, players=players,
            supply=supply, cloud_piles={3: CLOUD_PILE, 5: CLOUD_PILE, 7: CLOUD_PILE},
            relic_deck=relic_deck, relic_discard=[], offering=[], spell_deck=spell_deck,
            spell_discard=[], first_seat=first_seat, turn_seat=first_seat,
        )
        for seat in (first_seat, 1 - first_seat):
            for _ in range(3):
                self._draw_spell(state, seat)
        for _ in range(3):
            state.offering.append(self._deal_relic(state))
        return state

    # ---- protocol basics -----------------------------------------------------------------

    def decider(self, state: KonjaState) -> int | None:
        if state.over:
            return None
        if state.pending_discard is not None:
            return state.pending_discard
        if state.phase in ("merchant_buy", "rain_summon"):
            return state.blessing_queue[0]
        if state.phase in ("red_roll", "red_assign"):
            return state.attacker
        return state.turn_seat

    def active_seats(self, state: KonjaState) -> tuple[int, ...]:
        seat = self.decider(state)
        return () if seat is None else (seat,)

    def is_terminal(self, state: KonjaState) -> bool:
        return state.over

    def result(self, state: KonjaState) -> MatchResult:
        scores = tuple(float(p.cloud_points) for p in state.players)
        return MatchResult(state.winners if state.over else (), scores, state.end_reason)

    def clone(self, state: KonjaState) -> KonjaState:
        return state.clone()

    def turn_number(self, state: KonjaState) -> int:
        return state.turn_count

    # ---- helpers -------------------------------------------------------------------------

    def _name(self, seat: int) -> str:
        return SEAT_NAMES[seat]

    def _relic_side(self, state: KonjaState, card_id: str) -> tuple[str, int, str]:
        return cards.relics()[card_id].side(state.shayka != "off")

    def _gain(self, state: KonjaState, seat: int, kind: str, n: int) -> int:
        """Take up to n tokens from the supply; what the supply lacks is not paid."""
        got = max(0, min(n, state.supply[kind]))
        state.supply[kind] -= got
        p = state.players[seat]
        setattr(p, kind, getattr(p, kind) + got)
        return got

    def _pay(self, state: KonjaState, seat: int, kind: str, n: int) -> None:
        p = state.players[seat]
        setattr(p, kind, getattr(p, kind) - n)
        state.supply[kind] += n

    def _draw_spell(self, state: KonjaState, seat: int) -> str | None:
        if not state.spell_deck and state.spell_discard:
            state.spell_deck = state.spell_discard
            state.spell_discard = []
            state.rng.shuffle(state.spell_deck)
        if not state.spell_deck:
            return None
        card = state.spell_deck.pop()
        state.players[seat].spells.append(card)
        return card

    def _deal_relic(self, state: KonjaState) -> str | None:
        if not state.relic_deck and state.relic_discard:
            state.relic_deck = state.relic_discard
            state.relic_discard = []
            state.rng.shuffle(state.relic_deck)
        return state.relic_deck.pop() if state.relic_deck else None

    def _gain_cloud(self, state: KonjaState, seat: int, base: int) -> bool:
        if state.cloud_piles[base] <= 0:
            return False
        state.cloud_piles[base] -= 1
        state.players[seat].clouds.append(Cloud(base, False, state.turn_count))
        return True

    def _take_relic(self, state: KonjaState, seat: int, card: str) -> None:
        state.players[seat].relics.append(Relic(card))
        if len(state.players[seat].relics) > MAX_RELICS:
            state.pending_discard = seat

    def _number_dice(self, state: KonjaState) -> list[int]:
        return [i for i, d in enumerate(state.dice) if d.colour in ("green", "violet")]

    def _green(self, state: KonjaState) -> list[int]:
        return [i for i, d in enumerate(state.dice) if d.colour == "green"]

    def _violets(self, state: KonjaState) -> int:
        return sum(1 for d in state.dice if d.colour == "violet")

    def _used_dice(self, state: KonjaState) -> set[int]:
        return {i for _, idx in state.collected for i in idx}

    # ---- effect operations ---------------------------------------------------------------

    def effect_targets(self, state: KonjaState, seat: int, effect: str, amount: int,
                       source_slot: int = -1, exact: bool = False) -> list[tuple]:
        """The target tuples an effect of this size may take now (empty: it cannot be used).

        `exact` (a Power boost) keeps only the targets that need the full size, so a boosted use
        never duplicates a cheaper one.
        """
        p = state.players[seat]
        if effect == "reroll":
            lo = amount if exact else 1
            return _subsets(self._green(state), lo, amount)
        if effect == "reroll_low":
            return [()] if any(state.dice[i].value <= amount for i in self._green(state)) else []
        if effect == "set_face":
            return [(i, f) for i in self._green(state) for f in range(1, 7) if f != state.dice[i].value]
        if effect in ("nudge", "nudge_guard"):
            step = 1 if effect == "nudge_guard" else amount
            out = []
            for i in self._number_dice(state):
                v = state.dice[i].value
                for d in [*range(-step, 0), *range(1, step + 1)]:
                    if 1 <= v + d <= 6:
                        out.append((i, d))
            return out
        if effect == "mirror":
            nums = self._number_dice(state)
            return [(s, t) for t in nums for s in nums if s != t and state.dice[s].value != state.dice[t].value]
        if effect == "violet_roll":
            return [()] if self._violets(state) < 2 else []
        if effect == "violet_copy":
            return [(i,) for i in self._number_dice(state)] if self._violets(state) < 2 else []
        if effect == "flip_action":
            return [(a, f) for a in range(len(state.action_dice)) if not state.action_used[a]
                    for f in ("magick", "gold", "power") if f != state.action_dice[a]]
        if effect == "guard":
            free = [i for i in self._number_dice(state) if not state.dice[i].guarded]
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

    def _do_effect(self, state: KonjaState, seat: int, effect: str, amount: int, target: tuple,
                   source: str) -> tuple[str, dict]:
        """Carry out one effect; returns (log phrase, event data)."""
        p = state.players[seat]
        rng = state.rng
        if effect == "reroll":
            before = [state.dice[i].value for i in target]
            for i in target:
                state.dice[i].value = rng.randint(1, 6)
            after = [state.dice[i].value for i in target]
            return (f"rerolled {self._dice_words(before)} into {self._dice_words(after)}",
                    {"dice": list(target), "before": before, "after": after})
        if effect == "reroll_low":
            idx = [i for i in self._green(state) if state.dice[i].value <= amount]
            before = [state.dice[i].value for i in idx]
            for i in idx:
                state.dice[i].value = rng.randint(1, 6)
            after = [state.dice[i].value for i in idx]
            return (f"rerolled every green die showing {amount} or less ({self._dice_words(before)}) "
                    f"into {self._dice_words(after)}", {"dice": idx, "before": before, "after": after})
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
            got = self._gain(state, seat, "power", 1)
            return (f"made {len(target)} dice safe from red dice and gained {got} Power",
                    {"dice": list(target), "power": got})
        if effect in ("gain_magick", "gain_gold"):
            kind = effect.split("_")[1]
            got = self._gain(state, seat, kind, amount)
            return f"gained {got} {kind.title()}", {kind: got}
        if effect == "exchange":
            a, b = target
            self._pay(state, seat, a, amount)
            got = self._gain(state, seat, b, amount)
            return f"paid {amount} {a.title()} for {got} {b.title()}", {"paid": {a: amount}, "gained": {b: got}}
        if effect == "recharge":
            r = p.relics[target[0]]
            r.spent = False
            text = f"recharged {cards.relics()[r.card].name}"
            data: dict = {"relic": target[0]}
            if source == "awaken":
                got = self._gain(state, seat, "power", 1)
                text += f" and gained {got} Power"
                data["power"] = got
            return text, data
        if effect == "discard_draw":
            for c in target:
                p.spells.remove(c)
                state.spell_discard.append(c)
            drawn = [self._draw_spell(state, seat) for _ in range(len(target) + amount)]
            names = ", ".join(cards.spells()[c].name for c in target) or "nothing else"
            n = sum(1 for d in drawn if d)
            return (f"discarded {names} and drew {n} Spell{'s' if n != 1 else ''}",
                    {"discarded": list(target), "drawn": sum(1 for d in drawn if d), "hidden_revealed": True})
        if effect == "take_relic":
            slot = target[0]
            card = state.offering[slot]
            assert card is not None
            price = max(0, cards.relics()[card].cost - amount)
            self._pay(state, seat, "gold", price)
            state.offering[slot] = self._deal_relic(state)
            self._take_relic(state, seat, card)
            return (f"took {cards.relics()[card].name} from the Offering for {price} Gold",
                    {"slot": slot, "card": card, "gold": price, "hidden_revealed": True})
        if effect == "cancel_red":
            r = target[0]
            state.red_used[r] = True
            got = self._gain(state, seat, "magick", 1)
            return (f"cancelled the red {state.red[r]} and gained {got} Magick",
                    {"red": r, "magick": got})
        raise ValueError(f"unknown effect {effect}")

    @staticmethod
    def _dice_words(values: list[int]) -> str:
        return ", ".join(str(v) for v in values) if values else "no dice"

    # ---- legal actions -------------------------------------------------------------------

    def legal_actions(self, state: KonjaState, seat: int) -> list[Action]:
        if state.over or seat != self.decider(state):
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
            out.extend(self._spell_actions(state, seat, "bones"))
            out.extend(self._relic_actions(state, seat))
            out.append(Action("end_bones"))
        elif ph == "red_roll":
            out.append(Action("roll_red"))
            out.append(Action("skip_red"))
        elif ph == "red_reply":
            out.extend(self._spell_actions(state, seat, "red_reply"))
            out.append(Action("no_reply"))
        elif ph == "red_assign":
            out.extend(Action("red_replace", t) for t in self._red_targets(state))
            out.append(Action("red_done"))
        elif ph == "collect":
            used = self._used_dice(state)
            free = [i for i in range(len(state.dice)) if i not in used]
            values = [d.value for d in state.dice]
            out.extend(Action("collect", (k, idx)) for k, idx in valid_combos(values, free))
            out.append(Action("finish_collection"))
        return out

    def _spell_actions(self, state: KonjaState, seat: int, timing: str) -> list[Action]:
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
            for t in self.effect_targets(state, seat, card.effect, card.amount):
                out.append(Action("play_spell", (c, t)))
        return out

    def _relic_actions(self, state: KonjaState, seat: int) -> list[Action]:
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
                for t in self.effect_targets(state, seat, effect, size, slot, exact):
                    if effect == "exchange" and t[0] == "power" and p.power < size + pw:
                        continue  # the boost's Power and the Power paid away come from one pile
                    for a in dice_opts:
                        out.append(Action("use_relic", (slot, a, pw, t)))
        return out

    def _red_targets(self, state: KonjaState) -> list[tuple[int, int]]:
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

    # ---- apply ---------------------------------------------------------------------------

    def apply(self, state: KonjaState, seat: int, action: Action) -> list[Event]:
        handler = getattr(self, f"_act_{action.kind}", None)
        if handler is None or state.over:
            raise ValueError(f"{action} is not a Konja action here")
        events: list[Event] = handler(state, seat, *action.args)
        return events

    def _ev(self, kind: str, seat: int | None, text: str, **data: Any) -> Event:
        return Event(kind, seat, data, text)

    # turn flow

    def _start_turn(self, state: KonjaState, events: list[Event]) -> None:
        state.phase = "ancestor"
        state.ancestor = None
        state.resource = None
        if len(state.idols) >= len(ANCESTORS):
            state.idols = []
            events.append(self._ev("idols_reset", None, "Every Ancestor held an Idol: all Idols are taken back."))
        events.append(self._ev("turn_start", state.turn_seat, f"{self._name(state.turn_seat)}'s turn begins.",
                               turn=state.turn_count))

    def _begin_bones(self, state: KonjaState, events: list[Event]) -> None:
        state.phase = "roll"
        state.blessing_queue = []

    def _start_blessing_queue(self, state: KonjaState, phase: str) -> None:
        state.phase = phase
        state.blessing_queue = [state.turn_seat, 1 - state.turn_seat]
        state.refreshed = False

    def _next_in_blessing(self, state: KonjaState, events: list[Event]) -> None:
        state.blessing_queue.pop(0)
        state.refreshed = False
        if not state.blessing_queue:
            self._begin_bones(state, events)

    def _act_choose_ancestor(self, state: KonjaState, seat: int, name: str) -> list[Event]:
        events: list[Event] = []
        state.idols.append(name)
        state.ancestor = name
        me = self._name(seat)
        title = ANCESTOR_NAMES[name]
        events.append(self._ev("idol_placed", seat, f"{me} placed an Idol on the {title}.", ancestor=name))
        if name == "spirit":
            state.spirit_holder = seat
            events.append(self._ev("spirit_token", seat, f"Favour: {me} takes the Spirit token."))
            for s in (seat, 1 - seat):
                n = sum(1 for r in state.players[s].relics if r.spent)
                for r in state.players[s].relics:
                    r.spent = False
                events.append(self._ev("recharge_all", s, f"Blessing: {self._name(s)} recharges all Relics "
                                       f"({n} were spent).", count=n))
            self._begin_bones(state, events)
        elif name == "resource":
            state.phase = "resource_choice"
        elif name == "spell":
            state.phase = "spell_discard"
        elif name == "merchant":
            state.phase = "merchant_sell"
        elif name == "rain":
            state.phase = "rain_upgrade"
        return events

    def _act_choose_resource(self, state: KonjaState, seat: int, kind: str) -> list[Event]:
        state.resource = kind
        events = [self._ev("favour", seat, f"Favour: {self._name(seat)} chooses {kind.title()}.", resource=kind)]
        for s in (seat, 1 - seat):
            got = self._gain(state, s, kind, 2)
            events.append(self._ev("gain", s, f"Blessing: {self._name(s)} gains {got} {kind.title()}.",
                                   **{kind: got}))
        self._begin_bones(state, events)
        return events

    def _act_discard_spell(self, state: KonjaState, seat: int, card: str) -> list[Event]:
        state.players[seat].spells.remove(card)
        state.spell_discard.append(card)
        return [self._ev("discard_spell", seat, f"Favour: {self._name(seat)} discards "
                         f"{cards.spells()[card].name}.", card=card)]

    def _act_done_discarding(self, state: KonjaState, seat: int) -> list[Event]:
        events: list[Event] = []
        for s in (seat, 1 - seat):
            hand = state.players[s].spells
            if len(hand) <= 2:
                n = 0
                while len(hand) < 3 and self._draw_spell(state, s):
                    n += 1
                events.append(self._ev("draw_spells", s, f"Blessing: {self._name(s)} draws {n} Spell"
                                       f"{'s' if n != 1 else ''}.", count=n))
            else:
                events.append(self._ev("draw_spells", s, f"Blessing: {self._name(s)} already holds "
                                       f"{len(hand)} Spells and draws none.", count=0))
        self._begin_bones(state, events)
        return events

    def _act_sell_relic(self, state: KonjaState, seat: int, slot: int) -> list[Event]:
        r = state.players[seat].relics.pop(slot)
        card = cards.relics()[r.card]
        state.relic_discard.append(r.card)
        got = self._gain(state, seat, "gold", card.cost)
        return [self._ev("sell_relic", seat, f"Favour: {self._name(seat)} sacrifices {card.name} "
                         f"for {got} Gold.", card=r.card, gold=got)]

    def _act_done_selling(self, state: KonjaState, seat: int) -> list[Event]:
        self._start_blessing_queue(state, "merchant_buy")
        return [self._ev("blessing", seat, "Blessing of the Merchant: each player may buy a Relic.")]

    def _act_refresh_offering(self, state: KonjaState, seat: int, slot: int) -> list[Event]:
        old = state.offering[slot]
        assert old is not None
        self._pay(state, seat, "gold", 1)
        state.relic_discard.append(old)
        new = self._deal_relic(state)
        state.offering[slot] = new
        state.refreshed = True
        new_name = cards.relics()[new].name if new else "nothing"
        return [self._ev("refresh_offering", seat, f"Blessing: {self._name(seat)} pays 1 Gold to replace "
                         f"{cards.relics()[old].name} with {new_name}.", slot=slot, old=old, new=new)]

    def _act_buy_relic(self, state: KonjaState, seat: int, slot: int) -> list[Event]:
        card = state.offering[slot]
        assert card is not None
        cost = cards.relics()[card].cost
        self._pay(state, seat, "gold", cost)
        state.offering[slot] = self._deal_relic(state)
        self._take_relic(state, seat, card)
        events = [self._ev("buy_relic", seat, f"Blessing: {self._name(seat)} buys "
                           f"{cards.relics()[card].name} for {cost} Gold.", card=card, slot=slot, gold=cost)]
        self._next_in_blessing(state, events)
        return events

    def _act_pass_blessing(self, state: KonjaState, seat: int) -> list[Event]:
        events = [self._ev("pass", seat, f"Blessing: {self._name(seat)} passes.")]
        self._next_in_blessing(state, events)
        return events

    def _act_discard_relic(self, state: KonjaState, seat: int, slot: int) -> list[Event]:
        r = state.players[seat].relics.pop(slot)
        state.relic_discard.append(r.card)
        state.pending_discard = None
        return [self._ev("discard_relic", seat, f"{self._name(seat)} holds too many Relics and discards "
                         f"{cards.relics()[r.card].name}.", card=r.card)]

    def _act_upgrade_cloud(self, state: KonjaState, seat: int, idx: int) -> list[Event]:
        c = state.players[seat].clouds[idx]
        cost = UPGRADE_COST[c.base]
        self._pay(state, seat, "gold", cost)
        c.upgraded = True
        return [self._ev("upgrade_cloud", seat, f"Favour: {self._name(seat)} sacrifices {cost} Gold to flip a "
                         f"{c.base}-point Cloud to {c.value} points.", cloud=idx, value=c.value, gold=cost)]

    def _act_done_upgrading(self, state: KonjaState, seat: int) -> list[Event]:
        self._start_blessing_queue(state, "rain_summon")
        return [self._ev("blessing", seat, "Blessing of the Rain: each player may summon a Cloud.")]

    def _act_summon_cloud(self, state: KonjaState, seat: int, pts: int) -> list[Event]:
        cost = SUMMON_COST[pts]
        self._pay(state, seat, "gold", cost)
        self._gain_cloud(state, seat, pts)
        events = [self._ev("summon_cloud", seat, f"Blessing: {self._name(seat)} sacrifices {cost} Gold to summon "
                           f"a {pts}-point Cloud.", points=pts, gold=cost)]
        self._next_in_blessing(state, events)
        return events

    def _act_use_spirit(self, state: KonjaState, seat: int, slot: int) -> list[Event]:
        r = state.players[seat].relics[slot]
        r.spent = False
        state.spirit_holder = None
        return [self._ev("use_spirit", seat, f"{self._name(seat)} spends the Spirit token to recharge "
                         f"{cards.relics()[r.card].name}.", relic=slot)]

    def _act_roll(self, state: KonjaState, seat: int) -> list[Event]:
        rng = state.rng
        state.dice = [Die("green", rng.randint(1, 6)) for _ in range(5)]
        state.action_dice = [ACTION_FACES[rng.randrange(6)] for _ in range(2)]
        state.action_used = [False, False]
        state.collected = []
        state.red, state.red_used = [], []
        state.phase = "bones"
        vals = [d.value for d in state.dice]
        return [self._ev("roll", seat, f"{self._name(seat)} rolls {self._dice_words(vals)} and Action dice "
                         f"{state.action_dice[0]} and {state.action_dice[1]}.",
                         green=vals, action=list(state.action_dice))]

    def _act_play_spell(self, state: KonjaState, seat: int, card_id: str, target: tuple) -> list[Event]:
        card = cards.spells()[card_id]
        p = state.players[seat]
        p.spells.remove(card_id)
        state.spell_discard.append(card_id)
        self._pay(state, seat, "magick", card.cost)
        text, data = self._do_effect(state, seat, card.effect, card.amount, tuple(target), card_id)
        events = [self._ev("play_spell", seat, f"{self._name(seat)} cast {card.name} ({card.cost} Magick): "
                           f"{text}.", card=card_id, effect=card.effect, result=data,
                           hidden_revealed=bool(data.get("hidden_revealed")))]
        if state.phase == "red_reply":
            self._after_reply(state, events)
        return events

    def _act_use_relic(self, state: KonjaState, seat: int, slot: int, die: int, power: int,
                       target: tuple) -> list[Event]:
        p = state.players[seat]
        r = p.relics[slot]
        card = cards.relics()[r.card]
        effect, amount, _ = card.side(state.shayka != "off")
        if die >= 0:
            state.action_used[die] = True
        if power:
            self._pay(state, seat, "power", power)
        if card.exhausts and not (card.power == "ready" and power >= card.power_max):
            r.spent = True
        size = amount + (power if card.power == "boost" else 0)
        text, data = self._do_effect(state, seat, effect, size, tuple(target), card.id)
        extra = []
        if die >= 0:
            extra.append(f"Action die {state.action_dice[die]}")
        if power:
            extra.append(f"{power} Power")
        how = f" ({', '.join(extra)})" if extra else ""
        return [self._ev("use_relic", seat, f"{self._name(seat)} used {card.name}{how}: {text}.",
                         card=card.id, slot=slot, action_die=die, power_spent=power, effect=effect,
                         result=data, hidden_revealed=bool(data.get("hidden_revealed")))]

    def _act_end_bones(self, state: KonjaState, seat: int) -> list[Event]:
        events = [self._ev("end_bones", seat, f"{self._name(seat)} ends the Bones phase.")]
        if state.shayka == "none":
            state.phase = "collect"
        else:
            state.attacker = seat if state.shayka == "own" else 1 - seat
            state.phase = "red_roll"
        return events

    def _act_roll_red(self, state: KonjaState, seat: int) -> list[Event]:
        state.red = [state.rng.randint(1, 6) for _ in range(2)]
        state.red_used = [False, False]
        events = [self._ev("roll_red", seat, f"{self._name(seat)} rolls the red dice: "
                           f"{self._dice_words(state.red)}.", red=list(state.red))]
        defender = state.turn_seat
        if state.shayka == "off" and self._spell_actions(state, defender, "red_reply"):
            state.phase = "red_reply"
        else:
            self._to_assign(state, events)
        return events

    def _act_skip_red(self, state: KonjaState, seat: int) -> list[Event]:
        state.phase = "collect"
        return [self._ev("skip_red", seat, f"{self._name(seat)} leaves the red dice alone.")]

    def _act_no_reply(self, state: KonjaState, seat: int) -> list[Event]:
        events = [self._ev("no_reply", seat, f"{self._name(seat)} does not answer the red dice.")]
        self._to_assign(state, events)
        return events

    def _after_reply(self, state: KonjaState, events: list[Event]) -> None:
        if not self._spell_actions(state, state.turn_seat, "red_reply"):
            self._to_assign(state, events)

    def _to_assign(self, state: KonjaState, events: list[Event]) -> None:
        if self._red_targets(state):
            state.phase = "red_assign"
        else:
            state.phase = "collect"
            events.append(self._ev("red_ignored", state.attacker, "No red die beats a die it may replace: "
                                   "the red dice are ignored."))

    def _act_red_replace(self, state: KonjaState, seat: int, r: int, i: int) -> list[Event]:
        old = state.dice[i]
        state.dice[i] = Die("red", state.red[r])
        state.red_used[r] = True
        owner = self._name(state.turn_seat)
        events = [self._ev("red_replace", seat, f"{self._name(seat)}'s red {state.red[r]} replaces "
                           f"{owner}'s {old.colour} {old.value}.", red=r, die=i, before=old.value,
                           colour=old.colour, after=state.red[r])]
        if not self._red_targets(state):
            state.phase = "collect"
        return events

    def _act_red_done(self, state: KonjaState, seat: int) -> list[Event]:
        state.phase = "collect"
        return [self._ev("red_done", seat, f"{self._name(seat)} is done with the red dice; "
                         "unused red dice are ignored.")]

    def _act_collect(self, state: KonjaState, seat: int, kind: str, idx: tuple) -> list[Event]:
        idx = tuple(idx)
        vals = [state.dice[i].value for i in idx]
        reward = combo_reward(kind, vals)
        assert reward is not None
        state.collected.append((kind, idx))
        res, n = reward
        me = self._name(seat)
        if res == "cloud":
            ok = self._gain_cloud(state, seat, CLOUD_FOR_KIND[len(idx)])
            got_text = f"a {n}-point Cloud" if ok else "no Cloud (that pile is empty)"
            got = n if ok else 0
        else:
            got = self._gain(state, seat, res, n)
            got_text = f"{got} {res.title()}"
        return [self._ev("collect", seat, f"{me} exchanges {COMBO_NAMES[kind]} ({self._dice_words(vals)}) for "
                         f"{got_text}.", combo=kind, dice=list(idx), resource=res, amount=got)]

    def _act_finish_collection(self, state: KonjaState, seat: int) -> list[Event]:
        events: list[Event] = []
        me = self._name(seat)
        for a, face in enumerate(state.action_dice):
            if not state.action_used[a] and face in RESOURCES:
                got = self._gain(state, seat, face, 1)
                events.append(self._ev("action_die_token", seat, f"{me}'s unused Action die showing {face} "
                                       f"gives {got} {face.title()}.", action_die=a, **{face: got}))
        events.append(self._ev("end_turn", seat, f"{me} ends the turn with {state.players[seat].cloud_points} "
                               "Cloud points."))
        self._end_turn(state, events)
        return events

    def _end_turn(self, state: KonjaState, events: list[Event]) -> None:
        seat = state.turn_seat
        state.players[seat].turns += 1
        state.turn_count += 1
        state.dice, state.action_dice, state.action_used = [], [], []
        state.red, state.red_used, state.collected = [], [], []
        state.attacker = None
        state.phase = "ancestor"
        if not state.final_round:
            for s in (seat, 1 - seat):
                if state.players[s].cloud_points >= state.target:
                    state.final_round = True
                    events.append(self._ev("final_round", s, f"{self._name(s)} holds "
                                           f"{state.players[s].cloud_points} Cloud points: the final round "
                                           "begins.", points=state.players[s].cloud_points))
                    break
        a, b = state.players
        if (state.final_round and a.turns == b.turns) or min(a.turns, b.turns) >= MAX_TURNS:
            self._finish(state, events, "turn limit" if not state.final_round else "")
            return
        state.turn_seat = 1 - seat
        self._start_turn(state, events)

    def _finish(self, state: KonjaState, events: list[Event], why: str) -> None:
        state.over = True
        state.phase = "over"
        pts = [p.cloud_points for p in state.players]
        gold = [p.gold for p in state.players]
        if pts[0] != pts[1]:
            w = 0 if pts[0] > pts[1] else 1
            state.winners = (w,)
            reason = f"{self._name(w)} wins with {pts[w]} Cloud points to {pts[1 - w]}"
        elif gold[0] != gold[1]:
            w = 0 if gold[0] > gold[1] else 1
            state.winners = (w,)
            reason = f"{self._name(w)} wins the tie on Clouds ({pts[w]}) with more Gold ({gold[w]} to {gold[1 - w]})"
        else:
            state.winners = (0, 1)
            reason = f"a shared win: both hold {pts[0]} Cloud points and {gold[0]} Gold"
        if why:
            reason += f" ({why})"
        state.end_reason = reason
        events.append(self._ev("game_over", None, f"The match ends: {reason}.", winners=list(state.winners),
                               points=pts, gold=gold))

    # ---- view and descriptions -----------------------------------------------------------

    def view(self, state: KonjaState, seat: int | None) -> KonjaView:
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
                spells=tuple(p.spells) if seat == s else None, turns_taken=p.turns,
                has_spirit_token=state.spirit_holder == s,
            ))
        used = self._used_dice(state)
        return KonjaView(
            viewer=seat, seat_names=SEAT_NAMES, turn_seat=state.turn_seat, acting_seat=self.decider(state),
            phase=state.phase, pending=self.pending_text(state), turn_count=state.turn_count,
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

    def pending_text(self, state: KonjaState) -> str:
        if state.over:
            return "The match is over."
        who = self._name(self.decider(state) or 0)
        if state.pending_discard is not None:
            return f"{who} must discard a Relic (five at most)."
        return {
            "ancestor": f"{who} places an Idol on a free Ancestor.",
            "resource_choice": f"{who} chooses the resource of the Blessing.",
            "spell_discard": f"{who} may discard Spells (Favour of the Spell Ancestor).",
            "merchant_sell": f"{who} may sacrifice Relics for Gold (Favour of the Merchant).",
            "rain_upgrade": f"{who} may flip Clouds with Gold (Favour of the Rain).",
            "merchant_buy": f"{who} may replace one Offering Relic for 1 Gold, then buy one.",
            "rain_summon": f"{who} may summon a Cloud with Gold.",
            "roll": f"{who} rolls the dice.",
            "bones": f"{who} plays Spells and Relics, then ends the Bones phase.",
            "red_roll": f"{who} may roll the red dice.",
            "red_reply": f"{who} may answer the red dice with a Spell.",
            "red_assign": f"{who} picks which dice the red dice replace.",
            "collect": f"{who} exchanges dice combinations, then finishes the turn.",
        }.get(state.phase, state.phase)

    def describe_action(self, state: KonjaState, seat: int, action: Action) -> str:
        k, a = action.kind, action.args
        p = state.players[seat]
        if k == "choose_ancestor":
            return f"Place an Idol on the {ANCESTOR_NAMES[a[0]]}"
        if k == "choose_resource":
            return f"Bless both players with 2 {a[0].title()}"
        if k == "discard_spell":
            return f"Discard {cards.spells()[a[0]].name}"
        if k == "sell_relic":
            card = cards.relics()[p.relics[a[0]].card]
            return f"Sacrifice {card.name} for {card.cost} Gold"
        if k == "upgrade_cloud":
            c = p.clouds[a[0]]
            return f"Flip a {c.base}-point Cloud for {UPGRADE_COST[c.base]} Gold"
        if k == "refresh_offering":
            return f"Pay 1 Gold to replace {cards.relics()[state.offering[a[0]]].name}"
        if k == "buy_relic":
            card = cards.relics()[state.offering[a[0]]]
            return f"Buy {card.name} for {card.cost} Gold"
        if k == "summon_cloud":
            return f"Summon a {a[0]}-point Cloud for {SUMMON_COST[a[0]]} Gold"
        if k == "discard_relic":
            return f"Discard {cards.relics()[p.relics[a[0]].card].name}"
        if k == "use_spirit":
            return f"Spend the Spirit token on {cards.relics()[p.relics[a[0]].card].name}"
        if k == "play_spell":
            return f"Cast {cards.spells()[a[0]].name}{self._target_words(state, a[1])}"
        if k == "use_relic":
            slot, die, pw, t = a
            name = cards.relics()[p.relics[slot].card].name
            extra = (f" with the {state.action_dice[die]} Action die" if die >= 0 else "") + (
                f", {pw} Power" if pw else "")
            return f"Use {name}{extra}{self._target_words(state, t)}"
        if k == "red_replace":
            return f"Red {state.red[a[0]]} replaces the {state.dice[a[1]].value}"
        if k == "collect":
            vals = [state.dice[i].value for i in a[1]]
            return f"Exchange {COMBO_NAMES[a[0]]}: {self._dice_words(vals)}"
        return {
            "done_discarding": "Keep the remaining Spells", "done_selling": "Stop sacrificing Relics",
            "done_upgrading": "Stop flipping Clouds", "pass_blessing": "Pass", "roll": "Roll the dice",
            "end_bones": "End the Bones phase", "roll_red": "Roll the red dice", "skip_red": "Leave the red dice",
            "no_reply": "Do not answer", "red_done": "Ignore the remaining red dice",
            "finish_collection": "Finish the turn",
        }.get(k, str(action))

    def _target_words(self, state: KonjaState, target: tuple) -> str:
        if not target:
            return ""
        if all(isinstance(x, int) for x in target) and len(target) <= 7 and state.dice:
            if len(target) == 2 and -2 <= target[1] <= 2 and target[1] != 0 and target[0] < len(state.dice):
                return f" on the {state.dice[target[0]].value} ({target[1]:+d})"
            return f" on {target}"
        return f" ({', '.join(str(x) for x in target)})"
