"""Khedu after the third blind test (round 2 of the table): the prompt bar never puts a button that costs or
discards where the pressed one stood, and a double click on the bar's go-on slot does not roll the dice."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scenes"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from scene_helpers import click, frames  # noqa: E402
from test_khedu_table_round2 import SETTLE, _play_until, _table  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402


def _press_then_click_again(app, scene, label: str, wait_frames: int) -> int:
    """Press the bar's `label`, click the same spot `wait_frames` later; the moves made since the press."""
    button = next(b for b in scene.prompt.buttons if b.text == label)
    spot = button.rect.center
    scene.prompt.pointer.pos = spot
    moves = len(scene.match.records)
    frames(app, 1, click(spot))
    frames(app, wait_frames)
    while scene.current_view().phase == "bind":  # alone, the Desert wakes first
        scene.submit_intent(scene.legal_actions()[0])
        frames(app, 2)
    scene.prompt.pointer.pos = spot
    frames(app, 1, click(spot))
    frames(app, 2)
    return len(scene.match.records) - moves


def test_a_double_click_on_meditate_never_redraws_the_hand(baraza_home):
    for seats in (("human", "ai:easy"), ("human",)):
        for wait in (12, 60):  # about 0.2 s and 1 s after the press
            app, scene = _table(3, seats)
            assert _play_until(app, scene, lambda v, legal: Action("meditate") in legal, 3) is not None
            frames(app, SETTLE)
            _press_then_click_again(app, scene, "Meditate", wait)
            kinds = [r.action.kind for r in scene.match.records]
            assert "med_redraw" not in kinds, (seats, wait)
            redraw = next((b for b in scene.prompt.buttons if b.text == "Redraw hand"), None)
            meditate_spot = scene.prompt._pressed[0]
            assert redraw is None or not redraw.rect.colliderect(meditate_spot), "never where Meditate stood"


def test_a_double_click_on_no_cadence_does_not_roll(baraza_home):
    app, scene = _table(3)
    view = _play_until(app, scene, lambda v, legal: v.combat is not None and v.combat.step == "cadences"
                       and v.combat.instigator == 0 and Action("cadence_done") in legal, 3)
    assert view is not None
    frames(app, SETTLE)
    _press_then_click_again(app, scene, "No Cadence", 12)
    assert "roll" not in [r.action.kind for r in scene.match.records[-3:]], "the second half of a double click"


def test_the_meditate_hint_on_the_last_turn_does_not_advise_restocking(baraza_home):
    import dataclasses

    app, scene = _table(3, ("human",))
    view = _play_until(app, scene, lambda v, legal: Action("meditate") in legal, 3)
    assert view is not None
    assert "restock" in scene.prompt.hint_text(view, Action("meditate"), 0)
    me = dataclasses.replace(view.players[0], last_turn=True)
    last = dataclasses.replace(view, players=(me, *view.players[1:]))
    text = scene.prompt.hint_text(last, Action("meditate"), 0)
    assert "restock" not in text and "refill" not in text, text


def test_the_meditation_prompt_reads_whole_beside_its_buttons(baraza_home):
    from baraza.scenes.ui import theme

    app, scene = _table(3, ("human",))
    assert _play_until(app, scene, lambda v, legal: Action("meditate") in legal, 3) is not None
    scene.submit_intent(Action("meditate"))
    frames(app, 30)
    while scene.current_view().phase == "bind":
        scene.submit_intent(scene.legal_actions()[0])
        frames(app, 30)
    for i in range(2):  # before an option is used, and after (End turn joins the bar)
        view = scene.current_view()
        assert view.phase == "meditation"
        scene.prompt.sync(view)
        text = scene.prompt.text(view)
        # the fullest bar: every option's button and End turn (the words must not change with the room)
        full = [(label, lambda: None, False) for label in ("Replenish Cadences", "Redraw hand", "Holy Mission")]
        scene.prompt._lay_out(view, full, ("End turn", lambda: None, False))
        box = scene.prompt.text_box()
        assert not theme.fit_lines(app.fonts, text, box.size, theme.MIN_TEXT, "bold", line_gap=0)[2], text
        if i == 0:
            scene.submit_intent(next(a for a in scene.legal_actions() if a.kind in ("med_replenish", "med_clan")))
            frames(app, 30)
            assert Action("end_turn") in scene.legal_actions()


def test_a_choice_gone_in_the_step_leaves_an_empty_place_not_a_dead_button(baraza_home):
    import pygame

    app, scene = _table(3)
    prompt, view = scene.prompt, scene.current_view()
    prompt._step = None
    first = [("Play Caravan (−1 LP)", lambda: None, False), ("Cancel", lambda: None, False),
             ("Another", lambda: None, False)]
    prompt._kept_places(view, [Action("x")], first)
    again = prompt._kept_places(view, [Action("x")], [("Another", lambda: None, False)])
    prompt._lay_out(view, again, None)
    another = next(b for b in prompt.buttons if b.text == "Another")
    assert [b.text for b in prompt.live_buttons()] == ["Another"], "the played card's buttons went"
    assert another.tooltip == "1", "the number keys count only the buttons shown"
    app.fonts.placed = []
    prompt.draw(pygame.Surface((1280, 720)), view)
    drawn = [text for _r, text, _s, _f in app.fonts.placed]
    app.fonts.placed = None
    assert "Cancel" not in drawn and not any("Caravan" in t for t in drawn), drawn


def test_a_card_paid_before_a_paying_frame_was_drawn_leaves_the_others_in_place(baraza_home):
    app, scene = _table(3, ("human",))

    def costly_attack(view, legal):
        hand = view.players[0].hand or ()
        return view.combat is None and len(hand) >= 3 and any(
            a.kind == "attack" and a.args[0][0] == "cadre" for a in legal)

    for _ in range(6):  # an attack that costs two cards or more
        view = _play_until(app, scene, costly_attack, 3)
        assert view is not None
        geo = scene.geometry
        before = {card.card: rect for rect, card in geo.hand_places(view)}
        attack = next(a for a in scene.legal_actions() if a.kind == "attack" and a.args[0][0] == "cadre")
        assert scene.match.submit(0, attack).ok
        paying = scene.match.view(0)
        if paying.combat is not None and paying.combat.step == "pay" and paying.combat.to_pay >= 2:
            break
        scene.move_intents.undo()
        frames(app, 3)
        scene.submit_intent(Action("end_turn") if Action("end_turn") in scene.legal_actions() else
                            scene.legal_actions()[0])
    else:
        raise AssertionError("no attack costing two cards")
    pay = next(a for a in scene.match.legal_actions(0) if a.kind == "pay")
    assert scene.match.submit(0, pay).ok  # paid before any frame showed the paying hand
    after = geo.hand_places(scene.match.view(0))
    assert len(after) == len(before) - 1
    for rect, card in after:
        assert rect == before[card.card], "the cards not paid stay where they were"
