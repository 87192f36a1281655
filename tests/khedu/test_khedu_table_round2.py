"""The Khedu table after the second playtest round (issue 41): scores always shown, the two "no Cadence" answers
told apart and undone, the bar's places kept for a turn, a replaced button waiting out a slow double click, the
clan board's aura with its card, every sung Cadence's effect shown, a steady Meditation prompt, Desert labels."""

import sys
from pathlib import Path
from types import SimpleNamespace

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.khedu import make_agent  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.khedu.cards import MIN, CardArt  # noqa: E402
from baraza.scenes.khedu.panels import seat_extra  # noqa: E402
from baraza.scenes.khedu.prompt import BUTTON_TIPS, QUIET_LABEL  # noqa: E402
from baraza.scenes.khedu.table import KheduScene  # noqa: E402
from baraza.scenes.ui.click_guard import CHANGED_SECONDS, DOUBLE_CLICK_SECONDS  # noqa: E402

SETTLE = int(CHANGED_SECONDS * 60) + 3


def _table(seed: int, seats=("human", "ai:easy"), options=None):
    app = make_app()
    match = new_match("khedu", list(seats), seed, options or {})
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app, 2)
    return app, scene


def _play_until(app, scene, wanted, seed: int, limit: int = 400):
    me = make_agent("easy", 0, seed + 1)
    for _ in range(limit):
        frames(app, 3)
        if scene.match.is_over():
            return None
        if scene.human_to_act() is None:
            continue
        view, legal = scene.current_view(), scene.legal_actions()
        if wanted(view, legal):
            return view
        scene.submit_intent(me.choose(scene.match.rules, view, 0, legal))
    return None


def _cadence_window(view, legal):
    return view.combat is not None and view.combat.step == "cadences"


# 1 -----------------------------------------------------------------------------------------------------------
def test_a_score_of_two_digits_always_shows_beside_a_long_name(baraza_home):
    app = make_app()
    for lp, exhausted in ((8, False), (11, False), (123, False), (9, True), (14, True)):
        p = SimpleNamespace(score=lp, legacy_points=lp, exhausted=exhausted)
        for width in (300, 240, 200):
            shown = seat_extra(app.fonts, "Player 2 (AI normal)", p, width)
            assert shown.split()[0] == str(lp), (lp, width, shown)


# 2, 3 --------------------------------------------------------------------------------------------------------
def test_the_two_no_answers_are_told_apart_on_the_bar_and_on_hover(baraza_home):
    app, scene = _table(3)
    view = _play_until(app, scene, _cadence_window, 3)
    assert view is not None
    frames(app, 2)
    texts = {b.text: b for b in scene.prompt.buttons}
    assert "No Cadence" in texts and QUIET_LABEL in texts
    app.fonts.shortened.clear()
    scene.prompt.draw(pygame.Surface((1280, 720)), scene.current_view())
    tips = dict((tuple(r), t) for r, t in app.fonts.shortened)
    assert tips[tuple(texts["No Cadence"].rect)] == BUTTON_TIPS["No Cadence"]
    assert "until this fight ends" in tips[tuple(texts[QUIET_LABEL].rect)]


def test_undo_takes_back_sing_no_more_this_fight(baraza_home):
    app, scene = _table(3)
    view = _play_until(app, scene, _cadence_window, 3)
    assert view is not None
    frames(app, SETTLE)
    quiet = next(b for b in scene.prompt.buttons if b.text == QUIET_LABEL)
    moves = len(scene.match.records)
    frames(app, 1, click(quiet.rect.center))
    assert scene.match.records[moves].action == Action("cadence_done")
    assert scene.prompt.quiet_fight is not None
    frames(app, 3)
    while len(scene.match.records) > moves:
        scene.move_intents.undo()
        frames(app, 3)
    assert scene.prompt.quiet_fight is None, "the undo took the choice back with the move"
    assert scene.human_to_act() == 0 and scene.current_view().combat.step == "cadences"


