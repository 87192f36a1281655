"""Issue 41, round 7 (second part) of the Khedu playtests, a blind tester's solo and two-player games."""

from __future__ import annotations

import json

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.core.match import Action, Match
from baraza.game.registry import get_game

# the tester's solo run (deal 440-0C2-SJ5)
SOLO_SEED = 396082
SOLO_OPTIONS = {"clan_1": "random", "clan_2": "random", "clan_3": "random", "clan_4": "random", "max_turns": 15}
# its first 120 moves, (kind, args), all the human's (read from the record)
SOLO_MOVES = [(0, *json.loads(move)) for move in """
["place",[8,0]] ["attack",[["cadre",0,0],["desert",0]]] ["pay",[25]] ["pay",[54]] ["cadence_done",[]]
["roll",[]] ["adjust",[3,"high"]] ["reward",["lp"]] ["attack",[["cadre",0,0],["desert",1]]] ["pay",[67]]
["pay",[63]] ["cadence_done",[]] ["roll",[]] ["resolve",[]] ["reward",["lp"]]
["attack",[["cadre",0,0],["desert",2]]] ["pay",[72]] ["pay",[71]] ["cadence_done",[]] ["roll",[]] ["resolve",[]]
["reward",["honor"]] ["end_turn",[]] ["place",[13,1]] ["attack",[["cadre",0,0],["desert",0]]] ["pay",[32]]
["pay",[55]] ["cadence_done",[]] ["roll",[]] ["reward",["honor"]] ["attack",[["cadre",0,1],["desert",1]]]
["pay",[3]] ["pay",[65]] ["cadence_done",[]] ["roll",[]] ["reward",["honor"]] ["end_turn",[]]
["attack",[["cadre",0,1],["desert",0]]] ["pay",[33]] ["pay",[31]] ["cadence_done",[]] ["roll",[]]
["reward",["honor"]] ["attack",[["cadre",0,0],["desert",1]]] ["pay",[0]] ["pay",[75]] ["cadence_done",[]]
["roll",[]] ["adjust",[1,"high"]] ["reward",["honor"]] ["end_turn",[]] ["meditate",[]] ["bind_cadence",[0]]
["med_clan",[]] ["end_turn",[]] ["attack",[["cadre",0,0],["desert",2]]] ["pay",[19]] ["pay",[38]]
["cadence_done",[]] ["roll",[]] ["reward",["lp"]] ["attack",[["cadre",0,1],["desert",2]]] ["pay",[51]]
["pay",[53]] ["cadence_done",[]] ["roll",[]] ["adjust",[2,"high"]] ["reward",["lp"]]
["attack",[["cadre",0,0],["desert",1]]] ["pay",[59]] ["pay",[12]] ["cadence_done",[]] ["roll",[]]
["adjust",[2,"high"]] ["reward",["lp"]] ["end_turn",[]] ["meditate",[]] ["bind_cadence",[1]] ["med_eternal",[0]]
["med_clan",[]] ["end_turn",[]] ["attack",[["cadre",0,1],["desert",0]]] ["pay",[34]] ["pay",[42]]
["cadence_done",[]] ["roll",[]] ["adjust",[3,"high"]] ["reward",["honor"]]
["attack",[["cadre",0,0],["desert",2]]] ["pay",[69]] ["pay",[64]] ["cadence",[0]] ["cadence_done",[]]
["cadence_done",[]] ["roll",[]] ["adjust",[3,"high"]] ["reward",["lp"]] ["end_turn",[]] ["meditate",[]]
["bind_cadence",[2]] ["med_clan",[]] ["end_turn",[]] ["command",[73]] ["end_turn",[]] ["meditate",[]]
["med_clan",[]] ["end_turn",[]] ["attack",[["desert",0],["desert",1]]] ["pay",[18]] ["pay",[22]] ["pay",[29]]
["cadence_done",[]] ["roll",[]] ["end_turn",[]] ["attack",[["cadre",0,1],["desert",1]]] ["pay",[36]]
["pay",[44]] ["cadence",[0]] ["cadence",[3]] ["cadence_done",[]]
""".split()]


def _solo(upto: int) -> Match:
    moves = [(seat, Action(kind, tuple(_tupled(a) for a in args))) for seat, kind, args in SOLO_MOVES[:upto]]
    return Match.from_moves(get_game("khedu").rules, ["human"], SOLO_SEED, dict(SOLO_OPTIONS), moves)


