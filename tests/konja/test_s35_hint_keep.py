"""A blind tester's Konja match (konja16, Nia seat 0 against AI normal Kofi, lost 14–21): a Hint keeps what the
hint before it set up, its rerolls are counted over every throw, it turns no die for nothing, and it says when the
match is lost for sure. Positions rebuilt from the record's seed, options and moves (data/konja16_record.json)."""

from __future__ import annotations

import random
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis_hint import hint_agent
from baraza.game.konja import RULES
from baraza.game.konja.ai import determinise
from baraza.game.konja.hint_exact import ExactRerolls, guarded_sets, rerolled_dice
from baraza.game.registry import get_game

from .helpers import replayed as replayed_from
from .helpers import table_hint as hint_at_table

RECORD = Path(__file__).parent / "data" / "konja16_record.json"


def replayed(moves: int):
    """The match after its first `moves` moves."""
    return replayed_from(RECORD, moves)


def table_hint(state):
    """The Hint as the table asks it: its move, words and line."""
    return hint_at_table(state)


def thrown(state, move) -> tuple[int, ...]:
    return rerolled_dice(state, 0, move) or ()


def test_a_set_made_safe_is_not_rerolled_next(baraza_home):
    # 96/97: "Oodoo on the 3: makes a pair of 4s, 2 Magick and keeps that die safe", then "At!: reroll the 4"
    state = replayed(27)
    assert [d.value for d in state.dice] == [6, 4, 4, 6, 6] and state.dice[2].guarded
    move, words, said = table_hint(state)
    assert not set(thrown(state, move)) & {1, 2}, (said, words)


def test_a_reroll_keeps_the_dice_that_serve_its_aim(baraza_home):
    # 136: 2 5 6 1 2, "reroll the 2 and 1: aiming for 3 2s, 3%" where the 1 alone makes three 2s at 17 %
    state = replayed(79)
    move, words, said = table_hint(state)
    assert thrown(state, move) == (3,), (said, words)
    assert "17%" in words, words


def test_a_sure_run_is_not_traded_for_a_long_shot(baraza_home):
    # 147: 1 2 6 4 3, "reroll the 1 and 6: aiming for 3 3s, 3%" threw away a run of four (4 Gold)
    state = replayed(105)
    move, words, said = table_hint(state)
    assert len(thrown(state, move)) <= 1 and "3%" not in words, (said, words)


def test_counted_rerolls_never_break_a_guarded_set(baraza_home):
    state = replayed(27)
    view = RULES.view(state, 0)
    agent = hint_agent(get_game("konja"), 0, view)
    st = determinise(view, random.Random(0))
    exact = ExactRerolls(RULES, 0, agent._fork, lambda s: agent._bones_value(s, 0, True),
                         lambda s, a: not agent._is_random(s, 0, a))
    assert guarded_sets(st) == {0, 1, 2, 3, 4}  # three 6s, one safe; a pair of 4s, one safe
    at = next(a for a in RULES.legal_actions(state, 0) if rerolled_dice(st, 0, a) == (2,))
    assert exact.better(st, at, RULES.legal_actions(state, 0)) is None


def test_a_relic_readied_is_not_sacrificed_next(baraza_home):
    # 128/129: "Spend the Spirit token on Oodoo: it is ready again", then "Merchant: sacrifice Reed Shield, Fie-Ah and
    # Oodoo"
    state = replayed(70)
    move, words, said = table_hint(state)
    oodoo = next(n for n, r in enumerate(state.players[0].relics) if r.card == "oodoo")
    assert move != Action("use_spirit", (oodoo,)), (said, words)
    if move.kind == "use_spirit":
        after = RULES.clone(state)
        RULES.apply(after, 0, move)
        _m, nxt_words, _s = table_hint(after)
        assert state.players[0].relics[move.args[0]].name not in nxt_words, nxt_words


def test_no_die_is_turned_for_nothing(baraza_home):
    # 78: 6 2 6 6 6, "Use Oodoo on the 2 (-1) with Keep ready (1 Power): 2 → 1", the last Power spent for nothing
    state = replayed(5)
    assert state.players[0].power == 1
    move, words, said = table_hint(state)
    assert "2 → 1" not in words and "Oodoo on the 2" not in said, (said, words)


def test_a_match_lost_for_sure_is_said(baraza_home):
    # 157: Kofi's closing turn, four 3s (one safe), the red 4 cancelled by Storm Veil: any placing leaves him 21
    state = replayed(120)
    move, words, said = table_hint(state)
    assert words.startswith("the match is lost: Kofi ends on 21 at the least, you on 14"), (said, words)


def test_a_red_roll_that_may_still_save_the_match_says_nothing_of_loss(baraza_home):
    # 97: Kofi's 4 1s in turn 8, not a turn that ends the match
    _move, words, _said = table_hint(replayed(97))
    assert "lost" not in words, words
