"""Why the judge marked a Khedu move, in a player's words: what the move gave away and what the better move did.

A blind tester saw "a blunder" on a Cadence sung in a fight already 99 % won, with no reason given, and could
not tell why it was bad (issue 41). The replay's caption asks the game's analysis module for these words
(`mark_reason`); each reason is worked out from the position before the move: the fight's odds before and after a
song, the odds of the attack played against the better one, the Legacy points a pass costs.
"""

from __future__ import annotations

from typing import Any

from baraza.game.core.action import Action
from baraza.game.khedu import queries as q
from baraza.game.khedu.dice import win_probability
from baraza.game.khedu.fight_judge import left_attack, left_fight, own_hero
from baraza.game.khedu.mark_ending import ending_reason
from baraza.game.khedu.odds import attack_odds, dice_lowered, wants_attacker
from baraza.game.khedu.win_gain import win_gain

DECIDED = 0.95  # a fight this sure (or this hopeless) for a side: one more song hardly changes it


def pct(p: float) -> str:
    """A chance as a player reads it: "over 99%" for a near-sure fight ("100% → 100%" read as no change)."""
    return "100%" if p >= 1.0 else "over 99%" if p > 0.99 else "0%" if p <= 0.0 else "under 1%" if p < 0.01 \
        else f"{p:.0%}"


def fight_chance(rules: Any, state: Any) -> float | None:
    """The attacker's chance to win the fight under way (every song counted so far), or None without one: its
    equal dice moved the way its instigator moves them, as the fight's panel and the Hint count them
    (odds.dice_lowered; khedu21: the Hint's "your KuDjani holds 77 %" read "an attack 68 % to win" here)."""
    c = getattr(state, "combat", None)
    if c is None:
        return None
    dice, bonus, defence = q.combat_numbers(rules.data, state)
    return win_probability(dice, bonus, defence, dice_lowered(c.instigator, tuple(c.attacker), tuple(c.defender)))


def after(rules: Any, state: Any, seat: int, action: Action) -> Any:
    """The position after `seat` plays `action` (the state itself is left as it is)."""
    child = rules.clone(state)
    rules.apply(child, seat, action)
    return child


def song(rules: Any, state: Any, seat: int, action: Action) -> tuple[str, str, bool]:
    """(the Cadence's name, its kind, whether it is Eternal) of a `cadence` move."""
    slot = state.players[seat].ensemble[action.args[0]]
    cad = rules.data.cadences[state.cards[slot.card][1]]
    return cad.name, cad.kind, slot.eternal


def side_chance(p_attacker: float, kind: str) -> float:
    """The chance of the side a Cadence of `kind` helps (offensive: the attacker's)."""
    return p_attacker if kind == "offensive" else 1.0 - p_attacker


def decided_song(rules: Any, state: Any, seat: int, action: Action) -> bool:
    """Whether `action` is a one-time Cadence sung into a fight already decided for the side it helps (won or
    lost at DECIDED, before and after it): the song changes the fight little, its one real effect is the card
    it uses up."""
    if action.kind != "cadence" or getattr(state, "combat", None) is None:
        return False
    _name, kind, _eternal = song(rules, state, seat, action)
    p0 = side_chance(fight_chance(rules, state), kind)
    p1 = side_chance(fight_chance(rules, after(rules, state, seat, action)), kind)
    return (p0 >= DECIDED and p1 >= DECIDED) or (p0 <= 1.0 - DECIDED and p1 <= 1.0 - DECIDED)


def mark_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """Why `seat` playing `action` in `state` was marked, against the judge's `best`; None when nothing more can
    be said than the chance the move cost."""
    try:
        return _reason(rules, state, seat, action, best)
    except (AssertionError, AttributeError, IndexError, KeyError, TypeError, ValueError):
        return None  # a position these words do not fit: the caption keeps its numbers
    # (an End turn also deals the next seat's cards: the paired play-outs that confirm a mark deal them anew,
    # analysis_draws.py; a note about it in the Why made an AI mark's Why too long for its caption)


