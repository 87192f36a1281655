"""The replay's analysis chart (issue 41): a click or a drag on it goes to that move and the keys step on from
there, the pointer turns to a hand over it and the words under it say so; where the replay stands is drawn in a
colour of its own, not the curve's yellow (in high contrast too); and a toast keeps off the chart's title."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import click, frames, key, make_app

from baraza.game.core.analysis import MoveJudgement
from baraza.scenes.ui import theme

MARKED = 8


def _viewer(app, high_contrast: bool = False):
    app.settings.high_contrast = high_contrast
    app.apply_look()
    viewer = app.show("replay", played("kona", 3, ["human", "ai:easy"]))
    frames(app, 1)
    judged, p = [], 0.5
    for m in viewer.replay.moves:  # a made-up analysis: a zigzag, one move marked
        q = max(0.0, min(1.0, p + (0.08 if m.ply % 3 else -0.12)))
        judged.append(MoveJudgement(m.ply, m.seat, m.text, None, p, q, "a better move",
                                    "blunder" if m.ply == MARKED else None, (p, 1 - p), (q, 1 - q)))
        p = q
    viewer.timeline.judgements = judged
    viewer.moves.set_judgements(judged)
    viewer.show_moves = True
    viewer.jump(3)
    frames(app, 2)
    return viewer


def _drawn(app, viewer) -> list[tuple[pygame.Rect, str]]:
    app.fonts.placed = []
    try:
        viewer.draw(app.screen)
        return [(rect, text) for rect, text, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def test_a_click_on_the_chart_goes_to_that_move_and_the_keys_step_on(baraza_home) -> None:
    app = make_app()
    viewer = _viewer(app)
    chart = viewer.moves.chart_rect
    assert chart is not None
    y = chart.centery
    frames(app, 1, click((viewer.moves.chart_x(12), y)))
    assert viewer.ply == 12 and not viewer.before_mark
    frames(app, 40)
    frames(app, 1, [key(pygame.K_RIGHT)])
    assert viewer.ply == 13
    frames(app, 40)
    frames(app, 1, click((viewer.moves.chart_x(MARKED) + 4, y)))  # near the marked move: it, shown before it
    assert viewer.ply == MARKED and viewer.before_mark
    frames(app, 40)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(viewer.moves.chart_x(2), y), button=1)
    drag = pygame.event.Event(pygame.MOUSEMOTION, pos=(viewer.moves.chart_x(5), y), rel=(1, 0), buttons=(1, 0, 0))
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(viewer.moves.chart_x(5), y), button=1)
    for event in (down, drag, up):
        frames(app, 1, [event])
    assert viewer.ply == 5
    viewer.on_exit()


def test_the_pointer_is_a_hand_over_the_charts_and_the_words_say_they_can_be_picked(baraza_home) -> None:
    app = make_app()
    viewer = _viewer(app)
    frames(app, 1, [_motion(viewer.moves.chart_rect.center)])
    assert viewer.pointer.shape == "hand"
    frames(app, 1, [_motion((40, 40))])  # the board: nothing to pick there
    assert viewer.pointer.shape == "arrow"
    frames(app, 1, [_motion(viewer.timeline.rect.center)])
    assert viewer.pointer.shape == "hand"
    viewer.on_exit()
    assert viewer.pointer.shape == "arrow"
    notes = [(rect, text) for rect, text in _drawn(app, viewer) if "chart" in text or "arrows" in text]
    words = " ".join(text for _rect, text in notes)
    assert "Pick a point on the chart" in words and "click" not in words.lower()
    chart = viewer.moves.chart_rect
    assert all(viewer.moves.rect.contains(rect) and rect.top >= chart.bottom - 2 for rect, _text in notes)


def _column_colours(surface: pygame.Surface, x: int, top: int, bottom: int) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y))[:3]) for y in range(top, bottom)}


@pytest.mark.parametrize("high_contrast", [False, True])
def test_where_the_replay_stands_is_not_drawn_in_the_curves_yellow(baraza_home, high_contrast) -> None:
    app = make_app()
    viewer = _viewer(app, high_contrast)
    _drawn(app, viewer)
    chart, x = viewer.moves.chart_rect, viewer.moves.chart_x(3)
    curve = tuple(theme.ACCENT)
    for top, bottom, where in ((chart.y + 30, chart.bottom - 30, "chart"),
                               (viewer.timeline.rect.y + 3, viewer.timeline.rect.bottom - 3, "timeline")):
        if where == "timeline":
            x = viewer.timeline.x_of(3)
        seen = _column_colours(app.screen, x, top, bottom)
        lines = [c for c in seen if sum(c) > 500]  # the light line itself (not the grid, the panel, its edging)
        assert lines, where
        for colour in lines:
            assert max(abs(a - b) for a, b in zip(colour, curve, strict=True)) >= 100, (where, colour, curve)
    viewer.on_exit()
    app.settings.high_contrast = False
    app.apply_look()


def test_a_toast_keeps_off_the_chart_and_the_buttons(baraza_home) -> None:
    app = make_app()
    viewer = _viewer(app)
    assert viewer.practise_button in viewer.bar.buttons  # the analysis is in: Practise shows above Analyse
    frames(app, 30, dt=0.05)  # past Practise's guard (it ignores clicks a moment after it appears)
    viewer.open_practise()  # nothing to practise: its note is a toast
    assert app.toasts and "No blunder" in app.toasts[-1].text
    app.fonts.placed = []
    try:
        frames(app, 1)
        placed = [(rect, text) for rect, text, _size, _face in app.fonts.placed]
    finally:
        app.fonts.placed = None
    toast = [rect for rect, text in placed if "No blunder" in text or "practise" in text]
    title = [rect for rect, text in placed if "chance of winning" in text]
    assert toast and title
    assert not any(t.colliderect(r) for t in toast for r in title)
    assert not any(t.colliderect(viewer.moves.rect) for t in toast)
    area = viewer.toast_rect()
    assert not area.colliderect(viewer.moves.rect) and not area.colliderect(viewer.timeline.rect)
    assert not any(area.colliderect(b.rect) for b in [*viewer.bar.icons, *viewer.bar.buttons])
    assert not any(text.startswith("Move 3 of") for _rect, text in placed)  # the caption gives way, not under it
    viewer.on_exit()


def test_a_marked_move_is_dotted_on_the_chart_in_its_marks_colour() -> None:
    """A playtester saw a blunder yellow on the chart (the curve's colour) and red in the list and the timeline."""
    import pygame

    from baraza.scenes.render.charts import draw_line_chart
    from baraza.scenes.replay.timeline import MARK_COLOURS
    from baraza.scenes.ui.theme import Fonts

    pygame.init()
    surface = pygame.Surface((400, 200))
    plot = draw_line_chart(surface, Fonts(), pygame.Rect(0, 0, 400, 200), [0.5, 0.6, 0.1, 0.1], marks=[2],
                           percent=True, points=False, mark_colours={2: MARK_COLOURS["blunder"]})
    x = plot.x + round(2 * (plot.w - 1) / 3)
    y = plot.bottom - round(0.1 * plot.h)
    near = {tuple(surface.get_at((x + dx, y + dy)))[:3] for dx in range(-3, 4) for dy in range(-3, 4)
            if surface.get_rect().collidepoint(x + dx, y + dy)}
    assert MARK_COLOURS["blunder"] in near
