"""A Konja tester's last turn: 9 % after the roll, then 0 % once the Bones phase ended with the rerolls unused (the
judge settled it), yet the chart read 4 % there: the two positions, the same player's unmarked moves, were pooled.
A position every seat's chance of which is 0 or 1 now stands alone on the chart."""

from __future__ import annotations

import pygame

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.replay.timeline import Timeline


def _judged(chances: list[float]) -> list[MoveJudgement]:
    out, before = [], chances[0]
    for ply, after in enumerate(chances[1:], start=1):
        out.append(MoveJudgement(ply, 0, f"move {ply}", None, before, after, None, None,
                                 (before, 1.0 - before), (after, 1.0 - after)))
        before = after
    return out


def test_a_settled_loss_is_drawn_as_it_was_judged() -> None:
    chart = Timeline(pygame.Rect(0, 0, 600, 120), 6, [], lambda ply: None)
    chart.judgements = _judged([0.3, 0.2, 0.12, 0.09, 0.0, 0.0])
    shown = chart.values()
    assert shown[4] == 0.0 and shown[5] == 0.0, shown
    assert shown[3] > 0.05, shown  # the last chance before it is not pulled down by the settled loss either


def test_unsettled_positions_are_still_pooled() -> None:
    chart = Timeline(pygame.Rect(0, 0, 600, 120), 6, [], lambda ply: None)
    chart.judgements = _judged([0.3, 0.5, 0.2, 0.45, 0.25, 0.4])
    shown = chart.values()
    assert max(shown) - min(shown) < 0.3 - 0.05, shown  # neighbours pooled: the swing is smaller than the raw one