def _tupled(arg):
    return tuple(_tupled(a) for a in arg) if isinstance(arg, list) else arg


def _scene(match: Match):
    from baraza.scenes.khedu.table import KheduScene

    app = make_app()
    scene = KheduScene(app, match)
    app.stack.reset(scene)
    frames(app)
    return app, scene


def _places(scene) -> dict[int, pygame.Rect]:
    return {c.card: r.copy() for r, c in scene.geometry.hand_places(scene.current_view())}


def test_after_a_fight_no_card_slides_into_the_place_another_card_had(baraza_home, monkeypatch):
    """191 -> 192: the fight won, the hand closed up in reading order and Hadimi Dreamer took the Oadhii
    Infiltrator's place; the next attack's first payment, aimed at the Infiltrator, discarded the Dreamer. A card's
    place keeps its meaning: after the close-up each card is where it was, or where no card of the hand was."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    match = _solo(38)  # turn 3's first attack, its cost to pay: the table watches from here
    app, scene = _scene(match)
    for seat, kind, args in SOLO_MOVES[38:42]:
        assert match.submit(seat, Action(kind, tuple(_tupled(a) for a in args))).ok
        frames(app, 30, dt=1 / 60)
    before = _places(scene)  # the reward to take (191.png)
    assert len(before) == 3
    for seat, kind, args in SOLO_MOVES[42:44]:
        assert match.submit(seat, Action(kind, tuple(_tupled(a) for a in args))).ok
        frames(app, 30, dt=1 / 60)
    assert scene.current_view().combat.step == "pay"
    after = _places(scene)
    for card, rect in after.items():
        others = [c for c, r in before.items() if c != card and r == rect]
        assert not others, f"card {card} took card {others}'s place {rect}"
    # and no gap: the cards fill the hand's first places
    assert sorted(r.x for r in after.values()) == [r.x for r in scene.geometry.hand_rects(5)[:3]]



def _chance_after_declaring(match: Match, attack: Action) -> float:
    """The chance the fight's panel shows once `attack` is declared (on a copy of the match)."""
    from baraza.game.khedu.dice import win_probability

    copy = _solo(len(match.records))
    assert copy.submit(0, attack).ok
    c = copy.view(0).combat
    return win_probability(c.attack_dice, c.bonus, c.defence)


def test_the_honor_warning_gives_the_odds_the_fight_then_shows(baraza_home):
    """224 -> 225: 'Your hero carries 4 Honor; this attack wins 77% of the time', then the fight showed '3 dice +0
    vs defence 14 — 26% to win' (the warning had counted the Eternal Storm Chorus as sung). The warning says the
    fight's odds, and what singing the Eternal Cadence makes of them."""
    from baraza.scenes.ui.words import chance_text

    match = _solo(114)  # turn 11: Khana KuDjani, 4 Honor, against Rahala Outrider
    app, scene = _scene(match)
    attack = Action("attack", (("cadre", 0, 1), ("desert", 1)))
    real = chance_text(_chance_after_declaring(match, attack))
    scene.clicks.path = [attack.args[0], attack.args[1]]
    scene.prompt.sync(scene.current_view())
    text = scene.prompt.text(scene.current_view())
    assert "Attack anyway?" in text and "4 Honor" in text, text
    assert text.split("%")[0].split()[-1] + "%" == real, (text, real)
    assert "Eternal" in text  # and what the free Eternal Cadence makes of it


def test_a_hint_to_attack_gives_the_fights_odds_and_why_a_lost_cause_is_still_best(baraza_home):
    """232: 'Hint: Rahala Outrider attacks Rahala Outrider — it wins 0% of the time'. A hinted attack it cannot
    win says what it is good for; a hinted attack's odds are the fight's, the Eternal Cadence's said apart."""
    from baraza.scenes.khedu.hint_words import attack_reasons
    from baraza.scenes.khedu.layout import unit_at

    match = _solo(114)
    view = match.view(0)
    said = attack_reasons(view, 0, ("desert", 0), ("desert", 1), unit_at)
    assert "0%" not in said[0] and "cannot win, but" in said[0], said
    assert all("cannot win" in s or s.startswith("lost, but") for s in said), said
    said = attack_reasons(view, 0, ("cadre", 0, 1), ("desert", 1), unit_at)
    real = _chance_after_declaring(match, Action("attack", (("cadre", 0, 1), ("desert", 1))))
    from baraza.scenes.ui.words import chance_text

    assert f"({chance_text(real)} without)" in said[0], said


