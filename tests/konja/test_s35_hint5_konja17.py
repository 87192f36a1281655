"""A blind tester's Konja match (konja17, Nia seat 0 against AI normal Kofi, lost 11–22): a reroll's chance counts
every face that makes the set it names, the red dice's reason never speaks of safe dice the board does not mark, a
reroll of four dice says what it aims for, and a Merchant plan says which sums are Gold. Positions rebuilt from the
record's seed, options and moves (data/konja17_record.json)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.konja import RULES
from baraza.game.konja.hint_words import hint_words

from .helpers import replayed as replayed_from
from .helpers import table_hint as hint_at_table

RECORD = Path(__file__).parent / "data" / "konja17_record.json"


def replayed(moves: int):
    """The match after its first `moves` moves."""
    return replayed_from(RECORD, moves)


def table_hint(state):
    """The Hint as the table asks it: its move and words."""
    return hint_at_table(state)[:2]


def _words(state, kind: str, card: str, dice: tuple[int, ...]) -> str:
    me = state.players[0]
    move = next(a for a in RULES.legal_actions(state, 0) if a.kind == kind and (
        (kind == "play_spell" and a.args[0] == card and a.args[1] == dice)
        or (kind == "use_relic" and me.relics[a.args[0]].card == card and a.args[3] == dice)))
    return hint_words(RULES.view(state, 0), move) or ""


def test_a_set_of_three_counts_every_face_that_makes_it(baraza_home):
    # 116-hint17: 3 6 5 6 5, "reroll the 3: aiming for 3 6s … 17%" where a 5 makes three 5s too (33 %)
    state = replayed(38)
    assert [d.value for d in state.dice] == [3, 6, 5, 6, 5]
    words = _words(state, "play_spell", "second_wind", (0,))
    assert words.startswith("aiming for a set of three: a 3-point Cloud, 33%"), words


def test_a_set_only_one_face_makes_keeps_its_face(baraza_home):
    # 115-hint16: 1 6 5 3 5, the 1 and 3 rerolled: a 5 (31 %) or two 6s (1 in 36) make three alike
    state = replayed(37)
    words = _words(state, "use_relic", "fie_ah", (0, 3))
    assert words.startswith("aiming for a set of three: a 3-point Cloud, 33%"), words


def test_the_red_dice_reason_marks_no_die_safe_the_board_does_not(baraza_home):
    # 124-hint19: Kofi's 2 3 6 4 4, none marked safe, read "2 of Kofi's dice are not safe"
    state = replayed(52)
    assert not any(d.guarded for d in state.dice)
    move, words = table_hint(state)
    assert move.kind == "roll_red"
    assert "none of Kofi's dice is made safe" in words and "the 2 or the 3" in words, words
    assert "are not safe" not in words, words


def test_a_reroll_of_four_dice_says_what_it_aims_for(baraza_home):
    # 131: Fie-Ah on 1 3 2 1 beside a 5 read "a new roll may make more of those dice"
    state = replayed(66)
    words = _words(state, "use_relic", "fie_ah", (0, 2, 3, 4))
    assert words.startswith("aiming for ") and "% by the roll alone" in words, words


def test_a_merchant_plan_says_its_sums_are_gold(baraza_home):
    # 106-hint13: "sacrifice Oodoo, then buy Elder Staff for 3 Gold (you will hold 4)": 4 read as Relics
    move, words = table_hint(replayed(29))
    assert move.kind == "choose_ancestor" and move.args[0] == "merchant"
    # konja21: what the Relic bought is for, where the Gold left pays no Cloud
    assert words == ("sacrifice your spent Oodoo for 2 Gold, then buy Elder Staff for 3 Gold, which makes a spent "
                     "Relic ready again in every turn (1 Gold left)"), words
