"""The keyboard cursor in play, for every game: every spot to act on is in the Tab cycle after every key, after a
move the cursor stands on a spot to act on (never the Menu, Undo or Hint button), its words are whole, on
screen and clear of its spot, the other spots to act on and the hint, Up and Down reach every spot of a region,
and a key that moves it hushes the resting mouse's tooltips."""

from __future__ import annotations

import random

import keyboard_player
import pygame
import pytest
from keyboard_player import keyboard_table, play_by_keys, press, wait_for_turn
from scene_helpers import frames

from baraza.game.registry import game_names
from baraza.scenes.table.focus import FocusTarget, arrow_step

DECISIONS = 10  # human decisions played by keys per game



def _play(app, match, table, spec, check_key, check_turn) -> None:
    """DECISIONS human decisions made by keys; `check_key` after every key, `check_turn` at each decision."""
    chooser = spec.make_agent(f"ai:{spec.ai_levels[0]}", 0, 11)
    rng = random.Random(3)
    plain = keyboard_player.press

    def checked(app_, k, mod=0):
        plain(app_, k, mod)
        check_key(k)

    keyboard_player.press = checked
    try:
        for _ in range(DECISIONS):
            wait_for_turn(app, table)
            if match.is_over():
                break
            frames(app, 2)
            check_turn()
            seat = table.human_to_act()
            legal = table.legal_actions()
            if seat is None or not legal:  # the table answered a lone move for the player (Konja's Rain pass)
                continue
            action = rng.choice(legal) if rng.random() < 0.25 else chooser.choose(match.rules, match.view(seat),
                                                                                   seat, legal)
            play_by_keys(app, table, action)
    finally:
        keyboard_player.press = plain


@pytest.mark.parametrize("name", game_names())
def test_every_spot_to_act_on_is_in_the_tab_cycle_after_every_key(baraza_home, name):
    app, match, table, spec = keyboard_table(name)
    focus = table.focus

    def check_key(k):
        if not focus.active:
            return
        fresh = [t for t in focus._collect() if t.acts]
        shown = {t.rect for t in focus.targets()}
        missing = [t.label for t in fresh if t.rect not in shown or t.region not in focus.regions()]
        assert not missing, f"{name}: after {pygame.key.name(k)}, Tab and the arrows cannot reach {missing[:3]}"

    _play(app, match, table, spec, check_key, lambda: None)
    table.on_exit()


@pytest.mark.parametrize("name", game_names())
def test_after_a_click_or_a_move_the_cursor_stands_where_a_move_starts(baraza_home, name):
    app, match, table, spec = keyboard_table(name)
    focus = table.focus
    seen = []

    def starts(target) -> bool:
        # where a move starts; or (since keys15) a spot that only reads, in the hand or the prompt, where every
        # move's first spot would commit a costly move at one Enter (End turn after the dice, a Command's LP)
        # (s38: or Konja's tokens, where its cursor rests after a Cloud flip the table's lone Rain pass followed:
        # a spot that only reads what the move cost, scenes/konja/focus_next.py)
        return target.kind != "button" and (target.acts or target.region in ("hand", "prompt", "my_tokens"))

    def check_key(k):
        acting = [t for t in focus.targets() if t.acts]
        if k == pygame.K_RETURN and focus.active and acting and focus.current is not None:
            seen.append(focus.current)
            assert starts(focus.current), f"{name}: after Enter the cursor went to {focus.current.label!r}"

    def check_turn():
        acting = [t for t in focus.targets() if t.acts]
        if focus.active and acting:
            seen.append(focus.current)
            assert starts(focus.current), f"{name}: on the player's turn the cursor stands on {focus.current.label!r}"

    _play(app, match, table, spec, check_key, check_turn)
    assert seen, f"{name}: the cursor was never checked"
    table.on_exit()


def _words(text: str) -> list[str]:
    return text.replace("…", " …").split()


@pytest.mark.parametrize("name", game_names())
def test_the_cursors_words_are_whole_on_screen_and_clear_of_what_matters(baraza_home, name):
    """Whole, on screen, in the strip (test_s37_focus_strip.py), never over the spot nor a spot to act on."""
    app, match, table, spec = keyboard_table(name)
    wait_for_turn(app, table)
    press(app, pygame.K_RIGHT)
    focus = table.focus
    assert any(t.acts for t in focus.targets()), f"{name}: nothing to act on at the first turn"
    screen = app.screen.get_rect()
    for scale in (100, 125, 150):
        app.settings.text_scale = scale
        app.apply_look()
        frames(app, 1)
        acting = [t for t in focus.targets() if t.acts]
        for target in acting[:8]:
            focus.current = target
            table.draw(app.screen)
            assert focus.current == target
            tag, lines = focus.tag, focus.tag_text
            assert tag is not None, f"{name} at {scale} %: no words for {target.label!r}"
            assert _words(" ".join(lines)) == _words(target.label), (name, scale, lines)
            assert screen.contains(tag), (name, scale, lines, tag)
            ring = pygame.Rect(target.rect).inflate(10, 10)
            assert not tag.colliderect(ring), f"{name}: the words cover their own spot"
            assert tag.collidelist([pygame.Rect(t.rect) for t in acting]) < 0, (name, scale, target.label)
    table.on_exit()


def test_up_and_down_reach_a_button_off_to_one_side():
    """Konja's Storm Veil choice: the options in a column, the Cast button to the right below them; Down
    went from the last option to another region and never to Cast."""
    options = [FocusTarget((100, 100 + 50 * i, 300, 40), f"option {i}", "prompt") for i in range(3)]
    cast = FocusTarget((900, 260, 120, 40), "Cast", "prompt", "spot", acts=True)
    board = FocusTarget((220, 330, 60, 60), "square", "board")
    targets = [*options, cast, board]
    seen, current = [options[0]], options[0]
    for _ in range(len(targets)):
        current = arrow_step(targets, current, "down") or current
        seen.append(current)
    assert cast in seen
    seen, current = [board], board
    for _ in range(len(targets)):
        current = arrow_step(targets, current, "up") or current
        seen.append(current)
    assert all(t in seen for t in options)


@pytest.mark.parametrize("name", game_names())
def test_a_key_that_moves_the_cursor_hushes_the_resting_mouses_tooltips(baraza_home, name):
    app, match, table, spec = keyboard_table(name)
    wait_for_turn(app, table)
    hover = getattr(table, "hover", None)
    for enter in (False, True):
        app.tips.hushed = False
        app.card_zoom.hushed_at = None
        if hover is not None:
            hover.hushed_at = None
        press(app, pygame.K_RETURN if enter else pygame.K_RIGHT)
        assert app.tips.hushed, f"{name}: the cut text's tooltip still shows"
        assert app.card_zoom.hushed_at is not None, f"{name}: the card's large view still shows"
        if hover is not None and hasattr(hover, "hushed_at"):
            assert hover.hushed_at is not None, f"{name}: the table's own hover still shows"
    table.on_exit()
