"""KROWNIA's playtest findings at the table. By keyboard only (4/10): once the dice were rolled Tab never reached
the board or the hand; the trade dialog opened with the cursor outside it; the prompts said "click" and
"Right-click". By mouse: a harbour's ring over the trade dialog, the Pirate over its number, "Longest…" and
"Largest…", the Longest Road banner over the Bank."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from keyboard_player import press, walk_to  # noqa: E402
from scene_helpers import frames  # noqa: E402
from test_krownia_scene import _table as krownia_table  # noqa: E402


def _main_after_roll(match) -> bool:
    return (match.state.phase == "main" and match.active_seats() == (0,) and match.state.rolled
            and any(a.kind == "build_road" for a in match.legal_actions(0)))


def _can_trade(match) -> bool:
    return _main_after_roll(match) and any(a.kind == "open_trade" for a in match.legal_actions(0))


def _table(cond, seed: int = 3):
    """A match against an easy AI at the first position where `cond` holds (the AI's own turns held)."""
    app, match, table = krownia_table(cond, seats=("human", "ai:easy"), seed=seed)
    table.ai_turns.enabled = False
    frames(app, 2)
    return app, match, table


def test_after_the_roll_tab_reaches_the_board_and_the_hand(baraza_home):
    app, match, table = _table(_main_after_roll)
    press(app, pygame.K_RIGHT)  # the cursor shows
    regions = []
    for _ in range(len(table.focus.regions()) + 1):
        press(app, pygame.K_TAB)
        regions.append(table.focus.current.region)
    assert {"board", "hand"} <= set(regions), f"Tab went through {regions} only"
    stops = {t.rect: t.label for t in table.focus.targets()}
    roads = [a for a in table.legal_actions() if a.kind == "build_road"]
    for road in roads:  # every place a road can go is a stop, worded as the move, with no piece picked first
        spot = tuple(table.keys._spot(road))
        assert stops.get(spot) == match.describe_action(0, road)
    hand = [t for t in table.focus.targets() if t.region == "hand"]
    assert any(t.label.startswith("Wood:") for t in hand)
    # Enter on a road's stop with no build chosen chooses Road there (nothing spent: arrows from the bar reach
    # the board, and a stray Enter built); a second Enter builds that road
    road = roads[-1]
    walk_to(app, table, table.keys._spot(road))
    before = len(match.records)
    press(app, pygame.K_RETURN)
    assert len(match.records) == before and table.selection.mode == "road"
    frames(app, 30)
    press(app, pygame.K_RETURN)
    assert len(match.records) == before + 1 and match.records[-1].action == road


def test_a_mouse_click_on_an_unlit_road_spot_still_builds_nothing(baraza_home):
    app, match, table = _table(_main_after_roll)
    road = next(a for a in table.legal_actions() if a.kind == "build_road")
    centre = table.keys._spot(road).center
    before = len(match.records)
    frames(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)])
    assert len(match.records) == before  # a mouse player picks Road first, as before


def test_the_trade_dialog_opens_with_the_cursor_on_its_first_control(baraza_home):
    app, match, table = _table(_can_trade)
    walk_to(app, table, table.control("trade").rect)
    press(app, pygame.K_RETURN)
    view = table.current_view()
    dialog = table.trade.rect(view)
    assert table.selection.dialog == "trade" and dialog is not None
    assert dialog.contains(pygame.Rect(table.focus.current.rect)), table.focus.current
    acting = [t for t in table.focus.targets() if t.acts]
    assert acting and all(dialog.contains(pygame.Rect(t.rect)) for t in acting), \
        "spots behind the dialog are still stops"
    assert table.focus.current == acting[0]
    spots = [t for t in table.focus.targets() if t.kind == "spot"]
    assert all(dialog.contains(pygame.Rect(t.rect)) for t in spots)
    assert any(t.label.startswith("Close button") for t in spots)  # the × is a stop: Enter closes
    for _ in range(8):  # Right walks the dialog's stops only
        press(app, pygame.K_RIGHT)
        assert dialog.contains(pygame.Rect(table.focus.current.rect))
    stops = len(table.focus.targets())
    for _ in range(stops + 2):  # and Tab goes round inside it, never to Menu, Undo or the log behind it
        press(app, pygame.K_TAB)
        assert dialog.contains(pygame.Rect(table.focus.current.rect)), table.focus.current
    press(app, pygame.K_ESCAPE)  # Esc closes it, no pause menu
    assert app.stack.top is table and table.selection.dialog is None


