"""A blind tester's last turn of Konja (Hint 6/10): "pick Gold: Gold buys Relics and Clouds" with nothing left to
buy, "aiming for 3 4s: a 3-point Cloud" that lost 21-22 where a 5-point Cloud won, an Elder Staff recharge ("Oodoo
is ready to use again") followed by End Bones; one reroll's odds read "50 %" once and "31 %" another time; "aiming
for a 5: 1 Power" where a 6 made a 7-point Cloud; At! rerolling two dice without a word of the Power it costs; and
Elder Staff's Use grey until a spent Relic was picked. Hand-made final-turn positions."""

from __future__ import annotations

import re
from types import SimpleNamespace

from baraza.game.core.action import Action
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.hint_lines import recharge_words
from baraza.game.konja.hint_rolls import aim_words
from baraza.game.konja.hint_words import hint_words
from baraza.game.konja.state import Cloud, Relic
from baraza.scenes.konja.card_use import CardUse
from baraza.scenes.konja.picks import Picks

from .helpers import act, at_bones, give_relics, new_state


def _last_turn(state, mine: list[int], theirs: list[int]):
    """Nia (seat 0) plays the last turn of the final round: Kofi has had one turn more."""
    state.final_round = True
    state.players[0].clouds = [Cloud(b) for b in mine]
    state.players[1].clouds = [Cloud(b) for b in theirs]
    state.players[0].turns, state.players[1].turns = 5, 6
    return state


# --- 1. the last turn -----------------------------------------------------------------------------------------------

def _resource_choice(spells: list[str], magick: int):
    state = _last_turn(new_state(4), [7, 7, 3], [7, 7, 5, 3])
    state.players[0].spells, state.players[0].magick = list(spells), magick
    act(state, "choose_ancestor", "resource")
    assert state.phase == "resource_choice"
    return state


def test_gold_on_the_last_turn_promises_no_later_buy(baraza_home):
    state = _resource_choice([], 0)
    state.players[0].relics = []
    view = RULES.view(state, 0)
    words = hint_words(view, Action("choose_resource", ("gold",))) or ""
    assert "buys" not in words and "Relics" not in words, words
    assert "Kofi gets the same 2" in words, words


def test_the_last_turn_picks_the_magick_a_spell_in_hand_needs(baraza_home):
    state = _resource_choice(["awaken"], 0)  # Awaken costs 1 Magick: Nia holds none
    view = RULES.view(state, 0)
    agent = make_agent("hard", 0, 3)
    hint = agent.hint(RULES, view, 0, RULES.legal_actions(state, 0))
    assert hint == Action("choose_resource", ("magick",)), hint  # every pick tied, and Gold came first
    assert agent.explain(view, hint) == "2 more Magick casts Awaken this turn"


def test_a_last_turn_reroll_aims_for_the_cloud_that_wins_and_says_the_score(baraza_home):
    # Nia 17, Kofi 22: three 4s make 20 and lose, four 4s tie, five 4s win 24-22
    state = _last_turn(at_bones(new_state(1), [4, 4, 4, 1, 2]), [7, 7, 3], [7, 7, 5, 3])
    words = aim_words(RULES.view(state, 0), [3, 4]) or ""
    assert words.startswith("aiming for five 4s: a 7-point Cloud, enough to win 24–22, 3% by the roll alone"), words


def test_a_last_turn_aim_that_cannot_win_says_so(baraza_home):
    state = _last_turn(at_bones(new_state(1), [6, 4, 4, 1, 2]), [7, 7, 3], [7, 7, 5, 3])
    words = aim_words(RULES.view(state, 0), [3, 4]) or ""
    assert "not enough, 20–22" in words and "win" not in words, words


def test_a_recharge_the_line_does_not_use_is_not_hinted(baraza_home):
    state = _last_turn(at_bones(new_state(2), [6, 6, 6, 6, 6], ("blank", "blank")), [7, 7, 3], [7, 7, 5])
    state.players[0].relics = [Relic("elder_staff"), Relic("oodoo", spent=True)]
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state, 0)
    staff = next(a for a in legal if a.kind == "use_relic" and a.args[0] == 0)
    agent = make_agent("hard", 0, 3)
    agent.choose = lambda rules, v, seat, moves: staff if staff in moves else Action("end_bones")
    agent.line = lambda v, a, steps=2: []  # the line after the recharge ends the Bones: Oodoo is never used
    assert agent.hint(RULES, view, 0, legal) == Action("end_bones")
    agent.line = lambda v, a, steps=2: [Action("use_relic", (1, -1, 0, (0, -1)))]
    assert agent.hint(RULES, view, 0, legal) == staff  # used after: the recharge stays


def test_a_recharge_names_the_use_that_follows(baraza_home):
    state = _last_turn(at_bones(new_state(2), [5, 5, 4, 1, 2], ("blank", "blank")), [7, 7, 3], [7, 7, 5])
    state.players[0].relics = [Relic("elder_staff"), Relic("oodoo", spent=True)]
    view = RULES.view(state, 0)
    staff = Action("use_relic", (0, 0, 0, (1,)))
    words = recharge_words(view, staff, [Action("use_relic", (1, -1, 0, (2, 1)))]) or ""
    assert words.startswith("Oodoo is ready again: then Oodoo on the 4 (→ 5): that makes three 5s"), words
    assert recharge_words(view, staff, [Action("end_bones")]) is None  # no use: no "ready to use again"


