"""Khedu's judge for match analysis: seeded play-outs of whole matches (game.core.analysis_playouts.PlayoutAnalyser)
on the budget its spec declares, with positions worth the same judged as one (game.core.analysis_pool).

A playtester's chart swung between quiet moves (a Cadence declined, a card discarded: 40 → 29 → 62 %) and
nothing was marked in a match lost with clear errors (issue 41): seven-odd play-outs a position tell a chance to
about ±0.35, and the noise allowance held back every drop. The judge's own best move that rolls no dice and
draws no card keeps the chance with best play, so the positions either side of it are judged as one, their
play-outs pooled: the chart stays flat through quiet moves, and a mistake between two such runs is judged with
all their play-outs (a smaller allowance).

A Cadence sung into a fight already decided (won or lost either way) was marked "a mistake" by the gap between two
pooled runs (33 % → 8 %) while paired play-outs against "No more Cadences" found it cost 4 % (a blind tester:
"singing more in a won fight costs little"). Such a song's one real effect is the card it uses up, so it is
weighed as that: paired play-outs of the song against the judge's best move (analysis_paired.py), and where they
vouch for less than an inaccuracy the song does what the best move does (`same_move`): no mark, and the chart
stays flat across it. Where the card was worth more (needed for the next fight of the turn) the song keeps its
mark, and mark_words.py says why.

A blind tester's chart fell 21 → 0 % on a quiet Honor stacked at turn 2 of 15 and climbed back to 50 % with no big
play. The 0 % was the look one move ahead (PlayoutAnalyser._scan), meant for the end of a match: a Khedu play-out
is about 100 moves, so under the default budget it looked at nearly every position with under 20 moves open, tried
each with two play-outs, and charted the luckiest (24 of 24 won for the AI's Infiltrator placed; 16 fresh
play-outs won 14). The look is kept to the last turns (SCAN_BUDGET), where a move does keep or throw away a win.

A turn ended with the Hint's 91 % attack left on the table went unmarked (its gain too small for the play-outs to
see), and a last-turn reward choice worth the same as the best was named a fall: fight_judge.py judges both by the
board (`board_mark`, `same_move`).

A blind tester (khedu18) won a match 25-22 whose analysis read "yours: 3 blunders, 1 inaccuracy": an attack won at
over 99 % marked a blunder "90% → 28%", the chart 77 → 12 % over one AI turn. A dozen whole play-outs tell a chance
to about ±0.3, and the chart's drop marked what was the play-outs' luck. The judge now `confirms_marks`
(game.core.analysis_confirm): a fall is marked only where paired play-outs of the move against the best one confirm
it, a move with no concrete reason (mark_words.NO_REASON) only for a confirmed fall of MISTAKE or more, and a turn
ended beside a sure fight by the points it gave up (fight_judge.left_fight_mark).

The same tester's chart still swung 77 → 12 % over one AI turn, 90 → 28 → 94 % within ten moves, and read 47 → 0 %
at the last "End turn" of the match they won: a dozen whole play-outs (about 100 moves each) tell a chance to ±0.3,
and near the end the position before a move was judged by the AI's play-outs, the one after by the look one move
ahead, which found the AI's best line (one side only). Now a play-out stops at a round's start HORIZON_ROUNDS rounds
on and counts how the match stands there (standing.py: points, the turns left to change them, hand, heroes,
Influence, Cadences, fitted on AI matches); a play-out that ends sooner counts its result. Short play-outs: the
budget buys many more of them (up to MAX_PLAYOUTS, most where few turns are left and they play to the end), and
every position is judged by the same play-outs, no look ahead (scan_budget 0).

A blind tester (khedu25) ended a turn beside an 84 % attack on purpose, their chance under 5 % for forty moves: no
mark, as the chance could hardly fall. In a match decided either way a move is judged by the Legacy points its
paired play-outs say it cost (mark_points.py), a board mark that keeps its level; the replay's Why and the caption's
"the better move would have kept about 3 more Legacy points" take the same look (`mark_reason`, `mark_gain`).

The same tester's chart fell 14 → 4 % on their Stack Honor (the Hint: Take Legacy points) and climbed back to 13 %
two moves later on the AI's quiet placement, and the summary named the fall. A position's own play-outs tell its
chance near 10 % to about ±0.02 (one standard error); the 4 % was such luck at the position after the forced End
turn, whose value the Stack Honor's position takes. Common seeds for consecutive positions help only within a turn
(measured: the AI's choices draw from their own seeds, so play-outs from either side of an AI move or a turn part at
once). A quiet move the judge would not have made (no fight declared, no song that moves the odds, no board mark,
no named fault) whose paired play-outs against the judge's move cannot tell the two apart (`quiet_alike`: their mean
drop under an inaccuracy and not two standard errors above nothing, as they would mark nothing) is judged as one
position with the one before it, its play-outs pooled with the run's: the chart moves where a move's cost is seen or
luck is drawn, not on the play-outs' luck. (118 pairs put the Stack Honor at about 0.05 ± 0.01: real, but half an
inaccuracy; the fall the chart shows after the End turn that follows it, with the AI's turn-start draw.)

The chart's start is the mover's chance with the cards as dealt (the play-outs see both hands, as a review after
the match may) and the normal AI playing both seats on: khedu25's deal read 15-17 % for them (300 whole play-outs:
19 %). It is no seat's bias: over a hundred deals the first seat's start reads 48 % on average, and 1570 normal-AI
matches were won 49.7 % by the first seat.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_move
from baraza.game.core.analysis_marks import INACCURACY, MISTAKE, stronger
from baraza.game.core.analysis_paired import paired_drop, paired_evidence
from baraza.game.core.analysis_playouts import PlayoutAnalyser, budgeted_playouts
from baraza.game.core.evaluation import Evaluation
from baraza.game.khedu import mark_words
from baraza.game.khedu.analysis_draws import deal_anew
from baraza.game.khedu.analysis_fights import ODDS_ALIKE, idle_song, odds_after, same_song_step
from baraza.game.khedu.analysis_settle import BEFORE_ROLL, fight_odds, fight_outcomes
from baraza.game.khedu.fight_judge import left_attack, left_fight, left_fight_mark, same_reward
from baraza.game.khedu.mark_points import PointsCost, decided_cost, points_kept, points_mark, points_reason
from baraza.game.khedu.mark_words import decided_song, fight_chance, named_reason
from baraza.game.khedu.mark_words import fault as named_fault
from baraza.game.khedu.standing import standing

MOVES_PER_SECOND = 2000  # play-out moves bought by each second asked (the spec's figure)
MIN_PLAYOUTS, MAX_PLAYOUTS = 12, 96
SCAN_BUDGET = 0  # no look one move ahead: it judged one side of a move only (see the module's text)
# the play-outs' AI: the normal one (the level testers meet; the hard one's long-shot attacks put a placement at 86 %
# and its own turn's attack at 13 % for the same seat, khedu18 move 67), the standing fitted on its matches
PLAYOUT_LEVEL = "normal"
HORIZON_ROUNDS = 2  # a play-out stops at the start of a round this many rounds on (every seat's turns alike)

WORDS_SECONDS = 0.5  # the replay's words take the decided look on the app's analysis budget (`mark_reason`)

__all__ = ["KheduAnalyser", "make_analyser", "mark_gain", "mark_reason"]  # the replay's words for a mark


class KheduAnalyser(PlayoutAnalyser):
    """Play-outs that pool the positions a move did not change (see the module's text)."""

    pools = True
    confirms_marks = True  # a fall is marked only where paired play-outs confirm it (see the module's text)
    # a board mark (a sure fight left, the points a decided match's move cost) keeps its level wherever the chart
    # stands (game.core.analysis_confirm.shown_mark): the chance of a decided match hardly moves
    keeps_board_level = True

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # each paired look of `same_move` (a decided song, a quiet move), asked by the links and again by the marks:
        # looked at once (the position kept with its answer, so its id is not reused while the answer stands)
        self._songs: dict[tuple[int, Action, Action], tuple[Any, bool]] = {}
        # each fight's two ends (attacker won, lost) judged once, for all its steps before the roll (`evaluate`)
        self._ends: dict[tuple[tuple, bool], Evaluation] = {}
        # each move's decided look (mark_points.py), asked by the confirmed mark and again by the shown one
        self._points: dict[tuple[int, Action, Action], tuple[Any, PointsCost | None]] = {}

    def evaluate(self, rules: Any, state: Any, seats: int) -> Evaluation:
        """A position as the play-out judge values it; a fight before its roll at its odds as they stand times what
        its two ends are worth (analysis_settle.py), each end judged once a fight (its play-outs kept for the
        fight's other steps): a song moves the chart by what its odds change is worth, not by the play-outs'
        luck, which moved it 10 points either way between two songs (khedu21/22)."""
        fight = fight_key(state)
        odds = fight_odds(rules, state, self._level(rules), self.seed + self.apart) if fight is not None else None
        if not odds:
            return super().evaluate(rules, state, seats)
        chances, variance = [0.0] * seats, 0.0
        mover = rules.active_seats(state)[0]
        for won, p, child in odds:
            end = self._ends.get((fight, won))
            if end is None:
                end = self._ends[(fight, won)] = super().evaluate(rules, child, seats)
            chances = [c + p * e for c, e in zip(chances, end.chances, strict=True)]
            q = (end.chances[mover] * end.samples + 0.5) / (end.samples + 1.0)  # never sure from a few
            variance += p * p * q * (1.0 - q) / max(1, end.samples)
        mean = chances[mover]
        samples = max(1, round(mean * (1.0 - mean) / variance)) if variance > 0.0 and 0.0 < mean < 1.0 else 1
        return Evaluation(tuple(chances), self._best(rules, state, mover), False, samples)

    def _level(self, rules: Any) -> str:
        from baraza.game.registry import get_game

        levels = get_game(rules.name).ai_levels
        return self.level or levels[len(levels) // 2]

    def _best(self, rules: Any, state: Any, mover: int) -> Action | None:
        """The table's Hint's move, as the play-out judge names it (game.core.analysis_hint)."""
        from baraza.game.registry import get_game

        return hint_move(get_game(rules.name), rules.view(state, mover), mover, rules.legal_actions(state, mover))

    def same_move(self, rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
        """Whether `action` does what the judge's `best` does: a Cadence sung into a decided fight whose paired
        play-outs against the best move vouch for less than an inaccuracy (see the module's text); a song step
        the fight's exact odds call the same decision (analysis_fights.py: a pass the window asks again after,
        a pass or song within two points of the judge's song), and a song within two points of the judge's pass,
        weighed as the card it spends like a decided song; a reward choice that fixes the mover's score where the
        judge's does (fight_judge.same_reward: Honor on a hero whose game ends at once, as the Legacy points); any
        other quiet move whose paired play-outs cannot tell it from the best one (`quiet_alike`)."""
        if same_song_step(rules, state, seat, action, best) or same_reward(rules, state, seat, action, best):
            return True
        if decided_song(rules, state, seat, action) or idle_song(rules, state, seat, action, best):
            return self._paired_alike(rules, state, seat, action, best, songs=True)
        return self.quiet_alike(rules, state, seat, action, best)

    def quiet_alike(self, rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
        """Whether a quiet move (no fight declared, no song that moves its odds, no board mark, no named fault) is
        one the paired play-outs against the judge's `best` cannot tell from it: their mean drop under INACCURACY
        and not two standard errors above nothing (see the module's text: khedu25's Stack Honor at move 14, the
        chart 14 → 4 → 13 % by the play-outs' luck). The positions either side are then judged as one."""
        if action == best or action.kind == "attack" or best.kind == "attack" \
                or self.changes_value(rules, state, seat, action) or self.changes_value(rules, state, seat, best):
            return False
        if named_fault(rules, state, seat, action, best) is not None \
                or self.board_mark(rules, state, seat, action, best) is not None:
            return False  # the marks' own look judges it (game.core.analysis_confirm.confirmed_mark)
        return self._paired_alike(rules, state, seat, action, best, songs=False)

    def _paired_alike(self, rules: Any, state: Any, seat: int, action: Action, best: Action, songs: bool) -> bool:
        """The paired look of `action` against `best`, taken once a move: a song (`songs`) vouched for less than an
        inaccuracy; any other quiet move whose pairs cannot tell it from the best one (`quiet_alike`)."""
        key = (id(state), action, best)
        kept = self._songs.get(key)
        if kept is None or kept[0] is not state:
            paired = paired_drop(self, rules, state, len(state.players), seat, action, best)
            if songs:
                alike = paired is None or paired_evidence(paired[0], paired[1]) < INACCURACY
            else:
                alike = paired is not None and paired[0] < INACCURACY and paired[0] - 2.0 * paired[1] <= 0.0
            kept = self._songs[key] = (state, alike)
        return kept[1]

    def changes_value(self, rules: Any, state: Any, seat: int, action: Action) -> bool:
        """Whether `action` declares a fight or is a song that moves its odds: a fight is weighed at its odds as they
        stand (`evaluate`), so the positions either side of such a move are judged apart, never pooled with the
        play-outs before the fight, and the chart moves with each song (khedu21/22: flat through a song exchange,
        then a jump at the roll)."""
        if action.kind == "attack":
            return True
        if action.kind != "cadence":
            return False
        now, then = fight_chance(rules, state), odds_after(rules, state, seat, action)
        return now is not None and then is not None and abs(then - now) > ODDS_ALIKE

    def confirm_need(self, rules: Any, state: Any, seat: int, action: Action, best: Action) -> float:
        """The drop the paired play-outs must vouch for before the move is marked: INACCURACY where the Why names a
        concrete reason, MISTAKE where it could only say the play-outs went worse (mark_words.NO_REASON)."""
        return INACCURACY if named_reason(rules, state, seat, action, best) else MISTAKE

    def chance_node(self, rules: Any, state: Any) -> list[tuple[float, Any]] | None:
        """A fight declared and not yet rolled, as its exact outcomes (analysis_settle.py): won at its odds, lost
        at the rest, so the chart moves on the declaration by what its odds are worth."""
        return fight_outcomes(rules, state, self._level(rules), self.seed + self.apart)

    def fault(self, rules: Any, state: Any, seat: int, action: Action, best: Action) -> str | None:
        """A fault the board shows (mark_words.fault: a hero of one's own risked in a fight it wins under 70 % of
        the time where the better move risked it less, the last Influence spent): marked at least an inaccuracy
        when the paired play-outs agree it cost something (game.core.analysis_paired), in points where the match
        was decided either way. A blind tester's provocation of a Sentinel into their own Chieftain and their
        last Influence spent went unfound at 0 % (issue 41, round 9)."""
        return named_fault(rules, state, seat, action, best)

    def deal_anew(self, rules: Any, state: Any, seat: int, action: Action, child: Any, rng: Any) -> Any | None:
        """`child` with the next seat's turn-start draw, made inside an End turn or Pass, dealt again by `rng`
        (analysis_draws.py): the paired play-outs that confirm a mark measure the move, not that seat's real draw
        (khedu22 move 6: the AI's End turn "fell 56 → 31 %" with Player 1's Hadimi bonus cards in it)."""
        return deal_anew(rules, state, seat, action, child, rng)

    def board_mark(self, rules: Any, state: Any, seat: int, action: Action, best: Action) -> str | None:
        """A turn ended (or passed) while the judge's better move was a sure fight at 80 % or more (the attacks the
        table's End turn asks about, and the mover's hero's fights with Desert units), worth a point or more
        (fight_judge.left_fight_mark): marked whatever the play-outs say, which cannot see a gain of 2 points at turn
        3 of 15 (a blind tester's 91 % fight left on the table). In a match
        decided either way, the stronger of that and the Legacy points the move cost (mark_points.py)."""
        return stronger(left_fight_mark(rules, state, seat, action, best),
                        points_mark(self.points_cost(rules, state, seat, action, best)))

    def points_cost(self, rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> PointsCost | None:
        """The decided look of `action` against `best` (mark_points.decided_cost), taken once a move."""
        if best is None:
            return None
        key = (id(state), action, best)
        kept = self._points.get(key)
        if kept is None or kept[0] is not state:
            kept = self._points[key] = (state, decided_cost(self, rules, state, seat, action, best))
        return kept[1]


def fight_key(state: Any) -> tuple | None:
    """What names the fight under way before its roll, the same at each of its steps (and apart from another
    match's: the deck's top, as a fight's payments go under it), or None without one."""
    c = getattr(state, "combat", None)
    if c is None or c.step not in BEFORE_ROLL:
        return None
    return (state.turns_completed, state.log.attacks, c.attacker_card, c.defender_card, tuple(state.deck[:8]),
            tuple(p.lp for p in state.players))


def past_horizon(start: Any, sim: Any) -> bool:
    """A play-out from `start` stops at a round's start (a turn begun by the first seat still in the song, nothing
    chosen yet, no fight) once HORIZON_ROUNDS rounds of turns are done: at a round's start every seat has had its
    turns alike, so a turn ended is not judged a whole turn behind the move that played on."""
    if sim.phase != "turn" or sim.turn_mode is not None or sim.combat is not None:
        return False
    alive = [s for s in range(sim.num_seats) if not sim.players[s].exhausted]
    if not alive or sim.turns_completed < start.turns_completed + HORIZON_ROUNDS * len(alive):
        return False
    first = min(alive, key=lambda s: (s - sim.first_player) % sim.num_seats)
    return sim.current == first


def make_analyser(seconds: float = 0.5) -> KheduAnalyser:
    """Play-outs on a budget of moves (game.core.analysis_playouts.budgeted_playouts), cut at the horizon, scored by the
    standing and pooling as above."""
    return budgeted_playouts(seconds, MOVES_PER_SECOND, MIN_PLAYOUTS, MAX_PLAYOUTS, kind=KheduAnalyser,
                             scan_budget=SCAN_BUDGET, cut=past_horizon, standing=standing, level=PLAYOUT_LEVEL)


def _words_cost(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> PointsCost | None:
    """The decided look the analysis took of this move (the same seeds, the app's budget), for its words; None where
    it marks nothing by points (or the position does not fit the look). Taken afresh for each of the caption's two
    hooks (no module cache: state shared by every caller is the house's rule against): a second or two each, on
    the replay's thread for the marks' words, and only where the standing model calls the match near decided."""
    try:
        cost = decided_cost(make_analyser(WORDS_SECONDS), rules, state, seat, action, best)
    except (AssertionError, AttributeError, IndexError, KeyError, LookupError, TypeError, ValueError):
        return None
    return cost if points_mark(cost) is not None else None


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """Why `seat` playing `action` was marked (mark_words.mark_reason); in a match decided either way whose move the
    Legacy points marked, those points ("with the match already decided, this cost about 3 Legacy points against
    the better move": mark_points.points_reason)."""
    cost = _words_cost(rules, state, seat, action, best)
    return mark_words.mark_reason(rules, state, seat, action, best) if cost is None else points_reason(cost)


def mark_gain(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """What the better move would have kept where the chance shown cannot say it (the replay caption's hook: "stayed
    at 2%, but the better move would have kept about 3 more Legacy points"); None outside a decided match's mark."""
    cost = _words_cost(rules, state, seat, action, best)
    if cost is not None:
        return points_kept(cost)
    # a sure fight given up, marked by the board (fight_judge.py): its worth in points where the chance shown stayed
    # (khedu27: "a blunder: your chance of winning stayed at 100%" and nothing more)
    attack = left_attack(rules, state, seat, action, best)
    sure = left_fight(rules, state, seat, action, attack) if attack is not None else None
    points = round(sure.points) if sure is not None else 0
    return f"kept about {points} more Legacy point{'s' if points != 1 else ''}" if points > 0 else None
