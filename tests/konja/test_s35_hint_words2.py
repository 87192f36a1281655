"""Konja Hint words that read badly to a blind tester by keys (keys16 at 150 %):

- "Kofi's 5 3s become 4" (18-hint, 21-hint): two numbers side by side read as one; counts up to six are words now,
  "Kofi's five 3s drop to four";
- "83 % chance to win this turn: Fie-Ah" (65): the winning line of one card is the Hint's own move, already named
  ("Use Fie-Ah: reroll the 6 and 1: …"); it is left off, and the article fits the number ("an 83 %")."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES, hint_closing
from baraza.game.konja.hint_closing import ClosingPick, closing_words
from baraza.game.konja.hint_words import count_words, hint_words

from .helpers import at_bones, new_state


def test_a_red_die_on_five_alike_says_the_counts_in_words(baraza_home):
    state = at_bones(new_state(1, shayka="off"), [3, 3, 3, 3, 3, 6])
    state.red, state.red_used, state.attacker, state.phase = [5], [False], 1, "red_assign"
    words = hint_words(RULES.view(state, 1), Action("red_replace", (0, 0))) or ""
    assert words.startswith("Nia's five 3s drop to four: "), words
    assert count_words(6) == "six" and count_words(7) == "7"


def _pick(chance: float) -> ClosingPick:
    return ClosingPick(Action("use_relic", (0, -1, 0, (0, 3))), chance, False, None, None)


def test_a_closing_line_of_the_hinted_card_alone_is_not_named_again(monkeypatch):
    monkeypatch.setattr(hint_closing, "line_names", lambda *_: ["Fie-Ah"])
    assert closing_words(RULES, _pick(0.83), 0) == "an 83 % chance to win this turn"
    monkeypatch.setattr(hint_closing, "line_names", lambda *_: ["Tilt", "Barter"])
    assert closing_words(RULES, _pick(0.5), 0) == "a 50 % chance to win this turn: Tilt, then Barter"
