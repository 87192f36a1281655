"""The judge's search of a Konja turn after which the match ends (the final round, or the turn limit).

Play-outs by the quick level never found a line of several cards: at the start of a player's last turn the chart
read 0 % where Violet Twin, Elder Staff and Oodoo twice made five 4s, a sure win but for the red dice (~89 %),
and it climbed step by step as the player found the line, nothing named (a blind tester). In the last turn only
the dice at the end of the Bones phase count, so the turn is searched instead:

- the Bones phase: every card use (uses that leave the same position counted once), deepened a play at a time
  while a budget of positions lasts; a reroll is weighed over its faces (all of them for one or two dice);
  ending the phase is always among the choices, so a search cut short is a lower bound of the best line;
- ending the phase: the red dice weighed exactly over their 36 throws, the opponent placing them where they hurt
  most, the mover answering with Storm Veil where it can; then the best split of the dice (most Cloud points,
  then Gold) against the opponent's score;
- before the roll: the Ancestor and Blessing choices of both seats made as the hard level makes them (one line,
  not max/min over every choice: that spread the budget so thin the chart climbed 16 -> 51 -> 84 % as the
  player chose), the roll taken from a fixed set of sampled throws (the same throws for every position, so a
  choice is judged, not luck), the whole budget spent on the throws' Bones searches, each following its
  ROLL_BEAM most promising plays from a position (the certain plays at the start of Bones are searched so too).

The budget is counted in positions, never clock time (the same match gets the same marks on any machine).

A turn that closes the round may end the match too: the player who moves second ends it by reaching the target,
and a turn that does not reach it leaves the match going (`closing_turn`). The chart climbed 85 -> 100 % through
such a turn step by step while a sure line to the target stood from its start (a blind tester): the play-outs' quick
level did not find it. The turn is searched so too, with a `goal`: a pool that reaches the target wins, one that
falls short counts nothing, so the search reads the chance to win in this turn, a lower bound of the chance (the
judge takes the play-outs' reading where it is higher, analysis.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import product

from baraza.game.core.action import Action
from baraza.game.core.rules import FixedRolls
from baraza.game.konja import cards
from baraza.game.konja.ai import make_agent
from baraza.game.konja.dice import CLOUD_FOR_KIND, SplitSolver
from baraza.game.konja.effects import used_dice
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import (
    ACTION_FACES,
    CLOUD_UPGRADE,
    MAX_TURNS,
    SUMMON_COST,
    UPGRADE_COST,
    KonjaState,
)

FINAL_WEIGHTS = (("cloud", 1.0), ("gold", 0.001), ("magick", 0.0), ("power", 0.0))
MAX_DEPTH = 8  # Bones plays a line may hold (deepened one at a time while the budget lasts)
ALL_FACES = 2  # a reroll of up to this many dice is weighed over all its faces; more dice: sampled throws
SAMPLED_FACES = 36  # throws weighed for a larger reroll
ROLL_SHARE = 4  # a sampled roll's Bones search gets this share of a Bones position's budget (many rolls)
AFTER_ROLL = ("bones", "red_roll", "red_reply", "red_assign", "collect")
POLICY_LEVEL = "hard"  # the level whose choices before the roll the search follows (both seats)
ROLL_REROLLS = False
ROLL_BEAM = 2  # plays followed deeper from each position past the first (a roll's share of the budget is small)
RED_PAIRS = [(a, b) for a in range(1, 7) for b in range(1, 7)]
RED_THROWS = [((1 if a == b else 2) / 36, (b, a)) for a in range(1, 7) for b in range(a, 7)]  # higher first


def last_turn_state(state: KonjaState) -> bool:
    """Whether the match ends once the turn under way ends: the final round is on (flow.end_turn ends it when
    both players have had as many turns), or the turn limit comes with it."""
    if state.over:
        return False
    me, them = state.players[state.turn_seat], state.players[1 - state.turn_seat]
    return state.final_round or min(me.turns + 1, them.turns) >= MAX_TURNS


def closing_turn(state: KonjaState) -> bool:
    """Whether the turn under way closes the round (its player moves second) with the final round not on yet, and
    the target within reach: reaching it ends the match at the turn's end (flow.end_turn), a win. Within reach:
    the Cloud points missing at most a pool's best Cloud (five alike) and what the Rain may still add. Where the
    target is out of reach the search could only read 0 and cost a second a position (a fifth of a match's)."""
    if state.over or state.final_round:
        return False
    me, them = state.players[state.turn_seat], state.players[1 - state.turn_seat]
    if me.turns + 1 != them.turns:
        return False
    return state.target - me.cloud_points <= max(CLOUD_FOR_KIND.values()) + _rain_reach(state)


def _rain_reach(state: KonjaState) -> int:
    """The most Cloud points the Rain may still add this turn with the Gold held (a bound, never a plan): a Cloud
    summoned, then Clouds flipped, the most points a Gold first; none once another Ancestor is chosen."""
    me = state.players[state.turn_seat]
    if state.phase == "rain_summon":
        flips: list[tuple[int, int]] = []
    elif state.phase == "rain_upgrade" or (state.phase == "ancestor" and "rain" not in state.idols):
        flips = sorted(((CLOUD_UPGRADE[c.base] - c.base, UPGRADE_COST[c.base]) for c in me.clouds if not c.upgraded),
                       key=lambda f: -f[0] / f[1])
    else:
        return 0
    best = 0
    for pts, cost in ((0, 0), *SUMMON_COST.items()):
        gold, got = me.gold - cost, pts
        if gold < 0:
            continue
        for gain, price in flips:
            if price <= gold:
                gold, got = gold - price, got + gain
        best = max(best, got)
    return best


def before_roll(state: KonjaState) -> bool:
    """A position of the turn before its dice are rolled (Ancestor, Blessing, the roll itself)."""
    return not state.over and state.phase not in AFTER_ROLL


def _draws(state: KonjaState, seat: int, action: Action) -> int:
    """How many dice faces `action` throws (0: none, or what it draws is not dice)."""
    if action.kind == "play_spell":
        card = cards.spells()[action.args[0]]
        effect, target = card.effect, action.args[1]
    elif action.kind == "use_relic":
        card = cards.relics()[state.players[seat].relics[action.args[0]].card]
        effect, target = card.side(state.shayka != "off")[0], action.args[3]
    else:
        return 0
    if effect == "reroll":
        return len(target)
    if effect == "violet_roll":
        return 1
    if effect == "reroll_low":
        return sum(1 for d in state.dice if d.colour == "green" and d.value <= card.amount)
    return 0


def _signature(s: KonjaState) -> tuple:
    """What the rest of the last turn depends on (dice order and Action dice order aside)."""
    me = s.players[s.turn_seat]
    return (s.phase, tuple(sorted((d.colour, d.value, d.guarded) for d in s.dice)),
            tuple(sorted(zip(s.action_dice, s.action_used, strict=True))),
            tuple(sorted((r.card, r.spent) for r in me.relics)), tuple(sorted(me.spells)), me.magick, me.power,
            me.gold, me.cloud_points, s.spirit_holder, s.pending_discard, tuple(s.collected))


def _merged(outcomes: list[tuple[float, KonjaState]]) -> list[tuple[float, KonjaState]]:
    """Throws that leave the same position (a 2 and a 5 either way round) weighed as one."""
    out: dict[tuple, list] = {}
    for p, s in outcomes:
        key = _signature(s) + (tuple(s.red), tuple(s.red_used))
        if key in out:
            out[key][0] += p
        else:
            out[key] = [p, s]
    return [(p, s) for p, s in out.values()]


@dataclass
class LastTurnSearch:
    """`budget`: positions a judgement may visit; `rolls`: sampled throws before the roll."""

    budget: int = 6000
    rolls: int = 12
    seed: int = 1
    rules: KonjaRules = field(default_factory=KonjaRules)
    splits: SplitSolver = field(default_factory=SplitSolver)
    visited: int = 0  # positions visited by the last judgement (for tests and measurements)
    # the Cloud points that win at once in a closing turn (None: the match ends with the turn, most points win)
    _goal: int | None = None
    _turn: int = 0  # the turn judged
    _limit: int = 0  # the visits at which the judgement under way stops searching deeper
    _cut: bool = False  # a line was cut at the depth searched (deepening may find more)
    _beam: int | None = None  # plays followed deeper from each position (None: all), in a sampled roll's search
    _ends: dict = field(default_factory=dict)  # the chance once the Bones phase ends, by dice and scores
    _places: dict = field(default_factory=dict)  # red dice placed, by dice, red dice and scores
    _scores: dict = field(default_factory=dict)  # a pool's best final split, by its sorted values

    # ---- the whole turn ----------------------------------------------------------------------

    def judge(self, state: KonjaState) -> tuple[float, Action | None, dict[Action, float]]:
        """(the turn player's chance to win, the best move of the seat to act, each move's value for the turn
        player) from a position of the last turn."""
        self.visited, self._limit = 0, self.budget
        self._goal = None if last_turn_state(state) else state.target  # a closing turn (closing_turn)
        self._turn = state.turn_count
        if state.phase == "bones" and state.pending_discard is None:
            return self._bones_root(state, self.budget)
        if before_roll(state):
            return self._line_root(state)
        seat = self.rules.decider(state)
        legal = self.rules.legal_actions(state, seat)
        values = {}
        for k, a in enumerate(legal):
            values[a] = self._value(self._after(state, seat, a), (self.budget - self.visited) // (len(legal) - k))
        pick = max if seat == state.turn_seat else min
        best = pick(legal, key=lambda a: values[a])
        return values[best], best, values

    # ---- before the roll: one line of choices, the budget spent on the rolls -----------------------

    def _line_root(self, state: KonjaState) -> tuple[float, Action | None, dict[Action, float]]:
        """A position before the roll: the choices up to the roll made by POLICY_LEVEL (both seats), the
        whole budget spent on the sampled rolls' Bones searches. Max/min over every choice spread the budget
        so thin that each roll's search was shallow, and the chart climbed as the player chose (16 -> 51 ->
        84 % over Ancestor, Resource and roll, 89 % after it): "each choice was great", which was false."""
        seat = self.rules.decider(state)
        legal = self.rules.legal_actions(state, seat)
        pick = legal[0] if len(legal) == 1 else self._policy(state, seat, legal)
        value = self._line(self._after(state, seat, pick), self.budget)
        return value, pick, {pick: value}

    def _policy(self, state: KonjaState, seat: int, legal: list[Action]) -> Action:
        """The choice before the roll: POLICY_LEVEL's (a few milliseconds; it picked each of the tester's)."""
        agent = make_agent(POLICY_LEVEL, seat, self.seed)
        return agent.choose(self.rules, self.rules.view(state, seat), seat, legal)

    def _line(self, outcomes: list[tuple[float, KonjaState]], budget: int) -> float:
        """The outcomes' expectation, each followed along the policy's line to the roll and past it."""
        stop_at, total = min(self._limit, self.visited + budget), 0.0
        for k, (p, s) in enumerate(outcomes):
            share = max(0, (stop_at - self.visited) // (len(outcomes) - k))
            total += p * self._line_position(s, share)
        return total

    def _line_position(self, s: KonjaState, budget: int) -> float:
        self.visited += 1
        if not before_roll(s):
            return self._position(s, budget)
        seat = self.rules.decider(s)
        legal = self.rules.legal_actions(s, seat)
        pick = legal[0] if len(legal) == 1 else self._policy(s, seat, legal)
        return self._line(self._after(s, seat, pick), budget)

    def _after(self, state: KonjaState, seat: int, action: Action) -> list[tuple[float, KonjaState]]:
        """The positions `action` leads to, with their probabilities (a throw of dice weighed over its faces)."""
        if action.kind == "roll_red":
            return _merged([(1 / 36, self._thrown(state, seat, action, pair)) for pair in RED_PAIRS])
        if action.kind == "roll":
            rolls = self._sampled_rolls()  # each weighs 1/len(rolls) (it weighed 1/7, the throw's length: 12/7 in all)
            return [(1 / len(rolls), self._thrown(state, seat, action, throws)) for throws in rolls]
        n = _draws(state, seat, action)
        if n == 0:
            child = state.clone(random.Random(self.seed))
            self.rules.apply(child, seat, action)
            return [(1.0, child)]
        if n <= ALL_FACES:
            faces = list(product(range(1, 7), repeat=n))
        else:
            rng = random.Random(self.seed * 7919 + n)
            faces = [tuple(rng.randint(1, 6) for _ in range(n)) for _ in range(SAMPLED_FACES)]
        return _merged([(1 / len(faces), self._thrown(state, seat, action, f)) for f in faces])

    def _thrown(self, state: KonjaState, seat: int, action: Action, faces) -> KonjaState:
        child = state.clone(FixedRolls(faces))
        self.rules.apply(child, seat, action)
        child.rng = random.Random(self.seed)
        return child

    def _sampled_rolls(self) -> list[tuple[int, ...]]:
        """The same `rolls` throws of five green dice and two Action dice (their face indices) every time."""
        rng = random.Random(self.seed * 104_729 + 17)
        return [tuple([rng.randint(1, 6) for _ in range(5)] + [rng.randrange(len(ACTION_FACES)) for _ in range(2)])
                for _ in range(self.rolls)]

    def _value(self, outcomes: list[tuple[float, KonjaState]], budget: int) -> float:
        """The outcomes' expectation, the budget shared among those not yet judged (a share left unspent passes
        on), never past the whole judgement's limit."""
        stop_at, total = min(self._limit, self.visited + budget), 0.0
        for k, (p, s) in enumerate(outcomes):
            total += p * self._position(s, max(0, (stop_at - self.visited) // (len(outcomes) - k)))
        return total

    def _position(self, s: KonjaState, budget: int) -> float:
        """The turn player's chance from any position of the last turn, on `budget` positions."""
        self.visited += 1
        if s.over:
            me = s.turn_seat
            return 1.0 if s.winners == (me,) else 0.5 if len(s.winners) == 2 else 0.0
        if s.turn_count != self._turn:  # a closing turn over short of the target: the match goes on (`_win`)
            return 0.0
        if s.phase == "bones" and s.pending_discard is None:  # after a sampled roll
            if budget <= 0:
                return self._end_value(s)
            return self._roll_search(s, budget)
        if before_roll(s):
            return self._line_position(s, budget)
        if s.phase in ("red_roll", "red_reply", "red_assign", "collect") and s.pending_discard is None:
            return self._after_bones(s)
        seat = self.rules.decider(s)
        legal = self.rules.legal_actions(s, seat)
        stop_at, values = min(self._limit, self.visited + budget), []
        for k, a in enumerate(legal):
            values.append(self._value(self._after(s, seat, a), max(0, (stop_at - self.visited) // (len(legal) - k))))
        return max(values) if seat == s.turn_seat else min(values)

    # ---- the Bones phase ---------------------------------------------------------------------

    def _bones_root(self, state: KonjaState, budget: int,
                    rerolls: bool = True) -> tuple[float, Action | None, dict[Action, float]]:
        """Lines of certain plays first (no dice thrown: a line of four cards is cheap to find that way), then
        with rerolls too, each deepened a play at a time while the budget lasts; each move's value is its best
        found (ending the phase always counts, so a search cut short is a lower bound)."""
        memo: dict[tuple, tuple[int, float]] = {}
        seat = state.turn_seat
        legal = self.rules.legal_actions(state, seat)
        # a sampled roll's search (`rerolls` False) keeps to certain plays: many rolls share one budget
        children = [(a, self._after(state, seat, a)) for a in legal
                    if a.kind != "end_bones" and (rerolls or not _draws(state, seat, a))]
        stop = self._end_value(state)
        values: dict[Action, float] = {a: stop for a in legal}
        limit = self.visited + budget
        for thrown in (False, True) if rerolls else (False,):
            # certain plays: the ROLL_BEAM most promising followed from each position past the first play (as a
            # roll's search does, so the reading after the roll finds what the one before it found)
            self._beam = None if thrown else ROLL_BEAM
            for depth in range(1, MAX_DEPTH + 1):
                self._cut = False
                for a, outcomes in children:
                    if len(outcomes) > 1 and not thrown:
                        continue
                    v = sum(p * self._bones(c, depth - 1, memo, limit, thrown) for p, c in outcomes)
                    values[a] = max(values[a], v)
                if self.visited >= limit or max(values.values()) >= 1.0 or not self._cut:
                    break
            if self.visited >= limit or max(values.values()) >= 1.0:
                break
        self._beam = None
        best = max(values, key=lambda a: values[a]) if values else None
        return (values[best] if best is not None else stop), best, values

    def _roll_search(self, s: KonjaState, budget: int) -> float:
        """A sampled roll's Bones phase: its ROLL_BEAM most promising plays from each position followed, deepened
        a play at a time while its share of the budget lasts (every play followed, a twelfth of the budget
        reached two plays deep and found no line of four cards: the reading before the roll was half the
        reading after it)."""
        memo: dict[tuple, tuple[int, float]] = {}
        limit, best = self.visited + budget, self._end_value(s)
        self._beam = ROLL_BEAM
        try:
            for depth in range(1, MAX_DEPTH + 1):
                self._cut = False
                best = max(best, self._bones(s, depth, memo, limit, ROLL_REROLLS))
                if self.visited >= limit or best >= 1.0 or not self._cut:
                    break
        finally:
            self._beam = None
        return best

    def _bones(self, s: KonjaState, depth: int, memo: dict, limit: int, thrown: bool) -> float:
        """The best chance from a Bones position looking `depth` plays on (ending the phase always counts),
        with rerolls among the plays or not (`thrown`)."""
        self.visited += 1
        if s.phase != "bones" or s.pending_discard is not None:
            return self._position(s, 0) if s.pending_discard is None else self._settled(s)
        key = (_signature(s), thrown)
        known = memo.get(key)
        if known is not None and (known[0] >= depth or self.visited >= limit):
            return known[1]
        best = self._end_value(s)
        if depth == 0:
            self._cut = True
        elif self.visited < limit and best < 1.0:
            for rank, (stop, outcomes) in enumerate(self._ordered(s, thrown)):
                if self._beam is not None and rank >= self._beam:
                    # only the ROLL_BEAM most promising plays are followed deeper (the rest: as they end)
                    best, self._cut = max(best, stop), True
                    continue
                best = max(best, sum(p * self._bones(c, depth - 1, memo, limit, thrown) for p, c in outcomes))
                if best >= 1.0 or self.visited >= limit:
                    break
        memo[key] = (depth, best)
        return best

    def _ordered(self, s: KonjaState, thrown: bool) -> list[list[tuple[float, KonjaState]]]:
        """The plays from a Bones position (uses that leave the same position once), the most promising first:
        a search its budget cuts short has then tried the plays that make the best pool (a roll's search on a
        twelfth of the budget found no line of four cards in the order the cards were dealt)."""
        seen: set[tuple] = set()
        plays = []
        for a in self.rules.legal_actions(s, s.turn_seat):
            if a.kind == "end_bones" or (not thrown and _draws(s, s.turn_seat, a)):
                continue
            outcomes = self._after(s, s.turn_seat, a)
            if len(outcomes) == 1:
                sig = _signature(outcomes[0][1])
                if sig in seen:
                    continue  # the same position by another card or die: counted once
                seen.add(sig)
            looks = [self._promise(c) for _, c in outcomes]
            plays.append((sum(p * look[0] for (p, _), look in zip(outcomes, looks, strict=True)),
                          sum(p * look[1] for (p, _), look in zip(outcomes, looks, strict=True)), len(plays), outcomes))
        plays.sort(key=lambda play: (-play[0], -play[1], play[2]))
        return [(stop, outcomes) for stop, _, _, outcomes in plays]

    def _promise(self, s: KonjaState) -> tuple[float, float]:
        """How good a Bones position looks: (its chance if the phase ended now, its pool's best split)."""
        if s.phase != "bones" or s.pending_discard is not None:
            return (self._position(s, 0) if s.pending_discard is None else self._settled(s.clone())), 0.0
        used = used_dice(s)
        key = tuple(sorted(d.value for i, d in enumerate(s.dice) if i not in used))
        score = self._scores.get(key)
        if score is None:
            score = self._scores[key] = self.splits.solve(key, FINAL_WEIGHTS)[0]
        return self._end_value(s), score

    def _settled(self, s: KonjaState) -> float:
        """A Relic over five to discard (Patron's Gift): the discard hardly matters in the last turn."""
        while s.pending_discard is not None and not s.over:
            who = s.pending_discard
            self.rules.apply(s, who, self.rules.legal_actions(s, who)[-1])
        return self._position(s, 0)

    # ---- after the Bones phase: red dice, then the best split ---------------------------------

    def _end_value(self, s: KonjaState) -> float:
        """The chance once the Bones phase ends here: red dice, then the best collection (ending the phase
        changes nothing the weighing reads but the phase, so no copy is made: it cost most of a search)."""
        return self._after_bones(s)

    def _after_bones(self, s: KonjaState) -> float:
        me = s.players[s.turn_seat]
        used = used_dice(s)
        dice = tuple((d.value, d.guarded or d.colour == "red") for i, d in enumerate(s.dice) if i not in used)
        veils = sum(1 for c in me.spells if c == "storm_veil") if me.magick >= 1 else 0
        gold = me.gold + sum(1 for a, f in enumerate(s.action_dice) if f == "gold" and not s.action_used[a])
        reds = None
        if s.phase in ("red_reply", "red_assign"):
            reds = tuple(v for v, u in zip(s.red, s.red_used, strict=True) if not u)
        elif s.phase == "collect":
            reds = ()
        theirs = s.players[1 - s.turn_seat]
        # dice collected already are out of `dice`, their rewards in the player's holdings
        key = (dice, veils, gold, me.cloud_points, theirs.cloud_points, theirs.gold, s.shayka, reds,
               "red_roll" if s.phase == "bones" else s.phase, self._goal)
        found = self._ends.get(key)
        if found is None:
            found = self._ends[key] = self._red_expectation(dice, veils, (me.cloud_points, gold),
                                                            (theirs.cloud_points, theirs.gold), s.shayka, reds,
                                                            s.phase == "red_reply")
        return found

    def _red_expectation(self, dice, veils: int, mine, theirs, shayka: str, reds, reply: bool) -> float:
        standing = self._win([v for v, _ in dice], mine, theirs)
        own = shayka == "own"
        if shayka == "none" or reds == () or (standing == 0.0 and not own):
            return standing  # an opponent's red dice never lift a pool that loses as it stands
        throws = RED_THROWS if reds is None else [(1.0, tuple(sorted(reds, reverse=True)))]
        dice = tuple(sorted(dice))
        total = 0.0
        for p, pair in throws:
            options = [pair]
            if not own and veils and (reds is None or reply):  # Storm Veil cancels red dice before they land
                options += [pair[1:], pair[:1]] + ([()] if veils > 1 else [])
            answers = [self._placed(dice, tuple(o), mine, theirs, own) for o in options]
            total += p * max(answers)
        return total

    def _placed(self, dice, reds, mine, theirs, own: bool) -> float:
        """The red dice placed by their roller: the opponent's where they hurt most, the player's own where
        they help most (each on a die of lower value it may replace, or left unused). `dice` sorted."""
        key = (dice, reds, mine, theirs, own, self._goal)
        found = self._places.get(key)
        if found is None:
            found = self._places[key] = self._place(dice, reds, mine, theirs, own)
        return found

    def _place(self, dice, reds, mine, theirs, own: bool) -> float:
        pick = max if own else min
        best = self._win([v for v, _ in dice], mine, theirs)
        if not reds:
            return best
        r, rest = reds[0], reds[1:]
        outcomes = [self._placed(dice, rest, mine, theirs, own)]
        for i, (v, safe) in enumerate(dice):
            if r > v and (own or not safe) and (i == 0 or dice[i - 1] != dice[i]):  # alike dice tried once
                placed = tuple(sorted(dice[:i] + ((r, True),) + dice[i + 1:]))
                outcomes.append(self._placed(placed, rest, mine, theirs, own))
        return pick([best, *outcomes]) if own else pick(outcomes)

    def _win(self, values: list[int], mine, theirs) -> float:
        key = tuple(sorted(values))
        score = self._scores.get(key)
        if score is None:
            score = self._scores[key] = self.splits.solve(key, FINAL_WEIGHTS)[0]
        points = int(score + 1e-6)
        gold = round((score - points) * 1000)
        a, b = (mine[0] + points, mine[1] + gold), theirs
        if self._goal is not None:  # a closing turn: the target reached wins (the opponent's is under it), else
            return 1.0 if a[0] >= self._goal else 0.0  # the match goes on (not counted: a lower bound)
        return 1.0 if a > b else 0.5 if a == b else 0.0
