"""S33 (Khedu table): clicks that decide nothing. A payment that takes the whole hand (or cards all alike) is one
press, not a click per card; an equal-dice step already at its best total shows Resolve alone (Best beside it did the
same); a Cadence window that comes back after the rival's song, with nothing the player holds able to help, is
answered at once, and the button that then shows on No Cadence's spot holds a stray click."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import ScriptedRng, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.fight_words import ANSWERED_LINE  # noqa: E402


def _solo(seed: int = 3):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    match = new_match("khedu", ["human"], seed, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    frames(app, 3)
    return app, match, table


def _bar(app, table) -> dict[str, object]:
    frames(app, 20, dt=0.1)
    table.prompt.sync(table.current_view())
    return {b.text: b for b in table.prompt.buttons}


def _attack_paying(match, hand: list[str], unit: str = "chieftain") -> None:
    """The player's `unit` (activation 3) attacks Desert stack 1 holding `hand`: the payment waits."""
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, hand)
    put_cadre(s, 0, 0, unit)
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[0] == ("cadre", 0, 0))
    assert match.submit(0, attack).ok
    assert s.combat.step == "pay" and s.combat.to_pay == 3


def test_paying_with_the_whole_hand_is_one_press(baraza_home):
    app, match, table = _solo()
    _attack_paying(match, ["wuqri_zealot", "allure", "caravan"])
    bar = _bar(app, table)
    assert "Discard all 3" in bar, list(bar)
    assert "whole hand" in table.prompt.text(table.current_view())
    before = len(match.records)
    bar["Discard all 3"].on_click()
    frames(app, 5)
    paid = [r.action.kind for r in match.records[before:before + 3]]
    assert paid == ["pay", "pay", "pay"] and not match.state.players[0].hand
    assert match.state.combat.step != "pay"


def test_paying_from_cards_all_alike_is_one_press_and_a_real_choice_is_still_asked(baraza_home):
    app, match, table = _solo()
    _attack_paying(match, ["hadimi_guard", "hadimi_guard", "hadimi_guard", "hadimi_guard"])
    assert "Discard 3" in _bar(app, table)
    app, match, table = _solo()
    _attack_paying(match, ["wuqri_zealot", "allure", "hadimi_guard", "hadimi_guard"])  # which 3 of 4 is the player's choice
    assert not [t for t in _bar(app, table) if t.startswith("Discard")]


def _at_adjust(dice: list[int]):
    app, match, table = _solo()
    s = match.state
    assert match.submit(0, next(a for a in match.legal_actions(0) if a.kind == "place")).ok
    assert match.submit(0, next(a for a in match.legal_actions(0)
                                if a.kind == "attack" and a.args[0][0] == "cadre")).ok
    while s.combat.step == "pay":
        assert match.submit(0, next(a for a in match.legal_actions(0) if a.kind == "pay")).ok
    while s.combat.step == "cadences":
        assert match.submit(0, Action("cadence_done")).ok
    s.rng = ScriptedRng(dice)
    assert match.submit(0, Action("roll")).ok
    assert s.combat.step == "adjust"
    return app, match, table


def test_dice_already_at_their_best_show_resolve_alone(baraza_home, monkeypatch):
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    app, match, table = _at_adjust([6, 6, 3, 4])  # the 6s may only go down: nothing to gain
    c = table.current_view().combat
    assert c.best_total == c.total
    bar = _bar(app, table)
    assert f"Resolve ({c.total})" in bar and not [t for t in bar if t.startswith("Best")], list(bar)
    assert table.prompt.buttons[-1].text == f"Resolve ({c.total})"  # in the go-on slot, where Roll stood
    assert "already the best" in table.prompt.text(table.current_view())


def test_dice_that_can_gain_still_offer_best(baraza_home, monkeypatch):
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    app, match, table = _at_adjust([2, 2, 6, 4])
    c = table.current_view().combat
    assert c.best_total > c.total
    assert f"Best: {c.best_total}" in _bar(app, table)


def test_the_window_back_after_the_rivals_song_is_answered_at_once_and_its_spot_holds(baraza_home):
    """The player attacks with nothing to sing; the AI answers with a Cadence, and the window comes back to the
    player: the table answers it in the same frame, says so in the log, and arms the press hold."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Wuqri"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "wuqri_zealot", "okavian_raider"])
    put_cadre(s, 0, 0, "hadimi_dreamer")
    set_ensemble(s, 0, ["whitesand_ballad", None, None, None])  # defensive: it cannot help the player's attack
    set_ensemble(s, 1, ["storm_chorus", None, None, None])
    assert match.submit(0, Action("attack", (("cadre", 0, 0), ("desert", 0)))).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert match.submit(0, Action("cadence_done")).ok  # the player's own first answer
    assert match.submit(1, Action("cadence", (0,))).ok  # the rival sings: the window comes back to the player
    assert match.submit(1, Action("cadence_done")).ok
    assert match.active_seats() == (0,) and s.combat.step == "cadences"
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    before = len(match.records)
    held = []
    table.prompt.press_hold.answered = lambda rect, label, now, f=table.prompt.press_hold.answered: (
        held.append(label), f(rect, label, now))
    frames(app, 2)
    assert (match.records[before].seat, match.records[before].action) == (0, Action("cadence_done"))
    assert held == ["No Cadence"]  # what shows next on its spot waits out a stray click
    assert table.prompt.countdown() is None  # no lesson's countdown outside a lesson
    assert table.answered.kept(before) == ANSWERED_LINE  # nothing could help: the log says so
