"""Khedu's judge on a blind tester's match (khedu17, 2 players against the normal AI, lost 24-27, Analyse 5/10).

- Move 77: the player ended the turn while their Rahala Fighter could attack an Oadhii Seer at 91 % (the Hint's
  move): no mark, as 12 paired play-outs found no drop. The board now marks it (game/khedu/fight_judge.py).
- Move 183: on the player's last turn "Stack Honor on the victor" was named their largest fall, "the judge preferred
  Take Legacy points", though only "End the turn" could follow and both fixed the score at 24. The two rewards are
  now the same move to the judge: no mark, and the chart is flat across it.
"""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import paired_mark
from baraza.game.core.analysis_pool import links, played_best
from baraza.game.core.evaluation import Evaluation
from baraza.game.khedu.analysis import make_analyser, mark_reason
from baraza.game.khedu.fight_judge import same_reward
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s35_khedu17_record.json").read_text())
ENDED = 76  # the position before move 77: the player's End turn, their Rahala Fighter's 91 % attack open
REWARD = 182  # the position before move 183: the last turn's reward, Honor stacked where the Hint took Legacy points
ATTACK = Action.from_json({"kind": "attack", "args": [["cadre", 0, 0], ["desert", 0]]})
END = Action("end_turn")


def _match():
    from baraza.game.core.match import Match

    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def test_a_turn_ended_with_a_sure_fight_open_is_marked_with_the_fight_named():
    rules = get_game("khedu").rules
    state = _match().state_at(ENDED)
    assert RECORD["moves"][ENDED]["action"]["kind"] == "end_turn" and ATTACK in rules.legal_actions(state, 0)
    analyser = make_analyser(0.5)
    assert analyser.board_mark(rules, state, 0, END, ATTACK) == "inaccuracy"
    # as analyse marks it: the chart's own fall (18 → 11 %) is within the play-outs' noise and the pairs find no
    # drop at a 12 % chance, yet the move is marked, the attack named as the better move
    before = Evaluation((0.18, 0.82), ATTACK, False, 24)
    after = Evaluation((0.11, 0.89), None, False, 24)
    assert paired_mark(analyser, rules, state, 2, 0, END, before, after, False) == "inaccuracy"
    why = mark_reason(rules, state, 0, END, ATTACK)
    assert why is not None and "91%" in why and "Rahala Fighter" in why, why


def test_no_mark_where_the_better_move_is_no_sure_fight():
    rules = get_game("khedu").rules
    state = _match().state_at(ENDED)
    analyser = make_analyser(0.5)
    long_shot = Action.from_json({"kind": "attack", "args": [["desert", 1], ["cadre", 1, 1]]})  # 60 %, no hero
    assert long_shot in rules.legal_actions(state, 0)
    assert analyser.board_mark(rules, state, 0, END, long_shot) is None
    assert analyser.board_mark(rules, state, 0, ATTACK, END) is None  # the attack itself is never this fault


def test_equal_last_turn_rewards_are_the_same_move():
    rules = get_game("khedu").rules
    state = _match().state_at(REWARD)
    honor, lp = Action("reward", ("honor",)), Action("reward", ("lp",))
    assert Action.from_json(RECORD["moves"][REWARD]["action"]) == honor and state.players[0].last_turn
    analyser = make_analyser(0.5)
    assert analyser.same_move(rules, state, 0, honor, lp)
    assert played_best(analyser, rules, state, 0, honor, lp)
    # the chart is flat across it: its two positions are linked, their play-outs pooled (62 → 50 % was luck)
    after = _match().state_at(REWARD + 1)
    own = [Evaluation((0.62, 0.38), lp, False, 24), Evaluation((0.50, 0.50), END, False, 24)]
    assert links(analyser, rules, [state, after], [(0, honor)], [False], [False], own) == [True]


def test_a_reward_with_the_game_going_on_is_no_same_move():
    rules = get_game("khedu").rules
    match = _match()
    k = next(i for i, m in enumerate(RECORD["moves"]) if m["action"]["kind"] == "reward")  # the first, turn 1
    state = match.state_at(k)
    seat = RECORD["moves"][k]["seat"]
    assert not state.players[seat].last_turn
    # the exact rule is the last turn's alone; the pairs may still call the two rewards alike at turn 1
    # (analysis.KheduAnalyser.quiet_alike, khedu25's move 14: test_s38_khedu_noise.py)
    assert not same_reward(rules, state, seat, Action("reward", ("honor",)), Action("reward", ("lp",)))


def test_the_forced_end_turn_after_it_keeps_the_runs_value():
    """The reward (linked to the judge's as the same move) and the forced "End the turn" after it: the position
    between them keeps the run's pooled value, so the chart's step (the rival's draw, the play-outs' luck) lands on
    the forced move, never on the reward. Its copy of the next position's value put 62 → 50 % on the reward."""
    from baraza.game.core.analysis import _refine_jumps
    from baraza.game.core.analysis_pool import pooled

    rules = get_game("khedu").rules
    match = _match()
    states = [match.state_at(REWARD + k) for k in range(3)]
    moves = [(0, Action("reward", ("honor",))), (0, END)]
    assert rules.legal_actions(states[1], 0) == [END]
    forced, linked = [False, True], [True, False]  # as analyse finds them: the End turn draws the rival's cards
    later = Evaluation((0.50, 0.50), Action("roll"), False, 24)
    own = [Evaluation((0.62, 0.38), Action("reward", ("lp",)), False, 24),
           Evaluation(later.chances, END, False, 24), later]
    evaluations = pooled(own, linked, forced)
    _refine_jumps(rules, states, moves, forced, evaluations, lambda *a: None, 0, 2, lambda n: None, None,
                  (own, linked), make_analyser(0.5))
    assert evaluations[1].chances == evaluations[0].chances
    assert abs(evaluations[1].chances[0] - 0.62) < 1e-9 and evaluations[2].chances == (0.50, 0.50)
