"""S36, Khedu's bar under the pointer (blind testers khedu19/khedu20): a second click where a bar button was just
pressed never does another thing. Meditate -> "Replenish Cadences" and "6s -> 3" -> "Take 4 LP" stood on the spot
just pressed; "Sing no more this fight" stood at two places in one fight (an old press pushed it about); "No
Cadence" asked again after a rival's song answered, at once, a fight not yet seen."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from khedu_helpers import new_turn, set_ensemble  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402
from test_khedu_table_round2 import SETTLE  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402


def _press(app, table, label: str) -> pygame.Rect:
    """Move onto the bar's `label` and press it; its rect."""
    table.prompt.sync(table.current_view())
    button = next(b for b in table.prompt.buttons if b.text == label)
    rect, pos = pygame.Rect(button.rect), button.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    return rect


def _others_on(table, rect: pygame.Rect, label: str) -> list[str]:
    """The enabled bar buttons with other words than `label` that stand on `rect`."""
    table.prompt.sync(table.current_view())
    return [b.text for b in table.prompt.live_buttons() if b.enabled and b.text != label and b.rect.colliderect(rect)]


def test_after_meditate_no_option_stands_where_meditate_was(baraza_home):
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    new_turn(match.state, 0)
    set_ensemble(match.state, 0, ["sandfire_hymn", None, None, None])  # a place to replenish
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False
    app.stack.reset(table)
    frames(app, SETTLE)
    spot = _press(app, table, "Meditate")
    frames(app, 3)
    assert table.current_view().phase == "meditation"
    texts = [b.text for b in table.prompt.buttons]
    assert "Replenish Cadences" in texts, texts
    assert _others_on(table, spot, "Meditate") == []
    # the step keeps its places as its options are used: Replenish pressed, nothing slides onto its spot
    frames(app, SETTLE)
    replenish = _press(app, table, "Replenish Cadences")
    frames(app, 3)
    assert _others_on(table, replenish, "Replenish Cadences") == []
