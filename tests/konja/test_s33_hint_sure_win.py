"""Round 13 of a blind tester's Konja match: at 20 of 21 with 3 Gold, the Hint picked the Spirit Ancestor (a gamble
on the dice that happened to pay) over the Rain Ancestor, whose Favour flips a 3-point Cloud to 4 for 2 Gold: a
certain 21 that Kofi at 6 could not catch (hint_sure.py). The AI seats' own choices are not changed."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.hint_sure import reach, sure_rain
from baraza.game.konja.state import Cloud

from .helpers import give_relics, new_state

RAIN = Action("choose_ancestor", ("rain",))


def _last_turn(kofi_points: tuple[int, ...] = (3, 3), kofi_gold: int = 9):
    """The tester's 135-red3b.png: Nia 20 (3, 3, 5 and a flipped 7) with 3 Gold, Kofi 6 with 9 Gold."""
    state = new_state(1)
    me, them = state.players
    me.clouds = [Cloud(3), Cloud(3), Cloud(5), Cloud(7, True)]
    me.gold, me.magick, me.power, me.spells = 3, 1, 1, ["barter", "second_wind", "whirlwind"]
    give_relics(state, 0, "fie_ah", "oodoo", "at", "gold_scale", "bone_flute")
    me.relics[0].spent = me.relics[1].spent = True
    them.clouds = [Cloud(b) for b in kofi_points]
    them.gold = kofi_gold
    return state


def _hint(state):
    agent = make_agent("hard", 0, 3)
    view = RULES.view(state, 0)
    action = agent.hint(RULES, view, 0, RULES.legal_actions(state, 0))
    return action, agent.explain(view, action) or ""


def test_a_sure_win_with_the_rain_is_hinted_and_called_sure(baraza_home):
    action, words = _hint(_last_turn())
    assert action == RAIN, action
    assert words.startswith("this wins the match: your 3 Gold flips your 3-point Cloud to 4") and "Kofi cannot catch up" in words


def test_its_favour_then_flips_the_cloud_the_sure_line_needs(baraza_home):
    state = _last_turn()
    RULES.apply(state, 0, RAIN)
    action, words = _hint(state)
    assert action.kind == "upgrade_cloud" and state.players[0].clouds[action.args[0]].base in (3, 5), action
    assert words.startswith("this wins the match: "), words


def test_no_sure_line_when_the_opponent_could_still_pass_it(baraza_home):
    state = _last_turn(kofi_points=(7, 5, 3), kofi_gold=9)  # 15 and 9 Gold: a flip, a summon and five alike pass 21
    assert reach(9, RULES.view(state, 0).players[1].clouds, 15) >= 21
    assert sure_rain(RULES.view(state, 0)) is None


def test_the_ai_seat_itself_still_chooses_as_before(baraza_home):
    # the layer is the Hint's only: a seat asks `choose`, which hint_sure.py leaves alone
    state = _last_turn()
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state, 0)
    from baraza.game.konja.ai import KonjaAgent

    assert make_agent("hard", 0, 3).choose(RULES, view, 0, legal) == KonjaAgent("hard", 0, 3).choose(RULES, view, 0, legal)
