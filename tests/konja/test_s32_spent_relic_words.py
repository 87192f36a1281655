"""A spent Relic's words name every way to recharge it (a tester was told only of the Spirit right after the Hint
had named Elder Staff)."""

from __future__ import annotations

from baraza.game.registry import new_match
from baraza.scenes.konja.card_use import CardUse


def test_a_spent_relic_names_elder_staff_awaken_and_the_spirit(baraza_home):
    match = new_match("konja", ["human", "human"], 3)
    state = match.state
    relic = state.players[0].relics[0]
    relic.spent = True
    view = match.view(0)
    words = CardUse.why_not(None, view, ("relic", 0), relic.card)
    assert "Elder Staff" in words and "Awaken" in words and "Spirit" in words, words