def _reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    # the score first where the move was about ending the mover's game: "the better move left 1 hero more" was
    # the Why of an AI farming Meditation 16-10 ahead instead of placing its last unit (a blind tester)
    ending = ending_reason(rules, state, seat, action, best)
    if ending:
        return ending
    if action.kind == "cadence":
        return _song_reason(rules, state, seat, action, best)
    if action.kind == "cadence_done" and best is not None and best.kind == "cadence":
        name, kind, _eternal = song(rules, state, seat, best)
        p0 = side_chance(fight_chance(rules, state), kind)
        p1 = side_chance(fight_chance(rules, after(rules, state, seat, best)), kind)
        return f"the fight stood at {pct(p0)} for the mover's side; singing {name} would have made it {pct(p1)}"
    if action.kind == "attack":
        risky = fault(rules, state, seat, action, best)
        if risky:  # "34% to win" read as the mover's chance where the mover's own hero defends (a tester)
            return risky
        mine = _attack_words(rules, state, seat, action)
        if best is not None and best.kind == "attack":
            other = _attack_words(rules, state, seat, best)
            if other == mine:  # alike at the roll: what differs is the table each leaves behind
                return _same_odds(rules, state, action, best)
            # a rival's hero the better attack would have felled: the concrete difference a pooled fall hid behind
            # "worth 3 LP" (khedu18: a 99 % attack marked beside a 91 % one on the AI's hero, no hero named)
            foe = best.args[1]
            felled = (f", and would have felled the rival's {q.card_name(rules.data, state, q.unit_at(state, tuple(foe)).card)}"
                      if foe[0] == "cadre" and foe[1] != seat and q.unit_at(state, tuple(foe)) is not None else "")
            return f"this attack was {mine}; the better one was {other}{felled}"
        if best is not None and best.kind in ("end_turn", "pass", "meditate"):
            return f"this attack was {mine}, worse than not attacking now"
        return f"this attack was {mine}"
    left = left_attack(rules, state, seat, action, best)
    if left is not None and left != best:  # a sure fight given up beside the judge's other move (khedu28)
        best = left
    if action.kind in ("end_turn", "pass") and best is not None and best.kind == "attack":
        cost = f"cost {q.pass_cost(state, seat)} Legacy points and " if action.kind == "pass" else ""
        sure = left_fight(rules, state, seat, action, best)
        if sure is not None and own_hero(seat, best) is None:  # an attack the table asked about (asked_fight)
            return f"this {cost}gave up {_asked_words(rules, state, seat, best, sure)}, and the rest of the turn"
        if sure is not None:  # what it lost, in points: a sure fight's worth (fight_judge.py), not the chart's rise
            hero_at, foe_at, attacking = own_hero(seat, best)
            name = q.unit_def(rules.data, state, q.unit_at(state, hero_at).card).name
            points = round(sure[1])
            worth = f"about {points} point{'s' if points != 1 else ''}"
            if sure.feats:  # a feat the fight completes first (khedu23: Persistence's extra turn went unsaid)
                noun = "attack" if attacking else "fight"
                said = f"this {cost}gave up {_an(pct(sure[0]))} {noun} ({name}) that completes {_feats_words(sure)}"
                return said if sure.extra_turn else f"{said}: {worth} in all"
            if attacking:
                return f"this {cost}gave up a sure attack: {worth} ({name} at {pct(sure[0])}), and the rest of the turn"
            # the hero defending against a provoked Desert unit: "a sure attack (Chieftain)" would read as its own
            foe = q.unit_def(rules.data, state, q.unit_at(state, foe_at).card).name
            how = f"fight: {worth} (provoking {foe} into {name}, which wins {pct(sure[0])})"
            return f"this {cost}gave up a sure {how}, and the rest of the turn"
        # the attack's own reward is seldom the whole fall: the turn ended with it, and every attack that could
        # have followed it ("60 → 50 … worth 1 LP or Honor" read as a reason too small: blind tester). Short: the
        # longer wording did not fit the replay's caption, which then showed a blunder with no Why (a tester)
        return f"this {cost}gave up {_attack_short(rules, state, seat, best)}, and the rest of the turn"
    if action.kind == "meditate" and best is not None and best.kind == "attack":
        # a Meditation turn has no fights: it gives the better attack up as an ended turn does (khedu18 move 118,
        # the AI's Meditation beside the Hint's attack: "nothing differs at once" was not so)
        return f"a Meditation turn has no fights: this gave up {_attack_short(rules, state, seat, best)}"
    if action.kind == "pass":
        return f"a pass costs {q.pass_cost(state, seat)} Legacy points"
    if action.kind == "end_run":
        left = state.max_turns - state.players[seat].turns_taken
        return f"ending the run gave up the {left} turn{'s' if left != 1 else ''} left, each a chance of more points"
    kept = None if best is None else _kept(rules, state, seat, action, best)
    # every mark says something (a mark with no Why left a tester guessing): nothing differs at once
    return kept or NO_REASON