def test_build_prompts_are_true_for_keyboard_players(baraza_home):
    app, match, table = _table(_main_after_roll)
    for mode in ("road", "village", "town"):
        table.selection.mode = mode
        _title, text = table.prompts.prompt(table.current_view())
        assert "Esc" in text and "click" not in text.lower().replace("right-click", ""), text


def test_nothing_of_the_board_is_lit_over_an_open_dialog(baraza_home):
    """The playtest: a harbour's lesson ring showed through the trade dialog."""
    app, match, table = _table(_can_trade)
    view = table.current_view()
    geo = table.geometry
    table.selection.toggle_trade()
    dialog = table.trade.rect(view)
    assert dialog is not None
    hidden = [a for (pos, _, _), (a, _b) in zip(geo.harbour_badges, (h.corners for h in view.harbours), strict=True)
              if dialog.colliderect(pygame.Rect(0, 0, 40, 40).move(round(pos[0]) - 20, round(pos[1]) - 20))]
    assert hidden, "no harbour under the dialog on this island"
    assert table.tutorial_spot(f"harbour:{hidden[0]}", view) == []
    assert table.tutorial_spot("tiles:9", view) == [] or not dialog.colliderect(geo.tile_rect(9))
    assert dialog in table.lesson_zones(view)  # a lesson's card keeps off the open dialog too
    table.selection.toggle_trade()
    assert table.tutorial_spot(f"harbour:{hidden[0]}", view)  # lit again once the dialog is closed


def test_the_pirate_stands_beside_its_tiles_number():
    """The playtest: the Pirate half-covered its tile's number."""
    from baraza.scenes.krownia import art

    centre = (500.0, 300.0)
    token = pygame.Rect(0, 0, 2 * art.TOKEN_R + 3, 2 * art.TOKEN_R + 3)  # with its shadow
    token.topleft = (centre[0] - art.TOKEN_R, centre[1] - art.TOKEN_R)
    pirate = art.pirate_bounds(art.pirate_spot(centre, True), art.PIRATE_REST)
    assert not pirate.colliderect(token)
    assert centre[0] - pirate.left <= 47  # on its tile: a hex of side 50 is 87 px wide (its shadow may touch the edge)


def test_the_bonus_boxes_show_their_whole_names(baraza_home, monkeypatch):
    """The playtest: "Longest…" and "Largest…" (the boxes side by side were too narrow for the names)."""
    from baraza.scenes.ui import theme

    app, match, table = _table(_main_after_roll)
    drawn = []
    real = theme.draw_text_box

    def spy(surface, fonts, text, box, size=18, colour=None, face="sans", *args, **kwargs):
        drawn.append((text, pygame.Rect(box), size, face, kwargs.get("min_size", theme.MIN_TEXT)))
        return real(surface, fonts, text, box, size, colour, face, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_text_box", spy)
    info = pygame.Rect(table.geometry.info_rect)
    for scale in (100, 150):
        app.fonts.set_scale(scale / 100)
        drawn.clear()
        table.players.draw(pygame.Surface((info.right + 8, info.bottom + 8)), info, table.current_view())
        bonus = [d for d in drawn if d[0].startswith(("Longest Road", "Largest Army", "needs"))]
        assert len(bonus) == 4
        for text, box, size, face, floor in bonus:
            _used, _lines, shortened = theme.fit_lines(app.fonts, text, box.size, size, face, floor)
            assert not shortened, f"{text!r} is cut at {scale} %"
        assert all(r.bottom <= info.bottom for r in table.players.bonus_rects.values())
    app.fonts.set_scale(1.0)


def test_the_longest_road_banner_keeps_off_the_bank_and_the_island(baraza_home):
    """The playtest: the Longest Road banner covered the Bank for a few seconds."""
    app, match, table = _table(_main_after_roll)
    geo = table.geometry
    for text in ("Red now holds Longest Road (5)", "Blue now holds Largest Army (3)", "Your turn"):
        _size, box = table.animator.banner_layout(text)
        assert geo.board_rect.contains(box), text
        assert not box.colliderect(geo.bank_rect()), f"{text!r} covers the Bank"
        assert not any(box.colliderect(geo.tile_rect(h)) for h in geo.tile_centre), f"{text!r} covers a tile"


def test_after_a_build_button_the_cursor_goes_to_the_first_place_it_lit(baraza_home):
    """Keyboard playtest C: after Enter on Road or Village the focus went back to End turn, where a second Enter
    ended the turn; it goes to the first lit place on the board now."""
    app, match, table = _table(_main_after_roll)
    button = table.control("build_road")
    walk_to(app, table, button.rect)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert table.selection.mode == "road"
    current = table.focus.current
    assert table.geometry.board_rect.contains(pygame.Rect(current.rect)), current
    assert current.label.lower().startswith("build a road"), current.label
