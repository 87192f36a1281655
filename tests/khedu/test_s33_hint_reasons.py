"""Khedu's Hint says why in terms the player can check (blind tester: "odds right; generic reasons"): a Meditation
beside an open fight names what it gains and what the fight would cost, never "no move left scores more"; an
opening discard names what is kept and why; a third attack names the Persistence it earns."""

from __future__ import annotations

from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, start

from baraza.game.core.action import Action
from baraza.game.khedu import RULES
from baraza.scenes.khedu.hint_words import hint_reasons

COMMANDS = ["caravan", "allure", "sandstorm", "exchange", "betrayal"]  # no clan unit: nothing to place


def _turn(clan: str, unit: str, desert: str, honor: int = 0, last: bool = False):
    """Seat 0's turn: `unit` alone in its Cadre, `desert` exposed on stack 1, a hand of Commands."""
    s = start(2, 3, (clan, "Rahala"))
    new_turn(s, 0)
    put_cadre(s, 0, 0, unit, honor=honor)
    desert_top(s, 0, desert)
    give_hand(s, 0, list(COMMANDS))
    s.players[0].last_turn = last
    s.players[0].meditated_last = False
    return s


def _said(s, action: Action, seat: int = 0) -> list[str]:
    return hint_reasons(RULES.view(s, seat), seat, action, RULES.data)


def test_a_last_turn_meditation_beside_a_scoring_fight_never_claims_nothing_scores_more():
    """The tester's position: a Hadimi Guard with no Honor on its last turn, a fight it likely wins for 2 points
    open, and the Hint (the hard AI) says Meditate. The words may not claim no move scores more: a Hadimi
    Meditation scores nothing now, and they say so, naming only what it does."""
    s = _turn("Hadimi", "hadimi_guard", "rahala_outrider", last=True)
    assert Action("attack", (("cadre", 0, 0), ("desert", 0))) in RULES.legal_actions(s, 0)
    said = _said(s, Action("meditate"))
    assert not any("no move left scores more" in w for w in said), said
    assert "Conveyance of Dreams to draw 2 cards" in said[0] and "scores nothing" in said[0], said
    assert not any("restock" in w or "refill" in w for w in said), said


def test_a_last_turn_meditation_that_scores_is_weighed_against_the_fight_in_points():
    """Wuqri's Holy Mission scores 2 LP at once; the best fight (a Raider at 95 % for 2 points, its hero and 3
    Honor at stake) is worth less: the words give both, the fight's odds and what a loss costs."""
    s = _turn("Wuqri", "okavian_raider", "rahala_outrider", honor=3, last=True)
    said = _said(s, Action("meditate"))
    first = said[0]
    assert first.startswith("your last turn: Holy Mission scores 2 LP, more than Okavian Raider on Rahala Outrider"), said
    assert "% to win" in first and "a win scores 2" in first and "a loss costs your Okavian Raider and its 3 Honor" \
        in first, said
    assert said[-1] == "your last turn: Holy Mission scores 2 LP"


def test_a_meditation_beside_a_risky_fight_says_what_the_fight_would_cost():
    """Not the last turn: a Guard's fight under 80 % puts the hero at stake; the Meditation's gain comes first,
    then that fight's odds and what a loss costs. A fight all but won with nothing more at stake is not compared
    (no honest comparison): the gains alone."""
    s = _turn("Hadimi", "hadimi_guard", "khana_ubak")
    s.desert[1] = [u for u in s.desert[1] if s.cards[u.card][1] != "himbua_wanderer"]  # no easy fight beside it
    said = _said(s, Action("meditate"))
    assert said[0].startswith("restock: "), said
    assert "safer than Hadimi Guard on " in said[0] and "% to win" in said[0], said
    assert "a loss costs your Hadimi Guard" in said[0], said
    assert any(w.endswith("% fight would risk your Hadimi Guard") for w in said), said  # the bar's short form
    assert any(w.startswith("a quiet turn to restock") for w in said)


def _opening_with(keys: list[str], shown: str):
    """Seat to act at the opening's discard step, `shown` face up, `keys` the four left to keep or discard."""
    s = RULES.initial_state({"clan_1": "Hadimi", "clan_2": "Wuqri"}, 7, 2)
    seat = RULES.active_seats(s)[0]
    ids = [c for c, (kind, _k) in enumerate(s.cards) if kind == "cadence"]
    by_key: dict[str, list[int]] = {}
    for c in ids:
        by_key.setdefault(s.cards[c][1], []).append(c)
    p = s.players[seat]
    p.opening = [by_key[shown].pop()] + [by_key[k].pop() for k in keys]
    RULES.apply(s, seat, Action("reveal_cadence", (p.opening[0],)))
    assert s.opening_step == "discard"
    return s, seat


def test_discarding_the_only_defensive_cadence_says_what_is_kept_and_why():
    s, seat = _opening_with(["whitesand_ballad", "sandfire_hymn", "sandfire_hymn", "storm_chorus"], "storm_chorus")
    ballad = next(c for c in s.players[seat].opening if s.cards[c][1] == "whitesand_ballad")
    said = _said(s, Action("discard_cadence", (ballad,)), seat)
    assert said[0].startswith("keep 2 Sandfire Hymns and Storm Chorus: "), said
    assert "fights you start" in said[0] and "rival" in said[0], said
    assert all("need least" not in w for w in said[:-1]), said


def test_discarding_a_copy_says_another_stays():
    s, seat = _opening_with(["mirage_lament", "mirage_lament", "whitesand_ballad", "sandfire_hymn"], "storm_chorus")
    lament = next(c for c in s.players[seat].opening if s.cards[c][1] == "mirage_lament")
    said = _said(s, Action("discard_cadence", (lament,)), seat)
    assert "another Mirage Lament stays" in said[0], said


def test_a_third_attack_names_the_persistence_it_earns():
    s = _turn("Hadimi", "hadimi_guard", "rahala_outrider", honor=1)
    s.turn_mode = "action"
    attack = Action("attack", (("cadre", 0, 0), ("desert", 0)))
    s.log.attacks = 2
    said = _said(s, attack)
    assert "earns Persistence (+1 Influence)" in said[0] and "a win scores 2" in said[0], said
    assert "a loss costs your Hadimi Guard and its 1 Honor" in said[0], said
    assert any("Persistence" in w for w in said[:-1]) and "Persistence" not in said[-1]
    s.log.attacks = 1
    assert "one more attack after it earns Persistence" in _said(s, attack)[0]
    s.log.attacks = 2
    s.players[0].achievements.append("persistence")  # earned already: not said again
    assert not any("Persistence" in w for w in _said(s, attack))
