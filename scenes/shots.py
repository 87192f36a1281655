"""Headless renders of scenes as a player would see them (for `baraza shot`, tests and the bench)."""

from __future__ import annotations

import pygame

from baraza.game.core.match import Match
from baraza.game.registry import get_game, new_match


def play_actions(match: Match, count: int) -> None:
    """Advance `match` by up to `count` actions chosen by its seats' agents (humans play randomly here)."""
    entry = get_game(match.game)
    kinds = ["random" if k == "human" else k for k in match.seats]
    agents = [entry.make_agent(kind, seat, match.seed) for seat, kind in enumerate(kinds)]
    for _ in range(count):
        if match.is_over():
            break
        seat = match.active_seats()[0]
        legal = match.legal_actions(seat)
        action = agents[seat].choose(match.rules, match.view(seat), seat, legal)
        match.submit(seat, action)


def settle(app, frames: int = 3) -> pygame.Surface:
    for _ in range(frames):
        app.frame(1 / 60, events=[])
    return app.screen.copy()


def render_game(app, game: str, seed: int, after: int, seats: list[str] | None,
                options: dict | None = None) -> pygame.Surface:
    from baraza.scenes.table.launch import scene_class

    rules = get_game(game).rules
    if seats is None:
        n = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
        seats = ["human"] + ["ai:normal"] * (n - 1)
    match = new_match(game, seats, seed, options)
    play_actions(match, after)
    scene = scene_class(game)(app, match)
    scene.results_shown = True  # a shot shows the table, not the results dialog
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.animations.skip()
    scene.ai.cancel()
    scene.ai.close()
    for _ in range(3):
        scene.animations.skip()
        app.frame(1 / 60, events=[])
    return app.screen.copy()


def render_screen(app, name: str) -> pygame.Surface:
    from baraza.scenes.screens.game_select import GameSelectScene
    from baraza.scenes.screens.load import LoadScene
    from baraza.scenes.screens.menu import MainMenuScene
    from baraza.scenes.screens.rules import RulesScene
    from baraza.scenes.screens.scores import ScoresScene
    from baraza.scenes.screens.settings import SettingsScene
    from baraza.scenes.shots_history import HISTORY_SHOTS, render_history_screen

    if name in HISTORY_SHOTS:
        return render_history_screen(app, name)
    scenes = {"menu": MainMenuScene, "select": GameSelectScene, "settings": SettingsScene, "rules": RulesScene,
              "scores": ScoresScene, "load": LoadScene}
    if name not in scenes:
        raise KeyError(name)
    app.stack.reset(scenes[name](app))
    app.stack.apply_pending()
    return settle(app)
