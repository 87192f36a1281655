"""Khedu's Analyse, two blind testers (4-5/10, round 10): a song step judged by the fight's exact odds, one fight's
declined Cadence marked once, a long-shot provocation named, and a skipped sure attack's mark with a Why that fits.
The moves are the first of a tester's record (pt-bad12, seed 370262, human against AI normal)."""

from __future__ import annotations

import json

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.game.khedu.analysis import make_analyser
from baraza.game.khedu.analysis_fights import deferred_pass, odds_alike
from baraza.game.khedu.mark_words import fault, fight_chance, mark_reason

SEED = 370262
OPTIONS = {"clan_1": "random", "clan_2": "random", "clan_3": "random", "clan_4": "random", "max_turns": 15}
BAD12 = (
    '[[1,"reveal_cadence",84],[1,"discard_cadence",90],[0,"reveal_cadence",80],[0,"discard_cadence",93],[1,"meditat'
    'e"],[1,"med_clan",0],[1,"end_turn"],[0,"place",38,0],[0,"end_turn"],[1,"attack",["desert",0],["cadre",0,0]],[1'
    ',"pay",32],[1,"pay",66],[1,"cadence",0],[1,"cadence_done"],[0,"cadence",2],[0,"cadence_done"],[1,"cadence_done'
    '"],[0,"cadence_done"],[1,"roll"],[1,"adjust",3,"high"],[1,"resolve"],[1,"attack",["desert",1],["desert",0]],[1'
    ',"pay",67],[1,"pay",71],[1,"cadence_done"],[0,"cadence_done"],[1,"roll"],[1,"adjust",1,"high"],[1,"command",73'
    '],[1,"place",56,0],[1,"attack",["desert",1],["cadre",1,0]],[1,"pay",7],[1,"pay",74],[1,"cadence",1],[1,"cadenc'
    'e_done"],[0,"cadence_done"],[1,"cadence_done"],[0,"cadence_done"],[1,"roll"],[1,"reward","lp"],[1,"end_turn"],'
    '[0,"attack",["desert",0],["cadre",1,0]],[0,"pay",29],[0,"pay",24],[0,"cadence_done"],[1,"cadence_done"],[0,"ro'
    'll"],[1,"reward","lp"],[0,"place",34,0],[0,"end_turn"],[1,"place",45,1],[1,"attack",["cadre",1,0],["cadre",0,0'
    ']],[1,"pay",2],[1,"pay",14],[1,"pay",31],[1,"cadence_done"],[0,"cadence_done"],[1,"roll"],[1,"reward","lp"],[1'
    ',"end_turn"],[0,"place",42,0],[0,"attack",["desert",0],["cadre",1,0]]]'
)


def _moves() -> list[tuple[int, Action]]:
    return [(m[0], Action.from_json({"kind": m[1], "args": m[2:]})) for m in json.loads(BAD12)]


def _before(ply: int):
    """(the position before move `ply` (1-based), its mover, the move played)."""
    moves = _moves()
    state = RULES.initial_state(dict(OPTIONS), SEED, 2)
    for seat, action in moves[:ply - 1]:
        RULES.apply(state, seat, action)
    seat, action = moves[ply - 1]
    return state, seat, action


def _named(state, seat: int, words: str) -> Action:
    return next(a for a in RULES.legal_actions(state, seat) if RULES.describe_action(state, seat, a) == words)


def test_a_pass_as_sure_as_the_judges_song_is_not_marked() -> None:
    """Move 37: the AI declined Whitesand Ballad with its side at 100 % either way, and was marked "a mistake
    87 % → 57 %" whose Why said both made it 100 %: the chart's fall was dice luck to come, not the decision."""
    from baraza.game.core.analysis_pool import played_best

    state, seat, action = _before(37)
    best = _named(state, seat, "Sing Whitesand Ballad")
    assert action.kind == "cadence_done" and fight_chance(RULES, state) == 0.0
    assert odds_alike(RULES, state, seat, action, best)
    assert make_analyser().same_move(RULES, state, seat, action, best)
    assert played_best(make_analyser(), RULES, state, seat, action, best)  # no mark, the chart flat across it


def test_one_fights_declined_song_is_marked_once() -> None:
    """Moves 36 and 38: the player declined Storm Chorus twice in one fight, marked a mistake and then a blunder.
    The first pass came in a round someone sang in, so the window asked again before the dice: only the last
    pass is the decision."""
    state, seat, action = _before(36)
    best = _named(state, seat, "Sing Storm Chorus")
    assert deferred_pass(state, seat, action)
    assert make_analyser().same_move(RULES, state, seat, action, best)
    state, seat, action = _before(38)  # the same seat, the same song declined, now for good: open to a mark
    best = _named(state, seat, "Sing Storm Chorus")
    assert not deferred_pass(state, seat, action) and not odds_alike(RULES, state, seat, action, best)
    assert not make_analyser().same_move(RULES, state, seat, action, best)
    said = mark_reason(RULES, state, seat, action, best)
    # 11 %: the AI that provoked the fight at its own hero turns the equal dice down (odds.dice_lowered, khedu21)
    assert said is not None and "0%" in said and "11%" in said, said


def test_a_long_shot_provocation_with_a_sure_fight_open_is_named() -> None:
    """Move 62: a provocation at 26 % (paying 2 cards) while the player's Chieftain could attack at over 99 %
    (and a provocation at 82 % was open). Move 42's 26 % provocation is not a long shot against a sure fight:
    the only surer fights then were a rival's hero winning, which goes the mover's way 0 % of the time."""
    state, seat, action = _before(62)
    best = _named(state, seat, "Chieftain (P1 slot 1) attacks Wuqri Sentinel (Desert 2)")
    said = fault(RULES, state, seat, action, best)
    assert said == "this provoked a fight at 26%, paying 2 cards, when a fight at over 99% was open", said
    assert mark_reason(RULES, state, seat, action, best) == said  # the caption's Why
    assert make_analyser().fault(RULES, state, seat, action, best) == said  # the judge's hook, vouched by pairs
    state, seat, action = _before(42)
    assert fault(RULES, state, seat, action, Action("end_turn")) is None


def test_a_skipped_sure_attack_says_why_in_few_words() -> None:
    """Move 9: ending the turn with a 98 % attack open was a blunder (79 % → 4 %) with no Why on the caption: the
    reason was too long to fit it and was left out."""
    state, seat, action = _before(9)
    best = _named(state, seat, "Rahala Fighter (P1 slot 1) attacks Himbua Wanderer (Desert 2)")
    said = mark_reason(RULES, state, seat, action, best)
    assert said == "this gave up an attack 98% to win before any song (Rahala Fighter), and the rest of the turn", said
