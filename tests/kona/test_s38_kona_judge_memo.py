"""Kona's judge memo belongs to an object, never to the module (review: `_RECENT` was global mutable state). The
Hint's worker still judges a position once: the agent that chose the move owns the memo, its words read it again
and the verdict is handed it by the worker (scenes/table/ai_runner.py passes the agent to GameSpec.hint_verdict)."""

from __future__ import annotations

import pytest

from baraza.game.core.action import Action
from baraza.game.kona import analysis
from baraza.game.kona.agent import KonaAgent
from baraza.game.kona.analysis import RECENT_KEPT, JudgeMemo, KonaAnalyser
from baraza.game.kona.rules import RULES

OPTIONS = {"opening": "free", "pie": "off"}
# an open middle game (no forced result in sight), so the verdict asks the judge itself after the solver
MIDDLE = [("f1", "d3"), ("f6", "e5")]
# kona17's lost position before move 7 (tests/kona/test_s37_kona_hint_claim.py): every move loses
LOST = MIDDLE + [("d3", "c3"), ("e5", "d5"), ("c3", "c4"), ("d5", "c4")]
SEED = 340383


def _position(moves):
    state = RULES.initial_state(OPTIONS, SEED, 2)
    for i, move in enumerate(moves):
        RULES.apply(state, i % 2, Action("move", move))
    return state


@pytest.fixture
def judged(monkeypatch) -> list:
    """The positions the judge actually searched (a memo's hit adds none)."""
    seen: list = []
    search = KonaAnalyser._judge

    def counted(self, view, colour, by_squares):
        seen.append(repr(view))
        return search(self, view, colour, by_squares)

    monkeypatch.setattr(KonaAnalyser, "_judge", counted)
    return seen


def test_judges_without_a_shared_memo_share_nothing(judged) -> None:
    """Two analysers of their own judge apart (with the module memo the second read the first's judgement)."""
    state = _position(MIDDLE)
    view, legal = RULES.view(state, None), RULES.legal_actions(state, 0)
    first = KonaAnalyser().judge(view, legal)
    second = KonaAnalyser().judge(view, legal)
    assert len(judged) == 2 and first == second  # the same verdict: a judgement is the position's alone
    memo = JudgeMemo()
    KonaAnalyser(memo=memo).judge(view, legal)
    again = KonaAnalyser(memo=memo).judge(view, legal)
    assert len(judged) == 3 and again == first and len(memo.entries) == 1


def test_the_memo_is_bounded() -> None:
    memo = JudgeMemo()
    for i in range(3 * RECENT_KEPT):
        memo.put((i,), ((0.5, None, False), None))
        assert len(memo.entries) <= RECENT_KEPT
    assert memo.get((3 * RECENT_KEPT - 1,)) is not None and memo.get((0,)) is None
    assert JudgeMemo().entries is not JudgeMemo().entries  # each owner its own


def test_the_hint_worker_judges_its_position_once(judged) -> None:
    """The worker's three questions of one position (move, verdict, words) search it once, as with the old memo."""
    from baraza.scenes.table.ai_runner import AIRequest, _decide

    state = _position(MIDDLE)
    view, legal = RULES.view(state, 0), RULES.legal_actions(state, 0)
    asked: list = []
    judge = KonaAnalyser.judge

    def counted(self, *args, **kwargs):
        asked.append(self.memo)
        return judge(self, *args, **kwargs)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(KonaAnalyser, "judge", counted)
        result = _decide({}, AIRequest(1, "hint", "kona", "ai:hard", 0, 7, view, legal))
    assert result.error is None and result.action in legal
    assert len(asked) == 3 and all(memo is asked[0] for memo in asked), asked  # one memo: the agent's
    assert len(judged) == 1, judged
    assert result.action == KonaAnalyser().best_move(view, legal)  # the judge's own best move, judged afresh


def test_the_hint_agent_hands_its_memo_to_the_verdict(judged) -> None:
    """In a lost position the verdict reads the judge's deeper proof from the agent's memo: one search in all, and
    the words agree with a fresh judge's."""
    state = _position(LOST)
    view, legal = RULES.view(state, None), RULES.legal_actions(state, 0)
    agent = KonaAgent("normal", SEED)
    agent.hint(RULES, view, 0, legal)
    verdict = analysis.hint_verdict(view, memo=agent.judge_memo)
    assert len(judged) == 1
    assert verdict is not None and verdict.startswith("Every move loses now"), verdict
    assert analysis.hint_verdict(view) == verdict  # a fresh judge (its own memo) says the same
    assert len(judged) == 2
