"""S33, Khedu's table, second round (2-player blind tester): a Resolve whose fight was lost gave its spot to End turn
once the rival took its reward, and a double click ended the turn (the rival's move in between ended the press
hold); and Resolve was asked ten times a match where the dice had settled the fight already."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import ScriptedRng, desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402


def _rolled(dice: list[int]):
    """Player 1 provokes a Himbua Wanderer (3 dice) against Player 2's (AI) Chieftain (defence 13), nobody able to
    sing: the table with the dice ready to roll `dice`, the AI seat played by the test."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human", "ai:normal"], 32, {"clan_1": "Hadimi", "clan_2": "Rahala"})
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "wuqri_zealot", "okavian_raider", "caravan"])
    desert_top(s, 0, "himbua_wanderer")
    put_cadre(s, 1, 0, "chieftain")
    set_ensemble(s, 0, [None] * 4)
    set_ensemble(s, 1, [None] * 4)
    assert match.submit(0, Action("attack", (("desert", 0), ("cadre", 1, 0)))).ok
    while s.combat.step == "pay":
        assert match.submit(0, match.legal_actions(0)[0]).ok
    assert s.combat.step == "roll", s.combat.step
    app = make_app()
    table = KheduScene(app, match)
    table.ai_turns.enabled = False  # the rival's reward comes when the test says
    app.stack.reset(table)
    frames(app, 3)
    s.rng = ScriptedRng(dice)
    return app, match, table


def _roll(app, match, table) -> None:
    table.prompt.sync(table.current_view())
    roll = next(b for b in table.prompt.buttons if b.text.startswith("Roll"))
    frames(app, 1, events=click(roll.rect.center))
    frames(app, 40, dt=0.1)  # the dice tumble and come to rest


def test_a_double_click_on_resolve_never_ends_the_turn_after_the_rivals_reward(baraza_home, monkeypatch):
    """232 -> 233: "Resolve (15)" lost the fight, the rival took its reward, and End turn drawn in Resolve's place
    took the double click's second half. As in a lesson (where the learner presses Resolve), the table gives no
    Resolve here."""
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    app, match, table = _rolled([3, 3, 1])  # the 3s can only go down: Resolve alone, and the fight is lost
    _roll(app, match, table)
    c = table.current_view().combat
    assert c.step == "adjust" and c.best_total == c.total < c.defence
    table.prompt.sync(table.current_view())
    resolve = table.prompt.buttons[-1]
    assert resolve.text.startswith("Resolve")
    pos = resolve.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    assert match.state.combat.step == "reward" and match.active_seats() == (1,)
    assert match.submit(1, Action("reward", ("lp",))).ok  # the rival answers at once
    frames(app, 6, dt=0.05)  # 0.3 s after the press: the rival's wait is over, a double click's is not
    assert match.active_seats() == (0,)
    table.prompt.sync(table.current_view())
    # End turn keeps its go-on slot (S34: moved left, it stood where "Sing no more" came next), held there
    assert not any(b.text == "End turn" and b.rect.collidepoint(pos) and table.prompt.ready(b)
                   for b in table.prompt.buttons), "End turn on the spot where Resolve was just pressed waits"
    done = len(match.records)
    frames(app, 1, events=click(pos))
    frames(app, 2)
    assert [r.action.kind for r in match.records[done:]] == []


def test_a_button_drawn_where_resolve_was_pressed_holds_through_the_rivals_reward(baraza_home):
    """Resolve pressed beside Best (raising the 2s would win): lost, the rival takes its reward, and whatever the
    bar then draws on Resolve's spot waits out the double click (the rival's move no longer ends the hold)."""
    app, match, table = _rolled([2, 2, 6])
    _roll(app, match, table)
    table.prompt.sync(table.current_view())
    resolve = next(b for b in table.prompt.buttons if b.text.startswith("Resolve"))
    pos = resolve.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 1, events=click(pos))
    assert match.state.combat.step == "reward" and match.active_seats() == (1,)
    assert match.submit(1, Action("reward", ("lp",))).ok
    frames(app, 6, dt=0.05)
    table.prompt.sync(table.current_view())
    under = next((b for b in table.prompt.buttons if b.rect.collidepoint(pos)), None)
    # End turn keeps its go-on slot (S34): whatever stands on Resolve's spot holds by the press, not the pointer
    assert under is None or not table.prompt.press_hold.ready(under, table.clock.t)
    done = len(match.records)
    frames(app, 1, events=click(pos))
    frames(app, 2)
    assert [r.action.kind for r in match.records[done:]] == []
    frames(app, 40, dt=0.05)  # past the interval (and the pointer's settling) the button answers
    assert under is None or table.prompt.ready(under)


def test_dice_that_settle_the_fight_are_resolved_at_once_and_said_in_the_log(baraza_home):
    """66, 81, 144, 188, 231: "already the best the dice can make" and a Resolve to press. Every choice left
    loses (the 1s raised still fall short): the table resolves, the log says why, and the go-on spot holds."""
    app, match, table = _rolled([1, 1, 2])
    held = []
    hold = table.prompt.press_hold
    hold.answered = lambda rect, label, now, f=hold.answered: (held.append(label), f(rect, label, now))
    before = len(match.records)
    _roll(app, match, table)
    kinds = [r.action.kind for r in match.records[before:]]
    assert kinds[:2] == ["roll", "resolve"], kinds
    assert match.records[before + 1].seat == 0
    assert held and held[0].startswith(("Best", "Resolve"))  # where the pointer was for Roll
    line = next(line for line in match.log if line.move_index == before + 1)
    assert table.log_text(line, 0).startswith("Settled by the dice, resolved for you:"), table.log_text(line, 0)
    assert table.log_text(line, 1) == line.text  # the rival reads it as it stands


def test_a_choice_that_can_change_the_winner_is_still_asked(baraza_home):
    app, match, table = _rolled([2, 2, 6])  # raising the 2s wins, as rolled it loses
    before = len(match.records)
    _roll(app, match, table)
    assert [r.action.kind for r in match.records[before:]] == ["roll"]
    assert match.state.combat.step == "adjust"


def test_a_lesson_still_asks_for_resolve(baraza_home):
    from baraza.scenes.khedu.settled_fight import settled_answer

    app, match, table = _rolled([1, 1, 2])
    table.prompt.sync(table.current_view())
    assert match.submit(0, Action("roll")).ok
    view = table.current_view()
    assert settled_answer(table.prompt, view) == Action("resolve")
    table.tutorial = object()  # a lesson runs: the learner presses
    assert settled_answer(table.prompt, view) is None
