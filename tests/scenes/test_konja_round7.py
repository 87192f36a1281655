"""Issue 41, leftovers of a blind tester's Konja findings: Undo stayed clickable while Kofi's turn ran and the
player only answered his red dice; a five-line Hint covered the "Game log" caption; a red die stayed in the
red-dice tray after the red dice were done."""

import pygame
from scene_helpers import click, frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.konja.state import Die
from baraza.game.registry import new_match
from baraza.scenes.konja.table import KonjaScene, log_caption_bottom
from baraza.scenes.ui import theme


def _red_answer(scale: int = 100):
    """Kofi's turn (the AI), his Bones done, and Nia (the player) has placed one of her two red dice on his dice."""
    app = make_app()
    app.settings.text_scale = scale
    app.apply_look()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 1})
    state = match.state
    state.turn_seat, state.phase, state.attacker = 1, "red_assign", 0
    state.dice = [Die("green", v) for v in (1, 2, 2, 3, 5)]
    state.action_dice, state.action_used, state.collected = ["magick", "gold"], [False, False], []
    state.red, state.red_used = [6, 4], [False, False]
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    assert match.submit(0, Action("red_replace", (0, 0))).ok
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    frames(app, 30, dt=1 / 30)  # past the click gate's wait
    assert match.can_undo() and match.view(0).phase == "red_assign"  # the core would take it back
    return app, match, scene


def test_undo_is_greyed_with_its_reason_while_the_player_answers_the_red_dice(baraza_home):
    app, match, scene = _red_answer()
    scene.draw(app.screen)
    undo = scene.button_row.undo
    assert not undo.enabled
    assert "your own turn" in undo.tooltip and "Kofi" in undo.tooltip
    assert (undo.rect, undo.tooltip) in app.fonts.shortened  # the tooltip under the resting mouse
    moves = len(match.records)
    frames(app, 1, click(undo.rect.center))
    frames(app, 1, [key(pygame.K_z, pygame.KMOD_CTRL)])
    assert len(match.records) == moves  # neither the click nor Ctrl+Z took anything back
    scene.ai.close()


def test_undo_stays_on_the_players_own_turn(baraza_home):
    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 0})
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    assert match.submit(0, Action("choose_ancestor", ("merchant",))).ok  # the Merchant's Blessing: Nia buys first
    frames(app, 3)
    assert match.can_undo() and match.view(0).turn_seat == 0
    scene.draw(app.screen)
    assert scene.button_row.undo.enabled and scene.button_row.undo.tooltip == "Ctrl+Z"
    scene.ai.close()


HINTS = ("Hint: Use Violet Lantern (paying the magick Action die and 2 Power): one more die to roll, for a set or a "
         "run",  # five lines over the turn panel in the tester's 113.png
         "Hint: Place an Idol on the Merchant Ancestor: the Merchant lets you buy a Relic (you hold 6 Gold), and "
         "Idol Mask gives you a white die for every turn after this one (is likely to better your dice)")


def test_a_long_hint_reads_whole_and_keeps_off_the_game_log_caption(baraza_home):
    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.apply_look()
        match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
        scene = KonjaScene(app, match)
        app.stack.reset(scene)
        frames(app, 2)
        for text in HINTS:
            app.toast(text, 30, key="hint")
            frames(app, 1)
            area = app._toast_grown(scene.toast_rect(), text)  # where the app draws the newest toast
            # the caption "Game log" stays in sight: the toast ends above the log, or starts under its caption
            assert area.bottom <= scene.log_panel.rect.y or area.y >= log_caption_bottom(app.fonts, scene.log_panel.rect), \
                (scale, text)
            assert not theme.fit_lines(app.fonts, text, area.inflate(-28, -16).size, 17, "bold", 17)[2], (scale, text)
            assert area.y >= scene.layout.zone("info").y


def test_the_red_tray_shows_only_red_dice_still_to_use(monkeypatch, baraza_home):
    """After Kofi's red dice are done, the one he left is no die to use: its slot is empty (a blind tester in the
    lesson took the red die still shown for one already traded)."""
    import baraza.scenes.konja.draw_tray as draw_tray

    app = make_app()
    match = new_match("konja", ["human", "human"], 5, {"first_player": 0})
    state = match.state
    state.phase, state.dice = "bones", [Die("green", v) for v in (2, 1, 4, 6, 4)]
    state.action_dice, state.action_used, state.collected = ["blank", "blank"], [False, False], []
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    assert match.submit(0, Action("end_bones")).ok
    assert match.submit(1, Action("roll_red")).ok
    swaps = [a for a in match.legal_actions(1) if a.kind == "red_replace"]
    if swaps:
        assert match.submit(1, swaps[0]).ok
    if Action("red_done") in match.legal_actions(1):
        assert match.submit(1, Action("red_done")).ok
    scene.viewer = 0
    for _ in range(300):
        if not scene.animations.busy:
            break
        frames(app)
    view = match.view(0)
    assert view.phase == "collect" and not all(view.red_used)
    drawn: list[tuple[tuple[int, int], str]] = []
    real = draw_tray.draw_die
    monkeypatch.setattr(draw_tray, "draw_die", lambda surface, centre, size, value, colour="green", *a, **k: (
        drawn.append((tuple(centre), colour)), real(surface, centre, size, value, colour, *a, **k))[1])
    scene.draw(app.screen)
    tray = [scene.geometry.red_centre(r) for r in range(len(view.red_dice))]
    assert not [d for d in drawn if d[0] in tray and d[1] == "red"]


