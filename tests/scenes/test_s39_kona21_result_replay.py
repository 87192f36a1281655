"""kona21: the end-of-match card offered no Replay or Analyse (the tester went Menu → History for them). The card
now has Replay (under Hide, at the end of the "N turns" line): it opens the match's History record in the replay
(Analyse is there) once the record is on disk, greyed until then; Rematch and Menu keep their places, and Back
comes back to the card."""

from __future__ import annotations

import pygame
from scene_helpers import click, frames, make_app

from baraza.game.persistence.score_keeper import wait_until
from baraza.game.registry import new_match
from baraza.scenes.shots import play_actions


def _finished_at_the_table(app, seats=("human", "ai:normal")):
    """A match played to its end at a live table: the table records it and opens the results."""
    from baraza.scenes.screens.results import ResultsScene
    from baraza.scenes.table.launch import scene_class

    match = new_match("kona", list(seats), 3)
    table = scene_class("kona")(app, match)
    app.stack.reset(table)
    frames(app, 1)
    play_actions(match, 20_000)
    assert match.is_over()
    assert wait_until(lambda: frames(app, 1) or isinstance(app.stack.top, ResultsScene), 20)
    table.ai.close()
    return match, table, app.stack.top


def test_replay_waits_for_the_record_then_opens_the_match_and_back_returns(baraza_home):
    from baraza.scenes.screens.replay import ReplayScene

    app = make_app()
    match, _table, results = _finished_at_the_table(app)
    button = results.replay_button
    assert button is not None and button.text == "Replay"
    if app.autosaver.waiting(results.record_file):  # handed over as the card showed: greyed until it lands
        assert not button.enabled
    assert app.autosaver.flush()
    frames(app, 40)  # past the click guard; the card looks again
    assert button.enabled and results.record_file.is_file()
    frames(app, 2, events=click(button.rect.center))
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.source.moves == match.moves and replay.finished
    assert replay.title.startswith("Kona, ")
    app.stack.pop()
    app.stack.apply_pending()
    assert app.stack.top is results


def test_rematch_and_menu_keep_their_places_and_replay_ends_the_ring(baraza_home):
    from baraza.scenes.screens.results import ResultsScene

    app = make_app()
    _match, table, results = _finished_at_the_table(app)
    # the same card for a table not on the stack (a finished match seen from elsewhere) has no Replay
    app.stack.reset(results)
    app.stack.apply_pending()
    plain = ResultsScene(app, table)
    assert plain.replay_button is None
    assert results.rematch_button.rect == plain.rematch_button.rect
    assert results.menu_button.rect == plain.menu_button.rect
    assert results.hide_button.rect == plain.hide_button.rect
    # Replay stands under Hide, at the end of the "N turns" line, clear of every word the card draws
    app.fonts.placed = []
    try:
        results.draw(app.screen)
        words = [(pygame.Rect(r), t) for r, t, _s, _f in app.fonts.placed]
    finally:
        app.fonts.placed = None
    replay = results.replay_button.rect
    assert replay.right == results.hide_button.rect.right and replay.top > results.hide_button.rect.bottom
    assert not any(replay.colliderect(b.rect) for b in (results.rematch_button, results.menu_button))
    assert not [t for r, t in words if r.colliderect(replay) and t != "Replay"], words
    assert any(results.subline == t for _r, t in words)
    assert results.record_line in [t for _r, t in words]  # the summary keeps its last line
    ring = [b.text for b in results.menu.buttons]
    assert ring == ["Rematch", "Menu", "Replay", "Hide"]
    assert results.menu.buttons[results.menu.focus].text == "Rematch"  # the ring still starts on Rematch


def test_a_lesson_match_has_no_replay(baraza_home):
    """History does not keep it (table/history_keeper.py): Replay would never open."""
    from baraza.scenes.screens.results import ResultsScene

    app = make_app()
    _match, table, _results = _finished_at_the_table(app, seats=("human", "human"))
    table.match.lesson = True
    assert ResultsScene(app, table).replay_button is None
