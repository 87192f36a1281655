"""Khedu by keys at 150 % text (keyboard playtest C, issue 44): after choosing a unit the cursor goes on to the
Cadre slot it may fill (it jumped to the next hand card), "No Cadence this fight" is in the Tab order, and the
side panels' lines read whole at 150 %."""

import pygame
from keyboard_player import press, walk_to
from scene_helpers import frames, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.khedu.table import KheduScene


def _table(seats, seed=3, scale: int = 100):
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("khedu", seats, seed, {})
    table = KheduScene(app, match)
    app.stack.reset(table)
    app.stack.apply_pending()
    table.ai.cancel()
    frames(app, 2)
    return app, match, table


def _to_cadences(match) -> None:
    """Solo: place a unit, attack the Desert with it and pay, up to the Cadence window."""
    for _ in range(12):
        view = match.view(0)
        if view.combat is not None and view.combat.step == "cadences":
            return
        legal = match.legal_actions(0)
        pick = next((a for kind in ("place", "pay") for a in legal if a.kind == kind), None)
        pick = pick or next(a for a in legal if a.kind == "attack" and a.args[0][0] == "cadre")
        assert match.submit(0, pick).ok
    raise AssertionError("no Cadence window")


def test_after_choosing_a_unit_by_keys_the_cursor_goes_to_its_cadre_slot(baraza_home):
    app, match, table = _table(["human"], scale=150)
    place = next(a for a in table.legal_actions() if a.kind == "place")
    unit = table.tutorial_clicks(place, table.current_view())[0]
    walk_to(app, table, unit)
    press(app, pygame.K_RETURN)
    frames(app, 2)
    assert table.clicks.path and table.clicks.path[0][0] == "hand"  # the unit is chosen, nothing placed yet
    current = table.focus.current
    slots = [table.geometry.cadre_rect(0, slot, table.current_view()) for slot in range(2)]
    assert pygame.Rect(current.rect) in slots, (current.rect, current.label)  # not the next hand card
    frames(app, 40)
    press(app, pygame.K_RETURN)  # Enter there places it
    assert match.records[-1].action.kind == "place"


def test_no_cadence_this_fight_is_reached_by_tab_and_enter(baraza_home, monkeypatch):
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    app, match, table = _table(["human"])
    _to_cadences(match)
    table.reset_selection()
    frames(app, 2)
    view = table.current_view()
    table.prompt.sync(view)
    button = next(b for b in table.prompt.buttons if b.text == "Sing no more this fight")
    spots = {t.rect: t.label for t in table.focus.targets()}
    assert tuple(button.rect) in spots and "until this fight ends" in spots[tuple(button.rect)]
    walk_to(app, table, button.rect)
    before = len(match.records)
    frames(app, 40)
    press(app, pygame.K_RETURN)
    frames(app, 3)
    assert match.records[before].action == Action("cadence_done")
    assert table.prompt.quiet_fight is not None  # the table answers for the player until the fight ends


def _info_words(app, table) -> list[str]:
    """Every text the info panel renders in one drawing."""
    drawn: list[str] = []
    plain = app.fonts.render
    app.fonts.render = lambda text, *a, **k: (drawn.append(text), plain(text, *a, **k))[1]
    try:
        table.panels.draw_info(app.screen, pygame.Rect(table.layout.zone("info")), table.current_view())
    finally:
        app.fonts.render = plain
    return drawn


def test_the_info_panel_reads_whole_at_150_percent(baraza_home):
    """"Turn 4 of 25 for Play…", "Best…" and "Desert Cadences a…" at 150 %: each line reads whole now, at the
    text size where it fits, else shrunk back as far as 100 %."""
    for seats in (["human"], ["human", "ai:easy"], ["human", "ai:normal", "ai:normal", "ai:normal"]):
        app, match, table = _table(seats, scale=150)
        drawn = _info_words(app, table)
        assert not [t for t in drawn if t.endswith("…")], drawn
        assert any(t.startswith("Turn 1 of") for t in drawn), drawn
        if len(seats) == 1:
            assert any(t.startswith("Score ") and "Best" in t for t in drawn), drawn
            assert any("Desert Cadences awake" in t for t in drawn), drawn
        else:
            assert "Turn 1 of 25 for Player 1" in drawn, drawn


def test_the_idle_arenas_words_stay_in_it_at_150_percent(baraza_home):
    """"Pick a lit unit to attack with it." ran past the arena's right edge at 150 %."""
    app, match, table = _table(["human"], seed=2, scale=150)
    assert table.current_view().phase == "turn" and table.human_to_act() == 0
    saved, app.fonts.placed = app.fonts.placed, []
    try:
        table.arena.draw(app.screen, table.current_view(), None)
        placed = list(app.fonts.placed)
    finally:
        app.fonts.placed = saved
    zone = table.z["arena"]
    assert placed and all(zone.contains(pygame.Rect(rect)) for rect, *_ in placed), placed