# 4 -----------------------------------------------------------------------------------------------------------
def test_a_half_made_choice_keeps_the_turns_buttons_in_place_greyed_and_cancel_apart(baraza_home):
    app, scene = _table(3)
    view = _play_until(app, scene, lambda v, legal: v.phase == "turn" and v.turn_mode is None
                       and Action("pass") in legal and any(a.kind == "attack" for a in legal), 3)
    assert view is not None
    scene.prompt.sync(view)
    before = {b.text: pygame.Rect(b.rect) for b in scene.prompt.buttons}
    attack = next(a for a in scene.legal_actions() if a.kind == "attack")
    scene.clicks.click_token(scene.clicks.tokens(view, attack)[0])
    scene.prompt.invalidate()
    scene.prompt.sync(scene.current_view())
    after = {b.text: b for b in scene.prompt.buttons}
    for text, rect in before.items():
        assert after[text].rect == rect, f"{text} kept its place"
        if text.startswith("Pass") or text == "Meditate":
            assert not after[text].enabled, f"{text} greyed while a choice is half made"
    cancel = after["Cancel"].rect
    assert not any(cancel.colliderect(rect) for rect in before.values()), "Cancel where nothing stood"


# 5 -----------------------------------------------------------------------------------------------------------
def test_a_button_that_took_another_ones_place_waits_out_a_slow_double_click(baraza_home):
    app, scene = _table(3)
    prompt, view = scene.prompt, scene.current_view()
    prompt._lay_out(view, [], ("No Cadence", lambda: None, False))
    prompt.pointer.pos = prompt.buttons[-1].rect.center
    prompt._lay_out(view, [], ("Roll 3 dice", lambda: None, False))
    roll = prompt.buttons[-1]
    now = scene.clock.t
    assert not prompt.settling.ready(roll, now + DOUBLE_CLICK_SECONDS), "a slow double click's second half"
    assert prompt.settling.ready(roll, now + CHANGED_SECONDS)


# 8 -----------------------------------------------------------------------------------------------------------
def test_the_hadimi_aura_row_shows_its_card_not_the_word_help(baraza_home):
    app, scene = _table(3, ("human",), {"clan_1": "Hadimi"})
    view = scene.current_view()
    assert view.players[0].clan == "Hadimi"
    app.fonts.placed = []
    scene.panels.draw_clan(pygame.Surface((1280, 720)), view)
    placed = [text for _r, text, _s, _f in app.fonts.placed]
    app.fonts.placed = None
    assert not any("Hadimi Aura" in text for text in placed), "no glossary word over the aura's name"
    aura = scene.panels.clan_rects[0][1]
    assert aura.title == "Hadimi Aura" and "Hadimi units" in aura.text


# 9 -----------------------------------------------------------------------------------------------------------
def test_a_whitesand_ballad_shows_its_effect_where_only_one_short_line_fits(baraza_home):
    app = make_app()
    art = CardArt(app.fonts)
    line = app.fonts.get(MIN, "bold").get_linesize()
    for name in ("Whitesand Ballad", "Mirage Lament"):
        s = pygame.Surface((56, 40))
        s.fill((0, 0, 0))
        art._mark(s, name, (28, 20), 44, height=line + 1)
        drawn = sum(1 for x in range(56) for y in range(40) if s.get_at((x, y))[:3] != (0, 0, 0))
        assert drawn > 10, name


# 10 ----------------------------------------------------------------------------------------------------------
def test_the_meditation_prompt_is_true_to_the_bar_and_steady(baraza_home):
    app, scene = _table(3, ("human",))
    view = _play_until(app, scene, lambda v, legal: Action("meditate") in legal, 3)
    assert view is not None
    scene.submit_intent(Action("meditate"))
    frames(app, 30)
    while scene.current_view().phase == "bind":  # alone, the Desert wakes first
        scene.submit_intent(scene.legal_actions()[0])
        frames(app, 30)
    view = scene.current_view()
    assert view.phase == "meditation"
    assert Action("end_turn") not in scene.legal_actions()
    scene.prompt.sync(view)
    text = scene.prompt.text(view)
    assert "End turn" not in text, "no End turn button yet"
    scene.prompt.buttons = scene.prompt.buttons[-1:]  # more room beside fewer buttons: the same words
    assert scene.prompt.text(view) == text


# 11 ----------------------------------------------------------------------------------------------------------
def test_the_name_under_a_desert_stack_says_it_is_the_next_card(baraza_home):
    app, scene = _table(3, ("human",))
    view = scene.current_view()
    assert any(len(st.units) > 1 for st in view.desert)
    app.fonts.placed = []
    scene.drawing.draw_desert(pygame.Surface((1280, 720)), view, None, scene.arena.loser_ref())
    placed = [text for _r, text, _s, _f in app.fonts.placed]
    app.fonts.placed = None
    assert any(text.startswith("next:") for text in placed)
