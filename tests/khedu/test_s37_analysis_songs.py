"""Blind testers (khedu21/22) watched the chart stay flat through a song exchange and jump at the roll: a fight was
weighed with the songs still to come sung as the AI would, and its steps pooled as the judge's own moves. Now a
fight before its roll is weighed at its odds as they stand, and a song that moves them moves the chart."""

from __future__ import annotations

import json
from pathlib import Path

from baraza.game.core.action import Action
from baraza.game.core.analysis import analyse
from baraza.game.khedu.analysis import make_analyser
from baraza.game.khedu.mark_words import fight_chance
from baraza.game.registry import get_game

RECORD = Path(__file__).resolve().parent / "data" / "khedu21_record.json"
# khedu21: move 8 the player (seat 0) provokes the AI's Okavian Raider into their own Khana KuDjani; move 11 the
# player sings Whitesand Ballad (the defender's odds 77 → 95 %), move 13 the AI sings Sandfire Hymn (the
# attacker's odds 5 → 23 %)
PLAYER_SONG, AI_SONG = 11, 13


def _record() -> tuple:
    data = json.loads(RECORD.read_text())
    return data, [(m["seat"], Action.from_json(m["action"])) for m in data["moves"]]


def _states(upto: int) -> list:
    data, moves = _record()
    rules = get_game("khedu").rules
    state = rules.initial_state(dict(data["options"]), data["seed"], 2)
    out = [rules.clone(state)]
    for seat, action in moves[:upto]:
        rules.apply(state, seat, action)
        out.append(rules.clone(state))
    return out


def test_a_song_moves_the_fights_value_its_way() -> None:
    rules = get_game("khedu").rules
    states = _states(AI_SONG)
    judge = make_analyser(0.2)
    for ply, singer in ((PLAYER_SONG, 0), (AI_SONG, 1)):
        before, after = states[ply - 1], states[ply]
        assert before.combat is not None and before.combat.step == "cadences"
        attacker_odds = fight_chance(rules, before), fight_chance(rules, after)
        helped = 1 if attacker_odds[1] > attacker_odds[0] else 0  # the attacker is the AI's Raider (seat 1)
        assert helped == singer  # each song helps its singer's side
        was = judge.evaluate(rules, before, 2).chances[singer]
        now = judge.evaluate(rules, after, 2).chances[singer]
        assert now > was + 0.005, (ply, was, now)


def test_the_chart_moves_with_each_song_not_only_at_the_roll() -> None:
    data, moves = _record()
    rules = get_game("khedu").rules
    judged = analyse(rules, dict(data["options"]), data["seed"], 2, moves[:21], make_analyser(0.2))
    for ply, singer in ((PLAYER_SONG, 0), (AI_SONG, 1)):
        j = judged[ply - 1]
        assert j.chances_after[singer] > j.chances_before[singer] + 0.005, (ply, j.chances_before, j.chances_after)
