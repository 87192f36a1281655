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


# The screens `baraza shot NAME` renders: each opens with no arguments (names as in screens.directory).
SHOT_SCREENS = ("menu", "game_select", "settings", "keys", "rules", "glossary", "scores", "load")
ALIASES = {"select": "game_select"}  # the picker's older name on the command line


def render_screen(app, name: str) -> pygame.Surface:
    """The screen called `name`, opened by name on a fresh stack and drawn for a few frames."""
    name = ALIASES.get(name, name)
    if name not in SHOT_SCREENS:
        raise KeyError(name)
    app.show(name, how="reset")
    app.stack.apply_pending()
    return settle(app)