def _asked_words(rules: Any, state: Any, seat: int, best: Action, sure: Any) -> str:
    """"an attack 82% to win (Rahala Fighter) that removes Player 2's Chieftain: about 2 points": a sure fight that
    is no hero's fight with a Desert unit (fight_judge.asked_fight), said as the table's End turn question said it
    (what its win brings), with its worth in points and the feats it completes."""
    gain = win_gain(rules, state, seat, best)
    said = _attack_short(rules, state, seat, best)
    if gain.removes:
        said += f" that removes {gain.removes}"
    if sure.feats:
        said += f"{' and' if gain.removes else ' that'} completes {_feats_words(sure)}"
        if sure.extra_turn:
            return said
    points = round(sure.points)
    return f"{said}: about {points} point{'s' if points != 1 else ''}" if points > 0 else said


def _an(words: str) -> str:
    """The article before a chance said aloud: "an 89%", "an 11%", "a 91%"."""
    return f"an {words}" if words.startswith(("8", "11%", "18%", "under", "over")) else f"a {words}"


def _feats_words(sure: Any) -> str:
    """"Persistence (+1 Influence: a whole extra turn)": the feats a given-up fight completes, what each brings,
    "if it wins" for a feat of the win only."""
    said = []
    for f in sure.feats:
        prize = f"+{f.lp} LP" if f.lp else f"+{f.influence} Influence"
        if f.influence and sure.extra_turn:
            prize += ": a whole extra turn"
        said.append(f"{f.name} ({prize}{'' if f.chance >= 0.999 else ' if it wins'})")
    return " and ".join(said)


# the Why of a mark no concrete difference explains: such a mark is given only for a large fall the paired play-outs
# confirm (analysis.KheduAnalyser.confirm_need; a blind tester read "nothing differs at once" and learnt nothing)
NO_REASON = ("nothing differs at once; played out from here on the same dice, the rest of the match went clearly "
             "worse after it than after the better move")


def named_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> bool:
    """Whether `mark_reason` names a concrete reason for the move (not NO_REASON, nor none)."""
    try:
        return _reason(rules, state, seat, action, best) not in (None, NO_REASON)
    except (AssertionError, AttributeError, IndexError, KeyError, TypeError, ValueError):
        return False


def _same_odds(rules: Any, state: Any, action: Action, best: Action) -> str:
    """Two attacks alike at the roll, in few words (the caption leaves out a Why too long for it, and the attack's
    words and the better one's take most of its room: a keys tester's marked attack showed none): the Desert unit
    each win turns up, where they differ, else the table the judge's play-outs found better."""
    def shown(a: Action) -> str | None:
        ref = a.args[1]
        stack = state.desert[ref[1]] if ref[0] == "desert" else []
        return q.card_name(rules.data, state, stack[1].card) if len(stack) > 1 else None

    mine, other = shown(action), shown(best)
    if mine and other and mine != other:
        return f"as sure, but a win turned up {mine}; the other would have turned up {other}"
    return "as sure; the judge's play-outs found the other left a better table"


def _kept(rules: Any, state: Any, seat: int, action: Action, best: Action) -> str | None:
    """What the better move would have kept that the move played did not, at once: Legacy points, cards in
    hand, Cadences, heroes, Influence (a discard, a placement, a Meditation's choice); None when they match."""
    played, better = after(rules, state, seat, action).players[seat], after(rules, state, seat, best).players[seat]
    said = []
    lost = [c for c in better.hand if c not in played.hand]
    if lost:
        said.append(" and ".join(q.card_name(rules.data, state, c) for c in lost[:2]) + " in hand")
    counts = (("Legacy point", better.lp - played.lp), ("Influence", better.influence - played.influence),
              ("Cadence", sum(s.card is not None for s in better.ensemble) - sum(s.card is not None
                                                                                 for s in played.ensemble)),
              ("hero", sum(u is not None for u in better.cadre) - sum(u is not None for u in played.cadre)))
    for name, more in counts:
        if more > 0:
            plural = "s" if more != 1 and name not in ("Influence",) else ""
            said.append(f"{more} {name}{plural} more")
    return f"the better move left {' and '.join(said)}" if said else None


