"""Khedu lesson step 12 tells the learner to take a Legacy point, but its card sat over the player's
Legacy / Influence / Honor line (session 34's stack zone pushed it down onto the mat), and at step 14 ("your hand is
back to five") over the hand. Step 12 now names the counters it talks about; the card rests over the Desert's far
stacks and stays there until step 15 lights them."""

from __future__ import annotations

import pygame
from test_s32_lesson_card_stays import _walk


def _step(n: int) -> dict:
    return next(s for s in _walk("khedu") if s["step"] == n)


def test_step_12_keeps_the_legacy_line_in_sight():
    step = _step(12)
    counters = pygame.Rect(260, 460, 482, 44)  # scenes/khedu/tutorial.py spot "counters" at 1280x720
    assert not step["card"].colliderect(counters), step["card"]


def test_step_14_keeps_the_hand_in_sight():
    step = _step(14)
    hand_top = 492  # the mat's cards begin here at 1280x720
    assert step["card"].bottom <= hand_top, step["card"]
