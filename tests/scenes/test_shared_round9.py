"""Shared screens after the ninth round of blind playtests (issue 41): the results open with Enter on nothing
harmful and deaf to keys for a moment, a match left before a move is no History entry, Setup's rows never move
under the pointer, the analysis's time left comes down instead of standing still, the move shown stays named
while it runs, the analysis's toast keeps off the move list, History says whose scores and which time, and the
chart names the seat it follows in Spectator view."""

from __future__ import annotations

import pygame
import pytest
from matches import played
from scene_helpers import click, frames, key, make_app

from baraza.game.persistence import history
from baraza.game.registry import available_games, new_match
from baraza.scenes.screens.results import ResultsScene
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import scene_class
from baraza.scenes.ui.click_guard import APPEARED_SECONDS


# --- 1. the results' keyboard trap ---------------------------------------------------------------------------
def _results(app, game: str = "kona"):
    match = new_match(game, ["human", "ai:easy"], 3, {})
    play_actions(match, 20_000)
    table = scene_class(game)(app, match)
    table.results_shown = True  # the test pushes the results itself
    table.ai.close()
    app.stack.reset(table)
    app.stack.apply_pending()
    results = ResultsScene(app, table)
    app.stack.push(results)
    frames(app, 1)
    return table, results


def test_the_enter_that_rolled_as_the_match_ended_starts_no_rematch(baraza_home) -> None:
    """A KROWNIA tester pressing Enter to roll got a new match at once: the results gave Rematch the keys."""
    app = make_app()
    table, results = _results(app)
    frames(app, 1, [key(pygame.K_RETURN)])  # the Enter meant for the table
    app.stack.apply_pending()
    assert app.stack.top is results and not results.collapsed  # nothing pressed, not even Hide
    focused = [b.text for b in results.menu.buttons if b.focused]
    assert focused == ["Rematch"], focused  # the ring shows, on the next thing to do (kona20: not on Hide)
    frames(app, int(APPEARED_SECONDS * 60) + 2)
    frames(app, 1, [key(pygame.K_RETURN)])  # the same Enter still held down, repeating: still nothing
    app.stack.apply_pending()
    assert app.stack.top is results and not results.collapsed and table.match.is_over()


def test_a_match_left_before_the_player_moved_is_no_history_entry(baraza_home, tmp_path) -> None:
    """The Rematch it started left "Unfinished, 0, under a minute" in History once the player went to the menu."""
    from baraza.scenes.screens.history import HistoryScene

    untouched = new_match("kona", ["ai:easy", "human"], 4, {})  # the AI opens; the player never moves
    seat = untouched.active_seats()[0]
    untouched.submit(seat, untouched.legal_actions(seat)[0])
    left = history.write_match(untouched, tmp_path)
    begun = played("kona", 5, ["human", "ai:easy"], limit=3)  # the player moved: kept, unfinished
    kept = history.write_match(begun, tmp_path)
    found = history.read_history(tmp_path)
    by_path = {entry.path: entry for entry in found.entries}
    assert by_path[left].untouched() and not by_path[kept].untouched()
    app = make_app()
    scene = HistoryScene(app)
    scene.history = found
    scene.refilter()
    assert [entry.path for entry in scene.list.entries] == [kept]
    assert history.game_stats(found.entries, "kona").games == 1
    app.history_reader.cancel()


# --- 2. Setup's rows stay where they are -------------------------------------------------------------------
def _state(setup) -> tuple:
    return (setup.num_seats, list(setup.seat_kinds), dict(setup.options), setup.seed_field.text)


@pytest.mark.parametrize("spec", available_games(), ids=lambda spec: spec.name)
def test_a_seat_added_moves_no_row_under_the_pointer(baraza_home, spec) -> None:
    """Players: 2 pushed Khedu's Turn limit down and put "Clan of player 2" under the pointer: the next clicks on
    the Turn limit's arrow changed the clan. Every game: a row that was there stays, or ignores a click a moment."""
    rules = spec.rules
    if rules.min_seats == rules.max_seats:
        pytest.skip("no Players row")
    app = make_app()
    setup = app.show("setup", spec)
    app.stack.apply_pending()
    players = setup.rows[0]
    players.set_value(rules.min_seats)
    setup._set_seat_count(rules.min_seats)
    frames(app, 60)
    for _count in range(rules.min_seats, rules.max_seats):
        before = {setup._row_name(row): (row, row.rect.copy()) for row in setup.rows}
        frames(app, 1, click(players._arrow_rects()[1].center))
        assert setup.num_seats == _count + 1
        for name, (_row, rect) in before.items():
            moved = next((r for r in setup.rows if setup._row_name(r) == name), None)
            if moved is None or moved.rect == rect:
                continue
            assert name not in setup.option_rows and not name.startswith("seat "), (spec.name, name)
            state = _state(setup)
            frames(app, 1, click(rect.center))  # aimed at it where it was: ignored
            assert _state(setup) == state, (spec.name, name)
        for _key, (row, _spec) in setup.option_rows.items():
            old = before.get(setup._row_name(row))
            assert old is None or old[1] == row.rect, (spec.name, row.label)  # an option row never moves
        frames(app, 60)


