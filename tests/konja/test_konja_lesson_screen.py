"""A new player's first evening at the Konja table (issue 41): the lesson's card keeps the dice it talks about in
sight, a step that asks for "+1" shows "+1", the table's hover line (dice, rows, piles) never opens under the
lesson's card, covers no lit spot and goes once a move is made, it keeps off the prompt panel in play, and the
turn panel's "You can: …" is never cut at 1280×720.

The hover line is read off the panels the hover part draws (a spy on its `theme`), so these tests need nothing
of the part but that it draws a panel."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))

from scene_helpers import make_app  # noqa: E402

from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.konja import hover as hover_module  # noqa: E402
from baraza.scenes.table import tutorial_auto as auto  # noqa: E402
from baraza.scenes.table.launch import scene_class  # noqa: E402
from baraza.scenes.table.tutorial import BIG_SPOT, lesson_table  # noqa: E402

SIGNS = re.compile(r"[+−-]\d\b")  # "+1", "−1": a chip a step names


class _ThemeSpy:
    """Stands in for the hover part's `theme`: every panel it draws is noted (the hover line is its only one)."""

    def __init__(self, real) -> None:
        self.real = real
        self.panels: list[pygame.Rect] = []

    def __getattr__(self, name):
        return getattr(self.real, name)

    def draw_panel(self, surface, rect, *args, **kwargs):
        self.panels.append(pygame.Rect(rect))
        return self.real.draw_panel(surface, rect, *args, **kwargs)


def _motion(pos) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def _tip(app, spy, pos=None) -> pygame.Rect | None:
    """The hover line drawn once the pointer has moved to `pos` (None: stayed) and rested."""
    if pos is not None:
        app.frame(1 / 30, events=[_motion(pos)])
    app.frame(0.35, events=[])
    spy.panels.clear()
    app.frame(0.35, events=[])
    return spy.panels[-1] if spy.panels else None


def _items(scene, view) -> list[pygame.Rect]:
    """What has a hover line on the table now: dice, Action and red dice, pyramid rows, Cloud piles."""
    geo = scene.geometry
    return ([geo.die_rect(i) for i in range(len(view.dice))] + [geo.action_rect(a) for a in range(len(view.action_dice))]
            + [geo.red_rect(r) for r in range(len(view.red_dice))] + [geo.row_rect(k) for k in geo.rows]
            + [geo.pile_rect(p) for p in (3, 5, 7)])


def _walk() -> dict[str, list[str]]:
    app = make_app()
    spy = _ThemeSpy(hover_module.theme)
    hover_module.theme = spy
    found: dict[str, list] = {"dice": [], "signs": [], "tip_covers": [], "under_card": [], "after_move": [],
                              "signs_asked": [], "tips_seen": [], "under_tried": []}  # the last three: what was tried
    try:
        table = lesson_table(app, "konja")
        overlay = table.tutorial
        app.stack.reset(table)
        app.stack.apply_pending()
        while not overlay.run.finished:
            assert auto._settle(app, table, overlay)
            table, overlay = auto.current(app, table)
            if overlay.run.finished:
                break
            index = overlay.run.index
            step, text = f"step {index + 1}", overlay.run.step.text
            auto._frame(app)
            view, card = table.current_view(), overlay.card.copy()
            lit = [pygame.Rect(r) for r in overlay.spots() if r.w * r.h <= BIG_SPOT]
            if view.phase != "collect":
                dice = [table.geometry.die_rect(i) for i in range(len(view.dice))]
                found["dice"] += [f"{step}: the lesson card {tuple(card)} over the die at {tuple(d)}"
                                  for d in dice if card.colliderect(d)]
            if index and (tip := _tip(app, spy)) is not None:
                found["after_move"].append(f"{step}: the hover line {tuple(tip)} stays where the last click was")
            for item in _items(table, view):
                if card.collidepoint(item.center):
                    found["under_tried"].append(step)
                    if (tip := _tip(app, spy, item.center)) is not None:
                        found["under_card"].append(f"{step}: {tuple(item)} under the lesson card shows {tuple(tip)}")
                elif (tip := _tip(app, spy, item.center)) is not None:
                    found["tips_seen"].append(step)
                    over = [tuple(r) for r in [card, *lit] if tip.colliderect(r)]
                    if over:
                        found["tip_covers"].append(f"{step}: hovering {tuple(item)}, the line {tuple(tip)} covers {over[0]}")
            if overlay.run.waiting_for_next:
                auto._click(app, overlay.buttons[0].rect.center)
                continue
            for _ in range(auto.MAX_CLICKS):
                if overlay.run.index != index or overlay.run.replying:
                    break
                clicks = overlay.clicks()
                assert clicks, f"{step}: no spot to click"
                prompt = table.prompt_panel
                words = prompt.sync(table.current_view())
                labels = [b.text.removeprefix("● ") for b in prompt.buttons]
                if clicks[0] == prompt.button_rect(table.current_view(), "", overlay.run.expected()) or any(
                        b.rect == clicks[0] and b.text.split()[0] in ("Use", "Cast") for b in prompt.buttons):
                    for sign in SIGNS.findall(text):  # the card's button is next: the chip asked for is on show
                        found["signs_asked"].append(step)
                        if sign.replace("-", "−") not in words.replace("-", "−") + " ".join(labels).replace("-", "−"):
                            found["signs"].append(f"{step} asks for {sign}; the prompt shows {words!r} {labels}")
                auto._click(app, clicks[0].center)
            assert overlay.run.index != index or overlay.run.replying
    finally:
        hover_module.theme = spy.real
    return found


