"""S34 Khedu by keys at 150 % (keys playtest 14) and a mouse player's clicks that decide nothing.

- The cursor opens on the next step of the turn, never on a costly or turn-ending choice while others remain: an
  attack after a last turn's placement (it waited on End turn), Replenish after Holy Mission (End turn), the prompt's
  sentence after Replenish ("Redraw hand" throws the hand away); on the Hint's move once a Hint is shown ("Take 3
  LP" stayed under a Hint to stack Honor).
- Up from a hand card passes over "Pass (−5 LP)" to the board above.
- End turn alone legal: the table makes it, the log says so; never while anything else is legal, nor right after
  an undo back to it."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "khedu"))
from keyboard_player import press, walk_to  # noqa: E402
from khedu_helpers import ScriptedRng, desert_top, give_hand, new_turn, put_cadre, set_ensemble  # noqa: E402
from scene_helpers import frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402


def _table(seats: list[str], clans: tuple[str, ...] = ("Wuqri", "Hadimi")):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    options = {f"clan_{i + 1}": clan for i, clan in enumerate(clans[:len(seats)])}
    match = new_match("khedu", seats, 3, options)
    while match.state.phase == "opening":
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 3)
    return app, match, table


def _landing(app, table):
    frames(app, 20, dt=0.1)
    view = table.current_view()
    return view, table.keyboard.landing(view)


def _button(table, view, wanted) -> pygame.Rect | None:
    table.prompt.sync(view)
    return next((pygame.Rect(b.rect) for b in table.prompt.buttons if b.enabled and wanted(b.text)), None)


FULL = ["sandfire_hymn", "storm_chorus", "whitesand_ballad", "mirage_lament"]  # nothing to replenish


def _meditating(match, ensemble: list[str | None]) -> None:
    """Wuqri's turn 2 (Holy Mission: +2 LP), a Meditation begun, with an Ensemble slot empty to replenish."""
    s = match.state
    new_turn(s, 0)
    s.players[0].turns_taken = 1
    s.players[0].meditated_last = False
    give_hand(s, 0, ["hadimi_guard", "rahala_fighter", "allure"])
    set_ensemble(s, 0, ensemble)
    assert match.submit(0, Action("meditate")).ok
    if match.state.phase == "bind":  # solo: a Desert Cadence wakes first
        assert match.submit(0, match.legal_actions(0)[0]).ok


def test_after_a_placement_the_cursor_goes_to_the_attack_not_end_turn(baraza_home):
    app, match, table = _table(["human"])
    s = match.state
    new_turn(s, 0)
    s.players[0].influence = 1  # the last Influence: the placement ends the song after this turn
    give_hand(s, 0, ["khana_chahak", "allure", "caravan", "hadimi_guard", "rahala_fighter"])
    put_cadre(s, 0, 0, "chieftain")
    place = next(a for a in match.legal_actions(0) if a.kind == "place")
    assert match.submit(0, place).ok
    view, spot = _landing(app, table)
    assert view.turn_mode == "action"
    attacks = [a for a in table.legal_actions() if a.kind == "attack" and a.args[0][0] == "cadre"]
    assert attacks
    end_turn = _button(table, view, lambda text: text == "End turn")
    assert spot is not None and spot != end_turn
    assert spot in [table.lesson_targets.clicks_for(a, view)[0] for a in attacks]


def test_a_meditation_goes_on_to_replenish_then_to_the_sentence(baraza_home):
    app, match, table = _table(["human"])
    _meditating(match, ["sandfire_hymn", None])
    assert match.submit(0, Action("med_clan", ())).ok  # Holy Mission
    view, spot = _landing(app, table)
    assert spot == _button(table, view, lambda text: text == "Replenish Cadences")  # not End turn
    assert match.submit(0, Action("med_replenish")).ok
    view, spot = _landing(app, table)
    assert Action("med_redraw") in table.legal_actions()
    # never "Redraw hand" (it throws the hand away); End turn since keys21, not the sentence (test_s38_…)
    assert spot == _button(table, view, lambda text: text == "End turn")
    assert spot != _button(table, view, lambda text: text == "Redraw hand")


def test_a_hint_shown_takes_the_cursor_to_its_move(baraza_home):
    app, match, table = _table(["human"])
    s = match.state
    new_turn(s, 0)
    give_hand(s, 0, ["allure", "caravan", "hadimi_guard"])
    put_cadre(s, 0, 0, "khana_chahak")
    set_ensemble(s, 0, [None])
    desert_top(s, 0, "himbua_wanderer")
    attack = next(a for a in match.legal_actions(0) if a.kind == "attack" and tuple(a.args[0]) == ("cadre", 0, 0))
    assert match.submit(0, attack).ok
    s.rng = ScriptedRng([6] * 8)  # the attack wins: a reward to choose
    while match.state.combat is not None and match.state.combat.step != "reward":
        legal = match.legal_actions(0)
        move = next((a for a in legal if a.kind in ("pay", "cadence_done", "roll", "resolve")), None)
        if move is None:
            break
        assert match.submit(0, move).ok
    assert match.state.combat is not None and match.state.combat.step == "reward", match.records[-1]
    view, spot = _landing(app, table)
    take_lp = _button(table, view, lambda text: text.startswith("Take "))
    honor = _button(table, view, lambda text: text.startswith("Stack "))
    assert spot == take_lp  # no Hint yet: the first reward
    press(app, pygame.K_RIGHT)  # the cursor shown
    frames(app, 5, dt=0.1)
    table.hint = Action("reward", ("honor",))  # as the Hint's answer arrives (intents.poll_hint)
    frames(app, 5, dt=0.1)
    view = table.current_view()
    honor = _button(table, view, lambda text: text.startswith("Stack "))
    assert table.keyboard.landing(view) == honor
    assert table.focus.current.rect == tuple(honor), table.focus.current.label


