"""The results panel: it sits in the table's side column and never over the board, folds to a bar and back,
shows the game's own summary (not a bare reason), the record against the AI level, and KROWNIA's dice; the
Scores screen shows the record per AI level for every game."""

from __future__ import annotations

import pytest
from scene_helpers import click, frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.screens.results import ResultsScene
from baraza.scenes.screens.scores import ScoresScene
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import playable_games, scene_class

GAMES = [spec.name for spec in playable_games()]


def _scene(app, game: str, seats: list[str], seed: int = 3, options=None, finish: bool = False):
    match = new_match(game, seats, seed, options)
    if finish:
        play_actions(match, 20_000)
        assert match.is_over()
    scene = scene_class(game)(app, match)
    scene.results_shown = True  # the test pushes the results itself
    scene.ai.close()
    app.stack.reset(scene)
    app.stack.apply_pending()
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_the_panel_stays_off_the_board(baraza_home, game):
    app = make_app()
    spec = next(s for s in playable_games() if s.name == game)
    scene = _scene(app, game, ["human"] + ["ai:easy"] * (max(2, spec.min_seats) - 1))
    results = ResultsScene(app, scene)
    app.stack.push(results)
    frames(app, 2)
    zones = scene.layout.zones
    side = [zones[name] for name in getattr(scene, "results_zones", ("info", "log", "buttons"))]
    column = side[0].unionall(side[1:])
    for folded in (False, True):
        panel = results.panel_rect()
        assert column.contains(panel), (game, folded)
        if "board" in zones:
            assert not panel.colliderect(zones["board"]), (game, folded)
        for name, zone in zones.items():  # whatever it touches belongs to the side column
            if panel.colliderect(zone):
                assert column.contains(zone), (game, name, folded)
        results.toggle()


def test_hide_folds_the_panel_to_a_bar_and_show_brings_it_back(baraza_home):
    app = make_app()
    scene = _scene(app, "kona", ["human", "ai:easy"], finish=True)
    results = ResultsScene(app, scene, scene.match.result_lines())
    app.stack.push(results)
    frames(app, 40)  # past the click guard
    full = results.panel_rect()
    frames(app, 2, events=click(results.hide_button.rect.center))
    assert results.collapsed and results.panel_rect().h < full.h // 4
    assert app.stack.top is results  # still there, as a bar
    frames(app, 2, events=click(results.show_button.rect.center))
    assert not results.collapsed and results.panel_rect() == full


def test_kona_results_say_where_the_line_was_made_not_a_bare_reason(baraza_home):
    app = make_app()
    scene = _scene(app, "kona", ["human", "ai:easy"], finish=True)
    match = scene.match
    app.scores.record_match("kona", match.seats, match.result().winners, match.result().scores, 1, 1, 1.0, 1)
    results = ResultsScene(app, scene, match.result_lines())
    assert "line" not in results.lines and not any("moves," in line for line in results.lines)
    if match.state.reason == "line":
        squares = "–".join(match.view(None).winning_line)
        assert any(squares in line and "turn" in line for line in results.lines)
    assert results.record_line and results.record_line in results.lines
    assert "AI easy" in results.record_line


def test_krownia_results_draw_the_dice_of_the_match(baraza_home):
    app = make_app()
    scene = _scene(app, "krownia", ["human", "ai:easy"], options={"target": 8}, finish=True)
    results = ResultsScene(app, scene, scene.match.result_lines())
    app.stack.push(results)
    frames(app, 2)
    assert list(results.dice) == [str(t) for t in range(2, 13)]
    assert sum(results.dice.values()) == sum(scene.match.state.dice_counts) > 0


def test_the_dice_chart_keeps_clear_of_the_buttons_however_long_the_lines(baraza_home):
    """Its labels were drawn under Rematch and Menu when the summary ran long (the buttons hid them)."""
    from baraza.scenes.ui.text_audit import TextAudit

    app = make_app()
    scene = _scene(app, "krownia", ["human", "ai:easy", "ai:easy", "ai:easy"], seed=9, finish=True)
    results = ResultsScene(app, scene, scene.match.result_lines())
    drawn = results._draw_lines
    results._draw_lines = lambda surface, box: drawn(surface, box) + 40  # lines that ended past their room
    app.stack.push(results)
    audit = TextAudit(app)
    try:
        audit.frame()
        labels = [t for t in audit.screen.texts if t.text in results.dice and t.rect.colliderect(results.column)]
    finally:
        audit.close()
    top = min(results.rematch_button.rect.y, results.menu_button.rect.y)
    assert len(labels) >= len(results.dice) and all(t.rect.bottom <= top for t in labels)


