"""Khedu's Hint odds say what they assume (blind tester, second round): "Himbua Colossus attacks Chieftain — it wins
99%" fell to 10 % once the rival sang three Cadences, and "48 % … a loss costs only 3 cards" hid the 3 points the loss
gave the rival. The odds are "before songs", the rival's possible answer is estimated from its Cadences (face up as
they are, face down from the unseen deck), and a loss says what it gives the rival."""

from __future__ import annotations

from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.game.khedu.hint_answers import rival_answer, unseen
from baraza.scenes.khedu.hint_words import hint_reasons

ATTACK = Action("attack", (("desert", 0), ("cadre", 1, 1)))


def _provoke(rival: list[str | None], mine: list[str | None] | None = None, desert: str = "himbua_colossus"):
    """Seat 0 (Hadimi) may provoke `desert` at Player 2's Chieftain (Rahala, 1 Honor); Player 2 holds `rival`
    face down."""
    s = start(2, 3, ("Hadimi", "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_kudjani")
    put_cadre(s, 1, 1, "chieftain", honor=1)
    desert_top(s, 0, desert)
    give_hand(s, 0, ["wuqri_zealot", "allure", "caravan", "sandstorm", "rahala_hunter"])
    set_ensemble(s, 0, mine or [None, None, None, None])
    set_ensemble(s, 1, rival)
    assert ATTACK in RULES.legal_actions(s, 0)
    return s


def _said(s) -> list[str]:
    return hint_reasons(RULES.view(s, 0), 0, ATTACK, RULES.data)


def test_the_odds_are_before_songs_and_the_rivals_answer_is_estimated_in_every_wording():
    s = _provoke(["mirage_lament", "storm_chorus", "whitesand_ballad", "mirage_lament"])
    said = _said(s)
    assert said[0].startswith("it wins 99% before songs; Player 2 holds 4 hidden Cadences that may answer: about "), said
    ans = rival_answer(RULES.view(s, 0), 0, ATTACK.args[0], ATTACK.args[1])
    assert ans is not None and ans.hidden == 4 and ans.before > 0.98 and ans.after < 0.7, ans
    for words in said:  # even the shortest says the 99 % is before songs and what songs may make it
        assert "before songs" in words and ("about" in words or "~" in words), words


def test_a_face_up_defending_cadence_counts_as_it_is_and_lowers_the_estimate():
    s = _provoke(["mirage_lament", "storm_chorus", "whitesand_ballad", "mirage_lament"])
    hidden = rival_answer(RULES.view(s, 0), 0, ATTACK.args[0], ATTACK.args[1])
    s.players[1].ensemble[0].face_up = True  # the Mirage Lament now shows
    shown = rival_answer(RULES.view(s, 0), 0, ATTACK.args[0], ATTACK.args[1])
    assert shown.shown == ("Mirage Lament",) and shown.hidden == 3 and shown.after < hidden.after
    assert "Mirage Lament" in _said(s)[0]


def test_unseen_counts_the_deck_less_what_the_seat_sees():
    s = _provoke([None, None, None, None], mine=["sandfire_hymn", "sandfire_hymn", None, None])
    pool = unseen(RULES.view(s, 0), 0)
    assert pool["sandfire_hymn"] == 2 and pool["mirage_lament"] == 4 and sum(pool.values()) == 14


def test_with_nothing_to_answer_the_odds_stand_and_say_so():
    s = _provoke([None, None, None, None])
    said = _said(s)
    assert "Player 2 holds no Cadence that defends" in said[0] and "before songs" not in said[0], said


def test_a_loss_says_what_it_gives_the_rival():
    """The tester's 225: an Outrider provoked at Player 2's Chieftain; its loss gives Player 2 its reward."""
    s = _provoke([None, None, None, None], desert="rahala_outrider")
    reward = RULES.data.units["rahala_outrider"].reward
    said = _said(s)
    # the cards are said as the attack's cost, win or lose (khedu26), the loss as what it gives the rival
    assert f"the attack costs {RULES.data.units['rahala_outrider'].cost} cards from your hand" in said[0], said
    assert f"a loss gives Player 2 {reward} points" in said[0], said
    assert not any("costs only" in w for w in said), said
