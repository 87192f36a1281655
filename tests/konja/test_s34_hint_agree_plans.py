"""A blind tester's Konja match (konja15): a Hint that advises a plan's first step must agree with the next Hint
(the hint level's move in the position it leaves). "Cast Barter: 2 Magick casts Whirlwind", then "End the Bones
phase" (2 Power spent for nothing); "sacrifice Thunder Drum, Fie-Ah and Oodoo: too late to pay back", then "Keep
your Relics: each is worth more kept than its Gold" (At! the one kept); "Use At! (paying the power Action die)"
while its panel said "choose the blank one instead". Positions rebuilt from the record's seed, options and moves
(data/konja15_record.json)."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.konja import RULES

from .helpers import replayed as replayed_from
from .helpers import table_hint as hint_at_table

RECORD = Path(__file__).parent / "data" / "konja15_record.json"


def replayed(moves: int):
    """The match after its first `moves` moves."""
    return replayed_from(RECORD, moves)


def table_hint(state):
    """The Hint as the table asks it: its move, words and line."""
    return hint_at_table(state)


def test_a_trade_is_advised_only_when_the_next_hint_spends_it(baraza_home):
    # 160b/162b: Nia 5 3 6 4 6, 0 Magick, Whirlwind (1 Magick) in hand; Barter took 2 Power for 2 Magick "to cast
    # Whirlwind", and the next Hint ended the Bones phase
    state = replayed(106)
    assert state.phase == "bones" and state.players[0].magick == 0 and "whirlwind" in state.players[0].spells
    move, words, _said = table_hint(state)
    if move.kind == "play_spell" and move.args[0] == "barter" and move.args[1][1] == "magick":
        after = RULES.clone(state)
        RULES.apply(after, 0, move)
        nxt, _w, said = table_hint(after)
        assert nxt.kind == "play_spell", (words, said)  # the Magick bought casts a Spell next
    assert "casts Whirlwind" not in words or move.args[1][1] == "magick", words


def test_the_relics_kept_say_why_after_the_others_were_sacrificed(baraza_home):
    # 147–151b: three sacrificed as too late to pay back, then "each is worth more kept than its Gold" for At!
    plan_move, plan_words, _said = table_hint(replayed(96))
    assert plan_move == Action("choose_ancestor", ("merchant",))
    assert "Thunder Drum, Fie-Ah and Oodoo" in plan_words, plan_words
    move, words, said = table_hint(replayed(100))
    assert move == Action("done_selling"), move
    assert "each is worth" not in words and words.startswith("At! is never spent"), (said, words)


def test_a_relic_use_pays_with_the_blank_action_die(baraza_home):
    # 155b/156c: Power and blank Action dice; the Hint paid with the Power die (its Power lost at the turn's end)
    state = replayed(104)
    assert state.action_dice == ["power", "blank"]
    move, _words, said = table_hint(state)
    assert move.kind == "use_relic" and state.action_dice[move.args[1]] == "blank", said
    assert "blank Action die" in said, said
