"""Konja's Hint words, rated 7 by blind testers konja19/konja20 (every reason true, some muddled).

"Bone Flute on the 4 make 3 6s" did not say what the card does to the die: every card that turns one die now reads
verb + card + "on the N (→ M)", then what it achieves ("…: that makes three 6s: …"), counts in words. And the
exchange that took the player to 21 said only "it pays a 5-point Cloud": a move that reaches the target says so
first, as one that wins the match already did."""

from __future__ import annotations

import re

from baraza.game.core.action import Action
from baraza.game.konja import RULES, cards, make_agent
from baraza.game.konja.hint_words import hint_words
from baraza.game.konja.state import Cloud

from .helpers import at_bones, give_relics, new_state

ON_DIE = re.compile(r"^(Use|Cast) [^:]+ on the [1-6] \(→ [1-6]\)")


def _nia(values, *relics: str, spells=(), power: int = 0):
    state = at_bones(new_state(1), values, ("blank", "blank"))
    give_relics(state, 0, *relics)
    me = state.players[0]
    me.spells, me.magick, me.power = list(spells), 6, power
    return state


def test_every_card_that_turns_a_die_names_the_die_and_the_face_it_leaves():
    state = _nia([4, 1, 6, 2, 3], "bone_flute", "oodoo", "rain_stick", "moon_mirror", spells=("tilt", "shape_bone"),
                 power=2)
    said = {RULES.describe_action(state, 0, a) for a in RULES.legal_actions(state, 0)
            if a.kind in ("use_relic", "play_spell")}
    turned = {s for s in said if s.split(" ", 1)[1].startswith(("Bone Flute", "Oodoo", "Rain Stick", "Moon Mirror",
                                                                 "Tilt", "Shape Bone"))}
    assert turned and all(ON_DIE.match(s) for s in turned), sorted(s for s in turned if not ON_DIE.match(s))
    assert "Use Bone Flute on the 4 (→ 5), paying the blank Action die" in said, sorted(said)
    assert "Use Oodoo on the 1 (→ 2) with Keep ready (1 Power)" in said
    assert "Use Rain Stick on the 1 (→ 6)" in said and "Cast Shape Bone on the 2 (→ 4)" in said
    assert "Use Moon Mirror on the 1 (→ 6)" in said and "Cast Tilt on the 3 (→ 2)" in said
    # every card-on-die effect the cards name is one the pattern covers
    effects = {c.effect for c in cards.relics().values()} | {c.effect for c in cards.spells().values()}
    assert {"nudge", "nudge_guard", "set_face", "mirror"} <= effects


def test_a_second_card_names_its_die_its_face_and_what_the_two_make(baraza_home):
    # 6 6 4 2 1: Tilt turns the 4 into a 5, Bone Flute that 5 into a third 6
    state = _nia([6, 6, 4, 2, 1], "bone_flute", spells=("tilt",))
    tilt = Action("play_spell", ("tilt", (2, 1)))
    flute = Action("use_relic", (0, 0, 0, (2, 1)))
    words = hint_words(RULES.view(state, 0), tilt, [flute]) or ""
    assert words.startswith("then Bone Flute on the 5 (→ 6): that makes three 6s: a 3-point Cloud"), words
    assert " make 3" not in words and "3 6s" not in words, words


def test_a_line_of_cards_on_other_dice_names_each_change(baraza_home):
    # 3 3 4 5 1: Tilt on the 4 (→ 3), then Bone Flute on the 5 (→ 4) and Oodoo on the 4 (→ 3): four 3s
    state = _nia([3, 3, 4, 5, 1], "bone_flute", "oodoo", spells=("tilt",))
    first = Action("play_spell", ("tilt", (2, -1)))
    plan = [Action("use_relic", (0, 0, 0, (3, -1))), Action("use_relic", (1, -1, 0, (3, -1)))]
    words = hint_words(RULES.view(state, 0), first, plan) or ""
    assert words.startswith("then Bone Flute on the 5 (→ 4) and Oodoo on the 4 (→ 3): that makes four 3s"), words


def _first_in_round_collect(nia_points: int = 16):
    """Nia first in the round (5 turns each), 16 points, Kofi 15 with 5 Gold: four 3s collected take her to 21,
    and Kofi's last turn may still pass her."""
    state = new_state(1)
    nia, kofi = state.players
    nia.clouds = [Cloud(7), Cloud(3), Cloud(3), Cloud(3)][: 4 if nia_points == 16 else 3]
    kofi.clouds, kofi.gold = [Cloud(5), Cloud(5), Cloud(5)], 5
    nia.turns = kofi.turns = 5
    at_bones(state, [3, 3, 3, 3, 1]).phase = "collect"
    return state


def test_a_collect_that_reaches_the_target_says_so_first(baraza_home):
    state = _first_in_round_collect()
    assert state.players[0].cloud_points == 16 and state.players[1].cloud_points == 15
    four = Action("collect", ("kind", (0, 1, 2, 3)))
    assert four in RULES.legal_actions(state, 0)
    words = make_agent("normal", 0, 3).explain(RULES.view(state, 0), four) or ""
    assert words.startswith("this takes you to 21 of 21 points: the final round begins, Kofi has one last turn"), words
    assert "wins the match" not in words, words  # Kofi's Gold and dice may still pass her


def test_a_collect_short_of_the_target_says_nothing_of_it(baraza_home):
    state = _first_in_round_collect(nia_points=13)
    words = make_agent("normal", 0, 3).explain(RULES.view(state, 0), Action("collect", ("kind", (0, 1, 2, 3)))) or ""
    assert "of 21 points" not in words and words.startswith("it pays"), words
