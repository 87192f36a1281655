"""A marked Konja move says why in the replay's caption (issue 41: marks showed only numbers): the better move's
reason in the Hint's own words, so Hint and Analysis speak of a move alike."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES, analysis
from baraza.game.konja.hint_words import hint_words

from .helpers import at_bones, new_state


def test_a_mark_is_worded_by_the_better_moves_hint(baraza_home):
    state = at_bones(new_state(1), [5, 1, 5, 5, 4])
    better = Action("end_bones")
    hint = hint_words(RULES.view(state, 0), better)
    assert hint
    played = next(a for a in RULES.legal_actions(state, 0) if a != better)
    words = analysis.mark_reason(RULES, state, 0, played, better)
    assert words == hint


def test_no_words_without_a_better_move(baraza_home):
    state = at_bones(new_state(1), [5, 1, 5, 5, 4])
    played = RULES.legal_actions(state, 0)[0]
    assert analysis.mark_reason(RULES, state, 0, played, None) is None
    assert analysis.mark_reason(RULES, state, 0, played, played) is None


def test_a_reroll_reason_reads_as_english(baraza_home):
    state = at_bones(new_state(1), [5, 1, 5, 5, 4])
    words = [analysis.mark_reason(RULES, state, 0, Action("end_bones"), a) for a in RULES.legal_actions(state, 0)]
    assert any("break your set" in (w or "") for w in words), words
    assert not any("would may" in (w or "") for w in words), words
