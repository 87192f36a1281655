"""A turn ended with a sure fight left on the table, and a reward choice worth the same as the best: judged by the
board, not by the chart's play-outs alone (the Khedu judge's hooks `board_mark` and `same_move`).

A blind tester (khedu17, 2 players against the normal AI, Analyse 5/10) ended a turn while their Rahala Fighter
could attack an Oadhii Seer at 91 %, worth 2 LP or Honor, the Hint's own move: no mark. The chart fell 18 → 11 %
and 12 paired play-outs found a mean drop of 0: at a 12 % chance most pairs are lost after either move, and 2 points
at turn 3 of 15 flip a result too seldom for the pairs to tell. So, as KROWNIA's hoard_judge, the board alone marks
it: the turn ended (or passed) while the judge's better move is an attack of the mover's own hero on a Desert unit
at SURE_FIGHT or more (its odds as its instigator moves the dice, odds.attack_odds), whose expected points (the
win's reward at its odds, less the hero's stake at the rest) reach GAIN_INACCURACY.

A blind tester (khedu20, well ahead) ended a turn where the Hint's move was a Desert unit provoked into their own
Chieftain, which wins that fight 99.5 % of the time for 2 points: no mark, the chart flat at 91 %. A sure fight is
either side of it: the mover's hero attacking a Desert unit, or defending against one the mover provokes (the hero
wins when the attack fails, the dice lowered, odds.dice_lowered); the points are the same either way.

The same tester's last-turn "Stack Honor on the victor" was named their largest fall (62 → 50 %), "the judge
preferred Take Legacy points": the turn could only end after it, so the Honor counted at once as the Legacy points
would have. A reward choice that leaves the mover's score fixed at the same value as the best one (the mover's game
ends with moves it has no choice in) does what the best does (`same_reward`): no mark, and the chart flat across it.

A blind tester (khedu23) ended turn 1 with an 89 % third attack open, which the Hint said earns Persistence (+1
Influence): marked only an inaccuracy for its 2 points, its Why silent on the feat, in a match drawn 13-13. A fight
given up also gives up the feats it completes (`left_feats`: played out at its exact odds, analysis_settle.py): their
Legacy points count with the fight's own, and an Influence one brings, while the song still has turns for it, is a
whole extra turn, worth far more than a point: leaving it is at least a mistake (`extra_turn`).

A blind tester (khedu26) ended a turn beside an 82 % attack of their hero on a rival's hero: the table asked first
(it asks from 80 %, win_gain.SURE_WIN), the analysis marked nothing (its marks began at 85 %, and knew only fights
against Desert units; the play-outs saw 64 → 61 %). One rule now: a sure fight is any attack the table asks about
(`asked_fight`: won at SURE_WIN or more, its win gaining the mover something as the rules count it) as well as the
hero's fights with Desert units, and leaving one the judge preferred is marked by its worth as above: the win's
points, and a rival's hero removed counts the Honor the rival loses with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from baraza.game.core.action import Action
from baraza.game.khedu import queries as q
from baraza.game.khedu.analysis_settle import fight_odds
from baraza.game.khedu.odds import attack_odds, wants_attacker
from baraza.game.khedu.win_gain import SURE_WIN, win_gain

SURE_FIGHT = SURE_WIN  # an attack won this often is a gain left on the table when the turn ends without it (as asked)
# expected points the attack was worth (reward × odds − the hero's stake × the rest) from which leaving it is marked,
# and from which it is a mistake: the level follows the points given up, not the chart (khedu18: a sure 3-point
# attack left at turn 3 read "an inaccuracy: your chance rose 76% → 77%"; the judge confirms its marks by pairs,
# analysis_confirm.py, and keeps a board mark's level)
# (0.9, not 1: a 1-point Desert unit at 99.6 % is worth 0.98 after its hero's stake at the rest, and two blind testers'
# deliberate End turns beside such attacks went unmarked: bad14, khedu19)
GAIN_INACCURACY, GAIN_MISTAKE = 0.9, 2.5
LEAVING = ("end_turn", "pass")  # the moves that give the turn's fights up
# the dice's own feats (achievements.check_roll): luck of a roll, not what the fight brings (a representative roll
# where every result alike falls short may still be three of a kind)
DICE_FEATS = ("good_omen", "prophecy")
FORCED_STEPS = 8  # moves with no choice followed after a reward choice, to the mover's score fixed (`settled`)


def own_hero(seat: int, attack: Action) -> tuple[tuple, tuple, bool] | None:
    """(the mover's hero's place, the Desert unit's place, whether the hero attacks) when `attack` is a fight
    between `seat`'s own Cadre hero and a Desert unit, either side (a Desert unit provoked into the hero); else
    None."""
    if attack.kind != "attack":
        return None
    att, dfn = tuple(attack.args[0]), tuple(attack.args[1])
    if att[:2] == ("cadre", seat) and dfn[0] == "desert":
        return att, dfn, True
    if att[0] == "desert" and dfn[:2] == ("cadre", seat):
        return dfn, att, False
    return None


def sure_fight(rules: Any, state: Any, seat: int, attack: Action) -> tuple[float, float] | None:
    """(odds, expected points) of `attack` when it puts `seat`'s own Cadre hero against a Desert unit (attacking
    it, or attacked by one the mover provokes) and the hero wins at SURE_FIGHT or more; None otherwise. Points: the
    Desert unit's reward and Honor at the odds, less the hero's own Honor and reward (what losing it gives up) at
    the rest."""
    sides = own_hero(seat, attack)
    if sides is None:
        return asked_fight(rules, state, seat, attack)
    hero_at, foe_at, attacking = sides
    att, dfn = tuple(attack.args[0]), tuple(attack.args[1])
    _cost, p_attacker = attack_odds(rules.view(state, seat), seat, att, dfn)
    odds = p_attacker if attacking else 1.0 - p_attacker  # the hero's side: a provoked unit's loss is its win
    if odds < SURE_FIGHT:
        return None
    hero, foe = q.unit_at(state, hero_at), q.unit_at(state, foe_at)
    if hero is None or foe is None:
        return None
    worth = q.unit_def(rules.data, state, foe.card).reward + foe.honor
    stake = q.unit_def(rules.data, state, hero.card).reward + hero.honor
    return odds, odds * worth - (1.0 - odds) * stake


def asked_fight(rules: Any, state: Any, seat: int, attack: Action) -> tuple[float, float] | None:
    """(odds, expected points) of an attack that is no fight of `seat`'s hero with a Desert unit, where the table
    asks before End turn leaves it (scenes/khedu/ask_first.sure_attacks: a fight `seat` wants won, at SURE_FIGHT or
    more, whose win gains it something, win_gain.py); None otherwise. Points: the win's points, and the Honor a
    removed rival's unit takes with it, at the odds, less `seat`'s own hero's Honor and reward at the rest when it is
    the attacker."""
    if attack.kind != "attack":
        return None
    att, dfn = tuple(attack.args[0]), tuple(attack.args[1])
    if wants_attacker(seat, att, dfn) is False:
        return None
    _cost, odds = attack_odds(rules.view(state, seat), seat, att, dfn)
    if odds < SURE_FIGHT:
        return None
    gain = win_gain(rules, state, seat, attack)
    if not gain:
        return None
    foe, hero = q.unit_at(state, dfn), q.unit_at(state, att) if att[:2] == ("cadre", seat) else None
    taken = foe.honor if gain.removes and foe is not None else 0
    stake = q.unit_def(rules.data, state, hero.card).reward + hero.honor if hero is not None else 0
    return odds, odds * (gain.points + taken) - (1.0 - odds) * stake


@dataclass(frozen=True)
class Feat:
    """An achievement a fight completes for its mover: its name, Legacy points and Influence, and the chance it
    comes (Persistence comes whatever the roll; a feat of the win only at the fight's odds)."""

    name: str
    lp: int
    influence: int
    chance: float


class LeftFight(NamedTuple):
    """A sure fight given up: its odds, expected points (its feats' Legacy points counted) and the feats it
    completes; read as (odds, points) where a tuple was."""

    odds: float
    points: float
    feats: tuple[Feat, ...] = ()
    extra_turn: bool = False  # a feat's Influence is a turn more in the song (`extra_turn`)


def left_feats(rules: Any, state: Any, seat: int, attack: Action) -> tuple[Feat, ...]:
    """The achievements `attack` completes for `seat`, each with the chance it does: the fight played out at its
    exact odds (analysis_settle.fight_odds: its payments as the middle AI pays, no one-time song, a roll of each
    result that earns no dice feat), the achievements `seat` holds after each result against before."""
    from baraza.game.registry import get_game

    child = rules.clone(state)
    rules.apply(child, seat, attack)
    levels = get_game(rules.name).ai_levels
    odds = fight_odds(rules, child, levels[len(levels) // 2], 0)
    if not odds:
        return ()
    had = set(state.players[seat].achievements)
    chance: dict[str, float] = {}
    for _won, p, end in odds:
        for key in end.players[seat].achievements:
            if key not in had and key not in DICE_FEATS:
                chance[key] = chance.get(key, 0.0) + p
    out = []
    for key, p in chance.items():
        a = rules.data.achievements[key]
        out.append(Feat(a.name, a.lp, a.influence, p))
    return tuple(out)


def extra_turn(state: Any, seat: int, feats: tuple[Feat, ...]) -> bool:
    """Whether the Influence `feats` bring is a whole extra turn: the seat has not spent its last Influence (this
    turn is not its last anyway) and its Influence, not the turn limit, is what ends its song."""
    p = state.players[seat]
    if not any(f.influence > 0 and f.chance >= SURE_FIGHT for f in feats):
        return False
    return not p.last_turn and p.lms_turns is None and p.influence < state.max_turns - p.turns_taken - 1


def left_fight(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> LeftFight | None:
    """(odds, expected points, feats) of the judge's better move `best` when it is a `sure_fight` worth
    GAIN_INACCURACY points or more (its feats' Legacy points counted), or one completing a feat that is an
    `extra_turn`, and `action` ends or passes the turn without it; None otherwise."""
    if action.kind not in LEAVING or best is None or best not in rules.legal_actions(state, seat):
        return None
    try:
        sure = sure_fight(rules, state, seat, best)
        feats = left_feats(rules, state, seat, best) if sure is not None else ()
    except (AssertionError, AttributeError, IndexError, KeyError, LookupError, TypeError, ValueError):
        return None  # a position these numbers do not fit: the play-outs judge it
    if sure is None:
        return None
    points = sure[1] + sum(f.lp * f.chance for f in feats)
    turn = extra_turn(state, seat, feats)
    return LeftFight(sure[0], points, feats, turn) if points >= GAIN_INACCURACY or turn else None


def table_worth(match: Any, view: Any, seat: int, attack: Action) -> float | None:
    """`sure_fight`'s expected points for the table, which reads views only (a state rebuilt from the seat's view, as
    win_gain.table_win_gain): the table's End turn asks about a sure fight only where leaving it would be marked
    (khedu28 was asked about a 98 % attack worth 0.89 points after its hero's stake, and found no mark)."""
    import random

    from baraza.game.khedu.expert.determinise import determinise

    sure = sure_fight(match.rules, determinise(match.rules.data, view, random.Random(0)), seat, attack)
    return None if sure is None else sure[1]


def left_attack(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> Action | None:
    """The attack an ended turn is judged beside: the judge's better move when it is a sure fight; else, where the
    judge preferred a move other than an attack or ending the turn (a placement, a Command), the surest-worth sure
    fight open (khedu28: the table asked about a
    98 % attack, the judge's better move was another, and the End turn went unmarked though its chart fell 34 → 27 %).
    None when the judge itself would have ended the turn."""
    if action.kind not in LEAVING or best is None or best == action or best.kind in LEAVING:
        return None
    if best.kind == "attack":  # the judge's own attack: judged as it is (its words name it)
        return best if left_fight(rules, state, seat, action, best) is not None else None
    found = []
    for attack in rules.legal_actions(state, seat):
        if attack.kind == "attack" and attack != best:
            sure = left_fight(rules, state, seat, action, attack)
            if sure is not None:
                found.append((sure.points + (3.0 if sure.extra_turn else 0.0), attack))
    return max(found, key=lambda f: f[0])[1] if found else None


def left_fight_mark(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """A mark for ending or passing the turn beside a `left_fight`: a mistake from GAIN_MISTAKE points or where
    it gave up an extra turn (a feat's Influence), else an inaccuracy; None without one."""
    attack = left_attack(rules, state, seat, action, best)
    sure = left_fight(rules, state, seat, action, attack) if attack is not None else None
    if sure is None:
        return None
    return "mistake" if sure.points >= GAIN_MISTAKE or sure.extra_turn else "inaccuracy"


def settled(rules: Any, state: Any, seat: int, action: Action) -> int | None:
    """`seat`'s final score once `action` is played and the moves after it that leave no choice (the only legal
    move, the seat's own) end its game; None when a choice or another seat's move comes first."""
    child = rules.clone(state)
    rules.apply(child, seat, action)
    for _ in range(FORCED_STEPS):
        if child.players[seat].exhausted:
            return q.final_score(rules.data, child, seat)
        if rules.is_terminal(child) or rules.active_seats(child)[0] != seat:
            return None
        legal = rules.legal_actions(child, seat)
        if len(legal) != 1:
            return None
        rules.apply(child, seat, legal[0])
    return None


def same_reward(rules: Any, state: Any, seat: int, action: Action, best: Action) -> bool:
    """Whether the reward choice `action` fixes `seat`'s score at what the judge's reward choice `best` fixes it
    at (see the module's text)."""
    if action.kind != "reward" or best.kind != "reward" or action == best:
        return False
    mine = settled(rules, state, seat, action)
    return mine is not None and mine == settled(rules, state, seat, best)
