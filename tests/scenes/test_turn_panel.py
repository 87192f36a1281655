"""The turn panel every table shares: what you can do now, toasts that stay true, AI captions and the recap."""

import time

import pygame
import pytest
from scene_helpers import click, frames, key, make_app

from baraza.game.core.action import Action
from baraza.game.registry import new_match
from baraza.scenes.table.launch import playable_games, scene_class


def _table(game: str, seats: list[str], seed: int = 4, quiet_ai: bool = True, options: dict | None = None):
    app = make_app()
    match = new_match(game, seats, seed, options)
    scene = scene_class(game)(app, match)
    if quiet_ai:  # the test plays the AI seats itself, so nothing races it
        scene.ai_turns.enabled = False
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _play_until(match, done, limit: int = 400) -> None:
    """Play each seat's first legal action until `done(match)`."""
    for _ in range(limit):
        if done(match):
            return
        seat = match.active_seats()[0]
        assert match.submit(seat, match.legal_actions(seat)[0]).ok
    raise AssertionError("the position was never reached")


def _kinds(match, seat: int = 0) -> set[str]:
    return {a.kind for a in match.legal_actions(seat)}


# --- "You can: …" ------------------------------------------------------------------------------
def test_kona_now_line_names_the_first_move_then_top_pieces(baraza_home):
    _app, _match, lot = _table("kona", ["human", "human"], options={"opening": "lot"})
    assert lot.turn_panel.now_line().startswith("You can: play the first move drawn by lot, ")
    app, match, scene = _table("kona", ["human", "human"])  # the default: the classic free first move
    assert scene.turn_panel.now_line() == "You can: move one of your pieces 1, 2 or 3 squares (your first move)"
    _play_until(match, lambda m: len(m.records) == 2)
    frames(app)
    line = scene.turn_panel.now_line()
    assert line.startswith("You can: move ") and "exactly as many squares as its tower is tall" in line


def _phrases(match) -> list[str]:
    seat = match.active_seats()[0]
    return match.rules.summarize_actions(match.view(seat), seat, match.legal_actions(seat))


def test_krownia_now_line_follows_the_phase(baraza_home):
    app, match, scene = _table("krownia", ["human", "human", "human"], seed=3)
    assert scene.turn_panel.now_phrases() == ["place a village on a lit corner", "let the table place it for you"]
    _play_until(match, lambda m: m.view(None).phase == "roll")
    assert _phrases(match) == ["roll the dice"]
    _play_until(match, lambda m: m.view(None).phase == "main")
    assert _kinds(match, match.active_seats()[0]) == {"build_road", "open_trade", "end_turn"}
    assert _phrases(match) == ["build a road", "trade with the other players", "end your turn"]


def test_konja_now_line_names_the_ancestors_then_the_dice(baraza_home):
    app, match, scene = _table("konja", ["human", "human"])
    assert scene.turn_panel.now_phrases() == ["place an Idol on a free Ancestor"]
    _play_until(match, lambda m: m.view(None).phase == "roll")
    assert _phrases(match) == ["roll the dice"]
    _play_until(match, lambda m: m.view(None).phase == "bones")
    assert _kinds(match, match.active_seats()[0]) == {"play_spell", "use_relic", "end_bones"}
    assert _phrases(match) == ["cast a Spell", "use a Relic", "end Bones"]


def test_khedu_now_line_names_the_opening_then_the_turn_choices(baraza_home):
    app, match, scene = _table("khedu", ["human", "human"])
    assert scene.turn_panel.now_phrases() == ["lay one Cadence face up"]
    app, match, scene = _table("khedu", ["human"])  # solo opens on a turn
    assert _kinds(match) == {"attack", "command", "meditate"}
    assert scene.turn_panel.now_line() == "You can: attack · play a Command · Meditate"


def test_the_default_hook_names_each_kind_once():
    from baraza.game.core.rules import group_by_kind

    legal = [Action("move", ("a1", "a2")), Action("end_turn"), Action("move", ("a1", "a3"))]
    assert group_by_kind(legal) == ["move", "end turn"]
    assert group_by_kind(legal, {"end_turn": "end your turn", "move": ""}) == ["end your turn"]


