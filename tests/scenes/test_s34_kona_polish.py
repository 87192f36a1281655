"""Session 34, kona13 (a blind Kona tester): the pointer's note of a tower keeps off the squares it may land on and
off the keyboard cursor's words, and the cursor's words off the board's coordinates; Practise draws the reply
beside the learner's arrow it runs along; a click on the greyed Hint does what the H key does and the Hint is
usable while the AI's move slides under "Your turn"; the replay's summary names the move list only while it
shows; a practice game's result reads whole in History."""

from __future__ import annotations

import sys
import time
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
from keyboard_player import walk_to  # noqa: E402
from scene_helpers import click, frames, make_app  # noqa: E402

from baraza.game.core.action import Action  # noqa: E402
from baraza.game.registry import new_match  # noqa: E402
from baraza.scenes.table.launch import scene_class  # noqa: E402


def _move(a: str, b: str) -> Action:
    return Action("move", (a, b))


# --- 1. the tower's note and the cursor's words ---------------------------------------------------------------
def test_the_towers_note_keeps_off_its_landing_squares_and_the_cursors_words(baraza_home) -> None:
    """56b-nav.png: the cursor on e1 (its motion rests the pointer there too) brought the note "White piece: its
    top piece moves exactly 1 square…" over d2, e2 and f2, where that piece may land. At every White tower the
    note, once shown, covers neither its square, nor a landing square, nor the cursor's words."""
    app = make_app()
    match = new_match("kona", ["human", "human"], 4, {})
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app, 2)
    starts = sorted({a.args[0] for a in match.legal_actions(0)})
    assert starts
    for start in starts:
        walk_to(app, table, table.square_rect(start))
        frames(app, 50)  # the pointer rests: the note shows
        table.draw(app.screen)
        note = table.tower_hover.shown
        assert note is not None, start
        lands = [table.square_rect(a.args[1]) for a in match.legal_actions(0) if a.args[0] == start]
        assert not note.colliderect(table.square_rect(start)), start
        assert note.collidelist(lands) < 0, (start, note)
        assert table.focus.tag is not None and not note.colliderect(table.focus.tag), (start, note, table.focus.tag)