def test_an_unfinished_match_has_no_dice_and_no_record(baraza_home):
    app = make_app()
    scene = _scene(app, "krownia", ["human", "ai:easy"])
    results = ResultsScene(app, scene)
    assert results.dice == {} and results.record_line == ""


def test_a_won_and_a_lost_match_show_on_the_scores_screen(baraza_home):
    app = make_app()
    app.scores.record_match("kona", ["human", "ai:hard"], (0,), (1.0, 0.0), 9, 9, 30.0, 1)
    app.scores.record_match("kona", ["ai:hard", "human"], (0,), (1.0, 0.0), 9, 9, 30.0, 2)
    scores = ScoresScene(app, "kona")
    app.stack.reset(scores)
    frames(app, 2)
    record = {r.level: r for r in scores.record}
    assert (record["hard"].won, record["hard"].lost, record["hard"].drawn) == (1, 1, 0)
    assert set(record) >= {"easy", "normal", "hard", "expert"}
    assert "high" not in scores.panels()  # Kona has no solo mode: no empty high-score panel
    scores.select(scores.games.index("khedu"))
    frames(app, 1)
    assert "high" in scores.panels()


def test_the_fallback_box_when_a_layout_has_no_side_column(baraza_home):
    from baraza.scenes.screens.results import results_rect

    class Bare:
        layout = None

    rect = results_rect(Bare())
    assert rect.w > 0 and rect.center == (640, 360)


def test_random_input_on_the_results_never_raises(baraza_home):
    import random

    from scene_helpers import random_event

    app = make_app()
    scene = _scene(app, "kona", ["human", "ai:easy"], finish=True)
    results = ResultsScene(app, scene, scene.match.result_lines())
    app.stack.push(results)
    rng = random.Random(5)
    for _ in range(150):
        frames(app, 1, events=[random_event(rng)])
        if app.stack.top is not results:  # Rematch or Menu was clicked: that is allowed, and the end
            break


@pytest.mark.parametrize("game", [spec.name for spec in playable_games() if spec.max_seats >= 2])
def test_results_break_down_every_seats_score(baraza_home, game):
    from baraza.game.registry import get_game
    from baraza.scenes.screens.results import score_breakdown

    app = make_app()
    spec = get_game(game)  # every installed game for two or more (three seats where it takes them)
    scene = _scene(app, game, ["ai:easy"] * max(spec.min_seats, min(3, spec.max_seats)), finish=True)
    results = ResultsScene(app, scene)
    scores = scene.match.result().scores
    line = next((line for line in results.lines if line.startswith("Scores: ")), "")
    if max(abs(s) for s in scores) > 1:
        assert line, results.lines
        for label, score in zip(scene.seat_labels(), scores, strict=True):
            assert f"{label} {score:g}" in line
    assert score_breakdown(["White", "Black"], (1, 0)) == ""  # a bare win/loss is said by the headline


def test_a_click_as_the_panel_appears_is_not_a_rematch(baraza_home):
    """Playtest B: a click on Undo, aimed while the AI answered, landed on the Rematch that came in its place and
    started a new match. The panel's buttons take clicks only a moment after it appears."""
    app = make_app()
    scene = _scene(app, "kona", ["human", "ai:easy"], finish=True)
    results = ResultsScene(app, scene, scene.match.result_lines())
    app.stack.push(results)
    frames(app, 2)
    frames(app, 2, events=click(results.rematch_button.rect.center))
    assert app.stack.top is results  # ignored: no new match
    assert results.next_frame() is not None  # the window wakes when the buttons take clicks
    frames(app, 40)
    frames(app, 2, events=click(results.rematch_button.rect.center))
    assert app.stack.top is not results  # a moment later the same click is meant: the rematch starts
