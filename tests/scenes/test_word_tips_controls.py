"""A word tip never explains a word on a control and keeps off the table's controls (KROWNIA blind playtest: the
"Dice" tip, opened on "Roll the dice", covered Roll's "Enter" and the Road button)."""

import pygame
from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.krownia.table import KrowniaScene
from baraza.scenes.table.term_hover import DWELL


def _roll_table():
    app = make_app()
    match = new_match("krownia", ["human", "human"], 3)
    for _ in range(400):
        view = match.view(None)
        seat = match.active_seats()[0]
        if view.phase == "roll" and view.turn >= 4:
            break
        legal = match.legal_actions(seat)
        pick = next((a for a in legal if a.kind in ("roll", "end_turn")), None)
        match.submit(seat, pick or next(a for a in legal if a.kind not in ("open_trade", "timeout")))
    assert match.view(None).phase == "roll"
    table = KrowniaScene(app, match)
    app.stack.reset(table)
    frames(app, 2)
    return app, table


def _rest_on(app, pos) -> None:
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 1, pos[1]), rel=(1, 0), buttons=(0, 0, 0))])
    frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(-1, 0), buttons=(0, 0, 0))])
    frames(app, 1, dt=DWELL + 0.05)
    frames(app, 2)


def test_a_glossary_word_on_a_control_opens_no_tip(baraza_home):
    """Roll the dice now reads "Roll": the same rule on the Village build row, a glossary word on a control."""
    app, table = _roll_table()
    fonts = app.fonts
    fonts.placed = []
    table.draw(pygame.Surface(app.screen.get_size()))
    controls = [pygame.Rect(c.rect) for c in table.actions.controls(table.current_view())]
    label = next(p for p in fonts.placed if p[1].startswith("Village")
                 and any(c.contains(pygame.Rect(p[0])) for c in controls))
    rect, text, size, face = label
    font = fonts.get(size, face)
    x = rect[0] + font.size("Vil")[0]
    _rest_on(app, (x, pygame.Rect(rect).centery))
    assert table.term_hover.drawn_box is None


def test_a_tip_keeps_off_every_control_of_the_side_panel(baraza_home):
    app, table = _roll_table()
    fonts = app.fonts
    fonts.placed, fonts.controls = [], []
    table.draw(pygame.Surface(app.screen.get_size()))
    controls = [pygame.Rect(c.rect) for c in table.actions.controls(table.current_view())]
    hover = table.term_hover
    shown = 0
    for rect, text, size, face in list(fonts.placed):
        found = hover.glossary.find_terms(text)
        if not found or any(c.contains(pygame.Rect(rect)) for c in controls):
            continue
        start, end, _entry = found[0]
        font = fonts.get(size, face)
        x = rect[0] + (font.size(text[:start])[0] + font.size(text[:end])[0]) // 2
        _rest_on(app, (x, pygame.Rect(rect).centery))
        box = hover.drawn_box
        if box is not None:
            shown += 1
            assert box.collidelist(controls) < 0, (text, box)
        if shown >= 3:
            break
    assert shown
