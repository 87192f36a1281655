"""Khedu, blind testers' issue 41 (round 5): a solo run can be ended from the table ("End the run here", asked once
more, since the results open and cannot be taken back), and a quick second click where "No Cadence" or "Roll" was
never presses the button that took its place (the bar's wait outlives a second build of the same bar)."""

from __future__ import annotations

import pygame
import pytest
from scene_helpers import click, frames, make_app

from baraza.game.core.action import Action
from baraza.game.khedu import make_agent
from baraza.game.registry import new_match
from baraza.scenes.khedu.ask_first import END_RUN_LABEL, score_if_ended
from baraza.scenes.khedu.table import KheduScene
from baraza.scenes.ui.click_guard import CHANGED_SECONDS

SETTLE_FRAMES = int(CHANGED_SECONDS * 60) + 3  # the bar's wait for a button that took another's place
QUICK_FRAMES = 36  # 0.6 s: past the click gate's double click (0.45 s), within the bar's wait


def _app(scale: int):
    if scale == 100:
        return make_app()
    from test_lesson_placement import _app as scaled

    return scaled(scale)


def _solo(want, scale: int = 100, seed: int = 3):
    """A solo table at the first position (the easy AI playing the run up to it) where `want(match)` holds."""
    for tried in range(seed, seed + 30):
        match = new_match("khedu", ["human"], tried, {})
        agent = make_agent("easy", 0, tried)
        while not match.is_over() and not want(match):
            legal = [a for a in match.legal_actions(0) if a.kind != "end_run"]
            match.submit(0, agent.choose(match.rules, match.view(0), 0, legal))
        if not match.is_over():
            app = _app(scale)
            scene = KheduScene(app, match)
            app.stack.reset(scene)
            frames(app, SETTLE_FRAMES)
            return app, scene
    raise AssertionError("no such position")


def _full_cadre_turn(match) -> bool:
    s = match.state
    return s.phase == "turn" and s.turn_mode is None and all(s.players[0].cadre) and s.players[0].lp >= 3


def _button(scene, text: str):
    scene.prompt.sync(scene.current_view())
    return next(b for b in scene.prompt.buttons if b.text == text or b.text.startswith(text))


@pytest.mark.parametrize("scale", [100, 150])
def test_a_solo_run_ends_from_the_table_after_one_question(baraza_home, scale):
    from baraza.scenes.screens.results import ResultsScene

    app, scene = _solo(_full_cadre_turn, scale)
    match = scene.match
    end = _button(scene, END_RUN_LABEL)
    assert end.enabled and end.rect.w >= pygame.font.Font(None, 16).size("End the run")[0]
    moves = len(match.records)
    where = end.rect.center
    frames(app, 1, click(where))
    assert len(match.records) == moves, "one click never ends the run"
    assert scene.prompt.text(scene.current_view()).startswith("End the run")
    keep = _button(scene, "Keep playing")
    assert keep.rect.collidepoint(where), "a double click lands on Keep playing"
    frames(app, QUICK_FRAMES)
    frames(app, 1, click(where))  # a quick second click: too soon for the button that just took the place
    assert scene.prompt.confirming == Action("end_run") and len(match.records) == moves
    frames(app, SETTLE_FRAMES)
    frames(app, 1, click(where))
    assert scene.prompt.confirming is None and len(match.records) == moves, "Keep playing keeps the turn"
    # asked again and confirmed: the run ends with the score the question named, no pass paid
    frames(app, SETTLE_FRAMES)
    frames(app, 1, click(_button(scene, END_RUN_LABEL).rect.center))
    frames(app, SETTLE_FRAMES)
    confirm = _button(scene, "End with")
    promised = score_if_ended(scene.current_view())
    assert confirm.text == f"End with {promised} points"
    frames(app, 1, click(confirm.rect.center))
    assert match.records[moves].action == Action("end_run")
    assert match.is_over() and match.result().scores == (float(promised),)
    for _ in range(200):
        if isinstance(app.stack.top, ResultsScene):
            break
        frames(app, 1, dt=0.05)
    assert isinstance(app.stack.top, ResultsScene)


def _in_cadence_window(match) -> bool:
    c = match.state.combat
    legal = match.legal_actions(0) if not match.is_over() else []
    return c is not None and c.step == "cadences" and any(a.kind == "cadence" for a in legal)


