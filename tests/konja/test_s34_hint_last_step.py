"""Round 14 of a blind tester's Konja match (Hint 5/10): a plan's earlier steps said "make 5 3s: a 7-point Cloud if
the red dice spare them; 1 is safe", its last step only "it makes 5 3s: a set for a Cloud", and a red 6 took an
open 3. Every step that leaves a set the red dice may break says so, the last one too."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words

from .helpers import at_bones, give_relics, new_state

FLUTE = 1  # Bone Flute's slot below


def _last_step(guarded=(2,)):
    """3 3 3 2 3, one 3 made safe by Oodoo before: Bone Flute on the 2 makes the fifth 3, the plan's last step."""
    state = at_bones(new_state(1), [3, 3, 3, 2, 3], ("magick", "blank"))
    give_relics(state, 0, "oodoo", "bone_flute")
    for i in guarded:
        state.dice[i].guarded = True
    return state


LAST = Action("use_relic", (FLUTE, 0, 0, (3, 1)))


def test_the_last_step_of_a_plan_warns_of_the_red_dice(baraza_home):
    words = hint_words(RULES.view(_last_step(), 0), LAST, []) or ""
    assert words == "it makes five 3s: a 7-point Cloud if the red dice spare them; 1 of those 5 dice is safe", words


def test_the_last_step_without_a_plan_warns_too(baraza_home):
    words = hint_words(RULES.view(_last_step(), 0), LAST) or ""
    assert words.endswith("if the red dice spare them; 1 of those 5 dice is safe"), words


def test_no_warning_when_the_set_is_all_safe(baraza_home):
    oodoo = Action("use_relic", (0, -1, 0, (3, 1)))  # the fifth 3 made by Oodoo is safe too
    words = hint_words(RULES.view(_last_step(guarded=(0, 1, 2, 4)), 0), oodoo, []) or ""
    assert "red dice" not in words and "five 3s: a 7-point Cloud" in words, words


def test_a_recharge_whose_use_makes_the_set_warns_too(baraza_home):
    # 26: "Oodoo is ready again: used on the 2, it makes 5 3s: a 7-point Cloud" with three of the 3s open
    state = at_bones(new_state(1), [3, 2, 3, 3, 3], ("blank", "blank"))
    give_relics(state, 0, "oodoo", "elder_staff")
    state.players[0].relics[0].spent = True
    state.dice[0].guarded = True
    staff = next(a for a in RULES.legal_actions(state, 0) if a.kind == "use_relic" and a.args[0] == 1)
    use = Action("use_relic", (0, -1, 0, (1, 1)))
    words = hint_words(RULES.view(state, 0), staff, [use]) or ""
    assert words == ("Oodoo is ready again: then Oodoo on the 2 (→ 3): that makes five 3s: a 7-point Cloud if the red dice spare "
                     "them; 2 of those 5 dice are safe"), words
