"""A Hint puts the keyboard's cursor on its move, and Enter (again, as the cursor follows the Hint's clicks) makes
that move (scenes/table/focus_hint.py), in the three cases a keys probe found wanting:
- KROWNIA's bank trade: give chip, then the hinted trade's own get chip (not another card's), then Trade; the move
  made is the Hint the table shows (its hint_agree.py may put a trade from spare cards in the first one's place);
- Konja's end of turn with dice laid on the pyramid: the cursor had no spot and stayed put (scenes/konja/
  hint_focus.py: Clear the pyramid, then Collect & end turn, as the Hint's rings show); the same for a row's
  collection by the best split once the player changed the split (Best split, then the row);
- Konja's Violet Twin: the chip of the hinted die's face (two dice showing one face have one chip: the rules
  word both moves alike)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames, make_app
from test_krownia_scene import _table as krownia_table

from baraza.game.core.action import Action
from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene


def _settle(app, table) -> None:
    for _ in range(300):
        if not table.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait and the second-Enter guard


def _hint_and_enter(app, table, hint: Action) -> Action | None:
    """The Hint given, then Enter until a move is made (at most 6): the move made, or None."""
    table.hint = hint
    frames(app, 2)
    count = len(table.match.records)
    for _ in range(6):
        if len(table.match.records) > count:
            break
        press(app, pygame.K_RETURN)
        _settle(app, table)
    return table.match.records[count].action if len(table.match.records) > count else None


# --- KROWNIA: the bank trade ------------------------------------------------------------------------
def _bank_turn(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "bank_trade" for a in match.legal_actions(0)))


def _krownia_with(hand: tuple[int, ...]):
    app, match, table = krownia_table(_bank_turn, seats=("human", "ai:easy"))
    app.settings.text_scale = 150
    app.apply_look()
    table.ai_turns.enabled = False
    match.state.hands[0][:] = list(hand)
    table._match_version += 1  # the hand was set by hand: the cached view and lists are stale
    press(app, pygame.K_RIGHT)  # the cursor shows
    _settle(app, table)
    return app, match, table


def test_a_hinted_bank_trade_is_made_with_its_own_get_chip(baraza_home):
    """The probe's trade: 4 Wheat for Ore, the last get chip (a get chip nearer the give chip is no stop for it)."""
    for get in (4, 1):
        app, match, table = _krownia_with((0, 0, 0, 4, 0))
        hint = Action("bank_trade", (3, get))
        assert hint in table.legal_actions()
        table.hint_agree.seen = hint  # this very trade, as the hint's own words said it (no agreeing in between)
        assert _hint_and_enter(app, table, hint) == hint


def test_the_bank_trade_made_is_the_hint_the_table_shows(baraza_home):
    """A hinted trade the table replaces by one from spare cards (hint_agree.py): the cursor follows the Hint shown,
    so what Enter makes is what the Hint says (the probe compared with the trade it had asked about)."""
    app, match, table = _krownia_with((0, 0, 0, 4, 0))
    table.hint = Action("bank_trade", (3, 4))
    frames(app, 2)
    shown = table.hint  # the Hint as the table says it
    made = _hint_and_enter(app, table, shown)
    assert made == table.hint_agree.seen == shown


# --- Konja --------------------------------------------------------------------------------------------
def _konja(dice: tuple[int, ...], phase: str = "bones", setup=None):
    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in dice]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    if setup is not None:
        setup(state)
    table = KonjaScene(app, match)
    app.stack.reset(table)
    if phase == "collect":
        assert match.submit(0, Action("end_bones")).ok
        assert match.submit(1, Action("skip_red")).ok
    table.viewer = 0
    table.ai_turns.enabled = False
    press(app, pygame.K_RIGHT)  # the cursor shows
    _settle(app, table)
    return app, match, table


def test_a_hinted_turn_end_with_dice_laid_on_the_pyramid_ends_the_turn(baraza_home):
    app, match, table = _konja((1, 3, 6, 6, 6), "collect")
    view = table.current_view()
    assert view.phase == "collect" and table.plan.groups, table.plan.groups  # the best split lies on the rows
    hint = Action("finish_collection")
    assert _hint_and_enter(app, table, hint) == hint
    assert len(match.records) and match.records[-1].action == hint  # nothing collected on the way


def test_a_hinted_collection_by_the_best_split_after_the_player_changed_it(baraza_home):
    app, match, table = _konja((1, 3, 6, 6, 6), "collect")
    view = table.current_view()
    best = table.plan.best(view)
    hint = Action("collect", (best[0][0], tuple(best[0][1])))
    assert hint in table.legal_actions()
    table.plan.clear()  # the player took the dice off the rows: the row's first click is Best split
    table.focus.invalidate()
    frames(app, 2)
    assert _hint_and_enter(app, table, hint) == hint


def _twin(state) -> None:
    state.players[0].spells = ["violet_twin"]
    state.players[0].magick = 5


def test_a_hinted_violet_twin_copies_the_hinted_face(baraza_home):
    """Dice 3, 1, 3, 2, 2: the twin of the 1 is made exactly; of the second 3 it is the twin of a 3 (one chip for the
    3s, the same move in the rules' words: the probe's [0] for [2])."""
    for target in (1, 2):
        app, match, table = _konja((3, 1, 3, 2, 2), setup=_twin)
        hint = Action("play_spell", ("violet_twin", (target,)))
        assert hint in table.legal_actions(), table.legal_actions()
        made = _hint_and_enter(app, table, hint)
        assert made is not None and match.describe_action(0, made) == match.describe_action(0, hint), made
        assert made == hint if target == 1 else made.args[1][0] in (0, 2)
        assert match.state.dice[-1].colour == "violet" and match.state.dice[-1].value == (1, 3)[target - 1]