def test_a_quick_second_click_never_presses_the_button_that_took_the_place(baraza_home, monkeypatch):
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, scene = _solo(_in_cadence_window)
    match = scene.match
    no = _button(scene, "No Cadence")
    where = no.rect.center
    moves = len(match.records)
    frames(app, 1, click(where))
    assert [r.action.kind for r in match.records[moves:]] == ["cadence_done"]
    assert _button(scene, "Roll").rect.collidepoint(where), "Roll took No Cadence's place"
    frames(app, QUICK_FRAMES)
    frames(app, 1, click(where))  # aimed at No Cadence a moment ago: Roll must not answer it
    assert [r.action.kind for r in match.records[moves:]] == ["cadence_done"]
    frames(app, SETTLE_FRAMES)
    frames(app, 1, click(where))  # a deliberate click, later: it rolls
    assert [r.action.kind for r in match.records[moves:]] == ["cadence_done", "roll"]
    frames(app, 3)
    c = scene.current_view().combat  # nothing to gain: Resolve alone holds the slot (S33)
    best = _button(scene, "Best:" if c.best_total > c.total else "Resolve (")
    assert best.rect.collidepoint(where), "Best took Roll's place"
    frames(app, QUICK_FRAMES)
    frames(app, 1, click(where))
    assert [r.action.kind for r in match.records[moves:]] == ["cadence_done", "roll"], "Best waits too"


def test_a_hovered_desert_card_spares_the_fights_panel_while_a_defender_is_picked(baraza_home):
    """Picking what to attack, a Desert card's large view opened over the Combat panel's odds (a blind tester)."""
    app = make_app()
    table = app.show_match(new_match("khedu", ["human"], 3))
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 2)
    view = table.current_view()
    arena = pygame.Rect(table.geometry.zones["arena"])
    stacks = table.geometry.desert_geometry(view)
    unit = table.geometry.token_rect(view, ("desert", len(stacks) - 1))  # the stack beside the fight's panel
    table.clicks.path = [("cadre", 0, 0)]  # an attacker picked: the defender is chosen next
    app.card_zoom.mouse = unit.center
    pygame.mouse.set_pos(unit.center)
    for _ in range(40):
        frames(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=unit.center, rel=(0, 0), buttons=(0, 0, 0))]
               if _ == 0 else None, dt=0.05)
        table.clicks.path = [("cadre", 0, 0)]
    assert app.card_zoom.shown is not None, "the card's large view opened"
    assert not app.card_zoom.shown.colliderect(arena), (app.card_zoom.shown, arena)


def test_a_rivals_cadre_card_clicked_after_a_plain_attacker_says_why(baraza_home):
    """"That is not a choice for this move." and nothing more, for a rival's Cadre card after a Conjurer was picked
    (a blind tester: the same card was a target for their Infiltrator)."""
    import random

    app = make_app()
    match = new_match("khedu", ["human", "human"], 7)
    rng = random.Random(7)
    for _ in range(600):
        view = match.view(0)
        me, rival = view.players[0], view.players[1]
        plain = [i for i, u in enumerate(me.cadre) if u is not None and not u.infiltrating]
        theirs = [i for i, u in enumerate(rival.cadre) if u is not None]
        if plain and theirs and match.active_seats() == (0,):
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        placing = [a for a in legal if a.kind == "place"]
        match.submit(seat, placing[0] if placing else rng.choice(legal))
    else:
        pytest.skip("no such position in this deal")
    table = app.show_match(match)
    app.stack.apply_pending()
    table.ai.close()
    frames(app, 1)
    table.clicks.path = [("cadre", 0, plain[0])]
    assert table.clicks._why_not_next(table.current_view(), ("cadre", 1, theirs[0])).startswith(
        "Only an Infiltrating unit attacks a card in another Cadre")


def test_greyed_reasons_keep_their_places_beside_a_hint(baraza_home):
    """"Pass: needs 5 LP" and "Meditate: not twice in a row" stay, in their places, while a hint shows: shortened,
    they let a costly Pass slide into Meditate's place (a blind tester, session 32). (Beside a half-made choice they
    still step aside: test_khedu_round7b.)"""
    import random

    app = make_app()
    match = new_match("khedu", ["human"], 11)
    rng = random.Random(11)
    grey = ("Pass: needs", "Meditate: not twice")
    table = None
    for _ in range(300):
        table = app.show_match(match)
        app.stack.apply_pending()
        table.ai.close()
        frames(app, 1)
        if any(b.text.startswith(grey) for b in table.prompt.buttons):
            break
        legal = [a for a in match.legal_actions(0) if a.kind != "end_run"]
        match.submit(0, rng.choice(legal))
    else:
        pytest.skip("no such turn in this deal")
    before = [(b.text, tuple(b.rect)) for b in table.prompt.buttons]
    table.hint = next(a for a in match.legal_actions(0) if a.kind != "end_run")
    table.prompt.sync(table.current_view())
    frames(app, 1)
    assert [(b.text, tuple(b.rect)) for b in table.prompt.buttons] == before
