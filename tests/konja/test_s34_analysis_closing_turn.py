"""A turn that closes the round may end the match: the player who moves second wins at once by reaching the target.
A blind tester's chart climbed 85 -> 100 % through such a turn, step by step as she played a sure line of four cards
(Elder Staff, Shape Bone, Oodoo twice, Tilt, Bone Flute: four 3s, one guarded, for the Cloud that made 21): the
play-outs' quick level never found the line. The judge now searches that turn for the chance to win in it."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.konja.analysis import make_analyser
from baraza.game.konja.analysis_last import LastTurnSearch, closing_turn, last_turn_state
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import Cloud, Die, Relic

BUDGET = 3000  # what the judge gets for 0.5 s asked


def closing_state():
    """The tester's position once rolled (5 3 1 1 3, Action dice magick and blank): Nia, second to move, at 18 of
    21 against Kofi's 16, the final round not on; Oodoo spent, Elder Staff to recharge it, Tilt, Barter, Shape Bone."""
    rules = KonjaRules()
    s = rules.initial_state({"shayka": "off", "first_player": 1}, 840870, 2)
    nia, kofi = s.players
    nia.clouds = [Cloud(5, True), Cloud(7, True), Cloud(3)]  # 6 + 9 + 3 = 18
    kofi.clouds = [Cloud(5), Cloud(5), Cloud(3), Cloud(3)]  # 16
    nia.relics = [Relic("oodoo", spent=True), Relic("at"), Relic("elder_staff"), Relic("bone_flute")]
    nia.spells = ["tilt", "barter", "shape_bone"]
    nia.gold, nia.magick, nia.power = 6, 2, 1
    kofi.relics = [Relic("fie_ah", spent=True), Relic("oodoo", spent=True), Relic("at"), Relic("spirit_bowl")]
    kofi.spells, kofi.gold, kofi.magick, kofi.power = [], 3, 7, 0
    nia.turns, kofi.turns = 4, 5
    s.turn_seat, s.final_round, s.phase, s.turn_count = 0, False, "bones", 9
    s.idols = ["merchant", "spirit", "rain", "spell", "resource"]
    s.dice = [Die("green", v) for v in (5, 3, 1, 1, 3)]
    s.action_dice, s.action_used = ["magick", "blank"], [False, False]
    s.spirit_holder = None
    return rules, s


def test_the_turn_closing_the_round_within_reach_is_a_closing_turn():
    rules, s = closing_state()
    assert closing_turn(s) and not last_turn_state(s)
    first = rules.clone(s)
    first.turn_seat = 1  # the player who moves first: reaching the target starts the final round, no end
    assert not closing_turn(first)
    far = rules.clone(s)
    far.players[0].clouds = [Cloud(5, True), Cloud(3)]  # 9 of 21: no pool makes 12
    assert not closing_turn(far)


def test_the_search_finds_the_sure_line_to_the_target():
    rules, s = closing_state()
    chance, _best, _values = LastTurnSearch(budget=BUDGET).judge(s)
    assert chance >= 1.0 - 1e-9


def test_a_pool_short_of_the_target_counts_no_win():
    """Nia leads 18 to 16, but a turn that ends short of 21 leaves the match going: not a win (as it would be in
    the last turn, most points winning)."""
    rules, s = closing_state()
    s.dice = [Die("green", v) for v in (6, 5, 2, 1, 4)]
    s.players[0].spells, s.players[0].relics = [], []
    s.players[0].magick = s.players[0].power = 0
    chance, _best, _values = LastTurnSearch(budget=BUDGET).judge(s)
    assert chance == 0.0


def test_the_chart_reads_the_sure_line_once_rolled_and_its_odds_before():
    """The judge reads the position once rolled as won (the play-outs read 81 %), and the turn's start at the odds
    of the roll (94 % over the sampled throws), so the chart no longer climbs as the cards are played."""
    rules, s = closing_state()
    analyser = make_analyser(0.5)
    rolled = analyser.evaluate(rules, rules.clone(s), 2)
    assert rolled.chances[0] >= 1.0 - 1e-9 and rolled.samples == 0
    start = rules.clone(s)
    start.phase, start.dice, start.action_dice, start.action_used = "roll", [], [], []
    before = analyser.evaluate(rules, start, 2)
    assert before.best == Action("roll") and before.chances[0] >= 0.9
