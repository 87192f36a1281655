"""The judge searches a turn after which the match ends (analysis_last.py): a blind tester's last turn read 0 %
where Violet Twin, Elder Staff and Oodoo twice made five 4s (a win unless both red dice beat a 4, ~89 %), and the
chart climbed as the player found the line, nothing named."""

from __future__ import annotations

from baraza.game.core.action import Action
from baraza.game.core.analysis import judge_move
from baraza.game.konja.analysis import make_analyser
from baraza.game.konja.analysis_last import LastTurnSearch, last_turn_state
from baraza.game.konja.rules import KonjaRules
from baraza.game.konja.state import Cloud, Die, Relic


def final_bones_state():
    """Nia's last turn (the final round is on, Kofi has had his turn), her roll 5 4 1 4 3 with blank Action dice:
    18 Cloud points against Kofi's 22, Violet Twin in hand, Oodoo spent, Elder Staff ready."""
    rules = KonjaRules()
    s = rules.initial_state({"shayka": "off", "first_player": "1"}, 7, 2)
    nia, kofi = s.players
    nia.clouds = [Cloud(7, True), Cloud(5, True), Cloud(3)]  # 9 + 6 + 3 = 18
    kofi.clouds = [Cloud(7, True), Cloud(7, True), Cloud(3, True)]  # 9 + 9 + 4 = 22
    nia.relics = [Relic("oodoo", spent=True), Relic("elder_staff")]
    nia.spells = ["violet_twin"]
    nia.magick, nia.power, nia.gold, kofi.gold = 3, 1, 0, 0
    kofi.spells = []
    nia.turns, kofi.turns = 7, 8
    s.turn_seat, s.final_round, s.phase, s.turn_count = 0, True, "bones", 15
    s.dice = [Die("green", v) for v in (5, 4, 1, 4, 3)]
    s.action_dice, s.action_used = ["blank", "blank"], [False, False]
    s.spirit_holder = None
    return rules, s


def test_the_constructed_position_is_the_last_turn():
    rules, s = final_bones_state()
    assert last_turn_state(s)
    assert s.players[0].cloud_points == 18 and s.players[1].cloud_points == 22
    assert Action("end_bones") in rules.legal_actions(s, 0)


def test_the_search_finds_the_four_card_line():
    rules, s = final_bones_state()
    chance, best, _values = LastTurnSearch(budget=6000).judge(s)
    assert abs(chance - 8 / 9) < 1e-6  # five 4s, two guarded by Oodoo: lost only when both red dice beat a 4
    assert best.kind == "play_spell"  # Violet Twin first (copying a 4 or the 5: either line makes four alike)


def test_the_judge_reads_the_line_at_the_turn_start_and_marks_throwing_it_away():
    rules, s = final_bones_state()
    analyser = make_analyser(0.5)
    before = analyser.evaluate(rules, s, 2)
    assert before.chances[0] >= 0.6
    assert judge_move(rules, rules.clone(s), 2, 0, Action("end_bones"), analyser) == "blunder"