def test_the_replay_rings_the_ais_relic_and_the_die_it_works_on(baraza_home):
    """A tester's caption read "better: Use Oodoo on the 2 (+1) (ringed: played)": the AI's better move was not
    ringed, as the player's table places its own Relics only. The table's seat_clicks hook places another seat's."""
    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 1})
    state = match.state
    state.turn_seat, state.phase = 1, "bones"
    state.dice = [Die("green", v) for v in (3, 3, 2, 5, 2)]
    scene = KonjaScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    view = match.view(0)
    kofi = view.players[1]
    use = next((a for a in match.rules.legal_actions(state, 1) if a.kind == "use_relic" and a.args[3]
                and isinstance(a.args[3][0], int) and a.args[3][0] >= 0), None)
    assert use is not None, [r.card for r in kofi.relics]
    spots = scene.seat_clicks(use, view, 1)
    geo = scene.move_spots.geometry
    assert spots[0] == geo.relic_rect("opp", use.args[0])  # Kofi's card, at the top of the table
    assert geo.die_rect(use.args[3][0]) in spots  # and a die it works on
    assert all(not geo.z["my_relics"].colliderect(r) for r in spots)  # never the player's own Relics


def test_the_recap_tells_what_the_players_own_red_roll_came_to(baraza_home):
    """A tester's red dice (3, 1) beat nothing and the step ended by itself as Kofi's turn went on: "While you
    waited" told only Kofi's lines, so the roll's outcome was missed. The recap starts with it."""
    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 5, {"first_player": 1})
    state = match.state
    state.turn_seat, state.phase, state.attacker = 1, "red_roll", 0
    state.dice = [Die("green", 6) for _ in range(5)]  # no red die can beat a 6
    state.action_dice, state.action_used, state.collected = ["magick", "gold"], [False, False], []
    scene = KonjaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app, 2)
    roll = next(a for a in match.legal_actions(0) if a.kind == "roll_red")
    assert match.submit(0, roll).ok
    outcome = [scene.log_text(line, 0) for line in match.log if line.move_index == len(match.records) - 1][1:]
    assert outcome, "the roll led to more than its own line"
    for _ in range(200):  # Kofi plays on until Nia's turn
        if match.active_seats() == (0,) and match.view(0).turn_seat == 0:
            break
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    frames(app, 2)
    lines = scene.recap.recap_lines
    assert lines[:len(outcome)] == outcome, lines


def test_the_hinted_power_chip_starts_picked(baraza_home):
    """The Hint rang "Keep ready (1 Power)" while "Let it be spent" stood picked, and Use would have done the
    other (a tester's 88.png): with the card picked and no chip chosen, the hint's Power is the one Use makes."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from konja.helpers import at_bones, give_relics

    app = make_app()
    match = new_match("konja", ["human", "ai:easy"], 1, {"first_player": 0})
    at_bones(match.state, [6, 6, 6, 3, 2])
    give_relics(match.state, 0, "fie_ah", "oodoo")
    me = match.state.players[0]
    me.power, me.magick, me.spells = 1, 1, []
    scene = KonjaScene(app, match)
    scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app, 2)
    kept = Action("use_relic", (1, -1, 1, (4, 1)))
    assert kept in match.legal_actions(0)
    view = match.view(0)
    scene.hint = kept
    frames(app, 30, dt=1 / 30)  # past the click gate
    for _ in range(3):  # the die, the card, its way (+1): the clicks the lesson would light, not the Power chip
        if scene.picks.sel_card is not None and \
                scene.card_use.resolve(match.view(0), match.legal_actions(0))[0] == kept:
            break  # the Hint's way comes picked with its card: only Use is left to click
        rect = scene.tutorial_clicks(kept, match.view(0))[0]
        frames(app, 1, click(rect.center))
        frames(app, 20, dt=1 / 30)
    view = match.view(0)
    made, chips, _need = scene.card_use.resolve(view, match.legal_actions(0))
    assert any(is_power for _label, _value, is_power in chips), chips  # a Power choice is on show
    assert made == kept, made  # Use now makes the hinted move, Keep ready
