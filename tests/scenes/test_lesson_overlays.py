"""Every installed game's lesson, walked as a learner clicks it (as `baraza tutorial GAME --auto` does): what the
lesson and the tooltips show over the table never hides what the step lights up (issue 41).

At each step the pointer rests where the last click left it, then on each lit spot (the layout lint's lesson check,
tools/layout_lint.py), then on a random point of the table (seeded); a tooltip that opens (a card's large view, a word's explanation, a cut text's whole wording, a
table's own hover line) and the lesson's card cover no lit spot. A card under the lesson's card opens no large
view, and after the click that makes a move no tooltip comes back while the pointer stays put. The layout lint's
lesson check (tools/layout_lint.py) finds a card or a tooltip over a lit spot, and passes on every lesson.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest
from scene_helpers import make_app

from baraza.game.core.tutorial import load_tutorial
from baraza.game.registry import game_names, get_game
from baraza.scenes.table import tutorial_auto as auto
from baraza.scenes.table.tutorial import BIG_SPOT, TutorialOverlay, has_lesson, lesson_table

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

LESSON_GAMES = [name for name in game_names() if has_lesson(name)]
RANDOM_RESTS = 1  # random points the pointer rests on at each step
UNDER_CARD = 2  # cards under the lesson's card hovered at each step


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _rest(app, pos=None) -> None:
    """The pointer moves to `pos` (stays, with None) and rests long enough for every tooltip to open."""
    if pos is not None:
        app.frame(1 / 30, events=[_motion(pos)])
    for _ in range(2):
        app.frame(0.35, events=[])


def _lit(overlay) -> list[pygame.Rect]:
    """The spots the step lights up that nothing may cover (a whole board lit at once aside)."""
    return [pygame.Rect(r) for r in overlay.spots() if r.w * r.h <= BIG_SPOT]


def _tooltips(app, table) -> list[tuple[str, pygame.Rect]]:
    shown = [("card view", app.card_zoom.shown), ("cut text tooltip", app.tips.shown),
             ("word tooltip", getattr(table.term_hover, "drawn_box", None))]
    own = getattr(table, "shown_tips", None)
    shown += [("table tooltip", r) for r in (own() if callable(own) else [])]
    return [(what, pygame.Rect(r)) for what, r in shown if r is not None]


class _Offers:
    """Every card the tables offer to the large view, as drawn (before anything trims them)."""

    def __init__(self, zoom) -> None:
        self.rects: list[pygame.Rect] = []
        self._offer = zoom.offer
        zoom.offer = self.offer

    def offer(self, scene, rect, face) -> None:
        if face is not None:
            self.rects.append(pygame.Rect(rect))
        self._offer(scene, rect, face)


def _walk(game: str) -> dict[str, list[str]]:
    """The lesson clicked through; what each check found, by check."""
    import layout_lint

    app = make_app()
    offers = _Offers(app.card_zoom)
    rng = random.Random(f"overlays/{game}")
    found: dict[str, list[str]] = {"covers": [], "under_card": [], "after_move": []}
    table = lesson_table(app, game)
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while not overlay.run.finished:
        assert auto._settle(app, table, overlay), "the table never came to rest"
        table, overlay = auto.current(app, table)
        if overlay.run.finished:
            break
        index = overlay.run.index
        step = f"step {index + 1}"
        offers.rects = []
        auto._frame(app)
        lit, card = _lit(overlay), pygame.Rect(overlay.card)
        found["covers"] += [f"{step}: the lesson card over {tuple(r)}" for r in lit if card.colliderect(r)]
        under = [c.clip(card) for c in offers.rects if c.colliderect(card)]
        # the lint's check: the pointer rests where the last click left it, then on each lit spot
        found["covers"] += [f"{step}: {f.text} {f.rect} {f.other}" for f in layout_lint.lesson_overlaps(app, table, overlay)
                            if f.text != "lesson card"]
        for pos in [(rng.randrange(1000), rng.randrange(720)) for _ in range(RANDOM_RESTS)]:
            _rest(app, pos)
            for what, rect in _tooltips(app, table):
                hidden = [tuple(r) for r in _lit(overlay) if rect.colliderect(r)]
                if hidden:
                    found["covers"].append(f"{step}: {what} {tuple(rect)} over {hidden[0]} (pointer at {pos})")
        for part in under[:UNDER_CARD]:
            _rest(app, part.center)
            if app.card_zoom.shown is not None:
                found["under_card"].append(f"{step}: a card under the lesson card at {part.center} shows large")
        if overlay.run.waiting_for_next:
            auto._click(app, overlay.buttons[0].rect.center)
        else:
            for _ in range(auto.MAX_CLICKS):
                if overlay.run.index != index or overlay.run.replying:
                    break
                clicks = overlay.clicks()
                assert clicks, f"{step}: no spot to click"
                auto._click(app, clicks[0].center)
            _rest(app)  # the move is made: the pointer stays on what it clicked
            shown = [f"{what} {tuple(rect)}" for what, rect in _tooltips(app, table)]
            if shown:
                found["after_move"].append(f"{step}: {', '.join(shown)} stays after the move")
        assert overlay.run.index != index or overlay.run.replying, f"{step}: the clicks did not complete it"
    return found


@pytest.fixture(scope="module", params=LESSON_GAMES)
def walked(request, tmp_path_factory):
    mp = pytest.MonkeyPatch()
    home = tmp_path_factory.mktemp("home")
    mp.setenv("BARAZA_HOME", str(home))
    mp.setenv("BARAZA_FALLBACK", str(home / "fallback"))
    try:
        yield request.param, _walk(request.param)
    finally:
        mp.undo()


def test_neither_the_lesson_card_nor_a_tooltip_covers_a_lit_spot(walked):
    game, found = walked
    assert found["covers"] == [], f"{game}: {found['covers'][:6]}"


def test_no_card_under_the_lesson_card_opens_its_large_view(walked):
    game, found = walked
    assert found["under_card"] == [], f"{game}: {found['under_card'][:6]}"


def test_no_tooltip_comes_back_after_a_move_while_the_pointer_stays(walked):
    game, found = walked
    assert found["after_move"] == [], f"{game}: {found['after_move'][:6]}"


# --- the layout lint's lesson check -------------------------------------------------------------------------
def _first_step_with_a_lit_spot(game: str):
    app = make_app()
    table = lesson_table(app, game)
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while not _lit(overlay):
        assert auto._settle(app, table, overlay)
        table, overlay = auto.current(app, table)
        auto._frame(app)
        if not _lit(overlay):
            auto._click(app, overlay.buttons[0].rect.center if overlay.run.waiting_for_next else overlay.clicks()[0].center)
    return app, table, overlay


def test_the_lint_finds_a_lesson_card_or_a_tooltip_over_a_lit_spot(baraza_home, monkeypatch):
    import layout_lint

    app, table, overlay = _first_step_with_a_lit_spot(LESSON_GAMES[0])
    assert layout_lint.lesson_overlaps(app, table, overlay) == []
    target = _lit(overlay)[0]
    monkeypatch.setattr(type(table), "shown_tips", lambda self: [target.inflate(4, 4)], raising=False)
    found = layout_lint.lesson_overlaps(app, table, overlay)
    assert found and {f.kind for f in found} == {"lesson_overlap"} and found[0].text == "table tooltip"
    monkeypatch.undo()
    monkeypatch.setattr(TutorialOverlay, "_place_card", lambda self, height, spots: pygame.Rect(
        target.x, target.y, self.card_w, height))
    app.frame(1 / 30, events=[])
    assert [f.text for f in layout_lint.lesson_overlaps(app, table, overlay)][:1] == ["lesson card"]


def test_the_lint_sweep_walks_each_lesson_and_fails_on_an_overlap(baraza_home, monkeypatch):
    import layout_lint

    from baraza.scenes.ui.text_audit import Finding

    game = min(LESSON_GAMES, key=lambda g: len(load_tutorial(get_game(g)).steps))  # the shortest walk
    report = layout_lint.sweep(0, games=[game])
    assert report["errors"] == [] and report["lesson_overlaps"] == 0 and report["views"].get("lesson", 0) > 0
    monkeypatch.setattr(layout_lint, "lesson_overlaps", lambda app, table, overlay: [
        Finding("lesson_overlap", "lesson card", (0, 0, 10, 10), "over the lit spot (1, 1, 2, 2)")])
    report = layout_lint.sweep(0, games=[game])
    assert report["lesson_overlaps"] > 0 and layout_lint._print_sweep(report, as_json=True) == 1