def _labels(scene) -> list[str]:
    scene.prompt.sync(scene.current_view())
    return [b.text for b in scene.prompt.buttons if not getattr(b, "gone", False)]


def test_a_hint_never_takes_a_choice_off_the_bar(baraza_home):
    """194 -> 195: pressing Hint hid 'End the run here'. The hint adds its words; the choices stay."""
    from baraza.scenes.khedu.ask_first import END_RUN_LABEL

    match = _solo(114)
    app, scene = _scene(match)
    before = _labels(scene)
    assert END_RUN_LABEL in before
    scene.hint = next(a for a in match.legal_actions(0) if a.kind == "attack")
    frames(app, 2)
    assert END_RUN_LABEL in _labels(scene)
    assert scene.prompt.text(scene.current_view()).startswith("Hint:")


def test_after_an_undo_the_bar_keeps_its_sentence_whole_and_no_button_over_it(baraza_home):
    """226: after Attack anyway and Undo ('Move taken back') the sentence shrank to 'Your t…' and 'End the run here'
    stood over it (kept off the spot of the Attack anyway the undo took back)."""
    match = _solo(107)  # turn 11, Meditate greyed (meditated last turn), as at 226
    app, scene = _scene(match)
    shown = {b.text: b.rect.copy() for b in scene.prompt.buttons}
    room = scene.prompt.text_box().copy()
    scene.clicks.path = [("cadre", 0, 1), ("desert", 1)]
    frames(app, 30)
    anyway = next(b for b in scene.prompt.buttons if b.text == "Attack anyway")
    frames(app, 1, events=click(anyway.rect.center))
    frames(app, 30)
    assert match.records[-1].action.kind == "attack"
    scene.move_intents.undo()
    frames(app, 30)
    assert match.view(0).combat is None
    after = {b.text: b.rect for b in scene.prompt.buttons}
    box = scene.prompt.text_box()
    assert box == room, (box, room)  # the sentence has the room it had
    for label, rect in after.items():
        assert not rect.colliderect(box), (label, rect, box)
        if label in shown:
            assert rect == shown[label], (label, rect, shown[label])


def test_the_payment_says_more_only_once_a_card_is_paid(baraza_home):
    """12: 'Pay the activation: pick 1 more card' before any card was picked."""
    match = _solo(38)  # an attack just declared, 2 cards to pay
    app, scene = _scene(match)
    assert scene.prompt.text(scene.current_view()).startswith("Pay the activation: pick 2 cards ")
    assert match.submit(0, next(a for a in match.legal_actions(0) if a.kind == "pay")).ok
    frames(app, 2)
    assert scene.prompt.text(scene.current_view()).startswith("Pay the activation: pick 1 more card ")


def test_a_one_row_recap_keeps_the_line_that_matters(baraza_home):
    """105w5: the one-row recap said 'While you waited: Player 2 rolls 1, 5, 6, 1 (+0)…' and hid the fall of the
    player's Hadimi Guard that roll led to. A hero's fall matters; the one row tells it, whole when it fits."""
    from baraza.game.core.rules import Event

    rules = get_game("khedu").rules
    fall = Event("unit_defeated", 0, {"card": 3, "to": "deck_bottom"},
                 "Hadimi Guard falls and goes face down under the Resource deck.")
    assert rules.notable(fall, "Player 1")
    app, scene = _scene(_solo(2))
    recap = scene.recap
    roll = "Player 2 rolls 1, 5, 6, 1 (+0): total 13 against defence 11."
    recap.recap_lines = ["Player 2 provokes Hadimi Warden against Hadimi Guard.", roll, fall.text]
    recap.recap_groups = [(1, list(recap.recap_lines))]
    recap.notable_lines = {fall.text}
    rows = recap.recap_rows(290, 1)
    assert len(rows) == 1 and rows[0].startswith("Hadimi Guard falls"), rows
    rows = recap.recap_rows(290, 2)
    assert " ".join(r.strip() for r in rows) == fall.text, rows


