"""KROWNIA by keyboard only at 150 % text, round 4 (issue 44: a blind tester's notes)."""

from __future__ import annotations

import pygame
from keyboard_player import press
from scene_helpers import frames, key, make_app
from test_krownia_scene import _table

from baraza.game.core.action import Action
from baraza.game.krownia.constants import WARRIOR


def _blue_about_to_end(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (1,) and match.state.rolled
            and Action("end_turn") in match.legal_actions(1))


def test_the_ring_starts_on_roll_when_a_card_could_be_played_first(baraza_home):
    """Issue 44.1: at a turn's start with a playable Warrior the ring sat on the card while the panel said
    "Roll the dice / Enter": Enter played the card. The ring starts on Roll, so Enter rolls."""
    app, match, table = _table(_blue_about_to_end, seats=("human", "ai:easy"))
    app.settings.text_scale = 150
    app.apply_look()
    table.ai_turns.enabled = False
    match.state.devs[0][WARRIOR] += 1  # an old Warrior in the player's hand: playable before the roll
    press(app, pygame.K_RIGHT)  # the cursor shows (on Blue's turn)
    assert match.submit(1, Action("end_turn")).ok
    table.focus.moved()
    frames(app, 6, dt=0.2)
    assert table.human_to_act() == 0 and not match.state.rolled
    assert any(a.kind == "play_warrior" for a in table.legal_actions()), table.legal_actions()
    table.focus.targets()
    current = table.focus._settle(table.focus.targets())
    assert "roll" in current.label.lower(), current.label
    before = len(match.records)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 3, dt=0.2)
    assert match.records[before].action.kind == "roll", match.records[before].action


def test_enter_on_a_setup_value_row_moves_on_and_changes_nothing(baraza_home):
    """Issue 44.2: Enter on "Players 3 seats" changed the seat count unasked. Enter on a value row moves to the
    next row, as the help line says; Left and Right change it."""
    from baraza.game.registry import get_game
    from baraza.scenes.screens.setup import SetupScene

    app = make_app()
    app.settings.text_scale = 150
    app.apply_look()
    screen = SetupScene(app, get_game("krownia"))
    app.stack.reset(screen)
    frames(app, 1)
    screen.focus = 0
    screen._sync_focus()
    players = screen.rows[0]
    seats = screen.num_seats
    frames(app, 1, [key(pygame.K_RETURN)])
    assert screen.num_seats == seats and players.value == seats
    assert screen.focus == 1 and screen.rows[1].focused
    frames(app, 1, [key(pygame.K_UP), key(pygame.K_LEFT)])
    assert screen.num_seats == seats - 1  # the arrows still change it
    app.fonts.placed = []
    frames(app, 1)
    assert any("Enter: next row" in p[1] for p in app.fonts.placed if len(p) > 1), "the help line says it"


def _bank_turn(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "bank_trade" for a in match.legal_actions(0)))


def test_the_bank_trade_always_opens_on_its_first_give_chip_and_says_it(baraza_home):
    """Issue 44.4: the bank dialog's first stop differed from one opening to the next (another row). It opens in the
    give row each time, on the first card the hand can give (a greyed Wood first was no useful stop: issue 44's
    "starting on the first useful one"), and the cursor says where it stands."""
    from keyboard_player import walk_to

    from baraza.scenes.ui.speech import RecordingBackend

    app, match, table = _table(_bank_turn, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    app.settings.speech = "on"
    app.speech.backend = heard = RecordingBackend()
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    for hand in ((0, 0, 4, 0, 0), (4, 0, 0, 0, 4)):  # two openings, two hands: the same first stop
        match.state.hands[0][:] = list(hand)
        table._match_version += 1  # the hand was set by hand: the cached view and lists are stale
        table.focus.moved()
        frames(app, 2, dt=0.3)
        trade = next(t for t in table.focus.targets() if t.label.startswith("Trade button"))
        walk_to(app, table, trade.rect)
        frames(app, 1, dt=0.5)
        heard.lines.clear()
        press(app, pygame.K_RETURN)
        frames(app, 3, dt=0.2)
        view = table.current_view()
        assert table.trade.kind(view) == "bank"
        first = next(r for r in range(5) if hand[r] >= 4)  # 4:1 at the bank: Sheep, then Wood
        assert table.focus.current.rect == tuple(table.control(f"bank_give_{first}").rect), table.focus.current.label
        name = ("Wood", "Brick", "Sheep", "Wheat", "Ore")[first]
        assert any(name in line for line in heard.lines), heard.lines
        frames(app, 1, dt=0.5)
        press(app, pygame.K_ESCAPE)
        frames(app, 2, dt=0.3)
        assert table.trade.kind(table.current_view()) is None


def _roll_again(match) -> bool:
    return match.state.phase == "roll" and match.active_seats() == (0,) and any(match.state.dice_counts)


def test_end_turn_keeps_its_own_slot_all_turn_apart_from_roll(baraza_home):
    """Issue 44.10: End turn appeared where Roll had just been pressed. Both stand all turn, each in its own place,
    the one not for now greyed."""
    app, match, table = _table(_roll_again, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 2)
    roll, end = table.control("roll"), table.control("end_turn")
    assert roll is not None and end is not None, "both buttons stand before the roll"
    assert roll.enabled and not end.enabled and not roll.rect.colliderect(end.rect)
    end_at = pygame.Rect(end.rect)
    frames(app, 1, dt=0.5)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=roll.rect.center, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=roll.rect.center, button=1)])
    frames(app, 20, dt=0.2)
    assert match.state.phase == "main" and match.state.rolled
    assert table.control("end_turn").enabled and pygame.Rect(table.control("end_turn").rect) == end_at
    assert not table.control("roll").enabled