def test_up_from_the_hand_passes_over_pass(baraza_home):
    app, match, table = _table(["human", "ai:normal"])
    s = match.state
    new_turn(s, 0)
    s.players[0].lp = 12  # a pass is affordable: "Pass (−N LP)" is on the bar
    give_hand(s, 0, ["hadimi_guard", "rahala_fighter", "okavian_raider", "khana_ekkubana", "hadimi_dreamer"])
    s.players[0].influence = 0  # nothing to place: the hand's cards only pay
    desert_top(s, 0, "himbua_wanderer")
    table.views.moved()  # the position set by hand: the table reads it afresh
    frames(app, 10, dt=0.1)
    view = table.current_view()
    pass_button = _button(table, view, lambda text: text.startswith("Pass"))
    assert pass_button is not None
    hand = [rect for rect, _card in table.geometry.visible_hand(view)]
    under = min(hand, key=lambda r: abs(r.centerx - pass_button.centerx))  # the hand card under Pass
    walk_to(app, table, under)
    press(app, pygame.K_UP)
    current = table.focus.current
    assert current.rect != tuple(pass_button), current.label
    assert pygame.Rect(current.rect).bottom <= table.geometry.zones["prompt"].top, current.label  # the board above


def test_end_turn_alone_is_made_for_the_player_and_the_log_says_so(baraza_home):
    from baraza.scenes.khedu.lone_end_turn import ENDED_WORDS

    app, match, table = _table(["human", "ai:normal"])
    _meditating(match, FULL)
    assert match.submit(0, Action("med_redraw")).ok  # first: a fresh hand is left to read (khedu24)
    frames(app, 10, dt=0.1)
    assert match.records[-1].action == Action("med_redraw")  # Holy Mission and End turn left: the player's choice
    assert match.submit(0, Action("med_clan", ())).ok
    assert match.legal_actions(0) == [Action("end_turn")]
    table.ai.cancel()
    ended = len(match.records)
    frames(app, 10, dt=0.1)
    assert match.records[ended].action == Action("end_turn") and match.records[ended].seat == 0
    line = next(line for line in match.log if line.move_index == ended)
    assert table.log_text(line, 0) == ENDED_WORDS
    assert table.log_text(line, 1) == line.text  # the rival reads it as it stands


def test_no_end_turn_for_the_player_right_after_an_undo(baraza_home):
    app, match, table = _table(["human"])
    _meditating(match, FULL)
    assert match.submit(0, Action("med_redraw")).ok  # first: after a redraw End turn waits (khedu24)
    assert match.submit(0, Action("med_clan", ())).ok
    frames(app, 10, dt=0.1)
    assert match.records[-1].action == Action("end_turn")  # made by the table
    table.move_intents.undo()
    frames(app, 10, dt=0.1)
    assert match.legal_actions(0) == [Action("end_turn")]  # back, and left to the player


def test_a_last_turn_placement_hint_reads_whole_beside_the_greyed_meditate(baraza_home):
    """119-hint.png: "Hint: Place Khana Chahak in Cadre slot 1 (1 Influence): you…" beside "Pass (−5 LP)" and
    "Meditate: not twice in a row" at 150 %: the placement named without its slot (the ring shows it) reads whole."""
    from baraza.scenes.ui import theme

    app, match, table = _table(["human", "ai:normal"])
    s = match.state
    new_turn(s, 0)
    me = s.players[0]
    me.lp, me.influence, me.meditated_last, me.turns_taken = 12, 1, True, 3
    give_hand(s, 0, ["sandstorm", "khana_chahak", "chieftain", "okavian_raider", "hadimi_guard"])
    desert_top(s, 0, "hadimi_warden")
    table.views.moved()  # the position set by hand: the table reads it afresh
    frames(app, 10, dt=0.1)
    table.hint = next(a for a in match.legal_actions(0) if a.kind == "place")
    frames(app, 5, dt=0.1)
    view = table.current_view()
    assert _button(table, view, lambda text: text.startswith("Pass")) is not None
    text = table.prompt.text(view)
    assert "last turn" in text and text.startswith("Hint: Place Khana Chahak"), text
    box = table.prompt.text_box()
    cut = theme.fit_lines(app.fonts, text, box.size, theme.MIN_TEXT, "bold", line_gap=0)[2]
    assert not cut, text
