"""Blind tester khedu25 (2 players against the normal AI): at move 82 the AI provoked Hadimi Warden against its own
Khana Ekkubana, 89 % to hold before songs for a 2-point hold and 2 cards; the player held four Cadences face down,
sang three and the Khana fell. The AI priced the fight as if no rival could answer (game/khedu/ai_provoke.py now
counts the rivals' songs), and neither the log, the recap nor the Moves list said what the fight was for (the rules
now log why: game/khedu/describe.provocation_why)."""

from __future__ import annotations

import json
from pathlib import Path

from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble, start

from baraza.game.core.action import Action
from baraza.game.core.match import Match
from baraza.game.core.replay import Replay
from baraza.game.khedu import RULES, odds
from baraza.game.khedu.ai import KheduAgent
from baraza.game.khedu.ai_provoke import sung_chance
from baraza.game.registry import get_game

RECORD = json.loads((Path(__file__).parent / "data" / "s38_khedu25_record.json").read_text())
MOVE_82 = 81  # the record's index of the provocation (the Moves list counts from 1)


def _match(upto: int) -> Match:
    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]),
                            moves[:upto])


def _before_82():
    match = _match(MOVE_82)
    action = Action.from_json(RECORD["moves"][MOVE_82]["action"])
    return match.state, action


def test_the_testers_provocation_is_priced_with_the_players_songs_and_no_longer_played() -> None:
    state, provoke = _before_82()
    view = RULES.view(state, 1)
    assert provoke.args == (("desert", 0), ("cadre", 1, 1)) and provoke in RULES.legal_actions(state, 1)
    before = odds.attack_odds(view, 1, *provoke.args)[1]
    assert 0.10 < before < 0.11  # 89 % to hold before songs, as the panel said
    sung = sung_chance(view, 1, *provoke.args)
    assert sung > 0.6, sung  # the player's four hidden Cadences may well be for the attacker (three were)
    value, chance = KheduAgent("normal", 1).attack_value(view, 1, *provoke.args)
    assert chance == sung and value < 0, value  # it was +0.8 before: a 2-point hold for 2 cards, songs ignored
    legal = RULES.legal_actions(state, 1)
    assert not any(KheduAgent("normal", seed).choose(RULES, view, 1, legal) == provoke for seed in range(40))


def _feed(rival_songs: list[str | None]):
    """Seat 1 (Oadhii) may provoke Hadimi Warden (3 dice) at its own Khana Ekkubana (defence 14); Player 1 holds
    `rival_songs` face down."""
    s = start(2, 3, ("Rahala", "Oadhii"))
    new_turn(s, 1)
    put_cadre(s, 1, 0, "khana_ekkubana")
    desert_top(s, 0, "hadimi_warden")
    give_hand(s, 1, ["sandstorm", "allure", "caravan"])
    set_ensemble(s, 0, rival_songs)
    set_ensemble(s, 1, ["storm_chorus", "storm_chorus", "sandfire_hymn", "sandfire_hymn"])
    return s, Action("attack", (("desert", 0), ("cadre", 1, 0)))


def test_with_no_rival_song_left_the_hold_keeps_its_price() -> None:
    s, provoke = _feed([None, None, None, None])
    view = RULES.view(s, 1)
    value, chance = KheduAgent("normal", 1).attack_value(view, 1, *provoke.args)
    assert chance == odds.attack_odds(view, 1, *provoke.args)[1] and value > 0.5  # still a sound feed


def test_hidden_rival_songs_make_the_same_feed_unsound() -> None:
    s, provoke = _feed(["sandfire_hymn", "sandfire_hymn", "sandfire_hymn", "storm_chorus"])
    view = RULES.view(s, 1)
    for level in ("normal", "hard"):
        value, chance = KheduAgent(level, 1).attack_value(view, 1, *provoke.args)
        assert chance > 0.3 and value < 0, (level, chance, value)
        assert KheduAgent(level, 1).fight_chance(view, 1, *provoke.args) < 0.7  # the hold as the AI now sees it
    # easy prices it as before (its play stays loose)
    assert KheduAgent("easy", 1).attack_value(view, 1, *provoke.args)[1] == odds.attack_odds(view, 1, *provoke.args)[1]


def test_persistence_counts_whoever_wins_the_third_attack() -> None:
    s, provoke = _feed([None, None, None, None])
    s.log.attacks = 2  # two attacks this turn: the third earns Persistence, won or lost (achievements.check_combat)
    view = RULES.view(s, 1)
    hard = KheduAgent("hard", 1)
    win, lose = hard._stakes(view, 1, *provoke.args)
    plain_win, plain_lose = hard._outcomes(view, 1, *provoke.args)
    assert win - plain_win == lose - plain_lose == 2.5


def test_the_log_and_the_moves_list_say_why_the_ai_provoked_its_own_khana() -> None:
    match = _match(MOVE_82 + 1)
    record = match.records[MOVE_82]
    why = [e for e in record.events if e.kind == "provocation_why"]
    assert [e.text for e in why] == ["Player 2 provokes its own Khana Ekkubana to feed it: it holds 89% before "
                                     "songs, and a hold scores 2."]
    assert why[0].seat == 1 and why[0].data["gain"] == 2
    assert why[0].text in Replay(match).moves[MOVE_82].text  # the Moves list row says it too


def test_a_third_attack_says_persistence_and_other_fights_say_nothing_more() -> None:
    s, provoke = _feed([None, None, None, None])
    s.log.attacks = 2
    events = RULES.apply(s, 1, provoke)
    said = [e.text for e in events if e.kind == "provocation_why"]
    assert said == ["Player 2 provokes its own Khana Ekkubana to feed it: it holds 89% before songs, a hold scores "
                    "2, and this third attack earns Persistence."], said
    s, _ = _feed([None, None, None, None])
    events = RULES.apply(s, 1, Action("attack", (("cadre", 1, 0), ("desert", 0))))  # its hero attacks: no such line
    assert not any(e.kind == "provocation_why" for e in events)
