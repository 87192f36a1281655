"""S33 (a blind tester, 2 players against AI normal): the AI meditated 16-10 ahead instead of placing its last unit,
then, behind, spent its last Influence. Both moves were marked, but the Why read "the better move left 1 hero
more". A Why about ending the mover's game now says it by the score (game/khedu/mark_ending.py)."""

from __future__ import annotations

from test_s33_khedu_ending import _last_influence

from baraza.game.khedu import RULES
from baraza.game.khedu.mark_words import fault, mark_reason


def _moves(s):
    legal = RULES.legal_actions(s, 1)
    meditate = next(a for a in legal if a.kind == "meditate")
    place = next(a for a in legal if a.kind == "place" and s.cards[a.args[0]][1] == "wuqri_zealot")
    return meditate, place


def test_meditating_when_the_last_unit_would_end_the_game_safely_ahead_says_so() -> None:
    s = _last_influence(my_lp=26, rival_lp=10, turns_taken=6)  # scores 27-11 with the Honor on clan heroes
    meditate, place = _moves(s)
    why = mark_reason(RULES, s, 1, meditate, place)
    assert why == "could have ended the game 27–11 ahead (placing Wuqri Zealot), more than the rival could " \
                  "make up in 1 turn", why


def test_no_ending_words_where_the_lead_is_not_safe() -> None:
    s = _last_influence(my_lp=12, rival_lp=10, turns_taken=6)
    meditate, place = _moves(s)
    why = mark_reason(RULES, s, 1, meditate, place) or ""
    assert "ended" not in why, why


def test_spending_the_last_influence_behind_says_the_score_it_ended_on() -> None:
    s = _last_influence(my_lp=8, rival_lp=16, turns_taken=6)
    meditate, place = _moves(s)
    words = "spent the last Influence and ended its game 9–17 behind; Okavian Raider could still have scored"
    assert mark_reason(RULES, s, 1, place, meditate) == words
    assert fault(RULES, s, 1, place, meditate) is not None  # still a fault the judge names (it marks it)


def test_spending_it_barely_ahead_says_the_rivals_turns() -> None:
    s = _last_influence(my_lp=15, rival_lp=14, turns_taken=6)
    meditate, place = _moves(s)
    why = mark_reason(RULES, s, 1, place, meditate)
    assert why.startswith("spent the last Influence and ended its game only 16–15 ahead, the rival with 1 turn"), why


def test_spending_it_safely_ahead_is_not_called_a_fault_of_the_score() -> None:
    s = _last_influence(my_lp=16, rival_lp=8, turns_taken=6)
    meditate, place = _moves(s)
    assert "behind" not in (mark_reason(RULES, s, 1, place, meditate) or "")
