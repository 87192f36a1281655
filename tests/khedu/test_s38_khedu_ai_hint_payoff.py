"""Blind tester khedu25: the Hint's provocations gave the odds and no payoff ("Himbua Wanderer attacks Wuqri Sentinel —
wins 89%", and the solo score stayed 1 after it; "Himbua Wanderer attacks Oadhii Infiltrator — 69% before songs").
The Hint now says what the fight brings (game/khedu/hint_reasons.payoff_words, from the rules' own combat:
win_gain), in its toast (the AI's explain) and its bar's reasons; and a hinted fight that brings nothing is never
given where a fight that brings something was open at fair odds with nothing of the player's at risk (seeded games)."""

from __future__ import annotations

import pytest
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_agent, hint_move
from baraza.game.khedu import RULES, odds
from baraza.game.khedu.hint_reasons import payoff_words
from baraza.game.khedu.win_gain import win_gain
from baraza.game.registry import get_game
from baraza.scenes.khedu.hint_words import hint_reasons

DESERT_FIGHT = Action("attack", (("desert", 0), ("desert", 1)))


def _position():
    """Seat 0 (Oadhii) with its Khana Ekkubana, Player 2 (Rahala) with a Chieftain; two Desert units on top."""
    s = start(2, 3, ("Oadhii", "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_ekkubana")
    put_cadre(s, 1, 0, "chieftain")
    desert_top(s, 0, "himbua_wanderer")
    desert_top(s, 1, "wuqri_sentinel")
    give_hand(s, 0, ["sandstorm", "allure", "caravan", "sandstorm"])
    set_ensemble(s, 1, [None, None, None, None])
    return s


def test_a_desert_fight_says_it_scores_nothing_in_the_toast_and_the_bar() -> None:
    s = _position()
    view = RULES.view(s, 0)
    assert DESERT_FIGHT in RULES.legal_actions(s, 0) and not win_gain(RULES, s, 0, DESERT_FIGHT)
    agent = hint_agent(get_game("khedu"), 0, view)
    cost = RULES.data.units["himbua_wanderer"].cost  # and what it costs (khedu26)
    assert agent.explain(view, DESERT_FIGHT) == f"a win scores you nothing; the attack costs {cost} cards from your " \
        "hand"  # the toast: "Hint: …: a win scores…"
    said = hint_reasons(view, 0, DESERT_FIGHT, RULES.data)
    assert "a win scores you nothing" in said[0] and "either way a Desert stack turns over" in said[0], said


def test_a_provocation_at_a_rivals_hero_says_what_the_win_removes() -> None:
    s = _position()
    view = RULES.view(s, 0)
    at_chieftain = Action("attack", (("desert", 0), ("cadre", 1, 0)))
    assert at_chieftain in RULES.legal_actions(s, 0)
    assert payoff_words(view, 0, *at_chieftain.args) == "a win removes Player 2's Chieftain; the attack costs 2 cards " \
        "from your hand"  # Himbua Wanderer's activation (khedu26)
    provoked = Action("attack", (("cadre", 1, 0), ("desert", 0)))  # its Chieftain sent at a Desert unit
    if provoked in RULES.legal_actions(s, 0):
        assert payoff_words(view, 0, *provoked.args).startswith("a fall removes Player 2's Chieftain")


def test_a_feed_of_the_players_own_hero_says_what_the_hold_scores_and_what_songs_may_do() -> None:
    s = _position()
    set_ensemble(s, 1, ["sandfire_hymn", "sandfire_hymn", "storm_chorus", None])
    view = RULES.view(s, 0)
    feed = Action("attack", (("desert", 0), ("cadre", 0, 0)))
    words = payoff_words(view, 0, *feed.args)
    assert words.startswith("your Khana Ekkubana holds ") and "before songs (about " in words, words
    assert "if Player 2 sings all its Cadences); a hold scores 1" in words, words
    said = hint_reasons(view, 0, feed, RULES.data)
    assert any("a hold scores 1, a fall costs your Khana Ekkubana" in r for r in said), said


def _nothing_passed_over(seats: int, seed: int) -> tuple[int, list]:
    """Along one seeded match (the normal AI moving), every turn where the Hint gives a fight that brings nothing:
    the open fights that bring something at fair odds with nothing of the seat's at risk (none of its heroes
    fights unless the win is all but sure)."""
    spec = get_game("khedu")
    rules = spec.rules
    state = rules.initial_state(rules.default_options(), seed, seats)
    agents = [spec.make_agent("ai:normal", s, seed) for s in range(seats)]
    hints, passed = 0, []
    while not rules.is_terminal(state):
        seat = rules.active_seats(state)[0]
        legal, view = rules.legal_actions(state, seat), rules.view(state, seat)
        if state.phase == "turn" and state.combat is None and len(legal) > 1:
            hint = hint_move(spec, view, seat, legal)
            if hint.kind == "attack" and payoff_words(view, seat, *hint.args, cost=False) == "a win scores you nothing":
                hints += 1
                for a in legal:
                    if a.kind != "attack" or tuple(a.args[1][:2]) == ("cadre", seat):
                        continue
                    chance = odds.attack_odds(view, seat, *a.args)[1]
                    own = tuple(a.args[0][:2]) == ("cadre", seat)
                    if chance >= (0.95 if own else 0.4) and win_gain(rules, state, seat, a):
                        passed.append((seed, hint, a, chance))
        rules.apply(state, seat, agents[seat].choose(rules, view, seat, legal))
    return hints, passed


@pytest.mark.parametrize(("seats", "seeds"), [(1, range(100, 104)), (2, range(100, 110))])
def test_the_hint_never_gives_a_fight_for_nothing_over_one_that_brings_something(seats: int, seeds: range) -> None:
    total = 0
    for seed in seeds:
        hints, passed = _nothing_passed_over(seats, seed)
        total += hints
        assert not passed, passed
    assert total > 0  # such hints do come (a forced turn: the fights that score would risk the hero)
