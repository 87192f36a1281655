"""On its last turn the Khedu AI values things by what they add to its final score (game/khedu/ai_last.py). The
tester's position: a Hadimi Guard with no Honor, alone in its Cadre, on seat 0's last turn, a Rahala Outrider and a
Himbua Wanderer exposed; the Hint (the hard AI) said Meditate with every seed, though a Hadimi Meditation scores
nothing then and the Guard, retiring with 0 Honor, adds nothing either: a lost fight costs only the cards."""

from __future__ import annotations

from khedu_helpers import desert_top
from test_s33_hint_reasons import _turn

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.game.khedu.ai import make_agent

GUARD = ("cadre", 0, 0)
SURE_FIGHT = Action("attack", (GUARD, ("desert", 1)))  # the Guard on the Himbua Wanderer: 98 %


def _tester_position():
    s = _turn("Hadimi", "hadimi_guard", "rahala_outrider", last=True)
    desert_top(s, 1, "himbua_wanderer")
    return s


def test_the_hard_ai_fights_the_sure_fight_on_its_last_turn_rather_than_meditate():
    s = _tester_position()
    legal = RULES.legal_actions(s, 0)
    assert SURE_FIGHT in legal and Action("meditate") in legal
    for seed in range(6):
        # the sure fight first: the Guard survives it and may still take on the Outrider with the cards left
        assert make_agent("hard", 0, seed).choose(RULES, RULES.view(s, 0), 0, legal) == SURE_FIGHT, seed


def test_the_normal_ai_fights_on_its_last_turn_rather_than_meditate():
    s = _tester_position()
    legal = RULES.legal_actions(s, 0)
    for seed in range(8):
        choice = make_agent("normal", 0, seed).choose(RULES, RULES.view(s, 0), 0, legal)
        assert choice.kind == "attack" and choice.args[0] == GUARD, (seed, choice)


def test_a_last_turn_meditation_is_worth_its_points_and_a_lost_hero_what_it_would_retire_with():
    s = _tester_position()
    view = RULES.view(s, 0)
    hard = make_agent("hard", 0, 1)
    assert hard._meditate_value(view, 0) == 0.0  # Hadimi draws 2 cards: nothing once the game is over
    assert hard._outcomes(view, 0, GUARD, ("desert", 1))[1] == 0.0  # a Guard with 0 Honor retires for 0
    w = _turn("Wuqri", "okavian_raider", "rahala_outrider", last=True)
    assert hard._meditate_value(RULES.view(w, 0), 0) == 2.0  # Holy Mission's 2 LP
    early = _turn("Hadimi", "hadimi_guard", "rahala_outrider")
    assert hard._outcomes(RULES.view(early, 0), 0, GUARD, ("desert", 0))[1] < -3.0  # not the last turn: the hero


def test_a_last_turn_meditation_never_spends_honor_on_an_eternal_cadence():
    """5 Honor on a Rahala hero would buy an Eternal Cadence, worthless at the game's end; The Hunt's token scores."""
    s = _turn("Rahala", "rahala_fighter", "himbua_wanderer", honor=5, last=True)
    RULES.apply(s, 0, Action("meditate"))
    legal = RULES.legal_actions(s, 0)
    assert any(a.kind == "med_eternal" for a in legal), legal
    for level in ("normal", "hard"):
        assert make_agent(level, 0, 1).choose(RULES, RULES.view(s, 0), 0, legal) == Action("med_clan", (0,)), level
