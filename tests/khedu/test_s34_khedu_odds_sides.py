"""Khedu fight odds from the player's side, and the dice of a provoked fight (blind tester, khedu16, 2 players against
a normal AI). The AI provoked a Hadimi Warden at its own Khana Ekkubana to feed it; the Hint told the player "Sing
Sandfire Hymn — lowers your chance 74% → 40%" (the AI defender's chance, of a song that helped the player), and the
panel said 60 % and then 89 % although the AI, who moves the equal dice of a fight it starts, turned 3-2-3 into
2-2-2 (12 vs 14). Every chance is now the one of what the player wants, with the equal dice moved the instigator's
way (game/khedu/odds.py dice_lowered)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from khedu_helpers import act, desert_top, give_hand, new_turn, put_cadre, set_ensemble, start  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu import RULES  # noqa: E402
from baraza.game.khedu.ai import make_agent  # noqa: E402
from baraza.game.khedu.dice import win_probability  # noqa: E402
from baraza.game.khedu.hint_steps import cadence_done_reasons, cadence_reasons  # noqa: E402
from baraza.scenes.khedu.fight_words import cadence_window_words  # noqa: E402
from baraza.scenes.khedu.hint_words import attack_reasons  # noqa: E402
from baraza.scenes.khedu.layout import unit_at  # noqa: E402
from baraza.scenes.ui.words import chance_text  # noqa: E402

RECORD = json.loads((Path(__file__).parent / "s34_khedu16_record.json").read_text())
FIRST_HYMN, SECOND_HYMN, ROLL = 89, 90, 94  # the player's two Sandfire Hymns, the AI's roll (3, 2, 3 turned down)
NAMES = ["Player 1", "Player 2"]


def pct(p: float) -> str:
    return f"{p:.0%}"


def _match():
    from baraza.game.core.match import Match
    from baraza.game.registry import get_game

    moves = [(m["seat"], Action.from_json(m["action"])) for m in RECORD["moves"]]
    return Match.from_moves(get_game("khedu").rules, RECORD["seats"], RECORD["seed"], dict(RECORD["options"]), moves)


def test_a_song_for_the_desert_against_the_rivals_hero_raises_the_players_chance():
    match = _match()
    for ply, before, after in ((FIRST_HYMN, 0, 3), (SECOND_HYMN, 3, 6)):
        state = match.state_at(ply)
        action = match.records[ply].action
        assert action.kind == "cadence" and match.records[ply].seat == 0
        said = cadence_reasons(RULES.view(state, 0), 0, action.args[0], pct)
        low_before, low_after = (pct(win_probability(3, b, 14, True)) for b in (before, after))
        assert said[0].startswith(f"lifts the Desert's chance to beat Player 2's Khana Ekkubana {low_before} → "
                                  f"{low_after}"), said
        assert "Player 2 moves the dice" in said[0], said
        assert not any("lowers" in w for w in said), said


def test_the_fight_panel_counts_the_provoker_turning_the_dice_down():
    state = _match().state_at(ROLL)
    assert state.combat.step == "roll" and state.combat.instigator == 1
    for seat in (0, 1):
        c = RULES.view(state, seat).combat
        assert (c.attack_dice, c.bonus, c.defence) == (3, 6, 14)
        assert c.win_probability == win_probability(3, 6, 14, True) < win_probability(3, 6, 14), c.win_probability


def test_the_cadence_window_names_the_chance_of_the_side_the_player_helps():
    match = _match()
    state = match.state_at(30)  # Player 2's Khana Ekkubana at the player's Khana KuDjani: the player defends
    view = RULES.view(state, 0)
    c = view.combat
    said = cadence_window_words(view, 0, NAMES, can_help=True)
    assert f"(defender {chance_text(1 - c.win_probability)})" in said[0], said
    assert "attacker" not in said[0].split("(")[-1], said


def _provoked_at_own_hero(player_cadences: list[str | None], ballads: int = 0):
    """Seat 1 provokes the Desert's Hadimi Warden (3 dice) at its own Khana Ekkubana (defence 14), to feed it; seat
    0's Cadence window comes next."""
    s = start(2, 5, ("Hadimi", "Oadhii"))
    new_turn(s, 1)
    put_cadre(s, 1, 0, "khana_ekkubana")
    desert_top(s, 0, "hadimi_warden")
    set_ensemble(s, 0, player_cadences)
    set_ensemble(s, 1, ["whitesand_ballad"] * ballads + [None] * (4 - ballads))
    give_hand(s, 1, ["wuqri_zealot", "rahala_hunter", "caravan", "allure", "sandstorm"])
    act(s, 1, "attack", ("desert", 0), ("cadre", 1, 0))
    while s.combat.step == "pay":
        RULES.apply(s, 1, RULES.legal_actions(s, 1)[0])
    for slot in range(ballads):
        act(s, 1, "cadence", slot)
    if Action("cadence_done") in RULES.legal_actions(s, 1):
        act(s, 1, "cadence_done")
    assert tuple(RULES.active_seats(s)) == (0,) and s.combat.step == "cadences"
    return s


def test_the_ai_weighs_a_song_by_the_dice_the_provoker_will_turn_down():
    # 3 dice vs 14: Storm Chorus lifts the attacker 26 % → 77 % with the dice raised, only 11 % → 32 % lowered,
    # which no longer pays for the Cadence (a normal AI, and the Hint it gives, sang it)
    s = _provoked_at_own_hero(["storm_chorus", None, None, None])
    view, legal = RULES.view(s, 0), RULES.legal_actions(s, 0)
    assert make_agent("normal", 0, 1).choose(RULES, view, 0, legal) == Action("cadence_done")


def test_a_fight_the_provoker_throws_for_sure_says_a_song_is_wasted():
    # defence 20 with two Ballads; with a Sandfire Hymn 3 dice +3 need 17: a raised pair, which the provoker
    # lowers, or 6-6-6
    s = _provoked_at_own_hero(["sandfire_hymn", None, None, None], ballads=2)
    view, legal = RULES.view(s, 0), RULES.legal_actions(s, 0)
    assert view.combat.defence == 20
    assert win_probability(3, 3, 20, True) < 0.01 < win_probability(3, 3, 20)  # only 6-6-6 stays up
    assert make_agent("normal", 0, 1).choose(RULES, view, 0, legal) == Action("cadence_done")
    said = cadence_done_reasons(view, 0, chance_text)
    assert said[0] == "Player 2 controls these dice and will turn them down for its Khana Ekkubana: <1% with all " \
        "your songs, a song here is wasted", said


def test_a_hinted_provocation_at_the_players_own_hero_names_its_chance_to_hold():
    s = start(2, 5, ("Oadhii", "Hadimi"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, "khana_ekkubana")
    desert_top(s, 0, "hadimi_warden")
    give_hand(s, 0, ["wuqri_zealot", "rahala_hunter", "caravan", "allure", "sandstorm"])
    view = RULES.view(s, 0)
    said = attack_reasons(view, 0, ("desert", 0), ("cadre", 0, 0), unit_at)
    held = chance_text(1 - win_probability(3, 0, 14, True))
    assert any(w.startswith(f"your Khana Ekkubana holds {held} of the time") for w in said), said
    assert not any("it wins" in w for w in said), said
