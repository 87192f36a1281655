"""Kona's table by keyboard: the cursor reads every square, Esc backs out of a picked tower, the ring never hides
its square, the speech keys answer."""

from __future__ import annotations

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.table.launch import scene_class
from baraza.scenes.ui.speech import RecordingBackend


def _listening_app():
    app = make_app()
    app.settings.speech = "on"
    app.speech.backend = RecordingBackend()
    return app


def _kona_table(seats=("human", "human")):
    app = _listening_app()
    match = new_match("kona", list(seats), 4, {})
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app)
    return app, match, table


def test_esc_backs_out_of_a_half_made_choice_then_opens_the_menu(baraza_home):
    app, match, table = _kona_table()
    frm, _to = match.legal_actions(0)[0].args
    walk_to(app, table, table.square_rect(frm))
    assert table.focus.current.label.startswith(f"{frm}, ") and "can move" in table.focus.current.label
    press(app, pygame.K_RETURN)
    assert table.selected == frm
    press(app, pygame.K_ESCAPE)
    assert table.selected is None and app.stack.top is table
    assert app.speech.backend.lines[-1] == "Choice cleared."
    press(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"


def test_the_cursor_reads_every_square_and_tab_reaches_the_buttons(baraza_home):
    app, _match, table = _kona_table()
    press(app, pygame.K_RIGHT)
    board = [t for t in table.focus.targets() if t.region == "board"]
    assert len(board) == 36 and any(t.label.endswith(", empty") for t in board)
    press(app, pygame.K_TAB)
    assert table.focus.current.region != "board"
    regions = table.focus.regions()
    assert "buttons" in regions and "log" in regions
    while table.focus.current.region != "log":
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # the log is read out
    assert app.speech.backend.lines[-1] in ("The log is empty.",) or app.speech.backend.lines[-1]


def test_the_ring_is_drawn_around_its_spot_never_over_it(baraza_home):
    app, _match, table = _kona_table()
    press(app, pygame.K_RIGHT)
    rect = pygame.Rect(table.focus.current.rect)
    table.focus.active = False
    table.draw(app.screen)
    without = app.screen.subsurface(rect).copy()
    table.focus.active = True
    table.draw(app.screen)
    with_ring = app.screen.subsurface(rect).copy()
    assert pygame.image.tobytes(without, "RGB") == pygame.image.tobytes(with_ring, "RGB")
    ring = rect.inflate(12, 12)
    assert app.screen.get_at((ring.centerx, ring.top + 2))[:3] != without.get_at((rect.w // 2, 0))[:3]


def test_a_mouse_click_hides_the_cursor_and_f9_repeats(baraza_home):
    app, _match, table = _kona_table()
    press(app, pygame.K_RIGHT)
    assert table.focus.active
    said = app.speech.backend.lines[-1]
    press(app, pygame.K_F9)
    assert app.speech.backend.lines[-1] == said
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
    assert not table.focus.active


def test_scores_and_roll_on_demand(baraza_home):
    app, _match, table = _kona_table()
    frames(app, 1, [key(pygame.K_F3)])
    assert "White" in app.speech.backend.lines[-1] or "score" in app.speech.backend.lines[-1].lower()
    frames(app, 1, [key(pygame.K_F4)])
    assert app.speech.backend.lines[-1] == "This game has no dice."
    frames(app, 1, [key(pygame.K_F2)])
    assert "no cards" in app.speech.backend.lines[-1]




def test_the_cursors_words_keep_off_the_towers_and_the_landing_squares(baraza_home):
    """A tower's words beside the cursor covered the hint's landing square and Black's pieces (keyboard playtest at
    150 %): in the middle of a match, at every white piece with a move, the words keep off every other tower and
    the squares it may land on."""
    import random

    app = _listening_app()
    app.settings.text_scale = 150
    app.apply_look()
    match = new_match("kona", ["human", "human"], 4, {})
    rng = random.Random(5)
    for _ in range(12):
        seat = match.active_seats()[0]
        match.submit(seat, rng.choice(match.legal_actions(seat)))
    assert match.active_seats() == (0,) and not match.is_over()
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app, 2)
    covered = {}
    for frm in sorted({a.args[0] for a in match.legal_actions(0)}):
        walk_to(app, table, table.square_rect(frm))
        table.draw(app.screen)
        view = table.current_view()
        keep = [table.square_rect(sq) for sq, stack in view.stacks.items() if stack and sq != frm]
        keep += [table.square_rect(a.args[1]) for a in match.legal_actions(0) if a.args[0] == frm]
        assert table.focus.tag is not None
        covered[frm] = sum(1 for r in keep if r.colliderect(table.focus.tag))
    # a piece of 1 has its 8 neighbours to land on: words beside its ring cover one of them at most
    assert all(n <= 1 for n in covered.values()) and covered.get("a1") == 0, covered