def _song_reason(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str:
    name, kind, eternal = song(rules, state, seat, action)
    p0 = side_chance(fight_chance(rules, state), kind)
    p1 = side_chance(fight_chance(rules, after(rules, state, seat, action)), kind)
    c = state.combat
    mine = c.instigator == seat if kind == "offensive" else c.instigator != seat
    spent = "" if eternal else " and used up a one-time Cadence"
    later = " (a later fight could have used it)" if not eternal else ""
    if not mine:
        helped = "attacker" if kind == "offensive" else "defender"
        return f"{name} helps the {helped}, the other side: their chance in the fight went {pct(p0)} → {pct(p1)}"
    if p0 >= DECIDED:
        surer = f"raised it only to {pct(p1)}" if pct(p1) != pct(p0) else "made it hardly surer"
        return f"the fight was already {pct(p0)} won: {name} {surer}{spent}{later}"
    if p1 <= 1.0 - DECIDED:
        return f"the fight stayed lost ({pct(p0)} → {pct(p1)}): {name} changed nothing{spent}"
    if best is not None and best.kind == "cadence":
        other, _kind, _e = song(rules, state, seat, best)
        pb = side_chance(fight_chance(rules, after(rules, state, seat, best)), kind)
        return f"{name} made the fight {pct(p0)} → {pct(p1)}; {other} would have made it {pct(pb)}"
    return f"{name} made the fight {pct(p0)} → {pct(p1)}{spent}{later}"


def _attack_short(rules: Any, state: Any, seat: int, action: Action) -> str:
    """"an attack 98% to win before any song (Rahala Fighter)": an attack given up, in few words, from the mover's
    side and with the Hint's odds (odds.attack_odds, the mover's free Eternal Cadences sung): a tester's Hint said
    "your Khana KuDjani holds 77%" of a provocation into it, this said "an attack 68% to win" (khedu21 move 55)."""
    att, dfn = tuple(action.args[0]), tuple(action.args[1])
    view = rules.view(state, seat)
    now, sung = attack_odds(view, seat, att, dfn, eternal=False)[1], attack_odds(view, seat, att, dfn)[1]
    name = q.card_name(rules.data, state, q.unit_at(state, att).card)
    when = "before any song" if pct(now) == pct(sung) else "with your Eternal sung"
    if wants_attacker(seat, att, dfn) is not False:
        return f"an attack {pct(sung)} to win {when} ({name})"
    # the mover plays for the defender: its own hero attacked, or a rival's hero sent to fall
    if dfn[:2] == ("cadre", seat):
        hero = q.card_name(rules.data, state, q.unit_at(state, dfn).card)
        return f"provoking {name} into your {hero}, which holds {pct(1.0 - sung)} {when}"
    return f"provoking {view.players[att[1]].name}'s {name}, which falls {pct(1.0 - sung)} {when}"


def _attack_words(rules: Any, state: Any, seat: int, action: Action) -> str:
    """"63% to win, paying 2 cards": an attack's odds before any song, and its activation cost, from the mover's
    side: a fight it provokes into its own hero reads as that hero's chance ("18% to win" was the provoked
    Sentinel's, read as the mover's: a tester)."""
    child = after(rules, state, seat, action)
    c = child.combat
    if c is None:
        return "over at once"
    p = fight_chance(rules, child)
    cost = c.to_pay
    paying = f", paying {cost} card{'s' if cost != 1 else ''}" if cost else ""
    # what a win brings: the loser's reward value and the Honor stacked on it (the rules' "Rewards")
    side = wants_attacker(seat, tuple(c.attacker), tuple(c.defender))
    loser, loser_card = (c.attacker, c.attacker_card) if side is False else (c.defender, c.defender_card)
    unit = q.unit_at(child, loser)
    worth = q.unit_def(rules.data, child, loser_card).reward + (unit.honor if unit else 0)
    if side is not False:
        return f"{pct(p)} to win before any song{paying}, worth {worth} LP or Honor"
    if c.defender[0] == "cadre" and c.defender[1] == seat:
        hero = q.unit_def(rules.data, child, c.defender_card).name
        return f"{pct(1.0 - p)} for your {hero} (defending) before any song{paying}, worth {worth} LP or Honor"
    return f"{pct(1.0 - p)} for the defender, your side, before any song{paying}"


# The judge's hook `fault` (game.core.analysis_paired.named_fault): a concrete fault the board shows, marked at least
# an inaccuracy when paired play-outs against the judge's move agree it cost something. A blind tester provoked a
# 3-dice Wuqri Sentinel into their own Chieftain at defence 13 and spent their last Influence on a placement, and
# neither was found in a match the chart already called lost (issue 41, round 9).
RISKY = 0.7  # a hero of one's own put into a fight its side wins less often than this is at stake


def fault(rules: Any, state: Any, seat: int, action: Action, best: Action | None) -> str | None:
    """The fault in `seat` playing `action` against the judge's `best`, in a player's words, or None: a fight that
    puts a hero of one's own at stake at under RISKY for its side where the better move risks it less, or the last
    Influence spent (the turn becomes the seat's last) where the better move kept it."""
    if best is None or best == action:
        return None
    try:
        if action.kind == "attack":
            return _risky_fight(rules, state, seat, action, best) or _long_shot(rules, state, seat, action)
        if action.kind == "place":
            return _last_influence(rules, state, seat, action, best)
    except (AssertionError, AttributeError, IndexError, KeyError, StopIteration, TypeError, ValueError):
        return None
    return None


def own_side_chance(rules: Any, state: Any, seat: int, action: Action) -> tuple[float, str] | None:
    """(the chance the side of `seat`'s own hero wins the fight `action` starts, before any song; the hero's
    name) when a hero of `seat`'s Cadre fights in it (attacking or attacked), else None."""
    child = after(rules, state, seat, action)
    c = child.combat
    if c is None:
        return None
    p_attack = fight_chance(rules, child)
    for ref, card, side in ((c.attacker, c.attacker_card, p_attack), (c.defender, c.defender_card, 1.0 - p_attack)):
        if ref[0] == "cadre" and ref[1] == seat:
            return side, q.unit_def(rules.data, child, card).name
    return None


def _risky_fight(rules: Any, state: Any, seat: int, action: Action, best: Action) -> str | None:
    mine = own_side_chance(rules, state, seat, action)
    if mine is None or mine[0] >= RISKY:
        return None
    other = own_side_chance(rules, state, seat, best) if best.kind == "attack" else None
    if other is not None and other[0] <= mine[0]:
        return None  # the better move risks a hero as much
    c = after(rules, state, seat, action).combat
    if c.scenario == "provocation" and c.defender[0] == "cadre" and c.defender[1] == seat:
        attacker = q.unit_def(rules.data, state, c.attacker_card).name
        # "its": the mover's, whoever reads the mark (khedu26 read "your own" for the AI's hero as Player 1)
        said = f"this provoked {attacker} into its own {mine[1]}, which wins {pct(mine[0])} of the time"
    else:
        said = f"this put its {mine[1]} into a fight it wins {pct(mine[0])} of the time"
    safer = f"{other[1]} would have fought at {pct(other[0])}" if other is not None else "the better move risked no hero"
    return f"{said} and is lost if it loses; {safer}"


# A fight started as a long shot while a far surer one was open: a blind tester's AI provoked at 26 % (paying 2
# cards) with a fight at 82 % on the table, the chart rose, and the loss was booked at the dice roll. Starting a
# fight is the decision its odds value, so it is named here and marked when the paired play-outs agree it cost.
LONG_SHOT, SURE_FIGHT, FIGHT_GAP = 0.4, 0.7, 0.3  # under LONG_SHOT, with one at SURE_FIGHT and FIGHT_GAP more open


def mover_chance(rules: Any, state: Any, seat: int, action: Action) -> float | None:
    """The chance the fight `action` starts goes `seat`'s way (before any song): its own hero's side wins where
    one fights, else a rival's hero loses; None with no hero at stake (Desert against Desert: its Honor stays in
    the Desert) or no fight."""
    mine = own_side_chance(rules, state, seat, action)
    if mine is not None:
        return mine[0]
    child = after(rules, state, seat, action)
    c = child.combat
    if c is None:
        return None
    p_attack = fight_chance(rules, child)
    if c.defender[0] == "cadre":
        return p_attack  # a rival's hero attacked
    return 1.0 - p_attack if c.attacker[0] == "cadre" else None  # a rival's hero sent against the Desert


def _long_shot(rules: Any, state: Any, seat: int, action: Action) -> str | None:
    played = mover_chance(rules, state, seat, action)
    if played is None or played >= LONG_SHOT:
        return None
    open_ = [p for a in rules.legal_actions(state, seat) if a.kind == "attack" and a != action
             for p in [mover_chance(rules, state, seat, a)] if p is not None]
    surest = max(open_, default=0.0)
    if surest < SURE_FIGHT or surest - played < FIGHT_GAP:
        return None
    c = after(rules, state, seat, action).combat
    verb = "provoked" if c.scenario == "provocation" else "started"
    paying = f", paying {c.to_pay} card{'s' if c.to_pay != 1 else ''}" if c.to_pay else ""
    return f"this {verb} a fight at {pct(played)}{paying}, when a fight at {pct(surest)} was open"


def _last_influence(rules: Any, state: Any, seat: int, action: Action, best: Action) -> str | None:
    played = after(rules, state, seat, action).players[seat]
    if played.influence > 0 or not played.last_turn or state.players[seat].last_turn:
        return None
    if after(rules, state, seat, best).players[seat].last_turn:
        return None  # the better move spent it too
    name = q.card_name(rules.data, state, action.args[0])
    return f"placing {name} spent your last Influence, so this turn became your last; the better move kept you in the song"
