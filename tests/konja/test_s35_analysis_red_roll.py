"""The opponent's red roll in the judge's chart (analysis_red.py). A tester's summary named the AI's red roll "3, 2"
the main fall of a lost match (move 135: 72 -> 52 %), though no red die beat a die it could replace: the roll and
the position after it were two play-out estimates apart by luck alone. Positions rebuilt from the tester's record
(data/konja15_record.json, konja-0d82cbe69746); a second record (data/s34_bad13_record.json) for a skipped Cloud."""

from __future__ import annotations

from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import paired_mark
from baraza.game.konja import RULES, analysis
from baraza.game.konja.analysis_red import calm, harmless, position_key, roll_classes
from baraza.game.konja.mark_words import fault

from .helpers import before_move
from .helpers import replayed as replay_record

DATA = Path(__file__).parent / "data"


def replayed(moves: int):
    """The tester's match after its first `moves` moves."""
    return replay_record(DATA / "konja15_record.json", moves)


def bad13_before(ply: int):
    """The bad13 match before its move `ply`, and that move."""
    return before_move(DATA / "s34_bad13_record.json", ply)


def test_a_red_roll_that_cannot_hurt_reads_the_same_before_and_after(baraza_home):
    roll, thrown, ignored = replayed(134), replayed(135), replayed(136)
    assert roll.phase == "red_roll" and thrown.red == [3, 2] and thrown.phase == "red_reply"
    judge = analysis.make_analyser(0.5)
    nia = [judge.evaluate(RULES, s, 2).chances[0] for s in (roll, thrown, ignored)]
    assert max(nia) - min(nia) < 1e-9  # was 74 % -> 52 % -> 47 %: the play-outs' luck alone


def test_every_throw_against_that_pool_is_one_harmless_class(baraza_home):
    roll = replayed(134)  # Nia's 6 5 5 6 3 and a violet 6: a red die only ever lifts a die
    classes = roll_classes(RULES, roll)
    assert len(classes) == 1 and classes[0][2] and abs(classes[0][0] - 1.0) < 1e-9
    assert position_key(classes[0][1]) == position_key(calm(replayed(135)))


def test_a_roll_that_could_hurt_keeps_its_harmful_throws_apart(baraza_home):
    roll = replayed(120)  # Kofi's 3 6 4 3 6: a red 4 or 5 breaks his 3 3
    classes = roll_classes(RULES, roll)
    assert abs(sum(p for p, _, _ in classes) - 1.0) < 1e-9
    quiet = [c for c in classes if c[2]]
    assert len(quiet) == 1 and 0.0 < quiet[0][0] < 1.0 and len(classes) > 2
    thrown = replayed(121)  # the throw was 2, 3: nothing beats a die it may replace
    assert harmless(thrown.dice, thrown.red)
    assert position_key(quiet[0][1]) == position_key(calm(thrown))
    # a position where the red dice may still hurt is judged as it is
    hurt = next(child for _, child, quiet in classes if not quiet)
    assert not harmless(hurt.dice, hurt.red) and calm(hurt) is None


def test_the_skipped_cloud_is_a_named_fault_and_marked(baraza_home):
    state, (seat, played) = bad13_before(29)  # a planted bad move: Pass at the Rain with 8 Gold, a 5-point Cloud
    assert played == Action("pass_blessing") and state.players[seat].gold == 8
    judge = analysis.make_analyser(0.5)
    before = judge.evaluate(RULES, state, 2)
    assert before.best == Action("summon_cloud", (5,))
    words = fault(RULES, state, seat, played, before.best)
    assert words and "5-point Cloud" in words and "8 Gold" in words
    assert analysis.mark_reason(RULES, state, seat, played, before.best) == words
    after_state = RULES.clone(state)
    RULES.apply(after_state, seat, played)
    after = judge.evaluate(RULES, after_state, 2)
    assert before.chances[seat] - after.chances[seat] < 0.10  # under an inaccuracy's drop on the chart alone
    assert paired_mark(judge, RULES, state, 2, seat, played, before, after, False) is not None


def test_passing_where_the_judge_passes_too_is_no_fault(baraza_home):
    state, (seat, played) = bad13_before(29)
    assert fault(RULES, state, seat, played, played) is None
    assert fault(RULES, state, seat, played, Action("summon_cloud", (3,))) is not None
