"""A click aimed at Undo while the AI answered landed on the results' Rematch, which came in its place seconds
later, and a new match began (Kona playtest; the panel's guard covers only a moment): the results' buttons keep
clear of the table's own buttons under the panel, in every game."""

from __future__ import annotations

from scene_helpers import frames, make_app

from baraza.game.registry import new_match
from baraza.scenes.screens.results import ResultsScene
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import playable_games, scene_class


def test_rematch_and_menu_never_sit_on_the_tables_buttons(baraza_home):
    for game in (spec.rules.name for spec in playable_games()):
        match = new_match(game, ["human", "ai:easy"], 3)
        play_actions(match, 20_000)
        assert match.is_over(), game
        app = make_app()
        scene = scene_class(game)(app, match)
        scene.results_shown = True
        app.stack.reset(scene)
        frames(app)
        results = ResultsScene(app, scene, match.result_lines())
        app.stack.push(results)
        frames(app, 2)
        for ours in (results.rematch_button, results.menu_button):
            for theirs in scene.buttons:
                assert not ours.rect.colliderect(theirs.rect), (game, ours.text, theirs.text)
        assert results.rematch_button.rect.bottom <= results.column.bottom
        scene.ai.close()
