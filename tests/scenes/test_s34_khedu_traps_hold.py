"""S34, Khedu's table by mouse (khedu16): the press hold missed a button drawn where "Discard all 3" was just
pressed, because that one press made three moves ("Sing no more this fight" came under the pointer and a double
click would give up every song of the fight); End turn moved off its slot after a fight the table settled."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from khedu_helpers import desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.table.press_hold import PressHold  # noqa: E402
from baraza.scenes.ui.widgets import Button  # noqa: E402


def test_a_press_that_makes_several_moves_still_holds_its_spot():
    hold = PressHold(0.45)
    hold.pressed((700, 475), "Discard all 3", 10.0, 4)
    hold.made(7)  # the one press paid three cards
    quiet = Button(pygame.Rect(580, 460, 230, 30), "Sing no more this fight", lambda: None)
    hold.shown([quiet], 10.1, 7)
    assert not hold.ready(quiet, 10.2)
    assert hold.ready(quiet, 10.5)


def test_a_move_the_table_makes_after_the_press_still_ends_the_hold():
    hold = PressHold(0.45)
    hold.pressed((700, 475), "No Cadence", 10.0, 4)
    hold.made(5)
    other = Button(pygame.Rect(650, 460, 100, 30), "Roll 3 dice", lambda: None)
    hold.shown([other], 10.1, 6 + 1)  # an answer given for the player since: a new question to read
    assert hold.ready(other, 10.2)


def _paying_with_a_song_to_sing(defender: str | None = None):
    """Solo: the player's Chieftain (activation 3) attacks Desert stack 1 with a hand of three, a Sandfire Hymn to
    sing after: the bar shows "Discard all 3"."""
    from baraza.scenes.khedu.table import KheduScene

    match = new_match("khedu", ["human"], 3, {})
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["wuqri_zealot", "allure", "caravan"])
    put_cadre(s, 0, 0, "chieftain")
    set_ensemble(s, 0, ["sandfire_hymn", None, None, None])
    if defender is not None:
        desert_top(s, 0, defender)
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and a.args[0] == ("cadre", 0, 0))
    assert match.submit(0, attack).ok
    assert s.combat.step == "pay" and s.combat.to_pay == 3
    app = make_app()
    table = KheduScene(app, match)
    app.stack.reset(table)
    frames(app, 20, dt=0.1)
    return app, match, table


def test_a_double_click_on_discard_all_never_gives_up_the_fights_songs(baraza_home, monkeypatch):
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, table = _paying_with_a_song_to_sing()
    table.prompt.sync(table.current_view())
    pay = next(b for b in table.prompt.buttons if b.text == "Discard all 3")
    pos = pay.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    before = len(match.records)
    frames(app, 1, events=click(pos))
    assert [r.action.kind for r in match.records[before:]] == ["pay"] * 3
    frames(app, 4, dt=0.05)  # a double click's second half comes within 0.45 s
    assert table.current_view().combat.step == "cadences" and match.active_seats() == (0,)
    table.prompt.sync(table.current_view())
    texts = [b.text for b in table.prompt.buttons]
    assert "Sing no more this fight" in texts, texts
    quiet = next(b for b in table.prompt.buttons if b.text == "Sing no more this fight")
    assert not quiet.rect.collidepoint(pos), "Sing no more keeps off the spot just pressed"
    frames(app, 1, events=click(pos))
    frames(app, 2)
    assert [r.action.kind for r in match.records[before + 3:]] == []
    assert table.prompt.quiet_fight is None


def test_end_turn_keeps_its_slot_after_a_fight_the_table_settled(baraza_home):
    """115-m27, 138-m43: after a provocation the dice settled, End turn stood at x=760 instead of the go-on slot
    (where "Sing no more this fight" later came: 141-m45)."""
    from test_s33_khedu_t2_traps import _roll, _rolled

    app, match, table = _rolled([1, 1, 2])  # every choice loses: the table resolves
    table.prompt.sync(table.current_view())
    slot = pygame.Rect(table.prompt.buttons[-1].rect)
    assert table.prompt.buttons[-1].text.startswith("Roll")
    _roll(app, match, table)
    assert match.state.combat.step == "reward" and match.active_seats() == (1,)
    assert match.submit(1, Action("reward", ("lp",))).ok
    frames(app, 20, dt=0.1)
    table.prompt.sync(table.current_view())
    end = next(b for b in table.prompt.buttons if b.text == "End turn")
    assert end.rect == slot, (end.rect, slot)
