"""Blind mouse playtest, round 2: the lesson's card lay over the prompt panel (only Buy showed at the Merchant's
Blessing, only "…what each one does)." at the Ancestors); the words named a "Violet 4" button that reads "4"; and
the first red dice attack did not say that a red die may help the player it is thrown at."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pygame
from scene_helpers import make_app, open_table
from test_lesson_placement import walk

LESSON = Path(__file__).resolve().parents[2] / "assets" / "tutorials" / "konja.toml"


def test_konja_the_card_keeps_off_the_prompt_panel_at_every_step():
    prompt = pygame.Rect(open_table(make_app(), "konja").layout.zones["prompt"])
    over = [s["step"] for s in walk("konja") if s["card"].colliderect(prompt)]
    assert over == []


def _texts() -> list[str]:
    return [step.get("text", "") for step in tomllib.loads(LESSON.read_text())["step"]]


def test_konja_the_violet_twin_step_names_the_chip_as_it_reads():
    twin = next(t for t in _texts() if "Violet Twin (3 Magick)" in t)
    assert "Violet 4" not in twin and "the 4 button" in twin


def test_konja_the_first_red_attack_warns_a_red_die_may_help_the_opponent():
    texts = _texts()
    first = next(i for i, t in enumerate(texts) if "A red die may replace one of Kofi's dice" in t)
    assert "give him a set" in texts[first]
