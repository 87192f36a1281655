"""Kona's Hint panel (blind tester kona16): "…where nothing can (Every move loses…": the verdict, the most important
news, came last and was cut; "Every move loses now… Black wins in 3 moves" showed only on hover. It comes first:
the shared hint words put a proven verdict (the hint's note) before the reason (scenes/table/intents.compose_hint)."""

from __future__ import annotations

import pygame
from scene_helpers import frames, make_app, open_table

from baraza.game.core.action import Action
from baraza.game.kona import analysis
from baraza.game.kona.rules import RULES
from baraza.scenes.table.ai_runner import AIResult
from baraza.scenes.table.intents import compose_hint
from baraza.scenes.ui import theme

REASON = "it moves your piece from f1, where d3 → f1 could cover it, to e2, where nothing can"
LOSES = "Every move loses now; this one holds out longest: Black needs 3 moves to win"  # analysis.hint_verdict's words


def test_the_verdict_comes_before_the_reason() -> None:
    words = compose_hint("f1 → e2", REASON, LOSES)
    assert words.startswith("Hint: f1 → e2. Every move loses now; this one holds out longest: Black needs 3 moves "
                            "to win. "), words
    assert words.endswith("It moves your piece from f1, where d3 → f1 could cover it, to e2, where nothing can."), words


def test_each_verdict_comes_first() -> None:
    assert compose_hint("c3 → c4", "it makes your line of three", "this wins now") == \
        "Hint: c3 → c4. This wins now. It makes your line of three."
    assert compose_hint("a1 → a2", None, "Every move loses now: Black wins next move whatever you play") == \
        "Hint: a1 → a2. Every move loses now: Black wins next move whatever you play."
    assert compose_hint("d3 → c3", "it stops Black's line on c4", "White wins in 1 move").startswith(
        "Hint: d3 → c3. White wins in 1 move. It stops")
    # a reason ending in brackets of its own, with no verdict, is left alone
    reason = "it covers Black's piece on b2, breaking its two in a row with c3 (toward d4)"
    assert compose_hint("b1 → b2", reason) == f"Hint: b1 → b2: {reason}"


def test_the_holding_out_verdict_reads_as_a_sentence_first(monkeypatch) -> None:
    """hint_verdict's words when every move loses but not at once, as the panel says them before the reason."""
    monkeypatch.setattr(analysis, "proven_outcome_text", lambda *args, **kwargs: "Black wins in 3 moves")
    view = RULES.view(RULES.initial_state({}, 0), None)
    assert view.to_move == 0  # White to move, Black proven to win
    assert analysis.hint_verdict(view) == LOSES


def test_the_panel_writes_the_verdict_first(baraza_home, monkeypatch) -> None:
    app = make_app()
    table = open_table(app, "kona")
    frames(app, 2)
    seat = table.human_to_act()
    assert seat is not None
    hint = next(a for a in table.legal_actions() if a.kind == "move")
    move = table.match.describe_action(seat, hint)
    answer = AIResult(1, "hint", hint, None, 0.0, LOSES, REASON)  # as the AI worker answers the Hint
    table.move_intents.ai.poll = lambda purpose: answer if purpose == "hint" else None
    table.move_intents.poll_hint()
    written: list[str] = []
    real = theme.draw_text_box

    def spy(surface, fonts, text, *args, **kwargs):
        written.append(text)
        return real(surface, fonts, text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text_box", spy)
    table.draw(pygame.Surface(theme.LOGICAL_SIZE))
    said = [t for t in written if t.startswith("Hint: ")]
    assert said and said[-1].startswith(f"Hint: {move}. Every move loses now"), said
    assert isinstance(table.hint, Action)