def test_the_cursors_words_keep_off_the_coordinates(baraza_home) -> None:
    """28c-enter.png, lesson step 19: with f1 picked, the cursor's "f1 → e2" stood against the file letter f at the
    board's foot. The words keep a margin from every file letter and rank number."""
    from baraza.scenes.table.tutorial import lesson_table
    from baraza.scenes.table.tutorial_auto import _settle, current, do_step

    app = make_app()
    table = lesson_table(app, "kona")
    overlay = table.tutorial
    app.stack.reset(table)
    app.stack.apply_pending()
    while overlay.run.index < 18:
        assert _settle(app, table, overlay)
        table, overlay = current(app, table)
        frames(app, 1)
        assert do_step(app, overlay) is None
    _settle(app, table, overlay)
    table, overlay = current(app, table)
    frames(app, 5)
    assert "f1" in overlay.run.step.text and "e2" in overlay.run.step.text
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")])
    frames(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")])
    frames(app, 30)
    assert table.selected == "f1"
    table.draw(app.screen)
    tag = table.focus.tag
    assert tag is not None
    font, board, s = app.fonts.get(16, "bold"), table.board_rect, table.square_size
    coordinates = [(f, (board.x + i * s + s // 2, board.y + 6 * s + 13)) for i, f in enumerate("abcdef")]
    coordinates += [(str(6 - i), (board.x - 14, board.y + i * s + s // 2)) for i in range(6)]
    for text, centre in coordinates:  # as the table draws them
        glyph = pygame.Rect((0, 0), font.size(text))
        glyph.center = centre
        assert not tag.colliderect(glyph.inflate(6, 6)), (text, glyph, tag)


# --- 2. Practise: the reply beside the learner's arrow ----------------------------------------------------------
def test_a_reply_along_the_learners_arrow_is_drawn_beside_it(baraza_home) -> None:
    """63b-try1.png: the reply f6 → f5 lay under the orange f6 → f4, only its tip showing. Here f1 → f3 under
    f1 → f4: the reply's blue shows along most of its length."""
    from baraza.game.kona.exercises import Answer, Exercise
    from baraza.scenes.kona.exercise import REPLY, ExerciseScene

    exercise = Exercise({}, 1, ("human", "ai:normal"), ((0, _move("a6", "c4")), (1, _move("a1", "b2"))), 0,
                        _move("f1", "f4"), 0.52, False, "blunder")
    app = make_app()
    scene = ExerciseScene(app, [exercise])
    app.stack.push(scene)
    frames(app, 2)
    scene.answer = Answer(False, "Not quite.", action=_move("f1", "f4"), p_answer=0.0, p_best=0.5,
                          reply=_move("f1", "f3"))
    scene._shown_try = _move("f1", "f4")  # the wrong try's board is shown, as after a judged try
    frames(app, 2)
    f1, f3 = (scene._screen_rect(scene.table.square_rect(s)) for s in ("f1", "f3"))
    rows = range(f3.centery + 24, f1.top - 12)  # the reply's shaft, between its head and f1's edge (kona18: it
    # starts there, its tower's top piece in view)
    shown = sum(1 for y in rows if any(app.screen.get_at((x, y))[:3] == REPLY for x in range(f1.left, f1.right)))
    assert shown >= 0.8 * len(rows), (shown, len(rows))
    scene.on_exit()


def test_only_a_reply_along_another_arrow_is_moved_aside() -> None:
    from baraza.scenes.kona.exercise import beside

    assert beside((0, 0), (0, 100), [((0, 0), (0, 200))], 20) != (0, 0)  # along: moved aside
    assert beside((0, 0), (0, 100), [((0, 0), (100, 0))], 20) == (0, 0)  # crossing: left where it is
    assert beside((0, 100), (0, 200), [((0, 0), (0, 100))], 20) == (0, 0)  # one after the other: left too


# --- 3. Hint by mouse ---------------------------------------------------------------------------------------------
def _ai_table():
    app = make_app()
    app.settings.animation_speed = "normal"
    match = new_match("kona", ["human", "ai:easy"], 4, {})
    table = app.show_match(match)
    app.stack.apply_pending()
    frames(app, 3)
    return app, match, table


def test_the_hint_is_usable_while_the_ais_move_slides_under_your_turn(baraza_home) -> None:
    """37a-hint-anim.png: the turn panel said "Your turn" while the AI's move slid and Hint was grey. Now it is
    usable, and a click on it is kept for the player's prompt."""
    app, match, table = _ai_table()
    assert table.submit_intent(match.legal_actions(0)[0]) is not False
    end = time.monotonic() + 30
    while time.monotonic() < end and not (len(match.records) >= 2 and table.animations.busy):
        frames(app, 1, dt=1 / 60)
        time.sleep(0.005)
    assert len(match.records) >= 2 and table.animations.busy, "the AI's move never came"
    assert table.human_to_act() is None and table.whose_turn(table.current_view()) == 0  # "Your turn" is shown
    table.draw(app.screen)
    assert table.button_row.hint.enabled
    frames(app, 1, click(table.button_row.hint.rect.center))
    assert table.move_intents.early_hint.waiting == 0
    assert any("Your hint comes" in t.text for t in app.toasts)
    table.ai.close()


def test_a_click_on_the_greyed_hint_while_the_ai_thinks_says_what_the_key_says(baraza_home) -> None:
    """39b-hintclick.png: "Black is thinking…", a click on the grey Hint did nothing at all, where H answers."""
    app = make_app()
    match = new_match("kona", ["human", "ai:easy"], 4, {})
    table = scene_class("kona")(app, match)
    table.ai_turns.enabled = False  # the AI thinks for as long as the test likes
    app.stack.reset(table)
    frames(app, 2)
    assert match.submit(0, match.legal_actions(0)[0]).ok
    frames(app, 60)
    assert match.active_seats() == (1,) and not table.animations.busy
    table.draw(app.screen)
    assert not table.button_row.hint.enabled
    frames(app, 1, click(table.button_row.hint.rect.center))
    assert any("for your own turn" in t.text for t in app.toasts), [t.text for t in app.toasts]


# --- 4. the replay's words and History ------------------------------------------------------------------------------
def test_the_summary_names_the_move_list_only_while_it_shows(baraza_home) -> None:
    """68a-replay2.png: "…and in the move list at the right" with no list shown (a kept analysis opens without it)."""
    from baraza.game.core.analysis import MoveJudgement
    from baraza.scenes.replay.captions import caption
    from baraza.scenes.replay.practise_words import analysis_summary

    judged = [MoveJudgement(1, 0, "a1 → a2", None, 0.5, 0.1, "a1 → b2", "blunder", (0.5, 0.5), (0.1, 0.9)),
              MoveJudgement(2, 1, "f6 → f5", None, 0.9, 0.9, "f6 → f5", None, (0.1, 0.9), (0.1, 0.9))]
    summary = analysis_summary(judged, ["You", "AI normal"])
    assert "move list at the right" in summary
    viewer = SimpleNamespace(typed_turn="", verdict=(summary, 3), ply=3, show_moves=False, app=make_app(),
                             bar=SimpleNamespace(caption_fits=lambda _fonts, _text: True))
    hidden = caption(viewer)
    assert "at the right" not in hidden and "Moves" in hidden, hidden
    viewer.show_moves = True
    assert "move list at the right" in caption(viewer)


def test_the_chart_head_names_the_position_before_a_marked_move() -> None:
    """61-move7.png: "After move 7: 0%" over the caption "Before move 7" (the board before the marked move)."""
    from baraza.scenes.replay.move_list import readout

    values = [0.5, 0.52, 0.54, 0.0]
    assert readout(values, 3, None, before=True) == "Before move 3: 54%"
    assert readout(values, 3, None) == "After move 3: 0%"
    assert readout(values, 3, 1, before=True) == "After move 1: 52%"  # the pointer on the chart names its own


def test_a_practice_games_result_reads_whole_in_history(baraza_home) -> None:
    """80c-hist.png: "Practice ·…" was all the Result column showed of an unfinished practice game."""
    from baraza.scenes.history.match_list import HistoryList

    app = make_app()
    for scale in (100, 150):
        app.fonts.set_scale(scale / 100)
        run = SimpleNamespace(when=datetime.now(), duration=40.0, turns=4, finished=False, score=0, match_id="x")
        entry = SimpleNamespace(run=run, game="kona", solo=False, from_replay=True, scores=[], path=None,
                                outcome=lambda: "unfinished", human_seats=lambda: [0], levels=lambda: ["easy"],
                                player_moves=lambda: 4, winner_names=lambda: "", turns=lambda: 4)
        listing = HistoryList(pygame.Rect(140, 245, 1000, 390), lambda _e: None)
        listing.set_entries([entry])
        app.fonts.shortened = []
        listing.draw(app.screen, app.fonts)
        assert not app.fonts.shortened, app.fonts.shortened
