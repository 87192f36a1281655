"""Konja Setup's Shayka row says plainly what each setting does: a blind tester (bad16) read "Off: opponent
attacks" as a contradiction. Shayka is the variant: off is the usual game, where the red dice attack; on comes in
two forms (docs/rules/konja.md)."""

from __future__ import annotations

from baraza.game.konja.setup import option_specs


def test_each_shayka_setting_says_off_or_on_and_what_the_red_dice_do() -> None:
    spec = next(s for s in option_specs() if s.key == "shayka")
    labels = dict(spec.choices)
    assert labels["off"].startswith("Off:") and "red dice attack" in labels["off"]
    assert labels["none"].startswith("On:") and "no red dice" in labels["none"]
    assert labels["own"].startswith("On:") and "own red dice" in labels["own"]
    assert "red dice may take your low dice" in spec.help and "Oodoo" in spec.help and len(spec.help) < 140