# --- 3. the analysis's time left ---------------------------------------------------------------------------
def test_the_time_left_comes_down_while_the_plain_guess_stands_a_little_higher() -> None:
    """"About 2 minutes left" at 28 %, 30 % and 56 % read as a broken clock: a plain guess a little above the
    countdown held the shown one still for as long as it stayed there. Now it holds a moment, then comes down."""
    from baraza.game.core.action import Action
    from baraza.scenes.replay.analysis_job import HOLD, AnalysisJob

    job = AnalysisJob("kona", ["human", "ai:easy"], 1, {}, [(0, Action("x", ()))], use_process=False)
    plain = {"t": 100.0}
    job._target = lambda now: plain["t"]  # a made-up plain guess: 100 s left, then a little more than the clock
    shown = [job._steady(0.0)]
    for step in range(1, 61):
        plain["t"] = 100.0 - 0.2 * step * 0.5
        shown.append(job._steady(step * 0.5))
    assert all(b <= a + 1e-9 for a, b in zip(shown, shown[1:], strict=False))  # never up
    still = max(i for i in range(len(shown)) if abs(shown[i] - shown[0]) < 1e-9) * 0.5
    assert still <= HOLD + 0.5, still  # held a moment at most
    assert shown[-1] <= shown[0] - 8.0, shown[-1]  # and came down steadily (it stood at 100 before)


class _Running:
    keeps, running, error, missing, cancelled, progress, judgements = True, True, None, False, False, 0.28, None

    def poll(self) -> None:
        pass

    def cancel(self) -> None:
        pass

    def seconds_left(self) -> float:
        return 130.0


def test_the_move_shown_stays_named_while_the_analysis_runs(baraza_home) -> None:
    """"Move 2 of 301" went from the bar while the analysis ran (a KROWNIA tester)."""
    app = make_app()
    viewer = app.show("replay", played("kona", 8, ["human", "ai:easy"], limit=12))
    frames(app, 1)
    viewer.jump(5, before_mark=False)
    viewer.job = _Running()
    text = viewer._caption()
    assert f"Move 5 of {viewer.replay.plies}" in text and "Analysing… 28%" in text and "left" in text, text
    viewer.job = None
    viewer.on_exit()


# --- 4. the analysis's toast keeps off the move list -----------------------------------------------------------
def test_the_analysis_toast_keeps_off_the_move_list(baraza_home) -> None:
    """"Analysis done…" covered the list's left edge: row 8 read "rmal: Black moved…" (a Kona tester)."""
    from baraza.scenes.replay.practise_words import analysis_summary  # noqa: F401 - the words the toast says

    app = make_app()
    viewer = app.show("replay", played("kona", 8, ["human", "ai:easy"], limit=12))
    frames(app, 1)
    if not viewer.show_moves:
        viewer.toggle_moves()
    app.toast("Analysis done: yours: 1 blunder; AI normal: none. The marked moves are dots on the chart and in the "
              "move list at the right; step onto a dot to see the better move. From move 5 on your chance stood "
              "under 5%: the match was decided there, so no later move of yours could lose more or be marked; look "
              "before it.", 20, key="analysis")
    rect = viewer.toast_rect()
    assert rect.bottom > viewer.bar.rect.y  # still in the bar's caption line
    assert not rect.colliderect(viewer.moves.rect), (rect, viewer.moves.rect)
    viewer.on_exit()


# --- 5. History: whose scores, which time ------------------------------------------------------------------------
def test_history_names_whose_scores_and_which_time(baraza_home, tmp_path) -> None:
    """"Lost 7–10–7": whose 10? And is When the start or the end? (KROWNIA and History testers)"""
    from baraza.scenes.screens.history import WHEN_TIP, HistoryScene, picked_line

    match = played("krownia", 3, ["human", "ai:easy", "ai:easy"])
    path = history.write_match(match, tmp_path)
    found = history.read_history(tmp_path)
    app = make_app()
    scene = HistoryScene(app)
    app.history_reader.cancel()
    scene.history = found
    scene.refilter()
    entry = scene.list.current()
    assert entry.path == path
    line = picked_line(entry)
    scores = [f"{s:g}" for s in entry.scores]
    assert line.startswith("Ended ") and "You (Red) " + scores[0] in line and "Blue " + scores[1] in line, line
    surface = pygame.Surface((1280, 720))
    app.fonts.shortened.clear()
    scene.draw(surface)
    tips = [text for _box, text in app.fonts.shortened]
    assert WHEN_TIP in tips and any(text.startswith("Final scores: You (Red)") for text in tips), tips
    assert "ended" in WHEN_TIP


# --- 6. the chart in Spectator view ---------------------------------------------------------------------------
def test_the_chart_names_the_seat_it_follows_in_spectator_view(baraza_home) -> None:
    """"You: chance of winning" in Spectator view (a KROWNIA tester): whose chance, then?"""
    from baraza.scenes.replay.captions import chart_who

    app = make_app()
    match = played("kona", 8, ["human", "ai:easy"])  # finished: its replay offers the view of no seat
    viewer = app.show("replay", match)
    frames(app, 1)
    assert chart_who(viewer) == "You"
    for _ in range(len(viewer.seat_choices)):
        viewer.next_seat()
        if viewer.board.seat is None:
            break
    assert viewer.board.seat is None
    assert chart_who(viewer) == f"{match.seat_names()[0]} (you)"
    viewer.on_exit()
