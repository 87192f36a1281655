"""A withdrawn offer after a counter-offer says what it turned down (a bare "White withdrew the offer" after the
player's counter read as a snub with no reason: blind playtest)."""

from test_krownia_ai_counters import _offer

from baraza.game.core.action import Action
from baraza.game.krownia.ai import KrowniaAI
from baraza.game.krownia.constants import COLOURS


def test_withdrawing_after_a_counter_names_the_counter():
    for seed in range(60):
        match = _offer(seed)
        if match is None or match.active_seats() != (1,):
            continue
        ai = KrowniaAI("hard", 1, seed)
        if ai.choose(match.rules, match.view(1), 1, match.legal_actions(1)) != Action("counter_trade"):
            continue
        for _ in range(20):  # the AI composes and sends its counter
            if match.active_seats() != (1,):
                break
            match.submit(1, ai.choose(match.rules, match.view(1), 1, match.legal_actions(1)))
        if Action("cancel_trade") not in match.legal_actions(0):
            continue
        assert match.submit(0, Action("cancel_trade")).ok
        text = " ".join(e.text for e in match.records[-1].events)
        assert f"withdrew the offer rather than take {COLOURS[1]}'s counter-offer" in text, text
        return
    raise AssertionError("no counter-offer to turn down")
