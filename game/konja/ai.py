"""Konja AI seats.

Every agent sees only a KonjaView. It rebuilds a full state by *determinising* what it cannot
see (the opponent's Spells, the deck orders) with its own rng, then decides on that state.

- easy: picks Ancestors at random, plays a random card now and then, collects the best split.
- normal: greedy; values each Bones play by sampling the dice it rerolls, picks the Ancestor whose
  Favour and Blessing help it most (ignoring what the Blessing gives the opponent).
- hard: like normal with more samples, plus it scores Ancestors by simulating both players' parts
  of the Blessing over several determinisations (own gain minus opponent gain), discounts dice that
  red dice can attack, aims red dice where they cost the most, and answers red dice with Storm Veil.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from baraza.game.core.action import Action
from baraza.game.core.agent import Agent
from baraza.game.konja import cards
from baraza.game.konja.hint_late import last_turn_rank
from baraza.game.konja.hint_lines import line_after, recharged, unused_recharge
from baraza.game.konja.hint_words import _die_face, hint_words, one_die
from baraza.game.konja.pool_values import TOKEN_WEIGHTS, PoolValues, _weights
from baraza.game.konja.red_reply import answer
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import Cloud, Die, KonjaState, KonjaView, Player, Relic

SPELL_VALUE = 1.1
SPELL_VALUES = {"chaac": 0.7, "storm_veil": 0.9}  # others: SPELL_VALUE
SPIRIT_VALUE = 1.0
SPENT_PENALTY = 1.2
# Favours judged with the Blessing that follows them (KonjaAgent._favour_ahead), at most this many steps deep
FAVOURS_AHEAD = ("rain_upgrade",)
FAVOUR_DEPTH = 4
# Plays tried for one Bones decision before the search stops where it is: a safety net in place of the
# old 2-second clock (about that long on the reference machine; the largest search in 12 test games tried
# ~12,000). A count, not a clock, so a loaded machine decides exactly as an idle one.
SEARCH_BUDGET = 20_000


def determinise(view: KonjaView, rng: random.Random) -> KonjaState:
    """A full state consistent with `view`; hidden cards are dealt from what the viewer has not seen."""
    spell_pool = Counter(cards.spell_deck_ids())
    spell_pool.subtract(view.spell_discard)
    relic_pool = Counter(cards.relic_deck_ids() + cards.starting_relics() * 2)
    relic_pool.subtract(view.relic_discard)
    relic_pool.subtract(c for c in view.offering if c)
    players: list[Player] = []
    for pv in view.players:
        relic_pool.subtract(r.card for r in pv.relics)
        if pv.spells is not None:
            spell_pool.subtract(pv.spells)
    unseen_spells = sorted(spell_pool.elements())
    rng.shuffle(unseen_spells)
    for pv in view.players:
        if pv.spells is not None:
            hand = list(pv.spells)
        else:
            hand = [unseen_spells.pop() for _ in range(min(pv.spell_count, len(unseen_spells)))]
        players.append(Player(
            pv.gold, pv.magick, pv.power,
            [Cloud(c.base, c.upgraded, view.turn_count if c.fresh else -1) for c in pv.clouds],
            [Relic(r.card, r.spent) for r in pv.relics], hand, pv.turns_taken,
        ))
    relic_deck = sorted(c for c, n in relic_pool.items() for _ in range(max(0, n)))
    rng.shuffle(relic_deck)
    relic_deck = relic_deck[: view.relic_deck_count]
    return KonjaState(
        rng=random.Random(rng.getrandbits(64)), shayka=view.shayka, bigga=view.bigga_storm,
        target=view.target, players=players, supply=dict(view.supply), cloud_piles=dict(view.cloud_piles),
        relic_deck=relic_deck, relic_discard=list(view.relic_discard), offering=list(view.offering),
        spell_deck=unseen_spells, spell_discard=list(view.spell_discard), first_seat=view.first_seat,
        turn_seat=view.turn_seat, phase=view.phase, turn_count=view.turn_count, idols=list(view.idols),
        spirit_holder=view.spirit_holder, ancestor=view.ancestor, resource=view.resource,
        blessing_queue=list(view.blessing_queue), refreshed=view.offering_refreshed,
        dice=[Die(d.colour, d.value, d.guarded) for d in view.dice], action_dice=list(view.action_dice),
        action_used=list(view.action_used), red=list(view.red_dice), red_used=list(view.red_used),
        attacker=view.attacker, collected=list(view.collected), pending_discard=view.pending_discard,
        final_round=view.final_round, over=view.over, winners=view.winners,
    )


def player_value(state: KonjaState, seat: int) -> float:
    """Static worth of a player's holdings (not the dice on the table)."""
    p = state.players[seat]
    w = TOKEN_WEIGHTS
    v = w["cloud"] * p.cloud_points + w["gold"] * p.gold + w["magick"] * p.magick + w["power"] * p.power
    # Gold is only worth Clouds while there are turns left to summon them.
    if state.final_round:
        v -= 1.2 * p.gold
    # A Relic pays off over the turns still to come, so it is worth less as the Clouds pile up.
    lead = max(q.cloud_points for q in state.players)
    left = max(0.0, 1.0 - lead / state.target)
    for r in p.relics:
        card = cards.relics()[r.card]
        v += 0.5 + card.cost * (0.8 + 1.2 * left) - (SPENT_PENALTY if r.spent else 0.0)
    for i, c in enumerate(p.spells):
        if i >= 5:
            break  # a huge hand is not worth much more
        if c == "storm_veil" and state.shayka != "off":
            v += 0.1  # no attacks to answer: a card for Chaac! or the Spell Ancestor to clear
        else:
            v += SPELL_VALUES.get(c, SPELL_VALUE)
    if state.spirit_holder == seat:
        v += SPIRIT_VALUE
    return v