@pytest.mark.parametrize("game", [spec.name for spec in playable_games() if spec.min_seats <= 2 <= spec.max_seats])
def test_turn_panel_draws_in_the_log_zone(baraza_home, game):
    seats = ["human", "ai:easy"]  # every installed two-seat game (a new game needs no edit here)
    app, match, scene = _table(game, seats)
    _play_until(match, lambda m: m.active_seats() == (0,))
    frames(app)
    title, body, _seat, mine = scene.turn_panel.turn_prompt()
    assert mine and title == "Your turn" and body.startswith("You can: ")
    zone = scene.layout.zone("log")
    assert zone.contains(scene.turn_panel.rect) and zone.contains(scene.log_panel.rect)
    assert not scene.turn_panel.rect.colliderect(scene.log_panel.rect)


# --- toasts ------------------------------------------------------------------------------------
def _toasts(app) -> list[str]:
    return [t.text for t in app.toasts]


def test_an_error_toast_is_gone_after_the_next_legal_move(baraza_home):
    app, match, scene = _table("kona", ["human", "human"], options={"opening": "free"})
    moves = [(a.args[0], a.args[1]) for a in match.legal_actions(0)]
    frm = moves[0][0]
    starts = {f for f, _ in moves}
    targets = {t for f, t in moves if f == frm}
    wrong = next(f"{c}{r}" for c in "abcdef" for r in range(1, 7)
                 if f"{c}{r}" not in starts | targets)
    frames(app, 1, click(scene.square_rect(frm).center))
    frames(app, 1, click(scene.square_rect(wrong).center))
    assert any(t.startswith("That piece cannot land there") for t in _toasts(app))  # and says why
    assert app.toast_for(scene) is not None  # it shows in the table's own message place
    to = next(t for f, t in moves if f == frm)
    frames(app, 1, click(scene.square_rect(frm).center))
    frames(app, 1, click(scene.square_rect(to).center))
    assert len(match.records) == 1
    assert not any(t.startswith("That piece cannot land there") for t in _toasts(app))


def test_toasts_about_one_thing_replace_each_other(baraza_home):
    app, match, scene = _table("kona", ["human", "human"])
    app.toast("first", key="input")
    app.toast("second", key="input")
    assert _toasts(app).count("second") == 1 and "first" not in _toasts(app)


def test_a_hint_replaces_thinking_of_a_hint(baraza_home):
    app, match, scene = _table("kona", ["human", "ai:easy"])
    frames(app, 1, [key(pygame.K_h)])
    assert "Thinking of a hint…" in _toasts(app)
    end = time.monotonic() + 120  # a bound for a loaded machine, not a speed claim
    while scene.hint is None and time.monotonic() < end:
        frames(app, 1, dt=0.05)
        time.sleep(0.01)
    assert scene.hint is not None

    def shown() -> bool:  # in a toast, or written in the table's own panel (hint_in_panel: Kona's players' panel)
        return any(t.startswith("Hint: ") for t in _toasts(app)) or \
            (scene.hint_in_panel and scene.hint is not None and scene.hint_text.startswith("Hint: "))

    assert "Thinking of a hint…" not in _toasts(app) and shown()
    for _ in range(15):  # a long hint is still there to read after 15 s (one was gone within 6 s, issue 41)
        frames(app, 1, dt=1.0)
    assert shown()
    match.submit(0, scene.hint)  # the hint spoke of the position before the move
    frames(app)
    assert not shown()


# --- AI captions and the recap ------------------------------------------------------------------
def test_an_ai_move_is_captioned_and_paced_by_the_speed_setting(baraza_home):
    app, match, scene = _table("kona", ["human", "ai:easy"])
    app.settings.animation_speed = "normal"
    match.submit(0, match.legal_actions(0)[0])
    match.submit(1, match.legal_actions(1)[0])
    assert scene.turn_panel.caption_hold > 0  # the next AI move waits while this one's caption is read
    app.settings.animation_speed = "slow"
    scene.turn_panel.hold_caption(match.records[-1])
    slow = scene.turn_panel.caption_hold
    app.settings.animation_speed = "fast"
    scene.turn_panel.hold_caption(match.records[-1])
    assert slow > scene.turn_panel.caption_hold > 0
    title, body, _seat, mine = scene.turn_panel.turn_prompt()  # its slide is still playing: the caption shows
    assert not mine and body == match.log[-1].text  # "Black moved … onto …"


