"""Kona's Hint panel (blind tester kona16): "…where nothing can (Every move loses…": the verdict, the most important
news, came last and was cut; "Every move loses now… Black wins in 3 moves" showed only on hover. It comes first."""

from __future__ import annotations

import pygame
from scene_helpers import frames, make_app, open_table

from baraza.game.core.action import Action
from baraza.scenes.kona.hint_order import verdict_first
from baraza.scenes.ui import theme

REASON = "it moves your piece from f1, where d3 → f1 could cover it, to e2, where nothing can"
LOSES = "Every move loses now: this one holds out longest; Black wins in 3 moves"  # analysis.hint_verdict's words


def test_the_verdict_comes_before_the_reason() -> None:
    words = verdict_first(f"Hint: f1 → e2: {REASON} ({LOSES})")
    assert words.startswith("Hint: f1 → e2. Every move loses now; this one holds out longest: Black needs 3 moves "
                            "to win. "), words
    assert words.endswith("It moves your piece from f1, where d3 → f1 could cover it, to e2, where nothing can."), words


def test_each_verdict_comes_first() -> None:
    assert verdict_first("Hint: c3 → c4: it makes your line of three (this wins now)") == \
        "Hint: c3 → c4. This wins now. It makes your line of three."
    assert verdict_first("Hint: a1 → a2 (Every move loses now: Black wins next move whatever you play)") == \
        "Hint: a1 → a2. Every move loses now: Black wins next move whatever you play."
    assert verdict_first("Hint: d3 → c3: it stops Black's line on c4 (White wins in 1 move)").startswith(
        "Hint: d3 → c3. White wins in 1 move. It stops")
    # a reason ending in brackets of its own, with no verdict, is left alone
    plain = "Hint: b1 → b2: it covers Black's piece on b2, breaking its two in a row with c3 (toward d4)"
    assert verdict_first(plain) == plain


def test_the_panel_writes_the_verdict_first(baraza_home, monkeypatch) -> None:
    app = make_app()
    table = open_table(app, "kona")
    frames(app, 2)
    seat = table.human_to_act()
    assert seat is not None
    table.hint = next(a for a in table.legal_actions() if a.kind == "move")
    move = table.match.describe_action(seat, table.hint)
    table.hint_text = f"Hint: {move}: {REASON} ({LOSES})"
    written: list[str] = []
    real = theme.draw_text_box

    def spy(surface, fonts, text, *args, **kwargs):
        written.append(text)
        return real(surface, fonts, text, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text_box", spy)
    table.draw(pygame.Surface(theme.LOGICAL_SIZE))
    hint = [t for t in written if t.startswith("Hint: ")]
    assert hint and hint[-1].startswith(f"Hint: {move}. Every move loses now"), hint
    assert isinstance(table.hint, Action)
