"""The turns-alone words name Eternal Whitesand Ballads only when the player holds one (a tester without any was
told of them)."""

from __future__ import annotations

from types import SimpleNamespace

from baraza.scenes.khedu.arena import ballad_words, eternal_ballads


def _cadence(key: str, eternal: bool, occupied: bool = True):
    return SimpleNamespace(key=key, eternal=eternal, occupied=occupied)


def test_no_ballad_no_words():
    player = SimpleNamespace(ensemble=(_cadence("storm_chorus", True), _cadence("whitesand_ballad", False)))
    assert eternal_ballads(player) == 0 and ballad_words(0) == ""


def test_a_held_ballad_is_counted_and_named():
    player = SimpleNamespace(ensemble=(_cadence("whitesand_ballad", True), _cadence("whitesand_ballad", True),
                                       _cadence("whitesand_ballad", True, occupied=False)))
    assert eternal_ballads(player) == 2
    assert ballad_words(2) == " and your 2 Eternal Whitesand Ballads" and ballad_words(1).endswith("Ballad")
