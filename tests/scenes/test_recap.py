""""While you waited" (scenes/table/recap.py): it stays until the player clicks, presses a key or moves, never
closing on its own, and a move the table made for the player without a click (an offer they cannot meet,
declined for them; a standing answer) does not count as their move, so what came before it is still told."""

import pygame
from scene_helpers import frames, key, make_app

from baraza.game.registry import new_match
from baraza.scenes.table.launch import playable_games, scene_class

GAME = next(spec.name for spec in playable_games() if spec.min_seats <= 2 <= spec.max_seats)


def _table():
    app = make_app()
    match = new_match(GAME, ["human", "ai:easy"], 4)
    scene = scene_class(GAME)(app, match)
    scene.ai_turns.enabled = False  # the test plays the AI seat itself
    app.stack.reset(scene)
    frames(app)
    return app, match, scene


def _play(match, seat: int) -> None:
    """Moves of `seat` until the other seat is to act."""
    for _ in range(200):
        if match.active_seats() != (seat,):
            return
        assert match.submit(seat, match.legal_actions(seat)[0]).ok


def _to_human(match) -> None:
    for _ in range(200):
        if match.active_seats() == (0,):
            return
        _play(match, match.active_seats()[0])


def test_the_recap_waits_for_the_player_however_long_they_are_away(baraza_home):
    app, match, scene = _table()
    _to_human(match)
    _play(match, 0)
    _play(match, 1)
    frames(app, 2)
    assert scene.recap.recap_lines, "the AI's moves are told"
    for _ in range(40):
        frames(app, 1, dt=1.0)  # forty seconds away from the table
    assert scene.recap.recap_lines, "still there when the player looks back"
    frames(app, 1, [key(pygame.K_LSHIFT)])
    assert not scene.recap.recap_lines, "a key closes it"


def test_a_move_made_for_the_player_is_not_taken_for_theirs(baraza_home):
    app, match, scene = _table()
    _to_human(match)
    _play(match, 0)  # the player's own move
    start = len(match.records)
    _play(match, 1)  # the AI's moves
    assert match.active_seats() == (0,)
    assert match.submit(0, match.legal_actions(0)[0]).ok  # answered by the table for the player, unasked
    scene.recap.made_for_player()
    auto = len(match.records) - 1
    _play(match, 0)
    _play(match, 1)  # more of the AI's moves
    frames(app, 2)
    wanted = [line.text for line in match.log if line.move_index >= start and
              (match.records[line.move_index].seat != 0 or line.move_index == auto)]
    assert scene.recap.recap_lines == wanted, "everything since the player's own move, the answer made for them too"
    # without the mark the same match would have told only what came after that answer
    scene.recap.reset_recap()
    assert scene.recap.answered_for == {auto}


def test_a_short_recap_panel_shows_one_whole_line_rather_than_two_cut_by_its_edge(baraza_home):
    """A table whose turn panel grows takes room from the log: at 125 % text the recap's panel had room for the title
    and one line, and its second line ran past the panel's edge (the layout lint's sweep found it)."""
    from scene_helpers import audited_frame

    from baraza.scenes.table.recap import RECAP_SIZE

    app, _match, scene = _table()
    recap = scene.recap
    recap.recap_lines = ["Player 2 sings no more Cadences: now the dice.", "Player 2 rolls 4 dice: 5, 3, 6, 2."]
    recap.recap_groups = [(1, list(recap.recap_lines))]
    step = app.fonts.get(RECAP_SIZE).get_linesize() + 1
    recap.rect = pygame.Rect(900, 500, 300, 32 + step * 7 // 4)  # the title, one line and most of another
    found = audited_frame(app, lambda surface, _fonts: recap.draw_recap(surface))
    assert not [f for f in found if f.kind == "overflow"], found


def test_a_one_row_recap_shows_the_latest_run_alone(baraza_home):
    """At 150 % the panel held one row, and "… 2 earlier (see the log)" took it, pushing the latest past the edge."""
    app, _match, scene = _table()
    recap = scene.recap
    recap.recap_lines = ["Player 2 opens the song.", "Player 1 sings no Cadence.", "Player 2 rolls 5, 6, 1 and 3."]
    recap.recap_groups = [(1, [recap.recap_lines[0]]), (0, [recap.recap_lines[1]]), (1, [recap.recap_lines[2]])]
    rows = recap.recap_rows(200, 1)
    assert len(rows) == 1 and rows[0].startswith("Player 2 rolls"), rows