def test_the_cadence_pickers_cards_show_their_text_whole(baraza_home):
    """40: the opening's Cadence picker showed 'The attacker rolls one…' on every card: the cards take the picker's
    width, and a text too long for its card shows its first sentence whole."""
    import pytest

    from baraza.game.registry import new_match
    from baraza.scenes.khedu.table import KheduScene

    for scale in (100, 150):
        app = make_app()
        app.settings.text_scale = scale
        app.apply_look()
        match = new_match("khedu", ["human", "ai:easy"], 3, {})
        scene = KheduScene(app, match)
        app.stack.reset(scene)
        app.stack.apply_pending()
        scene.ai.cancel()
        if match.view(0).phase != "opening":
            pytest.skip("no opening in this deal")
        shown: list[str] = []
        render = app.fonts.render
        app.fonts.render = lambda text, *a, shown=shown, render=render, **k: shown.append(str(text)) or render(text, *a, **k)
        scene.art._cache.clear()
        frames(app, 2)
        app.fonts.render = render
        texts = [t for t in shown if t.startswith(("The attacker", "The defender", "defence", "one more", "one die"))]
        assert texts, shown
        assert not [t for t in shown if t.endswith("…")], [t for t in shown if t.endswith("…")]


def test_a_lesson_step_the_table_answers_counts_down_in_the_bar(baraza_home):
    """15b, 16, 54b: step 9 says the table answers No Cadence for the learner, then nothing moved for 5-10 s. The
    bar counts down to the answer (and the lit button still answers at once)."""
    from test_khedu_round7 import _lesson_at

    app, table, overlay = _lesson_at(8)
    frames(app, 60, dt=1 / 60)
    assert overlay.run.index == 8
    shown: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: shown.append(str(text)) or render(text, *a, **k)
    frames(app, 1)
    app.fonts.render = render
    told = " ".join(shown)
    assert "for you in" in told, shown
    left = table.lesson_answer.seconds_left()
    assert left is not None and left > 0


def _press_under_pointer(app, scene, label: str):
    """Press the bar's `label` with the pointer left on it; the bar then shown, and the button now under it."""
    button = next(b for b in scene.prompt.buttons if b.text.startswith(label))
    pos = button.rect.center
    frames(app, 1, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))] + click(pos))
    frames(app, 1)
    under = next((b for b in scene.prompt.buttons if b.rect.collidepoint(pos)), None)
    return under


def test_a_button_that_comes_under_the_pointer_waits_before_it_answers(baraza_home, monkeypatch):
    """49 -> 50: 'No Cadence' became 'Roll 4 dice', then 'Best: N', in one place. Each new button under the pointer
    is held for the click gate's interval, so a quick second click on the old one presses nothing."""
    # Roll by click, No Cadence at any odds (S34)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"lone_roll", "odds"})
    match = _solo(4)  # the first fight's Cadence window: No Cadence in the go-on slot
    app, scene = _scene(match)
    frames(app, 30)
    done = len(match.records)
    under = _press_under_pointer(app, scene, "No Cadence")
    assert len(match.records) == done + 1 and match.records[-1].action.kind == "cadence_done"
    assert under is not None and under.text.startswith("Roll"), under and under.text
    assert not scene.prompt.settling.ready(under, scene.clock.t)  # held
    frames(app, 60)  # past the hold (CHANGED_SECONDS)
    roll = next(b for b in scene.prompt.buttons if b.text.startswith("Roll"))
    assert roll.rect == under.rect and scene.prompt.settling.ready(roll, scene.clock.t)  # then it answers


def test_ending_the_run_says_where_points_beyond_the_score_come_from(baraza_home, monkeypatch):
    """146: 'End the run now with 13 points?' while SCORE showed 11: the ascending hero's +2 is said."""
    # the bar at an equal-dice step the dice have settled, as a lesson shows it (a game resolves it at once:
    # test_s33_khedu_t2_traps.py)
    monkeypatch.setattr("baraza.scenes.table.answered.AnsweredForYou.skip", {"settled"})
    from baraza.scenes.khedu.ask_first import question_words, score_if_ended

    for upto in range(40, 120):
        view = _solo(upto).view(0)
        if view.combat is None and score_if_ended(view) != view.players[0].score:
            break
    else:
        raise AssertionError("no state with an ascending hero")
    now, final = view.players[0].score, score_if_ended(view)
    words = question_words(view, Action("end_run", ()))
    for said in words[:-1]:
        assert f"{now} + {final - now}" in said and str(final) in said, said
    # and '3s → 6' gives way to the reward's 'Take 1 LP': its spot now stays empty for the step (pressed_spot.py),
    # or what stands there is held
    match = _solo(6)
    app, scene = _scene(match)
    frames(app, 30)
    under = _press_under_pointer(app, scene, "3s → 6")
    assert match.records[-1].action.kind == "adjust"
    assert under is None or not scene.prompt.settling.ready(under, scene.clock.t), under.text