def test_recap_lists_the_ai_moves_since_the_humans_last_turn(baraza_home):
    app, match, scene = _table("kona", ["human", "ai:easy"])
    match.submit(0, match.legal_actions(0)[0])
    frames(app)
    assert scene.recap.recap_lines == []  # the human's own move is not recapped
    match.submit(1, match.legal_actions(1)[0])
    frames(app)
    first = match.log[-1].text
    assert scene.recap.recap_lines == [first]
    frames(app, 1, click((5, 5)))  # any click closes it
    assert scene.recap.recap_lines == []
    match.submit(0, match.legal_actions(0)[0])
    match.submit(1, match.legal_actions(1)[0])
    frames(app)
    assert scene.recap.recap_lines == [match.log[-1].text] and first not in scene.recap.recap_lines


def test_recap_of_a_long_ai_turn_fits_its_panel(baraza_home):
    app, match, scene = _table("konja", ["human", "ai:easy"])
    _play_until(match, lambda m: m.active_seats() == (1,))
    frames(app)
    start = len(match.records)
    _play_until(match, lambda m: m.active_seats() == (0,))  # Kofi's moves, up to Nia's next decision
    assert len(match.records) - start >= 2
    frames(app)
    ai_lines = [line.text for line in match.log if line.move_index >= start]
    assert scene.recap.recap_lines == ai_lines
    scene.draw(app.screen)  # in the log's place, cut to its panel with a pointer to the log
    rows = scene.recap.recap_rows(240, 2)  # little room: a run of Kofi's moves per line, or the line that matters
    notable = [line for line in ai_lines if line in scene.recap.notable_lines]
    assert 1 <= len(rows) <= 2, rows  # within its two rows
    if notable:  # two rows keep the latest line that matters to the player (round 7b): its start shows
        assert " ".join(r.strip() for r in rows).startswith(notable[-1][:12]), (rows, notable)
    else:
        assert rows[0].startswith("Kofi ") and " · " in "".join(rows), rows


def test_a_tables_toasts_show_one_at_a_time_inside_its_turn_panel(baraza_home):
    from baraza.scenes.ui.text_audit import TextAudit

    app, match, scene = _table("krownia", ["human", "ai:easy"])
    app.toast("Pick one of the lit spots.", key="input")
    app.toast("Sound off")
    app.toast("Hint: Roll the dice", key="hint")
    audit = TextAudit(app)
    try:
        audit.frame()
        drawn = [t for t in audit.screen.texts if t.text in ("Pick one of the lit spots.", "Sound off")
                 or t.text.startswith("Hint:")]
    finally:
        audit.close()
    panel = scene.turn_panel.rect
    assert [t.text for t in drawn] == ["Hint: Roll the dice"] and panel.contains(drawn[0].rect)


def test_an_ai_answering_in_your_turn_is_answering_not_thinking(baraza_home):
    """"Your turn" over "Player 2 is thinking…" read as a contradiction (a Khedu render: the AI to sing a Cadence
    in the player's fight): an answer asked of another seat in your turn says so."""
    app, match, scene = _table("khedu", ["human", "ai:normal"])

    def ai_answers(m) -> bool:
        view = m.view(0)
        active = m.active_seats()
        return (active == (1,) and scene.whose_turn(view) == 0 and m.records and m.records[-1].seat == 0)

    import random

    rng = random.Random(3)
    for _ in range(3000):
        if ai_answers(match) or match.is_over():
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        assert match.submit(seat, rng.choice(legal)).ok
    assert ai_answers(match), "the AI was never asked to answer in the player's turn"
    scene.turn_panel.caption_hold = 0
    frames(app, 2, dt=0.5)
    title, body, _seat, _mine = scene.turn_panel.turn_prompt()
    assert title == "Your turn" and body == "Player 2 is answering…", (title, body)