def outcome_value(state: KonjaState, seat: int) -> float:
    if state.over:
        if state.winners == (seat,):
            return 1000.0
        if len(state.winners) == 2:
            return 0.0
        return -1000.0
    return player_value(state, seat) - player_value(state, 1 - seat)


class KonjaAgent(Agent):
    """The three levels share this class; `level` switches the refinements on."""

    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in ("easy", "normal", "hard"):
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.seat = seat
        self.rng = random.Random(seed * 1_000_003 + seat * 7 + {"easy": 1, "normal": 2, "hard": 3}[level])
        self.label = f"Konja AI ({level})"
        self.rules = KonjaRules()
        self.samples = {"easy": 2, "normal": 4, "hard": 8}[level]
        self.pools = PoolValues()
        self.tried = 0  # plays tried in the current Bones search (see SEARCH_BUDGET)

    # -- entry point --

    def hint(self, rules, view: KonjaView, seat: int, legal: list[Action]) -> Action:
        """The advice for `view`, the same however often it is asked (its draws seeded by the position: Hint
        changed its advice once a card was opened, a playtester found)."""
        self.rng.seed(repr(view))
        action = self.choose(rules, view, seat, legal)
        # a recharge its own line does not use did nothing (Elder Staff on Oodoo, then End Bones: a blind tester)
        while view.phase == "bones" and (slot := unused_recharge(view, action, self.line)) is not None:
            legal = [a for a in legal if recharged(view, a) != slot]  # the hint only: the AI's play is unchanged
            self.rng.seed(repr(view))
            action = self.choose(rules, view, seat, legal)
        return action

    def line(self, view: KonjaView, action: Action, steps: int = 2) -> list[Action]:
        """The Hint's next moves after `action` in the same Bones (seeded as its hint was)."""
        self.rng.seed(repr(view))
        seat = view.viewer if view.viewer is not None else view.turn_seat
        return line_after(self.rules, determinise(view, self.rng), seat, action,
                          lambda state: self._hint_after(state, seat, view), steps)

    def choose(self, rules, view: KonjaView, seat: int, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        state = determinise(view, self.rng)
        if self.level == "easy":
            return self._easy(state, seat, legal)
        return self._smart(state, seat, legal, self.level == "hard")

    def explain(self, view: KonjaView, action: Action) -> str | None:
        """Why a hinted move gives up something the player can see (a set rerolled, a Relic sacrificed)."""
        if action.kind == "choose_ancestor" and action.args[0] == "merchant":
            return hint_words(view, action, self._plan(view, action))
        if view.phase == "bones" and recharged(view, action) is not None:
            return hint_words(view, action, self.line(view, action))
        if view.phase == "bones" and action.kind in ("use_relic", "play_spell") and one_die(view, action):
            return hint_words(view, action, self._next_hint(view, action))
        return hint_words(view, action)

    def _next_hint(self, view: KonjaView, action: Action) -> list[Action]:
        """The Hint's move after `action` (a card that changes one die, so nothing is rolled): a first step may make
        nothing alone (Oodoo turning a 1 into a 2), its gain is the next card on that die (issue 41)."""
        self.rng.seed(repr(view))
        state = determinise(view, self.rng)
        seat = view.viewer if view.viewer is not None else view.turn_seat
        self.rules.apply(state, seat, action)
        if state.phase != "bones" or self.rules.decider(state) != seat:
            return []
        first = self._hint_after(state, seat, view)
        # The Hint plays its certain cards on the dice first (Bone Flute on a 2, Oodoo on the 4: three 3s) and may
        # play others before the card on that die (Oodoo turned a 4 into a safe 5, Fie-Ah rerolled the 2s, Bone
        # Flute then made the third 6): the words name the certain line, or the card on that die however late
        die = _die_face(view, action, [d.value for d in view.dice])
        line: list[Action] = []
        between: list[Action] = []  # certain plays on no die (Awaken recharging Oodoo), told when a die move follows
        rolled = False
        nxt = first
        for _ in range(4):
            if nxt.kind == "end_bones":
                break
            now = self.rules.view(state, seat)
            face = _die_face(now, nxt, [d.value for d in now.dice]) if nxt.kind in ("use_relic", "play_spell") else None
            if face is not None and (not rolled or (die is not None and face[0] == die[0])):
                line += [*between, nxt]
                between = []
                if rolled:
                    break
            elif not rolled and face is None and not self._is_random(state, seat, nxt):
                between.append(nxt)
            rolled = rolled or self._is_random(state, seat, nxt)
            self.rules.apply(state, seat, nxt)
            if state.phase != "bones" or self.rules.decider(state) != seat:
                break
            nxt = self._hint_after(state, seat, view)
        return line or [first]

    def _hint_after(self, state: KonjaState, seat: int, view: KonjaView) -> Action:
        """The Hint's move in `state` (a position after `view`'s)."""
        # the decks' counts as the player sees them (a hand-made position may hold fewer cards than the game's)
        after = replace(self.rules.view(state, seat), spell_deck_count=view.spell_deck_count,
                        relic_deck_count=view.relic_deck_count)
        return self.hint(self.rules, after, seat, self.rules.legal_actions(state, seat))

    def _plan(self, view: KonjaView, action: Action) -> list[Action]:
        """The player's own moves after `action` as this level plays the phase out (seeded as its hint was), so
        the words name only a step it will take."""
        self.rng.seed(repr(view))
        state = determinise(view, self.rng)
        seat = view.viewer if view.viewer is not None else view.turn_seat
        self.rules.apply(state, seat, action)
        mine: list[Action] = []
        for _ in range(40):
            if state.phase in ("roll", "over"):
                break
            who = self.rules.decider(state)
            legal = self.rules.legal_actions(state, who)
            if state.phase == "merchant_sell":  # as its hint there would choose (_smart)
                legal = self._sales(state, who, legal)
            a = self._best_static(state, who, legal, both=self.level == "hard")
            if who == seat:
                mine.append(a)
            self.rules.apply(state, who, a)
        return mine

    # -- easy --

    def _easy(self, state: KonjaState, seat: int, legal: list[Action]) -> Action:
        ph = state.phase
        kinds = {a.kind for a in legal}
        # An over-five discard interrupts whatever phase it happens in (Patron's Gift in Bones, a
        # purchase in the Merchant Blessing): it is the only decision then, so it comes first.
        if state.pending_discard is not None:
            return self.rng.choice(legal)
        if "collect" in kinds or ph == "collect":
            return self._collect_choice(state, seat, legal)
        if ph == "bones":
            plays = [a for a in legal if a.kind in ("play_spell", "use_relic")]
            if plays and self.rng.random() < 0.35:
                return self.rng.choice(plays)
            return Action("end_bones")
        if ph == "rain_summon":
            summons = [a for a in legal if a.kind == "summon_cloud"]
            return summons[-1] if summons else legal[-1]
        if ph == "red_roll":
            return Action("roll_red")
        for done in ("done_discarding", "done_selling", "done_upgrading"):
            if done in kinds:
                return Action(done)
        if ph == "merchant_buy":
            buys = [a for a in legal if a.kind == "buy_relic"]
            if buys and self.rng.random() < 0.5:
                return self.rng.choice(buys)
            return Action("pass_blessing")
        return self.rng.choice([a for a in legal if a.kind != "use_spirit"] or legal)

    # -- normal / hard --

    def _smart(self, state: KonjaState, seat: int, legal: list[Action], hard: bool) -> Action:
        ph = state.phase
        if state.pending_discard is not None:
            return self._best_static(state, seat, legal)
        if ph == "ancestor":
            spirit = [a for a in legal if a.kind == "use_spirit"]
            if spirit:
                return self._best_static(state, seat, spirit)
            return self._choose_ancestor(state, seat, legal, hard)
        if ph in FAVOURS_AHEAD:
            return self._favour_ahead(state, seat, legal, both=hard)
        if ph == "merchant_sell":
            return self._best_static(state, seat, self._sales(state, seat, legal), both=hard)
        if ph == "resource_choice" and state.final_round:
            # the last turn: both players get the same 2 and nothing is bought after, so the picks' values tie and
            # the first was Gold ("Gold buys Relics and Clouds", a blind tester's final turn); first what the Bones
            # can use this turn (a tie only: a pick worth more still wins)
            legal = sorted(legal, key=lambda a: last_turn_rank(state.players[seat], a.args[0]))
        if ph in ("resource_choice", "spell_discard", "merchant_buy", "rain_summon"):
            return self._best_static(state, seat, legal, both=hard)
        if ph == "roll":
            spirit = [a for a in legal if a.kind == "use_spirit"]
            return self._best_static(state, seat, spirit) if spirit else Action("roll")
        if ph == "bones":
            return self._bones(state, seat, legal, hard)
        if ph == "red_roll":
            return Action("roll_red")
        if ph == "red_reply":
            return self._reply(state, seat, legal)
        if ph == "red_assign":
            return self._assign_red(state, seat, legal, hard)
        if ph == "collect":
            return self._collect_choice(state, seat, legal)
        return legal[0]

    def _fork(self, state: KonjaState) -> KonjaState:
        self.tried += 1
        return state.clone(random.Random(self.rng.getrandbits(64)))

    def _best_static(self, state: KonjaState, seat: int, legal: list[Action], both: bool = True) -> Action:
        """The action whose immediate result values best (no dice involved)."""
        best, best_v = legal[-1], -1e18
        for a in legal:
            s = self._fork(state)
            self.rules.apply(s, seat, a)
            v = outcome_value(s, seat) if both else player_value(s, seat)
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def _sales(self, state: KonjaState, seat: int, legal: list[Action]) -> list[Action]:
        """The sacrifices worth weighing: never a Relic that does not exhaust (At!, Gold Scale, Bone Flute...). It
        works every turn left, this one's Bones included, while the worth of Relics counts their cost and the
        turns left alone, so near the end it sold a ready At! for 2 Gold that bought nothing (playtest; paired
        play-outs of the hard level from 14 of 21: kept 20 %, sold 17 %)."""
        relics = state.players[seat].relics
        return [a for a in legal if a.kind != "sell_relic" or cards.relics()[relics[a.args[0]].card].exhausts]

    def _favour_ahead(self, state: KonjaState, seat: int, legal: list[Action], both: bool) -> Action:
        """A Favour that spends Gold (flipping Clouds), judged with the rest of the Favour and the Blessing that
        follow: the Gold a flip spends may be the Gold a Cloud's summoning needed (a hint flipped a 3 for 2
        Gold, then could not summon a 3 for 5). Stopping comes first and is kept on a tie: a flip that gains
        nothing (a 3 flipped for 2 Gold, as much as the point it adds) is not suggested."""
        memo: dict[tuple, float] = {}
        best, best_v = legal[-1], -1e18
        for a in [legal[-1], *legal[:-1]]:
            s = self._fork(state)
            self.rules.apply(s, seat, a)
            v = self._favour_value(s, seat, state.phase, both, 1, memo)
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def _favour_value(self, state: KonjaState, seat: int, phase: str, both: bool, depth: int,
                      memo: dict[tuple, float]) -> float:
        """What `state` is worth to `seat` once the Favour `phase` is played on at its best (at most
        FAVOUR_DEPTH more steps) and the Blessing played out greedily."""
        p = state.players[seat]
        key = (state.phase, p.gold, tuple((c.base, c.upgraded) for c in p.clouds), tuple(r.card for r in p.relics))
        if key in memo:
            return memo[key]
        if state.phase == phase and self.rules.decider(state) == seat and depth < FAVOUR_DEPTH:
            value = -1e18
            for a in self.rules.legal_actions(state, seat):
                s = self._fork(state)
                self.rules.apply(s, seat, a)
                value = max(value, self._favour_value(s, seat, phase, both, depth + 1, memo))
        else:
            s = self._fork(state)
            self._play_out_blessing(s, seat, both)
            value = outcome_value(s, seat) if both else player_value(s, seat)
        memo[key] = value
        return value

    def _play_out_blessing(self, state: KonjaState, me: int, both: bool) -> None:
        """Finish the Ancestor phase greedily for whoever decides (used to score an Ancestor)."""
        guard = 0
        while state.phase not in ("roll", "over") and guard < 40:
            guard += 1
            seat = self.rules.decider(state)
            legal = self.rules.legal_actions(state, seat)
            a = self._best_static(state, seat, legal, both=both)
            self.rules.apply(state, seat, a)

    def _choose_ancestor(self, state: KonjaState, seat: int, legal: list[Action], hard: bool) -> Action:
        picks = [a for a in legal if a.kind == "choose_ancestor"]
        reps = 3 if hard else 1
        best, best_v = picks[0], -1e18
        for a in picks:
            total = 0.0
            for _ in range(reps):
                s = self._fork(state)  # hidden cards differ per sample
                self.rules.apply(s, seat, a)
                self._play_out_blessing(s, seat, both=hard)
                total += outcome_value(s, seat) if hard else player_value(s, seat)
            v = total / reps
            if v > best_v + 1e-9:
                best, best_v = a, v
        return best

    def _bones_value(self, state: KonjaState, seat: int, hard: bool) -> float:
        if hard and state.final_round:
            # the last turn of the match: only winning counts
            return 1000.0 * self.pools.last_turn_chance(state) + 0.01 * player_value(state, seat)
        v = player_value(state, seat) + self.pools.pool_value(state)
        for a, face in enumerate(state.action_dice):
            if not state.action_used[a] and face in TOKEN_WEIGHTS:
                v += TOKEN_WEIGHTS[face]
        if state.shayka == "off":
            w = _weights(state)
            vals = tuple(d.value for d in state.dice)
            me = state.players[seat]
            veil = "storm_veil" in me.spells and me.magick >= cards.spells()["storm_veil"].cost
            v -= self.pools.red_threat(vals, tuple(d.guarded for d in state.dice), w, veil)
        return v

    def _one_step(self, state: KonjaState, seat: int, actions: list[Action], hard: bool, samples: int,
                  budget: int) -> list[tuple[float, Action]]:
        """Expected Bones value after each action (random effects averaged over `samples` rolls)."""
        out: list[tuple[float, Action]] = []
        for a in actions:
            n = samples if self._is_random(state, seat, a) else 1
            total = 0.0
            for _ in range(n):
                s = self._fork(state)
                self.rules.apply(s, seat, a)
                total += self._bones_value(s, seat, hard)
            v = total / n
            if self._is_recharge(state, seat, a):
                v = max(v, self._followup(state, seat, a, hard))
            out.append((v, a))
            if self.tried > budget:
                break
        return out

    def _bones(self, state: KonjaState, seat: int, legal: list[Action], hard: bool) -> Action:
        self.tried = 0
        base = self._bones_value(state, seat, hard) + 0.05  # a small bias to stop rather than churn
        plays = [a for a in legal if a.kind != "end_bones"]
        scored = self._one_step(state, seat, plays, hard, self.samples, SEARCH_BUDGET)
        alone = {a: v for v, a in scored}  # ties between certain lines go to the play worth more by itself
        if hard:
            scored = self._with_sure_lines(state, seat, scored)
        best, best_v = Action("end_bones"), base
        for v, a in scored:
            if v > best_v + 1e-9:
                best, best_v = a, v
        if not hard or not scored:
            return best
        # Hard: a sampling search one play deeper for the most promising plays, so it rerolls
        # knowing which cards it can still use afterwards.
        top = sorted(scored, key=lambda t: (-round(t[0], 9), -alone[t[1]]))[:4]
        sure = dict((a, v) for v, a in scored if not self._is_random(state, seat, a))
        best2, best2_v = Action("end_bones"), base
        for _v1, a in top:
            n = 6 if self._is_random(state, seat, a) else 1
            total = 0.0
            done = 0
            for _ in range(n):
                s = self._fork(state)
                self.rules.apply(s, seat, a)
                stop = self._bones_value(s, seat, hard) + 0.05
                nxt = [b for b in self.rules.legal_actions(s, seat) if b.kind != "end_bones"]
                cont = self._one_step(s, seat, nxt, hard, 2, SEARCH_BUDGET)
                total += max([stop] + [cv for cv, _ in cont])
                done += 1
                if self.tried > SEARCH_BUDGET:
                    break
            v2 = total / done
            if n == 1:  # a certain play is worth at least the certain line it starts (two cards on one die)
                v2 = max(v2, sure.get(a, -1e18))
            if v2 > best2_v + 1e-9:
                best2, best2_v = a, v2
            if self.tried > SEARCH_BUDGET:
                return best  # out of budget: keep the one-step choice
        return best2

    def _with_sure_lines(self, state: KonjaState, seat: int,
                         scored: list[tuple[float, Action]]) -> list[tuple[float, Action]]:
        """Each certain play (no dice rolled) valued with the best certain play after it: a card that changes one
        die may make nothing alone (Bone Flute turning a 4 into a 5) and a set with the next (Oodoo: 5 into a
        third 6). Valued one play ahead such a play fell behind every reroll, so the Hint gambled on a reroll
        while two cards made the set for certain (issue 41)."""
        out: list[tuple[float, Action]] = []
        for v, a in scored:
            if not self._is_random(state, seat, a) and self.tried <= SEARCH_BUDGET:
                s = self._fork(state)
                self.rules.apply(s, seat, a)
                if s.phase == "bones" and s.pending_discard is None:
                    nxt = [b for b in self.rules.legal_actions(s, seat)
                           if b.kind != "end_bones" and not self._is_random(s, seat, b)]
                    for v2, _b in self._one_step(s, seat, nxt, True, 1, SEARCH_BUDGET):
                        v = max(v, v2)
            out.append((v, a))
        return out

    def _is_recharge(self, state: KonjaState, seat: int, a: Action) -> bool:
        if a.kind == "use_spirit":
            return True
        if a.kind == "play_spell":
            return cards.spells()[a.args[0]].effect == "recharge"
        if a.kind == "use_relic":
            return cards.relics()[state.players[seat].relics[a.args[0]].card].effect == "recharge"
        return False

    def _followup(self, state: KonjaState, seat: int, a: Action, hard: bool) -> float:
        """A recharge only pays when the recharged Relic is used again: value the best such use."""
        s = self._fork(state)
        self.rules.apply(s, seat, a)
        slot = a.args[0] if a.kind == "use_spirit" else a.args[1][0] if a.kind == "play_spell" else a.args[3][0]
        best = -1e18
        for b in self.rules.legal_actions(s, seat):
            if b.kind != "use_relic" or b.args[0] != slot:
                continue
            n = self.samples if self._is_random(s, seat, b) else 1
            total = 0.0
            for _ in range(n):
                s2 = self._fork(s)
                self.rules.apply(s2, seat, b)
                total += self._bones_value(s2, seat, hard)
            best = max(best, total / n)
        return best

    def _is_random(self, state: KonjaState, seat: int, a: Action) -> bool:
        if a.kind == "play_spell":
            return cards.spells()[a.args[0]].effect in ("reroll", "violet_roll", "discard_draw")
        if a.kind == "use_relic":
            card = cards.relics()[state.players[seat].relics[a.args[0]].card]
            effect = card.side(state.shayka != "off")[0]
            return effect in ("reroll", "reroll_low", "violet_roll")
        return False

    def _assign_red(self, state: KonjaState, seat: int, legal: list[Action], hard: bool) -> Action:
        victim = state.turn_seat
        own = victim == seat
        if not hard:
            # normal: replace the lowest die it can (a plain reading of "beat the low dice")
            opts = [a for a in legal if a.kind == "red_replace"]
            if not opts:
                return Action("red_done")
            if own:
                return self._best_red(state, legal, maximise=True)
            # ...but never a swap that helps the victim (a keyboard playtester was handed a Cloud by one)
            before = self.pools.pool_value(state)
            hurts = [a for a in opts if self._after_red(state, a) <= before + 1e-9]
            if not hurts and Action("red_done") in legal:
                return Action("red_done")
            # ...and not one that hands the victim a pair: a red 4 onto a 2 beside their 4 (the lesson warns of it;
            # a blind tester was given a pair of 4s, issue 41)
            return min(hurts or opts, key=lambda a: (self._pairs_made(state, a), state.dice[a.args[1]].value, a.args))
        return self._best_red(state, legal, maximise=own)

    @staticmethod
    def _pairs_made(state: KonjaState, action: Action) -> int:
        """How many of the victim's other free dice show the red die's value (a match it would hand them)."""
        red, die = action.args[0], action.args[1]
        return sum(1 for i, d in enumerate(state.dice) if i != die and d.value == state.red[red])

    def _after_red(self, state: KonjaState, action: Action) -> float:
        """The victim's pool value once `action` (a red die replacing one of theirs) is applied."""
        s = state.clone()
        self.rules.apply(s, state.attacker if state.attacker is not None else 0, action)
        return self.pools.pool_value(s)

    def _best_red(self, state: KonjaState, legal: list[Action], maximise: bool) -> Action:
        def score(st: KonjaState) -> float:
            last = 1000.0 * self.pools.last_turn_chance(st) if st.final_round else 0.0
            return last + self.pools.pool_value(st)

        best, best_v = Action("red_done"), score(state)
        sign = 1 if maximise else -1
        for a in legal:
            if a.kind != "red_replace":
                continue
            s = state.clone()
            self.rules.apply(s, state.attacker if state.attacker is not None else 0, a)
            v = score(s)
            if sign * v > sign * best_v + 1e-9:
                best, best_v = a, v
        return best

    def _reply(self, state: KonjaState, seat: int, legal: list[Action]) -> Action:
        """Cancel a red die when what it would break is worth more than the Spell really costs (red_reply.py)."""
        def score(values: tuple[int, ...]) -> float:
            s = state.clone()
            for die, v in zip(s.dice, values, strict=True):
                die.value = v
            return (1000.0 * self.pools.last_turn_chance(s) if s.final_round else 0.0) + self.pools.pool_value(s)

        return answer(self.rules, state, seat, legal, score, lambda s: player_value(s, seat))

    def _collect_choice(self, state: KonjaState, seat: int, legal: list[Action]) -> Action:
        """Collect the best split of the dice still free, one combination per decision."""
        used = {i for _, idx in state.collected for i in idx}
        free = [i for i in range(len(state.dice)) if i not in used]
        split = self.pools.splits.best_split([state.dice[i].value for i in free], dict(_weights(state)))
        if split:
            kind, local = split[0]
            act = Action("collect", (kind, tuple(sorted(free[j] for j in local))))
            if act in legal:
                return act
        return Action("finish_collection")


def make_agent(level: str, seat: int, seed: int) -> Agent:
    return KonjaAgent(level, seat, seed)
