"""A blind tester (konja18, 102-hint-final.png) stood at 22 of 21 in Kofi's last turn, Kofi at 16 with no Gold: the
Hint advised summoning a 7-point Cloud "7 Cloud points for your Gold", a move that put the match out of Kofi's reach.
A move that decides the match says so; one that leaves it open, or comes after it was decided, does not."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.hint_won import decided_words
from baraza.game.konja.state import Cloud

from .helpers import at_bones, new_state

SEVEN = Action("summon_cloud", (7,))


def _kofis_last_blessing(nia_clouds=((3, False), (5, False), (5, False), (7, True)), nia_gold: int = 11,
                         kofi_gold: int = 0):
    """Kofi's 8th turn, the final round on, his Rain Blessing passed: Nia to summon (Nia first, 8 turns taken)."""
    state = new_state(1)
    nia, kofi = state.players
    nia.clouds = [Cloud(b, up) for b, up in nia_clouds]  # 3, 5, 5 and a 7 flipped to 9: 22
    nia.gold, nia.turns = nia_gold, 8
    kofi.clouds = [Cloud(3, True), Cloud(5, True), Cloud(5, True)]  # 4, 6 and 6: 16
    kofi.gold, kofi.turns = kofi_gold, 7
    state.turn_seat, state.final_round, state.phase, state.blessing_queue = 1, True, "rain_summon", [0]
    state.ancestor = "rain"
    return state


def test_the_state_is_the_testers():
    state = _kofis_last_blessing()
    assert state.players[0].cloud_points == 22 and state.players[1].cloud_points == 16
    assert RULES.decider(state) == 0 and SEVEN in RULES.legal_actions(state, 0)


def test_a_summon_that_puts_the_match_out_of_reach_says_it_wins(baraza_home):
    state = _kofis_last_blessing()
    agent = make_agent("normal", 0, 3)
    view = RULES.view(state, 0)
    words = agent.explain(view, SEVEN) or ""
    assert words.startswith("this wins the match"), words
    assert "29 points" in words and "Kofi cannot reach" in words, words


def test_a_summon_that_leaves_kofi_a_chance_says_nothing_of_a_win(baraza_home):
    rich = _kofis_last_blessing(kofi_gold=11)  # Kofi's Gold counted generously: a Cloud bought, five alike: 30
    assert decided_words(RULES.view(rich, 0), 0, SEVEN) is None
    words = make_agent("normal", 0, 3).explain(RULES.view(rich, 0), SEVEN) or ""
    assert "wins the match" not in words, words


def test_a_match_won_already_is_not_won_again_by_a_move(baraza_home):
    state = _kofis_last_blessing(nia_clouds=((3, False), (5, False), (7, True), (7, True)))  # 26, Kofi 23 at most
    assert decided_words(RULES.view(state, 0), 0, SEVEN) is None


def test_a_collected_cloud_that_ends_the_match_says_it_wins(baraza_home):
    """Kofi second, the final round not on: his five 3s collected make 21 and end the match, Nia at 18 for good."""
    state = new_state(1)
    nia, kofi = state.players
    nia.clouds, nia.turns = [Cloud(3), Cloud(7), Cloud(5)], 5  # 15
    kofi.clouds, kofi.turns = [Cloud(7), Cloud(7)], 4  # 14
    state.turn_seat = 1
    at_bones(state, [3, 3, 3, 3, 3]).phase = "collect"
    words = decided_words(RULES.view(state, 1), 1, Action("collect", ("kind", (0, 1, 2, 3, 4))))
    assert words == "this wins the match: 21 points, which Nia cannot reach", words
