"""Khedu rules engine (digital edition of rules v2.8; see docs/rules/khedu.md)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.rules import Event, MatchResult, OptionSpec, Rules, new_rng
from baraza.game.khedu import achievements as ach
from baraza.game.khedu.cards import CLANS, CardData, UnitDef, load_cards
from baraza.game.khedu.combat import MAX_DICE, adjusted_dice, best_choices, equal_sets, win_probability
from baraza.game.khedu.state import (
    Combat,
    DesertCadence,
    KheduState,
    Player,
    Ref,
    TurnLog,
    Unit,
)
from baraza.game.khedu.views import build_view

HAND_SIZE = 5
PASS_WITH_HERO = 3
PASS_WITHOUT_HERO = 5
ETERNAL_COST = 5
ENSEMBLE_LIMIT = 4


class KheduRules(Rules[KheduState, Any]):
    name = "khedu"
    title = "Khedu"
    min_seats = 1
    max_seats = 4
    # Drawing from the shuffled decks shows hidden cards: undo stops there (see game.core.match).
    reveal_events = frozenset({"draw", "replenish", "redraw", "desert_cadence"})

    def __init__(self) -> None:
        self.data: CardData = load_cards()

    # ------------------------------------------------------------------ setup
    def option_specs(self) -> list[OptionSpec]:
        clan_choices = (("random", "Random"),) + tuple((c, c) for c in CLANS)
        specs = [
            OptionSpec(f"clan_{i + 1}", f"Clan of player {i + 1}", clan_choices, "random") for i in range(4)
        ]
        specs.append(
            OptionSpec("max_turns", "Turn limit per player", ((25, "25"), (15, "15"), (40, "40")), 25)
        )
        return specs

    def seat_names(self, num_seats: int) -> list[str]:
        return [f"Player {i + 1}" for i in range(num_seats)]

    def initial_state(self, options: Mapping[str, Any], seed: int, num_seats: int) -> KheduState:
        if not 1 <= num_seats <= 4:
            raise ValueError("Khedu takes 1-4 seats")
        rng = new_rng(seed)
        cards: list[tuple[str, str]] = []
        deck: list[int] = []
        for kind, key in self.data.resource_deck():
            deck.append(len(cards))
            cards.append((kind, key))
        cadence_deck: list[int] = []
        for key in self.data.cadence_deck():
            cadence_deck.append(len(cards))
            cards.append(("cadence", key))
        stacks = 3 if num_seats == 1 else num_seats  # one stack per player, three in solo
        desert: list[list[Unit]] = []
        home: dict[int, int] = {}
        for s in range(stacks):
            stack = []
            for key in self.data.desert_stack():
                home[len(cards)] = s
                stack.append(Unit(len(cards)))
                cards.append(("unit", key))
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
            num_seats=num_seats, cards=tuple(cards), home=home, rng=rng, players=players, deck=deck,
            cadence_deck=cadence_deck, desert=desert, max_turns=int(options.get("max_turns", 25)),
        )
        rng.shuffle(state.deck)
        rng.shuffle(state.cadence_deck)
        state.first_player = rng.randrange(num_seats)  # the die roll for the first player
        for seat in self._order_from(state, state.first_player):
            self._deal_hand(state, state.players[seat], HAND_SIZE)
        if num_seats == 1:
            p = players[0]
            for slot in p.ensemble:  # solo: four face-down Cadences, no opening picks
                slot.card = state.cadence_deck.pop(0)
            for s in range(3):
                state.desert_cadences.append(DesertCadence(state.cadence_deck.pop(0), s))
            self._start_turn(state, 0)
        else:
            self._deal_opening(state, state.first_player)
            state.current = state.first_player
            state.phase = "opening"
            state.opening_step = "reveal"
        return state

    def _deal_opening(self, state: KheduState, seat: int) -> None:
        """Five Cadences for the first-turn bonus, dealt when the seat's pick comes (discards return to
        the deck, so four players fit the 16 cards; a fourth player may get only four and discards none)."""
        n = min(5, len(state.cadence_deck))
        state.players[seat].opening = [state.cadence_deck.pop(0) for _ in range(n)]

    def _deal_hand(self, state: KheduState, p: Player, n: int) -> None:
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

    # ------------------------------------------------------------------ helpers
    def _order_from(self, state: KheduState, seat: int) -> list[int]:
        n = state.num_seats
        return [(seat + i) % n for i in range(n)]

    def unit_def(self, state: KheduState, card: int) -> UnitDef:
        return self.data.units[state.cards[card][1]]

    def card_name(self, state: KheduState, card: int) -> str:
        kind, key = state.cards[card]
        if kind == "unit":
            return self.data.units[key].name
        if kind == "command":
            return self.data.commands[key].name
        return self.data.cadences[key].name

    def unit_at(self, state: KheduState, ref: Ref) -> Unit | None:
        if ref[0] == "desert":
            stack = state.desert[ref[1]]
            return stack[0] if stack else None
        return state.players[ref[1]].cadre[ref[2]]

    def _in_play(self, state: KheduState) -> list[Unit]:
        units = [stack[0] for stack in state.desert if stack]
        for p in state.players:
            units += [u for u in p.cadre if u is not None]
        return units

    def _count_in_play(self, state: KheduState, denomination: str) -> int:
        return sum(1 for u in self._in_play(state) if self.unit_def(state, u.card).denomination == denomination)

    def activation_cost(self, state: KheduState, seat: int, ref: Ref) -> int:
        """Cards to discard to activate the unit at `ref` for `seat`, auras included."""
        unit = self.unit_at(state, ref)
        assert unit is not None
        d = self.unit_def(state, unit.card)
        cost = d.cost
        p = state.players[seat]
        if p.clan == "Hadimi" and d.denomination == "Hadimi" and self._count_in_play(state, "Hadimi") >= 2:
            cost = min(cost, 2)
        if p.clan == "Oadhii" and ref[0] == "desert" and p.eternals() >= 2:
            cost = min(cost, 2)
        if seat == state.current:
            cost = max(0, cost - state.log.rally)  # Rallying Call discounts the next attack
        return cost

    def combat_numbers(self, state: KheduState, combat: Combat | None = None) -> tuple[int, int, int]:
        """(attack dice, flat bonus, defence) for a combat with every Cadence and aura counted so far."""
        c = combat or state.combat
        assert c is not None
        a = self.unit_def(state, c.attacker_card)
        d = self.unit_def(state, c.defender_card)
        dice, bonus, defence = a.dice, 0, d.defence
        cads = [self.data.cadences[state.cards[card][1]] for _, card, _ in c.played]
        cads += [self.data.cadences[state.cards[card][1]] for card in c.desert_cadences]
        for cad in cads:
            dice += cad.dice
            bonus += cad.bonus
            defence += cad.defence
        inst = state.players[c.instigator]
        if inst.clan == "Wuqri" and a.denomination == "Wuqri" and inst.eternals() == 0:
            bonus += 3  # Okavian Aura
        if c.defender[0] == "cadre" and d.denomination == "Rahala":
            owner = state.players[c.defender[1]]
            if owner.clan == "Rahala" and self._count_in_play(state, "Rahala") >= 2:
                defence += 4  # Rahala Aura
        return max(1, min(MAX_DICE, dice)), bonus, defence

    def win_chance(self, state: KheduState) -> float:
        dice, bonus, defence = self.combat_numbers(state)
        return win_probability(dice, bonus, defence)

    def aligned(self, state: KheduState, seat: int, card: int) -> bool:
        return self.unit_def(state, card).denomination == state.players[seat].clan

    # ------------------------------------------------------------------ protocol: whose move
    def active_seats(self, state: KheduState) -> tuple[int, ...]:
        if state.phase == "over":
            return ()
        c = state.combat
        if state.phase == "combat" and c is not None:
            if c.step == "cadences":
                return (c.order[c.pos],)
            if c.step == "reward":
                return (c.reward_seat,) if c.reward_seat is not None else ()
            return (c.instigator,)
        return (state.current,)

    def is_terminal(self, state: KheduState) -> bool:
        return state.phase == "over"

    def turn_number(self, state: KheduState) -> int:
        return state.turns_completed

    def clone(self, state: KheduState) -> KheduState:
        return state.clone()

    def view(self, state: KheduState, seat: int | None) -> Any:
        return build_view(self, state, seat)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, state: KheduState, seat: int) -> list[Action]:
        if seat not in self.active_seats(state):
            return []
        p = state.players[seat]
        if state.phase == "opening":
            kind = "reveal_cadence" if state.opening_step == "reveal" else "discard_cadence"
            return [Action(kind, (c,)) for c in p.opening]
        if state.phase == "bind":
            return [
                Action("bind_cadence", (dc.stack,))
                for dc in state.desert_cadences
                if not dc.flipped and state.desert[dc.stack]
            ]
        if state.phase == "combat":
            return self._combat_actions(state, seat)
        if state.phase == "meditation":
            return self._meditation_actions(state, seat)
        # phase "turn"
        acts = self._action_turn_actions(state, seat)
        if state.turn_mode == "action":
            return acts + [Action("end_turn")]
        if not p.meditated_last:
            acts.append(Action("meditate"))
        if p.lp >= self.pass_cost(state, seat):
            acts.append(Action("pass"))
        if not acts:
            acts.append(Action("pass"))  # nothing at all is possible: a free pass (see the docs)
        return acts

    def pass_cost(self, state: KheduState, seat: int) -> int:
        p = state.players[seat]
        return PASS_WITH_HERO if any(u is not None for u in p.cadre) else PASS_WITHOUT_HERO

    def _action_turn_actions(self, state: KheduState, seat: int) -> list[Action]:
        p = state.players[seat]
        acts: list[Action] = []
        clan_units = self.data.clans[p.clan].units
        if p.influence > 0 and not state.log.placed:
            seen: set[str] = set()
            for card in p.hand:
                kind, key = state.cards[card]
                if kind == "unit" and key in clan_units and key not in seen:
                    seen.add(key)  # identical copies give the same move: offer the first
                    for slot in range(2):
                        if p.cadre[slot] is None:  # each unit in its own slot: only empty ones
                            acts.append(Action("place", (card, slot)))
        acts += self._attack_actions(state, seat)
        acts += self._command_actions(state, seat)
        return acts

    def _exposed(self, state: KheduState) -> list[Ref]:
        refs: list[Ref] = [("desert", i) for i, st in enumerate(state.desert) if st]
        for s, q in enumerate(state.players):
            if not q.exhausted:
                refs += [("cadre", s, i) for i, u in enumerate(q.cadre) if u is not None]
        return refs

    def attack_pairs(self, state: KheduState, seat: int) -> list[tuple[Ref, Ref, str]]:
        """Every (attacker, defender, scenario) `seat` may declare, hand size ignored."""
        exposed = self._exposed(state)
        pairs: list[tuple[Ref, Ref, str]] = []
        for ref in exposed:
            unit = self.unit_at(state, ref)
            assert unit is not None
            d = self.unit_def(state, unit.card)
            if ref[0] == "cadre" and ref[1] == seat:
                for target in exposed:
                    if target[0] == "desert":
                        pairs.append((ref, target, "cadre_vs_desert"))
                    elif d.infiltrating and target[1] != seat:
                        pairs.append((ref, target, "infiltration"))
            elif ref[0] == "desert" or d.infiltrating:
                for target in exposed:
                    if target != ref:
                        pairs.append((ref, target, "provocation"))
        return pairs

    def _attack_actions(self, state: KheduState, seat: int) -> list[Action]:
        hand = len(state.players[seat].hand)
        return [
            Action("attack", (a, d))
            for a, d, _ in self.attack_pairs(state, seat)
            if self.activation_cost(state, seat, a) <= hand
        ]

    def _command_actions(self, state: KheduState, seat: int) -> list[Action]:
        p = state.players[seat]
        acts: list[Action] = []
        seen: set[str] = set()
        stacks = range(len(state.desert))
        for card in p.hand:
            kind, key = state.cards[card]
            if kind != "command" or key in seen:
                continue
            seen.add(key)
            cmd = self.data.commands[key]
            if p.lp < cmd.cost:
                continue
            if cmd.effect == "allure":
                acts += [
                    Action("command", (card, a, b)) for a in stacks for b in stacks if a != b and state.desert[a]
                ]
            elif cmd.effect == "betrayal":
                acts += [Action("command", (card, a)) for a in stacks if state.desert[a] and state.desert[a][0].honor]
            elif cmd.effect == "sandstorm":
                acts += [Action("command", (card, a)) for a in stacks if len(state.desert[a]) >= 2]
            elif cmd.effect == "caravan":
                if state.deck:
                    acts.append(Action("command", (card,)))
            elif cmd.effect == "rally":
                acts.append(Action("command", (card,)))
            elif cmd.effect == "exchange":
                for ts, q in enumerate(state.players):
                    if q.exhausted:
                        continue
                    for tslot, u in enumerate(q.cadre):
                        if u is None:
                            continue
                        acts += [Action("command", (card, ts, tslot, "desert", a)) for a in stacks if state.desert[a]]
                        if ts != seat:
                            acts += [
                                Action("command", (card, ts, tslot, "cadre", m))
                                for m, mine in enumerate(p.cadre)
                                if mine is not None
                            ]
        return acts

    def _meditation_actions(self, state: KheduState, seat: int) -> list[Action]:
        p = state.players[seat]
        done = state.log.med_done
        acts: list[Action] = []
        if "replenish" not in done and state.cadence_deck and any(s.card is None for s in p.ensemble):
            acts.append(Action("med_replenish"))
        if "eternal" not in done and self.cadre_honor(p) >= ETERNAL_COST:
            acts += [
                Action("med_eternal", (i,))
                for i, s in enumerate(p.ensemble)
                if s.card is not None and not s.eternal
            ]
        if "clan" not in done:
            if p.clan in ("Hadimi", "Wuqri"):
                acts.append(Action("med_clan", ()))
            elif p.clan == "Oadhii":
                acts += [Action("med_clan", (i,)) for i, st in enumerate(state.desert) if len(st) >= 2]
            else:
                acts += [Action("med_clan", (i,)) for i, u in enumerate(p.cadre) if u is not None]
        if "redraw" not in done:
            acts.append(Action("med_redraw"))
        if done:
            acts.append(Action("end_turn"))
        return acts

    def cadre_honor(self, p: Player) -> int:
        return sum(u.honor for u in p.cadre if u is not None)

    def _combat_actions(self, state: KheduState, seat: int) -> list[Action]:
        c = state.combat
        assert c is not None
        p = state.players[seat]
        if c.step == "pay":
            seen: set[tuple[str, str]] = set()
            acts = []
            for card in p.hand:
                if state.cards[card] not in seen:  # identical cards are the same choice
                    seen.add(state.cards[card])
                    acts.append(Action("pay", (card,)))
            return acts
        if c.step == "cadences":
            return [Action("cadence", (i,)) for i in self.playable_cadences(state, seat)] + [Action("cadence_done")]
        if c.step == "roll":
            return [Action("roll")]
        if c.step == "adjust":
            hi, lo = max(c.dice), min(c.dice)
            acts = []
            for v in equal_sets(c.dice):
                if v in c.choices:
                    continue
                if v != hi:
                    acts.append(Action("adjust", (v, "high")))
                if v != lo:
                    acts.append(Action("adjust", (v, "low")))
            return acts + [Action("resolve")]
        if c.step == "reward":
            return [Action("reward", ("lp",)), Action("reward", ("honor",))]
        return []

    def playable_cadences(self, state: KheduState, seat: int) -> list[int]:
        """Ensemble places whose Cadence `seat` may add to the current combat."""
        c = state.combat
        assert c is not None
        p = state.players[seat]
        involved = any(ref[0] == "cadre" and ref[1] == seat for ref in (c.attacker, c.defender))
        used = {card for _, card, _ in c.played}
        out = []
        for i, s in enumerate(p.ensemble):
            if s.card is None or s.card in used:
                continue
            if s.eternal and not involved:
                continue  # an Eternal Cadence serves only combats of your own Cadre
            out.append(i)
        return out

    # ------------------------------------------------------------------ apply
    def apply(self, state: KheduState, seat: int, action: Action) -> list[Event]:
        if state.phase == "over":
            raise ValueError("the match is over")
        k, a = action.kind, action.args
        handler = getattr(self, f"_do_{k}", None)
        if handler is None:
            raise ValueError(f"unknown Khedu action {action}")
        events: list[Event] = handler(state, seat, *a)
        return events

    # opening ------------------------------------------------------------
    def _do_reveal_cadence(self, state: KheduState, seat: int, card: int) -> list[Event]:
        p = state.players[seat]
        p.opening.remove(card)
        p.ensemble[0].card = card
        p.ensemble[0].face_up = True
        state.opening_step = "discard"
        name = self.card_name(state, card)
        events = [Event("cadence_revealed", seat, {"card": card, "key": state.cards[card][1]},
                        f"Player {seat + 1} opens the Ensemble with {name} face up.")]
        if len(p.opening) < ENSEMBLE_LIMIT:  # dealt fewer than five: nothing to discard
            events += self._finish_opening(state, seat)
        return events

    def _do_discard_cadence(self, state: KheduState, seat: int, card: int) -> list[Event]:
        p = state.players[seat]
        p.opening.remove(card)
        state.cadence_deck.append(card)
        events = [Event("cadence_discarded", seat, {},  # which one stays secret
                        f"Player {seat + 1} discards a Cadence and keeps three face down.")]
        return events + self._finish_opening(state, seat)

    def _finish_opening(self, state: KheduState, seat: int) -> list[Event]:
        p = state.players[seat]
        for i, c in enumerate(p.opening):
            p.ensemble[i + 1].card = c
            p.ensemble[i + 1].face_up = False
        p.opening = []
        nxt = (seat + 1) % state.num_seats
        if nxt == state.first_player:
            return self._start_turn(state, state.first_player)
        state.current = nxt
        state.opening_step = "reveal"
        self._deal_opening(state, nxt)
        return []

    # turn start / end -----------------------------------------------------
    def _start_turn(self, state: KheduState, seat: int) -> list[Event]:
        state.current = seat
        state.phase = "turn"
        state.turn_mode = None
        state.log = TurnLog()
        p = state.players[seat]
        events = [Event("turn_start", seat, {"turn": p.turns_taken + 1},
                        f"Player {seat + 1} ({p.clan}) begins turn {p.turns_taken + 1}.")]
        target = HAND_SIZE
        if p.turns_taken == 0:  # first-turn clan bonus
            if p.clan == "Hadimi":
                target = HAND_SIZE + 2
            elif p.clan == "Wuqri":
                p.lp += 3
            elif p.clan == "Oadhii":
                target = HAND_SIZE + 1
                p.lp += 1
            elif p.clan == "Rahala":
                p.rahala_bonus = True
            board = self.data.clans[p.clan]
            events.append(Event("first_turn_bonus", seat, {"clan": p.clan},
                                f"Player {seat + 1} takes the {board.first_turn} bonus: {board.first_turn_text}"))
        drawn = 0
        while len(p.hand) < target and state.deck:
            p.hand.append(state.deck.pop(0))
            drawn += 1
        if drawn:
            events.append(Event("draw", seat, {"count": drawn},
                                f"Player {seat + 1} refills the hand with {drawn} card(s)."))
        return events

    def _end_turn(self, state: KheduState, seat: int) -> list[Event]:
        p = state.players[seat]
        p.meditated_last = state.turn_mode == "meditation"
        p.turns_taken += 1
        state.turns_completed += 1
        events: list[Event] = []
        if p.lms_turns is not None:
            p.lms_turns -= 1
        if p.last_turn or p.turns_taken >= state.max_turns or (p.lms_turns is not None and p.lms_turns <= 0):
            why = ("spent the last Influence" if p.last_turn else
                   "reached the turn limit" if p.turns_taken >= state.max_turns else
                   "used the last-man-standing turns")
            events += self._exhaust(state, seat, why)
        alive = [s for s in range(state.num_seats) if not state.players[s].exhausted]
        if not alive:
            state.phase = "over"
            state.end_reason = "every player has ended the last turn"
            res = self.result(state)
            events.append(Event("game_over", None, {"scores": list(res.scores), "winners": list(res.winners)},
                                "The song ends: " + ", ".join(
                                    f"Player {i + 1} {int(s)}" for i, s in enumerate(res.scores)) + "."))
            return events
        if len(alive) == 1 and state.num_seats > 1:
            last = state.players[alive[0]]
            if last.lms_turns is None:
                ballads = sum(
                    1 for s in last.ensemble
                    if s.card is not None and s.eternal and state.cards[s.card][1] == "whitesand_ballad"
                )
                last.lms_turns = max(1, last.influence + ballads)
                events.append(Event("last_man_standing", alive[0], {"turns": last.lms_turns},
                                    f"Player {alive[0] + 1} stands alone and may take {last.lms_turns} more turn(s)."))
        nxt = seat
        for i in range(1, state.num_seats + 1):
            cand = (seat + i) % state.num_seats
            if not state.players[cand].exhausted:
                nxt = cand
                break
        events += self._start_turn(state, nxt)
        return events

    def _exhaust(self, state: KheduState, seat: int, why: str) -> list[Event]:
        p = state.players[seat]
        p.exhausted = True
        events = []
        bonus = 0
        for i, u in enumerate(p.cadre):
            if u is None:
                continue
            d = self.unit_def(state, u.card)
            if self.aligned(state, seat, u.card):
                ascend = d.reward if u.honor >= 3 else 0  # Ascension to Khana: needs 3 Honor
                bonus += u.honor + ascend
                text = f"{d.name} ascends to Khana" if ascend else f"{d.name} retires"
                events.append(Event("ascend" if ascend else "retire", seat,
                                    {"card": u.card, "honor": u.honor, "bonus": u.honor + ascend},
                                    f"{text}: +{u.honor + ascend} for Player {seat + 1}."))
                self._to_resource_bottom(state, u.card)
            else:
                state.desert.append([u])  # a hero not of the clan wanders into the Desert
                events.append(Event("wander", seat, {"card": u.card, "stack": len(state.desert) - 1},
                                    f"{d.name} wanders off and forms a new Desert stack."))
            p.cadre[i] = None
        p.bonus_score = bonus
        state.deck.extend(p.hand)
        p.hand = []
        events.insert(0, Event("exhausted", seat, {"reason": why},
                               f"Player {seat + 1} {why} and leaves the song."))
        return events

    def _to_resource_bottom(self, state: KheduState, card: int) -> None:
        if card in state.home:
            state.desert[state.home[card]].append(Unit(card))  # a Desert-born unit goes home
        else:
            state.deck.append(card)

    def _commit_action_turn(self, state: KheduState) -> None:
        if state.turn_mode is None:
            state.turn_mode = "action"

    def _do_end_turn(self, state: KheduState, seat: int) -> list[Event]:
        return [Event("end_turn", seat, {}, f"Player {seat + 1} ends the turn.")] + self._end_turn(state, seat)

    def _do_pass(self, state: KheduState, seat: int) -> list[Event]:
        p = state.players[seat]
        cost = self.pass_cost(state, seat)
        if p.lp < cost:
            cost = 0  # only reached when no other move exists
        p.lp -= cost
        state.turn_mode = "pass"
        ev = Event("pass", seat, {"cost": cost}, f"Player {seat + 1} passes the turn for {cost} Legacy points.")
        return [ev] + self._end_turn(state, seat)

    # action turn --------------------------------------------------------------
    def _do_place(self, state: KheduState, seat: int, card: int, slot: int) -> list[Event]:
        self._commit_action_turn(state)
        p = state.players[seat]
        p.hand.remove(card)
        p.influence -= 1
        state.log.placed = True
        events = []
        unit = Unit(card)
        if p.rahala_bonus:
            unit.honor += 2
            p.rahala_bonus = False
        p.cadre[slot] = unit
        events.insert(0, Event("place", seat, {"card": card, "slot": slot, "influence": p.influence},
                               f"Player {seat + 1} spends 1 Influence to place {self.card_name(state, card)} "
                               f"in the Cadre ({p.influence} left)."))
        if p.influence == 0 and not p.last_turn:
            p.last_turn = True
            events.append(Event("last_turn", seat, {}, f"Player {seat + 1} has spent the last Influence: "
                                                        "this is their last turn."))
        if state.num_seats > 1 and p.lms_turns is not None:
            p.last_turn = True
        return events

    def _do_command(self, state: KheduState, seat: int, card: int, *args: Any) -> list[Event]:
        self._commit_action_turn(state)
        p = state.players[seat]
        cmd = self.data.commands[state.cards[card][1]]
        p.hand.remove(card)
        p.lp -= cmd.cost
        state.deck.append(card)
        who = f"Player {seat + 1}"
        base = {"card": card, "command": cmd.key, "cost": cmd.cost}
        events: list[Event] = []
        if cmd.effect == "allure":
            a, b = args
            unit = state.desert[a].pop(0)
            blocked = state.desert[b][0] if state.desert[b] else None
            state.desert[b].insert(0, unit)
            state.log.allured.append(unit.card)
            events.append(Event("command", seat, {**base, "from": a, "to": b, "unit": unit.card},
                                f"{who} plays Allure: {self.card_name(state, unit.card)} moves onto stack {b + 1}."))
            events += self._check_allure(state, seat, unit, blocked)
        elif cmd.effect == "betrayal":
            (a,) = args
            unit = state.desert[a][0]
            gained = unit.honor
            unit.honor = 0
            p.lp += gained
            state.log.betrayed.append(unit.card)
            events.append(Event("command", seat, {**base, "stack": a, "unit": unit.card, "lp": gained},
                                f"{who} plays Betrayal on {self.card_name(state, unit.card)} and claims "
                                f"{gained} Honor as Legacy points."))
            events += self._check_old_tradition(state, seat)
        elif cmd.effect == "sandstorm":
            (a,) = args
            unit = state.desert[a].pop(0)
            state.desert[a].append(unit)
            events.append(Event("command", seat, {**base, "stack": a, "unit": unit.card},
                                f"{who} plays Sandstorm: {self.card_name(state, unit.card)} sinks to the bottom."))
        elif cmd.effect == "caravan":
            n = 0
            for _ in range(2):
                if state.deck:
                    p.hand.append(state.deck.pop(0))
                    n += 1
            events.append(Event("command", seat, {**base, "drawn": n}, f"{who} plays Caravan and draws {n} card(s)."))
        elif cmd.effect == "rally":
            state.log.rally += 1
            events.append(Event("command", seat, {**base, "discount": state.log.rally},
                                f"{who} plays Rallying Call: the next attack costs {state.log.rally} card(s) less."))
        elif cmd.effect == "exchange":
            events += self._exchange(state, seat, base, *args)
        return events

    def _exchange(self, state: KheduState, seat: int, base: dict, ts: int, tslot: int, src: str, idx: int) -> list[Event]:
        p = state.players[seat]
        target = state.players[ts].cadre[tslot]
        assert target is not None
        who = f"Player {seat + 1}"
        tname = self.card_name(state, target.card)
        events: list[Event] = []
        if src == "desert":
            incoming = state.desert[idx].pop(0)
            state.desert[idx].insert(0, target)
            state.players[ts].cadre[tslot] = incoming
            gained = 0
            if ts == seat and incoming.honor:
                gained = incoming.honor  # Honor on a Desert unit entering your own Cadre becomes LP
                incoming.honor = 0
                p.lp += gained
            events.append(Event("command", seat, {**base, "target": [ts, tslot], "source": ["desert", idx],
                                                  "lp": gained},
                                f"{who} plays Exchange of Oaths: {tname} goes to Desert stack {idx + 1} and "
                                f"{self.card_name(state, incoming.card)} takes its place."))
            if ts != seat:
                if self.unit_def(state, incoming.card).key == "hadimi_guard":
                    events += ach.award(self, state, seat, "khedu_expanse")
                if incoming.honor > 0:
                    events += ach.award(self, state, seat, "devout")
        else:
            mine = p.cadre[idx]
            assert mine is not None
            p.cadre[idx], state.players[ts].cadre[tslot] = target, mine
            events.append(Event("command", seat, {**base, "target": [ts, tslot], "source": ["cadre", idx]},
                                f"{who} plays Exchange of Oaths: {tname} and "
                                f"{self.card_name(state, mine.card)} trade places."))
            if self.unit_def(state, mine.card).key == "hadimi_guard":
                events += ach.award(self, state, seat, "khedu_expanse")
        return events

    def _check_allure(self, state: KheduState, seat: int, unit: Unit, blocked: Unit | None) -> list[Event]:
        events = []
        if self.unit_def(state, unit.card).denomination == "Wuqri" and blocked is not None and blocked.honor > 0:
            events += ach.award(self, state, seat, "strategy")
        events += self._check_old_tradition(state, seat)
        return events

    def _check_old_tradition(self, state: KheduState, seat: int) -> list[Event]:
        both = set(state.log.allured) & set(state.log.betrayed)
        if any(self.unit_def(state, c).key == "khana_ubak" and c in state.home for c in both):
            # the Ubak must still be in the Desert
            for c in both:
                if any(st and st[0].card == c for st in state.desert):
                    return ach.award(self, state, seat, "old_tradition")
        return []

    # meditation ------------------------------------------------------------------
    def _do_meditate(self, state: KheduState, seat: int) -> list[Event]:
        state.turn_mode = "meditation"
        state.phase = "meditation"
        events = [Event("meditate", seat, {}, f"Player {seat + 1} takes a Meditation turn.")]
        if state.num_seats == 1:
            state.meditations += 1
            if any(not dc.flipped and state.desert[dc.stack] for dc in state.desert_cadences):
                state.phase = "bind"  # the first Meditations wake a Desert Cadence first
        return events

    def _do_bind_cadence(self, state: KheduState, seat: int, stack: int) -> list[Event]:
        dc = next(d for d in state.desert_cadences if d.stack == stack and not d.flipped)
        dc.flipped = True
        dc.bound = self.unit_def(state, state.desert[stack][0].card).denomination
        state.phase = "meditation"
        cad = self.data.cadences[state.cards[dc.card][1]]
        return [Event("desert_cadence", None, {"stack": stack, "card": dc.card, "key": cad.key, "bound": dc.bound},
                      f"The Desert wakes: {cad.name} beside stack {stack + 1} now sings for every "
                      f"{dc.bound} unit of the Desert.")]

    def _do_med_replenish(self, state: KheduState, seat: int) -> list[Event]:
        p = state.players[seat]
        n = 0
        for s in p.ensemble:
            if s.card is None and state.cadence_deck:
                s.card = state.cadence_deck.pop(0)
                s.face_up = False
                s.eternal = False
                n += 1
        state.log.med_done.append("replenish")
        return [Event("replenish", seat, {"count": n}, f"Player {seat + 1} replenishes {n} Cadence(s).")]

    def _do_med_eternal(self, state: KheduState, seat: int, slot: int) -> list[Event]:
        p = state.players[seat]
        need = ETERNAL_COST
        for u in sorted((u for u in p.cadre if u is not None), key=lambda u: -u.honor):
            take = min(need, u.honor)
            u.honor -= take
            need -= take
        s = p.ensemble[slot]
        s.eternal = True
        s.face_up = True
        state.log.med_done.append("eternal")
        name = self.card_name(state, s.card) if s.card is not None else "?"
        events = [Event("eternal", seat, {"slot": slot, "card": s.card},
                        f"Player {seat + 1} pays 5 Honor: {name} becomes an Eternal Cadence.")]
        if p.eternals() == 1:
            events.append(Event("clan_unlocked", seat, {"clan": p.clan},
                                f"Player {seat + 1} marks the Eternal Cadence with the {p.clan} token: "
                                "clan achievements are open."))
        return events

    def _do_med_clan(self, state: KheduState, seat: int, *args: Any) -> list[Event]:
        p = state.players[seat]
        state.log.med_done.append("clan")
        name = self.data.clans[p.clan].meditation
        if p.clan == "Hadimi":
            n = 0
            for _ in range(2):
                if state.deck:
                    p.hand.append(state.deck.pop(0))
                    n += 1
            return [Event("meditation_ability", seat, {"drawn": n}, f"{name}: Player {seat + 1} draws {n} card(s).")]
        if p.clan == "Wuqri":
            p.lp += 2
            return [Event("meditation_ability", seat, {"lp": 2}, f"{name}: Player {seat + 1} gains 2 Legacy points.")]
        if p.clan == "Oadhii":
            (a,) = args
            unit = state.desert[a].pop(0)
            state.desert[a].append(unit)
            return [Event("meditation_ability", seat, {"stack": a},
                          f"{name}: {self.card_name(state, unit.card)} sinks to the bottom of stack {a + 1}.")]
        (slot,) = args
        unit = p.cadre[slot]
        assert unit is not None
        unit.honor += 1
        return [Event("meditation_ability", seat, {"slot": slot},
                      f"{name}: {self.card_name(state, unit.card)} gains 1 Honor token.")]

    def _do_med_redraw(self, state: KheduState, seat: int) -> list[Event]:
        p = state.players[seat]
        state.log.med_done.append("redraw")
        state.deck.extend(p.hand)
        p.hand = []
        self._deal_hand(state, p, HAND_SIZE)
        return [Event("redraw", seat, {"count": len(p.hand)},
                      f"Player {seat + 1} discards the hand and draws {len(p.hand)} new card(s).")]

    # combat ------------------------------------------------------------------------
    def _do_attack(self, state: KheduState, seat: int, attacker: Ref, defender: Ref) -> list[Event]:
        self._commit_action_turn(state)
        scenario = next(s for a, d, s in self.attack_pairs(state, seat) if a == attacker and d == defender)
        au = self.unit_at(state, attacker)
        du = self.unit_at(state, defender)
        assert au is not None and du is not None
        c = Combat(seat, attacker, defender, au.card, du.card, scenario, self.activation_cost(state, seat, attacker))
        state.log.rally = 0  # the discount is spent on this attack
        state.combat = c
        state.phase = "combat"
        for dc in state.desert_cadences:  # solo: woken Desert Cadences fight for their denomination
            if not dc.flipped:
                continue
            kind = self.data.cadences[state.cards[dc.card][1]].kind
            if kind == "offensive" and attacker[0] == "desert" and self.unit_def(state, au.card).denomination == dc.bound:
                c.desert_cadences.append(dc.card)
            if kind == "defensive" and defender[0] == "desert" and self.unit_def(state, du.card).denomination == dc.bound:
                c.desert_cadences.append(dc.card)
        an, dn = self.card_name(state, au.card), self.card_name(state, du.card)
        verb = {"cadre_vs_desert": "sends", "infiltration": "sends the infiltrator", "provocation": "provokes"}[scenario]
        events = [Event("combat_declared", seat,
                        {"attacker": list(attacker), "defender": list(defender), "scenario": scenario,
                         "attacker_card": au.card, "defender_card": du.card, "cost": c.to_pay,
                         "desert_cadences": list(c.desert_cadences)},
                        f"Player {seat + 1} {verb} {an} against {dn} (activation: {c.to_pay} card(s)).")]
        if c.to_pay == 0:
            events += self._open_cadence_window(state)
        return events

    def _do_pay(self, state: KheduState, seat: int, card: int) -> list[Event]:
        c = state.combat
        assert c is not None
        p = state.players[seat]
        p.hand.remove(card)
        state.deck.append(card)  # activation discards go to the bottom of the deck
        c.to_pay -= 1
        events = [Event("discard", seat, {"card": card, "left": c.to_pay},
                        f"Player {seat + 1} discards {self.card_name(state, card)} to the bottom of the deck.")]
        if c.to_pay == 0:
            events += self._open_cadence_window(state)
        return events

    def _open_cadence_window(self, state: KheduState) -> list[Event]:
        c = state.combat
        assert c is not None
        c.order = [s for s in self._order_from(state, c.instigator) if not state.players[s].exhausted]
        c.pos = 0
        c.played_this_round = False
        c.step = "cadences"
        return self._advance_window(state, first=True)

    def _advance_window(self, state: KheduState, first: bool = False) -> list[Event]:
        """Move the Cadence window to the next seat that can answer; roll when a round passes quietly."""
        c = state.combat
        assert c is not None
        n = len(c.order)
        steps = 0
        if not first:
            c.pos += 1
        while steps <= n:
            if c.pos >= n:
                if not c.played_this_round:
                    break
                c.pos = 0
                c.played_this_round = False
            if self.playable_cadences(state, c.order[c.pos]):
                return []
            c.pos += 1
            steps += 1
        c.step = "roll"
        return []

    def _do_cadence(self, state: KheduState, seat: int, slot: int) -> list[Event]:
        c = state.combat
        assert c is not None
        s = state.players[seat].ensemble[slot]
        assert s.card is not None
        c.played.append((seat, s.card, s.eternal))
        c.played_this_round = True
        s.face_up = True
        cad = self.data.cadences[state.cards[s.card][1]]
        dice, bonus, defence = self.combat_numbers(state)
        p = win_probability(dice, bonus, defence)
        ev = Event("cadence_played", seat, {"card": s.card, "key": cad.key, "kind": cad.kind, "eternal": s.eternal,
                                            "dice": dice, "bonus": bonus, "defence": defence, "win": round(p, 4)},
                   f"Player {seat + 1} sings {'Eternal ' if s.eternal else ''}{cad.name} ({cad.kind}): "
                   f"{dice} dice +{bonus} against {defence}.")
        return [ev]

    def _do_cadence_done(self, state: KheduState, seat: int) -> list[Event]:
        events = [Event("cadence_done", seat, {}, f"Player {seat + 1} lets the song go on.")]
        return events + self._advance_window(state)

    def _do_roll(self, state: KheduState, seat: int) -> list[Event]:
        c = state.combat
        assert c is not None
        dice, bonus, defence = self.combat_numbers(state)
        c.dice = tuple(state.rng.randint(1, 6) for _ in range(dice))
        c.choices = {}
        c.step = "adjust"
        best = sum(adjusted_dice(c.dice, best_choices(c.dice))) + bonus
        events = [Event("dice_rolled", seat, {"dice": list(c.dice), "bonus": bonus, "defence": defence,
                                              "best_total": best, "sets": equal_sets(c.dice)},
                        f"Player {seat + 1} rolls {', '.join(map(str, c.dice))} (+{bonus}) against {defence}.")]
        events += ach.check_roll(self, state, seat, c.dice)
        if not equal_sets(c.dice):
            events += self._resolve(state, seat)
        return events

    def _do_adjust(self, state: KheduState, seat: int, value: int, choice: str) -> list[Event]:
        c = state.combat
        assert c is not None
        c.choices[value] = choice
        target = max(c.dice) if choice == "high" else min(c.dice)
        events = [Event("dice_adjusted", seat, {"value": value, "choice": choice, "to": target,
                                                "dice": adjusted_dice(c.dice, c.choices)},
                        f"Player {seat + 1} turns the {value}s into {target}s.")]
        if not self._combat_actions(state, seat)[:-1]:
            events += self._resolve(state, seat)
        return events

    def _do_resolve(self, state: KheduState, seat: int) -> list[Event]:
        return self._resolve(state, seat)

    def _resolve(self, state: KheduState, seat: int) -> list[Event]:
        c = state.combat
        assert c is not None
        dice, bonus, defence = self.combat_numbers(state)
        final = adjusted_dice(c.dice, c.choices)
        total = sum(final) + bonus
        won = total >= defence
        au, du = self.unit_at(state, c.attacker), self.unit_at(state, c.defender)
        assert au is not None and du is not None
        winner_ref, loser_ref = (c.attacker, c.defender) if won else (c.defender, c.attacker)
        winner, loser = (au, du) if won else (du, au)
        wdef, ldef = self.unit_def(state, winner.card), self.unit_def(state, loser.card)
        value = ldef.reward + loser.honor
        events = [Event("combat_result", c.instigator,
                        {"dice": list(final), "total": total, "defence": defence, "attacker_wins": won,
                         "winner": list(winner_ref), "loser": list(loser_ref),
                         "winner_card": winner.card, "loser_card": loser.card, "reward": value},
                        f"Total {total} against {defence}: {wdef.name} defeats {ldef.name}.")]
        # The defeated unit leaves its place.
        if loser_ref[0] == "desert":
            stack = state.desert[loser_ref[1]]
            stack.pop(0)
            stack.append(Unit(loser.card))  # face up to the bottom, Honor gone to the victor
            events.append(Event("unit_defeated", None, {"card": loser.card, "to": "desert_bottom",
                                                        "stack": loser_ref[1]},
                                f"{ldef.name} goes to the bottom of Desert stack {loser_ref[1] + 1}."))
        else:
            state.players[loser_ref[1]].cadre[loser_ref[2]] = None
            self._to_resource_bottom(state, loser.card)
            events.append(Event("unit_defeated", loser_ref[1], {"card": loser.card, "to": "deck_bottom"},
                                f"{ldef.name} falls and goes face down under the Resource deck."))
        # Achievements look at the fight before rewards move.
        events += ach.check_combat(self, state, c, won, winner_ref, loser_ref, winner.card, loser.card)
        # Rewards.
        c.winner = winner_ref
        c.reward_value = value
        if winner_ref[0] == "cadre" and self.aligned(state, winner_ref[1], winner.card):
            owner = state.players[winner_ref[1]]
            owner.lp += loser.honor  # stacked Honor taken this way becomes Legacy points
            if loser.honor:
                events.append(Event("reward", winner_ref[1], {"lp": loser.honor, "from": "honor"},
                                    f"Player {winner_ref[1] + 1} converts {loser.honor} captured Honor "
                                    "into Legacy points."))
            c.reward_value = ldef.reward
            c.reward_seat = winner_ref[1]
            c.step = "reward"
            return events
        winner.honor += value
        events.append(Event("honor", None, {"card": winner.card, "honor": value, "total": winner.honor},
                            f"{wdef.name} takes {value} Honor token(s) (now {winner.honor})."))
        events += self._finish_combat(state)
        return events

    def _do_reward(self, state: KheduState, seat: int, how: str) -> list[Event]:
        c = state.combat
        assert c is not None and c.winner is not None
        p = state.players[seat]
        unit = self.unit_at(state, c.winner)
        assert unit is not None
        if how == "lp":
            p.lp += c.reward_value
            text = f"Player {seat + 1} takes {c.reward_value} Legacy point(s)."
        else:
            unit.honor += c.reward_value
            text = f"Player {seat + 1} stacks {c.reward_value} Honor on {self.card_name(state, unit.card)}."
        events = [Event("reward", seat, {"how": how, "value": c.reward_value, "card": unit.card}, text)]
        return events + self._finish_combat(state)

    def _finish_combat(self, state: KheduState) -> list[Event]:
        c = state.combat
        assert c is not None
        for s, card, eternal in c.played:
            if eternal:
                continue
            slot = next(x for x in state.players[s].ensemble if x.card == card)
            slot.card = None  # a one-time Cadence returns to the Cadence deck
            slot.face_up = False
            state.cadence_deck.append(card)
        state.combat = None
        state.phase = "turn"
        return []

    # ------------------------------------------------------------------ scoring
    def final_score(self, state: KheduState, seat: int) -> int:
        p = state.players[seat]
        if p.exhausted:
            return p.lp + p.bonus_score
        return p.lp + sum(u.honor for u in p.cadre if u is not None and self.aligned(state, seat, u.card))

    def result(self, state: KheduState) -> MatchResult:
        scores = tuple(float(self.final_score(state, s)) for s in range(state.num_seats))
        if state.phase != "over":
            return MatchResult((), scores, "")
        best = max(scores)
        winners = tuple(i for i, s in enumerate(scores) if s == best)
        if state.num_seats > 1 and len(winners) == state.num_seats:
            winners = ()  # everyone level: a draw
        return MatchResult(winners, scores, state.end_reason)

    def score_key(self, state: KheduState) -> tuple[str, int]:
        """(clan, final score) of seat 0: the solo high-score table's key."""
        return state.players[0].clan, self.final_score(state, 0)

    # ------------------------------------------------------------------ text
    def describe_action(self, state: KheduState, seat: int, action: Action) -> str:
        k, a = action.kind, action.args
        if k == "reveal_cadence":
            return f"Reveal {self.card_name(state, a[0])} face up"
        if k == "discard_cadence":
            return f"Discard {self.card_name(state, a[0])}"
        if k == "place":
            return f"Place {self.card_name(state, a[0])} in Cadre slot {a[1] + 1} (1 Influence)"
        if k == "attack":
            au, du = self.unit_at(state, a[0]), self.unit_at(state, a[1])
            if au is None or du is None:
                return "Attack"
            return f"{self.card_name(state, au.card)} ({_where(a[0])}) attacks {self.card_name(state, du.card)} ({_where(a[1])})"
        if k == "command":
            name = self.card_name(state, a[0])
            rest = a[1:]
            cmd = self.data.commands[state.cards[a[0]][1]]
            if cmd.effect == "allure":
                return f"{name}: stack {rest[0] + 1} onto stack {rest[1] + 1}"
            if cmd.effect in ("betrayal", "sandstorm"):
                return f"{name} on Desert stack {rest[0] + 1}"
            if cmd.effect == "exchange":
                src = f"Desert stack {rest[3] + 1}" if rest[2] == "desert" else f"your slot {rest[3] + 1}"
                return f"{name}: Player {rest[0] + 1}'s slot {rest[1] + 1} with {src}"
            return name
        if k == "pay":
            return f"Discard {self.card_name(state, a[0])}"
        if k == "cadence":
            s = state.players[seat].ensemble[a[0]]
            return f"Sing {self.card_name(state, s.card)}" if s.card is not None else "Sing a Cadence"
        if k == "adjust":
            return f"Turn the {a[0]}s {'up' if a[1] == 'high' else 'down'}"
        if k == "reward":
            return "Take Legacy points" if a[0] == "lp" else "Stack Honor on the victor"
        if k == "bind_cadence":
            return f"Wake the Cadence beside stack {a[0] + 1}"
        if k == "med_clan":
            return self.data.clans[state.players[seat].clan].meditation
        return {
            "meditate": "Meditate", "pass": f"Pass ({self.pass_cost(state, seat)} LP)", "end_turn": "End the turn",
            "cadence_done": "No more Cadences", "roll": "Roll the dice", "resolve": "Resolve the combat",
            "med_replenish": "Replenish Cadences", "med_redraw": "Discard and redraw the hand",
            "med_eternal": "Make an Eternal Cadence (5 Honor)",
        }.get(k, str(action))


def _where(ref: Ref) -> str:
    if ref[0] == "desert":
        return f"Desert {ref[1] + 1}"
    return f"P{ref[1] + 1} slot {ref[2] + 1}"
