"""The expert's optional play-outs (ExpertAI(rollouts=N), one round or with roll_end=1 to the end of the game)
and the planner's best line they start from."""

from __future__ import annotations

import random

from krownia_helpers import fresh, give, path, play_hard_until, put_road, put_village

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.expert import ExpertAI
from baraza.game.krownia.expert.agent import play_to_end
from baraza.game.krownia.expert.determinise import determinise
from baraza.game.krownia.expert.planner import Planner
from baraza.game.krownia.expert.value import Evaluator, load_weights
from baraza.game.krownia.rules import MAIN, ROLL, KrowniaRules

R = KrowniaRules()


def _rich_turn():
    """Seat 0 reaches a free spot and holds enough for a road, a village and a card."""
    state = fresh(seed=3)
    put_village(state, 0, 10)
    for e in path(10, 2):
        put_road(state, 0, e)
    give(state, 0, (2, 2, 2, 2, 1))
    return state


def test_the_planners_line_is_legal_move_after_move():
    state = _rich_turn()
    planner = Planner(R, Evaluator(state, 0, 0, load_weights()))
    ranked = planner.rank(state, float("inf"))
    lines = 0
    for first in (a for a in ranked if a is not None):
        trial = R.clone(state)
        R.apply(trial, 0, first)
        for move in planner.line(first):
            assert move in R.legal_actions(trial, 0)
            R.apply(trial, 0, move)
        lines += bool(planner.line(first))
    assert lines  # with this much in hand some first move is followed by more


def _game_until_turn(seed: int, turn: int):
    state = play_hard_until(seed, lambda s: s.turn >= turn and s.phase == MAIN)
    assert state is not None
    return state


def test_a_round_played_out_stops_when_the_seat_is_about_to_roll_again():
    state = _game_until_turn(4, 12)
    me = state.current
    view = R.view(state, me)
    expert = ExpertAI(me, 4, rollouts=2, clock=lambda: 0.0)
    guess = determinise(view, random.Random(1))
    R.apply(guess, me, Action("end_turn"))
    expert._play_round(guess, me, 7, expert._evaluator(guess, view, me))
    assert guess.winner >= 0 or (guess.current == me and guess.phase == ROLL)


def test_play_outs_choose_legal_moves_the_same_way_from_the_same_seed():
    state = _game_until_turn(6, 10)
    runs = []
    for _ in range(2):
        game = R.clone(state)
        agents = {s: KrowniaAI("hard", s, 6) for s in range(4)}
        agents[game.current] = ExpertAI(game.current, 6, rollouts=3, clock=lambda: 0.0)
        moves = []
        for _ in range(120):
            seat = R.active_seats(game)[0]
            legal = R.legal_actions(game, seat)
            action = agents[seat].choose(R, R.view(game, seat), seat, legal)
            assert action in legal
            moves.append(action)
            R.apply(game, seat, action)
            if R.is_terminal(game):
                break
        runs.append(moves)
    assert runs[0] == runs[1]


def test_the_shipped_expert_plays_no_play_outs(monkeypatch):
    calls = []
    real = ExpertAI._play_out

    def counted(self, *args):
        calls.append(self.rollouts)
        return real(self, *args)

    monkeypatch.setattr(ExpertAI, "_play_out", counted)
    for rollouts in (0, 2):
        state = _game_until_turn(6, 10)
        agents = {s: KrowniaAI("hard", s, 6) for s in range(4)}
        agents[state.current] = ExpertAI(state.current, 6, rollouts=rollouts, clock=lambda: 0.0)
        for _ in range(300):
            seat = R.active_seats(state)[0]
            R.apply(state, seat, agents[seat].choose(R, R.view(state, seat), seat, R.legal_actions(state, seat)))
            if R.is_terminal(state):
                break
    assert calls and set(calls) == {2}  # asked for, it plays out close calls; as shipped, never


def test_a_play_out_to_the_end_finishes_the_game_and_counts_the_seats_win():
    state = _game_until_turn(4, 12)
    me = state.current
    view = R.view(state, me)
    for seed in (7, 8, 9):
        guess = determinise(view, random.Random(1))
        R.apply(guess, me, Action("end_turn"))
        won = play_to_end(R, guess, me, seed)
        assert guess.winner >= 0 and won == float(guess.winner == me)
        again = determinise(view, random.Random(1))
        R.apply(again, me, Action("end_turn"))
        assert play_to_end(R, again, me, seed) == won  # the same dice and seats from the same seed


def test_play_outs_to_the_end_happen_once_a_turn(monkeypatch):
    turns = []
    real = ExpertAI._play_out

    def counted(self, view, *args):
        turns.append(view.turn)
        return real(self, view, *args)

    monkeypatch.setattr(ExpertAI, "_play_out", counted)
    state = _game_until_turn(6, 10)
    agents = {s: KrowniaAI("hard", s, 6) for s in range(4)}
    agents[state.current] = ExpertAI(state.current, 6, rollouts=2, roll_end=1, roll_margin=1000.0,
                                     clock=lambda: 0.0)
    for _ in range(400):
        seat = R.active_seats(state)[0]
        action = agents[seat].choose(R, R.view(state, seat), seat, R.legal_actions(state, seat))
        assert action in R.legal_actions(state, seat)
        R.apply(state, seat, action)
        if R.is_terminal(state):
            break
    assert turns and len(turns) == len(set(turns))
