"""A reroll hint's chance "with <card> after" counts only a card still usable once the reroll is played (konja21,
111-hint17: "Use At!: …, 33% by the roll alone, 83% with Bone Flute after", but At! took the last Action die and
Bone Flute then refused: "Bone Flute needs any Action die")."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_lines import recharge_words
from baraza.game.konja.hint_words import hint_words

from .helpers import at_bones, give_relics, new_state


def _nia(action_dice=("blank", "gold"), used=(False, True), relics=("at", "bone_flute"), spells=(), magick=0):
    state = at_bones(new_state(1), [1, 3, 5, 3, 5], action_dice)
    state.action_used = list(used)
    give_relics(state, 0, *relics)
    me = state.players[0]
    me.spells, me.magick = list(spells), magick
    return state


AT_ON_THE_1 = Action("use_relic", (0, 0, 0, (0,)))


def test_at_on_the_last_action_die_counts_no_bone_flute_after():
    state = _nia()
    assert AT_ON_THE_1 in RULES.legal_actions(state, 0)
    words = hint_words(RULES.view(state, 0), AT_ON_THE_1) or ""
    assert "33% by the roll alone" in words, words
    assert "Bone Flute" not in words and "83%" not in words, words


def test_with_an_action_die_left_bone_flute_after_is_counted():
    state = _nia(used=(False, False))
    words = hint_words(RULES.view(state, 0), AT_ON_THE_1) or ""
    assert words.endswith("33% by the roll alone, 83% with Bone Flute after"), words


def test_a_spell_after_counts_only_the_magick_left():
    # Second Wind (1 Magick) rerolls the 1; Tilt (1 Magick) after it only with a second Magick
    cast = Action("play_spell", ("second_wind", (0,)))
    poor = _nia(relics=(), spells=("second_wind", "tilt"), magick=1)
    assert cast in RULES.legal_actions(poor, 0)
    words = hint_words(RULES.view(poor, 0), cast) or ""
    assert "by the roll alone" in words and "Tilt" not in words, words
    rich = _nia(relics=(), spells=("second_wind", "tilt"), magick=2)
    words = hint_words(RULES.view(rich, 0), cast) or ""
    assert "with Tilt after" in words, words


def test_a_recharge_before_the_reroll_spends_its_action_die_too():
    # Elder Staff (any Action die) readies At!, At! rerolls the 1: with two Action dice none is left for Bone Flute
    state = _nia(action_dice=("blank", "blank"), used=(False, False), relics=("at", "bone_flute", "elder_staff"))
    state.players[0].relics[0].spent = True
    staff = Action("use_relic", (2, 1, 0, (0,)))
    assert staff in RULES.legal_actions(state, 0)
    view = RULES.view(state, 0)
    words = recharge_words(view, staff, [Action("use_relic", (0, 0, 0, (0,)))]) or ""
    assert words.startswith("At! is ready again, to reroll: aiming for") and "Bone Flute" not in words, words
