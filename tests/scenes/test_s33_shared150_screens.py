"""Shared screens at 150 % text, by a keys-only tester: labels that kept their 100 % size (the menu's "Play a code",
New game's "Learn to play", Setup's long values), the replay's chart words read as cut over the key moments'
ticks, the bar's focus tip over the move list's current row, and Analyse eleven Tabs away (now A)."""

from __future__ import annotations

import pygame
from matches import played
from scene_helpers import frames, key, make_app

from baraza.game.registry import get_game


def _app(scale: int):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    return app


def _label_px(app, button) -> int:
    return app.fonts.real_size(button.fitted_label(app.fonts)[0])


# --- 1. labels that grow ------------------------------------------------------------------------
def _menu_buttons(scale: int):
    from baraza.scenes.screens.menu import MainMenuScene

    app = _app(scale)
    menu = MainMenuScene(app)
    return app, {b.text: b for b in menu.menu.buttons}


def test_the_menus_play_a_code_and_run_history_grow_and_do_not_overlap(baraza_home):
    small_app, small = _menu_buttons(100)
    app, large = _menu_buttons(150)
    if "Play a code" not in large:  # no game deals a daily: the panel is empty
        return
    for text in ("Play a code", "Calendar", "Run history"):
        assert _label_px(app, large[text]) > _label_px(small_app, small[text]), text
        assert large[text].fitted_label(app.fonts)[1] == text
        # near its whole 150 % size: "Play a code" in half the row fell back to 22 px, its 100 % size's reach
        assert _label_px(app, large[text]) >= app.fonts.real_size(large[text].font_size) - 1, text
    assert not large["Calendar"].rect.colliderect(large["Play a code"].rect)


def _select(scale: int):
    from baraza.scenes.screens.game_select import GameSelectScene

    app = _app(scale)
    scene = GameSelectScene(app)
    return app, scene


def test_learn_to_play_grows_on_every_card_and_its_buttons_stay_in_the_card(baraza_home):
    small_app, small = _select(100)
    app, large = _select(150)
    learn_small = [b for own in small.card_buttons.values() for b in own if b.text == "Learn to play"]
    learn_large = [b for own in large.card_buttons.values() for b in own if b.text == "Learn to play"]
    assert learn_large and len(learn_large) == len(learn_small)
    for a, b in zip(learn_small, learn_large, strict=True):
        assert _label_px(app, b) > _label_px(small_app, a)
        assert b.fitted_label(app.fonts)[1] == "Learn to play"
    for spec, rect in large.cards:
        own = large.card_buttons[spec.name]
        for i, button in enumerate(own):
            assert rect.contains(button.rect), (spec.name, button.text)
            assert all(not button.rect.colliderect(other.rect) for other in own[i + 1:])
    assert all(not large.back.rect.colliderect(rect) for _, rect in large.cards)
    assert large.back.rect.bottom <= 720


def test_down_goes_from_play_to_learn_to_play_when_they_stand_stacked(baraza_home):
    app, scene = _select(150)
    own = next(own for own in scene.card_buttons.values() if len(own) == 2)
    scene.menu.focus = scene.menu.buttons.index(own[0])
    scene._move_rows(1)
    assert scene.menu.buttons[scene.menu.focus] is own[1]
    scene._move_rows(-1)
    assert scene.menu.buttons[scene.menu.focus] is own[0]


def _value_px(game: str, scale: int, word: str) -> int:
    """The real size the setup screen draws the value containing `word` at."""
    from baraza.scenes.screens.setup import SetupScene

    app = _app(scale)
    scene = SetupScene(app, get_game(game))
    app.fonts.placed = []
    scene.draw(pygame.Surface((1280, 720)))
    sizes = [app.fonts.real_size(size) for _rect, text, size, _face in app.fonts.placed if word in text]
    app.fonts.placed = None
    assert sizes, word
    return min(sizes)


def test_setup_values_grow_with_the_text_size(baraza_home):
    assert _value_px("konja", 150, "attack you") > _value_px("konja", 100, "attack you")
    assert _value_px("konja", 150, "attack you") > 20  # larger than at 100 % (it was squeezed to 16 px)
    assert _value_px("khedu", 150, "(solo)") > _value_px("khedu", 100, "(solo)")