# --- 2. one count of a reroll's odds --------------------------------------------------------------------------------

def test_two_equivalent_rerolls_word_the_same_chance_and_say_what_it_counts(baraza_home):
    one = at_bones(new_state(1), [4, 4, 4, 1, 2])
    two = at_bones(new_state(1), [2, 4, 1, 4, 4])
    give_relics(one, 0, "fie_ah")
    give_relics(two, 0, "fie_ah")
    a = hint_words(RULES.view(one, 0), Action("use_relic", (0, -1, 0, (3, 4))), []) or ""
    b = hint_words(RULES.view(two, 0), Action("use_relic", (0, -1, 0, (0, 2))), []) or ""
    assert a == b == "aiming for four 4s: a 5-point Cloud, 31% by the roll alone", (a, b)


def test_a_card_kept_for_after_the_roll_is_counted_apart(baraza_home):
    state = at_bones(new_state(1), [4, 4, 4, 1, 2])
    give_relics(state, 0, "fie_ah", "oodoo")
    words = hint_words(RULES.view(state, 0), Action("use_relic", (0, -1, 0, (3, 4))), []) or ""
    assert re.search(r"31% by the roll alone, \d+% with Oodoo after$", words), words


# --- 3. the aim worth most; At!'s second die --------------------------------------------------------------------------

def test_a_reroll_aims_for_the_cloud_not_the_power_die(baraza_home):
    state = at_bones(new_state(1), [6, 6, 6, 6, 1])
    give_relics(state, 0, "fie_ah")
    words = aim_words(RULES.view(state, 0), [4]) or ""
    assert words.startswith("aiming for five 6s: a 7-point Cloud, 17% by the roll alone"), words


def _card_use(state, hint: Action | None = None) -> CardUse:
    ctx = SimpleNamespace(app=SimpleNamespace(fonts=SimpleNamespace(scale=1.0)), host=SimpleNamespace(hint=hint))
    return CardUse(ctx, Picks())


def test_at_says_its_second_die_costs_power(baraza_home):
    state = at_bones(new_state(1), [6, 2, 3, 4, 4], ("blank", "blank"))
    give_relics(state, 0, "at")
    state.players[0].power = 2
    use = _card_use(state)
    use.picks.sel_card = ("relic", 0)
    _action, _chips, need = use.resolve(RULES.view(state, 0), RULES.legal_actions(state, 0))
    assert "up to 1, or 2 for 1 Power a die more" in need, need


def _staff_with_two_spent(hint_slot: int | None):
    state = at_bones(new_state(1), [6, 2, 3, 4, 4], ("blank", "blank"))
    state.players[0].relics = [Relic("elder_staff"), Relic("oodoo", spent=True), Relic("fie_ah", spent=True)]
    view = RULES.view(state, 0)
    legal = RULES.legal_actions(state, 0)
    hint = next(a for a in legal if a.kind == "use_relic" and a.args[0] == 0 and a.args[3] == (hint_slot,)) \
        if hint_slot is not None else None
    use = _card_use(state, hint)
    use.picks.sel_card = ("relic", 0)
    return use, view, legal


def test_elder_staff_takes_the_relic_the_hint_named(baraza_home):
    use, view, legal = _staff_with_two_spent(2)
    action, _chips, _need = use.resolve(view, legal)
    assert action is not None and action.args[3] == (2,), action  # Use works at once, on Fie-Ah
    assert use.picks.target_pick == (2,)  # its chip ringed


def test_elder_staff_without_a_hint_still_asks_between_two_usable_relics(baraza_home):
    use, view, legal = _staff_with_two_spent(None)
    action, chips, need = use.resolve(view, legal)
    assert action is None and len(chips) == 2 and "spent Relic" in need, (action, chips, need)


def test_elder_staff_takes_the_only_relic_usable_after_it(baraza_home):
    state = at_bones(new_state(1), [6, 2, 3, 4, 4], ("blank",))  # one Action die: the Staff takes it
    state.players[0].relics = [Relic("elder_staff"), Relic("thunder_drum", spent=True), Relic("oodoo", spent=True)]
    use = _card_use(state)
    use.picks.sel_card = ("relic", 0)
    action, _chips, _need = use.resolve(RULES.view(state, 0), RULES.legal_actions(state, 0))
    assert action is not None and action.args[3] == (2,), action  # Thunder Drum would want a second Action die


def test_gold_traded_for_on_the_last_turn_buys_nothing(baraza_home):
    state = _last_turn(at_bones(new_state(2), [4, 4, 2, 2, 6], ("blank", "magick")), [7, 7, 3], [7, 7, 5, 3])
    state.players[0].spells, state.players[0].magick, state.players[0].gold = ["barter"], 2, 2
    words = hint_words(RULES.view(state, 0), Action("play_spell", ("barter", ("magick", "gold")))) or ""
    assert "buys" not in words and "decides a tie on Clouds" in words, words