def test_the_dice_before_the_roll_say_they_are_the_last_roll(baraza_home):
    """Issue 44.8: before the roll the dice showed the last roll, dimmed, with no word that it was old."""
    app, match, table = _table(_roll_again, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    app.settings.text_scale = 150
    app.apply_look()
    table.forget_pictures()
    app.fonts.placed = []
    frames(app, 1)
    said = [p[1] for p in app.fonts.placed]
    assert "last roll" in said, said[:40]
    dice = table.geometry.dice_rect
    words = next(pygame.Rect(p[0]) for p in app.fonts.placed if p[1] == "last roll")
    assert dice.contains(words)


def _after_roll(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "build_road" for a in match.legal_actions(0)))


def test_tab_goes_round_every_part_of_the_table_build_rows_and_trade_too(baraza_home):
    """Issue 44.5: Tab went from End turn past the build rows and Trade. Tab now stops at the board, the hand, the
    turn's buttons, the build rows, Trade and the log and buttons bar; every build row is a stop, greyed or not."""
    app, match, table = _table(_after_roll, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    frames(app, 2)
    press(app, pygame.K_RIGHT)
    regions = []
    for _ in range(20):
        press(app, pygame.K_TAB)
        if table.focus.current.region not in regions:
            regions.append(table.focus.current.region)
    for part in ("board", "hand", "turn_buttons", "build", "trade", "log"):
        assert part in regions, f"Tab went through {regions} only"
    stops = {t.rect for t in table.focus.targets()}
    for name in ("build_road", "build_village", "build_town", "build_dev", "trade", "end_turn"):
        assert tuple(table.control(name).rect) in stops, name
    at = regions.index("turn_buttons")  # Tab goes round: the side panel's parts top to bottom
    assert (regions[at:] + regions[:at])[:3] == ["turn_buttons", "build", "trade"], regions


def test_the_pirate_cursor_starts_on_the_pirates_own_tile_not_by_the_players_village(baraza_home):
    """Issue 44.6: moving the Pirate, the cursor started on a tile by the player's own village. Issue 41 (a blind
    tester): Enter then moved the Pirate to a tile the player never chose. The cursor starts on the Pirate's own
    tile, where Enter moves nothing: the player walks to the tile they mean."""
    from baraza.game.krownia import board as B

    app, match, table = _table(_blue_about_to_end, seats=("human", "ai:easy"))
    table.ai_turns.enabled = False
    match.state.devs[0][WARRIOR] += 1
    centres = table.geometry.tile_centre
    top = min(centres[h][1] for h in range(B.NUM_HEXES) if h != match.state.pirate)
    for h in range(B.NUM_HEXES):  # the player's own villages on the top row, where the cursor used to start
        free = [c for c in B.HEX_CORNERS[h] if match.state.corner_owner[c] < 0]
        if abs(centres[h][1] - top) < 5 and free and h != match.state.pirate:
            match.state.corner_owner[free[0]], match.state.corner_level[free[0]] = 0, 1
    assert match.submit(1, Action("end_turn")).ok  # the player's turn, a Warrior playable before the roll
    table.focus.moved()
    frames(app, 4, dt=0.3)
    warrior = next(t for t in table.focus.targets() if t.label.startswith("Play a Warrior"))
    from keyboard_player import walk_to
    walk_to(app, table, warrior.rect)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)
    frames(app, 6, dt=0.2)
    view = table.current_view()
    assert view.phase == "move_pirate" and table.human_to_act() == 0
    current = table.focus._settle(table.focus.targets())
    spots = {tuple(pygame.Rect(table.tutorial_clicks(a, view)[0])): a.args[0]
             for a in table.legal_actions() if a.kind == "move_pirate"}
    assert current.rect == tuple(table.geometry.tile_rect(view.pirate_hex)) and current.rect not in spots


def test_a_tile_tip_keeps_off_the_spot_the_cursor_is_on_at_150_percent(baraza_home):
    """Issue 44.7: at 150 % the tile tooltip opened over the board cells the keyboard's cursor was on (the keys put
    the pointer on the spot). The tip goes beside the cursor's ring instead."""
    app, match, table = _table(_blue_about_to_end, seats=("human", "ai:easy"))
    app.settings.text_scale = 150
    app.settings.show_hints = True
    app.apply_look()
    table.ai_turns.enabled = False
    match.state.devs[0][WARRIOR] += 1
    assert match.submit(1, Action("end_turn")).ok
    table.focus.moved()
    frames(app, 4, dt=0.3)
    from keyboard_player import walk_to
    walk_to(app, table, next(t for t in table.focus.targets() if t.label.startswith("Play a Warrior")).rect)
    frames(app, 1, dt=0.5)
    press(app, pygame.K_RETURN)  # the Warrior: the tiles are the stops
    frames(app, 4, dt=0.2)
    press(app, pygame.K_RIGHT)
    current = table.focus.current
    assert table.geometry.board_rect.contains(pygame.Rect(current.rect)), current.label
    tips = app.tips
    tips.hushed, tips.mouse = False, tuple(current.centre)  # the tip shows, as it does once the pointer rests
    table.selection.mouse = tuple(current.centre)
    table.forget_pictures()
    frames(app, 1)
    tip = table.board.tooltip_shown
    assert tip is not None, "the tip shows"
    assert not tip.colliderect(pygame.Rect(current.rect).inflate(10, 10)), (tip, current.rect)