def test_setup_rows_do_not_overlap_at_150(baraza_home):
    from baraza.scenes.screens.setup import SetupScene

    for game in ("konja", "khedu"):
        scene = SetupScene(_app(150), get_game(game))
        rects = [row.rect for row in scene.rows]
        for i, rect in enumerate(rects):
            assert rect.collidelist(rects[i + 1:]) < 0, (game, i)
            assert pygame.Rect(0, 0, 1280, 720).contains(rect)


# --- 2. the chart's words and the key moments' ticks ---------------------------------------------------
def _replay(scale: int, show_moves: bool = False):
    app = _app(scale)
    viewer = app.show("replay", played("konja", 4, ["human", "ai:easy"], limit=80))
    frames(app, 2)
    viewer.show_moves = show_moves
    frames(app, 2)
    return app, viewer


def test_no_tick_under_the_chart_words_and_the_words_fit(baraza_home):
    from baraza.scenes.ui import theme

    app, viewer = _replay(150)
    timeline = viewer.timeline
    assert timeline.curve() == [] and timeline.moments
    said = "Analyse to chart the chances"
    assert not theme.fit_lines(app.fonts, said, timeline.rect.inflate(-12, -4).size, 16, line_gap=0)[2]
    timeline.moments = [(ply, "a moment") for ply in range(1, timeline.plies, 2)]  # ticks all along
    surface = pygame.Surface((1280, 720))
    timeline.draw(surface, app.fonts, 0)
    left, right = timeline.words_span(app.fonts)
    tick = pygame.Color(120, 128, 150)
    for x in range(left, right + 1):
        for y in range(timeline.rect.bottom - 6, timeline.rect.bottom - 2):
            assert surface.get_at((x, y)) != tick, (x, y)
    timeline.rect = timeline.rect.inflate(400, 0).clip(surface.get_rect())  # a wider track: the ticks beside
    # the words still show
    timeline.draw(surface, app.fonts, 0)
    left, right = timeline.words_span(app.fonts)
    outside = [x for x in (timeline.x_of(ply) for ply, _ in timeline.moments) if x > right + 2]
    assert outside and surface.get_at((outside[-1], timeline.rect.bottom - 4)) == tick
    viewer.on_exit()


# --- 3. the focus tip keeps off the move list's current row -------------------------------------------
def test_the_focused_buttons_tip_does_not_cover_the_current_move(baraza_home):
    app, viewer = _replay(150, show_moves=True)
    covered = 0
    for _ in range(30):
        frames(app, 1, [key(pygame.K_RIGHT)])
        for button in (viewer.analyse_button, viewer.branch_button, viewer.moves_button):
            viewer._set_focus(button)
            viewer.bar.focus_tip(button, viewer.seconds)  # as Tab does: its words show
            frames(app, 1)
            lit = viewer.moves.lit_rect
            assert lit is not None
            tip = viewer.bar.tip_rect(app.fonts)
            assert tip is None or not tip.colliderect(lit), (viewer.ply, button.text)
            viewer.bar.avoid = []
            bare = viewer.bar.tip_rect(app.fonts)
            covered += bare is not None and bare.colliderect(lit)
    assert covered  # the case the tester met: without keeping off, the tip lay over the current row
    viewer.on_exit()


# --- 4. Analyse by a key ---------------------------------------------------------------------------
def test_a_presses_analyse_and_the_keys_page_and_tip_name_it(baraza_home):
    from baraza.game.registry import available_games
    from baraza.scenes.screens.keys import keys_markdown

    app, viewer = _replay(100)
    pressed = []
    viewer.analyse_button.on_click = lambda: pressed.append(True)
    frames(app, 1, [key(pygame.K_a, unicode="a")])
    assert pressed == [True]
    frames(app, 1, [key(pygame.K_a, mod=pygame.KMOD_CTRL, unicode="a")])
    assert pressed == [True]  # Ctrl+A is not Analyse
    assert "(A)" in viewer.analyse_button.tooltip
    pygame.init()
    assert "| **A** | Analyse" in keys_markdown(available_games())
    viewer.on_exit()
