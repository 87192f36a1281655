"""A read-only table: any game's table draws a given match position with input switched off — clicks and keys
change nothing, and no AI turn, autosave, score, results screen or hand-over cover comes of it."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest
from plugin_dist import installed_game
from scene_helpers import click, frames, key, make_app

from baraza.game.persistence.autosaves import autosave_file
from baraza.game.registry import GAMES, get_game, new_match
from baraza.scenes.shots import play_actions
from baraza.scenes.table.launch import read_only_table

KEYS = [pygame.K_ESCAPE, pygame.K_h, pygame.K_g, pygame.K_F1, pygame.K_SPACE, pygame.K_RETURN, pygame.K_UP,
        pygame.K_LEFT, pygame.K_TAB, pygame.K_1, pygame.K_s, pygame.K_r, pygame.K_e]


@pytest.fixture(params=[*GAMES, "tictactoe"])
def game(request):
    if request.param == "tictactoe":
        with installed_game("tictactoe", "tictactoe"):
            yield "tictactoe"
    else:
        yield request.param


def _ai_match(game: str, moves: int, seed: int = 3):
    rules = get_game(game).rules
    n = rules.max_seats if rules.min_seats >= 2 else rules.min_seats
    match = new_match(game, ["ai:easy"] * n if n > 1 else ["human"], seed)
    play_actions(match, moves)
    return match


def _poke(app, table, rng: random.Random) -> None:
    """Clicks everywhere (every layout zone's centre and random spots) and every table key."""
    spots = [zone.center for zone in table.layout.zones.values()]
    spots += [(rng.randrange(1280), rng.randrange(720)) for _ in range(20)]
    for pos in spots:
        frames(app, 1, click(pos))
        frames(app, 1, click(pos, 3))
    for k in KEYS:
        frames(app, 1, [key(k)])
    frames(app, 1, [key(pygame.K_z, pygame.KMOD_CTRL)])


def test_a_read_only_table_draws_a_position_and_ignores_input(baraza_home, game):
    app = make_app()
    match = _ai_match(game, 14)
    assert match.records, "the match has moves to show"
    moves, seconds = list(match.moves), match.play_seconds
    recorded = []
    app.scores.record_match = lambda *args, **kwargs: recorded.append(args)
    table = read_only_table(app, match, 0)
    app.stack.reset(table)
    frames(app, 2)
    _poke(app, table, random.Random(5))
    frames(app, 30, dt=0.2)  # time for an AI turn or a turn timer, were they running
    assert app.stack.top is table and len(app.stack) == 1, "no pause menu, rules, hand-over or results opened"
    assert list(match.moves) == moves and match.play_seconds == seconds
    assert table.viewer == 0 and table.human_to_act() is None and table.legal_actions() == []
    assert not table.ai.busy("move") and not table.ai.busy("hint") and table.hint is None
    app.autosaver.flush()
    assert not autosave_file(match).exists()
    assert not recorded
    assert "thinking" not in table.turn_panel.turn_prompt()[1] + table.status_line(), "no AI is thinking here"
    surface = pygame.Surface((1280, 720))
    table.draw(surface)  # drawn again, as another screen would draw it under itself
    board = max(table.layout.zones.values(), key=lambda zone: zone.w * zone.h)  # the board is the largest zone
    assert pygame.image.tobytes(surface.subsurface(board), "RGB") != \
        pygame.image.tobytes(app.backdrop().subsurface(board), "RGB")


def test_a_finished_match_read_only_records_nothing_and_opens_no_results(baraza_home):
    app = make_app()
    match = _ai_match("kona", 5000)
    assert match.is_over()
    recorded = []
    app.scores.record_match = lambda *args, **kwargs: recorded.append(args)
    table = read_only_table(app, match, None)
    app.stack.reset(table)
    frames(app, 10, dt=0.5)
    assert app.stack.top is table and not recorded


def test_the_results_screen_draws_a_read_only_table_that_is_not_on_the_stack(baraza_home):
    app = make_app()
    match = _ai_match("kona", 5000)
    table = read_only_table(app, match, 0)
    results = app.make_screen("results", table)
    assert results.backdrop is table
    app.stack.reset(results)
    frames(app, 2)
    board = table.layout.zone("board")
    alone = pygame.Surface((1280, 720))
    table.draw(alone)
    assert app.screen.get_at(board.center) == alone.get_at(board.center), "the final board shows under the panel"


def test_a_read_only_position_in_another_seats_turn_says_who_answers_not_a_second_turn():
    """A Konja replay read "Nia's turn" over "Kofi to play.": in another seat's turn the seat acting answers."""
    game = next(name for name in GAMES if get_game(name).rules.min_seats >= 2)
    match = _ai_match(game, 6)
    app = make_app()
    table = read_only_table(app, match, 0)
    active = match.active_seats()
    assert active
    actor = active[0]
    owner = (actor + 1) % len(match.seats)
    table.whose_turn = lambda view: owner
    for _ in range(20):  # the last move's animation and caption played out
        table.update(0.5)
    table.turn_panel.caption_hold = 0
    match.records[-1] = dataclasses.replace(match.records[-1], seat=owner)  # not the actor's own last move
    body = table.turn_panel.turn_prompt()[1]
    assert body.endswith("to answer."), body
    table.whose_turn = lambda view: actor
    assert table.turn_panel.turn_prompt()[1].endswith("to play.")
