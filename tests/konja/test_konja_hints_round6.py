"""Issue 41, a blind tester's sixth Konja match: hint words that promised what the next hint denied, a reason
worded as a certainty, "1 of Kofi's dice are not safe", hints that ran to five lines, and the normal AI's red
die that handed the player a pair the lesson warns of."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja import RULES, make_agent
from baraza.game.konja.hint_words import hint_words
from baraza.game.konja.legal import red_targets
from baraza.game.konja.state import Cloud

from .helpers import act, at_bones, new_state


def _hinted_merchant(seed: int, mine: list[int], theirs: list[int]) -> tuple[str | None, list[Action]]:
    """The hint level's words for the Merchant, then Nia's hints through its Favour and Blessing."""
    state = new_state(seed)
    state.players[0].gold = 6
    for player, clouds in zip(state.players, (mine, theirs), strict=True):
        player.clouds = [Cloud(points) for points in clouds]
    pick = Action("choose_ancestor", ("merchant",))
    words = make_agent("hard", 0, 3).explain(RULES.view(state, 0), pick)
    RULES.apply(state, 0, pick)
    hints = []
    while state.phase not in ("roll", "over"):
        seat = RULES.active_seats(state)[0]
        hint = make_agent("hard", seat, 3).hint(RULES, RULES.view(state, seat), seat, RULES.legal_actions(state, seat))
        if seat == 0:
            hints.append(hint)
        RULES.apply(state, seat, hint)
    return words, hints


def test_the_merchant_hint_promises_a_purchase_only_when_the_next_hints_buy(baraza_home):
    # late in the match (Kofi 17 of 21) with 6 Gold: "your 6 Gold buys a Relic", then the Merchant's hint passed
    words, hints = _hinted_merchant(1, [3, 3], [7, 7, 3])
    buys = any(h.kind == "buy_relic" for h in hints)
    assert words, words
    assert ("buy" in words) == buys, (words, hints)
    sold = [h for h in hints if h.kind == "sell_relic"]
    if sold:
        assert "sacrifice" in words and "Fie-Ah" in words, words  # the game's word (s34)


def test_ending_the_bones_is_not_worded_as_a_certainty(baraza_home):
    state = at_bones(new_state(1), [5, 1, 5, 5, 4])
    words = hint_words(RULES.view(state, 0), Action("end_bones")) or ""
    assert "likely" in words and "betters" not in words, words


def _red_roll(values: list[int], guarded: tuple[int, ...] = ()):
    state = at_bones(new_state(1), values)
    for i in guarded:
        state.dice[i].guarded = True
    act(state, "end_bones")
    assert state.phase == "red_roll"
    return state


def test_one_die_open_to_the_red_dice_is_named_in_the_singular(baraza_home):
    # only the open 5 can be taken for a loss: the 6 cannot be beaten, the two 5s are safe, and any red die on the
    # 2 only helps (s34: a die whose every taker helps is not called unsafe)
    state = _red_roll([5, 5, 5, 2, 6], guarded=(0, 1))
    seat = RULES.active_seats(state)[0]
    words = hint_words(RULES.view(state, seat), Action("roll_red")) or ""
    assert "are not safe" not in words and "1 of" not in words, words
    assert "5 is not safe" in words, words


def test_several_open_dice_are_counted(baraza_home):
    state = _red_roll([2, 2, 2, 6, 1])  # the three 2s: a red die on the 1 only helps (s34)
    seat = RULES.active_seats(state)[0]
    words = hint_words(RULES.view(state, seat), Action("roll_red")) or ""
    # none marked safe: named, not counted as "3 of … are not safe", which implied safe ones (konja17)
    assert words.startswith("none of ") and "one of the 2s" in words, words
    state = _red_roll([2, 2, 2, 6, 1], guarded=(3,))  # one die marked safe: the open ones named, not counted
    words = hint_words(RULES.view(state, RULES.active_seats(state)[0]), Action("roll_red")) or ""
    assert words.startswith("a red die may take one of the 2s") and "(1 made safe)" in words, words
    assert "are not safe" not in words, words  # konja18 counted four lit dice where the words said 3


def test_the_late_sale_reason_is_short(baraza_home):
    state = new_state(10)
    state.players[1].clouds = [Cloud(7), Cloud(7), Cloud(3)]
    act(state, "choose_ancestor", "merchant")
    words = hint_words(RULES.view(state, 0), Action("sell_relic", (0,))) or ""
    assert "17 of 21" in words and "pay back" in words and len(words) <= 40, words


def test_the_normal_ais_red_die_does_not_hand_the_player_a_pair(baraza_home):
    # as in the tester's match (a red 4 onto a 2 beside a 4): the lowest die the red 6 beats, the 2, beside the
    # player's 6 made a pair of 6s; the red 4 takes the 2 as well and matches nothing
    state = at_bones(new_state(), [1, 1, 2, 3, 6])
    act(state, "end_bones")
    state.red, state.red_used = [6, 4], [False, False]
    state.phase = "red_assign" if red_targets(state) else "collect"
    legal = RULES.legal_actions(state, 1)
    choice = make_agent("normal", 1, 0).choose(RULES, RULES.view(state, 1), 1, legal)
    assert choice.kind == "red_replace", choice
    others = [d.value for i, d in enumerate(state.dice) if i != choice.args[1]]
    assert state.red[choice.args[0]] not in others, choice