@pytest.fixture(scope="module")
def walked(tmp_path_factory):
    mp = pytest.MonkeyPatch()
    home = tmp_path_factory.mktemp("home")
    mp.setenv("BARAZA_HOME", str(home))
    mp.setenv("BARAZA_FALLBACK", str(home / "fallback"))
    try:
        yield _walk()
    finally:
        mp.undo()


def test_the_lesson_card_keeps_the_dice_in_sight(walked):
    assert walked["dice"] == []


def test_a_step_that_asks_for_plus_one_shows_it_before_the_card_is_used(walked):
    assert len(set(walked["signs_asked"])) >= 3  # Tilt +1, Oodoo −1, Oodoo +1 (the only way a 1 can go)
    assert walked["signs"] == []


def test_the_hover_line_never_covers_the_lesson_card_or_a_lit_spot(walked):
    assert len(walked["tips_seen"]) > 100
    assert walked["tip_covers"] == []


def test_nothing_under_the_lesson_card_opens_a_hover_line(walked):
    assert len(walked["under_tried"]) >= 4
    assert walked["under_card"] == []


def test_the_hover_line_goes_once_a_move_is_made(walked):
    assert walked["after_move"] == []


# --- in play ------------------------------------------------------------------------------------------------
def _table_at(phase: str, seed: int):
    """A Konja table (two humans) played by random moves until `phase` comes with dice on the table."""
    app = make_app()
    match = new_match("konja", ["human", "human"], seed, {"first_player": 0})
    rng = random.Random(seed)
    for _ in range(400):
        view = match.view(match.active_seats()[0])
        if view.phase == phase and (view.dice or phase != "bones"):
            break
        seat = match.active_seats()[0]
        legal = [a for a in match.legal_actions(seat) if a.kind != "finish_collection"] or match.legal_actions(seat)
        assert match.submit(seat, rng.choice(legal)).ok
    scene = scene_class("konja")(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    app.frame(1 / 60, events=[])
    return app, scene, match


@pytest.mark.parametrize("phase, seed", [("bones", 3), ("collect", 5), ("collect", 11)])
def test_in_play_the_hover_line_keeps_off_the_prompt_panel_and_goes_after_a_click(baraza_home, phase, seed):
    app, scene, match = _table_at(phase, seed)
    view = scene.current_view()
    assert view.phase == phase
    spy = _ThemeSpy(hover_module.theme)
    hover_module.theme = spy
    try:
        prompt = scene.geometry.z["prompt"]
        shown = 0
        for item in _items(scene, view):
            tip = _tip(app, spy, item.center)
            if tip is not None:
                shown += 1
                assert not tip.colliderect(prompt), f"the line for {tuple(item)} lies over the prompt panel"
                assert not tip.colliderect(item), f"the line for {tuple(item)} hides it"
        assert shown >= 3
        row = scene.geometry.row_rect("power" if phase == "collect" else "kind")
        assert _tip(app, spy, row.center) is not None
        app.frame(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=row.center, button=1),
                                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=row.center, button=1)])
        assert _tip(app, spy) is None, "a click: the line goes until the pointer moves"
        assert _tip(app, spy, (row.centerx + 3, row.centery)) is not None, "and comes back when it does"
    finally:
        hover_module.theme = spy.real


def test_the_turn_panels_you_can_line_is_never_cut_at_1280x720(baraza_home, monkeypatch):
    """Every "You can: …" a random Konja match shows (a human at each seat) is drawn whole in the turn panel."""
    # the table would answer the Rain's lone Done / Pass itself (s38): here every line is shown as it stands
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_pass", "idle_red"})
    seen: dict[str, tuple[int, int]] = {}  # each line, and the first (seed, moves) that shows it
    for seed in range(25):
        match = new_match("konja", ["human", "human"], seed)
        rng = random.Random(seed)
        for n in range(500):
            if match.is_over():
                break
            seat = match.active_seats()[0]
            legal = match.legal_actions(seat)
            line = " · ".join(match.rules.summarize_actions(match.view(seat), seat, legal))
            seen.setdefault(line, (seed, n))
            assert match.submit(seat, rng.choice(legal)).ok
    assert any("Spirit token" in line for line in seen), "a turn with the Spirit token to spend was seen"
    app = make_app()
    assert app.screen.get_size() == (1280, 720)
    cut = []
    for line, (seed, n) in seen.items():
        match = new_match("konja", ["human", "human"], seed)
        rng = random.Random(seed)
        for _ in range(n):
            seat = match.active_seats()[0]
            assert match.submit(seat, rng.choice(match.legal_actions(seat))).ok
        scene = scene_class("konja")(app, match)
        app.stack.reset(scene)
        app.stack.apply_pending()
        app.frame(1 / 60, events=[])
        body = scene.turn_panel.turn_prompt()[1]
        assert body == "You can: " + line
        panel = scene.turn_panel.rect
        cut += [text for box, text in app.fonts.shortened if box.colliderect(panel)]
    assert cut == []
